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

    fn sq(s: &str) -> crate::board::Square {
        crate::board::Board::STANDARD.parse_square(s).unwrap()
    }
}
