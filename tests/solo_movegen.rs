//! Bitboard capture generation equals the square-walking simulator on random
//! positions of every board size from 1×1 to 8×8 (every piece type, budgets 0..2).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use solopddl::board::{Board, Square};
use solopddl::solo::search::state::SearchState;
use solopddl::solo::{Budget, Piece, Puzzle, Role};

#[test]
fn bitboard_captures_equal_the_simulator_on_every_board_size() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut checked = 0;
    for w in 1..=8u8 {
        for h in 1..=8u8 {
            let board = Board::new(w, h).unwrap();
            for _ in 0..40 {
                let mut squares: Vec<Square> = board.squares().collect();
                let n = rng.gen_range(1..=squares.len().min(12));
                let mut pieces = Vec::new();
                for _ in 0..n {
                    let square = squares.swap_remove(rng.gen_range(0..squares.len()));
                    let role = Role::ALL[rng.gen_range(0..6)];
                    pieces.push(Piece {
                        square,
                        role,
                        budget: Budget::Limited(rng.gen_range(0..=2)),
                    });
                }
                let p = Puzzle::new(board, pieces, Budget::Limited(2)).unwrap();
                let mut fast = Vec::new();
                SearchState::new(&p).legal_captures(&mut fast);
                let mut fast: Vec<String> = fast.iter().map(|m| m.to_string()).collect();
                let mut slow: Vec<String> = p.position().legal_captures().iter().map(|m| m.to_string()).collect();
                fast.sort();
                slow.sort();
                assert_eq!(fast, slow, "{}", solopddl::solo::rules::notation::to_solo_fen(&p));
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 64 * 40);
}
