//! What a proof-game search is asked (its limits and reporting) and the
//! limit that stopped it: shared by the count (`count.rs`) and the report
//! (`mod.rs`).

use std::time::Instant;

/// Limits and reporting of one proof-game search.
#[derive(Clone, Debug)]
pub struct ProofGameOptions {
    /// Solutions listed at most.
    pub max_listed: usize,
    /// Stop counting at this many games (`None`: the exact count). With
    /// `Some(2)` the search ends as soon as a second game is found, which
    /// is all a composer needs to know to call a problem unsound.
    pub count_cap: Option<u128>,
    /// Stop at this instant (the verdict is then unknown).
    pub deadline: Option<Instant>,
    /// Bytes the table of (position, plies left) counts may take, growth
    /// included: the search stops before a resize would pass them.
    pub memory_bytes: u64,
    /// Look for shorter games of the same parity first (composers' "cook").
    pub check_shorter: bool,
    /// Cancellation and progress (positions examined).
    pub control: crate::limits::Control,
    /// Threads that count together (`count.rs`); with 1, the positions
    /// examined repeat exactly from run to run.
    pub threads: usize,
    /// Positions examined before this search by the count it is part of
    /// (the sum over a goal's last moves, `mod.rs`): added to the progress
    /// reports, so that they never go back from one search to the next.
    pub progress_offset: u64,
    /// Recompute every bound the estimator's caches answer and panic where
    /// it differs: a cache key that misses an input of its bound shows at
    /// once (tests; several times slower).
    pub audit_caches: bool,
    /// The plies left (bit r: r plies) at which the count also asks
    /// bounds narrowed to the walls the moves left freeze
    /// (`heuristic/narrowed.rs`): a few levels far from the leaves, where
    /// a refuted position saves a large subtree beside the cost of new
    /// distance tables. Tests narrow at every level to check the narrowed
    /// bounds on small trees.
    pub narrow_at: u64,
    /// Positions a count with a cap examines before it pauses once for a
    /// probe for games (`probe.rs`; `None`: no probe). The verdict does not
    /// depend on it.
    pub probe_after: Option<u64>,
}

/// Positions a count with a cap examines before the probe (`probe.rs`):
/// a fraction of a second on the long goals here. Side by side at 20 s a
/// goal against 65,536 (BENCHMARKS.md, Session 75) it decided the same
/// goals with the same verdicts in 0.84 of the time on 36 promoting and
/// capture-heavy goals, 0.99 on 48 with at most one capture and 0.97 on 48
/// castling and chained ones.
pub const PROBE_AFTER: u64 = 1 << 13;

/// The default levels of [`ProofGameOptions::narrow_at`]: 30 and 24 plies
/// left. Side by side at 20 s a goal (BENCHMARKS.md, Session 73) they
/// decided as many goals as no narrowing, in 0.92 of the time on 48
/// ≤ 1-capture goals (a 46-ply count from 3.06 s to 0.25 s), 0.97 on 36
/// promoting and capture-heavy ones, and 1.00 on 48 castling and chained
/// ones (a 38-ply count from 4.17 s to 0.43 s). Narrowing at 34, 30,
/// 26, 22 and 18 took 1.09 of the time on the promoting and
/// capture-heavy ones.
pub const NARROW_AT: u64 = 1 << 30 | 1 << 24;

/// [`ProofGameOptions::narrow_at`] for narrowing at each of `plies_left`
/// (each below 64), e.g. `&[30, 24]`, the default's levels.
pub fn narrow_levels(plies_left: &[u32]) -> u64 {
    plies_left.iter().fold(0, |levels, &r| levels | 1 << r)
}

/// Every level: [`ProofGameOptions::narrow_at`] for tests.
pub const NARROW_EVERYWHERE: u64 = u64::MAX;

impl Default for ProofGameOptions {
    fn default() -> ProofGameOptions {
        ProofGameOptions {
            max_listed: 2,
            count_cap: None,
            deadline: None,
            memory_bytes: 2 << 30,
            check_shorter: true,
            control: Default::default(),
            threads: 1,
            audit_caches: false,
            progress_offset: 0,
            narrow_at: NARROW_AT,
            probe_after: Some(PROBE_AFTER),
        }
    }
}

/// The limit that stopped a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ProofGameStop {
    TimeLimit,
    MemoryLimit,
    Interrupted,
}

impl ProofGameStop {
    pub fn label(self) -> &'static str {
        match self {
            ProofGameStop::TimeLimit => "time limit",
            ProofGameStop::MemoryLimit => "memory limit",
            ProofGameStop::Interrupted => "interrupted",
        }
    }
}
