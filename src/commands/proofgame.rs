//! `chess proofgame`: the proof-game count rendered as text or JSON, with
//! the listed solutions as PGN games and an SVG sheet. The work is in
//! [`crate::chess::proofgame`].

use super::{print_json, write_output, Failure, Status};
use crate::chess::proofgame::{ProofGameOptions, ProofGameVerdict};
use crate::cli::chess::ProofGameLength;
use std::path::Path;

pub fn render(
    problem: &crate::chess::problem::ChessProblem,
    length: ProofGameLength,
    opts: &ProofGameOptions,
    json: bool,
    pgn: Option<&Path>,
    svg: Option<&Path>,
) -> Result<Status, Failure> {
    let (start, goal) = (&problem.start, &problem.goal);
    // Ctrl-C or SIGTERM ends the count with what it has (`unknown
    // (interrupted)`, exit 3, the positions examined so far), as the
    // planner commands do, rather than killing it without a report.
    crate::limits::install_interrupt_handler();
    let answer = match length {
        ProofGameLength::Exactly(plies) => crate::api::chess::proof_game(start, goal, plies, opts)?,
        ProofGameLength::Shortest { up_to } => crate::api::chess::shortest_proof_game(start, goal, up_to, opts),
    };
    let plies = answer.plies;
    let report = &answer.report;
    // Drawn only when asked for: the sheet took an eighth of a 40-position
    // goal's run (Session 84).
    if let Some(out) = pgn {
        if let Some(text) = crate::api::chess_files::proof_game_pgn(problem, &answer) {
            write_output(out, &text, true)?;
        }
    }
    if let Some(out) = svg {
        if let Some(text) = crate::api::chess_files::proof_game_svg(problem, &answer) {
            write_output(out, &text, true)?;
        }
    }
    if json {
        print_json(&answer)?;
        return Ok(answer.status);
    }
    let lines = &answer.solutions;
    for l in lines {
        println!("{l}");
    }
    let listed = match &report.verdict {
        ProofGameVerdict::Solutions { .. } if lines.len() < report.count.min(usize::MAX as u128) as usize => {
            format!(" ({} listed; --max-solutions for more)", lines.len())
        }
        _ => String::new(),
    };
    match (answer.shortest_search, &report.verdict) {
        (true, ProofGameVerdict::NoSolution) => println!("no solution of at most {plies} plies"),
        (true, ProofGameVerdict::Unknown { .. }) => {
            println!("{}: no game shorter than {plies} plies", answer.verdict)
        }
        (true, _) => {
            // Moves as composers count them, from a start with White to move.
            let moves = if start.turn == crate::chess::Color::White {
                format!(" ({})", moves_text(plies))
            } else {
                String::new()
            };
            println!("shortest: {plies} plies{moves}; {}{listed}", answer.verdict)
        }
        (false, _) => println!("{}{listed}", answer.verdict),
    }
    eprintln!("{}", answer.ledger_text);
    eprintln!(
        "{plies} plies; positions examined {}, stored {}; {:.3} s{}",
        answer.positions_examined,
        answer.stored_positions,
        answer.seconds,
        if answer.threads > 1 {
            format!(" on {} threads", answer.threads)
        } else {
            String::new()
        }
    );
    Ok(answer.status)
}

/// `chess generate`: the instances into `out` (new or empty, or replaced
/// whole with `force`), one line per instance as it is made.
pub fn generate(
    opts: &crate::chess::random_game::GenerateOptions,
    out: &Path,
    force: bool,
    json: bool,
) -> Result<Status, Failure> {
    // Ctrl-C or SIGTERM stops the walks; the instances made so far are
    // written (a process killed outright would leave its staged folder).
    crate::limits::install_interrupt_handler();
    let mut made = 0;
    let short = crate::api::chess_files::generate_files(opts, out, force, &crate::cli::options::command_line(), |g| {
        made += 1;
        if json {
            let _ = print_json(g);
        } else {
            println!(
                "{}  {} plies  {:<14} {:>9} positions  {:.3} s  {}",
                g.name, g.plies, g.verdict, g.positions_examined, g.seconds, g.goal
            );
        }
    })?;
    if opts.control.is_cancelled() {
        match made {
            0 => eprintln!("interrupted: no problem file written, '{}' left as it was", out.display()),
            _ => eprintln!("interrupted: wrote {made} problem files to '{}'", out.display()),
        }
        return Ok(Status::Unknown);
    }
    for (n, got) in &short {
        // The walk stops early only once every instance is found, so a
        // length short of instances tried every game it was allowed.
        eprintln!(
            "{n} plies: {got} of {} instances in {} games tried (the others' games were not counted within the limits, or not unique; more with --attempts)",
            opts.per_length,
            opts.attempts.max(1) * opts.per_length
        );
    }
    eprintln!("wrote {made} problem files to '{}'", out.display());
    Ok(if short.is_empty() {
        Status::Success
    } else {
        Status::Incomplete
    })
}

/// A length as composers state it from the initial array: 24 plies is
/// `12.0`, 25 is `12.5`.
fn moves_text(plies: u32) -> String {
    format!("{}.{}", plies / 2, if plies % 2 == 1 { 5 } else { 0 })
}
