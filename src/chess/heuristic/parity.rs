//! Tempo parity: a colour that must make an exact number of moves, and
//! whose pieces cannot lose a single tempo, is refuted when that number
//! has the wrong parity.
//!
//! A proof game gives each colour an exact number of moves `B`, not an
//! upper bound. Suppose colour c's kings, queens, rooks and bishops all
//! stand on the goal's squares of their role (so no journey is left for
//! them), its knights and pawns are as many as the goal's, and no pawn of
//! c can still make a double step (none on its second rank must move, or
//! no goal pawn square of c on the fourth rank or beyond is free). Then:
//!
//! - No piece of c is captured or promotes from here on: every role
//!   already has the goal's count, a captured piece never returns and
//!   pawns never reappear.
//! - **Pawns** make exactly `A` moves, the goal pawns' ranks minus the
//!   current pawns' ranks (relative to c): every pawn move (push, capture,
//!   en passant) advances one rank, and no double step is possible.
//! - **Knights**: every knight move changes the colour of its square, so
//!   a knight's moves have the parity of (its square's colour + its goal
//!   square's colour), whichever goal knight it becomes; the knights'
//!   moves together have the parity `K` of the sum over all their squares
//!   and all the goal knights' squares, and are at least the sum of each
//!   knight's distance to its nearest goal knight.
//! - **The others** (king, queens, rooks, bishops; castling is one move of
//!   two of them): they make 0 moves or at least 2. One move alone would
//!   leave a goal square of its role that no other piece of that role
//!   refills without a move of its own.
//!
//! So c's moves are `A` + knights + others with the others' share in
//! {0, 2, 3, …}: if `B` does not have the parity of `A + K`, the others
//! make an odd number, at least 3, and `B ≥ A + knights' distances + 3`.
//! Anything less refutes the position. This is the tempo a colour cannot
//! lose: a spare move left to pieces that can only waste moves in pairs,
//! which the journeys (bounds, not parities) never see, and which a
//! search otherwise finds only when the colour's last move comes.

use super::distances::Dist;
use super::victims::relative_rank;
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

impl Estimator {
    /// Whether either colour's moves in `budget` (white's, black's) have a
    /// parity its pieces cannot make (module header).
    pub fn parity_refutes(&self, pos: &Position, budget: [u32; 2]) -> bool {
        [Color::White, Color::Black]
            .into_iter()
            .any(|c| self.colour_parity_refutes(pos, c, budget[c.index()]))
    }

    fn colour_parity_refutes(&self, pos: &Position, c: Color, moves: u32) -> bool {
        let goal = &self.goal;
        // The others all home: the cheapest test first, it fails in most positions.
        let others_home = [Role::King, Role::Queen, Role::Rook, Role::Bishop]
            .into_iter()
            .all(|r| pos.pieces(c, r) == goal.pieces(c, r));
        if !others_home {
            return false;
        }
        let (knights, goal_knights) = (pos.pieces(c, Role::Knight), goal.pieces(c, Role::Knight));
        let (pawns, goal_pawns) = (pos.pieces(c, Role::Pawn), goal.pieces(c, Role::Pawn));
        if knights.count() != goal_knights.count() || pawns.count() != goal_pawns.count() {
            return false;
        }
        let height = pos.board.height();
        let relative_rank = |sq: Square| u32::from(relative_rank(c, height, sq));
        if height >= 5 && double_step_possible(pawns, goal_pawns, relative_rank) {
            return false;
        }
        let (goal_ranks, ranks): (u32, u32) = (
            goal_pawns.into_iter().map(relative_rank).sum(),
            pawns.into_iter().map(relative_rank).sum(),
        );
        let Some(advance) = goal_ranks.checked_sub(ranks) else {
            return true; // pawns would have to go back
        };
        let square_colour = |sq: Square| u32::from((sq.file() + sq.rank()) % 2);
        let knight_parity: u32 = knights.into_iter().chain(goal_knights).map(square_colour).sum::<u32>() % 2;
        let mut knight_moves = 0u32;
        let d = &*self.dist;
        for k in knights {
            let row = d.piece(Role::Knight, k);
            knight_moves += goal_knights.into_iter().map(|g| u32::from(row[g.index()])).min().unwrap_or(0);
        }
        (moves + advance + knight_parity) % 2 == 1 && moves < advance + knight_moves + 3
    }
}

/// Whether a pawn of c on its second rank must still move while a goal
/// pawn square of c on its fourth rank or beyond is free: then one of c's
/// pawns may yet make a double step (or two single ones), a tempo to spare.
/// A pawn on its second rank that stands on a goal pawn square stays: no
/// pawn can come from behind to take its place.
fn double_step_possible(pawns: Bitboard, goal_pawns: Bitboard, relative_rank: impl Fn(Square) -> u32) -> bool {
    let must_leave_second = Iterator::any(&mut (pawns & !goal_pawns), |sq| relative_rank(sq) == 1);
    let free_far = Iterator::any(&mut (goal_pawns & !pawns), |sq| relative_rank(sq) >= 3);
    must_leave_second && free_far
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn refutes(goal: &str, pos: &str, budget: [u32; 2]) -> bool {
        let goal = parse_fen(goal).unwrap();
        let pos = parse_fen(pos).unwrap();
        Estimator::new(&goal, None).parity_refutes(&pos, budget)
    }

    #[test]
    fn a_knight_cannot_spend_one_spare_move() {
        // White: Ng1-f3 is one move; with two moves to make, the knight
        // would need an even detour and the king a single move home.
        let goal = "4k3/8/8/8/8/5N2/8/4K3 w - - 0 1";
        let pos = "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1";
        assert!(!refutes(goal, pos, [1, 0]));
        assert!(refutes(goal, pos, [2, 0]));
        // Three fit the knight's parity (a detour of two); four, the
        // king's triangle beside the knight's move.
        assert!(!refutes(goal, pos, [3, 0]));
        assert!(!refutes(goal, pos, [4, 0]));
    }

    #[test]
    fn a_piece_off_its_goal_square_or_a_pawn_that_may_double_step_can_spend_it() {
        // The rook still has to go: it can take its journey in two moves.
        let goal = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        assert!(!refutes(goal, "4k3/8/8/8/8/8/8/3RK3 w - - 0 1", [2, 0]));
        // e2-e4 in one move or two.
        let goal = "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1";
        let pos = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        assert!(!refutes(goal, pos, [2, 0]));
        // From e3 the pawn has exactly one move: two refute.
        let pos = "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1";
        assert!(!refutes(goal, pos, [1, 0]));
        assert!(refutes(goal, pos, [2, 0]));
    }

    #[test]
    fn a_colour_with_a_piece_to_lose_or_a_pawn_to_promote_is_not_judged() {
        // White's knight is extra (to be captured): it can take any number of moves.
        let goal = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        assert!(!refutes(goal, "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", [1, 0]));
        // Black has everything home and one move: the king alone cannot.
        assert!(refutes(goal, goal, [0, 1]));
        assert!(!refutes(goal, goal, [0, 2]));
    }
}
