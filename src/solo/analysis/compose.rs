//! Puzzle composition: local search over placements with the strong solution
//! ([`crate::solo::analysis::analyze`]) as its inner loop. It starts from a reverse-expanded
//! (hence solvable) puzzle, then relocates, retypes or swaps pieces, keeping
//! a change when the distance to the constraints does not grow (log2 of the
//! solution count for `--unique`, the rating shortfall for `--min-rating`) and
//! the puzzle stays solvable; it restarts from a fresh puzzle when stuck.
//!
//! Symmetry: puzzles equal under a board symmetry are one puzzle. The file
//! mirror always preserves the game; without pawns (which capture towards
//! the higher rank) the rank mirror and the half turn do too, and on square
//! boards also the quarter turns and diagonal reflections. The canonical form
//! is the least Solo FEN over the allowed symmetries.

use crate::board::{Board, Square};
use crate::solo::analysis::analyze::{analyze, Analysis, AnalyzeOptions};
use crate::solo::analysis::generator::{generate, GenerateOptions};
use crate::solo::rules::notation::to_solo_fen;
use crate::solo::{Budget, Piece, Puzzle, Role};
use rand::seq::SliceRandom;
use rand::Rng;
use std::time::Instant;

/// What to compose.
#[derive(Clone, Debug)]
pub struct ComposeOptions {
    pub pieces: usize,
    pub board: Board,
    pub budget: Budget,
    pub king: bool,
    /// Exactly one solution.
    pub unique: bool,
    /// At least this rating.
    pub min_rating: Option<f64>,
    /// State limit per candidate analysis.
    pub max_states: u64,
    /// Memory limit of each analysis (the final full one included).
    pub memory_bytes: Option<u64>,
    /// Cancellation (every analysis hears it) and progress (candidates).
    pub control: crate::limits::Control,
}

/// A composed puzzle, re-verified by a full analysis.
#[derive(Clone, Debug)]
pub struct Composed {
    pub puzzle: Puzzle,
    pub analysis: Analysis,
    /// Candidates analysed on the way.
    pub candidates: u64,
}

/// The images of a square under every symmetry allowed for the puzzle.
fn symmetries(p: &Puzzle) -> Vec<Box<dyn Fn(Square) -> Square>> {
    let (w, h) = (p.board.width(), p.board.height());
    let at = move |f: u8, r: u8| Square::new(f, r).expect("on board");
    let mut out: Vec<Box<dyn Fn(Square) -> Square>> = vec![
        Box::new(move |s: Square| s),
        Box::new(move |s: Square| at(w - 1 - s.file(), s.rank())),
    ];
    if p.pieces.iter().any(|x| x.role == Role::Pawn) {
        return out;
    }
    out.push(Box::new(move |s: Square| at(s.file(), h - 1 - s.rank())));
    out.push(Box::new(move |s: Square| at(w - 1 - s.file(), h - 1 - s.rank())));
    if w == h {
        out.push(Box::new(move |s: Square| at(s.rank(), s.file())));
        out.push(Box::new(move |s: Square| at(w - 1 - s.rank(), h - 1 - s.file())));
        out.push(Box::new(move |s: Square| at(s.rank(), h - 1 - s.file())));
        out.push(Box::new(move |s: Square| at(w - 1 - s.rank(), s.file())));
    }
    out
}

/// The puzzle under each allowed symmetry (the identity first).
pub fn symmetric_images(p: &Puzzle) -> Vec<Puzzle> {
    symmetries(p)
        .iter()
        .map(|f| {
            let pieces = p
                .pieces
                .iter()
                .map(|x| Piece {
                    square: f(x.square),
                    ..*x
                })
                .collect();
            Puzzle::new(p.board, pieces, p.default_budget).expect("a symmetry keeps pieces on distinct squares")
        })
        .collect()
}

/// The canonical Solo FEN: the least over the allowed symmetries.
pub fn canonical_fen(p: &Puzzle) -> String {
    symmetric_images(p).iter().map(to_solo_fen).min().expect("the identity")
}

/// Distance to the constraints (0 = met), or `None` if unsolvable or over the state limit.
fn score(a: &Analysis, opts: &ComposeOptions) -> Option<f64> {
    if !a.complete || a.solutions.is_zero() {
        return None;
    }
    let mut s = 0.0;
    if opts.unique {
        // log2 of the count: 0 for exactly one solution.
        s += a.solutions.as_f64().min(f64::MAX).log2();
    }
    if let Some(r) = opts.min_rating {
        s += (r - a.rating.unwrap_or(0.0)).max(0.0);
    }
    Some(s)
}

/// A random change of one or two pieces (the king keeps its role).
fn mutate(p: &Puzzle, rng: &mut impl Rng) -> Option<Puzzle> {
    let mut pieces = p.pieces.clone();
    let i = rng.gen_range(0..pieces.len());
    match rng.gen_range(0..3) {
        0 => {
            let empty: Vec<Square> = p.board.squares().filter(|s| p.piece_at(*s).is_none()).collect();
            pieces[i].square = *empty.choose(rng)?;
        }
        1 => {
            if pieces[i].role == Role::King {
                return None;
            }
            let role = *Role::NON_KING.choose(rng)?;
            if role == pieces[i].role {
                return None;
            }
            pieces[i].role = role;
        }
        _ => {
            let j = rng.gen_range(0..pieces.len());
            if pieces[i].role == pieces[j].role {
                return None;
            }
            let (a, b) = (pieces[i].square, pieces[j].square);
            pieces[i].square = b;
            pieces[j].square = a;
        }
    }
    Puzzle::new(p.board, pieces, p.default_budget).ok()
}

/// Composes one puzzle meeting the constraints, or `None` at the deadline.
pub fn compose_one(opts: &ComposeOptions, rng: &mut impl Rng, deadline: Option<Instant>) -> Option<Composed> {
    let in_time = || deadline.is_none_or(|d| Instant::now() < d) && !opts.control.is_cancelled();
    // Every analysis shares the command's deadline: one of a large candidate
    // can take far longer than the whole limit (24 pieces: 12 s for 1 s).
    let quick = AnalyzeOptions {
        deadline,
        memory_bytes: opts.memory_bytes,
        max_states: opts.max_states,
        exact: false,
        all_positions: false,
        control: opts.control.clone(),
    };
    let gen = GenerateOptions {
        pieces: opts.pieces,
        board: opts.board,
        budget: opts.budget,
        king: opts.king,
    };
    let mut candidates = 0u64;
    while in_time() {
        let mut current = generate(&gen, rng).ok()?.puzzle;
        candidates += 1;
        opts.control.report("candidates", candidates);
        let Some(mut best) = score(&analyze(&current, quick.clone()), opts) else {
            continue;
        };
        let mut stale = 0;
        while best > 0.0 && stale < 80 && in_time() {
            let Some(next) = mutate(&current, rng) else { continue };
            candidates += 1;
            match score(&analyze(&next, quick.clone()), opts) {
                Some(s) if s <= best => {
                    stale = if s < best { 0 } else { stale + 1 };
                    best = s;
                    current = next;
                }
                _ => stale += 1,
            }
        }
        if best == 0.0 {
            // Re-verify with a full analysis (exact probability included).
            let analysis = analyze(
                &current,
                AnalyzeOptions {
                    deadline,
                    memory_bytes: opts.memory_bytes,
                    max_states: u64::MAX,
                    exact: true,
                    all_positions: false,
                    control: opts.control.clone(),
                },
            );
            if score(&analysis, opts) == Some(0.0) {
                return Some(Composed {
                    puzzle: current,
                    analysis,
                    candidates,
                });
            }
        }
    }
    None
}
