//! Positions checked against bounds narrowed to the walls their moves
//! left freeze (`heuristic/narrowed.rs`), at the plies left
//! `ProofGameOptions::narrow_at` names.
//!
//! A narrowed estimator only refutes: when it does not cut the position,
//! the subtree is counted with the root's estimator as before. Counting
//! the whole subtree with the narrowed one cut a few more positions
//! deeper, but each estimator built starts with cold caches, and on the
//! goals measured (BENCHMARKS.md, Sessions 72 and 73) the cold caches cost more
//! than those deeper cuts saved, while the refutations at the narrowing
//! level itself are nearly all of the gain.

use super::Counter;
use crate::chess::heuristic::narrowed::NarrowedWalls;
use crate::chess::Position;
use std::sync::atomic::Ordering;

/// Narrowed estimators a thread keeps at most (each holds the caches of
/// the few positions asked of it). Building one costs far more than
/// asking it, and a long count meets thousands of walls: on a 34-ply goal
/// (one thread, 20 s) keeping 4 examined 71,680 positions, keeping 256
/// examined 115,968.
const NARROWED_KEPT: usize = 256;

impl Counter<'_, '_> {
    /// Whether the bounds around `walls` (from `narrowed_walls` of `pos`
    /// with `budget` moves per colour) cut `pos` with `r` plies left. The
    /// estimator is kept for the next position with the same walls. The
    /// cut reads nothing of the counter's but the estimator, so nothing
    /// read on the narrowed walls outlives the question but its caches.
    #[inline(never)]
    pub(super) fn refuted_by_narrowed(&mut self, pos: &Position, r: u32, walls: NarrowedWalls, budget: [u32; 2]) -> bool {
        let narrowed = match self.narrowed.remove(&walls) {
            Some(est) => est,
            None => self.estimator.narrowed(&walls, pos, budget),
        };
        self.shared.narrowed_checks.fetch_add(1, Ordering::Relaxed);
        let root_estimator = std::mem::replace(&mut self.estimator, narrowed);
        let refuted = self.cut(pos, r, true);
        if refuted {
            self.shared.narrowed_cuts.fetch_add(1, Ordering::Relaxed);
        }
        let narrowed = std::mem::replace(&mut self.estimator, root_estimator);
        if self.narrowed.len() >= NARROWED_KEPT {
            self.narrowed.clear();
        }
        self.narrowed.insert(walls, narrowed);
        refuted
    }
}
