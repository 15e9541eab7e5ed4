//! Proof-game counts (issue 25): the bounded exact-length count against
//! plain exhaustive counting on random instances (and, at lengths plain
//! counting cannot reach, against a count with one plainly admissible
//! bound), every listed solution replayed by an independent library
//! (shakmaty) to the goal in exactly N plies; capped counts, two threads,
//! and the near misses refuted at once. The commands are in
//! `proofgame_cli.rs`, `chess solve`'s optimality in
//! `chess_solve_optimal.rs`.

use crate::common;

use common::proofgame::{placement, shakmaty_replay, walk, Specials, RICH, SPARSE};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use solopddl::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
use solopddl::chess::proofgame::{
    count_exhaustively, count_with_filling_bound, solve, turn_after, ProofGameOptions, ProofGameVerdict, NARROW_EVERYWHERE,
};
use solopddl::chess::random_game::Walk;

#[test]
fn the_count_equals_exhaustive_counting_and_every_solution_replays_in_shakmaty() {
    let mut rng = ChaCha8Rng::seed_from_u64(25);
    let mut specials = Specials::default();
    let (mut instances, mut solvable, mut several, mut none) = (0, 0, 0, 0);
    for i in 0..320 {
        // Every other instance on two threads sharing the table.
        let opts = ProofGameOptions {
            max_listed: 4,
            check_shorter: false,
            threads: 1 + (i / 4) % 2,
            ..ProofGameOptions::default()
        };
        let (start, max_plies) = match i % 4 {
            0 => (parse_fen(INITIAL_FEN).unwrap(), 4),
            1 => (parse_fen(RICH[rng.gen_range(0..RICH.len())]).unwrap(), 4),
            _ => (parse_fen(SPARSE[rng.gen_range(0..SPARSE.len())]).unwrap(), 8),
        };
        let plies = rng.gen_range(1..=max_plies);
        // The goal: the end of a walk of the same length, or sometimes of another one.
        let walk_len = if rng.gen_bool(0.8) {
            plies
        } else {
            rng.gen_range(1..=max_plies)
        };
        let (goal, _) = walk(&mut rng, &start, walk_len, &mut specials);
        let want = count_exhaustively(&start, &goal, plies);
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(
            r.count,
            want,
            "{} -> {} in {plies}: {:?}",
            to_fen(&start),
            to_fen(&goal),
            r.verdict
        );
        instances += 1;
        match want {
            0 => none += 1,
            1 => solvable += 1,
            _ => several += 1,
        }
        assert_eq!(r.solutions.len() as u128, want.min(4));
        let turn = if turn_after(&start, plies) == solopddl::chess::Color::White {
            'w'
        } else {
            'b'
        };
        for line in &r.solutions {
            assert_eq!(line.len() as u32, plies);
            let (board, side) = shakmaty_replay(&start, line);
            assert_eq!((board, side), (placement(&goal), turn), "a listed solution misses the goal");
        }
    }
    assert!(instances >= 300);
    assert!(
        solvable > 20 && several > 20 && none > 5,
        "{solvable} unique, {several} several, {none} none"
    );
    assert!(
        specials.castling > 0 && specials.promotion > 0 && specials.en_passant > 0 && specials.capture > 0,
        "{specials:?}"
    );
}

/// Past the lengths plain counting reaches from the initial array (4
/// plies above): games of 9 and 10 plies, random ones rich in captures
/// and castling and economical ones of every kind, counted
/// again with only the filling bound (`count_with_filling_bound`, plainly
/// admissible). A cut that removes a game in the middle of a longer game,
/// where the capture, castling and wall rules act, shows here.
#[test]
fn the_count_equals_a_plainly_bounded_count_on_longer_games_from_the_initial_array() {
    let mut rng = ChaCha8Rng::seed_from_u64(4510);
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut specials = Specials::default();
    let (mut compared, mut skipped) = (0, 0);
    for i in 0..40 {
        let plies = 9 + i % 2;
        let goal = if i % 3 == 0 {
            let walk = Walk::ALL[(i / 3) as usize % Walk::ALL.len()];
            match walk.game(&start, plies, 1, &mut rng) {
                Some((_, goal)) => goal,
                None => continue,
            }
        } else {
            walk(&mut rng, &start, plies, &mut specials).0
        };
        let opts = ProofGameOptions {
            count_cap: None,
            check_shorter: false,
            threads: 1,
            ..ProofGameOptions::default()
        };
        let Some(want) = count_with_filling_bound(&start, &goal, plies, 1_000_000) else {
            skipped += 1;
            continue;
        };
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(r.count, want, "{} in {plies}", to_fen(&goal));
        compared += 1;
    }
    assert!(
        compared >= 25,
        "{compared} compared, {skipped} past the filling count's limit"
    );
    // Promotion and en passant seldom fit in 10 plies from the initial
    // array; the sparse starts of the first test have them.
    assert!(specials.castling > 0 && specials.capture > 5, "{specials:?}");
}

#[test]
fn shorter_games_are_found_exactly_when_they_exist() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut cooked = 0;
    for _ in 0..60 {
        let start = parse_fen(SPARSE[rng.gen_range(0..SPARSE.len())]).unwrap();
        let plies = rng.gen_range(3..=7);
        let (goal, _) = walk(&mut rng, &start, plies, &mut Specials::default());
        let r = solve(&start, &goal, plies, &ProofGameOptions::default());
        let shortest = (0..plies)
            .filter(|k| (plies - k) % 2 == 0)
            .find(|&k| count_exhaustively(&start, &goal, k) > 0);
        match (shortest, &r.verdict) {
            (Some(k), ProofGameVerdict::ShorterSolutionExists { plies: p }) => {
                assert_eq!(k, *p);
                assert_eq!(r.solutions[0].len() as u32, k);
                cooked += 1;
            }
            (None, v) => assert!(!matches!(v, ProofGameVerdict::ShorterSolutionExists { .. }), "{v:?}"),
            (Some(k), v) => panic!("a {k}-ply game exists, verdict {v:?}"),
        }
    }
    assert!(cooked > 5, "{cooked}");
}

/// With a cap of K (the CLI's `--max-solutions`, default 2) the search stops
/// at the K-th game: the verdict is `unique` / `K' solutions` exactly when
/// fewer than K games exist and `at least K solutions` otherwise, with and
/// without the shorter-game check first (whose existence-only entries the
/// capped count must not take for exact counts).
#[test]
fn a_capped_count_agrees_with_exhaustive_counting() {
    let mut rng = ChaCha8Rng::seed_from_u64(2525);
    let mut specials = Specials::default();
    let (mut capped, mut exact) = (0, 0);
    for i in 0..160 {
        let (start, max_plies) = match i % 2 {
            0 => (parse_fen(INITIAL_FEN).unwrap(), 5),
            _ => (parse_fen(SPARSE[rng.gen_range(0..SPARSE.len())]).unwrap(), 8),
        };
        let plies = rng.gen_range(1..=max_plies);
        let (goal, _) = walk(&mut rng, &start, plies, &mut specials);
        let want = count_exhaustively(&start, &goal, plies);
        let cap = rng.gen_range(1..=4u128);
        let opts = ProofGameOptions {
            count_cap: Some(cap),
            check_shorter: i % 3 == 0,
            threads: 1 + (i / 2) % 2,
            // Every fourth count pauses at once for the probe for games
            // (`probe.rs`): its verdict and listed games must be the same.
            probe_after: if i % 4 < 2 { Some(0) } else { None },
            ..ProofGameOptions::default()
        };
        let r = solve(&start, &goal, plies, &opts);
        if matches!(r.verdict, ProofGameVerdict::ShorterSolutionExists { .. }) {
            continue;
        }
        let expected = match want {
            0 => ProofGameVerdict::NoSolution,
            n if n >= cap => ProofGameVerdict::AtLeast { count: cap.to_string() },
            1 => ProofGameVerdict::Unique,
            n => ProofGameVerdict::Solutions { count: n.to_string() },
        };
        assert_eq!(
            r.verdict,
            expected,
            "{} -> {} in {plies}, cap {cap}",
            to_fen(&start),
            to_fen(&goal)
        );
        if want >= cap {
            capped += 1;
            assert_eq!(r.solutions.len() as u128, want.min(2), "listed games");
            let turn = if plies % 2 == 0 { start.turn } else { start.turn.other() };
            let turn = if turn == solopddl::chess::Color::White { 'w' } else { 'b' };
            for line in &r.solutions {
                assert_eq!(line.len() as u32, plies);
                assert_eq!(
                    shakmaty_replay(&start, line),
                    (placement(&goal), turn),
                    "a listed game misses the goal"
                );
            }
        } else {
            exact += 1;
        }
    }
    assert!(capped >= 30 && exact >= 30, "capped {capped}, exact {exact}");
}

/// Two threads sharing one table count what one thread counts, on games
/// long enough that both threads search (thousands of positions): exact
/// counts, capped counts and the shorter-game check, with listed games
/// that replay to the goal.
#[test]
fn two_threads_count_what_one_thread_counts() {
    use solopddl::chess::random_game::economical_game;
    const LISTED: usize = 2_000;
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut busy = 0;
    for i in 0..12 {
        let plies = [14, 16, 18][i % 3];
        let Some((_, goal)) = economical_game(&start, plies, (i % 2) as u32, &mut rng) else {
            continue;
        };
        for (cap, check_shorter) in [(None, false), (Some(2), true)] {
            let run = |threads| {
                let opts = ProofGameOptions {
                    count_cap: cap,
                    check_shorter,
                    threads,
                    // Every game listed: the listing walks the table, so an
                    // entry a stopped thread left wrong would lose games.
                    max_listed: LISTED,
                    ..ProofGameOptions::default()
                };
                solve(&start, &goal, plies, &opts)
            };
            let (one, two) = (run(1), run(2));
            assert_eq!(
                (&one.verdict, one.count),
                (&two.verdict, two.count),
                "{} in {plies}",
                to_fen(&goal)
            );
            assert_eq!(two.threads, 2);
            // A capped count may list more games than its cap.
            let listed = two.solutions.len() as u128;
            if cap.is_none() {
                assert_eq!(listed, two.count.min(LISTED as u128), "{}", to_fen(&goal));
            } else {
                assert!(listed >= two.count.min(LISTED as u128), "{}", to_fen(&goal));
            }
            for line in two.solutions.iter().take(20) {
                assert_eq!(shakmaty_replay(&start, line).0, placement(&goal));
            }
            if one.positions_examined > 1_000 {
                busy += 1;
            }
        }
    }
    assert!(busy >= 6, "only {busy} searches of over 1,000 positions");
}

/// Starts where pawns must capture on known squares within a few plies
/// (the victim bound of `chess::heuristic`): pawns facing pieces and pawns,
/// an en-passant double step ready.
const CAPTURES: [&str; 5] = [
    "4k3/8/2n1b3/3P4/8/5p2/4P3/4K3 w - - 0 1",
    "r3k3/pp6/1n6/P1P5/8/6p1/5P1P/4K2R w Kq - 0 1",
    "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
    "4k3/8/8/1p1p4/2P5/8/8/4K3 w - - 0 1",
    "4k3/2p5/1n6/8/8/5N2/4P3/4K3 b - - 0 1",
];

#[test]
fn victim_bounds_keep_the_count_exact_where_pawns_must_capture() {
    let mut rng = ChaCha8Rng::seed_from_u64(2511);
    let mut specials = Specials::default();
    let (mut instances, mut with_victims, mut solvable) = (0, 0, 0);
    let opts = ProofGameOptions {
        max_listed: 2,
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    for i in 0..150 {
        let start = parse_fen(CAPTURES[i % CAPTURES.len()]).unwrap();
        let plies = rng.gen_range(2..=6);
        let (goal, _) = walk(&mut rng, &start, plies, &mut specials);
        let victims = solopddl::chess::heuristic::Estimator::new(&goal, Some(turn_after(&start, plies))).forced_captures(&start);
        if victims != [0, 0] {
            with_victims += 1;
        }
        let want = count_exhaustively(&start, &goal, plies);
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(r.count, want, "{} -> {} in {plies}", to_fen(&start), to_fen(&goal));
        instances += 1;
        solvable += u32::from(want > 0);
    }
    assert_eq!(instances, 150);
    // The bound had victims to place in most instances, and most are solvable.
    assert!(with_victims >= 40, "{with_victims} instances with victims");
    assert!(solvable >= 100, "{solvable} solvable");
    assert!(specials.en_passant > 0 && specials.capture > 20, "{specials:?}");
}

#[test]
fn regression_a_pawn_on_its_goal_square_may_leave_when_another_can_take_its_place() {
    // The goal's pawns stand on d3 and d4 and its rook on h3. The d3 pawn
    // is on a goal square already, yet every game moves it on (d4) so that
    // the rook passes d3, and c2 takes its place by capturing the knight
    // there. Had d3 been frozen, a wall for good, the rook would need three
    // moves round it and the count would be 0.
    let start = parse_fen("4k3/8/8/8/1n6/R2P4/2P5/4K3 w - - 0 1").unwrap();
    let goal = parse_fen("8/4k3/8/8/3P4/3P3R/8/4K3 b - - 0 1").unwrap();
    let want = count_exhaustively(&start, &goal, 5);
    assert!(want > 0);
    let r = solve(&start, &goal, 5, &ProofGameOptions::default());
    assert_eq!(r.count, want);
}

/// Starts with twin pieces near each other, so that a piece standing on a
/// goal square of its kind may leave it for a twin to take its place
/// (what the pieces a budget freezes, `heuristic/budget.rs`, must allow).
const TWINS: [&str; 5] = [
    "4k3/8/8/8/8/2N5/8/1N2K3 w - - 0 1",
    "4k3/8/8/8/8/8/R6R/4K3 w - - 0 1",
    "1n2k3/8/2n5/8/8/2N5/8/1N2K3 b - - 0 1",
    "r3k3/r7/8/8/8/8/1R6/1R2K3 w - - 0 1",
    "4k3/8/8/8/8/3B4/8/2B1K3 w - - 0 1",
];

#[test]
fn the_count_stays_exact_where_twins_may_swap_goal_squares() {
    let mut rng = ChaCha8Rng::seed_from_u64(2512);
    let mut specials = Specials::default();
    let (mut solvable, mut several) = (0, 0);
    let opts = ProofGameOptions {
        max_listed: 2,
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    for i in 0..150 {
        let start = parse_fen(TWINS[i % TWINS.len()]).unwrap();
        let plies = rng.gen_range(2..=6);
        let (goal, _) = walk(&mut rng, &start, plies, &mut specials);
        let want = count_exhaustively(&start, &goal, plies);
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(r.count, want, "{} -> {} in {plies}", to_fen(&start), to_fen(&goal));
        solvable += u32::from(want > 0);
        several += u32::from(want > 1);
    }
    assert!(
        solvable >= 140 && several >= 50,
        "{solvable} solvable, {several} with several games"
    );
}

#[test]
fn regression_a_24_ply_near_miss_is_refuted_without_a_million_positions() {
    // An economical 24-ply game's end with one knight moved a step: no game
    // reaches it. Every colour's budget is tight, so the pieces already on
    // their goal squares freeze and wall in the rest; before budget walls
    // the search examined 1,236,615 positions (about 10 s) to say so.
    let start = parse_fen(INITIAL_FEN).unwrap();
    let goal = parse_fen("r3k3/p1p1ppb1/n1r2q1n/1p1pP1pp/PP4b1/N2P1PPP/R1P5/R1BQK1N1 w - - 0 1").unwrap();
    let r = solve(&start, &goal, 24, &ProofGameOptions::default());
    assert_eq!(r.verdict, ProofGameVerdict::NoSolution);
    assert!(r.positions_examined < 20_000, "{} positions", r.positions_examined);
}

/// Near misses refuted before any position is examined: `(plies, goal,
/// positions examined before (the 28-ply one when 30 s ran out), the
/// deduction that refutes it now)`.
const REFUTED_STATICALLY: [(u32, &str, u64, &str); 4] = [
    // Black's c3/c5 and f5/f6 need two pawns to change file; white lost
    // one piece. Each goal pawn's nearest pawn said no capture at all.
    (
        24,
        "r1bqkbnr/3pp2p/p4p2/2p2p2/3B1PnP/1PpP1N1R/P1N1P1P1/1R1QKB2 w - - 0 1",
        3_299_452,
        "distinct pawns",
    ),
    // Black needs 15 moves and has 14: its castling right gave every king
    // that must move 2 moves, though castling does not help Ke7.
    (
        28,
        "2b2br1/2pqk2p/rp3p2/p1nppPp1/6P1/PPBPQB1N/2P1Pn1P/RN2KR2 w Q - 0 1",
        6_373_376,
        "castling",
    ),
    // One colour cannot reach its goal in its moves even with the other off
    // the board (its own pieces in each other's way).
    (
        24,
        "rn2nbr1/3bkpp1/pq1pp2p/1pp2B2/4NPQP/3PP3/PPP1K1P1/R1B1R1N1 w - - 0 1",
        346_516,
        "alone",
    ),
    // Black's d6 and d4 with one pawn on the d-file: one of them takes on
    // d4, d5 or d6, and white's one victim, the light bishop, needs two
    // moves to d5 that white does not have. The pawn on the file hid it.
    (
        28,
        "r2qk2r/pppbn2p/3p1bp1/2P2p2/1P1p1P2/P1QPP1P1/3BK2P/RN2Nn1R w kq - 0 1",
        5_733_581,
        "more goal pawns on a file than pawns",
    ),
];

#[test]
fn regression_near_misses_are_refuted_before_the_search() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    for (plies, goal, before, why) in REFUTED_STATICALLY {
        let r = solve(&start, &parse_fen(goal).unwrap(), plies, &ProofGameOptions::default());
        assert_eq!(r.verdict, ProofGameVerdict::NoSolution, "{why}: {goal}");
        assert_eq!(r.positions_examined, 0, "{why}: {goal} (was {before})");
    }
}

/// The count with bounds narrowed at every level
/// (`heuristic/narrowed.rs`, `NARROW_EVERYWHERE`): each position whose
/// moves left freeze more pieces is asked of bounds taken around them.
/// Counts equal plain exhaustive counting on
/// random instances from sparse starts, and the plainly bounded count on
/// 9- and 10-ply games from the initial array; the narrowed bounds are
/// asserted to cut positions.
#[test]
fn narrowed_bounds_count_what_exhaustive_counting_counts() {
    let mut rng = ChaCha8Rng::seed_from_u64(7201);
    let mut specials = Specials::default();
    let (mut narrowed, mut cuts, mut compared) = (0, 0, 0);
    for i in 0..120 {
        let opts = ProofGameOptions {
            check_shorter: false,
            threads: 1 + i % 2,
            narrow_at: NARROW_EVERYWHERE,
            audit_caches: i % 5 == 0,
            ..ProofGameOptions::default()
        };
        let start = parse_fen(SPARSE[rng.gen_range(0..SPARSE.len())]).unwrap();
        let plies = rng.gen_range(3..=8);
        let (goal, _) = walk(&mut rng, &start, plies, &mut specials);
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(
            r.count,
            count_exhaustively(&start, &goal, plies),
            "{} -> {} in {plies}",
            to_fen(&start),
            to_fen(&goal)
        );
        narrowed += r.narrowed_checks;
        cuts += r.narrowed_cuts;
        compared += 1;
    }
    let start = parse_fen(INITIAL_FEN).unwrap();
    for i in 0..30 {
        let plies = 9 + i % 2;
        let walk_kind = Walk::ALL[i as usize % Walk::ALL.len()];
        let Some((_, goal)) = walk_kind.game(&start, plies, 1, &mut rng) else {
            continue;
        };
        let Some(want) = count_with_filling_bound(&start, &goal, plies, 1_000_000) else {
            continue;
        };
        let opts = ProofGameOptions {
            check_shorter: false,
            narrow_at: NARROW_EVERYWHERE,
            ..ProofGameOptions::default()
        };
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(r.count, want, "{} in {plies}", to_fen(&goal));
        narrowed += r.narrowed_checks;
        cuts += r.narrowed_cuts;
        compared += 1;
    }
    assert!(compared >= 135, "{compared} compared");
    assert!(narrowed > 100, "{narrowed} positions asked of narrowed bounds");
    // About a dozen: the plain bounds cut most positions first on trees
    // this small. Freezing with one move fewer than the budget in the
    // narrowed walls fails the counts at once.
    assert!(cuts >= 5, "{cuts} positions cut by narrowed bounds");
}
