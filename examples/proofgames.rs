//! The proof-game benchmark of BENCHMARKS.md: random legal games of a given
//! length from the initial array (seeded, reproducible), each end position
//! then solved as a proof game in exactly that many plies by
//! `chess::proofgame::solve`: coverage, verdicts, positions examined and
//! time per length. Random games are not composed problems (they usually
//! have many solutions); they measure how far the exact count reaches.
//!
//! `cargo run --release --example proofgames -- 4,6,8,10,12 10 30 1 [economical:S|random] [cap:K]`
//! (lengths, games per length, seconds per game, seed, and the kind of
//! game: plain random, or economical with at most S spare moves per side,
//! the composer-like games of `chess::random_game`; and `cap:K` to stop
//! each count at K games, as `chess proofgame` does by default with K = 2)
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use solopddl::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::proofgame::{solve, ProofGameOptions, ProofGameVerdict};
use solopddl::chess::random_game::economical_game;
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
    let spare: Option<u32> = args
        .get(5)
        .and_then(|s| s.strip_prefix("economical:"))
        .map(|s| s.parse().unwrap());
    let cap: Option<u128> = args.get(6).and_then(|s| s.strip_prefix("cap:")).map(|s| s.parse().unwrap());
    let start = parse_fen(INITIAL_FEN).unwrap();
    println!("| plies | games | decided | unique | several | shorter | median s (decided) | max s (decided) | median positions (decided) |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for &n in &lengths {
        let mut rng = ChaCha8Rng::seed_from_u64(seed * 1000 + n as u64);
        let (mut decided, mut unique, mut several, mut shorter) = (0, 0, 0, 0);
        let (mut secs, mut positions) = (Vec::new(), Vec::new());
        for _ in 0..per {
            let pos = match spare {
                Some(spare) => {
                    let Some((_, end)) = (0..100).find_map(|_| economical_game(&start, n, spare, &mut rng)) else {
                        eprintln!("{n} plies: no economical game in 100 tries");
                        continue;
                    };
                    end
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
                ProofGameVerdict::NoSolution => panic!("a played game has a solution: {}", to_fen(&pos)),
            }
            decided += 1;
            secs.push(s);
            positions.push(r.positions_examined as f64);
        }
        let max = secs.iter().copied().fold(0.0, f64::max);
        println!(
            "| {n} | {per} | {decided} | {unique} | {several} | {shorter} | {:.3} | {max:.3} | {:.0} |",
            median(&mut secs),
            median(&mut positions)
        );
    }
}
