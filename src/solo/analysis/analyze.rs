//! Strong solution of a Solo Chess puzzle: the value of every reachable
//! position. Every capture removes a piece, so the positions form a DAG
//! (a position with k pieces is reached after exactly n − k moves); one
//! memoised depth-first pass over canonical positions (budgets clamped to
//! what the remaining pieces can use) counts, for each position, its
//! solutions (move sequences to a single survivor; exact big integers) and the
//! probability that a player who picks uniformly among the legal captures
//! solves it. A second pass over the positions that keep the puzzle solvable
//! finds the decisions: positions with several captures of which exactly one
//! keeps it solvable.

use super::count::SolutionCount;
use crate::solo::search::prune::dead_best;
use crate::solo::search::state::SearchState;
use crate::solo::{Move, Puzzle};
use num_bigint::BigUint;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use rustc_hash::FxHashMap;

/// A solution count: u64 first (small table entries keep the memo in cache);
/// a count that overflows it is redone with big integers.
trait Tally: Clone {
    fn zero() -> Self;
    fn one() -> Self;
    /// Adds; false on overflow.
    fn add(&mut self, other: &Self) -> bool;
    fn is_zero(&self) -> bool;
    fn count(&self) -> SolutionCount;
}

impl Tally for u64 {
    fn zero() -> Self {
        0
    }
    fn one() -> Self {
        1
    }
    fn add(&mut self, other: &Self) -> bool {
        match self.checked_add(*other) {
            Some(v) => {
                *self = v;
                true
            }
            None => false,
        }
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
    fn count(&self) -> SolutionCount {
        SolutionCount::from(*self)
    }
}

impl Tally for BigUint {
    fn zero() -> Self {
        Zero::zero()
    }
    fn one() -> Self {
        One::one()
    }
    fn add(&mut self, other: &Self) -> bool {
        *self += other;
        true
    }
    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }
    fn count(&self) -> SolutionCount {
        SolutionCount::from(self.clone())
    }
}

/// Figures of one position.
#[derive(Clone, Debug)]
struct Value<T> {
    solutions: T,
    /// Probability that uniformly random captures solve it.
    random: f64,
}

/// One legal capture of the analysed position.
#[derive(Clone, Debug, serde::Serialize)]
pub struct MoveFigures {
    /// Long form, e.g. `Qe4xd5`.
    pub capture: String,
    /// Whether this capture keeps the puzzle solvable; `None` when a limit
    /// stopped the analysis before the position after it was finished (a
    /// capture is never called losing for want of time).
    pub solvable: Option<bool>,
    /// Solutions after this capture (0 when `solvable` is `None`).
    pub solutions: SolutionCount,
    /// Probability that random play solves it after this capture.
    pub random_solve: f64,
}

/// The strong solution's figures (see the README for the definitions).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Analysis {
    /// False if a limit stopped the analysis: the figures are partial.
    pub complete: bool,
    /// The limit that stopped it, if one did.
    pub stopped_by: Option<AnalyzeStop>,
    /// Distinct canonical positions explored and stored: every solvable one,
    /// plus the dead ends the dead-end rules did not catch (all dead ends
    /// with `all_positions`).
    #[serde(rename = "stored_positions")]
    pub positions: u64,
    /// Distinct canonical positions reachable from the start (start
    /// included); known only when every position was enumerated.
    #[serde(rename = "reachable_positions")]
    pub reachable: Option<u64>,
    /// Reachable positions from which the puzzle can still be solved (exact
    /// in both modes: a solvable position is never cut off, nor is its parent).
    #[serde(rename = "solvable_positions")]
    pub solvable: u64,
    /// Reachable positions from which it cannot (dead ends), when enumerated.
    #[serde(rename = "dead_end_positions")]
    pub dead_ends: Option<u64>,
    /// The number of solutions (move sequences).
    pub solutions: SolutionCount,
    /// Distinct final positions (survivor square and piece) over all solutions.
    pub finals: u64,
    /// Probability that uniformly random captures solve the puzzle.
    pub random_solve: f64,
    /// The same probability as an exact fraction (when asked for).
    pub random_solve_exact: Option<String>,
    /// The fewest only-move decisions (positions with two or more captures of
    /// which exactly one keeps the puzzle solvable) on any solution.
    pub only_move_decisions: u32,
    /// The first move number at which some solution meets an only-move decision.
    pub first_only_move: Option<u32>,
    /// −log2(random_solve) + only_move_decisions (none if unsolvable or incomplete).
    pub rating: Option<f64>,
    /// The rating's difficulty band ([`super::band::Band`]).
    pub band: Option<super::band::Band>,
    /// Every legal capture of the start with its figures.
    pub moves: Vec<MoveFigures>,
}

impl Analysis {
    /// The solution count as a number (saturating at u128::MAX).
    pub fn solution_count(&self) -> u128 {
        self.solutions.saturating_u128()
    }
}

/// Limits and options of an analysis.
#[derive(Clone, Debug)]
pub struct AnalyzeOptions {
    /// Stop after this many distinct positions (the figures are then partial).
    pub max_states: u64,
    /// Also compute the exact fraction of the random-play probability.
    pub exact: bool,
    /// Stop at this instant (the figures are then partial).
    pub deadline: Option<std::time::Instant>,
    /// Stop before the memo of positions would outgrow this many bytes.
    pub memory_bytes: Option<u64>,
    /// Enumerate every reachable position, dead ends included, so that
    /// `reachable` and `dead_ends` are known. Otherwise positions the
    /// solver's dead-end rules (`prune::dead_best`, sound) prove dead are
    /// cut off: every other figure is the same, found much faster.
    pub all_positions: bool,
    /// Cancellation and progress (positions stored).
    pub control: crate::limits::Control,
}

impl AnalyzeOptions {
    /// Only a state limit; exact fractions off.
    pub fn states(max_states: u64) -> AnalyzeOptions {
        AnalyzeOptions {
            deadline: None,
            memory_bytes: None,
            max_states,
            exact: false,
            all_positions: false,
            control: Default::default(),
        }
    }
}

/// Bytes one memo entry may take, table overhead included (a hash table at
/// its fullest before doubling holds about 2.3 slots per entry; 8-byte key,
/// 16-byte value, 1 control byte per slot).
const MEMO_BYTES_PER_STATE: u64 = 64;

/// What stopped an incomplete analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnalyzeStop {
    StateLimit,
    TimeLimit,
    MemoryLimit,
    /// Cancelled: Ctrl-C or SIGTERM (once the handler is installed), or
    /// the caller's [`crate::limits::Control`].
    Interrupted,
}

struct Analyzer<T> {
    /// Keyed by the low 64 bits of the canonical Zobrist key (a collision
    /// among a few million positions has probability about 1e-7).
    memo: FxHashMap<u64, Value<T>>,
    max_states: u64,
    deadline: Option<std::time::Instant>,
    control: crate::limits::Control,
    /// Whether `max_states` comes from the memory limit.
    memory_bound: bool,
    aborted: bool,
    stopped_by: Option<AnalyzeStop>,
    overflow: bool,
    moves: Vec<Vec<Move>>,
    /// Distinct one-piece positions reached.
    finals: u64,
    /// Whether positions the solver's rules prove dead are cut off.
    prune: bool,
    /// Positions cut off that way (with repetitions).
    pruned: u64,
}

impl<T: Tally> Analyzer<T> {
    fn new(opts: &AnalyzeOptions) -> Self {
        // The memory limit is enforced as a state limit, before the table grows.
        let by_memory = opts.memory_bytes.map_or(u64::MAX, |b| (b / MEMO_BYTES_PER_STATE).max(1));
        Analyzer {
            memo: FxHashMap::default(),
            max_states: opts.max_states.max(1).min(by_memory),
            memory_bound: by_memory < opts.max_states.max(1),
            deadline: opts.deadline,
            control: opts.control.clone(),
            aborted: false,
            stopped_by: None,
            overflow: false,
            moves: Vec::new(),
            finals: 0,
            prune: !opts.all_positions,
            pruned: 0,
        }
    }

    fn value(&mut self, s: &mut SearchState, depth: usize) -> Value<T> {
        let key = s.canonical_key() as u64;
        if let Some(v) = self.memo.get(&key) {
            return v.clone();
        }
        if self.prune && dead_best(s) {
            // No solution from here: both figures are exactly zero, and the
            // position is neither explored nor stored.
            self.pruned += 1;
            return Value {
                solutions: T::zero(),
                random: 0.0,
            };
        }
        let v = if s.pieces() == 1 {
            self.finals += 1;
            Value {
                solutions: T::one(),
                random: 1.0,
            }
        } else {
            // One move buffer per depth, reused.
            if self.moves.len() <= depth {
                self.moves.push(Vec::new());
            }
            let mut moves = std::mem::take(&mut self.moves[depth]);
            moves.clear();
            s.legal_captures(&mut moves);
            let mut solutions = T::zero();
            let mut random = 0.0;
            for &mv in &moves {
                if self.aborted {
                    break;
                }
                let undo = s.make(mv);
                let child = self.value(s, depth + 1);
                s.unmake(undo);
                self.overflow |= !solutions.add(&child.solutions);
                random += child.random;
            }
            let n = moves.len();
            self.moves[depth] = moves;
            Value {
                solutions,
                random: if n == 0 { 0.0 } else { random / n as f64 },
            }
        };
        if !self.aborted && self.memo.len() as u64 >= self.max_states {
            self.aborted = true;
            self.stopped_by = Some(if self.memory_bound {
                AnalyzeStop::MemoryLimit
            } else {
                AnalyzeStop::StateLimit
            });
        }
        if !self.aborted && self.memo.len() & 4095 == 0 {
            if self.deadline.is_some_and(|d| std::time::Instant::now() >= d) {
                self.aborted = true;
                self.stopped_by = Some(AnalyzeStop::TimeLimit);
            } else if self.control.tick("positions", self.memo.len() as u64) {
                self.aborted = true;
                self.stopped_by = Some(AnalyzeStop::Interrupted);
            }
        }
        if !self.aborted {
            self.memo.insert(key, v.clone());
        }
        v
    }

    fn solvable(&self, s: &SearchState) -> bool {
        s.pieces() == 1
            || self
                .memo
                .get(&(s.canonical_key() as u64))
                .is_some_and(|v| !v.solutions.is_zero())
    }
}

/// Over the positions that keep the puzzle solvable: the fewest only-move
/// decisions to a solution, and the earliest move number of any decision.
fn decisions<T: Tally>(
    a: &Analyzer<T>,
    s: &mut SearchState,
    start_pieces: u32,
    memo: &mut FxHashMap<u64, u32>,
    first: &mut Option<u32>,
) -> u32 {
    if s.pieces() == 1 {
        return 0;
    }
    let key = s.canonical_key() as u64;
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let mut moves = Vec::new();
    s.legal_captures(&mut moves);
    let mut best = u32::MAX;
    let mut winning = 0;
    for &mv in &moves {
        let undo = s.make(mv);
        if a.solvable(s) {
            winning += 1;
            best = best.min(decisions(a, s, start_pieces, memo, first));
        }
        s.unmake(undo);
    }
    let only = moves.len() >= 2 && winning == 1;
    if only {
        let ply = start_pieces - s.pieces() + 1;
        *first = Some(first.map_or(ply, |f| f.min(ply)));
    }
    let v = best + only as u32;
    memo.insert(key, v);
    v
}

/// Exact random-play probability over the solvable positions (an unsolvable
/// child contributes exactly 0), memoised by canonical key.
fn exact_random<T: Tally>(a: &Analyzer<T>, s: &mut SearchState, memo: &mut FxHashMap<u64, BigRational>) -> BigRational {
    if s.pieces() == 1 {
        return BigRational::one();
    }
    let key = s.canonical_key() as u64;
    if let Some(v) = memo.get(&key) {
        return v.clone();
    }
    let mut moves = Vec::new();
    s.legal_captures(&mut moves);
    let mut sum = BigRational::zero();
    for &mv in &moves {
        let undo = s.make(mv);
        if a.solvable(s) {
            sum += exact_random(a, s, memo);
        }
        s.unmake(undo);
    }
    let v = if moves.is_empty() {
        sum
    } else {
        sum / BigRational::from_integer(moves.len().into())
    };
    memo.insert(key, v.clone());
    v
}

/// Analyses the puzzle's reachable state space.
pub fn analyze(p: &Puzzle, opts: AnalyzeOptions) -> Analysis {
    let r = analyze_with::<u64>(p, &opts);
    match r {
        Some(a) => a,
        None => analyze_with::<BigUint>(p, &opts).expect("big integers do not overflow"),
    }
}

/// `None` if a count overflowed `T`.
fn analyze_with<T: Tally>(p: &Puzzle, opts: &AnalyzeOptions) -> Option<Analysis> {
    let mut s = SearchState::new(p);
    let mut a = Analyzer::<T>::new(opts);
    let root = a.value(&mut s, 0);
    if a.overflow {
        return None;
    }
    let complete = !a.aborted;
    let positions = a.memo.len() as u64;
    let enumerated = !a.prune;
    let solvable = a.memo.values().filter(|v| !v.solutions.is_zero()).count() as u64;
    let finals = a.finals;
    let (mut only_moves, mut first_only) = (0, None);
    if complete && !root.solutions.is_zero() {
        let n = s.pieces();
        only_moves = decisions(&a, &mut s, n, &mut FxHashMap::default(), &mut first_only);
    }
    let mut move_figures = Vec::new();
    let mut moves = Vec::new();
    s.legal_captures(&mut moves);
    for &mv in &moves {
        let role = s.role(mv.from);
        let undo = s.make(mv);
        let v = if s.pieces() == 1 {
            Some((T::one(), 1.0))
        } else {
            a.memo
                .get(&(s.canonical_key() as u64))
                .map(|v| (v.solutions.clone(), v.random))
        };
        s.unmake(undo);
        // The table holds only finished positions. One missing from a
        // complete analysis was cut off as dead; from an incomplete one it
        // may merely not have been reached.
        let known = v.is_some() || complete;
        let (count, random) = v.unwrap_or((T::zero(), 0.0));
        move_figures.push(MoveFigures {
            capture: mv.long(role),
            solvable: known.then(|| !count.is_zero()),
            solutions: count.count(),
            random_solve: random,
        });
    }
    let random_solve_exact = (opts.exact && complete).then(|| {
        let r = exact_random(&a, &mut s, &mut FxHashMap::default());
        format!("{}/{}", r.numer(), r.denom())
    });
    let rating = (complete && root.random > 0.0).then(|| -root.random.log2() + only_moves as f64);
    Some(Analysis {
        complete,
        stopped_by: a.stopped_by,
        positions,
        reachable: enumerated.then_some(positions),
        solvable,
        dead_ends: enumerated.then_some(positions - solvable),
        solutions: root.solutions.count(),
        finals,
        random_solve: root.random,
        random_solve_exact,
        only_move_decisions: only_moves,
        first_only_move: first_only,
        rating,
        band: rating.map(super::band::Band::of),
        moves: move_figures,
    })
}

/// The exact random-play probability as a float, from its fraction.
pub fn fraction_to_f64(text: &str) -> Option<f64> {
    let (n, d) = text.split_once('/')?;
    let n: BigUint = n.parse().ok()?;
    let d: BigUint = d.parse().ok()?;
    Some(BigRational::new(n.into(), d.into()).to_f64().unwrap_or(0.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::rules::notation::parse_solo_fen;

    fn opts() -> AnalyzeOptions {
        AnalyzeOptions {
            deadline: None,
            memory_bytes: None,
            max_states: 1_000_000,
            exact: true,
            all_positions: true,
            control: Default::default(),
        }
    }

    #[test]
    fn a_small_puzzle_by_hand() {
        // Q a1, R a2, K b1 on 3x3, unlimited budgets: checked against enumeration.
        let p = parse_solo_fen("3/R2/QK1 -").unwrap();
        let a = analyze(&p, opts());
        assert!(a.complete);
        assert_eq!(
            a.solutions.saturating_u128(),
            crate::solo::search::brute::brute_force_count(&p)
        );
        assert_eq!(a.dead_ends.map(|d| d + a.solvable), a.reachable);
        let exact = fraction_to_f64(a.random_solve_exact.as_deref().unwrap()).unwrap();
        assert!((exact - a.random_solve).abs() < 1e-12);
    }

    #[test]
    fn the_state_limit_gives_partial_figures() {
        let p = parse_solo_fen("8/8/2N5/3Q4/8/1R6/3KP3/8").unwrap();
        let a = analyze(
            &p,
            AnalyzeOptions {
                deadline: None,
                memory_bytes: None,
                max_states: 3,
                exact: true,
                all_positions: true,
                control: Default::default(),
            },
        );
        assert!(!a.complete);
        assert!(a.positions <= 3);
        assert_eq!(a.rating, None);
        assert_eq!(a.random_solve_exact, None);
    }

    /// A stopped analysis called every capture it had not finished "loses"
    /// (Session 88): a capture is now losing only where the analysis
    /// proved it, and unknown where it stopped first.
    #[test]
    fn regression_a_stopped_analysis_calls_no_unfinished_capture_losing() {
        // Six of its first captures win, the others lose.
        let p = parse_solo_fen("8/8/8/8/8/4R1Q1/R1B1R2B/2PK4 2").unwrap();
        let full = analyze(&p, opts());
        assert!(full.complete && full.moves.iter().all(|m| m.solvable.is_some()));
        let mut unknown = 0;
        for max_states in 1..full.positions {
            let part = analyze(&p, AnalyzeOptions { max_states, ..opts() });
            assert!(!part.complete);
            for (m, exact) in part.moves.iter().zip(&full.moves) {
                assert_eq!(m.capture, exact.capture);
                match m.solvable {
                    Some(_) => assert_eq!(m.solvable, exact.solvable, "{} at {max_states}", m.capture),
                    // The old report called these lost; some are solvable.
                    None => unknown += usize::from(exact.solvable == Some(true)),
                }
            }
        }
        assert!(unknown > 0, "no stopped analysis left a solvable capture unknown");
        assert!(
            full.moves.iter().any(|m| m.solvable == Some(false)),
            "no losing capture to check"
        );
    }
}
