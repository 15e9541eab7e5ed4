//! Solo Chess notation: Solo FEN, the thesis repository's puzzle format,
//! and moves in coordinate (`e4d5`) or long (`Qe4xd5`) form.
//!
//! Solo FEN is `<placement> [<budget>] [<overrides>]`: the placement as in
//! chess FEN (top rank first, `/` between ranks, digit runs for empty
//! squares), a default capture budget (a number, or `-` for unlimited;
//! default 2), and a comma list of `square:budget` overrides.

use crate::board::{parse_placement, Board, Square};
use crate::solo::{Budget, Move, Piece, Puzzle, Role, WrittenMove};
use std::fmt::Write as _;

/// A malformed puzzle or move; the message names the problem.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ParseError {
    pub message: String,
}

impl ParseError {
    pub fn new(message: impl Into<String>) -> ParseError {
        ParseError { message: message.into() }
    }
}

fn err<T>(message: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError::new(message))
}

/// The budget used when a Solo FEN gives none (chess.com's Solo Chess).
pub const DEFAULT_BUDGET: Budget = Budget::Limited(2);

/// Parses a budget: a non-negative number or `-`.
pub fn parse_budget(s: &str) -> Result<Budget, ParseError> {
    if s == "-" {
        return Ok(Budget::Unlimited);
    }
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return err(format!("budget '{s}' is not a number or '-'"));
    }
    match s.parse::<u32>() {
        Ok(n) if n <= 255 => Ok(Budget::Limited(n as u8)),
        _ => err(format!("budget '{s}' is too large (at most 255, or '-' for unlimited)")),
    }
}

/// Parses a Solo FEN string.
pub fn parse_solo_fen(text: &str) -> Result<Puzzle, ParseError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return err("empty Solo FEN");
    }
    if fields.len() > 3 {
        return err(format!(
            "Solo FEN has {} fields, at most 3 (placement, budget, overrides)",
            fields.len()
        ));
    }
    let (board, letters) = parse_placement(fields[0]).map_err(ParseError::new)?;
    let default_budget = match fields.get(1) {
        Some(b) => parse_budget(b)?,
        None => DEFAULT_BUDGET,
    };
    let mut pieces = Vec::new();
    for (square, c) in letters {
        let role = Role::from_letter(c).ok_or_else(|| ParseError::new(format!("unknown piece letter '{c}' in placement")))?;
        pieces.push(Piece {
            square,
            role,
            budget: default_budget,
        });
    }
    if let Some(list) = fields.get(2) {
        let mut named = Vec::new();
        for item in list.split(',') {
            let (sq, b) = item
                .split_once(':')
                .ok_or_else(|| ParseError::new(format!("override '{item}' is not square:budget")))?;
            let square = board
                .parse_square(sq)
                .ok_or_else(|| ParseError::new(format!("override square '{sq}' is not on the {board} board")))?;
            if named.contains(&square) {
                return err(format!("override square {sq} is given twice"));
            }
            named.push(square);
            let budget = parse_budget(b)?;
            match pieces.iter_mut().find(|p| p.square == square) {
                Some(p) => p.budget = budget,
                None => return err(format!("override names the empty square {sq}")),
            }
        }
    }
    Puzzle::new(board, pieces, default_budget)
}

/// Parses the thesis repository's format: `n width height`, then `n` lines
/// `type x y captures` (type 1..6 = K Q R B N P; y counted from the top).
pub fn parse_thesis_format(text: &str) -> Result<Puzzle, ParseError> {
    let mut lines = text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty());
    let numbers = |line: &str, lineno: usize| -> Result<Vec<i64>, ParseError> {
        line.split_whitespace()
            .map(|t| {
                t.parse::<i64>()
                    .map_err(|_| ParseError::new(format!("line {lineno}: '{t}' is not a number")))
            })
            .collect()
    };
    let (i, header) = lines.next().ok_or_else(|| ParseError::new("empty puzzle file"))?;
    let h = numbers(header, i + 1)?;
    if h.len() != 3 {
        return err(format!("line {}: header must be 'n width height'", i + 1));
    }
    let (n, w, ht) = (h[0], h[1], h[2]);
    let board = match (u8::try_from(w), u8::try_from(ht)) {
        (Ok(w), Ok(ht)) => Board::new(w, ht),
        _ => None,
    }
    .ok_or_else(|| ParseError::new(format!("line {}: board {w}x{ht} is not within 1x1..8x8", i + 1)))?;
    let mut pieces = Vec::new();
    for (i, line) in lines {
        let v = numbers(line, i + 1)?;
        if v.len() != 4 {
            return err(format!("line {}: a piece line must be 'type x y captures'", i + 1));
        }
        let role = match v[0] {
            1..=6 => Role::ALL[(v[0] - 1) as usize],
            t => return err(format!("line {}: unknown piece type {t} (1..6 = K Q R B N P)", i + 1)),
        };
        if v[1] < 0 || v[1] >= board.width() as i64 || v[2] < 0 || v[2] >= board.height() as i64 {
            return err(format!(
                "line {}: square ({}, {}) is off the {board} board",
                i + 1,
                v[1],
                v[2]
            ));
        }
        if !(0..=255).contains(&v[3]) {
            return err(format!("line {}: captures {} out of range 0..255", i + 1, v[3]));
        }
        let square = Square::new(v[1] as u8, board.height() - 1 - v[2] as u8).expect("checked");
        pieces.push(Piece {
            square,
            role,
            budget: Budget::Limited(v[3] as u8),
        });
    }
    if pieces.len() as i64 != n {
        return err(format!("header announces {n} pieces but the file lists {}", pieces.len()));
    }
    // The most common budget becomes the default, the rest overrides.
    let mut counts = std::collections::BTreeMap::new();
    for p in &pieces {
        if let Budget::Limited(b) = p.budget {
            *counts.entry(b).or_insert(0usize) += 1;
        }
    }
    let default = counts
        .iter()
        .max_by_key(|(b, c)| (**c, std::cmp::Reverse(**b)))
        .map(|(b, _)| Budget::Limited(*b));
    Puzzle::new(board, pieces, default.unwrap_or(DEFAULT_BUDGET))
}

/// Whether a text looks like the thesis format (its first line is three numbers).
pub fn is_thesis_format(text: &str) -> bool {
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let t: Vec<&str> = first.split_whitespace().collect();
    t.len() == 3 && t.iter().all(|x| x.bytes().all(|b| b.is_ascii_digit()))
}

/// Parses puzzle text in either format. Solo FEN files may hold comment
/// lines (`#` or `;`); the first other line is the puzzle.
pub fn parse_puzzle_text(text: &str) -> Result<Puzzle, ParseError> {
    if is_thesis_format(text) {
        return parse_thesis_format(text);
    }
    let line = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with(';'))
        .ok_or_else(|| ParseError::new("no puzzle found (empty input)"))?;
    parse_solo_fen(line)
}

/// Writes a puzzle as Solo FEN; budgets that differ from the default become overrides.
pub fn to_solo_fen(p: &Puzzle) -> String {
    let mut s = String::new();
    for rank in (0..p.board.height()).rev() {
        let mut empty = 0;
        for file in 0..p.board.width() {
            let sq = Square::new(file, rank).expect("on board");
            match p.piece_at(sq) {
                Some(piece) => {
                    if empty > 0 {
                        write!(s, "{empty}").unwrap();
                        empty = 0;
                    }
                    s.push(piece.role.letter());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            write!(s, "{empty}").unwrap();
        }
        if rank > 0 {
            s.push('/');
        }
    }
    write!(s, " {}", p.default_budget).unwrap();
    let overrides: Vec<String> = p
        .pieces
        .iter()
        .filter(|x| x.budget != p.default_budget)
        .map(|x| format!("{}:{}", x.square, x.budget))
        .collect();
    if !overrides.is_empty() {
        write!(s, " {}", overrides.join(",")).unwrap();
    }
    s
}

/// Parses a move in coordinate form (`e4d5`) or long form (`Qe4xd5`,
/// also `Qe4d5` and `e4xd5`), with squares checked against `board`.
pub fn parse_move(board: Board, text: &str) -> Result<WrittenMove, ParseError> {
    let t = text.trim();
    let mut rest = t;
    let mut role = None;
    if let Some(c) = rest.chars().next() {
        if c.is_ascii_uppercase() {
            role = Some(Role::from_letter(c).ok_or_else(|| ParseError::new(format!("move '{t}': unknown piece letter '{c}'")))?);
            rest = &rest[1..];
        }
    }
    let sq = |s: &str| -> Result<Square, ParseError> {
        board
            .parse_square(s)
            .ok_or_else(|| ParseError::new(format!("move '{t}': '{s}' is not a square of the {board} board")))
    };
    let (a, b) = if rest.len() == 5 && rest.as_bytes()[2] == b'x' {
        (&rest[..2], &rest[3..])
    } else if rest.len() == 4 && rest.is_ascii() {
        (&rest[..2], &rest[2..])
    } else {
        return err(format!("move '{t}' is malformed (expected e4d5 or Qe4xd5)"));
    };
    Ok(WrittenMove {
        mv: Move {
            from: sq(a)?,
            to: sq(b)?,
        },
        role,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solo_fen_round_trips() {
        for fen in [
            "8/8/8/8/8/8/3KP3/8 2",
            "K2/3/QRB -",
            "8/8/8/8/4Q3/8/3KP3/8 2 d2:1,e4:-",
            "N 0",
        ] {
            let p = parse_solo_fen(fen).unwrap();
            assert_eq!(to_solo_fen(&p), fen);
        }
    }

    #[test]
    fn solo_fen_sizes_and_defaults() {
        let p = parse_solo_fen("3/1Q1").unwrap();
        assert_eq!((p.board.width(), p.board.height()), (3, 2));
        assert_eq!(p.pieces[0].budget, Budget::Limited(2));
        assert_eq!(p.pieces[0].square.to_string(), "b1");
        let p = parse_solo_fen("q7/8/8/8/8/8/8/8 -").unwrap();
        assert_eq!(p.pieces[0].role, Role::Queen);
        assert_eq!(p.pieces[0].square.to_string(), "a8");
        assert_eq!(p.pieces[0].budget, Budget::Unlimited);
        let p = parse_solo_fen("10/10").unwrap_err();
        assert!(p.message.contains("out of range"), "{p}");
    }

    #[test]
    fn solo_fen_errors_name_the_problem() {
        let cases = [
            ("8/7/8", "ragged"),
            ("9", "out of range"),
            ("ppppppppp", "longer than 8"),
            ("8/8/8/8/8/8/8/8/8", "at most 8"),
            ("3/1X1", "unknown piece letter 'X'"),
            ("K2 two", "not a number"),
            ("K2 2 b1:1", "empty square b1"),
            ("K2 2 d1:1", "not on the 3x1 board"),
            ("3", "no pieces"),
            ("", "empty"),
            ("K2 2 a1", "square:budget"),
        ];
        for (fen, want) in cases {
            let e = parse_solo_fen(fen).unwrap_err();
            assert!(e.message.contains(want), "{fen}: {e}");
        }
    }

    #[test]
    fn thesis_format_is_read_with_y_from_the_top() {
        let p = parse_puzzle_text("2 8 8\n1 3 6 2\n6 4 6 2\n").unwrap();
        assert_eq!(to_solo_fen(&p), "8/8/8/8/8/8/3KP3/8 2");
        let e = parse_puzzle_text("2 8 8\n1 3 6 2\n7 4 6 2\n").unwrap_err();
        assert!(e.message.contains("unknown piece type 7"), "{e}");
        let e = parse_puzzle_text("3 8 8\n1 3 6 2\n6 4 6 2\n").unwrap_err();
        assert!(e.message.contains("announces 3"), "{e}");
        let e = parse_puzzle_text("1 8 8\n1 8 6 2\n").unwrap_err();
        assert!(e.message.contains("off the"), "{e}");
        let e = parse_puzzle_text("2 8 8\n1 3 6 2\n6 3 6 2\n").unwrap_err();
        assert!(e.message.contains("two pieces"), "{e}");
    }

    #[test]
    fn moves_in_both_forms() {
        let b = Board::STANDARD;
        let m = parse_move(b, "Qe4xd5").unwrap();
        assert_eq!(m.role, Some(Role::Queen));
        assert_eq!(m.mv.to_string(), "e4d5");
        assert_eq!(parse_move(b, "e4d5").unwrap().mv, m.mv);
        assert_eq!(parse_move(b, "e4xd5").unwrap().mv, m.mv);
        assert!(parse_move(b, "e4d9").is_err());
        assert!(parse_move(b, "Xe4d5").unwrap_err().message.contains("unknown piece"));
        assert!(parse_move(Board::new(3, 3).unwrap(), "a1d1").is_err());
        assert!(parse_move(b, "e4").is_err());
        assert!(parse_move(b, "é4d5").is_err());
    }
}
