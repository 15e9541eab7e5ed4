//! The planning round trip between the games and the planner: a [`Task`] is
//! exported as PDDL, the planner runs, its plan is parsed, mapped back to
//! moves and replayed natively, and checked by VAL against the PDDL task
//! when VAL is there, all in one call that returns one typed
//! [`PlanOutcome`]. Commands and benchmarks only render it.

pub mod given;
pub mod outcome;
pub mod task;
pub mod top_k;

pub use given::GivenPddl;
pub use outcome::{Limit, PlanOutcome};
pub use task::{problem_name, CheckedPlan, Task, CHESS_DEFAULT_SEARCH};

use crate::pddl::plan::{parse_plan_file, Action};
use crate::planner::val::{self, ValVerdict, Validator};
use crate::planner::{self, Config, Input, Planner, PlannerError, TaskFormat};
use crate::sas::TaskSize;
use std::path::{Path, PathBuf};

/// Why a round trip could not run at all (its outcomes are not errors).
#[derive(Debug, thiserror::Error)]
pub enum RoundTripError {
    #[error(transparent)]
    Planner(#[from] PlannerError),
    #[error("cannot write '{path}': {error}")]
    Write { path: PathBuf, error: std::io::Error },
    #[error("cannot create a temporary folder (check TMPDIR): {0}")]
    TempDir(std::io::Error),
    #[error("given PDDL files cannot be planned on as a finite-domain (sas) task: use --format pddl")]
    GivenPddlAsSas,
    #[error("--pddl: {0}")]
    GivenMismatch(String),
    #[error("--plies: {0}")]
    Plies(&'static str),
}

/// What the planner reads: the task's own export, PDDL files the caller
/// gives, or (single-player chess, sas format) the task without axioms
/// narrowed to the moves some game of at most that many plies can make
/// ([`Task::sas_for_plies`]), whose plans of at most that many moves are
/// the whole task's: an optimal planner's plan is then a shortest game if
/// one is that short, and "unsolvable" means that none is.
#[derive(Clone, Copy, Debug)]
pub enum Source<'a> {
    Export,
    Given(&'a GivenPddl),
    WithinPlies(u32),
}

/// A finished round trip: the configuration actually used, the planner's
/// run (figures, output, plan file) and the outcome.
#[derive(Clone, Debug)]
pub struct RoundTrip {
    pub config: Config,
    pub run: planner::Run,
    pub outcome: PlanOutcome,
    /// VAL's verdict on the plan; `None` when there was no plan to check.
    pub val: Option<ValVerdict>,
    /// The finite-domain task's size when solopddl wrote it (`--format sas`).
    pub sas_size: Option<TaskSize>,
    /// Seconds spent writing the task's files (PDDL or SAS) before the planner ran.
    pub export_time_s: f64,
    /// [`Source::WithinPlies`]: the plies the task was narrowed to.
    pub within_plies: Option<u32>,
}

impl RoundTrip {
    /// What went wrong or was proven, in one line (empty for a valid plan).
    pub fn message(&self) -> String {
        match (&self.outcome, self.within_plies) {
            (PlanOutcome::UnsolvableWithinBound, Some(n)) => format!("no game of at most {n} plies"),
            (o, _) => o.message(),
        }
    }

    /// The plan's zero-cost check steps (the axiom-free chess task's
    /// `verify-…` actions), which are no moves.
    pub fn check_steps(&self) -> u64 {
        let prefix = format!("({}", crate::pddl::chess_plan::BOOKKEEPING_PREFIX);
        self.run
            .plan
            .as_ref()
            .map_or(0, |p| p.text.lines().filter(|l| l.starts_with(&prefix)).count() as u64)
    }

    /// The planner's figures with the plan's length counted in moves.
    pub fn move_stats(&self) -> planner::Stats {
        let mut st = self.run.stats.clone();
        st.plan_length = st.plan_length.map(|n| n.saturating_sub(self.check_steps()));
        st
    }
}

/// Who checks a plan besides the native replay: VAL, if found.
#[derive(Clone, Debug, Default)]
pub struct Checks {
    pub val: Option<Validator>,
    /// VAL's time per plan (`None`: [`val::DEFAULT_TIME_LIMIT`]).
    pub val_time_limit: Option<std::time::Duration>,
}

/// The configuration for a task: the task's default search and translator
/// options wherever the caller left them open.
pub fn effective_config(task: &Task, planner: &Planner, cfg: &Config) -> Config {
    let mut cfg = cfg.clone();
    if cfg.search.is_none() {
        cfg.search = task.default_search(planner);
    }
    if cfg.translate_options.is_empty() {
        cfg.translate_options = task.default_translate_options();
    }
    cfg
}

fn write(path: &Path, text: &str) -> Result<(), RoundTripError> {
    std::fs::write(path, text).map_err(|error| RoundTripError::Write {
        path: path.to_path_buf(),
        error,
    })
}

/// Exports the task into `dir` (as `domain.pddl` and `problem.pddl`), runs
/// the planner there, maps and replays its plan, and has VAL check it.
pub fn plan_in_dir(
    task: &Task,
    planner: &Planner,
    cfg: &Config,
    checks: &Checks,
    dir: &Path,
    name: &str,
) -> Result<RoundTrip, RoundTripError> {
    plan_pddl_in_dir(task, Source::Export, planner, cfg, checks, dir, name)
}

/// [`plan_in_dir`] on what `source` names. VAL checks given files (chess:
/// the task's `Rays` formulation, which has the same actions).
pub fn plan_pddl_in_dir(
    task: &Task,
    source: Source<'_>,
    planner: &Planner,
    cfg: &Config,
    checks: &Checks,
    dir: &Path,
    name: &str,
) -> Result<RoundTrip, RoundTripError> {
    // Given files written by solopddl for another task are refused before
    // the planner runs; those of one of its encodings select that encoding.
    let given = match source {
        Source::Given(g) => Some(g),
        _ => None,
    };
    let selected = match given {
        Some(g) => given::check_given(task, g).map_err(RoundTripError::GivenMismatch)?,
        None => None,
    };
    let task = selected.as_ref().unwrap_or(task);
    let config = effective_config(task, planner, cfg);
    // A sas-format plan names the squares encoding's actions: map and check it as that task.
    let task = &task.for_format(config.format);
    let t0 = std::time::Instant::now();
    let (run, sas_size, export_time_s) = match (config.format, source) {
        (TaskFormat::Sas, Source::Given(_)) => return Err(RoundTripError::GivenPddlAsSas),
        (TaskFormat::Pddl, Source::WithinPlies(_)) => {
            return Err(RoundTripError::Plies(
                "only with --format sas (it narrows the finite-domain task the planner reads)",
            ))
        }
        (TaskFormat::Sas, Source::WithinPlies(_)) if !matches!(task, Task::Chess(_)) => {
            return Err(RoundTripError::Plies("for single-player chess tasks only"))
        }
        (TaskFormat::Sas, Source::WithinPlies(n)) => {
            let sas = task.sas_for_plies(n);
            sas_run(&sas, planner, &config, dir, t0)?
        }
        (TaskFormat::Sas, Source::Export) => {
            // SymK never finishes the chess task's axioms: it gets the task without them.
            let sas = if matches!(task, Task::Chess(_)) && top_k::is_symk(planner) {
                task.sas_without_axioms()
            } else {
                task.sas()
            };
            sas_run(&sas, planner, &config, dir, t0)?
        }
        (TaskFormat::Pddl, _) => {
            let (dom, prob) = (dir.join("domain.pddl"), dir.join("problem.pddl"));
            let (dt, pt) = match given {
                Some(g) => (g.domain.clone(), g.problem.clone()),
                None => task.pddl(name),
            };
            write(&dom, &dt)?;
            write(&prob, &pt)?;
            let export_time_s = t0.elapsed().as_secs_f64();
            let input = Input::Pddl {
                domain: &dom,
                problem: &prob,
            };
            (planner.run(&config, &input, dir)?, None, export_time_s)
        }
    };
    let parsed = run.plan.as_ref().map(|p| parse_plan_file(&p.text));
    let checked = parsed.as_ref().map(|p| match p {
        Ok(parsed) => task.check_plan(&parsed.actions),
        Err(e) => CheckedPlan::Unmappable {
            reason: format!("plan file: {e}"),
        },
    });
    let outcome = PlanOutcome::from_run(run.outcome, checked, || {
        run.plan_error.clone().unwrap_or_else(|| {
            let code = run
                .stats
                .exit_code
                .map_or("killed by a signal".to_string(), |c| format!("exit {c}"));
            format!("({code}) {}", run.error_tail())
        })
    });
    let val_texts = match (given, task) {
        (Some(g), Task::Solo { .. }) => (g.domain.clone(), g.problem.clone()),
        _ => task.val_pddl(name),
    };
    let val = match parsed {
        Some(Ok(p)) => Some(val_check_texts(&val_texts, checks, &p.actions, dir)?),
        _ => None,
    };
    let mut outcome = outcome.with_val(val.as_ref());
    let within_plies = match source {
        Source::WithinPlies(n) => Some(n),
        _ => None,
    };
    // The narrowed task holds no plan: no game is that short, which says
    // nothing of longer games (FD's "no plan within the bound", exit 13).
    if within_plies.is_some() && outcome == PlanOutcome::Unsolvable {
        outcome = PlanOutcome::UnsolvableWithinBound;
    }
    Ok(RoundTrip {
        config,
        run,
        outcome,
        val,
        sas_size,
        export_time_s,
        within_plies,
    })
}

/// Writes `sas` into `dir` as `task.sas` and runs the planner's search on
/// it: the run with the task's size in its figures, the size, and the time
/// since `t0` spent exporting.
fn sas_run(
    sas: &crate::sas::SasTask,
    planner: &Planner,
    config: &Config,
    dir: &Path,
    t0: std::time::Instant,
) -> Result<(crate::planner::Run, Option<TaskSize>, f64), RoundTripError> {
    let path = dir.join("task.sas");
    write(&path, &sas.to_sas())?;
    let export_time_s = t0.elapsed().as_secs_f64();
    let size = sas.size();
    let mut run = planner.run(config, &Input::Sas(&path), dir)?;
    run.stats.variables = Some(size.variables as u64);
    run.stats.operators = Some(size.operators as u64);
    run.stats.axioms = Some(size.axioms as u64);
    Ok((run, Some(size), export_time_s))
}

/// VAL's verdict on `actions` for the task, with the files it reads
/// written into `dir`. Chess is checked against the `Rays` formulation
/// (the same actions and the same legality; VAL cannot evaluate the
/// planner's `Lines` formulation in reasonable time: README).
pub fn val_check(task: &Task, checks: &Checks, actions: &[Action], dir: &Path, name: &str) -> Result<ValVerdict, RoundTripError> {
    val_check_texts(&task.val_pddl(name), checks, actions, dir)
}

fn val_check_texts(
    (dt, pt): &(String, String),
    checks: &Checks,
    actions: &[Action],
    dir: &Path,
) -> Result<ValVerdict, RoundTripError> {
    let Some(validator) = &checks.val else {
        return Ok(ValVerdict::Unavailable);
    };
    let (dom, prob, plan) = (
        dir.join("val-domain.pddl"),
        dir.join("val-problem.pddl"),
        dir.join("val-plan"),
    );
    write(&dom, dt)?;
    write(&prob, pt)?;
    // The axiom-free chess task's check steps are no actions of the PDDL domain.
    let moves: Vec<Action> = actions
        .iter()
        .filter(|a| !a.name.starts_with(crate::pddl::chess_plan::BOOKKEEPING_PREFIX))
        .cloned()
        .collect();
    write(&plan, &val::plan_text(&moves))?;
    let limit = checks.val_time_limit.unwrap_or(val::DEFAULT_TIME_LIMIT);
    Ok(val::validate(validator, &dom, &prob, &plan, dir, limit)?)
}

/// A temporary folder for one round trip, removed when dropped.
pub fn temp_dir() -> Result<tempfile::TempDir, RoundTripError> {
    tempfile::Builder::new()
        .prefix("solopddl-")
        .tempdir()
        .map_err(RoundTripError::TempDir)
}

/// Like [`plan_in_dir`] in a temporary folder that is removed afterwards.
pub fn plan(task: &Task, planner: &Planner, cfg: &Config, checks: &Checks, name: &str) -> Result<RoundTrip, RoundTripError> {
    let dir = temp_dir()?;
    plan_in_dir(task, planner, cfg, checks, dir.path(), name)
}
