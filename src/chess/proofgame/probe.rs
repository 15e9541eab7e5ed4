//! A probe for games, asked when a count with a cap has run a while: a
//! limited-discrepancy search that may find the cap's games long before
//! the depth-first count does.
//!
//! **Why.** The count walks each position's children fewest-moves-first
//! and finishes each subtree before the next: a first child whose subtree
//! holds no game, but is large, is walked whole before its sibling is
//! tried. On goals with games that is most of a long count's time: 7201's
//! 42-ply `rn1k2nr/...` was undecided after 30 s of counting, while a probe
//! that strays from the first child at most a few times along the way
//! found two games in 5,000 positions (BENCHMARKS.md, Session 74).
//!
//! **How.** Probe k walks every line that takes a child other than a
//! position's first (in the count's order, fewest moves needed first) at
//! most k times, for k = 0, 1, 2, …, with the count's cuts. A position
//! whose lines within k strays hold no game is remembered with k (or as
//! empty once a probe walked all of its subtree), so a later probe with
//! no more strays left skips it. Each game found is a distinct line of
//! exactly the plies asked that ends on the goal, checked at its last
//! ply: what the count counts. The probe only ever finds games; it proves
//! nothing about a goal whose games it does not find, and the count then
//! goes on from its table.
//!
//! **Dives.** A probe that spends its budget without the games wanted
//! then dives: depth-first walks with no limit on strays, each with
//! children that need as many moves in another order (a hash of the move
//! and the dive's seed), each stopped after 512 positions times the next
//! term of Luby's restart sequence, for a quarter of the budget in all.
//! The time to a first game is heavy-tailed in the order of such ties: on
//! the 40-ply `rNk4r/…` (no capture, no spare move) eight tie orders took
//! 204 to over 850,000 positions, and the count's own took 1.1 M. Its
//! probe now finds two games in its dives, the count is over in 85,000
//! positions and 2.0 s where it was unknown at 10 s, and two 44-ply goals
//! take half the positions (BENCHMARKS.md, Session 88). What a dive
//! leaves is what a probe leaves: games, subtrees walked whole as exact
//! counts, and none of an order's stray-limited emptiness, which holds
//! for its order only.
//!
//! **The table, both ways.** A probe skips the subtrees the count already
//! found empty, and leaves in the count's table what it counted exactly: a
//! subtree walked whole (within its strays, no stop) met each of its lines
//! once, so the lines that reached the goal in it are its count. Where the
//! probe finds no game (a unique problem's second game, a goal with none)
//! its positions are then not lost: the 18-ply `rn1q3r/ppp1kp2/…` of
//! BENCHMARKS.md's Session 77 is refuted in 55,309 positions instead of
//! 88,458 (one thread).

use super::count::Counter;
use super::options::ProofGameOptions;
use super::table::Key;
use crate::chess::movegen::{legal_moves, play};
use crate::chess::packed::PackedPosition;
use crate::chess::{Move, Position};
use rustc_hash::FxHashMap;
use std::sync::atomic::Ordering;

/// The largest cap a probe is asked for: beyond, it would seldom find
/// them all, and counts with large caps want the count itself.
pub(super) const PROBE_CAP: u128 = 64;

/// Positions one probe examines at most.
pub(super) const PROBE_POSITIONS: u64 = 1 << 16;

/// A count ([`count_with_probe`]) and the probe's games, if they answered it.
pub(super) type Counted = (Option<u128>, Option<Vec<Vec<Move>>>);

/// The games of exactly `plies` plies from `start`, counted by `counter`
/// up to its cap; a count with a cap of at most [`PROBE_CAP`] pauses
/// after `opts.probe_after` positions for a probe. `None` when a limit
/// stopped it; with the games, when the probe found the cap's games (as
/// many as `opts.max_listed` if it found them too).
pub(super) fn count_with_probe(counter: &mut Counter, start: &Position, plies: u32, opts: &ProofGameOptions) -> Counted {
    let cap = counter.cap;
    let probing = opts.count_cap.is_some() && cap <= PROBE_CAP;
    let shared = counter.shared;
    shared.pause_after(opts.probe_after.filter(|_| probing));
    let counted = counter.count_from(start, plies);
    // The pause is this count's alone: a shorter length counted after it
    // once stopped there as if interrupted (Session 74).
    shared.pause_after(None);
    if counted.is_some() || !probing || !shared.take_pause() {
        return (counted, None);
    }
    let wanted = usize::try_from(cap).unwrap_or(usize::MAX);
    let (mut games, examined) = probe_games(counter, start, plies, wanted.max(opts.max_listed), PROBE_POSITIONS);
    shared.examined.fetch_add(examined, Ordering::Relaxed);
    if games.len() >= wanted {
        games.truncate(opts.max_listed);
        return (Some(cap), Some(games));
    }
    if shared.stopped_by().is_some() {
        return (None, None);
    }
    (counter.count_from(start, plies), None)
}

/// A walk whose lines stray at most `k` times (module header).
struct Probe<'c, 's, 'a> {
    counter: &'c Counter<'s, 'a>,
    /// (position, plies left) → the most strays a walk below it found no
    /// game with (`u32::MAX`: its whole subtree).
    empty: FxHashMap<Key, u32>,
    examined: u64,
    budget: u64,
    wanted: usize,
    games: Vec<Vec<Move>>,
    /// Lines that reached the goal, each game as often as it was met.
    reached: u64,
    stopped: bool,
    /// The search's deadline and cancellation.
    halt: crate::limits::Halt,
    /// How children that need as many moves are ordered: 0 in generated
    /// order, else by a hash of this seed and the move (a dive's order).
    tie_seed: u64,
}

/// Up to `wanted` distinct games of exactly `plies` plies from `start` to
/// the counter's goal, found within `budget` positions and then, if the
/// games wanted are not all found, [`DIVE_SHARE`] of it more in dives (and
/// the search's deadline and cancellation); and the positions examined.
pub(super) fn probe_games(counter: &Counter, start: &Position, plies: u32, wanted: usize, budget: u64) -> (Vec<Vec<Move>>, u64) {
    let mut probe = Probe {
        counter,
        empty: FxHashMap::default(),
        examined: 0,
        budget,
        wanted,
        games: Vec::new(),
        reached: 0,
        stopped: false,
        halt: crate::limits::Halt::new(counter.shared.opts.deadline, counter.shared.opts.control.clone()),
        tie_seed: 0,
    };
    let plies = plies.min(u32::from(u8::MAX));
    for strays in 0.. {
        if probe.walk(start, plies, strays, &mut Vec::new()) {
            // The whole tree: every game is found.
            return (probe.games, probe.examined);
        }
        if probe.stopped || probe.games.len() >= wanted {
            break;
        }
    }
    // Only a probe that spent its budget dives (not one the deadline or a
    // cancellation stopped).
    if probe.games.len() < wanted && probe.examined >= budget {
        let end = budget.saturating_add(budget / DIVE_SHARE);
        for dive in 1u64.. {
            probe.stopped = false;
            let left = end.saturating_sub(probe.examined);
            if left == 0 || probe.halt.due() {
                break;
            }
            probe.budget = probe.examined + (DIVE_UNIT * luby(dive)).min(left);
            probe.tie_seed = dive.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            if probe.walk(start, plies, DIVE_STRAYS, &mut Vec::new()) || probe.games.len() >= wanted {
                break;
            }
        }
    }
    (probe.games, probe.examined)
}

/// The dives' positions: a quarter of the probe's budget more. On the
/// goals they decide they found the games within the first 16,384
/// (BENCHMARKS.md, Session 88), and a probe that finds none, as on a
/// unique problem, loses no more than that.
const DIVE_SHARE: u64 = 4;

/// Positions of the shortest dive; dive i may examine [`luby`]`(i)` times
/// as many.
const DIVE_UNIT: u64 = 512;

/// A dive's strays: more than any line takes (`u32::MAX` marks a whole
/// subtree in [`Probe::empty`]), so a dive walks depth first.
const DIVE_STRAYS: u32 = u32::MAX - 1;

/// The `i`-th term (from 1) of Luby's restart sequence 1, 1, 2, 1, 1, 2,
/// 4, 1, …: within a constant factor of the best fixed budget for any
/// run time distribution, without knowing it.
fn luby(mut i: u64) -> u64 {
    loop {
        // 2^(k-1) <= i < 2^k.
        let k = 64 - u64::from(i.leading_zeros());
        if i == (1 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1 << (k - 1)) - 1;
    }
}

/// A move's place among children that need as many moves: generated
/// order with seed 0 (the sort is stable), else a hash of both.
fn tie(seed: u64, m: Move) -> u64 {
    if seed == 0 {
        return 0;
    }
    let code = (m.from.index() as u64) << 8 | m.to.index() as u64 | (m.promotion.map_or(0, |r| r as u64 + 1) << 16);
    (seed ^ code).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32
}

impl Probe<'_, '_, '_> {
    /// Whether the probe must end: the budget, the deadline, a
    /// cancellation, or the games wanted found.
    fn must_stop(&mut self) -> bool {
        if self.stopped || self.games.len() >= self.wanted || self.examined >= self.budget {
            self.stopped = true;
            return true;
        }
        if self.examined & 15 == 0 && self.halt.due() {
            self.stopped = true;
        }
        self.stopped
    }

    /// Walks the lines from `pos` with `r` plies left that stray at most
    /// `strays` times, `line` being the moves to `pos`; whether it walked
    /// the whole subtree (nothing left out for want of strays or a stop).
    fn walk(&mut self, pos: &Position, r: u32, strays: u32, line: &mut Vec<Move>) -> bool {
        if self.must_stop() {
            return false;
        }
        if r == 0 {
            if self.counter.shared.goal.reached(pos) {
                self.reached += 1;
                // Distinct lines are distinct games; a line is met once
                // per probe, but again in a later probe with more strays.
                if !self.games.contains(line) {
                    self.games.push(line.clone());
                }
            }
            return true;
        }
        let est = self.counter.estimator();
        if est.cuts(pos, r, true) {
            return true;
        }
        let key = Key::new(PackedPosition::pack(pos), r as u8);
        if let Some(&k) = self.empty.get(&key) {
            if k >= strays {
                return k == u32::MAX;
            }
        }
        // A subtree the count (or an earlier probe) found empty holds no
        // line to walk.
        let table = &self.counter.shared.table;
        if table.get(&key) == Some(0) {
            return true;
        }
        self.examined += 1;
        let mut moves = Vec::new();
        legal_moves(pos, &mut moves);
        let mut children: Vec<(u32, Move, Position)> = moves
            .into_iter()
            .filter_map(|m| {
                let child = play(pos, m);
                est.moves_needed(&child, r - 1).map(|need| (need, m, child))
            })
            .collect();
        let seed = self.tie_seed;
        children.sort_by_key(|&(need, m, _)| (need, tie(seed, m)));
        let reached = self.reached;
        let mut whole = true;
        for (i, (_, m, child)) in children.iter().enumerate() {
            let left = if i == 0 { Some(strays) } else { strays.checked_sub(1) };
            let Some(left) = left else {
                whole = false;
                break;
            };
            line.push(*m);
            whole &= self.walk(child, r - 1, left, line);
            line.pop();
            if self.stopped {
                return false;
            }
        }
        // Only a subtree where no line reached the goal is remembered: one
        // whose games were found along another line to it holds more
        // games along this one.
        if self.reached == reached {
            self.empty.insert(key, if whole { u32::MAX } else { strays });
        }
        // A subtree walked whole met each of its lines once, so the lines
        // that reached the goal in it are its exact count: the count that
        // goes on after the probe reads it instead of walking it again.
        if whole && !table.full() {
            table.insert(key, u128::from(self.reached - reached));
        }
        whole
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
    use crate::chess::goal::Goal;
    use crate::chess::proofgame::count::Shared;
    use crate::chess::proofgame::{count_exhaustively, count_with_filling_bound, turn_after, ProofGameOptions};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Games from `start` of `plies` plies to `goal` the probe finds.
    fn probed(start: &Position, goal: &Position, plies: u32, wanted: usize, budget: u64) -> Vec<Vec<Move>> {
        probed_in(start, goal, plies, wanted, budget).0
    }

    /// [`probed`], with the positions the probe examined.
    fn probed_in(start: &Position, goal: &Position, plies: u32, wanted: usize, budget: u64) -> (Vec<Vec<Move>>, u64) {
        let goal = Goal {
            placement: goal.clone(),
            turn: Some(turn_after(start, plies)),
        };
        let opts = ProofGameOptions::default();
        let shared = Shared::new(&goal, &opts, start, plies);
        let counter = Counter::new(&shared, shared.estimator(), 0, 1);
        let (games, examined) = probe_games(&counter, start, plies, wanted, budget);
        let most = budget.saturating_add(budget / DIVE_SHARE);
        assert!(examined <= most, "{examined} positions examined, budget {budget}");
        for line in &games {
            assert_eq!(line.len() as u32, plies);
            let end = line.iter().fold(start.clone(), |p, &m| {
                let mut legal = Vec::new();
                legal_moves(&p, &mut legal);
                assert!(legal.contains(&m), "an illegal move in {line:?}");
                play(&p, m)
            });
            assert!(goal.reached(&end), "a line that misses the goal: {line:?}");
        }
        let mut distinct = games.clone();
        distinct.sort_by_key(|l| format!("{l:?}"));
        distinct.dedup();
        assert_eq!(distinct.len(), games.len(), "a game found twice");
        (games, examined)
    }

    /// The position after `plies` random legal moves from `start`.
    fn random_walk(start: &Position, plies: u32, rng: &mut ChaCha8Rng) -> Position {
        let mut pos = start.clone();
        for _ in 0..plies {
            let mut moves = Vec::new();
            legal_moves(&pos, &mut moves);
            pos = play(&pos, moves[rng.gen_range(0..moves.len())]);
        }
        pos
    }

    #[test]
    fn the_probe_finds_only_games_and_with_positions_enough_as_many_as_there_are() {
        let mut rng = ChaCha8Rng::seed_from_u64(74);
        let initial = parse_fen(INITIAL_FEN).unwrap();
        let (mut several, mut total) = (0, 0);
        for i in 0..60 {
            let plies = rng.gen_range(2..=5);
            let goal = random_walk(&initial, plies, &mut rng);
            // Some goals a shorter or longer length misses: no game.
            let asked = if i % 5 == 4 { plies + 1 } else { plies };
            let want = count_exhaustively(&initial, &goal, asked);
            if want <= 200 {
                let all = probed(&initial, &goal, asked, usize::MAX, u64::MAX);
                assert_eq!(all.len() as u128, want, "all games of {asked} plies, goal {i}");
            }
            let two = probed(&initial, &goal, asked, 2, u64::MAX);
            assert_eq!(two.len() as u128, want.min(2), "two games of {asked} plies, goal {i}");
            several += usize::from(want >= 2);
            total += want;
        }
        assert!(
            several >= 20 && total >= 100,
            "{several} goals with two games or more, {total} games"
        );
    }

    /// What a probe leaves in the count's table is exact: every entry it
    /// writes (a subtree walked whole) equals the count with only the
    /// plainly admissible filling bound from its position, games or none;
    /// and the count after it, reading them, stays exact.
    #[test]
    fn the_probes_whole_subtrees_are_exact_counts_in_the_table() {
        // Unbounded, the probe never dives; within 64 positions it does.
        for budget in [u64::MAX, 64] {
            whole_subtrees_are_exact(budget);
        }
    }

    fn whole_subtrees_are_exact(budget: u64) {
        let mut rng = ChaCha8Rng::seed_from_u64(77);
        let initial = parse_fen(INITIAL_FEN).unwrap();
        let (mut entries, mut with_games) = (0, 0);
        for i in 0..24 {
            let plies = rng.gen_range(3..=5);
            let goal = random_walk(&initial, plies, &mut rng);
            let asked = if i % 4 == 3 { plies + 2 } else { plies };
            let g = Goal {
                placement: goal.clone(),
                turn: Some(turn_after(&initial, asked)),
            };
            let opts = ProofGameOptions::default();
            let shared = Shared::new(&g, &opts, &initial, asked);
            let counter = Counter::new(&shared, shared.estimator(), 0, 1);
            // Two games wanted, so most probes stop with strays to spare.
            probe_games(&counter, &initial, asked, 2, budget);
            for (key, n) in shared.table.entries() {
                let (pos, r) = (key.position().unpack(initial.board), u32::from(key.plies()));
                let want = count_with_filling_bound(&pos, &goal, r, u64::MAX);
                assert_eq!(Some(n), want, "goal {i}, {} with {r} left", to_fen(&pos));
                entries += 1;
                with_games += usize::from(n > 0);
            }
            let mut count = Counter::new(&shared, shared.estimator(), 0, 1);
            count.cap = u128::MAX;
            let want = count_with_filling_bound(&initial, &goal, asked, u64::MAX);
            assert_eq!(count.count_from(&initial, asked), want, "goal {i}");
        }
        assert!(
            entries > 100 && with_games > 20,
            "{entries} entries, {with_games} with games, budget {budget}"
        );
    }

    /// A count with a cap of 2, its probe after `probe_after` positions.
    fn count_with_probe_after(goal: &Position, plies: u32, probe_after: u64) -> (Counted, bool) {
        let start = parse_fen(INITIAL_FEN).unwrap();
        let goal = Goal {
            placement: goal.clone(),
            turn: Some(turn_after(&start, plies)),
        };
        let opts = ProofGameOptions {
            count_cap: Some(2),
            probe_after: Some(probe_after),
            ..ProofGameOptions::default()
        };
        let shared = Shared::new(&goal, &opts, &start, plies);
        let mut counter = Counter::new(&shared, shared.estimator(), 0, 1);
        counter.cap = 2;
        let counted = count_with_probe(&mut counter, &start, plies, &opts);
        (counted, shared.pause_pending())
    }

    #[test]
    fn a_count_paused_at_once_takes_the_probes_games() {
        // The initial array again after 8 plies: many games.
        let initial = parse_fen(INITIAL_FEN).unwrap();
        let ((n, games), pending) = count_with_probe_after(&initial, 8, 0);
        assert_eq!(n, Some(2));
        assert_eq!(games.map(|g| g.len()), Some(2), "the probe's games are listed");
        assert!(!pending);
    }

    #[test]
    fn regression_the_probes_pause_does_not_outlast_its_count() {
        // A count done before its pause left the pause set, and the
        // shorter length counted after it stopped there (Session 74).
        let initial = parse_fen(INITIAL_FEN).unwrap();
        let ((n, games), pending) = count_with_probe_after(&initial, 4, 1 << 30);
        assert!(n.is_some() && games.is_none(), "{n:?} {games:?}");
        assert!(!pending, "the pause outlasted its count");
    }

    #[test]
    fn luby_restarts_double_after_each_repeat() {
        let first: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(first, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }

    /// Dives run only once the budget is spent without the games wanted,
    /// keep to their share, and find only games, each once (`probed`).
    #[test]
    fn dives_come_after_the_budget_and_find_only_games() {
        let mut rng = ChaCha8Rng::seed_from_u64(88);
        let initial = parse_fen(INITIAL_FEN).unwrap();
        let (mut dived, mut found) = (0, 0);
        for _ in 0..40 {
            let plies = rng.gen_range(5..=7);
            let goal = random_walk(&initial, plies, &mut rng);
            let budget = 64;
            // More games wanted than the budget finds: the probe dives.
            let (games, examined) = probed_in(&initial, &goal, plies, 1000, budget);
            assert!(examined <= budget + budget / DIVE_SHARE, "{examined} positions");
            dived += usize::from(examined > budget);
            found += games.len();
        }
        assert!(dived >= 5 && found >= 40, "{dived} probes dived, {found} games found");
    }

    #[test]
    fn the_probe_keeps_to_its_positions() {
        let initial = parse_fen(INITIAL_FEN).unwrap();
        // Many games: 1. Nf3 Nf6 2. Ng1 Ng8 and their orders, among others.
        let goal = initial.clone();
        assert!(probed(&initial, &goal, 8, usize::MAX, 10).len() < 10);
        assert!(probed(&initial, &goal, 8, 3, u64::MAX).len() == 3);
    }
}
