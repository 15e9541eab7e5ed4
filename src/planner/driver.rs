//! One run of Fast Downward's (or SymK's) driver on a task, and the
//! reading of any finished run (driver, search component or K*): its
//! outcome from the exit code, its figures and its plan file.

use super::process::{self, CommandLine, Termination};
use super::{
    absolute, parse_stats, plan_files, read_plan_file, Config, Driver, ExitCode, Input, Outcome, PlanFile, PlannerError, Run,
    Search, HARD_KILL_GRACE,
};
use std::path::Path;
use std::time::Instant;

/// Runs Fast Downward on a task inside `workdir`, with its own limits and a
/// hard wall-clock kill a few seconds after the time limit. Every path is
/// resolved against the caller's folder first; plan files left in
/// `workdir` by an earlier run are removed before the run. A `.sas` task
/// goes straight to the search component (the driver recognises the file).
pub fn run_driver(driver: &Driver, cfg: &Config, input: &Input, workdir: &Path) -> Result<Run, PlannerError> {
    let workdir = absolute(workdir)?;
    for (_, stale) in plan_files(&workdir, "sas_plan") {
        std::fs::remove_file(&stale).map_err(|error| PlannerError::Io { path: stale, error })?;
    }
    let plan_file = workdir.join("sas_plan");
    let mut args = driver.prefix.clone();
    let mut arg = |a: &dyn AsRef<std::ffi::OsStr>| args.push(a.as_ref().to_owned());
    arg(&"--plan-file");
    arg(&plan_file);
    if let Input::Pddl { .. } = input {
        arg(&"--sas-file");
        arg(&workdir.join("output.sas"));
    }
    if let Some(t) = cfg.time_limit.as_secs_f64() {
        arg(&"--overall-time-limit");
        arg(&format!("{}s", t.ceil() as u64));
    }
    arg(&"--overall-memory-limit");
    arg(&cfg.memory_limit.for_fast_downward());
    let search = cfg.search.clone().unwrap_or(Search::Alias("lama-first".into()));
    if let Search::Alias(a) = &search {
        arg(&"--alias");
        arg(a);
    }
    match input {
        Input::Pddl { domain, problem } => {
            arg(&absolute(domain)?);
            arg(&absolute(problem)?);
        }
        Input::Sas(task) => arg(&absolute(task)?),
    }
    if !cfg.translate_options.is_empty() && matches!(input, Input::Pddl { .. }) {
        arg(&"--translate-options");
        for o in &cfg.translate_options {
            arg(o);
        }
    }
    if let Search::Search(s) = &search {
        arg(&"--search-options");
        arg(&"--search");
        arg(s);
    }
    let cmd = CommandLine {
        program: driver.program.clone(),
        args,
        env: vec![],
        memory_limit_bytes: None,
        stdin: None,
        stdout_lines: None,
    };
    let start = Instant::now();
    let hard = cfg.time_limit.duration().and_then(|d| start.checked_add(d + HARD_KILL_GRACE));
    let done = process::run_child(&cmd, &workdir, hard, &cfg.control)?;
    Ok(collect(done, &workdir))
}

/// One finished run of Fast Downward's driver or search component: its
/// outcome from the exit code, its figures, and its plan file (in `workdir`).
pub(super) fn collect(done: process::Finished, workdir: &Path) -> Run {
    let mut stats = parse_stats(&done.stdout);
    stats.wall_time_s = done.wall_time_s;
    stats.peak_memory_kb = stats.peak_memory_kb.max(done.peak_rss_kb);
    let (outcome, exit_code) = match done.termination {
        Termination::KilledForTime => (Outcome::OutOfTime, None),
        Termination::Signalled(_) => (Outcome::Error, None),
        Termination::Exited(c) => {
            let e = ExitCode::from_code(c);
            (e.outcome(), Some(e))
        }
    };
    stats.exit_code = exit_code.map(ExitCode::code);
    let (mut plan, mut plan_error) = (None, None);
    if outcome == Outcome::PlanFound {
        // An anytime configuration writes sas_plan.1, .2, …: the last is the best.
        match plan_files(workdir, "sas_plan").pop() {
            None => plan_error = Some("the planner reported a plan but wrote no plan file".to_string()),
            Some((_, path)) => match read_plan_file(&path) {
                Ok(text) => plan = Some(PlanFile { path, text }),
                Err(e) => plan_error = Some(format!("plan file {e}")),
            },
        }
    }
    Run {
        outcome,
        exit_code,
        stats,
        plan,
        plan_error,
        stdout: done.stdout,
        stderr: done.stderr,
        direct: false,
    }
}
