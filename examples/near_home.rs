//! Near-home goals for BENCHMARKS.md: the initial array with up to two
//! pieces (not kings) taken off each side and every other piece home, the
//! side to move drawn at random. Whatever took them came home again, so
//! the games hide their captures and the pieces' round trips, as many
//! composed proof games do, and the static bounds see almost nothing to
//! do. Each goal's shortest length is found by the proof-game search
//! itself (asked in 40 or 41 plies, it answers with the shortest game),
//! and the goals are listed as `plies<TAB>FEN` for timing builds or
//! `solopddl chess proofgame --count-all` on them.
//!
//! `cargo run --release --example near_home -- SEED GOALS SECONDS [QUIET]`
//! (goals with no game within 41 plies, or not decided in the seconds
//! given, are left out and counted on standard error). With `QUIET` > 0
//! the pieces are first moved by a random game of up to that many plies
//! without captures, so the goals look like an opening with pieces
//! missing: pawns advanced, pieces developed, captures hidden.
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use solopddl::board::Square;
use solopddl::chess::fen::{parse_fen, placement_from_rows, placement_rows, to_fen, INITIAL_FEN};
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::proofgame::{solve, ProofGameOptions, ProofGameVerdict};
use solopddl::chess::{Color, Position, Role};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// `plies` random moves from `start` that capture nothing (fewer if
/// there is no such move).
fn quiet_walk(start: &Position, plies: usize, rng: &mut ChaCha8Rng) -> Position {
    let mut pos = start.clone();
    let mut buf = Vec::new();
    for _ in 0..plies {
        buf.clear();
        legal_moves(&pos, &mut buf);
        buf.retain(|mv| pos.piece_at(mv.to).is_none() && pos.ep_square != Some(mv.to));
        let Some(&mv) = buf.choose(rng) else { break };
        pos = play(&pos, mv);
    }
    pos
}

/// `initial`'s placement without the pieces on `off`, `turn` to move.
fn goal_without(initial: &Position, off: &[Square], turn: Color) -> Option<Position> {
    let fen = to_fen(initial);
    let mut rows = placement_rows(fen.split(' ').next().expect("a placement"));
    for sq in off {
        rows[7 - sq.rank() as usize][sq.file() as usize] = '.';
    }
    let side = if turn == Color::White { "w" } else { "b" };
    parse_fen(&format!("{} {side} - - 0 1", placement_from_rows(&rows))).ok()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seed: u64 = args.get(1).map_or(7, |s| s.parse().expect("a seed"));
    let wanted: usize = args.get(2).map_or(40, |s| s.parse().expect("a number of goals"));
    let secs: f64 = args.get(3).map_or(30.0, |s| s.parse().expect("seconds"));
    let quiet: usize = args.get(4).map_or(0, |s| s.parse().expect("a number of plies"));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let start = parse_fen(INITIAL_FEN).unwrap();
    let (mut seen, mut listed, mut left_out) = (BTreeSet::new(), 0, 0);
    while listed < wanted {
        let initial = if quiet == 0 {
            start.clone()
        } else {
            quiet_walk(&start, rng.gen_range(1..=quiet), &mut rng)
        };
        let mut off = Vec::new();
        for c in [Color::White, Color::Black] {
            let candidates: Vec<Square> = initial.by_color()[c.index()]
                .into_iter()
                .filter(|&sq| initial.piece_at(sq).is_some_and(|(_, role)| role != Role::King))
                .collect();
            let k = *[0, 1, 1, 2].choose(&mut rng).unwrap();
            off.extend(candidates.choose_multiple(&mut rng, k).copied());
        }
        let turn = if rng.gen_bool(0.5) { Color::White } else { Color::Black };
        if off.is_empty() {
            continue;
        }
        let Some(goal) = goal_without(&initial, &off, turn) else {
            continue;
        };
        if !seen.insert(to_fen(&goal)) {
            continue;
        }
        let longest = if turn == Color::White { 40 } else { 41 };
        let opts = ProofGameOptions {
            deadline: Some(Instant::now() + Duration::from_secs_f64(secs)),
            memory_bytes: 2 << 30,
            threads: 1,
            ..ProofGameOptions::default()
        };
        match solve(&start, &goal, longest, &opts).verdict {
            ProofGameVerdict::ShorterSolutionExists { plies } => {
                println!("{plies}\t{}", to_fen(&goal));
                listed += 1;
            }
            other => {
                eprintln!("left out ({other:?}): {}", to_fen(&goal));
                left_out += 1;
            }
        }
    }
    eprintln!("{listed} goals listed, {left_out} left out");
}
