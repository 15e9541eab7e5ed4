//! `export` and `plan`: tasks to PDDL, and the round trip through the
//! planner rendered as text or JSON. The work is in [`crate::roundtrip`].

use super::{create_dir, plan_status, print_json, refuse_existing, write_output, write_silently, Failure, Status};
use crate::chess::problem::{load_problem, problem_from_fens};
use crate::cli::{ExportArgs, PlanArgs, PlannerArgs, TaskArgs};
use crate::files;
use crate::planner::command::CommandPlanner;
use crate::planner::{self, val, Config, Planner};
use crate::roundtrip::{self, problem_name, Checks, PlanOutcome, Task};
use crate::solo::rules::load::load_puzzle;
use std::path::{Path, PathBuf};

/// Reads the task: a `.chess` file is a chess problem, anything else a Solo
/// Chess puzzle; or --start/--goal FENs.
pub fn load_task(args: &TaskArgs) -> Result<Task, Failure> {
    match (args.puzzle.as_deref(), args.start.as_deref(), args.goal.as_deref()) {
        (Some(arg), None, None) if arg.ends_with(".chess") => Ok(Task::Chess(load_problem(Path::new(arg))?)),
        (Some(arg), None, None) => Ok(Task::Solo {
            puzzle: load_puzzle(arg)?,
            encoding: args.encoding,
        }),
        (None, Some(s), Some(g)) => Ok(Task::Chess(problem_from_fens(s, g)?)),
        _ => Err(Failure::bad_input(
            "give a puzzle (or .chess problem) file, or both --start and --goal",
        )),
    }
}

fn task_name(args: &TaskArgs) -> String {
    problem_name(args.puzzle.as_deref(), if args.puzzle.is_some() { "puzzle" } else { "chess" })
}

pub fn export(a: ExportArgs) -> Result<Status, Failure> {
    let task = load_task(&a.task)?;
    if a.format == planner::TaskFormat::Sas {
        return export_sas(&a, &task);
    }
    if a.sas.is_some() {
        return Err(Failure::bad_input("--sas: only with --format sas"));
    }
    let (dom, prob) = match (&a.out, &a.domain, &a.problem) {
        (Some(dir), _, _) => {
            create_dir(dir, "--out")?;
            (dir.join("domain.pddl"), dir.join("problem.pddl"))
        }
        (None, Some(d), Some(p)) => (d.clone(), p.clone()),
        _ => (PathBuf::from("domain.pddl"), PathBuf::from("problem.pddl")),
    };
    let (dt, pt) = if a.for_val {
        task.val_pddl(&task_name(&a.task))
    } else {
        task.pddl(&task_name(&a.task))
    };
    write_silently(&dom, &dt, a.force)?;
    write_silently(&prob, &pt, a.force)?;
    println!(
        "wrote {} and {} ({} encoding)",
        dom.display(),
        prob.display(),
        task.encoding_name()
    );
    Ok(Status::Success)
}

/// `export --format sas`: the finite-domain task in one file.
fn export_sas(a: &ExportArgs, task: &Task) -> Result<Status, Failure> {
    if a.domain.is_some() || a.for_val {
        return Err(Failure::bad_input(
            "--domain/--problem/--for-val: PDDL only (not with --format sas)",
        ));
    }
    let path = match (&a.sas, &a.out) {
        (Some(p), _) => p.clone(),
        (None, Some(dir)) => {
            create_dir(dir, "--out")?;
            dir.join("task.sas")
        }
        (None, None) => PathBuf::from("task.sas"),
    };
    let sas = task.for_format(planner::TaskFormat::Sas).sas();
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
    Ok(Status::Success)
}

/// Everything a round trip needs from the flags: the planner, its
/// configuration and limits, and the checks beside the native replay.
pub struct PlannerSetup {
    pub planner: Planner,
    pub config: Config,
    pub checks: Checks,
}

/// The planner, its limits (`default_time` when the command sets none) and
/// VAL (unless --no-val), from the flags.
pub fn planner_setup(a: &PlannerArgs, default_time: f64) -> Result<PlannerSetup, Failure> {
    let planner = match &a.planner_cmd {
        Some(template) => Planner::Command(
            CommandPlanner::parse(template, a.plan_file.as_deref(), a.plan_format)
                .map_err(|e| Failure::bad_input(e.to_string()))?,
        ),
        None => Planner::Driver {
            kind: a.planner,
            driver: planner::discover_planner(a.planner, a.planner_path.as_deref())?,
        },
    };
    let config = Config {
        search: None,
        translate_options: vec![],
        time_limit: a.time_limit_or(default_time),
        memory_limit: a.memory_limit,
        format: planner::TaskFormat::Pddl,
        control: Default::default(),
    };
    let val = if a.no_val {
        None
    } else {
        val::discover(a.val_path.as_deref())?
    };
    Ok(PlannerSetup {
        planner,
        config,
        checks: Checks {
            val,
            val_time_limit: None,
        },
    })
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
    let mut setup = planner_setup(&a.planner, 300.0)?;
    setup.config.search = a.search();
    setup.config.format = a.format;
    let name = task_name(&a.task);
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
    // --keep: the run works in a fresh folder beside the target, which is
    // renamed into place at the end, so concurrent runs never share files
    // and a user's files are never overwritten.
    let staged = match &a.keep {
        Some(k) if !files::is_missing_or_empty(k) => {
            return Err(Failure::bad_input(format!(
            "--keep '{}': exists and is not empty (name a new or empty folder; solopddl never writes into a folder with files)",
            k.display()
        )))
        }
        Some(k) => Some(files::StagedDir::new(k)?),
        None => None,
    };
    let scratch;
    let dir = match &staged {
        Some(s) => s.path(),
        None => {
            scratch = roundtrip::temp_dir()?;
            scratch.path()
        }
    };
    let (planner, cfg, checks) = (&setup.planner, &setup.config, &setup.checks);
    let mut rt = roundtrip::plan_pddl_in_dir(&task, given.as_ref(), planner, cfg, checks, dir, &name)?;
    if let Some(staged) = staged {
        let from = staged.path().to_path_buf();
        let kept = staged.publish(false)?;
        if let Some(p) = rt.run.plan.as_mut() {
            if let Ok(rest) = p.path.strip_prefix(&from) {
                p.path = kept.join(rest);
            }
        }
    }
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
    let st = &rt.run.stats;
    let label = rt.config.label();
    let message = rt.outcome.message();
    if a.json {
        let plan_file = plan_written
            .clone()
            .or(a.keep.as_ref().and(rt.run.plan.as_ref().map(|p| p.path.clone())));
        return print_json(&crate::api::plan::PlanAnswer::new(&rt, &task, planner, plan_file)).map(|_| status);
    }
    match &rt.outcome {
        PlanOutcome::Valid { moves } => moves.iter().for_each(|m| println!("{m}")),
        PlanOutcome::Unsolvable => println!("unsolvable (proven by {})", planner.display_name()),
        PlanOutcome::LimitReached(_) => println!("unknown: {message}"),
        _ => {}
    }
    let f = |x: Option<f64>| x.map(|v| format!("{v:.3}s")).unwrap_or_else(|| "-".into());
    let g = |x: Option<u64>| x.map(|v| v.to_string()).unwrap_or_else(|| "-".into());
    let val_note = rt.val.as_ref().map(|v| format!("; VAL {}", v.label())).unwrap_or_default();
    eprintln!(
        "{} {label} ({} encoding, {} format): {}{val_note}; translator {} search {} wall {:.3}s; expanded {} generated {}; plan length {}; peak memory {} KB; variables {} operators {} axioms {}",
        planner.name(),
        task.for_format(a.format).encoding_name(),
        a.format.name(),
        rt.outcome.name(),
        f(st.translator_time_s),
        f(st.search_time_s),
        st.wall_time_s,
        g(st.expanded),
        g(st.generated),
        g(st.plan_length),
        g(st.peak_memory_kb),
        g(st.variables),
        g(st.operators),
        g(st.axioms)
    );
    match (&plan_written, &a.keep, &rt.run.plan) {
        (Some(p), _, _) => eprintln!("plan file: {} (give it to `solopddl validate`)", p.display()),
        (None, Some(_), Some(p)) => eprintln!("plan file: {}", p.path.display()),
        _ => {}
    }
    match status {
        Status::Success | Status::Negative | Status::Unknown => Ok(status),
        _ => Err(Failure::new(status, message)),
    }
}
