//! Regression tests for defects a new user or an adversarial one hit, each
//! named after the defect it pins (no planner needed; those are in
//! tests/regressions_planner.rs).

use assert_cmd::Command;
use predicates::prelude::*;

fn bin() -> Command {
    Command::cargo_bin("solopddl").unwrap()
}

#[test]
fn regression_huge_and_non_finite_time_limits_never_panic() {
    // 1e300 and 1e19 panicked in Duration/Instant arithmetic; they mean "no limit".
    for cmd in [
        vec!["solve", "QRK", "--time-limit", "1e300"],
        vec!["solve", "QRK", "--time-limit", "1e19"],
        vec![
            "chess",
            "solve",
            "--start",
            "4k3/8/8/8/8/8/4P3/4K3 w",
            "--goal",
            "4k3/8/8/8/4P3/8/8/4K3",
            "--time-limit",
            "1e300",
        ],
        vec!["analyze", "QRK", "--time-limit", "1e300"],
    ] {
        bin().args(&cmd).assert().success();
    }
    for bad in ["nan", "0", "-5", "abc"] {
        let t = format!("--time-limit={bad}");
        for cmd in [
            vec!["solve", "QRK", &t],
            vec!["bench", "native", "--levels", "4", "--per-level", "1", &t],
            vec!["compose", "--pieces", "4", "--unique", &t],
            vec!["plan", "QRK", &t],
            vec![
                "bench",
                "analyze",
                "--levels",
                "4",
                "--per-level",
                "1",
                &format!("--compose-time-limit={bad}"),
            ],
        ] {
            bin()
                .args(&cmd)
                .assert()
                .code(2)
                .stderr(predicate::str::contains("expected a positive number of seconds"));
        }
    }
}

#[test]
fn regression_one_memory_limit_rule_everywhere() {
    for cmd in [
        vec![
            "chess",
            "solve",
            "--start",
            "4k3/8/8/8/8/8/4P3/4K3 w",
            "--goal",
            "4k3/8/8/8/4P3/8/8/4K3",
            "--memory-limit",
        ],
        vec!["plan", "QRK", "--memory-limit"],
        vec!["solve", "QRK", "--memory-limit"],
        vec!["analyze", "QRK", "--memory-limit"],
    ] {
        let mut c = cmd.clone();
        c.push("4GB");
        bin()
            .args(&c)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("expected a size"));
    }
    // T is accepted everywhere (it was accepted by one parser and refused by the other).
    bin().args(["solve", "QRK", "--memory-limit", "1T"]).assert().success();
}

#[test]
fn regression_analyze_stops_at_its_memory_limit_with_partial_figures() {
    let out = bin()
        .args(["analyze", "problems/solo/n12-s7-0001.solo", "--memory-limit", "1K", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(4));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["complete"], false);
    assert_eq!(v["stopped_by"], "memory-limit");
    assert_eq!(v["solvable"], serde_json::Value::Null);
}

#[test]
fn regression_analyze_json_keys_match_solve() {
    // `solvable` was a count in analyze --json and a boolean in solve --json.
    let out = bin().args(["analyze", "QRK", "--json"]).output().unwrap();
    let a: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let out = bin().args(["solve", "QRK", "--json"]).output().unwrap();
    let s: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(a["solvable"], true);
    assert_eq!(s["solvable"], true);
    assert!(a["solvable_positions"].as_u64().unwrap() >= 1);
    assert!(a["stored_positions"].as_u64().unwrap() >= a["solvable_positions"].as_u64().unwrap());
    // Dead ends are only enumerated when asked for.
    assert_eq!(a["reachable_positions"], serde_json::Value::Null);
    let out = bin().args(["analyze", "QRK", "--json", "--all-positions"]).output().unwrap();
    let a: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(a["reachable_positions"].as_u64().unwrap() >= a["solvable_positions"].as_u64().unwrap());
}

#[test]
fn regression_analyze_only_move_wording_is_unambiguous() {
    let out = bin().args(["analyze", "problems/solo/n12-s7-0001.solo"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("only-move decisions on the luckiest solution:"), "{text}");
    assert!(!text.contains(", the first at move"), "{text}");
}

#[test]
fn regression_a_chess_problem_given_to_show_says_what_it_is() {
    bin()
        .args(["show", "problems/chess/thesis-4x4/row-3.chess"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is a single-player chess problem"));
    bin()
        .args(["show", "/nonexistent/x"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no such file"));
}

#[test]
fn regression_control_characters_are_escaped_in_errors() {
    let out = bin().args(["show", "Q\u{1b}[31mK"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains('\u{1b}'), "{err:?}");
    assert!(err.contains("\\u{1b}"), "{err:?}");
}

#[test]
fn regression_bench_analyze_writes_nothing_unasked_and_never_overwrites() {
    let dir = tempfile::tempdir().unwrap();
    bin()
        .current_dir(dir.path())
        .args(["bench", "analyze", "--levels", "4", "--per-level", "2", "--quiet"])
        .assert()
        .success()
        .stdout(predicate::str::contains("| 4 | 2/2 |"));
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "bench analyze wrote files unasked"
    );
    let csv = dir.path().join("rows.csv");
    std::fs::write(&csv, "committed results").unwrap();
    for cmd in [
        vec![
            "bench",
            "analyze",
            "--levels",
            "4",
            "--per-level",
            "1",
            "--quiet",
            "--csv",
            "rows.csv",
        ],
        vec![
            "bench",
            "native",
            "--levels",
            "4",
            "--per-level",
            "1",
            "--quiet",
            "--csv",
            "rows.csv",
        ],
    ] {
        bin()
            .current_dir(dir.path())
            .args(&cmd)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("pass --force"));
        assert_eq!(std::fs::read_to_string(&csv).unwrap(), "committed results");
    }
    bin()
        .current_dir(dir.path())
        .args([
            "bench",
            "native",
            "--levels",
            "4",
            "--per-level",
            "1",
            "--quiet",
            "--csv",
            "rows.csv",
            "--force",
        ])
        .assert()
        .success()
        .stderr(predicate::str::contains("wrote rows.csv"));
    let text = std::fs::read_to_string(&csv).unwrap();
    // regression: CSV floats like 1.2000000000000002
    assert!(!text.contains("00000000"), "{text}");
}

#[test]
fn regression_export_and_generate_refuse_to_overwrite() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["export", "QRK", "--out", "pddl"];
    bin().current_dir(dir.path()).args(args).assert().success();
    bin()
        .current_dir(dir.path())
        .args(args)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("pass --force"));
    bin().current_dir(dir.path()).args(args).arg("--force").assert().success();
    let gen = ["generate", "--pieces", "4", "--count", "2", "--out", "g"];
    bin().current_dir(dir.path()).args(gen).assert().success();
    bin().current_dir(dir.path()).args(gen).assert().code(2);
}

#[test]
fn regression_bench_chess_has_no_folder_relative_default() {
    bin()
        .args(["bench", "chess", "--native-only"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("PROBLEMS"));
}

#[test]
fn regression_chess_validate_malformed_is_2_illegal_is_1() {
    let dir = tempfile::tempdir().unwrap();
    let (start, goal) = ("4k3/8/8/8/8/8/4P3/4K3 w", "4k3/8/8/8/4P3/8/8/4K3");
    let write = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p
    };
    let malformed = write("m", "Zz9\n");
    let illegal = write("i", "Ke3\n");
    let good = write("g", "e4\n");
    let run = |p: &std::path::Path| {
        bin()
            .args(["chess", "validate"])
            .arg(p)
            .args(["--start", start, "--goal", goal])
            .output()
            .unwrap()
            .status
            .code()
    };
    assert_eq!(run(&malformed), Some(2));
    assert_eq!(run(&illegal), Some(1));
    assert_eq!(run(&good), Some(0));
}

#[test]
fn regression_bench_native_interrupted_exits_3_with_its_summary() {
    let dir = tempfile::tempdir().unwrap();
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin("solopddl"))
        .current_dir(dir.path())
        .args([
            "bench",
            "native",
            "--levels",
            "10..14",
            "--per-level",
            "400",
            "--heuristics",
            "random",
            "--quiet",
        ])
        .args(["--csv", "rows.csv"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    // SAFETY: signalling our own child.
    unsafe {
        libc::kill(child.id() as i32, libc::SIGINT);
    }
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(3), "{stdout}");
    assert!(stdout.contains("| n | heuristic |"), "{stdout}");
    let text = std::fs::read_to_string(dir.path().join("rows.csv")).unwrap();
    assert!(text.ends_with('\n'), "a torn last CSV row");
    let mut rows = csv::Reader::from_reader(text.as_bytes());
    let width = rows.headers().unwrap().len();
    assert_eq!(width, 13);
    assert!(rows.records().all(|r| r.unwrap().len() == width), "a torn CSV row");
}

#[test]
fn every_argument_is_described_and_every_command_has_examples() {
    use clap::CommandFactory;
    fn walk(cmd: &clap::Command, path: &str, problems: &mut Vec<String>) {
        for arg in cmd.get_arguments() {
            let id = arg.get_id().as_str();
            if id != "help" && id != "version" && arg.get_help().is_none() {
                problems.push(format!("{path}: argument '{id}' has no description"));
            }
        }
        let subs: Vec<_> = cmd.get_subcommands().filter(|s| s.get_name() != "help").collect();
        if subs.is_empty() && !cmd.get_after_help().is_some_and(|h| h.to_string().contains("Example")) {
            problems.push(format!("{path}: no examples"));
        }
        for s in subs {
            walk(s, &format!("{path} {}", s.get_name()), problems);
        }
    }
    let mut problems = Vec::new();
    walk(&solopddl::cli::Cli::command(), "solopddl", &mut problems);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    bin()
        .args(["plan", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("eager_greedy([ff(axioms=approximate_negative)])"));
}
