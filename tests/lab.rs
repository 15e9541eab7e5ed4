//! Suites and Downward Lab for real: a small generated suite goes through a
//! Lab experiment with `LocalEnvironment` (two Fast Downward configurations
//! and the native solver), and the same experiment through `sbatch` on the
//! local Slurm cluster (`scripts/slurm-local.sh up`). The properties must
//! agree with `bench compare` on the same suite, every plan must be
//! validated natively and by VAL, no run may carry an unexplained error,
//! and the Slurm run's results must equal the local run's.

use crate::common;

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn bin() -> assert_cmd::Command {
    assert_cmd::Command::cargo_bin("solopddl").unwrap()
}

/// A suite of 4–6 pieces with two unsolvable variants, squares only.
fn export_suite(out: &Path) -> PathBuf {
    bin()
        .args(["suite", "export", "--out"])
        .arg(out)
        .args([
            "--levels",
            "4..6",
            "--per-level",
            "2",
            "--seed",
            "3",
            "--with-unsolvable",
            "2",
        ])
        .args(["--encodings", "squares"])
        .assert()
        .success();
    out.join("solo-chess-squares")
}

fn write_experiment(suite: &Path, exp: &Path, configs: &str, extra: &[&str]) {
    bin()
        .args(["suite", "lab", "--suite"])
        .arg(suite)
        .arg("--out")
        .arg(exp)
        .args(["--configs", configs, "--time-limit", "60", "--memory-limit", "2G"])
        .args(extra)
        .assert()
        .success();
}

/// Runs `experiment.py --all`; returns its combined output.
fn run_experiment(python: &Path, exp: &Path) -> String {
    let out = Command::new(python)
        .arg(exp.join("experiment.py"))
        .arg("--all")
        .current_dir(exp)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "experiment failed:\n{text}");
    text
}

fn properties(path: &Path) -> BTreeMap<String, Value> {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    v.as_object().unwrap().clone().into_iter().collect()
}

/// Checks every run of an experiment's properties and returns them.
fn checked_runs(exp: &Path, algorithms: &[&str], instances: usize) -> BTreeMap<String, Value> {
    let props = properties(&exp.join("data/experiment-eval/properties"));
    assert_eq!(
        props.len(),
        algorithms.len() * instances,
        "one run per instance and algorithm"
    );
    for (key, run) in &props {
        assert!(
            run.get("unexplained_errors").is_none_or(|e| e.as_array().unwrap().is_empty()),
            "{key}: unexplained errors {:?}",
            run["unexplained_errors"]
        );
        for attribute in ["coverage", "unsolvable", "error", "algorithm", "domain", "problem"] {
            assert!(run.get(attribute).is_some(), "{key} lacks {attribute}");
        }
        if run["coverage"] == 1 {
            assert_eq!(run["native_valid"], 1, "{key}: a plan not validated natively");
            assert_eq!(run["plan_length"], run["pieces"].as_u64().unwrap() - 1, "{key}");
            if run["algorithm"] != "native" {
                assert_eq!(run["val_valid"], 1, "{key}: VAL did not accept the plan");
                assert!(run["expansions"].as_u64().is_some(), "{key}: no expansions");
                assert!(run["total_time"].as_f64().unwrap() > 0.0);
                assert!(run["memory"].as_u64().unwrap() > 1000, "{key}: memory in KB");
            }
        }
        // The verdicts agree with the native one recorded in the suite.
        match run["native_verdict"].as_str().unwrap() {
            "solvable" => assert_eq!(run["unsolvable"], 0, "{key}"),
            "unsolvable" => assert_eq!(run["coverage"], 0, "{key}"),
            v => panic!("{key}: native verdict {v}"),
        }
    }
    props
}

#[test]
fn lab_experiment_runs_locally_and_agrees_with_bench_compare() {
    let (Some(python), Some(_)) = (common::lab_python(), common::fast_downward()) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let suite = export_suite(&dir.path().join("suites"));
    let instances = solopddl::suite::read_instances(&suite).unwrap();
    assert_eq!(instances.len(), 8);
    assert_eq!(instances.iter().filter(|r| r.verdict == "unsolvable").count(), 2);

    let exp = dir.path().join("exp");
    write_experiment(&suite, &exp, "lama-first,search:astar(blind())", &["--processes", "2"]);
    let log = run_experiment(&python, &exp);
    assert!(log.contains("0 runs with unexplained errors"), "{log}");
    let runs = checked_runs(&exp, &["lama-first", "astar(blind())", "native"], 8);
    let coverage = |alg: &str| {
        runs.values()
            .filter(|r| r["algorithm"] == alg)
            .map(|r| r["coverage"].as_u64().unwrap())
            .sum::<u64>()
    };
    assert_eq!(coverage("native"), 6);
    assert_eq!(coverage("lama-first"), 6);
    assert_eq!(coverage("astar(blind())"), 6);

    // The report and the scatter plots were written.
    let eval = exp.join("data/experiment-eval");
    let html = std::fs::read_to_string(eval.join("report.html")).unwrap();
    for needle in ["coverage", "lama-first", "astar(blind())", "native", "solo-chess-squares"] {
        assert!(html.contains(needle), "report.html lacks {needle}");
    }
    // Issue 27: the Info table says what each algorithm is, and the nodes are named.
    for needle in ["Used nodes: [", "--alias lama-first", "solve (best)", "solopddl (native)"] {
        assert!(html.contains(needle), "report.html lacks {needle}");
    }
    assert!(!html.contains("attribute 'node' missing"), "the runs' node is missing");
    let pngs: Vec<_> = std::fs::read_dir(&eval)
        .unwrap()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "png"))
        .collect();
    assert_eq!(pngs.len(), 2, "two scatter plots");

    // A second experiment merges the first one's results into its report.
    let merged = dir.path().join("merged");
    let first = eval.join("properties");
    write_experiment(
        &suite,
        &merged,
        "search:astar(hmax())",
        &["--processes", "2", "--no-native", "--merge", first.to_str().unwrap()],
    );
    run_experiment(&python, &merged);
    let all = properties(&merged.join("data/experiment-eval/properties"));
    assert_eq!(all.len(), runs.len() + 8, "the first experiment's runs and 8 new ones");
    let html = std::fs::read_to_string(merged.join("data/experiment-eval/report.html")).unwrap();
    for needle in ["astar(hmax())", "lama-first", "native"] {
        assert!(html.contains(needle), "the merged report lacks {needle}");
    }

    // bench compare on the same suite: same keys, same coverage and proofs.
    let bench_props = dir.path().join("bench-properties");
    bin()
        .args(["bench", "compare", "--suite"])
        .arg(&suite)
        .args([
            "--encodings",
            "squares",
            "--configs",
            "lama-first,search:astar(blind())",
            "--time-limit",
            "60",
        ])
        .args(["--quiet", "--properties"])
        .arg(&bench_props)
        .assert()
        .success();
    let bench = properties(&bench_props);
    assert_eq!(bench.len(), runs.len());
    for (key, b) in &bench {
        let l = runs.get(key).unwrap_or_else(|| panic!("{key} is not in the Lab run"));
        for attribute in ["coverage", "unsolvable", "error", "plan_length", "native_valid"] {
            assert_eq!(b.get(attribute), l.get(attribute), "{key}: {attribute}");
        }
    }
}

/// Job ids from Lab's "Submitted batch job N" lines.
fn job_ids(log: &str) -> Vec<String> {
    log.lines()
        .filter_map(|l| l.split("Submitted batch job ").nth(1))
        .map(|id| id.trim().to_string())
        .collect()
}

#[test]
fn lab_experiment_on_slurm_equals_the_local_run() {
    let (Some(python), Some(_), Some(())) = (common::lab_python(), common::fast_downward(), common::slurm()) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let suite = export_suite(&dir.path().join("suites"));
    let local = dir.path().join("local");
    let cluster = dir.path().join("cluster");
    write_experiment(&suite, &local, "lama-first", &["--processes", "2"]);
    write_experiment(
        &suite,
        &cluster,
        "lama-first",
        &["--env", "slurm", "--partition", "debug", "--max-tasks", "4"],
    );
    run_experiment(&python, &local);
    let log = run_experiment(&python, &cluster);
    let ids = job_ids(&log);
    // Lab submits the runs as an array job and every later step as a job depending on the previous one.
    assert!(ids.len() >= 5, "expected the run array and the step jobs:\n{log}");
    assert!(log.contains("--array") || std::fs::read_dir(cluster.join("data/experiment-grid-steps")).is_ok());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(600);
    loop {
        let q = Command::new("squeue").args(["-h", "-j", &ids.join(",")]).output().unwrap();
        if String::from_utf8_lossy(&q.stdout).trim().is_empty() {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "Slurm jobs still queued after 10 minutes"
        );
        std::thread::sleep(std::time::Duration::from_millis(500));
    }
    let steps = cluster.join("data/experiment-grid-steps");
    let err = std::fs::read_to_string(steps.join("slurm.err")).unwrap_or_default();
    assert!(err.trim().is_empty(), "slurm.err:\n{err}");
    let on_cluster = checked_runs(&cluster, &["lama-first", "native"], 8);
    let here = checked_runs(&local, &["lama-first", "native"], 8);
    assert_eq!(on_cluster.keys().collect::<Vec<_>>(), here.keys().collect::<Vec<_>>());
    for (key, c) in &on_cluster {
        let l = &here[key];
        for attribute in [
            "coverage",
            "unsolvable",
            "error",
            "plan_length",
            "cost",
            "native_valid",
            "val",
            "expansions",
        ] {
            assert_eq!(
                c.get(attribute),
                l.get(attribute),
                "{key}: {attribute} differs between Slurm and local"
            );
        }
    }
    assert!(cluster.join("data/experiment-eval/report.html").is_file());
}

#[test]
fn bench_chess_writes_lab_properties() {
    let dir = tempfile::tempdir().unwrap();
    let props = dir.path().join("properties");
    bin()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "bench",
            "chess",
            "problems/chess/thesis-4x4",
            "--searches",
            "astar,bfs",
            "--native-only",
            "--quiet",
        ])
        .arg("--properties")
        .arg(&props)
        .assert()
        .success();
    let runs = properties(&props);
    assert_eq!(runs.len(), 14, "7 problems × 2 searches");
    let r = &runs["native:astar-chess-thesis-4x4-row-3"];
    assert_eq!(r["coverage"], 1);
    assert_eq!(r["plan_length"], 3, "thesis Table 5.1 row 3 is 3 moves");
    assert_eq!(r["native_valid"], 1);
    assert_eq!(r["error"], "success");
    assert_eq!(r["id"], serde_json::json!(["native:astar", "chess-thesis-4x4", "row-3"]));
}

/// Issue 27's researcher's trap: with default settings (`--configs
/// default`, each game's own configuration as `plan` picks it) a Lab
/// experiment solves every shipped 4x4 chess task, each plan validated
/// natively and by VAL, where lama-first solved none.
#[test]
fn lab_with_default_configs_solves_every_shipped_chess_task() {
    let (Some(python), Some(_)) = (common::lab_python(), common::fast_downward()) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let exp = dir.path().join("exp");
    let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems/suites/chess-thesis-4x4");
    write_experiment(&suite, &exp, "default", &["--processes", "2", "--no-native"]);
    run_experiment(&python, &exp);
    let props = properties(&exp.join("data/experiment-eval/properties"));
    assert_eq!(props.len(), 7, "one run per task");
    for (key, run) in &props {
        assert_eq!(run["algorithm"], "default", "{key}");
        assert_eq!(run["coverage"], 1, "{key}: not solved");
        assert_eq!(run["native_valid"], 1, "{key}: not validated natively");
        assert_eq!(run["val_valid"], 1, "{key}: VAL did not accept the plan");
    }
}

/// Issue 25, item 4: a proof-game suite through Lab with `--count`. SymK's
/// optimal top-k search (`plans --plies N`, every plan replayed) and the
/// native count (`chess proofgame --count-all`) run side by side on every
/// instance; both must equal the suite's solutions column. One instance's
/// column is falsified first: both of its runs must carry an unexplained
/// error, so the check can fail. SymK's optimal mode on the same task
/// (`plan --format sas --plies N`) finds one game of exactly N plies, its
/// verdict (`plans --plies N --max 2`) is unique where one game exists, and
/// Fast Downward's A* with LM-cut on that task (algorithm `lmcut`) finds a
/// game of N plies too.
#[test]
fn lab_counts_every_game_of_a_proof_game_suite_with_symk_and_natively() {
    let (Some(python), Some(_)) = (common::lab_python(), common::symk()) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("pgs");
    bin()
        .args([
            "chess",
            "generate",
            "--plies",
            "4,6",
            "--per-length",
            "2",
            "--seed",
            "3",
            "--out",
        ])
        .arg(&games)
        .assert()
        .success();
    let suites = dir.path().join("suites");
    bin()
        .args(["suite", "export", "--game", "chess", "--out"])
        .arg(&suites)
        .arg(&games)
        .assert()
        .success();
    let suite = suites.join("chess-pgs");
    let rows_path = suite.join("instances.json");
    let mut rows: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(&rows_path).unwrap()).unwrap();
    assert_eq!(rows.len(), 4);
    let counts: Vec<u64> = rows
        .iter()
        .map(|r| r["solutions"].as_str().unwrap().parse().unwrap())
        .collect();
    let falsified = rows[1]["id"].as_str().unwrap().to_string();
    rows[1]["solutions"] = Value::String((counts[1] + 1).to_string());
    std::fs::write(&rows_path, serde_json::to_string(&rows).unwrap()).unwrap();

    let exp = dir.path().join("exp");
    bin()
        .args(["suite", "lab", "--suite"])
        .arg(&suite)
        .arg("--out")
        .arg(&exp)
        .args(["--planner", "symk", "--count", "--no-native", "--processes", "2"])
        .args(["--time-limit", "60", "--memory-limit", "2G"])
        .assert()
        .success();
    run_experiment(&python, &exp);
    let props = properties(&exp.join("data/experiment-eval/properties"));
    assert_eq!(
        props.len(),
        20,
        "a top-k, a native count, an optimal plan, a verdict and an LM-cut plan per instance: {:?}",
        props.keys()
    );
    for (row, count) in rows.iter().zip(&counts) {
        let id = row["id"].as_str().unwrap();
        let top_k = &props[&format!("top-k-chess-pgs-{id}.pddl")];
        let native = &props[&format!("native-count-chess-pgs-{id}.pddl")];
        assert_eq!(top_k["coverage"], 1, "{id}: {top_k:?}");
        assert_eq!(top_k["count_agrees"], 1, "{id}");
        assert_eq!(top_k["plans"], *count, "{id}: SymK's plans");
        assert_eq!(top_k["valid_plans"], *count, "{id}: plans replayed");
        assert_eq!(native["games"], *count, "{id}: the native count");
        assert_eq!(native["coverage"], 1, "{id}");
        assert_eq!(top_k["plan_length"], row["plan_length"], "{id}");
        let optimal = &props[&format!("optimal-chess-pgs-{id}.pddl")];
        assert_eq!(optimal["coverage"], 1, "{id}: {optimal:?}");
        assert_eq!(optimal["plan_length"], row["plan_length"], "{id}: SymK's optimal plan");
        assert_eq!(optimal["val_valid"], 1, "{id}");
        assert!(optimal.get("unexplained_errors").is_none(), "{id}: {optimal:?}");
        let lmcut = &props[&format!("lmcut-chess-pgs-{id}.pddl")];
        assert_eq!(
            (&lmcut["coverage"], &lmcut["plan_length"], &lmcut["val_valid"]),
            (&Value::from(1), &row["plan_length"], &Value::from(1)),
            "{id}: Fast Downward's LM-cut plan: {lmcut:?}"
        );
        assert_eq!(lmcut["planner"], "fast-downward", "{id}");
        assert!(lmcut.get("unexplained_errors").is_none(), "{id}: {lmcut:?}");
        // SymK stops at the second plan: unique exactly where one game exists.
        let verdict = &props[&format!("verdict-chess-pgs-{id}.pddl")];
        assert_eq!(verdict["coverage"], 1, "{id}: {verdict:?}");
        assert_eq!(verdict["plans"], (*count).min(2), "{id}: {verdict:?}");
        assert_eq!(verdict["unique"], u64::from(*count == 1), "{id}: {verdict:?}");
        for run in [top_k, native] {
            let errors = run
                .get("unexplained_errors")
                .and_then(|e| e.as_array())
                .map_or(0, |e| e.len());
            assert_eq!(
                errors,
                usize::from(id == falsified),
                "{id}: {:?}",
                run.get("unexplained_errors")
            );
        }
    }
}
