//! A colour's pawns change files, all told, no more often than it
//! captures (`chess/heuristic/fates.rs`, `meeting.rs`): a pawn on its goal
//! square is frozen when no other pawn can take its place within the
//! captures left *together with the others' file changes*, and a capture
//! still to come leaves the capturer's other pawns one capture fewer for
//! their own file changes. Checked at every node of exhaustive trees from
//! pawn-heavy starts where captures are few: wherever a bound refutes, no
//! game exists from there; and the proof-game count stays equal to plain
//! exhaustive counting.

use crate::common;

use common::trees::{check_rule, Captures};
use solopddl::chess::fen::{parse_fen, INITIAL_FEN};
use solopddl::chess::goal::Goal;
use solopddl::chess::movegen::play;
use solopddl::chess::proofgame::{solve, ProofGameOptions, ProofGameVerdict};
use solopddl::chess::Color;

/// Pawns side by side on adjacent files, a minor piece or two to take,
/// kings out of the way: pawns that could swap files by two captures,
/// where their colour has one.
const SIDE_BY_SIDE: [&str; 10] = [
    "1k4/pp4/2n3/6/PPP3/1K1B2 w - - 0 1",
    "1kb3/1ppp2/6/6/1PPP2/1KN3 b - - 0 1",
    "rk4/pp1p2/6/6/PP1P2/RK4 w - - 0 1",
    "k1n2/ppp2/5/PPP2/K1B2 w - - 0 1",
    "2k3/1ppp2/2n3/2N3/1PPP2/2K3 w - - 0 1",
    "k5/p1p3/1p4/1P4/P1P3/K5 w - - 0 1",
    "1k1n2/1pp3/6/2P3/1P1P2/1K1B2 b - - 0 1",
    "nk4/ppp3/6/6/PPP3/NK4 w - - 0 1",
    "2k3/2pp2/1n4/1N4/2PP2/2K3 b - - 0 1",
    "k2b1/pp3/2p2/PP3/K2N1 w - - 0 1",
];

#[test]
fn where_a_capture_leaves_the_capturers_pawns_too_few_file_changes_no_game_exists() {
    let seen = check_rule(&SIDE_BY_SIDE, 6901, 60, 5..=7, Captures::Often(0.5), |est, pos, b| {
        !est.captures_meet_within(pos, b)
    });
    assert!(seen.solvable >= 50, "{} solvable", seen.solvable);
    // 2,672,901 of 2,704,832 nodes when written; 2,672,891 with the
    // others' pawns free to spend the landing's capture too.
    assert!(seen.refuted >= 2_672_901, "{} of {} nodes refuted", seen.refuted, seen.nodes);
}

#[test]
fn where_pawns_are_frozen_by_the_captures_left_all_told_no_game_exists() {
    let seen = check_rule(&SIDE_BY_SIDE, 6902, 60, 5..=7, Captures::Often(0.5), |est, pos, b| {
        est.cuts(pos, b[0] + b[1], true)
    });
    assert!(seen.solvable >= 50, "{} solvable", seen.solvable);
    // Every bound at once: 2,156,992 of 2,158,318 nodes when written;
    // 2,156,979 with each pawn's file changes capped alone, and the
    // landing's capture free for the capturer's other pawns.
    assert!(seen.refuted >= 2_156_992, "{} of {} nodes refuted", seen.refuted, seen.nodes);
}

/// The 24-ply proxy of BENCHMARKS.md (Sessions 67 and 69), a loose
/// problem (Black has 7 moves to spare): its count ran 60 s and 4.4 M
/// positions without meeting a game, millions of them under
/// `1. a3 b5 2. d3`, where White cannot take Black's b-pawn with its one
/// capture (`regression_the_landing_spends_a_capture_the_others_pawns_then_lack`
/// in `meeting/tests.rs`). With both holes closed the first games come at
/// once: 177 positions on one thread when written.
#[test]
fn regression_a_loose_proxy_meets_its_games_once_the_capture_is_spent_once() {
    // As `chess proofgame` asks by default: a second game settles it.
    let opts = ProofGameOptions {
        threads: 1,
        count_cap: Some(2),
        ..ProofGameOptions::default()
    };
    let goal = parse_fen("rn2kbnr/pbppqp2/4p3/1P4pp/4PPPP/P2P4/2PNN3/R1BQKB1R w - - 0 1").unwrap();
    let start = parse_fen(INITIAL_FEN).unwrap();
    let r = solve(&start, &goal, 24, &opts);
    assert_eq!(r.verdict, ProofGameVerdict::AtLeast { count: "2".into() });
    for game in &r.solutions {
        assert_eq!(game.len(), 24);
        let end = game.iter().fold(start.clone(), |pos, &mv| play(&pos, mv));
        assert!(Goal {
            placement: goal.clone(),
            turn: Some(Color::White)
        }
        .reached(&end));
    }
    assert!(r.positions_examined < 20_000, "{} positions", r.positions_examined);
}
