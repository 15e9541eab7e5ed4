//! The shipped suites under `problems/suites/` are reproduced byte for byte
//! by `suite export`; Fast Downward's driver finds their domain by its
//! automatic naming rule; their metadata is right (verdicts and solution
//! counts against brute force, chess lengths against native BFS).

use crate::common;

use solopddl::chess::fen::parse_fen;
use solopddl::chess::problem::parse_goal;
use solopddl::chess::search::{search, Algorithm, Limits, Outcome};
use solopddl::solo::rules::notation::parse_solo_fen;
use solopddl::solo::search::brute::{brute_force_count, brute_force_solvable};
use solopddl::suite::read_instances;
use std::path::{Path, PathBuf};

fn bin() -> assert_cmd::Command {
    assert_cmd::Command::cargo_bin("solopddl").unwrap()
}

/// The shipped suites' folder, `problems/suites`.
pub(crate) fn shipped() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("problems/suites")
}

/// The commands that wrote problems/suites (also in the README).
fn export_into(out: &Path) {
    bin()
        .args(["suite", "export", "--out"])
        .arg(out)
        .args([
            "--levels",
            "4..10",
            "--per-level",
            "3",
            "--seed",
            "1",
            "--with-unsolvable",
            "6",
        ])
        .args(["--encodings", "squares", "--no-times"])
        .assert()
        .success();
    bin()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["suite", "export", "--out"])
        .arg(out)
        .args([
            "--game",
            "chess",
            "problems/chess/thesis-4x4",
            "problems/chess/proofgames",
            "--random-pairs",
            "16",
            "--seed",
            "1",
            "--no-times",
        ])
        .assert()
        .success();
    bin()
        .args(["suite", "export", "--layout", "ipc-learning", "--out"])
        .arg(out.join("ipc-learning"))
        .args([
            "--levels",
            "4..12",
            "--per-level",
            "2",
            "--seed",
            "1",
            "--encodings",
            "squares",
            "--no-times",
        ])
        .assert()
        .success();
    bin()
        .args(["suite", "export", "--game", "chess", "--layout", "ipc-learning", "--out"])
        .arg(out.join("ipc-learning"))
        .args(["--levels", "1..9", "--per-level", "2", "--seed", "1", "--no-times"])
        .assert()
        .success();
    // The Autoscale sets: the same pools, selected from the shipped runs.
    for (game, levels, folder) in [("solo", "4..32", "solo-chess-squares"), ("chess", "2..25", "chess")] {
        let runs = shipped().join("autoscale").join(folder).join("measurements.csv");
        bin()
            .args(["suite", "export", "--layout", "autoscale", "--game", game, "--levels", levels])
            .args([
                "--per-level",
                "2",
                "--seed",
                "1",
                "--encodings",
                "squares",
                "--no-times",
                "--out",
            ])
            .arg(out.join("autoscale"))
            .arg("--measurements")
            .arg(runs)
            .assert()
            .success();
    }
}

/// The files under `dir`, as paths relative to it, sorted.
pub(crate) fn files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = walk(dir)
        .into_iter()
        .map(|p| p.strip_prefix(dir).unwrap().to_path_buf())
        .collect();
    v.sort();
    v
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        if e.path().is_dir() {
            out.extend(walk(&e.path()));
        } else {
            out.push(e.path());
        }
    }
    out
}

#[test]
fn shipped_suites_are_reproduced_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    export_into(dir.path());
    let (want, got) = (files(&shipped()), files(dir.path()));
    assert_eq!(want, got, "the same files");
    assert!(want.len() > 50);
    // Every suite folder carries the generated tasks' licence.
    for dir in [
        "solo-chess-squares",
        "chess-random",
        "ipc-learning/solo-chess-squares",
        "ipc-learning/chess",
        "autoscale/solo-chess-squares",
        "autoscale/chess",
    ] {
        let text = std::fs::read_to_string(shipped().join(dir).join("LICENSE")).unwrap();
        assert!(text.contains("CC0 1.0 Universal"), "{dir}");
    }
    for f in &want {
        let (a, b) = (
            std::fs::read(shipped().join(f)).unwrap(),
            std::fs::read(dir.path().join(f)).unwrap(),
        );
        assert!(a == b, "{} differs from a fresh export", f.display());
    }
}

#[test]
fn existing_suite_folders_are_refused_without_force() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "suite",
        "export",
        "--levels",
        "4",
        "--per-level",
        "1",
        "--encodings",
        "squares",
        "--out",
    ];
    bin().args(args).arg(dir.path()).assert().success();
    bin()
        .args(args)
        .arg(dir.path())
        .assert()
        .code(2)
        .stderr(predicates::str::contains("exists: pass --force"));
    bin().args(args).arg(dir.path()).arg("--force").assert().success();
}

#[test]
fn the_driver_finds_the_domain_of_a_suite_problem_by_itself() {
    let Some(_) = common::fast_downward() else { return };
    let driver = solopddl::planner::discover(None).unwrap();
    let work = tempfile::tempdir().unwrap();
    // Only the problem file is named: the driver looks for domain.pddl beside it.
    let problem = shipped().join("solo-chess-squares/p012.pddl");
    let out = std::process::Command::new(&driver.program)
        .args(&driver.prefix)
        .args(["--alias", "lama-first"])
        .arg(&problem)
        .current_dir(work.path())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("Solution found"), "{text}");
    assert!(work.path().join("sas_plan").is_file());
}

#[test]
fn solo_metadata_matches_brute_force() {
    let rows = read_instances(&shipped().join("solo-chess-squares")).unwrap();
    assert_eq!(rows.len(), 27);
    assert_eq!(rows.iter().filter(|r| r.verdict == "unsolvable").count(), 6);
    let mut last = 0;
    for (k, r) in rows.iter().enumerate() {
        assert_eq!(r.id, format!("p{:03}", k + 1));
        assert!(r.pieces >= last, "ordered by size");
        last = r.pieces;
        let p = parse_solo_fen(&r.source).unwrap();
        assert_eq!(p.pieces().len(), r.pieces);
        let solvable = brute_force_solvable(&p);
        assert_eq!(r.verdict == "solvable", solvable, "{}: {}", r.id, r.source);
        assert_eq!(r.plan_length, solvable.then_some(r.pieces - 1));
        if r.pieces <= 8 {
            assert_eq!(
                r.solutions.as_deref(),
                Some(brute_force_count(&p).to_string().as_str()),
                "{}",
                r.id
            );
        }
        // Unsolvable ones are not trivially so: the proof takes search.
        if !solvable {
            assert!(r.native_nodes.unwrap() > 1, "{}", r.id);
        }
        assert_eq!(r.native_time_ms, None, "--no-times");
    }
}

#[test]
fn chess_lengths_are_optimal_by_native_bfs() {
    for suite in ["chess-thesis-4x4", "chess-random"] {
        for r in read_instances(&shipped().join(suite)).unwrap() {
            if r.board == "8x8" {
                continue;
            }
            let start = parse_fen(&r.source).unwrap();
            let goal = parse_goal(&r.goal).unwrap();
            let limits = Limits {
                max_states: 5_000_000,
                memory_bytes: 1 << 30,
                time: None,
                control: Default::default(),
            };
            let (outcome, _) = search(&start, &goal, Algorithm::Bfs, limits).unwrap();
            let Outcome::Plan(plan) = outcome else {
                panic!("{suite} {}: {outcome:?}", r.id)
            };
            assert_eq!(Some(plan.len()), r.plan_length, "{suite} {}", r.id);
        }
    }
}

/// Every chess row's solution count is the number of optimal plans: games
/// of exactly the optimal length, counted here by plain exhaustive search.
#[test]
fn chess_solution_counts_equal_exhaustive_counting() {
    let mut checked = 0;
    for suite in ["chess-thesis-4x4", "chess-random", "chess-proofgames"] {
        for r in read_instances(&shipped().join(suite)).unwrap() {
            let (Some(len), Some(count)) = (r.plan_length, r.solutions.as_deref()) else {
                continue;
            };
            // Exhaustive counting visits every position of the length: on the
            // full board only the shortest ones are affordable.
            if len > 8 || (r.board == "8x8" && len > 4) {
                continue;
            }
            let start = parse_fen(&r.source).unwrap();
            let goal = parse_goal(&r.goal).unwrap();
            let exact = solopddl::chess::proofgame::count_exhaustively(&start, &goal.placement, len as u32);
            assert_eq!(count, exact.to_string(), "{suite} {}", r.id);
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} rows checked");
}

#[test]
fn bad_suite_input_gets_one_line_and_its_exit_code() {
    let dir = tempfile::tempdir().unwrap();
    let one_line = |out: &[u8]| {
        let s = String::from_utf8_lossy(out).to_string();
        assert_eq!(s.trim_end().lines().count(), 1, "{s}");
        s
    };
    let a = bin()
        .args(["suite", "lab", "--suite"])
        .arg(dir.path().join("none"))
        .args(["--out", "x"])
        .assert()
        .code(2);
    assert!(one_line(&a.get_output().stderr).contains("--suite"));
    let a = bin()
        .args(["suite", "lab", "--suite"])
        .arg(dir.path())
        .args(["--out", "x"])
        .assert()
        .code(2);
    assert!(one_line(&a.get_output().stderr).contains("no suite folder"));
    let a = bin()
        .args(["suite", "export", "--game", "chess", "--out"])
        .arg(dir.path())
        .assert()
        .code(2);
    assert!(one_line(&a.get_output().stderr).contains("no chess problems"));
    // The SAS tasks are chess's, in the flat layout.
    let a = bin()
        .args(["suite", "export", "--sas", "--out"])
        .arg(dir.path())
        .assert()
        .code(2);
    assert!(one_line(&a.get_output().stderr).contains("--sas: chess only"));
    let a = bin()
        .args([
            "suite",
            "export",
            "--game",
            "chess",
            "--layout",
            "ipc-learning",
            "--sas",
            "--out",
        ])
        .arg(dir.path())
        .assert()
        .code(2);
    assert!(one_line(&a.get_output().stderr).contains("--sas: the flat layout only"));
    let a = bin()
        .args([
            "suite",
            "export",
            "--levels",
            "4",
            "--per-level",
            "1",
            "--with-unsolvable",
            "9",
            "--out",
        ])
        .arg(dir.path())
        .assert()
        .code(2);
    assert!(one_line(&a.get_output().stderr).contains("--with-unsolvable 9"));
    let a = bin()
        .args([
            "suite",
            "export",
            "--levels",
            "4",
            "--per-level",
            "1",
            "--out",
            "/proc/no-such-dir",
        ])
        .assert()
        .code(10);
    assert!(one_line(&a.get_output().stderr).contains("cannot write"));
    bin()
        .args([
            "suite",
            "export",
            "--levels",
            "4",
            "--per-level",
            "1",
            "--encodings",
            "squares",
            "--out",
        ])
        .arg(dir.path())
        .assert()
        .success();
    let a = bin()
        .args(["suite", "lab", "--suite"])
        .arg(dir.path())
        .arg("--out")
        .arg(dir.path().join("exp"))
        .args(["--configs", "lama-first,lama-first"])
        .assert()
        .code(2);
    assert!(one_line(&a.get_output().stderr).contains("distinct"));
}

/// Configurations Fast Downward refuses on tasks with axioms are refused
/// before anything is written (exit 7, one line naming an alternative);
/// lama-first on chess suites is warned about; the Solo suite takes both.
#[test]
fn lab_and_bench_chess_refuse_configurations_the_chess_tasks_do_not_support() {
    let dir = tempfile::tempdir().unwrap();
    let chess = shipped().join("chess-thesis-4x4");
    let out = dir.path().join("exp");
    let a = bin()
        .args(["suite", "lab", "--suite"])
        .arg(&chess)
        .arg("--out")
        .arg(&out)
        .args(["--configs", "search:astar(lmcut())", "--planner-path", "/bin/true"])
        .assert()
        .code(7);
    let err = String::from_utf8_lossy(&a.get_output().stderr).to_string();
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("lmcut") && err.contains("astar(blind())"), "{err}");
    assert!(!out.exists(), "nothing written");
    let a = bin()
        .args(["suite", "lab", "--suite"])
        .arg(&chess)
        .arg("--out")
        .arg(&out)
        .args(["--configs", "lama-first", "--planner-path", "/bin/true"])
        .assert()
        .success();
    assert!(String::from_utf8_lossy(&a.get_output().stderr).contains("warning"));
    bin()
        .args(["suite", "lab", "--suite"])
        .arg(shipped().join("solo-chess-squares"))
        .arg("--out")
        .arg(dir.path().join("solo"))
        .args(["--configs", "search:astar(lmcut())", "--planner-path", "/bin/true"])
        .assert()
        .success();
    bin()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "bench",
            "chess",
            "problems/chess/thesis-4x4/row-1.chess",
            "--config",
            "astar(lmcut())",
        ])
        .assert()
        .code(7);
}

/// Issue 27: `suite export … --with-unsolvable 64` worked for 52 s and only
/// then said the output folder existed. The folders are checked first now
/// (the command would otherwise run for minutes: the timeout is a guard,
/// not a speed measurement).
#[test]
fn regression_suite_export_refuses_an_existing_folder_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    for (game, folder, args) in [
        (
            "solo",
            "solo-chess-squares",
            vec![
                "--levels",
                "4..14",
                "--per-level",
                "50",
                "--with-unsolvable",
                "64",
                "--encodings",
                "squares",
            ],
        ),
        ("chess", "chess-random", vec!["--random-pairs", "5000"]),
    ] {
        std::fs::create_dir_all(dir.path().join(folder)).unwrap();
        let a = bin()
            .args(["suite", "export", "--game", game, "--out"])
            .arg(dir.path())
            .args(args)
            .timeout(std::time::Duration::from_secs(30))
            .assert()
            .code(2);
        let err = String::from_utf8_lossy(&a.get_output().stderr).to_string();
        assert!(err.contains(folder) && err.contains("--force"), "{err}");
    }
}

/// `--provenance` appends the pddl-generators block to every problem file:
/// the command and the instance's facts, parsed back as JSON; the problem
/// still plans and validates through the round trip.
#[test]
fn provenance_blocks_name_the_command_and_the_instance() {
    let dir = tempfile::tempdir().unwrap();
    bin()
        .args([
            "suite",
            "export",
            "--levels",
            "4..6",
            "--per-level",
            "1",
            "--encodings",
            "squares",
            "--provenance",
            "--out",
        ])
        .arg(dir.path())
        .assert()
        .success();
    let suite = dir.path().join("solo-chess-squares");
    let rows = solopddl::suite::read_instances(&suite).unwrap();
    assert_eq!(rows.len(), 3);
    for r in &rows {
        let text = std::fs::read_to_string(suite.join(format!("{}.pddl", r.id))).unwrap();
        let block = &text[text.find(";; pddl-generators:").expect("a provenance block")..];
        assert!(block.ends_with(";; end:\n"), "{block}");
        let command = block.lines().nth(1).unwrap();
        assert!(
            command.starts_with(";; command: solopddl suite export --levels 4..6"),
            "{command}"
        );
        let dict: serde_json::Value =
            serde_json::from_str(block.lines().nth(2).unwrap().trim_start_matches(";; dict: ")).unwrap();
        assert_eq!(dict["source"], r.source.as_str());
        assert_eq!(dict["pieces"], r.pieces);
    }
    common::fast_downward();
    bin()
        .args(["plan", &rows[2].source, "--pddl"])
        .arg(suite.join("domain.pddl"))
        .arg(suite.join(format!("{}.pddl", rows[2].id)))
        .assert()
        .success()
        .stderr(predicates::str::contains("valid; VAL valid"));
}

/// `suite lab --count` counts games with SymK's top-k search: another
/// planner, or a suite that is not chess, is refused before anything is
/// written.
#[test]
fn suite_lab_count_is_refused_without_symk_or_on_solo_suites() {
    let dir = tempfile::tempdir().unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems/suites");
    let exp = dir.path().join("exp");
    bin()
        .args(["suite", "lab", "--count", "--planner", "fast-downward", "--suite"])
        .arg(root.join("chess-proofgames"))
        .arg("--out")
        .arg(&exp)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--count: needs --planner symk"));
    bin()
        .args(["suite", "lab", "--count", "--planner", "symk", "--suite"])
        .arg(root.join("solo-chess-squares"))
        .arg("--out")
        .arg(&exp)
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "holds solo-chess instances; counting is for chess suites",
        ));
    assert!(!exp.exists(), "nothing written");
}

/// Without `--configs`, an experiment runs `default` and `astar(blind())`;
/// with `--count` alone it runs the counts (and the native solver) only.
#[test]
fn suite_lab_default_configs_and_count_runs() {
    let dir = tempfile::tempdir().unwrap();
    let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems/suites/chess-proofgames");
    let configs = |exp: &Path| -> (Vec<String>, bool) {
        let text = std::fs::read_to_string(exp.join("settings.json")).unwrap();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let names = v["configs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["name"].as_str().unwrap().to_string())
            .collect();
        (names, v["count"].as_bool().unwrap())
    };
    let plain = dir.path().join("plain");
    bin()
        .args(["suite", "lab", "--suite"])
        .arg(&suite)
        .arg("--out")
        .arg(&plain)
        .assert()
        .success()
        .stderr(predicates::str::contains("42 runs (14 instances × 3)"));
    assert_eq!(
        configs(&plain),
        (vec!["default".to_string(), "astar(blind())".to_string()], false)
    );
    let count = dir.path().join("count");
    bin()
        .args(["suite", "lab", "--count", "--planner", "symk", "--suite"])
        .arg(&suite)
        .arg("--out")
        .arg(&count)
        .assert()
        .success()
        .stderr(predicates::str::contains(
            "84 runs (14 instances × 2, 14 native counts, 14 optimal plans, 14 verdicts and 14 LM-cut plans)",
        ));
    assert_eq!(configs(&count), (vec![], true));
}
