//! `.chess` problem files: a start FEN and a goal FEN, one per line as
//! `start: FEN` and `goal: FEN`, with an optional `name:` line; `#` starts a
//! comment. The goal is a placement; it fixes the side to move only when its
//! FEN has a side-to-move field.

use super::fen::{parse_fen, FenError};
use super::goal::Goal;
use super::Position;

/// A single-player chess problem.
#[derive(Clone, Debug)]
pub struct ChessProblem {
    pub name: Option<String>,
    pub start: Position,
    pub goal: Goal,
}

/// A malformed problem; the message names the line and the problem.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error("no '{0}:' line")]
    Missing(&'static str),
    #[error("start is {start} but goal is {goal}: boards differ")]
    BoardsDiffer { start: String, goal: String },
}

/// Parses a goal FEN. Without a side to move the goal is a placement only,
/// checked as a position with either side to move.
pub fn parse_goal(goal: &str) -> Result<Goal, FenError> {
    let fields: Vec<&str> = goal.split_whitespace().collect();
    if fields.len() == 1 {
        let placement = parse_fen(&format!("{} w", fields[0]))
            .or_else(|_| parse_fen(&format!("{} b", fields[0])))
            .map_err(|mut e| {
                e.fen = goal.to_string();
                e
            })?;
        return Ok(Goal { placement, turn: None });
    }
    let placement = parse_fen(goal)?;
    Ok(Goal {
        turn: Some(placement.turn),
        placement,
    })
}

/// Checks that start and goal share a board.
pub fn check_boards(start: &Position, goal: &Goal) -> Result<(), ProblemError> {
    if start.board != goal.placement.board {
        return Err(ProblemError::BoardsDiffer {
            start: start.board.to_string(),
            goal: goal.placement.board.to_string(),
        });
    }
    Ok(())
}

/// Parses the text of a `.chess` file.
pub fn parse_problem(text: &str) -> Result<ChessProblem, ProblemError> {
    let (mut name, mut start, mut goal) = (None, None, None);
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let err = |message: String| ProblemError::Line { line: i + 1, message };
        let (key, value) = line
            .split_once(':')
            .ok_or_else(|| err(format!("'{line}': expected 'start: FEN', 'goal: FEN' or 'name: TEXT'")))?;
        let value = value.trim();
        let slot_taken = |taken: bool| {
            if taken {
                Err(err(format!("a second '{}:' line", key.trim())))
            } else {
                Ok(())
            }
        };
        match key.trim() {
            "name" => {
                slot_taken(name.is_some())?;
                name = Some(value.to_string());
            }
            "start" => {
                slot_taken(start.is_some())?;
                start = Some(parse_fen(value).map_err(|e| err(format!("start: {e}")))?);
            }
            "goal" => {
                slot_taken(goal.is_some())?;
                goal = Some(parse_goal(value).map_err(|e| err(format!("goal: {e}")))?);
            }
            other => return Err(err(format!("unknown key '{other}'"))),
        }
    }
    let start = start.ok_or(ProblemError::Missing("start"))?;
    let goal = goal.ok_or(ProblemError::Missing("goal"))?;
    check_boards(&start, &goal)?;
    Ok(ChessProblem { name, start, goal })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Color;

    #[test]
    fn problems_parse_and_errors_name_the_line() {
        let p = parse_problem("# 4x4\nname: row 1\nstart: k1K1/4/3r/RR2 b\ngoal: k1K1/4/r3/RR2\n").unwrap();
        assert_eq!(p.name.as_deref(), Some("row 1"));
        assert_eq!(p.goal.turn, None);
        assert_eq!(p.start.turn, Color::Black);
        let p = parse_problem("start: k1K1/4/3r/RR2 b\ngoal: k1K1/4/r3/RR2 w\n").unwrap();
        assert_eq!(p.goal.turn, Some(Color::White));
        let e = parse_problem("start: k1K1/4/3r/RR2 b\ngoal: k1K1/4/r3/RR2x\n").unwrap_err();
        assert!(e.to_string().starts_with("line 2: goal: FEN"), "{e}");
        assert_eq!(
            parse_problem("start: k1K1/4/3r/RR2 b\n").unwrap_err(),
            ProblemError::Missing("goal")
        );
        let e = parse_problem("start: k1K1/4/3r/RR2 b\ngoal: k2K1/5/5/4r/RR3\n").unwrap_err();
        assert!(matches!(e, ProblemError::BoardsDiffer { .. }), "{e}");
        let e = parse_problem("start: k1K1/4/3r/RR2 b\nstart: k1K1/4/3r/RR2 b\n").unwrap_err();
        assert_eq!(e.to_string(), "line 2: a second 'start:' line");
        // A goal where black is in check is read with black to move.
        assert!(parse_goal("k1R1/4/4/K3").is_ok());
    }
}

/// Why a problem could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadProblemError {
    #[error("problem '{}': {error}", path.display())]
    Read {
        path: std::path::PathBuf,
        error: crate::files::ReadError,
    },
    #[error("problem '{}': {error}", path.display())]
    Malformed { path: std::path::PathBuf, error: ProblemError },
    #[error("{which}: {error}")]
    Fen { which: &'static str, error: FenError },
    #[error(transparent)]
    Boards(ProblemError),
}

/// Reads a `.chess` problem file.
pub fn load_problem(path: &std::path::Path) -> Result<ChessProblem, LoadProblemError> {
    let text = crate::files::read_text(path, crate::files::CHESS_PROBLEM).map_err(|error| LoadProblemError::Read {
        path: path.into(),
        error,
    })?;
    parse_problem(&text).map_err(|error| LoadProblemError::Malformed {
        path: path.into(),
        error,
    })
}

/// A problem from a start FEN and a goal FEN (`--start`/`--goal`).
pub fn problem_from_fens(start: &str, goal: &str) -> Result<ChessProblem, LoadProblemError> {
    let start = parse_fen(start).map_err(|error| LoadProblemError::Fen { which: "--start", error })?;
    let goal = parse_goal(goal).map_err(|error| LoadProblemError::Fen { which: "--goal", error })?;
    check_boards(&start, &goal).map_err(LoadProblemError::Boards)?;
    Ok(ChessProblem { name: None, start, goal })
}
