//! Checks with no answer: where a surviving piece cannot land.
//!
//! Colour c's king *stays* when it stands on its goal square and, for the
//! rest of every game within the budget, never moves: it is a static wall,
//! or c has under two moves to spare over its journeys bound `J_c`. (Moving
//! it at all takes it off its goal square and back, two moves the matching
//! charged nothing for; a castling king must come back two squares, and
//! its rook saves at most the one move from its corner to its castled
//! square, so a game that castles makes at least `J_c + 2` too; as
//! `budget.rs` argues for every frozen piece.)
//!
//! A piece p of the other colour o that checks a king from a knight's or
//! a pawn's square, or from a step away along a slider's line, checks it
//! *at close range*: nothing can be put between. Suppose p lands on such
//! a square s of a staying king, and later goes on to its goal square g
//! (s ≠ g) and survives there. Then c moves next, in check, and the game
//! goes on (p moves again). c's answer cannot be a king move (the king
//! stays), nor an interposition (close range), nor the capture of p (p
//! survives): no legal move answers, so no such game exists. Hence, in
//! `meeting.rs`'s detours, a surviving capturer never lands where it would
//! check a staying king at close range, short of its goal square: those
//! squares are barred for its goal fates; its fates of being captured
//! (a capture of c may answer the check) are left as they were. A pawn
//! that lands on its last rank lands promoted, as the role it ends as.
//!
//! What this sees (BENCHMARKS.md, Session 46): the 22-ply near miss
//! `r1bqk2r/2n1n1bp/1pp1p1p1/p1N5/4pQP1/3P1P1N/PPP4P/R1B1KB1R w`, in
//! which Black, with no move to spare, loses its d- or f-pawn on its home
//! square; White's queen, with one move to spare, could take on f7 on its
//! way to f4, but that is a check the king on e8 can never answer.

use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

impl Estimator {
    /// Colour `c`'s king square if the king stays there for the rest of
    /// every game in which `c` makes at most `budget` more moves: it stands
    /// on its goal square, a static wall or with under two moves to spare
    /// over `journeys` (leaving and coming back costs two moves the
    /// journeys charged nothing for; castling too, `budget.rs`).
    pub(super) fn king_staying(&self, pos: &Position, c: Color, budget: u32, journeys: u32) -> Option<Square> {
        let king = pos.pieces(c, Role::King).first()?;
        let home = self.goal.pieces(c, Role::King).contains(king);
        let tight = journeys <= budget && budget - journeys < 2;
        (home && (tight || self.static_walls.contains(king))).then_some(king)
    }
}

/// A piece of colour `o` about to land: its role, its square, and per
/// role the squares where one of `o`'s pieces would check the other
/// colour's king staying for good at close range (none if it does not).
pub(super) struct Landing<'a> {
    pub role: Role,
    pub from: Square,
    pub checks: &'a [Bitboard; 6],
    /// The squares whose landings are asked.
    pub squares: Bitboard,
}

/// Per role, the squares from which a piece of colour `o` checks a king on
/// `king` whatever stands around: a knight's or a pawn's, and a king's
/// step away for a slider on its lines (nothing fits between). A king
/// gives no check.
pub(super) fn close_checks(pos: &Position, o: Color, king: Square) -> [Bitboard; 6] {
    let g = pos.board.geometry();
    Role::ALL.map(|role| {
        let mut from = Bitboard::EMPTY;
        if role != Role::King {
            for s in pos.board.squares() {
                if g.attacks(role.movement(o), s, !Bitboard::EMPTY).contains(king) {
                    from.insert(s);
                }
            }
        }
        from
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::{parse_fen, INITIAL_FEN};

    fn square(name: &str) -> Square {
        let b = name.as_bytes();
        Square::new(b[0] - b'a', b[1] - b'1').unwrap()
    }

    /// The 22-ply near miss of the module header.
    const NEAR_MISS: &str = "r1bqk2r/2n1n1bp/1pp1p1p1/p1N5/4pQP1/3P1P1N/PPP4P/R1B1KB1R w KQkq - 0 1";

    #[test]
    fn a_king_stays_on_its_goal_square_with_under_two_moves_to_spare() {
        let start = parse_fen(INITIAL_FEN).unwrap();
        let est = Estimator::new(&parse_fen(NEAR_MISS).unwrap(), None);
        assert_eq!(est.king_staying(&start, Color::Black, 12, 11), Some(square("e8")));
        assert_eq!(est.king_staying(&start, Color::Black, 13, 11), None);
        // Off its goal square it must move: it stays nowhere.
        let away = Estimator::new(&parse_fen("rnbq1bnr/ppppkppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR b").unwrap(), None);
        assert_eq!(away.king_staying(&start, Color::Black, 2, 2), None);
    }

    #[test]
    fn a_surviving_queen_does_not_take_on_f7_beside_a_king_that_stays_on_e8() {
        let start = parse_fen(INITIAL_FEN).unwrap();
        let est = Estimator::for_budget(&parse_fen(NEAR_MISS).unwrap(), None, &start, [11, 11]);
        let (e8, f7, c7) = (square("e8"), square("f7"), square("c7"));
        // d1-h5xf7-f4: one move over White's 10 ...
        assert_eq!(est.capture_meet(&start, Color::White)[f7.index()], 11);
        // ... but Qxf7+ has no answer while Black's king stays on e8.
        assert_eq!(est.king_staying(&start, Color::Black, 11, 11), Some(e8));
        assert!(est.capture_meet_beside(&start, Color::White, Some(e8))[f7.index()] > 11);
        // c7 checks nothing at close range: d1-d6xc7-f4 stays open.
        assert_eq!(est.capture_meet_beside(&start, Color::White, Some(e8))[c7.index()], 11);
        // Black's c7 pawn, which its one capture cannot spare, is no
        // victim (`fates.rs`), and f7 no longer meets: no square is left.
        let (meets, _) = est.meeting_squares(&start, Color::Black, [11, 11], [10, 11]).unwrap();
        assert!(meets.is_empty(), "{meets:?}");
        let (victims, _) = est.victim_squares(&start, Color::Black, [11, 11], [10, 11]).unwrap();
        assert!(victims.contains(f7) && !victims.contains(c7));
    }

    #[test]
    fn close_checks_are_a_knights_a_pawns_and_a_sliders_next_squares() {
        let start = parse_fen(INITIAL_FEN).unwrap();
        let checks = close_checks(&start, Color::White, square("e8"));
        let names = |b: Bitboard| {
            let mut v: Vec<String> = b
                .into_iter()
                .map(|s| format!("{}{}", (b'a' + s.file()) as char, s.rank() + 1))
                .collect();
            v.sort();
            v.join(" ")
        };
        assert_eq!(names(checks[Role::Pawn.index()]), "d7 f7");
        assert_eq!(names(checks[Role::Knight.index()]), "c7 d6 f6 g7");
        assert_eq!(names(checks[Role::Bishop.index()]), "d7 f7");
        assert_eq!(names(checks[Role::Rook.index()]), "d8 e7 f8");
        assert_eq!(names(checks[Role::Queen.index()]), "d7 d8 e7 f7 f8");
        assert!(checks[Role::King.index()].is_empty());
    }
}
