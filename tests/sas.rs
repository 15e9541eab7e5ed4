//! Finite-domain (SAS) tasks written by solopddl: golden files reproduced
//! byte for byte, read by the real search component without a warning, and
//! the `--format sas` command line (direct search, the driver's fallback for
//! portfolios, errors). The differential suites against brute force and
//! native BFS run both routes (tests/planner.rs, tests/chess_planner.rs).

use crate::common;

use assert_cmd::Command;
use predicates::prelude::*;
use solopddl::planner::{Config, Input, Outcome, Search, TaskFormat};
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn bin() -> Command {
    Command::cargo_bin("solopddl").unwrap()
}

/// Golden tasks: file name and the `export` arguments that write it.
const GOLDEN: [(&str, &[&str]); 4] = [
    ("solo-n08-s7-0001.sas", &["problems/solo/n08-s7-0001.solo"]),
    ("solo-no-king-4x4.sas", &["4/RN2/1B2/R2Q 2"]),
    ("chess-thesis-4x4-row-3.sas", &["problems/chess/thesis-4x4/row-3.chess"]),
    (
        "chess-castling-8x3.sas",
        &["--start", "r3k2r/8/R3K2R w KQkq - 0 1", "--goal", "r3k2r/8/R4RK1 b kq - 1 1"],
    ),
];

/// `UPDATE_GOLDEN=1 cargo test --test sas` rewrites them.
#[test]
fn golden_sas_tasks_are_reproduced_byte_for_byte() {
    let tmp = tempfile::tempdir().unwrap();
    for (name, args) in GOLDEN {
        let out = tmp.path().join(name);
        bin()
            .current_dir(root())
            .args(["export", "--format", "sas", "--sas"])
            .arg(&out)
            .args(args)
            .assert()
            .success()
            .stdout(predicate::str::contains("finite-domain task"));
        let got = std::fs::read_to_string(&out).unwrap();
        let path = root().join("problems/sas").join(name);
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&path, &got).unwrap();
        }
        let want = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(got == want, "{} is out of date (UPDATE_GOLDEN=1 rewrites it)", path.display());
    }
}

/// The search component reads every golden task without a warning and solves it.
#[test]
fn the_search_component_reads_the_golden_tasks_without_warnings() {
    let Some(planner) = common::fast_downward() else { return };
    for (name, _) in GOLDEN {
        let dir = tempfile::tempdir().unwrap();
        let cfg = Config {
            search: Some(Search::Search("astar(blind())".into())),
            translate_options: vec![],
            time_limit: "60".parse().unwrap(),
            memory_limit: "2G".parse().unwrap(),
            format: TaskFormat::Sas,
            control: Default::default(),
        };
        let task = root().join("problems/sas").join(name);
        let run = planner.run(&cfg, &Input::Sas(&task), dir.path()).unwrap();
        assert_eq!(run.outcome, Outcome::PlanFound, "{name}: {}", run.error_tail());
        assert!(run.direct, "{name}: the search component was not run directly");
        let out = format!("{}{}", run.stdout, run.stderr).to_lowercase();
        assert!(!out.contains("warning"), "{name}: {out}");
    }
}

fn plan_json(args: &[&str]) -> serde_json::Value {
    let out = bin()
        .current_dir(root())
        .arg("plan")
        .args(args)
        .arg("--json")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn plan_format_sas_runs_the_search_directly_and_vals_the_plan() {
    if common::fast_downward().is_none() || common::val_checks().is_none() {
        return;
    }
    for task in ["problems/solo/n08-s7-0001.solo", "problems/chess/thesis-4x4/row-3.chess"] {
        let j = plan_json(&[task, "--format", "sas"]);
        let p = &j["planner"];
        assert_eq!(p["format"], "sas", "{task}");
        assert_eq!(p["direct_search"], true, "{task}");
        assert!(p["translator_time_s"].is_null(), "{task}: the translator ran");
        assert!(p["sas_task"]["operators"].as_u64().unwrap() > 0, "{task}");
        assert_eq!(p["operators"], p["sas_task"]["operators"], "{task}");
        assert_eq!(j["val"], "valid", "{task}");
        assert_eq!(j["solvable"], true, "{task}");
    }
    let pddl = plan_json(&["problems/solo/n08-s7-0001.solo"]);
    assert_eq!(pddl["planner"]["format"], "pddl");
    assert_eq!(pddl["planner"]["direct_search"], false);
    assert!(pddl["planner"]["sas_task"].is_null());
}

/// A portfolio is the driver's business: the task goes through the driver (still no translator).
#[test]
fn a_portfolio_alias_on_a_sas_task_falls_back_to_the_driver() {
    if common::fast_downward().is_none() {
        return;
    }
    let j = plan_json(&[
        "QRK",
        "--format",
        "sas",
        "--alias",
        "seq-opt-fdss-1",
        "--no-val",
        "--time-limit",
        "60",
    ]);
    assert_eq!(j["planner"]["direct_search"], false);
    assert!(j["planner"]["translator_time_s"].is_null());
    assert_eq!(j["solvable"], true);
}

#[test]
fn sas_format_errors_name_the_problem() {
    bin()
        .args([
            "plan",
            "QRK",
            "--format",
            "sas",
            "--planner-cmd",
            "pyperplan {domain} {problem}",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--format sas needs Fast Downward or SymK"));
    bin()
        .args(["plan", "QRK", "--format", "sas", "--pddl", "d.pddl", "p.pddl"])
        .assert()
        .code(2);
    bin()
        .args([
            "export",
            "QRK",
            "--format",
            "sas",
            "--domain",
            "d.pddl",
            "--problem",
            "p.pddl",
        ])
        .assert()
        .code(2);
    if common::fast_downward().is_some() {
        bin()
            .env("SOLOPDDL_FAST_DOWNWARD_SEARCH", "/nonexistent/downward")
            .args(["plan", "QRK", "--format", "sas", "--no-val"])
            .assert()
            .code(9)
            .stderr(predicate::str::contains("/nonexistent/downward"));
    }
}
