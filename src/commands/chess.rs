//! Single-player chess commands: arguments to [`crate::api::chess`] calls,
//! answers rendered as text or JSON, pictures and PGN written.

use super::{print_json, read_file, Failure, Status};
use crate::api::chess::{MateAnswer, SolveAnswer};
use crate::chess::goal::Goal;
use crate::chess::movegen::play;
use crate::chess::problem::{load_problem, problem_from_fens};
use crate::chess::san::to_san;
use crate::chess::search::{Algorithm, Limits};
use crate::chess::uci::parse_uci;
use crate::chess::Position;
use crate::cli::ChessCommand;
use std::time::Instant;

pub fn run(cmd: ChessCommand) -> Result<Status, Failure> {
    match cmd {
        ChessCommand::Perft(a) => perft_command(&a.fen, a.depth, a.divide, a.json),
        ChessCommand::Solve(a) => solve_command(a),
        ChessCommand::Proofgame(a) => {
            for out in [&a.pgn, &a.svg].into_iter().flatten() {
                super::refuse_existing(out, a.force)?;
            }
            let start = a.start.as_deref().unwrap_or(crate::chess::fen::INITIAL_FEN);
            let p = problem_from_fens(start, &a.goal)?;
            let opts = crate::chess::proofgame::ProofGameOptions {
                max_listed: a.max_solutions as usize,
                count_cap: (!a.count_all).then_some(u128::from(a.max_solutions)),
                deadline: a.time_limit.and_then(|t| t.deadline(Instant::now())),
                memory_bytes: a.memory_limit.bytes(),
                check_shorter: !a.no_shorter_check,
                control: Default::default(),
            };
            super::proofgame::render(&p, a.plies, &opts, a.json, a.pgn.as_deref(), a.svg.as_deref())
        }
        ChessCommand::Generate(a) => {
            let start = a.start.as_deref().unwrap_or(crate::chess::fen::INITIAL_FEN);
            let opts = crate::chess::random_game::GenerateOptions {
                start: problem_from_fens(start, start)?.start,
                plies: a.plies.0,
                per_length: a.per_length as usize,
                seed: a.seed,
                spare: a.spare,
                unique_only: a.unique,
                attempts: 20,
                time_per_game: a
                    .time_limit_per_game
                    .duration()
                    .unwrap_or(std::time::Duration::from_secs(3600)),
                memory_bytes: a.memory_limit.bytes(),
                control: Default::default(),
            };
            super::proofgame::generate(&opts, &a.out, a.force, a.json)
        }
        ChessCommand::Validate(a) => {
            let task = crate::roundtrip::Task::Chess(problem_from_fens(&a.start, &a.goal)?);
            let text = read_file(&a.plan, "plan", crate::files::PLAN)?;
            let name = a.plan.display().to_string();
            let plan = crate::api::validate::PlanText {
                text: &text,
                name: &name,
            };
            super::render_validation(&crate::api::validate::validate(Some(&task), plan, None)?, a.json)
        }
        ChessCommand::Mate(a) => {
            if let Some(out) = &a.svg {
                super::refuse_existing(out, a.force)?;
            }
            mate(&a.fen, a.moves, a.tree, a.max_nodes, a.json, a.svg.as_deref())
        }
    }
}

fn solve_command(a: crate::cli::ChessSolveArgs) -> Result<Status, Failure> {
    let limits = Limits {
        max_states: a.max_states,
        memory_bytes: a.memory_limit.bytes(),
        time: a.time_limit.and_then(|t| t.duration()),
        control: Default::default(),
    };
    if let Some(path) = a.epd {
        return solve_epd(&path, a.search, limits, a.json);
    }
    for out in [&a.pddl_plan, &a.pgn, &a.svg].into_iter().flatten() {
        super::refuse_existing(out, a.force)?;
    }
    let p = match (a.problem, a.start, a.goal) {
        (Some(path), _, _) => load_problem(&path)?,
        (None, Some(start), Some(goal)) => problem_from_fens(&start, &goal)?,
        _ => return Err(Failure::bad_input("give a problem file or both --start and --goal")),
    };
    let extras = SolveExtras {
        id: None,
        pddl_plan: a.pddl_plan.as_deref(),
        pgn: a.pgn.as_deref(),
        svg: a.svg.as_deref(),
    };
    solve(&p.start, &p.goal, a.search, limits, a.json, extras)
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
            limits.clone(),
            json,
            SolveExtras {
                id: Some(name),
                ..SolveExtras::default()
            },
        )?;
        worst = worst.worst(status);
    }
    Ok(worst)
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
    let (max_states, memory_bytes) = (limits.max_states, limits.memory_bytes);
    let answer = SolveAnswer {
        id,
        ..crate::api::chess::solve(s, g, algorithm, limits)?
    };
    let moves = &answer.moves;
    let found = answer.solvable == Some(true);
    if let Some(out) = pddl_plan.filter(|_| found) {
        let actions = crate::pddl::chess_plan::moves_to_actions(s, moves).map_err(|e| {
            Failure::new(
                Status::PlanInvalid,
                format!("internal error: the plan does not map to actions: {e}"),
            )
        })?;
        super::write_output(out, &crate::planner::val::plan_text(&actions), true)?;
    }
    if let Some(out) = pgn.filter(|_| found) {
        let tags = crate::chess::pgn::PgnTags {
            event: Some(format!("solopddl chess solve ({algorithm})")),
            extra: vec![("Goal".into(), crate::chess::pgn::goal_fen(g))],
        };
        super::write_output(out, &crate::chess::pgn::to_pgn(s, moves, &tags), true)?;
    }
    if let Some(out) = svg {
        let sheet = if found {
            crate::diagram::chess::line(s, moves, "goal reached")
        } else {
            let mut d = crate::diagram::chess::position(s);
            d.caption = Some(format!("start: {}", answer.outcome));
            vec![d]
        };
        let title = format!("{} ({} moves)", crate::chess::fen::to_fen(s), moves.len());
        super::write_output(out, &crate::diagram::sheet(&sheet, 4, Some(&title)), true)?;
    }
    if json {
        print_json(&answer)?;
        return Ok(answer.status);
    }
    match answer.outcome {
        "plan" => {
            // Move numbers as players write them: `1. e4`, `1... e5`.
            for (i, (u, n)) in answer.plan.iter().zip(&answer.san).enumerate() {
                let label = crate::chess::pgn::ply_label(s.turn, i);
                println!("{label:>6} {u:<6} {n}");
            }
            let shortest = if algorithm.optimal() { " (shortest)" } else { "" };
            println!("length {}{shortest}", moves.len());
        }
        "unsolvable" => println!("unsolvable"),
        "state limit" => println!("unknown: state limit of {max_states} positions reached"),
        "memory limit" => println!("unknown: memory limit of {} MB reached", memory_bytes >> 20),
        other => println!("unknown: {other}"),
    }
    let st = &answer.stats;
    eprintln!(
        "expanded {} generated {} stored {} initial bound {} time {:.1} ms tables {:.1} MB peak RSS {:.1} MB",
        st.expanded,
        st.generated,
        st.stored,
        st.initial_bound,
        st.elapsed_ms,
        st.memory_bytes as f64 / 1048576.0,
        answer.peak_rss_mb
    );
    Ok(answer.status)
}

fn mate(
    fen: &str,
    n: u32,
    want_tree: bool,
    max_nodes: u64,
    json: bool,
    svg: Option<&std::path::Path>,
) -> Result<Status, Failure> {
    let pos = crate::api::chess::position(fen)?;
    let mut answer: MateAnswer = crate::api::chess::mate(&pos, n, want_tree || svg.is_some(), max_nodes, Default::default())?;
    if let Some(out) = svg {
        let (sheet, title) = match (&answer.tree, answer.key_move, answer.moves) {
            (Some(t), Some(k), Some(m)) => (
                crate::diagram::chess::line(&pos, &crate::diagram::chess::main_line(&pos, t), "mate"),
                format!("mate in {m}: key {} (main line)", to_san(&pos, k)),
            ),
            _ => {
                let mut d = crate::diagram::chess::position(&pos);
                d.caption = Some(if answer.mate == Some(false) {
                    format!("no mate in {n}")
                } else {
                    "unknown".into()
                });
                (vec![d], fen.to_string())
            }
        };
        super::write_output(out, &crate::diagram::sheet(&sheet, 4, Some(&title)), true)?;
    }
    if !want_tree {
        answer.tree = None;
    }
    if json {
        print_json(&answer)?;
        return Ok(answer.status);
    }
    match (&answer.key, &answer.key_san, answer.moves) {
        (Some(k), Some(san), Some(m)) => {
            println!("mate in {m}: key {k} ({san})");
            if let Some(t) = &answer.tree {
                print_tree(&pos, t, 1);
            }
        }
        _ if answer.mate == Some(false) => println!("no forced mate in {n}"),
        _ => println!("unknown: node limit of {max_nodes} reached"),
    }
    eprintln!("nodes {} time {:.1} ms", answer.nodes, answer.elapsed_ms);
    Ok(answer.status)
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

fn perft_command(fen: &str, depth: u32, divide: bool, json: bool) -> Result<Status, Failure> {
    let answer = crate::api::chess::perft(&crate::api::chess::position(fen)?, depth, divide)?;
    if json {
        print_json(&answer)?;
        return Ok(Status::Success);
    }
    for (mv, n) in answer.divide.iter().flatten() {
        println!("{mv}: {n}");
    }
    println!("{}", answer.nodes);
    eprintln!(
        "perft({depth}) = {} in {:.3} s ({:.2} M nodes/s)",
        answer.nodes,
        answer.seconds,
        answer.nodes as f64 / answer.seconds.max(1e-9) / 1e6
    );
    Ok(Status::Success)
}
