//! The HTTP API (documented in docs/src/serve.md) and the embedded page.
//! Every body goes through the CLI's parsers and limits; an error is
//! `{"error": "<one line>", "status": <exit code>}` with a 4xx for bad
//! input and busy, 404 for an unknown job.

use super::jobs::{Busy, Work};
use super::{AppState, MAX_BODY};
use crate::api::{self, Failure, Status};
use crate::limits::Control;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{header, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use std::sync::Arc;

const INDEX: &str = include_str!("assets/index.html");
const SCRIPT: &str = include_str!("assets/app.js");
const STYLE: &str = include_str!("assets/app.css");

pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route(
            "/",
            get(|| async { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], INDEX) }),
        )
        .route(
            "/app.js",
            get(|| async { ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8")], SCRIPT) }),
        )
        .route(
            "/app.css",
            get(|| async { ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE) }),
        )
        .route("/api/solo/play", post(solo_play))
        .route("/api/solo/daily", get(solo_daily))
        .route("/api/solo/svg", post(solo_svg))
        .route("/api/chess/play", post(chess_play))
        .route("/api/solo/book", post(solo_book))
        .route("/api/jobs", post(start_job))
        .route("/api/jobs/{id}", get(job_state))
        .route("/api/jobs/{id}/cancel", post(cancel_job))
        .route("/api/jobs/{id}/events", get(job_events))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(state)
}

/// A failure as an HTTP answer.
struct ApiError(StatusCode, Failure);

impl From<Failure> for ApiError {
    fn from(f: Failure) -> ApiError {
        let code = match f.status {
            Status::BadInput => StatusCode::BAD_REQUEST,
            Status::PlannerMissing | Status::Unsupported => StatusCode::NOT_IMPLEMENTED,
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        };
        ApiError(code, f)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::json!({"error": crate::files::clip(&self.1.message, 400), "status": self.1.status.code()});
        (self.0, Json(body)).into_response()
    }
}

fn answer(v: &impl serde::Serialize) -> Result<Json<serde_json::Value>, ApiError> {
    serde_json::to_value(v)
        .map(Json)
        .map_err(|e| Failure::new(Status::OutputError, format!("JSON: {e}")).into())
}

/// A JSON body read by serde: a malformed body is a 400 with serde's line.
struct Body<T>(T);

impl<S: Send + Sync, T: serde::de::DeserializeOwned> axum::extract::FromRequest<S> for Body<T> {
    type Rejection = ApiError;
    async fn from_request(req: axum::extract::Request, state: &S) -> Result<Self, ApiError> {
        let bytes = axum::body::Bytes::from_request(req, state).await.map_err(|e| {
            ApiError(
                StatusCode::PAYLOAD_TOO_LARGE,
                Failure::bad_input(format!("request body: {e} (at most {} KiB)", MAX_BODY >> 10)),
            )
        })?;
        serde_json::from_slice(&bytes)
            .map(Body)
            .map_err(|e| Failure::bad_input(format!("request body: {e}")).into())
    }
}

#[derive(Deserialize)]
struct PlayRequest {
    puzzle: String,
    #[serde(default)]
    moves: Vec<String>,
}

async fn solo_play(Body(r): Body<PlayRequest>) -> Result<Json<serde_json::Value>, ApiError> {
    let p = api::solo::parse(&r.puzzle, "puzzle")?;
    answer(&api::solo::play(&p, &r.moves)?)
}

#[derive(Deserialize)]
struct ChessPlayRequest {
    start: String,
    #[serde(default)]
    moves: Vec<String>,
}

async fn chess_play(Body(r): Body<ChessPlayRequest>) -> Result<Json<serde_json::Value>, ApiError> {
    let start = api::chess::position(&r.start)?;
    answer(&api::chess::play_line(&start, &r.moves)?)
}

#[derive(Deserialize)]
struct BookRequest {
    puzzles: Vec<String>,
    #[serde(default)]
    title: Option<String>,
}

/// The printable book of up to 50 puzzles (each solved natively, at most
/// a second each, for its solution page).
async fn solo_book(Body(r): Body<BookRequest>) -> Result<Response, ApiError> {
    if r.puzzles.is_empty() || r.puzzles.len() > 50 {
        return Err(Failure::bad_input(format!("book: from 1 to 50 puzzles, not {}", r.puzzles.len())).into());
    }
    let puzzles = r
        .puzzles
        .iter()
        .enumerate()
        .map(|(i, text)| api::solo::parse(text, &format!("puzzle {}", i + 1)))
        .collect::<Result<Vec<_>, _>>()?;
    let html = tokio::task::spawn_blocking(move || {
        let control = crate::limits::Control::new();
        let puzzles: Vec<_> = puzzles
            .into_iter()
            .map(|p| api::book::BookPuzzle::new(p, None, std::time::Duration::from_secs(1), &control))
            .collect();
        let options = api::book::BookOptions {
            title: r.title,
            subtitle: "made with solopddl serve".into(),
            hints: true,
            budgets: false,
        };
        api::book::book(&puzzles, &options)
    })
    .await
    .map_err(|e| Failure::new(Status::PlannerError, format!("book: {e}")))?;
    Ok(([(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response())
}

async fn solo_svg(Body(r): Body<PlayRequest>) -> Result<Response, ApiError> {
    let p = api::solo::parse(&r.puzzle, "puzzle")?;
    let svg = crate::diagram::svg(&crate::diagram::solo::puzzle(
        &p,
        &crate::solo::rules::notation::to_solo_fen(&p),
    ));
    Ok(([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response())
}

async fn solo_daily() -> Result<Json<serde_json::Value>, ApiError> {
    // Days since 1970 in UTC, as a civil date (Howard Hinnant's algorithm).
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
    let p = api::solo::daily(year, month, day);
    answer(&serde_json::json!({
        "date": format!("{year:04}-{month:02}-{day:02}"),
        "puzzle": crate::solo::rules::notation::to_solo_fen(&p),
    }))
}

/// A job's request: its kind and that kind's fields.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum JobRequest {
    /// Native solve of a Solo Chess puzzle.
    SoloSolve { puzzle: String },
    /// Strong solution (analyze).
    SoloAnalyze { puzzle: String },
    /// Hint of level 1..3 after `moves`.
    SoloHint {
        puzzle: String,
        #[serde(default)]
        moves: Vec<String>,
        level: u8,
    },
    /// The planning round trip: export, planner, plan mapped back, native and VAL checks.
    SoloPlan {
        puzzle: String,
        #[serde(default)]
        planner: Option<String>,
        #[serde(default)]
        format: Option<String>,
    },
    /// Unique puzzles of `pieces` pieces.
    SoloCompose {
        pieces: usize,
        #[serde(default = "one")]
        count: usize,
        #[serde(default)]
        seed: u64,
        /// `WxH` (default 8x8).
        #[serde(default)]
        board: Option<String>,
        /// Every piece's budget, a number or `-` (default 2).
        #[serde(default)]
        budget: Option<String>,
        /// A king among the pieces (default true).
        #[serde(default)]
        king: Option<bool>,
        /// Exactly one solution (default true).
        #[serde(default)]
        unique: Option<bool>,
        /// At least this rating (the rating band's lower end).
        #[serde(default)]
        min_rating: Option<f64>,
    },
    /// A* from `start` to `goal`.
    ChessSolve { start: String, goal: String },
    /// Proof game: games of exactly `plies` plies, counted.
    ChessProofgame {
        #[serde(default)]
        start: Option<String>,
        goal: String,
        plies: u32,
    },
    /// The shortest proof game of at most `up_to` plies (default 60), its
    /// games counted.
    ChessShortest {
        #[serde(default)]
        start: Option<String>,
        goal: String,
        #[serde(default)]
        up_to: Option<u32>,
    },
    /// Mate in `moves`.
    ChessMate { fen: String, moves: u32 },
}

fn one() -> usize {
    1
}

impl JobRequest {
    fn kind(&self) -> &'static str {
        match self {
            JobRequest::SoloSolve { .. } => "solo-solve",
            JobRequest::SoloAnalyze { .. } => "solo-analyze",
            JobRequest::SoloHint { .. } => "solo-hint",
            JobRequest::SoloPlan { .. } => "solo-plan",
            JobRequest::SoloCompose { .. } => "solo-compose",
            JobRequest::ChessSolve { .. } => "chess-solve",
            JobRequest::ChessProofgame { .. } => "chess-proofgame",
            JobRequest::ChessShortest { .. } => "chess-shortest",
            JobRequest::ChessMate { .. } => "chess-mate",
        }
    }

    /// Checks the request (parsing every input now, so that bad input is a
    /// 400 at once, not a failed job) and returns the work.
    fn work(self, state: &AppState) -> Result<Work, Failure> {
        let time = state.options.job_time_limit;
        let memory = state.options.job_memory_bytes;
        Ok(match self {
            JobRequest::SoloSolve { puzzle } => {
                let p = api::solo::parse(&puzzle, "puzzle")?;
                Box::new(move |control: Control| {
                    let opts = crate::solo::search::solver::SolveOptions {
                        time_limit: Some(time),
                        memory_bytes: Some(memory),
                        control,
                        ..Default::default()
                    };
                    to_json(&api::solo::solve(&p, &opts)?)
                })
            }
            JobRequest::SoloAnalyze { puzzle } => {
                let p = api::solo::parse(&puzzle, "puzzle")?;
                Box::new(move |control: Control| {
                    let opts = crate::solo::analysis::analyze::AnalyzeOptions {
                        deadline: std::time::Instant::now().checked_add(time),
                        memory_bytes: Some(memory),
                        control,
                        ..crate::solo::analysis::analyze::AnalyzeOptions::states(u64::MAX)
                    };
                    to_json(&api::solo::analyze(&p, opts).0)
                })
            }
            JobRequest::SoloHint { puzzle, moves, level } => {
                let p = api::solo::parse(&puzzle, "puzzle")?;
                let played = api::solo::play(&p, &moves)?;
                let now = api::solo::parse(&played.position.fen, "position")?;
                if !(1..=3).contains(&level) {
                    return Err(Failure::bad_input(format!("hint level {level}: 1, 2 or 3")));
                }
                Box::new(move |control: Control| to_json(&api::solo::hint(&now, level, control)?))
            }
            JobRequest::SoloPlan { puzzle, planner, format } => {
                let p = api::solo::parse(&puzzle, "puzzle")?;
                let kind: crate::planner::PlannerKind = planner
                    .as_deref()
                    .unwrap_or("fast-downward")
                    .parse()
                    .map_err(|e: String| Failure::bad_input(format!("planner: {e}")))?;
                let format: crate::planner::TaskFormat = format
                    .as_deref()
                    .unwrap_or("pddl")
                    .parse()
                    .map_err(|e: String| Failure::bad_input(format!("format: {e}")))?;
                Box::new(move |control: Control| plan_job(p, kind, format, time, control))
            }
            JobRequest::SoloCompose {
                pieces,
                count,
                seed,
                board,
                budget,
                king,
                unique,
                min_rating,
            } => {
                if !(2..=20).contains(&pieces) || !(1..=20).contains(&count) {
                    return Err(Failure::bad_input("compose: pieces from 2 to 20, count from 1 to 20"));
                }
                let board: crate::board::Board = match board.as_deref() {
                    Some(b) => b.parse().map_err(|e| Failure::bad_input(format!("board {e}")))?,
                    None => crate::board::Board::STANDARD,
                };
                let budget = match budget.as_deref() {
                    Some(b) => crate::solo::rules::notation::parse_budget(b)
                        .map_err(|e| Failure::bad_input(format!("budget '{b}': {}", e.message)))?,
                    None => crate::solo::Budget::Limited(2),
                };
                if min_rating.is_some_and(|r| !r.is_finite()) {
                    return Err(Failure::bad_input("min_rating: expected a number"));
                }
                let opts = crate::solo::analysis::compose::ComposeOptions {
                    pieces,
                    board,
                    budget,
                    king: king.unwrap_or(true),
                    unique: unique.unwrap_or(true),
                    min_rating,
                    max_states: 2_000_000,
                    memory_bytes: Some(memory),
                    control: Control::default(),
                };
                api::solo::check_compose(&opts)?;
                Box::new(move |control: Control| {
                    let opts = crate::solo::analysis::compose::ComposeOptions { control, ..opts };
                    let limit = crate::limits::TimeLimit::seconds(time.as_secs_f64()).expect("a positive limit");
                    let (found, _) = api::solo::compose(&opts, count, seed, limit, |_| Ok(()))?;
                    to_json(&found)
                })
            }
            JobRequest::ChessSolve { start, goal } => {
                let p = api::chess::problem_from_fens(&start, &goal)?;
                Box::new(move |control: Control| {
                    let limits = crate::chess::search::Limits {
                        max_states: 20_000_000,
                        memory_bytes: memory,
                        time: Some(time),
                        control,
                    };
                    to_json(&api::chess::solve(
                        &p.start,
                        &p.goal,
                        crate::chess::search::Algorithm::Astar,
                        limits,
                    )?)
                })
            }
            JobRequest::ChessProofgame { start, goal, plies } => {
                let p = api::chess::problem_from_fens(start.as_deref().unwrap_or(crate::chess::fen::INITIAL_FEN), &goal)?;
                if !(1..=60).contains(&plies) {
                    return Err(Failure::bad_input(format!("plies {plies}: from 1 to 60")));
                }
                Box::new(move |control: Control| {
                    let opts = crate::chess::proofgame::ProofGameOptions {
                        count_cap: Some(2),
                        deadline: std::time::Instant::now().checked_add(time),
                        memory_bytes: memory,
                        control,
                        // As the command line does: every core counts.
                        threads: crate::limits::cores(),
                        ..Default::default()
                    };
                    to_json(&api::chess::proof_game(&p.start, &p.goal, plies, &opts)?)
                })
            }
            JobRequest::ChessShortest { start, goal, up_to } => {
                let p = api::chess::problem_from_fens(start.as_deref().unwrap_or(crate::chess::fen::INITIAL_FEN), &goal)?;
                let up_to = up_to.unwrap_or(60);
                if up_to > 60 {
                    return Err(Failure::bad_input(format!("up_to {up_to}: at most 60 plies")));
                }
                Box::new(move |control: Control| {
                    let opts = crate::chess::proofgame::ProofGameOptions {
                        count_cap: Some(2),
                        deadline: std::time::Instant::now().checked_add(time),
                        memory_bytes: memory,
                        control,
                        threads: crate::limits::cores(),
                        ..Default::default()
                    };
                    to_json(&api::chess::shortest_proof_game(&p.start, &p.goal, up_to, &opts))
                })
            }
            JobRequest::ChessMate { fen, moves } => {
                let pos = api::chess::position(&fen)?;
                Box::new(move |control: Control| to_json(&api::chess::mate(&pos, moves, true, 50_000_000, control)?))
            }
        })
    }
}

fn to_json(v: &impl serde::Serialize) -> Result<serde_json::Value, Failure> {
    serde_json::to_value(v).map_err(|e| Failure::new(Status::OutputError, format!("JSON: {e}")))
}

/// The round trip on a Solo Chess puzzle with the server's limits; the
/// answer carries the native and VAL verdicts and the planner's times.
fn plan_job(
    p: crate::solo::Puzzle,
    kind: crate::planner::PlannerKind,
    format: crate::planner::TaskFormat,
    time: std::time::Duration,
    control: Control,
) -> Result<serde_json::Value, Failure> {
    let mut setup = api::plan::planner_setup(&api::plan::PlannerChoice {
        kind,
        path: None,
        command: None,
        time_limit: crate::limits::TimeLimit::seconds(time.as_secs_f64()).expect("a positive limit"),
        memory_limit: crate::limits::MemoryLimit::from_bytes(2 << 30).expect("positive"),
        val: Some(None),
    })?;
    setup.config.format = format;
    setup.config.control = control;
    let (planner, cfg, checks) = (&setup.planner, &setup.config, &setup.checks);
    let task = crate::roundtrip::Task::Solo {
        puzzle: p,
        encoding: crate::pddl::Encoding::Squares,
    };
    let rt = crate::roundtrip::plan(&task, planner, cfg, checks, "puzzle")?;
    let mut v = to_json(&api::plan::PlanAnswer::new(&rt, &task, planner, None))?;
    v["outcome"] = serde_json::json!(rt.outcome.name());
    v["native_valid"] = serde_json::json!(rt.outcome.plan_valid());
    Ok(v)
}

async fn start_job(State(state): State<Arc<AppState>>, Body(r): Body<JobRequest>) -> Result<Response, ApiError> {
    let kind = r.kind();
    let work = r.work(&state)?;
    match state.jobs.start(kind, work) {
        Ok(job) => Ok((StatusCode::ACCEPTED, Json(job.snapshot())).into_response()),
        Err(Busy(n)) => Err(ApiError(
            StatusCode::SERVICE_UNAVAILABLE,
            Failure::new(
                Status::Unknown,
                format!("busy: {n} jobs are running; try again when one ends"),
            ),
        )),
    }
}

fn find(state: &AppState, id: u64) -> Result<Arc<super::jobs::Job>, ApiError> {
    state
        .jobs
        .get(id)
        .ok_or_else(|| ApiError(StatusCode::NOT_FOUND, Failure::bad_input(format!("job {id}: no such job"))))
}

async fn job_state(State(state): State<Arc<AppState>>, Path(id): Path<u64>) -> Result<Response, ApiError> {
    Ok(Json(find(&state, id)?.snapshot()).into_response())
}

async fn cancel_job(State(state): State<Arc<AppState>>, Path(id): Path<u64>) -> Result<Response, ApiError> {
    let job = find(&state, id)?;
    job.control.cancel();
    Ok(Json(job.snapshot()).into_response())
}

/// Server-sent events: `progress` while the job runs, then one `end`
/// event with the final state.
async fn job_events(State(state): State<Arc<AppState>>, Path(id): Path<u64>) -> Result<Response, ApiError> {
    let job = find(&state, id)?;
    let rx = job.watch();
    let stream = futures_util::stream::unfold((job, rx, false), |(job, mut rx, ended)| async move {
        if ended {
            return None;
        }
        let s = job.snapshot();
        if s.state != "running" {
            let event = Event::default().event("end").json_data(&s).ok()?;
            return Some((Ok::<_, std::convert::Infallible>(event), (job, rx, true)));
        }
        // Wait for a change (or a second, to report elapsed time).
        let _ = tokio::time::timeout(std::time::Duration::from_secs(1), rx.changed()).await;
        let s = job.snapshot();
        let name = if s.state == "running" { "progress" } else { "end" };
        let event = Event::default().event(name).json_data(&s).ok()?;
        Some((Ok(event), (job, rx, name == "end")))
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()).into_response())
}
