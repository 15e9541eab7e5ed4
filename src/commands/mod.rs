//! The commands behind the CLI: each turns validated arguments into output
//! and an exit status. Errors carry their exit status in [`Failure`].

pub mod bench;
pub mod bench_analyze;
pub mod bench_chess;
pub mod chess;
pub mod compose;
pub mod planning;
pub mod solo;

use crate::cli::{Cli, Command};
use crate::solo::notation::parse_puzzle_text;
use crate::solo::Puzzle;
use std::fmt;
use std::path::Path;

/// Documented exit statuses (see the README).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Solved, valid, plan found and validated.
    Success = 0,
    /// Proven unsolvable, or the plan is invalid.
    Negative = 1,
    /// Bad input: malformed puzzle, plan, FEN or arguments.
    BadInput = 2,
    /// A time or node limit was reached: no verdict.
    Unknown = 3,
    /// Out of memory: no verdict.
    OutOfMemory = 4,
    /// The planner's search ended without a plan and without a proof.
    Incomplete = 5,
    /// The planner's plan does not validate (an encoding bug).
    PlanInvalid = 6,
    /// The planner does not support the configuration.
    Unsupported = 7,
    /// The planner crashed or reported an error.
    PlannerError = 8,
    /// The planner was not found.
    PlannerMissing = 9,
}

/// An error with its exit status; the message is one line.
#[derive(Debug)]
pub struct Failure {
    pub status: Status,
    pub message: String,
}

impl Failure {
    pub fn new(status: Status, message: impl Into<String>) -> Failure {
        Failure {
            status,
            message: message.into(),
        }
    }
    pub fn bad_input(message: impl Into<String>) -> Failure {
        Failure::new(Status::BadInput, message)
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}
impl std::error::Error for Failure {}

/// Runs a parsed command line; `Ok` carries the exit status of a normal run.
pub fn run(cli: Cli) -> anyhow::Result<Status> {
    match cli.command {
        Command::Show { puzzle } => solo::show(&puzzle),
        Command::Solve(a) => solo::solve(a),
        Command::Validate { plan, puzzle } if puzzle.ends_with(".chess") => {
            let p = chess::load_problem(Path::new(&puzzle))?;
            chess::validate_against(&plan, &p.start, &p.goal)
        }
        Command::Validate { plan, puzzle } => solo::validate(&plan, &puzzle),
        Command::Generate(a) => solo::generate(a),
        Command::Analyze(a) => compose::analyze(a),
        Command::Compose(a) => compose::compose(a),
        Command::Export(a) => planning::export(a),
        Command::Plan(a) => planning::plan(a),
        Command::Bench(b) => bench::run(b),
        Command::Chess(c) => chess::run(c),
    }
}

/// Appends every file under `path` (the path itself if it is a file),
/// recursively; a folder that cannot be read is returned with its error.
pub fn files_under(path: &Path, out: &mut Vec<std::path::PathBuf>) -> Result<(), (std::path::PathBuf, std::io::Error)> {
    if !path.is_dir() {
        out.push(path.to_path_buf());
        return Ok(());
    }
    let rd = std::fs::read_dir(path).map_err(|e| (path.to_path_buf(), e))?;
    for entry in rd.flatten() {
        files_under(&entry.path(), out)?;
    }
    Ok(())
}

/// Reads a file, naming it in the error.
pub fn read_file(path: &Path, what: &str) -> Result<String, Failure> {
    std::fs::read_to_string(path).map_err(|e| Failure::bad_input(format!("{what} '{}': cannot read: {e}", path.display())))
}

/// Loads a puzzle argument: an existing file (either format) or a Solo FEN string.
pub fn load_puzzle(arg: &str) -> Result<Puzzle, Failure> {
    let path = Path::new(arg);
    if path.is_file() {
        let text = read_file(path, "puzzle")?;
        return parse_puzzle_text(&text).map_err(|e| Failure::bad_input(format!("puzzle '{arg}': {e}")));
    }
    if path.is_dir() {
        return Err(Failure::bad_input(format!(
            "puzzle '{arg}': is a directory, not a puzzle file"
        )));
    }
    crate::solo::notation::parse_solo_fen(arg).map_err(|e| {
        let looks_like_file = !arg.contains(char::is_whitespace) && (arg.ends_with(".txt") || arg.ends_with(".solo"));
        if looks_like_file {
            Failure::bad_input(format!("puzzle '{arg}': no such file"))
        } else {
            Failure::bad_input(format!("puzzle '{arg}': {e}"))
        }
    })
}

/// Parses `WxH`.
pub fn parse_board(s: &str) -> Result<crate::board::Board, Failure> {
    let bad = || Failure::bad_input(format!("board '{s}': expected WxH with W and H in 1..8"));
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(bad)?;
    let (w, h) = (w.parse::<u8>().map_err(|_| bad())?, h.parse::<u8>().map_err(|_| bad())?);
    crate::board::Board::new(w, h).ok_or_else(bad)
}

/// Parses levels as `A..B` (inclusive) or a comma list.
pub fn parse_levels(s: &str) -> Result<Vec<usize>, Failure> {
    let bad = || Failure::bad_input(format!("levels '{s}': expected A..B or a comma list of piece counts"));
    let v: Vec<usize> = if let Some((a, b)) = s.split_once("..") {
        let (a, b) = (a.parse::<usize>().map_err(|_| bad())?, b.parse::<usize>().map_err(|_| bad())?);
        (a..=b).collect()
    } else {
        s.split(',')
            .map(|x| x.trim().parse::<usize>().map_err(|_| bad()))
            .collect::<Result<_, _>>()?
    };
    if v.is_empty() || v.iter().any(|&n| n == 0 || n > 64) {
        return Err(bad());
    }
    Ok(v)
}
