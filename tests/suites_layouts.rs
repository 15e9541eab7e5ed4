//! The suite layouts beyond the IPC folders (issue 29): an Autoscale set
//! measured with the real Fast Downward and reselected from its runs, and
//! the Solo Chess and chess learning layouts (parts that grow, no testing
//! task repeated from training, a task of each planned from the top domain).

use crate::common;

use crate::suites::{files, shipped};
use common::bin;

/// An Autoscale set measured here with the real Fast Downward: 30 tasks from
/// a pool of 30, every candidate run in both configurations, the tasks
/// numbered from the easiest rank to the hardest, and the runs read back
/// select the same set byte for byte.
#[test]
fn an_autoscale_set_is_measured_by_the_planner_and_reselected_from_its_runs() {
    let Some(_) = common::fast_downward() else { return };
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "suite",
        "export",
        "--layout",
        "autoscale",
        "--levels",
        "4..6",
        "--per-level",
        "10",
    ];
    let common_args = ["--encodings", "squares", "--time-limit", "5", "--no-times", "--out"];
    bin()
        .args(args)
        .args(common_args)
        .arg(dir.path().join("a"))
        .assert()
        .success();
    let set = dir.path().join("a/solo-chess-squares");
    let runs = std::fs::read_to_string(set.join("measurements.csv")).unwrap();
    let rows: Vec<Vec<String>> = runs
        .lines()
        .skip(1)
        .map(|l| l.split(',').map(String::from).collect())
        .collect();
    assert_eq!(rows.len(), 60, "{runs}");
    assert!(
        rows.iter().all(|r| r[7].starts_with('p')),
        "every candidate of a pool of 30 is selected"
    );
    assert!(
        rows.iter().filter(|r| r[1] == "satisficing").all(|r| r[3] == "true"),
        "{runs}"
    );
    // p01 … p30 climb: the optimal run's expansions never fall while it solves.
    let mut by_id: Vec<(String, u64)> = rows
        .iter()
        .filter(|r| r[1] == "optimal" && r[3] == "true")
        .map(|r| (r[7].clone(), r[5].parse().unwrap()))
        .collect();
    by_id.sort();
    assert!(by_id.windows(2).all(|w| w[0].1 <= w[1].1), "{by_id:?}");
    assert!(set.join("p30.pddl").exists() && set.join("instances.csv").exists() && set.join("LICENSE").exists());
    bin()
        .args(args)
        .args(common_args)
        .arg(dir.path().join("b"))
        .arg("--measurements")
        .arg(set.join("measurements.csv"))
        .assert()
        .success()
        .stdout(predicates::str::contains("(0 planner runs measured)"));
    let again = dir.path().join("b/solo-chess-squares");
    for f in files(&set) {
        assert_eq!(
            std::fs::read(set.join(&f)).unwrap(),
            std::fs::read(again.join(&f)).unwrap(),
            "{}",
            f.display()
        );
    }
    // A file without a candidate's runs is one line, exit 2.
    let short = dir.path().join("short.csv");
    std::fs::write(&short, runs.lines().take(40).collect::<Vec<_>>().join("\n")).unwrap();
    bin()
        .args(args)
        .args(common_args)
        .arg(dir.path().join("c"))
        .arg("--measurements")
        .arg(&short)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("needs one satisficing and one optimal run"));
}

/// The learning layout: every part holds its sizes (easy 4-6, medium 7-9,
/// hard 10-12 pieces), no testing task repeats a training task, and a
/// hard testing task plans through the round trip with the top domain.
#[test]
fn the_ipc_learning_layout_has_growing_parts_and_plans_from_the_top_domain() {
    let root = shipped().join("ipc-learning/solo-chess-squares");
    let rows = |part: &str| solopddl::suite::read_instances(&root.join(part)).unwrap();
    let training = rows("training/easy");
    let mut seen = std::collections::HashSet::new();
    for r in &training {
        seen.insert(r.source.clone());
    }
    for (part, range) in [
        ("training/easy", 4..=6),
        ("testing/easy", 4..=6),
        ("testing/medium", 7..=9),
        ("testing/hard", 10..=12),
    ] {
        let rs = rows(part);
        assert_eq!(rs.len(), 6, "{part}");
        for (i, r) in rs.iter().enumerate() {
            assert_eq!(r.id, format!("p{:02}", i + 1));
            assert!(range.contains(&r.pieces), "{part} {}: {} pieces", r.id, r.pieces);
            assert!(root.join(part).join(format!("{}.pddl", r.id)).is_file());
            if part != "training/easy" {
                assert!(!seen.contains(&r.source), "{part} {} repeats a training task", r.id);
            }
        }
    }
    common::fast_downward();
    let src = rows("testing/hard")[5].source.clone();
    bin()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["plan", &src, "--pddl"])
        .arg(root.join("domain.pddl"))
        .arg(root.join("testing/hard/p06.pddl"))
        .assert()
        .success()
        .stderr(predicates::str::contains("valid; VAL valid"));
}

/// The chess learning layout: random walks of 1-3 plies in the easy parts,
/// 4-6 in medium, 7-9 in hard, each with its optimal length and the count
/// of optimal games; no testing pair repeats a training pair; a medium
/// testing task plans through the round trip with the top domain.
#[test]
fn the_chess_learning_layout_grows_by_walk_length_and_plans_from_the_top_domain() {
    let root = shipped().join("ipc-learning/chess");
    let rows = |part: &str| solopddl::suite::read_instances(&root.join(part)).unwrap();
    let seen: std::collections::HashSet<(String, String)> =
        rows("training/easy").into_iter().map(|r| (r.source, r.goal)).collect();
    for (part, range) in [
        ("training/easy", 1..=3),
        ("testing/easy", 1..=3),
        ("testing/medium", 4..=6),
        ("testing/hard", 7..=9),
    ] {
        let rs = rows(part);
        assert!(rs.len() >= 5, "{part}: {} tasks", rs.len());
        for r in &rs {
            let walk: usize = r.name.split('-').nth(1).unwrap().parse().unwrap();
            assert!(range.contains(&walk), "{part} {}: a walk of {walk} plies", r.id);
            assert_eq!(r.verdict, "solvable", "{part} {}", r.id);
            assert!(r.plan_length.unwrap() <= walk, "{part} {}: the walk itself is a plan", r.id);
            assert!(r.solutions.is_some(), "{part} {}: optimal games counted", r.id);
            if part != "training/easy" {
                assert!(!seen.contains(&(r.source.clone(), r.goal.clone())), "{part} {} repeats", r.id);
            }
        }
    }
    common::fast_downward();
    let task = &rows("testing/medium")[0];
    bin()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["plan", "--start", &task.source, "--goal", &task.goal, "--pddl"])
        .arg(root.join("domain.pddl"))
        .arg(root.join("testing/medium").join(format!("{}.pddl", task.id)))
        .assert()
        .success()
        .stderr(predicates::str::contains("valid; VAL valid"));
}
