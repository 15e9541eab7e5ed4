//! Proof games and A→B problems: every game of exactly N plies from a
//! start (the initial array by default) to a goal placement, counted.
//!
//! A fixed length bounds the problem on both sides: from a position with
//! `r` plies left, the side to move makes ⌈r/2⌉ of them and the other side
//! ⌊r/2⌋. The search is a depth-first count over that exact budget:
//! `count(p, r)` is the number of move sequences of exactly `r` plies from
//! `p` that end on the goal placement (the side to move then follows from
//! the parity), the sum of `count(child, r − 1)` over the legal moves. It is
//! memoised on (position, plies left), which is sound for counting move
//! sequences because the sequences from `p` do not depend on how `p` was
//! reached; transposed move orders stay distinct solutions, as composers
//! count them.
//!
//! A position is cut off the moment a side's lower bound on the moves it
//! still needs exceeds the moves it has left. The bounds are
//! [`Estimator`]'s, each admissible (proofs in `heuristic/`): journeys
//! of the goal pieces from distinct current pieces (castling and promotion
//! accounted for), captures the other side must make for every surplus
//! piece, piece counts that cannot be reached, and changed squares; and,
//! for positions the table does not know yet, the pieces the remaining
//! budget freezes in place (`heuristic/budget.rs`; a colour that cannot
//! afford to castle is bounded as one that cannot castle,
//! `heuristic/castling.rs`), those it freezes at the
//! start being walls for both colours throughout, and where they stand in
//! the way the other colour's pieces frozen for good (`heuristic/theirs.rs`),
//! squatters that must get out of the way of their own colour's goal
//! pieces (`heuristic/squatters.rs`), pieces home on a pawn's way
//! (`heuristic/obstruction.rs`), pawns that may capture only where a
//! piece of the other colour can be, and not at all where it has nothing
//! left to lose (`heuristic/pawn_captures.rs`, the victim's side charged
//! for its fates in `heuristic/extra_victim.rs`), pawns that may change
//! files no more than the captures left allow
//! (`heuristic/shift_budget.rs`), captures whose victim and capturer
//! cannot meet in time (`heuristic/meeting.rs`), and
//! pieces no capture can reach in time, which must end on goal squares
//! (`heuristic/capturable.rs`);
//! a colour whose exact number of moves has a parity its pieces cannot
//! make (knights and pawns left to move, every other piece home:
//! `heuristic/parity.rs`); at the root, each colour's relaxed problem
//! without the other (`heuristic/alone.rs`), asked again with a wider
//! search when the count has run long (`count.rs`); at the root, and
//! below it where its refutations have paid on this count, both colours'
//! captures tallied together (`heuristic/joint`, `count/ledger.rs`). A cut
//! removes only positions from which no sequence of exactly the remaining
//! length reaches the goal, so the count is exact; `tests/proofgame.rs`
//! checks it against plain exhaustive counting.
//!
//! A goal whose side to move is in check fixes the last move up to a few
//! squares (the checker's arrival, or a move off the line it checks along;
//! in double check, one checker's arrival from the other's line): such a
//! goal is counted as the sum over those moves of the games one ply
//! shorter to the placement before each, each refuted or counted by its
//! own search (`last_move.rs`, proof in its header).
//!
//! The count runs on one thread or several sharing the table (`count.rs`,
//! `table.rs`); the count and the verdict do not depend on how many.
//! A count with a small cap that has run [`PROBE_AFTER`] positions pauses
//! once for a probe that may find the cap's games sooner (`probe.rs`):
//! games it finds are games the count would count, so `at least K
//! solutions` from K of them is the count's verdict; if it finds fewer,
//! the count goes on from its table.
//!
//! The verdict a composer reads: `unique`, `N solutions`, `no solution`,
//! or `shorter solution exists` (a game of N − 2, N − 4, … plies reaches the
//! same position with the same side to move, which cooks the problem).

mod count;
mod last_move;
mod ledger;
mod options;
mod probe;
pub mod shortest;
mod split;
mod table;

use super::goal::Goal;
use super::movegen::{legal_moves, play};
use super::packed::PackedPosition;
use super::{Color, Move, Position};
pub use count::CHAINS_TO_DEPTH;
use count::{Counter, Shared};
use last_move::LastMove;
pub use ledger::{ColourLedger, Ledger};
pub use options::{narrow_levels, ProofGameOptions, ProofGameStop, NARROW_AT, NARROW_EVERYWHERE, PROBE_AFTER};
use rustc_hash::FxHashMap;
use std::time::{Duration, Instant};

/// What the search concluded.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "verdict", rename_all = "kebab-case")]
pub enum ProofGameVerdict {
    /// Exactly one game of N plies.
    Unique,
    /// More than one (the exact number, saturating at 2^127 − 1).
    Solutions { count: String },
    /// At least this many: counting stopped at the cap.
    AtLeast { count: String },
    /// No game of exactly N plies reaches the goal.
    NoSolution,
    /// A game of fewer plies (same side to move) reaches the goal.
    ShorterSolutionExists { plies: u32 },
    /// A limit stopped the search first.
    Unknown {
        stopped_by: ProofGameStop,
        /// When the games of N plies were counted but a shorter length was
        /// not settled (`solve`): that length, the shortest not ruled out.
        #[serde(skip_serializing_if = "Option::is_none")]
        shorter_unsettled: Option<u32>,
        /// Then also what the count of N plies found: its verdict's label,
        /// as if nothing were shorter (`at least 2 solutions` already tells
        /// a composer the problem is cooked).
        #[serde(skip_serializing_if = "Option::is_none")]
        counted: Option<String>,
    },
}

impl ProofGameVerdict {
    /// `unique`, `3 solutions`, `no solution`, `shorter solution exists (16 plies)`, `unknown (time limit)`.
    pub fn label(&self) -> String {
        match self {
            ProofGameVerdict::Unique => "unique".into(),
            ProofGameVerdict::Solutions { count } => format!("{count} solutions"),
            ProofGameVerdict::AtLeast { count } if count == "1" => "at least 1 solution".into(),
            ProofGameVerdict::AtLeast { count } => format!("at least {count} solutions"),
            ProofGameVerdict::NoSolution => "no solution".into(),
            ProofGameVerdict::ShorterSolutionExists { plies: 1 } => "shorter solution exists (1 ply)".into(),
            ProofGameVerdict::ShorterSolutionExists { plies } => format!("shorter solution exists ({plies} plies)"),
            ProofGameVerdict::Unknown {
                stopped_by,
                shorter_unsettled: Some(k),
                counted: Some(counted),
            } => format!(
                "unknown ({}; {counted} of this length, {k} plies not ruled out)",
                stopped_by.label()
            ),
            ProofGameVerdict::Unknown { stopped_by, .. } => format!("unknown ({})", stopped_by.label()),
        }
    }
}

/// A finished proof-game search.
#[derive(Clone, Debug)]
pub struct ProofGameReport {
    pub plies: u32,
    pub verdict: ProofGameVerdict,
    /// Games of exactly `plies` plies (0 when unknown or cooked by a shorter one).
    pub count: u128,
    /// Up to `max_listed` of them (for a shorter solution: that game).
    pub solutions: Vec<Vec<Move>>,
    /// Positions whose moves were generated (cut-offs and table hits excluded).
    pub positions_examined: u64,
    /// (position, plies left) entries stored.
    pub stored: u64,
    pub elapsed: Duration,
    /// The most threads that counted at once: 1 when the root was refuted
    /// before any helper started.
    pub threads: usize,
    /// Positions whose games were counted as the product of each colour's
    /// games alone, the colours being unable to meet (`split.rs`).
    pub split_positions: u64,
    /// Positions asked of bounds narrowed to the walls their moves left
    /// freeze (`heuristic/narrowed.rs`), and those the narrowed bounds
    /// cut.
    pub narrowed_checks: u64,
    pub narrowed_cuts: u64,
}

impl ProofGameReport {
    /// Whether `count` is the exact number of games (a verdict other than
    /// a limit, a cap or a shorter game).
    pub fn solutions_known(&self) -> bool {
        matches!(
            self.verdict,
            ProofGameVerdict::Unique | ProofGameVerdict::Solutions { .. } | ProofGameVerdict::NoSolution
        )
    }
}

/// The side to move after `plies` plies from `start`.
pub fn turn_after(start: &Position, plies: u32) -> Color {
    if plies % 2 == 0 {
        start.turn
    } else {
        start.turn.other()
    }
}

/// Counts the games of exactly `plies` plies from `start` to the goal
/// placement (its side to move follows from the parity; the goal's castling
/// rights and en-passant square are not compared, as in a diagram).
pub fn solve(start: &Position, goal_placement: &Position, plies: u32, opts: &ProofGameOptions) -> ProofGameReport {
    match last_move::forced_last_moves(start, goal_placement, plies, turn_after(start, plies)) {
        Some(lasts) => solve_by_last_moves(start, goal_placement, plies, &lasts, opts),
        None => solve_whole(start, goal_placement, plies, opts),
    }
}

/// [`solve`] by one search of the goal itself.
fn solve_whole(start: &Position, goal_placement: &Position, plies: u32, opts: &ProofGameOptions) -> ProofGameReport {
    let t0 = Instant::now();
    let goal = Goal {
        placement: goal_placement.clone(),
        turn: Some(turn_after(start, plies)),
    };
    let plies = plies.min(u8::MAX as u32);
    let shared = Shared::new(&goal, opts, start, plies);
    let threads = opts.threads.max(1);
    let mut c = Counter::new(&shared, shared.estimator(), 0, threads);
    let report = |verdict, count, solutions| ProofGameReport {
        plies,
        verdict,
        count,
        solutions,
        positions_examined: shared.examined.load(std::sync::atomic::Ordering::Relaxed),
        stored: shared.table.len(),
        elapsed: t0.elapsed(),
        threads: shared.threads_used.load(std::sync::atomic::Ordering::Relaxed),
        split_positions: shared.splits.load(std::sync::atomic::Ordering::Relaxed),
        narrowed_checks: shared.narrowed_checks.load(std::sync::atomic::Ordering::Relaxed),
        narrowed_cuts: shared.narrowed_cuts.load(std::sync::atomic::Ordering::Relaxed),
    };
    let stopped_by = || shared.stopped_by().unwrap_or(ProofGameStop::Interrupted);
    let unknown = || ProofGameVerdict::Unknown {
        stopped_by: stopped_by(),
        shorter_unsettled: None,
        counted: None,
    };
    // With a deadline, the shorter lengths get half the time first; a
    // length they have not settled by then waits until the count of N
    // plies is done, and goes on from its table after it (a paused count
    // keeps what it finished). A shorter length can be the harder count
    // (its bounds leave a side no move to spare, and proving no game takes
    // the whole tree): its user still learns what N plies hold.
    let mut unsettled = None;
    if opts.check_shorter {
        shared.pause_at(opts.deadline.map(|d| t0 + d.saturating_duration_since(t0) / 2));
        match shorter_games(&mut c, start, plies % 2, plies) {
            Shorter::Found(k, line) => return report(ProofGameVerdict::ShorterSolutionExists { plies: k }, 0, line),
            Shorter::None => {}
            Shorter::Stopped(k) if shared.take_pause() => unsettled = Some(k),
            Shorter::Stopped(_) => return report(unknown(), 0, vec![]),
        }
        shared.pause_at(None);
    }
    let cap = opts.count_cap.unwrap_or(u128::MAX).max(1);
    c.cap = cap;
    // A count with a cap that runs long is paused once for a probe
    // (`probe.rs`), which may find the cap's games far sooner.
    let (counted, probed) = probe::count_with_probe(&mut c, start, plies, opts);
    let Some(n) = counted else {
        return report(unknown(), 0, vec![]);
    };
    // Listed now: the listing walks the order that answered this count.
    let mut listed = Vec::new();
    match probed {
        Some(games) => listed = games,
        None => c.list(start, plies, &mut Vec::new(), &mut listed, opts.max_listed),
    }
    if let Some(from) = unsettled {
        match shorter_games(&mut c, start, from, plies) {
            Shorter::Found(k, line) => return report(ProofGameVerdict::ShorterSolutionExists { plies: k }, 0, line),
            Shorter::None => {}
            Shorter::Stopped(k) => {
                let verdict = ProofGameVerdict::Unknown {
                    stopped_by: stopped_by(),
                    shorter_unsettled: Some(k),
                    counted: Some(verdict_of(n, cap).label()),
                };
                return report(verdict, n, listed);
            }
        }
    }
    report(verdict_of(n, cap), n, listed)
}

/// What the shorter lengths hold ([`shorter_games`]).
enum Shorter {
    /// A game of this many plies, the shortest.
    Found(u32, Vec<Vec<Move>>),
    /// None of them has a game.
    None,
    /// The search stopped at this length (a limit or a pause).
    Stopped(u32),
}

/// Whether some game of `from`, `from` + 2, … plies (short of `plies`)
/// reaches the goal: the first length with one, and the game.
fn shorter_games(c: &mut Counter, start: &Position, from: u32, plies: u32) -> Shorter {
    let mut shorter = from;
    while shorter + 2 <= plies {
        c.cap = 1; // existence only
        match c.count_from(start, shorter) {
            None => return Shorter::Stopped(shorter),
            Some(0) => {}
            Some(_) => {
                let mut line = Vec::new();
                c.list(start, shorter, &mut Vec::new(), &mut line, 1);
                return Shorter::Found(shorter, line);
            }
        }
        shorter += 2;
    }
    Shorter::None
}

/// The verdict of `n` games counted with the count stopping at `cap`.
fn verdict_of(n: u128, cap: u128) -> ProofGameVerdict {
    match n {
        0 => ProofGameVerdict::NoSolution,
        1 if cap > 1 => ProofGameVerdict::Unique,
        n if n >= cap => ProofGameVerdict::AtLeast { count: n.to_string() },
        n => ProofGameVerdict::Solutions { count: n.to_string() },
    }
}

/// [`solve`] of a goal whose last moves are `lasts`: the games of
/// `plies − 1` plies (two less for an en-passant capture and the double
/// step before it) to each placement before, each followed by its moves,
/// counted one placement after the other (each with its own table, within
/// the same limits); and the shorter games the same way.
fn solve_by_last_moves(
    start: &Position,
    goal: &Position,
    plies: u32,
    lasts: &[LastMove],
    opts: &ProofGameOptions,
) -> ProofGameReport {
    let t0 = Instant::now();
    let mut sum = ProofGameReport {
        plies,
        verdict: ProofGameVerdict::NoSolution,
        count: 0,
        solutions: Vec::new(),
        positions_examined: 0,
        stored: 0,
        elapsed: t0.elapsed(),
        threads: 1,
        split_positions: 0,
        narrowed_checks: 0,
        narrowed_cuts: 0,
    };
    // Adds one search's figures; the whole report if a limit stopped it.
    let add = |sum: &mut ProofGameReport, r: &ProofGameReport| -> Option<ProofGameReport> {
        sum.positions_examined += r.positions_examined;
        sum.stored += r.stored;
        sum.threads = sum.threads.max(r.threads);
        sum.split_positions += r.split_positions;
        sum.narrowed_checks += r.narrowed_checks;
        sum.narrowed_cuts += r.narrowed_cuts;
        sum.elapsed = t0.elapsed();
        matches!(r.verdict, ProofGameVerdict::Unknown { .. }).then(|| ProofGameReport {
            verdict: r.verdict.clone(),
            ..sum.clone()
        })
    };
    // Each search's progress goes on from the positions of those before.
    let part = |cap: Option<u128>, listed: usize, examined: u64| ProofGameOptions {
        check_shorter: false,
        count_cap: cap,
        max_listed: listed,
        progress_offset: opts.progress_offset + examined,
        ..opts.clone()
    };
    // Most lengths the goal's own bounds refute at once, before any
    // placement one ply earlier is set up.
    let whole = Goal {
        placement: goal.clone(),
        turn: Some(turn_after(start, plies)),
    };
    let shared = Shared::new(&whole, opts, start, plies);
    let bounds = Counter::new(&shared, shared.estimator(), 0, 1);
    if opts.check_shorter {
        let mut shorter = plies % 2;
        while shorter + 2 <= plies {
            // A game of 0 or 1 ply is no longer than its last move.
            let found: Option<Vec<Move>> = if bounds.refuted_at_root(start, shorter) {
                None
            } else if shorter < 2 {
                let r = solve_whole(start, goal, shorter, &part(Some(1), 1, sum.positions_examined));
                if let Some(stopped) = add(&mut sum, &r) {
                    return stopped;
                }
                r.solutions.into_iter().next()
            } else {
                let mut found = None;
                for last in lasts {
                    let Some(before) = shorter.checked_sub(last.moves.len() as u32) else {
                        continue;
                    };
                    let r = solve(start, &last.before, before, &part(Some(1), 1, sum.positions_examined));
                    if let Some(stopped) = add(&mut sum, &r) {
                        return stopped;
                    }
                    if let Some(mut line) = r.solutions.into_iter().next() {
                        line.extend(&last.moves);
                        found = Some(line);
                        break;
                    }
                }
                found
            };
            if let Some(line) = found {
                let verdict = ProofGameVerdict::ShorterSolutionExists { plies: shorter };
                return ProofGameReport {
                    verdict,
                    solutions: vec![line],
                    ..sum
                };
            }
            shorter += 2;
        }
    }
    let cap = opts.count_cap.unwrap_or(u128::MAX).max(1);
    let mut n = 0u128;
    let refuted = bounds.refuted_at_root(start, plies);
    for last in lasts.iter().filter(|_| !refuted) {
        let left = opts.count_cap.map(|_| cap - n);
        let r = solve(
            start,
            &last.before,
            plies - last.moves.len() as u32,
            &part(left, opts.max_listed - sum.solutions.len(), sum.positions_examined),
        );
        if let Some(stopped) = add(&mut sum, &r) {
            return stopped;
        }
        n = n.saturating_add(r.count);
        for mut line in r.solutions {
            line.extend(&last.moves);
            sum.solutions.push(line);
        }
        if n >= cap {
            break;
        }
    }
    ProofGameReport {
        verdict: verdict_of(n, cap),
        count: n,
        ..sum
    }
}

/// Plain exhaustive counting (every legal sequence of exactly `plies`
/// plies, memoised on position and plies left, no bound): the oracle the
/// tests compare [`solve`] with.
pub fn count_exhaustively(start: &Position, goal_placement: &Position, plies: u32) -> u128 {
    count_memoised(start, goal_placement, plies, |_, _| false, u64::MAX).expect("no limit")
}

/// A second oracle, for lengths plain counting cannot reach: the count
/// with one bound so simple it is plainly admissible. Every move of a
/// colour puts one of its pieces on one square (a castling two, once a
/// game), so a colour still makes at least as many moves as the goal has
/// squares not yet holding its piece of the goal's kind, less one while
/// it may castle. `None` past `max_positions` positions counted.
pub fn count_with_filling_bound(start: &Position, goal_placement: &Position, plies: u32, max_positions: u64) -> Option<u128> {
    let needed = |pos: &Position, c: Color| -> u32 {
        let unfilled: u32 = super::Role::ALL
            .iter()
            .map(|&r| (goal_placement.pieces(c, r) & !pos.pieces(c, r)).count())
            .sum();
        unfilled.saturating_sub(u32::from(pos.castling.rights[c.index()].contains(&true)))
    };
    let cut = |pos: &Position, r: u32| {
        let budget = super::heuristic::moves_per_colour(pos, r);
        needed(pos, Color::White) > budget[0] || needed(pos, Color::Black) > budget[1]
    };
    count_memoised(start, goal_placement, plies, cut, max_positions)
}

/// Every legal sequence of exactly `plies` plies, memoised on position and
/// plies left, skipping the positions `cut` refutes: the two oracles'
/// common walk. `None` past `max_positions` positions counted.
fn count_memoised(
    start: &Position,
    goal_placement: &Position,
    plies: u32,
    cut: impl Fn(&Position, u32) -> bool,
    max_positions: u64,
) -> Option<u128> {
    struct Walk<F> {
        goal: Goal,
        cut: F,
        memo: FxHashMap<(PackedPosition, u8), u128>,
        left: u64,
    }
    impl<F: Fn(&Position, u32) -> bool> Walk<F> {
        fn count(&mut self, pos: &Position, r: u32) -> Option<u128> {
            if r == 0 {
                return Some(u128::from(self.goal.reached(pos)));
            }
            if (self.cut)(pos, r) {
                return Some(0);
            }
            let key = (PackedPosition::pack(pos), r as u8);
            if let Some(&n) = self.memo.get(&key) {
                return Some(n);
            }
            self.left = self.left.checked_sub(1)?;
            let mut legal = Vec::new();
            legal_moves(pos, &mut legal);
            let mut n = 0;
            for m in legal {
                n += self.count(&play(pos, m), r - 1)?;
            }
            self.memo.insert(key, n);
            Some(n)
        }
    }
    let goal = Goal {
        placement: goal_placement.clone(),
        turn: Some(turn_after(start, plies)),
    };
    Walk {
        goal,
        cut,
        memo: FxHashMap::default(),
        left: max_positions,
    }
    .count(start, plies)
}

#[cfg(test)]
mod tests;
