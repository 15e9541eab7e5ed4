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

/// After Ctrl-C or SIGTERM, the longest the server waits for open
/// connections (a page's event stream stays open for ever) before it exits.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(2);

/// Binds the port, calls `ready` with the address, and serves until
/// Ctrl-C or SIGTERM: running jobs are cancelled then, and connections
/// still open after [`SHUTDOWN_GRACE`] are dropped.
pub fn serve(options: ServeOptions, ready: impl FnOnce(SocketAddr)) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let all_jobs = Arc::new(jobs::Jobs::new(options.max_jobs));
    let jobs = all_jobs.clone();
    let served = runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind((options.host, options.port)).await?;
        ready(listener.local_addr()?);
        let state = Arc::new(AppState { jobs, options });
        // One signal mechanism for the whole process: the planner runner
        // installs the same Ctrl-C/SIGTERM handler, which would replace a
        // tokio signal listener the first time a planner job ran (the
        // server then ignored SIGTERM), so the server polls its flag too.
        crate::limits::install_interrupt_handler();
        let (stopping, mut stop_seen) = tokio::sync::watch::channel(false);
        let jobs = state.jobs.clone();
        let signalled = async move {
            while !crate::limits::interrupted() {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            // Cancelled jobs end their event streams; stop taking new connections.
            jobs.cancel_all();
            let _ = stopping.send(true);
        };
        let app = routes::router(state.clone());
        let server = axum::serve(listener, app).with_graceful_shutdown(signalled);
        // Graceful shutdown waits for every open connection; a browser tab
        // holding an event stream (or any idle keep-alive) would keep the
        // server alive after SIGTERM, so the wait is bounded.
        let bounded = async move {
            let _ = stop_seen.wait_for(|stopped| *stopped).await;
            tokio::time::sleep(SHUTDOWN_GRACE).await;
        };
        let served = tokio::select! {
            served = server => served,
            _ = bounded => Ok(()),
        };
        state.jobs.cancel_all();
        served
    });
    // Tasks still holding connections are dropped, not awaited; cancelled
    // jobs get a moment to stop their planners (no process left behind).
    runtime.shutdown_timeout(Duration::from_millis(500));
    all_jobs.wait_idle(SHUTDOWN_GRACE);
    served
}
