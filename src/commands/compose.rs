//! `analyze` and `compose`: strong solutions of Solo Chess puzzles, and
//! puzzles composed to a unique solution or a minimum difficulty.

use super::{load_puzzle, parse_board, Failure, Status};
use crate::cli::{AnalyzeArgs, ComposeArgs};
use crate::solo::analyze::{analyze as analyze_puzzle, Analysis, AnalyzeOptions};
use crate::solo::compose::{canonical_fen, compose_one, ComposeOptions, Composed};
use crate::solo::notation::{parse_budget, to_solo_fen};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

fn print_analysis(a: &Analysis) {
    if !a.complete {
        println!(
            "incomplete: the state limit stopped the analysis after {} positions; figures below are partial",
            a.reachable
        );
    }
    println!(
        "reachable positions {}, solvable {}, dead ends {}",
        a.reachable, a.solvable, a.dead_ends
    );
    println!("solutions {} (distinct final positions {})", a.solutions, a.finals);
    match &a.random_solve_exact {
        Some(f) => println!("random play solves it with probability {:.6} (exactly {f})", a.random_solve),
        None => println!("random play solves it with probability {:.6}", a.random_solve),
    }
    match a.first_only_move {
        Some(m) => println!("only-move decisions {}, the first at move {m}", a.only_move_decisions),
        None => println!("only-move decisions 0"),
    }
    match a.rating {
        Some(r) => println!("rating {r:.2}"),
        None => println!("rating - (unsolvable or incomplete)"),
    }
    println!("captures from the start:");
    for m in &a.moves {
        println!(
            "  {:<10} {:<10} solutions {:<8} random-play {:.4}",
            m.capture,
            if m.solvable { "solvable" } else { "loses" },
            m.solutions,
            m.random_solve
        );
    }
}

pub fn analyze(a: AnalyzeArgs) -> anyhow::Result<Status> {
    let p = load_puzzle(&a.puzzle)?;
    let t0 = Instant::now();
    let r = analyze_puzzle(
        &p,
        AnalyzeOptions {
            max_states: a.max_states,
            exact: a.exact,
        },
    );
    let ms = t0.elapsed().as_secs_f64() * 1e3;
    if a.json {
        let mut v = serde_json::to_value(&r)?;
        v["elapsed_ms"] = serde_json::json!(ms);
        v["puzzle"] = serde_json::json!(to_solo_fen(&p));
        println!("{v}");
    } else {
        print_analysis(&r);
        eprintln!("time {ms:.1} ms");
    }
    Ok(if !r.complete {
        Status::Unknown
    } else if r.solutions == "0" {
        Status::Negative
    } else {
        Status::Success
    })
}

pub fn compose(a: ComposeArgs) -> anyhow::Result<Status> {
    let board = parse_board(&a.board)?;
    let budget = parse_budget(&a.budget).map_err(|e| Failure::bad_input(format!("--budget: {e}")))?;
    if a.pieces < 2 || a.pieces > board.area() as usize {
        return Err(Failure::bad_input(format!(
            "--pieces {}: from 2 to {} on a {board} board",
            a.pieces,
            board.area()
        ))
        .into());
    }
    if !a.unique && a.min_rating.is_none() {
        return Err(Failure::bad_input("give --unique and/or --min-rating").into());
    }
    if !(a.time_limit > 0.0 && a.time_limit.is_finite()) {
        return Err(Failure::bad_input(format!("--time-limit {}: must be positive", a.time_limit)).into());
    }
    if let Some(dir) = &a.out {
        std::fs::create_dir_all(dir).map_err(|e| Failure::bad_input(format!("--out '{}': {e}", dir.display())))?;
    }
    let opts = ComposeOptions {
        pieces: a.pieces,
        board,
        budget,
        king: !a.no_king,
        unique: a.unique,
        min_rating: a.min_rating,
        max_states: a.max_states,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(a.seed);
    let mut seen = std::collections::HashSet::new();
    let mut made = 0;
    while made < a.count {
        let t0 = Instant::now();
        let deadline = t0 + Duration::from_secs_f64(a.time_limit);
        let Some(Composed {
            puzzle,
            analysis,
            candidates,
        }) = compose_one(&opts, &mut rng, deadline)
        else {
            println!("unknown: no puzzle met the constraints within {} s", a.time_limit);
            return Ok(Status::Unknown);
        };
        if !seen.insert(canonical_fen(&puzzle)) {
            continue; // a symmetric copy of one already written
        }
        made += 1;
        let secs = t0.elapsed().as_secs_f64();
        let fen = to_solo_fen(&puzzle);
        let rating = analysis.rating.unwrap_or(0.0);
        if a.json {
            println!(
                "{}",
                serde_json::json!({"puzzle": fen, "solutions": analysis.solutions, "rating": rating,
                    "candidates": candidates, "seconds": secs, "analysis": analysis})
            );
        } else if let Some(dir) = &a.out {
            let path = dir.join(format!("compose-n{}-s{}-{made:04}.solo", a.pieces, a.seed));
            let text = format!(
                "# composed by solopddl: {} solution(s), rating {rating:.2}, {} candidates analysed\n{fen}\n",
                analysis.solutions, candidates
            );
            std::fs::write(&path, text).map_err(|e| Failure::bad_input(format!("'{}': {e}", path.display())))?;
            println!("{}", path.display());
        } else {
            println!("{fen}");
        }
        eprintln!(
            "puzzle {made}: {} solution(s), rating {rating:.2}, {candidates} candidates, {secs:.1} s",
            analysis.solutions
        );
    }
    Ok(Status::Success)
}
