//! Every plan of a task, from a top-k planner (SymK with
//! `plan_selection=top_k(num_plans=K, dump_plans=true)`) or a top-quality
//! one (K*, every plan of optimal cost), each mapped back to moves and
//! replayed natively; and the comparison of the plan count with the native
//! count: the strong solution's for Solo Chess, the proof-game count at the
//! optimal length for single-player chess (every optimal plan is a game of
//! exactly that many plies, and distinct plans are distinct move orders).
//!
//! The mapping of counts: with a king (the royal piece from the start), a
//! plan of the squares, strips or objects encoding is exactly one capture
//! sequence, so plans = solutions. Without a king the plan also holds one
//! `choose-survivor` action, which can stand before any of the n − 1
//! captures or after the last (the survivor is never captured, and once
//! royal it may still capture), so every solution is n plans: plans =
//! n × solutions, per first capture too.

use super::{effective_config, write, CheckedPlan, RoundTripError, Task};
use crate::pddl::plan::parse_plan_file;
use crate::planner::{self, read_plan_file, Config, Planner, Search};
use std::path::Path;

/// The plans a top-k run dumped, each checked natively.
#[derive(Clone, Debug)]
pub struct AllPlans {
    pub config: Config,
    pub run: planner::Run,
    /// One entry per dumped plan file, in the planner's order.
    pub plans: Vec<CheckedPlan>,
}

/// SymK's top-k search for `max` plans (`None`: every plan).
pub fn top_k_search(max: Option<u64>) -> Search {
    let k = max.map_or("infinity".to_string(), |k| k.to_string());
    Search::Search(format!(
        "symk_bd(simple=true,plan_selection=top_k(num_plans={k},dump_plans=true))"
    ))
}

/// SymK's search for up to `max` plans of optimal cost (`None`: every
/// one): on a chess task, where plans of every cost never end. Merging the
/// thousands of transition relations is capped at 1 s (`max_tr_time`; the
/// default 60 s took 73 of 97 s on an 8x8 castling task, 1 s: 26 s in all).
pub fn optimal_plans_search(max: Option<u64>) -> Search {
    let k = max.map_or("infinity".to_string(), |k| k.to_string());
    Search::Search(format!(
        "symq_bd(simple=true,plan_selection=top_k(num_plans={k},dump_plans=true),quality=1.0,max_tr_time=1000)"
    ))
}

/// Whether `planner` is SymK, which gets chess as the axiom-free
/// finite-domain task (its symbolic search never finished building the
/// axioms of the PDDL encoding).
pub fn is_symk(planner: &Planner) -> bool {
    matches!(
        planner,
        Planner::Driver {
            kind: crate::planner::PlannerKind::Symk,
            ..
        }
    )
}

/// Runs a top-k configuration on the task in `dir` and checks every plan.
pub fn all_plans_in_dir(
    task: &Task,
    planner: &Planner,
    cfg: &Config,
    dir: &Path,
    name: &str,
) -> Result<AllPlans, RoundTripError> {
    all_plans_within(task, planner, cfg, dir, name, None)
}

/// [`all_plans_in_dir`]; with `plies`, SymK reads a chess task for games of
/// at most that many plies ([`Task::sas_for_plies`]).
pub fn all_plans_within(
    task: &Task,
    planner: &Planner,
    cfg: &Config,
    dir: &Path,
    name: &str,
    plies: Option<u32>,
) -> Result<AllPlans, RoundTripError> {
    let config = effective_config(task, planner, cfg);
    let run = if matches!(task, Task::Chess(_)) && is_symk(planner) {
        let sas = plies.map_or_else(|| task.sas_without_axioms(), |n| task.sas_for_plies(n));
        super::sas_run(&sas, planner, &config, dir, std::time::Instant::now())?.0
    } else {
        let (dom, prob) = (dir.join("domain.pddl"), dir.join("problem.pddl"));
        let (dt, pt) = task.pddl(name);
        write(&dom, &dt)?;
        write(&prob, &pt)?;
        let input = crate::planner::Input::Pddl {
            domain: &dom,
            problem: &prob,
        };
        planner.run(&config, &input, dir)?
    };
    let plans = checked_plans(task, dir, &run);
    Ok(AllPlans { config, run, plans })
}

/// The plan files a top-k run dumped in `dir`, each checked against `task`.
fn checked_plans(task: &Task, dir: &Path, run: &planner::Run) -> Vec<CheckedPlan> {
    let mut files = planner::plan_files(dir, "sas_plan");
    if cut_off(run) {
        // A planner stopped by a limit may be killed while it writes a
        // plan: a last file cut short (no closing `; cost` line, or a line
        // cut in two) is not one.
        let unfinished = files.last().is_some_and(|(_, path)| {
            read_plan_file(path).is_ok_and(|text| parse_plan_file(&text).map_or(true, |p| p.cost.is_none()))
        });
        if unfinished {
            files.pop();
        }
    }
    files
        .into_iter()
        .map(|(_, path)| match read_plan_file(&path) {
            Err(e) => CheckedPlan::Unmappable {
                reason: format!("plan file {e}"),
            },
            Ok(text) => match parse_plan_file(&text) {
                Ok(p) => task.check_plan(&p.actions),
                Err(e) => CheckedPlan::Unmappable {
                    reason: format!("plan file '{}': {e}", path.display()),
                },
            },
        })
        .collect()
}

/// Whether a run ended by a limit or a signal rather than by the planner's
/// own verdict.
pub fn cut_off(run: &planner::Run) -> bool {
    !matches!(run.outcome, planner::Outcome::PlanFound | planner::Outcome::Unsolvable)
}

/// Why plan `i` (0-based) of a run is not a valid one, for the problems list.
fn unusable_plan(i: usize, plan: &CheckedPlan) -> String {
    match plan {
        CheckedPlan::Invalid { reason, .. } => format!("plan {}: invalid: {reason}", i + 1),
        CheckedPlan::Unmappable { reason } => format!("plan {}: unmappable: {reason}", i + 1),
        CheckedPlan::Valid { .. } => format!("plan {}: valid", i + 1),
    }
}

/// Plans per solution of a Solo Chess puzzle with `pieces` pieces (see the module header).
pub fn plans_per_solution(has_king: bool, pieces: usize) -> u128 {
    if has_king {
        1
    } else {
        pieces as u128
    }
}

/// Plans per first capture against the expected count.
#[derive(Clone, Debug, serde::Serialize)]
pub struct FirstMove {
    pub capture: String,
    pub plans: u128,
    /// analyze's solutions after this capture × plans per solution.
    pub expected: u128,
}

/// The plan count of a top-k run compared with `analyze` (`plans --json`).
#[derive(Clone, Debug, serde::Serialize)]
pub struct PlanCount {
    pub puzzle: String,
    pub encoding: &'static str,
    pub config: String,
    /// The planner's outcome (plan-found, unsolvable, out-of-time, …).
    pub outcome: String,
    pub complete: bool,
    pub plans: usize,
    pub valid: usize,
    /// Distinct capture sequences among the valid plans.
    pub distinct_sequences: usize,
    pub solutions: String,
    pub plans_per_solution: u128,
    pub expected_plans: u128,
    pub agree: bool,
    pub first_moves: Vec<FirstMove>,
    pub planner_time_s: f64,
    pub analyze_time_s: f64,
    pub problems: Vec<String>,
}

/// Compares the plans of a top-k run with the native strong solution's
/// count: overall, per first capture, and as distinct capture sequences
/// (see the module header for plans per solution). `max` is the run's
/// plan cap (`None`: every plan); `analyze_time_s` is reported as given.
pub fn compare_with_analysis(
    puzzle: &crate::solo::Puzzle,
    encoding: crate::pddl::Encoding,
    all: &AllPlans,
    analysis: &crate::solo::analysis::analyze::Analysis,
    max: Option<u64>,
    analyze_time_s: f64,
) -> PlanCount {
    use std::collections::{BTreeMap, HashSet};
    let per = plans_per_solution(
        puzzle.pieces().iter().any(|x| x.role == crate::solo::Role::King),
        puzzle.pieces().len(),
    );
    let mut problems = Vec::new();
    let mut sequences = HashSet::new();
    let mut by_first: BTreeMap<String, u128> = BTreeMap::new();
    let mut valid = 0;
    for (i, p) in all.plans.iter().enumerate() {
        match p {
            CheckedPlan::Valid { moves } => {
                valid += 1;
                *by_first.entry(moves.first().cloned().unwrap_or_default()).or_default() += 1;
                sequences.insert(moves.clone());
            }
            unusable => problems.push(unusable_plan(i, unusable)),
        }
    }
    let complete = matches!(all.run.outcome, planner::Outcome::PlanFound | planner::Outcome::Unsolvable) && analysis.complete;
    let expected = analysis.solution_count().saturating_mul(per);
    let wanted = max.map_or(expected, |m| expected.min(m as u128));
    let mut first_moves = Vec::new();
    for m in &analysis.moves {
        let exp = m.solutions.saturating_u128().saturating_mul(per);
        let got = by_first.remove(&m.capture).unwrap_or(0);
        if exp > 0 || got > 0 {
            first_moves.push(FirstMove {
                capture: m.capture.clone(),
                plans: got,
                expected: exp,
            });
        }
    }
    for (capture, n) in by_first {
        problems.push(format!("{n} plans start with {capture}, which is no capture of the start"));
    }
    let counts_agree = valid as u128 == wanted
        && sequences.len() as u128 * per == valid as u128
        && (max.is_some() || first_moves.iter().all(|f| f.plans == f.expected));
    if complete && !counts_agree {
        problems.push(format!(
            "{valid} valid plans ({} distinct capture sequences), expected {wanted}",
            sequences.len()
        ));
    }
    let agree = complete && problems.is_empty();
    PlanCount {
        puzzle: crate::solo::rules::notation::to_solo_fen(puzzle),
        encoding: encoding.name(),
        config: all.config.label(),
        outcome: all.run.outcome.name().to_string(),
        complete,
        plans: all.plans.len(),
        valid,
        distinct_sequences: sequences.len(),
        solutions: analysis.solutions.to_string(),
        plans_per_solution: per,
        expected_plans: wanted,
        agree,
        first_moves,
        planner_time_s: all.run.stats.wall_time_s,
        analyze_time_s,
        problems,
    }
}

/// The plans of a top-quality run on a chess task compared with the native
/// count of games of the optimal length (`plans --json` on a `.chess` task).
#[derive(Clone, Debug, serde::Serialize)]
pub struct ChessPlanCount {
    pub start: String,
    pub goal: String,
    pub config: String,
    pub outcome: String,
    pub complete: bool,
    pub plans: usize,
    pub valid: usize,
    /// Distinct move sequences among the valid plans.
    pub distinct_sequences: usize,
    /// The optimal length by the native A* (`None`: unsolvable or unknown).
    pub optimal_plies: Option<u32>,
    /// Games of exactly that length (`None`: not counted in time).
    pub native_count: Option<String>,
    pub agree: bool,
    pub planner_time_s: f64,
    pub native_time_s: f64,
    pub problems: Vec<String>,
}

/// Compares a top-quality run's plans on a chess task with the native
/// count: every valid plan must have the optimal length, all must be
/// distinct, and (without a cap) their number must equal the count of
/// games of that length. `optimal` and `count` come from the native solver
/// (`None` when it did not finish); `max` is the run's plan cap.
pub fn compare_with_proof_games(
    problem: &crate::chess::problem::ChessProblem,
    all: &AllPlans,
    optimal: Option<u32>,
    count: Option<u128>,
    max: Option<u64>,
    native_time_s: f64,
) -> ChessPlanCount {
    use std::collections::HashSet;
    let mut problems = Vec::new();
    let mut sequences = HashSet::new();
    let mut valid = 0;
    for (i, p) in all.plans.iter().enumerate() {
        match p {
            CheckedPlan::Valid { moves } => {
                valid += 1;
                if optimal.is_some_and(|l| moves.len() as u32 != l) {
                    problems.push(format!(
                        "plan {}: {} plies, the optimal length is {}",
                        i + 1,
                        moves.len(),
                        optimal.unwrap_or_default()
                    ));
                }
                if !sequences.insert(moves.clone()) {
                    problems.push(format!("plan {}: the same moves as an earlier plan", i + 1));
                }
            }
            unusable => problems.push(unusable_plan(i, unusable)),
        }
    }
    let planner_done = !cut_off(&all.run);
    let complete = planner_done && count.is_some() && optimal.is_some();
    if let Some(n) = count.filter(|_| complete) {
        let wanted = max.map_or(n, |m| n.min(m as u128));
        if valid as u128 != wanted {
            problems.push(format!(
                "{valid} valid plans, expected {wanted} (games of the optimal length)"
            ));
        }
    } else if let Some(n) = count.filter(|&n| valid as u128 > n) {
        // Distinct valid plans of the optimal length are distinct games: a
        // run stopped early can fall short of the count, never exceed it.
        problems.push(format!(
            "{valid} valid plans before the run stopped, but only {n} games of the optimal length"
        ));
    }
    ChessPlanCount {
        start: crate::chess::fen::to_fen(&problem.start),
        goal: crate::chess::pgn::goal_fen(&problem.goal),
        config: all.config.label(),
        outcome: all.run.outcome.name().to_string(),
        complete,
        plans: all.plans.len(),
        valid,
        distinct_sequences: sequences.len(),
        optimal_plies: optimal,
        native_count: count.map(|n| n.to_string()),
        agree: complete && problems.is_empty(),
        planner_time_s: all.run.stats.wall_time_s,
        native_time_s,
        problems,
    }
}

/// The native side of a chess count: A*'s optimal length and the number of
/// games of exactly that length from the start to the goal, each `None`
/// when the task is unsolvable or a limit (the `deadline`, `memory_bytes`
/// for each search's table) stopped it first.
pub fn native_optimal_games(
    problem: &crate::chess::problem::ChessProblem,
    deadline: Option<std::time::Instant>,
    memory_bytes: u64,
) -> (Option<u32>, Option<u128>) {
    use crate::chess::search::{search, Algorithm, Limits, Outcome};
    let limits = Limits {
        max_states: 50_000_000,
        memory_bytes,
        time: deadline.map(|d| d.saturating_duration_since(std::time::Instant::now())),
        control: Default::default(),
    };
    let optimal = match search(&problem.start, &problem.goal, Algorithm::Astar, limits) {
        Ok((Outcome::Plan(moves), _)) => Some(moves.len() as u32),
        _ => None,
    };
    let count = optimal.and_then(|plies| {
        let opts = crate::chess::proofgame::ProofGameOptions {
            max_listed: 0,
            deadline,
            memory_bytes,
            check_shorter: false,
            ..Default::default()
        };
        let r = crate::chess::proofgame::solve(&problem.start, &problem.goal.placement, plies, &opts);
        r.solutions_known().then_some(r.count)
    });
    (optimal, count)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(outcome: planner::Outcome) -> planner::Run {
        planner::Run {
            outcome,
            exit_code: None,
            stats: Default::default(),
            plan: None,
            plan_error: None,
            stdout: String::new(),
            stderr: String::new(),
            direct: false,
        }
    }

    /// A run's plans as checked plans: each a valid game of `plies` moves.
    fn plans_of(outcome: planner::Outcome, games: &[&str], plies: usize) -> AllPlans {
        AllPlans {
            config: Config {
                search: None,
                translate_options: vec![],
                time_limit: crate::limits::TimeLimit::seconds(1.0).unwrap(),
                memory_limit: "1G".parse().unwrap(),
                format: planner::TaskFormat::Sas,
                control: Default::default(),
            },
            run: run(outcome),
            plans: games
                .iter()
                .map(|g| CheckedPlan::Valid {
                    moves: vec![g.to_string(); plies],
                })
                .collect(),
        }
    }

    #[test]
    fn a_stopped_run_may_fall_short_of_the_native_count_but_never_exceed_it() {
        let problem = crate::chess::problem::problem_from_fens("k3/4/4/1R1K w - - 0 1", "k3/4/1R2/3K b").unwrap();
        let stopped = |games: &[&str]| {
            let all = plans_of(planner::Outcome::OutOfTime, games, 1);
            compare_with_proof_games(&problem, &all, Some(1), Some(2), None, 0.0)
        };
        assert!(stopped(&["Rb2"]).problems.is_empty());
        assert!(stopped(&["Rb2", "Rc1"]).problems.is_empty());
        let too_many = stopped(&["Rb2", "Rc1", "Rd1"]);
        assert!(
            too_many.problems[0].contains("3 valid plans before the run stopped"),
            "{:?}",
            too_many.problems
        );
        // A finished verdict run (at most 2 plans) agrees with a count of 2 or more.
        let verdict = plans_of(planner::Outcome::PlanFound, &["Rb2", "Rc1"], 1);
        let r = compare_with_proof_games(&problem, &verdict, Some(1), Some(36), Some(2), 0.0);
        assert!(r.agree, "{:?}", r.problems);
        let r = compare_with_proof_games(&problem, &verdict, Some(1), Some(1), Some(2), 0.0);
        assert!(!r.agree && r.problems[0].contains("expected 1"), "{:?}", r.problems);
    }

    #[test]
    fn regression_a_plan_file_cut_short_by_the_time_limit_is_no_plan() {
        // SymK killed at its time limit had opened its 46,498th plan file
        // and written nothing: `plans` reported it as an invalid plan of 0
        // moves, and the count as an encoding bug (exit 6).
        let dir = tempfile::tempdir().unwrap();
        let task = Task::Chess(crate::chess::problem::problem_from_fens("k3/4/4/1R1K w - - 0 1", "k3/4/1R2/3K b").unwrap());
        std::fs::write(dir.path().join("sas_plan.1"), "(move b1 b2)\n; cost = 1 (unit cost)\n").unwrap();
        std::fs::write(dir.path().join("sas_plan.2"), "").unwrap();
        assert_eq!(checked_plans(&task, dir.path(), &run(planner::Outcome::OutOfTime)).len(), 1);
        std::fs::write(dir.path().join("sas_plan.2"), "(move b1").unwrap();
        assert_eq!(checked_plans(&task, dir.path(), &run(planner::Outcome::OutOfTime)).len(), 1);
        // A run that ended by itself wrote whole files: an empty one is
        // reported, not hidden.
        assert_eq!(checked_plans(&task, dir.path(), &run(planner::Outcome::PlanFound)).len(), 2);
        // Only the last file can be the one being written.
        std::fs::write(dir.path().join("sas_plan.3"), "(move b1 b2)\n; cost = 1 (unit cost)\n").unwrap();
        assert_eq!(checked_plans(&task, dir.path(), &run(planner::Outcome::OutOfTime)).len(), 3);
    }
}
