//! Captures and arrivals are distinct moves.
//!
//! Colour c must capture each of the other colour o's surplus pieces, `K_c`
//! captures, each a move landing where a piece of o can be captured
//! within the budget (`pawn_captures.rs`: a forced victim's capture
//! square, or a square s with `J_o + reach_o(s) ≤ B_o`). And every goal
//! square of c that does not hold a piece of its goal kind now receives
//! its final occupant by a move landing there; where no piece of o can be
//! captured there, that move captures nothing. Those are distinct moves
//! (a move lands on one square, castling excepted: it lands king and rook
//! on two, so a colour that may still castle is allowed one move less), so
//! c makes at least `K_c` plus the goal squares still to fill that are not
//! capture squares. A king that must walk to a square no capture can be
//! made on, while its colour has as many captures to make as moves left,
//! is out of moves.

use super::independent::castlings;
use super::Estimator;
use crate::chess::{Color, Position, Role};

impl Estimator {
    /// Whether some colour's captures to make and arrivals on goal squares
    /// where nothing can be captured exceed its budget (module header).
    /// `journeys` are each colour's bound around its own walls (as
    /// `meeting.rs` asks them), `surplus` each colour's pieces beyond the
    /// goal's.
    pub(super) fn landings_refute(&self, pos: &Position, budget: [u32; 2], journeys: [u32; 2], surplus: [u32; 2]) -> bool {
        for c in [Color::White, Color::Black] {
            let (ci, o) = (c.index(), c.other());
            let captures = surplus[o.index()];
            let mut to_fill = self.goal.by_color[ci];
            for role in Role::ALL {
                to_fill &= !(pos.pieces(c, role) & self.goal.pieces(c, role));
            }
            let castling = u32::from(castlings(pos, c).next().is_some());
            // Every one of them at most: nothing to refute.
            if captures + to_fill.count() <= budget[ci] + castling {
                continue;
            }
            let open = self.capture_squares(pos, o, budget, journeys);
            if captures + (to_fill & !open).count() > budget[ci] + castling {
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    #[test]
    fn a_king_walking_to_an_empty_square_cannot_capture_on_the_way_there() {
        // Black must take white's knight and bishop (two captures) and its
        // king must reach d7, where no white piece can be taken: three
        // moves, where black has two. The journeys (Kd7 1, captures 2)
        // allow it; a capture on d7 would need a white piece there, and
        // white's one move is the rook's to a6.
        let start = parse_fen("4k3/8/8/1n6/2N5/3B4/8/R3K3 b - - 0 1").unwrap();
        let goal = parse_fen("8/3k4/R7/8/8/8/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let e = est.estimate(&start).unwrap();
        assert!(e.per_color[1] <= 2 && e.per_color[0] <= 1, "{e:?}");
        let surplus = est.surplus(&start);
        let journeys = [Color::White, Color::Black].map(|c| {
            let captures_left = surplus[c.other().index()];
            est.colour_bound(&start, c, captures_left).unwrap().journeys
        });
        assert!(est.landings_refute(&start, [1, 2], journeys, surplus));
        assert_eq!(count_exhaustively(&start, &goal, 3), 0);
        // With a move more, Kd7 comes after the two captures.
        assert!(!est.landings_refute(&start, [1, 3], journeys, surplus));
    }
}
