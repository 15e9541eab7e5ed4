//! `solopddl serve`: a local web app over the library API. The page and its
//! script are embedded in the binary (no network, no CDN); the JSON API
//! under it (docs/src/serve.md) calls [`crate::api`] and the round trip,
//! never the command layer. Long work runs as jobs ([`jobs`]) the page can
//! follow (server-sent events) and cancel; every job has the server's time
//! and memory limits whatever the page asks, at most `max_jobs` run at
//! once, and request bodies are bounded.
//!
//! The server listens on loopback unless a host is given: it runs solvers
//! and planners on request, so exposing it lets anyone who reaches the
//! port use this machine's CPU (it never reads or writes a path named in
//! a request).

pub mod jobs;
mod routes;

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    pub host: IpAddr,
    /// 0: any free port.
    pub port: u16,
    /// Jobs running at once; more are answered 503 busy.
    pub max_jobs: usize,
    /// The longest a job may run.
    pub job_time_limit: Duration,
    /// The memory a job's search tables may take.
    pub job_memory_bytes: u64,
}

impl Default for ServeOptions {
    fn default() -> ServeOptions {
        ServeOptions {
            host: IpAddr::from([127, 0, 0, 1]),
            port: 8080,
            max_jobs: 4,
            job_time_limit: Duration::from_secs(120),
            job_memory_bytes: 1 << 30,
        }
    }
}

/// What every handler shares.
pub struct AppState {
    pub options: ServeOptions,
    pub jobs: Arc<jobs::Jobs>,
}

/// Largest request body (a puzzle, a plan, a FEN pair: far below).
pub const MAX_BODY: usize = 256 << 10;

/// Binds the port, calls `ready` with the address, and serves until
/// Ctrl-C or SIGTERM (running jobs are cancelled then).
pub fn serve(options: ServeOptions, ready: impl FnOnce(SocketAddr)) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind((options.host, options.port)).await?;
        ready(listener.local_addr()?);
        let state = Arc::new(AppState {
            jobs: Arc::new(jobs::Jobs::new(options.max_jobs)),
            options,
        });
        let shutdown = async {
            let ctrl_c = tokio::signal::ctrl_c();
            let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("a SIGTERM handler");
            tokio::select! {
                _ = ctrl_c => {},
                _ = term.recv() => {},
            }
        };
        let app = routes::router(state.clone());
        let served = axum::serve(listener, app).with_graceful_shutdown(shutdown).await;
        state.jobs.cancel_all();
        served
    })
}
