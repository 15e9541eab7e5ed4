//! The walks' own checks: tight games counted, each kind's preferred
//! moves tried first, and long games reached by taking moves back.

use super::*;
use crate::chess::fen::{parse_fen, INITIAL_FEN};
use crate::chess::proofgame::{solve, ProofGameOptions, ProofGameVerdict};
use rand::SeedableRng;

#[test]
fn tight_games_have_no_shorter_game_and_are_counted() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut made = 0;
    for plies in [4, 6, 8] {
        for _ in 0..4 {
            let Some((line, goal)) = economical_game(&start, plies, 0, &mut rng) else {
                continue;
            };
            made += 1;
            assert_eq!(line.len(), plies as usize);
            let replayed = crate::chess::search::replay(&start, &line).expect("every move legal");
            assert_eq!(crate::chess::fen::to_fen(&replayed), crate::chess::fen::to_fen(&goal));
            let r = solve(&start, &goal, plies, &ProofGameOptions::default());
            assert!(
                matches!(r.verdict, ProofGameVerdict::Unique | ProofGameVerdict::Solutions { .. }),
                "{:?}",
                r.verdict
            );
        }
    }
    assert!(made >= 10, "only {made} games");
}

#[test]
fn a_promoting_walk_tries_promotions_then_pawn_captures_and_far_pushes() {
    // White: a7 promotes, b5 is past its fourth rank, c2 may take on d3.
    let pos = parse_fen("4k3/P7/8/1P6/8/3p4/2P5/4K1N1 w - - 0 1").unwrap();
    let mut legal = Vec::new();
    legal_moves(&pos, &mut legal);
    let rank = |uci: &str| {
        let mv = legal
            .iter()
            .find(|mv| mv.to_string() == uci)
            .unwrap_or_else(|| panic!("{uci}"));
        promotion_rank(&pos, *mv)
    };
    assert_eq!(rank("a7a8q"), 0);
    assert_eq!(rank("c2d3"), 1);
    assert_eq!(rank("b5b6"), 1);
    assert_eq!(rank("c2c3"), 2);
    assert_eq!(rank("g1f3"), 3);
}

#[test]
fn promoting_walks_stay_economical() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut made = 0;
    for _ in 0..12 {
        let Some((line, goal)) = Walk::Promoting.game(&start, 18, 0, &mut rng) else {
            continue;
        };
        made += 1;
        let replayed = crate::chess::search::replay(&start, &line).expect("every move legal");
        assert_eq!(crate::chess::fen::to_fen(&replayed), crate::chess::fen::to_fen(&goal));
        // No spare move: the game is a solution and none is shorter.
        let r = solve(&start, &goal, 18, &ProofGameOptions::default());
        assert!(
            matches!(r.verdict, ProofGameVerdict::Unique | ProofGameVerdict::Solutions { .. }),
            "{:?}",
            r.verdict
        );
    }
    assert!(made >= 1, "no game made");
}

#[test]
fn capturing_walks_take_moves_back_to_reach_long_tight_games() {
    // The greedy walk strips the board and gets stuck long before 36
    // plies (0 of 15 capture-first games of 30-46 plies in 100 tries
    // each); taking moves back reaches them, still without a spare move.
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(36);
    for _ in 0..2 {
        let (line, goal) = (0..3)
            .find_map(|_| Walk::Capturing.game(&start, 36, 0, &mut rng))
            .expect("a 36-ply capturing game in 3 walks");
        assert_eq!(line.len(), 36);
        let replayed = crate::chess::search::replay(&start, &line).expect("every move legal");
        assert_eq!(crate::chess::fen::to_fen(&replayed), crate::chess::fen::to_fen(&goal));
        // Each move was needed when made (a later capture may lower the
        // other colour's bound, so the end is not always tight).
        let bound = Estimator::new(&goal, None).estimate(&start).expect("reachable");
        assert!(
            bound.per_color.iter().all(|&b| (12..=18).contains(&b)),
            "{:?}",
            bound.per_color
        );
        let captured = 32 - goal.occupied().count();
        assert!(captured >= 4, "{captured} captures");
    }
}

#[test]
fn a_quiet_walk_tries_moves_that_capture_nothing_first() {
    // White's e4 pawn may take on d5 or en passant on f6; Nc3 may take d5.
    let pos = parse_fen("4k3/8/8/3p1pP1/4P3/2N5/8/4K3 w - f6 0 1").unwrap();
    let mut legal = Vec::new();
    legal_moves(&pos, &mut legal);
    let takes = |uci: &str| {
        let mv = legal
            .iter()
            .find(|mv| mv.to_string() == uci)
            .unwrap_or_else(|| panic!("{uci}"));
        is_capture(&pos, *mv)
    };
    assert!(takes("e4d5"));
    assert!(takes("c3d5"));
    assert!(takes("g5f6"), "en passant lands on an empty square");
    assert!(!takes("e4e5"));
    assert!(!takes("g5g6"));
    assert!(!takes("c3b5"));
}

#[test]
fn quiet_walks_capture_little_and_stay_economical() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let mut made = 0;
    for _ in 0..6 {
        let Some((line, goal)) = Walk::Quiet.game(&start, 20, 0, &mut rng) else {
            continue;
        };
        made += 1;
        let replayed = crate::chess::search::replay(&start, &line).expect("every move legal");
        assert_eq!(crate::chess::fen::to_fen(&replayed), crate::chess::fen::to_fen(&goal));
        assert_eq!(goal.occupied().count(), 32, "a quiet 20-ply walk needs no capture");
        let r = solve(&start, &goal, 20, &ProofGameOptions::default());
        assert!(
            matches!(
                r.verdict,
                ProofGameVerdict::AtLeast { .. } | ProofGameVerdict::Unique | ProofGameVerdict::Solutions { .. }
            ),
            "{:?}",
            r.verdict
        );
    }
    assert!(made >= 3, "only {made} games");
}

#[test]
fn a_chained_walk_moves_again_the_piece_it_moved_last() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    // Per walk kind: of each colour's moves after its first, how many
    // start where that colour's previous move landed.
    let again = |walk: Walk| {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        let (mut again, mut moves) = (0, 0);
        for _ in 0..10 {
            let Some((line, goal)) = walk.game(&start, 12, 0, &mut rng) else {
                continue;
            };
            assert_eq!(
                crate::chess::search::replay(&start, &line).map(|p| to_fen(&p)),
                Ok(to_fen(&goal))
            );
            for i in 2..line.len() {
                moves += 1;
                again += usize::from(line[i].from == line[i - 2].to);
            }
        }
        assert!(moves >= 50, "{moves}");
        again as f64 / moves as f64
    };
    let (chained, plain) = (again(Walk::Chained), again(Walk::Economical));
    assert!(
        chained >= 0.5 && chained >= 2.0 * plain,
        "chained {chained:.2}, plain {plain:.2}"
    );
}

// The climb (`climb.rs`), walked with this module's walks.

fn options(steps: usize) -> ClimbOptions {
    ClimbOptions {
        steps,
        count_cap: 1000,
        time_per_count: Duration::from_secs(10),
        memory_bytes: 1 << 30,
        control: Default::default(),
    }
}

#[test]
fn the_game_returned_is_the_fewest_the_climb_stood_on() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    let out = climb_to_unique(&start, 10, &options(30), &mut rng, |prefix, rng| {
        continue_walk(&start, prefix, 10, 0, Walk::Economical, rng)
    })
    .expect("a first game");
    assert_eq!(out.path.iter().min().copied(), Some(out.report.count.max(1)));
    let replayed = crate::chess::search::replay(&start, &out.game).expect("every move legal");
    assert_eq!(crate::chess::fen::to_fen(&replayed), crate::chess::fen::to_fen(&out.goal));
    // The count kept is the exact count of the position reached.
    let whole = solve(&start, &out.goal, 10, &ProofGameOptions::default());
    assert_eq!(whole.count.min(1000), out.report.count.min(1000));
}
