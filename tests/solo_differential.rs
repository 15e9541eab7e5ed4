//! Exhaustive soundness: on thousands of random small puzzles (most of them
//! unsolvable) every heuristic's verdict equals plain brute force, and every
//! plan validates in the independent simulator.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use solopddl::board::{Board, Square};
use solopddl::solo::brute::brute_force_solvable;
use solopddl::solo::heuristics::Heuristic;
use solopddl::solo::position::replay_plan;
use solopddl::solo::solver::{solve, SolveOptions, Verdict};
use solopddl::solo::{Budget, Piece, Puzzle, Role, WrittenMove};

/// A random placement: `n` pieces, random roles (at most one king when
/// `king`), budgets 1, 2 or unlimited, sometimes mixed per piece.
fn random_puzzle(rng: &mut ChaCha8Rng) -> Puzzle {
    let w = rng.gen_range(3..=6);
    let h = rng.gen_range(3..=6);
    let board = Board::new(w, h).unwrap();
    let n = rng.gen_range(2..=7);
    let budget = match rng.gen_range(0..3) {
        0 => Budget::Limited(1),
        1 => Budget::Limited(2),
        _ => Budget::Unlimited,
    };
    let mixed = rng.gen_bool(0.2);
    let with_king = rng.gen_bool(0.5);
    let mut squares: Vec<Square> = board.squares().collect();
    let mut pieces = Vec::new();
    for i in 0..n {
        let k = rng.gen_range(0..squares.len());
        let square = squares.swap_remove(k);
        let role = if i == 0 && with_king { Role::King } else { Role::NON_KING[rng.gen_range(0..5)] };
        let b = if mixed { Budget::Limited(rng.gen_range(0..=3)) } else { budget };
        pieces.push(Piece { square, role, budget: b });
    }
    Puzzle::new(board, pieces, budget).unwrap()
}

#[test]
fn every_heuristic_agrees_with_brute_force() {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let (mut solvable, mut total) = (0, 0);
    for case in 0..4000 {
        let p = random_puzzle(&mut rng);
        let truth = brute_force_solvable(&p);
        solvable += truth as usize;
        total += 1;
        for h in Heuristic::ALL {
            let opts = SolveOptions { heuristic: h, seed: case, ..Default::default() };
            let (verdict, _) = solve(&p, &opts);
            let fen = solopddl::solo::notation::to_solo_fen(&p);
            match verdict {
                Verdict::Solved(plan) => {
                    assert!(truth, "{h} solved an unsolvable puzzle {fen}");
                    let moves: Vec<_> = plan.iter().map(|&mv| WrittenMove { mv, role: None }).collect();
                    let r = replay_plan(&p, &moves);
                    assert!(r.is_valid(), "{h} plan for {fen} does not validate: {r}");
                }
                Verdict::Unsolvable => assert!(!truth, "{h} declared the solvable puzzle {fen} unsolvable"),
                Verdict::Unknown => panic!("no limit was set"),
            }
        }
    }
    // The sample must exercise both verdicts, mostly unsolvable.
    assert!(solvable > 100 && solvable < total / 2, "{solvable} of {total} solvable");
}
