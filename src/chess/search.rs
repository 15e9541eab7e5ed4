//! Optimal single-player chess search: breadth-first search over legal
//! moves (one agent plays both colours) from a start position to a goal
//! placement, with duplicate detection and a state limit.

use super::movegen::{legal_moves, play};
use super::{Color, Move, Position};
use std::collections::HashSet;
use std::time::Instant;

/// The goal: a placement (every square's piece, or empty) and optionally the side to move.
#[derive(Clone, Debug)]
pub struct Goal {
    pub placement: Position,
    pub turn: Option<Color>,
}

impl Goal {
    pub fn reached(&self, pos: &Position) -> bool {
        pos.by_color == self.placement.by_color
            && pos.by_role == self.placement.by_role
            && self.turn.is_none_or(|t| t == pos.turn)
    }
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A shortest plan.
    Plan(Vec<Move>),
    /// Every reachable position was expanded without reaching the goal.
    Unsolvable,
    /// The state limit was reached first.
    Unknown,
}

/// Search effort.
#[derive(Clone, Copy, Debug, Default, serde::Serialize)]
pub struct Stats {
    pub expanded: u64,
    pub generated: u64,
    pub elapsed_ms: f64,
}

/// Breadth-first search; returns a shortest plan. At most `max_states`
/// distinct positions are stored.
pub fn bfs(start: &Position, goal: &Goal, max_states: usize) -> (Outcome, Stats) {
    let t0 = Instant::now();
    let mut stats = Stats::default();
    // Each stored position keeps its parent's index and the move that led to it.
    let mut nodes: Vec<(Position, usize, Option<Move>)> = vec![(start.clone(), usize::MAX, None)];
    let mut seen: HashSet<Position> = HashSet::new();
    seen.insert(start.clone());
    if goal.reached(start) {
        stats.elapsed_ms = t0.elapsed().as_secs_f64() * 1e3;
        return (Outcome::Plan(vec![]), stats);
    }
    let mut next = 0;
    let mut moves = Vec::with_capacity(64);
    let outcome = loop {
        if next >= nodes.len() {
            break Outcome::Unsolvable;
        }
        let pos = nodes[next].0.clone();
        stats.expanded += 1;
        moves.clear();
        legal_moves(&pos, &mut moves);
        let mut found = None;
        for &mv in &moves {
            let child = play(&pos, mv);
            stats.generated += 1;
            if seen.contains(&child) {
                continue;
            }
            let reached = goal.reached(&child);
            seen.insert(child.clone());
            nodes.push((child, next, Some(mv)));
            if reached {
                found = Some(nodes.len() - 1);
                break;
            }
        }
        if let Some(mut i) = found {
            let mut plan = Vec::new();
            while let Some(mv) = nodes[i].2 {
                plan.push(mv);
                i = nodes[i].1;
            }
            plan.reverse();
            break Outcome::Plan(plan);
        }
        if nodes.len() > max_states {
            break Outcome::Unknown;
        }
        next += 1;
    };
    stats.elapsed_ms = t0.elapsed().as_secs_f64() * 1e3;
    (outcome, stats)
}

/// An admissible lower bound on the moves from `pos` to the goal: every move
/// changes the contents of at most 2 squares (3 for en passant, 4 for
/// castling), so at least ceil(differing squares / c) moves remain; and if
/// the goal fixes the side to move, the number of moves has a known parity.
pub fn lower_bound(pos: &Position, goal: &Goal) -> u32 {
    // Squares whose contents (colour and role, or emptiness) differ.
    let mut changed = crate::board::Bitboard::EMPTY;
    for c in 0..2 {
        for r in 0..6 {
            changed |= (pos.by_color[c] & pos.by_role[r]) ^ (goal.placement.by_color[c] & goal.placement.by_role[r]);
        }
    }
    let squares = changed.count();
    let castling = pos.castling.rights.iter().flatten().any(|&r| r);
    let pawns = pos.by_role[super::Role::Pawn.index()].any();
    let per_move = if castling {
        4
    } else if pawns && pos.board.height() >= 5 {
        3
    } else {
        2
    };
    let mut h = squares.div_ceil(per_move);
    if let Some(turn) = goal.turn {
        let odd = turn != pos.turn;
        if (h % 2 == 1) != odd {
            h += 1;
        }
    }
    h
}

/// A* with [`lower_bound`]: optimal plans, usually far fewer expansions than BFS.
pub fn astar(start: &Position, goal: &Goal, max_states: usize) -> (Outcome, Stats) {
    use std::cmp::Reverse;
    use std::collections::{BinaryHeap, HashMap};
    let t0 = Instant::now();
    let mut stats = Stats::default();
    let mut nodes: Vec<(Position, usize, Option<Move>, u32)> = vec![(start.clone(), usize::MAX, None, 0)];
    let mut best_g: HashMap<Position, u32> = HashMap::new();
    best_g.insert(start.clone(), 0);
    // (f, -g as tie-break towards deeper nodes, node index)
    let mut open = BinaryHeap::new();
    open.push(Reverse((lower_bound(start, goal), Reverse(0u32), 0usize)));
    let mut moves = Vec::with_capacity(64);
    let outcome = loop {
        let Some(Reverse((_, Reverse(g), i))) = open.pop() else {
            break Outcome::Unsolvable;
        };
        if nodes[i].3 != g || best_g.get(&nodes[i].0).is_some_and(|&b| b < g) {
            continue; // a stale entry
        }
        if goal.reached(&nodes[i].0) {
            let mut plan = Vec::new();
            let mut j = i;
            while let Some(mv) = nodes[j].2 {
                plan.push(mv);
                j = nodes[j].1;
            }
            plan.reverse();
            break Outcome::Plan(plan);
        }
        if nodes.len() > max_states {
            break Outcome::Unknown;
        }
        stats.expanded += 1;
        let pos = nodes[i].0.clone();
        moves.clear();
        legal_moves(&pos, &mut moves);
        for &mv in &moves {
            let child = play(&pos, mv);
            stats.generated += 1;
            let cg = g + 1;
            if best_g.get(&child).is_some_and(|&b| b <= cg) {
                continue;
            }
            best_g.insert(child.clone(), cg);
            let h = lower_bound(&child, goal);
            nodes.push((child, i, Some(mv), cg));
            open.push(Reverse((cg + h, Reverse(cg), nodes.len() - 1)));
        }
    };
    stats.elapsed_ms = t0.elapsed().as_secs_f64() * 1e3;
    (outcome, stats)
}

/// Replays UCI moves from `start`; returns the final position or the first
/// illegal move (1-based) with the reason.
pub fn replay(start: &Position, moves: &[Move]) -> Result<Position, (usize, String)> {
    let mut pos = start.clone();
    for (i, mv) in moves.iter().enumerate() {
        let mut legal = Vec::new();
        legal_moves(&pos, &mut legal);
        if !legal.contains(mv) {
            let why = match pos.piece_at(mv.from) {
                None => format!("no piece on {}", mv.from),
                Some((c, _)) if c != pos.turn => format!("the piece on {} belongs to the side not to move", mv.from),
                Some(_) => "not a legal move in this position".to_string(),
            };
            return Err((i + 1, format!("{mv}: {why}")));
        }
        pos = play(&pos, *mv);
    }
    Ok(pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

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
