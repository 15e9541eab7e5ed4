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
//!
//! **Fewest first.** The same bound, asked once per question of each
//! candidate alone, cuts a candidate whose least moves to a square, with
//! the cheapest of its colour's other squares, pass its colour's moves:
//! no choice can give it that square. The squares are then filled in no
//! fixed order: the one with the fewest open candidates goes first, and
//! a square with none left ends the branch at once (a king's square, or
//! one only a pawn that another square took could reach). Any order
//! fills every square, so a refutation is still one. The 46-ply goal
//! `2N2k2/…` (one thread) went from unknown at 10 s to a shorter game of
//! 44 plies found in 1.2 s (BENCHMARKS.md, Session 91).

use super::state::Ahead;
use super::{walkers, End, Tally, NEVER, UNASKED};
use crate::board::Square;
use crate::chess::{Color, Role};

impl Tally<'_> {
    /// The whole search, the look-ahead ([`Tally::cheapest_ahead`])
    /// reckoned first: whether some choice fits.
    pub(super) fn search(&mut self) -> bool {
        self.cheapest_ahead();
        let total = self.goal[0].len() + self.goal[1].len();
        self.survivors(if total >= 64 { u64::MAX } else { (1u64 << total) - 1 })
    }

    /// Fills the goal squares of `unfilled` (bit `k` for goal square
    /// `k`), then the victims: whether some choice fits. The square with
    /// the fewest open candidates goes first, and one with none ends the
    /// branch at once (a refutation tries every choice, and this order
    /// tries fewer: Session 91).
    fn survivors(&mut self, unfilled: u64) -> bool {
        if self.spent[0] > self.allowed[0] || self.spent[1] > self.allowed[1] || !self.tick() {
            return false;
        }
        if unfilled == 0 {
            let Some(mut rows) = self.rows() else {
                return false;
            };
            return self.victims(&mut rows);
        }
        // The goal squares still to fill each need one candidate at least
        // as dear as their cheapest.
        let to_fill = self.ahead.to_fill;
        if self.spent[0] + to_fill[0] > self.allowed[0] || self.spent[1] + to_fill[1] > self.allowed[1] {
            return false;
        }
        let mut first: Option<(usize, u32)> = None;
        for k in walkers(unfilled) {
            let open = (self.candidates[k] & self.open).count_ones();
            if open == 0 {
                return false;
            }
            if first.is_none_or(|(_, fewest)| open < fewest) {
                first = Some((k, open));
            }
        }
        let Some((k, _)) = first else {
            return false;
        };
        let (c, (role, sq)) = self.goal_square(k);
        // Candidates: free walkers of the colour that can end there
        // ([`Tally::candidates`]) within what the colour's other squares
        // still to fill leave, the cheapest first.
        let left = self.allowed[c.index()] - self.spent[c.index()] - (to_fill[c.index()] - self.ahead.cheapest[k]);
        let mut options = self.spare_candidates.pop().unwrap_or_default();
        options.clear();
        for i in walkers(self.candidates[k] & self.open) {
            debug_assert_eq!(self.walkers[i].end, End::Open);
            let m = self.goal_least(k, i, sq, role);
            if m < NEVER && m <= left {
                options.push((m, i));
            }
        }
        options.sort_unstable();
        self.ahead.to_fill[c.index()] -= self.ahead.cheapest[k];
        let fits = self.survivors_among((k, unfilled & !(1 << k)), (role, sq), &options);
        self.ahead.to_fill[c.index()] += self.ahead.cheapest[k];
        self.spare_candidates.push(options);
        fits
    }

    /// [`Tally::survivors`] at goal square `k` (`sq` as `role`), the
    /// squares `unfilled` left after it, its candidates listed with their
    /// least moves there, the cheapest first.
    fn survivors_among(&mut self, (k, unfilled): (usize, u64), (role, sq): (Role, Square), options: &[(u32, usize)]) -> bool {
        debug_assert!(k < self.ahead.cheapest.len());
        for &(m, i) in options {
            // Each answer from the table counts as one walk, as one from
            // the memo does: the ledger's costs stay as they were.
            self.set_end(i, End::Goal(sq, role));
            self.work.set(self.work.get() + 1);
            // A pawn that stays one may make no more captures than the
            // other colour has victims (`pawn_captures.rs`).
            let fits = self.settle(i, m)
                && (role != Role::Pawn || self.walkers[i].role != Role::Pawn || self.pawn_captures_fit(self.victims))
                && self.survivors(unfilled);
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

    /// Each goal square's cheapest candidate's least moves there, and
    /// per colour their sum ([`Ahead`]); then each square's candidates
    /// cut to those whose least moves there, beside the cheapest of the
    /// colour's other squares, fit its moves (no choice below takes
    /// another). Asked once per tally, before its survivors' search.
    fn cheapest_ahead(&mut self) {
        let total = self.goal[0].len() + self.goal[1].len();
        let n = self.walkers.len();
        let mut cheapest = vec![NEVER; total];
        let mut sums = [0u32; 2];
        for (k, cheap) in cheapest.iter_mut().enumerate() {
            let (c, (role, sq)) = self.goal_square(k);
            *cheap = walkers(self.candidates[k])
                .map(|i| self.goal_least(k, i, sq, role))
                .min()
                .unwrap_or(NEVER);
            sums[c.index()] = (sums[c.index()] + *cheap).min(NEVER);
        }
        for (k, &cheap) in cheapest.iter().enumerate() {
            let c = self.goal_square(k).0.index();
            let others = sums[c].saturating_sub(cheap);
            for i in walkers(self.candidates[k]) {
                let m = self.goal_moves[k * n + i];
                if m >= NEVER || m + others > self.allowed[c] {
                    self.candidates[k] &= !(1 << i);
                }
            }
        }
        self.ahead = Ahead { cheapest, to_fill: sums };
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
