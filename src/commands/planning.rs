//! `export` and `plan`: tasks to PDDL, and the round trip through the
//! planner rendered as text or JSON. The work is in [`crate::roundtrip`].

use super::{create_dir, plan_status, print_json, refuse_existing, write_output, write_silently, Failure, Status};
use crate::api::plan::{planner_setup, run_round_trip};
use crate::cli::options::ExportDestination;
use crate::cli::{ExportArgs, PlanArgs, TaskArgs};
use crate::files;
use crate::planner::{self, Planner};
use crate::roundtrip::{self, problem_name, PlanOutcome, Task};

/// The task the flags name.
pub fn load_task(args: &TaskArgs) -> Result<Task, Failure> {
    crate::api::plan::load_task(
        args.puzzle.as_deref(),
        args.start.as_deref(),
        args.goal.as_deref(),
        args.encoding,
    )
}

fn task_name(args: &TaskArgs) -> String {
    problem_name(args.puzzle.as_deref(), if args.puzzle.is_some() { "puzzle" } else { "chess" })
}

pub fn export(a: ExportArgs) -> Result<Status, Failure> {
    let task = load_task(&a.task)?;
    let destination = a.destination()?;
    if let Some(dir) = &a.out {
        create_dir(dir, "--out")?;
    }
    match destination {
        ExportDestination::Pddl { domain, problem } => {
            let name = task_name(&a.task);
            let (dt, pt) = a.pddl_texts(&task, &name);
            write_silently(&domain, &dt, a.force)?;
            write_silently(&problem, &pt, a.force)?;
            let (d, p) = (domain.display(), problem.display());
            println!("wrote {d} and {p} ({} encoding)", task.encoding_name());
        }
        ExportDestination::Sas(path) => {
            let task = task.for_format(planner::TaskFormat::Sas);
            let sas = match (a.no_axioms, a.plies) {
                (_, Some(plies)) => task.sas_for_plies(plies),
                (true, None) => task.sas_without_axioms(),
                (false, None) => task.sas(),
            };
            write_silently(&path, &sas.to_sas(), a.force)?;
            let n = sas.size();
            println!(
                "wrote {} (finite-domain task: {} variables, {} values, {} operators, {} axioms)",
                path.display(),
                n.variables,
                n.values,
                n.operators,
                n.axioms
            );
        }
    }
    Ok(Status::Success)
}

pub fn plan(a: PlanArgs) -> Result<Status, Failure> {
    let task = load_task(&a.task)?;
    // Checked before the planner runs, written after it.
    for out in [&a.plan_out, &a.pgn].into_iter().flatten() {
        refuse_existing(out, a.force)?;
    }
    if a.pgn.is_some() && !matches!(task, Task::Chess(_)) {
        return Err(Failure::bad_input(
            "--pgn: PGN is for single-player chess problems, not Solo Chess",
        ));
    }
    let mut setup = planner_setup(&a.planner.choice(300.0))?;
    setup.config.search = a.search();
    setup.config.format = a.format;
    let given = match &a.pddl {
        Some(paths) => Some(roundtrip::GivenPddl {
            domain: super::read_file(&paths[0], "--pddl domain", files::PDDL)?,
            problem: super::read_file(&paths[1], "--pddl problem", files::PDDL)?,
        }),
        None => None,
    };
    if let Planner::Command(cp) = &mut setup.planner {
        cp.reuse_existing_plan_file = a.force;
    }
    let source = match (&given, a.plies) {
        (Some(g), _) => roundtrip::Source::Given(g),
        (None, Some(n)) => roundtrip::Source::WithinPlies(n),
        (None, None) => roundtrip::Source::Export,
    };
    let rt = run_round_trip(&task, source, &setup, a.keep.as_deref(), &task_name(&a.task))?;
    let planner = &setup.planner;
    let plan_written = match (&a.plan_out, &rt.run.plan) {
        (Some(out), Some(p)) => {
            write_output(out, &p.text, true)?;
            Some(out.clone())
        }
        _ => None,
    };
    if let (Some(out), Task::Chess(p), PlanOutcome::Valid { moves }) = (&a.pgn, &task, &rt.outcome) {
        write_output(out, &crate::api::plan::chess_pgn(p, moves, &rt.config.label())?, true)?;
    }
    let status = plan_status(&rt.outcome);
    let st = &rt.move_stats();
    let message = rt.message();
    if a.json {
        let plan_file = plan_written
            .clone()
            .or(a.keep.as_ref().and(rt.run.plan.as_ref().map(|p| p.path.clone())));
        return print_json(&crate::api::plan::PlanAnswer::new(&rt, &task, planner, plan_file)).map(|_| status);
    }
    match &rt.outcome {
        PlanOutcome::Valid { moves } => moves.iter().for_each(|m| println!("{m}")),
        // rt.message() names the plies: "no game of at most N plies".
        PlanOutcome::UnsolvableWithinBound if rt.within_plies.is_some() => {
            println!("{message} (proven by {} on the narrowed task)", planner.display_name())
        }
        PlanOutcome::Unsolvable => println!("unsolvable (proven by {})", planner.display_name()),
        PlanOutcome::LimitReached(_) => println!("unknown: {message}"),
        _ => {}
    }
    let val_note = rt.val.as_ref().map(|v| format!("; VAL {}", v.label())).unwrap_or_default();
    eprintln!(
        "{} {} ({} encoding, {} format): {}{val_note}; {st}",
        planner.name(),
        rt.config.label(),
        task.for_format(a.format).encoding_name(),
        a.format.name(),
        rt.outcome.name(),
    );
    match (&plan_written, &a.keep, &rt.run.plan) {
        (Some(p), _, _) => eprintln!("plan file: {} (give it to `solopddl validate`)", p.display()),
        (None, Some(_), Some(p)) => eprintln!("plan file: {}", p.path.display()),
        _ => {}
    }
    match status {
        Status::Success | Status::Negative | Status::Unknown => Ok(status),
        // Said on standard output above: a verdict on the narrowed question.
        Status::Incomplete if rt.within_plies.is_some() && rt.outcome == PlanOutcome::UnsolvableWithinBound => Ok(status),
        _ => Err(Failure::new(status, message)),
    }
}
