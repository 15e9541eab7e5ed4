//! Single-player chess search: from a start position to a goal placement,
//! one agent playing both colours with legal moves. Breadth-first search and
//! A* (with the admissible bound of [`super::heuristic`]) return shortest
//! plans; weighted A* and greedy best-first search trade length for speed.
//!
//! Positions are stored packed ([`PackedPosition`], 28 bytes) once each, in
//! one vector that also records each position's parent and move; a hash map
//! finds duplicates. The memory these take is accounted as they grow, so a
//! search stops cleanly at its memory limit instead of being killed.

use super::heuristic::Estimator;
use super::movegen::{legal_moves, play};
use super::packed::{PackedMove, PackedPosition, MAX_PIECES};
use super::{Move, Position};
use rustc_hash::FxHashMap;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::time::Instant;

pub use super::goal::Goal;

/// A search algorithm.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Algorithm {
    /// Breadth-first search: shortest plans.
    Bfs,
    /// A* with an admissible bound: shortest plans.
    Astar,
    /// Weighted A* with f = g + w·h (w ≥ 1): plans at most w times longer than shortest.
    WeightedAstar(f64),
    /// Greedy best-first search on h, newest first among ties: no length guarantee.
    Gbfs,
}

impl std::str::FromStr for Algorithm {
    type Err = String;
    fn from_str(s: &str) -> Result<Algorithm, String> {
        match s {
            "bfs" => Ok(Algorithm::Bfs),
            "astar" => Ok(Algorithm::Astar),
            "gbfs" => Ok(Algorithm::Gbfs),
            _ => {
                let w = s
                    .strip_prefix("wastar:")
                    .ok_or_else(|| format!("search '{s}': expected astar, bfs, gbfs or wastar:W"))?;
                match w.parse::<f64>() {
                    Ok(w) if (1.0..=100.0).contains(&w) => Ok(Algorithm::WeightedAstar(w)),
                    _ => Err(format!("search '{s}': the weight must be a number from 1 to 100")),
                }
            }
        }
    }
}

impl std::fmt::Display for Algorithm {
    /// The name `FromStr` reads back.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Algorithm::Bfs => f.write_str("bfs"),
            Algorithm::Astar => f.write_str("astar"),
            Algorithm::Gbfs => f.write_str("gbfs"),
            Algorithm::WeightedAstar(w) => write!(f, "wastar:{w}"),
        }
    }
}

impl Algorithm {
    /// Whether plans are guaranteed shortest.
    pub fn optimal(self) -> bool {
        matches!(self, Algorithm::Bfs | Algorithm::Astar)
    }
}

/// Resource limits of one search.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Stop after storing this many positions.
    pub max_states: usize,
    /// Stop before the search's own data would exceed this many bytes.
    pub memory_bytes: u64,
    /// Stop after this much time.
    pub time: Option<std::time::Duration>,
    /// Cancellation and progress (positions expanded).
    pub control: crate::limits::Control,
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A plan (shortest for BFS and A*).
    Plan(Vec<Move>),
    /// Every reachable position was expanded (or pruned as provably unable to
    /// reach the goal) without reaching the goal.
    Unsolvable,
    /// The state limit was reached first.
    StateLimit,
    /// The memory limit was reached first.
    MemoryLimit,
    /// The time limit was reached first.
    TimeLimit,
    /// The caller cancelled (or Ctrl-C / SIGTERM arrived).
    Cancelled,
}

/// Search effort.
#[derive(Clone, Copy, Debug, Default, serde::Serialize)]
pub struct Stats {
    pub expanded: u64,
    pub generated: u64,
    /// Distinct positions stored.
    pub stored: u64,
    /// The lower bound at the start (0 for BFS).
    pub initial_bound: u32,
    /// Peak bytes of the search's own tables.
    pub memory_bytes: u64,
    pub elapsed_ms: f64,
}

/// Errors before the search starts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SearchError {
    #[error("the start has {0} pieces; the search stores positions of at most 32")]
    TooManyPieces(u32),
}

/// One stored position: 36 bytes.
struct Node {
    key: PackedPosition,
    parent: u32,
    mv: PackedMove,
    g: u16,
}

const NO_PARENT: u32 = u32::MAX;

struct Store {
    nodes: Vec<Node>,
    index: FxHashMap<PackedPosition, u32>,
    open: BinaryHeap<Reverse<(u32, u32, u32)>>,
}

impl Store {
    /// Bytes the tables would take after their next growth: a vector that is
    /// full doubles (and briefly holds both copies), as does a full map.
    /// With `headroom`, a table within one expansion's worth of entries of
    /// its capacity counts as grown; without, the current capacities count.
    fn bytes(&self, headroom: bool) -> u64 {
        let grown =
            |len: usize, cap: usize| -> u64 { (if headroom && len + 512 >= cap { 3 * cap.max(512) } else { cap }) as u64 };
        let node = std::mem::size_of::<Node>() as u64;
        // hashbrown keeps 8 buckets per 7 entries, each with a control byte.
        let entry = std::mem::size_of::<(PackedPosition, u32)>() as u64 + 1;
        let heap = std::mem::size_of::<Reverse<(u32, u32, u32)>>() as u64;
        grown(self.nodes.len(), self.nodes.capacity()) * node
            + grown(self.index.len(), self.index.capacity()) * entry * 8 / 7
            + grown(self.open.len(), self.open.capacity()) * heap
    }

    fn plan(&self, mut i: u32) -> Vec<Move> {
        let mut plan = Vec::new();
        while self.nodes[i as usize].parent != NO_PARENT {
            plan.push(self.nodes[i as usize].mv.unpack());
            i = self.nodes[i as usize].parent;
        }
        plan.reverse();
        plan
    }
}

/// Searches from `start` to `goal`.
pub fn search(start: &Position, goal: &Goal, algorithm: Algorithm, limits: Limits) -> Result<(Outcome, Stats), SearchError> {
    let pieces = start.occupied().count();
    if pieces > MAX_PIECES {
        return Err(SearchError::TooManyPieces(pieces));
    }
    let t0 = Instant::now();
    let mut stats = Stats::default();
    let outcome = run(start, goal, algorithm, limits, t0, &mut stats);
    stats.elapsed_ms = t0.elapsed().as_secs_f64() * 1e3;
    Ok((outcome, stats))
}

fn run(start: &Position, goal: &Goal, algorithm: Algorithm, limits: Limits, t0: Instant, stats: &mut Stats) -> Outcome {
    let board = start.board;
    let estimator = Estimator::new(&goal.placement, goal.turn);
    crate::limits::forget_cache_tables();
    let bound = |pos: &Position| -> Option<u32> {
        if algorithm == Algorithm::Bfs {
            Some(0)
        } else {
            estimator.estimate(pos).map(|e| e.lower_bound)
        }
    };
    let priority = |g: u32, h: u32, index: u32| -> (u32, u32, u32) {
        match algorithm {
            Algorithm::Bfs => (g, index, index),
            Algorithm::Astar => (g + h, u32::MAX - g, index),
            Algorithm::WeightedAstar(w) => (((g as f64 + w * h as f64) * 64.0) as u32, u32::MAX - g, index),
            Algorithm::Gbfs => (h, u32::MAX - index, index),
        }
    };
    if goal.reached(start) {
        return Outcome::Plan(vec![]);
    }
    let Some(h0) = bound(start) else {
        return Outcome::Unsolvable;
    };
    stats.initial_bound = h0;
    let mut store = Store {
        nodes: Vec::new(),
        index: FxHashMap::default(),
        open: BinaryHeap::new(),
    };
    let key = PackedPosition::pack(start);
    store.nodes.push(Node {
        key,
        parent: NO_PARENT,
        mv: PackedMove::pack(Move {
            from: crate::board::Square::from_index(0).expect("a1"),
            to: crate::board::Square::from_index(0).expect("a1"),
            promotion: None,
        }),
        g: 0,
    });
    store.index.insert(key, 0);
    store.open.push(Reverse(priority(0, h0, 0)));
    // Only A* must test the goal when a position is expanded; for the others
    // the first generated goal is as good as any (BFS: it is the shallowest).
    let goal_on_expansion = algorithm == Algorithm::Astar;
    let reopen = matches!(algorithm, Algorithm::Astar | Algorithm::WeightedAstar(_));
    let mut moves = Vec::with_capacity(64);
    // Bytes the process held beside the store at the last reading.
    let mut outside = 0u64;
    loop {
        let Some(Reverse((_, _, i))) = store.open.pop() else {
            return Outcome::Unsolvable;
        };
        let node = &store.nodes[i as usize];
        if store.index.get(&node.key) != Some(&i) {
            continue; // superseded by a shorter path
        }
        let g = node.g as u32;
        let pos = node.key.unpack(board);
        if goal_on_expansion && goal.reached(&pos) {
            return Outcome::Plan(store.plan(i));
        }
        stats.expanded += 1;
        moves.clear();
        legal_moves(&pos, &mut moves);
        for &mv in &moves {
            let child = play(&pos, mv);
            stats.generated += 1;
            let key = PackedPosition::pack(&child);
            let cg = g + 1;
            if let Some(&j) = store.index.get(&key) {
                if !reopen || store.nodes[j as usize].g as u32 <= cg {
                    continue;
                }
            }
            let Some(h) = bound(&child) else {
                continue; // the goal is provably out of reach from there
            };
            let j = store.nodes.len() as u32;
            store.nodes.push(Node {
                key,
                parent: i,
                mv: PackedMove::pack(mv),
                g: cg.min(u16::MAX as u32) as u16,
            });
            store.index.insert(key, j);
            if !goal_on_expansion && goal.reached(&child) {
                stats.stored = store.index.len() as u64;
                return Outcome::Plan(store.plan(j));
            }
            store.open.push(Reverse(priority(cg, h, j)));
        }
        stats.stored = store.index.len() as u64;
        stats.memory_bytes = stats.memory_bytes.max(store.bytes(false));
        if store.index.len() > limits.max_states {
            return Outcome::StateLimit;
        }
        if stats.expanded % 256 == 0 {
            if limits.time.is_some_and(|t| t0.elapsed() > t) {
                return Outcome::TimeLimit;
            }
            // The limit is the process's: the bound's caches sit beside
            // the store (a 300M search peaked at 307 MiB without this).
            if let Some(resident) = crate::limits::resident_bytes() {
                outside = resident.saturating_sub(store.bytes(false));
            }
        }
        // Every expansion, as a table can fill and grow between two
        // readings: the store after its next growth beside what the
        // process held outside it at the last one (a 300M search peaked
        // at 318 MiB when only the readings asked, Session 37).
        // The bound's caches grow by doubling a table at once, too.
        let (held, after_growth) = (store.bytes(false), store.bytes(true));
        let growth = after_growth.saturating_sub(held) + crate::limits::cache_growth_bytes();
        if crate::limits::would_pass(Some(outside + held), growth, limits.memory_bytes) {
            return Outcome::MemoryLimit;
        }
        if stats.expanded % 256 == 0 && limits.control.tick("positions expanded", stats.expanded) {
            return Outcome::Cancelled;
        }
    }
}

/// Replays UCI moves from `start`; returns the final position or the first
/// illegal move (1-based) with the reason.
pub fn replay(start: &Position, moves: &[Move]) -> Result<Position, (usize, String)> {
    let mut pos = start.clone();
    for (i, mv) in moves.iter().enumerate() {
        if let Some(why) = super::movegen::explain_illegal(&pos, *mv) {
            return Err((i + 1, format!("{mv}: {why}")));
        }
        pos = play(&pos, *mv);
    }
    Ok(pos)
}

/// Replays a plan and checks that it ends on the goal: the final position,
/// or why the plan fails ("move 3 e1g1: …", or that the goal is not reached).
pub fn check_plan(start: &Position, goal: &Goal, moves: &[Move]) -> Result<Position, String> {
    match replay(start, moves) {
        Err((step, why)) => Err(format!("move {step} {why}")),
        Ok(end) if goal.reached(&end) => Ok(end),
        Ok(end) => Err(format!(
            "all {} moves are legal but the goal is not reached: {}",
            moves.len(),
            super::fen::to_fen(&end)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn limits() -> Limits {
        Limits {
            max_states: 2_000_000,
            memory_bytes: 1 << 30,
            time: None,
            control: Default::default(),
        }
    }

    fn bfs(start: &Position, goal: &Goal, max_states: usize) -> (Outcome, Stats) {
        search(start, goal, Algorithm::Bfs, Limits { max_states, ..limits() }).unwrap()
    }

    fn astar(start: &Position, goal: &Goal, max_states: usize) -> (Outcome, Stats) {
        search(start, goal, Algorithm::Astar, Limits { max_states, ..limits() }).unwrap()
    }

    fn goal(fen: &str) -> Goal {
        let p = parse_fen(fen).unwrap();
        let side = fen.split_whitespace().nth(1).is_some();
        Goal {
            turn: side.then_some(p.turn),
            placement: p,
        }
    }

    #[test]
    fn bfs_finds_shortest_plans() {
        let start = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        let (o, _) = bfs(&start, &goal("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"), 1_000_000);
        assert_eq!(
            o,
            Outcome::Plan(vec![Move {
                from: sq("e2"),
                to: sq("e4"),
                promotion: None
            }])
        );
        let (o, _) = bfs(&start, &goal("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR"), 1_000_000);
        assert!(matches!(o, Outcome::Plan(ref p) if p.len() == 2), "{o:?}");
    }

    #[test]
    fn bfs_proves_small_goals_unreachable() {
        // Two kings only: a rook cannot appear.
        let start = parse_fen("k2/3/2K w").unwrap();
        let (o, s) = bfs(&start, &goal("k2/3/1RK"), 100_000);
        assert_eq!(o, Outcome::Unsolvable);
        assert!(s.expanded > 10);
    }

    /// A* and BFS find plans of equal length on random small-board pairs
    /// (goal = a few random moves ahead), and the plans replay to the goal.
    #[test]
    fn astar_plans_are_as_short_as_bfs() {
        use rand::{Rng, SeedableRng};
        let starts = [
            "k3/4/4/1R1K w - -",
            "2k2/1p3/5/3P1/K3R w - -",
            "q1k1/4/4/1K1R b - -",
            "4k/1p3/5/2P2/K2R1 w - -",
            "3k/1P2/4/K2r w - -",
        ];
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(8);
        let mut compared = 0;
        for i in 0..320 {
            let start = parse_fen(starts[i % starts.len()]).unwrap();
            let mut pos = start.clone();
            for _ in 0..rng.gen_range(1..=4) {
                let mut v = Vec::new();
                legal_moves(&pos, &mut v);
                if v.is_empty() {
                    break;
                }
                pos = play(&pos, v[rng.gen_range(0..v.len())]);
            }
            let goal = Goal {
                placement: pos.clone(),
                turn: rng.gen_bool(0.5).then_some(pos.turn),
            };
            let (a, _) = astar(&start, &goal, 2_000_000);
            let (b, _) = bfs(&start, &goal, 2_000_000);
            match (&a, &b) {
                (Outcome::Plan(x), Outcome::Plan(y)) => {
                    assert_eq!(x.len(), y.len(), "{}", crate::chess::fen::to_fen(&start));
                    let end = replay(&start, x).unwrap();
                    assert!(goal.reached(&end));
                }
                _ => panic!("{a:?} vs {b:?}"),
            }
            compared += 1;
        }
        assert!(compared >= 300);
    }

    fn sq(s: &str) -> crate::board::Square {
        crate::board::Board::STANDARD.parse_square(s).unwrap()
    }
}
