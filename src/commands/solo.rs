//! Solo Chess commands: show, solve and generate, rendered from
//! [`crate::api::solo`]'s answers.

use super::{create_dir, print_json, write_output, Failure, Status};
use crate::api::solo_files;
use crate::cli::{GenerateArgs, SolveArgs};
use crate::solo::analysis::generator::generate as generate_one;
use crate::solo::rules::load::load_puzzle;
use crate::solo::rules::notation::to_solo_fen;
use crate::solo::rules::position::{diagram, long_names};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::Path;

pub fn show(arg: &str, json: bool, svg: Option<&Path>, force: bool) -> Result<Status, Failure> {
    let p = load_puzzle(arg)?;
    if let Some(out) = svg {
        let caption = to_solo_fen(&p);
        write_output(out, &crate::diagram::svg(&crate::diagram::solo::puzzle(&p, &caption)), force)?;
    }
    let shown = crate::api::solo::show(&p);
    if json {
        return print_json(&shown).map(|_| Status::Success);
    }
    let pos = p.position();
    println!("{}", to_solo_fen(&p));
    println!("board {}, {} pieces", p.board(), p.pieces().len());
    print!("{}", diagram(&pos));
    println!("pieces:");
    for piece in p.pieces() {
        println!(
            "  {}{} ({}) captures left: {}",
            piece.role.letter(),
            piece.square,
            piece.role.name(),
            piece.budget
        );
    }
    let caps = &shown.legal_captures;
    println!("legal captures ({}): {}", caps.len(), caps.join(" "));
    Ok(Status::Success)
}

pub fn solve(a: SolveArgs) -> Result<Status, Failure> {
    let p = load_puzzle(&a.puzzle)?;
    // Ctrl-C or SIGTERM ends the search with its report (unknown, exit 3).
    crate::limits::install_interrupt_handler();
    for out in [&a.pddl_plan, &a.svg].into_iter().flatten() {
        super::refuse_existing(out, a.force)?;
    }
    let opts = a.options(a.model.as_deref().map(super::load_model).transpose()?);
    let answer = crate::api::solo::solve(&p, &opts)?;
    if let Some(out) = a.pddl_plan.as_ref().filter(|_| answer.solvable == Some(true)) {
        write_output(out, &solo_files::solve_actions(&p, a.encoding, &answer)?, true)?;
    }
    if let Some(out) = &a.svg {
        write_output(out, &solo_files::solve_svg(&p, &answer), true)?;
    }
    if a.json {
        print_json(&answer)?;
    } else {
        match answer.solvable {
            Some(true) => answer.plan.iter().for_each(|m| println!("{m}")),
            Some(false) => println!("unsolvable"),
            None => match answer.stopped_by {
                Some("interrupted") => println!("unknown: interrupted"),
                why => println!("unknown: {} reached", why.unwrap_or("time limit")),
            },
        }
        let stats = &answer.stats;
        eprintln!(
            "nodes {} backtracks {} time {:.3} ms dead states {}",
            stats.nodes, stats.backtracks, stats.elapsed_ms, stats.dead_states
        );
    }
    Ok(answer.status)
}

pub fn generate(a: GenerateArgs) -> Result<Status, Failure> {
    let opts = a.shape.generate_options(a.pieces);
    let mut rng = ChaCha8Rng::seed_from_u64(a.seed);
    if let Some(dir) = &a.out {
        create_dir(dir, "--out")?;
    }
    if let Some(book) = &a.book {
        super::refuse_existing(book, a.force)?;
    }
    let mut made = Vec::new();
    for i in 0..a.count {
        let g = generate_one(&opts, &mut rng).map_err(Failure::bad_input)?;
        let fen = to_solo_fen(&g.puzzle);
        let file = a
            .out
            .as_ref()
            .map(|dir| dir.join(format!("n{:02}-s{}-{:04}.solo", a.pieces, a.seed, i + 1)));
        let solution = long_names(&g.puzzle, &g.solution);
        if a.book.is_some() {
            made.push(g.puzzle.clone());
        }
        if let Some(file) = &file {
            let header = format!("solopddl generate --pieces {} --seed {} #{}", a.pieces, a.seed, i + 1);
            write_output(file, &solo_files::generated_file(&g.puzzle, &header, &solution), a.force)?;
        }
        if a.json {
            let line = serde_json::json!({
                "fen": fen,
                "pieces": g.puzzle.pieces().len(),
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
        let sub = format!(
            "solopddl generate --pieces {} --count {} --seed {}",
            a.pieces, a.count, a.seed
        );
        write_output(book, &solo_files::generated_book(&made, &sub.into()), true)?;
    }
    Ok(Status::Success)
}
