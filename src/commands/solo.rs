//! Solo Chess commands: show, solve, validate and generate.

use super::{create_dir, print_json, read_file, write_output, Failure, Status};
use crate::cli::{GenerateArgs, SolveArgs};
use crate::solo::generator::{generate as generate_one, GenerateOptions};
use crate::solo::load::load_puzzle;
use crate::solo::notation::{parse_move, to_solo_fen};
use crate::solo::position::{diagram, long_names, replay_plan, Replay};
use crate::solo::solver::{solve as solve_puzzle, SolveOptions, SolveStats, Verdict};
use crate::solo::{Puzzle, WrittenMove};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::Path;

/// The JSON shape of `show --json`.
#[derive(serde::Serialize)]
struct ShowJson {
    fen: String,
    board: String,
    pieces: Vec<ShowPiece>,
    /// Legal captures in long form (`Qe4xd5`).
    legal_captures: Vec<String>,
}

#[derive(serde::Serialize)]
struct ShowPiece {
    square: String,
    /// `K`, `Q`, `R`, `B`, `N` or `P`.
    role: char,
    /// Captures left: a number, or `-` for unlimited.
    budget: String,
}

pub fn show(arg: &str, json: bool, svg: Option<&Path>, force: bool) -> Result<Status, Failure> {
    let p = load_puzzle(arg)?;
    let pos = p.position();
    if let Some(out) = svg {
        let caption = to_solo_fen(&p);
        write_output(out, &crate::diagram::svg(&crate::diagram::solo::puzzle(&p, &caption)), force)?;
    }
    if json {
        let legal_captures = pos
            .legal_captures()
            .iter()
            .map(|m| m.long(pos.at(m.from).map(|x| x.0).expect("a legal capture starts on a piece")))
            .collect();
        return print_json(&ShowJson {
            fen: to_solo_fen(&p),
            board: p.board.to_string(),
            pieces: p
                .pieces
                .iter()
                .map(|x| ShowPiece {
                    square: x.square.to_string(),
                    role: x.role.letter(),
                    budget: x.budget.to_string(),
                })
                .collect(),
            legal_captures,
        })
        .map(|_| Status::Success);
    }
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
        .map(|m| m.long(pos.at(m.from).map(|x| x.0).expect("a legal capture starts on a piece")))
        .collect::<Vec<_>>();
    println!("legal captures ({}): {}", caps.len(), names.join(" "));
    Ok(Status::Success)
}

/// The JSON shape of `solve --json`; `plan --json` shares its first keys.
#[derive(serde::Serialize)]
pub struct SolveJson<'a> {
    /// true (a plan follows), false (proven unsolvable), null (a limit was reached).
    pub solvable: Option<bool>,
    pub plan: Vec<String>,
    pub stats: &'a SolveStats,
}

pub fn solve(a: SolveArgs) -> Result<Status, Failure> {
    let p = load_puzzle(&a.puzzle)?;
    for out in [&a.pddl_plan, &a.svg].into_iter().flatten() {
        super::refuse_existing(out, a.force)?;
    }
    let opts = SolveOptions {
        heuristic: a.heuristic,
        seed: a.seed,
        time_limit: a.time_limit.and_then(|t| t.duration()),
        node_limit: None,
        memory_bytes: Some(a.memory_limit.bytes()),
        model: a.model.as_deref().map(super::load_model).transpose()?,
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
                ));
            }
            if let Some(out) = &a.pddl_plan {
                let actions = crate::pddl::solo_export_plan::moves_to_actions(&p, a.encoding, moves)
                    .map_err(|e| Failure::new(Status::PlanInvalid, format!("internal error: {e}")))?;
                super::write_output(out, &crate::planner::val::plan_text(&actions), true)?;
            }
            (Some(true), long_names(&p, moves), Status::Success)
        }
        Verdict::Unsolvable => (Some(false), vec![], Status::Negative),
        Verdict::Unknown => (None, vec![], Status::Unknown),
    };
    if let Some(out) = &a.svg {
        let sheet = match &verdict {
            Verdict::Solved(moves) => crate::diagram::solo::solution(&p, moves),
            Verdict::Unsolvable => vec![crate::diagram::solo::puzzle(&p, "unsolvable")],
            Verdict::Unknown => vec![crate::diagram::solo::puzzle(&p, "unknown: a limit was reached")],
        };
        let title = format!("{} ({} pieces)", to_solo_fen(&p), p.pieces.len());
        write_output(out, &crate::diagram::sheet(&sheet, 4, Some(&title)), true)?;
    }
    if a.json {
        print_json(&SolveJson {
            solvable,
            plan,
            stats: &stats,
        })?;
    } else {
        match verdict {
            Verdict::Solved(_) => plan.iter().for_each(|m| println!("{m}")),
            Verdict::Unsolvable => println!("unsolvable"),
            Verdict::Unknown => println!("unknown: time limit reached"),
        }
        eprintln!(
            "nodes {} backtracks {} time {:.3} ms dead states {}",
            stats.nodes, stats.backtracks, stats.elapsed_ms, stats.dead_states
        );
    }
    Ok(status)
}

/// Reads a plan file: a move list, or a planner plan of PDDL actions.
pub fn read_plan(path: &Path, p: &Puzzle) -> Result<PlanText, Failure> {
    let text = read_file(path, "plan", crate::files::PLAN)?;
    let name = path.display();
    let moves = if crate::pddl::plan::is_planner_plan(&text) {
        let actions = crate::pddl::plan::parse_plan(&text).map_err(|e| Failure::bad_input(format!("plan '{name}': {e}")))?;
        match crate::pddl::solo::actions_to_moves(p, &actions) {
            Ok(m) => m,
            Err(e) => {
                let task = crate::roundtrip::Task::Solo {
                    puzzle: p.clone(),
                    encoding: crate::pddl::Encoding::Squares, // the mapping reads every encoding's actions
                };
                return Ok(PlanText::InvalidStep(super::first_failure(&task, &actions, e.to_string())));
            }
        }
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
    Ok(PlanText::Moves(moves))
}

/// A plan file read for a puzzle.
pub enum PlanText {
    Moves(Vec<WrittenMove>),
    /// A planner plan whose step is no capture of the encoding here.
    InvalidStep(String),
}

/// The native judgement of a plan file for a puzzle.
pub fn validate(plan: &Path, puzzle: &str) -> Result<super::Judgement, Failure> {
    let p = load_puzzle(puzzle)?;
    let moves = match read_plan(plan, &p)? {
        PlanText::Moves(m) => m,
        PlanText::InvalidStep(why) => return Ok(super::Judgement::invalid(why)),
    };
    let replay = replay_plan(&p, &moves);
    Ok(match &replay {
        Replay::Valid(pos) => super::Judgement::valid(format!(
            "{} captures, final position {}",
            moves.len(),
            to_solo_fen(&pos.to_puzzle(p.default_budget))
        )),
        Replay::IllegalMove { .. } => super::Judgement::invalid(replay.to_string()),
        Replay::PiecesLeft { position, .. } => {
            super::Judgement::invalid(format!("{replay}: {}", to_solo_fen(&position.to_puzzle(p.default_budget))))
        }
    })
}

pub fn generate(a: GenerateArgs) -> Result<Status, Failure> {
    let opts = GenerateOptions {
        pieces: a.pieces,
        board: a.shape.board,
        budget: a.shape.budget,
        king: !a.shape.no_king,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(a.seed);
    if let Some(dir) = &a.out {
        create_dir(dir, "--out")?;
    }
    if let Some(book) = &a.book {
        super::refuse_existing(book, a.force)?;
    }
    let mut entries = Vec::new();
    for i in 0..a.count {
        let g = generate_one(&opts, &mut rng).map_err(Failure::bad_input)?;
        let fen = to_solo_fen(&g.puzzle);
        let file = a
            .out
            .as_ref()
            .map(|dir| dir.join(format!("n{:02}-s{}-{:04}.solo", a.pieces, a.seed, i + 1)));
        let solution = long_names(&g.puzzle, &g.solution);
        if a.book.is_some() {
            entries.push(book_entry(&g.puzzle, i + 1, solution.clone()));
        }
        if let Some(file) = &file {
            let text = format!(
                "# solopddl generate --pieces {} --seed {} #{}\n# solution: {}\n{fen}\n",
                a.pieces,
                a.seed,
                i + 1,
                solution.join(" ")
            );
            write_output(file, &text, a.force)?;
        }
        if a.json {
            let line = serde_json::json!({
                "fen": fen,
                "pieces": g.puzzle.pieces.len(),
                "solution": solution,
                "file": file,
            });
            println!("{line}");
        } else {
            match &file {
                None => println!("{fen}"),
                Some(file) => println!("{}", file.display()),
            }
        }
    }
    if let Some(book) = &a.book {
        let title = format!("Solo Chess: {} puzzles of {} pieces", a.count, a.pieces);
        let sub = format!(
            "solopddl generate --pieces {} --count {} --seed {}",
            a.pieces, a.count, a.seed
        );
        write_output(book, &crate::diagram::book::html(&title, &sub, &entries), true)?;
    }
    Ok(Status::Success)
}

/// A book entry: the diagram, the level (pieces) and `analyze`'s rating
/// (within a bounded analysis; `-` beyond it).
pub fn book_entry(p: &Puzzle, number: usize, solution: Vec<String>) -> crate::diagram::book::Entry {
    let a = crate::solo::analyze::analyze(
        p,
        crate::solo::analyze::AnalyzeOptions {
            max_states: 2_000_000,
            exact: false,
            deadline: None,
            memory_bytes: Some(1 << 30),
            all_positions: false,
        },
    );
    let rating = a.rating.filter(|_| a.complete).map_or("-".to_string(), |r| format!("{r:.2}"));
    crate::diagram::book::Entry {
        puzzle: crate::diagram::solo::puzzle(p, &format!("#{number}")),
        details: format!("level {} ({} pieces) · rating {rating}", p.pieces.len(), p.pieces.len()),
        solution,
        fen: to_solo_fen(p),
    }
}
