//! The estimator's own checks: distances, the deductions each bound makes
//! (walls, pawns' changes of file, victims, castling, parity), and the
//! regressions that pinned them.

use super::distances::{Distances, FAR};
use super::*;
use crate::board::Board;
use crate::chess::fen::parse_fen;

#[test]
fn distances_on_the_empty_board() {
    let d = Distances::get(Board::STANDARD);
    let sq = |s: &str| Board::STANDARD.parse_square(s).unwrap();
    let knight = |a, b| d.piece[Role::Knight.index()][sq(a).index()][sq(b).index()];
    assert_eq!(knight("a1", "b3"), 1);
    assert_eq!(knight("a1", "b2"), 4);
    assert_eq!(knight("a1", "h8"), 6);
    let bishop = |a, b| d.piece[Role::Bishop.index()][sq(a).index()][sq(b).index()];
    assert_eq!(bishop("c1", "h6"), 1);
    assert_eq!(bishop("c1", "a5"), 2);
    assert_eq!(bishop("c1", "c2"), FAR);
    let pawn = |a, b| d.pawn[0][sq(a).index()][sq(b).index()];
    assert_eq!(pawn("e2", "e4"), 1);
    assert_eq!(pawn("e2", "f5"), 2);
    assert_eq!(pawn("e3", "e2"), FAR);
    assert_eq!(pawn("e2", "a3"), FAR);
    // e7 to e8 then queen e8-a4 (one diagonal move).
    assert_eq!(d.promoted[0][Role::Queen.index()][sq("e7").index()][sq("a4").index()], 2);
}

#[test]
fn unreachable_counts_are_detected() {
    let start = parse_fen("k7/8/8/8/8/8/8/K6R w - -").unwrap();
    // The rook cannot become two rooks; a pawn cannot appear.
    for goal in ["k7/8/8/8/8/8/8/K5RR", "k7/8/8/8/8/8/P7/K6R", "8/8/8/8/8/8/8/K6R"] {
        let g = parse_fen(goal).unwrap();
        assert_eq!(Estimator::new(&g, None).estimate(&start), None, "{goal}");
    }
}

#[test]
fn frozen_pawns_wall_in_the_pieces_behind_them() {
    let start = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    // Bishop c1 on g5 while b2 and d2 never moved: it cannot get out.
    let goal = parse_fen("rnbqkbnr/pppppppp/8/6B1/8/4P3/PPPP1PPP/RN1QKBNR b KQkq - 0 1").unwrap();
    assert_eq!(Estimator::new(&goal, None).estimate(&start), None);
    // With e2-e3 played the f1 bishop gets out; through the e2 square only.
    let goal = parse_fen("rnbqkbnr/pppppppp/8/1B6/8/4P3/PPPP1PPP/RNBQK1NR b KQkq - 0 1").unwrap();
    let e = Estimator::new(&goal, None).estimate(&start).unwrap();
    assert_eq!(e.per_color[0], 2);
    // Behind an unbroken wall of second-rank pawns the queen never reaches h5.
    let goal = parse_fen("rnbqkbnr/pppppppp/8/7Q/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1").unwrap();
    assert_eq!(Estimator::new(&goal, None).estimate(&start), None);
}

#[test]
fn pawns_change_file_only_with_something_to_capture() {
    let start = parse_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    // e2 to d3 needs a capture and black has nothing to lose.
    let goal = parse_fen("4k3/8/8/8/8/3P4/8/4K3 b - - 0 1").unwrap();
    assert_eq!(Estimator::new(&goal, None).estimate(&start), None);
    let start = parse_fen("4k3/8/8/8/8/2n5/4P3/4K3 w - - 0 1").unwrap();
    assert!(Estimator::new(&goal, None).estimate(&start).is_some());
}

#[test]
fn regression_two_goal_pawns_on_one_file_need_two_pawns_not_one() {
    // c5, c4 and c3 from b7, c7 and d7: two captures, and white has
    // one piece to lose. Each goal pawn's nearest pawn (c7 for all
    // three) said no capture, and a 24-ply near miss of this kind took
    // 3.3 million positions to refute.
    let start = parse_fen("4k3/1ppp4/8/8/8/8/8/4K2N b - - 0 1").unwrap();
    let goal = parse_fen("4k3/8/8/2p5/2p5/2p5/8/4K3 w - - 0 1").unwrap();
    assert_eq!(Estimator::new(&goal, None).estimate(&start), None);
    // With two white pieces to capture it is reachable.
    let start = parse_fen("4k3/1ppp4/8/8/8/8/8/4K1NN b - - 0 1").unwrap();
    assert!(Estimator::new(&goal, None).estimate(&start).is_some());
}

#[test]
fn a_piece_the_other_sides_pawn_must_capture_travels_to_the_capture_square() {
    // e2 ends on d3, so it takes something on d3: the knight, from a1
    // (a1-b3-c1-d3), three black moves the knight's absence alone hid.
    let start = parse_fen("4k3/8/8/8/8/8/4P3/n3K3 w - - 0 1").unwrap();
    let goal = parse_fen("4k3/8/8/8/8/3P4/8/4K3 b - - 0 1").unwrap();
    let est = Estimator::new(&goal, None);
    assert_eq!(est.forced_captures(&start), [0, 1]);
    assert_eq!(est.estimate(&start).unwrap().per_color, [1, 3]);
    // A pawn still on the goal pawn's file may walk there: nothing is forced.
    let start = parse_fen("4k3/8/8/8/8/8/3PP3/n3K3 w - - 0 1").unwrap();
    let goal = parse_fen("4k3/8/8/8/8/3P4/4P3/4K3 b - - 0 1").unwrap();
    assert_eq!(Estimator::new(&goal, None).forced_captures(&start), [0, 0]);
}

#[test]
fn regression_a_file_with_more_goal_pawns_than_pawns_forces_captures_onto_it() {
    // d3 and d4 from d2 and e2: the e-pawn takes on d3 or d4, so the
    // knight from a1 goes there first (a1-c2-d4: 2 moves). The d-pawn
    // on the file hid the capture; a 28-ply near miss of this kind
    // (black's d6 and d4, white's light bishop the only victim, the
    // capture on a dark square or d5) took 5.7 million positions.
    let start = parse_fen("4k3/8/8/8/8/8/3PP3/n3K3 w - - 0 1").unwrap();
    let goal = parse_fen("4k3/8/8/8/3P4/3P4/8/4K3 b - - 0 1").unwrap();
    let est = Estimator::new(&goal, None);
    assert_eq!(est.forced_captures(&start), [0, 1]);
    assert_eq!(est.estimate(&start).unwrap().per_color, [2, 2]);
    // Two pawns on the d-file: nothing is forced.
    let start = parse_fen("4k3/8/8/8/8/3P4/3P4/n3K3 w - - 0 1").unwrap();
    assert_eq!(est.forced_captures(&start), [0, 0]);
}

#[test]
fn regression_the_bound_cache_tells_apart_placements_whose_victims_differ() {
    // Black's pieces stand alike in both; only white's pawns say whether
    // the knight must travel to d3/d4 to be taken (2 moves) or not (0).
    let goal = parse_fen("4k3/8/8/8/3P4/3P4/8/4K3 b - - 0 1").unwrap();
    let forced = parse_fen("4k3/8/8/8/8/8/3PP3/n3K3 w - - 0 1").unwrap();
    let free = parse_fen("4k3/8/8/8/8/3P4/3P4/n3K3 w - - 0 1").unwrap();
    let est = Estimator::new(&goal, None);
    for pos in [&forced, &free, &forced, &free] {
        assert_eq!(est.estimate(pos), Estimator::new(&goal, None).estimate(pos));
    }
    assert_ne!(est.estimate(&forced), est.estimate(&free));
}

#[test]
fn a_piece_the_budget_freezes_for_the_whole_game_is_a_wall_for_the_other_colour() {
    // White has one move (g3) and no move to spare: its bishop on a4
    // never moves and is never captured, so black's rook cannot run
    // down the a-file to a1 in one move: a8-b8-b1-a1, three.
    let start = parse_fen("r5k1/8/8/8/B7/8/6PK/8 w - - 0 1").unwrap();
    let goal = parse_fen("6k1/8/8/8/B7/6P1/7K/r7 w - - 0 1").unwrap();
    let plain = Estimator::new(&goal, None);
    assert_eq!(plain.estimate(&start).unwrap().per_color, [1, 1]);
    let within = Estimator::for_budget(&goal, None, &start, [1, 3]);
    assert_eq!(within.estimate(&start).unwrap().per_color, [1, 3]);
    // With a move to spare the bishop may step aside and back.
    let loose = Estimator::for_budget(&goal, None, &start, [3, 3]);
    assert_eq!(loose.estimate(&start).unwrap().per_color, [1, 1]);
}

#[test]
fn a_pawn_taken_en_passant_is_a_victim_beside_the_capture_square() {
    // d7-d5 then exd6 e.p.: the victim never stands on d6, and its one
    // move is all the bound may charge.
    let start = parse_fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1").unwrap();
    let goal = parse_fen("4k3/8/3P4/8/8/8/8/4K3 b - - 0 1").unwrap();
    let est = Estimator::new(&goal, None);
    assert_eq!(est.forced_captures(&start), [0, 1]);
    assert_eq!(est.estimate(&start).unwrap().per_color, [1, 1]);
}

#[test]
fn castling_stands_for_moves_only_where_it_helps() {
    let start = parse_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
    let white = |goal: &str| {
        let goal = parse_fen(goal).unwrap();
        Estimator::new(&goal, None).estimate(&start).unwrap().per_color[0]
    };
    // O-O is the one move to g1 and f1 (king 2 + rook 1 without it).
    assert_eq!(white("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1"), 1);
    // O-O-O then Kb1: 2 (king 3 + rook 1 without it).
    assert_eq!(white("4k3/8/8/8/8/8/8/1K1R3R w - - 0 1"), 2);
    // Ke2 needs no castling, and castling cannot make it cheaper: 1
    // (a flat discount of 2 for a king that must move said 0).
    assert_eq!(white("4k3/8/8/8/8/8/4K3/R6R w - - 0 1"), 1);
    // Without the rights the king walks: 3 moves to g1 and f1.
    let start = parse_fen("4k3/8/8/8/8/8/8/R3K2R w - - 0 1").unwrap();
    let goal = parse_fen("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1").unwrap();
    assert_eq!(Estimator::new(&goal, None).estimate(&start).unwrap().per_color[0], 3);
}

#[test]
fn alternation_and_parity() {
    let start = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    // Both knights of each side move out and back to other squares: white
    // needs 2 moves, black 2 moves, so at least 4 plies (white moves first).
    let goal = parse_fen("r1bqkb1r/pppppppp/2n2n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R w KQkq - 0 1").unwrap();
    let e = Estimator::new(&goal, Some(Color::White)).estimate(&start).unwrap();
    assert_eq!(e.per_color, [2, 2]);
    assert_eq!(e.lower_bound, 4);
    // Black's side to move in the goal: an odd number of plies, at least 5.
    let e = Estimator::new(&goal, Some(Color::Black)).estimate(&start).unwrap();
    assert_eq!(e.lower_bound, 5);
}

/// Black's h4 pawn must take on g3, and White's g-pawn, the one piece
/// White can lose, stands on g4. Taken en passant it would be, but only
/// right after its double step: one that stands on g4 without having
/// just made it never makes it again, and cannot step back to g3 (only
/// as a promoted piece, five moves on). The
/// victims' rows let it be taken en passant from where it stands (Session
/// 57: a 38-ply capturing game whose dead subtrees at 10 to 12 plies left
/// all had White's g-pawn on g4 instead of g3).
#[test]
fn regression_a_pawn_is_taken_en_passant_only_right_after_its_double_step() {
    let goal = parse_fen("4k3/8/8/8/8/6p1/8/4K3 w - - 0 1").unwrap();
    let est = Estimator::new(&goal, Some(Color::White));
    let stood = parse_fen("4k3/8/8/8/6Pp/8/8/4K3 b - - 0 1").unwrap();
    // Only a promoted piece can come to g3: g5, g6, g7, g8 and back down.
    assert_eq!(est.estimate(&stood).map(|e| e.per_color[0]), Some(5));
    assert_eq!(crate::chess::proofgame::count_exhaustively(&stood, &goal, 3), 0);
    let just_stepped = parse_fen("4k3/8/8/8/6Pp/8/8/4K3 b - g3 0 1").unwrap();
    assert_eq!(est.estimate(&just_stepped).map(|e| e.per_color), Some([0, 1]));
    assert_eq!(crate::chess::proofgame::count_exhaustively(&just_stepped, &goal, 1), 1);
    // From g2 in three plies: 1... Kd8 2. g4 hxg3 (en passant) or 2. g3 hxg3.
    let home = parse_fen("4k3/8/8/8/7p/8/6P1/4K3 b - - 0 1").unwrap();
    let goal_d8 = parse_fen("3k4/8/8/8/8/6p1/8/4K3 w - - 0 1").unwrap();
    let est = Estimator::new(&goal_d8, Some(Color::White));
    assert!(est.estimate(&home).is_some());
    assert_eq!(crate::chess::proofgame::count_exhaustively(&home, &goal_d8, 3), 2);
}

/// Session 89: a colour whose king must move and that may still castle
/// froze none of its pieces (`budget.rs`), even where castling saves it
/// nothing. Here White's king goes e1-d1 and its rooks to b1 and f1: the
/// h1 rook passes g1, so the knight home there must step aside and come
/// back (16 moves, 15 given). With the queen-side right kept from the
/// initial array the count walked 524,288 positions to say so; now the
/// knight freezes, the rook's way is walled, and the root is refuted.
#[test]
fn regression_a_king_that_may_castle_lets_the_knight_in_its_rooks_way_freeze() {
    let start = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    let goal = parse_fen("1rb1nbkr/p6p/2q3pn/NpppppB1/P1P4P/3P2P1/1P2PPB1/1RQK1RN1 w - - 0 1").unwrap();
    let g1 = Board::STANDARD.parse_square("g1").unwrap();
    let est = Estimator::new(&goal, Some(Color::White));
    assert!(est.frozen_for_good(&start, Color::White, 15).contains(g1));
    let white_within = |moves| est.estimate_within(&start, [moves, 15]).map(|e| e.per_color[0]);
    assert_eq!(white_within(15), Some(17));
    // With a move more the knight may go and come back: 16 moves fit.
    assert!(!est.frozen_for_good(&start, Color::White, 16).contains(g1));
    assert_eq!(white_within(16), Some(14));
}

/// The freeze with castling rights (`budget.rs`), against counting with
/// no bound but the filling one: random games from starts whose kings
/// may castle, with home pieces in their rooks' ways, in which a king
/// walks. Asserts that the rule fired (pieces frozen at the root of a
/// colour whose king must move and may castle) on enough instances.
#[test]
fn pieces_freeze_beside_castling_rights_only_where_no_game_moves_them() {
    use crate::chess::movegen::{legal_moves, play};
    use crate::chess::proofgame::{count_with_filling_bound, solve, ProofGameOptions};
    use rand::seq::SliceRandom;
    use rand::{Rng, SeedableRng};
    let starts = [
        "rn2k1nr/p6p/8/8/8/8/P6P/RN2K1NR w KQkq - 0 1",
        "r1b1k2r/p2p3p/8/8/8/8/P2P3P/R1B1K2R w KQkq - 0 1",
        "r3kb1r/p4p1p/8/8/8/8/P4P1P/R3KB1R w KQkq - 0 1",
        "rn2k2r/7p/8/8/8/8/7P/RN2K2R w KQkq - 0 1",
    ];
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(89);
    let (mut compared, mut fired) = (0, 0);
    for i in 0..120 {
        let start = parse_fen(starts[i % starts.len()]).unwrap();
        let plies = rng.gen_range(5..=9);
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for _ in 0..plies {
            moves.clear();
            legal_moves(&pos, &mut moves);
            let king = pos.pieces(pos.turn, Role::King).first();
            let walks: Vec<crate::chess::Move> = moves
                .iter()
                .copied()
                .filter(|m| Some(m.from) == king && m.from.file().abs_diff(m.to.file()) < 2)
                .collect();
            let m = match walks.choose(&mut rng) {
                Some(&m) if rng.gen_bool(0.4) => m,
                _ => *moves.choose(&mut rng).unwrap(),
            };
            pos = play(&pos, m);
        }
        let budget = moves_per_colour(&start, plies);
        let est = Estimator::new(&pos, None);
        fired += [Color::White, Color::Black]
            .into_iter()
            .filter(|&c| {
                let king_moves = pos.pieces(c, Role::King) != start.pieces(c, Role::King);
                let frozen = est.frozen_for_good(&start, c, budget[c.index()]) & !start.pieces(c, Role::Pawn);
                king_moves && !frozen.is_empty()
            })
            .count();
        let Some(want) = count_with_filling_bound(&start, &pos, plies, 2_000_000) else {
            continue;
        };
        let opts = ProofGameOptions {
            count_cap: None,
            check_shorter: false,
            threads: 1,
            audit_caches: true,
            ..ProofGameOptions::default()
        };
        let r = solve(&start, &pos, plies, &opts);
        assert_eq!(r.count, want, "{} in {plies}", crate::chess::fen::to_fen(&pos));
        compared += 1;
    }
    assert!(compared >= 100 && fired >= 20, "{compared} compared, {fired} fired");
}
