//! A subtree counted with bounds narrowed to the walls its moves left
//! freeze (`heuristic/narrowed.rs`), at the plies left
//! `ProofGameOptions::narrow_at` names.

use super::Counter;
use crate::chess::heuristic::narrowed::NarrowedWalls;
use crate::chess::proofgame::table::Key;
use crate::chess::Position;
use std::sync::atomic::Ordering;

/// Narrowed estimators a thread keeps at most (each holds its caches).
const NARROWED_KEPT: usize = 4;

impl Counter<'_, '_> {
    /// [`Counter::count_uncut`] of a position whose moves left freeze
    /// pieces the estimator's walls lack: its subtree counted with an
    /// estimator around them (`heuristic/narrowed.rs`), kept for the next
    /// subtree with the same walls. Each colour's counts alone read on
    /// those walls stay with it, and the root is not asked again meanwhile.
    #[inline(never)]
    pub(super) fn count_narrowed(
        &mut self,
        pos: &Position,
        r: u32,
        depth: usize,
        key: Key,
        walls: NarrowedWalls,
        budget: [u32; 2],
    ) -> u128 {
        let narrowed = match self.narrowed.remove(&walls) {
            Some(est) => est,
            None => self.estimator.narrowed(&walls, pos, budget),
        };
        self.shared.narrowings.fetch_add(1, Ordering::Relaxed);
        let root_estimator = std::mem::replace(&mut self.estimator, narrowed);
        let root_memo = std::mem::take(&mut self.alone_memo);
        self.narrowed_depth += 1;
        let n = if self.cut(pos, r, true) {
            if !self.shared.table.full() {
                self.shared.table.insert(key, 0);
            }
            0
        } else {
            self.count_children(pos, r, depth, key)
        };
        self.narrowed_depth -= 1;
        self.alone_memo = root_memo;
        let narrowed = std::mem::replace(&mut self.estimator, root_estimator);
        if self.narrowed.len() >= NARROWED_KEPT {
            self.narrowed.clear();
        }
        self.narrowed.insert(walls, narrowed);
        n
    }
}
