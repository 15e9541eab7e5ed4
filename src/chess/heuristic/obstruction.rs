//! Obstruction: a piece home on a pawn's way must step aside.
//!
//! Take colour c none of whose pieces is captured any more (as many pieces
//! as the goal's) and with as many pawns as the goal's: none of its pawns
//! promotes, so each one ends on a goal pawn square of c. A pawn changes
//! file only by capturing: with no capture left to make it stays on its
//! file; with one, it stays there too unless a goal pawn square ahead of
//! it on a file beside its own could be its end (it could not come back
//! with a single capture). Such a pawn ends on a goal pawn square of its
//! file ahead of it, so it crosses every square strictly between it and
//! the nearest one (a double step crosses the square it skips too), each
//! of them empty when it does.
//!
//! A piece of c standing there on a goal square of its own kind (settled:
//! the journeys matching of `journeys.rs` charges it nothing) therefore
//! leaves its square at some point. Either it comes back, at least 2
//! moves, or another piece of c ends there, at least its distance, and it
//! goes elsewhere or is left out. The matching in which such a square is
//! a row like any other, its occupant costing 2 to fill it again, is a
//! lower bound on c's moves in every game: a king or knight in front of a
//! pawn that must march through, a queen home on the pawn's file.
//!
//! Asked only where it can refute: the matching is at most the journeys
//! plus 2 per such piece (each one going away and back), so nothing is
//! computed unless that exceeds c's budget; taken on the static tables
//! and cached by placement and those squares, with the squatters'
//! matchings (`squatters.rs`, `journeys_charged`).

use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

impl Estimator {
    /// Whether some colour's settled pieces on its pawns' ways take its
    /// moves past its budget (module header); `journeys` are each
    /// colour's bound so far, at least the static matching this raises,
    /// and `surplus` the pieces each colour has beyond the goal's.
    pub(super) fn obstruction_refutes(&self, pos: &Position, budget: [u32; 2], journeys: [u32; 2], surplus: [u32; 2]) -> bool {
        for c in [Color::White, Color::Black] {
            let ci = c.index();
            // None of c's pieces captured, at most one capture to make.
            let captures_left = surplus[c.other().index()];
            if surplus[ci] != 0 || captures_left > 1 {
                continue;
            }
            let vacating = self.vacating(pos, c, captures_left);
            if journeys[ci] + 2 * vacating.count() <= budget[ci] {
                continue;
            }
            match self.journeys_charged(pos, c, Bitboard::EMPTY, vacating) {
                Some(j) if j <= budget[ci] => {}
                _ => return true,
            }
        }
        false
    }

    /// Colour `c`'s pieces other than pawns, each on a goal square of its
    /// kind, standing on a square one of its pawns must cross, with
    /// `captures_left` (0 or 1) captures to make and none of its pieces to
    /// lose (module header).
    fn vacating(&self, pos: &Position, c: Color, captures_left: u32) -> Bitboard {
        let settled = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King]
            .into_iter()
            .fold(Bitboard::EMPTY, |acc, r| acc | (pos.pieces(c, r) & self.goal.pieces(c, r)));
        let goal_pawns = self.goal.pieces(c, Role::Pawn);
        let pawns = pos.pieces(c, Role::Pawn);
        // As many pawns as the goal's, none lost: none promotes.
        if settled.is_empty() || pawns.count() != goal_pawns.count() {
            return Bitboard::EMPTY;
        }
        let ahead = |from: Square, to: Square| match c {
            Color::White => to.rank() > from.rank(),
            Color::Black => to.rank() < from.rank(),
        };
        let step: i8 = match c {
            Color::White => 1,
            Color::Black => -1,
        };
        let mut vacating = Bitboard::EMPTY;
        for pawn in pawns & !goal_pawns {
            // With a capture left, a pawn that could end on a file beside
            // its own might leave its file before the square.
            let leaves = captures_left > 0
                && Iterator::any(&mut goal_pawns.into_iter(), |g| {
                    g.file().abs_diff(pawn.file()) == 1 && ahead(pawn, g)
                });
            if leaves {
                continue;
            }
            // The squares up to the nearest goal pawn square ahead, if any.
            let mut crossed = Bitboard::EMPTY;
            let mut at = pawn;
            while let Some(next) = at.offset(0, step).filter(|&sq| pos.board.contains(sq)) {
                if goal_pawns.contains(next) {
                    vacating |= crossed & settled;
                    break;
                }
                crossed.insert(next);
                at = next;
            }
        }
        vacating
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    #[test]
    fn a_queen_home_on_its_pawns_file_steps_aside_and_back() {
        // White's c-pawn must go c2-c4-c5 through its queen, home on c4,
        // with nothing to capture: the queen steps aside and back, 2 + 2
        // moves where the journeys say 2 (Qd4, c4, c5, Qc4).
        let goal = parse_fen("4k3/8/8/2P5/2Q5/8/8/4K3 w - - 0 1").unwrap();
        let pos = parse_fen("4k3/8/8/8/2Q5/8/2P5/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(est.estimate(&pos).unwrap().per_color[0], 2);
        assert!(est.obstruction_refutes(&pos, [3, 3], [2, 0], [0, 0]));
        assert_eq!(count_exhaustively(&pos, &goal, 6), 0);
        assert!(!est.obstruction_refutes(&pos, [4, 4], [2, 0], [0, 0]));
        assert!(count_exhaustively(&pos, &goal, 8) > 0);
        // With a piece of its own to lose, the pawn may be taken before
        // it passes: no claim.
        assert!(!est.obstruction_refutes(&pos, [3, 3], [2, 0], [1, 0]));
        // With one capture to make it may leave its file only for a goal
        // square beside it: none here, so the claim stands; with a goal
        // pawn on d6 it could go c3xd4-d5-d6 instead, so no claim.
        assert!(est.obstruction_refutes(&pos, [3, 3], [2, 0], [0, 1]));
    }

    #[test]
    fn a_pawn_with_a_capture_left_may_leave_its_file_before_the_square() {
        // cxd3 and c7: the c2 pawn ends on d3, the c6 pawn on c7, and the
        // queen never moves; the c-file's goal square ahead of c2 is no
        // proof that c2 walks up through c4.
        let goal = parse_fen("4k3/2P5/8/8/2Q5/3P4/8/4K3 w - - 0 1").unwrap();
        let pos = parse_fen("4k3/8/2P5/8/2Q5/3b4/2P5/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert!(count_exhaustively(&pos, &goal, 4) > 0);
        assert!(!est.obstruction_refutes(&pos, [2, 2], [2, 0], [0, 1]));
    }
}
