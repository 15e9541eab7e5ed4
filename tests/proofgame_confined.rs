//! Pieces confined for good (`chess/heuristic/confined.rs`).
//!
//! A piece whose moves around the pieces that stand for the rest of every
//! game reach only a few squares ends the game on one of them: on a goal
//! square of its kind there, or captured there. A piece shut in that
//! cannot be captured stands for good and walls in others in its turn,
//! and keeps its rook from castling across it. Checked at every node of
//! exhaustive trees from sparse starts built around such pieces, and on
//! the 19-ply goals that showed the rule missing.

use crate::common;

use common::trees::{budget, count_checking_cuts, spare_move_trees, Captures};
use solopddl::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
use solopddl::chess::goal::Goal;
use solopddl::chess::heuristic::Estimator;
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::proofgame::{solve, turn_after, ProofGameOptions, ProofGameReport};
use solopddl::chess::san::to_san;
use solopddl::chess::Position;

/// White's a1 rook and f1 bishop are gone; Black's pieces all end on
/// their goal squares. The c1 bishop, shut in by pawns that stay on b2 and
/// d2, keeps the rook from castling and leaves it a1 and b1.
const ROOK_BEHIND_BISHOP: &str = "rnbqk1nr/pppp1pp1/4p3/7p/1bP3P1/N7/PP1PPP1P/2BQK1NR b - - 0 1";

/// Black's a8 rook and g8 knight and White's c-pawn are gone, Black's
/// pawns all home: the a8 rook is taken on a8 or b8 or nowhere.
const ROOK_ON_A8_OR_B8: &str = "1nbqkb1r/pppppppp/8/8/8/7N/PP1PPPPP/RNBQKB1R b - - 0 1";

/// Sparse starts with pieces confined to a few squares by pawns the goals
/// keep (a pawn on its second rank in the goal never moves), some behind
/// a piece shut in that keeps a rook from castling, and knights that can
/// reach them, or not in time.
const STARTS: [&str; 8] = [
    "4k3/8/8/8/8/2n5/PP1P4/R1B1K3 b Q - 0 1",
    "4k3/8/8/8/1n6/8/PP1P4/R1B1K3 w Q - 0 1",
    "r1b1k3/pp1p4/8/1N6/8/8/8/4K3 w q - 0 1",
    "4k3/8/8/8/5n2/7P/4P3/4KB2 b - - 0 1",
    "4k3/8/8/4n3/8/7P/4P3/4KB2 w - - 0 1",
    "2b1k3/1p1p4/8/3N4/8/8/8/4K2N b - - 0 1",
    "4k3/8/8/8/8/2n5/PP1P4/R1B1K3 w Q - 0 1",
    "4k3/8/8/8/7n/7P/4P3/4KB2 w - - 0 1",
];

/// Captures inside a region but off the square the piece stands on: a
/// rook that steps to b1 to be taken there, a bishop that steps to g2.
/// (start, the moves to the goal)
const TAKEN_INSIDE: [(&str, &[&str]); 6] = [
    ("4k3/8/8/8/8/2n5/PP1P4/R1B1K3 w Q - 0 1", &["Rb1", "Nxb1"]),
    (
        "4k3/8/8/8/8/2n5/PP1P4/R1B1K3 w Q - 0 1",
        &["Rb1", "Ne4", "Kf1", "Nc3", "Ke1", "Nxb1"],
    ),
    ("4k3/8/8/8/7n/7P/4P3/4KB2 w - - 0 1", &["Bg2", "Nxg2+"]),
    ("4k3/8/8/8/7n/7P/4P3/4KB2 w - - 0 1", &["Kd1", "Kd8", "Bg2", "Nxg2"]),
    (
        "r1b1k3/pp1p4/8/3N4/8/8/8/4K3 w q - 0 1",
        &["Nb4", "Rb8", "Na6", "Kd8", "Nxb8"],
    ),
    (
        "r1b1k3/pp1p4/8/3N4/8/8/8/4K3 w q - 0 1",
        &["Nb4", "Rb8", "Na6", "Kd8", "Nxb8", "Ke8"],
    ),
];

fn after(start: &Position, moves: &[&str]) -> Position {
    let mut pos = start.clone();
    for san in moves {
        let mut legal = Vec::new();
        legal_moves(&pos, &mut legal);
        let m = legal.iter().copied().find(|&m| to_san(&pos, m) == *san).unwrap_or_else(|| {
            panic!(
                "{san} in {}: {:?}",
                to_fen(&pos),
                legal.iter().map(|&m| to_san(&pos, m)).collect::<Vec<_>>()
            )
        });
        pos = play(&pos, m);
    }
    pos
}

/// Every game from the initial array to `goal` in `plies`, on one thread.
fn count_on_one_thread(goal: &Position, plies: u32) -> ProofGameReport {
    let opts = ProofGameOptions {
        max_listed: 1,
        threads: 1,
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    solve(&parse_fen(INITIAL_FEN).unwrap(), goal, plies, &opts)
}

#[test]
fn regression_a_rook_behind_a_shut_in_bishop_is_taken_on_a1_or_b1_or_nowhere() {
    let goal = parse_fen(ROOK_BEHIND_BISHOP).unwrap();
    let start = parse_fen(INITIAL_FEN).unwrap();
    let est = Estimator::for_budget(&goal, Some(turn_after(&start, 19)), &start, budget(&start, 19));
    // After 1.c3 e6 2.g3 h6 3.c4 h5 4.g4 Na6 5.Na3 Nb4, Black has 4 moves:
    // the knight home (2) and the bishop to b4 (1) leave one, and no black
    // piece reaches a1 or b1 and comes home in it.
    let after = parse_fen("r1bqkbnr/pppp1pp1/4p3/7p/1nP3P1/N7/PP1PPP1P/R1BQKBNR w KQkq - 0 1").unwrap();
    assert!(est.cuts(&after, 9, true), "the rook cannot be taken in time");
    let r = count_on_one_thread(&goal, 19);
    // The count of the session-start build.
    assert_eq!(r.count, 5_710_292);
    // 3,112,960 positions in 60 s without an answer before (Session 44).
    assert!(r.positions_examined < 400_000, "{} positions", r.positions_examined);
}

#[test]
fn regression_a_rook_on_a8_is_taken_on_a8_or_b8() {
    let r = count_on_one_thread(&parse_fen(ROOK_ON_A8_OR_B8).unwrap(), 19);
    assert_eq!(r.count, 21_352_947, "the count of the session-start build");
    // 3,106,472 positions and 52 s before, 33,265 with the rule.
    assert!(r.positions_examined < 200_000, "{} positions", r.positions_examined);
}

/// White's a-pawn and Black's d- and g-pawns are gone, Black's b8
/// knight is on c6 and its c-pawn on c5, White's f-pawn on f4, every other
/// piece home: two games of 15 plies.
const TWO_GAMES_BEHIND_HOME_BISHOPS: &str = "r1bqkbnr/pp2pp1p/2n5/2p5/5P2/8/1PPPP1PP/RNBQKBNR b - - 0 1";

#[test]
fn regression_bishops_shut_in_at_home_are_walls_and_stop_castling_across_them() {
    let r = count_on_one_thread(&parse_fen(TWO_GAMES_BEHIND_HOME_BISHOPS).unwrap(), 15);
    assert_eq!(r.count, 2, "the count of the session-start build");
    // 458,024 positions before the bishops on c1, f1, c8 and f8 were
    // walls (a rook that could castle across one took a capture's way for
    // free), 296,692 after (Session 44).
    assert!(r.positions_examined < 380_000, "{} positions", r.positions_examined);
    // 289,488 once a rook that may still castle pays the others' share when
    // it takes a capture's way (`meeting.rs`, Session 45): it had none.
    assert!(
        r.positions_examined < 293_000,
        "{} positions: a castling rook's capture way is free again",
        r.positions_examined
    );
}

#[test]
fn where_a_confined_piece_refutes_no_game_exists() {
    let (solvable, nodes, cut) = spare_move_trees(4401, &STARTS, 64, |i| {
        if i % 2 == 0 {
            Captures::First
        } else {
            Captures::Often(0.3)
        }
    });
    assert!(solvable >= 30, "{solvable} solvable");
    assert!(cut >= 1_000, "{cut} of {nodes} nodes cut");
}

#[test]
fn a_piece_taken_inside_its_region_but_off_its_square_is_not_cut() {
    let opts = ProofGameOptions {
        max_listed: 2,
        check_shorter: false,
        audit_caches: true,
        ..ProofGameOptions::default()
    };
    for (fen, moves) in TAKEN_INSIDE {
        let start = parse_fen(fen).unwrap();
        let goal_pos = after(&start, moves);
        // The game's own length, and two plies more to spare.
        for plies in [moves.len() as u32, moves.len() as u32 + 2] {
            let goal = Goal {
                placement: goal_pos.clone(),
                turn: Some(turn_after(&start, plies)),
            };
            let est = Estimator::for_budget(&goal_pos, goal.turn, &start, budget(&start, plies));
            let (want, _, _) = count_checking_cuts(&start, plies, &goal, &est);
            if plies == moves.len() as u32 {
                assert!(want >= 1, "{moves:?} is a game");
            }
            assert_eq!(
                solve(&start, &goal_pos, plies, &opts).count,
                want,
                "{fen} {moves:?} in {plies}"
            );
        }
    }
}
