//! How often the climb of `chess::random_game::climb` reaches a unique
//! proof game, and how long it takes, per length: the figures of
//! BENCHMARKS.md's climbing section.
//!
//! `cargo run --release --example climb_unique -- LENGTHS TRIES STEPS SEED [WALK] [CAP]`
//! (lengths in plies as a comma list, climbs per length, changes per
//! climb, seed, the kind of walk, default `chained`, the count's cap,
//! default 1000). Prints one line per climb: plies, unique or not, steps,
//! seconds, the path of counts, and the goal's FEN; then a summary.
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use solopddl::chess::fen::{parse_fen, INITIAL_FEN};
use solopddl::chess::random_game::{climb_with_walk, goal_diagram, ClimbOptions, Walk};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: climb_unique LENGTHS TRIES STEPS SEED [WALK] [CAP]";
    let lengths: Vec<u32> = args
        .first()
        .expect(usage)
        .split(',')
        .map(|s| s.parse().expect(usage))
        .collect();
    let tries: usize = args.get(1).expect(usage).parse().expect(usage);
    let steps: usize = args.get(2).expect(usage).parse().expect(usage);
    let seed: u64 = args.get(3).expect(usage).parse().expect(usage);
    let walk = args.get(4).map(|w| Walk::parse(w).expect(usage)).unwrap_or(Walk::Chained);
    let cap: u128 = args.get(5).map(|c| c.parse().expect(usage)).unwrap_or(1000);
    let start = parse_fen(INITIAL_FEN).unwrap();
    let o = ClimbOptions {
        steps,
        count_cap: cap,
        time_per_count: Duration::from_secs(5),
        memory_bytes: 1 << 30,
        control: Default::default(),
    };
    for &plies in &lengths {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(1_000_003).wrapping_add(plies as u64));
        let (mut unique, mut secs) = (0, Vec::new());
        for _ in 0..tries {
            let t = Instant::now();
            let Some(out) = climb_with_walk(&start, plies, 0, walk, &o, &mut rng) else {
                continue;
            };
            let s = t.elapsed().as_secs_f64();
            if out.unique() {
                unique += 1;
                secs.push(s);
            }
            println!(
                "{plies}\t{}\t{}\t{s:.2}\t{:?}\t{}",
                if out.unique() {
                    "unique"
                } else {
                    out.report.verdict.label().leak()
                },
                out.steps,
                out.path,
                goal_diagram(&out.goal)
            );
        }
        secs.sort_by(f64::total_cmp);
        let median = secs.get(secs.len() / 2).copied().unwrap_or(f64::NAN);
        println!("# {plies} plies: {unique} of {tries} unique, median {median:.2} s to a unique one");
    }
}
