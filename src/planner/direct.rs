//! Fast Downward's (or SymK's) search component run directly on a
//! finite-domain task (`--format sas`): the task on standard input, the
//! plan in `sas_plan`, no driver and so no Python start-up (about 0.2 s of
//! a small task's 0.25 s). Aliases such as `lama-first` are expanded from a
//! table that `scripts/install-planners.sh` reads out of the installed
//! driver, so they mean exactly what the driver would run; a name missing
//! from it (or a missing binary) sends the task through the driver instead.

use super::process::{self, CommandLine};
use super::{absolute, find_tool, plan_files, Config, Driver, PlannerError, PlannerKind, Run, Search};
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The search component's executable and the driver's aliases.
#[derive(Clone, Debug)]
pub struct SearchBinary {
    pub path: PathBuf,
    /// Alias name → the search component's arguments.
    pub aliases: BTreeMap<String, Vec<String>>,
}

impl SearchBinary {
    /// The environment variable naming the search binary.
    pub fn env_var(kind: PlannerKind) -> &'static str {
        match kind {
            PlannerKind::FastDownward => "SOLOPDDL_FAST_DOWNWARD_SEARCH",
            PlannerKind::Symk => "SOLOPDDL_SYMK_SEARCH",
            PlannerKind::Kstar => "SOLOPDDL_KSTAR",
        }
    }

    /// Finds the search binary: its environment variable (which must name
    /// a file); beside a `.py` driver (`builds/release/bin/downward`);
    /// `<kind>-search` beside the driver's wrapper or in the project's
    /// `.venv/bin`. The aliases come from `<binary>.aliases.json` when it exists.
    pub fn find(kind: PlannerKind, driver: &Driver) -> Result<Option<SearchBinary>, PlannerError> {
        if let Some(p) = std::env::var_os(Self::env_var(kind)).filter(|p| !p.is_empty()) {
            if !Path::new(&p).is_file() {
                return Err(PlannerError::BadPath(PathBuf::from(p)));
            }
        }
        Ok(Self::locate(kind, driver))
    }

    fn locate(kind: PlannerKind, driver: &Driver) -> Option<SearchBinary> {
        let name = format!("{}-search", kind.name());
        let beside_py = driver
            .prefix
            .first()
            .map(PathBuf::from)
            .filter(|p| p.extension().is_some_and(|e| e == "py"))
            .and_then(|p| p.parent().map(|d| d.join("builds/release/bin/downward")));
        let path = std::env::var_os(Self::env_var(kind))
            .filter(|p| !p.is_empty())
            .map(PathBuf::from)
            .or_else(|| beside_py.filter(|p| p.is_file()))
            .or_else(|| Some(driver.program.with_file_name(&name)).filter(|p| p.is_file()))
            .or_else(|| find_tool(Self::env_var(kind), &[], &name))?;
        let mut table = path.clone().into_os_string();
        table.push(".aliases.json");
        let aliases = std::fs::read_to_string(PathBuf::from(table))
            .ok()
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default();
        Some(SearchBinary { path, aliases })
    }

    /// The search component's arguments for a configuration; `None` for an
    /// alias it does not know.
    fn search_args(&self, search: &Search) -> Option<Vec<String>> {
        match search {
            Search::Search(s) => Some(vec!["--search".into(), s.clone()]),
            Search::Alias(a) => self.aliases.get(a).cloned(),
        }
    }

    /// The command line for `task` in `workdir`, or `None` when the
    /// configuration needs the driver. Stale plan files are removed.
    pub fn command(&self, cfg: &Config, task: &Path, workdir: &Path) -> Option<Result<CommandLine, PlannerError>> {
        let search = cfg.search.clone().unwrap_or(Search::Alias("lama-first".into()));
        let mut args: Vec<OsString> = self.search_args(&search)?.into_iter().map(OsString::from).collect();
        Some((|| {
            let workdir = absolute(workdir)?;
            for (_, stale) in plan_files(&workdir, "sas_plan") {
                std::fs::remove_file(&stale).map_err(|error| PlannerError::Io { path: stale, error })?;
            }
            args.push("--internal-plan-file".into());
            args.push(workdir.join("sas_plan").into_os_string());
            Ok(CommandLine {
                program: absolute(&self.path)?,
                args,
                env: vec![],
                memory_limit_bytes: Some(cfg.memory_limit.bytes()),
                stdin: Some(absolute(task)?),
                stdout_lines: None,
            })
        })())
    }
}

/// Runs the search component; the time limit is enforced by a kill at the
/// limit (the binary has no limit of its own), memory by RLIMIT_AS (the
/// search then exits with "out of memory", as under the driver).
pub fn run_search(cmd: &CommandLine, cfg: &Config, workdir: &Path) -> Result<Run, PlannerError> {
    let workdir = absolute(workdir)?;
    let start = Instant::now();
    let hard = cfg.time_limit.duration().and_then(|d| start.checked_add(d));
    let done = process::run_child(cmd, &workdir, hard, &cfg.control)?;
    let mut run = super::driver::collect(done, &workdir);
    run.direct = true;
    Ok(run)
}
