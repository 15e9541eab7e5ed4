//! `bench analyze`: strong-solution time and difficulty per level, on a
//! folder of puzzles or on generated ones, with the correlation of the
//! rating with the piece count; optionally composed unique-solution puzzles
//! per level, timed, beside the generated ones' ratings.

use super::driver::{drive, Runner};
use super::instances::{Instance, SoloSource};
use super::lab_properties::LabRun;
use super::plot::{self, Line, Plot};
use super::report::{Outputs, SummaryRow};
use super::stats::{correlation, fmt, max, mean, median, ser_f64, ser_opt_f64};
use super::{BenchError, Report};
use crate::limits::{Control, MemoryLimit, TimeLimit};
use crate::solo::analysis::analyze::{analyze, AnalyzeOptions};
use crate::solo::analysis::compose::{compose_one, ComposeOptions};
use crate::solo::Budget;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

/// What to run.
#[derive(Clone, Debug)]
pub struct AnalyzeBenchOptions {
    pub source: SoloSource,
    pub seed: u64,
    /// Unique-solution puzzles to compose per level (0: none).
    pub compose: usize,
    pub compose_levels: Vec<usize>,
    pub compose_time_limit: TimeLimit,
    pub max_states: u64,
    pub memory_limit: MemoryLimit,
    /// Enumerate dead ends too (the reachable figures).
    pub all_positions: bool,
    pub quiet: bool,
    pub outputs: Outputs,
    /// Cancels the run between puzzles (Ctrl-C and SIGTERM too).
    pub control: Control,
}

/// One CSV row: a puzzle's analysis.
#[derive(serde::Serialize, Clone, Debug)]
pub struct AnalyzeRow {
    pub source: String,
    pub level: usize,
    pub puzzle: String,
    pub complete: bool,
    /// Positions explored and stored (all reachable ones with --all-positions).
    pub positions: u64,
    pub solvable_positions: u64,
    pub solutions: crate::solo::analysis::count::SolutionCount,
    #[serde(serialize_with = "ser_f64")]
    pub random_solve: f64,
    pub only_move_decisions: u32,
    #[serde(serialize_with = "ser_opt_f64")]
    pub rating: Option<f64>,
    #[serde(serialize_with = "ser_f64")]
    pub time_ms: f64,
    /// A composed puzzle's composing time (s) and candidates analysed.
    #[serde(skip)]
    pub composed: Option<(f64, u64)>,
}

/// Per-level summary of the analysed puzzles.
pub struct LevelSummary {
    level: usize,
    analysed: usize,
    total: usize,
    median_ms: Option<f64>,
    max_ms: Option<f64>,
    median_positions: Option<f64>,
    median_solutions: Option<f64>,
    median_rating: Option<f64>,
    mean_rating: Option<f64>,
}

impl SummaryRow for LevelSummary {
    const HEADER: &'static [&'static str] = &[
        "n",
        "analysed",
        "median ms",
        "max ms",
        "median positions",
        "median solutions",
        "median rating",
        "mean rating",
    ];
    fn cells(&self) -> Vec<String> {
        vec![
            self.level.to_string(),
            format!("{}/{}", self.analysed, self.total),
            fmt(self.median_ms, 1),
            fmt(self.max_ms, 1),
            fmt(self.median_positions, 0),
            fmt(self.median_solutions, 0),
            fmt(self.median_rating, 2),
            fmt(self.mean_rating, 2),
        ]
    }
}

/// Per-level summary of the composed puzzles.
pub struct ComposedSummary {
    level: usize,
    composed: usize,
    median_s: Option<f64>,
    max_s: Option<f64>,
    median_candidates: Option<f64>,
    median_rating: Option<f64>,
    generated_median_rating: Option<f64>,
}

impl SummaryRow for ComposedSummary {
    const HEADER: &'static [&'static str] = &[
        "n",
        "composed",
        "median s",
        "max s",
        "median candidates",
        "median rating",
        "generated median rating",
    ];
    fn cells(&self) -> Vec<String> {
        vec![
            self.level.to_string(),
            self.composed.to_string(),
            fmt(self.median_s, 2),
            fmt(self.max_s, 2),
            fmt(self.median_candidates, 0),
            fmt(self.median_rating, 2),
            fmt(self.generated_median_rating, 2),
        ]
    }
}

fn analyse(source: &str, inst: &Instance, o: &AnalyzeBenchOptions) -> AnalyzeRow {
    let t0 = Instant::now();
    let a = analyze(
        &inst.puzzle,
        AnalyzeOptions {
            max_states: o.max_states,
            exact: false,
            deadline: None,
            memory_bytes: Some(o.memory_limit.bytes()),
            all_positions: o.all_positions,
            control: Default::default(),
        },
    );
    AnalyzeRow {
        source: source.into(),
        level: inst.level(),
        puzzle: inst.id.clone(),
        complete: a.complete,
        positions: a.positions,
        solvable_positions: a.solvable,
        solutions: a.solutions.clone(),
        random_solve: a.random_solve,
        only_move_decisions: a.only_move_decisions,
        rating: a.rating,
        time_ms: t0.elapsed().as_secs_f64() * 1e3,
        composed: None,
    }
}

/// Rating quantile `q` per level.
fn quantile_per_level(rows: &[&AnalyzeRow], q: f64) -> Vec<(f64, f64)> {
    let mut levels: Vec<usize> = rows.iter().map(|r| r.level).collect();
    levels.sort();
    levels.dedup();
    levels
        .into_iter()
        .filter_map(|n| {
            let mut v: Vec<f64> = rows.iter().filter(|r| r.level == n).filter_map(|r| r.rating).collect();
            v.sort_by(|a, b| a.total_cmp(b));
            (!v.is_empty()).then(|| (n as f64, v[((v.len() - 1) as f64 * q).round() as usize]))
        })
        .collect()
}

/// Analyses every puzzle, then composes `compose` unique puzzles per level.
pub fn run(o: &AnalyzeBenchOptions) -> Result<Report, BenchError> {
    let runner = AnalyzeRunner {
        o,
        source: o.source.describe(),
        rng: std::cell::RefCell::new(ChaCha8Rng::seed_from_u64(o.seed)),
    };
    drive(&runner, &o.outputs, &o.control, o.quiet)
}

/// The runner: the options, the source's description, and the composer's
/// random numbers (one stream over every composed puzzle, in order).
struct AnalyzeRunner<'a> {
    o: &'a AnalyzeBenchOptions,
    source: String,
    rng: std::cell::RefCell<ChaCha8Rng>,
}

/// A puzzle to analyse, or the `index`th composition at `level` pieces.
enum AnalyzeItem {
    Puzzle(Instance),
    Compose { level: usize, index: usize },
}

impl Runner for AnalyzeRunner<'_> {
    type Item = AnalyzeItem;
    type Row = AnalyzeRow;

    fn items(&self) -> Result<Vec<AnalyzeItem>, BenchError> {
        let mut items: Vec<AnalyzeItem> = self.o.source.load()?.into_iter().map(AnalyzeItem::Puzzle).collect();
        for &level in &self.o.compose_levels {
            items.extend((0..self.o.compose).map(|index| AnalyzeItem::Compose { level, index }));
        }
        Ok(items)
    }

    fn label(&self, item: &AnalyzeItem) -> String {
        match item {
            AnalyzeItem::Puzzle(inst) => inst.id.clone(),
            AnalyzeItem::Compose { level, index } => format!("composing n={level} #{}", index + 1),
        }
    }

    fn run(&self, item: &AnalyzeItem, _: &Control, report: &mut Report) -> Result<Option<Vec<AnalyzeRow>>, BenchError> {
        let o = self.o;
        let &AnalyzeItem::Compose { level: n, .. } = item else {
            let AnalyzeItem::Puzzle(inst) = item else { unreachable!() };
            return Ok(Some(vec![analyse(&self.source, inst, o)]));
        };
        let opts = ComposeOptions {
            memory_bytes: Some(o.memory_limit.bytes()),
            pieces: n,
            board: crate::board::Board::STANDARD,
            budget: Budget::Limited(2),
            king: true,
            unique: true,
            min_rating: None,
            max_states: 2_000_000,
            control: Default::default(),
        };
        let t0 = Instant::now();
        let Some(c) = compose_one(&opts, &mut *self.rng.borrow_mut(), o.compose_time_limit.deadline(t0)) else {
            report
                .failures
                .push(format!("n={n}: no unique puzzle within {}", o.compose_time_limit));
            return Ok(Some(vec![]));
        };
        let secs = t0.elapsed().as_secs_f64();
        let inst = Instance {
            id: crate::solo::rules::notation::to_solo_fen(&c.puzzle),
            puzzle: c.puzzle,
        };
        let mut row = analyse("composed", &inst, o);
        row.time_ms = secs * 1e3;
        row.composed = Some((secs, c.candidates));
        Ok(Some(vec![row]))
    }

    fn lab_runs(&self, _: &AnalyzeItem, _: &[AnalyzeRow]) -> Vec<LabRun> {
        vec![] // refused by the command: an analysis is no solver run
    }

    fn summarise(&self, _: &[AnalyzeItem], all_rows: Vec<AnalyzeRow>, report: &mut Report) -> Result<(), BenchError> {
        let (o, source) = (self.o, &self.source);
        let (composed_rows, rows): (Vec<AnalyzeRow>, Vec<AnalyzeRow>) = all_rows.into_iter().partition(|r| r.composed.is_some());
        let composed: Vec<(AnalyzeRow, f64, u64)> = composed_rows
            .into_iter()
            .map(|r| {
                let (secs, candidates) = r.composed.expect("a composed row");
                (r, secs, candidates)
            })
            .collect();
        let mut levels: Vec<usize> = rows.iter().map(|r| r.level).collect();
        levels.sort();
        levels.dedup();
        let table: Vec<LevelSummary> = levels
            .iter()
            .map(|&n| {
                let at: Vec<&AnalyzeRow> = rows.iter().filter(|r| r.level == n).collect();
                let done: Vec<&&AnalyzeRow> = at.iter().filter(|r| r.complete).collect();
                let med = |f: &dyn Fn(&AnalyzeRow) -> f64| median(&done.iter().map(|r| f(r)).collect::<Vec<_>>());
                let ratings: Vec<f64> = done.iter().filter_map(|r| r.rating).collect();
                LevelSummary {
                    level: n,
                    analysed: done.len(),
                    total: at.len(),
                    median_ms: med(&|r| r.time_ms),
                    max_ms: max(&at.iter().map(|r| r.time_ms).collect::<Vec<_>>()),
                    median_positions: med(&|r| r.positions as f64),
                    median_solutions: med(&|r| r.solutions.as_f64()),
                    median_rating: median(&ratings),
                    mean_rating: mean(&ratings),
                }
            })
            .collect();
        let mut md = format!("### Strong solutions: {source}\n\n{}", super::markdown(&table));
        report
            .summary
            .insert("levels".into(), super::report::json_rows(&table).into());
        let (xs, ys): (Vec<f64>, Vec<f64>) = rows.iter().filter_map(|r| r.rating.map(|x| (r.level as f64, x))).unzip();
        if let Some(c) = correlation(&xs, &ys) {
            md += &format!(
                "\nPearson correlation of the rating with the piece count: {c:.3} ({} puzzles)\n",
                xs.len()
            );
        }
        if !composed.is_empty() {
            let mut cl: Vec<usize> = composed.iter().map(|c| c.0.level).collect();
            cl.dedup();
            let ct: Vec<ComposedSummary> = cl
                .into_iter()
                .map(|n| {
                    let at: Vec<&(AnalyzeRow, f64, u64)> = composed.iter().filter(|c| c.0.level == n).collect();
                    let secs: Vec<f64> = at.iter().map(|c| c.1).collect();
                    let ratings: Vec<f64> = at.iter().filter_map(|c| c.0.rating).collect();
                    let gen: Vec<f64> = rows.iter().filter(|r| r.level == n).filter_map(|r| r.rating).collect();
                    ComposedSummary {
                        level: n,
                        composed: at.len(),
                        median_s: median(&secs),
                        max_s: max(&secs),
                        median_candidates: median(&at.iter().map(|c| c.2 as f64).collect::<Vec<_>>()),
                        median_rating: median(&ratings),
                        generated_median_rating: median(&gen),
                    }
                })
                .collect();
            md += "\n### Composed unique-solution puzzles (8x8, budget 2, king)\n\n";
            md += &super::markdown(&ct);
            report.summary.insert("composed".into(), super::report::json_rows(&ct).into());
        }
        report.markdown = md;
        let all: Vec<&AnalyzeRow> = rows.iter().collect();
        let mut lines: Vec<Line> = [(0.25, "lower quartile"), (0.5, "median"), (0.75, "upper quartile")]
            .iter()
            .map(|&(q, name)| Line {
                label: format!("{source}: {name}"),
                points: quantile_per_level(&all, q),
                unsolved: vec![],
            })
            .collect();
        if !composed.is_empty() {
            let c: Vec<&AnalyzeRow> = composed.iter().map(|c| &c.0).collect();
            lines.push(Line {
                label: "composed unique: median".into(),
                points: quantile_per_level(&c, 0.5),
                unsolved: vec![],
            });
        }
        report.finish(&o.outputs, |p| {
            plot::draw(p, &Plot::by_level("difficulty rating by piece count", "rating", lines, None))
        })?;
        Ok(())
    }
}
