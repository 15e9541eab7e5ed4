//! Any PDDL planner, started from a command template such as
//! `pyperplan -H hff {domain} {problem}`: the template is split into an
//! argument vector once (shell quoting rules, but no shell ever runs it),
//! `{domain}`, `{problem}` and `{plan}` are replaced by absolute paths,
//! and the plan is read from a file pattern or from standard output.
//! Knows no game. The outcome classes are those of the other planners;
//! a planner that ends without a plan gave no proof, so that is `Incomplete`.

use super::process::{self, CommandLine, Termination};
use super::stats::Stats;
use super::{absolute, read_plan_file, Config, Outcome, PlanFile, PlannerError, Run};
use crate::pddl::plan::{parse_plan_file_as, PlanFormat};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A planner given by a command template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandPlanner {
    /// The template's words (program first), placeholders unexpanded.
    pub words: Vec<String>,
    /// Where the plan is written, with placeholders; `None`: standard output.
    pub plan_file: Option<String>,
    /// The plan's format (`Auto`: detected).
    pub format: PlanFormat,
    /// A plan file outside the run's work folder may exist before the run
    /// (`plan --force`); it is then read only if the planner rewrote it.
    /// Either way solopddl never removes a file it did not create.
    pub reuse_existing_plan_file: bool,
}

/// A template that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TemplateError {
    #[error("--planner-cmd: {0}")]
    Split(String),
    #[error("--planner-cmd is empty")]
    Empty,
    #[error("--planner-cmd must contain {{domain}} and {{problem}}")]
    MissingPlaceholder,
    #[error("--plan-file is empty (name the file the planner writes, e.g. {{problem}}.soln)")]
    EmptyPlanFile,
    #[error("--planner-cmd: unknown placeholder in '{0}' (known: {{domain}}, {{problem}}, {{plan}})")]
    UnknownPlaceholder(String),
}

const PLACEHOLDERS: [&str; 3] = ["{domain}", "{problem}", "{plan}"];

fn check_placeholders(word: &str) -> Result<(), TemplateError> {
    let mut rest = word.to_string();
    for p in PLACEHOLDERS {
        rest = rest.replace(p, "");
    }
    if rest.contains('{') && rest.contains('}') {
        return Err(TemplateError::UnknownPlaceholder(word.to_string()));
    }
    Ok(())
}

impl CommandPlanner {
    /// Parses a template and an optional plan-file pattern. Without a
    /// pattern the plan is read from `{plan}` if the template names it,
    /// else from the planner's standard output.
    pub fn parse(template: &str, plan_file: Option<&str>, format: PlanFormat) -> Result<CommandPlanner, TemplateError> {
        let words = shell_words::split(template).map_err(|e| TemplateError::Split(e.to_string()))?;
        if words.is_empty() {
            return Err(TemplateError::Empty);
        }
        let joined = words.join(" ");
        if !joined.contains("{domain}") || !joined.contains("{problem}") {
            return Err(TemplateError::MissingPlaceholder);
        }
        if plan_file.is_some_and(|p| p.trim().is_empty()) {
            return Err(TemplateError::EmptyPlanFile);
        }
        for w in words.iter().map(String::as_str).chain(plan_file) {
            check_placeholders(w)?;
        }
        let plan_file = match plan_file {
            Some(p) => Some(p.to_string()),
            None if joined.contains("{plan}") => Some("{plan}".to_string()),
            None => None,
        };
        Ok(CommandPlanner {
            words,
            plan_file,
            format,
            reuse_existing_plan_file: false,
        })
    }

    /// The program's name, for reports.
    pub fn name(&self) -> String {
        Path::new(&self.words[0])
            .file_name()
            .map_or_else(|| self.words[0].clone(), |n| n.to_string_lossy().into_owned())
    }
}

fn expand(word: &str, domain: &Path, problem: &Path, plan: &Path) -> OsString {
    word.replace("{domain}", &domain.to_string_lossy())
        .replace("{problem}", &problem.to_string_lossy())
        .replace("{plan}", &plan.to_string_lossy())
        .into()
}

/// Runs the planner on a domain and problem inside `workdir`, killed at
/// the time limit, its address space capped at the memory limit.
pub fn run_command(
    cp: &CommandPlanner,
    cfg: &Config,
    domain: &Path,
    problem: &Path,
    workdir: &Path,
) -> Result<Run, PlannerError> {
    let (domain, problem, workdir) = (absolute(domain)?, absolute(problem)?, absolute(workdir)?);
    let plan_path = workdir.join("plan");
    let plan_file: Option<PathBuf> = cp
        .plan_file
        .as_deref()
        .map(|p| PathBuf::from(expand(p, &domain, &problem, &plan_path)))
        .map(|p| workdir.join(p));
    // A plan file inside the work folder is ours: a stale one goes. One
    // outside it is the user's: never removed, and it must not exist unless
    // the user said so; then it counts only if the planner rewrote it.
    let mut before: Option<FileStamp> = None;
    if let Some(path) = &plan_file {
        if lexically_inside(path, &workdir) {
            if path.exists() {
                std::fs::remove_file(path).map_err(|error| PlannerError::Io {
                    path: path.clone(),
                    error,
                })?;
            }
        } else if path.exists() {
            if !cp.reuse_existing_plan_file {
                return Err(PlannerError::PlanFileExists(path.clone()));
            }
            before = FileStamp::of(path);
        }
    }
    let program = PathBuf::from(&cp.words[0]);
    let program = if program.components().count() > 1 {
        absolute(&program)?
    } else {
        which::which(&program).map_err(|e| PlannerError::Spawn {
            program: cp.words[0].clone(),
            error: std::io::Error::new(std::io::ErrorKind::NotFound, e.to_string()),
        })?
    };
    let cmd = CommandLine {
        program,
        args: cp.words[1..]
            .iter()
            .map(|w| expand(w, &domain, &problem, &plan_path))
            .collect(),
        env: vec![],
        memory_limit_bytes: Some(cfg.memory_limit.bytes()),
        stdin: None,
        // A plan on standard output may sit anywhere in a long log.
        stdout_lines: plan_file.is_none().then_some(process::LineFilter {
            keep: crate::pddl::plan::could_be_action_line,
            max_bytes: crate::files::PLAN.bytes as usize,
        }),
    };
    let start = Instant::now();
    let deadline = cfg.time_limit.duration().and_then(|d| start.checked_add(d));
    let done = process::run_child(&cmd, &workdir, deadline, &cfg.control)?;
    let mut stats = Stats {
        wall_time_s: done.wall_time_s,
        peak_memory_kb: done.peak_rss_kb,
        ..Stats::default()
    };
    let out_of_memory = |text: &str| text.contains("MemoryError") || text.contains("bad_alloc") || text.contains("out of memory");
    let outcome = match done.termination {
        Termination::KilledForTime => Outcome::OutOfTime,
        Termination::Signalled(_) => Outcome::Error,
        Termination::Exited(0) => Outcome::PlanFound,
        Termination::Exited(c) => {
            stats.exit_code = Some(c);
            if out_of_memory(&done.stderr) || out_of_memory(&done.stdout) {
                Outcome::OutOfMemory
            } else {
                Outcome::Error
            }
        }
    };
    if matches!(done.termination, Termination::Exited(0)) {
        stats.exit_code = Some(0);
    }
    let (mut plan, mut plan_error, mut outcome) = (None, None, outcome);
    if outcome == Outcome::PlanFound {
        let text = match &plan_file {
            Some(path) if !path.exists() => None,
            Some(path) if before.is_some() && FileStamp::of(path) == before => None,
            Some(path) => match read_plan_file(path) {
                Ok(t) => Some((path.clone(), t)),
                Err(e) => {
                    plan_error = Some(format!("plan file {e}"));
                    None
                }
            },
            None => match &done.stdout_lines {
                Some(kept) if kept.overflowed => {
                    plan_error = Some(format!(
                        "the plan on standard output is larger than {} MiB: use --plan-file",
                        crate::files::PLAN.bytes >> 20
                    ));
                    None
                }
                Some(kept) => crate::pddl::plan::extract_plan(&kept.text).map(|t| (PathBuf::from("<stdout>"), t)),
                None => None,
            },
        };
        // Rewritten in Fast Downward's format, which the round trip and VAL read.
        match text.map(|(path, text)| (path, parse_plan_file_as(&text, cp.format))) {
            Some((path, Ok(parsed))) => {
                plan = Some(PlanFile {
                    path,
                    text: super::val::plan_text(&parsed.actions),
                })
            }
            Some((path, Err(e))) => plan_error = Some(format!("plan '{}' ({:?} format): {e}", path.display(), cp.format)),
            // Ended normally without a plan: no proof of anything.
            None if plan_error.is_none() => outcome = Outcome::Incomplete,
            None => {}
        }
    }
    stats.plan_length = plan
        .as_ref()
        .map(|p| p.text.lines().filter(|l| l.starts_with('(')).count() as u64);
    Ok(Run {
        outcome,
        exit_code: None,
        stats,
        plan,
        plan_error,
        stdout: done.stdout,
        stderr: done.stderr,
        direct: false,
    })
}

/// What tells a file rewritten by the planner from the one there before.
#[derive(Clone, Debug, PartialEq, Eq)]
struct FileStamp {
    len: u64,
    modified: Option<std::time::SystemTime>,
    inode: u64,
}

impl FileStamp {
    fn of(path: &Path) -> Option<FileStamp> {
        use std::os::unix::fs::MetadataExt;
        let m = std::fs::metadata(path).ok()?;
        Some(FileStamp {
            len: m.len(),
            modified: m.modified().ok(),
            inode: m.ino(),
        })
    }
}

/// Whether `path` stays inside `dir` once `.` and `..` are resolved
/// (both absolute; links are not followed: a link out counts as inside,
/// and the planner, not solopddl, wrote it).
fn lexically_inside(path: &Path, dir: &Path) -> bool {
    use std::path::Component;
    let mut parts: Vec<Component> = Vec::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if matches!(parts.last(), Some(Component::Normal(_))) {
                    parts.pop();
                }
            }
            c => parts.push(c),
        }
    }
    let normal: PathBuf = parts.iter().collect();
    normal.starts_with(dir) && normal != dir
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_split_without_a_shell_and_name_their_files() {
        let cp = CommandPlanner::parse(
            "pyperplan -H 'h ff' {domain} {problem}",
            Some("{problem}.soln"),
            PlanFormat::Auto,
        )
        .unwrap();
        assert_eq!(cp.words, ["pyperplan", "-H", "h ff", "{domain}", "{problem}"]);
        assert_eq!(cp.plan_file.as_deref(), Some("{problem}.soln"));
        assert_eq!(cp.name(), "pyperplan");
        let cp = CommandPlanner::parse("/opt/ff -o {domain} -f {problem} --out={plan}", None, PlanFormat::Auto).unwrap();
        assert_eq!(cp.plan_file.as_deref(), Some("{plan}"));
        assert_eq!(cp.name(), "ff");
        let stdout = CommandPlanner::parse("ff {domain} {problem}", None, PlanFormat::Ff).unwrap();
        assert_eq!(stdout.plan_file, None);
    }

    #[test]
    fn bad_templates_are_refused() {
        assert_eq!(CommandPlanner::parse("", None, PlanFormat::Auto), Err(TemplateError::Empty));
        assert_eq!(
            CommandPlanner::parse("ff {domain}", None, PlanFormat::Auto),
            Err(TemplateError::MissingPlaceholder)
        );
        assert!(matches!(
            CommandPlanner::parse("ff 'unclosed {domain} {problem}", None, PlanFormat::Auto),
            Err(TemplateError::Split(_))
        ));
        assert!(matches!(
            CommandPlanner::parse("ff {domain} {problem} {dommain}", None, PlanFormat::Auto),
            Err(TemplateError::UnknownPlaceholder(_))
        ));
    }

    #[test]
    fn plan_files_outside_the_work_folder_are_told_apart() {
        let w = Path::new("/tmp/solopddl-x");
        assert!(lexically_inside(Path::new("/tmp/solopddl-x/plan"), w));
        assert!(lexically_inside(Path::new("/tmp/solopddl-x/./a/../plan"), w));
        assert!(!lexically_inside(Path::new("/tmp/solopddl-x/../precious.txt"), w));
        assert!(!lexically_inside(Path::new("/home/u/precious.txt"), w));
        assert!(!lexically_inside(w, w));
    }

    #[test]
    fn placeholders_expand_inside_words() {
        let w = expand("--out={plan}", Path::new("/d"), Path::new("/p"), Path::new("/w/plan"));
        assert_eq!(w, OsString::from("--out=/w/plan"));
    }
}
