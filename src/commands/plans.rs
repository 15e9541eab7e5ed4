//! `plans`: every plan of a Solo Chess puzzle from SymK's top-k search or
//! K*'s top-quality search, each replayed natively, counted and compared
//! with `analyze`'s exact solution count, overall and per first capture;
//! on a `.chess` task, every optimal plan against the native count of
//! games of the optimal length. The work is in [`crate::roundtrip::top_k`].

use super::planning::planner_setup;
use super::{print_json, Failure, Status};
use crate::cli::PlansArgs;
use crate::planner::{Outcome, Planner, PlannerKind};
use crate::roundtrip::top_k::{all_plans_in_dir, compare_with_analysis, compare_with_proof_games, top_k_search};
use crate::roundtrip::{self, Task};
use crate::solo::analysis::analyze::{analyze, AnalyzeOptions};
use crate::solo::rules::load::load_puzzle;

pub fn plans(a: PlansArgs) -> Result<Status, Failure> {
    let setup = planner_setup(&a.planner, 300.0)?;
    let search = match setup.planner {
        Planner::Driver {
            kind: PlannerKind::Symk, ..
        } => top_k_search(a.max),
        Planner::Driver {
            kind: PlannerKind::Kstar,
            ..
        } => crate::planner::kstar::top_quality_search(a.max),
        _ => {
            return Err(Failure::new(
                Status::Unsupported,
                "plans needs a top-k planner: pass --planner symk or --planner kstar",
            ))
        }
    };
    let mut cfg = setup.config.clone();
    cfg.search = Some(search);
    if a.puzzle.ends_with(".chess") {
        return chess_plans(&a, &setup.planner, &cfg);
    }
    let puzzle = load_puzzle(&a.puzzle)?;
    let task = Task::Solo {
        puzzle: puzzle.clone(),
        encoding: a.encoding,
    };
    // One deadline for both phases: the planner's run and the count it is
    // compared with (the count alone can take minutes on a large puzzle).
    let start = std::time::Instant::now();
    let deadline = cfg.time_limit.deadline(start);
    let dir = roundtrip::temp_dir()?;
    let all = all_plans_in_dir(&task, &setup.planner, &cfg, dir.path(), "puzzle")?;
    let t0 = std::time::Instant::now();
    let analysis = analyze(
        &puzzle,
        AnalyzeOptions {
            deadline,
            memory_bytes: Some(a.planner.memory_limit.bytes()),
            ..AnalyzeOptions::states(50_000_000)
        },
    );
    let analyze_time_s = t0.elapsed().as_secs_f64();
    let report = compare_with_analysis(&puzzle, a.encoding, &all, &analysis, a.max, analyze_time_s);
    let (complete, per) = (report.complete, report.plans_per_solution);
    let status = count_status(&report.problems, complete);
    if a.json {
        print_json(&report)?;
    } else {
        println!(
            "{} plans from {} ({} valid, {} distinct capture sequences); analyze: {} solutions × {} plans each = {}",
            report.plans,
            setup.planner.name(),
            report.valid,
            report.distinct_sequences,
            report.solutions,
            per,
            report.expected_plans
        );
        println!("{:<10} {:>10} {:>10}", "first", "plans", "expected");
        for f in &report.first_moves {
            println!("{:<10} {:>10} {:>10}", f.capture, f.plans, f.expected);
        }
        eprintln!(
            "{} {:.3}s, analyze {:.3}s; outcome {}",
            setup.planner.name(),
            report.planner_time_s,
            report.analyze_time_s,
            report.outcome
        );
        for p in &report.problems {
            eprintln!("problem: {p}");
        }
    }
    verdict(status, all.run.outcome)
}

/// A count's status before the planner's outcome is looked at: problems
/// found (exit 5), incomplete (3), or agreement.
fn count_status(problems: &[String], complete: bool) -> Status {
    if !problems.is_empty() {
        Status::PlanInvalid
    } else if !complete {
        Status::Unknown
    } else {
        Status::Success
    }
}

/// The exit status of a count: disagreement is exit 5 (an encoding or
/// mapping bug), a planner stopped early leaves the counts partial.
fn verdict(status: Status, outcome: Outcome) -> Result<Status, Failure> {
    match status {
        Status::PlanInvalid => Err(Failure::new(
            status,
            "the plans and the native count disagree (an encoding or mapping bug)",
        )),
        Status::Unknown if outcome != Outcome::PlanFound => Err(Failure::new(
            status,
            format!("the planner stopped early ({}): the counts are partial", outcome.name()),
        )),
        s => Ok(s),
    }
}

/// `plans` on a chess task: every optimal plan, against the native count
/// of games of the optimal length (A* for the length, the proof-game
/// count for the games), within the planner's time limit.
fn chess_plans(a: &PlansArgs, planner: &Planner, cfg: &crate::planner::Config) -> Result<Status, Failure> {
    let problem = crate::chess::problem::load_problem(std::path::Path::new(&a.puzzle))?;
    let task = Task::Chess(problem.clone());
    let start = std::time::Instant::now();
    let deadline = cfg.time_limit.deadline(start);
    let dir = roundtrip::temp_dir()?;
    let all = all_plans_in_dir(&task, planner, cfg, dir.path(), "task")?;
    let t0 = std::time::Instant::now();
    let (optimal, count) = crate::roundtrip::top_k::native_optimal_games(&problem, deadline, a.planner.memory_limit.bytes());
    let report = compare_with_proof_games(&problem, &all, optimal, count, a.max, t0.elapsed().as_secs_f64());
    let status = count_status(&report.problems, report.complete);
    if a.json {
        print_json(&report)?;
    } else {
        let native = match (&report.optimal_plies, &report.native_count) {
            (Some(l), Some(n)) => format!("{n} games of {l} plies"),
            (Some(l), None) => format!("optimal length {l}, games not counted in time"),
            (None, _) => "no optimal length (unsolvable or out of time)".into(),
        };
        println!(
            "{} plans from {} ({} valid, {} distinct move orders); native: {native}",
            report.plans,
            planner.name(),
            report.valid,
            report.distinct_sequences
        );
        eprintln!(
            "{} {:.3}s, native {:.3}s; outcome {}",
            planner.name(),
            report.planner_time_s,
            report.native_time_s,
            report.outcome
        );
        for p in &report.problems {
            eprintln!("problem: {p}");
        }
    }
    verdict(status, all.run.outcome)
}
