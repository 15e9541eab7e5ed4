//! `completions`, `man` and `doctor`: the command line's own conventions.
//! Completions and man pages are generated from the clap definitions, so
//! they never drift from the real flags; `doctor` reports what solopddl
//! finds on this machine, as the planners and checks will find it.

use super::{Failure, Status};
use crate::cli::{generated, Cli};
use clap::CommandFactory;
use std::path::Path;

pub fn completions(shell: clap_complete::Shell) -> Result<Status, Failure> {
    let mut cmd = generated::with_value_names(Cli::command());
    clap_complete::generate(shell, &mut cmd, "solopddl", &mut std::io::stdout());
    Ok(Status::Success)
}

pub fn man(out: Option<&Path>) -> Result<Status, Failure> {
    let mut cmd = Cli::command();
    cmd.build();
    let Some(dir) = out else {
        use std::io::Write;
        let page = generated::man_page(&cmd).map_err(|e| Failure::new(Status::OutputError, e))?;
        std::io::stdout()
            .write_all(&page)
            .map_err(|e| Failure::new(Status::OutputError, format!("stdout: {e}")))?;
        return Ok(Status::Success);
    };
    std::fs::create_dir_all(dir).map_err(|e| Failure::new(Status::OutputError, format!("--out '{}': {e}", dir.display())))?;
    let mut all = Vec::new();
    generated::man_pages(&cmd, "", &mut all).map_err(|e| Failure::new(Status::OutputError, e))?;
    for (file, text) in &all {
        let p = dir.join(file);
        std::fs::write(&p, text)
            .map_err(|e| Failure::new(Status::OutputError, format!("cannot write '{}': {e}", p.display())))?;
    }
    eprintln!("wrote {} man pages into {}", all.len(), dir.display());
    Ok(Status::Success)
}

/// One tool as `doctor` sees it.
pub fn doctor(json: bool) -> Result<Status, Failure> {
    let found = crate::api::doctor::tools();
    let status = if found[0].path.is_some() {
        Status::Success
    } else {
        Status::PlannerMissing
    };
    if json {
        let version = env!("CARGO_PKG_VERSION");
        return super::print_json(&serde_json::json!({"solopddl": version, "tools": found})).map(|_| status);
    }
    println!("solopddl {}", env!("CARGO_PKG_VERSION"));
    for f in &found {
        match &f.path {
            Some(p) => println!(
                "found    {:<20} {}{}  — {}",
                f.name,
                p.display(),
                f.version.as_ref().map(|v| format!(" ({v})")).unwrap_or_default(),
                f.role
            ),
            None => println!("missing  {:<20} {}; install: {}", f.name, f.role, f.install),
        }
    }
    Ok(status)
}

/// `serve`: starts the web app and prints its address (stdout: the URL,
/// so scripts can read it); with `--open`, the desktop's browser opens it.
pub fn serve(a: crate::cli::ServeArgs) -> Result<Status, Failure> {
    let options = a.options();
    if !a.host.is_loopback() {
        eprintln!(
            "warning: listening on {}: anyone who reaches this port can run solvers and planners here",
            a.host
        );
    }
    crate::serve::serve(options, |addr| {
        let url = format!("http://{addr}/");
        println!("{url}");
        eprintln!("solopddl serve: open {url} (Ctrl-C stops)");
        if a.open {
            // Best effort, never through a shell; the URL is printed anyway.
            let _ = std::process::Command::new("xdg-open").arg(&url).spawn();
        }
    })
    .map_err(|e| {
        Failure::new(
            Status::OutputError,
            format!("serve: cannot listen on {}:{}: {e}", a.host, a.port),
        )
    })?;
    Ok(Status::Success)
}
