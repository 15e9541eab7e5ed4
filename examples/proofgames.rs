//! The proof-game benchmark of BENCHMARKS.md: random legal games of a given
//! length from the initial array (seeded, reproducible), each end position
//! then solved as a proof game in exactly that many plies by
//! `chess::proofgame::solve`: coverage, verdicts, positions examined and
//! time per length. Random games are not composed problems (they usually
//! have many solutions); they measure how far the exact count reaches.
//!
//! `cargo run --release --example proofgames -- 4,6,8,10,12 10 30 1 [economical:S|capturing:S|castling:S|promoting:S|quiet:S|chained:S|random|near-miss|KIND-near-miss] [cap:K] [list|unique]`
//! (lengths, games per length, seconds per game, seed, and the kind of
//! game: plain random, economical with at most S spare moves per side
//! (the composer-like games of `chess::random_game`), `capturing:S` (the
//! same, captures tried first: many captures), `castling:S` (the same,
//! castling whenever it is legal: kings that castle, as in many composed
//! problems), `promoting:S` (the same, promotions, pawn captures and far
//! pawn pushes first: promoted pieces, another composers' favourite),
//! `quiet:S` (the same, moves that capture nothing first: few or no
//! captures, as in most short composed problems), `chained:S` (the same,
//! each side moving again the piece it moved last or one its last move
//! freed: moves that depend on each other, often a unique solution), or a
//! near miss (`KIND-near-miss`, e.g. `quiet-near-miss`: of such a game); and
//! `cap:K` to stop each count at K games, as `chess proofgame` does by
//! default with K = 2). A last argument `list` prints the instances
//! (`plies<TAB>FEN`) instead of solving them, for timing other builds or
//! `solopddl chess proofgame` on the same games; a last argument `unique`
//! lists only the games whose count is 1 within the seconds given (up to
//! 1,000 tries per instance): composer-like problems with a unique
//! solution, which the other kinds almost never are.
//!
//! A *near miss* is the end of an economical game with one piece moved a
//! king's or a knight's step to an empty square, kept only if the bounds
//! from the start still allow N plies. Most have no solution, and saying so
//! takes the whole search, as proving a composed problem unique does: the
//! instances on which pruning, not counting, decides the time.
use rand::seq::SliceRandom;
use rand::Rng;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use solopddl::chess::fen::{parse_fen, placement_from_rows, placement_rows, to_fen, INITIAL_FEN};
use solopddl::chess::heuristic::Estimator;
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::proofgame::{solve, turn_after, ProofGameOptions, ProofGameVerdict};
use solopddl::chess::random_game::Walk;
use solopddl::chess::Position;
use std::time::{Duration, Instant};

fn median(v: &mut [f64]) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let lengths: Vec<u32> = args
        .get(1)
        .map_or("4,6,8", String::as_str)
        .split(',')
        .map(|s| s.parse().unwrap())
        .collect();
    let per: usize = args.get(2).map_or(10, |s| s.parse().unwrap());
    let limit: f64 = args.get(3).map_or(30.0, |s| s.parse().unwrap());
    let seed: u64 = args.get(4).map_or(1, |s| s.parse().unwrap());
    // An economical kind: its walk and its spare moves.
    let economical: Option<(Walk, u32)> = args.get(5).and_then(|arg| {
        let (name, spare) = arg.split_once(':')?;
        Some((Walk::from_name(name)?, spare.parse().unwrap()))
    });
    // `near-miss` (of an economical game) or `KIND-near-miss`.
    let near_miss = args.get(5).and_then(|s| s.strip_suffix("near-miss"));
    let walk = near_miss
        .and_then(|kind| Walk::from_name(kind.strip_suffix('-')?))
        .unwrap_or(Walk::Economical);
    let near_miss = near_miss.is_some();
    let cap: Option<u128> = args.get(6).and_then(|s| s.strip_prefix("cap:")).map(|s| s.parse().unwrap());
    let list_only = args.last().is_some_and(|s| s == "list");
    // `unique`: list only games whose count, stopped at 2, is 1 within the
    // seconds given (up to 1,000 tries per instance).
    let unique_only = args.last().is_some_and(|s| s == "unique");
    let start = parse_fen(INITIAL_FEN).unwrap();
    if !list_only && !unique_only {
        println!("| plies | games | decided | unique | several | shorter | none | median s (decided) | max s (decided) | median positions (decided) |");
        println!("|---|---|---|---|---|---|---|---|---|---|");
    }
    for &n in &lengths {
        let mut rng = ChaCha8Rng::seed_from_u64(seed * 1000 + n as u64);
        let (mut decided, mut unique, mut several, mut shorter, mut none) = (0, 0, 0, 0, 0);
        let (mut secs, mut positions) = (Vec::new(), Vec::new());
        let mut listed = 0;
        for _ in 0..if unique_only { per * 1000 } else { per } {
            if unique_only && listed == per {
                break;
            }
            let pos = match economical {
                Some((walk, spare)) => {
                    let Some((_, end)) = (0..100).find_map(|_| walk.game(&start, n, spare, &mut rng)) else {
                        eprintln!("{n} plies: no {} game in 100 tries", walk.name());
                        continue;
                    };
                    end
                }
                None if near_miss => {
                    let Some(goal) = (0..100).find_map(|_| near_miss_goal(&start, n, walk, &mut rng)) else {
                        eprintln!("{n} plies: no near miss in 100 tries");
                        continue;
                    };
                    goal
                }
                None => {
                    let mut pos = start.clone();
                    let mut buf = Vec::new();
                    for _ in 0..n {
                        buf.clear();
                        legal_moves(&pos, &mut buf);
                        pos = play(&pos, *buf.choose(&mut rng).unwrap());
                    }
                    pos
                }
            };
            if list_only {
                println!("{n}\t{}", to_fen(&pos));
                continue;
            }
            if unique_only {
                let opts = ProofGameOptions {
                    deadline: Some(Instant::now() + Duration::from_secs_f64(limit)),
                    memory_bytes: 2 << 30,
                    threads: 1,
                    ..ProofGameOptions::default()
                };
                if solve(&start, &pos, n, &opts).verdict == ProofGameVerdict::Unique {
                    println!("{n}\t{}", to_fen(&pos));
                    listed += 1;
                }
                continue;
            }
            let t0 = Instant::now();
            let r = solve(
                &start,
                &pos,
                n,
                &ProofGameOptions {
                    deadline: Some(t0 + Duration::from_secs_f64(limit)),
                    memory_bytes: 2 << 30,
                    count_cap: cap,
                    ..ProofGameOptions::default()
                },
            );
            let s = t0.elapsed().as_secs_f64();
            match r.verdict {
                ProofGameVerdict::Unknown { .. } => {
                    eprintln!("{n} plies: unknown after {s:.1} s: {}", to_fen(&pos));
                    continue;
                }
                ProofGameVerdict::Unique => unique += 1,
                ProofGameVerdict::Solutions { .. } | ProofGameVerdict::AtLeast { .. } => several += 1,
                ProofGameVerdict::ShorterSolutionExists { .. } => shorter += 1,
                ProofGameVerdict::NoSolution if near_miss => none += 1,
                ProofGameVerdict::NoSolution => panic!("a played game has a solution: {}", to_fen(&pos)),
            }
            decided += 1;
            secs.push(s);
            positions.push(r.positions_examined as f64);
        }
        if list_only || unique_only {
            continue;
        }
        let max = secs.iter().copied().fold(0.0, f64::max);
        println!(
            "| {n} | {per} | {decided} | {unique} | {several} | {shorter} | {none} | {:.3} | {max:.3} | {:.0} |",
            median(&mut secs),
            median(&mut positions)
        );
    }
}

/// A near miss (module header): the end of a `walk` of `n` plies
/// with one piece moved a king's or knight's step to an empty square, if
/// the bounds from `start` still allow `n` plies; `None` if this try found none.
fn near_miss_goal(start: &Position, n: u32, walk: Walk, rng: &mut ChaCha8Rng) -> Option<Position> {
    let (_, end) = walk.game(start, n, 0, rng)?;
    let fen = to_fen(&end);
    let (placement, rest) = fen.split_once(' ')?;
    // The placement as 8 rows of 8 characters, '.' for an empty square.
    let mut grid = placement_rows(placement);
    const STEPS: [(i32, i32); 16] = [
        (0, 1),
        (1, 0),
        (0, -1),
        (-1, 0),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
        (1, 2),
        (2, 1),
        (-1, 2),
        (-2, 1),
        (1, -2),
        (2, -1),
        (-1, -2),
        (-2, -1),
    ];
    let turn = turn_after(start, n);
    for _ in 0..200 {
        let (r, f) = (rng.gen_range(0..8usize), rng.gen_range(0..8usize));
        let piece = grid[r][f];
        let (dr, df) = STEPS[rng.gen_range(0..STEPS.len())];
        let (r2, f2) = (r as i32 + dr, f as i32 + df);
        if piece == '.' || !(0..8).contains(&r2) || !(0..8).contains(&f2) {
            continue;
        }
        let (r2, f2) = (r2 as usize, f2 as usize);
        let pawn_on_last_rank = matches!(piece, 'P' | 'p') && (r2 == 0 || r2 == 7);
        if grid[r2][f2] != '.' || pawn_on_last_rank {
            continue;
        }
        grid[r][f] = '.';
        grid[r2][f2] = piece;
        let moved = placement_from_rows(&grid);
        grid[r2][f2] = '.';
        grid[r][f] = piece;
        let Ok(goal) = parse_fen(&format!("{moved} {rest}")) else {
            continue; // e.g. the side not to move in check
        };
        let bound = Estimator::new(&goal, Some(turn)).estimate(start);
        if bound.is_some_and(|e| e.lower_bound <= n) {
            return Some(goal);
        }
    }
    None
}
