//! Solo Chess: pieces, capture budgets, puzzles and moves, plus the
//! simulator, solver and generator in the submodules.
//!
//! Rules (generalised): one side only; every move is a capture by chess
//! geometry; each piece may capture at most its budget (`-` = unlimited, as
//! in ThinkFun's Solitaire Chess); a king is never captured; the puzzle is
//! solved when exactly one piece is left.

pub mod analyze;
pub mod brute;
pub mod compose;
pub mod dominance;
pub mod generator;
pub mod heuristics;
pub mod learned;
pub mod load;
pub mod notation;
pub mod perturb;
pub mod position;
pub mod prune;
pub mod qlearn;
pub mod solver;
pub mod state;
pub mod table;
pub mod train;

use crate::board::{Board, Square};
use std::fmt;

pub use notation::ParseError;
pub use position::{MoveError, Position};

/// A piece type. Solo Chess has one side only, so no colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    King = 0,
    Queen = 1,
    Rook = 2,
    Bishop = 3,
    Knight = 4,
    Pawn = 5,
}

impl Role {
    pub const ALL: [Role; 6] = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn];
    /// The roles a generator may add (every role but the king).
    pub const NON_KING: [Role; 5] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn];

    /// The uppercase letter of the role (`K Q R B N P`).
    pub fn letter(self) -> char {
        ['K', 'Q', 'R', 'B', 'N', 'P'][self as usize]
    }
    /// The role of a letter, either case.
    pub fn from_letter(c: char) -> Option<Role> {
        Some(match c.to_ascii_uppercase() {
            'K' => Role::King,
            'Q' => Role::Queen,
            'R' => Role::Rook,
            'B' => Role::Bishop,
            'N' => Role::Knight,
            'P' => Role::Pawn,
            _ => return None,
        })
    }
    /// Lowercase English name, used in PDDL and messages.
    pub fn name(self) -> &'static str {
        ["king", "queen", "rook", "bishop", "knight", "pawn"][self as usize]
    }
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Option<Role> {
        Role::ALL.get(i).copied()
    }
    /// How the role captures (pawns capture towards higher ranks).
    #[inline]
    pub fn movement(self) -> crate::board::Movement {
        use crate::board::Movement;
        [
            Movement::King,
            Movement::Queen,
            Movement::Rook,
            Movement::Bishop,
            Movement::Knight,
            Movement::PawnUp,
        ][self as usize]
    }
}

/// How many captures a piece may still make.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Budget {
    Limited(u8),
    Unlimited,
}

impl Budget {
    /// The budget as a number of captures, unlimited counting as `cap`.
    pub fn min_with(self, cap: u32) -> u32 {
        match self {
            Budget::Limited(n) => (n as u32).min(cap),
            Budget::Unlimited => cap,
        }
    }
    pub fn can_capture(self) -> bool {
        self != Budget::Limited(0)
    }
    /// The budget after one capture.
    pub fn spend(self) -> Budget {
        match self {
            Budget::Limited(n) => Budget::Limited(n.saturating_sub(1)),
            Budget::Unlimited => Budget::Unlimited,
        }
    }
}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Budget::Limited(n) => write!(f, "{n}"),
            Budget::Unlimited => write!(f, "-"),
        }
    }
}

/// One piece of a puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub square: Square,
    pub role: Role,
    pub budget: Budget,
}

/// A Solo Chess puzzle: a board and its pieces (at most one per square).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    pub board: Board,
    /// Pieces sorted by square.
    pub pieces: Vec<Piece>,
    /// The default budget written in Solo FEN (overrides name the others).
    pub default_budget: Budget,
}

impl Puzzle {
    /// Builds a puzzle, checking that every piece is on the board and no square holds two.
    pub fn new(board: Board, mut pieces: Vec<Piece>, default_budget: Budget) -> Result<Puzzle, ParseError> {
        pieces.sort_by_key(|p| p.square);
        for w in pieces.windows(2) {
            if w[0].square == w[1].square {
                return Err(ParseError::new(format!("two pieces on {}", w[0].square)));
            }
        }
        if let Some(p) = pieces.iter().find(|p| !board.contains(p.square)) {
            return Err(ParseError::new(format!("piece on {} is off the {board} board", p.square)));
        }
        if pieces.is_empty() {
            return Err(ParseError::new("the puzzle has no pieces"));
        }
        Ok(Puzzle {
            board,
            pieces,
            default_budget,
        })
    }

    pub fn piece_at(&self, sq: Square) -> Option<&Piece> {
        self.pieces.iter().find(|p| p.square == sq)
    }

    pub fn kings(&self) -> usize {
        self.pieces.iter().filter(|p| p.role == Role::King).count()
    }

    /// The starting position of the puzzle for the simulator.
    pub fn position(&self) -> Position {
        Position::new(self)
    }
}

/// A capture from one square onto another.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    /// Long form such as `Qe4xd5`, given the role of the moving piece.
    pub fn long(self, role: Role) -> String {
        format!("{}{}x{}", role.letter(), self.from, self.to)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

/// A move as written by a user: the squares and, in long form, the role named.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WrittenMove {
    pub mv: Move,
    pub role: Option<Role>,
}
