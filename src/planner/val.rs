//! VAL, the planning community's plan validator, as a child process: an
//! independent check of a plan against the PDDL domain and problem it was
//! found for, beside solopddl's native replay. Knows no game.
//!
//! VAL is run as `Validate -v DOMAIN PROBLEM PLAN`. Its exit code does not
//! tell every failure (a plan naming an unknown action exits 0 with "Bad
//! plan description!"), so the verdict is read from its report: "Plan
//! valid", an unsatisfied precondition at time N (VAL numbers the steps of
//! an untimed plan 1, 2, …), or "Goal not satisfied".

use super::process::{self, CommandLine, Termination};
use super::{absolute, PlannerError};
use crate::pddl::plan::Action;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How to start VAL's `Validate`.
#[derive(Clone, Debug)]
pub struct Validator {
    pub program: PathBuf,
}

/// Finds VAL: `explicit`, then `$SOLOPDDL_VAL`, then `Validate` on PATH,
/// then the project's `.venv/bin/Validate` (scripts/install-planners.sh).
/// `None` when there is none.
pub fn discover(explicit: Option<&Path>) -> Result<Option<Validator>, PlannerError> {
    let found = match explicit {
        Some(p) => Some(p.to_path_buf()),
        None => super::find_tool("SOLOPDDL_VAL", &["Validate"], "Validate"),
    };
    match found {
        None => Ok(None),
        Some(p) if !p.is_file() => Err(PlannerError::BadPath(p)),
        Some(p) => Ok(Some(Validator { program: absolute(&p)? })),
    }
}

/// VAL's judgement of one plan.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "verdict", rename_all = "kebab-case")]
pub enum ValVerdict {
    /// Every step applicable and the goal reached.
    Valid,
    /// A step's precondition fails (`step`, 1-based) or the goal is missed (`None`).
    Invalid { step: Option<usize>, reason: String },
    /// No VAL was found.
    Unavailable,
    /// VAL did not answer within its time limit.
    Timeout,
    /// VAL could not judge: it failed to read the files.
    Error { message: String },
    /// VAL itself failed (killed by a signal): a tool failure, not the input's.
    Crashed { message: String },
}

impl ValVerdict {
    /// `valid`, `invalid: <VAL's reason>`, `unavailable`, `timeout` or `error: …`.
    pub fn label(&self) -> String {
        match self {
            ValVerdict::Valid => "valid".into(),
            ValVerdict::Invalid { reason, .. } => format!("invalid: {reason}"),
            ValVerdict::Unavailable => "unavailable".into(),
            ValVerdict::Timeout => "timeout".into(),
            ValVerdict::Error { message } => format!("error: {message}"),
            ValVerdict::Crashed { message } => format!("crashed: {message}"),
        }
    }

    /// `Some(true/false)` when VAL judged the plan, `None` otherwise.
    pub fn judged_valid(&self) -> Option<bool> {
        match self {
            ValVerdict::Valid => Some(true),
            ValVerdict::Invalid { .. } => Some(false),
            _ => None,
        }
    }
}

/// The default time VAL gets for one plan (it answers in milliseconds on
/// every exported task; see the README on the chess formulation).
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(60);

/// Writes `actions` as a plan file VAL reads: one `(name args)` per line.
pub fn plan_text(actions: &[Action]) -> String {
    let mut s: String = actions.iter().map(|a| format!("{a}\n")).collect();
    s.push_str(&format!("; cost = {} (unit cost)\n", actions.len()));
    s
}

/// Runs VAL on a domain, a problem and a plan file, with a time limit.
/// Paths are resolved against the caller's folder; VAL runs in `workdir`.
pub fn validate(
    val: &Validator,
    domain: &Path,
    problem: &Path,
    plan: &Path,
    workdir: &Path,
    time_limit: Duration,
) -> Result<ValVerdict, PlannerError> {
    let args = vec![
        "-v".into(),
        absolute(domain)?.into_os_string(),
        absolute(problem)?.into_os_string(),
        absolute(plan)?.into_os_string(),
    ];
    let cmd = CommandLine {
        program: val.program.clone(),
        args,
        env: vec![],
        memory_limit_bytes: None,
        stdin: None,
        stdout_lines: None,
    };
    let deadline = Instant::now().checked_add(time_limit);
    let done = process::run_child(&cmd, &absolute(workdir)?, deadline, &Default::default()).map_err(|e| match e {
        process::ChildError::Interrupted => PlannerError::Interrupted("VAL"),
        e => e.into(),
    })?;
    Ok(match done.termination {
        Termination::KilledForTime => ValVerdict::Timeout,
        Termination::Signalled(s) => ValVerdict::Crashed {
            message: format!("VAL was killed by signal {s}"),
        },
        Termination::Exited(_) => parse_report(&done.stdout, &done.stderr),
    })
}

/// Reads VAL's verbose report.
pub fn parse_report(stdout: &str, stderr: &str) -> ValVerdict {
    let lines: Vec<&str> = stdout.lines().map(str::trim).collect();
    if lines.contains(&"Plan valid") {
        return ValVerdict::Valid;
    }
    // "(a b) has an unsatisfied precondition at time 4" (the repair advice).
    for l in &lines {
        if let Some((action, time)) = l.split_once(" has an unsatisfied precondition at time ") {
            let step = time.trim().parse::<f64>().ok().map(|t| t.round() as usize);
            return ValVerdict::Invalid {
                step,
                reason: format!("unsatisfied precondition of {action}"),
            };
        }
    }
    if let Some(i) = lines
        .iter()
        .position(|l| *l == "Plan failed because of unsatisfied precondition in:")
    {
        let action = lines.get(i + 1).copied().unwrap_or("?");
        let step = lines[..i]
            .iter()
            .rev()
            .find_map(|l| l.strip_prefix("Checking next happening (time ")?.strip_suffix(')'))
            .and_then(|t| t.parse::<f64>().ok())
            .map(|t| t.round() as usize);
        return ValVerdict::Invalid {
            step,
            reason: format!("unsatisfied precondition of {action}"),
        };
    }
    if lines.contains(&"Goal not satisfied") {
        return ValVerdict::Invalid {
            step: None,
            reason: "goal not satisfied".into(),
        };
    }
    if lines.contains(&"Bad plan description!") {
        return ValVerdict::Invalid {
            step: None,
            reason: "bad plan description (an action or object the domain does not have)".into(),
        };
    }
    let tail: Vec<&str> = stderr
        .lines()
        .chain(stdout.lines())
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("Failed plans") && !l.starts_with("Checking plan"))
        .collect();
    let message = tail.iter().rev().take(2).rev().copied().collect::<Vec<_>>().join(" | ");
    ValVerdict::Error {
        message: if message.is_empty() {
            "VAL gave no verdict".into()
        } else {
            message
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_are_read_from_the_report() {
        assert_eq!(
            parse_report(
                "Checking plan: p\nPlan executed successfully - checking goal\nPlan valid\nFinal value: 3\n",
                ""
            ),
            ValVerdict::Valid
        );
        let failed = "Checking next happening (time 1)\nChecking next happening (time 4)\nPlan failed because of unsatisfied precondition in:\n(capture-0 queen e3 d2 n1 n0)\nPlan failed to execute\nPlan Repair Advice:\n(capture-0 queen e3 d2 n1 n0) has an unsatisfied precondition at time 4\n";
        assert_eq!(
            parse_report(failed, ""),
            ValVerdict::Invalid {
                step: Some(4),
                reason: "unsatisfied precondition of (capture-0 queen e3 d2 n1 n0)".into()
            }
        );
        // Without the repair advice, the last happening names the step.
        let no_advice = "Checking next happening (time 2)\nPlan failed because of unsatisfied precondition in:\n(go x)\n";
        assert_eq!(parse_report(no_advice, "").judged_valid(), Some(false));
        assert!(matches!(
            parse_report(no_advice, ""),
            ValVerdict::Invalid { step: Some(2), .. }
        ));
        assert!(matches!(
            parse_report(
                "Plan executed successfully - checking goal\nGoal not satisfied\nPlan invalid\n",
                ""
            ),
            ValVerdict::Invalid { step: None, .. }
        ));
        // "Bad plan description!" comes with exit code 0: still not valid.
        assert_eq!(parse_report("Bad plan description!\n", "").judged_valid(), Some(false));
        assert!(
            matches!(parse_report("", "Error: parse error in domain\n"), ValVerdict::Error { message } if message.contains("parse error"))
        );
    }

    #[test]
    fn plans_for_val_are_one_action_per_line() {
        let a = Action {
            name: "go".into(),
            args: vec!["x".into()],
            line: 1,
        };
        assert_eq!(plan_text(&[a]), "(go x)\n; cost = 1 (unit cost)\n");
    }
}
