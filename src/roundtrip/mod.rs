//! The planning round trip between the games and the planner: a [`Task`] is
//! exported as PDDL, the planner runs, its plan is parsed, mapped back to
//! moves and replayed natively, all in one call that returns one typed
//! [`PlanOutcome`]. Commands and benchmarks only render it.

pub mod outcome;
pub mod task;

pub use outcome::{Limit, PlanOutcome};
pub use task::{problem_name, CheckedPlan, Task};

use crate::pddl::plan::parse_plan_file;
use crate::planner::{self, Config, Driver, PlannerError};
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
}

/// A finished round trip: the configuration actually used, the planner's
/// run (figures, output, plan file) and the outcome.
#[derive(Clone, Debug)]
pub struct RoundTrip {
    pub config: Config,
    pub run: planner::Run,
    pub outcome: PlanOutcome,
}

/// The configuration for a task: the task's default search and translator
/// options wherever the caller left them open.
pub fn effective_config(task: &Task, cfg: &Config) -> Config {
    let mut cfg = cfg.clone();
    if cfg.search.is_none() {
        cfg.search = Some(task.default_search());
    }
    if cfg.translate_options.is_empty() {
        cfg.translate_options = task.default_translate_options();
    }
    cfg
}

/// Exports the task into `dir` (as `domain.pddl` and `problem.pddl`), runs
/// the planner there, and maps and replays its plan.
pub fn plan_in_dir(task: &Task, driver: &Driver, cfg: &Config, dir: &Path, name: &str) -> Result<RoundTrip, RoundTripError> {
    let (dom, prob) = (dir.join("domain.pddl"), dir.join("problem.pddl"));
    let (dt, pt) = task.pddl(name);
    for (path, text) in [(&dom, &dt), (&prob, &pt)] {
        std::fs::write(path, text).map_err(|error| RoundTripError::Write {
            path: path.clone(),
            error,
        })?;
    }
    let config = effective_config(task, cfg);
    let run = planner::run(driver, &config, &dom, &prob, dir)?;
    let checked = run.plan.as_ref().map(|p| match parse_plan_file(&p.text) {
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
    Ok(RoundTrip { config, run, outcome })
}

/// Like [`plan_in_dir`] in a temporary folder that is removed afterwards.
pub fn plan(task: &Task, driver: &Driver, cfg: &Config, name: &str) -> Result<RoundTrip, RoundTripError> {
    let dir = tempfile::Builder::new()
        .prefix("solopddl-")
        .tempdir()
        .map_err(RoundTripError::TempDir)?;
    plan_in_dir(task, driver, cfg, dir.path(), name)
}
