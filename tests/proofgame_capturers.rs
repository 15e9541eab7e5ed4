//! Pieces shut in for good, and capturers that are captured in turn
//! (`chess/heuristic/capturable.rs`, `chess/heuristic/meeting.rs`).
//!
//! A piece that cannot move around the pieces that stand for the rest of
//! every game (a bishop on f1 behind pawns that stay on e2 and g2) is
//! captured where it stands or nowhere, however many moves either colour
//! has to spare. And a capturer that is itself captured later takes no
//! fate: the other pieces of its colour take them all, at least their
//! least assignment (the knight from g8 that takes on f1 cannot leave g8
//! to the knight from b8 when b8 needs it too). Checked at every node of
//! exhaustive trees with moves to spare, and on the 16-ply goal that
//! showed both missing.

use crate::common;

use common::trees::{budget, check_rule, spare_move_trees, Captures};
use rustc_hash::FxHashMap;
use solopddl::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
use solopddl::chess::goal::Goal;
use solopddl::chess::heuristic::Estimator;
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::proofgame::{solve, turn_after, ProofGameOptions};
use solopddl::chess::san::to_san;
use solopddl::chess::Position;

/// The goal of the regression: White's g1 knight and f1 bishop and
/// Black's e-pawn are gone, every other piece is home. Black's g8 knight
/// must take on f1 and come back (8 of Black's 8 moves).
const HIDDEN_CAPTURES: &str = "rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQK2R w - - 0 1";

/// Sparse starts with a piece shut in by pawns that stay (the goals keep
/// them: a pawn on its second rank in the goal never moves) and knights
/// that can take it and come back, or be taken in turn.
const STARTS: [&str; 6] = [
    "4k3/8/8/8/4n3/8/4P1P1/4KB2 b - - 0 1",
    "1n2k3/8/8/8/4n3/8/4P1P1/4KB2 b - - 0 1",
    "4k3/8/8/5n2/8/8/4P1P1/4KB1N w - - 0 1",
    "4kb1n/4p1p1/8/8/5N2/8/8/4K3 w - - 0 1",
    "4kb2/4p1p1/8/8/5N2/8/8/1N2K3 w - - 0 1",
    "4k3/8/8/8/4n3/6n1/4P1P1/4KB2 b - - 0 1",
];

fn position_after(moves: &[&str]) -> Position {
    let mut pos = parse_fen(INITIAL_FEN).unwrap();
    for san in moves {
        let mut legal = Vec::new();
        legal_moves(&pos, &mut legal);
        let m = legal.into_iter().find(|&m| to_san(&pos, m) == *san).expect("a legal move");
        pos = play(&pos, m);
    }
    pos
}

#[test]
fn regression_a_bishop_shut_in_on_f1_is_taken_there_by_a_knight_that_must_come_home() {
    let goal = parse_fen(HIDDEN_CAPTURES).unwrap();
    let start = parse_fen(INITIAL_FEN).unwrap();
    let est = Estimator::for_budget(&goal, Some(turn_after(&start, 16)), &start, budget(&start, 16));
    // Black's first move is not the g8 knight's: 7 moves left, 8 needed.
    for line in [["Na3", "e6"], ["Na3", "Nc6"], ["Nc3", "a6"]] {
        assert!(
            est.cuts(&position_after(&line), 14, true),
            "{line:?} leaves Black a move short"
        );
    }
    // The knight sets off: the solutions go on from here.
    for line in [["Na3", "Nf6"], ["Nf3", "Nh6"]] {
        assert!(!est.cuts(&position_after(&line), 14, true), "{line:?} is on a solution's way");
    }
    let opts = ProofGameOptions {
        max_listed: 1,
        threads: 1,
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    let r = solve(&start, &goal, 16, &opts);
    assert_eq!(r.count, 237_476, "the count before and after the two rules");
    // 548,743 positions before them, 2,259 with them (Session 43).
    assert!(r.positions_examined < 20_000, "{} positions", r.positions_examined);
}

#[test]
fn where_a_shut_in_piece_or_a_captured_capturer_refutes_no_game_exists() {
    let (solvable, nodes, cut) = spare_move_trees(4301, &STARTS, 48, |_| Captures::First);
    assert!(solvable >= 30, "{solvable} solvable");
    // The budget's rules have work to do here (11,560 of 4,194,413 nodes
    // cut where the plain bounds were not, when written), every cut right.
    assert!(cut >= 10_000, "{cut} of {nodes} nodes cut");
}

/// Games of `r` plies from `pos`, cut only by the plain bounds (the ones
/// without the budget's rules, checked against exhaustive counting in
/// tests/proofgame.rs).
fn count_plainly(pos: &Position, r: u32, goal: &Goal, est: &Estimator, memo: &mut FxHashMap<(String, u32), u128>) -> u128 {
    if r == 0 {
        return u128::from(goal.reached(pos));
    }
    if est.cuts(pos, r, false) {
        return 0;
    }
    let key = (to_fen(pos), r);
    if let Some(&n) = memo.get(&key) {
        return n;
    }
    let mut legal = Vec::new();
    legal_moves(pos, &mut legal);
    let n = legal
        .iter()
        .map(|&m| count_plainly(&play(pos, m), r - 1, goal, est, memo))
        .sum();
    memo.insert(key, n);
    n
}

/// Walks the proof-game search's tree (every node the budget's rules let
/// through), and where they cut a node the plain bounds allow, with at
/// most `deepest` plies left, counts it plainly: it must have no game.
/// Returns the nodes so checked.
#[allow(clippy::too_many_arguments)]
fn check_cuts(
    pos: &Position,
    r: u32,
    deepest: u32,
    goal: &Goal,
    est: &Estimator,
    seen: &mut FxHashMap<(String, u32), ()>,
    memo: &mut FxHashMap<(String, u32), u128>,
) -> u64 {
    if r == 0 || seen.insert((to_fen(pos), r), ()).is_some() {
        return 0;
    }
    if est.cuts(pos, r, true) {
        if r <= deepest && !est.cuts(pos, r, false) {
            assert_eq!(
                count_plainly(pos, r, goal, est, memo),
                0,
                "cut, yet games from {} in {r}",
                to_fen(pos)
            );
            return 1;
        }
        return 0;
    }
    let mut legal = Vec::new();
    legal_moves(pos, &mut legal);
    legal
        .iter()
        .map(|&m| check_cuts(&play(pos, m), r - 1, deepest, goal, est, seen, memo))
        .sum()
}

#[test]
fn the_cuts_on_the_way_to_the_hidden_captures_leave_no_game_out() {
    let goal_pos = parse_fen(HIDDEN_CAPTURES).unwrap();
    let start = parse_fen(INITIAL_FEN).unwrap();
    let goal = Goal {
        placement: goal_pos.clone(),
        turn: Some(turn_after(&start, 16)),
    };
    let est = Estimator::for_budget(&goal_pos, goal.turn, &start, budget(&start, 16));
    let checked = check_cuts(
        &start,
        16,
        8,
        &goal,
        &est,
        &mut FxHashMap::default(),
        &mut FxHashMap::default(),
    );
    // 5,404 when written; without either rule the tree grows and more
    // cuts come later (the regression above pins the rules themselves).
    assert!(checked >= 1_000, "{checked} cut nodes checked");
}

/// Small boards on which both colours have pieces to lose and captures
/// to make, so that a colour's capturers and its own victims travel in
/// the same moves: knights and rooks against pawns and minor pieces.
const GIVE_AND_TAKE: [&str; 12] = [
    "r3k/5/1N3/5/N1K2 b - - 0 1",
    "n1k1n/1p3/5/3P1/R1K1R w - - 0 1",
    "1nk1n1/p5/6/6/5P/R2K1B w - - 0 1",
    "r1k1r/p4/5/4P/N1K1N b - - 0 1",
    "2k1n/pp3/5/3PP/1NK2 w - - 0 1",
    "nbk3/p4p/6/6/P4P/3KBN w - - 0 1",
    "1rk1n/p1p2/5/1P1P1/N1K1R b - - 0 1",
    "n2k1r/1p4/6/6/3P2/R2K1N w - - 0 1",
    "2k1b/1pn2/5/2NP1/B1K2 w - - 0 1",
    "r1k2/1n1p1/5/1P1N1/2K1R b - - 0 1",
    "q1k1n/5/5/5/N1K1Q w - - 0 1",
    "1bk1r/2p2/5/2P2/R1KB1 b - - 0 1",
];

#[test]
fn where_a_colour_cannot_both_land_and_lose_its_victims_no_game_exists() {
    let seen = check_rule(&GIVE_AND_TAKE, 5301, 144, 5..=7, Captures::Often(0.8), |est, pos, b| {
        est.give_and_take_refutes(pos, b)
    });
    assert!(seen.solvable >= 120, "{} solvable", seen.solvable);
    // The rule has work to do (1,029 of 13,960,486 nodes when written;
    // 9,293 of 164,079,703 with seed 5302, 432 instances of 5 to 8
    // plies), every refuted node rightly.
    assert!(seen.refuted >= 800, "{} of {} nodes refuted", seen.refuted, seen.nodes);
}

/// Session 70's example: in 28 plies Black has no move to spare, so its
/// queen and c7 pawn are taken where they stand, and White needs 15 of its
/// 14 moves: Qc2, Qxc7 and Qxd8 for its queen, taken there, and a move
/// each for its c- and d-pawns to where Black's pieces can take them. The
/// capturers' ways and the victims' ways were bounded apart (11 moves);
/// the search examined 2,086,914 positions in 141.6 s and stopped at its
/// memory limit. With both in one assignment (`give_and_take.rs`) it is
/// refuted at once, and the 30-ply goal is cooked (Qxd8 with check or not
/// before Nc4 and Kf7).
#[test]
fn regression_a_queen_that_takes_twice_and_is_taken_pays_beside_the_lost_pawns() {
    let goal = parse_fen("2bn1b1r/r2p1kpp/8/P3p3/2N2P1n/P2p3N/R3BPPP/2B1K2R w K - 0 1").unwrap();
    let start = parse_fen(INITIAL_FEN).unwrap();
    let opts = ProofGameOptions {
        check_shorter: false,
        threads: 1,
        ..ProofGameOptions::default()
    };
    let r = solve(&start, &goal, 28, &opts);
    assert_eq!(r.count, 0);
    assert!(r.positions_examined <= 2_000, "{} positions", r.positions_examined);
    let est = Estimator::for_budget(&goal, Some(solopddl::chess::Color::White), &start, [14, 14]);
    assert!(est.give_and_take_refutes(&start, [14, 14]));
}
