//! `bench compare`: the native solver against the planner (every
//! configuration × encoding) on the same Solo Chess puzzles, interleaved per
//! puzzle; every plan is validated, and a planner verdict that contradicts
//! the native one is reported.

use super::compare_plots;
pub use super::compare_plots::CompareRow;
use super::driver::{drive, Runner};
use super::instances::{lowered_variants, Instance, SoloSource};
use super::lab_properties::{self, LabRun};
use super::native::{solve_checked, verdict_name};
use super::plot::{self, Line, Plot};
use super::report::{Outputs, SummaryRow};
use super::stats::{fmt, group, max, mean, median};
use super::{BenchError, Report};
use crate::limits::{Control, MemoryLimit, TimeLimit};
use crate::pddl::Encoding;
use crate::planner::{Config, Planner, PlannerKind, Search, TaskFormat};
use crate::roundtrip::{self, Checks, Task};
use crate::solo::rules::notation::to_solo_fen;
use crate::solo::search::heuristics::Heuristic;
use crate::solo::search::solver::{SolveOptions, Verdict};
use serde_json::json;

/// What to run.
#[derive(Clone, Debug)]
pub struct CompareOptions {
    pub source: SoloSource,
    pub with_unsolvable: bool,
    pub seed: u64,
    pub configs: Vec<Search>,
    /// The native orderings to run beside the planner (empty: `best`, labelled `native`).
    pub heuristics: Vec<Heuristic>,
    pub encodings: Vec<Encoding>,
    /// How tasks reach the planner: PDDL (one run per encoding) and/or sas (one run).
    pub formats: Vec<TaskFormat>,
    pub planner: Planner,
    /// VAL beside the native replay, if found.
    pub checks: Checks,
    pub time_limit: TimeLimit,
    pub memory_limit: MemoryLimit,
    pub quiet: bool,
    pub outputs: Outputs,
    /// Cancels the run between puzzles and kills a running planner (Ctrl-C and SIGTERM too).
    pub control: Control,
}

/// How one planner run gets its task: a PDDL encoding, or the finite-domain task.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    Pddl(Encoding),
    Sas,
}

impl Route {
    /// The encoding's name, or `sas`.
    pub fn name(self) -> &'static str {
        match self {
            Route::Pddl(e) => e.name(),
            Route::Sas => "sas",
        }
    }
    fn format(self) -> TaskFormat {
        match self {
            Route::Pddl(_) => TaskFormat::Pddl,
            Route::Sas => TaskFormat::Sas,
        }
    }
    fn encoding(self) -> Encoding {
        match self {
            Route::Pddl(e) => e,
            Route::Sas => Encoding::Squares,
        }
    }
}

impl CompareOptions {
    /// Every encoding for the PDDL format, then the finite-domain task.
    pub fn routes(&self) -> Vec<Route> {
        let mut routes = Vec::new();
        if self.formats.contains(&TaskFormat::Pddl) {
            routes.extend(self.encodings.iter().map(|&e| Route::Pddl(e)));
        }
        if self.formats.contains(&TaskFormat::Sas) {
            routes.push(Route::Sas);
        }
        routes
    }
}

/// A planner configuration's column name: `config/route` for Fast
/// Downward, `planner:config/route` for the others (route: the encoding, or `sas`).
pub fn solver_label(planner: &Planner, search: &Search, route: Route) -> String {
    match planner {
        Planner::Driver {
            kind: PlannerKind::FastDownward,
            ..
        } => format!("{}/{}", search.label(), route.name()),
        p => format!("{}:{}/{}", p.name(), search.label(), route.name()),
    }
}

/// One summary row: a level (or all levels) and a solver. Times and
/// expansions are over the decided runs only (solved or proven
/// unsolvable): a run stopped by its limit says nothing of the solver's
/// speed, only of its coverage.
pub struct CompareSummary {
    /// `None`: the totals row over every level.
    level: Option<usize>,
    solver: String,
    solved: usize,
    runs: usize,
    unsolvable: usize,
    median_ms: Option<f64>,
    mean_ms: Option<f64>,
    max_ms: Option<f64>,
    /// The median decided time over the native solver's, where both decided runs.
    ratio: Option<f64>,
    median_expanded: Option<f64>,
}

impl SummaryRow for CompareSummary {
    const HEADER: &'static [&'static str] = &[
        "n",
        "solver",
        "solved",
        "proven unsolvable",
        "median ms (decided)",
        "mean ms (decided)",
        "max ms (decided)",
        "time / native",
        "median expanded (decided)",
    ];
    fn cells(&self) -> Vec<String> {
        vec![
            self.level.map_or("all".into(), |n| n.to_string()),
            self.solver.clone(),
            format!("{}/{}", self.solved, self.runs),
            self.unsolvable.to_string(),
            fmt(self.median_ms, 3),
            fmt(self.mean_ms, 3),
            fmt(self.max_ms, 3),
            fmt(self.ratio, 1),
            fmt(self.median_expanded, 0),
        ]
    }
}

impl CompareSummary {
    /// The row of `rows` (one solver's runs at one level, or at all).
    fn of(level: Option<usize>, solver: &str, rows: &[&CompareRow], native_median_ms: Option<f64>) -> CompareSummary {
        let decided: Vec<&&CompareRow> = rows.iter().filter(|r| r.decided()).collect();
        let ms: Vec<f64> = decided.iter().map(|r| r.time_s * 1e3).collect();
        let expanded: Vec<f64> = decided.iter().filter_map(|r| r.expanded.map(|x| x as f64)).collect();
        let median_ms = median(&ms);
        CompareSummary {
            level,
            solver: solver.to_string(),
            solved: rows.iter().filter(|r| r.solved()).count(),
            runs: rows.len(),
            unsolvable: rows.iter().filter(|r| r.outcome == "unsolvable").count(),
            median_ms,
            mean_ms: mean(&ms),
            max_ms: max(&ms),
            ratio: match (median_ms, native_median_ms) {
                (Some(m), Some(n)) if !solver.starts_with("native") && n > 0.0 => Some(m / n),
                _ => None,
            },
            median_expanded: median(&expanded),
        }
    }
}

/// Lab runs of one instance: the planner rows in their encoding's domain
/// (`solo-chess-<encoding>`, as `suite export` names its folders) and the
/// native row in every encoding's domain, so each domain has it beside the
/// planner's.
fn lab_runs_of(o: &CompareOptions, inst: &Instance, rows: &[CompareRow]) -> Vec<LabRun> {
    let problem = if o.source.is_suite() {
        format!("{}.pddl", inst.id)
    } else {
        inst.id.clone()
    };
    let native_verdict = match rows[0].outcome.as_str() {
        "solved" => "solvable",
        other => other,
    };
    let mut out = Vec::new();
    for &encoding in &o.encodings {
        let domain = format!("solo-chess-{}", encoding.name());
        for row in rows {
            let algorithm = if row.solver.starts_with("native") {
                row.solver.clone()
            } else if let Some(label) = row.solver.strip_suffix(&format!("/{}", encoding.name())) {
                label.to_string()
            } else {
                continue;
            };
            let (error, _) = lab_properties::error_name(&row.outcome);
            let solved = row.solved();
            let mut r = LabRun::new(&algorithm, &domain, &problem);
            r.set("outcome", json!(row.outcome))
                .set("error", json!(error))
                .set("coverage", json!(i32::from(solved)))
                .set("unsolvable", json!(i32::from(row.outcome == "unsolvable")))
                .set("expansions", row.expanded.map(|x| json!(x)))
                .set(
                    "search_time",
                    row.search_s
                        .or((row.solver.starts_with("native")).then_some(row.time_s))
                        .map(|x| json!(x)),
                )
                .set("translator_time", row.translator_s.map(|x| json!(x)))
                .set("total_time", json!(row.time_s))
                .set("memory", row.peak_memory_kb.map(|x| json!(x)))
                .set("translator_operators", row.operators.map(|x| json!(x)))
                .set("plan_length", solved.then(|| json!(row.level - 1)))
                .set("cost", solved.then(|| json!(row.level - 1)))
                .set("native_valid", row.plan_valid.map(|v| json!(i32::from(v))))
                .set("val", row.val.as_ref().map(|v| json!(v)))
                .set("val_valid", row.val.as_ref().map(|v| json!(i32::from(v == "valid"))))
                .set("pieces", json!(row.level))
                .set("source", json!(to_solo_fen(&inst.puzzle)))
                .set("native_verdict", json!(native_verdict))
                .set("game", json!("solo-chess"));
            out.push(r);
        }
    }
    out
}

/// Runs the native solver and every planner configuration on each puzzle.
pub fn run(o: &CompareOptions) -> Result<Report, BenchError> {
    drive(o, &o.outputs, &o.control, o.quiet)
}

impl CompareOptions {
    /// The native solver's runs: `native` (the `best` ordering) alone, or
    /// `native:<h>` for each `--heuristics` ordering.
    fn native_solvers(&self) -> Vec<(String, Heuristic)> {
        if self.heuristics.is_empty() {
            return vec![("native".into(), Heuristic::Best)];
        }
        self.heuristics.iter().map(|&h| (format!("native:{h}"), h)).collect()
    }

    /// The solvers' labels: the native runs, then each configuration × route.
    fn solvers(&self) -> Vec<String> {
        let routes = self.routes();
        self.native_solvers()
            .into_iter()
            .map(|(label, _)| label)
            .chain(
                self.configs
                    .iter()
                    .flat_map(|c| routes.iter().map(move |&r| solver_label(&self.planner, c, r))),
            )
            .collect()
    }
}

impl Runner for CompareOptions {
    /// A puzzle: the native run and every planner run on it, kept or dropped together.
    type Item = Instance;
    type Row = CompareRow;

    fn items(&self) -> Result<Vec<Instance>, BenchError> {
        let mut instances = self.source.load()?;
        if self.with_unsolvable {
            let variants = lowered_variants(&instances, self.seed);
            instances.extend(variants);
        }
        Ok(instances)
    }

    fn label(&self, inst: &Instance) -> String {
        inst.id.clone()
    }

    fn run(&self, inst: &Instance, control: &Control, report: &mut Report) -> Result<Option<Vec<CompareRow>>, BenchError> {
        let o = self;
        let routes = o.routes();
        // The native runs: the first (the reference of `time / native`
        // and of the verdict the planners must agree with), then the others.
        let mut reference = None;
        let mut inst_rows = Vec::new();
        for (label, h) in o.native_solvers() {
            let opts = SolveOptions {
                heuristic: h,
                time_limit: o.time_limit.duration(),
                control: control.clone(),
                ..SolveOptions::default()
            };
            let (v, st) = solve_checked(&inst.puzzle, &opts)?;
            inst_rows.push(CompareRow {
                level: inst.level(),
                puzzle: inst.id.clone(),
                solver: label,
                outcome: verdict_name(&v).into(),
                time_s: st.elapsed_ms / 1e3,
                translator_s: None,
                search_s: None,
                expanded: Some(st.nodes),
                operators: None,
                peak_memory_kb: None,
                plan_valid: matches!(v, Verdict::Solved(_)).then_some(true),
                val: None,
            });
            reference.get_or_insert(v);
        }
        let v = reference.expect("at least one native run");
        let native = verdict_name(&v);
        for search in &o.configs {
            for &route in &routes {
                let format = route.format();
                let cfg = Config {
                    search: Some(search.clone()),
                    translate_options: vec![],
                    time_limit: o.time_limit,
                    memory_limit: o.memory_limit,
                    format,
                    control: control.clone(),
                };
                let task = Task::Solo {
                    puzzle: inst.puzzle.clone(),
                    encoding: route.encoding(),
                };
                let rt = match roundtrip::plan(&task, &o.planner, &cfg, &o.checks, "bench") {
                    Err(roundtrip::RoundTripError::Planner(crate::planner::PlannerError::Interrupted(_))) => {
                        // The instance is incomplete: drop its rows.
                        return Ok(None);
                    }
                    r => r?,
                };
                let solver = solver_label(&o.planner, search, route);
                let planner_says = rt.outcome.solvable();
                let native_says = match v {
                    Verdict::Solved(_) => Some(true),
                    Verdict::Unsolvable => Some(false),
                    Verdict::Unknown => None,
                };
                if rt.outcome.is_encoding_bug() {
                    report
                        .disagreements
                        .push(format!("{} {solver}: {}", inst.id, rt.outcome.message()));
                } else if let (Some(p), Some(n)) = (planner_says, native_says) {
                    if p != n {
                        report.disagreements.push(format!(
                            "{} {solver}: planner {}, native {native}",
                            inst.id,
                            rt.outcome.name()
                        ));
                    }
                }
                let s = &rt.run.stats;
                inst_rows.push(CompareRow {
                    level: inst.level(),
                    puzzle: inst.id.clone(),
                    solver,
                    outcome: rt.outcome.name().into(),
                    // Writing the task is part of the route's cost (milliseconds either way).
                    time_s: s.wall_time_s + rt.export_time_s,
                    translator_s: s.translator_time_s,
                    search_s: s.search_time_s,
                    expanded: s.expanded,
                    operators: s.operators,
                    peak_memory_kb: s.peak_memory_kb,
                    plan_valid: rt.outcome.plan_valid(),
                    val: rt.val.as_ref().map(|v| v.label()),
                });
            }
        }
        Ok(Some(inst_rows))
    }

    fn lab_runs(&self, inst: &Instance, rows: &[CompareRow]) -> Vec<LabRun> {
        lab_runs_of(self, inst, rows)
    }

    fn summarise(&self, _: &[Instance], rows: Vec<CompareRow>, report: &mut Report) -> Result<(), BenchError> {
        let o = self;
        let solvers = o.solvers();
        let by = group(
            rows.iter()
                .map(|r| ((r.level, solvers.iter().position(|s| *s == r.solver).unwrap_or(0)), r)),
        );
        // The native solver's median decided time per level, and over all.
        let native_median =
            |rs: &[&CompareRow]| median(&rs.iter().filter(|r| r.decided()).map(|r| r.time_s * 1e3).collect::<Vec<_>>());
        let mut table = Vec::new();
        let mut lines: Vec<Line> = solvers
            .iter()
            .map(|s| Line {
                label: s.clone(),
                ..Line::default()
            })
            .collect();
        for ((level, si), rs) in &by {
            let native = by.get(&(*level, 0)).and_then(|n| native_median(n));
            let row = CompareSummary::of(Some(*level), &solvers[*si], rs, native);
            // The plot: the median of the decided runs; a cross where runs ended undecided.
            if let Some(m) = row.median_ms {
                lines[*si].points.push((*level as f64, m / 1e3));
            }
            if rs.iter().any(|r| !r.decided()) {
                lines[*si].unsolved.push(*level as f64);
            }
            table.push(row);
        }
        // Totals: every level, per solver.
        let all_native: Vec<&CompareRow> = rows.iter().filter(|r| r.solver == solvers[0]).collect();
        for solver in &solvers {
            let of: Vec<&CompareRow> = rows.iter().filter(|r| &r.solver == solver).collect();
            if !of.is_empty() {
                table.push(CompareSummary::of(None, solver, &of, native_median(&all_native)));
            }
        }
        report.markdown = super::markdown(&table);
        report
            .summary
            .insert("levels".into(), super::report::json_rows(&table).into());
        let limit = o.time_limit.as_secs_f64();
        let extra = o
            .outputs
            .svg
            .as_ref()
            .map(|p| (compare_plots::sibling(p, "coverage"), compare_plots::sibling(p, "scatter")));
        report.finish(&o.outputs, |p| {
            plot::draw(
                p,
                &Plot::by_level(
                    &format!("Solo Chess: native solver vs {}", o.planner.name()),
                    "median seconds (decided runs)",
                    lines,
                    limit,
                ),
            )?;
            if let Some((coverage, scatter)) = &extra {
                plot::draw(coverage, &compare_plots::coverage(&rows, &solvers))?;
                plot::draw(scatter, &compare_plots::scatter(&rows, &solvers, limit))?;
            }
            Ok(())
        })?;
        if let Some((coverage, scatter)) = extra {
            report.written.extend([coverage, scatter]);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(solver: &str, outcome: &str, time_s: f64) -> CompareRow {
        CompareRow {
            level: 8,
            puzzle: "p".into(),
            solver: solver.into(),
            outcome: outcome.into(),
            time_s,
            translator_s: None,
            search_s: None,
            expanded: Some((time_s * 1e3) as u64),
            operators: None,
            peak_memory_kb: None,
            plan_valid: None,
            val: None,
        }
    }

    #[test]
    fn times_are_over_decided_runs_and_the_ratio_needs_both_sides_decided() {
        // Two timeouts at 30 s would make the median 30 s; the decided runs say 2 ms.
        let runs = [
            row("lama", "valid", 0.002),
            row("lama", "time-limit", 30.0),
            row("lama", "time-limit", 30.0),
        ];
        let refs: Vec<&CompareRow> = runs.iter().collect();
        let s = CompareSummary::of(Some(8), "lama", &refs, Some(0.5));
        assert_eq!((s.solved, s.runs), (1, 3));
        assert_eq!(s.median_ms, Some(2.0));
        assert_eq!(s.max_ms, Some(2.0));
        assert_eq!(s.ratio, Some(4.0));
        assert_eq!(s.median_expanded, Some(2.0));
        // Nothing decided: no times, no ratio (not "30000 ms" or "60000×").
        let stuck = [row("blind", "time-limit", 30.0)];
        let s = CompareSummary::of(Some(8), "blind", &stuck.iter().collect::<Vec<_>>(), Some(0.5));
        assert_eq!((s.median_ms, s.ratio), (None, None));
        assert_eq!(s.cells()[0], "8");
        assert_eq!(CompareSummary::of(None, "blind", &[], None).cells()[0], "all");
    }
}
