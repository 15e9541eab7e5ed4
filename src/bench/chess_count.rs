//! `bench chess --count`: proof games as a planning benchmark, the native
//! solver and the planner side by side on the same length. The native
//! optimal search (`astar` or `bfs`, run first on each problem) proves the
//! shortest length N; the other runs then take that N:
//!
//! - `native:count`: `chess proofgame --plies N --count-all` in a child
//!   process (its memory its own): the number of games of exactly N plies;
//! - `symk:optimal/sas` (or `fd:optimal/sas`): the planner's optimal search
//!   on the task narrowed to games of at most N plies: one plan, which must
//!   have exactly N moves. SymK runs `sym_bd()`; Fast Downward runs
//!   [`FD_OPTIMAL_SEARCH`];
//! - `symk:verdict/sas`: SymK's search for plans of optimal cost on that
//!   task, stopped at the second: the composers' question, `1` (the game is
//!   unique, and SymK proved it) or `2+`, against the native count;
//! - `symk:top-k/sas`: SymK's top-k search on that task: every plan replayed
//!   natively, their number equal to the native count.
//!
//! The verdict and top-k runs need SymK; Fast Downward has no search for
//! several plans.
//!
//! Each answer is checked against the others as it comes: a plan of another
//! length, "no game" where A* found one, or counts that differ are
//! disagreements (an encoding, narrowing or mapping bug), never silent.

use super::chess_run::{empty_row, planner_figures, round_trip_row, run_child, ChessOptions, ChessRow};
use super::instances::ChessInstance;
use super::BenchError;
use crate::planner::{Config, Planner, PlannerKind, Search, TaskFormat};
use crate::roundtrip::{self, top_k, Source, Task};
use std::cell::RefCell;
use std::path::Path;
use std::process::Command;
use std::rc::Rc;

/// What the runs on one problem have established so far, shared by its
/// items: the native optimal search fills `shortest`, `native:count` fills
/// `games`, and the planner's runs read both.
#[derive(Default, Debug)]
pub struct Established {
    /// The shortest length in plies (an optimal native search's plan).
    pub shortest: Option<u32>,
    /// The native count of games of exactly that length.
    pub games: Option<u128>,
}

/// One problem's [`Established`], shared by its items across runs.
pub type Shared = Rc<RefCell<Established>>;

/// The outcome of a counting run that could not start: no proven length.
pub const NO_LENGTH: &str = "no length";

/// The counting runs' column names.
pub fn native_label() -> String {
    "native:count".into()
}

/// Fast Downward's optimal search on the task for N plies: A* with LM-cut,
/// admissible and applicable there, as that task has neither axioms nor
/// conditional effects (the PDDL encoding's axioms rule LM-cut out). On
/// Session 53's 24-ply games it found the shortest plan in 0.2–0.6 s where
/// `astar(blind())`, `astar(hmax())` and SymK ran out of 30 s.
pub const FD_OPTIMAL_SEARCH: &str = "astar(lmcut())";

/// The most plans a verdict run asks for: two tell a unique game from several.
pub const VERDICT_PLANS: u64 = 2;

/// The planner's runs on the task for the shortest length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlannerRun {
    /// One optimal plan (SymK's `sym_bd()`).
    Optimal,
    /// Plans of optimal cost up to [`VERDICT_PLANS`]: unique or not.
    Verdict,
    /// Every plan of optimal cost.
    TopK,
}

impl PlannerRun {
    pub fn name(self) -> &'static str {
        match self {
            PlannerRun::Optimal => "optimal",
            PlannerRun::Verdict => "verdict",
            PlannerRun::TopK => "top-k",
        }
    }

    /// The plan cap of a run of optimal plans (`None`: every one).
    fn cap(self) -> Option<u64> {
        (self == PlannerRun::Verdict).then_some(VERDICT_PLANS)
    }
}

/// Whether the planner's counting runs include the verdict and top-k runs
/// (SymK), or only the optimal one (Fast Downward).
pub fn runs_of(planner: &Planner) -> &'static [PlannerRun] {
    if top_k::is_symk(planner) {
        &[PlannerRun::Optimal, PlannerRun::Verdict, PlannerRun::TopK]
    } else {
        &[PlannerRun::Optimal]
    }
}

/// `symk:optimal/sas`, `symk:verdict/sas`, `symk:top-k/sas` or `fd:optimal/sas`.
pub fn planner_label(planner: &Planner, run: PlannerRun) -> String {
    let name = match planner {
        Planner::Driver {
            kind: PlannerKind::FastDownward,
            ..
        } => "fd".to_string(),
        p => p.name(),
    };
    format!("{name}:{}/sas", run.name())
}

/// A row for a counting run that has no length to count at.
fn without_length(inst: &ChessInstance, solver: String) -> ChessRow {
    let mut row = empty_row(inst, solver);
    row.outcome = NO_LENGTH.into();
    row
}

/// `chess proofgame --plies N --count-all` on one problem in a child process.
pub fn native_count(exe: &Path, inst: &ChessInstance, facts: &Shared, o: &ChessOptions) -> ChessRow {
    let Some(plies) = facts.borrow().shortest else {
        return without_length(inst, native_label());
    };
    let mut row = empty_row(inst, native_label());
    let p = &inst.problem;
    let mut cmd = Command::new(exe);
    cmd.args(["chess", "proofgame"])
        .arg(crate::chess::pgn::goal_fen(&p.goal))
        .arg("--start")
        .arg(crate::chess::fen::to_fen(&p.start))
        .args(["--plies", &plies.to_string(), "--count-all", "--no-shorter-check"])
        .args(["--threads", "1", "--json", "--memory-limit", &o.memory_limit.to_string()]);
    let Some(v) = run_child(cmd, o, &mut row) else { return row };
    let detail = &v["verdict_detail"];
    let games = match detail["verdict"].as_str() {
        Some("unique") => Some(1),
        Some("solutions") => detail["count"].as_str().and_then(|c| c.parse::<u128>().ok()),
        Some("no-solution") => Some(0),
        _ => None,
    };
    row.outcome = match (games, detail["stopped_by"].as_str()) {
        (Some(_), _) => "counted".into(),
        (None, Some(stop)) => stop.replace('-', " "),
        (None, None) => "error".into(),
    };
    row.length = games.map(|_| plies as usize);
    row.games = games.map(|g| g.to_string());
    row.expanded = v["positions_examined"].as_u64();
    row.time_ms = v["seconds"].as_f64().map_or(row.time_ms, |s| s * 1e3);
    row.peak_mb = v["peak_rss_mb"].as_f64();
    // A later run stopped by a limit keeps the count an earlier one finished.
    if games.is_some() {
        facts.borrow_mut().games = games;
    }
    row
}

/// What a counting run found that contradicts the native answers.
pub fn disagreement(row: &ChessRow, facts: &Shared) -> Option<String> {
    let f = facts.borrow();
    let n = f.shortest?;
    if row.games.as_deref() == Some("0") {
        return Some(format!(
            "{}: {} finds no game of {n} plies, but the optimal search found one",
            row.problem, row.solver
        ));
    }
    if row.outcome == "unsolvable-within-bound" {
        return Some(format!(
            "{}: {} finds no game of at most {n} plies, but the optimal search found one",
            row.problem, row.solver
        ));
    }
    if row.length.is_some_and(|l| l != n as usize) && row.solver.ends_with(":optimal/sas") {
        return Some(format!(
            "{}: {} returned a plan of {} plies, the shortest game has {n}",
            row.problem,
            row.solver,
            row.length.unwrap_or_default()
        ));
    }
    None
}

/// What a run found that contradicts the suite's `instances.json`: an
/// optimal native search's length other than the suite's proven one, or a
/// native count other than its `solutions`.
pub fn against_suite(row: &ChessRow, inst: &ChessInstance) -> Option<String> {
    let (n, games) = inst.expected?;
    let optimal_search = matches!(row.solver.as_str(), "native:astar" | "native:bfs");
    if optimal_search && row.valid == Some(true) && row.length != Some(n as usize) {
        return Some(format!(
            "{}: {} found a shortest game of {} plies, the suite's instances.json says {n}",
            row.problem,
            row.solver,
            row.length.unwrap_or_default()
        ));
    }
    let counted: Option<u128> = row.games.as_deref().and_then(|g| g.parse().ok());
    match (row.solver == native_label(), counted, games) {
        (true, Some(c), Some(g)) if c != g => Some(format!(
            "{}: {c} games of {n} plies counted, the suite's instances.json says {g}",
            row.problem
        )),
        _ => None,
    }
}

/// The configuration of a counting run: the bench's limits and control,
/// the finite-domain task, and `search` (`None`: the planner's default,
/// SymK's optimal `sym_bd()`).
fn config(o: &ChessOptions, search: Option<Search>, control: &crate::limits::Control) -> Config {
    Config {
        search,
        translate_options: vec![],
        time_limit: o.time_limit,
        memory_limit: o.memory_limit,
        format: TaskFormat::Sas,
        control: control.clone(),
    }
}

/// The planner's optimal search on the task for games of at most N plies.
pub fn optimal(
    planner: &Planner,
    inst: &ChessInstance,
    facts: &Shared,
    o: &ChessOptions,
    control: &crate::limits::Control,
) -> Result<ChessRow, BenchError> {
    let label = planner_label(planner, PlannerRun::Optimal);
    let Some(plies) = facts.borrow().shortest else {
        return Ok(without_length(inst, label));
    };
    let dir = roundtrip::temp_dir()?;
    let task = Task::Chess(inst.problem.clone());
    let search = (!top_k::is_symk(planner)).then(|| Search::Search(FD_OPTIMAL_SEARCH.into()));
    let cfg = config(o, search, control);
    let rt = roundtrip::plan_pddl_in_dir(
        &task,
        Source::WithinPlies(plies),
        planner,
        &cfg,
        &o.checks,
        dir.path(),
        "bench",
    )?;
    Ok(round_trip_row(inst, label, &rt))
}

/// SymK's search for plans of optimal cost on the task for games of at most
/// N plies (`run`: every one, or [`VERDICT_PLANS`] at most): every plan
/// replayed and counted against the native count (when it finished).
pub fn optimal_plans(
    planner: &Planner,
    run: PlannerRun,
    inst: &ChessInstance,
    facts: &Shared,
    o: &ChessOptions,
    control: &crate::limits::Control,
) -> Result<(ChessRow, Vec<String>), BenchError> {
    let label = planner_label(planner, run);
    let (shortest, games) = {
        let f = facts.borrow();
        (f.shortest, f.games)
    };
    let Some(plies) = shortest else {
        return Ok((without_length(inst, label), vec![]));
    };
    let dir = roundtrip::temp_dir()?;
    let task = Task::Chess(inst.problem.clone());
    let cfg = config(o, Some(top_k::optimal_plans_search(run.cap())), control);
    let all = top_k::all_plans_within(&task, planner, &cfg, dir.path(), "bench", Some(plies))?;
    let report = top_k::compare_with_proof_games(&inst.problem, &all, Some(plies), games, run.cap(), 0.0);
    let mut row = empty_row(inst, label);
    planner_figures(&mut row, &all.run.stats);
    // A complete run is "counted" like the native count; a stopped one says why.
    row.outcome = if top_k::cut_off(&all.run) {
        report.outcome.clone()
    } else {
        "counted".into()
    };
    row.length = (report.valid > 0).then_some(plies as usize);
    row.games = games_column(row.outcome == "counted", report.valid, run.cap());
    row.valid = Some(report.valid == report.plans);
    let problems = report
        .problems
        .iter()
        .map(|p| format!("{}: {}: {p}", row.problem, row.solver))
        .collect();
    Ok((row, problems))
}

/// The games column of a run of optimal plans with `valid` plans: their
/// number when it `finished`, or `2+` where a verdict run reached its cap
/// (there may be more); for a run stopped by a limit, the plans so far as a
/// lower bound. `K+` always reads "at least K".
fn games_column(finished: bool, valid: usize, cap: Option<u64>) -> Option<String> {
    match cap {
        _ if !finished => (valid > 0).then(|| format!("{valid}+")),
        Some(k) if valid as u64 >= k => Some(format!("{k}+")),
        _ => Some(valid.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn instance() -> ChessInstance {
        let text = "start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\ngoal: rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b\n";
        ChessInstance {
            file: "games/g.chess".into(),
            problem: crate::chess::problem::parse_problem(text).unwrap(),
            suite: None,
            expected: None,
        }
    }

    fn facts(shortest: Option<u32>) -> Shared {
        Rc::new(RefCell::new(Established { shortest, games: None }))
    }

    fn row(solver: &str, outcome: &str, length: Option<usize>, games: Option<&str>) -> ChessRow {
        let mut r = empty_row(&instance(), solver.into());
        r.outcome = outcome.into();
        r.length = length;
        r.games = games.map(str::to_string);
        r
    }

    #[test]
    fn answers_that_contradict_the_proven_length_are_disagreements() {
        let proven = facts(Some(1));
        let wrong = [
            row("native:count", "counted", Some(1), Some("0")),
            row("symk:optimal/sas", "unsolvable-within-bound", None, None),
            row("symk:optimal/sas", "valid", Some(3), None),
        ];
        for r in &wrong {
            assert!(disagreement(r, &proven).is_some(), "{r:?}");
        }
        let agreeing = [
            row("native:count", "counted", Some(1), Some("1")),
            row("symk:optimal/sas", "valid", Some(1), None),
            row("symk:top-k/sas", "counted", Some(1), Some("1")),
            row("symk:optimal/sas", "out-of-time", None, None),
        ];
        for r in &agreeing {
            assert_eq!(disagreement(r, &proven), None, "{r:?}");
        }
        // Without a proven length nothing can contradict it.
        assert_eq!(disagreement(&wrong[2], &facts(None)), None);
    }

    #[test]
    fn a_planners_run_that_finds_no_game_of_the_proven_length_is_a_disagreement() {
        let proven = facts(Some(4));
        for solver in ["symk:verdict/sas", "symk:top-k/sas"] {
            assert!(disagreement(&row(solver, "counted", None, Some("0")), &proven).is_some());
            assert_eq!(disagreement(&row(solver, "counted", Some(4), Some("2+")), &proven), None);
        }
    }

    #[test]
    fn a_verdict_run_that_reached_its_cap_says_two_or_more() {
        let games = |finished, valid, cap| games_column(finished, valid, cap).unwrap_or_default();
        assert_eq!(games(true, 1, Some(VERDICT_PLANS)), "1");
        assert_eq!(games(true, 2, Some(VERDICT_PLANS)), "2+");
        assert_eq!(games(true, 0, Some(VERDICT_PLANS)), "0");
        // A top-k run has no cap: its number is the count.
        assert_eq!(games(true, 36, None), "36");
        // A run stopped by a limit: at least the plans it wrote, or nothing.
        assert_eq!(games(false, 306, None), "306+");
        assert_eq!(games(false, 1, Some(VERDICT_PLANS)), "1+");
        assert_eq!(games_column(false, 0, None), None);
        assert_eq!(PlannerRun::Verdict.cap(), Some(2));
        assert_eq!(PlannerRun::TopK.cap(), None);
    }

    #[test]
    fn counting_runs_without_a_proven_length_say_so() {
        let o = ChessOptions {
            problems: vec![],
            searches: vec![],
            planner: None,
            formats: vec![],
            checks: Default::default(),
            runs: 1,
            count: true,
            counting: vec![],
            time_limit: crate::limits::TimeLimit::seconds(1.0).unwrap(),
            memory_limit: "1G".parse().unwrap(),
            quiet: true,
            outputs: Default::default(),
            control: Default::default(),
        };
        let r = native_count(Path::new("/nonexistent"), &instance(), &facts(None), &o);
        assert_eq!((r.outcome.as_str(), r.games), (NO_LENGTH, None));
    }
}
