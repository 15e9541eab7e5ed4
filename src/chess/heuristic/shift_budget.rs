//! A colour with no capture to spare: its pawns change files as the goal
//! needs and no more.
//!
//! Colour c may still capture `k` pieces (the other colour's surplus), and
//! its goal pawns need at least `s_min` file changes (`pawn_shifts` of
//! `journeys.rs`: every goal pawn square is filled by its own pawn of c,
//! and a pawn changes file only by capturing, one file per capture). When
//! `s_min = k`, every game that reaches the goal gives the goal pawn
//! squares pawns whose file changes total exactly k: at least `s_min`, and
//! at most the k captures c has. The least journeys (`journeys.rs`) know
//! nothing of this: they may send the b-pawn to c6 by b5xc6 and fill b7
//! from a6, two captures, where c has one.
//!
//! So c makes at least the least journeys over the matchings whose pawns
//! on goal pawn squares change files `k` times in all. One matching finds
//! it: each entry of a pawn for a goal pawn square costs `BIG` more per
//! file it changes. Its least total is `BIG·s + m`, where s is the least
//! file changes of any matching and m the least journeys among the
//! matchings with s; a game's own matching has exactly k, so s > k
//! refutes the position, s = k makes m a bound on c's moves, and s < k
//! (on the static tables, where `s_min` may have been taken around
//! walls) says nothing. A
//! castling saves moves as in `journeys.rs`: the least over not castling
//! and, one move more, each castled placement. Distances are the static
//! tables' and the bound depends on c's placement and victims alone (its
//! cache key).
//!
//! Asked where c has at most [`SPARE_ASKED`] moves to spare and at least
//! one capture left (with none, `pawn_captures.rs` walks its pawns
//! straight, which says more).

use super::costs::{matching_cost, Starts, Victim};
use super::independent::castlings;
use super::journeys::{remember, ColourBound, PerColour, PlacementKey};
use super::Estimator;
use crate::board::Square;
use crate::chess::assignment;
use crate::chess::{Color, Position, Role};

/// Spare moves up to which the check is asked.
const SPARE_ASKED: u32 = 2;

/// What one file changed by a pawn for a goal pawn square adds to the
/// matching: more than any total of real journeys (16 pieces, each under
/// 255 moves), and 16 · 8 of them still under [`assignment::IMPOSSIBLE`].
const BIG: i32 = 1 << 12;

/// Entries kept per colour before the cache starts over.
const CACHE_ENTRIES: usize = 1 << 16;

/// Per colour: (its placement, the file changes its captures allow) →
/// its least journeys with no more (`None`: no matching has so few).
#[derive(Default)]
pub(super) struct ShiftBudgetCache {
    bounds: PerColour<(PlacementKey, u32), Option<u32>>,
}

impl Estimator {
    /// Whether some colour with no capture to spare needs more moves than
    /// `budget` gives it (module header); `bounds` are each colour's bounds
    /// so far, `surplus` each colour's pieces beyond the goal's.
    pub(super) fn shift_budget_refutes(
        &self,
        pos: &Position,
        budget: [u32; 2],
        bounds: [ColourBound; 2],
        surplus: [u32; 2],
    ) -> bool {
        [Color::White, Color::Black].into_iter().any(|c| {
            let (ci, captures_left) = (c.index(), surplus[c.other().index()]);
            let bound = bounds[ci];
            if captures_left == 0 || bound.pawn_shifts != captures_left || budget[ci] > bound.journeys + SPARE_ASKED {
                return false;
            }
            self.least_shift_journeys(pos, c, captures_left)
                .is_none_or(|j| j > budget[ci])
        })
    }

    /// Colour `c`'s least journeys over the matchings whose pawns change
    /// files exactly `shifts` times (module header; 0 where that cannot be
    /// told), cached by placement; `None` if every matching changes files
    /// more often.
    fn least_shift_journeys(&self, pos: &Position, c: Color, shifts: u32) -> Option<u32> {
        let key = (PlacementKey::of(pos, c, self.victim_summary(pos, c), 0), shifts);
        let compute = || {
            let (victims, n) = self.victims(pos, c);
            let victims = &victims[..n];
            let starts = Starts::of(pos, c);
            let pieces = starts.pieces();
            let found = if self.goal_pieces[c.index()].len() + n > assignment::MAX || pieces.len() > assignment::MAX {
                // Too many pieces for one matching: nothing can be said.
                Some(0)
            } else {
                let mut best: Option<u32> = None;
                let mut consider = |pieces: &[(Role, Square)], castled: u32| {
                    // Past `shifts` file changes no game goes; short of them
                    // the matchings that make exactly `shifts` (a game's own)
                    // may cost less than these: nothing to claim.
                    let moves = match self.shift_weighted(c, pieces, victims) {
                        Some((s, m)) if s == shifts => m + castled,
                        Some((s, _)) if s < shifts => 0,
                        _ => return,
                    };
                    best = Some(best.map_or(moves, |b| b.min(moves)));
                };
                consider(pieces, 0);
                for castling in castlings(pos, c) {
                    consider(&castling.castled_pieces(pieces), 1);
                }
                best
            };
            found
        };
        let hit = self.shift_budget_cache.bounds.borrow()[c.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("least_shift_journeys", pos, hit, compute);
            return hit;
        }
        let found = compute();
        remember(&self.shift_budget_cache.bounds, c, key, found, CACHE_ENTRIES);
        found
    }

    /// The least `BIG`-weighted matching of colour `c`'s `cols` (at most
    /// [`assignment::MAX`], as the goal pieces and `victims` together) to
    /// its goal pieces and `victims`: its file changes and its journeys;
    /// `None` if no matching exists.
    fn shift_weighted(&self, c: Color, cols: &[(Role, Square)], victims: &[Victim]) -> Option<(u32, u32)> {
        let d = &*self.dist;
        let rows = &self.goal_pieces[c.index()][..];
        let nrows = rows.len() + victims.len();
        if nrows > cols.len() {
            return None;
        }
        let cost = |r: usize, k: usize| {
            let moves = matching_cost(d, c, cols[k], rows, victims, r);
            match (cols[k], rows.get(r)) {
                ((Role::Pawn, from), Some(&(Role::Pawn, to))) if moves != assignment::IMPOSSIBLE => {
                    moves + BIG * i32::from(from.file().abs_diff(to.file()))
                }
                _ => moves,
            }
        };
        let total = assignment::min_cost(nrows, cols.len(), cost)?;
        Some((total / BIG as u32, total % BIG as u32))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    /// White's goal pawns b7, c6 and d3 need one file change (e2xd3, its
    /// one capture: Black's knight is all it may take). The least journeys
    /// take three (b5xc6, a6xb7, e2xd3: 3 moves); with one, the b- and
    /// c-pawns walk (b6-b7, c5-c6: 5 moves), and White has 4.
    #[test]
    fn regression_pawns_change_files_no_more_than_the_captures_left_allow() {
        let pos = parse_fen("r6k/8/P7/1P6/2P5/3n4/4P3/7K w - - 0 1").unwrap();
        let goal = parse_fen("7k/1P6/r1P5/8/8/3P4/8/7K b - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::Black)).asking_everywhere();
        let surplus = est.surplus(&pos);
        assert_eq!(surplus, [1, 1]);
        let bounds = [Color::White, Color::Black].map(|c| est.colour_bound(&pos, c, surplus[c.other().index()]).unwrap());
        assert_eq!((bounds[0].journeys, bounds[0].pawn_shifts), (3, 1));
        assert_eq!(est.least_shift_journeys(&pos, Color::White, 1), Some(5));
        assert!(est.shift_budget_refutes(&pos, [4, 3], bounds, surplus));
        assert!(est.estimate_within(&pos, [4, 3]).is_none());
        assert_eq!(count_exhaustively(&pos, &goal, 7), 0);
        // With a fifth white move the walks fit.
        assert!(!est.shift_budget_refutes(&pos, [5, 4], bounds, surplus));
    }
}
