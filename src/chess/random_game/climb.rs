//! Unique proof games by climbing: a random game's end position is
//! counted, then the game is changed a little at a time, each change kept
//! when its end position has no more games than before, until one has a
//! single game.
//!
//! Why: a composed proof game is sound only if unique, and unique random
//! games are rare past 14 plies (1 chained walk in 2,000 at 16 plies, none
//! in 10,000 at 20). Most of an economical game's move orders are
//! independent journeys that can be played in either order; a change that
//! makes one journey wait for another (a line opened, a square cleared)
//! takes those orders away. The climb keeps a prefix of the game, walks the
//! rest again with the same kind of walk, and counts the new end position
//! with the same exact count `chess proofgame` runs (shorter games first,
//! so a kept game is never cooked by one).
//!
//! Each count is capped: above the cap the climb only knows "many", so it
//! walks that plateau at random (a change is kept when it is no worse)
//! until a change brings the count under the cap. A game whose count ends
//! at a limit, or that a shorter game cooks, is never kept.

use crate::chess::proofgame::{solve, ProofGameOptions, ProofGameReport, ProofGameVerdict};
use crate::chess::{Move, Position};
use rand::Rng;
use std::time::{Duration, Instant};

/// How a climb counts and how long it climbs.
#[derive(Clone, Debug)]
pub struct ClimbOptions {
    /// Changes tried after the first game, at most.
    pub steps: usize,
    /// Each count stops here: a game with more is "many".
    pub count_cap: u128,
    /// The limits of each count; a count stopped by one rejects its game.
    pub time_per_count: Duration,
    pub memory_bytes: u64,
    /// Cancellation (each count hears it; a cancelled climb ends).
    pub control: crate::limits::Control,
}

/// Where a climb ended.
#[derive(Clone, Debug)]
pub struct ClimbOutcome {
    /// The game with the fewest games to its end position, and that position.
    pub game: Vec<Move>,
    pub goal: Position,
    /// That position's count (unique when the climb succeeded).
    pub report: ProofGameReport,
    /// Changes tried, and the counts of the games the climb stood on in
    /// turn (capped counts read as the cap); `game` is the first of the
    /// fewest.
    pub steps: usize,
    pub path: Vec<u128>,
}

impl ClimbOutcome {
    /// Whether the game reached has one game of its length.
    pub fn unique(&self) -> bool {
        self.report.verdict == ProofGameVerdict::Unique
    }
}

/// Climbs from a game of `walk`'s kind towards a unique one; `None` when
/// no first game could be walked and counted within the limits. The
/// outcome is the best game met, unique or not: the caller decides.
///
/// `walk(prefix, rng)` walks a game of `plies` plies that begins with
/// `prefix` (the kind of walk is the caller's: `random_game`'s walks).
pub fn climb_to_unique<R: Rng>(
    start: &Position,
    plies: u32,
    o: &ClimbOptions,
    rng: &mut R,
    mut walk: impl FnMut(&[Move], &mut R) -> Option<(Vec<Move>, Position)>,
) -> Option<ClimbOutcome> {
    let (game, goal) = walk(&[], rng)?;
    let report = count(start, &goal, plies, o);
    let mut score = games_counted(&report)?;
    // The game the climb stands on, and the best it has stood on.
    let mut here = (game.clone(), goal.clone(), first_difference(&game, &report));
    let mut best = ClimbOutcome {
        game,
        goal,
        report,
        steps: 0,
        path: vec![score],
    };
    // (A game of 0 plies is unique: the loop never cuts an empty game.)
    while !best.unique() && best.steps < o.steps && !o.control.is_cancelled() {
        best.steps += 1;
        // Walk again the last `k` moves, 1 ≤ k ≤ plies, short tails the
        // likeliest (k − 1 = plies·u², u uniform): near a unique game most
        // changes that help are small, and a new opening rarely helps.
        let keep = match here.2 {
            // Half the time, cut where another game first leaves this one
            // (or a move or two before): the move orders that stand in the
            // way of uniqueness begin there.
            Some(d) if rng.gen_bool(0.5) => d.saturating_sub(rng.gen_range(0..3)),
            _ => {
                let u: f64 = rng.gen();
                let k = 1 + ((plies as f64 * u * u) as usize).min(plies as usize - 1);
                plies as usize - k
            }
        };
        let Some((game, goal)) = walk(&here.0[..keep], rng) else {
            continue;
        };
        if goal == here.1 {
            continue;
        }
        let report = count(start, &goal, plies, o);
        let Some(s) = games_counted(&report) else {
            continue;
        };
        // No worse: kept. Worse: kept now and then, so that the climb can
        // leave a local minimum (a game with 2 games, say, whose every
        // small change has more); `s` times as many games as now is kept
        // with chance (score / s)², a doubling 1 in 4.
        let ratio = score as f64 / s as f64;
        if s <= score || rng.gen::<f64>() < ratio * ratio {
            score = s;
            best.path.push(s);
            here = (game.clone(), goal.clone(), first_difference(&game, &report));
            if s < games_counted(&best.report).unwrap_or(u128::MAX) {
                best.game = game;
                best.goal = goal;
                best.report = report;
            }
        }
    }
    Some(best)
}

/// The first ply at which a listed game other than `game` leaves it.
fn first_difference(game: &[Move], r: &ProofGameReport) -> Option<usize> {
    r.solutions
        .iter()
        .filter_map(|other| game.iter().zip(other).position(|(a, b)| a != b))
        .min()
}

/// The count of `goal` in `plies`, capped and limited as `o` says.
fn count(start: &Position, goal: &Position, plies: u32, o: &ClimbOptions) -> ProofGameReport {
    let opts = generator_count(Some(o.count_cap), o.time_per_count, o.memory_bytes, &o.control);
    solve(start, goal, plies, &opts)
}

/// The count a generator runs on a game it made: two games listed, shorter
/// games looked for first, on one thread (the positions examined, written
/// in the files, repeat exactly), stopped at `cap` games or after `time`.
pub(super) fn generator_count(
    cap: Option<u128>,
    time: Duration,
    memory_bytes: u64,
    control: &crate::limits::Control,
) -> ProofGameOptions {
    ProofGameOptions {
        max_listed: 2,
        count_cap: cap,
        deadline: Some(Instant::now() + time),
        memory_bytes,
        control: control.clone(),
        ..ProofGameOptions::default()
    }
}

/// The number of games a count found, the cap for "at least the cap";
/// `None` for a game the climb may not keep (cooked by a shorter game, or
/// the count stopped by a limit).
fn games_counted(r: &ProofGameReport) -> Option<u128> {
    match &r.verdict {
        ProofGameVerdict::Unique => Some(1),
        ProofGameVerdict::Solutions { .. } => Some(r.count),
        ProofGameVerdict::AtLeast { .. } => Some(r.count.max(1)),
        // The walked game itself reaches the goal, so "no solution" would
        // be a bug of the count's; it is never kept either way.
        ProofGameVerdict::NoSolution | ProofGameVerdict::ShorterSolutionExists { .. } | ProofGameVerdict::Unknown { .. } => None,
    }
}
