//! The other colour's pieces that stay put, as walls.
//!
//! [`Estimator::frozen_for_good`] finds the pieces of a colour that, with
//! its moves left, neither move nor are captured for the rest of every
//! game that reaches the goal: its pawns frozen on the way (`walls.rs`) and
//! the pieces its budget freezes (`budget.rs`). Those squares are occupied
//! until the end, so no piece of *either* colour enters them or slides
//! through them: colour c's journeys may be taken around the other
//! colour's frozen pieces as well as its own. Walls only lengthen
//! distances, so the bound stays admissible.
//!
//! What this sees that the rest does not: a queen whose one-move route
//! crosses a pawn of the other colour that is already home for good, a
//! pawn whose push is barred by an enemy pawn that will never move (so it
//! must capture, and the victim must come to it). Both are common once a
//! tight search is a few moves deep.
//!
//! Cost. The bound depends on both colours then, so it is cached by c's
//! placement, its budget and the other colour's frozen squares, and asked
//! only of positions the count's table does not know yet, where the other
//! colour has frozen pieces beyond the static walls (its budget leaves it
//! under two spare moves, or its pawns are frozen on the way). Session 19
//! measured it (BENCHMARKS.md): small searches shrank up to a
//! thousandfold, long ones examined as many positions a little slower;
//! Session 23 kept it for the small ones (composed problems are tight).

use super::journeys::{remember, ColourBound, PerColour, PlacementKey};
use super::walls::WhenFull;
use super::Estimator;
use crate::board::Bitboard;
use crate::chess::{Color, Position};

/// Entries kept per colour and map before a cache starts over.
const CACHE_ENTRIES: usize = 1 << 17;

/// Per colour: (placement, budget) → its pieces frozen for good; and
/// (placement, budget, the other colour's frozen squares) → its bound
/// around both.
#[derive(Default)]
pub(super) struct TheirsCache {
    frozen: PerColour<(PlacementKey, u32), Bitboard>,
    bounds: PerColour<(PlacementKey, u32, u64), Option<ColourBound>>,
}

impl Estimator {
    /// Colour `c`'s journeys around its own walls and the pieces of the
    /// other colour frozen for good with `budget` (white's, black's) moves
    /// left, if the other colour has any beyond the static walls and
    /// `first` (`c`'s bound so far) is within `c`'s budget; `None` when not
    /// asked. `Some(None)`: the goal is out of reach around them.
    pub(super) fn bound_around_theirs(
        &self,
        pos: &Position,
        c: Color,
        captures_left: u32,
        budget: [u32; 2],
        first: &ColourBound,
    ) -> Option<Option<ColourBound>> {
        let mine = budget[c.index()];
        if first.journeys > mine || Self::castling_saves(pos, c, first) {
            return None;
        }
        let other = c.other();
        let theirs = self.frozen_cached(pos, other, budget[other.index()]);
        if theirs.is_empty() {
            return None;
        }
        let (key, _) = self.placement_key(pos, c, captures_left);
        let cache_key = (key, mine, theirs.0);
        if let Some(&hit) = self.theirs_cache.bounds.borrow()[c.index()].get(&cache_key) {
            return Some(hit);
        }
        let walls = self.static_walls | self.frozen_cached(pos, c, mine) | theirs;
        let rows = self.budget_walls.around(pos.board, walls, WhenFull::Restart)?;
        let bound = self.compute_colour_bound(pos, c, &self.around_walls(&rows));
        remember(&self.theirs_cache.bounds, c, cache_key, bound, CACHE_ENTRIES);
        Some(bound)
    }

    /// [`Estimator::frozen_for_good`], cached by placement and budget.
    fn frozen_cached(&self, pos: &Position, c: Color, budget: u32) -> Bitboard {
        let surplus = self.surplus(pos);
        let (key, _) = self.placement_key(pos, c, surplus[c.other().index()]);
        if let Some(&hit) = self.theirs_cache.frozen.borrow()[c.index()].get(&(key, budget)) {
            return hit;
        }
        let frozen = self.frozen_for_good(pos, c, budget);
        remember(&self.theirs_cache.frozen, c, (key, budget), frozen, CACHE_ENTRIES);
        frozen
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    #[test]
    fn a_queen_cannot_cross_a_pawn_of_the_other_colour_that_is_home_for_good() {
        // Qe7-b4 is one move on an empty diagonal, but white's pawn on c5
        // is on its goal square with no other white pawn to replace it: it
        // stays, and the queen must go round (Qe4-b4), two moves.
        let goal = parse_fen("4k3/8/8/2P5/1q6/8/8/7K w - - 0 1").unwrap();
        let pos = parse_fen("4k3/4q3/8/2P5/8/8/8/7K b - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(est.estimate(&pos).unwrap().per_color[1], 1);
        assert_eq!(est.estimate_within(&pos, [0, 1]).unwrap().per_color[1], 2);
        assert_eq!(count_exhaustively(&pos, &goal, 1), 0);
        // With two moves each the queen goes round while white's king
        // steps out and back (the pawn is still a wall): a game exists.
        assert_eq!(est.estimate_within(&pos, [2, 2]).unwrap().per_color[1], 2);
        assert!(count_exhaustively(&pos, &goal, 4) > 0);
    }
}
