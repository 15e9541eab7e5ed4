//! `bench native`: the native solver per level and heuristic on the same
//! puzzles; every plan is validated by the simulator.

use super::driver::{drive, Runner};
use super::instances::{Instance, SoloSource};
use super::lab_properties::LabRun;
use super::plot::{self, Line, Plot};
use super::report::{Outputs, SummaryRow};
use super::stats::{fmt, group, max, mean, median, ser_f64};
use super::{BenchError, Report};
use crate::limits::{Control, TimeLimit};
use crate::solo::rules::notation::to_solo_fen;
use crate::solo::rules::position::replay_plan;
use crate::solo::search::heuristics::Heuristic;
use crate::solo::search::solver::{solve, SolveOptions, SolveStats, Verdict};
use crate::solo::{Puzzle, WrittenMove};
use serde_json::json;

/// What to run.
#[derive(Clone, Debug)]
pub struct NativeOptions {
    pub source: SoloSource,
    pub heuristics: Vec<Heuristic>,
    /// Runs of the random heuristic per puzzle, averaged.
    pub random_runs: usize,
    /// The learned orderings' model (`None`: the built-in one).
    pub model: Option<std::sync::Arc<crate::solo::search::learned::Model>>,
    pub seed: u64,
    pub time_limit: TimeLimit,
    pub quiet: bool,
    pub outputs: Outputs,
    /// Cancels the run between puzzles (Ctrl-C and SIGTERM too).
    pub control: Control,
}

/// One CSV row: a puzzle and a heuristic.
#[derive(serde::Serialize, Clone, Debug)]
pub struct NativeRow {
    pub level: usize,
    pub puzzle: String,
    pub heuristic: String,
    /// The run (1..=`--random-runs` for `random`, whose seed changes per run; 1 otherwise).
    pub run: usize,
    pub verdict: String,
    pub nodes: u64,
    pub backtracks: u64,
    #[serde(serialize_with = "ser_f64")]
    pub time_ms: f64,
    /// Captures into positions already in the dead table.
    pub dead_hits: u64,
    /// Captures into positions the pruning rules prove dead.
    pub pruned: u64,
    /// Captures skipped by sleep sets (`best`'s partial-order reduction).
    pub sleep_skips: u64,
    /// Captures into positions dominated by one proven dead (`best` only).
    pub dominated: u64,
    /// The puzzle itself, so a row can be re-run on its own.
    pub fen: String,
}

/// One summary row: a level and a heuristic.
pub struct NativeSummary {
    level: usize,
    heuristic: Heuristic,
    solved: usize,
    runs: usize,
    mean_backtracks: Option<f64>,
    mean_nodes: Option<f64>,
    median_ms: Option<f64>,
    mean_ms: Option<f64>,
    max_ms: Option<f64>,
    mnodes_per_s: f64,
}

impl SummaryRow for NativeSummary {
    const HEADER: &'static [&'static str] = &[
        "n",
        "heuristic",
        "solved",
        "mean backtracks",
        "mean nodes",
        "median ms",
        "mean ms",
        "max ms",
        "M nodes/s",
    ];
    fn cells(&self) -> Vec<String> {
        vec![
            self.level.to_string(),
            self.heuristic.to_string(),
            format!("{}/{}", self.solved, self.runs),
            fmt(self.mean_backtracks, 1),
            fmt(self.mean_nodes, 1),
            fmt(self.median_ms, 3),
            fmt(self.mean_ms, 3),
            fmt(self.max_ms, 3),
            format!("{:.2}", self.mnodes_per_s),
        ]
    }
}

pub fn verdict_name(v: &Verdict) -> &'static str {
    match v {
        Verdict::Solved(_) => "solved",
        Verdict::Unsolvable => "unsolvable",
        Verdict::Unknown => "unknown",
    }
}

/// Solves and checks the plan with the simulator; an invalid plan is a bug.
pub fn solve_checked(p: &Puzzle, opts: &SolveOptions) -> Result<(Verdict, SolveStats), BenchError> {
    let (v, st) = solve(p, opts);
    if let Verdict::Solved(plan) = &v {
        let moves: Vec<WrittenMove> = plan.iter().map(|&mv| WrittenMove { mv, role: None }).collect();
        let r = replay_plan(p, &moves);
        if !r.is_valid() {
            return Err(BenchError::InvalidNativePlan(format!(
                "native plan for {} fails validation: {r}",
                to_solo_fen(p)
            )));
        }
    }
    Ok((v, st))
}

/// One row per run: `random` runs `random_runs` times with the seed
/// advanced each run, every other heuristic once. Stops early when cancelled.
fn run_one(inst: &Instance, h: Heuristic, o: &NativeOptions, control: &Control) -> Result<Vec<NativeRow>, BenchError> {
    let runs = if h == Heuristic::Random { o.random_runs.max(1) } else { 1 };
    let mut rows = Vec::new();
    for r in 0..runs {
        let opts = SolveOptions {
            heuristic: h,
            seed: o.seed.wrapping_add(r as u64),
            time_limit: o.time_limit.duration(),
            model: o.model.clone(),
            control: control.clone(),
            ..SolveOptions::default()
        };
        let (v, st) = solve_checked(&inst.puzzle, &opts)?;
        rows.push(NativeRow {
            level: inst.level(),
            puzzle: inst.id.clone(),
            heuristic: h.to_string(),
            run: r + 1,
            verdict: verdict_name(&v).into(),
            nodes: st.nodes,
            backtracks: st.backtracks,
            time_ms: st.elapsed_ms,
            dead_hits: st.dead_hits,
            pruned: st.pruned,
            sleep_skips: st.sleep_skips,
            dominated: st.dominated,
            fen: to_solo_fen(&inst.puzzle),
        });
        if control.is_cancelled() {
            break;
        }
    }
    Ok(rows)
}

/// A row as a Lab run: algorithm `native:<heuristic>`, domain `solo-chess`,
/// problem the puzzle's id (`pNNN.pddl` for a suite).
fn lab_run(row: &NativeRow, suite: bool) -> LabRun {
    let problem = if suite {
        format!("{}.pddl", row.puzzle)
    } else {
        row.puzzle.clone()
    };
    let solved = row.verdict == "solved";
    let (error, _) = super::lab_properties::error_name(&row.verdict);
    let mut r = LabRun::new(&format!("native:{}", row.heuristic), "solo-chess", &problem);
    r.set("outcome", json!(row.verdict))
        .set("error", json!(error))
        .set("coverage", json!(i32::from(solved)))
        .set("unsolvable", json!(i32::from(row.verdict == "unsolvable")))
        .set("expansions", json!(row.nodes))
        .set("backtracks", json!(row.backtracks))
        .set("search_time", json!(row.time_ms / 1e3))
        .set("total_time", json!(row.time_ms / 1e3))
        .set("plan_length", solved.then(|| json!(row.level - 1)))
        .set("cost", solved.then(|| json!(row.level - 1)))
        .set("native_valid", solved.then(|| json!(1)))
        .set("pieces", json!(row.level))
        .set("game", json!("solo-chess"));
    r
}

/// Runs every heuristic on every puzzle.
pub fn run(o: &NativeOptions) -> Result<Report, BenchError> {
    drive(o, &o.outputs, &o.control, o.quiet)
}

impl Runner for NativeOptions {
    /// A puzzle and a heuristic.
    type Item = (Instance, Heuristic);
    type Row = NativeRow;

    fn items(&self) -> Result<Vec<(Instance, Heuristic)>, BenchError> {
        let instances = self.source.load()?;
        Ok(instances
            .into_iter()
            .flat_map(|inst| self.heuristics.iter().map(move |&h| (inst.clone(), h)))
            .collect())
    }

    fn label(&self, (inst, h): &(Instance, Heuristic)) -> String {
        format!("{} {h}", inst.id)
    }

    fn run(
        &self,
        (inst, h): &(Instance, Heuristic),
        control: &Control,
        report: &mut Report,
    ) -> Result<Option<Vec<NativeRow>>, BenchError> {
        let rows = run_one(inst, *h, self, control)?;
        if control.is_cancelled() {
            return Ok(None);
        }
        for row in rows.iter().filter(|r| r.verdict != "solved") {
            if matches!(self.source, SoloSource::Folder { .. }) {
                report
                    .failures
                    .push(format!("{} {} run {}: {}", row.puzzle, row.heuristic, row.run, row.verdict));
            }
        }
        Ok(Some(rows))
    }

    /// The first run of each puzzle and heuristic (a Lab run id names no run number).
    fn lab_runs(&self, _: &(Instance, Heuristic), rows: &[NativeRow]) -> Vec<LabRun> {
        rows.iter()
            .filter(|r| r.run == 1)
            .map(|r| lab_run(r, self.source.is_suite()))
            .collect()
    }

    fn summarise(&self, items: &[(Instance, Heuristic)], rows: Vec<NativeRow>, report: &mut Report) -> Result<(), BenchError> {
        let o = self;
        let by = group(rows.iter().map(|r| {
            let hi = o.heuristics.iter().position(|h| h.to_string() == r.heuristic);
            ((r.level, hi), r)
        }));
        let mut table = Vec::new();
        for ((level, hi), rs) in &by {
            let f = |g: fn(&NativeRow) -> f64| rs.iter().map(|r| g(r)).collect::<Vec<f64>>();
            let (t, n) = (f(|r| r.time_ms), f(|r| r.nodes as f64));
            table.push(NativeSummary {
                level: *level,
                heuristic: o.heuristics[hi.expect("a heuristic of the run")],
                solved: rs.iter().filter(|r| r.verdict == "solved").count(),
                runs: rs.len(),
                mean_backtracks: mean(&f(|r| r.backtracks as f64)),
                mean_nodes: mean(&n),
                median_ms: median(&t),
                mean_ms: mean(&t),
                max_ms: max(&t),
                mnodes_per_s: n.iter().sum::<f64>() / (t.iter().sum::<f64>() / 1e3).max(1e-9) / 1e6,
            });
        }
        let total: f64 = rows.iter().map(|r| r.time_ms).sum();
        report
            .summary
            .insert("levels".into(), super::report::json_rows(&table).into());
        report.markdown = format!(
            "{}\n{} puzzles, {} runs, total solver time {:.1} ms, peak RSS {:.1} MB\n",
            super::markdown(&table),
            items.len() / o.heuristics.len().max(1),
            rows.len(),
            total,
            crate::limits::peak_rss_mb()
        );
        let lines: Vec<Line> = o
            .heuristics
            .iter()
            .map(|h| Line {
                label: h.to_string(),
                points: table
                    .iter()
                    .filter(|s| s.heuristic == *h)
                    .filter_map(|s| s.mean_backtracks.map(|b| (s.level as f64, b.max(0.1))))
                    .collect(),
                unsolved: table
                    .iter()
                    .filter(|s| s.heuristic == *h && s.solved < s.runs)
                    .map(|s| s.level as f64)
                    .collect(),
            })
            .collect();
        report.finish(&o.outputs, |p| {
            plot::draw(
                p,
                &Plot::by_level("Solo Chess: native solver", "mean backtracks (solved puzzles)", lines, None),
            )
        })?;
        Ok(())
    }
}
