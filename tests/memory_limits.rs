//! `--memory-limit` holds for the whole process, in `chess solve` (the A*
//! store is accounted as it grows, and the bound's caches beside it are
//! read through the process's resident memory) and in `chess proofgame`.
//! The peak is each run's own, read by `wait4`
//! (`common::run_measuring_peak`). A binary of its own: Linux counts in a
//! child's peak the memory of the process that started it (its pages
//! until the exec), so the parent must be small, not the integration
//! binary with its in-process searches.

mod common;

use common::run_measuring_peak;

/// The near miss of BENCHMARKS.md (Session 21) has no 32-ply game, so A*
/// stores millions of positions looking for a longer one.
#[test]
fn regression_the_chess_solve_memory_limit_holds_for_the_whole_process() {
    let run = run_measuring_peak(&[
        "chess",
        "solve",
        "--start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "--goal",
        "rq3knr/pbp2p2/1p2p3/1P2N2p/3p1pP1/P1bPn2P/1BP1PP2/R2K1RNB w",
        "--memory-limit",
        "300M",
        "--time-limit",
        "120",
    ]);
    assert_eq!(run.code, Some(4), "{}", run.stderr);
    let peak = run.peak_bytes;
    // 307 MiB before the process's memory was read.
    assert!(peak <= 300 << 20, "peak resident {} MB", peak >> 20);
    assert!(peak >= 100 << 20, "the store hardly grew: {} MB", peak >> 20);
}

/// `--memory-limit` holds for the whole process, not only for the table of
/// counts: beside it are the bounds' caches and each colour's counts alone
/// (a few tens of MB per thread), which took a 300M count to 413 MB.
#[test]
fn regression_the_proof_game_memory_limit_holds_for_the_whole_process() {
    let run = run_measuring_peak(&[
        "chess",
        "proofgame",
        "2bq1knr/1rpp1p1p/pp2pb1n/1N5p/PPP1PP2/3P4/1Q2B1P1/R1BK2NR",
        "--plies",
        "28",
        "--count-all",
        "--threads",
        "2",
        "--memory-limit",
        "100M",
        "--time-limit",
        "120",
        "--json",
    ]);
    assert_eq!(run.code, Some(4), "{}", run.stderr);
    assert!(run.stdout.contains("memory limit"));
    let peak = run.peak_bytes;
    // Within the limit with room to spare: with the table's growth alone
    // kept in hand (not the caches', which double at once) peaks were
    // 98-100 MB, and one CI run passed 100 MB.
    assert!(peak <= 95 << 20, "peak resident {} MB", peak >> 20);
    assert!(peak >= 50 << 20, "the table hardly grew: {} MB", peak >> 20);
}
