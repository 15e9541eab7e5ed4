//! Shared helpers of the integration tests.
#![allow(dead_code)]

#[allow(dead_code)]
pub mod proofgame;
#[allow(dead_code)]
pub mod top_k;
#[allow(dead_code)]
pub mod trees;

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use solopddl::board::{Board, Square};
use solopddl::solo::{Budget, Piece, Puzzle, Role};

/// A random placement: `n` pieces, random roles (at most one king when
/// `king`), budgets 1, 2 or unlimited, sometimes mixed per piece.
pub fn random_puzzle(rng: &mut ChaCha8Rng) -> Puzzle {
    let w = rng.gen_range(3..=6);
    let h = rng.gen_range(3..=6);
    let board = Board::new(w, h).unwrap();
    let n = rng.gen_range(2..=7);
    let budget = match rng.gen_range(0..3) {
        0 => Budget::Limited(1),
        1 => Budget::Limited(2),
        _ => Budget::Unlimited,
    };
    let mixed = rng.gen_bool(0.2);
    let with_king = rng.gen_bool(0.5);
    let mut squares: Vec<Square> = board.squares().collect();
    let mut pieces = Vec::new();
    for i in 0..n {
        let k = rng.gen_range(0..squares.len());
        let square = squares.swap_remove(k);
        let role = if i == 0 && with_king {
            Role::King
        } else {
            Role::NON_KING[rng.gen_range(0..5)]
        };
        let b = if mixed {
            Budget::Limited(rng.gen_range(0..=3))
        } else {
            budget
        };
        pieces.push(Piece { square, role, budget: b });
    }
    Puzzle::new(board, pieces, budget).unwrap()
}

/// How many random instances a planner sweep checks: `ci` in the test
/// suite, `full` when `SOLOPDDL_FULL_SWEEPS=1` (`scripts/bench.sh sweeps`,
/// the figures in BENCHMARKS.md). Each sweep's instances come from one seeded
/// stream, so the suite's are the first `ci` of the full sweep's. The full
/// planner sweeps took about 9 of CI's 32 minutes; CI keeps a sixth to a
/// third of each.
pub fn sweep(ci: usize, full: usize) -> usize {
    match std::env::var("SOLOPDDL_FULL_SWEEPS").as_deref() {
        Ok("1") => full,
        _ => ci,
    }
}

/// A tool a test needs. A missing tool fails the test with the reason and
/// the script that installs it: a test that did not run is never reported
/// as passed (scripts/test.sh installs every tool first).
fn required<T, E: std::fmt::Display>(what: &str, found: Result<Option<T>, E>) -> Option<T> {
    match found {
        Ok(Some(t)) => Some(t),
        Ok(None) => panic!("this test needs {what}, which is missing: run scripts/test.sh (or scripts/install-planners.sh / install-browser.sh)"),
        Err(e) => panic!("this test needs {what}, which is missing ({e}): run scripts/test.sh (or scripts/install-planners.sh / install-browser.sh)"),
    }
}

/// Fast Downward; a missing planner fails the test (see [`required`]).
pub fn fast_downward() -> Option<solopddl::planner::Planner> {
    required("Fast Downward", solopddl::planner::discover(None).map(Some)).map(solopddl::planner::Planner::fast_downward)
}

/// SymK, like [`fast_downward`].
#[allow(dead_code)]
pub fn symk() -> Option<solopddl::planner::Planner> {
    use solopddl::planner::{discover_planner, Planner, PlannerKind};
    required("SymK", discover_planner(PlannerKind::Symk, None).map(Some)).map(|driver| Planner::Driver {
        kind: PlannerKind::Symk,
        driver,
    })
}

/// K*'s search component, like [`fast_downward`].
#[allow(dead_code)]
pub fn kstar() -> Option<solopddl::planner::Planner> {
    use solopddl::planner::{discover_planner, Planner, PlannerKind};
    required("K*", discover_planner(PlannerKind::Kstar, None).map(Some)).map(|driver| Planner::Driver {
        kind: PlannerKind::Kstar,
        driver,
    })
}

/// VAL in the round trip's checks, like [`fast_downward`].
#[allow(dead_code)]
pub fn val_checks() -> Option<solopddl::roundtrip::Checks> {
    required("VAL", solopddl::planner::val::discover(None)).map(|v| solopddl::roundtrip::Checks {
        val: Some(v),
        val_time_limit: None,
    })
}

/// Runs `check` on every item with two worker threads (the machines have two
/// cores and each check runs the planner), collecting the failure messages.
pub fn failures_in_parallel<T: Sync>(items: &[T], check: impl Fn(&T) -> Vec<String> + Sync) -> Vec<String> {
    let failures = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                while let Some(item) = items.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)) {
                    let found = check(item);
                    failures.lock().unwrap().extend(found);
                }
            });
        }
    });
    failures.into_inner().unwrap()
}

/// The Python that has Downward Lab (`.venv/bin/python`), like [`fast_downward`].
#[allow(dead_code)]
pub fn lab_python() -> Option<std::path::PathBuf> {
    let found = solopddl::suite::lab::lab_python().filter(|p| {
        std::process::Command::new(p)
            .args(["-c", "import lab, downward"])
            .status()
            .is_ok_and(|s| s.success())
    });
    required("Downward Lab (.venv python with lab)", Ok::<_, String>(found))
}

/// Whether a Slurm cluster answers (`scripts/slurm-local.sh up`), like [`fast_downward`].
#[allow(dead_code)]
pub fn slurm() -> Option<()> {
    let up = std::process::Command::new("sinfo")
        .args(["-h", "-o", "%T"])
        .output()
        .is_ok_and(|o| {
            o.status.success()
                && String::from_utf8_lossy(&o.stdout)
                    .lines()
                    .any(|l| l.starts_with("idle") || l.starts_with("mixed") || l.starts_with("alloc"))
        });
    required(
        "a Slurm cluster (scripts/slurm-local.sh up)",
        Ok::<_, String>(up.then_some(())),
    )
}

/// Debian's Chromium (scripts/install-browser.sh), like [`fast_downward`].
#[allow(dead_code)]
pub fn chromium() -> Option<std::path::PathBuf> {
    required("Chromium", Ok::<_, String>(which_chromium()))
}

fn which_chromium() -> Option<std::path::PathBuf> {
    std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).map(|d| d.join("chromium")).find(|c| c.is_file()))
        .unwrap_or(None)
}

/// Adds up to `k` non-king pieces on free squares, each with the puzzle's
/// default budget (fewer when the board is full).
pub fn add_random_pieces(rng: &mut ChaCha8Rng, p: &mut Puzzle, k: usize) {
    let mut free: Vec<Square> = p
        .board()
        .squares()
        .filter(|&sq| p.pieces().iter().all(|q| q.square != sq))
        .collect();
    let mut pieces = p.pieces().to_vec();
    for _ in 0..k.min(free.len()) {
        let square = free.swap_remove(rng.gen_range(0..free.len()));
        let role = Role::NON_KING[rng.gen_range(0..5)];
        pieces.push(Piece {
            square,
            role,
            budget: p.default_budget(),
        });
    }
    *p = Puzzle::new(p.board(), pieces, p.default_budget()).unwrap();
}

/// The solopddl binary as an assert_cmd command.
#[allow(dead_code)]
pub fn bin() -> assert_cmd::Command {
    assert_cmd::Command::cargo_bin("solopddl").unwrap()
}

/// The solopddl binary's path, for processes run side by side.
#[allow(dead_code)]
pub fn exe() -> std::path::PathBuf {
    assert_cmd::cargo::cargo_bin("solopddl")
}

/// An executable script written by the test (solopddl starts it directly).
#[allow(dead_code)]
pub fn script(dir: &std::path::Path, name: &str, body: &str) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let p = dir.join(name);
    std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    p
}

/// Runs solopddl with `args`, sends it SIGINT (Ctrl-C) after `wait`, and
/// returns what it left, once it has checked that the run ended within 2 s
/// of the signal (hundredths of a second alone; a loaded CI machine takes
/// longer).
#[allow(dead_code)]
pub fn interrupted_after<S: AsRef<std::ffi::OsStr>>(args: &[S], wait: std::time::Duration) -> std::process::Output {
    let child = std::process::Command::new(exe())
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(wait);
    let sent = std::time::Instant::now();
    // SAFETY: signalling our own child.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let o = child.wait_with_output().unwrap();
    let took = sent.elapsed();
    assert!(
        took < std::time::Duration::from_secs(2),
        "{took:?} after SIGINT: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    o
}

/// Whether a process (by the pid text a script wrote) is alive and not a zombie.
#[allow(dead_code)]
pub fn alive(pid: &str) -> bool {
    let stat = std::fs::read_to_string(format!("/proc/{}/stat", pid.trim())).unwrap_or_default();
    !stat.is_empty() && !stat.contains(") Z")
}

/// Kills a child started in its own process group (`process_group(0)`)
/// with everything it started (chromedriver's Chromium, Chromium's
/// helpers), then reaps it: a failing browser test leaves no browser behind.
#[allow(dead_code)]
pub fn kill_group(child: &mut std::process::Child) {
    // SAFETY: kill(2) on the process group of our own child.
    unsafe {
        libc::kill(-(child.id() as i32), libc::SIGKILL);
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// What a finished solopddl run left, with the peak resident memory of
/// that one process (not of every child the test binary ever had, which
/// `getrusage(RUSAGE_CHILDREN)` would give with other tests beside it).
pub struct MeasuredRun {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub peak_bytes: u64,
}

/// Runs solopddl with `args` and reaps it with wait4, which reports the
/// child's own resource use.
#[allow(clippy::zombie_processes)] // reaped by wait4, which `Child` does not see
pub fn run_measuring_peak(args: &[&str]) -> MeasuredRun {
    use std::io::Read;
    let mut child = std::process::Command::new(exe())
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = out.read_to_string(&mut s);
        s
    });
    let mut stderr = String::new();
    let _ = err.read_to_string(&mut stderr);
    let stdout = reader.join().unwrap();
    let mut status = 0;
    // SAFETY: wait4 on our own child, writing into the structs it is given.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut ru) };
    assert_eq!(pid, child.id() as i32, "wait4 failed");
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    MeasuredRun {
        code,
        stdout,
        stderr,
        peak_bytes: ru.ru_maxrss as u64 * 1024,
    }
}
