//! `bench chess`: single-player chess problems solved by native searches,
//! each in a child process of this binary (so its peak memory is its own
//! and a limit cannot take the benchmark down), and by planner
//! configurations through the round trip. Runs are interleaved (run 1 of
//! every problem and solver, then run 2, …); every plan is replayed natively.

use super::chess_count::{self, PlannerRun, Shared};
use super::chess_run::{empty_row, round_trip_row, run_child};
pub use super::chess_run::{ChessOptions, ChessRow};
use super::driver::{drive, Runner};
use super::instances::{chess_instances, ChessInstance};
use super::lab_properties::LabRun;
use super::plot::{self, Line, Plot, XAxis};
use super::report::SummaryRow;
use super::stats::{fmt, median};
use super::{BenchError, Report};
use crate::chess::search::{check_plan, Algorithm};
use crate::chess::uci::parse_uci;
use crate::limits::Control;
use crate::planner::{Config, Planner, PlannerKind, Search, TaskFormat};
use crate::roundtrip::{self, Task};
use serde_json::json;
use std::path::Path;
use std::process::Command;

/// A planner configuration's column name: `fd:config`, `symk:config`,
/// `<program>:config`, with `/sas` when the finite-domain task was planned on.
fn planner_label(planner: &Planner, search: &Search, format: TaskFormat) -> String {
    let route = match format {
        TaskFormat::Pddl => "",
        TaskFormat::Sas => "/sas",
    };
    match planner {
        Planner::Driver {
            kind: PlannerKind::FastDownward,
            ..
        } => format!("fd:{}{route}", search.label()),
        p => format!("{}:{}{route}", p.name(), search.label()),
    }
}

/// One summary row: medians over the runs of a problem and a solver.
pub struct ChessSummary {
    problem: String,
    solver: String,
    solved: usize,
    runs: usize,
    outcome: String,
    length: Option<f64>,
    games: Option<String>,
    expanded: Option<f64>,
    time_ms: Option<f64>,
    peak_mb: Option<f64>,
    translator_s: Option<f64>,
    search_s: Option<f64>,
    variables: Option<u64>,
    operators: Option<u64>,
    axioms: Option<u64>,
}

impl SummaryRow for ChessSummary {
    const HEADER: &'static [&'static str] = &[
        "problem",
        "solver",
        "solved",
        "outcome",
        "length",
        "games",
        "expanded",
        "time ms",
        "peak MB",
        "translator s",
        "search s",
        "variables",
        "operators",
        "axioms",
    ];
    fn cells(&self) -> Vec<String> {
        let int = |x: Option<u64>| x.map_or("-".into(), |v| v.to_string());
        vec![
            self.problem.clone(),
            self.solver.clone(),
            format!("{}/{}", self.solved, self.runs),
            self.outcome.clone(),
            fmt(self.length, 0),
            self.games.clone().unwrap_or_else(|| "-".into()),
            fmt(self.expanded, 0),
            fmt(self.time_ms, 1),
            fmt(self.peak_mb, 1),
            fmt(self.translator_s, 2),
            fmt(self.search_s, 2),
            int(self.variables),
            int(self.operators),
            int(self.axioms),
        ]
    }
}

/// Runs one native search in a child process and checks its plan.
fn native_run(exe: &Path, inst: &ChessInstance, search: Algorithm, o: &ChessOptions) -> ChessRow {
    let mut row = empty_row(inst, format!("native:{search}"));
    let mut cmd = Command::new(exe);
    // The FENs, not the file: a suite's instance has none of its own.
    let p = &inst.problem;
    cmd.args(["chess", "solve", "--start", &crate::chess::fen::to_fen(&p.start)])
        .args(["--goal", &crate::chess::pgn::goal_fen(&p.goal)])
        .args([
            "--search",
            &search.to_string(),
            "--json",
            "--memory-limit",
            &o.memory_limit.to_string(),
        ]);
    let Some(v) = run_child(cmd, o, &mut row) else { return row };
    row.outcome = v["outcome"].as_str().unwrap_or("error").to_string();
    row.expanded = v["stats"]["expanded"].as_u64();
    row.time_ms = v["stats"]["elapsed_ms"].as_f64().unwrap_or(row.time_ms);
    row.peak_mb = v["peak_rss_mb"].as_f64();
    if row.outcome == "plan" {
        let words: Vec<&str> = v["plan"]
            .as_array()
            .map(|p| p.iter().filter_map(|m| m.as_str()).collect())
            .unwrap_or_default();
        let moves: Option<Vec<_>> = words.iter().map(|w| parse_uci(&p.start, w)).collect();
        row.length = Some(words.len());
        row.valid = Some(moves.is_some_and(|m| check_plan(&p.start, &p.goal, &m).is_ok()));
    }
    row
}

/// Runs the planner on one problem through the round trip.
fn planner_run(
    planner: &Planner,
    (search, format): (&Search, TaskFormat),
    inst: &ChessInstance,
    o: &ChessOptions,
    control: &Control,
) -> Result<ChessRow, BenchError> {
    let cfg = Config {
        search: Some(search.clone()),
        translate_options: vec![],
        time_limit: o.time_limit,
        memory_limit: o.memory_limit,
        format,
        control: control.clone(),
    };
    let rt = roundtrip::plan(&Task::Chess(inst.problem.clone()), planner, &cfg, &o.checks, "bench")?;
    Ok(round_trip_row(inst, planner_label(planner, search, format), &rt))
}

/// Whether a planner's run ended because the benchmark was cancelled.
fn interrupted(e: &BenchError) -> bool {
    matches!(
        e,
        BenchError::RoundTrip(roundtrip::RoundTripError::Planner(crate::planner::PlannerError::Interrupted(
            _
        )))
    )
}

/// A row as a Lab run (the first run of each problem and solver): domain
/// `chess-<folder>` as `suite export` names it, problem the file's stem.
fn lab_run(row: &ChessRow, inst: &ChessInstance) -> LabRun {
    let folder = inst
        .file
        .parent()
        .and_then(|p| p.file_name())
        .map_or("problems".to_string(), |d| d.to_string_lossy().into_owned());
    let stem = inst
        .file
        .file_stem()
        .map_or(String::new(), |s| s.to_string_lossy().into_owned());
    let algorithm = row.solver.strip_prefix("fd:").unwrap_or(&row.solver);
    let outcome = match row.outcome.as_str() {
        "plan" | "counted" => "valid",
        "state limit" | "time limit" => "time-limit",
        chess_count::NO_LENGTH => "incomplete",
        "memory limit" => "memory-limit",
        other => other,
    };
    let (error, _) = super::lab_properties::error_name(outcome);
    let solved = row.solved();
    let mut r = LabRun::new(algorithm, &format!("chess-{folder}"), &stem);
    r.set("outcome", json!(outcome))
        .set("error", json!(error))
        .set("coverage", json!(i32::from(solved)))
        .set("unsolvable", json!(i32::from(row.outcome == "unsolvable")))
        .set("expansions", row.expanded.map(|x| json!(x)))
        .set("total_time", json!(row.time_ms / 1e3))
        .set("search_time", row.search_s.map(|x| json!(x)))
        .set("translator_time", row.translator_s.map(|x| json!(x)))
        .set("memory", row.peak_mb.map(|m| json!((m * 1024.0).round() as u64)))
        .set("plan_length", row.length.filter(|_| solved).map(|x| json!(x)))
        .set("cost", row.length.filter(|_| solved).map(|x| json!(x)))
        .set("games", row.games.as_ref().map(|g| json!(g)))
        .set("native_valid", row.valid.map(|v| json!(i32::from(v))))
        .set("val", row.val.as_ref().map(|v| json!(v)))
        .set("translator_variables", row.variables.map(|x| json!(x)))
        .set("translator_operators", row.operators.map(|x| json!(x)))
        .set("game", json!("chess"));
    r
}

/// Runs every native search and planner configuration on every problem, `runs` times.
pub fn run(o: &ChessOptions) -> Result<Report, BenchError> {
    if o.runs == 0 {
        return Err(BenchError::Input("--runs must be at least 1".into()));
    }
    if o.count && !o.searches.iter().any(|s| matches!(s, Algorithm::Astar | Algorithm::Bfs)) {
        return Err(BenchError::Input(
            "--count: --searches must include astar or bfs (the optimal search proves the length the games are counted at)"
                .into(),
        ));
    }
    let counts_with = |p: &Planner| matches!(p, Planner::Driver { kind, .. } if *kind != PlannerKind::Kstar);
    if o.count && o.counting.iter().any(|p| !counts_with(p)) {
        return Err(BenchError::Input(
            "--count: the planner's runs on the task for N plies need symk or fast-downward (as --planner or in --count-planners), or --native-only"
                .into(),
        ));
    }
    drive(&o, &o.outputs, &o.control, o.quiet)
}

/// One solver of a chess benchmark.
#[derive(Clone, Copy)]
pub enum ChessSolver<'a> {
    Native(Algorithm),
    Planner(&'a Planner, &'a Search, TaskFormat),
    /// `--count`: the native count of games of the shortest length.
    NativeCount,
    /// `--count`: the planner's optimal, verdict or top-k run on the task for that length.
    Counting(&'a Planner, PlannerRun),
}

/// One run: the run's number, the problem, the solver.
pub struct ChessItem<'a> {
    run: usize,
    instance: std::rc::Rc<ChessInstance>,
    solver: ChessSolver<'a>,
    /// What the problem's earlier runs established (its shortest length, its count).
    facts: Shared,
}

impl ChessOptions {
    /// The solvers in order: the native searches, with `count` the counting
    /// runs (which need the native optimal search's length), then each
    /// planner configuration × format.
    fn solvers(&self) -> Vec<ChessSolver<'_>> {
        let mut native: Vec<ChessSolver<'_>> = self.searches.iter().map(|&s| ChessSolver::Native(s)).collect();
        if self.count {
            native.push(ChessSolver::NativeCount);
            for planner in &self.counting {
                let runs = chess_count::runs_of(planner);
                native.extend(runs.iter().map(|&r| ChessSolver::Counting(planner, r)));
            }
        }
        let planned = self.planner.iter().flat_map(|(planner, configs)| {
            configs
                .iter()
                .flat_map(move |c| self.formats.iter().map(move |&f| ChessSolver::Planner(planner, c, f)))
        });
        native.into_iter().chain(planned).collect()
    }
}

fn solver_name(solver: ChessSolver<'_>) -> String {
    match solver {
        ChessSolver::Native(s) => format!("native:{s}"),
        ChessSolver::Planner(planner, c, f) => planner_label(planner, c, f),
        ChessSolver::NativeCount => chess_count::native_label(),
        ChessSolver::Counting(planner, run) => chess_count::planner_label(planner, run),
    }
}

impl<'a> Runner for &'a ChessOptions {
    type Item = ChessItem<'a>;
    type Row = ChessRow;

    /// Interleaved: run 1 of every problem and solver, then run 2, …
    fn items(&self) -> Result<Vec<ChessItem<'a>>, BenchError> {
        let instances: Vec<_> = chess_instances(&self.problems)?
            .into_iter()
            .map(|i| (std::rc::Rc::new(i), Shared::default()))
            .collect();
        let solvers = self.solvers();
        let mut items = Vec::new();
        for run in 1..=self.runs {
            for (instance, facts) in &instances {
                items.extend(solvers.iter().map(|&solver| ChessItem {
                    run,
                    instance: instance.clone(),
                    solver,
                    facts: facts.clone(),
                }));
            }
        }
        Ok(items)
    }

    fn label(&self, item: &ChessItem<'a>) -> String {
        format!("{} {}", item.instance.name(), solver_name(item.solver))
    }

    fn run(&self, item: &ChessItem<'a>, control: &Control, report: &mut Report) -> Result<Option<Vec<ChessRow>>, BenchError> {
        let inst = &item.instance;
        let exe = || std::env::current_exe().map_err(|e| BenchError::Input(format!("cannot find this program: {e}")));
        let mut row = match item.solver {
            ChessSolver::Planner(planner, c, f) => match planner_run(planner, (c, f), inst, self, control) {
                Err(e) if interrupted(&e) => return Ok(None),
                r => r?,
            },
            ChessSolver::Native(s) => {
                let row = native_run(&exe()?, inst, s, self);
                let optimal = matches!(s, Algorithm::Astar | Algorithm::Bfs);
                let mut facts = item.facts.borrow_mut();
                if optimal && row.valid == Some(true) && facts.shortest.is_none() {
                    facts.shortest = row.length.map(|l| l as u32);
                }
                row
            }
            ChessSolver::NativeCount => chess_count::native_count(&exe()?, inst, &item.facts, self),
            ChessSolver::Counting(planner, PlannerRun::Optimal) => {
                match chess_count::optimal(planner, inst, &item.facts, self, control) {
                    Err(e) if interrupted(&e) => return Ok(None),
                    r => r?,
                }
            }
            ChessSolver::Counting(planner, run) => {
                match chess_count::optimal_plans(planner, run, inst, &item.facts, self, control) {
                    Err(e) if interrupted(&e) => return Ok(None),
                    r => {
                        let (row, problems) = r?;
                        report.disagreements.extend(problems);
                        row
                    }
                }
            }
        };
        row.run = item.run;
        let contradictions = [
            chess_count::disagreement(&row, &item.facts),
            chess_count::against_suite(&row, inst),
        ];
        report.disagreements.extend(contradictions.into_iter().flatten());
        if row.valid == Some(false) {
            report.disagreements.push(format!(
                "{}: the {} plan does not replay to the goal",
                row.problem, row.solver
            ));
        }
        Ok(Some(vec![row]))
    }

    /// The first run of each problem and solver.
    fn lab_runs(&self, item: &ChessItem<'a>, rows: &[ChessRow]) -> Vec<LabRun> {
        rows.iter()
            .filter(|r| r.run == 1)
            .map(|r| lab_run(r, &item.instance))
            .collect()
    }

    fn summarise(&self, items: &[ChessItem<'a>], rows: Vec<ChessRow>, report: &mut Report) -> Result<(), BenchError> {
        let o = *self;
        let mut instances: Vec<&ChessInstance> = Vec::new();
        for item in items.iter().filter(|i| i.run == 1) {
            if !instances.iter().any(|i| std::ptr::eq(*i, &*item.instance)) {
                instances.push(&item.instance);
            }
        }
        let solvers: Vec<String> = o.solvers().into_iter().map(solver_name).collect();
        let mut table = Vec::new();
        for inst in &instances {
            let name = inst.name();
            for solver in &solvers {
                let runs: Vec<&ChessRow> = rows.iter().filter(|r| r.problem == name && &r.solver == solver).collect();
                if runs.is_empty() {
                    continue;
                }
                let solved: Vec<&&ChessRow> = runs.iter().filter(|r| r.solved()).collect();
                let med = |f: &dyn Fn(&ChessRow) -> Option<f64>| median(&solved.iter().filter_map(|r| f(r)).collect::<Vec<_>>());
                table.push(ChessSummary {
                    problem: name.clone(),
                    solver: solver.clone(),
                    solved: solved.len(),
                    runs: runs.len(),
                    outcome: runs[0].outcome.clone(),
                    length: med(&|r| r.length.map(|x| x as f64)),
                    // A count does not vary between runs; unsolved runs
                    // may still hold a lower bound (`K+`).
                    games: solved
                        .iter()
                        .find_map(|r| r.games.clone())
                        .or_else(|| runs.iter().find_map(|r| r.games.clone())),
                    expanded: med(&|r| r.expanded.map(|x| x as f64)),
                    time_ms: med(&|r| Some(r.time_ms)),
                    peak_mb: med(&|r| r.peak_mb),
                    translator_s: med(&|r| r.translator_s),
                    search_s: med(&|r| r.search_s),
                    variables: runs[0].variables,
                    operators: runs[0].operators,
                    axioms: runs[0].axioms,
                });
            }
        }
        report.markdown = super::markdown(&table);
        report
            .summary
            .insert("problems".into(), super::report::json_rows(&table).into());
        let limit_ms = o.time_limit.as_secs_f64().map(|t| t * 1e3);
        let lines: Vec<Line> = solvers
            .iter()
            .map(|solver| {
                let mut line = Line {
                    label: solver.clone(),
                    ..Line::default()
                };
                for (i, inst) in instances.iter().enumerate() {
                    let Some(s) = table.iter().find(|s| s.problem == inst.name() && &s.solver == solver) else {
                        continue;
                    };
                    match s.time_ms.filter(|_| s.solved > 0) {
                        Some(t) => line.points.push(((i + 1) as f64, t.max(0.01))),
                        None => line.unsolved.push((i + 1) as f64),
                    }
                }
                line
            })
            .collect();
        let names: Vec<String> = instances.iter().map(|i| i.name()).collect();
        report.finish(&o.outputs, |p| {
            plot::draw(
                p,
                &Plot {
                    title: "single-player chess: time per problem".into(),
                    x: XAxis::Names(names),
                    x_label: "problem".into(),
                    y_label: "median time ms (solved runs)".into(),
                    y_log: true,
                    lines,
                    limit: limit_ms,
                    connect: true,
                    diagonal: false,
                },
            )
        })?;
        Ok(())
    }
}
