//! The survivors' search of the tally (`mod.rs`): which piece standing
//! now ends on each goal square, before the victims are chosen.
//!
//! **Why its own file.** It runs at every question, and on goals whose
//! pawns may promote to many pieces (each pawn a candidate for every goal
//! square of its colour) it was the tally's largest cost (BENCHMARKS.md,
//! Session 81: 39 % of the 34-ply `2n2Bn1/…` goal's time): each goal
//! square's candidates are listed once per question (`Tally::new`), as
//! a bitmask, and a node scans those still open (Session 82: that goal
//! examined 1.75 times the positions in 10 s, one thread).
//!
//! **Charged ahead.** Each goal square still to fill takes a distinct
//! open candidate, whose least moves there are at least the cheapest of
//! all its candidates'; a survivor's moves only grow once its landings
//! are chosen. So a node whose colour's moves so far, plus those
//! cheapest for each of its squares still to fill, pass its moves is
//! cut: sound, and far fewer nodes to a refutation. On the 40-ply
//! length that the 42-ply `2N2Q2/…` goal must rule out, one thread, 20
//! s: the questions that gave up went from 507 of 596 to 115 of 487;
//! the 32-ply root of `2n2Bn1/…` is refuted at once where its count ran
//! 18 s (BENCHMARKS.md, Session 85). Session 84 measured the same cut
//! with the narrower limits and a slower count on one goal, through the
//! ledger's choices; with the count's wider limits near the root the
//! lists came out even (time 0.99).

use super::{walkers, End, Tally, NEVER, UNASKED};
use crate::board::Square;
use crate::chess::{Color, Role};

impl Tally<'_> {
    /// The whole search, the look-ahead ([`Tally::cheapest_ahead`])
    /// reckoned first: whether some choice fits.
    pub(super) fn search(&mut self) -> bool {
        self.ahead = self.cheapest_ahead();
        self.survivors(0)
    }

    /// Fills the goal squares from the `k`-th on (colour by colour), then
    /// the victims: whether some choice fits.
    fn survivors(&mut self, k: usize) -> bool {
        if self.spent[0] > self.allowed[0] || self.spent[1] > self.allowed[1] || !self.tick() {
            return false;
        }
        if k == self.goal[0].len() + self.goal[1].len() {
            let mut rows = self.rows();
            return self.victims(&mut rows);
        }
        let (c, (role, sq)) = self.goal_square(k);
        // The goal squares still to fill each need one candidate at least
        // as dear as their cheapest.
        if self.spent[c.index()] + self.ahead[k] > self.allowed[c.index()] {
            return false;
        }
        // Candidates: free walkers of the colour that can end there
        // ([`Tally::candidates`]), the cheapest first.
        let mut options = self.spare_candidates.pop().unwrap_or_default();
        options.clear();
        for i in walkers(self.candidates[k] & self.open) {
            debug_assert_eq!(self.walkers[i].end, End::Open);
            let m = self.goal_least(k, i, sq, role);
            if m < NEVER && self.spent[c.index()] + m <= self.allowed[c.index()] {
                options.push((m, i));
            }
        }
        options.sort_unstable();
        let fits = self.survivors_among(k, (role, sq), &options);
        self.spare_candidates.push(options);
        fits
    }

    /// [`Tally::survivors`] at goal square `k` (`sq` as `role`), its
    /// candidates listed with their least moves there, the cheapest first.
    fn survivors_among(&mut self, k: usize, (role, sq): (Role, Square), options: &[(u32, usize)]) -> bool {
        for &(m, i) in options {
            // Each answer from the table counts as one walk, as one from
            // the memo does: the ledger's costs stay as they were.
            self.set_end(i, End::Goal(sq, role));
            self.work.set(self.work.get() + 1);
            // A pawn that stays one may make no more captures than the
            // other colour has victims (`pawn_captures.rs`).
            let fits = self.settle(i, m)
                && (role != Role::Pawn || self.walkers[i].role != Role::Pawn || self.pawn_captures_fit(self.victims))
                && self.survivors(k + 1);
            if fits {
                return true;
            }
            // Open without landings: no moves.
            self.set_end(i, End::Open);
            self.work.set(self.work.get() + 1);
            self.settle(i, 0);
            if self.gave_up {
                return false;
            }
        }
        false
    }

    /// Goal square `k` (White's first, then Black's): its colour, role
    /// and square.
    fn goal_square(&self, k: usize) -> (Color, (Role, Square)) {
        let nw = self.goal[0].len();
        if k < nw {
            (Color::White, self.goal[0][k])
        } else {
            (Color::Black, self.goal[1][k - nw])
        }
    }

    /// Per goal square `k`, the sum over the squares of its colour from
    /// `k` on of each one's cheapest candidate's least moves there: asked
    /// once per tally, before its survivors' search.
    fn cheapest_ahead(&mut self) -> Vec<u32> {
        let nw = self.goal[0].len();
        let total = nw + self.goal[1].len();
        let mut ahead = vec![0; total + 1];
        for k in (0..total).rev() {
            let (_, (role, sq)) = self.goal_square(k);
            let cheapest = walkers(self.candidates[k])
                .map(|i| self.goal_least(k, i, sq, role))
                .min()
                .unwrap_or(NEVER);
            let next = if k + 1 == nw { 0 } else { ahead[k + 1] };
            ahead[k] = (next + cheapest).min(NEVER);
        }
        ahead
    }

    /// Walker `i`'s least moves to end on goal square `k` (`sq` as `role`)
    /// before any landing is chosen ([`Tally::goal_moves`]).
    fn goal_least(&mut self, k: usize, i: usize, sq: Square, role: Role) -> u32 {
        let slot = k * self.walkers.len() + i;
        if self.goal_moves[slot] != UNASKED {
            self.work.set(self.work.get() + 1);
            return self.goal_moves[slot];
        }
        let w = &self.walkers[i];
        debug_assert!(w.landings.is_empty(), "survivors are chosen before any landing");
        let m = self.least(w, End::Goal(sq, role), &w.landings);
        self.goal_moves[slot] = m;
        m
    }
}
