//! Colour by colour: the least total of journeys that gives every goal
//! piece its own current piece (a minimum-cost matching), with the checks
//! that depend on one colour's pieces only.

use super::distances::FAR;
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::assignment;
use crate::chess::{Color, Position, Role};
use rustc_hash::FxHashMap;
use std::cell::RefCell;

/// What one colour's pieces alone say about the way to the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ColourBound {
    /// The least total of journeys (before castling's discount).
    pub journeys: u32,
    /// Whether the king is among the pieces that must move.
    pub king_moves: bool,
    /// The goal pawns' least file changes: captures this colour must make.
    pub pawn_shifts: u32,
}

/// Entries kept per colour before the cache starts over (about 16 MiB).
const CACHE_ENTRIES: usize = 1 << 18;

/// One colour's pieces exactly: where they stand, and three bit planes of
/// their role numbers (fields, not an array, so equality is four compares
/// rather than a call to `memcmp`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct PlacementKey {
    occupied: u64,
    plane0: u64,
    plane1: u64,
    plane2: u64,
}

impl PlacementKey {
    fn of(pos: &Position, c: Color) -> PlacementKey {
        let mine = pos.by_color[c.index()].0;
        let plane = |bit: usize| {
            (0..6)
                .filter(|r| r >> bit & 1 == 1)
                .fold(0u64, |acc, r| acc | pos.by_role[r].0)
                & mine
        };
        PlacementKey {
            occupied: mine,
            plane0: plane(0),
            plane1: plane(1),
            plane2: plane(2),
        }
    }
}

/// Per colour: its placement → its bound (`None`: unreachable).
#[derive(Default)]
pub(super) struct Cache(RefCell<[FxHashMap<PlacementKey, Option<ColourBound>>; 2]>);

impl Estimator {
    /// Colour `c`'s bound from its pieces in `pos`, cached; `None` if the
    /// goal's pieces of that colour cannot all be reached.
    pub(super) fn colour_bound(&self, pos: &Position, c: Color) -> Option<ColourBound> {
        let key = PlacementKey::of(pos, c);
        if let Some(&hit) = self.cache.0.borrow()[c.index()].get(&key) {
            return hit;
        }
        let bound = self.compute_colour_bound(pos, c);
        let mut cache = self.cache.0.borrow_mut();
        let map = &mut cache[c.index()];
        if map.len() >= CACHE_ENTRIES {
            map.clear();
        }
        map.insert(key, bound);
        bound
    }

    fn compute_colour_bound(&self, pos: &Position, c: Color) -> Option<ColourBound> {
        let ci = c.index();
        // Counts: captured pieces never return and only pawns promote.
        let count = |r: Role| pos.pieces(c, r).count();
        let pawns = count(Role::Pawn);
        let goal = &self.goal_counts[ci];
        if goal[Role::Pawn.index()] > pawns || goal[Role::King.index()] != count(Role::King) {
            return None;
        }
        let promotions: u32 = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .iter()
            .map(|&r| goal[r.index()].saturating_sub(count(r)))
            .sum();
        if promotions > pawns - goal[Role::Pawn.index()] {
            return None;
        }
        let (journeys, king_moves) = self.journeys(pos, c)?;
        // A pawn changes file only by capturing: one capture per file.
        let mut pawn_shifts = 0;
        for &(role, to) in &self.goal_pieces[ci] {
            if role == Role::Pawn {
                pawn_shifts += pos
                    .pieces(c, Role::Pawn)
                    .filter(|&from| self.dist.pawn[ci][from.index()][to.index()] != FAR)
                    .map(|from| from.file().abs_diff(to.file()) as u32)
                    .min()
                    .unwrap_or(0);
            }
        }
        Some(ColourBound {
            journeys,
            king_moves,
            pawn_shifts,
        })
    }

    /// The least total of journeys that gives every goal piece of colour `c`
    /// its own current piece, and whether the king is among the movers;
    /// `None` if some goal piece can have no piece at all.
    ///
    /// A piece standing on a goal square of its own kind keeps it: were it
    /// sent to another goal square g' while a piece q came to its square,
    /// sending q on to g' instead costs at most as much (the distances are
    /// shortest paths, so they obey the triangle inequality, promotions
    /// included). Only the other goal pieces go into the matching.
    pub(super) fn journeys(&self, pos: &Position, c: Color) -> Option<(u32, bool)> {
        let ci = c.index();
        const A1: Square = match Square::new(0, 0) {
            Some(sq) => sq,
            None => unreachable!(),
        };
        let mut rows = [(Role::Pawn, A1); assignment::MAX];
        let mut nrows = 0;
        let mut settled = Bitboard::EMPTY;
        for &(role, to) in &self.goal_pieces[ci] {
            if pos.pieces(c, role).contains(to) {
                settled.insert(to);
            } else if nrows < assignment::MAX {
                rows[nrows] = (role, to);
                nrows += 1;
            } else {
                return self.nearest_pieces(pos, c);
            }
        }
        if nrows == 0 {
            return Some((0, false));
        }
        let mut cols = [(Role::Pawn, A1); assignment::MAX];
        let mut ncols = 0;
        for sq in pos.by_color[ci] & !settled {
            if ncols == assignment::MAX {
                return self.nearest_pieces(pos, c);
            }
            cols[ncols] = (pos.piece_at(sq).expect("occupied").1, sq);
            ncols += 1;
        }
        if nrows > ncols {
            return None;
        }
        let cost = |r: usize, k: usize| {
            let ((goal_role, to), (role, from)) = (rows[r], cols[k]);
            let d = self.journey(c, role, from, goal_role, to);
            if d >= FAR as u32 {
                assignment::IMPOSSIBLE
            } else {
                d as i32
            }
        };
        let total = assignment::min_cost(nrows, ncols, cost)?;
        let king_moves = rows[..nrows].iter().any(|&(role, _)| role == Role::King);
        Some((total, king_moves))
    }

    /// Moves a piece of `role` on `from` needs to become the goal's `goal_role` on `to`.
    #[inline]
    fn journey(&self, c: Color, role: Role, from: Square, goal_role: Role, to: Square) -> u32 {
        if role == goal_role {
            self.dist.piece_or_pawn(c, role, from, to)
        } else if role == Role::Pawn && goal_role != Role::King {
            self.dist.promoted[c.index()][goal_role.index()][from.index()][to.index()] as u32
        } else {
            FAR as u32
        }
    }

    /// The weaker sum of each goal piece's nearest candidate (a piece may
    /// serve two goals): for colours with more pieces than the matching takes.
    fn nearest_pieces(&self, pos: &Position, c: Color) -> Option<(u32, bool)> {
        let (mut h, mut king_moves) = (0u32, false);
        for &(goal_role, to) in &self.goal_pieces[c.index()] {
            let best = pos.by_color[c.index()]
                .into_iter()
                .map(|from| self.journey(c, pos.piece_at(from).expect("occupied").1, from, goal_role, to))
                .min()
                .unwrap_or(FAR as u32);
            if best >= FAR as u32 {
                return None;
            }
            h += best;
            king_moves |= goal_role == Role::King && best > 0;
        }
        Some((h, king_moves))
    }
}
