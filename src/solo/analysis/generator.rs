//! Random solvable puzzles by the thesis's reverse expansion (Alg. 3–4):
//! start from one piece and repeatedly "un-capture": move an expandable
//! piece to an empty square from which it could capture its old square, and
//! put a new random non-king piece there. The reversed expansions are a
//! solution, which is checked with the simulator before a puzzle is returned.

use crate::board::{Bitboard, Board, Square};
use crate::solo::rules::position::replay_plan;
use crate::solo::{Budget, Move, Piece, Puzzle, Role, WrittenMove};
use rand::seq::SliceRandom;
use rand::Rng;

/// What to generate.
#[derive(Clone, Copy, Debug)]
pub struct GenerateOptions {
    pub pieces: usize,
    pub board: Board,
    pub budget: Budget,
    pub king: bool,
}

/// A generated puzzle and the solution it was built from.
#[derive(Clone, Debug)]
pub struct Generated {
    pub puzzle: Puzzle,
    pub solution: Vec<Move>,
}

/// Why no puzzle could be generated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    #[error("{pieces} pieces do not fit on a {board} board")]
    TooMany { pieces: usize, board: Board },
    #[error("no puzzle with {pieces} pieces found on a {board} board with budget {budget} after {tries} tries")]
    GaveUp {
        pieces: usize,
        board: Board,
        budget: Budget,
        tries: usize,
    },
    #[error("a puzzle needs at least one piece")]
    NoPieces,
    #[error("internal error: the generated solution does not validate: {0}")]
    InvalidSolution(String),
}

/// Empty squares from which a `role` could capture onto `target` with `occ` occupied.
fn origins(board: Board, role: Role, target: Square, occ: Bitboard) -> Vec<Square> {
    let g = board.geometry();
    // Origins are the squares attacked backwards: a pawn that captures up came from below.
    let backwards = match role {
        Role::Pawn => crate::board::Movement::PawnDown,
        r => r.movement(),
    };
    let cands = g.attacks(backwards, target, occ);
    (cands & !occ & g.mask).collect()
}

/// One attempt of Alg. 4; `None` when every piece got stuck early.
fn attempt(opts: &GenerateOptions, rng: &mut impl Rng) -> Option<Generated> {
    let squares: Vec<Square> = opts.board.squares().collect();
    let first_role = if opts.king { Role::King } else { *Role::NON_KING.choose(rng)? };
    // (square, role, expansions so far)
    let mut pieces: Vec<(Square, Role, u32)> = vec![(*squares.choose(rng)?, first_role, 0)];
    let limit = match opts.budget {
        Budget::Limited(b) => b as u32,
        Budget::Unlimited => u32::MAX,
    };
    let mut expansions: Vec<Move> = Vec::new();
    while pieces.len() < opts.pieces {
        let occ: Bitboard = pieces.iter().map(|p| p.0).collect();
        let expandable: Vec<(usize, Vec<Square>)> = pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| p.2 < limit)
            .map(|(i, p)| (i, origins(opts.board, p.1, p.0, occ)))
            .filter(|(_, o)| !o.is_empty())
            .collect();
        let (i, origins) = expandable.choose(rng)?;
        let new_square = *origins.choose(rng)?;
        let old = pieces[*i].0;
        pieces[*i].0 = new_square;
        pieces[*i].2 += 1;
        pieces.push((old, *Role::NON_KING.choose(rng)?, 0));
        expansions.push(Move {
            from: new_square,
            to: old,
        });
    }
    expansions.reverse();
    let list = pieces
        .iter()
        .map(|&(square, role, _)| Piece {
            square,
            role,
            budget: opts.budget,
        })
        .collect();
    let puzzle = Puzzle::new(opts.board, list, opts.budget).ok()?;
    Some(Generated {
        puzzle,
        solution: expansions,
    })
}

/// Generates one random solvable puzzle; the solution is verified by the simulator.
pub fn generate(opts: &GenerateOptions, rng: &mut impl Rng) -> Result<Generated, GenerateError> {
    if opts.pieces == 0 {
        return Err(GenerateError::NoPieces);
    }
    if opts.pieces > opts.board.area() as usize {
        return Err(GenerateError::TooMany {
            pieces: opts.pieces,
            board: opts.board,
        });
    }
    const TRIES: usize = 1000;
    for _ in 0..TRIES {
        if let Some(g) = attempt(opts, rng) {
            let moves: Vec<WrittenMove> = g.solution.iter().map(|&mv| WrittenMove { mv, role: None }).collect();
            let verdict = replay_plan(&g.puzzle, &moves);
            if !verdict.is_valid() {
                return Err(GenerateError::InvalidSolution(verdict.to_string()));
            }
            return Ok(g);
        }
    }
    Err(GenerateError::GaveUp {
        pieces: opts.pieces,
        board: opts.board,
        budget: opts.budget,
        tries: TRIES,
    })
}
