//! Plain brute force over the simulator: no ordering, no pruning rules,
//! only memoisation of exact positions. The oracle of the differential tests.

use crate::solo::rules::position::Position;
use crate::solo::{Puzzle, WrittenMove};
use std::collections::HashMap;

/// Whether the puzzle has a solution, by exhaustive search.
pub fn brute_force_solvable(puzzle: &Puzzle) -> bool {
    fn go(pos: &Position, memo: &mut HashMap<String, bool>) -> bool {
        if pos.is_solved() {
            return true;
        }
        let key = format!("{:?}", pos);
        if let Some(&v) = memo.get(&key) {
            return v;
        }
        let mut found = false;
        for mv in pos.legal_captures() {
            let mut next = pos.clone();
            next.apply(WrittenMove { mv, role: None }).expect("legal capture");
            if go(&next, memo) {
                found = true;
                break;
            }
        }
        memo.insert(key, found);
        found
    }
    go(&puzzle.position(), &mut HashMap::new())
}

/// The number of solutions (move sequences), by naive enumeration.
pub fn brute_force_count(puzzle: &Puzzle) -> u128 {
    fn go(pos: &Position) -> u128 {
        if pos.is_solved() {
            return 1;
        }
        pos.legal_captures()
            .into_iter()
            .map(|mv| {
                let mut next = pos.clone();
                next.apply(WrittenMove { mv, role: None }).expect("legal capture");
                go(&next)
            })
            .sum()
    }
    go(&puzzle.position())
}
