//! Single-player chess commands.

use super::{Failure, Status};
use crate::chess::fen::parse_fen;
use crate::chess::movegen::{legal_moves, perft, play};
use crate::cli::ChessCommand;
use std::time::Instant;

pub fn run(cmd: ChessCommand) -> anyhow::Result<Status> {
    match cmd {
        ChessCommand::Perft { fen, depth, divide } => perft_command(&fen, depth, divide),
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
