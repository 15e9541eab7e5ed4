//! The joint tally (`heuristic/joint`) asked by a count: at its root,
//! and below it where the thread's ledger (`ledger.rs`) finds it pays.

use super::ledger::Asked;
use super::{Counter, CHAINS_TO_DEPTH};
use crate::chess::heuristic::moves_per_colour;
use crate::chess::Position;

/// Depths down to which the tally is allowed [`WIDE_SCALE`] times its
/// nodes and walks before it gives up (some 0.2-0.5 s where it did
/// 0.02-0.05): these questions are few, and one refutation there saves a
/// count's whole subtree. On the 32-ply `2n2Bn1/2pk2p1/…` (the shorter
/// length its 34-ply goal must rule out) the root's question gives up
/// even so, but its first child's refutes in 93,911 nodes, and the count
/// is then over in 284 positions (0.97 s, one thread), where it was
/// unknown at 20 s with every question given up at 10,000 nodes
/// (BENCHMARKS.md, Session 85).
const WIDE_TO_DEPTH: usize = 1;
const WIDE_SCALE: u32 = 10;

impl Counter<'_, '_> {
    /// The bounds asked near the root only, where a refutation saves a
    /// whole subtree and the positions are few: each colour alone at depth
    /// 0 (`heuristic/alone.rs`; below the root it cost more than it cut,
    /// BENCHMARKS.md, Session 17), both colours' captures in one tally at
    /// depth 0 and below it where the ledger finds it pays (`ledger.rs`),
    /// and down to [`CHAINS_TO_DEPTH`] whether several victims standing
    /// where they are can all be taken (`heuristic/chains.rs`; asked at
    /// every position, it cost up to a third of the time and decided no
    /// more goals: BENCHMARKS.md, Session 59). Leaves in `joint_asked`
    /// whether the tally was asked, for `JointLedger::note_empty_subtree`.
    pub(super) fn refuted_near_root(&mut self, pos: &Position, r: u32, depth: usize) -> bool {
        let moves = moves_per_colour(pos, r);
        self.joint_asked = Asked::Fixed;
        if depth == 0 && !self.estimator.reachable_alone_within(pos, moves) {
            return true;
        }
        self.joint_asked = self.joint.ask(r, depth, self.examined_here);
        if depth == 0 || matches!(self.joint_asked, Asked::Profitable | Asked::ToLearn) {
            let before = self.estimator.joint_walks_reckoned();
            let scale = if depth <= WIDE_TO_DEPTH { WIDE_SCALE } else { 1 };
            let refuted = self.estimator.joint_tally_refutes_within(pos, moves, scale);
            let walks = self.estimator.joint_walks_reckoned() - before;
            self.joint.note_question(r, self.joint_asked, walks, refuted);
            if refuted {
                return true;
            }
        }
        depth <= CHAINS_TO_DEPTH && self.estimator.victims_where_they_stand_refute(pos, moves)
    }
}
