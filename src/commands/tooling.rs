//! `completions`, `man` and `doctor`: the command line's own conventions.
//! Completions and man pages are generated from the clap definitions, so
//! they never drift from the real flags; `doctor` reports what solopddl
//! finds on this machine, as the planners and checks will find it.

use super::{Failure, Status};
use crate::cli::Cli;
use clap::CommandFactory;
use std::path::{Path, PathBuf};
use std::process::Command;

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
#[derive(serde::Serialize)]
struct Found {
    name: &'static str,
    /// What it is for.
    role: &'static str,
    path: Option<PathBuf>,
    version: Option<String>,
    /// How to install it when it is missing.
    install: &'static str,
}

/// The first line of a program's output for `args` (never through a shell).
fn first_line(program: &Path, prefix: &[std::ffi::OsString], args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(prefix).args(args).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    text.lines().map(str::trim).find(|l| !l.is_empty()).map(str::to_string)
}

fn tools() -> Vec<Found> {
    use crate::planner::{discover_planner, find_tool, PlannerKind};
    const VENV: &str = "scripts/install-planners.sh (pinned, into the checkout's .venv/), or pip install the same packages \
and point SOLOPDDL_FAST_DOWNWARD / SOLOPDDL_SYMK / SOLOPDDL_VAL at them";
    let planner = |kind: PlannerKind, name: &'static str, role: &'static str| {
        let d = discover_planner(kind, None).ok();
        Found {
            name,
            role,
            version: d.as_ref().and_then(|d| first_line(&d.program, &d.prefix, &["--version"])),
            path: d.map(|d| d.program),
            install: VENV,
        }
    };
    let mut v = vec![
        planner(
            PlannerKind::FastDownward,
            "fast-downward",
            "planner (plan, bench compare, bench chess, suite lab)",
        ),
        planner(PlannerKind::Symk, "symk", "optimal and top-k planner (--planner symk, plans)"),
    ];
    // The search components that read `--format sas` tasks directly (else the driver runs them).
    for (kind, name) in [
        (PlannerKind::FastDownward, "fast-downward-search"),
        (PlannerKind::Symk, "symk-search"),
    ] {
        let sb = discover_planner(kind, None)
            .ok()
            .and_then(|d| crate::planner::direct::SearchBinary::find(kind, &d).ok().flatten());
        v.push(Found {
            name,
            role: "search component for --format sas tasks (without it the driver runs them)",
            version: sb.as_ref().map(|b| format!("{} aliases", b.aliases.len())),
            path: sb.map(|b| b.path),
            install: VENV,
        });
    }
    let val = crate::planner::val::discover(None).ok().flatten();
    v.push(Found {
        name: "Validate",
        role: "VAL, the PDDL plan validator (every planner plan, validate --pddl)",
        // VAL prints its usage, not a version, without arguments.
        version: None,
        path: val.map(|v| v.program),
        install: VENV,
    });
    let python = crate::suite::lab::lab_python();
    let lab_version = python
        .as_ref()
        .and_then(|p| first_line(p, &[], &["-c", "import lab; print(lab.__version__)"]).filter(|l| !l.contains("Error")));
    v.push(Found {
        name: "lab",
        role: "Downward Lab (suite lab experiments)",
        path: lab_version.as_ref().and(python),
        version: lab_version,
        install: VENV,
    });
    let pyperplan = find_tool("SOLOPDDL_PYPERPLAN", &["pyperplan"], "pyperplan");
    v.push(Found {
        name: "pyperplan",
        role: "a second planner for --planner-cmd (strips encoding)",
        version: None,
        path: pyperplan,
        install: VENV,
    });
    let sbatch = which::which("sbatch").ok();
    v.push(Found {
        name: "sbatch",
        role: "Slurm (suite lab --env slurm)",
        version: sbatch.as_ref().and_then(|p| first_line(p, &[], &["--version"])),
        path: sbatch,
        install: "your cluster's Slurm; on this machine scripts/slurm-local.sh up (Debian's slurm-wlm packages, root)",
    });
    v
}

pub fn doctor(json: bool) -> Result<Status, Failure> {
    let found = tools();
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
