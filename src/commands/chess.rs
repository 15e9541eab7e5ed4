//! Single-player chess commands: arguments to [`crate::api::chess`] calls,
//! answers rendered as text or JSON, pictures and PGN written.

use super::{print_json, read_file, Failure, Status};
use crate::api::chess::{MateAnswer, SolveAnswer};
use crate::api::chess_files as files;
use crate::chess::goal::Goal;
use crate::chess::problem::{load_problem, problem_from_fens};
use crate::chess::search::{Algorithm, Limits};
use crate::chess::Position;
use crate::cli::ChessCommand;

pub fn run(cmd: ChessCommand) -> Result<Status, Failure> {
    match cmd {
        ChessCommand::Perft(a) => perft_command(&a.fen, a.depth, a.divide, a.json),
        ChessCommand::Solve(a) => solve_command(a),
        ChessCommand::Proofgame(a) => {
            for out in [&a.pgn, &a.svg].into_iter().flatten() {
                super::refuse_existing(out, a.force)?;
            }
            let (p, opts) = a.problem_and_options()?;
            super::proofgame::render(&p, a.length(), &opts, a.json, a.pgn.as_deref(), a.svg.as_deref())
        }
        ChessCommand::Generate(a) => super::proofgame::generate(&a.options()?, &a.out, a.force, a.json),
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
    // Ctrl-C or SIGTERM ends the search with its report (exit 3, the
    // positions expanded so far), as `chess proofgame` does.
    crate::limits::install_interrupt_handler();
    let limits = a.limits();
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
    let found = answer.solvable == Some(true);
    if let Some(out) = pddl_plan.filter(|_| found) {
        super::write_output(out, &files::solve_actions(s, &answer)?, true)?;
    }
    if let Some(out) = pgn.filter(|_| found) {
        super::write_output(out, &files::solve_pgn(s, g, &answer, algorithm), true)?;
    }
    if let Some(out) = svg {
        super::write_output(out, &files::solve_svg(s, &answer), true)?;
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
            println!("length {}{shortest}", answer.moves.len());
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
    // Ctrl-C or SIGTERM ends the search with its report (unknown, exit 3).
    crate::limits::install_interrupt_handler();
    let mut answer: MateAnswer = crate::api::chess::mate(&pos, n, want_tree || svg.is_some(), max_nodes, Default::default())?;
    if let Some(out) = svg {
        super::write_output(out, &files::mate_svg(&pos, fen, n, &answer), true)?;
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
                let mut lines = Vec::new();
                files::tree_lines(&pos, t, 1, &mut lines);
                lines.iter().for_each(|l| println!("{l}"));
            }
        }
        _ if answer.mate == Some(false) => println!("no forced mate in {n}"),
        _ if answer.stopped_by == Some("interrupted") => println!("unknown: interrupted"),
        _ => println!("unknown: node limit of {max_nodes} reached"),
    }
    eprintln!("nodes {} time {:.1} ms", answer.nodes, answer.elapsed_ms);
    Ok(answer.status)
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
