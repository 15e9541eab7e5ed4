//! The strong solution against naive enumeration and the solver, symmetry
//! invariance, composed puzzles re-checked by enumeration, and the CLI.

use crate::common;

use assert_cmd::Command;
use predicates::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use solopddl::board::Board;
use solopddl::solo::analysis::analyze::{analyze, fraction_to_f64, Analysis, AnalyzeOptions};
use solopddl::solo::analysis::compose::{canonical_fen, compose_one, symmetric_images, ComposeOptions};
use solopddl::solo::search::brute::brute_force_count;
use solopddl::solo::search::solver::{solve, SolveOptions, Verdict};
use solopddl::solo::Budget;
use std::time::{Duration, Instant};

fn full(exact: bool) -> AnalyzeOptions {
    AnalyzeOptions {
        deadline: None,
        memory_bytes: None,
        max_states: u64::MAX,
        exact,
        all_positions: true,
        control: Default::default(),
    }
}

/// ≥ 500 random small puzzles: solution counts equal naive enumeration,
/// "solvable" equals the solver's verdict, the winning moves are exactly the
/// captures with solutions, and the exact probability matches the float.
#[test]
fn counts_equal_naive_enumeration_and_the_solver() {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let (mut solvable, mut unsolvable) = (0, 0);
    for _ in 0..520 {
        let p = common::random_puzzle(&mut rng);
        let a = analyze(&p, full(true));
        assert!(a.complete);
        let naive = brute_force_count(&p);
        assert_eq!(
            a.solution_count(),
            naive,
            "{}",
            solopddl::solo::rules::notation::to_solo_fen(&p)
        );
        let (verdict, _) = solve(&p, &SolveOptions::default());
        assert_eq!(matches!(verdict, Verdict::Solved(_)), naive > 0);
        let per_move: u128 = a.moves.iter().map(|m| m.solutions.saturating_u128()).sum();
        assert_eq!(per_move, naive, "per-move counts add up");
        assert_eq!(a.dead_ends.map(|d| d + a.solvable), a.reachable);
        assert_eq!(a.reachable, Some(a.positions));
        let exact = fraction_to_f64(a.random_solve_exact.as_deref().unwrap()).unwrap();
        assert!((exact - a.random_solve).abs() < 1e-9, "{exact} vs {}", a.random_solve);
        assert_eq!(a.rating.is_some(), naive > 0);
        if naive > 0 {
            solvable += 1;
        } else {
            unsolvable += 1;
        }
    }
    assert!(
        solvable >= 100 && unsolvable >= 100,
        "{solvable} solvable, {unsolvable} unsolvable"
    );
}

fn figures(a: &Analysis) -> (Option<u64>, u64, String, u64, u32, Option<u32>, u64) {
    (
        a.reachable,
        a.solvable,
        a.solutions.to_string(),
        a.finals,
        a.only_move_decisions,
        a.first_only_move,
        (a.random_solve * 1e12).round() as u64,
    )
}

#[test]
fn symmetric_puzzles_analyse_to_identical_figures() {
    let mut rng = ChaCha8Rng::seed_from_u64(22);
    let mut multi = 0;
    for _ in 0..150 {
        let p = common::random_puzzle(&mut rng);
        let images = symmetric_images(&p);
        let want = figures(&analyze(&p, full(false)));
        for q in &images {
            assert_eq!(figures(&analyze(q, full(false))), want);
            assert_eq!(canonical_fen(q), canonical_fen(&p));
        }
        multi += (images.len() > 2) as usize;
    }
    assert!(multi > 30, "too few pawnless puzzles: {multi}");
}

#[test]
fn composed_unique_puzzles_have_exactly_one_solution() {
    let mut rng = ChaCha8Rng::seed_from_u64(23);
    let mut made = 0;
    for (w, h, n, budget, king) in [
        (4, 4, 5, Budget::Limited(2), true),
        (5, 5, 6, Budget::Limited(2), true),
        (4, 4, 5, Budget::Unlimited, false),
        (8, 8, 8, Budget::Limited(2), true),
    ] {
        let opts = ComposeOptions {
            memory_bytes: None,
            pieces: n,
            board: Board::new(w, h).unwrap(),
            budget,
            king,
            unique: true,
            min_rating: None,
            max_states: 1_000_000,
            control: Default::default(),
        };
        for _ in 0..5 {
            let c = compose_one(&opts, &mut rng, Some(Instant::now() + Duration::from_secs(60))).expect("composed in time");
            assert_eq!(c.analysis.solutions, 1);
            assert_eq!(brute_force_count(&c.puzzle), 1, "{}", canonical_fen(&c.puzzle));
            assert_eq!(c.puzzle.pieces().len(), n);
            made += 1;
        }
    }
    assert_eq!(made, 20);
    // A rating floor is met too.
    let opts = ComposeOptions {
        memory_bytes: None,
        pieces: 8,
        board: Board::STANDARD,
        budget: Budget::Limited(2),
        king: true,
        unique: false,
        min_rating: Some(15.0),
        max_states: 1_000_000,
        control: Default::default(),
    };
    let c = compose_one(&opts, &mut rng, Some(Instant::now() + Duration::from_secs(60))).unwrap();
    assert!(c.analysis.rating.unwrap() >= 15.0);
}

fn bin() -> Command {
    Command::cargo_bin("solopddl").unwrap()
}

#[test]
fn analyze_and_compose_cli() {
    let out = bin()
        .args(["analyze", "8/1B4RQ/8/7R/6Q1/8/6KR/6P1 2", "--json", "--exact"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["solutions"], "1");
    assert_eq!(v["random_solve_exact"], "1/27300");
    // The rating's band, as the book and the web app name it.
    let r = v["rating"].as_f64().unwrap();
    let band = ["easy", "medium", "hard", "expert"][[12.0, 20.0, 28.0].iter().filter(|&&b| r >= b).count()];
    assert_eq!(v["band"], band, "rating {r}");
    assert_eq!(
        v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["solvable"] == true)
            .count(),
        1
    );
    // The state limit stops cleanly with partial figures.
    bin()
        .args(["analyze", "8/8/2N5/3Q4/8/1R6/3KP3/8", "--max-states", "5", "--all-positions"])
        .assert()
        .code(3)
        .stdout(predicate::str::starts_with(
            "incomplete: the state limit stopped the analysis",
        ));
    // Unsolvable: exit 1.
    bin()
        .args(["analyze", "KK"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("solutions 0"));
    let dir = tempfile::tempdir().unwrap();
    bin()
        .args(["compose", "--pieces", "6", "--unique", "--count", "2", "--seed", "5", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    let files: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(files.len(), 2);
    for (args, message) in [
        (vec!["compose", "--pieces", "6"], "unique puzzles and/or a minimum rating"),
        (vec!["compose", "--pieces", "1", "--unique"], "pieces 1: from 2 to 64"),
        (vec!["compose", "--pieces", "6", "--unique", "--budget", "x"], "--budget"),
        (vec!["compose", "--pieces", "6", "--unique", "--board", "9x9"], "9x9"),
    ] {
        bin().args(&args).assert().code(2).stderr(predicate::str::contains(message));
    }
}

/// `train` is reproducible (same seed, same model file), its model orders
/// better than chance on held-out puzzles, and `solve` reads the shipped one.
#[test]
fn train_is_reproducible_and_learns_to_order() {
    let tmp = tempfile::tempdir().unwrap();
    let run = |name: &str| -> (serde_json::Value, String) {
        let out = tmp.path().join(name);
        let o = assert_cmd::Command::cargo_bin("solopddl")
            .unwrap()
            .args([
                "train",
                "--levels",
                "6..8",
                "--per-level",
                "5",
                "--seed",
                "9",
                "--json",
                "--out",
            ])
            .arg(&out)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        (serde_json::from_slice(&o).unwrap(), std::fs::read_to_string(&out).unwrap())
    };
    let (report, first) = run("a.json");
    let (_, second) = run("b.json");
    assert_eq!(first, second, "the same seed must give the same model");
    let top1 = report["held_out_top1"].as_f64().unwrap();
    let random = report["held_out_random_top1"].as_f64().unwrap();
    assert!(top1 > random + 0.2, "the model's first choice wins {top1}, random {random}");
    let m = solopddl::solo::search::learned::Model::from_json(&first).unwrap();
    assert_eq!(m.weights.len(), solopddl::solo::search::learned::FEATURES.len());
    // The shipped model is a trained one, and `solve --heuristic learned` uses it.
    let shipped = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/models/capture-order.json")).unwrap();
    let shipped = solopddl::solo::search::learned::Model::from_json(&shipped).unwrap();
    assert!(shipped.weights.iter().any(|w| *w != 0.0));
    assert_eq!(
        shipped,
        **solopddl::solo::search::learned::DEFAULT_MODEL,
        "the binary embeds models/capture-order.json"
    );
    assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .args(["solve", "problems/solo/n12-s7-0001.solo", "--heuristic", "learned"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .assert()
        .success();
}

/// `train --method q-learning` (the seed's way: rewards only) writes a model
/// that `solve --model` and `bench native --model` use; a file that is not a
/// model is refused with exit 2, naming it.
#[test]
fn q_learning_writes_a_model_the_solver_reads() {
    let tmp = tempfile::tempdir().unwrap();
    let model = tmp.path().join("q.json");
    let out = bin()
        .args([
            "train",
            "--method",
            "q-learning",
            "--levels",
            "6..8",
            "--per-level",
            "5",
            "--seed",
            "9",
        ])
        .args(["--episodes", "50", "--json", "--out"])
        .arg(&model)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let report: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(report["model"]["trained"]["method"], "q-learning");
    assert_eq!(
        report["model"]["trained"]["episodes"],
        50 * 12,
        "12 training puzzles, 3 held out"
    );
    let m = solopddl::solo::search::learned::Model::from_json(&std::fs::read_to_string(&model).unwrap()).unwrap();
    assert_ne!(m, **solopddl::solo::search::learned::DEFAULT_MODEL);
    let solved = bin()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "solve",
            "problems/solo/n12-s7-0001.solo",
            "--heuristic",
            "learned",
            "--json",
            "--model",
        ])
        .arg(&model)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let solved: serde_json::Value = serde_json::from_slice(&solved).unwrap();
    assert_eq!(solved["plan"].as_array().unwrap().len(), 11);
    bin()
        .args([
            "bench",
            "native",
            "--levels",
            "6",
            "--per-level",
            "3",
            "--heuristics",
            "learned-best",
            "--quiet",
        ])
        .arg("--model")
        .arg(&model)
        .assert()
        .success()
        .stdout(predicate::str::contains("3/3"));
    std::fs::write(tmp.path().join("bad.json"), "{}").unwrap();
    bin()
        .args(["solve", "QRK", "--heuristic", "learned", "--model"])
        .arg(tmp.path().join("bad.json"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("bad.json: not a capture-order model"));
}

/// Cutting off the positions the solver's rules prove dead changes no
/// figure but the position counts: solutions, solvable positions, finals,
/// random-play probability (exact fraction too), decisions, rating and every
/// first capture's figures are equal with and without `all_positions`.
#[test]
fn pruned_analysis_equals_the_full_enumeration() {
    let mut rng = ChaCha8Rng::seed_from_u64(23);
    let (mut fewer, mut solvable) = (0, 0);
    for _ in 0..400 {
        let mut p = common::random_puzzle(&mut rng);
        common::add_random_pieces(&mut rng, &mut p, 2);
        let all = analyze(&p, full(true));
        let cut = analyze(
            &p,
            AnalyzeOptions {
                all_positions: false,
                ..full(true)
            },
        );
        let fen = solopddl::solo::rules::notation::to_solo_fen(&p);
        assert_eq!(cut.reachable, None);
        assert!(cut.positions <= all.positions, "{fen}");
        fewer += usize::from(cut.positions < all.positions);
        solvable += usize::from(!all.solutions.is_zero());
        let key = |a: &Analysis| {
            (
                a.solvable,
                a.solutions.clone(),
                a.finals,
                a.random_solve.to_bits(),
                a.random_solve_exact.clone(),
                a.only_move_decisions,
                a.first_only_move,
                a.rating.map(f64::to_bits),
                serde_json::to_string(&a.moves).unwrap(),
            )
        };
        assert_eq!(key(&cut), key(&all), "{fen}");
    }
    assert!(fewer > 200, "the rules cut something off in {fewer} puzzles");
    assert!(solvable > 100, "{solvable} solvable");
}
