//! Solo Chess commands: show, solve, validate and generate.

use super::{load_puzzle, parse_board, read_file, Failure, Status};
use crate::cli::{GenerateArgs, SolveArgs};
use crate::solo::generator::{generate as generate_one, GenerateOptions};
use crate::solo::heuristics::Heuristic;
use crate::solo::notation::{parse_budget, parse_move, to_solo_fen};
use crate::solo::position::{diagram, long_names, replay_plan, Replay};
use crate::solo::solver::{solve as solve_puzzle, SolveOptions, SolveStats, Verdict};
use crate::solo::{Puzzle, WrittenMove};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::time::Duration;

pub fn show(arg: &str) -> anyhow::Result<Status> {
    let p = load_puzzle(arg)?;
    let pos = p.position();
    println!("{}", to_solo_fen(&p));
    println!("board {}, {} pieces", p.board, p.pieces.len());
    print!("{}", diagram(&pos));
    println!("pieces:");
    for piece in &p.pieces {
        println!(
            "  {}{} ({}) captures left: {}",
            piece.role.letter(),
            piece.square,
            piece.role.name(),
            piece.budget
        );
    }
    let caps = pos.legal_captures();
    let names = caps
        .iter()
        .map(|m| m.long(pos.at(m.from).map(|x| x.0).expect("legal")))
        .collect::<Vec<_>>();
    println!("legal captures ({}): {}", caps.len(), names.join(" "));
    Ok(Status::Success)
}

/// The JSON shape shared by `solve --json` and `plan --json`.
#[derive(serde::Serialize)]
pub struct SolveJson<'a> {
    pub solvable: Option<bool>,
    pub plan: Vec<String>,
    pub stats: &'a SolveStats,
}

pub fn solve(a: SolveArgs) -> anyhow::Result<Status> {
    let p = load_puzzle(&a.puzzle)?;
    let heuristic: Heuristic = a.heuristic.parse().map_err(Failure::bad_input)?;
    let time_limit = match a.time_limit {
        Some(t) if !(t > 0.0 && t.is_finite()) => {
            return Err(Failure::bad_input(format!("--time-limit {t}: must be a positive number of seconds")).into())
        }
        t => t.map(Duration::from_secs_f64),
    };
    let opts = SolveOptions {
        heuristic,
        seed: a.seed,
        time_limit,
        node_limit: None,
    };
    let (verdict, stats) = solve_puzzle(&p, &opts);
    let (solvable, plan, status) = match &verdict {
        Verdict::Solved(moves) => {
            // Never print a plan the independent simulator rejects.
            let written: Vec<WrittenMove> = moves.iter().map(|&mv| WrittenMove { mv, role: None }).collect();
            let replay = replay_plan(&p, &written);
            if !replay.is_valid() {
                return Err(Failure::new(
                    Status::PlanInvalid,
                    format!("internal error: solver plan fails validation: {replay}"),
                )
                .into());
            }
            (Some(true), long_names(&p, moves), Status::Success)
        }
        Verdict::Unsolvable => (Some(false), vec![], Status::Negative),
        Verdict::Unknown => (None, vec![], Status::Unknown),
    };
    if a.json {
        println!(
            "{}",
            serde_json::to_string(&SolveJson {
                solvable,
                plan,
                stats: &stats
            })?
        );
    } else {
        match verdict {
            Verdict::Solved(_) => plan.iter().for_each(|m| println!("{m}")),
            Verdict::Unsolvable => println!("unsolvable"),
            Verdict::Unknown => println!("unknown"),
        }
        eprintln!(
            "nodes {} backtracks {} time {:.3} ms",
            stats.nodes, stats.backtracks, stats.elapsed_ms
        );
    }
    Ok(status)
}

/// Reads a plan file: a move list, or a planner plan of PDDL actions.
pub fn read_plan(path: &Path, p: &Puzzle) -> Result<Vec<WrittenMove>, Failure> {
    let text = read_file(path, "plan")?;
    let name = path.display();
    let is_pddl = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with(';') && !l.starts_with('#'))
        .is_some_and(|l| l.starts_with('('));
    let moves = if is_pddl {
        let actions = crate::pddl::plan::parse_plan(&text).map_err(|e| Failure::bad_input(format!("plan '{name}': {e}")))?;
        crate::pddl::solo::actions_to_moves(p, &actions).map_err(|e| Failure::bad_input(format!("plan '{name}': {e}")))?
    } else {
        let mut moves = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.split([';', '#']).next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let m = parse_move(p.board, line).map_err(|e| Failure::bad_input(format!("plan '{name}' line {}: {e}", i + 1)))?;
            moves.push(m);
        }
        moves
    };
    if moves.is_empty() && p.pieces.len() > 1 {
        return Err(Failure::bad_input(format!("plan '{name}': no moves in the file")));
    }
    Ok(moves)
}

pub fn validate(plan: &Path, puzzle: &str) -> anyhow::Result<Status> {
    let p = load_puzzle(puzzle)?;
    let moves = read_plan(plan, &p)?;
    let replay = replay_plan(&p, &moves);
    match &replay {
        Replay::Valid(pos) => {
            println!(
                "valid: {} captures, final position {}",
                moves.len(),
                to_solo_fen(&pos.to_puzzle(p.default_budget))
            );
            Ok(Status::Success)
        }
        Replay::IllegalMove { .. } => {
            println!("invalid: {replay}");
            Ok(Status::Negative)
        }
        Replay::PiecesLeft { position, .. } => {
            println!("invalid: {replay}: {}", to_solo_fen(&position.to_puzzle(p.default_budget)));
            Ok(Status::Negative)
        }
    }
}

pub fn generate(a: GenerateArgs) -> anyhow::Result<Status> {
    let board = parse_board(&a.board)?;
    let budget = parse_budget(&a.budget).map_err(|e| Failure::bad_input(format!("--budget: {e}")))?;
    let opts = GenerateOptions {
        pieces: a.pieces,
        board,
        budget,
        king: !a.no_king,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(a.seed);
    if let Some(dir) = &a.out {
        std::fs::create_dir_all(dir).map_err(|e| Failure::bad_input(format!("--out '{}': {e}", dir.display())))?;
    }
    for i in 0..a.count {
        let g = generate_one(&opts, &mut rng).map_err(|e| Failure::bad_input(e.to_string()))?;
        let fen = to_solo_fen(&g.puzzle);
        match &a.out {
            None => println!("{fen}"),
            Some(dir) => {
                let file = dir.join(format!("n{:02}-s{}-{:04}.solo", a.pieces, a.seed, i + 1));
                let solution = long_names(&g.puzzle, &g.solution).join(" ");
                let text = format!(
                    "# solopddl generate --pieces {} --seed {} #{}\n# solution: {solution}\n{fen}\n",
                    a.pieces,
                    a.seed,
                    i + 1
                );
                std::fs::write(&file, text).map_err(|e| Failure::bad_input(format!("cannot write '{}': {e}", file.display())))?;
            }
        }
    }
    Ok(Status::Success)
}
