//! `plans`: every plan of a Solo Chess puzzle from SymK's top-k search,
//! each replayed natively, counted and compared with `analyze`'s exact
//! solution count, overall and per first capture. The work is in
//! [`crate::roundtrip::top_k`].

use super::planning::planner_setup;
use super::{print_json, Failure, Status};
use crate::cli::PlansArgs;
use crate::planner::{Outcome, Planner, PlannerKind};
use crate::roundtrip::top_k::{all_plans_in_dir, compare_with_analysis, top_k_search};
use crate::roundtrip::{self, Task};
use crate::solo::analysis::analyze::{analyze, AnalyzeOptions};
use crate::solo::rules::load::load_puzzle;

pub fn plans(a: PlansArgs) -> Result<Status, Failure> {
    let puzzle = load_puzzle(&a.puzzle)?;
    let setup = planner_setup(&a.planner, 300.0)?;
    if !matches!(
        setup.planner,
        Planner::Driver {
            kind: PlannerKind::Symk,
            ..
        }
    ) {
        return Err(Failure::new(
            Status::Unsupported,
            "plans needs a top-k planner: pass --planner symk",
        ));
    }
    let mut cfg = setup.config.clone();
    cfg.search = Some(top_k_search(a.max));
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
    let status = if !report.problems.is_empty() {
        Status::PlanInvalid
    } else if !complete {
        Status::Unknown
    } else {
        Status::Success
    };
    if a.json {
        print_json(&report)?;
    } else {
        println!(
            "{} plans from SymK ({} valid, {} distinct capture sequences); analyze: {} solutions × {} plans each = {}",
            report.plans, report.valid, report.distinct_sequences, report.solutions, per, report.expected_plans
        );
        println!("{:<10} {:>10} {:>10}", "first", "plans", "expected");
        for f in &report.first_moves {
            println!("{:<10} {:>10} {:>10}", f.capture, f.plans, f.expected);
        }
        eprintln!(
            "SymK {:.3}s, analyze {:.3}s; outcome {}",
            report.planner_time_s, report.analyze_time_s, report.outcome
        );
        for p in &report.problems {
            eprintln!("problem: {p}");
        }
    }
    match status {
        Status::PlanInvalid => Err(Failure::new(
            status,
            "the plans and analyze disagree (an encoding or mapping bug)",
        )),
        Status::Unknown if all.run.outcome != Outcome::PlanFound => Err(Failure::new(
            status,
            format!(
                "the planner stopped early ({}): the counts are partial",
                all.run.outcome.name()
            ),
        )),
        s => Ok(s),
    }
}
