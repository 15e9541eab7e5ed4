//! Downward Lab experiments over suites: writes `experiment.py` (a script
//! on Lab's `Experiment` API, the same for every experiment) and
//! `settings.json` (suites, configurations, limits, the environment: a
//! local machine or a Slurm cluster). Lab itself runs it; nothing here
//! starts a process.

use super::SuiteError;
use crate::planner::{PlannerKind, Search};
use serde::Serialize;
use std::path::{Path, PathBuf};

/// The experiment script (fixed text; it reads `settings.json` beside it).
pub const EXPERIMENT_PY: &str = include_str!("experiment.py");

/// One planner configuration of the experiment.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct LabConfig {
    /// The algorithm's name in Lab's reports.
    pub name: String,
    /// `solopddl plan` arguments selecting it.
    pub args: Vec<String>,
    /// Whether its plans are optimal (then their length must equal a known native optimum).
    pub optimal: bool,
}

impl LabConfig {
    /// A configuration from a search: aliases keep their name, search
    /// strings are named by the search (`astar(blind())`); `default` is
    /// `solopddl plan`'s own choice per task (lama-first for Solo Chess,
    /// greedy search on FF with approximated axioms for chess).
    pub fn from_search(search: &Search) -> LabConfig {
        if *search == Search::Alias("default".into()) {
            // `solopddl plan` picks each task's own configuration.
            return LabConfig {
                name: "default".into(),
                args: vec![],
                optimal: false,
            };
        }
        let (args, name) = match search {
            Search::Alias(a) => (vec!["--alias".to_string(), a.clone()], a.clone()),
            Search::Search(s) => (vec!["--search".to_string(), s.clone()], s.clone()),
        };
        let optimal = match search {
            Search::Alias(a) => a.starts_with("seq-opt"),
            Search::Search(s) => s.starts_with("astar(") || s.starts_with("sym"),
        };
        LabConfig { name, args, optimal }
    }
}

/// Slurm settings (Lab's `SlurmEnvironment`).
#[derive(Clone, Debug, Serialize)]
pub struct SlurmSettings {
    pub partition: String,
    pub qos: String,
    /// E.g. `2G`.
    pub memory_per_cpu: String,
    /// Array tasks at most (Lab groups runs into this many tasks).
    pub max_tasks: u32,
    /// Wall-clock limit per array task, Slurm's syntax (`0`: none).
    pub time_limit_per_task: String,
    /// Environment variables passed to the jobs.
    pub export: Vec<String>,
    /// Bash lines run before each job (e.g. `module load …`).
    pub setup: String,
}

/// Where the runs execute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LabEnvironment {
    Local,
    Slurm,
}

impl std::str::FromStr for LabEnvironment {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "local" => Ok(LabEnvironment::Local),
            "slurm" => Ok(LabEnvironment::Slurm),
            _ => Err(format!("environment '{s}': expected local or slurm")),
        }
    }
}

/// Everything `settings.json` holds.
#[derive(Clone, Debug, Serialize)]
pub struct LabSettings {
    /// The solopddl binary the runs execute (absolute).
    pub solopddl: PathBuf,
    /// Suite folders (absolute).
    pub suites: Vec<PathBuf>,
    /// `fast-downward` or `symk`.
    pub planner: String,
    /// The planner's driver, if not discovered on the nodes.
    pub planner_path: Option<PathBuf>,
    pub configs: Vec<LabConfig>,
    /// Also run the native solver on every instance.
    pub native: bool,
    /// Chess suites: also count every game of the optimal length, with the
    /// top-k planner (`plans`) and natively (`chess proofgame --count-all`).
    pub count: bool,
    /// Check plans with VAL too.
    pub val: bool,
    /// Seconds per run.
    pub time_limit: f64,
    pub memory_limit_mb: u64,
    pub environment: LabEnvironment,
    /// Local runs in parallel.
    pub processes: usize,
    pub slurm: SlurmSettings,
    /// Scatter plots: (x algorithm, y algorithm, attribute).
    pub scatter: Vec<(String, String, String)>,
    /// Lab properties files merged into the results (e.g. `bench --properties`).
    pub merge_properties: Vec<PathBuf>,
    /// The Python that has Lab, when the `#!` line cannot name it (a path
    /// with a space): the script, started by any python3, re-runs itself with it.
    pub python: Option<PathBuf>,
}

impl LabSettings {
    /// The planner's name as `--planner` takes it.
    pub fn planner_name(kind: PlannerKind) -> &'static str {
        match kind {
            PlannerKind::FastDownward => "fast-downward",
            PlannerKind::Symk => "symk",
            PlannerKind::Kstar => "kstar",
        }
    }

    /// Default scatter plots: every pair of the first configurations on
    /// expansions, the first configuration against the native solver on
    /// time, and with `count` the planner's count against the native count,
    /// and against its own optimal plan, on time.
    pub fn default_scatter(configs: &[LabConfig], native: bool, count: bool) -> Vec<(String, String, String)> {
        let mut v = Vec::new();
        if configs.len() >= 2 {
            v.push((configs[0].name.clone(), configs[1].name.clone(), "expansions".to_string()));
        }
        if native && !configs.is_empty() {
            v.push((configs[0].name.clone(), "native".to_string(), "total_time".to_string()));
        }
        if count {
            v.push(("top-k".to_string(), "native-count".to_string(), "total_time".to_string()));
            v.push(("optimal".to_string(), "top-k".to_string(), "total_time".to_string()));
        }
        v
    }
}

/// Whether a `#!` line can name this interpreter: the kernel splits the
/// line at whitespace and reads at most 127 bytes of it.
pub fn shebang_safe(python: &Path) -> bool {
    let text = python.to_string_lossy();
    text.len() < 120 && !text.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// The script with its `#!` line naming `python` (the interpreter that has
/// Lab) where a `#!` line can, else `/usr/bin/env python3` (the script then
/// re-runs itself with settings.json's `python`).
pub fn script_text(python: Option<&Path>) -> String {
    match python {
        Some(p) if shebang_safe(p) => EXPERIMENT_PY.replacen("#! /usr/bin/env python3", &format!("#! {}", p.display()), 1),
        _ => EXPERIMENT_PY.to_string(),
    }
}

/// The project's Python with Lab: `$SOLOPDDL_PYTHON`, else `.venv/bin/python`
/// beside the checkout or the binary.
pub fn lab_python() -> Option<PathBuf> {
    crate::planner::find_tool("SOLOPDDL_PYTHON", &[], "python")
}

/// Writes `experiment.py` (executable, run by `python`) and `settings.json`
/// into `out`. Refuses existing files without `force`.
pub fn write(out: &Path, settings: &LabSettings, python: Option<&Path>, force: bool) -> Result<Vec<PathBuf>, SuiteError> {
    let script = out.join("experiment.py");
    let json = out.join("settings.json");
    for p in [&script, &json] {
        if p.exists() && !force {
            return Err(SuiteError::Exists(p.clone()));
        }
    }
    let data = out.join("data");
    if data.exists() && !force {
        return Err(SuiteError::Exists(data));
    }
    std::fs::create_dir_all(out).map_err(|e| SuiteError::io(out, e))?;
    if data.exists() {
        // Lab asks interactively about existing results; a fresh experiment starts clean.
        std::fs::remove_dir_all(&data).map_err(|e| SuiteError::io(&data, e))?;
    }
    std::fs::write(&script, script_text(python)).map_err(|e| SuiteError::io(&script, e))?;
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).map_err(|e| SuiteError::io(&script, e))?;
    }
    let text = serde_json::to_string_pretty(settings).expect("settings serialise");
    std::fs::write(&json, format!("{text}\n")).map_err(|e| SuiteError::io(&json, e))?;
    Ok(vec![script, json])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn configs_are_named_and_marked_optimal() {
        let c = LabConfig::from_search(&Search::Alias("lama-first".into()));
        assert_eq!((c.name.as_str(), c.optimal), ("lama-first", false));
        assert_eq!(c.args, vec!["--alias", "lama-first"]);
        let c = LabConfig::from_search(&Search::Search("astar(blind())".into()));
        assert!(c.optimal);
        assert_eq!(c.args, vec!["--search", "astar(blind())"]);
        assert!(!LabConfig::from_search(&Search::Search("eager_greedy([ff()])".into())).optimal);
    }

    #[test]
    fn the_script_reads_every_setting_it_is_given() {
        // Every top-level key written must be one the script reads.
        let s = serde_json::to_value(LabSettings {
            solopddl: "/x".into(),
            suites: vec![],
            planner: "fast-downward".into(),
            planner_path: None,
            configs: vec![],
            native: true,
            count: true,
            val: true,
            time_limit: 1.0,
            memory_limit_mb: 1,
            environment: LabEnvironment::Local,
            processes: 1,
            slurm: SlurmSettings {
                partition: "p".into(),
                qos: "q".into(),
                memory_per_cpu: "1G".into(),
                max_tasks: 1,
                time_limit_per_task: "0".into(),
                export: vec![],
                setup: String::new(),
            },
            scatter: vec![],
            merge_properties: vec![],
            python: None,
        })
        .unwrap();
        for key in s.as_object().unwrap().keys() {
            assert!(
                EXPERIMENT_PY.contains(&format!("\"{key}\"")),
                "{key} is not read by experiment.py"
            );
        }
        for key in s["slurm"].as_object().unwrap().keys() {
            assert!(EXPERIMENT_PY.contains(&format!("\"{key}\"")), "slurm.{key} is not read");
        }
    }
}
