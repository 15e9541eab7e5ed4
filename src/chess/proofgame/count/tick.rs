//! Each position a count examines ticks once: the limits (time, memory,
//! cancellation), the sprint's end and the pauses are checked here, at
//! intervals short enough that a capture-heavy goal, whose positions may
//! take a millisecond or more each, stops within a few hundredths of a
//! second.

use super::{Counter, INTERRUPTED, MEMORY_LIMIT, PAUSED, SPRINT_OVER, TIME_LIMIT};
use std::sync::atomic::Ordering;
use std::time::Instant;

impl Counter<'_, '_> {
    /// Counts one more position examined; checks the sprint's end and the
    /// table's own growth at each, the time and an interruption every 16
    /// positions, the process's resident memory every 1024 (and reports
    /// progress every 4096): whether the search has stopped.
    #[inline]
    pub(in crate::chess::proofgame) fn tick(&self) -> bool {
        let shared = self.shared;
        let examined = shared.examined.fetch_add(1, Ordering::Relaxed) + 1;
        if examined >= shared.sprint_until.load(Ordering::Relaxed) {
            shared.stop_for(SPRINT_OVER);
        } else if examined >= shared.pause_examined.load(Ordering::Relaxed) {
            shared.stop_for(PAUSED);
        }
        // The clock every 16 (20-30 ns each): a position deep in a
        // capture-heavy goal may take a millisecond or more, and 256 of
        // them overran a 10 s limit by 0.9 s (Session 87; 4096 by 2 s in
        // Session 71).
        if examined & 15 == 0 {
            let now = Instant::now();
            if shared.opts.deadline.is_some_and(|d| now >= d) {
                shared.stop_for(TIME_LIMIT);
            } else if shared
                .pause_at
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .is_some_and(|p| now >= p)
            {
                shared.stop_for(PAUSED);
            } else {
                if examined & 4095 == 0 {
                    shared
                        .opts
                        .control
                        .report("positions", shared.opts.progress_offset + examined);
                }
                if shared.opts.control.is_cancelled() {
                    shared.stop_for(INTERRUPTED);
                }
            }
        }
        // Each thread's caches may grow at once as this one's may.
        if examined & 1023 == 0
            && shared.table.over(
                crate::limits::resident_bytes(),
                crate::limits::cache_growth_bytes() * shared.threads_used.load(Ordering::Relaxed) as u64,
            )
        {
            shared.stop_for(MEMORY_LIMIT);
        }
        if shared.table.full() {
            shared.stop_for(MEMORY_LIMIT);
        }
        shared.stopped()
    }
}
