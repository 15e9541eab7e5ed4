//! `plans` for every front end: every plan of a task from a top-k planner
//! (SymK's top-k or K*'s top-quality search), each replayed natively and
//! counted against the native count: `analyze`'s solutions on a Solo Chess
//! puzzle, the games of the optimal length on a chess task. The counting
//! and comparing is [`crate::roundtrip::top_k`]; here the planner's search
//! is chosen, one deadline covers both phases, and the exit status is set.

use super::plan::PlannerSetup;
use super::{Failure, Status};
use crate::chess::problem::ChessProblem;
use crate::planner::{Config, Outcome, Planner, PlannerKind};
use crate::roundtrip::top_k::{self, ChessPlanCount, PlanCount};
use crate::roundtrip::{self, Task};
use crate::solo::analysis::analyze::{analyze, AnalyzeOptions};
use crate::solo::Puzzle;
use std::time::Instant;

/// The planner's configuration for a count of at most `max` plans (all
/// of them without): exit 7 for a planner that is not a top-k planner.
pub fn top_k_config(setup: &PlannerSetup, max: Option<u64>) -> Result<Config, Failure> {
    let search = match setup.planner {
        Planner::Driver {
            kind: PlannerKind::Symk, ..
        } => top_k::top_k_search(max),
        Planner::Driver {
            kind: PlannerKind::Kstar,
            ..
        } => crate::planner::kstar::top_quality_search(max),
        _ => {
            return Err(Failure::new(
                Status::Unsupported,
                "plans needs a top-k planner: pass --planner symk or --planner kstar",
            ))
        }
    };
    let mut cfg = setup.config.clone();
    cfg.search = Some(search);
    Ok(cfg)
}

/// Every plan of `puzzle` against `analyze`'s count. One deadline covers
/// both phases: the planner's run and the count (which alone can take
/// minutes on a large puzzle). Returns the report and the planner's outcome.
pub fn count_solo_plans(
    puzzle: &Puzzle,
    encoding: crate::pddl::Encoding,
    planner: &Planner,
    cfg: &Config,
    max: Option<u64>,
) -> Result<(PlanCount, Outcome), Failure> {
    let deadline = cfg.time_limit.deadline(Instant::now());
    let task = Task::Solo {
        puzzle: puzzle.clone(),
        encoding,
    };
    let dir = roundtrip::temp_dir()?;
    let all = top_k::all_plans_in_dir(&task, planner, cfg, dir.path(), "puzzle")?;
    let t0 = Instant::now();
    let analysis = analyze(
        puzzle,
        AnalyzeOptions {
            deadline,
            memory_bytes: Some(cfg.memory_limit.bytes()),
            ..AnalyzeOptions::states(50_000_000)
        },
    );
    let report = top_k::compare_with_analysis(puzzle, encoding, &all, &analysis, max, t0.elapsed().as_secs_f64());
    Ok((report, all.run.outcome))
}

/// Every optimal plan of a chess task against the native count of games
/// of the optimal length (A* for the length, the proof-game count for the
/// games), within the planner's time limit. With `plies`, SymK reads the
/// task for games of at most that many plies.
pub fn count_chess_plans(
    problem: &ChessProblem,
    planner: &Planner,
    cfg: &Config,
    max: Option<u64>,
    plies: Option<u32>,
) -> Result<(ChessPlanCount, Outcome), Failure> {
    let deadline = cfg.time_limit.deadline(Instant::now());
    let task = Task::Chess(problem.clone());
    let dir = roundtrip::temp_dir()?;
    let mut cfg = cfg.clone();
    if top_k::is_symk(planner) {
        cfg.search = Some(top_k::optimal_plans_search(max));
    }
    // With `plies`, the native side runs first: the narrowed task is exact
    // only up to its plies, so a bound below the shortest game is refused
    // before the planner spends its time on a task that holds no game.
    let t0 = Instant::now();
    let native = plies.map(|_| top_k::native_optimal_games(problem, deadline, cfg.memory_limit.bytes()));
    let native_time = t0.elapsed();
    if let (Some(n), Some((Some(shortest), _))) = (plies, native) {
        if n < shortest {
            return Err(Failure::bad_input(format!(
                "--plies {n}: below the shortest game's length ({shortest} plies); the task narrowed to {n} plies keeps the games of at most {n} plies, and there are none"
            )));
        }
    }
    let all = top_k::all_plans_within(&task, planner, &cfg, dir.path(), "task", plies)?;
    let t1 = Instant::now();
    let (optimal, count) = native.unwrap_or_else(|| top_k::native_optimal_games(problem, deadline, cfg.memory_limit.bytes()));
    let native_time_s = (native_time + t1.elapsed()).as_secs_f64();
    let report = top_k::compare_with_proof_games(problem, &all, optimal, count, max, native_time_s);
    Ok((report, all.run.outcome))
}

/// Either game's plan count, as `plans --json` prints it.
#[derive(Clone, Debug, serde::Serialize)]
#[serde(untagged)]
pub enum PlansReport {
    Solo(PlanCount),
    Chess(ChessPlanCount),
}

impl PlansReport {
    /// The disagreements found (an encoding or mapping bug when not empty).
    pub fn problems(&self) -> &[String] {
        match self {
            PlansReport::Solo(r) => &r.problems,
            PlansReport::Chess(r) => &r.problems,
        }
    }

    /// Whether every plan was counted and compared.
    pub fn complete(&self) -> bool {
        match self {
            PlansReport::Solo(r) => r.complete,
            PlansReport::Chess(r) => r.complete,
        }
    }
}

/// Every plan of a task against the native count: [`count_solo_plans`] or
/// [`count_chess_plans`]. `plies` (the task for games of at most that many
/// plies) is for chess tasks and SymK only (exit 2 otherwise).
pub fn count_plans(
    task: &Task,
    planner: &Planner,
    cfg: &Config,
    max: Option<u64>,
    plies: Option<u32>,
) -> Result<(PlansReport, Outcome), Failure> {
    match task {
        Task::Chess(problem) => {
            if plies.is_some() && !top_k::is_symk(planner) {
                return Err(Failure::bad_input(
                    "--plies: only with --planner symk (it narrows the finite-domain task SymK reads)",
                ));
            }
            let (report, outcome) = count_chess_plans(problem, planner, cfg, max, plies)?;
            Ok((PlansReport::Chess(report), outcome))
        }
        Task::Solo { puzzle, encoding } => {
            if plies.is_some() {
                return Err(Failure::bad_input("--plies: only for a chess task"));
            }
            let (report, outcome) = count_solo_plans(puzzle, *encoding, planner, cfg, max)?;
            Ok((PlansReport::Solo(report), outcome))
        }
    }
}

/// The exit status of a plan count (`plans`): problems found mean the
/// plans and the native count disagree (exit 6, an encoding or mapping
/// bug); an incomplete count after a planner stopped early is an error
/// (exit 3); an incomplete count otherwise is a plain unknown.
pub fn count_status(problems: &[String], complete: bool, outcome: Outcome) -> Result<Status, Failure> {
    if !problems.is_empty() {
        Err(Failure::new(
            Status::PlanInvalid,
            "the plans and the native count disagree (an encoding or mapping bug)",
        ))
    } else if !complete && outcome != Outcome::PlanFound {
        Err(Failure::new(
            Status::Unknown,
            format!("the planner stopped early ({}): the counts are partial", outcome.name()),
        ))
    } else if !complete {
        Ok(Status::Unknown)
    } else {
        Ok(Status::Success)
    }
}
