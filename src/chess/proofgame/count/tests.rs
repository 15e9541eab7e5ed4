//! Tests of the count: listing order, widening, stopping, move order.

use super::*;
use crate::chess::fen::{parse_fen, INITIAL_FEN};
use crate::chess::san::parse_san;
use crate::chess::Color;

/// Regression: on two threads the helper may answer the count, in its
/// own move order; listing in the first thread's order then met
/// subtrees nobody had counted, counted them afresh, and a listing
/// that ran into the memory limit printed a verdict with no game.
/// Listed in the answering thread's order, every count the games need
/// is in the table: listing examines no new position.
#[test]
fn regression_the_games_are_listed_in_the_order_of_the_thread_that_counted_them() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    // Captures on d5 and c3: the colours meet (no split into each
    // colour's games alone, whose counts each thread keeps to itself).
    let mut placement = start.clone();
    for san in ["e4", "d5", "exd5", "Nf6", "Nc3", "Nxd5", "Bc4", "Nxc3"] {
        placement = play(&placement, parse_san(&placement, san).unwrap());
    }
    let goal = Goal {
        placement,
        turn: Some(Color::White),
    };
    let opts = ProofGameOptions::default();
    let new_positions_listing = |answered_by: MoveOrder| {
        let shared = Shared::new(&goal, &opts, &start, 8);
        // The helper's count alone, as if it had finished first.
        let mut helper = Counter::new(&shared, shared.estimator(), 1, 2);
        helper.cap = 2;
        assert_eq!(helper.count(&start, 8, 0), 2);
        let mut main = Counter::new(&shared, shared.estimator(), 0, 2);
        main.cap = 2;
        main.answered_by = answered_by;
        let before = shared.examined.load(Ordering::Relaxed);
        let mut listed = Vec::new();
        main.list(&start, 8, &mut Vec::new(), &mut listed, 2);
        assert_eq!(listed.len(), 2);
        assert_eq!(main.order, MoveOrder::SORTED, "the listing gives the order back");
        shared.examined.load(Ordering::Relaxed) - before
    };
    assert_eq!(new_positions_listing(MoveOrder::helper(1, 2, false)), 0);
    assert!(
        new_positions_listing(MoveOrder::helper(1, 2, true)) > 0,
        "the first thread's order needs new counts here"
    );
}

/// A count that runs long asks its root again, each colour alone with
/// a wider relaxed search: here the first allowance is none at all,
/// the wider one sees that the rook gets past the knight on b1 and the
/// bishop on c1 only if both step aside and come back, with the d-pawn
/// first to free the bishop: 6 moves, and White has 5 (the bounds, on
/// an empty board, let the rook step to d1), and the count stops with 0
/// before examining what the plain count does. (With the d-pawn home
/// the bishop would be shut in for good, a wall from the start,
/// `heuristic/confined.rs`, and the root refuted at once.) The search
/// then runs again for the next count.
#[test]
fn a_long_count_asks_its_root_again_with_a_wider_search_of_each_colour_alone() {
    let start = parse_fen("4k3/8/8/8/8/8/PPPP4/RNB1K3 w - - 0 1").unwrap();
    let goal = Goal {
        placement: parse_fen("4k3/8/8/8/8/3P4/PPP5/1NBRK3 w - - 0 1").unwrap(),
        turn: Some(Color::White),
    };
    let opts = ProofGameOptions::default();
    let examined = |first_widening: u64| {
        let shared = Shared::new(&goal, &opts, &start, 10);
        let est = shared.estimator();
        est.widen_alone(0);
        let mut c = Counter::new(&shared, est, 0, 1);
        c.next_widening = first_widening;
        assert_eq!(c.count_from(&start, 10), Some(0));
        assert_eq!(shared.stopped_by(), None);
        // The next count runs (a stopped one would answer `None`).
        assert_eq!(c.count_from(&goal.placement, 0), Some(1));
        shared.examined.load(Ordering::Relaxed)
    };
    let (plain, widened) = (examined(u64::MAX), examined(1));
    assert!(widened < plain, "widened {widened}, plain {plain}");
}

/// A search stopped in the middle (as a thread is when another
/// finishes first) leaves in the table only counts that are exact:
/// the partial sums on its stack are not stored.
#[test]
fn a_stopped_search_leaves_only_exact_counts_in_the_table() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut goal_pos = start.clone();
    for s in [
        "Nf3", "Nf6", "Nc3", "Nc6", "e4", "e5", "d4", "d5", "Bb5", "Bb4", "Bg5", "Bg4", "Qd3", "Qd6",
    ] {
        goal_pos = play(&goal_pos, parse_san(&goal_pos, s).unwrap());
    }
    let goal = Goal {
        placement: goal_pos.clone(),
        turn: Some(Color::White),
    };
    // A small table: the search stops when it fills, deep in the tree.
    let stopped = ProofGameOptions {
        memory_bytes: 32 << 10,
        ..ProofGameOptions::default()
    };
    let shared = Shared::new(&goal, &stopped, &start, 14);
    let mut c = Counter::new(&shared, shared.estimator(), 0, 1);
    assert_eq!(c.count_from(&start, 14), None, "not stopped");
    assert_eq!(shared.stopped_by(), Some(ProofGameStop::MemoryLimit));
    let entries = shared.table.entries();
    assert!(entries.len() > 200, "{} entries", entries.len());

    let free = ProofGameOptions::default();
    let exact = Shared::new(&goal, &free, &start, 14);
    let mut e = Counter::new(&exact, exact.estimator(), 0, 1);
    let mut positive = 0;
    for (key, n) in entries {
        let (pos, r) = (key.position().unpack(start.board), key.plies());
        let want = e.count(&pos, u32::from(r), 1);
        assert_eq!(n, want, "{} with {r} plies left", crate::chess::fen::to_fen(&pos));
        positive += usize::from(want > 0);
    }
    assert!(positive > 10, "{positive} entries with games");
}

/// A position's moves are ordered for the count: kept are exactly those
/// whose children the bound without the budget leaves; on the first
/// thread the children that need the fewest moves first, ties in move
/// generation's order; on a helper, move generation's order from where
/// the helper starts.
/// Here (1.e4 e5 2.Nf3 Nc6 in 8 plies) the moves making progress, such
/// as e4 and Nf3, come before the knights' detours, and the pawn moves
/// that cannot be undone are gone.
#[test]
fn the_moves_that_need_the_fewest_moves_after_them_are_tried_first() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut placement = start.clone();
    for san in ["e4", "e5", "Nf3", "Nc6"] {
        placement = play(&placement, parse_san(&placement, san).unwrap());
    }
    let goal = Goal {
        placement,
        turn: Some(Color::White),
    };
    let opts = ProofGameOptions::default();
    let shared = Shared::new(&goal, &opts, &start, 8);
    let mut c = Counter::new(&shared, shared.estimator(), 0, 1);
    assert_eq!(c.order, MoveOrder::SORTED);
    let mut legal = Vec::new();
    legal_moves(&start, &mut legal);
    let needed = |mv: Move| c.estimator().moves_needed(&play(&start, mv), 7);
    let uncut: Vec<Move> = legal.iter().copied().filter(|&mv| needed(mv).is_some()).collect();
    assert!(
        uncut.len() < legal.len() && uncut.len() > 2,
        "{} of {}",
        uncut.len(),
        legal.len()
    );
    let mut want = uncut.clone();
    want.sort_by_key(|&mv| needed(mv));
    assert_ne!(want, uncut, "move generation's order is not this order already");

    let mut ordered = legal.clone();
    c.in_this_threads_order(&start, 8, &mut ordered);
    assert_eq!(ordered, want);
    // During the sprint the helper keeps them in move generation's order.
    let mut sprinting = Counter::new(&shared, shared.estimator(), 1, 2);
    sprinting.order = MoveOrder::helper(1, 2, true);
    let mut plain = legal.clone();
    sprinting.in_this_threads_order(&start, 8, &mut plain);
    assert_eq!(plain, uncut);
    let first: Vec<String> = ordered[..2].iter().map(|&mv| crate::chess::san::to_san(&start, mv)).collect();
    assert!(
        first.contains(&"e4".to_string()) || first.contains(&"Nf3".to_string()),
        "{first:?}"
    );
    // A helper thread keeps the same moves in move generation's order,
    // starting halfway along it.
    let mut helper = Counter::new(&shared, shared.estimator(), 1, 2);
    let mut plain = legal.clone();
    helper.in_this_threads_order(&start, 8, &mut plain);
    let mut rotated = legal.clone();
    rotated.rotate_left(legal.len() / 2);
    rotated.retain(|mv| uncut.contains(mv));
    assert_eq!(plain, rotated);
    assert_ne!(plain, uncut, "the helper starts elsewhere");
    // With one ply left every child is the goal or not: nothing is ordered.
    let mut last = legal.clone();
    c.in_this_threads_order(&start, 1, &mut last);
    assert_eq!(last, legal);
    let mut last = legal.clone();
    helper.in_this_threads_order(&start, 1, &mut last);
    let half = legal.len() / 2;
    legal.rotate_left(half);
    assert_eq!(last, legal);
}

/// On two threads the count runs first with the helper in generated
/// order from the start; past the sprint's positions both threads start
/// again from the root, the helper halfway along that order, and the
/// count is the same (what the sprint finished is exact and read back
/// from the table).
#[test]
fn a_count_that_outruns_the_sprint_starts_again_with_the_helper_spread() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    let goal = Goal {
        placement: parse_fen("rn1qkbnr/2p1p1p1/1p5p/p2pNb2/5P2/3PP2p/PPP1Q3/RNB1KB1R w KQkq - 0 1").unwrap(),
        turn: Some(Color::White),
    };
    let opts = ProofGameOptions::default();
    let count = |sprint: u64| {
        let mut shared = Shared::new(&goal, &opts, &start, 16);
        shared.sprint = sprint;
        let mut c = Counter::new(&shared, shared.estimator(), 0, 2);
        let n = c.count_from(&start, 16);
        assert_eq!(shared.stopped_by(), None);
        (n, c.answered_by, shared.examined.load(Ordering::Relaxed))
    };
    let (whole, by, examined) = count(u64::MAX);
    assert!(examined > 100, "{examined} positions");
    assert_eq!(whole, Some(7_205_760));
    let sprinting = MoveOrder::helper(1, 2, true);
    assert_eq!(sprinting.from, 0, "the helper starts at the beginning");
    assert!(by == MoveOrder::SORTED || by == sprinting, "{by:?}");
    // Which thread answers varies: several runs, so that a helper answers
    // in some.
    let spread = MoveOrder::helper(1, 2, false);
    for _ in 0..4 {
        let (again, by, _) = count(5);
        assert_eq!(again, whole);
        assert!(by == MoveOrder::SORTED || by == spread, "{by:?}: the sprint is over");
    }
    assert_eq!((spread.from, spread.of), (1, 2), "halfway along");
}

/// A count paused (its time share up, `Shared::pause_at`, or after a
/// number of positions, `Shared::pause_after`) stops as a limit stops it
/// and keeps only the exact counts it finished: counted again from the
/// root, it gives the count an unpaused search gives, and (on one thread)
/// examines fewer positions the second time than an unpaused count (what
/// it finished is not walked again).
#[test]
fn a_paused_count_goes_on_from_its_table_to_the_same_count() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    // 16 plies with over 4,096 positions:
    // `a_search_within_a_sum_reports_progress_after_the_positions_before_it`'s goal.
    let goal = Goal {
        placement: parse_fen("rnb1kbnr/1ppq1p2/p3p1p1/7p/2p5/N2P2PP/PPP1PP1R/R1BQKB2 w Qkq - 0 1").unwrap(),
        turn: Some(Color::White),
    };
    let opts = ProofGameOptions::default();
    for threads in [1, 2] {
        let free = Shared::new(&goal, &opts, &start, 16);
        let want = Counter::new(&free, free.estimator(), 0, threads).count_from(&start, 16);
        let unpaused = free.examined.load(Ordering::Relaxed);
        assert!(want.is_some_and(|n| n > 0), "{want:?}");

        // At an instant: looked at every 16 positions.
        let shared = Shared::new(&goal, &opts, &start, 16);
        let mut c = Counter::new(&shared, shared.estimator(), 0, threads);
        shared.pause_at(Some(Instant::now()));
        assert_eq!(c.count_from(&start, 16), None, "not paused on {threads} threads");
        assert!(shared.take_pause(), "stopped for something else");
        assert_eq!(shared.stopped_by(), None, "a pause is no limit");
        let before = shared.examined.load(Ordering::Relaxed);
        assert!(before >= 16, "{before} positions");
        shared.pause_at(None);
        assert_eq!(c.count_from(&start, 16), want, "{threads} threads");

        // After 1,024 positions, when some subtrees are finished and stored.
        let shared = Shared::new(&goal, &opts, &start, 16);
        let mut c = Counter::new(&shared, shared.estimator(), 0, threads);
        shared.pause_after(Some(1024));
        assert_eq!(c.count_from(&start, 16), None, "not paused on {threads} threads");
        assert!(shared.take_pause(), "stopped for something else");
        let before = shared.examined.load(Ordering::Relaxed);
        assert!(before >= 1024 && !shared.table.entries().is_empty(), "{before} positions");
        shared.pause_after(None);
        assert_eq!(c.count_from(&start, 16), want, "{threads} threads");
        let after = shared.examined.load(Ordering::Relaxed) - before;
        // On two threads the positions depend on how the threads meet: on
        // a loaded machine (the whole suite at once) a helper that barely
        // ran in the unpaused count made it the smaller (Session 79). One
        // thread repeats exactly, and pins the resumption.
        if threads == 1 {
            assert!(after < unpaused, "{after} positions after the pause, {unpaused} unpaused");
        }
    }
}

/// A count whose deadline has passed stops within 16 positions, its root's
/// own questions (each colour alone, the tally with its limits scaled)
/// giving up at once: a capture-heavy goal's count read the clock every
/// 256 positions, a millisecond or more each, and its root's tally never
/// (Session 87: a 0.5 s limit ended at 0.83 s).
#[test]
fn regression_a_count_past_its_deadline_stops_within_16_positions() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    let goal = Goal {
        placement: parse_fen("2n2Bn1/2pk2p1/B2p1p2/4qP2/1N5p/4P3/P1rP2rP/R1Q1K1R1 w Q - 0 1").unwrap(),
        turn: Some(Color::White),
    };
    let opts = ProofGameOptions {
        deadline: Some(Instant::now()),
        ..ProofGameOptions::default()
    };
    let shared = Shared::new(&goal, &opts, &start, 34);
    let est = shared.estimator();
    let mut c = Counter::new(&shared, est, 0, 1);
    assert_eq!(c.count_from(&start, 34), None);
    assert_eq!(shared.stopped_by(), Some(ProofGameStop::TimeLimit));
    let examined = shared.examined.load(Ordering::Relaxed);
    assert!((1..=16).contains(&examined), "{examined} positions");
    assert!(
        c.estimator().joint_walks_reckoned() < 100_000,
        "{} walks",
        c.estimator().joint_walks_reckoned()
    );
}
