//! The files a Solo Chess job writes beside its report, as texts (a front
//! end writes them where its user asked): a solve's plan as planner
//! actions and its solution as an SVG sheet; a composed or generated
//! puzzle as a `.solo` file (its facts and a solution as comments); a sheet
//! of puzzles as one SVG; the printable book ([`crate::diagram::book`]).

use super::book::{book, BookOptions, BookPuzzle};
use super::solo::{ComposedPuzzle, SolveAnswer};
use super::{Failure, Status};
use crate::solo::rules::notation::to_solo_fen;
use crate::solo::Puzzle;

/// The `.solo` file `compose --out` writes for a composed puzzle.
pub fn composed_file(c: &ComposedPuzzle) -> String {
    let solution = if c.solution.is_empty() {
        "-".into()
    } else {
        c.solution.join(" ")
    };
    format!(
        "# composed by solopddl: {} solution(s), rating {:.2}, {} candidates analysed\n# solution: {solution}\n{}\n",
        c.solutions,
        c.rating,
        c.candidates,
        to_solo_fen(&c.puzzle)
    )
}

/// The `.solo` file `generate --out` writes: `header` (the command that
/// made it) and the solution as comments, then the puzzle.
pub fn generated_file(p: &Puzzle, header: &str, solution: &[String]) -> String {
    format!("# {header}\n# solution: {}\n{}\n", solution.join(" "), to_solo_fen(p))
}

/// Composed puzzles as one SVG sheet, numbered, with their ratings.
pub fn composed_sheet(composed: &[ComposedPuzzle], pieces: usize) -> String {
    let sheet: Vec<_> = composed
        .iter()
        .enumerate()
        .map(|(i, c)| crate::diagram::solo::puzzle(&c.puzzle, &format!("#{} · rating {:.2}", i + 1, c.rating)))
        .collect();
    let title = format!("{} composed puzzle(s) of {} pieces", composed.len(), pieces);
    crate::diagram::sheet(&sheet, 4, Some(&title))
}

/// Composed puzzles as a printable book (their analyses reused).
pub fn composed_book(composed: &[ComposedPuzzle], options: &BookOptions) -> String {
    let control = crate::limits::Control::new();
    let puzzles: Vec<BookPuzzle> = composed
        .iter()
        .map(|c| BookPuzzle::new(c.puzzle.clone(), Some(c.analysis.clone()), super::book::SOLVE_TIME, &control))
        .collect();
    book(&puzzles, options)
}

/// Generated puzzles as a printable book, each analysed (bounded).
pub fn generated_book(puzzles: &[Puzzle], options: &BookOptions) -> String {
    let control = crate::limits::Control::new();
    let puzzles: Vec<BookPuzzle> = puzzles
        .iter()
        .map(|p| BookPuzzle::new(p.clone(), None, super::book::SOLVE_TIME, &control))
        .collect();
    book(&puzzles, options)
}
/// A solve's moves as planner actions of `encoding` (the plan `validate` and VAL read).
pub fn solve_actions(p: &Puzzle, encoding: crate::pddl::Encoding, answer: &SolveAnswer) -> Result<String, Failure> {
    let actions = crate::pddl::solo_export_plan::moves_to_actions(p, encoding, &answer.moves)
        .map_err(|e| Failure::new(Status::PlanInvalid, format!("internal error: {e}")))?;
    Ok(crate::planner::val::plan_text(&actions))
}

/// A solve as an SVG sheet: the solution capture by capture, or the puzzle
/// with "unsolvable" or "unknown".
pub fn solve_svg(p: &Puzzle, answer: &SolveAnswer) -> String {
    let sheet = match answer.solvable {
        Some(true) => crate::diagram::solo::solution(p, &answer.moves),
        Some(false) => vec![crate::diagram::solo::puzzle(p, "unsolvable")],
        None => vec![crate::diagram::solo::puzzle(p, "unknown: a limit was reached")],
    };
    let title = format!("{} ({} pieces)", to_solo_fen(p), p.pieces().len());
    crate::diagram::sheet(&sheet, 4, Some(&title))
}
