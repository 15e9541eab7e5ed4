//! Estimators for a subtree: the walls and corridors that the moves left
//! from a position deep in the search freeze, on top of the root's.
//!
//! [`Estimator::for_budget`] takes the distances around the pieces a proof
//! game's whole budget freezes at its start. Deeper in the search the
//! budget left is smaller and more pieces are frozen for good, but the
//! per-position freezes (`budget.rs`) bound a colour around its own frozen
//! pieces only, and leave the other colour's distances, the meeting
//! squares and the landings as the root's tables give them. A position
//! whose budget freezes pieces the root's walls lack is, for its subtree,
//! the start of a smaller proof game: an estimator for_budget from it is
//! admissible for every game through it (its walls stand in every such
//! game: each is frozen by the moves left from it, `budget.rs`), and its
//! tables are taken around them.
//!
//! **Soundness.** The walls grow only: the narrowed estimator keeps the
//! root's walls and corridors (they hold in every game the root's bounds
//! hold in) and adds those frozen from the position. When it cuts the
//! position, no game goes through it, and the table of counts records 0
//! as for any other cut. It is asked nothing else: the subtree's counts,
//! each colour's counts alone (`split.rs`) among them, are all made with
//! the root's estimator, so nothing read on the narrowed walls is kept
//! but in the narrowed estimator's own caches.
//!
//! **Cost.** Building an estimator costs its distance tables and cold
//! caches, so the counter asks a narrowed one only whether it cuts the
//! position it was built for, at the plies left its options name
//! (`ProofGameOptions::narrow_at`), and keeps the estimators it built by
//! their walls for the next position that freezes the same pieces.
//! Counting whole subtrees with it cut a few more positions deeper but
//! lost more to cold caches (BENCHMARKS.md, Sessions 72 and 73).

use super::confined;
use super::corridors::Corridor;
use super::{Estimator, FREEZING_ROUNDS};
use crate::board::Bitboard;
use crate::chess::{Color, Position};

/// The walls and corridors of a narrowed estimator: what tells two apart.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NarrowedWalls {
    pub(super) walls: Bitboard,
    pub(super) corridors: Vec<Corridor>,
}

impl Estimator {
    /// The walls and corridors of the games on from `pos`, which make
    /// `budget` moves (white's, black's): this estimator's and those the
    /// budget freezes from `pos` in one round; `None` if that adds none.
    pub fn narrowed_walls(&self, pos: &Position, budget: [u32; 2]) -> Option<NarrowedWalls> {
        let grown = self.one_round(pos, budget);
        self.walls_grew_to(&grown).then_some(grown)
    }

    /// An estimator around `walls` (from [`Estimator::narrowed_walls`] of
    /// `pos` and `budget`), with further rounds of freezing from `pos`
    /// while they bring more, and this estimator's settings (which checks
    /// are asked where, the cache audit).
    pub fn narrowed(&self, walls: &NarrowedWalls, pos: &Position, budget: [u32; 2]) -> Estimator {
        let first = Estimator::with_walls(&self.goal, self.turn, walls.walls, walls.corridors.clone());
        // The first round is the one `walls` came from.
        let mut est = first.frozen_further(pos, budget, FREEZING_ROUNDS - 1);
        est.pawn_captures_from = self.pawn_captures_from;
        est.forced_from = self.forced_from;
        est.give_and_take_from = self.give_and_take_from;
        est.audit_caches = self.audit_caches;
        est
    }

    /// This estimator rebuilt around what up to `rounds` rounds of
    /// freezing from `start` add to its walls and corridors, stopping at
    /// the first round that adds none (its caches are not carried over).
    pub(super) fn frozen_further(self, start: &Position, budget: [u32; 2], rounds: usize) -> Estimator {
        let mut est = self;
        for _ in 0..rounds {
            let grown = est.one_round(start, budget);
            if !est.walls_grew_to(&grown) {
                break;
            }
            est = Estimator::with_walls(&est.goal, est.turn, grown.walls, grown.corridors);
        }
        est
    }

    /// Whether `grown` (a round from this estimator) holds walls or
    /// corridors this estimator lacks: a round only adds to both.
    pub(super) fn walls_grew_to(&self, grown: &NarrowedWalls) -> bool {
        grown.walls != self.static_walls || grown.corridors.len() != self.corridors.len()
    }

    /// One round of [`Estimator::for_budget`] from `start`: this
    /// estimator's walls, the pieces the budget freezes for good and the
    /// goal pieces shut in by them; its corridors and those of `start`.
    pub(super) fn one_round(&self, start: &Position, budget: [u32; 2]) -> NarrowedWalls {
        let frozen = [Color::White, Color::Black].map(|c| self.frozen_for_good(start, c, budget[c.index()]));
        let walls = confined::shut_in_for_good(&self.goal, start, self.static_walls | frozen[0] | frozen[1]);
        let mut corridors = self.corridors.clone();
        for k in self.corridors(start, budget) {
            if !corridors.contains(&k) {
                corridors.push(k);
            }
        }
        NarrowedWalls { walls, corridors }
    }
}
