//! Goals in check (issue 25, `chess::proofgame::last_move`): goals whose
//! side to move is in check from one piece or two, counted as the sum over
//! the last moves that can have given the check, against plain exhaustive
//! counting, every listed game replayed in shakmaty.

use crate::common;

use common::proofgame::{placement, shakmaty_replay, walk, Specials, RICH};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use solopddl::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::proofgame::{count_exhaustively, solve, ProofGameOptions, ProofGameVerdict};
use solopddl::chess::{Position, Role};

/// Starts where checks from touching pieces, knights and pawns come
/// quickly: queens and knights near the kings, pawns one step from
/// promotion or from the other king.
const CHECKY: [&str; 4] = [
    "4k3/8/3q4/8/2N5/8/3Q4/4K3 w - - 0 1",
    "4k3/2P5/8/3n1b2/8/2B5/6p1/4K3 b - - 0 1",
    "3k4/8/2p1p3/1N6/8/5n2/3P1P2/4K3 w - - 0 1",
    "r3k3/1P3p2/8/8/8/8/1p3P2/R3K3 b Qq - 0 1",
];

/// Whether `pos`'s side to move is in check from one piece (the goals
/// whose last move `solve` fixes, `last_move.rs`), and whether from afar
/// (a line another piece may have opened).
fn in_check_by_one_piece(pos: &Position) -> Option<bool> {
    use solopddl::chess::movegen::attackers;
    let king = pos.pieces(pos.turn, Role::King).first()?;
    let checkers = attackers(pos, king, pos.turn.other(), pos.occupied());
    let q = checkers.first()?;
    let touching = q.file().abs_diff(king.file()) <= 1 && q.rank().abs_diff(king.rank()) <= 1;
    let jumping = pos.pieces(pos.turn.other(), Role::Knight).contains(q) || pos.pieces(pos.turn.other(), Role::Pawn).contains(q);
    (checkers.count() == 1).then_some(!touching && !jumping)
}

/// `solve`'s count of the games of `plies` plies from `start` to `goal`
/// (no shorter games first), asserted equal to plain exhaustive counting,
/// with every listed game (up to 4) of `plies` plies replayed to the goal
/// in shakmaty; the count.
fn assert_counted_exactly(start: &Position, goal: &Position, plies: u32) -> u128 {
    let want = count_exhaustively(start, goal, plies);
    let opts = ProofGameOptions {
        max_listed: 4,
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    let r = solve(start, goal, plies, &opts);
    let what = format!("{} -> {} in {plies}", to_fen(start), to_fen(goal));
    assert_eq!(r.count, want, "{what}: {:?}", r.verdict);
    assert_eq!(r.solutions.len() as u128, want.min(4), "{what}");
    for line in &r.solutions {
        assert_eq!(line.len() as u32, plies, "{what}");
        let (board, _) = shakmaty_replay(start, line);
        assert_eq!(board, placement(goal), "{what}: a listed solution misses the goal");
    }
    want
}

/// Goals in double check: one checker arrived from the other's line
/// (`last_move.rs`). The sum over those arrivals equals plain exhaustive
/// counting, and every listed game replays in shakmaty.
#[test]
fn goals_in_double_check_are_counted_by_their_last_moves_exactly() {
    use solopddl::chess::movegen::attackers;
    let double = |p: &Position| {
        let king = p.pieces(p.turn, Role::King).first().unwrap();
        attackers(p, king, p.turn.other(), p.occupied()).count() == 2
    };
    let mut rng = ChaCha8Rng::seed_from_u64(41);
    let (mut instances, mut solvable, mut none, mut taking) = (0, 0, 0, 0);
    for _ in 0..20_000 {
        if instances >= 40 {
            break;
        }
        let (start, max_plies) = match rng.gen_range(0..2) {
            0 => (parse_fen(DOUBLY[rng.gen_range(0..DOUBLY.len())]).unwrap(), 5),
            _ => (parse_fen(CHECKY[rng.gen_range(0..CHECKY.len())]).unwrap(), 5),
        };
        let plies = rng.gen_range(2..=max_plies);
        let (before, made) = walk(&mut rng, &start, plies - 1, &mut Specials::default());
        let mut buf = Vec::new();
        legal_moves(&before, &mut buf);
        let checks: Vec<Position> = buf.iter().map(|&m| play(&before, m)).filter(double).collect();
        let Some(goal) = checks.choose(&mut rng).cloned() else {
            continue;
        };
        if made != plies - 1 {
            continue;
        }
        let plies = if plies <= 3 && rng.gen_bool(0.4) { plies + 2 } else { plies };
        instances += 1;
        let want = assert_counted_exactly(&start, &goal, plies);
        match want {
            0 => none += 1,
            _ => solvable += 1,
        }
        taking += u32::from(goal.occupied().count() < start.occupied().count());
    }
    assert!(
        instances >= 40 && solvable > 10 && none > 0 && taking > 5,
        "{instances} goals, {solvable} solvable, {none} none, {taking} with captures"
    );
}

/// Starts where a discovered double check is a move or two away: sliders
/// behind knights and pawns on the kings' lines, a pawn one step from
/// promoting with check.
const DOUBLY: [&str; 4] = [
    "4k3/8/8/4N3/8/8/8/4R1K1 w - - 0 1",
    "r5k1/1P3p2/8/8/2B5/8/3N4/4K2Q w - - 0 1",
    "4k3/4q3/8/8/8/4n3/8/R3K3 b - - 0 1",
    "3rk3/8/8/8/1b6/8/3n4/R3K2R b KQ - 0 1",
];

#[test]
fn goals_in_check_are_counted_by_their_last_moves_exactly() {
    let mut rng = ChaCha8Rng::seed_from_u64(40);
    let (mut instances, mut solvable, mut none, mut taking, mut cooked, mut afar) = (0, 0, 0, 0, 0, 0);
    for _ in 0..3000 {
        if instances >= 120 {
            break;
        }
        let (start, max_plies) = match rng.gen_range(0..3) {
            0 => (parse_fen(CHECKY[rng.gen_range(0..CHECKY.len())]).unwrap(), 5),
            1 => (parse_fen(RICH[rng.gen_range(0..RICH.len())]).unwrap(), 4),
            _ => (parse_fen(INITIAL_FEN).unwrap(), 5),
        };
        let plies = rng.gen_range(2..=max_plies);
        // A random walk, then a last move that checks as the goal needs.
        let (before, made) = walk(&mut rng, &start, plies - 1, &mut Specials::default());
        let mut buf = Vec::new();
        legal_moves(&before, &mut buf);
        let checks: Vec<Position> = buf
            .iter()
            .map(|&m| play(&before, m))
            .filter(|p| in_check_by_one_piece(p).is_some())
            .collect();
        let Some(goal) = checks.choose(&mut rng).cloned() else {
            continue;
        };
        if made != plies - 1 {
            continue;
        }
        let before_last = goal.occupied().count();
        afar += (in_check_by_one_piece(&goal) == Some(true)) as u32;
        // Sometimes asked two plies longer: a tempo may be impossible.
        let plies = if plies <= 3 && rng.gen_bool(0.4) { plies + 2 } else { plies };
        instances += 1;
        // Counted exactly, with and without the shorter games first.
        let want = assert_counted_exactly(&start, &goal, plies);
        let what = format!("{} -> {} in {plies}", to_fen(&start), to_fen(&goal));
        let shortest = (0..plies)
            .filter(|k| (plies - k) % 2 == 0)
            .find(|&k| count_exhaustively(&start, &goal, k) > 0);
        let checked = solve(&start, &goal, plies, &ProofGameOptions::default());
        match (shortest, &checked.verdict) {
            (Some(k), ProofGameVerdict::ShorterSolutionExists { plies: p }) => {
                assert_eq!(k, *p, "{what}");
                let (board, _) = shakmaty_replay(&start, &checked.solutions[0]);
                assert_eq!(board, placement(&goal), "{what}: the shorter game misses the goal");
                cooked += 1;
            }
            (None, v) => assert!(!matches!(v, ProofGameVerdict::ShorterSolutionExists { .. }), "{what}: {v:?}"),
            (Some(k), v) => panic!("{what}: a {k}-ply game exists, verdict {v:?}"),
        }
        match want {
            0 => none += 1,
            _ => solvable += 1,
        }
        taking += (before_last < start.occupied().count()) as u32;
    }
    assert!(instances >= 100 && afar > 30, "{instances} goals in check, {afar} from afar");
    assert!(
        solvable > 30 && none > 0 && taking > 20 && cooked > 0,
        "{solvable} solvable, {none} none, {taking} with captures, {cooked} cooked"
    );
}

#[test]
fn regression_a_check_given_en_passant_counts_the_double_step_before_it() {
    // 1. e3 dxe3+ and 1. e4 dxe3+ (en passant) both reach the goal; the
    // count by last moves takes the en-passant capture with the double
    // step that allowed it, two plies back.
    let start = parse_fen("8/8/8/8/3p4/8/3KP3/6k1 w - - 0 1").unwrap();
    let goal = parse_fen("8/8/8/8/8/4p3/3K4/6k1 w - - 0 1").unwrap();
    for plies in [2, 4, 6] {
        let want = count_exhaustively(&start, &goal, plies);
        let opts = ProofGameOptions {
            max_listed: 64,
            check_shorter: false,
            ..ProofGameOptions::default()
        };
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(r.count, want, "{plies} plies");
        for line in &r.solutions {
            assert_eq!(shakmaty_replay(&start, line).0, placement(&goal));
        }
        if plies == 2 {
            assert_eq!(want, 2);
            let sans: Vec<String> = r
                .solutions
                .iter()
                .map(|l| l.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" "))
                .collect();
            assert!(sans.contains(&"e2e4 d4e3".to_string()), "{sans:?}");
        }
    }
}
