//! `export` and `plan`: Solo Chess puzzles and single-player chess problems
//! to PDDL, Fast Downward, and the planner's plan back to validated moves.

use super::{load_puzzle, Failure, Status};
use crate::chess::problem::ChessProblem;
use crate::cli::{ExportArgs, PlanArgs, PlannerArgs, TaskArgs};
use crate::pddl::plan::parse_plan_file;
use crate::pddl::plan::Action;
use crate::pddl::solo::{actions_to_moves, domain, problem};
use crate::pddl::Encoding;
use crate::planner::{self, Config, Driver, Outcome, PlannerError};
use crate::solo::position::{replay_plan, Replay};
use crate::solo::Puzzle;
use std::path::{Path, PathBuf};

fn write(path: &Path, text: &str) -> Result<(), Failure> {
    std::fs::write(path, text).map_err(|e| Failure::bad_input(format!("cannot write '{}': {e}", path.display())))
}

pub fn parse_encoding(s: &str) -> Result<Encoding, Failure> {
    s.parse().map_err(Failure::bad_input)
}

/// A problem name from a puzzle argument (a file stem or `puzzle`).
fn problem_name(arg: &str) -> String {
    let stem = Path::new(arg)
        .file_stem()
        .and_then(|s| s.to_str())
        .filter(|_| Path::new(arg).is_file())
        .unwrap_or("puzzle");
    let clean: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    if clean.starts_with(|c: char| c.is_ascii_alphabetic()) {
        clean
    } else {
        format!("p-{clean}")
    }
}

/// What to plan: a Solo Chess puzzle with its encoding, or a chess problem.
pub enum Task {
    Solo { puzzle: Puzzle, encoding: Encoding },
    Chess(ChessProblem),
}

impl Task {
    /// Reads the task from a puzzle argument (a `.chess` file is a chess
    /// problem) or from --start/--goal FENs.
    pub fn load(args: &TaskArgs, encoding: &str) -> Result<Task, Failure> {
        match (args.puzzle.as_deref(), args.start.as_deref(), args.goal.as_deref()) {
            (Some(arg), None, None) if arg.ends_with(".chess") => Ok(Task::Chess(super::chess::load_problem(Path::new(arg))?)),
            (Some(arg), None, None) => Ok(Task::Solo {
                puzzle: load_puzzle(arg)?,
                encoding: parse_encoding(encoding)?,
            }),
            (None, Some(s), Some(g)) => {
                let (start, goal) = super::chess::positions(s, g)?;
                Ok(Task::Chess(ChessProblem { name: None, start, goal }))
            }
            _ => Err(Failure::bad_input(
                "give a puzzle (or .chess problem) file, or both --start and --goal",
            )),
        }
    }

    /// The encoding's name for reports.
    pub fn encoding_name(&self) -> &'static str {
        match self {
            Task::Solo { encoding, .. } => encoding.name(),
            Task::Chess(_) => "chess",
        }
    }

    /// Domain and problem text.
    pub fn pddl(&self, name: &str) -> (String, String) {
        match self {
            Task::Solo { puzzle, encoding } => (domain(*encoding), problem(puzzle, *encoding, name)),
            Task::Chess(p) => (
                crate::pddl::chess::domain(),
                crate::pddl::chess::problem(&p.start, &p.goal, name),
            ),
        }
    }

    /// Maps planner actions to moves and replays them natively: the move
    /// names and, if the plan is invalid, why.
    pub fn check_plan(&self, actions: &[Action]) -> Result<CheckedPlan, String> {
        match self {
            Task::Solo { puzzle, .. } => {
                let moves = actions_to_moves(puzzle, actions).map_err(|e| e.to_string())?;
                let names = moves
                    .iter()
                    .map(|m| m.mv.long(m.role.unwrap_or(crate::solo::Role::King)))
                    .collect();
                let r = replay_plan(puzzle, &moves);
                Ok((names, (!matches!(r, Replay::Valid(_))).then(|| r.to_string())))
            }
            Task::Chess(p) => {
                let moves = crate::pddl::chess::actions_to_moves(p.start.board, actions).map_err(|e| e.to_string())?;
                let names = crate::chess::san::line_to_san(&p.start, &moves);
                Ok((names, crate::chess::search::check_plan(&p.start, &p.goal, &moves).err()))
            }
        }
    }
}

pub fn export(a: ExportArgs) -> anyhow::Result<Status> {
    let task = Task::load(&a.task, &a.encoding)?;
    let name = a.task.puzzle.as_deref().map_or_else(|| "chess".to_string(), problem_name);
    let (dom, prob) = match (&a.out, &a.domain, &a.problem) {
        (Some(dir), _, _) => {
            std::fs::create_dir_all(dir).map_err(|e| Failure::bad_input(format!("--out '{}': {e}", dir.display())))?;
            (dir.join("domain.pddl"), dir.join("problem.pddl"))
        }
        (None, Some(d), Some(p)) => (d.clone(), p.clone()),
        _ => (PathBuf::from("domain.pddl"), PathBuf::from("problem.pddl")),
    };
    let (dt, pt) = task.pddl(&name);
    write(&dom, &dt)?;
    write(&prob, &pt)?;
    println!(
        "wrote {} and {} ({} encoding)",
        dom.display(),
        prob.display(),
        task.encoding_name()
    );
    Ok(Status::Success)
}

/// Converts planner arguments once into a validated driver and configuration.
pub fn planner_config(a: &PlannerArgs) -> Result<(Driver, Config), Failure> {
    if a.planner != "fast-downward" {
        return Err(Failure::bad_input(format!(
            "--planner '{}': only fast-downward is supported",
            a.planner
        )));
    }
    if !(a.time_limit > 0.0 && a.time_limit.is_finite()) {
        return Err(Failure::bad_input(format!(
            "--time-limit {}: must be a positive number of seconds",
            a.time_limit
        )));
    }
    planner::check_memory_limit(&a.memory_limit).map_err(|e| Failure::bad_input(e.to_string()))?;
    let driver = planner::discover(a.planner_path.as_deref()).map_err(planner_failure)?;
    let cfg = Config {
        translate_options: vec![],
        alias: a.alias.clone(),
        search: a.search.clone(),
        time_limit: a.time_limit,
        memory_limit: a.memory_limit.clone(),
    };
    Ok((driver, cfg))
}

pub fn planner_failure(e: PlannerError) -> Failure {
    let status = match e {
        PlannerError::NotFound | PlannerError::BadPath(_) => Status::PlannerMissing,
        PlannerError::Spawn { .. } => Status::PlannerError,
        PlannerError::Interrupted => Status::Unknown,
        PlannerError::BadMemoryLimit(_) | PlannerError::BadTimeLimit(_) => Status::BadInput,
    };
    Failure::new(status, e.to_string())
}

/// A mapped plan's move names and, if it does not replay to the goal, why.
pub type CheckedPlan = (Vec<String>, Option<String>);

/// What one planning round trip ended with.
pub struct PlanResult {
    pub run: planner::Run,
    /// The mapped plan's move names and, if it does not replay to the goal,
    /// why; or why it could not be mapped.
    pub replay: Option<Result<CheckedPlan, String>>,
}

impl PlanResult {
    /// Whether a plan was found and replays natively.
    pub fn valid(&self) -> Option<bool> {
        self.replay.as_ref().map(|r| matches!(r, Ok((_, None))))
    }
}

/// Exports into `dir`, runs the planner, maps and replays its plan.
pub fn plan_in_dir(task: &Task, driver: &Driver, cfg: &Config, dir: &Path, name: &str) -> Result<PlanResult, Failure> {
    let (dom, prob) = (dir.join("domain.pddl"), dir.join("problem.pddl"));
    let (dt, pt) = task.pddl(name);
    write(&dom, &dt)?;
    write(&prob, &pt)?;
    let mut cfg = cfg.clone();
    if matches!(task, Task::Chess(_)) && cfg.translate_options.is_empty() {
        // Chess tasks are translation-bound (thousands of operators with
        // conditional effects); these two steps cost a third of the
        // translator's time and do not change the task's semantics.
        cfg.translate_options = vec!["--keep-unreachable-facts".into(), "--skip-variable-reordering".into()];
    }
    let run = planner::run(driver, &cfg, &dom, &prob, dir).map_err(planner_failure)?;
    let replay = run.plan.as_ref().map(|text| {
        let parsed = parse_plan_file(text).map_err(|e| format!("planner plan: {e}"))?;
        task.check_plan(&parsed.actions).map_err(|e| format!("planner plan: {e}"))
    });
    Ok(PlanResult { run, replay })
}

#[derive(serde::Serialize)]
struct PlanJson<'a> {
    solvable: Option<bool>,
    plan: &'a [String],
    stats: serde_json::Value,
    planner: serde_json::Value,
}

pub fn plan(a: PlanArgs) -> anyhow::Result<Status> {
    let task = Task::load(&a.task, &a.encoding)?;
    let (driver, cfg) = planner_config(&a.planner)?;
    let name = a.task.puzzle.as_deref().map_or_else(|| "chess".to_string(), problem_name);
    let tmp;
    let dir: &Path = match &a.keep {
        Some(k) => {
            std::fs::create_dir_all(k).map_err(|e| Failure::bad_input(format!("--keep '{}': {e}", k.display())))?;
            k
        }
        None => {
            tmp = tempfile::Builder::new()
                .prefix("solopddl-")
                .tempdir()
                .map_err(|e| Failure::new(Status::PlannerError, format!("cannot create a temporary directory: {e}")))?;
            tmp.path()
        }
    };
    let r = plan_in_dir(&task, &driver, &cfg, dir, &name)?;
    let st = &r.run.stats;
    let (status, solvable, moves, message): (Status, Option<bool>, Vec<String>, String) = match (r.run.outcome, &r.replay) {
        (Outcome::PlanFound, Some(Ok((names, None)))) => (Status::Success, Some(true), names.clone(), String::new()),
        (Outcome::PlanFound, Some(Ok((names, Some(bad))))) => (
            Status::PlanInvalid,
            None,
            names.clone(),
            format!("planner plan is INVALID (an encoding bug): {bad}"),
        ),
        (Outcome::PlanFound, Some(Err(e))) => (
            Status::PlanInvalid,
            None,
            vec![],
            format!("planner plan is INVALID (an encoding bug): {e}"),
        ),
        (Outcome::PlanFound, None) => (
            Status::PlannerError,
            None,
            vec![],
            "planner reported a plan but wrote no plan file".into(),
        ),
        (Outcome::Unsolvable, _) => (Status::Negative, Some(false), vec![], String::new()),
        (Outcome::Incomplete, _) => (
            Status::Incomplete,
            None,
            vec![],
            "search ended without a plan and without a proof (incomplete search configuration)".into(),
        ),
        (Outcome::OutOfTime, _) => (
            Status::Unknown,
            None,
            vec![],
            format!("planner out of time ({} s)", cfg.time_limit),
        ),
        (Outcome::OutOfMemory, _) => (
            Status::OutOfMemory,
            None,
            vec![],
            format!("planner out of memory ({})", cfg.memory_limit),
        ),
        (Outcome::Unsupported, _) => (
            Status::Unsupported,
            None,
            vec![],
            format!(
                "configuration '{}' is not supported for this encoding: {}",
                cfg.label(),
                r.run.error_tail()
            ),
        ),
        (Outcome::Error, _) => (
            Status::PlannerError,
            None,
            vec![],
            format!("planner failed (exit {:?}): {}", r.run.stats.exit_code, r.run.error_tail()),
        ),
    };
    if a.json {
        let j = PlanJson {
            solvable,
            plan: &moves,
            stats: serde_json::json!({"nodes": st.expanded, "backtracks": null, "elapsed_ms": st.wall_time_s * 1e3}),
            planner: serde_json::json!({
                "name": "fast-downward",
                "config": cfg.label(),
                "encoding": task.encoding_name(),
                "outcome": r.run.outcome,
                "exit_code": st.exit_code,
                "translator_time_s": st.translator_time_s,
                "search_time_s": st.search_time_s,
                "wall_time_s": st.wall_time_s,
                "expanded": st.expanded,
                "generated": st.generated,
                "plan_length": st.plan_length,
                "peak_memory_kb": st.peak_memory_kb,
                "variables": st.variables,
                "operators": st.operators,
                "axioms": st.axioms,
                "error": if message.is_empty() { None } else { Some(&message) },
            }),
        };
        println!("{}", serde_json::to_string(&j)?);
        return Ok(status);
    }
    match status {
        Status::Success => moves.iter().for_each(|m| println!("{m}")),
        Status::Negative => println!("unsolvable (proven by Fast Downward)"),
        Status::Unknown => println!("unknown"),
        _ => {}
    }
    let f = |x: Option<f64>| x.map(|v| format!("{v:.3}s")).unwrap_or_else(|| "-".into());
    let g = |x: Option<u64>| x.map(|v| v.to_string()).unwrap_or_else(|| "-".into());
    eprintln!(
        "fast-downward {} ({} encoding): {:?}; translator {} search {} wall {:.3}s; expanded {} generated {}; plan length {}; peak memory {} KB; variables {} operators {} axioms {}",
        cfg.label(),
        task.encoding_name(),
        r.run.outcome,
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
    if status == Status::Success || status == Status::Negative || status == Status::Unknown {
        Ok(status)
    } else {
        Err(Failure::new(status, message).into())
    }
}
