//! The planning round trip for every front end: the task read from a file
//! or two FENs ([`load_task`]), the planner, its limits and VAL chosen in
//! one place ([`planner_setup`]), the run kept in a folder of the user's if
//! asked ([`run_round_trip`]), the answer as the CLI's `plan --json` and
//! the web API serve it, and a validated planner line as PGN. The round
//! trip itself is [`crate::roundtrip::plan_pddl_in_dir`].

use super::{Failure, Status};
use crate::limits::{MemoryLimit, TimeLimit};
use crate::pddl::plan::PlanFormat;
use crate::planner::command::CommandPlanner;
use crate::planner::{val, Config, Planner, PlannerKind, TaskFormat};
use crate::roundtrip::{self, Checks, RoundTrip, Source, Task};
use std::path::{Path, PathBuf};

/// Reads a task: a `.chess` file is a chess problem, anything else a Solo
/// Chess puzzle (file or Solo FEN, exported in `encoding`); or a start and
/// a goal FEN.
pub fn load_task(
    puzzle: Option<&str>,
    start: Option<&str>,
    goal: Option<&str>,
    encoding: crate::pddl::Encoding,
) -> Result<Task, Failure> {
    use crate::chess::problem::{load_problem, problem_from_fens};
    match (puzzle, start, goal) {
        (Some(arg), None, None) if arg.ends_with(".chess") => Ok(Task::Chess(load_problem(Path::new(arg))?)),
        (Some(arg), None, None) => Ok(Task::Solo {
            puzzle: crate::solo::rules::load::load_puzzle(arg)?,
            encoding,
        }),
        (None, Some(s), Some(g)) => Ok(Task::Chess(problem_from_fens(s, g)?)),
        _ => Err(Failure::bad_input(
            "give a puzzle (or .chess problem) file, or both --start and --goal",
        )),
    }
}

/// The planner a run uses and how: one of ours (found on PATH or in the
/// project's `.venv` unless `path` names it) or any other PDDL planner as
/// a command template; its limits; and VAL beside the native check.
pub struct PlannerChoice<'a> {
    pub kind: PlannerKind,
    pub path: Option<&'a Path>,
    /// `--planner-cmd`: the template, where it writes its plan, the plan's format.
    pub command: Option<(&'a str, Option<&'a str>, PlanFormat)>,
    pub time_limit: TimeLimit,
    pub memory_limit: MemoryLimit,
    /// `None`: no VAL; `Some(None)`: VAL found as `doctor` finds it; `Some(Some(p))`: that program.
    pub val: Option<Option<&'a Path>>,
}

/// Everything a round trip needs besides the task: the planner, its
/// configuration and limits (the search left to the game's default), and
/// the checks beside the native replay.
pub struct PlannerSetup {
    pub planner: Planner,
    pub config: Config,
    pub checks: Checks,
}

/// The planner found (exit 9 if missing), the template parsed (exit 2),
/// VAL found if asked for.
pub fn planner_setup(c: &PlannerChoice<'_>) -> Result<PlannerSetup, Failure> {
    let planner = match c.command {
        Some((template, plan_file, format)) => {
            Planner::Command(CommandPlanner::parse(template, plan_file, format).map_err(|e| Failure::bad_input(e.to_string()))?)
        }
        None => Planner::Driver {
            kind: c.kind,
            driver: crate::planner::discover_planner(c.kind, c.path)?,
        },
    };
    let config = Config {
        search: None,
        translate_options: vec![],
        time_limit: c.time_limit,
        memory_limit: c.memory_limit,
        format: TaskFormat::Pddl,
        control: Default::default(),
    };
    let val = match c.val {
        Some(program) => val::discover(program)?,
        None => None,
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

/// Runs the round trip in a fresh scratch folder, or, with `keep`, in a
/// folder staged beside `keep` and renamed into place at the end (so
/// concurrent runs never share files and a user's files are never
/// overwritten: `keep` must be new or empty). The plan's path names its
/// kept place.
pub fn run_round_trip(
    task: &Task,
    source: Source<'_>,
    setup: &PlannerSetup,
    keep: Option<&Path>,
    name: &str,
) -> Result<RoundTrip, Failure> {
    let staged = match keep {
        Some(k) if !crate::files::is_missing_or_empty(k) => {
            return Err(Failure::bad_input(format!(
            "--keep '{}': exists and is not empty (name a new or empty folder; solopddl never writes into a folder with files)",
            k.display()
        )))
        }
        Some(k) => Some(crate::files::StagedDir::new(k)?),
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
    let mut rt = roundtrip::plan_pddl_in_dir(task, source, planner, cfg, checks, dir, name)?;
    if let Some(staged) = staged {
        let from = staged.path().to_path_buf();
        let kept = staged.publish(false)?;
        if let Some(p) = rt.run.plan.as_mut() {
            if let Ok(rest) = p.path.strip_prefix(&from) {
                p.path = kept.join(rest);
            }
        }
    }
    Ok(rt)
}

/// A round trip's answer: the verdict, the moves, the planner's figures.
#[derive(Clone, Debug, serde::Serialize)]
pub struct PlanAnswer {
    /// true (a valid plan follows), false (proven unsolvable), null otherwise.
    pub solvable: Option<bool>,
    pub plan: Vec<String>,
    pub stats: serde_json::Value,
    pub planner: serde_json::Value,
    /// VAL's verdict on the planner's plan: "valid", "invalid: <reason>",
    /// "unavailable", "timeout" or "error: …"; null without a plan.
    pub val: Option<String>,
}

impl PlanAnswer {
    /// The answer of a finished round trip on `task`; `plan_file` is where
    /// the plan was kept, if it was.
    pub fn new(rt: &RoundTrip, task: &Task, planner: &Planner, plan_file: Option<PathBuf>) -> PlanAnswer {
        // The axiom-free chess task's zero-cost check steps are no moves: the
        // plan's length counts moves, and the check steps are reported apart.
        let st = &rt.move_stats();
        let check_steps = rt.check_steps();
        let message = rt.message();
        let format = rt.config.format;
        PlanAnswer {
            solvable: rt.outcome.solvable(),
            plan: rt.outcome.moves().to_vec(),
            stats: serde_json::json!({"nodes": st.expanded, "backtracks": null, "elapsed_ms": st.wall_time_s * 1e3}),
            planner: serde_json::json!({
                "name": planner.name(),
                "config": rt.config.label(),
                "encoding": task.for_format(format).encoding_name(),
                "format": format,
                "direct_search": rt.run.direct,
                "export_time_s": rt.export_time_s,
                "sas_task": rt.sas_size,
                "plies": rt.within_plies,
                "outcome": rt.outcome.name(),
                "exit_code": st.exit_code,
                "translator_time_s": st.translator_time_s,
                "search_time_s": st.search_time_s,
                "wall_time_s": st.wall_time_s,
                "expanded": st.expanded,
                "generated": st.generated,
                "plan_length": st.plan_length,
                "check_steps": check_steps,
                "peak_memory_kb": st.peak_memory_kb,
                "variables": st.variables,
                "operators": st.operators,
                "axioms": st.axioms,
                "plan_file": plan_file,
                "error": if message.is_empty() { None } else { Some(&message) },
            }),
            val: rt.val.as_ref().map(|v| v.label()),
        }
    }
}

/// A validated planner line (SAN) as PGN.
pub fn chess_pgn(p: &crate::chess::problem::ChessProblem, san: &[String], config: &str) -> Result<String, Failure> {
    let mut pos = p.start.clone();
    let mut moves = Vec::new();
    for s in san {
        let m = crate::chess::san::parse_san(&pos, s).ok_or_else(|| {
            Failure::new(
                Status::PlanInvalid,
                format!("internal error: validated move {s} does not parse"),
            )
        })?;
        pos = crate::chess::movegen::play(&pos, m);
        moves.push(m);
    }
    let tags = crate::chess::pgn::PgnTags {
        event: Some(format!("solopddl plan ({config})")),
        extra: vec![("Goal".into(), crate::chess::pgn::goal_fen(&p.goal))],
    };
    Ok(crate::chess::pgn::to_pgn(&p.start, &moves, &tags))
}
