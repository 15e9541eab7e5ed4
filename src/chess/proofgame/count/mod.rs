//! The depth-first count of `mod.rs`, on one thread or several.
//!
//! Each position's moves are those whose children the bound without the
//! budget leaves; the first thread tries first the children that need the
//! fewest moves, which meets the games of many goals far sooner. Several
//! threads count the same tree and share one table (`table.rs`). For the
//! first [`SPRINT`] positions, helper 1 takes each position's moves in
//! generated order, which meets the games of other goals sooner; then
//! every thread starts again from the root (what they finished is in the
//! table) with helper k of n starting k/n of the way along generated
//! order, so the threads spread over different subtrees and each reads
//! what the others have finished (`in_this_threads_order`). A
//! count stored by any thread is the exact count of its subtree (or a
//! marked lower bound), whoever stored it, so the answer does not depend
//! on how the threads meet; only the positions examined do (with one
//! thread they repeat exactly). The first thread to finish the root gives
//! the answer and tells the others to stop.
//!
//! A thread that stops early (a limit, the sprint's end, a pause, or
//! another thread finished) returns partial sums up its stack; none of
//! them is stored, because every store of a finished position first
//! checks that nothing has stopped, and stopping is undone only once
//! every thread has returned (between the sprint and the pass after it,
//! between a paused count and the next, and between counts).

mod joint;
mod ledger;
mod narrow;
mod order;
mod pause;
mod tick;

use super::options::{ProofGameOptions, ProofGameStop};
use super::table::{CountTable, Key, AT_LEAST};
use crate::chess::goal::Goal;
use crate::chess::heuristic::narrowed::NarrowedWalls;
use crate::chess::heuristic::{moves_per_colour, Estimator};
use crate::chess::movegen::{legal_moves, play};
use crate::chess::packed::{PackedColour, PackedPosition};
use crate::chess::{Move, Position};
use ledger::{Asked, JointLedger};
use order::MoveOrder;
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// Plies left below which a position is not asked whether the colours
/// have split (`split.rs`): its subtree is small.
const SPLIT_FROM: u32 = 4;

/// The deepest depth at which a position is asked whether several
/// victims standing where they are can all be taken (`refuted_near_root`).
pub const CHAINS_TO_DEPTH: usize = 16;

/// Why the threads stop; `RUNNING` while none has.
const RUNNING: u8 = 0;
const FINISHED: u8 = 1;
const TIME_LIMIT: u8 = 2;
const MEMORY_LIMIT: u8 = 3;
const INTERRUPTED: u8 = 4;
/// Each colour alone, asked again with a wider search, refuted the root:
/// no game, the count is 0.
const REFUTED_ALONE: u8 = 5;
/// The sprint is over (`Counter::count_from`).
const SPRINT_OVER: u8 = 6;
/// The time given to this count is up, not the search's
/// ([`Shared::pause_at`]).
const PAUSED: u8 = 7;

/// Positions examined with helper 1 in generated order from the start
/// (about a tenth of a second on two threads here), before the helpers
/// start again spread along it. Each order decides some goals within a
/// few thousand positions that the others take 10-20x as long for
/// (BENCHMARKS.md, Sessions 62-63); but with both threads starting at
/// the beginning of generated order's list they walk the same subtrees
/// more often, which doubled the positions of a count with no game when
/// it lasted (Session 60). A sprint of 32,768 positions made the goals
/// the spread helper decides at once as slow as it made the others fast.
pub(super) const SPRINT: u64 = 1 << 12;

/// Positions examined at which the root is first asked again whether each
/// colour alone can reach the goal (`Counter::widen`); each next time
/// after four times as many.
const FIRST_WIDENING: u64 = 1 << 17;

/// What the threads of one search share.
pub(super) struct Shared<'a> {
    pub(super) goal: &'a Goal,
    pub(super) opts: &'a ProofGameOptions,
    pub(super) table: CountTable,
    pub(super) examined: AtomicU64,
    /// Positions counted as a product of the colours' games (`split.rs`).
    pub(super) splits: AtomicU64,
    /// Positions asked of a narrowed estimator, and those it cut
    /// (`Counter::refuted_by_narrowed`).
    pub(super) narrowed_checks: AtomicU64,
    pub(super) narrowed_cuts: AtomicU64,
    /// The most threads that counted at once (1 until helpers start).
    pub(super) threads_used: AtomicUsize,
    stop: AtomicU8,
    /// Positions the sprint lasts ([`SPRINT`]).
    sprint: u64,
    /// Positions examined at which the sprint stops.
    sprint_until: AtomicU64,
    /// Positions examined at which the count under way pauses (`probe.rs`).
    pause_examined: AtomicU64,
    /// When the count under way pauses, if it should before the deadline.
    pause_at: Mutex<Option<Instant>>,
    /// What each helper builds its own estimator from (the estimator's
    /// caches are not shared between threads).
    start: &'a Position,
    plies: u32,
}

impl<'a> Shared<'a> {
    pub(super) fn new(goal: &'a Goal, opts: &'a ProofGameOptions, start: &'a Position, plies: u32) -> Shared<'a> {
        Shared {
            goal,
            opts,
            table: CountTable::new(opts.memory_bytes),
            examined: AtomicU64::new(0),
            splits: AtomicU64::new(0),
            narrowed_checks: AtomicU64::new(0),
            narrowed_cuts: AtomicU64::new(0),
            threads_used: AtomicUsize::new(1),
            stop: AtomicU8::new(RUNNING),
            sprint: SPRINT,
            sprint_until: AtomicU64::new(u64::MAX),
            pause_examined: AtomicU64::new(u64::MAX),
            pause_at: Mutex::new(None),
            start,
            plies,
        }
    }

    /// The estimator every thread of this search uses: the bounds of the
    /// whole budget from the start, admissible for every shorter one too.
    pub(super) fn estimator(&self) -> Estimator {
        let est = Estimator::for_budget(
            &self.goal.placement,
            self.goal.turn,
            self.start,
            moves_per_colour(self.start, self.plies),
        );
        if self.opts.audit_caches {
            est.auditing_caches()
        } else {
            est
        }
    }

    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed) != RUNNING
    }

    /// Stops every thread, unless something stopped them already.
    fn stop_for(&self, why: u8) -> bool {
        self.stop
            .compare_exchange(RUNNING, why, Ordering::Relaxed, Ordering::Relaxed)
            .is_ok()
    }

    /// Whether the threads stopped for `why`; if so, they may run again.
    fn take_stop(&self, why: u8) -> bool {
        self.stop
            .compare_exchange(why, RUNNING, Ordering::Relaxed, Ordering::Relaxed)
            .is_ok()
    }

    /// Pauses the next counts at `at` (none: they run to the deadline).
    /// A paused count stops as a limit stops it, so the table holds the
    /// exact counts it finished and nothing else: counted again, the same
    /// root goes on from there.
    pub(super) fn pause_at(&self, at: Option<Instant>) {
        *self.pause_at.lock().unwrap_or_else(|e| e.into_inner()) = at;
    }

    /// Whether the threads stopped because the count's time was up (not a
    /// limit's); if so, they may run again.
    pub(super) fn take_pause(&self) -> bool {
        self.take_stop(PAUSED)
    }

    /// Whether a colour alone refuted the root (`Counter::widen`); if so,
    /// the search runs again for the next count.
    fn take_refutation(&self) -> bool {
        self.take_stop(REFUTED_ALONE)
    }

    /// The limit that stopped the search, if one did.
    pub(super) fn stopped_by(&self) -> Option<ProofGameStop> {
        match self.stop.load(Ordering::Relaxed) {
            TIME_LIMIT => Some(ProofGameStop::TimeLimit),
            MEMORY_LIMIT => Some(ProofGameStop::MemoryLimit),
            INTERRUPTED => Some(ProofGameStop::Interrupted),
            _ => None,
        }
    }
}

/// One thread's search.
pub(super) struct Counter<'s, 'a> {
    pub(super) shared: &'s Shared<'a>,
    estimator: Estimator,
    /// One move buffer per depth: no allocation per node.
    moves: Vec<Vec<Move>>,
    /// Scratch for ordering one position's moves (`in_this_threads_order`).
    keyed: Vec<(u32, u16, Move)>,
    /// Counts stop here: a position stops at the move that brings its
    /// total to the cap and stores the cap marked [`AT_LEAST`] (1 for the
    /// shorter-game check, which asks for existence only).
    pub(super) cap: u128,
    /// This thread's place among `threads` (the first thread widens
    /// the root's bounds and starts the helpers).
    thread: usize,
    threads: usize,
    /// The order this thread walks the moves in (`in_this_threads_order`).
    order: MoveOrder,
    /// Each colour's counts alone (`split.rs`), kept across positions.
    pub(super) alone_memo: FxHashMap<PackedColour, u128>,
    /// The root of the count under way and its plies, which
    /// [`Counter::widen`] asks again.
    root: Option<(Position, u32)>,
    /// Positions examined at which the root is next asked again.
    next_widening: u64,
    /// The order of the thread whose count answered the last
    /// [`Counter::count_from`]: the listing walks the moves in it, along
    /// the counts that thread stored (another order meets subtrees nobody
    /// counted).
    answered_by: MoveOrder,
    /// The narrowed estimators built so far, by their walls
    /// ([`Counter::refuted_by_narrowed`]).
    narrowed: FxHashMap<NarrowedWalls, Estimator>,
    /// Positions this thread examined; its joint tally ledger and last ask (`ledger.rs`).
    examined_here: u64,
    joint: JointLedger,
    joint_asked: Asked,
}

impl<'s, 'a> Counter<'s, 'a> {
    pub(super) fn new(shared: &'s Shared<'a>, estimator: Estimator, thread: usize, threads: usize) -> Self {
        crate::limits::forget_cache_tables();
        estimator.give_up_when(crate::limits::Halt::new(shared.opts.deadline, shared.opts.control.clone()));
        Counter {
            shared,
            estimator,
            moves: Vec::new(),
            keyed: Vec::new(),
            cap: u128::MAX,
            thread,
            threads,
            order: if thread == 0 {
                MoveOrder::SORTED
            } else {
                MoveOrder::helper(thread, threads, false)
            },
            alone_memo: FxHashMap::default(),
            root: None,
            next_widening: FIRST_WIDENING,
            answered_by: MoveOrder::SORTED,
            narrowed: FxHashMap::default(),
            examined_here: 0,
            joint: JointLedger::default(),
            joint_asked: Asked::Fixed,
        }
    }

    /// The bounds this thread asks.
    pub(super) fn estimator(&self) -> &Estimator {
        &self.estimator
    }

    /// Whether the search has stopped (a limit, or another thread finished).
    pub(super) fn stopped(&self) -> bool {
        self.shared.stopped()
    }

    /// Whether a side needs more moves than `r` plies give it.
    /// With `within_budget`, also counting the pieces the budget freezes
    /// (`heuristic/budget.rs`): stronger, dearer, and asked only of the
    /// positions the table does not know.
    fn cut(&self, pos: &Position, r: u32, within_budget: bool) -> bool {
        self.estimator.cuts(pos, r, within_budget)
    }

    /// Every bound at once, each colour alone included (`heuristic/alone.rs`):
    /// what the root is asked. The relaxed search of each colour alone
    /// refutes at once a goal one colour cannot reach even unhindered;
    /// below the root it cost more than it cut (BENCHMARKS.md, Session 17).
    pub(super) fn refuted_at_root(&self, pos: &Position, r: u32) -> bool {
        self.estimator.refutes_with_every_bound(pos, r)
    }

    /// The games of exactly `r` plies from `pos` to the goal, up to the
    /// cap; with `threads` > 1, counted by that many threads together:
    /// for the first [`SPRINT`] positions with a helper in generated order
    /// from the start, then (if that did not answer) from the root again
    /// with the helpers spread along it. `None` when a limit stopped the
    /// count.
    pub(super) fn count_from(&mut self, pos: &Position, r: u32) -> Option<u128> {
        self.root = Some((pos.clone(), r));
        if self.threads == 1 || r == 0 || self.refuted_at_root(pos, r) {
            self.answered_by = self.order;
            let n = self.count(pos, r, 0);
            if self.shared.take_refutation() {
                return Some(0);
            }
            return (!self.shared.stopped()).then_some(n);
        }
        let shared = self.shared;
        let sprint_until = shared.examined.load(Ordering::Relaxed).saturating_add(shared.sprint);
        shared.sprint_until.store(sprint_until, Ordering::Relaxed);
        let sprinted = self.count_with_helpers(pos, r, true);
        shared.sprint_until.store(u64::MAX, Ordering::Relaxed);
        if !shared.take_stop(SPRINT_OVER) {
            return sprinted;
        }
        self.count_with_helpers(pos, r, false)
    }

    /// One pass of [`Counter::count_from`] with the helpers in their
    /// orders for the sprint or after it.
    fn count_with_helpers(&mut self, pos: &Position, r: u32, sprinting: bool) -> Option<u128> {
        let answer: Mutex<Option<(u128, MoveOrder)>> = Mutex::new(None);
        let shared = self.shared;
        shared.threads_used.fetch_max(self.threads, Ordering::Relaxed);
        let cap = self.cap;
        // The first thread to finish the root stops the others; its count
        // is the answer. A thread that finds the search stopped has
        // nothing to give.
        let finish = |n: u128, order: MoveOrder| {
            if shared.stop_for(FINISHED) {
                *answer.lock().unwrap_or_else(|e| e.into_inner()) = Some((n, order));
            }
        };
        std::thread::scope(|scope| {
            for k in 1..self.threads {
                let threads = self.threads;
                let finish = &finish;
                scope.spawn(move || {
                    let mut helper = Counter::new(shared, shared.estimator(), k, threads);
                    helper.cap = cap;
                    helper.order = MoveOrder::helper(k, threads, sprinting);
                    finish(helper.count(pos, r, 1), helper.order);
                });
            }
            finish(self.count(pos, r, 0), self.order);
        });
        let _ = shared.take_stop(FINISHED);
        if shared.take_refutation() {
            return Some(0);
        }
        let (n, order) = answer.into_inner().unwrap_or_else(|e| e.into_inner())?;
        self.answered_by = order;
        Some(n)
    }

    /// Asks the root again whether each colour alone can reach the goal,
    /// allowed as many more placements as positions examined so far (2 µs
    /// against 40-80 each; half as many left a near miss unknown at 30 s:
    /// BENCHMARKS.md, Session 84), up to the deadline: the first question
    /// (`heuristic/alone.rs`) may have given up too soon. A refutation
    /// stops every thread with the count 0, which is exact: no game exists.
    #[inline(never)]
    fn widen(&mut self, examined: u64) {
        self.next_widening = examined.saturating_mul(4);
        let Some((root, r)) = self.root.clone() else {
            return;
        };
        let more = u32::try_from(examined)
            .unwrap_or(u32::MAX)
            .max(crate::chess::heuristic::ALONE_NODES);
        self.estimator.widen_alone(more);
        if !self.estimator.reachable_alone_within(&root, moves_per_colour(&root, r)) {
            self.shared.stop_for(REFUTED_ALONE);
        }
    }

    /// The count itself. At depth 0 (the root, and each child the listing
    /// walks) each colour alone is asked too; a helper starts at depth 1,
    /// its root having been asked already.
    pub(super) fn count(&mut self, pos: &Position, r: u32, depth: usize) -> u128 {
        let shared = self.shared;
        if shared.stopped() {
            return 0;
        }
        if r == 0 {
            return u128::from(shared.goal.reached(pos));
        }
        // The bound before the table: most children are cut, and a cut then
        // costs no probe (probing first was 1.2-1.3x slower at 14-16 plies).
        if self.cut(pos, r, false) {
            return 0;
        }
        self.count_uncut(pos, r, depth)
    }

    /// [`Counter::count`] of a position with `r` > 0 plies left that the
    /// bound without the budget does not cut (its parent asked it, to
    /// order its moves).
    fn count_uncut(&mut self, pos: &Position, r: u32, depth: usize) -> u128 {
        let shared = self.shared;
        if shared.stopped() {
            return 0;
        }
        let key = Key::new(PackedPosition::pack(pos), r as u8);
        if let Some(n) = shared.table.get(&key) {
            let value = n & !AT_LEAST;
            // A lower bound serves only a cap it reaches; below it, count again.
            if n & AT_LEAST == 0 || value >= self.cap {
                return value.min(self.cap);
            }
        }
        if self.cut(pos, r, true) || self.refuted_near_root(pos, r, depth) {
            // Remembered: the table answers the next visit for less.
            if !shared.table.full() {
                shared.table.insert(key, 0);
            }
            return 0;
        }
        let (asked, before) = (self.joint_asked, self.examined_here);
        if self.tick() {
            return 0;
        }
        self.examined_here += 1;
        if self.thread == 0 && shared.examined.load(Ordering::Relaxed) >= self.next_widening {
            self.widen(shared.examined.load(Ordering::Relaxed));
            if shared.stopped() {
                return 0;
            }
        }
        if depth > 0 && r < 64 && shared.opts.narrow_at >> r & 1 == 1 {
            let budget = moves_per_colour(pos, r);
            if let Some(walls) = self.estimator.narrowed_walls(pos, budget) {
                if self.refuted_by_narrowed(pos, r, walls, budget) {
                    if !shared.table.full() {
                        shared.table.insert(key, 0);
                    }
                    return 0;
                }
            }
        }
        if r >= SPLIT_FROM {
            if let Some(n) = self.split(pos, r, key) {
                // Exact, but the caller counts up to the cap.
                return n.min(self.cap);
            }
        }
        let n = self.count_children(pos, r, depth, key);
        if n == 0 && !shared.stopped() {
            self.joint.note_empty_subtree(r, asked, self.examined_here - before);
        }
        n
    }

    /// The moves of a position the bounds let through, each counted.
    fn count_children(&mut self, pos: &Position, r: u32, depth: usize, key: Key) -> u128 {
        let shared = self.shared;
        if self.moves.len() <= depth {
            self.moves.resize_with(depth + 1, || Vec::with_capacity(64));
        }
        let mut buf = std::mem::take(&mut self.moves[depth]);
        buf.clear();
        legal_moves(pos, &mut buf);
        self.in_this_threads_order(pos, r, &mut buf);
        let (mut total, mut capped) = (0u128, false);
        for &mv in &buf {
            let next = play(pos, mv);
            let n = if r > 1 {
                self.count_uncut(&next, r - 1, depth + 1)
            } else {
                self.count(&next, r - 1, depth + 1)
            };
            total = total.saturating_add(n).min(AT_LEAST - 1);
            if total >= self.cap {
                (total, capped) = (self.cap, true);
                break;
            }
        }
        self.moves[depth] = buf;
        if !shared.stopped() {
            shared.table.insert(key, if capped { total | AT_LEAST } else { total });
        }
        total
    }

    /// The games from `pos` as the product of each colour's games alone,
    /// stored under `key`, if the colours can no longer meet (`split.rs`).
    /// Kept out of [`Counter::count`]: most positions only ask.
    #[inline(never)]
    fn split(&mut self, pos: &Position, r: u32, key: Key) -> Option<u128> {
        let moves = moves_per_colour(pos, r);
        let split = self.estimator.colours_independent(pos, moves)?;
        let n = self.count_apart(pos, moves, &split);
        if !self.shared.stopped() {
            self.shared.table.insert(key, n);
        }
        Some(n)
    }

    /// Puts a position's legal `moves` (from `pos`, `r` plies left) in the
    /// order this thread walks them, the same for the count and the
    /// listing (so the listing finds the counts it needs): a helper starts
    /// part of the way along move generation's order ([`MoveOrder`]), so
    /// that the threads spread over different subtrees. Then keeps those
    /// whose children the bound without the budget leaves; on the first
    /// thread, the children that need the fewest moves first (ties in move
    /// generation's order). Each child was asked that bound first thing
    /// anyway. Asked here, it lets the first thread try first the moves
    /// that make the most progress, which finds the games of many goals
    /// that have some far sooner; on others, whose games start with a move
    /// the bound does not favour, generated order finds them sooner, so
    /// the threads keep both (BENCHMARKS.md, Sessions 62-63).
    /// The helpers share out the moves that live rather than the cut ones.
    /// With `r` = 1 every child is the goal or not: nothing to order.
    fn in_this_threads_order(&mut self, pos: &Position, r: u32, moves: &mut Vec<Move>) {
        let first = moves.len() * self.order.from / self.order.of;
        moves.rotate_left(first);
        if r < 2 {
            return;
        }
        let mut keyed = std::mem::take(&mut self.keyed);
        keyed.clear();
        keyed.extend(moves.iter().enumerate().filter_map(|(i, &mv)| {
            let needed = self.estimator.moves_needed(&play(pos, mv), r - 1)?;
            Some((needed, i as u16, mv))
        }));
        if self.order.sorted {
            keyed.sort_unstable_by_key(|&(needed, i, _)| (needed, i));
        }
        moves.clear();
        moves.extend(keyed.iter().map(|&(_, _, mv)| mv));
        self.keyed = keyed;
    }

    /// Up to `limit` games of exactly `r` plies from `pos`, the root of the
    /// last [`Counter::count_from`], in the move order of the thread that
    /// answered it (every count they need is then in the table already).
    pub(super) fn list(&mut self, pos: &Position, r: u32, prefix: &mut Vec<Move>, out: &mut Vec<Vec<Move>>, limit: usize) {
        let own = std::mem::replace(&mut self.order, self.answered_by);
        self.list_in_order(pos, r, prefix, out, limit);
        self.order = own;
    }

    fn list_in_order(&mut self, pos: &Position, r: u32, prefix: &mut Vec<Move>, out: &mut Vec<Vec<Move>>, limit: usize) {
        if out.len() >= limit || self.shared.stopped() {
            return;
        }
        if r == 0 {
            if self.shared.goal.reached(pos) {
                out.push(prefix.clone());
            }
            return;
        }
        let mut legal = Vec::new();
        legal_moves(pos, &mut legal);
        self.in_this_threads_order(pos, r, &mut legal);
        for mv in legal {
            let next = play(pos, mv);
            if self.count(&next, r - 1, 0) > 0 {
                prefix.push(mv);
                self.list_in_order(&next, r - 1, prefix, out, limit);
                prefix.pop();
                if out.len() >= limit {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
