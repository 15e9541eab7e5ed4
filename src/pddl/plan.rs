//! Parser (nom) for planner plan files as Fast Downward writes them:
//! one `(action arg ...)` per line, `;` comments, and a trailing
//! `; cost = N (unit cost)` line.

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

fn is_name_char(c: char) -> bool {
    !c.is_whitespace() && c != '(' && c != ')' && c != ';'
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

/// A parsed plan: actions in order and the declared cost, if any.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Plan {
    pub actions: Vec<Action>,
    pub cost: Option<u64>,
}

/// Parses a plan file. Blank lines and `;` comments are skipped.
pub fn parse_plan_file(text: &str) -> Result<Plan, PlanParseError> {
    let mut plan = Plan::default();
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
        match action(t) {
            Ok((rest, (name, args))) => {
                let rest = rest.trim();
                if !rest.is_empty() && !rest.starts_with(';') {
                    return Err(PlanParseError {
                        line,
                        message: format!("unexpected text after the action: '{rest}'"),
                    });
                }
                plan.actions.push(Action { name, args, line });
            }
            Err(_) => {
                return Err(PlanParseError {
                    line,
                    message: format!("not an action '(name args...)': '{t}'"),
                })
            }
        }
    }
    Ok(plan)
}

/// Whether a plan file is a planner plan (`(action args)` lines) rather
/// than a list of moves: its first line that is neither blank nor a `;` or
/// `#` comment starts with `(`. One rule for both games.
pub fn is_planner_plan(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with(';') && !l.starts_with('#'))
        .is_some_and(|l| l.starts_with('('))
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
}
