//! Fast Downward as a child process: discovery, configurations and limits,
//! one run with its exit code classified ([`exit_code`]), its figures
//! ([`stats`]) and its plan file. Process control lives in [`process`].
//! Knows no game: it runs a domain and a problem file.

pub mod command;
pub mod direct;
pub mod driver;
mod escapes;
pub mod exit_code;
pub mod features;
pub mod kstar;
pub mod process;
pub mod stats;
pub mod val;

pub use exit_code::{ExitCode, Outcome};
pub use process::{install_interrupt_handler, interrupted};
pub use stats::{parse_stats, Stats};

use crate::limits::{MemoryLimit, TimeLimit};
use process::ChildError;
use std::ffi::OsString;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Errors of the planner runner (outcomes of a run are not errors).
#[derive(Debug, thiserror::Error)]
pub enum PlannerError {
    #[error("{} not found: run scripts/install-planners.sh, or pass --planner-path or set {}", .0.name(), .0.env_var())]
    NotFound(PlannerKind),
    #[error("planner path '{0}' does not exist")]
    BadPath(PathBuf),
    #[error("planner path '{0}' is a .py driver but no python3 is on PATH")]
    NoPython(PathBuf),
    #[error("cannot start the planner '{program}': {error}")]
    Spawn { program: String, error: std::io::Error },
    /// Ctrl-C or SIGTERM arrived while a child ran (which one: "the planner", "VAL").
    #[error("interrupted (Ctrl-C or SIGTERM): {0} was stopped")]
    Interrupted(&'static str),
    #[error("'{path}': {error}")]
    Io { path: PathBuf, error: std::io::Error },
    #[error("--plan-file '{}' exists and solopddl did not write it: remove it or pass --force (it is then read if the planner rewrites it, and never removed)", .0.display())]
    PlanFileExists(PathBuf),
    #[error("--format sas needs Fast Downward or SymK; '{0}' reads PDDL only")]
    SasUnsupported(String),
    #[error("K* takes a search string (--search \"kstar(hmax(),q=1.0)\"), not the alias '{0}'")]
    AliasUnsupported(String),
}

/// How a task reaches the planner: PDDL through its translator, or a
/// finite-domain task (`output.sas`) straight to its search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum TaskFormat {
    #[default]
    Pddl,
    Sas,
}

impl TaskFormat {
    pub const ALL: [TaskFormat; 2] = [TaskFormat::Pddl, TaskFormat::Sas];
    pub fn name(self) -> &'static str {
        match self {
            TaskFormat::Pddl => "pddl",
            TaskFormat::Sas => "sas",
        }
    }
}

impl std::str::FromStr for TaskFormat {
    type Err = String;
    fn from_str(s: &str) -> Result<TaskFormat, String> {
        TaskFormat::ALL
            .into_iter()
            .find(|f| f.name() == s)
            .ok_or_else(|| format!("unknown task format '{s}' (expected pddl or sas)"))
    }
}

/// The files of one task, as the planner reads them.
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    Pddl {
        domain: &'a Path,
        problem: &'a Path,
    },
    /// A finite-domain task in the translator's output format.
    Sas(&'a Path),
}

impl From<ChildError> for PlannerError {
    fn from(e: ChildError) -> PlannerError {
        match e {
            ChildError::Spawn { program, error } => PlannerError::Spawn { program, error },
            ChildError::Interrupted => PlannerError::Interrupted("the planner"),
        }
    }
}

/// Resolves a path against the caller's folder (the planner runs elsewhere).
pub fn absolute(path: &Path) -> Result<PathBuf, PlannerError> {
    std::path::absolute(path).map_err(|error| PlannerError::Io {
        path: path.to_path_buf(),
        error,
    })
}

/// How to start Fast Downward's driver: an absolute program and its leading arguments.
#[derive(Clone, Debug)]
pub struct Driver {
    pub program: PathBuf,
    pub prefix: Vec<OsString>,
}

impl Driver {
    /// A driver from a path given by the user: a `.py` driver runs under
    /// python3, anything else is executed; relative paths are resolved
    /// against the current folder now, before the planner changes folder.
    pub fn from_path(path: &Path) -> Result<Driver, PlannerError> {
        if !path.exists() {
            return Err(PlannerError::BadPath(path.to_path_buf()));
        }
        let path = absolute(path)?;
        if path.extension().is_some_and(|e| e == "py") {
            let python = which::which("python3").map_err(|_| PlannerError::NoPython(path.clone()))?;
            return Ok(Driver {
                program: python,
                prefix: vec![path.into_os_string()],
            });
        }
        Ok(Driver {
            program: path,
            prefix: vec![],
        })
    }
}

/// Which planner a driver runs: both speak Fast Downward's driver
/// interface (SymK is built on Fast Downward 24.06), so one runner serves both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlannerKind {
    FastDownward,
    Symk,
    /// K*: its search component only, on Fast Downward's translation ([`kstar`]).
    Kstar,
}

impl PlannerKind {
    pub const NAMES: [&'static str; 3] = ["fast-downward", "symk", "kstar"];

    pub fn name(self) -> &'static str {
        match self {
            PlannerKind::FastDownward => "fast-downward",
            PlannerKind::Symk => "symk",
            PlannerKind::Kstar => "kstar",
        }
    }

    /// The environment variable naming the driver.
    pub fn env_var(self) -> &'static str {
        match self {
            PlannerKind::FastDownward => "SOLOPDDL_FAST_DOWNWARD",
            PlannerKind::Symk => "SOLOPDDL_SYMK",
            PlannerKind::Kstar => "SOLOPDDL_KSTAR",
        }
    }
}

impl std::str::FromStr for PlannerKind {
    type Err = String;
    fn from_str(s: &str) -> Result<PlannerKind, String> {
        match s {
            "fast-downward" | "fd" => Ok(PlannerKind::FastDownward),
            "symk" => Ok(PlannerKind::Symk),
            "kstar" => Ok(PlannerKind::Kstar),
            _ => Err(format!(
                "unknown planner '{s}' (expected fast-downward, symk or kstar; any other planner: --planner-cmd)"
            )),
        }
    }
}

/// The user-level virtualenv of an installed `solopddl` (`cargo install`):
/// `$SOLOPDDL_VENV`, else `$XDG_DATA_HOME/solopddl/venv` (by default
/// `~/.local/share/solopddl/venv`), where `SOLOPDDL_VENV=… scripts/install-planners.sh`
/// puts the planners.
pub fn user_venv() -> Option<PathBuf> {
    if let Some(v) = std::env::var_os("SOLOPDDL_VENV").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(v));
    }
    let data = std::env::var_os("XDG_DATA_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))?;
    Some(data.join("solopddl").join("venv"))
}

/// Finds a tool: `$env_var`, then each of `path_names` on PATH, then the
/// user-level virtualenv ([`user_venv`]), then `.venv/bin/<venv_name>` in the
/// current folder or one above it, beside the executable, or in the source tree.
pub(crate) fn find_tool(env_var: &str, path_names: &[&str], venv_name: &str) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os(env_var).filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    for name in path_names {
        if let Ok(p) = which::which(name) {
            return Some(p);
        }
    }
    if let Some(p) = user_venv().map(|v| v.join("bin").join(venv_name)).filter(|p| p.is_file()) {
        return Some(p);
    }
    let mut roots: Vec<PathBuf> = Vec::new();
    if let Ok(cwd) = std::env::current_dir() {
        roots.extend(cwd.ancestors().map(Path::to_path_buf));
    }
    if let Ok(exe) = std::env::current_exe() {
        roots.extend(exe.ancestors().skip(1).map(Path::to_path_buf));
    }
    roots.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    roots
        .into_iter()
        .map(|root| root.join(".venv").join("bin").join(venv_name))
        .find(|candidate| candidate.is_file())
}

/// Finds Fast Downward: `explicit`, then `$SOLOPDDL_FAST_DOWNWARD`, then
/// `fast-downward` / `fast-downward.py` on PATH, then the project's `.venv`.
pub fn discover(explicit: Option<&Path>) -> Result<Driver, PlannerError> {
    discover_planner(PlannerKind::FastDownward, explicit)
}

/// Finds a planner's driver: `explicit`, then its environment variable,
/// then PATH (`fast-downward`/`fast-downward.py`, or `symk`), then `.venv/bin`.
pub fn discover_planner(kind: PlannerKind, explicit: Option<&Path>) -> Result<Driver, PlannerError> {
    if let Some(p) = explicit {
        return Driver::from_path(p);
    }
    let found = match kind {
        PlannerKind::FastDownward => find_tool(kind.env_var(), &["fast-downward", "fast-downward.py"], "fast-downward"),
        PlannerKind::Symk => find_tool(kind.env_var(), &["symk"], "symk"),
        PlannerKind::Kstar => find_tool(kind.env_var(), &["kstar-search"], "kstar-search"),
    };
    match found {
        Some(p) => Driver::from_path(&p),
        None => Err(PlannerError::NotFound(kind)),
    }
}

/// A planner to run: Fast Downward or SymK through their driver, or any
/// planner by a command template.
#[derive(Clone, Debug)]
pub enum Planner {
    Driver { kind: PlannerKind, driver: Driver },
    Command(command::CommandPlanner),
}

impl Planner {
    /// Fast Downward through `driver`.
    pub fn fast_downward(driver: Driver) -> Planner {
        Planner::Driver {
            kind: PlannerKind::FastDownward,
            driver,
        }
    }

    /// A name for reports: `fast-downward`, `symk` or the command's program.
    pub fn name(&self) -> String {
        match self {
            Planner::Driver { kind, .. } => kind.name().to_string(),
            Planner::Command(c) => c.name(),
        }
    }

    /// The planner's proper name: Fast Downward, SymK, or the command's program.
    pub fn display_name(&self) -> String {
        match self {
            Planner::Driver {
                kind: PlannerKind::FastDownward,
                ..
            } => "Fast Downward".into(),
            Planner::Driver {
                kind: PlannerKind::Symk, ..
            } => "SymK".into(),
            Planner::Driver {
                kind: PlannerKind::Kstar,
                ..
            } => "K*".into(),
            Planner::Command(c) => c.name(),
        }
    }

    /// Runs the planner on a task's files inside `workdir`.
    pub fn run(&self, cfg: &Config, input: &Input, workdir: &Path) -> Result<Run, PlannerError> {
        match self {
            Planner::Driver {
                kind: PlannerKind::Kstar,
                driver,
            } => kstar::run_kstar(driver, cfg, input, workdir),
            Planner::Driver { kind, driver } => {
                // A finite-domain task goes straight to the search component
                // when it is found (no driver, no Python start-up).
                let direct = match input {
                    Input::Sas(task) => direct::SearchBinary::find(*kind, driver)?
                        .and_then(|sb| sb.command(cfg, task, workdir))
                        .transpose()?,
                    Input::Pddl { .. } => None,
                };
                let mut r = match direct {
                    Some(cmd) => direct::run_search(&cmd, cfg, workdir)?,
                    None => driver::run_driver(driver, cfg, input, workdir)?,
                };
                // SymK's symbolic searches are complete: it exits 12 ("search
                // stopped without finding a solution") only after exhausting
                // the state space, which is a proof (checked against the
                // native solver in tests/symk.rs).
                if *kind == PlannerKind::Symk && r.exit_code == Some(ExitCode::SearchUnsolvedIncomplete) {
                    r.outcome = Outcome::Unsolvable;
                }
                Ok(r)
            }
            Planner::Command(c) => match input {
                Input::Pddl { domain, problem } => command::run_command(c, cfg, domain, problem, workdir),
                Input::Sas(_) => Err(PlannerError::SasUnsupported(c.name())),
            },
        }
    }
}

/// What the planner searches with: a driver alias or a search string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Search {
    /// A driver alias such as `lama-first`.
    Alias(String),
    /// A search string such as `astar(blind())`.
    Search(String),
}

impl Search {
    /// A short label: the alias or the search string.
    pub fn label(&self) -> &str {
        match self {
            Search::Alias(s) | Search::Search(s) => s,
        }
    }
}

impl std::str::FromStr for Search {
    type Err = String;
    /// `search:<string>` or a bare search string with parentheses is a
    /// search; anything else an alias.
    fn from_str(s: &str) -> Result<Search, String> {
        let s = s.trim();
        if s.is_empty() {
            return Err("empty planner configuration".into());
        }
        Ok(match s.strip_prefix("search:") {
            Some(x) if x.trim().is_empty() => return Err("'search:' needs a search string, e.g. search:astar(blind())".into()),
            Some(x) => Search::Search(x.to_string()),
            None if s.contains('(') => Search::Search(s.to_string()),
            None => Search::Alias(s.to_string()),
        })
    }
}

/// A planner configuration and its limits.
#[derive(Clone, Debug)]
pub struct Config {
    /// `None`: the task's default (chosen by the round trip).
    pub search: Option<Search>,
    /// Options for the translator (`--translate-options …`).
    pub translate_options: Vec<String>,
    pub time_limit: TimeLimit,
    pub memory_limit: MemoryLimit,
    /// PDDL (translated by the planner) or a finite-domain task written by solopddl.
    pub format: TaskFormat,
    /// Cancelling it kills the planner's process group (as Ctrl-C does).
    pub control: crate::limits::Control,
}

impl Config {
    /// A short label: the alias or the search string.
    pub fn label(&self) -> String {
        self.search.as_ref().map_or("default", Search::label).to_string()
    }
}

/// A plan file the planner wrote.
#[derive(Clone, Debug)]
pub struct PlanFile {
    pub path: PathBuf,
    pub text: String,
}

/// The result of one planner run.
#[derive(Clone, Debug)]
pub struct Run {
    pub outcome: Outcome,
    /// The driver's exit code; `None` if it was killed or died by a signal.
    pub exit_code: Option<ExitCode>,
    pub stats: Stats,
    /// The plan (the last, best one of an anytime run) when one was found.
    pub plan: Option<PlanFile>,
    /// Why a reported plan could not be read, if it could not.
    pub plan_error: Option<String>,
    pub stdout: String,
    pub stderr: String,
    /// Whether the search component ran directly on a finite-domain task
    /// (no driver; see [`direct`]).
    pub direct: bool,
}

impl Run {
    /// The last non-empty lines of stderr (or stdout), joined on one line.
    pub fn error_tail(&self) -> String {
        // The driver's own INFO lines and search progress say nothing about the failure.
        let noise = |l: &&str| {
            let t = l.trim();
            t.is_empty()
                || t.starts_with("INFO")
                || t.starts_with("[t=")
                || t.starts_with("Driver aborting")
                || t.contains("exit code:")
        };
        // The last three meaningful lines, stderr after stdout, read from the end.
        let mut lines: Vec<&str> = self.stderr.lines().rev().filter(|l| !noise(l)).take(3).collect();
        if lines.len() < 3 {
            let need = 3 - lines.len();
            lines.extend(self.stdout.lines().rev().filter(|l| !noise(l)).take(need));
        }
        lines.reverse();
        let tail = lines.join(" | ");
        if tail.is_empty() {
            "no error message".into()
        } else {
            tail
        }
    }
}

/// The largest plan file read (a plan of a million moves is far beyond any task here).
const MAX_PLAN_BYTES: u64 = 16 << 20;
/// The hard kill comes this long after the planner's own time limit (a planner
/// that honours its limit has stopped by then; one that does not is stopped here).
/// How long after the time limit the planner's processes are killed (the
/// README and `--time-limit`'s help say 0.8 s; a test holds them to it).
pub const HARD_KILL_GRACE: Duration = Duration::from_millis(800);

/// Plan files in `dir` named after `base`: `base` itself and anytime
/// planners' `base.1`, `base.2`, … (by number).
pub fn plan_files(dir: &Path, base: &str) -> Vec<(u64, PathBuf)> {
    let mut found = Vec::new();
    let Ok(rd) = std::fs::read_dir(dir) else { return found };
    for entry in rd.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        if name == base {
            found.push((0, entry.path()));
        } else if let Some(n) = name.strip_prefix(base).and_then(|r| r.strip_prefix('.')) {
            if let Ok(k) = n.parse::<u64>() {
                found.push((k, entry.path()));
            }
        }
    }
    found.sort();
    found
}

/// Reads a plan file only if it is a regular file (not a link to a device)
/// and not larger than the cap.
pub(crate) fn read_plan_file(path: &Path) -> Result<String, String> {
    let meta = std::fs::symlink_metadata(path).map_err(|e| format!("'{}': {e}", path.display()))?;
    if !meta.file_type().is_file() {
        return Err(format!("'{}' is not a regular file", path.display()));
    }
    if meta.len() > MAX_PLAN_BYTES {
        return Err(format!("'{}' is larger than {} MB", path.display(), MAX_PLAN_BYTES >> 20));
    }
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_PLAN_BYTES).read_to_string(&mut text))
        .map_err(|e| format!("'{}': {e}", path.display()))?;
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anytime_plan_files_sort_by_number() {
        let dir = tempfile::tempdir().unwrap();
        for n in ["sas_plan.2", "sas_plan.10", "sas_plan.1", "sas_plan.x", "other"] {
            std::fs::write(dir.path().join(n), "").unwrap();
        }
        let names: Vec<String> = plan_files(dir.path(), "sas_plan")
            .into_iter()
            .map(|(_, p)| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["sas_plan.1", "sas_plan.2", "sas_plan.10"]);
    }

    #[test]
    fn plan_files_are_read_only_as_regular_files() {
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("sas_plan");
        std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
        assert!(read_plan_file(&link).unwrap_err().contains("not a regular file"));
    }

    #[test]
    fn search_strings_and_aliases() {
        assert_eq!("lama-first".parse::<Search>().unwrap(), Search::Alias("lama-first".into()));
        assert_eq!(
            "search:astar(blind())".parse::<Search>().unwrap(),
            Search::Search("astar(blind())".into())
        );
        assert_eq!(
            "astar(lmcut())".parse::<Search>().unwrap(),
            Search::Search("astar(lmcut())".into())
        );
        assert!("".parse::<Search>().is_err());
    }
}
