//! Single-player chess on boards from 3×3 to 8×8: positions, FEN, and (in
//! the submodules) legal move generation and perft.
//!
//! Board rules beyond 8×8 chess, chosen so that small boards are first-class:
//! - castling exists only on boards with 8 files and at least 3 ranks, with the
//!   king on the e-file and the rooks on the a- and h-files of the back rank;
//!   FEN rights that do not match the pieces are rejected;
//! - a pawn may step two squares from its second rank when both squares are
//!   free and the board has at least 5 ranks (so a double step never lands on
//!   the promotion rank); en passant is possible only right after it;
//! - positions may have zero, one or two kings; without a king of the side to
//!   move there is no check for that side.

mod assignment;
pub mod epd;
pub mod fen;
pub mod goal;
pub mod heuristic;
pub mod mate;
pub mod movegen;
pub mod packed;
pub mod pgn;
pub mod problem;
pub mod proofgame;
pub mod random_game;
pub mod relevance;
pub mod san;
pub mod search;
pub mod uci;

use crate::board::{Bitboard, Board, Square};

/// White or black.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    #[inline]
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
    /// `white` or `black`.
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
    /// The colour's back rank on a board (beside the colour, so FEN, move
    /// generation and the PDDL encoding reach it without a circle).
    pub fn back_rank(self, board: Board) -> u8 {
        match self {
            Color::White => 0,
            Color::Black => board.height() - 1,
        }
    }
}

/// A chess piece type.
///
/// Pawn first, king last (the usual engine order, as in shakmaty): the
/// promotion roles are then the contiguous 1..=4, and indexes into the
/// per-role bitboards follow FEN's `PNBRQK`. [`crate::solo::Role`] keeps
/// the Solo thesis's own order; the games share no code through roles.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Role {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Role {
    pub const ALL: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];
    /// Promotion choices, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// How a piece of this role and colour captures.
    #[inline]
    pub fn movement(self, color: Color) -> crate::board::Movement {
        use crate::board::Movement;
        match self {
            Role::Pawn if color == Color::White => Movement::PawnUp,
            Role::Pawn => Movement::PawnDown,
            Role::Knight => Movement::Knight,
            Role::Bishop => Movement::Bishop,
            Role::Rook => Movement::Rook,
            Role::Queen => Movement::Queen,
            Role::King => Movement::King,
        }
    }
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
    /// Lowercase letter (`p n b r q k`).
    pub fn char(self) -> char {
        ['p', 'n', 'b', 'r', 'q', 'k'][self as usize]
    }
    pub fn from_char(c: char) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.char() == c.to_ascii_lowercase())
    }
}

/// Castling rights: for each colour, king-side and queen-side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Castling {
    pub rights: [[bool; 2]; 2],
}

/// Index of the king-side and queen-side rights.
pub const KING_SIDE: usize = 0;
pub const QUEEN_SIDE: usize = 1;

/// Where one side's castling moves king and rook, by file on the back rank
/// (the king starts on the e-file), and the files that must be free between
/// them.
#[derive(Clone, Copy, Debug)]
pub struct CastlingFiles {
    /// [`KING_SIDE`] or [`QUEEN_SIDE`].
    pub side: usize,
    pub rook_from: u8,
    pub king_to: u8,
    pub rook_to: u8,
    pub between: &'static [u8],
}

/// The king's file before castling.
pub const CASTLING_KING_FROM: u8 = 4;

impl CastlingFiles {
    /// The files the king crosses and the one it lands on, nearest first:
    /// none of them may be attacked.
    pub fn king_path(&self) -> impl Iterator<Item = u8> {
        let to = self.king_to;
        let (step, len) = if to > CASTLING_KING_FROM {
            (1i8, to - CASTLING_KING_FROM)
        } else {
            (-1, CASTLING_KING_FROM - to)
        };
        (1..=len as i8).map(move |k| (CASTLING_KING_FROM as i8 + step * k) as u8)
    }

    /// The castling whose king lands on `file`, if any.
    pub fn landing_on(file: u8) -> Option<&'static CastlingFiles> {
        CASTLING_FILES.iter().find(|c| c.king_to == file)
    }
}

/// King-side and queen-side castling.
pub const CASTLING_FILES: [CastlingFiles; 2] = [
    CastlingFiles {
        side: KING_SIDE,
        rook_from: 7,
        king_to: 6,
        rook_to: 5,
        between: &[5, 6],
    },
    CastlingFiles {
        side: QUEEN_SIDE,
        rook_from: 0,
        king_to: 2,
        rook_to: 3,
        between: &[1, 2, 3],
    },
];

/// A chess position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub board: Board,
    /// Kept by the chess module only, so that the two sets always agree
    /// (every piece in one colour and one role); read them through
    /// [`Position::by_color`] and [`Position::by_role`].
    pub(in crate::chess) by_color: [Bitboard; 2],
    pub(in crate::chess) by_role: [Bitboard; 6],
    pub turn: Color,
    pub castling: Castling,
    /// The square a pawn skipped with a double step on the last move.
    pub ep_square: Option<Square>,
}

/// A move: from, to, and the promotion role if any. Castling is the king's
/// two-square move; en passant is the pawn's diagonal move to the ep square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

impl std::fmt::Display for Move {
    /// UCI notation, e.g. `e2e4`, `e7e8q`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.char())?;
        }
        Ok(())
    }
}

impl Position {
    /// The squares of each colour's pieces (white first).
    #[inline]
    pub fn by_color(&self) -> [Bitboard; 2] {
        self.by_color
    }
    /// The squares of each role's pieces (in [`Role::ALL`] order).
    #[inline]
    pub fn by_role(&self) -> [Bitboard; 6] {
        self.by_role
    }
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }
    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color.index()] & self.by_role[role.index()]
    }
    /// The piece on a square.
    pub fn piece_at(&self, sq: Square) -> Option<(Color, Role)> {
        let color = if self.by_color[0].contains(sq) {
            Color::White
        } else if self.by_color[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let role = Role::ALL.into_iter().find(|r| self.by_role[r.index()].contains(sq))?;
        Some((color, role))
    }
    /// The last rank for a colour's pawns (promotion rank).
    pub fn promotion_rank(&self, color: Color) -> u8 {
        match color {
            Color::White => self.board.height() - 1,
            Color::Black => 0,
        }
    }
    /// Whether castling can exist on this board at all.
    pub fn castling_board(board: Board) -> bool {
        board.width() == 8 && board.height() >= 3
    }
    fn put(&mut self, sq: Square, color: Color, role: Role) {
        self.by_color[color.index()].insert(sq);
        self.by_role[role.index()].insert(sq);
    }
    fn clear(&mut self, sq: Square) {
        self.by_color[0].remove(sq);
        self.by_color[1].remove(sq);
        for r in self.by_role.iter_mut() {
            r.remove(sq);
        }
    }
}
