//! `plans`: every plan of a Solo Chess puzzle from SymK's top-k search or
//! K*'s top-quality search, each replayed natively, counted and compared
//! with `analyze`'s exact solution count, overall and per first capture;
//! on a chess task, every optimal plan against the native count of games
//! of the optimal length. The work is in [`crate::api::plans`]; here the
//! report is rendered.

use super::{print_json, Failure, Status};
use crate::api::plan::planner_setup;
use crate::api::plans::{count_plans, count_status, top_k_config, PlansReport};
use crate::cli::PlansArgs;
use crate::commands::planning::load_task;
use crate::planner::Planner;
use crate::roundtrip::top_k::{ChessPlanCount, PlanCount};

pub fn plans(a: PlansArgs) -> Result<Status, Failure> {
    let json = a.json;
    let status = plans_run(a);
    match status {
        // With --json a limit is told by the object (`complete`, `outcome`),
        // as `plan --json` and `chess proofgame --json` tell it: exit 3 with
        // nothing on standard error, which Lab would count as an unexplained error.
        Err(f) if json && f.status == Status::Unknown => Ok(f.status),
        other => other,
    }
}

fn plans_run(a: PlansArgs) -> Result<Status, Failure> {
    let setup = planner_setup(&a.planner.choice(300.0))?;
    let cfg = top_k_config(&setup, a.max)?;
    let task = load_task(&a.task)?;
    let (report, outcome) = count_plans(&task, &setup.planner, &cfg, a.max, a.plies)?;
    let status = count_status(report.problems(), report.complete(), outcome);
    if a.json {
        print_json(&report)?;
    } else {
        match &report {
            PlansReport::Solo(r) => print_solo(r, &setup.planner),
            PlansReport::Chess(r) => print_chess(r, &setup.planner),
        }
        for p in report.problems() {
            eprintln!("problem: {p}");
        }
    }
    status
}

fn print_solo(report: &PlanCount, planner: &Planner) {
    println!(
        "{} plans from {} ({} valid, {} distinct capture sequences); analyze: {} solutions × {} plans each = {}",
        report.plans,
        planner.name(),
        report.valid,
        report.distinct_sequences,
        report.solutions,
        report.plans_per_solution,
        report.expected_plans
    );
    println!("{:<10} {:>10} {:>10}", "first", "plans", "expected");
    for f in &report.first_moves {
        println!("{:<10} {:>10} {:>10}", f.capture, f.plans, f.expected);
    }
    eprintln!(
        "{} {:.3}s, analyze {:.3}s; outcome {}",
        planner.name(),
        report.planner_time_s,
        report.analyze_time_s,
        report.outcome
    );
}

/// A chess count: every optimal plan, against the native count of games
/// of the optimal length (A* for the length, the proof-game count for the
/// games).
fn print_chess(report: &ChessPlanCount, planner: &Planner) {
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
}
