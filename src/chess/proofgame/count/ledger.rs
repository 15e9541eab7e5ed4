//! Where a count asks the joint tally (`heuristic/joint`) below its root
//! (`joint.rs`):
//! at the numbers of plies left where, by what its questions have cost
//! and cut so far on this thread, a refutation saves more time than the
//! questions cost.
//!
//! **Why a ledger.** A question costs from some 10 µs to a few ms, a
//! position examined (with its children's bounds) some 100-200 µs. Asked at every position (Session 80's
//! tally, BENCHMARKS.md), the Pronkin-style goal's 24-ply count fell from
//! 12.6 to 2.4 s, but a 46-ply goal of the random lists rose from 0.6 to
//! 7.7 s: its 5,000 refutations, a millisecond each, cut subtrees that the
//! plain bounds walk in a few dozen positions. So each thread keeps, by
//! plies left, what its questions cost, how often they refuted, and how
//! many positions the subtrees it did not ask about held when they had
//! no game; it asks where refutation rate × such a subtree's positions ×
//! a position's cost passes a question's cost. To learn both, it asks the
//! first [`SAMPLES`] eligible positions of each number of plies left and
//! then one in [`EXPLORE_EVERY`], while those questions cost at most a
//! [`LEARNING_SHARE`]th of what the thread has spent (after
//! [`FIRST_LEARNING`]). The size of an empty subtree is borrowed from the
//! nearest number of plies left below that knows it; while none does,
//! one eligible position in [`UNASKED_EVERY`] is left unasked. Costs are counted in the
//! tally's walks, a position as [`POSITION_WALKS`], not in time: so on one
//! thread the positions examined repeat exactly, as the CLI promises. The
//! ledger only decides where a sound bound is asked: counts and verdicts
//! do not depend on it.

/// Plies left from which the tally may be asked below the root: nearer
/// the end the subtrees are small.
const JOINT_FROM: u32 = 4;

/// Samples of each kind a number of plies left needs before the ledger
/// trusts its figures there.
const SAMPLES: u64 = 4;

/// While a number of plies left has too few subtrees without a game to
/// know their size, one eligible position in this many is left unasked.
const UNASKED_EVERY: u64 = 4;

/// Once it knows, one eligible position in this many is still asked to
/// learn from where the ledger finds the questions do not pay.
const EXPLORE_EVERY: u64 = 16;

/// What a position examined costs, in the tally's walks: a position and
/// the bounds of its children take some 110-180 µs of a thread's time on
/// the goals of BENCHMARKS.md's Session 80. Session 81 made a walk some
/// four times cheaper (the Pronkin-style count's tally fell from about
/// 2 s to 0.5 s for the same walks), so a position is worth more of
/// them: 20,000 decided the same goals as 5,000 and 10,000, in 0.74× of
/// 5,000's summed time on the random lists and 0.63× on the themed ones
/// (two side-by-side runs chained, BENCHMARKS.md).
const POSITION_WALKS: u64 = 20_000;

/// The questions asked to learn cost at most this share (one part in
/// this many) of the thread's positions and questions together, after
/// the first [`FIRST_LEARNING`] walks (some 20 ms).
const LEARNING_SHARE: u64 = 8;
const FIRST_LEARNING: u64 = 750_000;

/// What the tally cost and cut at one number of plies left.
#[derive(Clone, Copy, Default)]
struct Row {
    eligible: u64,
    asked: u64,
    refuted: u64,
    /// Walks the questions reckoned.
    walks: u64,
    /// Subtrees examined without asking whose count was 0, and their
    /// positions.
    empty_subtrees: u64,
    empty_positions: u64,
}

/// One thread's ledger of the tally below the root, by plies left.
pub(super) struct JointLedger {
    rows: [Row; 64],
    /// Walks all the questions reckoned, and those asked to learn.
    asked: u64,
    learning: u64,
}

impl Default for JointLedger {
    fn default() -> Self {
        JointLedger {
            rows: [Row::default(); 64],
            asked: 0,
            learning: 0,
        }
    }
}

/// Whether a position was asked, and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Asked {
    /// At the root (always), or below [`JOINT_FROM`] plies left (never):
    /// nothing to learn.
    Fixed,
    No,
    Profitable,
    ToLearn,
}

impl JointLedger {
    /// Whether to ask the tally of a position `r` plies from the end at
    /// `depth`, this thread having examined `examined` positions.
    pub(super) fn ask(&mut self, r: u32, depth: usize, examined: u64) -> Asked {
        if depth == 0 || r < JOINT_FROM {
            return Asked::Fixed;
        }
        let spent = examined.saturating_mul(POSITION_WALKS).saturating_add(self.asked);
        let may_learn = self.learning <= FIRST_LEARNING + spent / LEARNING_SHARE;
        let size = self.empty_subtree_size(r);
        let row = &mut self.rows[(r as usize).min(63)];
        row.eligible += 1;
        let Some((positions, subtrees)) = size else {
            // How big a subtree without a game is, here or nearer the end,
            // is not known yet: asked while learning may spend, but one
            // position in [`UNASKED_EVERY`] is left unasked to learn it.
            return if may_learn && row.eligible % UNASKED_EVERY != 0 {
                Asked::ToLearn
            } else {
                Asked::No
            };
        };
        if row.asked >= SAMPLES {
            // refuted / asked × positions / subtrees × POSITION_WALKS >
            // walks / asked, multiplied out.
            let saving = u128::from(row.refuted) * u128::from(positions) * u128::from(POSITION_WALKS);
            let cost = u128::from(row.walks) * u128::from(subtrees);
            if saving > cost {
                return Asked::Profitable;
            }
        }
        if may_learn && (row.asked < SAMPLES || row.eligible % EXPLORE_EVERY == 0) {
            Asked::ToLearn
        } else {
            Asked::No
        }
    }

    /// The positions and the number of the subtrees without a game that
    /// were not asked about, `r` plies from the end, once there are
    /// [`SAMPLES`] of them; else those of the nearest number of plies left
    /// below that has them: a subtree with more plies left holds at least
    /// as many positions, so the ledger need not leave positions near the
    /// root, where subtrees are large, unasked to learn their size.
    fn empty_subtree_size(&self, r: u32) -> Option<(u64, u64)> {
        (JOINT_FROM..=r.min(63))
            .rev()
            .map(|k| &self.rows[k as usize])
            .find(|row| row.empty_subtrees >= SAMPLES)
            .map(|row| (row.empty_positions, row.empty_subtrees))
    }

    /// Notes a question asked `r` plies from the end: its walks and
    /// whether it refuted.
    pub(super) fn note_question(&mut self, r: u32, asked: Asked, walks: u64, refuted: bool) {
        self.asked += walks;
        if asked == Asked::ToLearn {
            self.learning += walks;
        }
        if matches!(asked, Asked::ToLearn | Asked::Profitable) {
            let row = &mut self.rows[(r as usize).min(63)];
            row.asked += 1;
            row.walks += walks;
            row.refuted += u64::from(refuted);
        }
    }

    /// Notes a subtree `r` plies from the end that was not asked about
    /// and held no game, after `positions` positions examined.
    pub(super) fn note_empty_subtree(&mut self, r: u32, asked: Asked, positions: u64) {
        if asked != Asked::No {
            return;
        }
        let row = &mut self.rows[(r as usize).min(63)];
        row.empty_subtrees += 1;
        row.empty_positions += positions;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_of_plies_left_is_asked_once_its_refutations_save_more_than_they_cost() {
        let mut ledger = JointLedger::default();
        assert_eq!(ledger.ask(10, 0, 0), Asked::Fixed, "the root is always asked");
        assert_eq!(ledger.ask(3, 5, 0), Asked::Fixed, "nor near the end");
        // Questions of 10 positions' walks that refute half the time,
        // beside subtrees of 100 positions: asked.
        let question = 10 * POSITION_WALKS;
        for _ in 0..SAMPLES {
            ledger.note_question(10, Asked::ToLearn, question, true);
            ledger.note_question(10, Asked::ToLearn, question, false);
            ledger.note_empty_subtree(10, Asked::No, 100);
        }
        assert_eq!(ledger.ask(10, 3, 100_000), Asked::Profitable);
        // Beside subtrees of 10 positions, the same questions cost more
        // than they save: asked only to learn, one in EXPLORE_EVERY.
        for _ in 0..100 {
            ledger.note_question(8, Asked::ToLearn, question, true);
            ledger.note_question(8, Asked::ToLearn, question, false);
            ledger.note_empty_subtree(8, Asked::No, 10);
        }
        ledger.learning = 0;
        let asked: Vec<Asked> = (0..EXPLORE_EVERY).map(|_| ledger.ask(8, 3, 100_000)).collect();
        assert_eq!(asked.iter().filter(|&&a| a == Asked::ToLearn).count(), 1);
        assert!(!asked.contains(&Asked::Profitable));
    }

    #[test]
    fn the_size_of_an_empty_subtree_is_borrowed_from_nearer_the_end() {
        let mut ledger = JointLedger::default();
        let question = 10 * POSITION_WALKS;
        // Subtrees of 100 positions without a game 6 plies from the end;
        // 12 plies from the end, none left unasked yet.
        for _ in 0..SAMPLES {
            ledger.note_empty_subtree(6, Asked::No, 100);
            ledger.note_question(12, Asked::ToLearn, question, true);
        }
        assert_eq!(ledger.empty_subtree_size(12), Some((4 * 100, SAMPLES)));
        assert_eq!(ledger.empty_subtree_size(5), None);
        assert_eq!(ledger.ask(12, 2, 100_000), Asked::Profitable);
        // Its own figures, once it has them, come first.
        for _ in 0..SAMPLES {
            ledger.note_empty_subtree(12, Asked::No, 5);
        }
        assert_eq!(ledger.empty_subtree_size(12), Some((4 * 5, SAMPLES)));
        assert_ne!(ledger.ask(12, 2, 100_000), Asked::Profitable);
    }

    #[test]
    fn learning_stops_when_its_walks_pass_their_share() {
        let mut ledger = JointLedger::default();
        // Learning has spent twice its start, and its share of that.
        ledger.note_question(9, Asked::ToLearn, 2 * FIRST_LEARNING, false);
        assert!((0..2 * EXPLORE_EVERY).all(|_| ledger.ask(9, 2, 0) == Asked::No));
        // Each position examined earns the learning more walks: its share
        // of 6 starts' worth more of positions pays the rest.
        let examined = 6 * FIRST_LEARNING / POSITION_WALKS + 1;
        assert!((0..EXPLORE_EVERY).any(|_| ledger.ask(9, 2, examined) == Asked::ToLearn));
    }
}
