//! Perft speed, solopddl's generic-board move generator side by side with
//! shakmaty (the test oracle, a dev-dependency). Runs interleaved, reports
//! medians of `SOLOPDDL_PERFT_RUNS` runs (default 5) in million nodes per
//! second and the ratio. Run with `cargo bench --bench perft`.

use shakmaty::{fen::Fen, CastlingMode, Chess};
use solopddl::chess::fen::parse_fen;
use std::time::Instant;

const CASES: [(&str, &str, u32); 2] = [
    ("initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
];

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    let runs: usize = std::env::var("SOLOPDDL_PERFT_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);
    println!("| position | depth | nodes | solopddl M nodes/s | shakmaty M nodes/s | ratio |");
    println!("|---|---|---|---|---|---|");
    for (name, fen, depth) in CASES {
        let ours = parse_fen(fen).expect("valid FEN");
        let theirs: Chess = fen
            .parse::<Fen>()
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal");
        let (mut a, mut b) = (Vec::new(), Vec::new());
        let mut nodes = 0;
        for _ in 0..runs {
            let t = Instant::now();
            nodes = solopddl::chess::movegen::perft(&ours, depth);
            a.push(nodes as f64 / t.elapsed().as_secs_f64() / 1e6);
            let t = Instant::now();
            let n = shakmaty::perft(&theirs, depth);
            b.push(n as f64 / t.elapsed().as_secs_f64() / 1e6);
            assert_eq!(n, nodes, "{name}: counts differ");
        }
        let (ma, mb) = (median(a), median(b));
        println!("| {name} | {depth} | {nodes} | {ma:.1} | {mb:.1} | {:.2} |", ma / mb);
    }
}
