//! Single-player chess commands.

use super::read_file;
use super::{Failure, Status};
use crate::chess::fen::{parse_fen, to_fen};
use crate::chess::movegen::{legal_moves, perft, play};
use crate::chess::search::{astar, bfs, replay, Goal, Outcome};
use crate::chess::{Move, Position, Role};
use crate::cli::ChessCommand;
use std::time::Instant;

pub fn run(cmd: ChessCommand) -> anyhow::Result<Status> {
    match cmd {
        ChessCommand::Perft { fen, depth, divide } => perft_command(&fen, depth, divide),
        ChessCommand::Solve {
            start,
            goal,
            search,
            max_states,
            json,
        } => solve(&start, &goal, &search, max_states, json),
        ChessCommand::Validate { plan, start, goal } => validate(&plan, &start, &goal),
    }
}

fn positions(start: &str, goal: &str) -> Result<(Position, Goal), Failure> {
    let s = parse_fen(start).map_err(|e| Failure::bad_input(format!("--start: {e}")))?;
    let g = parse_fen(goal).map_err(|e| Failure::bad_input(format!("--goal: {e}")))?;
    if s.board != g.board {
        return Err(Failure::bad_input(format!(
            "start is {} but goal is {}: boards differ",
            s.board, g.board
        )));
    }
    let turn = goal.split_whitespace().nth(1).is_some().then_some(g.turn);
    Ok((s, Goal { placement: g, turn }))
}

#[derive(serde::Serialize)]
struct SolveJson<'a> {
    solvable: Option<bool>,
    plan: Vec<String>,
    length: Option<usize>,
    stats: &'a crate::chess::search::Stats,
}

fn solve(start: &str, goal: &str, search: &str, max_states: usize, json: bool) -> anyhow::Result<Status> {
    let (s, g) = positions(start, goal)?;
    let (outcome, stats) = if search == "bfs" {
        bfs(&s, &g, max_states)
    } else {
        astar(&s, &g, max_states)
    };
    let (solvable, plan, status) = match &outcome {
        Outcome::Plan(p) => (
            Some(true),
            p.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
            Status::Success,
        ),
        Outcome::Unsolvable => (Some(false), vec![], Status::Negative),
        Outcome::Unknown => (None, vec![], Status::Unknown),
    };
    if json {
        let length = solvable.filter(|x| *x).map(|_| plan.len());
        println!(
            "{}",
            serde_json::to_string(&SolveJson {
                solvable,
                plan,
                length,
                stats: &stats
            })?
        );
    } else {
        match outcome {
            Outcome::Plan(_) => plan.iter().for_each(|m| println!("{m}")),
            Outcome::Unsolvable => println!("unsolvable"),
            Outcome::Unknown => println!("unknown"),
        }
        eprintln!(
            "expanded {} generated {} time {:.1} ms",
            stats.expanded, stats.generated, stats.elapsed_ms
        );
    }
    Ok(status)
}

/// Parses a UCI move such as `e2e4` or `e7e8q`.
fn parse_uci(pos: &Position, text: &str) -> Option<Move> {
    let t = text.trim();
    if !t.is_ascii() || !(4..=5).contains(&t.len()) {
        return None;
    }
    let from = pos.board.parse_square(&t[..2])?;
    let to = pos.board.parse_square(&t[2..4])?;
    let promotion = match t.get(4..) {
        Some("") | None => None,
        Some(p) => Some(Role::from_char(p.chars().next()?).filter(|r| !matches!(r, Role::Pawn | Role::King))?),
    };
    Some(Move { from, to, promotion })
}

fn validate(plan: &std::path::Path, start: &str, goal: &str) -> anyhow::Result<Status> {
    let (s, g) = positions(start, goal)?;
    let text = read_file(plan, "plan")?;
    let mut moves = Vec::new();
    for (i, line) in text.lines().enumerate() {
        for word in line.split([';', '#']).next().unwrap_or("").split_whitespace() {
            let mv = parse_uci(&s, word).ok_or_else(|| {
                Failure::bad_input(format!(
                    "plan '{}' line {}: '{word}' is not a UCI move",
                    plan.display(),
                    i + 1
                ))
            })?;
            moves.push(mv);
        }
    }
    match replay(&s, &moves) {
        Err((step, why)) => {
            println!("invalid: move {step} {why}");
            Ok(Status::Negative)
        }
        Ok(end) if g.reached(&end) => {
            println!("valid: {} moves, final position {}", moves.len(), to_fen(&end));
            Ok(Status::Success)
        }
        Ok(end) => {
            println!(
                "invalid: all {} moves are legal but the goal is not reached: {}",
                moves.len(),
                to_fen(&end)
            );
            Ok(Status::Negative)
        }
    }
}

fn perft_command(fen: &str, depth: u32, divide: bool) -> anyhow::Result<Status> {
    let pos = parse_fen(fen).map_err(|e| Failure::bad_input(e.to_string()))?;
    if depth > 12 {
        return Err(Failure::bad_input(format!("depth {depth}: at most 12")).into());
    }
    let start = Instant::now();
    let total = if divide && depth > 0 {
        let mut moves = Vec::new();
        legal_moves(&pos, &mut moves);
        let mut total = 0;
        for mv in moves {
            let n = perft(&play(&pos, mv), depth - 1);
            println!("{mv}: {n}");
            total += n;
        }
        total
    } else {
        perft(&pos, depth)
    };
    let secs = start.elapsed().as_secs_f64();
    println!("{total}");
    eprintln!(
        "perft({depth}) = {total} in {secs:.3} s ({:.2} M nodes/s)",
        total as f64 / secs.max(1e-9) / 1e6
    );
    Ok(Status::Success)
}
