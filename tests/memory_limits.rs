//! `chess solve --memory-limit` holds for the whole process: the A*
//! store is accounted as it grows, and the bound's caches beside it are
//! read through the process's resident memory. Alone in its file: the
//! peak is read as the largest of this test binary's children.

/// The near miss of BENCHMARKS.md (Session 21) has no 32-ply game, so A*
/// stores millions of positions looking for a longer one.
#[test]
fn regression_the_chess_solve_memory_limit_holds_for_the_whole_process() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_solopddl"))
        .args([
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
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(4), "{}", String::from_utf8_lossy(&out.stderr));
    // SAFETY: getrusage only writes into the struct it is given.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut ru) };
    let peak = ru.ru_maxrss as u64 * 1024;
    // 307 MiB before the process's memory was read.
    assert!(peak <= 300 << 20, "peak resident {} MB", peak >> 20);
    assert!(peak >= 100 << 20, "the store hardly grew: {} MB", peak >> 20);
}
