//! `completions`, `man` and `doctor`: the command line's own conventions.
//! Completions and man pages are generated from the clap definitions, so
//! they never drift from the real flags; `doctor` reports what solopddl
//! finds on this machine, as the planners and checks will find it.

use super::{Failure, Status};
use crate::cli::Cli;
use clap::CommandFactory;
use std::path::Path;

pub fn completions(shell: clap_complete::Shell) -> Result<Status, Failure> {
    let mut cmd = with_value_names(Cli::command());
    clap_complete::generate(shell, &mut cmd, "solopddl", &mut std::io::stdout());
    Ok(Status::Success)
}

/// Values the shell should offer for options whose types parse names (not
/// paths): without them every shell offers file names.
const NAMED_VALUES: [(&str, &[&str]); 8] = [
    (
        "heuristic",
        &["best", "learned-best", "learned", "rank", "attack", "center", "random"],
    ),
    (
        "heuristics",
        &["best", "learned-best", "learned", "rank", "attack", "center", "random"],
    ),
    ("encoding", &["squares", "objects", "strips"]),
    ("encodings", &["squares", "objects", "strips"]),
    ("planner", &["fast-downward", "symk"]),
    ("formats", &["pddl", "sas"]),
    ("format", &["pddl", "sas"]),
    ("searches", &["astar", "bfs", "gbfs", "wastar:1.5"]),
];

/// The command tree with [`NAMED_VALUES`] as possible values, for the
/// completion scripts only (the parsers themselves are unchanged).
fn with_value_names(cmd: clap::Command) -> clap::Command {
    cmd.mut_args(|a| match NAMED_VALUES.iter().find(|(id, _)| a.get_id() == *id) {
        Some((_, values)) => a.value_parser(clap::builder::PossibleValuesParser::new(values.iter().copied())),
        None => a,
    })
    .mut_subcommands(with_value_names)
}

fn render(cmd: &clap::Command) -> Result<Vec<u8>, Failure> {
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd.clone())
        .render(&mut out)
        .map_err(|e| Failure::new(Status::OutputError, format!("man page: {e}")))?;
    Ok(out)
}

/// Every command's page: `solopddl.1`, `solopddl-plan.1`, `solopddl-bench-compare.1`, …
fn pages(cmd: &clap::Command, prefix: &str, out: &mut Vec<(String, Vec<u8>)>) -> Result<(), Failure> {
    let name = if prefix.is_empty() {
        cmd.get_name().to_string()
    } else {
        format!("{prefix}-{}", cmd.get_name())
    };
    let page = cmd.clone().name(name.clone());
    out.push((format!("{name}.1"), render(&page)?));
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        pages(sub, &name, out)?;
    }
    Ok(())
}

pub fn man(out: Option<&Path>) -> Result<Status, Failure> {
    let mut cmd = Cli::command();
    cmd.build();
    let Some(dir) = out else {
        use std::io::Write;
        let page = render(&cmd)?;
        std::io::stdout()
            .write_all(&page)
            .map_err(|e| Failure::new(Status::OutputError, format!("stdout: {e}")))?;
        return Ok(Status::Success);
    };
    std::fs::create_dir_all(dir).map_err(|e| Failure::new(Status::OutputError, format!("--out '{}': {e}", dir.display())))?;
    let mut all = Vec::new();
    pages(&cmd, "", &mut all)?;
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
        let text = serde_json::to_string(&serde_json::json!({
            "solopddl": env!("CARGO_PKG_VERSION"),
            "tools": found,
        }))
        .expect("serialises");
        println!("{text}");
        return Ok(status);
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
    let options = crate::serve::ServeOptions {
        host: a.host,
        port: a.port,
        max_jobs: a.max_jobs as usize,
        job_time_limit: a.job_time_limit.duration().unwrap_or(std::time::Duration::from_secs(86_400)),
        job_memory_bytes: a.job_memory_limit.bytes(),
    };
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
