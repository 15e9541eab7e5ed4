//! Single-player chess commands.

use super::{print_json, read_file, Failure, Status};
use crate::chess::fen::{parse_fen, to_fen};
use crate::chess::goal::Goal;
use crate::chess::mate::{MateOutcome, MateSearch};
use crate::chess::movegen::{explain_illegal, legal_moves, perft, play};
use crate::chess::problem::{load_problem, problem_from_fens};
use crate::chess::san::{line_to_san, parse_san, to_san};
use crate::chess::search::{check_plan, search, Algorithm, Limits, Outcome, Stats};
use crate::chess::uci::parse_uci;
use crate::chess::{Move, Position};
use crate::cli::ChessCommand;
use std::time::Instant;

pub fn run(cmd: ChessCommand) -> Result<Status, Failure> {
    match cmd {
        ChessCommand::Perft {
            fen,
            depth,
            divide,
            json,
        } => perft_command(&fen, depth, divide, json),
        ChessCommand::Solve {
            problem,
            epd,
            start,
            goal,
            search,
            max_states,
            memory_limit,
            time_limit,
            pddl_plan,
            pgn,
            svg,
            force,
            json,
        } => {
            let limits = Limits {
                max_states,
                memory_bytes: memory_limit.bytes(),
                time: time_limit.and_then(|t| t.duration()),
            };
            if let Some(path) = epd {
                return solve_epd(&path, search, limits, json);
            }
            for out in [&pddl_plan, &pgn, &svg].into_iter().flatten() {
                super::refuse_existing(out, force)?;
            }
            let p = match (problem, start, goal) {
                (Some(path), _, _) => load_problem(&path)?,
                (None, Some(start), Some(goal)) => problem_from_fens(&start, &goal)?,
                _ => return Err(Failure::bad_input("give a problem file or both --start and --goal")),
            };
            solve(
                &p.start,
                &p.goal,
                search,
                limits,
                json,
                SolveExtras {
                    id: None,
                    pddl_plan: pddl_plan.as_deref(),
                    pgn: pgn.as_deref(),
                    svg: svg.as_deref(),
                },
            )
        }
        ChessCommand::Proofgame {
            goal,
            plies,
            start,
            max_solutions,
            count_all,
            no_shorter_check,
            time_limit,
            memory_limit,
            pgn,
            svg,
            force,
            json,
        } => {
            for out in [&pgn, &svg].into_iter().flatten() {
                super::refuse_existing(out, force)?;
            }
            let start = start.as_deref().unwrap_or(crate::chess::fen::INITIAL_FEN);
            let p = problem_from_fens(start, &goal)?;
            let opts = crate::chess::proofgame::ProofGameOptions {
                max_listed: max_solutions as usize,
                count_cap: (!count_all).then_some(u128::from(max_solutions)),
                deadline: time_limit.and_then(|t| t.deadline(Instant::now())),
                memory_bytes: memory_limit.bytes(),
                check_shorter: !no_shorter_check,
            };
            super::proofgame::render(&p.start, &p.goal, plies, &opts, json, pgn.as_deref(), svg.as_deref())
        }
        ChessCommand::Generate {
            plies,
            per_length,
            seed,
            spare,
            unique,
            start,
            time_limit_per_game,
            memory_limit,
            out,
            force,
            json,
        } => {
            let start = start.as_deref().unwrap_or(crate::chess::fen::INITIAL_FEN);
            let start = problem_from_fens(start, start)?.start;
            let time_per_game = time_limit_per_game.duration().unwrap_or(std::time::Duration::from_secs(3600));
            let opts = crate::chess::random_game::GenerateOptions {
                start,
                plies: plies.0,
                per_length: per_length as usize,
                seed,
                spare,
                unique_only: unique,
                attempts: 20,
                time_per_game,
                memory_bytes: memory_limit.bytes(),
            };
            super::proofgame::generate(&opts, &out, force, json)
        }
        ChessCommand::Validate { plan, start, goal, json } => {
            let p = problem_from_fens(&start, &goal)?;
            super::render_validation(Some(validate_against(&plan, &p.start, &p.goal)?), None, json)
        }
        ChessCommand::Mate {
            fen,
            moves,
            tree,
            max_nodes,
            svg,
            force,
            json,
        } => {
            if let Some(out) = &svg {
                super::refuse_existing(out, force)?;
            }
            mate(&fen, moves, tree, max_nodes, json, svg.as_deref())
        }
    }
}

/// What a solve writes besides its report.
#[derive(Default)]
struct SolveExtras<'a> {
    /// The EPD record's id, echoed in JSON.
    id: Option<String>,
    pddl_plan: Option<&'a std::path::Path>,
    pgn: Option<&'a std::path::Path>,
    svg: Option<&'a std::path::Path>,
}

/// Solves every record of an EPD file in turn; the exit status is the
/// worst of the records' (unsolvable 1, a limit 3 or 4).
fn solve_epd(path: &std::path::Path, algorithm: Algorithm, limits: Limits, json: bool) -> Result<Status, Failure> {
    let text = super::read_file(path, "--epd", crate::files::EPD)?;
    let records =
        crate::chess::epd::parse_epd(&text).map_err(|e| Failure::bad_input(format!("--epd '{}': {e}", path.display())))?;
    let mut worst = Status::Success;
    for (i, p) in records.iter().enumerate() {
        let name = p.name.clone().unwrap_or_else(|| format!("record {}", i + 1));
        if !json {
            println!("== {name}");
        }
        let status = solve(
            &p.start,
            &p.goal,
            algorithm,
            limits,
            json,
            SolveExtras {
                id: Some(name),
                ..SolveExtras::default()
            },
        )?;
        if status as u8 > worst as u8 {
            worst = status;
        }
    }
    Ok(worst)
}

#[derive(serde::Serialize)]
struct SolveJson<'a> {
    /// The EPD record's id (with --epd).
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    /// true, false, or null (a limit was reached).
    solvable: Option<bool>,
    /// "plan", "unsolvable", "state limit", "time limit" or "memory limit".
    outcome: &'static str,
    optimal: bool,
    plan: Vec<String>,
    san: Vec<String>,
    length: Option<usize>,
    stats: &'a Stats,
    peak_rss_mb: f64,
}

fn solve(
    s: &Position,
    g: &Goal,
    algorithm: Algorithm,
    limits: Limits,
    json: bool,
    extra: SolveExtras<'_>,
) -> Result<Status, Failure> {
    let SolveExtras { id, pddl_plan, pgn, svg } = extra;
    let (outcome, stats) = search(s, g, algorithm, limits).map_err(|e| Failure::new(Status::Unsupported, e.to_string()))?;
    let (solvable, word, status) = match &outcome {
        Outcome::Plan(_) => (Some(true), "plan", Status::Success),
        Outcome::Unsolvable => (Some(false), "unsolvable", Status::Negative),
        Outcome::StateLimit => (None, "state limit", Status::Unknown),
        Outcome::MemoryLimit => (None, "memory limit", Status::OutOfMemory),
        Outcome::TimeLimit => (None, "time limit", Status::Unknown),
    };
    let moves: &[Move] = match &outcome {
        Outcome::Plan(p) => p,
        _ => &[],
    };
    let plan: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let san = line_to_san(s, moves);
    if let (Some(out), Outcome::Plan(_)) = (pddl_plan, &outcome) {
        let actions = crate::pddl::chess::moves_to_actions(s, moves).map_err(|e| {
            Failure::new(
                Status::PlanInvalid,
                format!("internal error: the plan does not map to actions: {e}"),
            )
        })?;
        super::write_output(out, &crate::planner::val::plan_text(&actions), true)?;
    }
    if let (Some(out), Outcome::Plan(_)) = (pgn, &outcome) {
        let tags = crate::chess::pgn::PgnTags {
            event: Some(format!("solopddl chess solve ({algorithm})")),
            extra: vec![("Goal".into(), crate::chess::pgn::goal_fen(g))],
        };
        super::write_output(out, &crate::chess::pgn::to_pgn(s, moves, &tags), true)?;
    }
    if let Some(out) = svg {
        let sheet = match &outcome {
            Outcome::Plan(_) => crate::diagram::chess::line(s, moves, "goal reached"),
            _ => {
                let mut d = crate::diagram::chess::position(s);
                d.caption = Some(format!("start: {word}"));
                vec![d]
            }
        };
        let title = format!("{} ({} moves)", crate::chess::fen::to_fen(s), moves.len());
        super::write_output(out, &crate::diagram::sheet(&sheet, 4, Some(&title)), true)?;
    }
    let peak_rss_mb = crate::limits::peak_rss_mb();
    if json {
        print_json(&SolveJson {
            id,
            solvable,
            outcome: word,
            optimal: algorithm.optimal(),
            length: solvable.filter(|x| *x).map(|_| plan.len()),
            plan,
            san,
            stats: &stats,
            peak_rss_mb,
        })?;
    } else {
        match outcome {
            Outcome::Plan(_) => {
                // Move numbers as players write them: `1. e4`, `1... e5`.
                for (i, (u, n)) in plan.iter().zip(&san).enumerate() {
                    let label = crate::chess::pgn::ply_label(s.turn, i);
                    println!("{label:>6} {u:<6} {n}");
                }
                println!(
                    "length {}{}",
                    plan.len(),
                    if algorithm.optimal() { " (shortest)" } else { "" }
                );
            }
            Outcome::Unsolvable => println!("unsolvable"),
            Outcome::StateLimit => println!("unknown: state limit of {} positions reached", limits.max_states),
            Outcome::TimeLimit => println!("unknown: time limit reached"),
            Outcome::MemoryLimit => println!("unknown: memory limit of {} MB reached", limits.memory_bytes >> 20),
        }
        eprintln!(
            "expanded {} generated {} stored {} initial bound {} time {:.1} ms tables {:.1} MB peak RSS {:.1} MB",
            stats.expanded,
            stats.generated,
            stats.stored,
            stats.initial_bound,
            stats.elapsed_ms,
            stats.memory_bytes as f64 / 1048576.0,
            peak_rss_mb
        );
    }
    Ok(status)
}

#[derive(serde::Serialize)]
struct MateJson {
    /// true, false, or null (node limit reached).
    mate: Option<bool>,
    key: Option<String>,
    key_san: Option<String>,
    moves: Option<u32>,
    nodes: u64,
    elapsed_ms: f64,
    tree: Option<crate::chess::mate::TreeNode>,
}

fn mate(
    fen: &str,
    n: u32,
    want_tree: bool,
    max_nodes: u64,
    json: bool,
    svg: Option<&std::path::Path>,
) -> Result<Status, Failure> {
    let pos = parse_fen(fen).map_err(|e| Failure::bad_input(e.to_string()))?;
    if !(1..=20).contains(&n) {
        return Err(Failure::bad_input(format!("--moves {n}: from 1 to 20")));
    }
    let t0 = Instant::now();
    let mut searcher = MateSearch::new(max_nodes);
    let outcome = searcher.solve(&pos, n);
    let elapsed_ms = t0.elapsed().as_secs_f64() * 1e3;
    let nodes = searcher.nodes;
    let (mate, key, moves, status) = match outcome {
        MateOutcome::Mate { key, moves } => (Some(true), Some(key), Some(moves), Status::Success),
        MateOutcome::NoMate => (Some(false), None, None, Status::Negative),
        MateOutcome::NodeLimit => (None, None, None, Status::Unknown),
    };
    let tree = match (key, moves) {
        (Some(k), Some(m)) if want_tree || svg.is_some() => Some(searcher.tree(&pos, k, m as u8)),
        _ => None,
    };
    if let Some(out) = svg {
        let (sheet, title) = match (&tree, key, moves) {
            (Some(t), Some(k), Some(m)) => (
                crate::diagram::chess::line(&pos, &crate::diagram::chess::main_line(&pos, t), "mate"),
                format!("mate in {m}: key {} (main line)", to_san(&pos, k)),
            ),
            _ => {
                let mut d = crate::diagram::chess::position(&pos);
                d.caption = Some(if mate == Some(false) {
                    format!("no mate in {n}")
                } else {
                    "unknown".into()
                });
                (vec![d], fen.to_string())
            }
        };
        super::write_output(out, &crate::diagram::sheet(&sheet, 4, Some(&title)), true)?;
    }
    let tree = tree.filter(|_| want_tree);
    if json {
        let out = MateJson {
            mate,
            key: key.map(|k| k.to_string()),
            key_san: key.map(|k| to_san(&pos, k)),
            moves,
            nodes,
            elapsed_ms,
            tree,
        };
        print_json(&out)?;
    } else {
        match (key, moves) {
            (Some(k), Some(m)) => {
                println!("mate in {m}: key {k} ({})", to_san(&pos, k));
                if let Some(t) = &tree {
                    print_tree(&pos, t, 1);
                }
            }
            _ if mate == Some(false) => println!("no forced mate in {n}"),
            _ => println!("unknown: node limit of {max_nodes} reached"),
        }
        eprintln!("nodes {nodes} time {elapsed_ms:.1} ms");
    }
    Ok(status)
}

/// Prints a solution tree in SAN, one defence per line, indented by depth.
fn print_tree(pos: &Position, node: &crate::chess::mate::TreeNode, depth: usize) {
    let attack = parse_uci(pos, &node.attack).expect("the tree holds the UCI of legal moves");
    let after = play(pos, attack);
    println!("{}{}", "  ".repeat(depth), to_san(pos, attack));
    for (defence, next) in &node.defences {
        let d = parse_uci(&after, defence).expect("the tree holds the UCI of legal moves");
        println!("{}... {}", "  ".repeat(depth + 1), to_san(&after, d));
        print_tree(&play(&after, d), next, depth + 2);
    }
}

/// Whether a word is written as a SAN move (`Nf3`, `exd5`, `e8=Q+`, `O-O`),
/// legal or not: anything else in a plan is malformed (exit 2), while a SAN
/// move that matches no legal move is an illegal step (exit 1).
fn looks_like_san(word: &str) -> bool {
    let w = word.trim_end_matches(['+', '#', '!', '?']);
    if matches!(w, "O-O" | "O-O-O" | "0-0" | "0-0-0") {
        return true;
    }
    let w = match w.rsplit_once('=') {
        Some((head, promo)) if promo.len() == 1 && "QRBN".contains(promo) => head,
        Some(_) => return false,
        None => w
            .strip_suffix(['Q', 'R', 'B', 'N'])
            .filter(|h| h.ends_with(|c: char| c.is_ascii_digit()))
            .unwrap_or(w),
    };
    let w = w.strip_prefix(['K', 'Q', 'R', 'B', 'N']).unwrap_or(w);
    let b = w.as_bytes();
    if b.len() < 2 || !(b[b.len() - 2].is_ascii_lowercase() && b[b.len() - 1].is_ascii_digit()) {
        return false;
    }
    let rest = w[..w.len() - 2].trim_end_matches('x');
    rest.len() <= 2 && rest.bytes().all(|c| (b'a'..=b'h').contains(&c) || (b'1'..=b'8').contains(&c))
}

/// Validates a plan file against a start and goal: a planner plan (PDDL
/// actions of the chess encoding) or UCI/SAN moves.
pub fn validate_against(plan: &std::path::Path, s: &Position, g: &Goal) -> Result<super::Judgement, Failure> {
    let text = read_file(plan, "plan", crate::files::PLAN)?;
    if crate::pddl::plan::is_planner_plan(&text) {
        let parsed = crate::pddl::plan::parse_plan_file(&text)
            .map_err(|e| Failure::bad_input(format!("plan '{}': {e}", plan.display())))?;
        let moves = match crate::pddl::chess::actions_to_moves(s, &parsed.actions) {
            Ok(m) => m,
            Err(e) => {
                let task = crate::roundtrip::Task::Chess(crate::chess::problem::ChessProblem {
                    name: None,
                    start: s.clone(),
                    goal: g.clone(),
                });
                return Ok(super::Judgement::invalid(super::first_failure(
                    &task,
                    &parsed.actions,
                    e.to_string(),
                )));
            }
        };
        return Ok(report_replay(s, g, &moves));
    }
    // Moves are read in order against the position they are played in, so SAN
    // can be resolved; move numbers such as `1.` or `3...` are skipped. Reading
    // stops at the first illegal move (the replay below names it) or at a SAN
    // move that matches no legal move.
    // PGN movetext is read too (what `--pgn` writes: tags, comments,
    // variations and the result are skipped).
    let words = crate::chess::pgn::movetext(&text).map_err(|e| Failure::bad_input(format!("plan '{}': {e}", plan.display())))?;
    let mut moves = Vec::new();
    let mut pos = s.clone();
    for crate::chess::pgn::MoveWord { line, text: word } in &words {
        let uci = parse_uci(s, word);
        if uci.is_none() && !looks_like_san(word) {
            return Err(Failure::bad_input(format!(
                "plan '{}' line {line}: '{}' is neither a UCI nor a SAN move",
                plan.display(),
                crate::files::clip(word, crate::files::QUOTE_CHARS)
            )));
        }
        let Some(mv) = uci.or_else(|| parse_san(&pos, word)) else {
            return Ok(super::Judgement::invalid(format!(
                "move {} {word}: no legal move matches in {}",
                moves.len() + 1,
                to_fen(&pos)
            )));
        };
        moves.push(mv);
        if explain_illegal(&pos, mv).is_some() {
            break;
        }
        pos = play(&pos, mv);
    }
    Ok(report_replay(s, g, &moves))
}

/// Replays moves and prints the verdict.
fn report_replay(s: &Position, g: &Goal, moves: &[Move]) -> super::Judgement {
    match check_plan(s, g, moves) {
        Ok(end) => super::Judgement::valid(format!("{} moves, final position {}", moves.len(), to_fen(&end))),
        Err(why) => super::Judgement::invalid(why.to_string()),
    }
}

fn perft_command(fen: &str, depth: u32, divide: bool, json: bool) -> Result<Status, Failure> {
    let pos = parse_fen(fen).map_err(|e| Failure::bad_input(e.to_string()))?;
    if depth > 12 {
        return Err(Failure::bad_input(format!("depth {depth}: at most 12")));
    }
    let start = Instant::now();
    let divide_asked = divide;
    let mut per_move: Vec<(String, u64)> = Vec::new();
    let total = if divide && depth > 0 {
        let mut moves = Vec::new();
        legal_moves(&pos, &mut moves);
        let mut total = 0;
        for mv in moves {
            let n = perft(&play(&pos, mv), depth - 1);
            if !json {
                println!("{mv}: {n}");
            }
            per_move.push((mv.to_string(), n));
            total += n;
        }
        total
    } else {
        perft(&pos, depth)
    };
    let secs = start.elapsed().as_secs_f64();
    if json {
        let divide: serde_json::Map<String, serde_json::Value> =
            per_move.into_iter().map(|(m, n)| (m, serde_json::json!(n))).collect();
        let mut v = serde_json::json!({"fen": crate::chess::fen::to_fen(&pos), "depth": depth, "nodes": total, "seconds": secs});
        if divide_asked {
            v["divide"] = serde_json::Value::Object(divide);
        }
        println!("{v}");
        return Ok(Status::Success);
    }
    println!("{total}");
    eprintln!(
        "perft({depth}) = {total} in {secs:.3} s ({:.2} M nodes/s)",
        total as f64 / secs.max(1e-9) / 1e6
    );
    Ok(Status::Success)
}

#[cfg(test)]
mod tests {
    use super::looks_like_san;

    #[test]
    fn san_shapes() {
        for ok in ["Nf3", "exd5", "e8=Q+", "O-O", "0-0-0", "Raxd1#", "Qh4xe1", "e4", "b8Q"] {
            assert!(looks_like_san(ok), "{ok}");
        }
        for bad in ["Zz9", "hello", "e9x", "Nf", "=Q", "K", "e8=K"] {
            assert!(!looks_like_san(bad), "{bad}");
        }
    }
}
