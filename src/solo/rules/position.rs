//! The Solo Chess simulator: a plain position (a role and budget per square)
//! that applies captures one by one with step-precise errors.
//!
//! This is the independent checker. It walks the board square by square
//! and shares no move-generation code with the bitboard solver, so a bug in
//! one is caught by the other.

use crate::board::{Board, Square};
use crate::solo::{Budget, Move, Piece, Puzzle, Role, WrittenMove};
use std::fmt;

/// Why a capture is illegal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("no piece on {0}")]
    NoPiece(Square),
    #[error("the move names a {named} but the piece on {square} is a {actual}")]
    WrongPiece {
        square: Square,
        named: &'static str,
        actual: &'static str,
    },
    #[error("{0} is empty, and every move must be a capture")]
    NotACapture(Square),
    #[error("a move must change squares")]
    SameSquare,
    #[error("the {role} on {square} is out of captures")]
    OutOfCaptures { role: &'static str, square: Square },
    #[error("a {role} cannot capture from {from} to {to}")]
    Unreachable { role: &'static str, from: Square, to: Square },
    #[error("the path from {from} to {to} is blocked on {blocker}")]
    PathBlocked { from: Square, to: Square, blocker: Square },
    #[error("it would capture the king on {0}")]
    CapturesKing(Square),
}

/// A position of the simulator.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    board: Board,
    cells: [Option<(Role, Budget)>; 64],
}

impl Position {
    pub fn new(p: &Puzzle) -> Position {
        let mut cells = [None; 64];
        for piece in &p.pieces {
            cells[piece.square.index()] = Some((piece.role, piece.budget));
        }
        Position { board: p.board, cells }
    }
    pub fn board(&self) -> Board {
        self.board
    }
    pub fn at(&self, sq: Square) -> Option<(Role, Budget)> {
        self.cells[sq.index()]
    }
    pub fn count(&self) -> usize {
        self.cells.iter().filter(|c| c.is_some()).count()
    }
    /// Solved: exactly one piece left.
    pub fn is_solved(&self) -> bool {
        self.count() == 1
    }
    /// The pieces, sorted by square.
    pub fn pieces(&self) -> Vec<Piece> {
        self.board
            .squares()
            .filter_map(|sq| {
                self.at(sq).map(|(role, budget)| Piece {
                    square: sq,
                    role,
                    budget,
                })
            })
            .collect()
    }
    /// The position as a puzzle (to print it as Solo FEN).
    pub fn to_puzzle(&self, default_budget: Budget) -> Puzzle {
        Puzzle {
            board: self.board,
            pieces: self.pieces(),
            default_budget,
        }
    }

    /// Checks a capture without applying it.
    pub fn check(&self, m: WrittenMove) -> Result<(), MoveError> {
        let Move { from, to } = m.mv;
        let (role, budget) = self.at(from).ok_or(MoveError::NoPiece(from))?;
        if let Some(named) = m.role {
            if named != role {
                return Err(MoveError::WrongPiece {
                    square: from,
                    named: named.name(),
                    actual: role.name(),
                });
            }
        }
        if from == to {
            return Err(MoveError::SameSquare);
        }
        let (victim, _) = self.at(to).ok_or(MoveError::NotACapture(to))?;
        if !budget.can_capture() {
            return Err(MoveError::OutOfCaptures {
                role: role.name(),
                square: from,
            });
        }
        let df = to.file() as i8 - from.file() as i8;
        let dr = to.rank() as i8 - from.rank() as i8;
        let slides = match role {
            Role::King => df.abs() <= 1 && dr.abs() <= 1,
            Role::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
            Role::Pawn => dr == 1 && df.abs() == 1,
            Role::Rook => df == 0 || dr == 0,
            Role::Bishop => df.abs() == dr.abs(),
            Role::Queen => df == 0 || dr == 0 || df.abs() == dr.abs(),
        };
        if !slides {
            return Err(MoveError::Unreachable {
                role: role.name(),
                from,
                to,
            });
        }
        if matches!(role, Role::Rook | Role::Bishop | Role::Queen) {
            let (sf, sr) = (df.signum(), dr.signum());
            let mut cur = from.offset(sf, sr).expect("between squares are on the board");
            while cur != to {
                if self.at(cur).is_some() {
                    return Err(MoveError::PathBlocked { from, to, blocker: cur });
                }
                cur = cur.offset(sf, sr).expect("between squares are on the board");
            }
        }
        if victim == Role::King {
            return Err(MoveError::CapturesKing(to));
        }
        Ok(())
    }

    /// Applies a capture after checking it.
    pub fn apply(&mut self, m: WrittenMove) -> Result<(), MoveError> {
        self.check(m)?;
        let (role, budget) = self.cells[m.mv.from.index()].take().expect("checked");
        self.cells[m.mv.to.index()] = Some((role, budget.spend()));
        Ok(())
    }

    /// Every legal capture, in square order (for display and brute force).
    pub fn legal_captures(&self) -> Vec<Move> {
        let mut out = Vec::new();
        for from in self.board.squares() {
            for to in self.board.squares() {
                let m = WrittenMove {
                    mv: Move { from, to },
                    role: None,
                };
                if self.check(m).is_ok() {
                    out.push(m.mv);
                }
            }
        }
        out
    }
}

/// The outcome of replaying a plan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Replay {
    /// Every move was legal and one piece is left.
    Valid(Position),
    /// Move `step` (1-based) is illegal.
    IllegalMove { step: usize, text: String, error: MoveError },
    /// Every move was legal but more than one piece is left.
    PiecesLeft { left: usize, position: Position },
}

impl Replay {
    pub fn is_valid(&self) -> bool {
        matches!(self, Replay::Valid(_))
    }
    /// The 1-based illegal step, if a step is illegal.
    pub fn failing_step(&self) -> Option<usize> {
        match self {
            Replay::IllegalMove { step, .. } => Some(*step),
            _ => None,
        }
    }
}

impl fmt::Display for Replay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Replay::Valid(_) => write!(f, "valid"),
            Replay::IllegalMove { step, text, error } => write!(f, "step {step} ({text}): {error}"),
            Replay::PiecesLeft { left, .. } => write!(f, "all moves are legal but {left} pieces are left at the end"),
        }
    }
}

/// Replays moves from the puzzle's start and says whether they solve it.
pub fn replay_plan(puzzle: &Puzzle, moves: &[WrittenMove]) -> Replay {
    let mut pos = puzzle.position();
    for (i, m) in moves.iter().enumerate() {
        if let Err(error) = pos.apply(*m) {
            let text = match m.role {
                Some(r) => m.mv.long(r),
                None => m.mv.to_string(),
            };
            return Replay::IllegalMove {
                step: i + 1,
                text,
                error,
            };
        }
    }
    if pos.is_solved() {
        Replay::Valid(pos)
    } else {
        let left = pos.count();
        Replay::PiecesLeft { left, position: pos }
    }
}

/// Long-form names of a plan's moves, replayed from the start (the plan must be legal).
pub fn long_names(puzzle: &Puzzle, moves: &[Move]) -> Vec<String> {
    let mut pos = puzzle.position();
    moves
        .iter()
        .map(|m| {
            let role = pos.at(m.from).map(|(r, _)| r).unwrap_or(Role::King);
            let _ = pos.apply(WrittenMove { mv: *m, role: None });
            m.long(role)
        })
        .collect()
}

/// An ASCII diagram of a position, top rank first, with file letters.
pub fn diagram(pos: &Position) -> String {
    let b = pos.board();
    let mut s = String::new();
    for rank in (0..b.height()).rev() {
        s.push_str(&format!("{} ", rank + 1));
        for file in 0..b.width() {
            let sq = Square::new(file, rank).expect("on board");
            s.push(' ');
            s.push(pos.at(sq).map(|(r, _)| r.letter()).unwrap_or('.'));
        }
        s.push('\n');
    }
    s.push_str("  ");
    for file in 0..b.width() {
        s.push(' ');
        s.push((b'a' + file) as char);
    }
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::rules::notation::{parse_move, parse_solo_fen};

    fn captures(fen: &str) -> Vec<String> {
        let p = parse_solo_fen(fen).unwrap();
        p.position().legal_captures().iter().map(|m| m.to_string()).collect()
    }

    fn replay(fen: &str, moves: &[&str]) -> Replay {
        let p = parse_solo_fen(fen).unwrap();
        let ms: Vec<_> = moves.iter().map(|m| parse_move(p.board, m).unwrap()).collect();
        replay_plan(&p, &ms)
    }

    #[test]
    fn piece_geometry() {
        // Pawn captures diagonally upwards only.
        assert_eq!(captures("3/1P1/N1N"), Vec::<String>::new());
        assert_eq!(captures("N1N/1P1/3"), vec!["b2a3", "b2c3"]);
        // Knight on a 3x3 board from a corner.
        assert_eq!(captures("3/2N/N2"), vec!["a1c2", "c2a1"]);
        // Rook blocked by the first piece.
        assert_eq!(captures("RNN 0 a1:1"), vec!["a1b1"]);
        // Bishop on a 5x4 board.
        assert_eq!(captures("3N1/5/5/B4 0 a1:1"), vec!["a1d4"]);
        // King never captured.
        assert_eq!(captures("KQ"), vec!["a1b1"]);
        // 1x8: rook along the file.
        assert_eq!(captures("R/1/1/1/1/1/1/R 0 a1:1"), vec!["a1a8"]);
    }

    #[test]
    fn replay_reports_the_first_bad_step() {
        assert!(replay("8/8/8/8/8/8/3KP3/8", &["Kd2xe2"]).is_valid());
        let r = replay("KPN", &["b1c1", "a1b1"]);
        assert!(
            matches!(
                r,
                Replay::IllegalMove {
                    step: 1,
                    error: MoveError::Unreachable { .. },
                    ..
                }
            ),
            "{r}"
        );
        let r = replay("QRK 1", &["a1b1", "b1c1"]);
        assert!(
            matches!(
                r,
                Replay::IllegalMove {
                    step: 2,
                    error: MoveError::OutOfCaptures { .. },
                    ..
                }
            ),
            "{r}"
        );
        let r = replay("QRN", &["a1c1"]);
        assert!(
            matches!(
                r,
                Replay::IllegalMove {
                    step: 1,
                    error: MoveError::PathBlocked { .. },
                    ..
                }
            ),
            "{r}"
        );
        let r = replay("QK", &["a1b1"]);
        assert!(
            matches!(
                r,
                Replay::IllegalMove {
                    step: 1,
                    error: MoveError::CapturesKing(_),
                    ..
                }
            ),
            "{r}"
        );
        let r = replay("QR1", &["a1c1"]);
        assert!(
            matches!(
                r,
                Replay::IllegalMove {
                    step: 1,
                    error: MoveError::NotACapture(_),
                    ..
                }
            ),
            "{r}"
        );
        let r = replay("QRB", &["a1b1"]);
        assert!(matches!(r, Replay::PiecesLeft { left: 2, .. }), "{r}");
        let r = replay("QR", &["Ra1xb1"]);
        assert!(
            matches!(
                r,
                Replay::IllegalMove {
                    step: 1,
                    error: MoveError::WrongPiece { .. },
                    ..
                }
            ),
            "{r}"
        );
        let r = replay("1R", &["a1b1"]);
        assert!(
            matches!(
                r,
                Replay::IllegalMove {
                    step: 1,
                    error: MoveError::NoPiece(_),
                    ..
                }
            ),
            "{r}"
        );
        let r = replay("QRRR -", &["a1b1", "b1c1", "c1d1"]);
        assert!(r.is_valid(), "{r}");
    }
}
