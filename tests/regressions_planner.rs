//! Regression tests that need the real Fast Downward (installed by
//! scripts/install-planners.sh; a missing planner fails them).

use crate::common;

use assert_cmd::Command;
use predicates::prelude::*;

fn bin() -> Command {
    Command::cargo_bin("solopddl").unwrap()
}

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

#[test]
fn regression_chess_plan_without_a_configuration_uses_an_axiom_aware_default() {
    if common::fast_downward().is_none() {
        return;
    }
    // With lama-first this ran 3 minutes into "out of memory" while reporting 33 MB.
    let out = bin()
        .args([
            "plan",
            &format!("{ROOT}/problems/chess/thesis-4x4/row-3.chess"),
            "--json",
            "--time-limit",
            "60",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["planner"]["config"], "eager_greedy([ff(axioms=approximate_negative)])");
    assert_eq!(v["planner"]["outcome"], "valid");
    // The real peak of the planner's processes (the Python translator alone takes > 10 MB).
    assert!(v["planner"]["peak_memory_kb"].as_u64().unwrap() > 10_000, "{v}");
}

#[test]
fn regression_plan_out_gives_a_file_for_validate_and_keep_is_relative() {
    if common::fast_downward().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let puzzle = format!("{ROOT}/problems/solo/n06-s7-0001.solo");
    // The README's own example: a relative --keep folder (it exited 8 "Could not read file").
    bin()
        .current_dir(dir.path())
        .args(["plan", &puzzle, "--keep", "run/", "--plan-out", "found.plan"])
        .assert()
        .success()
        .stderr(predicate::str::contains("plan file: found.plan"));
    assert!(dir.path().join("run/domain.pddl").exists());
    bin()
        .current_dir(dir.path())
        .args(["validate", "found.plan", "--puzzle", &puzzle])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("valid: 5 captures"));
    // --plan-out does not overwrite without --force.
    bin()
        .current_dir(dir.path())
        .args(["plan", &puzzle, "--plan-out", "found.plan"])
        .assert()
        .code(2);
}

#[test]
fn regression_lama_anytime_plans_are_read_and_validated() {
    if common::fast_downward().is_none() {
        return;
    }
    // lama writes sas_plan.1, sas_plan.2, ...; only sas_plan was read (exit 8).
    bin()
        .args([
            "plan",
            &format!("{ROOT}/problems/solo/n06-s7-0001.solo"),
            "--alias",
            "lama",
            "--time-limit",
            "20",
        ])
        .assert()
        .success()
        .stdout(predicate::str::is_match("^([KQRBNP][a-h][1-8]x[a-h][1-8]\n){5}$").unwrap());
}

#[test]
fn regression_bench_compare_takes_a_folder() {
    if common::fast_downward().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for n in ["n04-s7-0001", "n06-s7-0001"] {
        std::fs::copy(format!("{ROOT}/problems/solo/{n}.solo"), dir.path().join(format!("{n}.solo"))).unwrap();
    }
    let csv = dir.path().join("rows.csv");
    bin()
        .args(["bench", "compare", "--dir"])
        .arg(dir.path())
        .args(["--configs", "lama-first", "--encodings", "squares", "--quiet", "--csv"])
        .arg(&csv)
        .assert()
        .success()
        .stdout(
            predicate::str::contains("| 4 | lama-first/squares | 1/1 |").and(predicate::str::contains("| 6 | native | 1/1 |")),
        );
    let rows = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(rows.lines().count(), 1 + 4, "{rows}");
    assert_eq!(rows.matches(",valid,").count(), 2, "{rows}");
}
