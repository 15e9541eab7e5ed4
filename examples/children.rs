//! The tails study of issue 15: `best` on every child of a position, with
//! its verdict, nodes and time: where in the tree a hard puzzle's effort goes.
//!
//! `cargo run --release --example children -- "2B1RRQ1/2B1B2B/1PNQ1R2/2RBP3/RR1KPNQQ/P2P4/5B2/8 2"`
use solopddl::solo::rules::notation::{parse_solo_fen, to_solo_fen};
use solopddl::solo::rules::position::Position;
use solopddl::solo::search::solver::{solve, SolveOptions, Verdict};
use solopddl::solo::WrittenMove;

fn main() {
    let fen = std::env::args().nth(1).unwrap();
    let p = parse_solo_fen(&fen).unwrap();
    let pos: Position = p.position();
    for mv in pos.legal_captures() {
        let mut next = pos.clone();
        next.apply(WrittenMove { mv, role: None }).unwrap();
        let child = next.to_puzzle(p.default_budget());
        let (v, st) = solve(
            &child,
            &SolveOptions {
                seed: 1,
                ..Default::default()
            },
        );
        let v = match v {
            Verdict::Solved(_) => "solved",
            Verdict::Unsolvable => "DEAD",
            Verdict::Unknown => "?",
        };
        println!("{mv} {v} nodes {} ms {:.1}  {}", st.nodes, st.elapsed_ms, to_solo_fen(&child));
    }
}
