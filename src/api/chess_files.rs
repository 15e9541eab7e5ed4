//! The files a chess job writes beside its report, as texts (a front end
//! writes them where its user asked): a solve's plan as planner actions,
//! its line as PGN and as an SVG sheet; a mate's main line; a proof game's
//! listed solutions as PGN games and the first one as a sheet; a mate's
//! solution tree as indented SAN lines.

use super::chess::{MateAnswer, ProofGameAnswer, SolveAnswer};
use super::{Failure, Status};
use crate::chess::goal::Goal;
use crate::chess::mate::TreeNode;
use crate::chess::movegen::play;
use crate::chess::pgn::{goal_fen, to_pgn, PgnTags};
use crate::chess::problem::ChessProblem;
use crate::chess::san::to_san;
use crate::chess::search::Algorithm;
use crate::chess::uci::parse_uci;
use crate::chess::Position;
use crate::diagram;

/// A solve's line as planner actions (the plan `validate` and VAL read).
pub fn solve_actions(start: &Position, answer: &SolveAnswer) -> Result<String, Failure> {
    let actions = crate::pddl::chess_plan::moves_to_actions(start, &answer.moves).map_err(|e| {
        Failure::new(
            Status::PlanInvalid,
            format!("internal error: the plan does not map to actions: {e}"),
        )
    })?;
    Ok(crate::planner::val::plan_text(&actions))
}

/// A solve's line as a PGN game, the goal in a tag.
pub fn solve_pgn(start: &Position, goal: &Goal, answer: &SolveAnswer, algorithm: Algorithm) -> String {
    let tags = PgnTags {
        event: Some(format!("solopddl chess solve ({algorithm})")),
        extra: vec![("Goal".into(), goal_fen(goal))],
    };
    to_pgn(start, &answer.moves, &tags)
}

/// A solve as an SVG sheet: the line move by move, or the start with the outcome.
pub fn solve_svg(start: &Position, answer: &SolveAnswer) -> String {
    let sheet = if answer.solvable == Some(true) {
        diagram::chess::line(start, &answer.moves, "goal reached")
    } else {
        let mut d = diagram::chess::position(start);
        d.caption = Some(format!("start: {}", answer.outcome));
        vec![d]
    };
    let title = format!("{} ({} moves)", crate::chess::fen::to_fen(start), answer.moves.len());
    diagram::sheet(&sheet, 4, Some(&title))
}

/// A mate search as an SVG sheet: the main line, or the position with "no mate in N" or "unknown".
pub fn mate_svg(pos: &Position, fen: &str, n: u32, answer: &MateAnswer) -> String {
    let (sheet, title) = match (&answer.tree, answer.key_move, answer.moves) {
        (Some(t), Some(k), Some(m)) => (
            diagram::chess::line(pos, &diagram::chess::main_line(pos, t), "mate"),
            format!("mate in {m}: key {} (main line)", to_san(pos, k)),
        ),
        _ => {
            let mut d = diagram::chess::position(pos);
            d.caption = Some(if answer.mate == Some(false) {
                format!("no mate in {n}")
            } else {
                "unknown".into()
            });
            (vec![d], fen.to_string())
        }
    };
    diagram::sheet(&sheet, 4, Some(&title))
}

/// A mate's solution tree in SAN, one line per move, defences prefixed
/// `... `, indented two spaces per ply from `depth`.
pub fn tree_lines(pos: &Position, node: &TreeNode, depth: usize, out: &mut Vec<String>) {
    let attack = parse_uci(pos, &node.attack).expect("the tree holds the UCI of legal moves");
    let after = play(pos, attack);
    out.push(format!("{}{}", "  ".repeat(depth), to_san(pos, attack)));
    for (defence, next) in &node.defences {
        let d = parse_uci(&after, defence).expect("the tree holds the UCI of legal moves");
        out.push(format!("{}... {}", "  ".repeat(depth + 1), to_san(&after, d)));
        tree_lines(&play(&after, d), next, depth + 2, out);
    }
}

/// A proof game's listed solutions as PGN games (None without one).
pub fn proof_game_pgn(problem: &ChessProblem, answer: &ProofGameAnswer) -> Option<String> {
    let solutions = &answer.report.solutions;
    if solutions.is_empty() {
        return None;
    }
    let tags = PgnTags {
        event: Some(format!("solopddl chess proofgame ({})", answer.verdict)),
        extra: vec![("Goal".into(), goal_fen(&problem.goal))],
    };
    let games: Vec<String> = solutions.iter().map(|line| to_pgn(&problem.start, line, &tags)).collect();
    Some(games.join("\n"))
}

/// A proof game's first listed solution as an SVG sheet (None without one).
pub fn proof_game_svg(problem: &ChessProblem, answer: &ProofGameAnswer) -> Option<String> {
    let line = answer.report.solutions.first()?;
    let sheet = diagram::chess::line(&problem.start, line, "goal position");
    let title = format!("{} in {} plies: {}", goal_fen(&problem.goal), line.len(), answer.verdict);
    Some(diagram::sheet(&sheet, 4, Some(&title)))
}

/// One instance `chess generate` made, as its `--json` line says it.
#[derive(serde::Serialize)]
pub struct GeneratedGame {
    pub name: String,
    /// Where it was written (none when made in memory).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// The `.chess` problem file's text (in memory only: the file holds it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub problem: Option<String>,
    pub start: String,
    pub goal: String,
    pub plies: u32,
    pub verdict: String,
    pub solutions_count: String,
    /// The random game that reached the goal, numbered SAN.
    pub generating_game: String,
    pub positions_examined: u64,
    pub seconds: f64,
}

impl GeneratedGame {
    fn of(g: &crate::chess::random_game::GeneratedProofGame, file: Option<String>, problem: Option<String>) -> Self {
        GeneratedGame {
            name: g.name.clone(),
            file,
            problem,
            start: crate::chess::fen::to_fen(&g.start),
            goal: crate::chess::fen::to_fen(&g.goal),
            plies: g.plies,
            verdict: g.report.verdict.label(),
            solutions_count: g.report.count.to_string(),
            generating_game: crate::chess::pgn::numbered_san(&g.start, &g.game).join(" "),
            positions_examined: g.report.positions_examined,
            seconds: g.report.elapsed.as_secs_f64(),
        }
    }
}

/// `chess generate` in memory (the Python package's): each instance with
/// its problem file's text, `command` in its header. A cancelled run
/// returns the instances made so far.
pub fn generate_games(opts: &crate::chess::random_game::GenerateOptions, command: &str) -> Vec<GeneratedGame> {
    crate::chess::random_game::generate(opts, |_| {})
        .iter()
        .map(|g| GeneratedGame::of(g, None, Some(g.problem_text(command))))
        .collect()
}

/// `chess generate`: each instance's problem file (with `command` in its
/// header) into `out`, a folder that must be new or empty unless `force`
/// replaces it whole; the files are staged beside it and published at the
/// end, so an interrupted run leaves nothing half-written. A cancelled run
/// (Ctrl-C) publishes the instances made so far, or, with none, removes
/// the staged folder and leaves `out` as it was. `on_game` sees each
/// instance as it is made. Returns the lengths that got fewer than
/// `per_length` instances, with how many they got.
pub fn generate_files(
    opts: &crate::chess::random_game::GenerateOptions,
    out: &std::path::Path,
    force: bool,
    command: &str,
    mut on_game: impl FnMut(&GeneratedGame),
) -> Result<Vec<(u32, usize)>, Failure> {
    if !crate::files::is_missing_or_empty(out) && !force {
        return Err(Failure::bad_input(format!(
            "'{}' holds files: pass --force to replace it",
            out.display()
        )));
    }
    let staged = crate::files::StagedDir::new(out)?;
    let mut failure = None;
    let made = crate::chess::random_game::generate(opts, |g| {
        let file = format!("{}.chess", g.name);
        if failure.is_none() {
            if let Err(e) = std::fs::write(staged.path().join(&file), g.problem_text(command)) {
                failure = Some(Failure::new(
                    Status::OutputError,
                    format!("cannot write '{}': {e}", out.join(&file).display()),
                ));
            }
        }
        on_game(&GeneratedGame::of(g, Some(out.join(&file).display().to_string()), None));
    });
    if let Some(f) = failure {
        return Err(f);
    }
    if made.is_empty() && opts.control.is_cancelled() {
        // Dropped unpublished, the staged folder is removed.
        return Ok(opts.plies.iter().map(|&n| (n, 0)).collect());
    }
    staged.publish(force)?;
    Ok(opts
        .plies
        .iter()
        .map(|&n| (n, made.iter().filter(|g| g.plies == n).count()))
        .filter(|&(_, got)| got < opts.per_length)
        .collect())
}
