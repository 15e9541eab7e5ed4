//! What `doctor` reports: each external tool solopddl can use (planners,
//! their search components, VAL, Lab, pyperplan, Slurm), where it was
//! found, its version line and how to install it. Version lines come from
//! the tools themselves, run without a shell.

use std::path::{Path, PathBuf};
use std::process::Command;

/// One tool: found (path, version) or missing (how to install it).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Found {
    pub name: &'static str,
    /// What it is for.
    pub role: &'static str,
    pub path: Option<PathBuf>,
    pub version: Option<String>,
    /// How to install it when it is missing.
    pub install: &'static str,
}

/// The first line of a program's output for `args` (never through a shell).
fn first_line(program: &Path, prefix: &[std::ffi::OsString], args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(prefix).args(args).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    text.lines().map(str::trim).find(|l| !l.is_empty()).map(str::to_string)
}

/// Every tool, the planner first (`doctor` fails without it).
pub fn tools() -> Vec<Found> {
    use crate::planner::{discover_planner, find_tool, PlannerKind};
    const VENV: &str = "scripts/install-planners.sh (pinned, into the checkout's .venv/), or pip install the same packages \
and point SOLOPDDL_FAST_DOWNWARD / SOLOPDDL_SYMK / SOLOPDDL_KSTAR / SOLOPDDL_VAL at them";
    let planner = |kind: PlannerKind, name: &'static str, role: &'static str| {
        let d = discover_planner(kind, None).ok();
        Found {
            name,
            role,
            // K*'s search component has no --version (it waits for a task on stdin).
            version: d
                .as_ref()
                .filter(|_| kind != PlannerKind::Kstar)
                .and_then(|d| first_line(&d.program, &d.prefix, &["--version"])),
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
        planner(
            PlannerKind::Kstar,
            "kstar-search",
            "top-quality planner, every optimal plan (--planner kstar, plans; its search component)",
        ),
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
