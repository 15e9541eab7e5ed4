//! Command-line definitions (clap derive) and nothing else: the commands
//! themselves live in `commands`.

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

/// Chess puzzles as classical planning problems, and native solvers to compare with.
#[derive(Parser, Debug)]
#[command(name = "solopddl", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print a puzzle: board diagram, pieces with budgets, legal captures.
    Show {
        /// A puzzle file (Solo FEN or the thesis format) or a Solo FEN string.
        puzzle: String,
    },
    /// Solve a Solo Chess puzzle exactly with the native solver.
    Solve(SolveArgs),
    /// Replay a plan (moves or PDDL actions) and report the first failing step.
    Validate {
        /// The plan file: one move per line (e4d5 or Qe4xd5), or a planner plan.
        plan: PathBuf,
        /// The puzzle the plan is for (a `.chess` file for single-player chess).
        #[arg(long)]
        puzzle: String,
    },
    /// Generate random solvable puzzles by reverse expansion.
    Generate(GenerateArgs),
    /// Strongly solve a puzzle: reachable/solvable positions, solution count, winning moves, difficulty.
    Analyze(AnalyzeArgs),
    /// Compose puzzles with a unique solution and/or a minimum difficulty rating.
    Compose(ComposeArgs),
    /// Write a puzzle as PDDL domain and problem files.
    Export(ExportArgs),
    /// Plan a puzzle with Fast Downward, map the plan back and validate it.
    Plan(PlanArgs),
    /// Benchmarks: the native solver alone, or native against the planner.
    #[command(subcommand)]
    Bench(BenchCommand),
    /// Single-player chess on boards from 3x3 to 8x8.
    #[command(subcommand)]
    Chess(ChessCommand),
}

#[derive(Subcommand, Debug)]
pub enum ChessCommand {
    /// Count the leaf nodes of the legal move tree (perft).
    Perft {
        /// A FEN (any board from 3x3 to 8x8).
        fen: String,
        depth: u32,
        /// Print the count below each legal move.
        #[arg(long)]
        divide: bool,
    },
    /// Find a sequence of legal moves (both colours) from a start to a goal placement.
    Solve {
        /// A `.chess` problem file (start and goal FENs); or give --start and --goal.
        #[arg(required_unless_present_all = ["start", "goal"], conflicts_with_all = ["start", "goal"])]
        problem: Option<PathBuf>,
        #[arg(long, requires = "goal")]
        start: Option<String>,
        /// The goal FEN: its placement, and its side to move if the FEN gives one.
        #[arg(long, requires = "start")]
        goal: Option<String>,
        /// astar and bfs give shortest plans; wastar:W (f = g + W·h) and gbfs are faster.
        #[arg(long, default_value = "astar")]
        search: String,
        /// Stop with `unknown` after storing this many positions.
        #[arg(long, default_value_t = 50_000_000)]
        max_states: usize,
        /// Stop with `out of memory` before the search's tables exceed this size (e.g. 512M, 4G).
        #[arg(long, default_value = "4G")]
        memory_limit: String,
        /// Stop with `unknown` after this many seconds.
        #[arg(long)]
        time_limit: Option<f64>,
        #[arg(long)]
        json: bool,
    },
    /// Replay UCI or SAN moves from a start position and check that they reach the goal.
    Validate {
        plan: std::path::PathBuf,
        #[arg(long)]
        start: String,
        #[arg(long)]
        goal: String,
    },
    /// Find a move that forces checkmate in at most N moves against every defence.
    Mate {
        /// The position; the side to move is the attacker.
        fen: String,
        /// The number of the attacker's moves, mating move included.
        #[arg(long)]
        moves: u32,
        /// Print the full solution tree: every defence and the attacker's answer.
        #[arg(long)]
        tree: bool,
        /// Stop with `unknown` after visiting this many positions.
        #[arg(long, default_value_t = 100_000_000)]
        max_nodes: u64,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    /// A puzzle file (Solo FEN or the thesis format) or a Solo FEN string.
    pub puzzle: String,
    /// Stop after this many distinct positions; the figures are then partial (exit 3).
    #[arg(long, default_value_t = 20_000_000)]
    pub max_states: u64,
    /// Also give the random-play probability as an exact fraction (slower).
    #[arg(long)]
    pub exact: bool,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct ComposeArgs {
    /// Pieces per puzzle.
    #[arg(long)]
    pub pieces: usize,
    #[arg(long, default_value = "8x8")]
    pub board: String,
    /// Capture budget of every piece (a number, or - for unlimited).
    #[arg(long, default_value = "2")]
    pub budget: String,
    /// Puzzles without a king.
    #[arg(long)]
    pub no_king: bool,
    /// Exactly one solution (one move sequence).
    #[arg(long)]
    pub unique: bool,
    /// At least this difficulty rating (see README).
    #[arg(long)]
    pub min_rating: Option<f64>,
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write each puzzle as a .solo file here (with its figures as comments) instead of printing Solo FENs.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Give up after this many seconds per puzzle (exit 3).
    #[arg(long, default_value_t = 600.0)]
    pub time_limit: f64,
    /// State limit of each candidate's analysis (candidates over it are skipped).
    #[arg(long, default_value_t = 2_000_000)]
    pub max_states: u64,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    pub puzzle: String,
    /// Move ordering: rank, attack, center, random (the thesis's) or best.
    #[arg(long, default_value = "best")]
    pub heuristic: String,
    /// Seed of the random tie-breaking.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Give up after this many seconds (prints `unknown`).
    #[arg(long)]
    pub time_limit: Option<f64>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Number of pieces per puzzle.
    #[arg(long)]
    pub pieces: usize,
    /// Number of puzzles.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Board size as WxH (each 1..8).
    #[arg(long, default_value = "8x8")]
    pub board: String,
    /// Capture budget of every piece: a number or `-` (unlimited).
    #[arg(long, default_value = "2", allow_hyphen_values = true)]
    pub budget: String,
    /// Start from a random non-king piece instead of a king.
    #[arg(long)]
    pub no_king: bool,
    /// Write one file per puzzle into this directory instead of stdout.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// What `export` and `plan` work on: a puzzle or problem file, or a chess start and goal.
#[derive(Args, Debug)]
pub struct TaskArgs {
    /// A Solo Chess puzzle (file or Solo FEN) or a `.chess` problem file.
    #[arg(required_unless_present_all = ["start", "goal"], conflicts_with_all = ["start", "goal"])]
    pub puzzle: Option<String>,
    /// Single-player chess: the start FEN (with --goal, instead of a problem file).
    #[arg(long, requires = "goal")]
    pub start: Option<String>,
    /// Single-player chess: the goal FEN (a placement; a side to move if given).
    #[arg(long, requires = "start")]
    pub goal: Option<String>,
}

#[derive(Args, Debug)]
pub struct ExportArgs {
    #[command(flatten)]
    pub task: TaskArgs,
    /// PDDL encoding: squares or objects.
    #[arg(long, default_value = "squares")]
    pub encoding: String,
    /// Directory for domain.pddl and problem.pddl.
    #[arg(long, conflicts_with_all = ["domain", "problem"])]
    pub out: Option<PathBuf>,
    /// Domain file to write.
    #[arg(long, requires = "problem")]
    pub domain: Option<PathBuf>,
    /// Problem file to write.
    #[arg(long, requires = "domain")]
    pub problem: Option<PathBuf>,
}

#[derive(Args, Debug, Clone)]
pub struct PlannerArgs {
    /// The planner to run (only fast-downward).
    #[arg(long, default_value = "fast-downward")]
    pub planner: String,
    /// Path of Fast Downward's driver (fast-downward.py) or an executable wrapper.
    #[arg(long)]
    pub planner_path: Option<PathBuf>,
    /// A Fast Downward alias, e.g. lama-first.
    #[arg(long, conflicts_with = "search")]
    pub alias: Option<String>,
    /// A Fast Downward search string, e.g. "astar(blind())".
    #[arg(long)]
    pub search: Option<String>,
    /// Planner time limit in seconds (Fast Downward's own limit, plus a hard kill).
    #[arg(long, default_value_t = 300.0)]
    pub time_limit: f64,
    /// Planner memory limit, e.g. 2G or 512M.
    #[arg(long, default_value = "4G")]
    pub memory_limit: String,
}

#[derive(Args, Debug)]
pub struct PlanArgs {
    #[command(flatten)]
    pub task: TaskArgs,
    #[command(flatten)]
    pub planner: PlannerArgs,
    /// PDDL encoding: squares or objects.
    #[arg(long, default_value = "squares")]
    pub encoding: String,
    /// Keep the planner's files in this directory.
    #[arg(long)]
    pub keep: Option<PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Subcommand, Debug)]
pub enum BenchCommand {
    /// Native solver: backtracks, nodes and time per level and heuristic.
    Native(BenchNativeArgs),
    /// Native solver against Fast Downward on the same puzzles, interleaved.
    Compare(BenchCompareArgs),
    /// Single-player chess: native searches (and planner configurations) on `.chess` problems.
    Chess(BenchChessArgs),
    /// Strong solutions: analysis time and difficulty per level (folder or generated puzzles),
    /// and optionally composed unique puzzles per level.
    Analyze(BenchAnalyzeArgs),
}

#[derive(Args, Debug)]
pub struct BenchAnalyzeArgs {
    /// Analyse the puzzles of this folder (recursively) instead of generating them.
    #[arg(long)]
    pub dir: Option<PathBuf>,
    /// Levels (piece counts) of generated puzzles, A..B or a comma list.
    #[arg(long, default_value = "4..14")]
    pub levels: String,
    #[arg(long, default_value_t = 100)]
    pub per_level: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Also compose this many unique-solution puzzles per level in --compose-levels.
    #[arg(long, default_value_t = 0)]
    pub compose: usize,
    /// Levels of the composed puzzles.
    #[arg(long, default_value = "6,8,10,12")]
    pub compose_levels: String,
    /// Seconds per composed puzzle before giving up.
    #[arg(long, default_value_t = 300.0)]
    pub compose_time_limit: f64,
    /// State limit per analysis.
    #[arg(long, default_value_t = 50_000_000)]
    pub max_states: u64,
    /// Folder for CSV, Markdown and SVG.
    #[arg(long, default_value = "bench-results")]
    pub out: PathBuf,
}

#[derive(Args, Debug)]
pub struct BenchChessArgs {
    /// `.chess` files or folders of them [default: problems/chess].
    pub problems: Vec<PathBuf>,
    /// Comma list of native searches: astar, bfs, gbfs, wastar:W.
    #[arg(long, default_value = "astar,wastar:1.5")]
    pub searches: String,
    /// A Fast Downward search string to run too (repeatable).
    #[arg(long = "config", default_values_t = [String::from("eager_greedy([ff(axioms=approximate_negative)])")])]
    pub configs: Vec<String>,
    /// Native searches only (no planner).
    #[arg(long)]
    pub native_only: bool,
    /// Path of Fast Downward's driver (default: discovered).
    #[arg(long)]
    pub planner_path: Option<PathBuf>,
    /// Runs per problem and solver (interleaved); medians are reported.
    #[arg(long, default_value_t = 1)]
    pub runs: usize,
    /// Seconds per run.
    #[arg(long, default_value_t = 60.0)]
    pub time_limit: f64,
    /// Memory per run, e.g. 4G.
    #[arg(long, default_value = "4G")]
    pub memory_limit: String,
    /// Folder for the CSV, Markdown and SVG results.
    #[arg(long, default_value = "bench-results")]
    pub out: PathBuf,
}

#[derive(Args, Debug)]
pub struct BenchNativeArgs {
    /// Levels (piece counts) as A..B or a comma list [default for generated puzzles: 4..14].
    #[arg(long)]
    pub levels: Option<String>,
    #[arg(long, default_value_t = 100)]
    pub per_level: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Comma list of heuristics.
    #[arg(long, default_value = "random,rank,attack,center,best")]
    pub heuristics: String,
    /// Runs of the random heuristic per puzzle, averaged.
    #[arg(long, default_value_t = 5)]
    pub random_runs: usize,
    /// Read puzzles from this folder (recursively) instead of generating them.
    #[arg(long)]
    pub dir: Option<PathBuf>,
    /// Board size of generated puzzles.
    #[arg(long, default_value = "8x8")]
    pub board: String,
    /// Per-run time limit in seconds.
    #[arg(long, default_value_t = 60.0)]
    pub time_limit: f64,
    /// CSV file with one row per puzzle and heuristic.
    #[arg(long)]
    pub csv: Option<PathBuf>,
    /// Hide the progress bar.
    #[arg(long)]
    pub quiet: bool,
}

#[derive(Args, Debug)]
pub struct BenchCompareArgs {
    #[arg(long, default_value = "4..12")]
    pub levels: String,
    #[arg(long, default_value_t = 20)]
    pub per_level: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Comma list of Fast Downward configurations: aliases or `search:<string>`.
    #[arg(long, default_value = "lama-first")]
    pub configs: String,
    /// Comma list of encodings.
    #[arg(long, default_value = "squares,objects")]
    pub encodings: String,
    #[arg(long)]
    pub planner_path: Option<PathBuf>,
    #[arg(long, default_value = "fast-downward")]
    pub planner: String,
    /// Planner time limit per run, in seconds.
    #[arg(long, default_value_t = 60.0)]
    pub time_limit: f64,
    #[arg(long, default_value = "4G")]
    pub memory_limit: String,
    /// Board size of generated puzzles.
    #[arg(long, default_value = "8x8")]
    pub board: String,
    /// Capture budget of generated puzzles.
    #[arg(long, default_value = "2", allow_hyphen_values = true)]
    pub budget: String,
    /// Generate puzzles without a king.
    #[arg(long)]
    pub no_king: bool,
    /// Also mix in unsolvable variants (a random piece's budget lowered).
    #[arg(long)]
    pub with_unsolvable: bool,
    #[arg(long)]
    pub csv: Option<PathBuf>,
    #[arg(long)]
    pub svg: Option<PathBuf>,
    #[arg(long)]
    pub quiet: bool,
}
