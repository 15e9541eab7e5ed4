//! Tests of the proof-game solver: verdicts, counts, limits and the
//! shorter lengths.

use super::*;
use crate::chess::fen::parse_fen;
use crate::chess::san::parse_san;

const INITIAL: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn after(start: &str, san: &[&str]) -> Position {
    let mut p = parse_fen(start).unwrap();
    for s in san {
        let m = parse_san(&p, s).unwrap_or_else(|| panic!("{s}"));
        p = play(&p, m);
    }
    p
}

#[test]
fn a_short_proof_game_is_unique_and_listed() {
    let start = parse_fen(INITIAL).unwrap();
    let goal = after(INITIAL, &["e4", "e5", "Ke2", "Ke7"]);
    let r = solve(&start, &goal, 4, &ProofGameOptions::default());
    assert_eq!(r.verdict, ProofGameVerdict::Unique, "{r:?}");
    assert_eq!(r.solutions.len(), 1);
    assert_eq!(r.count, count_exhaustively(&start, &goal, 4));
}

#[test]
fn a_root_the_bounds_refute_is_counted_by_one_thread_only() {
    let start = parse_fen(INITIAL).unwrap();
    let goal = after(INITIAL, &["e4", "e5", "Ke2", "Ke7"]);
    let opts = ProofGameOptions {
        threads: 2,
        ..ProofGameOptions::default()
    };
    let r = solve(&start, &goal, 2, &opts);
    assert_eq!((r.verdict, r.threads), (ProofGameVerdict::NoSolution, 1));
    let r = solve(&start, &goal, 4, &opts);
    assert_eq!((r.verdict, r.threads), (ProofGameVerdict::Unique, 2));
}

#[test]
fn a_search_within_a_sum_reports_progress_after_the_positions_before_it() {
    use crate::limits::{Control, Progress};
    use std::sync::{Arc, Mutex};
    let start = parse_fen(INITIAL).unwrap();
    // Over 4,096 positions (one of BENCHMARKS.md's 86): the first
    // report comes at the 4,096th, and a fresh handle always passes it.
    let goal = parse_fen("rnb1kbnr/1ppq1p2/p3p1p1/7p/2p5/N2P2PP/PPP1PP1R/R1BQKB2 w Qkq - 0 1").unwrap();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let heard = seen.clone();
    let opts = ProofGameOptions {
        progress_offset: 1_000_000,
        control: Control::with_progress(Arc::new(move |p: &Progress| heard.lock().unwrap().push(p.done))),
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    let r = solve(&start, &goal, 16, &opts);
    assert!(r.positions_examined > 4096, "{}", r.positions_examined);
    assert_eq!(seen.lock().unwrap().first(), Some(&(1_000_000 + 4096)));
}

/// An unknown verdict says what N plies held when only a shorter
/// length was left unsettled; the JSON keeps its old shape otherwise.
#[test]
fn an_unsettled_shorter_length_still_tells_what_n_plies_hold() {
    let plain = ProofGameVerdict::Unknown {
        stopped_by: ProofGameStop::TimeLimit,
        shorter_unsettled: None,
        counted: None,
    };
    assert_eq!(plain.label(), "unknown (time limit)");
    assert_eq!(
        serde_json::to_value(&plain).unwrap(),
        serde_json::json!({"verdict": "unknown", "stopped_by": "time-limit"})
    );
    let partial = ProofGameVerdict::Unknown {
        stopped_by: ProofGameStop::TimeLimit,
        shorter_unsettled: Some(28),
        counted: Some(verdict_of(2, 2).label()),
    };
    assert_eq!(
        partial.label(),
        "unknown (time limit; at least 2 solutions of this length, 28 plies not ruled out)"
    );
    let json = serde_json::to_value(&partial).unwrap();
    assert_eq!(json["shorter_unsettled"], 28);
    assert_eq!(json["counted"], "at least 2 solutions");
}

#[test]
fn transpositions_count_as_distinct_solutions() {
    let start = parse_fen(INITIAL).unwrap();
    // Nf3/Nc3 with Nf6/Nc6 in either order: 2 × 2 orders.
    let goal = after(INITIAL, &["Nf3", "Nf6", "Nc3", "Nc6"]);
    let r = solve(&start, &goal, 4, &ProofGameOptions::default());
    assert_eq!(r.verdict, ProofGameVerdict::Solutions { count: "4".into() });
    assert_eq!(r.count, count_exhaustively(&start, &goal, 4));
}

#[test]
fn a_shorter_game_cooks_the_problem() {
    let start = parse_fen(INITIAL).unwrap();
    // Nf3 Nf6 Ng1 Ng8 returns to the start: 0 plies would do.
    let goal = after(INITIAL, &["Nf3", "Nf6", "Ng1", "Ng8", "e4"]);
    let r = solve(&start, &goal, 5, &ProofGameOptions::default());
    assert_eq!(r.verdict, ProofGameVerdict::ShorterSolutionExists { plies: 1 });
    assert_eq!(r.solutions.len(), 1);
    let r = solve(&start, &goal, 1, &ProofGameOptions::default());
    assert_eq!(r.verdict, ProofGameVerdict::Unique);
}

#[test]
fn the_memory_limit_stops_the_search_before_the_table_passes_it() {
    let start = parse_fen(INITIAL).unwrap();
    let goal = after(INITIAL, &["Nf3", "Nf6", "Nc3", "Nc6", "e4", "e5", "d4", "d5"]);
    let opts = ProofGameOptions {
        memory_bytes: 64 << 10,
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    let r = solve(&start, &goal, 12, &opts);
    assert_eq!(
        r.verdict,
        ProofGameVerdict::Unknown {
            stopped_by: ProofGameStop::MemoryLimit,
            shorter_unsettled: None,
            counted: None,
        }
    );
    assert!(r.stored * table::SLOT_BYTES <= 64 << 10, "{} entries", r.stored);
}

#[test]
fn regression_castling_long_both_sides_in_18_plies() {
    // The line a `- 1` castling discount called 20 plies long.
    let start = parse_fen(INITIAL).unwrap();
    let line = [
        "e4", "e5", "Bb5", "Qh4", "d3", "Nf6", "Bg5", "Bb4+", "Nd2", "O-O", "Qh5", "d6", "O-O-O", "Bg4", "Nh3", "Nbd7", "Rhe1",
        "Rac8",
    ];
    let goal = after(INITIAL, &line);
    let est = crate::chess::heuristic::Estimator::new(&goal, Some(Color::White))
        .estimate(&start)
        .unwrap();
    assert!(est.lower_bound <= 18, "{est:?}");
}
