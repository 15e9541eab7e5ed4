//! Once no capture is left to make, the pawns of each file keep their
//! order, their number and their colours.
//!
//! **Why.** The per-colour bounds walk each colour's pawns around the
//! walls of the goal, and the other colour's pawns that still move are
//! no walls: a black pawn may walk from g7 down to g2 past a white pawn
//! that ends on g3. `rnbqkbnr/pppppp1p/8/8/8/6P1/PPPPPPpP/RNBQKBNR` has
//! no game of any length, yet at 20 plies the count walked 506,155
//! positions (4.8 s) to say so, and at 24 it was unknown after 20 s.
//!
//! **The rule.** When neither colour has a capture left (each colour's
//! pieces number the goal's) and each colour's pawns number the goal's
//! (a promotion would take one away: none is left either), no pawn leaves
//! its file, none is captured, and none steps onto or over another. So on
//! each file the pawns from the bottom up are the goal's, colour by
//! colour, each white one ending on its rank or above and each black one
//! on its rank or below. A search reaches such positions once the last
//! capture is made: in goals with one capture or none, most of the tree.

use super::Estimator;
use crate::chess::{Color, Position, Role};

impl Estimator {
    /// Whether `pos` breaks the order of some file's pawns (module
    /// header): then no game reaches the goal.
    pub(super) fn pawn_files_out_of_order(&self, pos: &Position) -> bool {
        let surplus = self.surplus(pos);
        if surplus != [0, 0] {
            return false;
        }
        let pawns = |p: &Position, c: Color| p.pieces(c, Role::Pawn);
        if [Color::White, Color::Black]
            .iter()
            .any(|&c| pawns(pos, c).count() != pawns(&self.goal, c).count())
        {
            return false;
        }
        let (white, black) = (pawns(pos, Color::White).0, pawns(pos, Color::Black).0);
        let goal_white = pawns(&self.goal, Color::White).0;
        let goal_black = pawns(&self.goal, Color::Black).0;
        // Squares are numbered rank by rank, eight to a rank, so a file's
        // bits rise with its ranks: its pawns bottom up are its set bits,
        // lowest first. (Asked at every position's bound: bit operations,
        // no lists.)
        for file in 0..pos.board.width() {
            let on_file = 0x0101_0101_0101_0101u64 << file;
            let (mut now, mut goal) = ((white | black) & on_file, (goal_white | goal_black) & on_file);
            if now.count_ones() != goal.count_ones() {
                return true;
            }
            while now != 0 {
                let (a, g) = (now.trailing_zeros(), goal.trailing_zeros());
                let (is_white, goal_is_white) = (white >> a & 1 == 1, goal_white >> g & 1 == 1);
                let forward = if is_white { g >= a } else { g <= a };
                if is_white != goal_is_white || !forward {
                    return true;
                }
                now &= now - 1;
                goal &= goal - 1;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::{parse_fen, INITIAL_FEN};

    fn out_of_order(pos: &str, goal: &str) -> bool {
        let goal = parse_fen(goal).unwrap();
        Estimator::new(&goal, None).pawn_files_out_of_order(&parse_fen(pos).unwrap())
    }

    #[test]
    fn a_black_pawn_never_passes_a_white_one_without_a_capture() {
        let goal = "rnbqkbnr/pppppp1p/8/8/8/6P1/PPPPPPpP/RNBQKBNR w KQkq - 0 1";
        assert!(out_of_order(INITIAL_FEN, goal));
        // The pawns of the g-file in order, one step apart: a game exists.
        assert!(!out_of_order(
            INITIAL_FEN,
            "rnbqkbnr/pppppp1p/8/6p1/6P1/8/PPPPPP1P/RNBQKBNR w KQkq - 0 1"
        ));
    }

    #[test]
    fn with_a_capture_or_a_promotion_left_nothing_is_claimed() {
        // White's e-pawn may still take on d5 and pass Black's.
        assert!(!out_of_order(
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/ppp1pppp/3P4/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"
        ));
        // A pawn short in the goal may have promoted: not asked.
        assert!(!out_of_order(
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "Q7/8/4k3/8/8/8/8/4K3 w - - 0 1"
        ));
        // A pawn that would have to walk back.
        assert!(out_of_order(
            "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1"
        ));
    }
}
