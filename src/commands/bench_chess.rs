//! `bench chess`: single-player chess problems (`.chess` files) solved by
//! native searches, each run in a child process of this binary so that its
//! peak memory is its own and a limit cannot take the benchmark down, and by
//! Fast Downward configurations on the exported PDDL. Runs
//! are interleaved (run 1 of every problem and solver, then run 2, …); every
//! plan is replayed natively; medians go to Markdown, every run to CSV, and
//! the times to a log-scale SVG.

use super::chess::load_problem;
use super::{Failure, Status};
use crate::bench::{fmt, markdown, median, svg_plot, Series};
use crate::chess::problem::ChessProblem;
use crate::chess::search::{check_plan, Algorithm};
use crate::cli::{BenchChessArgs, PlannerArgs};
use crate::commands::planning::{plan_in_dir, Task};
use crate::planner::{Config, Driver, Outcome as PlannerOutcome};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The `.chess` files named, folders searched recursively, sorted by path.
pub fn problem_files(args: &[PathBuf]) -> Result<Vec<PathBuf>, Failure> {
    let mut out = Vec::new();
    for a in args {
        if !a.exists() {
            return Err(Failure::bad_input(format!("'{}': no such file or folder", a.display())));
        }
        super::files_under(a, &mut out).map_err(|(p, e)| Failure::bad_input(format!("'{}': {e}", p.display())))?;
    }
    out.retain(|p| p.extension().is_some_and(|e| e == "chess"));
    out.sort();
    if out.is_empty() {
        return Err(Failure::bad_input("no .chess problem files found"));
    }
    Ok(out)
}

#[derive(serde::Serialize, Clone, Debug)]
pub struct ChessRow {
    pub problem: String,
    pub solver: String,
    pub run: usize,
    /// plan, unsolvable, time limit, memory limit, state limit, error.
    pub outcome: String,
    pub length: Option<usize>,
    pub expanded: Option<u64>,
    pub time_ms: f64,
    pub peak_mb: Option<f64>,
    /// Whether the plan replays natively to the goal.
    pub valid: Option<bool>,
    /// Planner figures (empty for native runs).
    pub translator_s: Option<f64>,
    pub search_s: Option<f64>,
    pub variables: Option<u64>,
    pub operators: Option<u64>,
    pub axioms: Option<u64>,
}

/// Runs one native search in a child process and checks its plan.
fn native_run(exe: &Path, file: &Path, problem: &ChessProblem, search: &str, a: &BenchChessArgs) -> ChessRow {
    let t0 = std::time::Instant::now();
    let out = Command::new(exe)
        .args(["chess", "solve"])
        .arg(file)
        .args(["--search", search, "--json", "--memory-limit", &a.memory_limit])
        .args(["--time-limit", &a.time_limit.to_string()])
        .output();
    let wall_ms = t0.elapsed().as_secs_f64() * 1e3;
    let mut row = ChessRow {
        problem: file.display().to_string(),
        solver: format!("native:{search}"),
        run: 0,
        outcome: "error".into(),
        length: None,
        expanded: None,
        time_ms: wall_ms,
        peak_mb: None,
        valid: None,
        translator_s: None,
        search_s: None,
        variables: None,
        operators: None,
        axioms: None,
    };
    let Ok(out) = out else { return row };
    let Ok(v) = serde_json::from_slice::<serde_json::Value>(&out.stdout) else {
        return row;
    };
    row.outcome = v["outcome"].as_str().unwrap_or("error").to_string();
    row.expanded = v["stats"]["expanded"].as_u64();
    row.time_ms = v["stats"]["elapsed_ms"].as_f64().unwrap_or(wall_ms);
    row.peak_mb = v["peak_rss_mb"].as_f64();
    if row.outcome == "plan" {
        let words: Vec<&str> = v["plan"]
            .as_array()
            .map(|p| p.iter().filter_map(|m| m.as_str()).collect())
            .unwrap_or_default();
        let moves: Option<Vec<_>> = words.iter().map(|w| super::chess::parse_uci(&problem.start, w)).collect();
        row.length = Some(words.len());
        row.valid = Some(moves.is_some_and(|m| check_plan(&problem.start, &problem.goal, &m).is_ok()));
    }
    row
}

/// Runs Fast Downward on one problem in a temporary folder; the plan is
/// mapped back and replayed natively.
fn planner_run(driver: &Driver, cfg: &Config, file: &Path, problem: &ChessProblem) -> Result<ChessRow, Failure> {
    let dir = tempfile::Builder::new()
        .prefix("solopddl-bench-")
        .tempdir()
        .map_err(|e| Failure::new(Status::PlannerError, format!("cannot create a temporary directory: {e}")))?;
    let r = plan_in_dir(&Task::Chess(problem.clone()), driver, cfg, dir.path(), "bench")?;
    let st = &r.run.stats;
    let outcome = match r.run.outcome {
        PlannerOutcome::PlanFound => "plan",
        PlannerOutcome::Unsolvable => "unsolvable",
        PlannerOutcome::OutOfTime => "time limit",
        PlannerOutcome::OutOfMemory => "memory limit",
        PlannerOutcome::Incomplete => "incomplete",
        PlannerOutcome::Unsupported => "unsupported",
        PlannerOutcome::Error => "error",
    };
    Ok(ChessRow {
        problem: file.display().to_string(),
        solver: format!("fd:{}", cfg.label()),
        run: 0,
        outcome: outcome.into(),
        length: r.replay.as_ref().and_then(|x| x.as_ref().ok()).map(|(m, _)| m.len()),
        expanded: st.expanded,
        time_ms: st.wall_time_s * 1e3,
        peak_mb: st.peak_memory_kb.map(|k| k as f64 / 1024.0),
        valid: r.valid(),
        translator_s: st.translator_time_s,
        search_s: st.search_time_s,
        variables: st.variables,
        operators: st.operators,
        axioms: st.axioms,
    })
}

pub fn run(a: BenchChessArgs) -> anyhow::Result<Status> {
    let dirs = if a.problems.is_empty() {
        vec![PathBuf::from("problems/chess")]
    } else {
        a.problems.clone()
    };
    let files = problem_files(&dirs)?;
    let problems: Vec<ChessProblem> = files.iter().map(|f| load_problem(f)).collect::<Result<_, _>>()?;
    let searches: Vec<String> = a
        .searches
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    for s in &searches {
        s.parse::<Algorithm>().map_err(Failure::bad_input)?;
    }
    crate::units::parse_size(&a.memory_limit)
        .ok_or_else(|| Failure::bad_input(format!("--memory-limit '{}': expected a size such as 4G", a.memory_limit)))?;
    if a.time_limit.is_nan() || a.time_limit <= 0.0 || a.runs == 0 {
        return Err(Failure::bad_input("--time-limit and --runs must be positive").into());
    }
    std::fs::create_dir_all(&a.out).map_err(|e| Failure::bad_input(format!("--out '{}': {e}", a.out.display())))?;
    let csv_path = a.out.join("chess.csv");
    let mut csv = csv::Writer::from_path(&csv_path).map_err(|e| Failure::bad_input(format!("'{}': {e}", csv_path.display())))?;
    let exe = std::env::current_exe()?;
    let planner = if a.native_only {
        None
    } else {
        Some(super::planning::planner_config(&PlannerArgs {
            planner: "fast-downward".into(),
            planner_path: a.planner_path.clone(),
            alias: None,
            search: None,
            time_limit: a.time_limit,
            memory_limit: a.memory_limit.clone(),
        })?)
    };
    let configs: Vec<Config> = match &planner {
        None => vec![],
        Some((_, base)) => a
            .configs
            .iter()
            .map(|c| Config {
                search: Some(c.clone()),
                ..base.clone()
            })
            .collect(),
    };
    let mut solvers: Vec<String> = searches.iter().map(|s| format!("native:{s}")).collect();
    solvers.extend(configs.iter().map(|c| format!("fd:{}", c.label())));
    let pb = indicatif::ProgressBar::new((a.runs * files.len() * solvers.len()) as u64);
    let mut rows = Vec::new();
    for run in 1..=a.runs {
        for (file, problem) in files.iter().zip(&problems) {
            let native = searches.iter().map(|s| (s.as_str(), None));
            let planned = configs.iter().map(|c| ("", Some(c)));
            for (s, cfg) in native.chain(planned) {
                pb.set_message(format!("{} {}", file.display(), cfg.map_or(s.to_string(), |c| c.label())));
                let mut row = match (cfg, &planner) {
                    (Some(c), Some((driver, _))) => planner_run(driver, c, file, problem)?,
                    _ => native_run(&exe, file, problem, s, &a),
                };
                row.run = run;
                if row.valid == Some(false) {
                    pb.finish_and_clear();
                    return Err(Failure::new(
                        Status::PlanInvalid,
                        format!("{}: the {} plan does not replay to the goal", row.problem, row.solver),
                    )
                    .into());
                }
                csv.serialize(&row)?;
                csv.flush()?;
                rows.push(row);
                pb.inc(1);
            }
        }
    }
    pb.finish_and_clear();
    let table = summary(&files, &solvers, &rows);
    std::fs::write(a.out.join("chess.md"), &table)?;
    print!("{table}");
    let series: Vec<Series> = solvers
        .iter()
        .map(|solver| {
            let solver = solver.clone();
            let pts = files
                .iter()
                .enumerate()
                .filter_map(|(i, f)| {
                    let times: Vec<f64> = rows
                        .iter()
                        .filter(|r| r.solver == solver && r.problem == f.display().to_string() && r.outcome == "plan")
                        .map(|r| r.time_ms)
                        .collect();
                    median(&times).map(|t| ((i + 1) as f64, t.max(0.01)))
                })
                .collect();
            (solver, pts)
        })
        .collect();
    svg_plot(
        &a.out.join("chess.svg"),
        "single-player chess: time per problem",
        "problem (in file order)",
        "time (ms)",
        &series,
    )
    .unwrap_or_else(|e| eprintln!("no plot: {e}"));
    eprintln!(
        "rows: {}; table: {}; plot: {}",
        csv_path.display(),
        a.out.join("chess.md").display(),
        a.out.join("chess.svg").display()
    );
    Ok(Status::Success)
}

/// One Markdown row per problem and solver: medians over the runs.
fn summary(files: &[PathBuf], solvers: &[String], rows: &[ChessRow]) -> String {
    let mut out = Vec::new();
    for f in files {
        let name = f.display().to_string();
        for solver in solvers {
            let solver = solver.clone();
            let runs: Vec<&ChessRow> = rows.iter().filter(|r| r.problem == name && r.solver == solver).collect();
            let solved: Vec<&&ChessRow> = runs.iter().filter(|r| r.outcome == "plan").collect();
            let med = |f: &dyn Fn(&ChessRow) -> Option<f64>| median(&solved.iter().filter_map(|r| f(r)).collect::<Vec<_>>());
            out.push(vec![
                name.clone(),
                solver,
                format!("{}/{}", solved.len(), runs.len()),
                runs.first().map(|r| r.outcome.clone()).unwrap_or_default(),
                fmt(med(&|r| r.length.map(|x| x as f64)), 0),
                fmt(med(&|r| r.expanded.map(|x| x as f64)), 0),
                fmt(med(&|r| Some(r.time_ms)), 1),
                fmt(med(&|r| r.peak_mb), 1),
                fmt(med(&|r| r.translator_s), 2),
                fmt(med(&|r| r.search_s), 2),
                runs.first().and_then(|r| r.variables).map_or("-".into(), |x| x.to_string()),
                runs.first().and_then(|r| r.operators).map_or("-".into(), |x| x.to_string()),
                runs.first().and_then(|r| r.axioms).map_or("-".into(), |x| x.to_string()),
            ]);
        }
    }
    markdown(
        &[
            "problem", "solver", "solved", "outcome", "length", "expanded", "time ms", "peak MB",
        ],
        &out,
    )
}
