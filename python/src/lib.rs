//! The Python module `solopddl._native`: thin bindings of [`solopddl::api`]
//! and the round trip. Every call takes texts (puzzles, FENs, plans),
//! releases the GIL while it works, and returns the answer as the JSON
//! text the CLI's `--json` prints (the package's Python layer parses it).
//! A failure raises `SolopddlError(message, status)` with the CLI's
//! one-line message and exit code. Ctrl-C reaches a running call: its
//! progress listener checks Python's signals (every 100 ms) and cancels.

use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use solopddl::api::{self, Failure, Status};
use solopddl::chess::proofgame::ProofGameOptions;
use solopddl::limits::{Control, Progress};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

pyo3::create_exception!(
    _native,
    SolopddlError,
    PyException,
    "A solopddl failure: (message, exit status)."
);

fn raise(f: Failure) -> PyErr {
    SolopddlError::new_err((f.message, f.status.code()))
}

fn json(v: &impl serde::Serialize) -> PyResult<String> {
    serde_json::to_string(v).map_err(|e| raise(Failure::new(Status::OutputError, format!("JSON: {e}"))))
}

/// A control whose listener cancels it when Python has a pending signal
/// (Ctrl-C raises KeyboardInterrupt once the call returns).
fn interruptible() -> Control {
    let slot: Arc<OnceLock<Control>> = Arc::new(OnceLock::new());
    let mine = slot.clone();
    let control = Control::with_progress(Arc::new(move |_: &Progress| {
        let pending = Python::with_gil(|py| py.check_signals().is_err());
        if pending {
            if let Some(c) = mine.get() {
                c.cancel();
            }
        }
    }));
    let _ = slot.set(control.clone());
    control
}

/// Runs `work` without the GIL, then raises KeyboardInterrupt if a signal
/// stopped it.
fn run<T: Send>(py: Python<'_>, work: impl FnOnce(Control) -> Result<T, Failure> + Send) -> PyResult<T> {
    let control = interruptible();
    let out = py.allow_threads(|| work(control.clone()));
    py.check_signals()?;
    out.map_err(raise)
}

fn time(seconds: Option<f64>) -> PyResult<Option<Duration>> {
    match seconds {
        None => Ok(None),
        Some(s) if s.is_finite() && s > 0.0 => Ok(Some(Duration::from_secs_f64(s.min(1e9)))),
        Some(s) => Err(raise(Failure::bad_input(format!(
            "time_limit {s}: a positive number of seconds"
        )))),
    }
}

/// The puzzle's Solo FEN, pieces and legal captures (JSON).
#[pyfunction]
fn show(puzzle: &str) -> PyResult<String> {
    json(&api::solo::show(&api::solo::parse(puzzle, "puzzle").map_err(raise)?))
}

/// The position after `moves` (JSON): pieces, captures, playing/solved/stuck.
#[pyfunction]
#[pyo3(signature = (puzzle, moves))]
fn play(puzzle: &str, moves: Vec<String>) -> PyResult<String> {
    let p = api::solo::parse(puzzle, "puzzle").map_err(raise)?;
    json(&api::solo::play(&p, &moves).map_err(raise)?)
}

/// The native solver (JSON of `solve --json`).
#[pyfunction]
#[pyo3(signature = (puzzle, heuristic="best", time_limit=None, seed=0))]
fn solve(py: Python<'_>, puzzle: &str, heuristic: &str, time_limit: Option<f64>, seed: u64) -> PyResult<String> {
    let p = api::solo::parse(puzzle, "puzzle").map_err(raise)?;
    let heuristic = heuristic.parse().map_err(|e: String| raise(Failure::bad_input(e)))?;
    let time_limit = time(time_limit)?;
    let answer = run(py, |control| {
        let opts = solopddl::solo::search::solver::SolveOptions {
            heuristic,
            seed,
            time_limit,
            control,
            ..Default::default()
        };
        api::solo::solve(&p, &opts)
    })?;
    json(&answer)
}

/// The strong solution (JSON of `analyze --json`).
#[pyfunction]
#[pyo3(signature = (puzzle, max_states=50_000_000, time_limit=None, exact=false))]
fn analyze(py: Python<'_>, puzzle: &str, max_states: u64, time_limit: Option<f64>, exact: bool) -> PyResult<String> {
    let p = api::solo::parse(puzzle, "puzzle").map_err(raise)?;
    let time_limit = time(time_limit)?;
    let a = run(py, |control| {
        let opts = solopddl::solo::analysis::analyze::AnalyzeOptions {
            exact,
            deadline: time_limit.and_then(|t| std::time::Instant::now().checked_add(t)),
            memory_bytes: Some(4 << 30),
            control,
            ..solopddl::solo::analysis::analyze::AnalyzeOptions::states(max_states)
        };
        Ok(api::solo::analyze(&p, opts).0)
    })?;
    json(&a)
}

/// A Solo FEN or thesis-format text, or a `.chess` problem text.
fn task(text: &str, encoding: &str) -> PyResult<solopddl::roundtrip::Task> {
    if text
        .lines()
        .any(|l| l.trim_start().to_ascii_lowercase().starts_with("start:"))
    {
        return Ok(solopddl::roundtrip::Task::Chess(
            api::chess::parse_problem(text, "problem").map_err(raise)?,
        ));
    }
    Ok(solopddl::roundtrip::Task::Solo {
        puzzle: api::solo::parse(text, "puzzle").map_err(raise)?,
        encoding: encoding.parse().map_err(|e: String| raise(Failure::bad_input(e)))?,
    })
}

/// The PDDL domain and problem of a puzzle (or a `.chess` problem's text);
/// without `axioms`, chess's derived predicates are inlined.
#[pyfunction]
#[pyo3(signature = (task_text, encoding="squares", name="puzzle", axioms=true))]
fn export_pddl(task_text: &str, encoding: &str, name: &str, axioms: bool) -> PyResult<(String, String)> {
    let t = task(task_text, encoding)?;
    Ok(if axioms { t.pddl(name) } else { t.pddl_without_axioms(name) })
}

/// The finite-domain (SAS) task text; without `axioms`, chess legality as
/// zero-cost steps; with `plies`, the chess task for games of at most that
/// many plies (without axioms).
#[pyfunction]
#[pyo3(signature = (task_text, encoding="squares", axioms=true, plies=None))]
fn export_sas(task_text: &str, encoding: &str, axioms: bool, plies: Option<u32>) -> PyResult<String> {
    let t = task(task_text, encoding)?.for_format(solopddl::planner::TaskFormat::Sas);
    let sas = match (plies, &t) {
        (Some(_), solopddl::roundtrip::Task::Solo { .. }) => {
            return Err(raise(Failure::bad_input("plies: only for a chess task")));
        }
        (Some(n), _) => t.sas_for_plies(n),
        (None, _) if axioms => t.sas(),
        (None, _) => t.sas_without_axioms(),
    };
    Ok(sas.to_sas())
}

/// The native judgement of a plan text (planner actions, move lists, UCI,
/// SAN or PGN) for a task (JSON of `validate --json`).
#[pyfunction]
fn validate(task_text: &str, plan: &str) -> PyResult<String> {
    let t = task(task_text, "squares")?;
    let v = api::validate::validate(
        Some(&t),
        api::validate::PlanText {
            text: plan,
            name: "plan",
        },
        None,
    )
    .map_err(raise)?;
    json(&v)
}

/// One of the project's planners as the CLI finds it, with its default
/// search, `time_limit`, 4 GiB of memory, and `control` to cancel it.
fn driver(
    kind: solopddl::planner::PlannerKind,
    time_limit: solopddl::limits::TimeLimit,
    format: solopddl::planner::TaskFormat,
    control: Control,
) -> Result<(solopddl::planner::Planner, solopddl::planner::Config), Failure> {
    let driver = solopddl::planner::discover_planner(kind, None)?;
    let cfg = solopddl::planner::Config {
        search: None,
        translate_options: vec![],
        time_limit,
        memory_limit: solopddl::limits::MemoryLimit::from_bytes(4 << 30).expect("positive"),
        format,
        control,
    };
    Ok((solopddl::planner::Planner::Driver { kind, driver }, cfg))
}

/// The planning round trip with a real planner (JSON of `plan --json`).
#[pyfunction]
#[pyo3(signature = (task_text, planner="fast-downward", encoding="squares", format="pddl", time_limit=300.0, plies=None))]
fn plan(
    py: Python<'_>,
    task_text: &str,
    planner: &str,
    encoding: &str,
    format: &str,
    time_limit: f64,
    plies: Option<u32>,
) -> PyResult<String> {
    let t = task(task_text, encoding)?;
    let kind: solopddl::planner::PlannerKind = planner.parse().map_err(|e: String| raise(Failure::bad_input(e)))?;
    let format: solopddl::planner::TaskFormat = format.parse().map_err(|e: String| raise(Failure::bad_input(e)))?;
    let limit = solopddl::limits::TimeLimit::seconds(time_limit).map_err(|e| raise(Failure::bad_input(e)))?;
    let answer = run(py, |control| {
        let (planner, cfg) = driver(kind, limit, format, control)?;
        let checks = solopddl::roundtrip::Checks {
            val: solopddl::planner::val::discover(None)?,
            val_time_limit: None,
        };
        let source = plies.map_or(solopddl::roundtrip::Source::Export, solopddl::roundtrip::Source::WithinPlies);
        let dir = solopddl::roundtrip::temp_dir()?;
        let rt = solopddl::roundtrip::plan_pddl_in_dir(&t, source, &planner, &cfg, &checks, dir.path(), "task")?;
        let mut v = serde_json::to_value(api::plan::PlanAnswer::new(&rt, &t, &planner, None))
            .map_err(|e| Failure::new(Status::OutputError, e.to_string()))?;
        v["outcome"] = serde_json::json!(rt.outcome.name());
        Ok(v)
    })?;
    json(&answer)
}

/// Every plan of a top-k planner (SymK or K*), replayed natively and
/// counted against the native count (JSON of `plans --json`); `plies`: a
/// chess task for SymK narrowed to games of at most that many plies.
#[pyfunction]
#[pyo3(signature = (task_text, planner="symk", encoding="squares", plies=None, max_plans=None, time_limit=300.0))]
fn plans(
    py: Python<'_>,
    task_text: &str,
    planner: &str,
    encoding: &str,
    plies: Option<u32>,
    max_plans: Option<u64>,
    time_limit: f64,
) -> PyResult<String> {
    let t = task(task_text, encoding)?;
    let kind: solopddl::planner::PlannerKind = planner.parse().map_err(|e: String| raise(Failure::bad_input(e)))?;
    let limit = solopddl::limits::TimeLimit::seconds(time_limit).map_err(|e| raise(Failure::bad_input(e)))?;
    let answer = run(py, |control| {
        let (planner, config) = driver(kind, limit, solopddl::planner::TaskFormat::Pddl, control)?;
        let setup = api::plan::PlannerSetup {
            planner,
            config,
            checks: solopddl::roundtrip::Checks {
                val: None,
                val_time_limit: None,
            },
        };
        let cfg = api::plans::top_k_config(&setup, max_plans)?;
        let (report, _) = api::plans::count_plans(&t, &setup.planner, &cfg, max_plans, plies)?;
        Ok(report)
    })?;
    json(&answer)
}

/// A* from a start FEN to a goal FEN (JSON of `chess solve --json`).
#[pyfunction]
#[pyo3(signature = (start, goal, max_states=50_000_000, time_limit=None))]
fn chess_solve(py: Python<'_>, start: &str, goal: &str, max_states: usize, time_limit: Option<f64>) -> PyResult<String> {
    let p = api::chess::problem_from_fens(start, goal).map_err(raise)?;
    let time_limit = time(time_limit)?;
    let answer = run(py, |control| {
        let limits = solopddl::chess::search::Limits {
            max_states,
            memory_bytes: 4 << 30,
            time: time_limit,
            control,
        };
        api::chess::solve(&p.start, &p.goal, solopddl::chess::search::Algorithm::Astar, limits)
    })?;
    json(&answer)
}

/// The games of exactly `plies` plies to `goal`, counted (JSON of
/// `chess proofgame --json`); `max_solutions` stops the count there;
/// `threads` count together (`None`: the machine's cores).
#[pyfunction]
#[pyo3(signature = (goal, plies, start=None, max_solutions=Some(2), time_limit=None, threads=None))]
fn proof_game(
    py: Python<'_>,
    goal: &str,
    plies: u32,
    start: Option<&str>,
    max_solutions: Option<u32>,
    time_limit: Option<f64>,
    threads: Option<usize>,
) -> PyResult<String> {
    let (p, opts) = proof_game_setup(goal, start, max_solutions, time_limit, threads)?;
    let answer = run(py, |control| {
        api::chess::proof_game(&p.start, &p.goal, plies, &ProofGameOptions { control, ..opts })
    })?;
    json(&answer)
}

/// The shortest length of at most `up_to` plies at which a game reaches
/// `goal` (with its side to move, if its FEN gives one), that length's
/// games counted (JSON of `chess proofgame --shortest --json`).
#[pyfunction]
#[pyo3(signature = (goal, up_to=200, start=None, max_solutions=Some(2), time_limit=None, threads=None))]
fn shortest_proof_game(
    py: Python<'_>,
    goal: &str,
    up_to: u32,
    start: Option<&str>,
    max_solutions: Option<u32>,
    time_limit: Option<f64>,
    threads: Option<usize>,
) -> PyResult<String> {
    if up_to > 200 {
        return Err(raise(Failure::bad_input(format!("up_to {up_to}: at most 200 plies"))));
    }
    let (p, opts) = proof_game_setup(goal, start, max_solutions, time_limit, threads)?;
    let answer = run(py, |control| {
        Ok(api::chess::shortest_proof_game(
            &p.start,
            &p.goal,
            up_to,
            &ProofGameOptions { control, ..opts },
        ))
    })?;
    json(&answer)
}

/// The problem and the count's options of [`proof_game`] and
/// [`shortest_proof_game`] (the deadline runs from this call).
fn proof_game_setup(
    goal: &str,
    start: Option<&str>,
    max_solutions: Option<u32>,
    time_limit: Option<f64>,
    threads: Option<usize>,
) -> PyResult<(solopddl::chess::problem::ChessProblem, ProofGameOptions)> {
    if threads == Some(0) {
        return Err(raise(Failure::bad_input("threads 0: at least 1")));
    }
    let threads = threads.unwrap_or_else(solopddl::limits::cores);
    let p = api::chess::problem_from_fens(start.unwrap_or(solopddl::chess::fen::INITIAL_FEN), goal).map_err(raise)?;
    let time_limit = time(time_limit)?;
    let opts = ProofGameOptions {
        max_listed: max_solutions.unwrap_or(2) as usize,
        count_cap: max_solutions.map(u128::from),
        deadline: time_limit.and_then(|t| std::time::Instant::now().checked_add(t)),
        threads,
        ..Default::default()
    };
    Ok((p, opts))
}

/// Proof-game problems from random games (JSON list of `chess generate
/// --json`'s objects, each with its `.chess` file's text as `problem`).
#[pyfunction]
#[pyo3(signature = (plies, per_length=5, seed=1, unique=false, walk=None, attempts=None, spare=0, start=None, time_limit_per_game=10.0, climb=0))]
#[allow(clippy::too_many_arguments)]
fn generate_proof_games(
    py: Python<'_>,
    plies: Vec<u32>,
    per_length: usize,
    seed: u64,
    unique: bool,
    walk: Option<&str>,
    attempts: Option<usize>,
    spare: u32,
    start: Option<&str>,
    time_limit_per_game: f64,
    climb: usize,
) -> PyResult<String> {
    use solopddl::chess::random_game::{default_attempts, lengths_ok, GenerateOptions, Walk, MOST_PLIES, MOST_SPARE};
    if !lengths_ok(&plies) {
        return Err(raise(Failure::bad_input(format!(
            "plies {plies:?}: lengths from 1 to {MOST_PLIES} plies"
        ))));
    }
    if per_length == 0 || attempts == Some(0) {
        return Err(raise(Failure::bad_input("per_length and attempts: at least 1")));
    }
    if spare > MOST_SPARE {
        return Err(raise(Failure::bad_input(format!("spare {spare}: at most {MOST_SPARE}"))));
    }
    if climb > 0 && !unique {
        return Err(raise(Failure::bad_input(
            "climb: climbs towards unique games, so it needs unique=True",
        )));
    }
    let walk = match walk {
        None => Walk::default_for(unique),
        Some(name) => Walk::parse(name).map_err(|e| raise(Failure::bad_input(format!("walk: {e}"))))?,
    };
    let start_fen = start.unwrap_or(solopddl::chess::fen::INITIAL_FEN);
    let start = api::chess::problem_from_fens(start_fen, start_fen).map_err(raise)?.start;
    let time_per_game = time(Some(time_limit_per_game))?.unwrap_or(Duration::from_secs(10));
    let command = format!("solopddl.generate_proof_games({plies:?}, per_length={per_length}, seed={seed}, unique={unique}, walk={:?}, attempts={attempts:?}, spare={spare}, climb={climb})", walk.name());
    let games = run(py, |control| {
        let opts = GenerateOptions {
            start,
            plies,
            per_length,
            seed,
            spare,
            unique_only: unique,
            walk,
            attempts: attempts.unwrap_or(default_attempts(unique)),
            climb_steps: climb,
            time_per_game,
            memory_bytes: 1 << 30,
            control,
        };
        Ok(api::chess_files::generate_games(&opts, &command))
    })?;
    json(&games)
}

/// The puzzle drawn as an SVG picture (for notebooks).
#[pyfunction]
fn svg(puzzle: &str) -> PyResult<String> {
    let p = api::solo::parse(puzzle, "puzzle").map_err(raise)?;
    let caption = solopddl::solo::rules::notation::to_solo_fen(&p);
    Ok(solopddl::diagram::svg(&solopddl::diagram::solo::puzzle(&p, &caption)))
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("SolopddlError", m.py().get_type::<SolopddlError>())?;
    for f in [
        wrap_pyfunction!(show, m)?,
        wrap_pyfunction!(play, m)?,
        wrap_pyfunction!(solve, m)?,
        wrap_pyfunction!(analyze, m)?,
        wrap_pyfunction!(export_pddl, m)?,
        wrap_pyfunction!(export_sas, m)?,
        wrap_pyfunction!(validate, m)?,
        wrap_pyfunction!(plan, m)?,
        wrap_pyfunction!(plans, m)?,
        wrap_pyfunction!(chess_solve, m)?,
        wrap_pyfunction!(proof_game, m)?,
        wrap_pyfunction!(shortest_proof_game, m)?,
        wrap_pyfunction!(generate_proof_games, m)?,
        wrap_pyfunction!(svg, m)?,
    ] {
        m.add_function(f)?;
    }
    Ok(())
}
