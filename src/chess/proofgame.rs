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
//! budget freezes in place (`heuristic/budget.rs`), those it freezes at the
//! start being walls for both colours throughout; at the root, each
//! colour's relaxed problem without the other (`heuristic/alone.rs`). A cut
//! removes only positions from which no sequence of exactly the remaining
//! length reaches the goal, so the count is exact; `tests/proofgame.rs`
//! checks it against plain exhaustive counting.
//!
//! The verdict a composer reads: `unique`, `N solutions`, `no solution`,
//! or `shorter solution exists` (a game of N − 2, N − 4, … plies reaches the
//! same position with the same side to move, which cooks the problem).

use super::goal::Goal;
use super::heuristic::Estimator;
use super::movegen::{legal_moves, play};
use super::packed::PackedPosition;
use super::{Color, Move, Position};
use rustc_hash::FxHashMap;
use std::time::{Duration, Instant};

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
}

impl Default for ProofGameOptions {
    fn default() -> ProofGameOptions {
        ProofGameOptions {
            max_listed: 2,
            count_cap: None,
            deadline: None,
            memory_bytes: 2 << 30,
            check_shorter: true,
            control: Default::default(),
        }
    }
}

/// Bytes of one slot of the table: key, count and hashbrown's control byte.
const SLOT_BYTES: u64 = (std::mem::size_of::<((PackedPosition, u8), u128)>() + 1) as u64;

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
    Unknown { stopped_by: ProofGameStop },
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
            ProofGameVerdict::Unknown { stopped_by } => format!("unknown ({})", stopped_by.label()),
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

struct Counter<'a> {
    goal: &'a Goal,
    estimator: Estimator,
    memo: FxHashMap<(PackedPosition, u8), u128>,
    examined: u64,
    opts: &'a ProofGameOptions,
    stop: Option<ProofGameStop>,
    moves: Vec<Vec<Move>>,
    /// Counts stop here: a node stops at the child that brings its total
    /// to the cap and stores the cap marked [`AT_LEAST`] (1 for the
    /// shorter-game check, which asks for existence only).
    cap: u128,
}

/// Marks a stored count as a lower bound: the node stopped at the cap.
const AT_LEAST: u128 = 1 << 127;

impl Counter<'_> {
    /// Whether a side needs more moves than `r` plies give it.
    /// With `within_budget`, also counting the pieces the budget freezes
    /// (`heuristic/budget.rs`): stronger, dearer, and asked only of the
    /// positions the table does not know.
    fn cut(&self, pos: &Position, r: u32, within_budget: bool) -> bool {
        let budget = Self::budget(pos, r);
        let estimate = if within_budget {
            self.estimator.estimate_within(pos, budget)
        } else {
            self.estimator.estimate(pos)
        };
        let Some(e) = estimate else {
            return true;
        };
        e.lower_bound > r || e.per_color[0] > budget[0] || e.per_color[1] > budget[1]
    }

    /// White's and black's moves in `r` plies from `pos`.
    fn budget(pos: &Position, r: u32) -> [u32; 2] {
        let (mover, other) = (r.div_ceil(2), r / 2);
        match pos.turn {
            Color::White => [mover, other],
            Color::Black => [other, mover],
        }
    }

    /// Whether the table is full: it doubles on the next insert and holds
    /// both while it moves, which must not pass the budget (a table of
    /// capacity c has about 8c/7 slots at hashbrown's load factor).
    fn table_full(&self) -> bool {
        let cap = self.memo.capacity() as u64;
        let slots_while_growing = 3 * cap.max(4) * 8 / 7;
        self.memo.len() as u64 >= cap && slots_while_growing * SLOT_BYTES > self.opts.memory_bytes
    }

    fn count(&mut self, pos: &Position, r: u32, depth: usize) -> u128 {
        if self.stop.is_some() {
            return 0;
        }
        if r == 0 {
            return u128::from(self.goal.reached(pos));
        }
        // The bound before the table: most children are cut, and a cut then
        // costs no probe (probing first was 1.2-1.3x slower at 14-16 plies).
        if self.cut(pos, r, false) {
            return 0;
        }
        let key = (PackedPosition::pack(pos), r as u8);
        if let Some(&n) = self.memo.get(&key) {
            let value = n & !AT_LEAST;
            // A lower bound serves only a cap it reaches; below it, count again.
            if n & AT_LEAST == 0 || value >= self.cap {
                return value.min(self.cap);
            }
        }
        // At the root, also each colour alone (`heuristic/alone.rs`): a
        // relaxed search of its own, which refutes at once a goal one colour
        // cannot reach even unhindered. Below the root it cost more than it
        // cut (BENCHMARKS.md, Session 17).
        if self.cut(pos, r, true) || (depth == 0 && !self.estimator.reachable_alone_within(pos, Self::budget(pos, r))) {
            // Remembered: the table answers the next visit for less.
            if !self.table_full() {
                self.memo.insert(key, 0);
            }
            return 0;
        }
        self.examined += 1;
        if self.examined & 4095 == 0 {
            if self.opts.deadline.is_some_and(|d| Instant::now() >= d) {
                self.stop = Some(ProofGameStop::TimeLimit);
            } else if self.opts.control.tick("positions", self.examined) {
                self.stop = Some(ProofGameStop::Interrupted);
            }
        }
        if self.table_full() {
            self.stop = Some(ProofGameStop::MemoryLimit);
        }
        if self.stop.is_some() {
            return 0;
        }
        // One move buffer per depth: no allocation per node.
        if self.moves.len() <= depth {
            self.moves.push(Vec::with_capacity(64));
        }
        let mut buf = std::mem::take(&mut self.moves[depth]);
        buf.clear();
        legal_moves(pos, &mut buf);
        let (mut total, mut capped) = (0u128, false);
        for &mv in &buf {
            total = total
                .saturating_add(self.count(&play(pos, mv), r - 1, depth + 1))
                .min(AT_LEAST - 1);
            if total >= self.cap {
                (total, capped) = (self.cap, true);
                break;
            }
        }
        self.moves[depth] = buf;
        if self.stop.is_none() {
            self.memo.insert(key, if capped { total | AT_LEAST } else { total });
        }
        total
    }

    /// Up to `limit` games of exactly `r` plies from `pos`, in move order
    /// (every count they need is in the table already).
    fn list(&mut self, pos: &Position, r: u32, prefix: &mut Vec<Move>, out: &mut Vec<Vec<Move>>, limit: usize) {
        if out.len() >= limit || self.stop.is_some() {
            return;
        }
        if r == 0 {
            if self.goal.reached(pos) {
                out.push(prefix.clone());
            }
            return;
        }
        let mut legal = Vec::new();
        legal_moves(pos, &mut legal);
        for mv in legal {
            let next = play(pos, mv);
            if self.count(&next, r - 1, 0) > 0 {
                prefix.push(mv);
                self.list(&next, r - 1, prefix, out, limit);
                prefix.pop();
                if out.len() >= limit {
                    return;
                }
            }
        }
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
    let t0 = Instant::now();
    let goal = Goal {
        placement: goal_placement.clone(),
        turn: Some(turn_after(start, plies)),
    };
    let mut c = Counter {
        goal: &goal,
        estimator: Estimator::for_budget(goal_placement, goal.turn, start, Counter::budget(start, plies)),
        memo: FxHashMap::default(),
        examined: 0,
        opts,
        stop: None,
        moves: Vec::new(),
        cap: u128::MAX,
    };
    let plies = plies.min(u8::MAX as u32);
    let report = |c: &Counter, verdict, count, solutions| ProofGameReport {
        plies,
        verdict,
        count,
        solutions,
        positions_examined: c.examined,
        stored: c.memo.len() as u64,
        elapsed: t0.elapsed(),
    };
    if opts.check_shorter {
        let mut shorter = plies % 2;
        while shorter + 2 <= plies {
            c.cap = 1; // existence only
            if c.count(start, shorter, 0) > 0 {
                let mut line = Vec::new();
                c.list(start, shorter, &mut Vec::new(), &mut line, 1);
                let verdict = ProofGameVerdict::ShorterSolutionExists { plies: shorter };
                return report(&c, verdict, 0, line);
            }
            if let Some(stopped_by) = c.stop {
                return report(&c, ProofGameVerdict::Unknown { stopped_by }, 0, vec![]);
            }
            shorter += 2;
        }
    }
    let cap = opts.count_cap.unwrap_or(u128::MAX).max(1);
    c.cap = cap;
    let n = c.count(start, plies, 0);
    if let Some(stopped_by) = c.stop {
        return report(&c, ProofGameVerdict::Unknown { stopped_by }, 0, vec![]);
    }
    let mut listed = Vec::new();
    c.list(start, plies, &mut Vec::new(), &mut listed, opts.max_listed);
    let verdict = match n {
        0 => ProofGameVerdict::NoSolution,
        1 if cap > 1 => ProofGameVerdict::Unique,
        n if n >= cap => ProofGameVerdict::AtLeast { count: n.to_string() },
        n => ProofGameVerdict::Solutions { count: n.to_string() },
    };
    report(&c, verdict, n, listed)
}

/// Plain exhaustive counting (every legal sequence of exactly `plies`
/// plies, memoised on position and plies left, no bound): the oracle the
/// tests compare [`solve`] with.
pub fn count_exhaustively(start: &Position, goal_placement: &Position, plies: u32) -> u128 {
    fn go(pos: &Position, r: u32, goal: &Goal, memo: &mut FxHashMap<(PackedPosition, u8), u128>) -> u128 {
        if r == 0 {
            return u128::from(goal.reached(pos));
        }
        let key = (PackedPosition::pack(pos), r as u8);
        if let Some(&n) = memo.get(&key) {
            return n;
        }
        let mut legal = Vec::new();
        legal_moves(pos, &mut legal);
        let n = legal.iter().map(|&m| go(&play(pos, m), r - 1, goal, memo)).sum();
        memo.insert(key, n);
        n
    }
    let goal = Goal {
        placement: goal_placement.clone(),
        turn: Some(turn_after(start, plies)),
    };
    go(start, plies, &goal, &mut FxHashMap::default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::san::parse_san;

    const INITIAL: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn after(start: &str, san: &[&str]) -> Position {
        let mut p = parse_fen(start).unwrap();
        for s in san {
            let m = parse_san(&p, s).unwrap_or_else(|| panic!("{s}"));
            p = play(&p, m);
        }
        p
    }

    #[test]
    fn a_short_proof_game_is_unique_and_listed() {
        let start = parse_fen(INITIAL).unwrap();
        let goal = after(INITIAL, &["e4", "e5", "Ke2", "Ke7"]);
        let r = solve(&start, &goal, 4, &ProofGameOptions::default());
        assert_eq!(r.verdict, ProofGameVerdict::Unique, "{r:?}");
        assert_eq!(r.solutions.len(), 1);
        assert_eq!(r.count, count_exhaustively(&start, &goal, 4));
    }

    #[test]
    fn transpositions_count_as_distinct_solutions() {
        let start = parse_fen(INITIAL).unwrap();
        // Nf3/Nc3 with Nf6/Nc6 in either order: 2 × 2 orders.
        let goal = after(INITIAL, &["Nf3", "Nf6", "Nc3", "Nc6"]);
        let r = solve(&start, &goal, 4, &ProofGameOptions::default());
        assert_eq!(r.verdict, ProofGameVerdict::Solutions { count: "4".into() });
        assert_eq!(r.count, count_exhaustively(&start, &goal, 4));
    }

    #[test]
    fn a_shorter_game_cooks_the_problem() {
        let start = parse_fen(INITIAL).unwrap();
        // Nf3 Nf6 Ng1 Ng8 returns to the start: 0 plies would do.
        let goal = after(INITIAL, &["Nf3", "Nf6", "Ng1", "Ng8", "e4"]);
        let r = solve(&start, &goal, 5, &ProofGameOptions::default());
        assert_eq!(r.verdict, ProofGameVerdict::ShorterSolutionExists { plies: 1 });
        assert_eq!(r.solutions.len(), 1);
        let r = solve(&start, &goal, 1, &ProofGameOptions::default());
        assert_eq!(r.verdict, ProofGameVerdict::Unique);
    }

    #[test]
    fn the_memory_limit_stops_the_search_before_the_table_passes_it() {
        let start = parse_fen(INITIAL).unwrap();
        let goal = after(INITIAL, &["Nf3", "Nf6", "Nc3", "Nc6", "e4", "e5", "d4", "d5"]);
        let opts = ProofGameOptions {
            memory_bytes: 64 << 10,
            check_shorter: false,
            ..ProofGameOptions::default()
        };
        let r = solve(&start, &goal, 12, &opts);
        assert_eq!(
            r.verdict,
            ProofGameVerdict::Unknown {
                stopped_by: ProofGameStop::MemoryLimit
            }
        );
        assert!(r.stored * SLOT_BYTES <= 64 << 10, "{} entries", r.stored);
    }

    #[test]
    fn regression_castling_long_both_sides_in_18_plies() {
        // The line a `- 1` castling discount called 20 plies long.
        let start = parse_fen(INITIAL).unwrap();
        let line = [
            "e4", "e5", "Bb5", "Qh4", "d3", "Nf6", "Bg5", "Bb4+", "Nd2", "O-O", "Qh5", "d6", "O-O-O", "Bg4", "Nh3", "Nbd7",
            "Rhe1", "Rac8",
        ];
        let goal = after(INITIAL, &line);
        let est = Estimator::new(&goal, Some(Color::White)).estimate(&start).unwrap();
        assert!(est.lower_bound <= 18, "{est:?}");
    }
}
