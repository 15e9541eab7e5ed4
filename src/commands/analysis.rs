//! `analyze` and `compose`: strong solutions of Solo Chess puzzles, and
//! puzzles composed to a unique solution or a minimum difficulty.

use super::{create_dir, print_json, write_output, Failure, Status};
use crate::cli::{AnalyzeArgs, ComposeArgs, TrainArgs};
use crate::solo::analysis::analyze::{Analysis, AnalyzeOptions, AnalyzeStop};
use crate::solo::analysis::compose::ComposeOptions;
use crate::solo::rules::load::load_puzzle;
use crate::solo::rules::notation::to_solo_fen;
use std::time::Instant;

fn print_analysis(a: &Analysis) {
    if let Some(stop) = a.stopped_by {
        let what = match stop {
            AnalyzeStop::StateLimit => "the state limit",
            AnalyzeStop::TimeLimit => "the time limit",
            AnalyzeStop::MemoryLimit => "the memory limit",
            AnalyzeStop::Interrupted => "an interrupt (Ctrl-C or SIGTERM)",
        };
        println!(
            "incomplete: {what} stopped the analysis after {} positions; figures below are partial",
            a.positions
        );
    }
    match (a.reachable, a.dead_ends) {
        (Some(r), Some(d)) => println!("reachable positions {r}, solvable {}, dead ends {d}", a.solvable),
        _ => println!(
            "solvable positions {}, positions explored {} (dead ends the solver's rules prove dead are cut off; --all-positions counts them all)",
            a.solvable, a.positions
        ),
    }
    println!("solutions {} (distinct final positions {})", a.solutions, a.finals);
    match &a.random_solve_exact {
        Some(f) => println!("random play solves it with probability {:.6} (exactly {f})", a.random_solve),
        None => println!("random play solves it with probability {:.6}", a.random_solve),
    }
    println!("only-move decisions on the luckiest solution: {}", a.only_move_decisions);
    match a.first_only_move {
        Some(m) => println!("earliest only-move decision on any solution: move {m}"),
        None => println!("no solution meets an only-move decision"),
    }
    match a.rating {
        Some(r) => println!("rating {r:.2}"),
        None => println!("rating - (unsolvable or incomplete)"),
    }
    println!("captures from the start:");
    for m in &a.moves {
        println!(
            "  {:<10} {:<10} solutions {:<8} random-play {}",
            m.capture,
            if m.solvable { "solvable" } else { "loses" },
            m.solutions,
            probability(m.random_solve)
        );
    }
}

pub fn analyze(a: AnalyzeArgs) -> Result<Status, Failure> {
    let p = load_puzzle(&a.puzzle)?;
    if let Some(out) = &a.svg {
        super::refuse_existing(out, a.force)?;
    }
    let t0 = Instant::now();
    let (r, status) = crate::api::solo::analyze(
        &p,
        AnalyzeOptions {
            max_states: a.max_states,
            exact: a.exact,
            deadline: a.time_limit.and_then(|t| t.deadline(t0)),
            memory_bytes: Some(a.memory_limit.bytes()),
            all_positions: a.all_positions,
            control: Default::default(),
        },
    );
    let ms = t0.elapsed().as_secs_f64() * 1e3;
    let solvable = r.complete.then(|| r.solutions != "0");
    if let Some(out) = &a.svg {
        write_output(out, &crate::diagram::svg(&crate::diagram::solo::analysis(&p, &r)), true)?;
    }
    if a.json {
        let mut v = serde_json::to_value(&r).map_err(|e| Failure::new(Status::OutputError, e.to_string()))?;
        // `solvable` means the same as in `solve --json`: true, false, or null (incomplete).
        v["solvable"] = serde_json::json!(solvable);
        v["elapsed_ms"] = serde_json::json!(ms);
        v["puzzle"] = serde_json::json!(to_solo_fen(&p));
        print_json(&v)?;
    } else {
        print_analysis(&r);
        eprintln!("time {ms:.1} ms");
    }
    Ok(status)
}

pub fn compose(a: ComposeArgs) -> Result<Status, Failure> {
    let opts = ComposeOptions {
        memory_bytes: Some(a.memory_limit.bytes()),
        pieces: a.pieces,
        board: a.shape.board,
        budget: a.shape.budget,
        king: !a.shape.no_king,
        unique: a.unique,
        min_rating: a.min_rating,
        max_states: a.max_states,
        control: Default::default(),
    };
    // Options no puzzle can meet are refused before any folder is made.
    crate::api::solo::check_compose(&opts)?;
    if let Some(dir) = &a.out {
        create_dir(dir, "--out")?;
    }
    for out in [&a.svg, &a.book].into_iter().flatten() {
        super::refuse_existing(out, a.force)?;
    }

    let mut made = 0;
    let (composed, all) = crate::api::solo::compose(&opts, a.count, a.seed, a.time_limit, |c| {
        made += 1;
        let fen = to_solo_fen(&c.puzzle);
        if a.json {
            print_json(&c)?;
        } else if let Some(dir) = &a.out {
            let path = dir.join(format!("compose-n{}-s{}-{made:04}.solo", a.pieces, a.seed));
            let solution = if c.solution.is_empty() {
                "-".into()
            } else {
                c.solution.join(" ")
            };
            let text = format!(
                "# composed by solopddl: {} solution(s), rating {:.2}, {} candidates analysed\n# solution: {solution}\n{fen}\n",
                c.solutions, c.rating, c.candidates
            );
            write_output(&path, &text, a.force)?;
            println!("{}", path.display());
        } else {
            println!("{fen}");
        }
        eprintln!(
            "puzzle {made}: {} solution(s), rating {:.2}, {} candidates, {:.1} s",
            c.solutions, c.rating, c.candidates, c.seconds
        );
        Ok(())
    })?;
    write_pictures(&a, &composed)?;
    if !all {
        println!("unknown: no puzzle met the constraints within {}", a.time_limit);
        return Ok(Status::Unknown);
    }
    Ok(Status::Success)
}

/// `compose --svg` (one sheet of the composed puzzles) and `--book`.
fn write_pictures(a: &ComposeArgs, composed: &[crate::api::solo::ComposedPuzzle]) -> Result<(), Failure> {
    if composed.is_empty() {
        return Ok(());
    }
    if let Some(out) = &a.svg {
        let sheet: Vec<_> = composed
            .iter()
            .enumerate()
            .map(|(i, c)| crate::diagram::solo::puzzle(&c.puzzle, &format!("#{} · rating {:.2}", i + 1, c.rating)))
            .collect();
        let title = format!("{} composed puzzle(s) of {} pieces", composed.len(), a.pieces);
        write_output(out, &crate::diagram::sheet(&sheet, 4, Some(&title)), true)?;
    }
    if let Some(book) = &a.book {
        let entries: Vec<_> = composed
            .iter()
            .enumerate()
            .map(|(i, c)| crate::diagram::book::Entry {
                puzzle: crate::diagram::solo::puzzle(&c.puzzle, &format!("#{}", i + 1)),
                details: format!(
                    "level {} · rating {:.2} · {} solution(s)",
                    c.puzzle.pieces().len(),
                    c.rating,
                    c.solutions
                ),
                solution: c.solution.clone(),
                fen: to_solo_fen(&c.puzzle),
            })
            .collect();
        let title = format!("Solo Chess: {} composed puzzles", composed.len());
        let sub = format!(
            "solopddl compose --pieces {}{}{} --seed {}",
            a.pieces,
            if a.unique { " --unique" } else { "" },
            a.min_rating.map(|r| format!(" --min-rating {r}")).unwrap_or_default(),
            a.seed
        );
        write_output(book, &crate::diagram::book::html(&title, &sub, &entries), true)?;
    }
    Ok(())
}

pub fn train(a: TrainArgs) -> Result<Status, Failure> {
    super::refuse_existing(&a.out, a.force)?;
    if a.per_level == 0 || a.levels.0.is_empty() {
        return Err(Failure::bad_input("--levels and --per-level: give at least one puzzle"));
    }
    let t0 = Instant::now();
    let options = crate::solo::learning::train::TrainOptions {
        levels: a.levels.0.clone(),
        per_level: a.per_level,
        seed: a.seed,
        shape: crate::solo::analysis::generator::GenerateOptions {
            pieces: 0,
            board: a.shape.board,
            budget: a.shape.budget,
            king: !a.shape.no_king,
        },
        max_positions: a.max_positions,
        examples_per_puzzle: a.examples_per_puzzle,
        alpha: a.alpha,
    };
    let report = match a.method {
        crate::cli::TrainMethod::Exact => crate::solo::learning::train::train(&options),
        crate::cli::TrainMethod::QLearning => crate::solo::learning::qlearn::train_q(
            &options,
            &crate::solo::learning::qlearn::QOptions {
                episodes_per_puzzle: a.episodes,
                ..Default::default()
            },
        ),
    }
    .map_err(Failure::bad_input)?;
    let mut model = report.model.clone();
    model.trained["held_out_top1"] = serde_json::json!(report.held_out_top1);
    model.trained["held_out_random_top1"] = serde_json::json!(report.held_out_random_top1);
    model.trained["puzzles"] = serde_json::json!(report.puzzles);
    let text = serde_json::to_string_pretty(&model).map_err(|e| Failure::new(Status::OutputError, e.to_string()))? + "\n";
    write_output(&a.out, &text, true)?;
    let secs = t0.elapsed().as_secs_f64();
    if a.json {
        let mut v = serde_json::to_value(&report).map_err(|e| Failure::new(Status::OutputError, e.to_string()))?;
        v["seconds"] = serde_json::json!(secs);
        v["model"] = serde_json::to_value(&model).map_err(|e| Failure::new(Status::OutputError, e.to_string()))?;
        print_json(&v)?;
    } else {
        let what = match a.method {
            crate::cli::TrainMethod::Exact => format!("{} examples ({} winning)", report.examples, report.winning_examples),
            crate::cli::TrainMethod::QLearning => format!(
                "{} Q-learning steps ({} episodes solved)",
                report.examples, report.winning_examples
            ),
        };
        println!(
            "{} puzzles, {what}; held out: {} positions, first choice wins {:.1}% (random {:.1}%)",
            report.puzzles,
            report.held_out_positions,
            100.0 * report.held_out_top1,
            100.0 * report.held_out_random_top1
        );
        for (f, w) in crate::solo::search::learned::FEATURES.iter().zip(&model.weights) {
            println!("  {w:>9.4}  {f}");
        }
        println!("  {:>9.4}  intercept", model.intercept);
    }
    eprintln!("wrote {} in {secs:.1} s", a.out.display());
    Ok(Status::Success)
}

/// A probability in four significant figures: `0.0206`, or `3.1e-7` where
/// four decimals would print a winning move's chance as 0.0000.
fn probability(p: f64) -> String {
    if p > 0.0 && p < 1e-3 {
        format!("{p:.1e}")
    } else {
        format!("{p:.4}")
    }
}
