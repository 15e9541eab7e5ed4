//! `plans`: every plan of a Solo Chess puzzle from SymK's top-k search,
//! each replayed natively, counted and compared with `analyze`'s exact
//! solution count, overall and per first capture. The work is in
//! [`crate::roundtrip::top_k`].

use super::planning::planner_setup;
use super::{print_json, Failure, Status};
use crate::cli::PlansArgs;
use crate::planner::{Outcome, Planner, PlannerKind};
use crate::roundtrip::top_k::{all_plans_in_dir, plans_per_solution, top_k_search};
use crate::roundtrip::{self, CheckedPlan, Task};
use crate::solo::analyze::{analyze, AnalyzeOptions};
use crate::solo::load::load_puzzle;
use crate::solo::Role;
use std::collections::{BTreeMap, HashSet};

#[derive(serde::Serialize)]
struct FirstMove {
    capture: String,
    plans: u128,
    /// analyze's solutions after this capture × plans per solution.
    expected: u128,
}

#[derive(serde::Serialize)]
struct PlansJson {
    puzzle: String,
    encoding: &'static str,
    config: String,
    /// The planner's outcome (plan-found, unsolvable, out-of-time, …).
    outcome: String,
    complete: bool,
    plans: usize,
    valid: usize,
    /// Distinct capture sequences among the valid plans.
    distinct_sequences: usize,
    solutions: String,
    plans_per_solution: u128,
    expected_plans: u128,
    agree: bool,
    first_moves: Vec<FirstMove>,
    planner_time_s: f64,
    analyze_time_s: f64,
    problems: Vec<String>,
}

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
    let per = plans_per_solution(puzzle.pieces.iter().any(|x| x.role == Role::King), puzzle.pieces.len());
    let mut problems = Vec::new();
    let mut sequences = HashSet::new();
    let mut by_first: BTreeMap<String, u128> = BTreeMap::new();
    let mut valid = 0;
    for (i, p) in all.plans.iter().enumerate() {
        match p {
            CheckedPlan::Valid { moves } => {
                valid += 1;
                *by_first.entry(moves.first().cloned().unwrap_or_default()).or_default() += 1;
                sequences.insert(moves.clone());
            }
            CheckedPlan::Invalid { reason, .. } => problems.push(format!("plan {}: invalid: {reason}", i + 1)),
            CheckedPlan::Unmappable { reason } => problems.push(format!("plan {}: unmappable: {reason}", i + 1)),
        }
    }
    let complete = matches!(all.run.outcome, Outcome::PlanFound | Outcome::Unsolvable) && analysis.complete;
    let expected = analysis.solution_count().saturating_mul(per);
    let wanted = a.max.map_or(expected, |m| expected.min(m as u128));
    let mut first_moves = Vec::new();
    for m in &analysis.moves {
        let exp = m.solutions.parse::<u128>().unwrap_or(u128::MAX).saturating_mul(per);
        let got = by_first.remove(&m.capture).unwrap_or(0);
        if exp > 0 || got > 0 {
            first_moves.push(FirstMove {
                capture: m.capture.clone(),
                plans: got,
                expected: exp,
            });
        }
    }
    for (capture, n) in by_first {
        problems.push(format!("{n} plans start with {capture}, which is no capture of the start"));
    }
    let counts_agree = valid as u128 == wanted
        && sequences.len() as u128 * per == valid as u128
        && (a.max.is_some() || first_moves.iter().all(|f| f.plans == f.expected));
    if complete && !counts_agree {
        problems.push(format!(
            "{valid} valid plans ({} distinct capture sequences), expected {wanted}",
            sequences.len()
        ));
    }
    let agree = complete && problems.is_empty();
    let report = PlansJson {
        puzzle: crate::solo::notation::to_solo_fen(&puzzle),
        encoding: a.encoding.name(),
        config: all.config.label(),
        outcome: all.run.outcome.name().to_string(),
        complete,
        plans: all.plans.len(),
        valid,
        distinct_sequences: sequences.len(),
        solutions: analysis.solutions.clone(),
        plans_per_solution: per,
        expected_plans: wanted,
        agree,
        first_moves,
        planner_time_s: all.run.stats.wall_time_s,
        analyze_time_s,
        problems,
    };
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
