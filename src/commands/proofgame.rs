//! `chess proofgame`: the proof-game count rendered as text or JSON, with
//! the listed solutions as PGN games and an SVG sheet. The work is in
//! [`crate::chess::proofgame`].

use super::{print_json, write_output, Failure, Status};
use crate::chess::fen::to_fen;
use crate::chess::pgn::{goal_fen, numbered_san, to_pgn, PgnTags};
use crate::chess::proofgame::{ProofGameOptions, ProofGameVerdict};
use std::path::Path;

pub fn render(
    problem: &crate::chess::problem::ChessProblem,
    plies: u32,
    opts: &ProofGameOptions,
    json: bool,
    pgn: Option<&Path>,
    svg: Option<&Path>,
) -> Result<Status, Failure> {
    let (start, goal) = (&problem.start, &problem.goal);
    let answer = crate::api::chess::proof_game(start, goal, plies, opts)?;
    let report = &answer.report;
    if let Some(out) = pgn.filter(|_| !report.solutions.is_empty()) {
        let tags = PgnTags {
            event: Some(format!("solopddl chess proofgame ({})", answer.verdict)),
            extra: vec![("Goal".into(), goal_fen(goal))],
        };
        let games: Vec<String> = report.solutions.iter().map(|line| to_pgn(start, line, &tags)).collect();
        write_output(out, &games.join("\n"), true)?;
    }
    if let (Some(out), Some(line)) = (svg, report.solutions.first()) {
        let sheet = crate::diagram::chess::line(start, line, "goal position");
        let title = format!("{} in {} plies: {}", goal_fen(goal), line.len(), answer.verdict);
        write_output(out, &crate::diagram::sheet(&sheet, 4, Some(&title)), true)?;
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
    println!("{}{listed}", answer.verdict);
    eprintln!(
        "{plies} plies; positions examined {}, stored {}; {:.3} s",
        answer.positions_examined, answer.stored_positions, answer.seconds
    );
    Ok(answer.status)
}

#[derive(serde::Serialize)]
struct GeneratedJson<'a> {
    name: &'a str,
    file: String,
    start: String,
    goal: String,
    plies: u32,
    verdict: String,
    solutions_count: String,
    generating_game: String,
    positions_examined: u64,
    seconds: f64,
}

/// `chess generate`: the instances into `out` (new or empty, or replaced
/// whole with `force`), one line per instance as it is made.
pub fn generate(
    opts: &crate::chess::random_game::GenerateOptions,
    out: &Path,
    force: bool,
    json: bool,
) -> Result<Status, Failure> {
    if !crate::files::is_missing_or_empty(out) && !force {
        return Err(Failure::bad_input(format!(
            "'{}' holds files: pass --force to replace it",
            out.display()
        )));
    }
    let staged = crate::files::StagedDir::new(out)?;
    let command = super::command_line();
    let mut failure = None;
    let made = crate::chess::random_game::generate(opts, |g| {
        let file = format!("{}.chess", g.name);
        if failure.is_none() {
            if let Err(e) = std::fs::write(staged.path().join(&file), g.problem_text(&command)) {
                failure = Some(Failure::new(
                    Status::OutputError,
                    format!("cannot write '{}': {e}", out.join(&file).display()),
                ));
            }
        }
        let game = numbered_san(&g.start, &g.game).join(" ");
        if json {
            let _ = print_json(&GeneratedJson {
                name: &g.name,
                file: out.join(&file).display().to_string(),
                start: to_fen(&g.start),
                goal: to_fen(&g.goal),
                plies: g.plies,
                verdict: g.report.verdict.label(),
                solutions_count: g.report.count.to_string(),
                generating_game: game,
                positions_examined: g.report.positions_examined,
                seconds: g.report.elapsed.as_secs_f64(),
            });
        } else {
            println!(
                "{}  {} plies  {:<14} {:>9} positions  {:.3} s  {}",
                g.name,
                g.plies,
                g.report.verdict.label(),
                g.report.positions_examined,
                g.report.elapsed.as_secs_f64(),
                to_fen(&g.goal)
            );
        }
    });
    if let Some(f) = failure {
        return Err(f);
    }
    staged.publish(force)?;
    let mut short = false;
    for &n in &opts.plies {
        let got = made.iter().filter(|g| g.plies == n).count();
        if got < opts.per_length {
            short = true;
            eprintln!(
                "{n} plies: {got} of {} instances (the others' games were not counted within the limits, or not unique)",
                opts.per_length
            );
        }
    }
    eprintln!("wrote {} problem files to '{}'", made.len(), out.display());
    Ok(if short { Status::Incomplete } else { Status::Success })
}
