//! Each thread's move order: the first thread's by the moves the children
//! need, the helpers' in generated order from where each starts (why:
//! `mod.rs`'s header; applied by `Counter::in_this_threads_order`).

/// The order in which a thread walks each position's moves
/// (`Counter::in_this_threads_order`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct MoveOrder {
    /// Starts `from`/`of` of the way along generated order.
    pub(super) from: usize,
    pub(super) of: usize,
    /// Then sorts the moves kept by the moves their children need.
    pub(super) sorted: bool,
}

impl MoveOrder {
    /// The first thread's: by the moves the children need.
    pub(super) const SORTED: MoveOrder = MoveOrder {
        from: 0,
        of: 1,
        sorted: true,
    };

    /// Helper `k` of `threads`' order: generated order, starting
    /// `k`/`threads` of the way along it; during the sprint, helper 1
    /// starts at the beginning (and helper k at (k-1)/(threads-1)).
    pub(super) fn helper(k: usize, threads: usize, sprinting: bool) -> MoveOrder {
        let (from, of) = if sprinting { (k - 1, threads - 1) } else { (k, threads) };
        MoveOrder {
            from,
            of: of.max(1),
            sorted: false,
        }
    }
}
