//! `analyze` and `compose`: strong solutions of Solo Chess puzzles, and
//! puzzles composed to a unique solution or a minimum difficulty.

use super::{create_dir, print_json, write_output, Failure, Status};
use crate::cli::{AnalyzeArgs, BookArgs, ComposeArgs, TrainArgs};
use crate::solo::rules::load::load_puzzle;
use crate::solo::rules::notation::to_solo_fen;
use std::time::Instant;

pub fn analyze(a: AnalyzeArgs) -> Result<Status, Failure> {
    let p = load_puzzle(&a.puzzle)?;
    if let Some(out) = &a.svg {
        super::refuse_existing(out, a.force)?;
    }
    // Ctrl-C or SIGTERM ends the analysis with its report (exit 3).
    crate::limits::install_interrupt_handler();
    let t0 = Instant::now();
    let (r, status) = crate::api::solo::analyze(&p, a.options(t0));
    let ms = t0.elapsed().as_secs_f64() * 1e3;
    let solvable = r.complete.then(|| !r.solutions.is_zero());
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
        print!("{}", crate::api::solo::analysis_report(&r));
        eprintln!("time {ms:.1} ms");
    }
    Ok(status)
}

pub fn compose(a: ComposeArgs) -> Result<Status, Failure> {
    let opts = a.options();
    // Options no puzzle can meet are refused before any folder is made.
    crate::api::solo::check_compose(&opts)?;
    if let Some(dir) = &a.out {
        create_dir(dir, "--out")?;
    }
    for out in [&a.svg, &a.book].into_iter().flatten() {
        super::refuse_existing(out, a.force)?;
    }

    // Ctrl-C or SIGTERM ends the search with the puzzles found so far
    // (their files and pictures written), exit 3.
    crate::limits::install_interrupt_handler();
    let mut made = 0;
    let (composed, all) = crate::api::solo::compose(&opts, a.count, a.seed, a.time_limit, |c| {
        made += 1;
        if a.json {
            print_json(&c)?;
        } else if let Some(dir) = &a.out {
            let path = dir.join(format!("compose-n{}-s{}-{made:04}.solo", a.pieces, a.seed));
            write_output(&path, &crate::api::solo_files::composed_file(c), a.force)?;
            println!("{}", path.display());
        } else {
            println!("{}", to_solo_fen(&c.puzzle));
        }
        eprintln!(
            "puzzle {made}: {} solution(s), rating {:.2}, {} candidates, {:.1} s",
            c.solutions, c.rating, c.candidates, c.seconds
        );
        Ok(())
    })?;
    write_pictures(&a, &composed)?;
    if !all && opts.control.is_cancelled() {
        println!("interrupted: {} of {} puzzles composed", composed.len(), a.count);
        return Ok(Status::Unknown);
    }
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
        write_output(out, &crate::api::solo_files::composed_sheet(composed, a.pieces), true)?;
    }
    if let Some(book) = &a.book {
        let sub = format!(
            "solopddl compose --pieces {}{}{} --seed {}",
            a.pieces,
            if a.unique { " --unique" } else { "" },
            a.min_rating.map(|r| format!(" --min-rating {r}")).unwrap_or_default(),
            a.seed
        );
        write_output(book, &crate::api::solo_files::composed_book(composed, &sub.into()), true)?;
    }
    Ok(())
}

pub fn train(a: TrainArgs) -> Result<Status, Failure> {
    super::refuse_existing(&a.out, a.force)?;
    let t0 = Instant::now();
    let q_learning = matches!(a.method, crate::cli::TrainMethod::QLearning);
    let (report, model) = crate::api::solo::train(&a.options(), q_learning.then_some(a.episodes))?;
    let text = serde_json::to_string_pretty(&model).map_err(|e| Failure::new(Status::OutputError, e.to_string()))? + "\n";
    write_output(&a.out, &text, true)?;
    let secs = t0.elapsed().as_secs_f64();
    if a.json {
        let mut v = serde_json::to_value(&report).map_err(|e| Failure::new(Status::OutputError, e.to_string()))?;
        v["seconds"] = serde_json::json!(secs);
        v["model"] = serde_json::to_value(&model).map_err(|e| Failure::new(Status::OutputError, e.to_string()))?;
        print_json(&v)?;
    } else {
        let (steps, wins) = if q_learning {
            ("Q-learning steps", "episodes solved")
        } else {
            ("examples", "winning")
        };
        println!(
            "{} puzzles, {} {steps} ({} {wins}); held out: {} positions, first choice wins {:.1}% (random {:.1}%)",
            report.puzzles,
            report.examples,
            report.winning_examples,
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

/// `book`: the puzzles named (folders: every `.solo` file under them, by
/// path), each solved and analysed, as one printable HTML book.
pub fn book(a: BookArgs) -> Result<Status, Failure> {
    use crate::api::book::{BookOptions, BookPuzzle};
    super::refuse_existing(&a.out, a.force)?;
    let puzzles = crate::solo::rules::load::load_puzzles(&a.puzzles)?;
    let control = crate::limits::Control::new();
    let bar = crate::bench::report::progress(puzzles.len(), !std::io::IsTerminal::is_terminal(&std::io::stderr()));
    let mut made = Vec::new();
    for p in puzzles {
        made.push(BookPuzzle::new(p, None, crate::api::book::SOLVE_TIME, &control));
        bar.inc(1);
    }
    bar.finish_and_clear();
    let options = BookOptions {
        title: a.title.clone(),
        subtitle: format!("{} puzzles · made with solopddl {}", made.len(), env!("CARGO_PKG_VERSION")),
        hints: a.hints,
        budgets: a.budgets,
    };
    write_output(&a.out, &crate::api::book::book(&made, &options), true)?;
    let unsolved = made.iter().filter(|b| b.moves.is_none()).count();
    if unsolved > 0 {
        eprintln!("warning: {unsolved} puzzle(s) without a solution found (unsolvable, or beyond 10 s)");
    }
    Ok(Status::Success)
}
