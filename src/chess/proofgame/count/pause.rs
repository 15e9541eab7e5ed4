//! A count paused after a number of positions rather than at an instant,
//! so that with one thread what happens around the pause repeats exactly
//! (`proofgame/probe.rs` probes for games there).

use super::Shared;
use std::sync::atomic::Ordering;

impl Shared<'_> {
    /// Pauses the next counts once `positions` more have been examined
    /// (none: no such pause). As with [`Shared::pause_at`], a paused count
    /// has stored only what it finished; [`Shared::take_pause`] tells.
    pub(in crate::chess::proofgame) fn pause_after(&self, positions: Option<u64>) {
        let at = positions.map_or(u64::MAX, |n| self.examined.load(Ordering::Relaxed).saturating_add(n));
        self.pause_examined.store(at, Ordering::Relaxed);
    }
}

#[cfg(test)]
impl Shared<'_> {
    /// Whether a pause by positions is still set.
    pub(in crate::chess::proofgame) fn pause_pending(&self) -> bool {
        self.pause_examined.load(Ordering::Relaxed) != u64::MAX
    }
}
