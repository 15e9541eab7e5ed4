//! CLI tests: every Solo Chess command, the JSON shape, exit codes and
//! one-line error messages for bad input.

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::PathBuf;

fn bin() -> Command {
    Command::cargo_bin("solopddl").unwrap()
}

fn sample(level: u32) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../shared/data/solo-sample/level{level:02}"));
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    files[0].clone()
}

#[test]
fn show_prints_board_pieces_and_captures() {
    bin()
        .args(["show", "8/8/8/8/8/8/3KP3/8 2"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Kd2 (king) captures left: 2"))
        .stdout(predicate::str::contains("legal captures (1): Kd2xe2"))
        .stdout(predicate::str::contains("2  . . . K P . . ."));
}

#[test]
fn show_reads_the_thesis_format() {
    bin()
        .arg("show")
        .arg(sample(2))
        .assert()
        .success()
        .stdout(predicate::str::contains("8/8/8/8/8/8/3KP3/8 2"));
}

#[test]
fn solve_prints_a_plan_in_long_form() {
    bin()
        .args(["solve", "8/8/8/8/8/8/3KP3/8"])
        .assert()
        .success()
        .stdout("Kd2xe2\n");
}

#[test]
fn solve_json_has_the_documented_shape() {
    let out = bin().args(["solve", "QRK", "--json"]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["solvable"], true);
    assert_eq!(v["plan"], serde_json::json!(["Qa1xb1", "Kc1xb1"]));
    assert!(v["stats"]["nodes"].as_u64().unwrap() >= 2);
    assert!(v["stats"]["backtracks"].is_u64());
    assert!(v["stats"]["elapsed_ms"].is_f64());
}

#[test]
fn solve_unsolvable_exits_1() {
    bin().args(["solve", "K1N"]).assert().code(1).stdout("unsolvable\n");
    let out = bin()
        .args(["solve", "K1N", "--json", "--heuristic", "rank"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["solvable"], false);
    assert_eq!(v["plan"], serde_json::json!([]));
}

#[test]
fn every_heuristic_is_accepted() {
    for h in ["rank", "attack", "center", "random", "best"] {
        bin()
            .arg("solve")
            .arg(sample(8))
            .args(["--heuristic", h, "--seed", "3"])
            .assert()
            .success();
    }
    bin()
        .args(["solve", "QRK", "--heuristic", "fastest"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown heuristic 'fastest'"));
}

#[test]
fn validate_accepts_a_valid_plan_and_reports_the_final_position() {
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("plan.txt");
    std::fs::write(&plan, "; a comment\nQa1xb1\n\n# another\nc1b1\n").unwrap();
    bin()
        .arg("validate")
        .arg(&plan)
        .args(["--puzzle", "QRK"])
        .assert()
        .success()
        .stdout(predicate::str::contains("valid: 2 captures, final position 1K1 2 b1:1"));
}

#[test]
fn validate_names_the_failing_step() {
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("plan.txt");
    std::fs::write(&plan, "a1b1\nb1c1\n").unwrap();
    bin()
        .arg("validate")
        .arg(&plan)
        .args(["--puzzle", "QRK"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("step 2 (b1c1): it would capture the king on c1"));
    std::fs::write(&plan, "a1b1\n").unwrap();
    bin()
        .arg("validate")
        .arg(&plan)
        .args(["--puzzle", "QRK"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("2 pieces are left at the end"));
    std::fs::write(&plan, "a1c1\n").unwrap();
    bin()
        .arg("validate")
        .arg(&plan)
        .args(["--puzzle", "QRB"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "step 1 (a1c1): the path from a1 to c1 is blocked on b1",
        ));
}

#[test]
fn validate_rejects_malformed_and_empty_plans() {
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("plan.txt");
    std::fs::write(&plan, "a1b1\nzz9\n").unwrap();
    bin()
        .arg("validate")
        .arg(&plan)
        .args(["--puzzle", "QRK"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("line 2: move 'zz9' is malformed"));
    std::fs::write(&plan, "\n; nothing\n").unwrap();
    bin()
        .arg("validate")
        .arg(&plan)
        .args(["--puzzle", "QRK"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no moves"));
    bin()
        .args(["validate", "/nonexistent/plan.txt", "--puzzle", "QRK"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("plan '/nonexistent/plan.txt': no such file"));
}

#[test]
fn bad_puzzles_get_one_line_errors_and_exit_2() {
    let cases = [
        ("8/7/8", "ragged placement"),
        ("9/8", "out of range"),
        ("3/1X1", "unknown piece letter 'X'"),
        ("K2 two", "budget 'two' is not a number"),
        ("K2 2 b1:1", "override names the empty square b1"),
        ("missing.txt", "no such file"),
        ("", "empty"),
    ];
    for (arg, want) in cases {
        let out = bin().args(["solve", arg]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{arg}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(want), "{arg}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{arg}: {err}");
        assert!(!err.contains("panicked"), "{arg}: {err}");
    }
}

#[test]
fn bad_puzzle_files_are_named_in_errors() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("bad.txt");
    std::fs::write(&f, "2 8 8\n1 3 6 2\n9 4 6 2\n").unwrap();
    bin()
        .arg("show")
        .arg(&f)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("bad.txt").and(predicate::str::contains("line 3: unknown piece type 9")));
}

#[test]
fn generate_is_reproducible_and_solvable() {
    let a = bin()
        .args(["generate", "--pieces", "9", "--count", "5", "--seed", "42"])
        .output()
        .unwrap();
    let b = bin()
        .args(["generate", "--pieces", "9", "--count", "5", "--seed", "42"])
        .output()
        .unwrap();
    assert!(a.status.success());
    assert_eq!(a.stdout, b.stdout);
    let c = bin()
        .args(["generate", "--pieces", "9", "--count", "5", "--seed", "43"])
        .output()
        .unwrap();
    assert_ne!(a.stdout, c.stdout);
    let text = String::from_utf8(a.stdout).unwrap();
    assert_eq!(text.lines().count(), 5);
    for fen in text.lines() {
        bin().args(["solve", fen]).assert().success();
    }
}

#[test]
fn generate_writes_files_with_their_solution() {
    let dir = tempfile::tempdir().unwrap();
    bin()
        .args([
            "generate",
            "--pieces",
            "5",
            "--count",
            "2",
            "--board",
            "4x4",
            "--budget",
            "-",
            "--no-king",
            "--out",
        ])
        .arg(dir.path())
        .assert()
        .success();
    let mut files: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert_eq!(files.len(), 2);
    let text = std::fs::read_to_string(&files[0]).unwrap();
    assert!(text.contains("# solution: "));
    assert!(
        !text.lines().last().unwrap().contains('K'),
        "--no-king puzzle has a king: {text}"
    );
    // The stored solution validates.
    let solution = text.lines().find_map(|l| l.strip_prefix("# solution: ")).unwrap();
    let plan = dir.path().join("plan");
    std::fs::write(&plan, solution.split(' ').collect::<Vec<_>>().join("\n")).unwrap();
    bin()
        .arg("validate")
        .arg(&plan)
        .arg("--puzzle")
        .arg(&files[0])
        .assert()
        .success();
}

#[test]
fn generate_rejects_impossible_requests() {
    bin()
        .args(["generate", "--pieces", "10", "--board", "3x3"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("do not fit on a 3x3 board"));
    bin()
        .args(["generate", "--pieces", "4", "--board", "9x9"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("'9x9': expected WxH"));
    bin()
        .args(["generate", "--pieces", "4", "--budget", "x"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--budget"));
}

#[test]
fn export_writes_the_canonical_domains() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    for enc in ["squares", "objects"] {
        let dir = tempfile::tempdir().unwrap();
        bin()
            .arg("export")
            .arg(sample(6))
            .args(["--encoding", enc, "--out"])
            .arg(dir.path())
            .assert()
            .success();
        let got = std::fs::read_to_string(dir.path().join("domain.pddl")).unwrap();
        let want = std::fs::read_to_string(root.join(format!("domains/solo-{enc}.pddl"))).unwrap();
        assert_eq!(got, want, "domains/solo-{enc}.pddl is out of date");
        assert!(std::fs::read_to_string(dir.path().join("problem.pddl"))
            .unwrap()
            .contains("(:goal"));
    }
    bin()
        .args(["export", "QRK", "--encoding", "graph"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown encoding 'graph'"));
}

#[test]
fn bench_native_prints_a_table_and_csv() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("rows.csv");
    bin()
        .args([
            "bench",
            "native",
            "--levels",
            "4,5",
            "--per-level",
            "3",
            "--heuristics",
            "rank,best",
            "--quiet",
            "--csv",
        ])
        .arg(&csv)
        .assert()
        .success()
        .stdout(predicate::str::contains("| 5 | best | 3/3 |"));
    let text = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(text.lines().count(), 1 + 2 * 3 * 2);
    assert!(text
        .starts_with("level,puzzle,heuristic,run,verdict,nodes,backtracks,time_ms,dead_hits,pruned,sleep_skips,dominated,fen\n"));
}

#[test]
fn regression_random_heuristic_runs_are_one_csv_row_each_not_an_average() {
    // Issue 27: `random` ran --random-runs times and wrote one row of
    // averaged (fractional) node counts, though the CSV is one row per run.
    let tmp = tempfile::tempdir().unwrap();
    let csv = tmp.path().join("rows.csv");
    bin()
        .args([
            "bench",
            "native",
            "--levels",
            "6",
            "--per-level",
            "2",
            "--heuristics",
            "random",
        ])
        .args(["--random-runs", "3", "--quiet", "--csv"])
        .arg(&csv)
        .assert()
        .success()
        .stdout(predicate::str::contains("| 6 | random | 6/6 |"));
    let text = std::fs::read_to_string(&csv).unwrap();
    let rows: Vec<Vec<&str>> = text.lines().skip(1).map(|l| l.split(',').collect()).collect();
    assert_eq!(rows.len(), 2 * 3);
    assert_eq!(rows.iter().map(|r| r[3]).collect::<Vec<_>>(), ["1", "2", "3", "1", "2", "3"]);
    assert!(rows.iter().all(|r| r[5].parse::<u64>().is_ok()), "whole node counts: {text}");
}

#[test]
fn chess_perft_counts_and_divides() {
    bin()
        .args([
            "chess",
            "perft",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
            "2",
        ])
        .assert()
        .success()
        .stdout("2039\n");
    let out = bin()
        .args([
            "chess",
            "perft",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "2",
            "--divide",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 21);
    assert!(text.contains("e2e4: 20"));
    assert!(text.ends_with("400\n"));
    bin()
        .args([
            "chess",
            "perft",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
            "1",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("en-passant square e3"));
}

#[test]
fn chess_solve_and_validate() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let goal = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w";
    let out = bin()
        .args(["chess", "solve", "--start", start, "--goal", goal, "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["plan"], serde_json::json!(["e2e4", "e7e5"]));
    assert_eq!(v["length"], 2);
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("plan.txt");
    std::fs::write(&plan, "e2e4 e7e5\n").unwrap();
    bin()
        .args(["chess", "validate"])
        .arg(&plan)
        .args(["--start", start, "--goal", goal])
        .assert()
        .success();
    std::fs::write(&plan, "e2e4\ne2e3\n").unwrap();
    bin()
        .args(["chess", "validate"])
        .arg(&plan)
        .args(["--start", start, "--goal", goal])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("invalid: move 2 e2e3: no piece on e2"));
    // Kings only: a rook can never appear.
    bin()
        .args(["chess", "solve", "--start", "k2/3/2K w", "--goal", "k2/3/1RK"])
        .assert()
        .code(1)
        .stdout("unsolvable\n");
    bin()
        .args(["chess", "solve", "--start", "k2/3/2K w", "--goal", "k3/4/4/2K1"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("boards differ"));
}

/// Issue 27: `-` reads standard input, as Unix tools do: a puzzle for
/// `solve`, a plan for `chess validate`, a problem for `chess solve`; input
/// over its cap still gets a one-line error.
#[test]
fn a_dash_reads_standard_input() {
    let root = env!("CARGO_MANIFEST_DIR");
    let puzzle = std::fs::read_to_string(format!("{root}/problems/solo/n06-s7-0001.solo")).unwrap();
    bin().args(["solve", "-"]).write_stdin(puzzle).assert().success();
    let problem = std::fs::read_to_string(format!("{root}/problems/chess/thesis-4x4/row-3.chess")).unwrap();
    bin()
        .args(["chess", "solve", "-"])
        .write_stdin(problem)
        .assert()
        .success()
        .stdout(predicates::str::contains("length 3 (shortest)"));
    bin()
        .args([
            "chess",
            "validate",
            "-",
            "--start",
            "k1K1/4/3r/RR2 b - - 0 1",
            "--goal",
            "3K/k3/r3/RR2",
        ])
        .write_stdin("1... Ra2 2. Kd4 Ka3\n")
        .assert()
        .success()
        .stdout(predicates::str::starts_with("valid"));
    let out = bin().args(["solve", "-"]).write_stdin("x".repeat(2 << 20)).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("cap"), "{err}");
}

#[test]
fn book_of_ones_own_puzzles_numbers_each_once_with_band_fen_hints_and_solution() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("mine");
    std::fs::create_dir(&dir).unwrap();
    // A folder of two puzzles (one with a piece of budget 1 among budget 2) and a FEN.
    std::fs::write(dir.join("a.solo"), "8/8/8/8/8/8/8/QRN5 2\n").unwrap();
    std::fs::write(dir.join("b.solo"), "8/8/8/8/8/8/3KP3/4R3 2 e1:1\n").unwrap();
    std::fs::write(dir.join("notes.md"), "not a puzzle\n").unwrap();
    let out = tmp.path().join("book.html");
    bin()
        .args(["book"])
        .arg(&dir)
        .args(["8/8/8/8/8/8/8/KQ6 2", "--title", "Club night", "--hints", "--out"])
        .arg(&out)
        .assert()
        .success()
        .stderr(predicate::str::contains("wrote"));
    let html = std::fs::read_to_string(&out).unwrap();
    assert!(html.contains("<h1>Club night</h1>"));
    assert_eq!(html.matches("<h3>Puzzle ").count(), 3, "one number per puzzle");
    assert!(!html.contains(">#1"), "no second number in the diagram");
    for fen in ["8/8/8/8/8/8/8/QRN5 2", "8/8/8/8/8/8/8/KQ6 2"] {
        assert_eq!(html.matches(fen).count(), 2, "{fen}: under its diagram and with its solution");
    }
    assert!(html.contains("easy below 12 · medium 12 to 20 · hard 20 to 28 · expert 28 and above"));
    assert!(html.contains("easy · rating"), "each puzzle's band and rating");
    // Hints: the piece that moves first, the first captured, the last left; then the solutions.
    let hints = &html[html.find("<h2>Hints</h2>").expect("a hints page")..html.find("<h2>Solutions</h2>").unwrap()];
    assert_eq!(hints.matches("moves first: the ").count(), 3, "{hints}");
    assert!(hints.contains("left at the end: the king"), "{hints}");
    // Only the budget that differs from the default wears a badge (the rook's 1).
    let badge = |n: u32| format!("fill=\"#fff\" text-anchor=\"middle\">{n}</text>");
    assert_eq!(html.matches(&badge(1)).count(), 1);
    assert_eq!(html.matches(&badge(2)).count(), 0, "default budgets are hidden");
    // --budgets shows them all; an existing book is kept without --force.
    bin()
        .args(["book", "8/8/8/8/8/8/8/QRN5 2", "--out"])
        .arg(&out)
        .assert()
        .code(2);
    bin()
        .args(["book", "8/8/8/8/8/8/8/QRN5 2", "--budgets", "--force", "--out"])
        .arg(&out)
        .assert()
        .success();
    assert_eq!(std::fs::read_to_string(&out).unwrap().matches(&badge(2)).count(), 3);
}
