//! Perft against published counts (tests/data/perft.txt). Without
//! optimisations only counts up to 100,000 nodes run, to keep CI fast.

use solopddl::chess::fen::parse_fen;
use solopddl::chess::movegen::perft;

#[test]
fn perft_matches_published_counts() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/perft.txt")).unwrap();
    let budget: u64 = if cfg!(debug_assertions) { 100_000 } else { 5_000_000 };
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let mut parts = line.split(';');
        let fen = parts.next().unwrap().trim();
        let pos = parse_fen(fen).unwrap();
        for p in parts {
            let v: Vec<u64> = p.split_whitespace().map(|x| x.parse().unwrap()).collect();
            let (depth, count) = (v[0] as u32, v[1]);
            if count > budget {
                continue;
            }
            assert_eq!(perft(&pos, depth), count, "{fen} depth {depth}");
            checked += 1;
        }
    }
    assert!(checked >= 15, "only {checked} perft counts checked");
}
