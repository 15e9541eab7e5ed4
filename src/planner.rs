//! Fast Downward as a child process: discovery, limits, process control
//! (own process group, hard wall-clock kill, Ctrl-C), outcome classification
//! by the driver's exit-code bands, and the statistics it prints.
//! Knows no game: it runs a domain and a problem file.

use std::ffi::OsString;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Set by the Ctrl-C / SIGTERM handler; running planners are killed.
pub static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Installs the Ctrl-C / SIGTERM handler once.
pub fn install_interrupt_handler() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let _ = ctrlc::set_handler(|| INTERRUPTED.store(true, Ordering::SeqCst));
    });
}

/// Fast Downward driver exit codes (its `driver/returncodes.py`), in bands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// 0–3: a plan was found (possibly while running out of time or memory).
    PlanFound,
    /// 10–11: proven unsolvable by the translator or the search.
    Unsolvable,
    /// 12: the search ended without a plan but without a proof.
    Incomplete,
    /// 21, 23 or our hard kill: out of time.
    OutOfTime,
    /// 20, 22, 24: out of memory.
    OutOfMemory,
    /// 34, 37: the configuration is not supported for this task.
    Unsupported,
    /// 30–33, 35, 36 and anything else: an error.
    Error,
}

impl Outcome {
    /// Classifies a driver exit code.
    pub fn from_exit_code(code: i32) -> Outcome {
        match code {
            0..=3 => Outcome::PlanFound,
            10 | 11 => Outcome::Unsolvable,
            12 => Outcome::Incomplete,
            21 | 23 => Outcome::OutOfTime,
            20 | 22 | 24 => Outcome::OutOfMemory,
            34 | 37 => Outcome::Unsupported,
            _ => Outcome::Error,
        }
    }
}

/// Errors of the planner runner (outcomes of a run are not errors).
#[derive(Debug, thiserror::Error)]
pub enum PlannerError {
    #[error(
        "Fast Downward not found: run scripts/install-fast-downward.sh, or pass --planner-path or set SOLOPDDL_FAST_DOWNWARD"
    )]
    NotFound,
    #[error("planner path '{0}' does not exist")]
    BadPath(PathBuf),
    #[error("cannot start the planner '{program}': {error}")]
    Spawn { program: String, error: std::io::Error },
    #[error("interrupted: the planner was killed")]
    Interrupted,
    #[error("memory limit '{0}': expected a size such as 512M or 4G")]
    BadMemoryLimit(String),
    #[error("time limit {0}: must be a positive number of seconds")]
    BadTimeLimit(f64),
}

/// How to start Fast Downward's driver.
#[derive(Clone, Debug)]
pub struct Driver {
    pub program: PathBuf,
    pub prefix: Vec<OsString>,
}

impl Driver {
    fn from_path(path: &Path) -> Result<Driver, PlannerError> {
        if !path.exists() {
            return Err(PlannerError::BadPath(path.to_path_buf()));
        }
        if path.extension().is_some_and(|e| e == "py") {
            let python = which::which("python3").map_err(|_| PlannerError::NotFound)?;
            return Ok(Driver {
                program: python,
                prefix: vec![path.as_os_str().to_owned()],
            });
        }
        Ok(Driver {
            program: path.to_path_buf(),
            prefix: vec![],
        })
    }
}

/// Finds Fast Downward: `explicit`, then `$SOLOPDDL_FAST_DOWNWARD`, then
/// `fast-downward` / `fast-downward.py` on PATH, then the project's `.venv`.
pub fn discover(explicit: Option<&Path>) -> Result<Driver, PlannerError> {
    if let Some(p) = explicit {
        return Driver::from_path(p);
    }
    if let Some(p) = std::env::var_os("SOLOPDDL_FAST_DOWNWARD").filter(|p| !p.is_empty()) {
        return Driver::from_path(Path::new(&p));
    }
    for name in ["fast-downward", "fast-downward.py"] {
        if let Ok(p) = which::which(name) {
            return Driver::from_path(&p);
        }
    }
    let mut roots: Vec<PathBuf> = Vec::new();
    if let Ok(cwd) = std::env::current_dir() {
        roots.extend(cwd.ancestors().map(Path::to_path_buf));
    }
    if let Ok(exe) = std::env::current_exe() {
        roots.extend(exe.ancestors().skip(1).map(Path::to_path_buf));
    }
    roots.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    for root in roots {
        let candidate = root.join(".venv").join("bin").join("fast-downward");
        if candidate.is_file() {
            return Driver::from_path(&candidate);
        }
    }
    Err(PlannerError::NotFound)
}

/// A planner configuration and its limits.
#[derive(Clone, Debug)]
pub struct Config {
    /// A driver alias such as `lama-first` (used when `search` is `None`).
    pub alias: Option<String>,
    /// Options for the translator (`--translate-options …`), e.g.
    /// `--skip-variable-reordering`.
    pub translate_options: Vec<String>,
    /// A search string such as `astar(blind())`.
    pub search: Option<String>,
    pub time_limit: f64,
    pub memory_limit: String,
}

impl Config {
    /// A short label: the alias or the search string.
    pub fn label(&self) -> String {
        match (&self.search, &self.alias) {
            (Some(s), _) => s.clone(),
            (None, Some(a)) => a.clone(),
            (None, None) => "lama-first".into(),
        }
    }
}

/// Checks a memory limit such as `512M` or `4G` (Fast Downward's syntax).
pub fn check_memory_limit(s: &str) -> Result<(), PlannerError> {
    // Fast Downward takes K, M or G suffixes (or bytes); nothing else.
    let unit_ok = s.chars().last().is_some_and(|c| c.is_ascii_digit() || "KMGkmg".contains(c));
    match crate::units::parse_size(s) {
        Some(_) if unit_ok => Ok(()),
        _ => Err(PlannerError::BadMemoryLimit(s.to_string())),
    }
}

/// Figures the planner reports (absent ones stay `None`).
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Stats {
    pub exit_code: Option<i32>,
    pub wall_time_s: f64,
    pub translator_time_s: Option<f64>,
    pub search_time_s: Option<f64>,
    pub expanded: Option<u64>,
    pub generated: Option<u64>,
    pub plan_length: Option<u64>,
    pub peak_memory_kb: Option<u64>,
    pub variables: Option<u64>,
    pub operators: Option<u64>,
    pub axioms: Option<u64>,
}

/// The result of one planner run.
#[derive(Clone, Debug)]
pub struct Run {
    pub outcome: Outcome,
    pub stats: Stats,
    /// The plan file's text when a plan was found.
    pub plan: Option<String>,
    pub stdout: String,
    pub stderr: String,
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
        let mut lines: Vec<&str> = self.stdout.lines().filter(|l| !noise(l)).collect();
        lines.extend(self.stderr.lines().filter(|l| !noise(l)));
        let tail = lines[lines.len().saturating_sub(3)..].join(" | ");
        if tail.is_empty() {
            "no error message".into()
        } else {
            tail
        }
    }
}

fn number_after<T: std::str::FromStr>(text: &str, key: &str) -> Option<T> {
    text.lines().rev().find_map(|l| {
        let i = l.find(key)?;
        l[i + key.len()..]
            .split_whitespace()
            .next()?
            .trim_end_matches(['s', ','])
            .parse()
            .ok()
    })
}

/// Parses the statistics Fast Downward prints.
pub fn parse_stats(stdout: &str) -> Stats {
    let translator = stdout.lines().rev().find(|l| l.starts_with("Done! [")).and_then(|l| {
        let i = l.find("CPU, ")?;
        l[i + 5..].split('s').next()?.parse().ok()
    });
    let peak_search: Option<u64> = number_after(stdout, "Peak memory: ");
    let peak_translate: Option<u64> = number_after(stdout, "Translator peak memory: ");
    Stats {
        translator_time_s: translator,
        search_time_s: number_after(stdout, "] Search time: "),
        expanded: number_after(stdout, "] Expanded "),
        generated: number_after(stdout, "] Generated "),
        plan_length: number_after(stdout, "] Plan length: "),
        peak_memory_kb: match (peak_search, peak_translate) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        },
        variables: number_after(stdout, "Translator variables: "),
        operators: number_after(stdout, "Translator operators: "),
        axioms: number_after(stdout, "Translator axioms: "),
        ..Stats::default()
    }
}

/// Runs Fast Downward on a domain and problem inside `workdir`, with its own
/// limits and a hard wall-clock kill a few seconds after the time limit.
pub fn run(driver: &Driver, cfg: &Config, domain: &Path, problem: &Path, workdir: &Path) -> Result<Run, PlannerError> {
    if !(cfg.time_limit > 0.0 && cfg.time_limit.is_finite()) {
        return Err(PlannerError::BadTimeLimit(cfg.time_limit));
    }
    check_memory_limit(&cfg.memory_limit)?;
    install_interrupt_handler();
    let plan_file = workdir.join("sas_plan");
    let mut cmd = Command::new(&driver.program);
    cmd.args(&driver.prefix)
        .arg("--plan-file")
        .arg(&plan_file)
        .arg("--sas-file")
        .arg(workdir.join("output.sas"))
        .arg("--overall-time-limit")
        .arg(format!("{}s", cfg.time_limit.ceil() as u64))
        .arg("--overall-memory-limit")
        .arg(&cfg.memory_limit);
    if cfg.search.is_none() {
        cmd.arg("--alias").arg(cfg.alias.as_deref().unwrap_or("lama-first"));
    }
    cmd.arg(domain).arg(problem);
    if !cfg.translate_options.is_empty() {
        cmd.arg("--translate-options").args(&cfg.translate_options);
    }
    if let Some(search) = &cfg.search {
        cmd.arg("--search-options").arg("--search").arg(search);
    }
    cmd.current_dir(workdir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    {
        use std::os::unix::process::CommandExt;
        // Its own process group, so one kill reaches the translator and search too;
        // and the driver dies with us even if we are killed outright.
        cmd.process_group(0);
        unsafe {
            cmd.pre_exec(|| {
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                Ok(())
            });
        }
    }
    let start = Instant::now();
    let mut child = cmd.spawn().map_err(|error| PlannerError::Spawn {
        program: driver.program.display().to_string(),
        error,
    })?;
    let pgid = child.id() as i32;
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let t_out = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = out.read_to_string(&mut s);
        s
    });
    let t_err = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let hard = Duration::from_secs_f64(cfg.time_limit + 5.0);
    let mut killed_for_time = false;
    let status = loop {
        if let Some(st) = child.try_wait().map_err(|error| PlannerError::Spawn {
            program: driver.program.display().to_string(),
            error,
        })? {
            break st;
        }
        let interrupted = INTERRUPTED.load(Ordering::SeqCst);
        if interrupted || start.elapsed() > hard {
            unsafe {
                libc::killpg(pgid, libc::SIGKILL);
            }
            let _ = child.wait();
            if interrupted {
                return Err(PlannerError::Interrupted);
            }
            killed_for_time = true;
            break std::process::ExitStatus::default();
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    // Reap whatever the driver left behind in its group.
    unsafe {
        libc::killpg(pgid, libc::SIGKILL);
    }
    let wall = start.elapsed().as_secs_f64();
    // The group is dead, so the pipes are closed and the readers finish.
    let stdout = t_out.join().unwrap_or_default();
    let stderr = t_err.join().unwrap_or_default();
    let mut stats = parse_stats(&stdout);
    stats.wall_time_s = wall;
    stats.exit_code = status.code();
    let outcome = if killed_for_time {
        Outcome::OutOfTime
    } else {
        match status.code() {
            Some(c) => Outcome::from_exit_code(c),
            None => Outcome::Error,
        }
    };
    let plan = if outcome == Outcome::PlanFound {
        std::fs::read_to_string(&plan_file).ok()
    } else {
        None
    };
    Ok(Run {
        outcome,
        stats,
        plan,
        stdout,
        stderr,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_code_bands() {
        assert_eq!(Outcome::from_exit_code(0), Outcome::PlanFound);
        assert_eq!(Outcome::from_exit_code(2), Outcome::PlanFound);
        assert_eq!(Outcome::from_exit_code(10), Outcome::Unsolvable);
        assert_eq!(Outcome::from_exit_code(11), Outcome::Unsolvable);
        assert_eq!(Outcome::from_exit_code(12), Outcome::Incomplete);
        assert_eq!(Outcome::from_exit_code(13), Outcome::Error);
        assert_eq!(Outcome::from_exit_code(22), Outcome::OutOfMemory);
        assert_eq!(Outcome::from_exit_code(23), Outcome::OutOfTime);
        assert_eq!(Outcome::from_exit_code(34), Outcome::Unsupported);
        assert_eq!(Outcome::from_exit_code(31), Outcome::Error);
    }

    #[test]
    fn stats_are_read_from_planner_output() {
        let out = "Translator variables: 12\nTranslator operators: 345\nTranslator axioms: 0\nTranslator peak memory: 27664 KB\nDone! [0.120s CPU, 0.131s wall-clock]\n[t=0.01s, 10548 KB] Plan length: 3 step(s).\n[t=0.01s, 10548 KB] Expanded 4 state(s).\n[t=0.01s, 10548 KB] Generated 9 state(s).\n[t=0.01s, 10548 KB] Search time: 0.000239s\nPeak memory: 10548 KB\n";
        let s = parse_stats(out);
        assert_eq!(s.variables, Some(12));
        assert_eq!(s.operators, Some(345));
        assert_eq!(s.axioms, Some(0));
        assert_eq!(s.plan_length, Some(3));
        assert_eq!(s.expanded, Some(4));
        assert_eq!(s.generated, Some(9));
        assert_eq!(s.translator_time_s, Some(0.131));
        assert_eq!(s.search_time_s, Some(0.000239));
        assert_eq!(s.peak_memory_kb, Some(27664));
    }

    #[test]
    fn memory_limits() {
        assert!(check_memory_limit("4G").is_ok());
        assert!(check_memory_limit("512M").is_ok());
        assert!(check_memory_limit("2048").is_ok());
        assert!(check_memory_limit("4GB").is_err());
        assert!(check_memory_limit("lots").is_err());
    }
}
