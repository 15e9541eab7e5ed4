//! Solo Chess: pieces, capture budgets, puzzles and moves (this module),
//! in four rooms, each importing only the rooms before it:
//! - [`rules`]: the simulator, notation and loading;
//! - [`search`]: the solver's state, orderings (the learned ordering's
//!   inference included), pruning, tables and a brute-force oracle;
//! - [`analysis`]: strong solutions, composition, generation, perturbation;
//! - [`learning`]: training the learned ordering's model.
//!
//! Rules (generalised): one side only; every move is a capture by chess
//! geometry; each piece may capture at most its budget (`-` = unlimited, as
//! in ThinkFun's Solitaire Chess); a king is never captured; the puzzle is
//! solved when exactly one piece is left.

pub mod analysis;
pub mod learning;
pub mod rules;
pub mod search;

use crate::board::{Board, Square};
use std::fmt;

pub use rules::notation::ParseError;
pub use rules::position::{MoveError, Position};

/// A piece type. Solo Chess has one side only, so no colour.
///
/// King first, pawn last, unlike [`crate::chess::Role`]: these are the
/// thesis's piece-type numbers minus one (its puzzle files write 1..6 for
/// K Q R B N P, read by `rules::notation`), and the order in which its
/// tables and the PDDL objects list the types. The two games share no
/// code through their roles, so each keeps the order of its own sources.
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
    /// The thesis's Solo Chess ranks (Table 1): Q 9, R 5, B 5, N 3, P 1,
    /// K 99; a rule of the game's orderings, used by search and learning.
    pub fn rank(self) -> f64 {
        match self {
            Role::King => 99.0,
            Role::Queen => 9.0,
            Role::Rook | Role::Bishop => 5.0,
            Role::Knight => 3.0,
            Role::Pawn => 1.0,
        }
    }

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

/// A Solo Chess puzzle: a board and its pieces (at least one, on the
/// board, at most one per square, sorted by square). The fields are
/// private so that every puzzle went through [`Puzzle::new`]'s checks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    board: Board,
    /// Pieces sorted by square.
    pieces: Vec<Piece>,
    /// The default budget written in Solo FEN (overrides name the others).
    default_budget: Budget,
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

    pub fn board(&self) -> Board {
        self.board
    }

    /// The pieces, sorted by square.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The default budget written in Solo FEN (overrides name the others).
    pub fn default_budget(&self) -> Budget {
        self.default_budget
    }

    /// The same puzzle with the piece on `sq` given `budget` (`None` if no
    /// piece stands there).
    pub fn with_budget(&self, sq: Square, budget: Budget) -> Option<Puzzle> {
        let mut p = self.clone();
        p.pieces.iter_mut().find(|x| x.square == sq)?.budget = budget;
        Some(p)
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
