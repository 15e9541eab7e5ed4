//! Parser (nom) for planner plan files in the formats planners write:
//! - Fast Downward's: one `(action arg ...)` per line, `;` comments, and a
//!   trailing `; cost = N (unit cost)` line;
//! - IPC timestamped: `0: (action arg ...) [1]` (times and durations ignored);
//! - FF's: `step 0: ACTION ARG ...` then `1: ACTION ARG ...`.
//!
//! Names are compared lowercased; the format is detected from the first
//! action line unless one is asked for.

use nom::{
    bytes::complete::{take_while, take_while1},
    character::complete::{char, multispace0, space0},
    multi::many0,
    sequence::{delimited, preceded},
    IResult,
};

/// One action of a plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    /// Lowercased action name.
    pub name: String,
    /// Lowercased arguments.
    pub args: Vec<String>,
    /// 1-based line of the plan file.
    pub line: usize,
}

impl std::fmt::Display for Action {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}", self.name)?;
        for a in &self.args {
            write!(f, " {a}")?;
        }
        write!(f, ")")
    }
}

/// A malformed plan file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct PlanParseError {
    pub line: usize,
    pub message: String,
}

/// PDDL names: letters, digits, `-` and `_` (a control character, a quote
/// or a comma inside a token makes the plan malformed, exit 2, before any
/// validator reads it).
fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

fn name(i: &str) -> IResult<&str, &str> {
    take_while1(is_name_char)(i)
}

/// `(name arg ...)` with optional spaces.
fn action(i: &str) -> IResult<&str, (String, Vec<String>)> {
    let (i, (n, args)) = delimited(
        preceded(space0, char('(')),
        |i| {
            let (i, n) = preceded(space0, name)(i)?;
            let (i, args) = many0(preceded(multispace0, name))(i)?;
            let (i, _) = multispace0(i)?;
            Ok((i, (n, args)))
        },
        char(')'),
    )(i)?;
    let (i, _) = space0(i)?;
    Ok((
        i,
        (n.to_ascii_lowercase(), args.iter().map(|a| a.to_ascii_lowercase()).collect()),
    ))
}

/// `; cost = N ...` — returns N.
fn cost_comment(i: &str) -> IResult<&str, u64> {
    let (i, _) = preceded(space0, char(';'))(i)?;
    let (i, _) = preceded(space0, nom::bytes::complete::tag("cost"))(i)?;
    let (i, _) = preceded(space0, char('='))(i)?;
    let (i, n) = preceded(space0, nom::character::complete::u64)(i)?;
    let (i, _) = take_while(|_| true)(i)?;
    Ok((i, n))
}

/// The plan-file formats that [`parse_plan_file_as`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PlanFormat {
    /// Detected from the first action line.
    #[default]
    Auto,
    /// `(action args)` lines.
    FastDownward,
    /// `time: (action args) [duration]` lines.
    Ipc,
    /// `step N: ACTION ARGS` then `N: ACTION ARGS` lines.
    Ff,
}

impl PlanFormat {
    pub const NAMES: [&'static str; 4] = ["auto", "fd", "ipc", "ff"];
}

impl std::str::FromStr for PlanFormat {
    type Err = String;
    fn from_str(s: &str) -> Result<PlanFormat, String> {
        match s {
            "auto" => Ok(PlanFormat::Auto),
            "fd" | "fast-downward" => Ok(PlanFormat::FastDownward),
            "ipc" => Ok(PlanFormat::Ipc),
            "ff" => Ok(PlanFormat::Ff),
            _ => Err(format!("unknown plan format '{s}' (expected auto, fd, ipc or ff)")),
        }
    }
}

/// A parsed plan: actions in order and the declared cost, if any.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Plan {
    pub actions: Vec<Action>,
    pub cost: Option<u64>,
}

/// `N:` or `N.M:` at the start of a line (a step number or a time stamp).
fn numbered(t: &str) -> Option<&str> {
    let (num, rest) = t.split_once(':')?;
    let num = num.trim();
    let ok = !num.is_empty() && num.chars().all(|c| c.is_ascii_digit() || c == '.') && num.parse::<f64>().is_ok();
    ok.then_some(rest.trim_start())
}

/// The format of one action line, if it is in one.
fn line_format(t: &str) -> Option<PlanFormat> {
    if t.starts_with('(') {
        return Some(PlanFormat::FastDownward);
    }
    let lower = t.to_ascii_lowercase();
    let unstepped = lower.strip_prefix("step").map(str::trim_start).unwrap_or(&lower);
    let rest = numbered(unstepped)?;
    Some(if rest.starts_with('(') {
        PlanFormat::Ipc
    } else {
        PlanFormat::Ff
    })
}

/// A bare `NAME ARG ...` action (FF's format).
fn bare_action(t: &str) -> Option<(String, Vec<String>)> {
    let mut words = t.split_whitespace().map(str::to_ascii_lowercase);
    let name = words.next()?;
    let args: Vec<String> = words.collect();
    let ok = std::iter::once(&name).chain(&args).all(|w| w.chars().all(is_name_char));
    ok.then_some((name, args))
}

/// Parses one action line of a known format.
fn parse_line(t: &str, format: PlanFormat) -> Result<(String, Vec<String>), String> {
    match format {
        PlanFormat::FastDownward | PlanFormat::Auto => {
            let (rest, a) = action(t).map_err(|_| format!("not an action '(name args...)': '{t}'"))?;
            let rest = rest.trim();
            if !rest.is_empty() && !rest.starts_with(';') {
                return Err(format!("unexpected text after the action: '{rest}'"));
            }
            Ok(a)
        }
        PlanFormat::Ipc => {
            let rest = numbered(t).ok_or_else(|| format!("not a timed action 'T: (name args...) [D]': '{t}'"))?;
            let (rest, a) = action(rest).map_err(|_| format!("not a timed action 'T: (name args...) [D]': '{t}'"))?;
            let rest = rest.trim();
            let duration_ok = rest.is_empty()
                || rest.starts_with(';')
                || rest
                    .strip_prefix('[')
                    .and_then(|r| r.strip_suffix(']'))
                    .is_some_and(|d| d.trim().parse::<f64>().is_ok());
            if !duration_ok {
                return Err(format!("unexpected text after the action: '{rest}'"));
            }
            Ok(a)
        }
        PlanFormat::Ff => {
            let lower = t.to_ascii_lowercase();
            let unstepped = lower.strip_prefix("step").map(str::trim_start).unwrap_or(&lower);
            numbered(unstepped)
                .and_then(bare_action)
                .ok_or_else(|| format!("not an FF step 'N: NAME ARGS': '{t}'"))
        }
    }
}

/// Parses a plan file, detecting its format. Blank lines and `;` comments are skipped.
pub fn parse_plan_file(text: &str) -> Result<Plan, PlanParseError> {
    parse_plan_file_as(text, PlanFormat::Auto)
}

/// Parses a plan file in the given format (`Auto`: the format of the first
/// action line, which every later line must then follow).
pub fn parse_plan_file_as(text: &str, format: PlanFormat) -> Result<Plan, PlanParseError> {
    let mut plan = Plan::default();
    let mut format = format;
    for (idx, raw) in text.lines().enumerate() {
        let line = idx + 1;
        let t = raw.trim();
        if t.is_empty() {
            continue;
        }
        if t.starts_with(';') {
            if let Ok((_, n)) = cost_comment(t) {
                plan.cost = Some(n);
            }
            continue;
        }
        if format == PlanFormat::Auto {
            format = line_format(t).ok_or_else(|| PlanParseError {
                line,
                message: format!("not an action '(name args...)', 'T: (name args...)' or 'step N: NAME ARGS': '{t}'"),
            })?;
        }
        let (name, args) = parse_line(t, format).map_err(|message| PlanParseError { line, message })?;
        plan.actions.push(Action { name, args, line });
    }
    Ok(plan)
}

/// Whether a plan file is a planner plan rather than a list of moves: its
/// first line that is neither blank nor a `;` or `#` comment is an action
/// line, `(…)`, `T: (…)` or FF's `step N: …` (a bare `1: e4` is a move
/// list, not FF's format, which always starts with `step`). One rule for both games.
pub fn is_planner_plan(text: &str) -> bool {
    let Some(first) = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with(';') && !l.starts_with('#'))
    else {
        return false;
    };
    match line_format(first) {
        Some(PlanFormat::Ff) => first.to_ascii_lowercase().starts_with("step"),
        Some(_) => true,
        None => false,
    }
}

/// Whether a line of console output could be an action line of a plan
/// (`(…)`, `T: (…)` or `step N: …`/`N: …`): the lines kept from a
/// planner's whole standard output.
pub fn could_be_action_line(line: &str) -> bool {
    line_format(line.trim()).is_some()
}

/// The plan inside a planner's console output: every line, wherever it
/// stands, that is an action in the format of the first line that starts
/// a plan (`(…)`, `T: (…)` or `step N: …`); log lines between them are
/// skipped. `None` when there is none.
pub fn extract_plan(output: &str) -> Option<String> {
    let lines: Vec<&str> = output.lines().collect();
    let start = lines.iter().position(|l| is_planner_plan(l))?;
    let format = line_format(lines[start].trim())?;
    let plan: Vec<&str> = lines[start..]
        .iter()
        .filter(|l| parse_line(l.trim(), format).is_ok())
        .copied()
        .collect();
    Some(plan.join("\n") + "\n")
}

/// Parses a plan file and returns its actions.
pub fn parse_plan(text: &str) -> Result<Vec<Action>, PlanParseError> {
    parse_plan_file(text).map(|p| p.actions)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_fast_downward_output() {
        let p =
            parse_plan_file("(capture-0 queen a1 b2 rook c2 c1 c0 c3 c2)\n(CAPTURE-1 King B2 C3 X)\n; cost = 2 (unit cost)\n")
                .unwrap();
        assert_eq!(p.actions.len(), 2);
        assert_eq!(p.actions[0].name, "capture-0");
        assert_eq!(p.actions[0].args[0], "queen");
        assert_eq!(p.actions[1].args, vec!["king", "b2", "c3", "x"]);
        assert_eq!(p.actions[1].line, 2);
        assert_eq!(p.cost, Some(2));
        assert_eq!(p.actions[0].to_string(), "(capture-0 queen a1 b2 rook c2 c1 c0 c3 c2)");
    }

    #[test]
    fn planner_plans_are_told_from_move_lists() {
        assert!(is_planner_plan("; cost\n\n(capture-0 queen a1 b2 n2 n1)\n"));
        assert!(is_planner_plan("# note\n  (leap white black knight b1 c3)"));
        assert!(!is_planner_plan("1. e4 e5\n(not read as PDDL)\n"));
        assert!(!is_planner_plan("Qa1xb2\n"));
        assert!(!is_planner_plan(""));
    }

    #[test]
    fn comments_blank_lines_and_errors() {
        let p = parse_plan_file("; a comment\n\n  (go )  \n(stop x) ; trailing\n").unwrap();
        assert_eq!(p.actions.len(), 2);
        assert_eq!(p.cost, None);
        let e = parse_plan_file("(go)\ngo x\n").unwrap_err();
        assert_eq!(e.line, 2);
        let e = parse_plan_file("(go x\n").unwrap_err();
        assert_eq!(e.line, 1);
        let e = parse_plan_file("(go x) junk\n").unwrap_err();
        assert!(e.message.contains("junk"));
    }

    #[test]
    fn ipc_and_ff_formats_are_detected() {
        let ipc = parse_plan_file("0.000: (Capture-0 queen a1 b2) [1.000]\n1: (go x)  [1]\n; cost = 2\n").unwrap();
        assert_eq!(ipc.actions.len(), 2);
        assert_eq!(ipc.actions[0].name, "capture-0");
        assert_eq!(ipc.actions[0].args, vec!["queen", "a1", "b2"]);
        assert_eq!(ipc.actions[1].to_string(), "(go x)");
        let ff = parse_plan_file("step    0: CAPTURE-0 QUEEN A1 B2\n        1: GO X\n").unwrap();
        assert_eq!(ff.actions.len(), 2);
        assert_eq!(ff.actions[0].args, vec!["queen", "a1", "b2"]);
        assert_eq!(ff.actions[1].line, 2);
        // Mixed formats are refused at the first line that breaks the detected one.
        let e = parse_plan_file("(go x)\n1: (go y) [1]\n").unwrap_err();
        assert_eq!(e.line, 2);
        // An explicit format refuses the others.
        assert!(parse_plan_file_as("(go x)\n", PlanFormat::Ff).is_err());
        assert!(parse_plan_file_as("0: (go x) [1] junk\n", PlanFormat::Ipc).is_err());
    }

    #[test]
    fn numbered_move_lists_are_not_planner_plans() {
        assert!(is_planner_plan("0: (go x) [1]\n"));
        assert!(is_planner_plan("step 0: GO X\n"));
        assert!(!is_planner_plan("1: e4\n"));
        assert!(!is_planner_plan("1. e4 e5\n"));
    }

    #[test]
    fn plans_are_extracted_from_console_output() {
        let out = "ff: parsing\nfound legal plan as follows\n\nstep    0: GO A\n        1: GO B\n\ntime spent: 0.1\n";
        assert_eq!(extract_plan(out).unwrap(), "step    0: GO A\n        1: GO B\n");
        assert_eq!(extract_plan("no plan here\n"), None);
        assert_eq!(extract_plan("log\n(a x)\n(b y)\ndone\n").unwrap(), "(a x)\n(b y)\n");
    }
}
