//! Pieces whose last squares are known: the *walkers* of `forced.rs`.
//!
//! Where a colour has the goal's pawns, nothing of it promotes (a pawn
//! that promotes never comes back), so a class (colour, role, and for a
//! bishop the colour of its squares) with as many pieces as the goal loses
//! none, and each of its pieces ends on a goal square of the class. A
//! piece alone in such a class therefore ends on the class's one goal
//! square. Where the colour captures nothing more, its pawns keep to their
//! files and never pass each other there, so they end on their file's goal
//! pawn squares in order, the lowest on the lowest. Pieces in a class of
//! two or more or with pieces to lose, pawns that may still capture, and a
//! king and rooks that may still castle, are not walkers; their moves are
//! bounded below, for the walkers' budget, by filling each class's goal
//! squares with its own pieces at least cost (castling counted once, as
//! the king's first move, for king and rook).

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
    pub(super) fn cached_walkers_of(&self, pos: &Position, c: Color, captures: bool, walkers: &mut Walkers) -> Option<u32> {
        let mine = pos.by_color[c.index()].0;
        let [plane0, plane1, plane2] = super::journeys::role_planes(pos, c);
        let rights = pos.castling.rights[c.index()];
        let flags = u64::from(rights[0]) | u64::from(rights[1]) << 1 | u64::from(captures) << 2;
        let key = [mine, plane0, plane1, plane2, flags];
        let mut last = self.walkers_cache.last[c.index()].borrow_mut();
        if last.key != key || !last.filled {
            let mut own = Walkers::new();
            last.others = self.walkers_of(pos, c, captures, &mut own);
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
    /// the moves of its other pieces, where `c` has the goal's pawns and
    /// `captures` says whether it may still capture; `None` where the rule
    /// does not apply (a file or a class short of the goal's: other rules
    /// refute those).
    fn walkers_of(&self, pos: &Position, c: Color, captures: bool, walkers: &mut Walkers) -> Option<u32> {
        let board = pos.board;
        let fixed = self.static_walls;
        let goal = &self.goal;
        let castles = Position::castling_board(board) && pos.castling.rights[c.index()].iter().any(|&r| r);
        let mut others = 0u32;
        if captures {
            // Its pawns may change files: none is a walker, and together
            // they make at least their least assignment to the goal's.
            let (pawns, n) = gather(pos.pieces(c, Role::Pawn) & !fixed);
            others += self.least_assignment_by(&pawns[..n], goal.pieces(c, Role::Pawn) & !fixed, |from| {
                self.dist.pawn(c, from)
            })?;
        } else {
            self.pawn_walkers(pos, c, walkers)?;
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
                // A class may have pieces to lose (the other colour takes
                // them); one short of the goal's can never fill it.
                if pieces.count() < class_ends.count() {
                    return None;
                }
                if castles && matches!(role, Role::King | Role::Rook) || pieces.is_empty() {
                    continue;
                }
                if pieces.count() == 1 && class_ends.count() == 1 {
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

    /// Colour `c`'s pawns as walkers, where it captures nothing more: they
    /// keep to their files and never pass each other there, so the lowest
    /// goes to the lowest goal square of its file, and so on; `None` if a
    /// file's count differs from the goal's.
    fn pawn_walkers(&self, pos: &Position, c: Color, walkers: &mut Walkers) -> Option<()> {
        let fixed = self.static_walls;
        let goal = &self.goal;
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
        Some(())
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
    /// if the ends cannot all be filled.
    fn least_assignment(&self, role: Role, pieces: Bitboard, ends: Bitboard, moved: Option<(Square, Square)>) -> Option<u32> {
        let (from, n) = gather(pieces.into_iter().map(|p| moved.filter(|mv| mv.0 == p).map_or(p, |mv| mv.1)));
        self.least_assignment_by(&from[..n], ends, |from| self.dist.piece(role, from))
    }

    /// The least moves that fill every one of `ends` with its own piece
    /// among `pieces` (pieces beyond the ends' count may stay: the other
    /// colour may take them), `row(from)` the distances of a piece on
    /// `from`; `None` if the ends cannot all be filled. More than
    /// [`crate::chess::assignment::MAX`] of either claims 0, a bound still.
    fn least_assignment_by<'a>(&self, pieces: &[Square], ends: Bitboard, row: impl Fn(Square) -> &'a [u8; 64]) -> Option<u32> {
        const MAX: usize = crate::chess::assignment::MAX;
        let (n, m) = (pieces.len(), ends.count() as usize);
        if m > n {
            return None;
        }
        if m == 0 || n > MAX {
            return Some(0);
        }
        let mut to = [0u8; MAX];
        for (j, e) in ends.into_iter().enumerate() {
            to[j] = e.index() as u8;
        }
        let impossible = crate::chess::assignment::IMPOSSIBLE;
        // Each end (a row) gets its own piece (a column).
        crate::chess::assignment::min_cost(m, n, |j, i| {
            let v = row(pieces[i])[to[j] as usize] as i32;
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

/// `squares` in an array on the stack (at most 64 of them) and their count.
fn gather(squares: impl IntoIterator<Item = Square>) -> ([Square; 64], usize) {
    let mut out = [Square::from_index(0).expect("a square"); 64];
    let mut n = 0;
    for sq in squares {
        out[n] = sq;
        n += 1;
    }
    (out, n)
}
