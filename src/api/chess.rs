//! Single-player chess jobs: read a problem, solve it (A*, BFS and the
//! others; the line checked by replay), mate in N, perft, and proof games
//! counted. Answers serialise to the CLI's `--json` shapes.

use super::{Failure, Status};
use crate::chess::fen::{parse_fen, to_fen};
use crate::chess::goal::Goal;
use crate::chess::mate::{MateOutcome, MateSearch, TreeNode};
use crate::chess::movegen::{legal_moves, perft as count_leaves, play};
use crate::chess::pgn::{goal_fen, numbered_san};
use crate::chess::problem::ChessProblem;
use crate::chess::proofgame::{turn_after, ProofGameOptions, ProofGameReport, ProofGameStop, ProofGameVerdict};
use crate::chess::san::{line_to_san, to_san};
use crate::chess::search::{search, Algorithm, Limits, Outcome, Stats};
use crate::chess::{Move, Position};
use std::time::Instant;

/// Reads a chess problem (`.chess` text); `name` is what errors call it.
pub fn parse_problem(text: &str, name: &str) -> Result<ChessProblem, Failure> {
    crate::chess::problem::parse_problem(text).map_err(|e| Failure::bad_input(format!("{name}: {e}")))
}

/// A problem from a start and a goal FEN.
pub fn problem_from_fens(start: &str, goal: &str) -> Result<ChessProblem, Failure> {
    Ok(crate::chess::problem::problem_from_fens(start, goal)?)
}

/// A position from a FEN (exit 2 naming the FEN's problem).
pub fn position(fen: &str) -> Result<Position, Failure> {
    parse_fen(fen).map_err(|e| Failure::bad_input(e.to_string()))
}

/// A search's answer: the verdict, the line in UCI and SAN, the effort.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SolveAnswer {
    /// The EPD record's id (with --epd).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// true, false, or null (a limit was reached).
    pub solvable: Option<bool>,
    /// "plan", "unsolvable", "state limit", "time limit", "memory limit" or "cancelled".
    pub outcome: &'static str,
    pub optimal: bool,
    pub plan: Vec<String>,
    pub san: Vec<String>,
    pub length: Option<usize>,
    pub stats: Stats,
    pub peak_rss_mb: f64,
    #[serde(skip)]
    pub moves: Vec<Move>,
    #[serde(skip)]
    pub status: Status,
}

/// Searches from `start` to `goal`. A search that cannot start (too many
/// pieces) is exit 7.
pub fn solve(start: &Position, goal: &Goal, algorithm: Algorithm, limits: Limits) -> Result<SolveAnswer, Failure> {
    let (outcome, stats) =
        search(start, goal, algorithm, limits).map_err(|e| Failure::new(Status::Unsupported, e.to_string()))?;
    let (solvable, word, status) = match &outcome {
        Outcome::Plan(_) => (Some(true), "plan", Status::Success),
        Outcome::Unsolvable => (Some(false), "unsolvable", Status::Negative),
        Outcome::StateLimit => (None, "state limit", Status::Unknown),
        Outcome::MemoryLimit => (None, "memory limit", Status::OutOfMemory),
        Outcome::TimeLimit => (None, "time limit", Status::Unknown),
        Outcome::Cancelled => (None, "cancelled", Status::Unknown),
    };
    let moves = match outcome {
        Outcome::Plan(p) => p,
        _ => vec![],
    };
    Ok(SolveAnswer {
        id: None,
        solvable,
        outcome: word,
        optimal: algorithm.optimal(),
        plan: moves.iter().map(|m| m.to_string()).collect(),
        san: line_to_san(start, &moves),
        length: solvable.filter(|x| *x).map(|_| moves.len()),
        stats,
        peak_rss_mb: crate::limits::peak_rss_mb(),
        moves,
        status,
    })
}

/// A mate search's answer.
#[derive(Clone, Debug, serde::Serialize)]
pub struct MateAnswer {
    /// true, false, or null (node limit reached or cancelled).
    pub mate: Option<bool>,
    /// What stopped an undecided search: "node limit" or "interrupted"
    /// (Ctrl-C, SIGTERM or a cancelled handle); null when decided.
    pub stopped_by: Option<&'static str>,
    pub key: Option<String>,
    pub key_san: Option<String>,
    pub moves: Option<u32>,
    pub nodes: u64,
    pub elapsed_ms: f64,
    pub tree: Option<TreeNode>,
    #[serde(skip)]
    pub key_move: Option<Move>,
    #[serde(skip)]
    pub status: Status,
}

/// The shortest forced mate in at most `n` moves (1..=20) for the side to
/// move; with `want_tree`, the solution tree of every defence.
pub fn mate(
    pos: &Position,
    n: u32,
    want_tree: bool,
    max_nodes: u64,
    control: crate::limits::Control,
) -> Result<MateAnswer, Failure> {
    if !(1..=20).contains(&n) {
        return Err(Failure::bad_input(format!("--moves {n}: from 1 to 20")));
    }
    let t0 = Instant::now();
    let mut searcher = MateSearch::new(max_nodes).with_control(control.clone());
    let outcome = searcher.solve(pos, n);
    let elapsed_ms = t0.elapsed().as_secs_f64() * 1e3;
    let (mate, key, moves, status) = match outcome {
        MateOutcome::Mate { key, moves } => (Some(true), Some(key), Some(moves), Status::Success),
        MateOutcome::NoMate => (Some(false), None, None, Status::Negative),
        MateOutcome::NodeLimit => (None, None, None, Status::Unknown),
    };
    let stopped_by = mate
        .is_none()
        .then(|| if control.is_cancelled() { "interrupted" } else { "node limit" });
    let tree = match (key, moves) {
        (Some(k), Some(m)) if want_tree => Some(searcher.tree(pos, k, m as u8)),
        _ => None,
    };
    Ok(MateAnswer {
        mate,
        stopped_by,
        key: key.map(|k| k.to_string()),
        key_san: key.map(|k| to_san(pos, k)),
        moves,
        nodes: searcher.nodes,
        elapsed_ms,
        tree,
        key_move: key,
        status,
    })
}

/// Leaf counts of the legal-move tree, per first move with `divide`.
#[derive(Clone, Debug, serde::Serialize)]
pub struct PerftAnswer {
    pub fen: String,
    pub depth: u32,
    pub nodes: u64,
    pub seconds: f64,
    /// Per first move (UCI), in generation order; present with `divide`.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "as_map")]
    pub divide: Option<Vec<(String, u64)>>,
}

fn as_map<S: serde::Serializer>(d: &Option<Vec<(String, u64)>>, s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let d = d.as_deref().unwrap_or_default();
    let mut m = s.serialize_map(Some(d.len()))?;
    for (k, v) in d {
        m.serialize_entry(k, v)?;
    }
    m.end()
}

/// Counts the leaves of the legal-move tree to `depth` (at most 12).
pub fn perft(pos: &Position, depth: u32, divide: bool) -> Result<PerftAnswer, Failure> {
    if depth > 12 {
        return Err(Failure::bad_input(format!("depth {depth}: at most 12")));
    }
    let start = Instant::now();
    let (nodes, divide) = if divide && depth > 0 {
        let mut moves = Vec::new();
        legal_moves(pos, &mut moves);
        let per_move: Vec<(String, u64)> = moves
            .into_iter()
            .map(|mv| (mv.to_string(), count_leaves(&play(pos, mv), depth - 1)))
            .collect();
        (per_move.iter().map(|x| x.1).sum(), Some(per_move))
    } else {
        (count_leaves(pos, depth), divide.then(Vec::new))
    };
    Ok(PerftAnswer {
        fen: to_fen(pos),
        depth,
        nodes,
        seconds: start.elapsed().as_secs_f64(),
        divide,
    })
}

/// A proof game's answer: the verdict, the count and the listed games.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ProofGameAnswer {
    pub start: String,
    pub goal: String,
    pub plies: u32,
    /// Whether `plies` was searched for (`--shortest`): then no shorter
    /// length has a game, and `no solution` means none up to `plies`.
    pub shortest_search: bool,
    /// `unique`, `N solutions`, `no solution`, `shorter solution exists (K plies)`, `unknown (…)`.
    pub verdict: String,
    /// The verdict as data: `{"verdict": "shorter-solution-exists", "plies": 16}` and so on.
    pub verdict_detail: ProofGameVerdict,
    /// Games of exactly `plies` plies, exact (decimal); 0 when cooked or unknown.
    pub solutions_count: String,
    /// The listed games (or the shorter game), as numbered SAN movetext.
    pub solutions: Vec<String>,
    /// The same games as UCI moves (what a board steps through).
    pub solutions_uci: Vec<Vec<String>>,
    pub positions_examined: u64,
    pub stored_positions: u64,
    pub seconds: f64,
    /// Threads that counted (positions examined repeat exactly with 1).
    pub threads: usize,
    /// Positions whose games were counted as the product of each colour's
    /// games alone (the colours could no longer meet).
    pub split_positions: u64,
    /// Positions asked of bounds narrowed to the walls their moves left
    /// freeze, and those the narrowed bounds cut.
    pub narrowed_checks: u64,
    pub narrowed_cuts: u64,
    /// This process's peak resident memory so far, in MB.
    pub peak_rss_mb: f64,
    /// Per colour, before any search: its moves, the fewest its pieces
    /// need, the moves to spare and its captures.
    pub ledger: crate::chess::proofgame::Ledger,
    /// The same as one line (`White: 7 moves, at least 7 needed (0 to spare), 0 captures; Black: …`).
    pub ledger_text: String,
    #[serde(skip)]
    pub report: ProofGameReport,
    #[serde(skip)]
    pub status: Status,
}

/// Counts the games of exactly `plies` plies from `start` to the goal's
/// placement (see [`crate::chess::proofgame`]). A goal whose side to move
/// cannot follow `plies` plies is exit 2.
pub fn proof_game(start: &Position, goal: &Goal, plies: u32, opts: &ProofGameOptions) -> Result<ProofGameAnswer, Failure> {
    let turn = turn_after(start, plies);
    if goal.turn.is_some_and(|t| t != turn) {
        return Err(Failure::bad_input(format!(
            "goal: after {plies} plies {} is to move, but the goal FEN says {}",
            turn.name(),
            turn.other().name()
        )));
    }
    let report = crate::chess::proofgame::solve(start, &goal.placement, plies, opts);
    Ok(proof_game_answer(start, goal, report, false))
}

/// The games of the shortest length of at most `up_to` plies from `start`
/// that reach the goal (with its side to move, if given), counted: the
/// composer's "SPG in how many moves, and is it unique?"
/// ([`crate::chess::proofgame::shortest`]).
pub fn shortest_proof_game(start: &Position, goal: &Goal, up_to: u32, opts: &ProofGameOptions) -> ProofGameAnswer {
    let report = crate::chess::proofgame::shortest::solve_shortest(start, &goal.placement, goal.turn, up_to, opts);
    proof_game_answer(start, goal, report, true)
}

/// A count's report as the answer the front ends show.
fn proof_game_answer(start: &Position, goal: &Goal, report: ProofGameReport, shortest_search: bool) -> ProofGameAnswer {
    let plies = report.plies;
    let status = match &report.verdict {
        ProofGameVerdict::NoSolution => Status::Negative,
        ProofGameVerdict::Unknown {
            stopped_by: ProofGameStop::MemoryLimit,
            ..
        } => Status::OutOfMemory,
        ProofGameVerdict::Unknown { .. } => Status::Unknown,
        _ => Status::Success,
    };
    let ledger = crate::chess::proofgame::Ledger::new(start, &goal.placement, plies);
    ProofGameAnswer {
        start: to_fen(start),
        goal: goal_fen(goal),
        plies,
        shortest_search,
        verdict: report.verdict.label(),
        verdict_detail: report.verdict.clone(),
        solutions_count: report.count.to_string(),
        solutions: report.solutions.iter().map(|l| numbered_san(start, l).join(" ")).collect(),
        solutions_uci: report
            .solutions
            .iter()
            .map(|l| l.iter().map(|m| m.to_string()).collect())
            .collect(),
        positions_examined: report.positions_examined,
        stored_positions: report.stored,
        seconds: report.elapsed.as_secs_f64(),
        threads: report.threads,
        split_positions: report.split_positions,
        narrowed_checks: report.narrowed_checks,
        narrowed_cuts: report.narrowed_cuts,
        peak_rss_mb: crate::limits::peak_rss_mb(),
        ledger_text: ledger.line(),
        ledger,
        report,
        status,
    }
}

/// A chess position as the web board draws it.
#[derive(Clone, Debug, serde::Serialize)]
pub struct BoardAnswer {
    pub fen: String,
    pub width: u8,
    pub height: u8,
    /// Every piece: its square, `w` or `b`, and its role letter (`K Q R B N P`).
    pub pieces: Vec<(String, char, char)>,
}

/// Plays UCI `moves` from `start`; an illegal or malformed move is exit 2
/// naming it, its number and why.
pub fn play_line(start: &Position, moves: &[String]) -> Result<BoardAnswer, Failure> {
    let mut pos = start.clone();
    for (i, text) in moves.iter().enumerate() {
        let mv = crate::chess::uci::parse_uci(&pos, text)
            .ok_or_else(|| Failure::bad_input(format!("move {} '{text}': not a UCI move on this board", i + 1)))?;
        if let Some(why) = crate::chess::movegen::explain_illegal(&pos, mv) {
            return Err(Failure::bad_input(format!("move {} {text}: {why}", i + 1)));
        }
        pos = play(&pos, mv);
    }
    let pieces = pos
        .board
        .squares()
        .filter_map(|sq| {
            pos.piece_at(sq).map(|(color, role)| {
                let c = if color == crate::chess::Color::White { 'w' } else { 'b' };
                (sq.to_string(), c, role.char().to_ascii_uppercase())
            })
        })
        .collect();
    Ok(BoardAnswer {
        fen: to_fen(&pos),
        width: pos.board.width(),
        height: pos.board.height(),
        pieces,
    })
}
