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
//! A piece of either colour standing there on a goal square of its own
//! kind (settled: the journeys matching of `journeys.rs` charges it
//! nothing) therefore leaves its square at some point, by a move or
//! captured (a pawn takes nothing straight ahead). Either it comes back,
//! at least 2 moves, or another piece of its colour ends there, at least
//! its distance, and it goes elsewhere or is left out (captured). The matching in which such a square is
//! a row like any other, its occupant costing 2 to fill it again, is a
//! lower bound on its colour's moves in every game: a king or knight in
//! front of its own pawn that must march through, a queen home on the
//! pawn's file, an enemy bishop home on a square the pawn must pass.
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
    /// Whether some colour's settled pieces on squares pawns must cross
    /// take its moves past its budget (module header); `journeys` are
    /// each colour's bound so far, at least the static matching this
    /// raises, and `surplus` the pieces each colour has beyond the goal's.
    pub(super) fn obstruction_refutes(&self, pos: &Position, budget: [u32; 2], journeys: [u32; 2], surplus: [u32; 2]) -> bool {
        let crossed = self.crossed(pos, Color::White, surplus) | self.crossed(pos, Color::Black, surplus);
        if crossed.is_empty() {
            return false;
        }
        for c in [Color::White, Color::Black] {
            let ci = c.index();
            let settled = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King]
                .into_iter()
                .fold(Bitboard::EMPTY, |acc, r| acc | (pos.pieces(c, r) & self.goal.pieces(c, r)));
            let vacating = crossed & settled;
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

    /// The squares colour `c`'s pawns must cross (module header): none
    /// unless none of its pieces is captured any more (`surplus`), it has
    /// at most one capture to make and as many pawns as the goal's.
    fn crossed(&self, pos: &Position, c: Color, surplus: [u32; 2]) -> Bitboard {
        let captures_left = surplus[c.other().index()];
        let goal_pawns = self.goal.pieces(c, Role::Pawn);
        let pawns = pos.pieces(c, Role::Pawn);
        // None lost, as many pawns as the goal's: none promotes.
        if surplus[c.index()] != 0 || captures_left > 1 || pawns.count() != goal_pawns.count() {
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
        let mut crossed = Bitboard::EMPTY;
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
            let mut on_the_way = Bitboard::EMPTY;
            let mut at = pawn;
            while let Some(next) = at.offset(0, step).filter(|&sq| pos.board.contains(sq)) {
                if goal_pawns.contains(next) {
                    crossed |= on_the_way;
                    break;
                }
                on_the_way.insert(next);
                at = next;
            }
        }
        crossed
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
        // square beside it: none here, so the claim stands (the next test
        // has one).
        assert!(est.obstruction_refutes(&pos, [3, 3], [2, 0], [0, 1]));
    }

    #[test]
    fn an_enemy_piece_home_on_the_pawns_way_steps_aside_and_back() {
        // White's c-pawn must pass c4, where black's bishop is home and
        // nothing can capture it: the bishop steps aside and back, 2 black
        // moves where the journeys say 0 (c2-c3 would cost white a third).
        let goal = parse_fen("4k3/8/8/2P5/2b5/8/8/4K3 b - - 0 1").unwrap();
        let pos = parse_fen("4k3/8/8/8/2b5/8/2P5/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::Black));
        assert_eq!(est.estimate(&pos).unwrap().per_color, [2, 0]);
        assert!(est.obstruction_refutes(&pos, [2, 1], [2, 0], [0, 0]));
        assert_eq!(count_exhaustively(&pos, &goal, 3), 0);
        // Black to move has the time: Bb5, c4, Ba6, c5, Bc4.
        let pos = parse_fen("4k3/8/8/8/2b5/8/2P5/4K3 b - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert!(!est.obstruction_refutes(&pos, [2, 3], [2, 0], [0, 0]));
        assert!(count_exhaustively(&pos, &goal, 5) > 0);
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
