//! Failure injection for the planner round trip, with small real executables
//! written by each test in place of the planner: a crash, a hang, a flood of
//! output, a stale plan, a descendant that escapes the process group, a plan
//! file that is a link to /dev/zero. Each run must end in its documented exit
//! code within the time limit plus one second, leave no temporary folder
//! behind and no process of the planner's group alive.

use crate::common;

use assert_cmd::Command;
use common::alive;
use predicates::prelude::*;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Writes an executable planner stand-in (the test's own program; solopddl
/// starts it directly, never through a shell of its own).
fn fake_planner(dir: &Path, body: &str) -> PathBuf {
    common::script(dir, "fake-fd", body)
}

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    elapsed: Duration,
}

/// Runs `solopddl plan QRK --time-limit LIMIT --planner-path FAKE` with a
/// private TMPDIR, and checks that the TMPDIR is empty afterwards.
fn plan_with(fake: &Path, limit_s: u64, extra: &[&str]) -> Run {
    let tmp = tempfile::tempdir().unwrap();
    let t0 = Instant::now();
    let out = Command::cargo_bin("solopddl")
        .unwrap()
        .env("TMPDIR", tmp.path())
        .args(["plan", "QRK", "--time-limit", &limit_s.to_string(), "--planner-path"])
        .arg(fake)
        .args(extra)
        .output()
        .unwrap();
    let elapsed = t0.elapsed();
    let left: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().collect();
    assert!(left.is_empty(), "temporary files left behind: {left:?}");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        elapsed,
    }
}

#[test]
fn a_crashing_planner_reports_its_stderr_exit_8() {
    let dir = tempfile::tempdir().unwrap();
    let fake = fake_planner(dir.path(), "echo 'segfault in the search component' >&2; exit 35");
    let r = plan_with(&fake, 5, &[]);
    assert_eq!(r.code, Some(8), "{}", r.stderr);
    assert!(r.stderr.contains("segfault in the search component"), "{}", r.stderr);
}

#[test]
fn a_planner_killed_by_a_signal_is_a_planner_error() {
    let dir = tempfile::tempdir().unwrap();
    let fake = fake_planner(dir.path(), "printf 'bad \\377 byte\\n' >&2; kill -SEGV $$");
    let r = plan_with(&fake, 5, &[]);
    assert_eq!(r.code, Some(8), "{}", r.stderr);
    // regression: non-UTF-8 bytes in stderr turned the message into "no error message"
    assert!(r.stderr.contains("bad \u{fffd} byte"), "{}", r.stderr);
    assert!(r.stderr.contains("killed by a signal"), "{}", r.stderr);
}

#[test]
fn a_hanging_planner_is_killed_with_its_group_within_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let pidfile = dir.path().join("pid");
    let fake = fake_planner(dir.path(), &format!("sleep 300 & echo $! > {}; wait", pidfile.display()));
    let r = plan_with(&fake, 1, &[]);
    assert_eq!(r.code, Some(3), "{}", r.stderr);
    assert_eq!(r.stdout, "unknown: planner out of time\n");
    assert!(r.elapsed < Duration::from_secs(2), "{:?}", r.elapsed);
    std::thread::sleep(Duration::from_millis(100));
    let pid = std::fs::read_to_string(&pidfile).unwrap();
    assert!(!alive(&pid), "the planner's child {pid} survived");
}

#[test]
fn regression_a_flooding_planner_is_bounded_and_killed_in_time() {
    let dir = tempfile::tempdir().unwrap();
    let fake = fake_planner(dir.path(), "exec yes");
    let r = plan_with(&fake, 1, &[]);
    assert_eq!(r.code, Some(3), "{}", r.stderr);
    assert!(r.elapsed < Duration::from_secs(2), "{:?}", r.elapsed);
}

#[test]
fn regression_an_escaping_descendant_does_not_hold_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let pidfile = dir.path().join("pid");
    // A descendant leaves the group with setsid and keeps stdout open.
    let fake = fake_planner(
        dir.path(),
        &format!("setsid sleep 30 & echo $! > {}; exit 0", pidfile.display()),
    );
    let r = plan_with(&fake, 3, &[]);
    let pid = std::fs::read_to_string(&pidfile).unwrap_or_default();
    if !pid.trim().is_empty() {
        let _ = std::process::Command::new("kill").arg(pid.trim()).status();
    }
    assert_eq!(r.code, Some(8), "{}", r.stderr);
    assert!(r.stderr.contains("wrote no plan file"), "{}", r.stderr);
    assert!(r.elapsed < Duration::from_secs(4), "{:?}", r.elapsed);
}

#[test]
fn regression_a_plan_file_linked_to_dev_zero_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    // The driver is called as: --plan-file PATH ...
    let fake = fake_planner(dir.path(), "ln -s /dev/zero \"$2\"; exit 0");
    let r = plan_with(&fake, 3, &[]);
    assert_eq!(r.code, Some(8), "{}", r.stderr);
    assert!(r.stderr.contains("not a regular file"), "{}", r.stderr);
    assert!(r.elapsed < Duration::from_secs(4), "{:?}", r.elapsed);
}

#[test]
fn regression_a_stale_plan_in_the_keep_folder_is_not_reused() {
    let dir = tempfile::tempdir().unwrap();
    let keep = dir.path().join("keep");
    std::fs::create_dir(&keep).unwrap();
    std::fs::write(keep.join("sas_plan"), "(royal-capture-1 king c1 a1 n2 n1 b1)\n").unwrap();
    std::fs::write(keep.join("sas_plan.1"), "(old plan)\n").unwrap();
    let fake = fake_planner(dir.path(), "exit 0");
    // A folder with files is refused before the planner runs (its files stay).
    let r = plan_with(&fake, 3, &["--keep", keep.to_str().unwrap()]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stderr.contains("exists and is not empty"), "{}", r.stderr);
    assert!(keep.join("sas_plan").exists() && keep.join("sas_plan.1").exists());
    // In an empty folder, a planner that writes nothing gives no plan.
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let r = plan_with(&fake, 3, &["--keep", empty.to_str().unwrap()]);
    assert_eq!(r.code, Some(8), "{}", r.stderr);
    assert!(r.stderr.contains("wrote no plan file"), "{}", r.stderr);
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    assert!(empty.join("problem.pddl").exists(), "the run's files are kept");
}

#[test]
fn regression_an_anytime_planner_gives_its_last_plan() {
    let dir = tempfile::tempdir().unwrap();
    // QRK: Q a1, R b1, K c1. sas_plan.1 leaves two pieces (invalid); sas_plan.2 solves it.
    let fake = fake_planner(
        dir.path(),
        "printf '(capture-0 queen a1 b1 n2 n1)\\n' > \"$2.1\"\n\
         printf '(capture-0 queen a1 b1 n2 n1)\\n(royal-capture-0 king c1 b1 n2 n1)\\n' > \"$2.2\"\nexit 0",
    );
    let r = plan_with(&fake, 3, &[]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(r.stdout, "Qa1xb1\nKc1xb1\n");
}

#[test]
fn regression_a_missing_tmpdir_is_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let fake = fake_planner(dir.path(), "exit 0");
    Command::cargo_bin("solopddl")
        .unwrap()
        .env("TMPDIR", "/nonexistent/tmp")
        .args(["plan", "QRK", "--planner-path"])
        .arg(&fake)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("TMPDIR"));
}

#[test]
fn regression_relative_planner_paths_resolve_against_the_callers_folder() {
    let dir = tempfile::tempdir().unwrap();
    fake_planner(dir.path(), "echo 'relative planner ran' >&2; exit 35");
    for path in ["fake-fd", "./fake-fd"] {
        Command::cargo_bin("solopddl")
            .unwrap()
            .current_dir(dir.path())
            .args(["plan", "QRK", "--planner-path", path])
            .assert()
            .code(8)
            .stderr(predicate::str::contains("relative planner ran"));
        Command::cargo_bin("solopddl")
            .unwrap()
            .current_dir(dir.path())
            .env("SOLOPDDL_FAST_DOWNWARD", path)
            .args(["plan", "QRK"])
            .assert()
            .code(8)
            .stderr(predicate::str::contains("relative planner ran"));
    }
}

/// Ctrl-C (SIGINT) to solopddl kills the planner's whole process group.
#[test]
fn interrupt_kills_the_planner_group() {
    let dir = tempfile::tempdir().unwrap();
    let pidfile = dir.path().join("pid");
    let fake = fake_planner(dir.path(), &format!("sleep 300 & echo $! > {}; wait", pidfile.display()));
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin("solopddl"))
        .args(["plan", "QRK", "--planner-path"])
        .arg(&fake)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    while !pidfile.exists() || std::fs::read_to_string(&pidfile).unwrap().trim().is_empty() {
        assert!(start.elapsed().as_secs() < 20, "the fake planner did not start");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // SAFETY: signalling our own child.
    unsafe {
        libc::kill(child.id() as i32, libc::SIGINT);
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(3), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("interrupted"));
    let pid = std::fs::read_to_string(&pidfile).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(200));
    let stat = std::fs::read_to_string(format!("/proc/{}/stat", pid.trim())).unwrap_or_default();
    assert!(
        stat.is_empty() || stat.contains(") Z"),
        "the planner's child {pid} survived the interrupt"
    );
}
