//! CLI tests of single-player chess: solve (problem files, SAN, limits),
//! validate (UCI and SAN, step-precise reasons), mate, bench chess, and bad
//! input with its exit codes.

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::PathBuf;

fn bin() -> Command {
    Command::cargo_bin("solopddl").unwrap()
}

fn problem(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("problems/chess").join(rel)
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn json(args: &[&str]) -> (Option<i32>, serde_json::Value) {
    let out = bin().args(args).output().unwrap();
    let v = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)));
    (out.status.code(), v)
}

#[test]
fn solve_reads_problem_files_and_prints_san() {
    let file = problem("thesis-4x4/row-6.chess");
    let (code, v) = json(&["chess", "solve", file.to_str().unwrap(), "--json"]);
    assert_eq!(code, Some(0));
    assert_eq!(v["length"], 6);
    assert_eq!(v["optimal"], true);
    let san = v["san"].as_array().unwrap();
    assert_eq!(san.len(), 6);
    // The goal is checkmate of the black king: the last move mates.
    assert!(san[5].as_str().unwrap().ends_with('#'), "{san:?}");
    bin()
        .args([
            "chess",
            "solve",
            "--start",
            START,
            "--goal",
            "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("g1f3   Nf3"))
        .stdout(predicate::str::contains("length 1 (shortest)"));
}

/// The thesis's Table 5.4: A* reaches each goal of rows 1–14 in as many moves as the row number.
#[test]
fn thesis_rows_with_kings_are_solved_optimally() {
    for row in 1..=14 {
        let file = problem(&format!("thesis-8x8-kings/row-{row:02}.chess"));
        let (code, v) = json(&["chess", "solve", file.to_str().unwrap(), "--json"]);
        assert_eq!(code, Some(0), "row {row}");
        assert_eq!(v["length"], row, "row {row}");
    }
}

#[test]
fn every_shipped_problem_parses() {
    let mut n = 0;
    for dir in [
        "thesis-4x4",
        "thesis-8x8-kings",
        "thesis-8x8-nokings",
        "proofgames",
        "proofgames-long",
        "proofgames-unique",
    ] {
        for entry in std::fs::read_dir(problem(dir)).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            solopddl::chess::problem::parse_problem(&text).unwrap();
            n += 1;
        }
    }
    assert!(n >= 7 + 24 + 14 + 14 + 12 + 8);
}

/// `problems/chess/proofgames-unique/`: proof games of 8–20 plies from
/// `chess generate --unique` (the commands in BENCHMARKS.md, Sessions 54
/// to 56; the 18- and 20-ply games of seed 61 by `--climb`, Session 66). `chess proofgame` proves each unique at the length its name
/// states, with no shorter game, and its one game is the generating game
/// of the file's comment.
#[test]
fn the_shipped_unique_proof_games_are_unique() {
    let mut n = 0;
    for entry in std::fs::read_dir(problem("proofgames-unique")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let plies = &name[4..6]; // pg-nNN-…: NN plies
        let text = std::fs::read_to_string(&path).unwrap();
        let field = |key: &str| {
            let line = text
                .lines()
                .find(|l| l.starts_with(key))
                .unwrap_or_else(|| panic!("{name}: no {key}"));
            line[key.len()..].trim().to_string()
        };
        let (start, goal, game) = (field("start:"), field("goal:"), field("# generating game:"));
        let (code, v) = json(&["chess", "proofgame", &goal, "--start", &start, "--plies", plies, "--json"]);
        assert_eq!(code, Some(0), "{name}: {v}");
        assert_eq!(v["verdict"], "unique", "{name}: {v}");
        assert_eq!(v["solutions"], serde_json::json!([game]), "{name}");
        n += 1;
    }
    assert_eq!(n, 14);
}

#[test]
fn search_variants_and_limits() {
    let row = problem("thesis-8x8-kings/row-14.chess");
    let row = row.to_str().unwrap();
    let (code, v) = json(&["chess", "solve", row, "--search", "wastar:2", "--json"]);
    assert_eq!(code, Some(0));
    assert_eq!(v["optimal"], false);
    assert!(v["length"].as_u64().unwrap() >= 14);
    // Memory and state limits stop cleanly with their exit codes and figures.
    let (code, v) = json(&["chess", "solve", row, "--memory-limit", "64K", "--json"]);
    assert_eq!(code, Some(4));
    assert_eq!(v["outcome"], "memory limit");
    assert!(v["stats"]["expanded"].as_u64().unwrap() > 0);
    bin()
        .args(["chess", "solve", row, "--max-states", "100"])
        .assert()
        .code(3)
        .stdout("unknown: state limit of 100 positions reached\n");
    for (flag, value, message) in [
        ("--search", "wastar:0.5", "weight"),
        ("--search", "dfs", "expected astar, bfs, gbfs or wastar:W"),
        ("--memory-limit", "12X", "'12X': expected a size"),
        ("--time-limit", "0", "'0': expected a positive number of seconds"),
    ] {
        bin()
            .args(["chess", "solve", row, flag, value])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(message));
    }
}

#[test]
fn validate_reads_san_and_explains_the_first_illegal_move() {
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("plan.txt");
    let goal = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R";
    std::fs::write(&plan, "1. e4 e5 2. Nf3\n").unwrap();
    let validate = |start: &str, goal: &str| {
        let mut c = bin();
        c.args(["chess", "validate"])
            .arg(&plan)
            .args(["--start", start, "--goal", goal]);
        c
    };
    validate(START, goal)
        .assert()
        .success()
        .stdout(predicate::str::starts_with("valid: 3 moves"));
    let castle = "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1";
    std::fs::write(&plan, "a1b1 a8b8 e1g1\n").unwrap();
    validate(castle, "1rk4r/8/8/8/8/8/5r2/1R3RK1")
        .assert()
        .code(1)
        .stdout("invalid: move 3 e1g1: castling through an attacked square\n");
    std::fs::write(&plan, "e4 Nf6 Ke2 Nxe4 Ke3 Qa5\n").unwrap();
    validate(START, goal)
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with("invalid: move 6 Qa5: no legal move matches"));
    std::fs::write(&plan, "e2e4 %%\n").unwrap();
    validate(START, goal)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("line 1: '%%' is neither a UCI nor a SAN move"));
}

#[test]
fn mate_finds_the_seed_keys_and_reports_absence() {
    let (code, v) = json(&[
        "chess",
        "mate",
        "3qr2k/pbpp2pp/1p5N/3Q2b1/2P1P3/P7/1PP2PPP/R4RK1 w - - 0 1",
        "--moves",
        "2",
        "--tree",
        "--json",
    ]);
    assert_eq!(code, Some(0));
    assert_eq!(v["key"], "d5g8");
    assert_eq!(v["key_san"], "Qg8+");
    assert_eq!(v["tree"]["defences"][0][1]["attack"], "h6f7");
    bin()
        .args([
            "chess",
            "mate",
            "r1bq2k1/ppp2r1p/2np1pNQ/2bNpp2/2B1P3/3P4/PPP2PPP/R3K2R w KQ - 0 1",
            "--moves",
            "2",
        ])
        .assert()
        .success()
        .stdout("mate in 2: key d5f6 (Nxf6+)\n");
    bin()
        .args(["chess", "mate", "8/8/8/8/8/2k5/8/KQ6 w - - 0 1", "--moves", "3"])
        .assert()
        .code(1)
        .stdout("no forced mate in 3\n");
    bin()
        .args([
            "chess",
            "mate",
            "8/8/8/8/8/2k5/8/KQ6 w - - 0 1",
            "--moves",
            "6",
            "--max-nodes",
            "50",
        ])
        .assert()
        .code(3)
        .stdout(predicate::str::starts_with("unknown: node limit"));
    bin().args(["chess", "mate", START, "--moves", "0"]).assert().code(2);
}

#[test]
fn bad_fens_get_one_line_errors() {
    for (fen, message) in [
        ("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move 'x'"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1", "castling field"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
            "en-passant square e6",
        ),
        ("9/9/9/9/9/9/9/9/9 w - - 0 1", "9 ranks, at most 8"),
        ("k1/2/K1 w - - 0 1", "outside 3x3..8x8"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w - - 0 1",
            "unknown piece letter 'X'",
        ),
    ] {
        let out = bin().args(["chess", "perft", fen, "1"]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{fen}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(message), "{fen}: {err}");
    }
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.chess");
    std::fs::write(&bad, "start: k1K1/4/3r/RR2 b\ngoal k1K1/4/r3/RR2\n").unwrap();
    bin()
        .args(["chess", "solve"])
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("line 2: 'goal k1K1/4/r3/RR2': expected"));
}

#[test]
fn bench_chess_writes_validated_rows() {
    let out = tempfile::tempdir().unwrap();
    bin()
        .args(["bench", "chess"])
        .arg(problem("thesis-4x4"))
        .args(["--searches", "astar,bfs", "--native-only", "--quiet", "--csv"])
        .arg(out.path().join("chess.csv"))
        .arg("--md")
        .arg(out.path().join("chess.md"))
        .arg("--svg")
        .arg(out.path().join("chess.svg"))
        .assert()
        .success()
        .stdout(predicate::str::contains("| thesis-4x4/row-7 | native:bfs | 1/1 | plan | 8 |"))
        .stderr(predicate::str::contains("wrote").and(predicate::str::contains("chess.svg")));
    let csv = std::fs::read_to_string(out.path().join("chess.csv")).unwrap();
    assert_eq!(csv.lines().count(), 1 + 7 * 2);
    assert!(csv.lines().skip(1).all(|l| l.contains(",true,")), "{csv}");
    assert!(out.path().join("chess.svg").exists());
    // regression: the Markdown header had 8 columns and the rows 13 (14 since `games`)
    let md = std::fs::read_to_string(out.path().join("chess.md")).unwrap();
    let columns: Vec<usize> = md.lines().map(|l| l.matches('|').count()).collect();
    assert!(columns.iter().all(|&c| c == columns[0]) && columns[0] == 15, "{md}");
}

/// Issue 27: `chess solve` numbered plies (`1. b3 2. Nc6`); it numbers moves
/// as players write them (`1... Ra2 2. Kd4 Ka3`), and `--svg` names the
/// file it wrote, as `--book` and `export` do.
#[test]
fn regression_chess_solve_numbers_moves_not_plies_and_names_its_svg() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("line.svg");
    let out = assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["chess", "solve", "problems/chess/thesis-4x4/row-3.chess", "--svg"])
        .arg(&svg)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    let labels: Vec<&str> = text.lines().take(3).map(|l| l.split_whitespace().next().unwrap()).collect();
    assert_eq!(labels, ["1...", "2.", "2..."], "{text}");
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!("wrote {}", svg.display())));
}

/// Issue 26: `chess validate` on a planner plan named a later unmappable
/// action where an earlier step was already an illegal move; it now shares
/// the round trip's check, which reports the first failing step.
#[test]
fn regression_chess_validate_reports_an_earlier_illegal_move_before_an_unmappable_step() {
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("plan");
    // Step 1 walks the black king next to the white one; step 2 names squares
    // that are no rook path (and the wrong colour order).
    std::fs::write(
        &plan,
        "(leap black white king a4 b4)\n(slide3 black white orth d2 c2 b2 b3)\n",
    )
    .unwrap();
    let out = assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .args(["chess", "validate"])
        .arg(&plan)
        .args(["--start", "k1K1/4/3r/RR2 b - - 0 1", "--goal", "3K/k3/r3/RR2"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("move 1 a4b4"), "{text}");
    assert!(!text.contains("step 2"), "{text}");
}

/// `export --no-axioms`: no derived predicates in the files; refused beside
/// `--for-val` and with `--format sas` (one line, exit 2).
#[test]
fn export_without_axioms_writes_no_rules_in_either_format_and_refuses_for_val() {
    let dir = tempfile::tempdir().unwrap();
    let row = problem("thesis-4x4/row-3.chess");
    bin()
        .arg("export")
        .arg(&row)
        .args(["--no-axioms", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    let domain = std::fs::read_to_string(dir.path().join("domain.pddl")).unwrap();
    assert!(
        !domain.contains(":derived") && domain.contains("(:action castle-queenside"),
        "{domain}"
    );
    let problem_text = std::fs::read_to_string(dir.path().join("problem.pddl")).unwrap();
    assert!(
        !problem_text.contains("(illegal)") && !problem_text.contains("(line2 "),
        "{problem_text}"
    );
    bin()
        .arg("export")
        .arg(&row)
        .args(["--no-axioms", "--for-val"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--for-val"));
    // With --format sas: the task without axioms (legality as zero-cost check steps).
    bin()
        .arg("export")
        .arg(&row)
        .args(["--no-axioms", "--format", "sas", "--out"])
        .arg(dir.path().join("sas"))
        .assert()
        .success()
        .stdout(predicate::str::contains(" 0 axioms)"));
    let sas = std::fs::read_to_string(dir.path().join("sas/task.sas")).unwrap();
    assert!(
        sas.contains("begin_metric\n1\nend_metric") && sas.contains("verify-line white") && !sas.contains("begin_rule"),
        "{sas}"
    );
    bin()
        .arg("export")
        .arg(&row)
        .args(["--for-val", "--format", "sas", "--out"])
        .arg(dir.path().join("sas2"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("PDDL only"));
}

/// `export --plies N` writes the task for games of at most N plies: on a
/// 4-ply proof game from the initial array it keeps a small part of the
/// whole task's operators (the plan counts stay the same:
/// tests/sas_no_axioms.rs). Where it does not apply it is refused.
#[test]
fn export_plies_narrows_the_task_and_is_refused_where_it_does_not_apply() {
    let dir = tempfile::tempdir().unwrap();
    let pg = problem("proofgames/pg-n04-s1-01.chess");
    let operators = |extra: &[&str]| -> u64 {
        let sas = dir.path().join("t.sas");
        let out = bin()
            .arg("export")
            .arg(&pg)
            .args(["--format", "sas", "--no-axioms", "--force", "--sas"])
            .arg(&sas)
            .args(extra)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let text = std::fs::read_to_string(&sas).unwrap();
        let begin = text
            .lines()
            .position(|l| l == "end_mutex_group" || l == "end_variable")
            .unwrap();
        text.lines().skip(begin).filter(|l| *l == "begin_operator").count() as u64
    };
    let (whole, narrow) = (operators(&[]), operators(&["--plies", "4"]));
    assert!(narrow * 20 < whole, "{narrow} of {whole} operators");
    bin()
        .arg("export")
        .arg(&pg)
        .args(["--plies", "4", "--out"])
        .arg(dir.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--no-axioms"));
    bin()
        .arg("export")
        .arg(&pg)
        .args(["--no-axioms", "--plies", "4", "--force", "--out"])
        .arg(dir.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--plies: only with --format sas --no-axioms"));
    bin()
        .arg("plans")
        .arg(&pg)
        .args(["--planner", "kstar", "--plies", "4"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--plies: only with --planner symk"));
    // Below the shortest game the narrowed task holds no game: refused
    // before the planner runs (regression: it used to report its longer
    // plans as invalid, exit 6).
    bin()
        .arg("plans")
        .arg(&pg)
        .args(["--planner", "symk", "--plies", "3"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--plies 3: below the shortest game's length (4 plies)",
        ));
    bin()
        .args(["plans", "8/8/8/6N1/5B2/7P/5BKQ/4B1N1 2", "--planner", "symk", "--plies", "4"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--plies: only for a chess task"));
}

/// `bench chess --count --native-only`: the games of the length A* proved,
/// counted by `chess proofgame` (4 games of 4 plies, 288 of 8), with the
/// positions it examined; without an optimal search there is no length to
/// count at, and the run is refused with one line and exit 2.
#[test]
fn bench_chess_count_counts_the_games_of_the_length_astar_proved() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("count.csv");
    bin()
        .args([
            "bench",
            "chess",
            "--count",
            "--searches",
            "astar",
            "--native-only",
            "--quiet",
            "--csv",
        ])
        .arg(&csv)
        .arg(problem("proofgames/pg-n04-s1-02.chess"))
        .arg(problem("proofgames/pg-n08-s1-01.chess"))
        .assert()
        .success()
        .stdout(predicate::str::contains("DISAGREEMENT").not());
    let text = std::fs::read_to_string(&csv).unwrap();
    let rows: Vec<Vec<&str>> = text.lines().skip(1).map(|l| l.split(',').collect()).collect();
    let cells: Vec<(&str, &str, &str, &str, &str)> = rows.iter().map(|r| (r[0], r[1], r[3], r[4], r[5])).collect();
    assert_eq!(
        cells,
        [
            ("proofgames/pg-n04-s1-02", "native:astar", "plan", "4", ""),
            ("proofgames/pg-n04-s1-02", "native:count", "counted", "4", "4"),
            ("proofgames/pg-n08-s1-01", "native:astar", "plan", "8", ""),
            ("proofgames/pg-n08-s1-01", "native:count", "counted", "8", "288"),
        ]
    );
    assert!(
        rows.iter().all(|r| r[6].parse::<u64>().unwrap() > 0),
        "positions examined: {rows:?}"
    );
    bin()
        .args(["bench", "chess", "--count", "--searches", "gbfs,wastar:2", "--native-only"])
        .arg(problem("proofgames/pg-n04-s1-02.chess"))
        .assert()
        .code(2)
        .stderr(
            predicate::str::contains("--count: --searches must include astar or bfs")
                .and(predicate::str::contains("\n").count(1)),
        );
}

/// `bench chess` on a chess suite (`suite export --game chess`): its
/// instances by their problem names, the optimal length and the count
/// checked against its instances.json. The shipped suite agrees; a copy
/// whose instances.json claims one game too many for p001, and a length
/// of 6 for the 4-ply p002, gets one DISAGREEMENT each and exit 6.
#[test]
fn bench_chess_reads_a_chess_suite_and_checks_its_counts() {
    let suite = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("problems/suites/chess-proofgames");
    let out = bin()
        .args([
            "bench",
            "chess",
            "--count",
            "--searches",
            "astar",
            "--native-only",
            "--quiet",
            "--json",
        ])
        .arg(&suite)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["disagreements"], serde_json::json!([]));
    let rows = v["summary"]["problems"].as_array().unwrap();
    assert_eq!(rows.len(), 14 * 2);
    let p001 = rows
        .iter()
        .find(|r| r["problem"] == "chess-proofgames/p001" && r["solver"] == "native:count")
        .unwrap();
    assert_eq!(p001["games"], 4, "{p001}");

    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("my-suite");
    std::fs::create_dir(&copy).unwrap();
    let mut entries: Vec<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(suite.join("instances.json")).unwrap()).unwrap();
    assert_eq!(
        (entries[0]["solutions"].as_str(), entries[1]["plan_length"].as_u64()),
        (Some("4"), Some(4))
    );
    entries[0]["solutions"] = "5".into();
    entries[1]["plan_length"] = 6.into();
    std::fs::write(copy.join("instances.json"), serde_json::to_string(&entries).unwrap()).unwrap();
    let out = bin()
        .args(["bench", "chess", "--count", "--searches", "astar", "--native-only", "--quiet"])
        .arg(&copy)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(6));
    let text = String::from_utf8_lossy(&out.stdout);
    let found: Vec<&str> = text.lines().filter(|l| l.starts_with("DISAGREEMENT")).collect();
    assert_eq!(
        found,
        [
            "DISAGREEMENT my-suite/p001: 4 games of 4 plies counted, the suite's instances.json says 5",
            "DISAGREEMENT my-suite/p002: native:astar found a shortest game of 4 plies, the suite's instances.json says 6",
        ]
    );
}
