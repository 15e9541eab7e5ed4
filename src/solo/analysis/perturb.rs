//! Unsolvable puzzles that are not trivially so: a solvable puzzle is
//! perturbed one small change at a time (a piece moved to an empty square,
//! a piece's kind changed, a budget lowered) until the native solver proves
//! it unsolvable. A change after which the strongest static dead-end test
//! already fires at the start is undone: such puzzles (a piece nobody can
//! ever capture, budgets that cannot cover the captures) are certified by a
//! one-line argument and tell a planner nothing.

use crate::board::Square;
use crate::solo::search::prune::dead_best;
use crate::solo::search::solver::{solve, SolveOptions, Verdict};
use crate::solo::search::state::SearchState;
use crate::solo::{Budget, Piece, Puzzle, Role};
use rand::Rng;

/// An unsolvable variant with its certificate's size.
#[derive(Clone, Debug)]
pub struct Unsolvable {
    pub puzzle: Puzzle,
    /// Nodes the native solver expanded to prove it unsolvable.
    pub proof_nodes: u64,
    /// Changes applied to the original puzzle.
    pub changes: usize,
}

/// Limits of the search for a variant.
#[derive(Clone, Copy, Debug)]
pub struct PerturbOptions {
    /// Changes applied before giving up on this start.
    pub max_changes: usize,
    /// Node limit of each native proof (a variant the solver cannot decide is skipped).
    pub node_limit: u64,
    /// A proof must take more than this many nodes (the start excluded).
    pub min_proof_nodes: u64,
}

impl Default for PerturbOptions {
    fn default() -> Self {
        PerturbOptions {
            max_changes: 12,
            node_limit: 200_000,
            min_proof_nodes: 1,
        }
    }
}

/// Perturbs `puzzle` until the native solver proves it unsolvable, or gives
/// up after `opts.max_changes` changes. Deterministic for a given `rng`.
pub fn unsolvable_variant(puzzle: &Puzzle, opts: PerturbOptions, rng: &mut impl Rng) -> Option<Unsolvable> {
    let solve_opts = SolveOptions {
        node_limit: Some(opts.node_limit),
        time_limit: None,
        ..SolveOptions::default()
    };
    let mut current = puzzle.clone();
    for changes in 1..=opts.max_changes {
        let Some(next) = change(&current, rng) else { continue };
        if dead_best(&SearchState::new(&next)) {
            continue;
        }
        let (verdict, stats) = solve(&next, &solve_opts);
        match verdict {
            Verdict::Unsolvable if stats.nodes > opts.min_proof_nodes => {
                return Some(Unsolvable {
                    puzzle: next,
                    proof_nodes: stats.nodes,
                    changes,
                })
            }
            // Too easy a proof, or undecided: keep perturbing from the last solvable one.
            Verdict::Unsolvable | Verdict::Unknown => continue,
            Verdict::Solved(_) => current = next,
        }
    }
    None
}

/// One random change that keeps the piece count and the kings.
fn change(p: &Puzzle, rng: &mut impl Rng) -> Option<Puzzle> {
    let mut pieces = p.pieces.clone();
    let k = rng.gen_range(0..pieces.len());
    match rng.gen_range(0..3) {
        0 => {
            let empty: Vec<Square> = p.board.squares().filter(|&s| p.piece_at(s).is_none()).collect();
            if empty.is_empty() {
                return None;
            }
            pieces[k].square = empty[rng.gen_range(0..empty.len())];
        }
        1 => {
            if pieces[k].role == Role::King {
                return None;
            }
            let kinds = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn];
            let role = kinds[rng.gen_range(0..kinds.len())];
            if role == pieces[k].role {
                return None;
            }
            pieces[k].role = role;
        }
        _ => {
            pieces[k].budget = match pieces[k].budget {
                Budget::Limited(b) if b >= 2 => Budget::Limited(b - 1),
                Budget::Limited(_) => return None,
                Budget::Unlimited => Budget::Limited((p.pieces.len() as u8).saturating_sub(2).max(1)),
            };
        }
    }
    // A pawn on its last rank could never capture: not a position of the game.
    if pieces
        .iter()
        .any(|x: &Piece| x.role == Role::Pawn && x.square.rank() + 1 >= p.board.height())
    {
        return None;
    }
    Puzzle::new(p.board, pieces, p.default_budget).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::analysis::generator::{generate, GenerateOptions};
    use crate::solo::search::brute::brute_force_solvable;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn variants_are_unsolvable_by_brute_force_and_not_statically_dead() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut found = 0;
        for n in 4..=7 {
            for _ in 0..6 {
                let opts = GenerateOptions {
                    pieces: n,
                    board: crate::board::Board::new(5, 5).unwrap(),
                    budget: Budget::Limited(2),
                    king: true,
                };
                let g = generate(&opts, &mut rng).unwrap();
                if let Some(u) = unsolvable_variant(&g.puzzle, PerturbOptions::default(), &mut rng) {
                    found += 1;
                    assert_eq!(u.puzzle.pieces.len(), n);
                    assert_eq!(u.puzzle.kings(), 1);
                    assert!(!brute_force_solvable(&u.puzzle), "{:?}", u.puzzle);
                    assert!(!dead_best(&SearchState::new(&u.puzzle)));
                    assert!(u.proof_nodes > 1);
                }
            }
        }
        assert!(found >= 12, "only {found} of 24 starts gave an unsolvable variant");
    }
}
