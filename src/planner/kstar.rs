//! K* (Katz and Lee's top-k and top-quality planner, `kstar-planner` on
//! the Python package index) as a child process. Its own driver and
//! translator predate the axioms of the chess tasks (its translator never
//! finishes computing their negations), so a PDDL task is translated by
//! Fast Downward 26 and only K*'s search component runs, reading that
//! finite-domain task on standard input. K* writes its plans into
//! `found_plans/sas_plan.N` of its working folder; they are moved into the
//! folder itself, where every other planner leaves them, so the round trip
//! and `plans` read them the same way.
//!
//! The finite-domain tasks solopddl writes itself (`--format sas`) are not
//! read by this older search component, so K* takes PDDL only.

use super::process::{self, CommandLine};
use super::{absolute, discover, plan_files, Config, Driver, Input, PlannerError, Run, Search, HARD_KILL_GRACE};
use std::path::Path;
use std::time::Instant;

/// The top-quality search: every plan of optimal cost (`q=1.0`), at most
/// `max` of them. h^max is admissible and reads axioms, which the chess
/// tasks need; blind search is the same search, far slower.
pub fn top_quality_search(max: Option<u64>) -> Search {
    match max {
        Some(k) => Search::Search(format!("kstar(hmax(),q=1.0,k={k})")),
        None => Search::Search("kstar(hmax(),q=1.0)".into()),
    }
}

/// Runs K*'s search component (`search_binary`) on a task in `workdir`:
/// Fast Downward's translator first (its time counts against the limit),
/// then the search, its plans moved to `workdir/sas_plan.N`.
pub fn run_kstar(search_binary: &Driver, cfg: &Config, input: &Input, workdir: &Path) -> Result<Run, PlannerError> {
    let workdir = absolute(workdir)?;
    for (_, stale) in plan_files(&workdir, "sas_plan") {
        std::fs::remove_file(&stale).map_err(|error| PlannerError::Io { path: stale, error })?;
    }
    let (domain, problem) = match input {
        Input::Pddl { domain, problem } => (*domain, *problem),
        Input::Sas(_) => {
            return Err(PlannerError::SasUnsupported(
                "K* (it reads Fast Downward's translation)".into(),
            ))
        }
    };
    let start = Instant::now();
    // The translation: Fast Downward's driver with --translate only.
    let translator = discover(None)?;
    let sas = workdir.join("output.sas");
    let mut args = translator.prefix.clone();
    args.extend(["--translate".into(), "--sas-file".into(), sas.clone().into_os_string()]);
    args.push(absolute(domain)?.into_os_string());
    args.push(absolute(problem)?.into_os_string());
    if !cfg.translate_options.is_empty() {
        args.push("--translate-options".into());
        args.extend(cfg.translate_options.iter().map(Into::into));
    }
    let translate = CommandLine {
        program: translator.program.clone(),
        args,
        env: vec![],
        memory_limit_bytes: Some(cfg.memory_limit.bytes()),
        stdin: None,
        stdout_lines: None,
    };
    let hard = cfg.time_limit.duration().and_then(|d| start.checked_add(d + HARD_KILL_GRACE));
    let translated = process::run_child(&translate, &workdir, hard, &cfg.control)?;
    let translator_failed = !matches!(translated.termination, process::Termination::Exited(0)) || !sas.is_file();
    if translator_failed {
        return Ok(super::driver::collect(translated, &workdir));
    }
    // The search: K* writes found_plans/sas_plan.N (the folder must exist).
    let found = workdir.join("found_plans");
    if found.exists() {
        std::fs::remove_dir_all(&found).map_err(|error| PlannerError::Io {
            path: found.clone(),
            error,
        })?;
    }
    std::fs::create_dir(&found).map_err(|error| PlannerError::Io {
        path: found.clone(),
        error,
    })?;
    let search = cfg.search.clone().unwrap_or_else(|| top_quality_search(None));
    let search = match search {
        Search::Search(s) => s,
        Search::Alias(a) => return Err(PlannerError::AliasUnsupported(a)),
    };
    let cmd = CommandLine {
        program: absolute(&search_binary.program)?,
        args: vec!["--search".into(), search.into()],
        env: vec![],
        memory_limit_bytes: Some(cfg.memory_limit.bytes()),
        stdin: Some(sas),
        stdout_lines: None,
    };
    let done = process::run_child(&cmd, &workdir, hard, &cfg.control)?;
    for (n, plan) in plan_files(&found, "sas_plan") {
        let to = workdir.join(format!("sas_plan.{n}"));
        std::fs::rename(&plan, &to).map_err(|error| PlannerError::Io { path: plan, error })?;
    }
    let _ = std::fs::remove_dir_all(&found);
    let mut run = super::driver::collect(done, &workdir);
    run.stats.wall_time_s = start.elapsed().as_secs_f64();
    // K*'s search (A* order, an admissible h^max, no pruning) ends without
    // a plan only after exhausting the reachable states, and says so with
    // exit 12 as SymK does: a proof of unsolvability (checked against the
    // native solver on unsolvable random puzzles in tests/kstar.rs).
    if run.exit_code == Some(super::ExitCode::SearchUnsolvedIncomplete) {
        run.outcome = super::Outcome::Unsolvable;
    }
    Ok(run)
}
