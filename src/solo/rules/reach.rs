//! Two facts of the Solo rules that every encoding of a puzzle needs:
//! how many captures a piece's budget can still matter for, and which
//! pieces stand between the two ends of a capture line at the start (the
//! squares a capture's path must find empty). The PDDL emitter, the SAS
//! writer and both plan mappers read them here, so they cannot disagree.

use crate::board::{Bitboard, Square};
use crate::solo::{Budget, Puzzle, Role};

/// The captures a budget can matter for in a puzzle of `pieces` pieces:
/// one piece must stay, so no piece ever makes more than `pieces − 1`
/// (at least 1, so that a one-piece puzzle still has a number).
pub fn effective_budget(b: Budget, pieces: usize) -> usize {
    b.min_with(pieces.max(2) as u32 - 1) as usize
}

/// The squares strictly between `a` and `b` that hold a piece at the start,
/// ordered from `a` towards `b`; `None` when `role` cannot capture from
/// `a` to `b` on an empty board.
pub fn reach_squares(p: &Puzzle, role: Role, a: Square, b: Square) -> Option<Vec<Square>> {
    let g = p.board().geometry();
    if !g.attacks(role.movement(), a, Bitboard::EMPTY).contains(b) {
        return None;
    }
    let occupied: Bitboard = p.pieces().iter().map(|x| x.square).collect();
    let mut between: Vec<Square> = (g.between(a, b) & occupied).collect();
    between.sort_by_key(|q| q.file().abs_diff(a.file()) as u32 + q.rank().abs_diff(a.rank()) as u32);
    Some(between)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::rules::notation::parse_solo_fen;

    #[test]
    fn budgets_are_capped_by_the_pieces_and_lines_list_the_blockers_in_order() {
        let p = parse_solo_fen("8/8/8/8/8/8/8/QNBR4 -").unwrap();
        assert_eq!(effective_budget(Budget::Unlimited, 4), 3);
        assert_eq!(effective_budget(Budget::Limited(2), 4), 2);
        assert_eq!(effective_budget(Budget::Unlimited, 1), 1);
        let sq = |s: &str| p.board().parse_square(s).unwrap();
        // The queen on a1 sees d1 past the knight and the bishop.
        assert_eq!(
            reach_squares(&p, Role::Queen, sq("a1"), sq("d1")),
            Some(vec![sq("b1"), sq("c1")])
        );
        // A knight's capture has no line; a bishop cannot go along a rank.
        assert_eq!(reach_squares(&p, Role::Knight, sq("b1"), sq("d2")), Some(vec![]));
        assert_eq!(reach_squares(&p, Role::Bishop, sq("c1"), sq("d1")), None);
    }
}
