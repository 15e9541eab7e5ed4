//! VAL (installed by scripts/install-planners.sh) as the independent
//! PDDL-level check: it accepts every exported native solution in every
//! encoding, rejects a corrupted plan at the same step as the native replay,
//! and checks chess plans through the Rays formulation. Also a second real
//! planner (pyperplan) through --planner-cmd. A missing VAL or pyperplan
//! fails these tests.

use crate::common;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use solopddl::pddl::plan::parse_plan_file;
use solopddl::pddl::solo_export_plan::moves_to_actions;
use solopddl::pddl::Encoding;
use solopddl::planner::val::{self, ValVerdict, Validator};
use solopddl::roundtrip::{val_check, CheckedPlan, Checks, Task};
use solopddl::solo::rules::notation::to_solo_fen;
use solopddl::solo::search::solver::{solve, SolveOptions, Verdict};
use solopddl::solo::{Move, Puzzle, Role};

fn validator() -> Option<Validator> {
    common::val_checks().and_then(|c| c.val)
}

fn solvable_puzzles(seed: u64, count: usize) -> Vec<(Puzzle, Vec<Move>)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let p = common::random_puzzle(&mut rng);
        if let (Verdict::Solved(moves), _) = solve(&p, &SolveOptions::default()) {
            out.push((p, moves));
        }
    }
    out
}

/// 100% of exported native solutions are valid plans for VAL, in all
/// three encodings, on 150 random solvable puzzles.
#[test]
fn val_accepts_every_exported_native_solution() {
    let Some(v) = validator() else { return };
    let checks = Checks {
        val: Some(v),
        val_time_limit: None,
    };
    let cases = solvable_puzzles(11, 150);
    let f = common::failures_in_parallel(&cases, |(p, moves)| {
        let mut failures = Vec::new();
        for enc in Encoding::ALL {
            let task = Task::Solo {
                puzzle: p.clone(),
                encoding: enc,
            };
            let actions = moves_to_actions(p, enc, moves).unwrap();
            let dir = tempfile::tempdir().unwrap();
            let verdict = val_check(&task, &checks, &actions, dir.path(), "t").unwrap();
            if verdict != ValVerdict::Valid {
                failures.push(format!("{} [{}]: VAL {}", to_solo_fen(p), enc.name(), verdict.label()));
            }
        }
        failures
    });
    assert!(f.is_empty(), "{} rejected:\n{}", f.len(), f.join("\n"));
}

/// A solution with one capture removed (or two swapped) is rejected by
/// VAL and by the native replay, at the same step.
#[test]
fn a_corrupted_plan_fails_at_the_same_step_for_val_and_native() {
    let Some(v) = validator() else { return };
    let checks = Checks {
        val: Some(v),
        val_time_limit: None,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    let cases: Vec<_> = solvable_puzzles(12, 200)
        .into_iter()
        .filter(|(p, m)| m.len() >= 3 && p.pieces().iter().any(|x| x.role == Role::King))
        .take(60)
        .collect();
    assert!(cases.len() >= 40, "only {} cases", cases.len());
    let mut compared = 0;
    for (p, moves) in &cases {
        for enc in Encoding::ALL {
            let mut actions = moves_to_actions(p, enc, moves).unwrap();
            let i = rng.gen_range(0..actions.len() - 1);
            if rng.gen_bool(0.5) {
                actions.remove(i);
            } else {
                actions.swap(i, i + 1);
            }
            let task = Task::Solo {
                puzzle: p.clone(),
                encoding: enc,
            };
            let native = task.check_plan(&actions);
            let dir = tempfile::tempdir().unwrap();
            let verdict = val_check(&task, &checks, &actions, dir.path(), "t").unwrap();
            let native_step = match &native {
                CheckedPlan::Valid { .. } => continue, // a swap of independent captures can stay valid
                CheckedPlan::Invalid { step, .. } => *step,
                CheckedPlan::Unmappable { reason } => reason
                    .strip_prefix("step ")
                    .and_then(|r| r.split(' ').next())
                    .and_then(|n| n.parse().ok()),
            };
            let ValVerdict::Invalid { step, .. } = &verdict else {
                panic!(
                    "{} [{}]: native {native:?}, VAL {}",
                    to_solo_fen(p),
                    enc.name(),
                    verdict.label()
                );
            };
            assert_eq!(
                *step,
                native_step,
                "{} [{}]: native {native:?}, VAL {verdict:?}",
                to_solo_fen(p),
                enc.name()
            );
            compared += 1;
        }
    }
    assert!(compared >= 100, "only {compared} corrupted plans compared");
}

/// VAL on the chess encoding: the exported formulation for VAL answers in
/// well under a second on an 8×8 plan, and the CLI reports both verdicts.
#[test]
fn val_checks_chess_plans_through_the_rays_formulation() {
    if validator().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let problem = concat!(env!("CARGO_MANIFEST_DIR"), "/problems/chess/thesis-8x8-kings/row-05.chess");
    let bin = || assert_cmd::Command::cargo_bin("solopddl").unwrap();
    let plan = dir.path().join("plan");
    bin()
        .args(["chess", "solve", problem, "--pddl-plan"])
        .arg(&plan)
        .assert()
        .success();
    bin()
        .args(["export", problem, "--for-val", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    let t0 = std::time::Instant::now();
    bin()
        .arg("validate")
        .arg(&plan)
        .arg("--pddl")
        .arg(dir.path().join("domain.pddl"))
        .arg(dir.path().join("problem.pddl"))
        .args(["--puzzle", problem])
        .assert()
        .success()
        .stdout(predicates::str::contains("VAL: valid"));
    assert!(t0.elapsed().as_secs_f64() < 10.0, "VAL took {:?}", t0.elapsed());
    // Drop the second move: both reject it at step 2.
    let text = std::fs::read_to_string(&plan).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines.remove(1);
    std::fs::write(&plan, lines.join("\n")).unwrap();
    bin()
        .arg("validate")
        .arg(&plan)
        .arg("--pddl")
        .arg(dir.path().join("domain.pddl"))
        .arg(dir.path().join("problem.pddl"))
        .args(["--puzzle", problem])
        .assert()
        .code(1)
        .stdout(predicates::str::contains("invalid: step 2").and(predicates::str::contains("VAL: invalid at step 2")));
}

use predicates::prelude::PredicateBooleanExt;

/// A plan VAL and the native replay judge differently exits 6: a plan
/// for another puzzle's encoding that VAL accepts against its own files.
#[test]
fn a_disagreement_between_val_and_native_exits_6() {
    if validator().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let bin = || assert_cmd::Command::cargo_bin("solopddl").unwrap();
    // The plan solves KQ (the king takes the queen) but not the puzzle --puzzle names.
    bin()
        .args(["export", "8/8/8/8/8/8/8/KQ6 2", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    let plan = dir.path().join("plan");
    std::fs::write(&plan, "(royal-capture-0 king a1 b1 n1 n0)\n").unwrap();
    bin()
        .arg("validate")
        .arg(&plan)
        .arg("--pddl")
        .arg(dir.path().join("domain.pddl"))
        .arg(dir.path().join("problem.pddl"))
        .args(["--puzzle", "8/8/8/8/8/8/8/K1Q5 2"])
        .assert()
        .code(6)
        .stderr(predicates::str::contains("disagree"));
}

/// A second real planner through --planner-cmd: pyperplan solves the
/// strips encoding, its plan replays natively and VAL accepts it; on the
/// squares encoding (quantified effects, which it does not read) it fails
/// cleanly with exit 8 and its own error.
#[test]
fn pyperplan_through_a_command_template() {
    let venv_pyperplan = concat!(env!("CARGO_MANIFEST_DIR"), "/.venv/bin/pyperplan");
    assert!(
        std::path::Path::new(venv_pyperplan).is_file(),
        "this test needs pyperplan in .venv: run scripts/install-planners.sh"
    );
    let template = format!("{venv_pyperplan} -s gbf -H hff {{domain}} {{problem}}");
    let out = assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .args(["plan", "problems/solo/n06-s7-0001.solo", "--encoding", "strips", "--json"])
        .args(["--planner-cmd", &template, "--plan-file", "{problem}.soln"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["solvable"], true);
    assert_eq!(v["planner"]["name"], "pyperplan");
    assert_eq!(v["plan"].as_array().unwrap().len(), 5);
    if validator().is_some() {
        assert_eq!(v["val"], "valid");
    }
    assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .args(["plan", "problems/solo/n06-s7-0001.solo", "--encoding", "squares"])
        .args(["--planner-cmd", &template, "--plan-file", "{problem}.soln"])
        .assert()
        .code(8)
        .stderr(predicates::str::contains("forall"));
}

/// The plan formats other planners write parse to the same actions as Fast
/// Downward's, and VAL accepts the result.
#[test]
fn ipc_and_ff_plan_formats_reach_val() {
    let Some(v) = validator() else { return };
    let dir = tempfile::tempdir().unwrap();
    let fd = "(royal-capture-0 king a1 b1 n1 n0)\n; cost = 1 (unit cost)\n";
    let ipc = "0.000: (ROYAL-CAPTURE-0 KING A1 B1 N1 N0) [1.000]\n";
    let ff = "step    0: ROYAL-CAPTURE-0 KING A1 B1 N1 N0\n";
    let task = Task::Solo {
        puzzle: solopddl::solo::rules::notation::parse_solo_fen("8/8/8/8/8/8/8/KQ6 2").unwrap(),
        encoding: Encoding::Squares,
    };
    let checks = Checks {
        val: Some(v),
        val_time_limit: Some(val::DEFAULT_TIME_LIMIT),
    };
    for text in [fd, ipc, ff] {
        let actions = parse_plan_file(text).unwrap().actions;
        assert_eq!(actions[0].to_string(), "(royal-capture-0 king a1 b1 n1 n0)");
        assert!(matches!(task.check_plan(&actions), CheckedPlan::Valid { .. }));
        assert_eq!(
            val_check(&task, &checks, &actions, dir.path(), "t").unwrap(),
            ValVerdict::Valid
        );
    }
}

/// VAL accepts `best`'s solution of every one of the 350 sample puzzles
/// (../shared/data/solo-sample), exported in the `squares` encoding.
#[test]
fn val_accepts_best_solutions_of_the_350_sample_puzzles() {
    let Some(v) = validator() else { return };
    let checks = Checks {
        val: Some(v),
        val_time_limit: None,
    };
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/solo-sample");
    let mut cases = Vec::new();
    for level in 2..=15 {
        let dir = root.join(format!("level{level:02}"));
        for entry in std::fs::read_dir(&dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            let p = solopddl::solo::rules::notation::parse_puzzle_text(&text).unwrap();
            let (Verdict::Solved(moves), _) = solve(&p, &SolveOptions::default()) else {
                panic!("{} not solved", to_solo_fen(&p))
            };
            cases.push((p, moves));
        }
    }
    assert_eq!(cases.len(), 350);
    let f = common::failures_in_parallel(&cases, |(p, moves)| {
        let task = Task::Solo {
            puzzle: p.clone(),
            encoding: Encoding::Squares,
        };
        let actions = moves_to_actions(p, Encoding::Squares, moves).unwrap();
        let dir = tempfile::tempdir().unwrap();
        match val_check(&task, &checks, &actions, dir.path(), "t").unwrap() {
            ValVerdict::Valid => vec![],
            other => vec![format!("{}: VAL {}", to_solo_fen(p), other.label())],
        }
    });
    assert!(f.is_empty(), "{} rejected:\n{}", f.len(), f.join("\n"));
}
