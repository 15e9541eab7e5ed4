//! K* (installed by scripts/install-planners.sh; its search component on
//! Fast Downward's translation) against the native counts: its
//! top-quality search returns every plan of optimal cost, so on a
//! proof-game task the plans are exactly the games of the optimal length
//! (the native proof-game count), and on a Solo Chess puzzle exactly the
//! solutions (`analyze`'s count, times n without a king). Every plan is
//! replayed natively. A missing K* fails these tests.

use crate::common;

use solopddl::planner::{Config, Outcome};
use solopddl::roundtrip::top_k::{all_plans_in_dir, compare_with_proof_games};
use solopddl::roundtrip::Task;

fn top_quality() -> Config {
    common::top_k::every_plan(solopddl::planner::kstar::top_quality_search(None))
}

/// The differential puzzles of `tests/symk.rs` (the same generator and
/// seed, fewer of them): K*'s plans equal analyze's solutions, overall and
/// per first capture, with and without a king, every plan replayed, and
/// K*'s exit 12 on the unsolvable ones read as the proof it is. With
/// SymK's test on the same puzzles, the three counts agree.
#[test]
fn kstar_plan_counts_equal_analyze_on_the_differential_puzzles() {
    use solopddl::solo::analysis::analyze::{analyze, AnalyzeOptions};
    let Some(kstar) = common::kstar() else { return };
    let king = common::top_k::puzzles(41, 60, true);
    let unsolvable = king
        .iter()
        .filter(|p| analyze(p, AnalyzeOptions::states(1_000_000)).solution_count() == 0)
        .count();
    assert!(unsolvable >= 5, "only {unsolvable} unsolvable puzzles");
    let no_king = common::top_k::puzzles(43, 10, false);
    let cfg = top_quality();
    let mut f = common::failures_in_parallel(&king, |p| {
        common::top_k::check(&kstar, &cfg, p, solopddl::pddl::Encoding::Squares)
    });
    f.extend(common::failures_in_parallel(&no_king, |p| {
        common::top_k::check(&kstar, &cfg, p, solopddl::pddl::Encoding::Squares)
    }));
    assert!(f.is_empty(), "{} failures:\n{}", f.len(), f.join("\n"));
}

#[test]
fn kstar_plans_are_every_game_of_the_optimal_length_on_shipped_proof_games() {
    let Some(kstar) = common::kstar() else { return };
    // 4, 4 and 36 games (the counts in the files' comments); the tasks at
    // once (a failing one panics its thread, and the scope the test). The
    // 6-ply one took 45 s of CI's time: the full sweep ([`common::sweep`]) runs it.
    let kstar = &kstar;
    let games = [("pg-n04-s1-01", 4, 4u128), ("pg-n04-s1-02", 4, 4), ("pg-n06-s1-02", 6, 36)];
    std::thread::scope(|s| {
        for (file, plies, games) in games.into_iter().take(common::sweep(2, 3)) {
            s.spawn(move || {
                let path = format!("{}/problems/chess/proofgames/{file}.chess", env!("CARGO_MANIFEST_DIR"));
                let problem = solopddl::chess::problem::load_problem(std::path::Path::new(&path)).unwrap();
                let count = solopddl::chess::proofgame::count_exhaustively(&problem.start, &problem.goal.placement, plies);
                assert_eq!(count, games, "{file}: the native count");
                let dir = tempfile::tempdir().unwrap();
                let task = Task::Chess(problem.clone());
                let all = all_plans_in_dir(&task, kstar, &top_quality(), dir.path(), file).unwrap();
                assert_eq!(all.run.outcome, Outcome::PlanFound, "{file}: {}", all.run.error_tail());
                let report = compare_with_proof_games(&problem, &all, Some(plies), Some(count), None, 0.0);
                assert!(report.agree, "{file}: {report:?}");
                assert_eq!(
                    (report.valid as u128, report.distinct_sequences as u128),
                    (games, games),
                    "{file}"
                );
            });
        }
    });
}

#[test]
fn plans_with_kstar_agree_with_analyze_on_solo_puzzles_and_proof_games() {
    common::kstar();
    let root = env!("CARGO_MANIFEST_DIR");
    // With a king (plans = solutions) and without (n plans per solution).
    for (puzzle, expected) in [
        ("problems/solo/n06-s7-0001.solo", "16 plans from kstar (16 valid"),
        ("problems/solo/board-5x4-budget1-n05.solo", "valid"),
        (
            "problems/chess/proofgames/pg-n04-s1-02.chess",
            "4 plans from kstar (4 valid, 4 distinct move orders); native: 4 games of 4 plies",
        ),
    ] {
        let out = common::bin()
            .current_dir(root)
            .args(["plans", puzzle, "--planner", "kstar", "--json"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{puzzle}: {}", String::from_utf8_lossy(&out.stderr));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["agree"], true, "{puzzle}: {v}");
        assert_eq!(v["plans"], v["valid"], "{puzzle}: {v}");
        let text = common::bin()
            .current_dir(root)
            .args(["plans", puzzle, "--planner", "kstar"])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&text.stdout).to_string();
        assert!(text.contains(expected), "{puzzle}: {text}");
    }
}

#[test]
fn kstar_refuses_an_alias_and_a_finite_domain_task_in_one_line() {
    common::kstar();
    let root = env!("CARGO_MANIFEST_DIR");
    for extra in [&["--alias", "lama-first"][..], &["--format", "sas"][..]] {
        let out = common::bin()
            .current_dir(root)
            .args(["plan", "problems/solo/n06-s7-0001.solo", "--planner", "kstar"])
            .args(extra)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{extra:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(err.contains("K*"), "{err}");
    }
}
