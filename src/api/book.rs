//! The printable book of any Solo Chess puzzles, for every front end
//! (`solopddl book`, `compose --book`, `generate --book`, the web app's
//! book button): each puzzle solved and analysed (bounded), numbered once,
//! with its difficulty band and rating, its Solo FEN, optional
//! ThinkFun-style hints (the piece that moves first, the first piece
//! captured, the piece left at the end) on their own page, and the
//! solutions after a page break. Budget badges equal to the puzzle's
//! default budget are left off unless asked for (the facts line states the
//! default), so a badge marks what is special.

use super::solo::{bounded_analysis, solve};
use crate::diagram::book::{Book, Entry};
use crate::limits::Control;
use crate::solo::analysis::analyze::Analysis;
use crate::solo::analysis::band::Band;
use crate::solo::rules::notation::to_solo_fen;
use crate::solo::rules::position::long_names;
use crate::solo::{Budget, Move, Puzzle, WrittenMove};
use std::time::Duration;

/// How long a book gives the solver for each puzzle it prints (the CLI's
/// books; the web app, answering while a page waits, gives one second).
pub const SOLVE_TIME: Duration = Duration::from_secs(10);

/// How the book looks.
#[derive(Clone, Debug, Default)]
pub struct BookOptions {
    /// The title [default: "Solo Chess: N puzzles"].
    pub title: Option<String>,
    /// The line under the title (how the puzzles were made).
    pub subtitle: String,
    /// A hints page before the solutions.
    pub hints: bool,
    /// Every piece's budget badge, the default ones too.
    pub budgets: bool,
}

impl From<String> for BookOptions {
    /// The default book with `subtitle` under its title.
    fn from(subtitle: String) -> BookOptions {
        BookOptions {
            subtitle,
            ..Default::default()
        }
    }
}

/// A puzzle with what the book prints of it.
pub struct BookPuzzle {
    pub puzzle: Puzzle,
    /// A solution (None: unsolvable, or not found within the limits).
    pub moves: Option<Vec<Move>>,
    pub analysis: Analysis,
}

impl BookPuzzle {
    /// Solves the puzzle (within `solve_time`) and analyses it within the
    /// bounded analysis's limits, unless `analysis` is given (a composed
    /// puzzle's).
    pub fn new(puzzle: Puzzle, analysis: Option<Analysis>, solve_time: Duration, control: &Control) -> BookPuzzle {
        let opts = crate::solo::search::solver::SolveOptions {
            time_limit: Some(solve_time),
            control: control.clone(),
            ..Default::default()
        };
        let moves = solve(&puzzle, &opts)
            .ok()
            .filter(|a| a.solvable == Some(true))
            .map(|a| a.moves);
        let analysis = analysis.unwrap_or_else(|| bounded_analysis(&puzzle, control.clone()));
        BookPuzzle { puzzle, moves, analysis }
    }

    /// The facts line: band and rating, pieces, solutions, default budget.
    fn details(&self) -> String {
        let p = &self.puzzle;
        let a = &self.analysis;
        let rating = match a.rating.filter(|_| a.complete) {
            Some(r) => format!("{} · rating {r:.1}", Band::of(r).name()),
            None => "rating -".to_string(),
        };
        let solutions = match (a.complete, &a.solutions) {
            (true, n) if *n == 1 => "unique".to_string(),
            (true, n) => format!("{n} solutions"),
            (false, _) => "solutions not counted".to_string(),
        };
        let budget = match p.default_budget() {
            Budget::Limited(1) => "1 capture each".to_string(),
            Budget::Limited(n) => format!("{n} captures each"),
            Budget::Unlimited => "unlimited captures".to_string(),
        };
        format!("{rating} · {} pieces · {solutions} · {budget}", p.pieces().len())
    }

    /// The three hints, mildest first.
    fn hints(&self) -> Vec<(&'static str, String)> {
        let Some(moves) = self.moves.as_ref().filter(|m| !m.is_empty()) else {
            return vec![];
        };
        let mut pos = self.puzzle.position();
        let name = |pos: &crate::solo::rules::position::Position, sq| {
            pos.at(sq)
                .map_or_else(String::new, |(r, _)| format!("the {} on {sq}", r.name()))
        };
        let first = moves[0];
        let hints = vec![
            ("moves first", name(&pos, first.from)),
            ("captured first", name(&pos, first.to)),
        ];
        for &mv in moves {
            let _ = pos.apply(WrittenMove { mv, role: None });
        }
        let last = moves.last().expect("not empty").to;
        let left = pos
            .at(last)
            .map_or_else(String::new, |(r, _)| format!("the {} (on {last})", r.name()));
        hints.into_iter().chain([("left at the end", left)]).collect()
    }

    fn entry(&self, budgets: bool) -> Entry {
        let p = &self.puzzle;
        let mut diagram = crate::diagram::solo::puzzle(p, "");
        diagram.caption = None;
        if !budgets {
            for (sq, piece) in &mut diagram.pieces {
                if p.pieces().iter().any(|x| x.square == *sq && x.budget == p.default_budget()) {
                    piece.badge = None;
                }
            }
        }
        Entry {
            puzzle: diagram,
            details: self.details(),
            fen: to_solo_fen(p),
            hints: self.hints(),
            solution: self.moves.as_ref().map_or_else(Vec::new, |m| long_names(p, m)),
        }
    }
}

/// The book as one HTML document.
pub fn book(puzzles: &[BookPuzzle], o: &BookOptions) -> String {
    let title = o
        .title
        .clone()
        .unwrap_or_else(|| format!("Solo Chess: {} puzzles", puzzles.len()));
    let bands: Vec<String> = Band::ALL.iter().map(|b| format!("{} {}", b.name(), b.range())).collect();
    let notes = vec![
        "Every move captures; a piece may capture as often as the facts line says, or as its badge says; \
         the king, if there is one, is never captured and stands last."
            .to_string(),
        format!(
            "Difficulty by rating (the surprise of random play plus forced decisions): {}.",
            bands.join(" · ")
        ),
    ];
    crate::diagram::book::html(&Book {
        title: &title,
        subtitle: &o.subtitle,
        notes,
        entries: puzzles.iter().map(|b| b.entry(o.budgets)).collect(),
        hints: o.hints,
    })
}
