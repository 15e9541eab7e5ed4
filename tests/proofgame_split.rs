//! Proof-game counts where the colours can no longer meet and the count is
//! the product of each colour's games alone (`chess/proofgame/split.rs`,
//! `chess/heuristic/independent.rs`): against plain exhaustive counting on
//! random instances in which such splits actually happen, with castling
//! rights, checks and pins within reach, so that a condition too weak (a
//! split where one colour could still check, block or pin the other) would
//! change a count.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use solopddl::chess::fen::{parse_fen, to_fen};
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::proofgame::{count_exhaustively, solve, ProofGameOptions};
use solopddl::chess::Position;

/// Starts with few enough pieces for exhaustive counts of 6-8 plies, and
/// enough for the colours to split or to meet: castling rights on both
/// sides, sliders that can check or pin across the board, pawns that block.
const STARTS: [&str; 7] = [
    "r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1",
    "4k3/pp4pp/8/8/8/8/PP4PP/4K3 w - - 0 1",
    "n3k2n/3p4/8/8/8/8/3P4/N3K2N w - - 0 1",
    "1b2k3/4p3/8/8/8/8/4P3/2B1K3 w - - 0 1",
    "4k2r/7p/8/8/8/8/P7/R3K3 w Qk - 0 1",
    "3qk3/8/8/8/8/8/8/3QK3 w - - 0 1",
    // No kings at all (the thesis tables' 4x4 boards).
    "r2n/4/4/N1BR w - - 0 1",
];

/// A random walk of `plies` legal plies from `start`, without captures
/// (the goal keeps every piece, so a split can happen anywhere).
fn quiet_walk(rng: &mut ChaCha8Rng, start: &Position, plies: u32) -> Position {
    let mut pos = start.clone();
    let mut buf = Vec::new();
    for _ in 0..plies {
        buf.clear();
        legal_moves(&pos, &mut buf);
        buf.retain(|m| !pos.occupied().contains(m.to) && m.promotion.is_none());
        let Some(&m) = buf.choose(rng) else {
            break;
        };
        pos = play(&pos, m);
    }
    pos
}

#[test]
fn counting_apart_agrees_with_exhaustive_counting() {
    let mut rng = ChaCha8Rng::seed_from_u64(2526);
    let (mut instances, mut split, mut split_with_games, mut splits_total) = (0, 0, 0, 0u64);
    let mut split_per_start = [0u32; STARTS.len()];
    for i in 0..240 {
        let s = i % STARTS.len();
        let start = parse_fen(STARTS[s]).unwrap();
        let plies = rng.gen_range(5..=6);
        let goal = quiet_walk(&mut rng, &start, plies);
        let want = count_exhaustively(&start, &goal, plies);
        let opts = ProofGameOptions {
            check_shorter: false,
            max_listed: 0,
            threads: 1 + i % 2,
            ..ProofGameOptions::default()
        };
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(
            r.count,
            want,
            "{} -> {} in {plies}: {:?}",
            STARTS[s],
            to_fen(&goal),
            r.verdict
        );
        instances += 1;
        if r.split_positions > 0 {
            split += 1;
            split_per_start[s] += 1;
            splits_total += r.split_positions;
            split_with_games += u32::from(want > 1);
        }
    }
    assert_eq!(instances, 240);
    // The splits happen, on every start, and on instances with several games.
    assert!(split >= 60, "{split} instances split");
    assert!(
        split_with_games >= 30,
        "{split_with_games} split instances with several games"
    );
    assert!(split_per_start.iter().all(|&n| n > 0), "{split_per_start:?}");
    assert!(splits_total >= 200, "{splits_total} positions split");
}

/// The same position, counted with and without the shorter-game check and
/// a cap, and listed: the product counts agree with the listing.
#[test]
fn a_split_count_lists_as_many_games_as_it_counts() {
    // White's knight and black's pawn are far apart: 3 knight routes to f5
    // (via e3/g3 then f5... counted by the exhaustive oracle) times black's
    // pawn and king moves.
    let start = parse_fen("4k3/p7/8/8/8/8/8/4K1N1 w - - 0 1").unwrap();
    let goal = parse_fen("3k4/8/p7/5N2/8/8/8/4K3 w - - 0 1").unwrap();
    let want = count_exhaustively(&start, &goal, 6);
    assert!(want > 2, "{want}");
    let r = solve(
        &start,
        &goal,
        6,
        &ProofGameOptions {
            max_listed: 1000,
            ..ProofGameOptions::default()
        },
    );
    assert!(r.split_positions > 0);
    assert_eq!(r.count, want);
    assert_eq!(r.solutions.len() as u128, want);
    let capped = solve(
        &start,
        &goal,
        6,
        &ProofGameOptions {
            count_cap: Some(2),
            ..ProofGameOptions::default()
        },
    );
    assert_eq!(capped.count, 2);
}

/// A colour without a king was counted as having no game alone (the
/// castling part of its bound looked for the king and gave up), so a
/// shipped 4x4 suite row counted 16 games instead of 22.
#[test]
fn regression_a_colour_without_a_king_is_counted_apart() {
    let start = parse_fen("r3/4/4/2BR w - - 0 1").unwrap();
    let goal = parse_fen("4/1r1R/4/B3 w - - 0 1").unwrap();
    assert_eq!(count_exhaustively(&start, &goal, 6), 22);
    let r = solve(
        &start,
        &goal,
        6,
        &ProofGameOptions {
            check_shorter: false,
            ..ProofGameOptions::default()
        },
    );
    assert!(r.split_positions > 0);
    assert_eq!(r.count, 22);
}
