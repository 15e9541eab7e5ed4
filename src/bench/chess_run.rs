//! The rows of `bench chess` and what every kind of run shares: the
//! options, one CSV row per run, an empty row to fill, and a child process
//! of this binary whose JSON answer fills it (`chess.rs` runs the searches
//! and planners, `chess_count.rs` the counting runs).

use super::instances::ChessInstance;
use super::report::Outputs;
use super::stats::{ser_f64, ser_opt_f64};
use crate::chess::search::Algorithm;
use crate::limits::{Control, MemoryLimit, TimeLimit};
use crate::planner::{Planner, Search, Stats, TaskFormat};
use crate::roundtrip::{Checks, PlanOutcome, RoundTrip};
use std::path::PathBuf;
use std::process::Command;

/// What to run.
#[derive(Clone, Debug)]
pub struct ChessOptions {
    pub problems: Vec<PathBuf>,
    pub searches: Vec<Algorithm>,
    /// The planner and its configurations (none: native only).
    pub planner: Option<(Planner, Vec<Search>)>,
    /// How tasks reach the planner: PDDL, the finite-domain task, or both (one run each).
    pub formats: Vec<TaskFormat>,
    /// VAL beside the native replay, if found.
    pub checks: Checks,
    pub runs: usize,
    /// Proof games side by side ([`chess_count`]): the native count of games
    /// of the shortest length, and the planner's optimal, verdict and top-k
    /// runs on the task for that length.
    pub count: bool,
    /// With `count`: the planners whose optimal, verdict and top-k runs
    /// stand beside the native count (none: the native count alone).
    pub counting: Vec<Planner>,
    pub time_limit: TimeLimit,
    pub memory_limit: MemoryLimit,
    pub quiet: bool,
    pub outputs: Outputs,
    /// Cancels the run between runs and kills a running planner (Ctrl-C and SIGTERM too).
    pub control: Control,
}

/// One CSV row: a problem, a solver and a run.
#[derive(serde::Serialize, Clone, Debug)]
pub struct ChessRow {
    pub problem: String,
    pub solver: String,
    pub run: usize,
    /// Native: plan, unsolvable, state limit, time limit, memory limit, error;
    /// planner: the round trip's outcome.
    pub outcome: String,
    pub length: Option<usize>,
    /// Counting runs: the games of the shortest length (the native count,
    /// or the planner's valid plans); `K+`: at least K (a verdict run's cap,
    /// or the plans of a run stopped by a limit).
    pub games: Option<String>,
    pub expanded: Option<u64>,
    #[serde(serialize_with = "ser_f64")]
    pub time_ms: f64,
    #[serde(serialize_with = "ser_opt_f64")]
    pub peak_mb: Option<f64>,
    /// Whether the plan replays natively to the goal.
    pub valid: Option<bool>,
    #[serde(serialize_with = "ser_opt_f64")]
    pub translator_s: Option<f64>,
    #[serde(serialize_with = "ser_opt_f64")]
    pub search_s: Option<f64>,
    pub variables: Option<u64>,
    pub operators: Option<u64>,
    pub axioms: Option<u64>,
    /// VAL's verdict on a planner's plan (valid, invalid: …, unavailable, timeout).
    pub val: Option<String>,
}

impl ChessRow {
    pub(super) fn solved(&self) -> bool {
        matches!(self.outcome.as_str(), "plan" | "valid" | "counted")
    }
}

pub(super) fn empty_row(inst: &ChessInstance, solver: String) -> ChessRow {
    ChessRow {
        problem: inst.name(),
        solver,
        run: 0,
        outcome: "error".into(),
        length: None,
        games: None,
        expanded: None,
        time_ms: 0.0,
        peak_mb: None,
        valid: None,
        translator_s: None,
        search_s: None,
        variables: None,
        operators: None,
        axioms: None,
        val: None,
    }
}

/// A planner's round trip as a row: its outcome, VAL's verdict, the plan's
/// length and native replay, and the planner's figures.
pub(super) fn round_trip_row(inst: &ChessInstance, solver: String, rt: &RoundTrip) -> ChessRow {
    let mut row = empty_row(inst, solver);
    row.outcome = rt.outcome.name().into();
    row.val = rt.val.as_ref().map(|v| v.label());
    row.length = matches!(rt.outcome, PlanOutcome::Valid { .. } | PlanOutcome::Invalid { .. }).then(|| rt.outcome.moves().len());
    row.valid = rt.outcome.plan_valid();
    planner_figures(&mut row, &rt.run.stats);
    row.time_ms = (rt.run.stats.wall_time_s + rt.export_time_s) * 1e3;
    row
}

/// The planner's figures in a row: expansions, time, peak memory, the
/// translator's and the search's times, the task's size.
pub(super) fn planner_figures(row: &mut ChessRow, st: &Stats) {
    row.expanded = st.expanded;
    row.time_ms = st.wall_time_s * 1e3;
    row.peak_mb = st.peak_memory_kb.map(|k| k as f64 / 1024.0);
    row.translator_s = st.translator_time_s;
    row.search_s = st.search_time_s;
    row.variables = st.variables;
    row.operators = st.operators;
    row.axioms = st.axioms;
}

/// Runs a child process of this binary with the benchmark's time limit and
/// reads the JSON object it prints; the row's time is the wall time until
/// the child reports its own. `None`: it did not start or printed no JSON.
pub(super) fn run_child(mut cmd: Command, o: &ChessOptions, row: &mut ChessRow) -> Option<serde_json::Value> {
    if let Some(t) = o.time_limit.as_secs_f64() {
        cmd.args(["--time-limit", &t.to_string()]);
    }
    let t0 = std::time::Instant::now();
    let out = cmd.output();
    row.time_ms = t0.elapsed().as_secs_f64() * 1e3;
    serde_json::from_slice(&out.ok()?.stdout).ok()
}
