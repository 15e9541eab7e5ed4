//! `meet_o`'s checks: where a capturer lands, around its own frozen
//! pawns, beside a king that stays, and on the open board.

use super::*;
use crate::board::Board;
use crate::chess::fen::parse_fen;

/// `meet_o` on `sq` (a square name) for colour `o` in `pos`.
fn meet(goal: &str, pos: &str, o: Color, sq: &str) -> u8 {
    let est = Estimator::new(&parse_fen(goal).unwrap(), None);
    let b = sq.as_bytes();
    let sq = Square::new(b[0] - b'a', b[1] - b'1').unwrap();
    est.capture_meet(&parse_fen(pos).unwrap(), o)[sq.index()]
}

#[test]
fn a_victim_pays_its_way_on_from_where_it_lands_to_its_capture_square() {
    // Black's e-pawn must capture onto the d-file (d5, d4 or d3), and
    // white's bishop, its only piece to spare, is the victim: Bc1-e3-d4
    // is 2 moves. Landing on e3 is on that way; on h6 it is a detour
    // (Bh6-e3-d4: one move more), not a free step.
    let goal = "4k3/8/8/8/8/3p4/8/4K3 w - - 0 1";
    let pos = "4k3/8/4p3/8/8/8/8/2B1K3 w - - 0 1";
    assert_eq!(meet(goal, pos, Color::White, "e3"), 2);
    assert_eq!(meet(goal, pos, Color::White, "h6"), 3);
}

/// White's c-pawn must take a black piece on d3 or d4, and Black's
/// d-pawn, its only piece, is that victim (d7-d5-d4: 2 moves). Black
/// landing on e5 (d7-d6xe5) goes on by e5xd4: one move more. On f4
/// (d6xe5xf4) the pawn is past both squares and must promote to come
/// back. Before Session 39 a pawn's way as a victim ended where it
/// landed: e5 was free and f4 one move more. White's two knights, which
/// the goal lacks, give Black the captures its pawn's landings need
/// (`regression_a_pawn_lands_only_by_captures_its_colour_has_left`).
#[test]
fn regression_a_pawn_victim_goes_on_from_where_it_lands() {
    let goal = "4k3/8/8/8/3P4/8/8/4K3 w - - 0 1";
    let pos = "4k3/3p4/8/8/8/8/2P5/N3K2N w - - 0 1";
    assert_eq!(meet(goal, pos, Color::Black, "e5"), 3);
    assert_eq!(meet(goal, pos, Color::Black, "f4"), 7);
    // Landing on d4 itself takes a capture first: d6xe5xd4.
    assert_eq!(meet(goal, pos, Color::Black, "d4"), 3);
}

/// Black's a-pawn must be captured, and White's rook, on its way to
/// a2, would take it on a5 or a4 for one move more: but White's a3
/// pawn is home for good (no other pawn can take its place), so the
/// rook goes round, and White's two moves cannot meet the pawn.
#[test]
fn regression_a_capturer_goes_round_its_own_frozen_pawns() {
    let goal = parse_fen("7k/8/8/8/8/P7/R7/7K b - - 0 1").unwrap();
    let pos = parse_fen("7k/8/8/p7/8/P7/8/R6K w - - 0 1").unwrap();
    let est = Estimator::new(&goal, Some(Color::Black)).asking_everywhere();
    let (a4, a5) = (Square::new(0, 3).unwrap(), Square::new(0, 4).unwrap());
    let (victims, n) = est.victims(&pos, Color::White);
    let asked = MeetAsked {
        still: Bitboard::EMPTY,
        checks: [Bitboard::EMPTY; 6],
        squares: EVERY_SQUARE,
    };
    let on_the_open_board = est.compute_meet_on(&pos, Color::White, &asked, &victims[..n], &*est.dist);
    assert_eq!((on_the_open_board[a4.index()], on_the_open_board[a5.index()]), (2, 2));
    let meet = est.capture_meet(&pos, Color::White);
    assert!(
        meet[a4.index()] > 2 && meet[a5.index()] > 2,
        "{} {}",
        meet[a4.index()],
        meet[a5.index()]
    );
    assert!(!est.captures_can_meet(&pos, [2, 1], [1, 0], [0, 1]));
    assert!(est.estimate_within(&pos, [2, 1]).is_none());
    assert_eq!(crate::chess::proofgame::count_exhaustively(&pos, &goal, 3), 0);
}

#[test]
fn a_castled_rook_lands_only_in_a_game_that_castles() {
    // Everything is home: a rook that lands on f8 goes there and back.
    // From f1, where O-O would put it, f8 is one move, but O-O costs
    // the king's way back from g1 and the rook's from f1: 1 + 2 + 1,
    // and the way back from f8 past that. Rh1-f1-f8-f1-h1 is 4.
    let goal = "4k3/8/8/8/8/8/8/R3K2R w - - 0 1";
    let pos = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    assert_eq!(meet(goal, pos, Color::White, "f8"), 4);
}

#[test]
fn a_piece_sent_elsewhere_leaves_its_goal_square_to_the_others_castling_rights_or_not() {
    // Black's e-pawn must capture onto the d-file; the knight is the
    // victim (Ng1-f3-d4), as the bishop must go to g5 (Bc1-g5), which
    // no other piece can. A landing on b2 is on the bishop's way to d4
    // but not to g5: by the bishop it costs the detour to g5 (2), not
    // nothing, with white's castling right as without it.
    let goal = "4k3/8/8/6B1/8/3p4/8/4K2R w - - 0 1";
    for pos in ["4k3/8/4p3/8/8/8/8/2B1K1NR w K - 0 1", "4k3/8/4p3/8/8/8/8/2B1K1NR w - - 0 1"] {
        assert_eq!(meet(goal, pos, Color::White, "b2"), 5, "{pos}");
    }
}

/// Black's king walks to d7 in the goal and may still castle. Landing
/// on b5 (e8-d7-c6-b5 and back to d7: 5 moves) leaves the g-pawn's step
/// to the others: 6. Before Session 45 a king that may castle paid no
/// share and b5 cost 5; its steps overcount only games that castle,
/// which the castled king is asked for apart.
#[test]
fn a_king_that_may_castle_pays_the_others_share_in_the_games_that_do_not_castle() {
    let goal = "r1bq1bnr/pppkpp1p/6p1/3p4/3PP3/8/1PP2PPP/RN1QKBNR w - - 0 1";
    let pos = "r1bqkbnr/ppp1pppp/n7/3p4/3P4/6P1/PPP1PP1P/RNBQKBNR w KQkq - 0 1";
    assert_eq!(meet(goal, pos, Color::Black, "b5"), 6);
}

/// A pawn lands on a square only by a capture, and every file it changes
/// on its way is another: with one capture left, Black's d-pawn lands on
/// e5 (d6xe5) but not on d4, which takes two (d6xe5xd4), nor on c4 or f4.
/// Before Session 67 the landings ignored the captures left: White's b3
/// pawn "took" on b5 by b3xc4xb5 with one capture left, on its way to its
/// goal square b5 at no detour.
#[test]
fn regression_a_pawn_lands_only_by_captures_its_colour_has_left() {
    let goal = "4k3/8/8/8/3P4/8/8/4K3 w - - 0 1";
    let one = "4k3/3p4/8/8/8/8/2P5/N3K3 w - - 0 1";
    let two = "4k3/3p4/8/8/8/8/2P5/N3K2N w - - 0 1";
    assert_eq!(meet(goal, one, Color::Black, "e5"), 3);
    assert_eq!(meet(goal, one, Color::Black, "c5"), 3);
    assert!(meet(goal, one, Color::Black, "d4") > meet(goal, two, Color::Black, "d4"));
    assert_eq!(meet(goal, two, Color::Black, "d4"), 3);
}

/// 20 plies before the goal of the 24-ply proxy of BENCHMARKS.md
/// (Session 69), White with 10 moves and 8 needed must take Black's
/// b-pawn with one capture left. Two holes let it land on b4 or b5 for a
/// move or two (the count then spent millions of positions under
/// `1. a3 b5 2. d3`):
///
/// - White's a- and b-pawns could swap files by two captures (a3xb4-b5
///   and b2xa3) and the others' share read the b-pawn's way to a3 as a
///   step, though the landing on b4 spends White's one capture;
/// - the bishop took on b5 by f1-b5 through d3, where White's d-pawn is
///   home for good: only the e-pawn could replace it (exd3), and the
///   d-pawn would then need a capture of its own to reach e4, two file
///   changes for one capture.
#[test]
fn regression_the_landing_spends_a_capture_the_others_pawns_then_lack() {
    let goal = parse_fen("rn2kbnr/pbppqp2/4p3/1P4pp/4PPPP/P2P4/2PNN3/R1BQKB1R w - - 0 1").unwrap();
    let est = Estimator::new(&goal, Some(Color::White));
    let meet = |pos: &str, s: &str| {
        let meet = est.capture_meet(&parse_fen(pos).unwrap(), Color::White);
        meet[Board::STANDARD.parse_square(s).unwrap().index()]
    };
    // The a- and b-pawns still home: a2-a3xb4-b5 and b2xa3 (10 before).
    let home = "rnbqkbnr/p1pppppp/8/1p6/8/3P4/PPP1PPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(meet(home, "b4"), 13, "Bc1-d2xb4-d2-c1 on 9 needed");
    // a3 played: that pawn is home for good too, and d3 (9 and 9 before).
    let played = "rnbqkbnr/p1pppppp/8/1p6/8/P2P4/1PP1PPPP/RNBQKBNR w KQkq - 0 1";
    assert!(meet(played, "b4") > 10, "b4: {}", meet(played, "b4"));
    assert!(meet(played, "b5") > 10, "b5: {}", meet(played, "b5"));
    // Nb1-d2xb3-d2 is a real way, 2 moves more.
    assert_eq!(meet(played, "b3"), 10);
}
