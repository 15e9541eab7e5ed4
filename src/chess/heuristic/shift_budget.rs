//! A colour with few captures left: its pawns change files no more often
//! than it captures.
//!
//! Colour c may still capture `k` pieces (the other colour's surplus), and
//! a pawn changes file only by capturing, one file per capture. In every
//! game that reaches the goal, each of c's pieces takes a fate of c's
//! matching (`journeys.rs`: a goal square, or a capture the other
//! colour's pawns must make), and the pawns' file changes on the way add
//! up to `F ≤ k`: a pawn for a goal pawn square or taken on a victim's
//! square changes files at least as far as those squares lie from its own
//! file (a pawn that promotes is charged none). The least journeys know
//! nothing of this: they may send the b-pawn to c6 by b5xc6 and fill b7
//! from a6, two captures, where c has one; or take the victim the other
//! colour's pawns need on c4 with the e-pawn's exd3 and the d-pawn's
//! dxc4, two more.
//!
//! So c makes at least the least journeys `J(a)` over the matchings `a`
//! with `F(a) ≤ k`, and, for every `λ ≥ 0`, at least
//! `L(λ) = min over all a of (J(a) + λ·F(a)) − λ·k` (the game's own
//! matching `a*` has `J(a*) ≥ J(a*) + λ·(F(a*) − k)`): each `λ` is one
//! matching whose pawn entries cost λ more per file changed. `L` is
//! concave in `λ`, so the search for its largest value stops at the first
//! `λ` that does not raise it. At `λ = BIG` (more than any total of real
//! journeys) the matching's total is `BIG·s + m`, where s is the least
//! file changes of any matching and m the least journeys among those with
//! s: s > k refutes the position, and s = k makes m itself a bound (the
//! limit of `L`). A castling saves moves as in `journeys.rs`: the least
//! over not castling and, one move more, each castled placement, each
//! with its own best `λ`. Distances are the static tables' with the pawns'
//! file changes capped at k (`CapturesLeft`), and the bound depends on c's
//! placement and victims alone (its cache key).
//!
//! Asked where c has at most [`SPARE_ASKED`] moves to spare and at least
//! one capture left (with none, its pawns cannot change files at all,
//! which the journeys and `pawn_captures.rs` see).

use super::costs::{charged_matching_cost, Starts, Victim};
use super::distances::CapturesLeft;
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
const BIG: u32 = 1 << 12;

/// The largest λ tried below `BIG` (each one more matching).
const LAMBDA_MAX: u32 = 6;

/// Entries kept per colour before the cache starts over.
const CACHE_ENTRIES: usize = 1 << 16;

/// Per colour: (its placement, the file changes its captures allow) →
/// its least moves with no more (`None`: no matching has so few).
#[derive(Default)]
pub(super) struct ShiftBudgetCache {
    bounds: PerColour<(PlacementKey, u32), Option<u32>>,
}

impl Estimator {
    /// Whether some colour with few captures left needs more moves than
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
            if captures_left == 0 || budget[ci] > bound.journeys + SPARE_ASKED {
                return false;
            }
            self.least_shift_journeys(pos, c, captures_left)
                .is_none_or(|j| j > budget[ci])
        })
    }

    /// Colour `c`'s least moves with its pawns changing files at most
    /// `shifts` times in all (module header; 0 where that cannot be told),
    /// cached by placement; `None` if every matching changes files more
    /// often.
    fn least_shift_journeys(&self, pos: &Position, c: Color, shifts: u32) -> Option<u32> {
        let key = (PlacementKey::of(pos, c, self.victim_summary(pos, c), 0), shifts);
        let compute = || {
            let (victims, n) = self.victims(pos, c);
            let victims = &victims[..n];
            let starts = Starts::of(pos, c);
            let pieces = starts.pieces();
            if self.goal_pieces[c.index()].len() + n > assignment::MAX || pieces.len() > assignment::MAX {
                // Too many pieces for one matching: nothing can be said.
                return Some(0);
            }
            let mut best: Option<u32> = None;
            let mut consider = |pieces: &[(Role, Square)], castled: u32| {
                let Some(moves) = self.lagrangian_bound(c, pieces, victims, shifts) else {
                    return;
                };
                let moves = moves + castled;
                best = Some(best.map_or(moves, |b| b.min(moves)));
            };
            consider(pieces, 0);
            for castling in castlings(pos, c) {
                consider(&castling.castled_pieces(pieces), 1);
            }
            best
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

    /// The largest `L(λ)` of the module header for colour `c`'s `cols`
    /// (their victims' and goal pieces' matching) with at most `shifts`
    /// file changes; `None` if every matching makes more.
    fn lagrangian_bound(&self, c: Color, cols: &[(Role, Square)], victims: &[Victim], shifts: u32) -> Option<u32> {
        let big = self.shift_weighted(c, cols, victims, shifts, BIG)?;
        let (s, m) = (big / BIG, big % BIG);
        if s > shifts {
            return None;
        }
        if s == shifts {
            return Some(m);
        }
        // s < shifts: the matchings with fewer file changes are allowed,
        // and λ trades the moves of those with more against them.
        let mut best = 0;
        for lambda in 1..=LAMBDA_MAX {
            let total = self.shift_weighted(c, cols, victims, shifts, lambda)?;
            let bound = total.saturating_sub(lambda * shifts);
            if bound <= best && lambda > 1 {
                break;
            }
            best = best.max(bound);
        }
        Some(best)
    }

    /// The least matching of colour `c`'s `cols` (at most
    /// [`assignment::MAX`], as the goal pieces and `victims` together) to
    /// its goal pieces and `victims`, each file a pawn changes on the way
    /// costing `per_file` more, on the static tables with at most `shifts`
    /// file changes per pawn; `None` if no matching exists.
    fn shift_weighted(&self, c: Color, cols: &[(Role, Square)], victims: &[Victim], shifts: u32, per_file: u32) -> Option<u32> {
        let d = &CapturesLeft {
            d: &*self.dist,
            shifts: shifts.min(u32::from(u8::MAX)) as u8,
        };
        let rows = &self.goal_pieces[c.index()][..];
        let nrows = rows.len() + victims.len();
        if nrows > cols.len() {
            return None;
        }
        let cost = |r: usize, k: usize| charged_matching_cost(d, c, cols[k], rows, victims, r, per_file);
        assignment::min_cost(nrows, cols.len(), cost)
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

    /// Black's d-pawn must take a white piece on c4, and White has one
    /// capture left (Black's knight). The least journeys send the d-pawn
    /// there (d3, dxc4) and the e-pawn to d3 (exd3): three moves, two
    /// captures. With one, either the e-pawn promotes and comes back to
    /// c4, or the d-pawn takes while the e-pawn stays a pawn no square
    /// wants: λ = 2 charges the two file changes 4 moves against 2, and
    /// White needs 5 where it has 4.
    #[test]
    fn regression_a_victim_taken_by_a_pawn_counts_its_file_change() {
        let pos = parse_fen("n6k/8/8/3p4/8/8/3PP3/7K w - - 0 1").unwrap();
        let goal = parse_fen("7k/8/8/8/2p5/3P4/8/7K w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White)).asking_everywhere();
        let surplus = est.surplus(&pos);
        assert_eq!(surplus, [1, 1]);
        let bounds = [Color::White, Color::Black].map(|c| est.colour_bound(&pos, c, surplus[c.other().index()]).unwrap());
        assert_eq!(bounds[0].journeys, 3);
        assert_eq!(est.least_shift_journeys(&pos, Color::White, 1), Some(5));
        assert!(est.shift_budget_refutes(&pos, [4, 4], bounds, surplus));
        assert_eq!(count_exhaustively(&pos, &goal, 8), 0);
        // With two captures left (a second black knight) the journeys hold.
        assert_eq!(est.least_shift_journeys(&pos, Color::White, 2), Some(3));
    }
}
