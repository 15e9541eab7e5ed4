//! A soundness audit for lengths plain exhaustive counting cannot reach:
//! each goal of a list (`plies<TAB>FEN`, from the initial array) is counted
//! by `chess::proofgame::solve` with every bound, and again by
//! `count_with_filling_bound`, which knows only one bound so simple it is
//! plainly admissible (each move fills one goal square). Any difference
//! between the two counts is a cut that removed a game: a bug.
//!
//! `cargo run --release --example audit_counts -- LIST [MAX_NODES]`
//! (goals whose simple count passes MAX_NODES positions, 20 million by
//! default, are skipped and counted as such). Prints one line per goal and
//! a summary; exits 1 on any difference.
use solopddl::chess::fen::{parse_fen, INITIAL_FEN};
use solopddl::chess::proofgame::{count_with_filling_bound, solve, ProofGameOptions};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let list = std::fs::read_to_string(&args[1]).expect("a list of plies<TAB>FEN");
    let max_nodes: u64 = args.get(2).map_or(20_000_000, |s| s.parse().expect("a number of positions"));
    let start = parse_fen(INITIAL_FEN).unwrap();
    let (mut agreed, mut skipped, mut differ) = (0, 0, 0);
    for line in list.lines().filter(|l| !l.trim().is_empty()) {
        let (plies, fen) = line.split_once('\t').expect("plies<TAB>FEN");
        let plies: u32 = plies.parse().expect("plies");
        let goal_pos = parse_fen(fen).expect("a FEN");
        let t0 = Instant::now();
        let opts = ProofGameOptions {
            count_cap: None,
            check_shorter: false,
            threads: 1,
            ..ProofGameOptions::default()
        };
        let full = solve(&start, &goal_pos, plies, &opts);
        let t_full = t0.elapsed().as_secs_f64();
        let t1 = Instant::now();
        match count_with_filling_bound(&start, &goal_pos, plies, max_nodes) {
            None => {
                skipped += 1;
                println!("{plies}\tskipped\t{}\t-\t{fen}", full.count);
            }
            Some(n) => {
                let same = n == full.count;
                if same {
                    agreed += 1;
                } else {
                    differ += 1;
                }
                println!(
                    "{plies}\t{}\t{}\t{n}\t{fen}\t{t_full:.2}s/{:.2}s",
                    if same { "same" } else { "DIFFER" },
                    full.count,
                    t1.elapsed().as_secs_f64(),
                );
            }
        }
    }
    println!("agreed {agreed}, differ {differ}, skipped {skipped}");
    std::process::exit(i32::from(differ > 0));
}
