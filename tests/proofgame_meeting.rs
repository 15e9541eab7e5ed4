//! Where captures still to come can take place (`chess/heuristic/meeting.rs`):
//! a capture beyond the ones the other colour's pawns are forced to make
//! needs a square its victim and its capturer can both reach within their
//! colours' moves left. Checked at every node of exhaustive trees on
//! random instances in which pieces capture pieces (with castling,
//! promotion and en passant about): wherever the check says no, no game
//! exists from there; and the proof-game count, which uses it, stays
//! equal to plain exhaustive counting.

use crate::common;

use common::trees::{budget, check_rule, count_visiting, walk, Captures};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashMap;
use solopddl::chess::fen::{parse_fen, to_fen};
use solopddl::chess::goal::Goal;
use solopddl::chess::heuristic::Estimator;
use solopddl::chess::proofgame::{count_exhaustively, solve, turn_after, ProofGameOptions};
use solopddl::chess::{Color, Position};

/// Sparse starts whose pieces can capture each other: sliders, knights, a
/// pawn about to promote, an en-passant capture ready, castling rights.
const STARTS: [&str; 10] = [
    "4k3/8/2n5/8/8/5B2/8/4K3 w - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k2r/8/8/8/8/8/6K1/R7 b k - 0 1",
    "4k3/4p3/8/8/8/8/8/4K2R w K - 0 1",
    "r3k3/pp6/1n6/P1P5/8/6p1/5P1P/4K2R w Kq - 0 1",
    "4k3/8/8/3r4/8/8/1N6/4K3 b - - 0 1",
    "r3k3/8/8/8/8/2b5/8/4K2R w Kq - 0 1",
    "4k3/1P6/8/8/8/2n5/8/4K3 w - - 0 1",
    "4k3/3p4/8/4P3/8/8/5N2/4K3 b - - 0 1",
    "4k3/8/8/8/3q4/8/8/R3K3 w Q - 0 1",
];

/// What the walk over one tree saw.
#[derive(Default)]
struct Seen {
    nodes: u64,
    /// Nodes the meeting check refuted and the plain bounds did not (each
    /// with no game, as every refuted node, asserted).
    refuted: u64,
    /// Nodes each colour alone refuted (`heuristic/alone.rs`), each with
    /// no game (asserted): removed pieces that castle or must travel to be
    /// taken by a pawn are what it has to get right.
    alone_refuted: u64,
}

/// The exact count of games of `r` plies from `pos`, asserting at every
/// node that a refuting check means no game.
fn count_checking(pos: &Position, r: u32, goal: &Goal, est: &Estimator, seen: &mut Seen) -> u128 {
    count_visiting(pos, r, goal, &mut FxHashMap::default(), &mut |pos, r, n| {
        seen.nodes += 1;
        let b = budget(pos, r);
        if !est.captures_meet_within(pos, b) {
            // Counted where the journeys alone allowed the node.
            let plain = est.estimate(pos);
            if plain.is_some_and(|e| e.lower_bound <= r && e.per_color[0] <= b[0] && e.per_color[1] <= b[1]) {
                seen.refuted += 1;
            }
            assert_eq!(
                n,
                0,
                "refuted, yet {n} games of {r} plies from {} to {}",
                to_fen(pos),
                to_fen(&goal.placement)
            );
        }
        if !est.reachable_alone_within(pos, b) {
            seen.alone_refuted += 1;
            assert_eq!(
                n,
                0,
                "refuted alone, yet {n} games of {r} plies from {} to {}",
                to_fen(pos),
                to_fen(&goal.placement)
            );
        }
    })
}

#[test]
fn where_victim_and_capturer_cannot_meet_no_game_exists_and_the_count_stays_exact() {
    let mut rng = ChaCha8Rng::seed_from_u64(2601);
    let mut seen = Seen::default();
    let (mut solvable, mut instances) = (0, 0);
    let opts = ProofGameOptions {
        max_listed: 2,
        check_shorter: false,
        // Every cached bound is checked against a fresh one too.
        audit_caches: true,
        ..ProofGameOptions::default()
    };
    for i in 0..160 {
        let start = parse_fen(STARTS[i % STARTS.len()]).unwrap();
        let plies = rng.gen_range(2..=5);
        let walk_len = if rng.gen_bool(0.75) { plies } else { rng.gen_range(1..=5) };
        let goal_pos = walk(&mut rng, &start, walk_len, Captures::Often(0.6));
        let goal = Goal {
            placement: goal_pos.clone(),
            turn: Some(turn_after(&start, plies)),
        };
        let est = Estimator::for_budget(&goal_pos, goal.turn, &start, budget(&start, plies));
        let want = count_checking(&start, plies, &goal, &est, &mut seen);
        assert_eq!(want, count_exhaustively(&start, &goal_pos, plies));
        let r = solve(&start, &goal_pos, plies, &opts);
        assert_eq!(r.count, want, "{} -> {} in {plies}", to_fen(&start), to_fen(&goal_pos));
        solvable += u32::from(want > 0);
        instances += 1;
    }
    assert_eq!(instances, 160);
    assert!(solvable >= 100, "{solvable} solvable");
    // The check has work to do: it refutes many nodes the journeys allowed
    // (754 of 981,450 when written), every one of them rightly.
    assert!(seen.refuted >= 600, "{} of {} nodes refuted", seen.refuted, seen.nodes);
}

#[test]
fn a_knight_that_cannot_reach_the_rooks_landing_square_cannot_be_its_victim() {
    // Black's rook must end on a1 having taken white's knight, one move
    // each, so it takes the knight on a1 (a capture on its way, a3 say,
    // would leave it a move short). From h8 the knight cannot get there in
    // one move: no game of 2 plies, which the journeys alone allowed.
    let goal = parse_fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1").unwrap();
    let check = |start: &str| {
        let start = parse_fen(start).unwrap();
        let est = Estimator::for_budget(&goal, Some(Color::White), &start, [1, 1]);
        let plain = est.estimate(&start).expect("reachable as far as the journeys tell");
        assert_eq!(plain.per_color, [0, 1]);
        (est.captures_meet_within(&start, [1, 1]), count_exhaustively(&start, &goal, 2))
    };
    assert_eq!(check("r3k2N/8/8/8/8/8/8/4K3 w - - 0 1"), (false, 0));
    // From b5 it reaches a3 on the rook's way, but not a1: still none.
    assert_eq!(check("r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1"), (false, 0));
    // From b3 it reaches a1: Na1 Rxa1.
    assert_eq!(check("r3k3/8/8/8/8/1N6/8/4K3 w - - 0 1"), (true, 1));
}

#[test]
fn the_ways_a_capture_can_meet_that_the_check_must_allow() {
    let cases = [
        // exd6 e.p. then d7 and d8=Q: the victim stands beside d6.
        ("8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1", "3Q4/2k5/8/8/8/8/8/4K3 b - - 0 1", 5),
        // O-O, Rxf4, Rh4: the capturer sets out from its castled square.
        ("4k3/8/8/8/5n2/8/8/4K2R w K - 0 1", "1k6/8/8/8/7R/8/8/6K1 w - - 0 1", 6),
        // ...O-O, Ra8, ...Kh8, Rxf8+: the victim castled to where it is taken.
        ("4k2r/8/8/8/8/8/6K1/R7 b k - 0 1", "5R1k/8/8/8/8/8/6K1/8 b - - 0 1", 4),
        // Nd2, Nxc4, Nd6, exd6: the knight black's pawn must take takes
        // the bishop on its way there.
        ("4k3/4p3/8/8/2b5/8/8/1N2K3 w - - 0 1", "4k3/8/3p4/8/8/8/8/4K3 w - - 0 1", 6),
    ];
    for (start, goal, plies) in cases {
        let (start, goal) = (parse_fen(start).unwrap(), parse_fen(goal).unwrap());
        let games = count_exhaustively(&start, &goal, plies);
        assert!(games > 0, "{} -> {}: no game", to_fen(&start), to_fen(&goal));
        let b = budget(&start, plies);
        let est = Estimator::for_budget(&goal, Some(turn_after(&start, plies)), &start, b);
        assert!(
            est.captures_meet_within(&start, b),
            "{} -> {} refuted",
            to_fen(&start),
            to_fen(&goal)
        );
        let r = solve(&start, &goal, plies, &ProofGameOptions::default());
        assert_eq!(r.count, games, "{} -> {}", to_fen(&start), to_fen(&goal));
    }
}

#[test]
fn a_pawn_walking_straight_takes_nothing_on_its_way() {
    // White's c-pawn has exactly its three moves to c6 and black's pawn
    // on c5 must be taken: only a capture could remove it, and the pawn's
    // straight steps capture nothing (a first version let c4-c5 count as
    // the capture). No game of 6 plies, which the journeys allowed.
    let start = parse_fen("4k3/8/8/2p5/8/8/2P5/4K3 w - - 0 1").unwrap();
    let goal = parse_fen("4k3/8/2P5/8/8/8/8/4K3 w - - 0 1").unwrap();
    let est = Estimator::for_budget(&goal, Some(Color::White), &start, [3, 3]);
    let plain = est.estimate(&start).expect("reachable as far as the journeys tell");
    assert_eq!(plain.per_color[0], 3);
    assert!(!est.captures_meet_within(&start, [3, 3]));
    assert_eq!(count_exhaustively(&start, &goal, 6), 0);
    // With five moves each the king has time to take it (Kd2-c3 meets
    // the pawn on c4, then Kd3 back? no: the king must end on e1, so the
    // count decides); whatever it is, the check allows every game.
    let est = Estimator::for_budget(&goal, Some(Color::White), &start, [5, 5]);
    let games = count_exhaustively(&start, &goal, 10);
    assert!(
        games == 0 || est.captures_meet_within(&start, [5, 5]),
        "{games} games refuted"
    );
}

/// Starts in which a colour has several pieces to lose: minor pieces and
/// rooks against a queen or rooks, with castling and pawns about.
const SEVERAL_VICTIMS: [&str; 6] = [
    "1n2k1n1/8/8/8/8/8/8/3QK3 w - - 0 1",
    "r3k2r/1b4b1/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/1n3n2/8/8/8/8/1N3N2/4K3 b - - 0 1",
    "3qk3/8/2n2b2/8/8/2B2N2/8/3QK3 w - - 0 1",
    "r3k3/p1n5/8/8/8/8/5N1P/4K2R b Kq - 0 1",
    "4k3/2b1n3/8/8/3R4/8/8/4K3 w - - 0 1",
];

#[test]
fn where_several_victims_cannot_all_travel_to_their_captures_no_game_exists() {
    let seen = check_rule(&SEVERAL_VICTIMS, 2801, 48, 3..=6, Captures::Often(0.8), |est, pos, b| {
        est.several_victims_refute(pos, b)
    });
    assert!(seen.solvable >= 30, "{} solvable", seen.solvable);
    // The rule has work to do (244 of 4,917,941 nodes when written),
    // every refuted node rightly.
    assert!(seen.refuted >= 150, "{} of {} nodes refuted", seen.refuted, seen.nodes);
}

/// Black, with no move to spare, must lose its d- or f-pawn on its home
/// square; White's queen, one move to spare, could take on f7 on its way
/// to f4, but Qxf7+ is a check the king staying on e8 can never answer
/// (`chess/heuristic/close_checks.rs`). No game of 22 plies exists.
const QUEEN_CHECKS_A_KING_THAT_STAYS: &str = "r1bqk2r/2n1n1bp/1pp1p1p1/p1N5/4pQP1/3P1P1N/PPP4P/R1B1KB1R w KQkq - 0 1";

#[test]
fn regression_a_surviving_capturer_does_not_land_where_it_checks_a_king_that_stays() {
    let opts = ProofGameOptions {
        max_listed: 1,
        threads: 1,
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    let start = parse_fen(solopddl::chess::fen::INITIAL_FEN).unwrap();
    let r = solve(&start, &parse_fen(QUEEN_CHECKS_A_KING_THAT_STAYS).unwrap(), 22, &opts);
    assert_eq!(r.count, 0, "no game, as the session-start build counted");
    // 105,780 positions before (Session 46), 18,910 with the rule in the
    // capture ways, 17,219 with it also where `capturable.rs` asks where
    // captures land; none once the c7 pawn, which Black's one capture
    // cannot spare, is no victim (`fates.rs`), leaving Black's d- and
    // f-pawns, which only a check with no answer could take in time.
    assert!(r.positions_examined < 100, "{} positions", r.positions_examined);
}

/// Small boards on which one colour has two pieces or more to lose and
/// the other's capturers must come back: knights against rooks, bishops
/// and a queen, pawns about.
const TWO_LANDINGS: [&str; 18] = [
    "n1k1n/5/5/5/R1K1R w - - 0 1",
    "r1k1r/5/5/5/N1K1N b - - 0 1",
    "1nk1n1/6/6/6/6/R2K1B w - - 0 1",
    "nbk3/p5/6/6/5P/3KBN w - - 0 1",
    "2k1n/1p3/5/R4/2KB1 b - - 0 1",
    "n2kn1/6/6/6/1P4/1RK1Q1 w - - 0 1",
    "1k2n/5/2n2/5/RK1B1 w - - 0 1",
    "r3k/5/1N3/5/N1K2 b - - 0 1",
    "n1k1n/5/1p1p1/5/R1K1R w - - 0 1",
    "r1k1r/1P3/5/2N2/N1K2 b - - 0 1",
    "1nk1n1/6/2p3/6/6/R2K1R w - - 0 1",
    "r2k1r/6/6/3P2/6/N2K1N b - - 0 1",
    "2k1n/P4/5/n4/2K2 w - - 0 1",
    "n1k2/4P/5/5/K3n w - - 0 1",
    "4k/5/5/p2N1/N1K2 b - - 0 1",
    "k5/5P/6/6/n5/K4n w - - 0 1",
    "1nk1n/P4/5/5/2K2 w - - 0 1",
    "2k2/5/5/p4/1N1KN b - - 0 1",
];

#[test]
fn where_two_landings_cannot_both_be_paid_no_game_exists() {
    let seen = check_rule(&TWO_LANDINGS, 4801, 144, 5..=7, Captures::First, |est, pos, b| {
        est.two_landings_refute(pos, b)
    });
    assert!(seen.solvable >= 100, "{} solvable", seen.solvable);
    // The rule has work to do (2,051 of 9,275,375 nodes when written),
    // every refuted node rightly: leaving out one piece taking both
    // victims, a pawn's landing, or a pawn's landing as the piece it
    // promoted to makes this fail.
    assert!(seen.refuted >= 1_600, "{} of {} nodes refuted", seen.refuted, seen.nodes);
}

/// From the initial array, White loses both rooks, shut in on their back
/// rank behind pawns that never move, and Black its a-pawn. A Black
/// knight must take on a1 or b1 and on g1 or h1 and be home again: no game
/// of 20 plies exists. One capture's bound charged the knight one trip;
/// the search examined 16,578 positions to say so, 1,786 with both trips
/// paid for (`chess/heuristic/capturers.rs`).
#[test]
fn regression_a_knight_taking_both_rooks_on_their_back_rank_pays_for_both_trips() {
    let start = parse_fen(solopddl::chess::fen::INITIAL_FEN).unwrap();
    let goal = parse_fen("rnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1 w - - 0 1").unwrap();
    let opts = ProofGameOptions {
        check_shorter: false,
        threads: 1,
        ..ProofGameOptions::default()
    };
    let r = solve(&start, &goal, 20, &opts);
    assert_eq!(r.count, 0);
    assert!(r.positions_examined <= 4_000, "{} positions", r.positions_examined);
}

/// Sparse starts where pawns must land by captures or face pawns of the
/// other colour on their file, with few captures to make: where a pawn's
/// landings and a victim pawn's ways must count the captures its colour
/// has left (Session 67).
const PAWNS_AND_CAPTURES_LEFT: [&str; 11] = [
    "4k3/8/1p6/8/8/1P6/8/4KB2 w - - 0 1",
    "4k3/8/2p5/8/8/2P5/8/3QK3 w - - 0 1",
    "4k3/1p6/8/8/1P6/8/8/N3K3 w - - 0 1",
    "4k3/1p6/8/8/8/1P6/8/1N2K3 w - - 0 1",
    "4k3/1p6/8/8/8/1P6/8/4KB2 b - - 0 1",
    "4k1n1/2p5/8/1p6/8/1P6/2P5/4K3 w - - 0 1",
    "4k3/3p4/8/2p5/8/2P5/8/2B1K3 w - - 0 1",
    "1n2k3/p7/8/8/P7/8/1P6/4K1N1 b - - 0 1",
    "4k3/pp6/8/8/8/1P6/P7/4KN2 w - - 0 1",
    "4k3/6p1/8/5p2/4P3/8/6P1/4K1N1 w - - 0 1",
    "2b1k3/3p4/8/8/8/8/3P4/2B1K3 w - - 0 1",
];

#[test]
fn where_pawns_have_captures_left_for_their_landings_only_no_game_is_lost() {
    let seen = check_rule(
        &PAWNS_AND_CAPTURES_LEFT,
        6701,
        96,
        4..=7,
        Captures::Often(0.5),
        |est, pos, b| !est.captures_meet_within(pos, b),
    );
    assert!(seen.solvable >= 60, "{} solvable", seen.solvable);
    assert!(seen.refuted >= 100, "{} of {} nodes refuted", seen.refuted, seen.nodes);
}

/// A 24-ply goal (a random game, `1. b4 Na6 2. f4 b5 3. e4 Nb8 4. Bxb5 …`)
/// in which White must capture Black's b-pawn, after `1. a3 b6 2. b3`:
/// White has 10 moves, needs 9 without the capture, and every white piece
/// that can take on b4, b5 or b6 needs two moves more. Two holes let the
/// capture through: White's b3 pawn "took" on b5 by b3xc4xb5 on its way
/// to its goal square b5, though White has one capture only; and Black's
/// b6 pawn, no capture left, "walked" by captures (or promoted on b1,
/// past White's b-pawn) to d2, where White's knight lands on its goal
/// square. The count ran 60 s without a verdict from there; now the root
/// is refuted.
#[test]
fn regression_a_pawn_lands_only_by_captures_its_colour_has_left_and_never_passes_the_pawn_ahead() {
    let goal = parse_fen("rn2kbnr/pbppqp2/4p3/1P4pp/4PPPP/P2P4/2PNN3/R1BQKB1R w - - 0 1").unwrap();
    let pos = parse_fen("rnbqkbnr/p1pppppp/1p6/8/8/PP6/2PPPPPP/RNBQKBNR b KQkq - 0 1").unwrap();
    let b = budget(&pos, 21);
    assert_eq!(b, [10, 11]);
    let est = Estimator::for_budget(&goal, Some(turn_after(&pos, 21)), &pos, b);
    assert!(est.estimate_within(&pos, b).is_none());
    let opts = ProofGameOptions {
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    let report = solve(&pos, &goal, 21, &opts);
    assert_eq!((report.count, report.positions_examined), (0, 0));
}
