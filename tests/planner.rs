//! Against the real Fast Downward (installed by scripts/install-planners.sh).
//! A missing planner fails these tests (tests/common `required`), never skips them.

use crate::common;

use assert_cmd::Command;
use predicates::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use solopddl::pddl::Encoding;
use solopddl::planner::val::ValVerdict;
use solopddl::planner::{Config, Outcome, Planner, Search, TaskFormat};
use solopddl::roundtrip::{plan_in_dir, Checks, PlanOutcome, Task};
use solopddl::solo::rules::notation::to_solo_fen;
use solopddl::solo::search::brute::brute_force_solvable;

/// The planner; a missing planner fails the test.
fn planner() -> Option<Planner> {
    common::fast_downward()
}

fn lama() -> Config {
    Config {
        translate_options: vec![],
        search: Some(Search::Alias("lama-first".into())),
        time_limit: "60".parse().unwrap(),
        memory_limit: "2G".parse().unwrap(),
        format: solopddl::planner::TaskFormat::Pddl,
        control: Default::default(),
    }
}

fn bin() -> Command {
    Command::cargo_bin("solopddl").unwrap()
}

/// Random small puzzles, 32 in the suite and 210 in the full sweep
/// ([`common::sweep`]), every encoding: the planner's verdict (plan or
/// proven unsolvable) equals brute force's, and every plan validates natively
/// and with VAL.
#[test]
fn planner_verdicts_equal_native_on_random_small_puzzles() {
    let Some(driver) = planner() else { return };
    let Some(checks) = common::val_checks() else { return };
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let puzzles: Vec<_> = (0..common::sweep(32, 210)).map(|_| common::random_puzzle(&mut rng)).collect();
    let unsolvable = puzzles.iter().filter(|p| !brute_force_solvable(p)).count();
    assert!(unsolvable * 3 >= puzzles.len(), "only {unsolvable} unsolvable");
    assert!(
        (puzzles.len() - unsolvable) * 7 >= puzzles.len(),
        "too few solvable: {}",
        puzzles.len() - unsolvable
    );
    let f = common::failures_in_parallel(&puzzles, |p| {
        let truth = brute_force_solvable(p);
        let mut failures = Vec::new();
        // Every PDDL encoding through the translator, and the finite-domain task.
        let routes = Encoding::ALL
            .map(|e| (e, TaskFormat::Pddl))
            .into_iter()
            .chain([(Encoding::Squares, TaskFormat::Sas)]);
        for (enc, format) in routes {
            let dir = tempfile::tempdir().unwrap();
            let cfg = Config { format, ..lama() };
            let r = plan_in_dir(&solo(p, enc), &driver, &cfg, &checks, dir.path(), "t").unwrap();
            let ok = match &r.outcome {
                PlanOutcome::Valid { .. } => truth && r.val == Some(ValVerdict::Valid),
                PlanOutcome::Unsolvable => !truth,
                _ => false,
            };
            let warned =
                format == TaskFormat::Sas && format!("{}{}", r.run.stdout, r.run.stderr).to_lowercase().contains("warning");
            if !ok || warned {
                failures.push(format!(
                    "{} [{} {}]: planner {:?}, native solvable={truth}{}",
                    to_solo_fen(p),
                    enc.name(),
                    format.name(),
                    r.outcome,
                    if warned { ", and the search component warned" } else { "" }
                ));
            }
        }
        failures
    });
    assert!(f.is_empty(), "{} disagreements:\n{}", f.len(), f.join("\n"));
}

#[test]
fn an_optimal_configuration_agrees_too() {
    let Some(driver) = planner() else { return };
    let cfg = Config {
        translate_options: vec![],
        search: Some(Search::Search("astar(blind())".into())),
        time_limit: "60".parse().unwrap(),
        memory_limit: "2G".parse().unwrap(),
        format: solopddl::planner::TaskFormat::Pddl,
        control: Default::default(),
    };
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let puzzles: Vec<_> = (0..15).map(|_| common::random_puzzle(&mut rng)).collect();
    let f = common::failures_in_parallel(&puzzles, |p| {
        let truth = brute_force_solvable(p);
        let routes = Encoding::ALL
            .map(|e| (e, TaskFormat::Pddl))
            .into_iter()
            .chain([(Encoding::Squares, TaskFormat::Sas)]);
        let mut failures = Vec::new();
        for (enc, format) in routes {
            let dir = tempfile::tempdir().unwrap();
            let cfg = Config { format, ..cfg.clone() };
            let r = plan_in_dir(&solo(p, enc), &driver, &cfg, &Checks::default(), dir.path(), "t").unwrap();
            let planned = matches!(r.outcome, PlanOutcome::Valid { .. });
            if planned != truth || (r.run.outcome == Outcome::Unsolvable) == truth {
                failures.push(format!(
                    "{} [{} {}]: planned {planned}, {:?}, native solvable={truth}",
                    to_solo_fen(p),
                    enc.name(),
                    format.name(),
                    r.run.outcome
                ));
            }
        }
        failures
    });
    assert!(f.is_empty(), "{} disagreements:\n{}", f.len(), f.join("\n"));
}

#[test]
fn plan_command_prints_valid_moves_and_json() {
    if planner().is_none() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    bin()
        .env("TMPDIR", tmp.path())
        .args(["plan", "problems/solo/n08-s7-0001.solo", "--planner", "fast-downward"])
        .assert()
        .success()
        .stderr(predicate::str::contains("translator").and(predicate::str::contains("expanded")));
    assert_eq!(
        std::fs::read_dir(tmp.path()).unwrap().count(),
        0,
        "temporary files left behind"
    );
    let out = bin()
        .args(["plan", "QRK", "--json", "--encoding", "objects"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["solvable"], true);
    let plan = v["plan"].as_array().unwrap();
    assert_eq!(plan.len(), 2);
    assert!(plan[1].as_str().unwrap().starts_with('K'), "the king captures last: {plan:?}");
    assert_eq!(v["planner"]["outcome"], "valid");
    assert_eq!(v["planner"]["plan_length"], 2);
    assert!(v["planner"]["operators"].as_u64().unwrap() > 0);
    assert!(v["planner"]["translator_time_s"].as_f64().is_some());
}

#[test]
fn plan_command_exit_codes() {
    if planner().is_none() {
        return;
    }
    bin()
        .args(["plan", "K1N"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("unsolvable (proven by Fast Downward)"));
    bin()
        .args([
            "plan",
            "problems/solo/n06-s7-0001.solo",
            "--encoding",
            "objects",
            "--search",
            "astar(lmcut())",
        ])
        .assert()
        .code(7)
        .stderr(predicate::str::contains("does not support axioms"));
    bin()
        .args(["plan", "QRK", "--planner-path", "/nonexistent/fast-downward"])
        .assert()
        .code(9)
        .stderr(predicate::str::contains("/nonexistent/fast-downward"));
    bin()
        .args(["plan", "QRK", "--search", "astar(nonsense())"])
        .assert()
        .code(8)
        .stderr(predicate::str::contains("planner failed"));
    bin()
        .args(["plan", "QRK", "--memory-limit", "lots"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("'lots': expected a size"));
}

#[test]
fn planner_plan_files_validate_with_the_validate_command() {
    if planner().is_none() {
        return;
    }
    for enc in ["squares", "objects"] {
        let keep = tempfile::tempdir().unwrap();
        bin()
            .args(["plan", "1QRP/2R1/R2R/4 -", "--encoding", enc, "--keep"])
            .arg(keep.path())
            .assert()
            .success();
        let plan = keep.path().join("sas_plan");
        assert!(plan.is_file());
        bin()
            .arg("validate")
            .arg(&plan)
            .args(["--puzzle", "1QRP/2R1/R2R/4 -"])
            .assert()
            .success()
            .stdout(predicate::str::starts_with("valid: 5 captures"));
        // A planner plan for another puzzle fails at a precise step.
        bin()
            .arg("validate")
            .arg(&plan)
            .args(["--puzzle", "4/2R1/R2R/4 -"])
            .assert()
            .code(1)
            .stdout(predicate::str::contains("step "));
    }
}

/// Both encodings go through Fast Downward's translator without warnings
/// (no unsupported features, no ignored requirements).
fn solo(p: &solopddl::solo::Puzzle, encoding: Encoding) -> Task {
    Task::Solo {
        puzzle: p.clone(),
        encoding,
    }
}

#[test]
fn translator_accepts_both_encodings_without_warnings() {
    let Some(driver) = planner() else { return };
    let text = std::fs::read_to_string("problems/solo/n08-s7-0001.solo").unwrap();
    let p = solopddl::solo::rules::notation::parse_puzzle_text(&text).unwrap();
    for enc in Encoding::ALL {
        let dir = tempfile::tempdir().unwrap();
        let r = plan_in_dir(&solo(&p, enc), &driver, &lama(), &Checks::default(), dir.path(), "t").unwrap();
        assert_eq!(r.run.outcome, Outcome::PlanFound, "{}", enc.name());
        let lower = r.run.stdout.to_lowercase() + &r.run.stderr.to_lowercase();
        assert!(!lower.contains("warning"), "{}: {}", enc.name(), r.run.stdout);
        assert!(r.run.stats.operators.unwrap() > 0);
    }
}

#[test]
fn bench_compare_reports_both_solvers() {
    if planner().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("rows.csv");
    let svg = dir.path().join("plot.svg");
    bin()
        .args([
            "bench",
            "compare",
            "--levels",
            "4,5",
            "--per-level",
            "2",
            "--configs",
            "lama-first",
            "--encodings",
            "squares",
        ])
        .args(["--time-limit", "30", "--quiet", "--csv"])
        .arg(&csv)
        .arg("--svg")
        .arg(&svg)
        .assert()
        .success()
        .stdout(
            predicate::str::contains("| 5 | lama-first/squares | 2/2 |").and(predicate::str::contains("| 4 | native | 2/2 |")),
        );
    let rows = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(rows.lines().count(), 1 + 2 * 2 * 2);
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));
}

#[test]
fn bench_compare_heuristics_puts_native_orderings_beside_the_planner_in_one_table() {
    // Issue 27: the native side was always `best`; --heuristics runs each
    // ordering as its own row, the first one the reference of time / native.
    if planner().is_none() {
        return;
    }
    bin()
        .args([
            "bench",
            "compare",
            "--levels",
            "5",
            "--per-level",
            "2",
            "--heuristics",
            "best,rank",
        ])
        .args([
            "--configs",
            "lama-first",
            "--encodings",
            "squares",
            "--time-limit",
            "60",
            "--quiet",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("| 5 | native:best | 2/2 |"))
        .stdout(predicate::str::contains("| 5 | native:rank | 2/2 |"))
        .stdout(predicate::str::contains("| all | lama-first/squares | 2/2 |"));
}
