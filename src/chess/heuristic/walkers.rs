//! Pieces whose last squares are known: the *walkers* of `forced.rs`.
//!
//! Where neither colour has a capture left (each has the goal's pieces,
//! role by role), nothing is captured and nothing promotes, so every piece
//! ends on a goal square of its own class (colour, role, and for a bishop
//! the colour of its squares). A piece alone in its class therefore ends
//! on the class's one goal square, and a colour's pawns, which keep to
//! their files and never pass each other there, end on their file's goal
//! pawn squares in order, the lowest on the lowest. Pieces in a class of
//! two or more, and a king and rooks that may still castle, are not
//! walkers; their moves are bounded below, for the walkers' budget, by an
//! assignment of the class to its goal squares (castling counted once,
//! as the king's first move, for king and rook).

use super::distances::{Dist, FAR};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role, CASTLING_FILES, CASTLING_KING_FROM};
use std::cell::RefCell;

/// The light and the dark squares: a bishop keeps to one kind.
const LIGHT: Bitboard = Bitboard(0x55AA_55AA_55AA_55AA);
const DARK: Bitboard = Bitboard(!0x55AA_55AA_55AA_55AA);

/// Most walkers there can be (a placement is a fixed-size array).
pub(super) const MOST_WALKERS: usize = 32;

/// A piece whose last square is known.
#[derive(Clone, Copy, Debug)]
pub(super) struct Walker {
    pub(super) color: Color,
    pub(super) role: Role,
    pub(super) from: Square,
    pub(super) to: Square,
    /// Its distance from `from` to `to`.
    pub(super) moves: u32,
}

/// At most [`MOST_WALKERS`] walkers, without allocating: the rule is
/// asked at many nodes.
pub(super) struct Walkers {
    pub(super) list: [Walker; MOST_WALKERS],
    pub(super) len: usize,
}

impl Walkers {
    pub(super) fn new() -> Walkers {
        let none = Walker {
            color: Color::White,
            role: Role::Pawn,
            from: Square::from_index(0).expect("a square"),
            to: Square::from_index(0).expect("a square"),
            moves: 0,
        };
        Walkers {
            list: [none; MOST_WALKERS],
            len: 0,
        }
    }

    pub(super) fn push(&mut self, w: Walker) {
        // 32 pieces at most on a board: never full.
        self.list[self.len] = w;
        self.len += 1;
    }

    pub(super) fn as_slice(&self) -> &[Walker] {
        &self.list[..self.len]
    }
}

/// Per colour, its last placement's walkers (`cached_walkers_of`).
#[derive(Default)]
pub(super) struct WalkersCache {
    last: [RefCell<LastWalkers>; 2],
}

/// A colour's placement (occupancy, three role planes, castling rights),
/// its walkers and the least moves of its other pieces.
struct LastWalkers {
    filled: bool,
    key: [u64; 5],
    walkers: Walkers,
    others: Option<u32>,
}

impl Default for LastWalkers {
    fn default() -> Self {
        LastWalkers {
            filled: false,
            key: [0; 5],
            walkers: Walkers::new(),
            others: None,
        }
    }
}

impl Estimator {
    /// [`Estimator::walkers_of`], remembered for the colour's last
    /// placement: siblings in the search share the placement of the colour
    /// that did not move.
    pub(super) fn cached_walkers_of(&self, pos: &Position, c: Color, walkers: &mut Walkers) -> Option<u32> {
        let mine = pos.by_color[c.index()].0;
        let [plane0, plane1, plane2] = super::journeys::role_planes(pos, c);
        let rights = pos.castling.rights[c.index()];
        let key = [mine, plane0, plane1, plane2, u64::from(rights[0]) | u64::from(rights[1]) << 1];
        let mut last = self.walkers_cache.last[c.index()].borrow_mut();
        if last.key != key || !last.filled {
            let mut own = Walkers::new();
            last.others = self.walkers_of(pos, c, &mut own);
            last.walkers = own;
            last.key = key;
            last.filled = true;
        }
        for w in last.walkers.as_slice() {
            walkers.push(*w);
        }
        last.others
    }

    /// Colour `c`'s walkers, appended to `walkers`, and a lower bound on
    /// the moves of its other pieces; `None` where the rule does not apply
    /// (a file or a class whose counts do not match the goal's: other
    /// rules refute those).
    fn walkers_of(&self, pos: &Position, c: Color, walkers: &mut Walkers) -> Option<u32> {
        let board = pos.board;
        let fixed = self.static_walls;
        let goal = &self.goal;
        let castles = Position::castling_board(board) && pos.castling.rights[c.index()].iter().any(|&r| r);
        let mut others = 0u32;
        // Pawns: by file, in order along it (a pawn passes none of its
        // file's, so the lowest goes to the lowest square, and so on).
        let mut pawns = [[0u8; 8]; 8];
        let mut ends = [[0u8; 8]; 8];
        let (mut pawn_count, mut end_count) = ([0usize; 8], [0usize; 8]);
        for sq in pos.pieces(c, Role::Pawn) & !fixed {
            let f = sq.file() as usize;
            pawns[f][pawn_count[f]] = sq.index() as u8;
            pawn_count[f] += 1;
        }
        for sq in goal.pieces(c, Role::Pawn) & !fixed {
            let f = sq.file() as usize;
            ends[f][end_count[f]] = sq.index() as u8;
            end_count[f] += 1;
        }
        if pawn_count != end_count {
            return None;
        }
        for f in 0..8 {
            for k in 0..pawn_count[f] {
                let square = |i: u8| Square::from_index(i).expect("a square");
                let (from, to) = (square(pawns[f][k]), square(ends[f][k]));
                walkers.push(self.walker(c, Role::Pawn, from, to)?);
            }
        }
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King] {
            let shades: &[Bitboard] = if role == Role::Bishop {
                &[LIGHT, DARK]
            } else {
                &[Bitboard(u64::MAX)]
            };
            for &shade in shades {
                let pieces = pos.pieces(c, role) & !fixed & shade;
                let class_ends = goal.pieces(c, role) & !fixed & shade;
                if pieces.count() != class_ends.count() {
                    return None;
                }
                if castles && matches!(role, Role::King | Role::Rook) || pieces.is_empty() {
                    continue;
                }
                if pieces.count() == 1 {
                    let (from, to) = (pieces.first()?, class_ends.first()?);
                    walkers.push(self.walker(c, role, from, to)?);
                } else {
                    others += self.least_assignment(role, pieces, class_ends, None)?;
                }
            }
        }
        if castles {
            others += self.king_and_rooks(pos, c)?;
        }
        Some(others)
    }

    /// The walker of colour `c` and `role` from `from` to `to`; `None` if
    /// it cannot get there (other rules refute that).
    fn walker(&self, color: Color, role: Role, from: Square, to: Square) -> Option<Walker> {
        let mut w = Walker {
            color,
            role,
            from,
            to,
            moves: 0,
        };
        w.moves = self.walker_distance(&w, from);
        (w.moves < FAR as u32).then_some(w)
    }

    /// The least moves of colour `c`'s king and rooks while it may still
    /// castle: without castling, or castling once on a side it still has
    /// (its first king move, one move for king and rook both).
    fn king_and_rooks(&self, pos: &Position, c: Color) -> Option<u32> {
        let fixed = self.static_walls;
        let rooks = pos.pieces(c, Role::Rook) & !fixed;
        let ends = self.goal.pieces(c, Role::Rook) & !fixed;
        let king = pos.pieces(c, Role::King).first()?;
        let king_end = self.goal.pieces(c, Role::King).first()?;
        let d = |role: Role, from: Square, to: Square| self.dist.piece(role, from)[to.index()] as u32;
        let mut best = self
            .least_assignment(Role::Rook, rooks, ends, None)
            .map(|r| r + d(Role::King, king, king_end))
            .filter(|&m| m < FAR as u32);
        let rank = c.back_rank(pos.board);
        for files in &CASTLING_FILES {
            if !pos.castling.rights[c.index()][files.side] || king != Square::new(CASTLING_KING_FROM, rank)? {
                continue;
            }
            let (Some(rook_from), Some(rook_to), Some(king_to)) = (
                Square::new(files.rook_from, rank),
                Square::new(files.rook_to, rank),
                Square::new(files.king_to, rank),
            ) else {
                continue;
            };
            if !rooks.contains(rook_from) {
                continue;
            }
            let option = self
                .least_assignment(Role::Rook, rooks, ends, Some((rook_from, rook_to)))
                .map(|r| 1 + r + d(Role::King, king_to, king_end))
                .filter(|&m| m < FAR as u32);
            best = match (best, option) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
        best
    }

    /// The least moves that bring `pieces` of `role` onto `ends`, one each
    /// (`moved`: a piece that starts from another square instead); `None`
    /// if some piece can reach none of them.
    fn least_assignment(&self, role: Role, pieces: Bitboard, ends: Bitboard, moved: Option<(Square, Square)>) -> Option<u32> {
        let mut rows = [0u8; 16];
        let mut cols = [0u8; 16];
        let (mut n, mut m) = (0, 0);
        for p in pieces {
            let from = moved.filter(|mv| mv.0 == p).map_or(p, |mv| mv.1);
            if n < 16 {
                rows[n] = from.index() as u8;
                n += 1;
            }
        }
        for e in ends {
            if m < 16 {
                cols[m] = e.index() as u8;
                m += 1;
            }
        }
        if n < pieces.count() as usize || m < n {
            return Some(0);
        }
        let impossible = crate::chess::assignment::IMPOSSIBLE;
        crate::chess::assignment::min_cost(n, m, |i, j| {
            let from = Square::from_index(rows[i]).expect("a square");
            let v = self.dist.piece(role, from)[cols[j] as usize] as i32;
            if v >= FAR as i32 {
                impossible
            } else {
                v
            }
        })
    }

    /// Moves of walker `w` from `at` to its square.
    pub(super) fn walker_distance(&self, w: &Walker, at: Square) -> u32 {
        match w.role {
            Role::Pawn => self.dist.pawn(w.color, at)[w.to.index()] as u32,
            role => self.dist.piece(role, at)[w.to.index()] as u32,
        }
    }
}
