//! Solo Chess jobs: read a puzzle, show its captures, solve it (the plan
//! replayed by the independent simulator before it is returned), analyze
//! it, and compose unique puzzles (symmetric copies dropped, each with its
//! solution). Answers serialise to the CLI's `--json` shapes.

use super::{Failure, Status};
use crate::solo::analysis::analyze::{analyze as analyze_puzzle, Analysis, AnalyzeOptions, AnalyzeStop};
use crate::solo::analysis::compose::{canonical_fen, compose_one, ComposeOptions};
use crate::solo::rules::notation::to_solo_fen;
use crate::solo::rules::position::{long_names, replay_plan};
use crate::solo::search::solver::{solve as solve_puzzle, SolveOptions, SolveStats, Verdict};
use crate::solo::{Move, Puzzle, WrittenMove};
use std::time::Instant;

/// Reads a puzzle from its text (a Solo FEN or the thesis format); `name`
/// (a file name, `puzzle`) is what the one-line error calls it.
pub fn parse(text: &str, name: &str) -> Result<Puzzle, Failure> {
    crate::solo::rules::notation::parse_puzzle_text(text).map_err(|e| Failure::bad_input(format!("{name}: {e}")))
}

/// A puzzle as `show --json` and the web board see it.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ShowAnswer {
    pub fen: String,
    pub board: String,
    pub pieces: Vec<ShownPiece>,
    /// Legal captures in long form (`Qe4xd5`).
    pub legal_captures: Vec<String>,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct ShownPiece {
    pub square: String,
    /// `K`, `Q`, `R`, `B`, `N` or `P`.
    pub role: char,
    /// Captures left: a number, or `-` for unlimited.
    pub budget: String,
}

/// The puzzle's pieces and legal captures.
pub fn show(p: &Puzzle) -> ShowAnswer {
    let pos = p.position();
    ShowAnswer {
        fen: to_solo_fen(p),
        board: p.board().to_string(),
        pieces: p
            .pieces()
            .iter()
            .map(|x| ShownPiece {
                square: x.square.to_string(),
                role: x.role.letter(),
                budget: x.budget.to_string(),
            })
            .collect(),
        legal_captures: pos
            .legal_captures()
            .iter()
            .map(|m| m.long(pos.at(m.from).map(|x| x.0).expect("a legal capture starts on a piece")))
            .collect(),
    }
}

/// A native solve: the verdict, the plan and the search's effort.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SolveAnswer {
    /// true (a plan follows), false (proven unsolvable), null (a limit was reached).
    pub solvable: Option<bool>,
    /// What stopped an undecided search: "time limit", "node limit" or
    /// "interrupted" (Ctrl-C, SIGTERM or a cancelled handle); null when decided.
    pub stopped_by: Option<&'static str>,
    /// The captures in long form (`Qe4xd5`).
    pub plan: Vec<String>,
    pub stats: SolveStats,
    #[serde(skip)]
    pub moves: Vec<Move>,
    #[serde(skip)]
    pub status: Status,
}

/// Solves a puzzle natively. A plan the independent simulator rejects is
/// never returned: that is an internal error (exit 6).
pub fn solve(p: &Puzzle, opts: &SolveOptions) -> Result<SolveAnswer, Failure> {
    let (verdict, stats) = solve_puzzle(p, opts);
    let (solvable, moves, status) = match verdict {
        Verdict::Solved(moves) => {
            let written: Vec<WrittenMove> = moves.iter().map(|&mv| WrittenMove { mv, role: None }).collect();
            let replay = replay_plan(p, &written);
            if !replay.is_valid() {
                return Err(Failure::new(
                    Status::PlanInvalid,
                    format!("internal error: solver plan fails validation: {replay}"),
                ));
            }
            (Some(true), moves, Status::Success)
        }
        Verdict::Unsolvable => (Some(false), vec![], Status::Negative),
        Verdict::Unknown => (None, vec![], Status::Unknown),
    };
    // The solver's verdict does not say which limit ended it; the handle
    // and the node count do (a cancel is checked first: it may come after
    // either limit was near).
    let stopped_by = solvable.is_none().then(|| {
        if opts.control.is_cancelled() {
            "interrupted"
        } else if opts.node_limit.is_some_and(|n| stats.nodes >= n) {
            "node limit"
        } else {
            "time limit"
        }
    });
    Ok(SolveAnswer {
        solvable,
        stopped_by,
        plan: long_names(p, &moves),
        stats,
        moves,
        status,
    })
}

/// The exit status of an analysis: 0 solvable, 1 not, 3 stopped by a
/// limit or a cancel, 4 stopped by the memory limit.
pub fn analysis_status(a: &Analysis) -> Status {
    match (a.stopped_by, a.complete.then(|| !a.solutions.is_zero())) {
        (Some(AnalyzeStop::MemoryLimit), _) => Status::OutOfMemory,
        (Some(_), _) | (None, None) => Status::Unknown,
        (None, Some(false)) => Status::Negative,
        (None, Some(true)) => Status::Success,
    }
}

/// Analyses a puzzle (see [`crate::solo::analysis::analyze`]).
pub fn analyze(p: &Puzzle, opts: AnalyzeOptions) -> (Analysis, Status) {
    let a = analyze_puzzle(p, opts);
    let status = analysis_status(&a);
    (a, status)
}

/// The analysis policy of printed material (book pages, web hints): at
/// most 2,000,000 positions and 1 GiB, so a page never waits long.
pub fn bounded_analysis(p: &Puzzle, control: crate::limits::Control) -> Analysis {
    analyze_puzzle(
        p,
        AnalyzeOptions {
            memory_bytes: Some(1 << 30),
            control,
            ..AnalyzeOptions::states(2_000_000)
        },
    )
}

/// One composed puzzle with its full analysis and a solution.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ComposedPuzzle {
    #[serde(rename = "puzzle", serialize_with = "fen_of")]
    pub puzzle: Puzzle,
    pub solutions: crate::solo::analysis::count::SolutionCount,
    pub rating: f64,
    pub candidates: u64,
    pub seconds: f64,
    /// A solution in long form; empty if the time ran out before it was found.
    pub solution: Vec<String>,
    pub analysis: Analysis,
}

fn fen_of<S: serde::Serializer>(p: &Puzzle, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&to_solo_fen(p))
}

/// Refuses options no puzzle can meet (exit 2, one line naming the option).
pub fn check_compose(opts: &ComposeOptions) -> Result<(), Failure> {
    let board = opts.board;
    if board.area() < 2 {
        return Err(Failure::bad_input(format!(
            "board {board}: a puzzle needs at least 2 squares"
        )));
    }
    if opts.pieces < 2 || opts.pieces > board.area() as usize {
        return Err(Failure::bad_input(format!(
            "pieces {}: from 2 to {} on a {board} board",
            opts.pieces,
            board.area()
        )));
    }
    if !opts.unique && opts.min_rating.is_none() {
        return Err(Failure::bad_input("compose: ask for unique puzzles and/or a minimum rating"));
    }
    Ok(())
}

/// Composes up to `count` distinct puzzles (no two symmetric images of one
/// another), each within `time_limit` of its own start; `on_each` hears
/// each as it is found. Returns the puzzles and whether all `count` were
/// found.
pub fn compose(
    opts: &ComposeOptions,
    count: usize,
    seed: u64,
    time_limit: crate::limits::TimeLimit,
    mut on_each: impl FnMut(&ComposedPuzzle) -> Result<(), Failure>,
) -> Result<(Vec<ComposedPuzzle>, bool), Failure> {
    use rand::SeedableRng;
    check_compose(opts)?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    while out.len() < count {
        let t0 = Instant::now();
        let deadline = time_limit.deadline(t0);
        let Some(c) = compose_one(opts, &mut rng, deadline) else {
            return Ok((out, false));
        };
        if !seen.insert(canonical_fen(&c.puzzle)) {
            continue; // a symmetric copy of one already found
        }
        // Within what is left of the limit (the puzzle is known solvable).
        let solve_opts = SolveOptions {
            time_limit: deadline.map(|d| d.saturating_duration_since(Instant::now())),
            control: opts.control.clone(),
            ..Default::default()
        };
        let solution = match solve_puzzle(&c.puzzle, &solve_opts).0 {
            Verdict::Solved(m) => long_names(&c.puzzle, &m),
            _ => vec![],
        };
        let composed = ComposedPuzzle {
            solutions: c.analysis.solutions.clone(),
            rating: c.analysis.rating.unwrap_or(0.0),
            candidates: c.candidates,
            seconds: t0.elapsed().as_secs_f64(),
            solution,
            analysis: c.analysis,
            puzzle: c.puzzle,
        };
        on_each(&composed)?;
        out.push(composed);
    }
    Ok((out, true))
}

/// A position reached by play: the pieces and captures left, and whether
/// the puzzle is solved (one piece) or stuck (no capture, more than one).
#[derive(Clone, Debug, serde::Serialize)]
pub struct PlayAnswer {
    #[serde(flatten)]
    pub position: ShowAnswer,
    pub width: u8,
    pub height: u8,
    /// `playing`, `solved` or `stuck`.
    pub state: &'static str,
    pub moves_played: usize,
}

/// Plays `moves` (long or short capture notation) from the puzzle's start.
/// A malformed or illegal move is exit 2 naming it and its number.
pub fn play(p: &Puzzle, moves: &[String]) -> Result<PlayAnswer, Failure> {
    let mut pos = p.position();
    for (i, text) in moves.iter().enumerate() {
        let m = crate::solo::rules::notation::parse_move(p.board(), text)
            .map_err(|e| Failure::bad_input(format!("move {} '{text}': {e}", i + 1)))?;
        pos.apply(m)
            .map_err(|e| Failure::bad_input(format!("move {} '{text}': {e}", i + 1)))?;
    }
    let now = pos.to_puzzle(p.default_budget());
    let shown = show(&now);
    let state = match (pos.is_solved(), shown.legal_captures.is_empty()) {
        (true, _) => "solved",
        (false, true) => "stuck",
        (false, false) => "playing",
    };
    Ok(PlayAnswer {
        position: shown,
        width: p.board().width(),
        height: p.board().height(),
        state,
        moves_played: moves.len(),
    })
}

/// A hint for the position: level 1 names a piece that moves first in
/// some solution, level 2 the capture, level 3 a whole solution; every
/// capture is also marked winning or losing (the analyze view's arrows).
#[derive(Clone, Debug, serde::Serialize)]
pub struct HintAnswer {
    pub level: u8,
    /// The square of a piece that starts a solution (level ≥ 1).
    pub piece: Option<String>,
    /// A winning capture (level ≥ 2).
    pub capture: Option<String>,
    /// A whole solution (level 3).
    pub solution: Vec<String>,
    /// Captures that keep the puzzle solvable, and those that lose it.
    pub winning: Vec<String>,
    pub losing: Vec<String>,
    /// Whether the bounded analysis finished (else the marks are partial).
    pub complete: bool,
    pub solutions: crate::solo::analysis::count::SolutionCount,
    pub rating: Option<f64>,
}

/// The hint of level 1..=3 for a puzzle (within [`bounded_analysis`]).
pub fn hint(p: &Puzzle, level: u8, control: crate::limits::Control) -> Result<HintAnswer, Failure> {
    if !(1..=3).contains(&level) {
        return Err(Failure::bad_input(format!("hint level {level}: 1, 2 or 3")));
    }
    let a = bounded_analysis(p, control.clone());
    // A capture the bounded analysis did not finish is in neither list.
    let winning: Vec<_> = a.moves.iter().filter(|m| m.solvable == Some(true)).collect();
    let losing: Vec<_> = a.moves.iter().filter(|m| m.solvable == Some(false)).collect();
    let first = winning.first().map(|m| m.capture.clone());
    let solution = if level == 3 {
        let opts = SolveOptions {
            control,
            time_limit: Some(std::time::Duration::from_secs(10)),
            ..Default::default()
        };
        solve(p, &opts)?.plan
    } else {
        vec![]
    };
    Ok(HintAnswer {
        level,
        // `Qe4xd5`: the piece stands on the two characters after its letter.
        piece: first.as_ref().map(|c| c[1..3].to_string()),
        capture: first.filter(|_| level >= 2),
        solution,
        winning: winning.iter().map(|m| m.capture.clone()).collect(),
        losing: losing.iter().map(|m| m.capture.clone()).collect(),
        complete: a.complete,
        solutions: a.solutions.clone(),
        rating: a.rating,
    })
}

/// The puzzle of the day: a generated puzzle of 6 to 12 pieces (by the
/// day of the week) seeded by the date, the same for everyone that day.
pub fn daily(year: i32, month: u32, day: u32) -> Puzzle {
    use rand::SeedableRng;
    let seed = (year as u64) * 10_000 + u64::from(month) * 100 + u64::from(day);
    let pieces = 6 + (seed % 7) as usize;
    let opts = crate::solo::analysis::generator::GenerateOptions {
        pieces,
        board: crate::board::Board::STANDARD,
        budget: crate::solo::Budget::Limited(2),
        king: true,
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    crate::solo::analysis::generator::generate(&opts, &mut rng)
        .expect("6 to 12 pieces fit on 8x8")
        .puzzle
}

/// Trains a move-ordering model on generated puzzles: exact labels from
/// strong solving, or Q-learning with `q_episodes` episodes per puzzle.
/// The model records its held-out figures (`trained`), so a model file
/// says how good it was.
pub fn train(
    options: &crate::solo::learning::train::TrainOptions,
    q_episodes: Option<usize>,
) -> Result<(crate::solo::learning::train::TrainReport, crate::solo::search::learned::Model), Failure> {
    if options.per_level == 0 || options.levels.is_empty() {
        return Err(Failure::bad_input("--levels and --per-level: give at least one puzzle"));
    }
    let report = match q_episodes {
        None => crate::solo::learning::train::train(options),
        Some(episodes_per_puzzle) => crate::solo::learning::qlearn::train_q(
            options,
            &crate::solo::learning::qlearn::QOptions {
                episodes_per_puzzle,
                ..Default::default()
            },
        ),
    }
    .map_err(Failure::bad_input)?;
    let mut model = report.model.clone();
    model.trained["held_out_top1"] = serde_json::json!(report.held_out_top1);
    model.trained["held_out_random_top1"] = serde_json::json!(report.held_out_random_top1);
    model.trained["puzzles"] = serde_json::json!(report.puzzles);
    Ok((report, model))
}

/// An analysis as the text `analyze` prints: completeness, the counts,
/// random play's chance, the only-move decisions, the rating, and each
/// capture from the start with its solutions and random play's chance.
pub fn analysis_report(a: &Analysis) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    if let Some(stop) = a.stopped_by {
        let what = match stop {
            AnalyzeStop::StateLimit => "the state limit",
            AnalyzeStop::TimeLimit => "the time limit",
            AnalyzeStop::MemoryLimit => "the memory limit",
            AnalyzeStop::Interrupted => "an interrupt (Ctrl-C or SIGTERM)",
        };
        _ = writeln!(
            out,
            "incomplete: {what} stopped the analysis after {} positions; figures below are partial",
            a.positions
        );
    }
    match (a.reachable, a.dead_ends) {
        (Some(r), Some(d)) => _ = writeln!(
 out,"reachable positions {r}, solvable {}, dead ends {d}", a.solvable),
        _ => _ = writeln!(
 out,
            "solvable positions {}, positions explored {} (dead ends the solver's rules prove dead are cut off; --all-positions counts them all)",
            a.solvable, a.positions
        ),
    }
    _ = writeln!(out, "solutions {} (distinct final positions {})", a.solutions, a.finals);
    match &a.random_solve_exact {
        Some(f) => {
            _ = writeln!(
                out,
                "random play solves it with probability {:.6} (exactly {f})",
                a.random_solve
            )
        }
        None => _ = writeln!(out, "random play solves it with probability {:.6}", a.random_solve),
    }
    _ = writeln!(out, "only-move decisions on the luckiest solution: {}", a.only_move_decisions);
    match a.first_only_move {
        Some(m) => _ = writeln!(out, "earliest only-move decision on any solution: move {m}"),
        None => _ = writeln!(out, "no solution meets an only-move decision"),
    }
    match a.rating {
        Some(r) => _ = writeln!(out, "rating {r:.2} ({})", crate::solo::analysis::band::Band::of(r).name()),
        None => _ = writeln!(out, "rating - (unsolvable or incomplete)"),
    }
    _ = writeln!(out, "captures from the start:");
    for m in &a.moves {
        _ = writeln!(
            out,
            "  {:<10} {:<10} solutions {:<8} random-play {}",
            m.capture,
            match m.solvable {
                Some(true) => "solvable",
                Some(false) => "loses",
                None => "unknown",
            },
            if m.solvable.is_some() {
                m.solutions.to_string()
            } else {
                "?".into()
            },
            probability(m.random_solve)
        );
    }
    out
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
