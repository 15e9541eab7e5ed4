//! Command-line definitions (clap derive): every value is parsed here,
//! once, into a typed value ([`values`], the limit types, the library's own
//! `FromStr` types), and each flag group becomes the library options it
//! stands for in [`options`]; the commands live in `commands`.

pub mod bench;
pub mod chess;
pub mod common;
pub mod generated;
pub mod options;
pub mod suite;
pub mod values;

pub use bench::*;
pub use chess::*;
pub use common::{PlannerArgs, ShapeArgs};
pub use suite::*;

use crate::limits::{MemoryLimit, TimeLimit};
use crate::pddl::Encoding;
use crate::planner::Search;
use crate::solo::search::heuristics::Heuristic;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

/// Chess puzzles as classical planning problems, and native solvers to compare with.
#[derive(Parser, Debug)]
#[command(
    name = "solopddl",
    version,
    about,
    long_about = None,
    after_help = "Exit codes: 0 solved/valid, 1 unsolvable/invalid plan, 2 bad input (usage errors included), \
3 limit reached or interrupted, 4 out of memory, 5 incomplete search, 6 planner plan fails validation, \
7 unsupported configuration, 8 planner error, 9 planner not found, 10 output could not be written. See README."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print a puzzle: board diagram, pieces with budgets, legal captures.
    #[command(
        after_help = "Examples:\n  solopddl show 8/8/2N5/3Q4/8/1R6/3KP3/8\n  solopddl show problems/solo/n12-s7-0001.solo --svg n12.svg"
    )]
    Show {
        /// A puzzle file (Solo FEN or the thesis format) or a Solo FEN string.
        puzzle: String,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Also draw the puzzle as an SVG diagram (each piece's captures left on a badge).
        #[arg(long)]
        svg: Option<PathBuf>,
        /// Overwrite --svg if it exists.
        #[arg(long)]
        force: bool,
    },
    /// Solve a Solo Chess puzzle exactly with the native solver.
    Solve(SolveArgs),
    /// Replay a plan (moves or PDDL actions) and report the first failing step; with --pddl, VAL checks it too.
    #[command(
        after_help = "Examples:\n  solopddl validate plan.txt --puzzle problems/solo/n04-s7-0001.solo\n  \
solopddl validate sas_plan --puzzle problems/chess/thesis-4x4/row-7.chess\n  \
solopddl validate sas_plan --pddl domain.pddl problem.pddl\n  \
solopddl validate sas_plan --pddl domain.pddl problem.pddl --puzzle problems/solo/n12-s7-0001.solo\n\n\
A malformed plan exits 2, a well-formed plan with an illegal move or a missed goal exits 1; \
with both --puzzle and --pddl, a plan the native replay and VAL judge differently exits 6; \
VAL missing exits 9, VAL out of time exits 3."
    )]
    Validate {
        /// The plan file: one move per line (e4d5 or Qe4xd5; UCI or SAN for chess), or a planner plan
        /// ("(a b)" lines, IPC "0: (a b) [1]" or FF "step 0: A B").
        plan: PathBuf,
        /// The puzzle the plan is for (a `.chess` problem file for single-player chess).
        #[arg(long, required_unless_present = "pddl")]
        puzzle: Option<String>,
        /// Check the planner plan with VAL against this PDDL domain and problem.
        #[arg(long, num_args = 2, value_names = ["DOMAIN", "PROBLEM"])]
        pddl: Option<Vec<PathBuf>>,
        /// VAL's Validate binary [default: $SOLOPDDL_VAL, Validate on PATH, or .venv/bin/Validate].
        #[arg(long, requires = "pddl")]
        val_path: Option<PathBuf>,
        /// VAL's time limit in seconds.
        #[arg(long, default_value = "60", requires = "pddl")]
        val_time_limit: TimeLimit,
        /// Print one JSON object (valid, native, val) instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Generate random solvable puzzles by reverse expansion.
    Generate(GenerateArgs),
    /// Strongly solve a puzzle: reachable/solvable positions, solution count, winning moves, difficulty.
    Analyze(AnalyzeArgs),
    /// Compose puzzles with a unique solution and/or a minimum difficulty rating.
    Compose(ComposeArgs),
    /// A printable book (one HTML file) of one's own puzzles: bands, ratings, FENs, hints, solutions.
    Book(BookArgs),
    /// Train the learned move ordering on exact labels from generated puzzles; writes a model file.
    Train(TrainArgs),
    /// Write a task as PDDL domain and problem files.
    Export(ExportArgs),
    /// Plan with Fast Downward, SymK or any planner; map the plan back to moves, validate it natively and with VAL.
    Plan(PlanArgs),
    /// Every plan of a Solo Chess puzzle from a top-k planner (SymK), validated and counted against `analyze`.
    Plans(PlansArgs),
    /// Benchmarks: the native solver alone, native against the planner, chess, strong solutions.
    #[command(subcommand)]
    Bench(BenchCommand),
    /// Print shell completions for bash, zsh, fish, elvish or powershell.
    #[command(
        after_help = "Examples:\n  solopddl completions bash > ~/.local/share/bash-completion/completions/solopddl\n  \
solopddl completions zsh > ~/.zfunc/_solopddl\n  solopddl completions fish > ~/.config/fish/completions/solopddl.fish"
    )]
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff), or write one page per command into a folder.
    #[command(after_help = "Examples:\n  solopddl man | man -l -\n  solopddl man --out ~/.local/share/man/man1")]
    Man {
        /// Write solopddl.1 and solopddl-<command>.1 pages here instead of printing solopddl.1.
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Show which planners, validator and tools are found (paths and versions) and how to install what is missing.
    #[command(
        after_help = "Examples:\n  solopddl doctor\n  solopddl doctor --json\n\nExit 0 when Fast Downward is found, 9 when it is not."
    )]
    Doctor {
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Benchmark suites in the IPC layout, and Downward Lab experiments over them (local or Slurm).
    #[command(subcommand)]
    Suite(SuiteCommand),
    /// Single-player chess on boards from 3x3 to 8x8.
    #[command(subcommand)]
    Chess(ChessCommand),
    /// A local web app: play, edit, hint, analyze, solve natively and with a planner side by side, compose.
    #[command(after_help = "Examples:\n  solopddl serve\n  solopddl serve --port 0 --open\n\n\
Listens on 127.0.0.1 only unless --host is given. Every job runs under the server's limits \
(--job-time-limit, --job-memory-limit) whatever the page asks; at most --max-jobs run at once. \
The JSON API is described in the book (serve.md). Ctrl-C stops the server and its jobs.")]
    Serve(ServeArgs),
}

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Port to listen on (0: any free port; the address is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// Address to listen on. Anything but loopback lets every machine that reaches
    /// the port run solvers and planners here (no path is ever read or written from a request).
    #[arg(long, default_value = "127.0.0.1")]
    pub host: std::net::IpAddr,
    /// Open the page in the desktop's browser (xdg-open).
    #[arg(long)]
    pub open: bool,
    /// Jobs (solves, analyses, planner runs) running at once; more are answered busy (503).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u16).range(1..=64))]
    pub max_jobs: u16,
    /// The longest any job may run, in seconds.
    #[arg(long, default_value = "120")]
    pub job_time_limit: TimeLimit,
    /// The memory a job's search tables may take, e.g. 1G.
    #[arg(long, default_value = "1G")]
    pub job_memory_limit: MemoryLimit,
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  solopddl solve problems/solo/n12-s7-0001.solo\n  \
solopddl solve QRK --heuristic rank --seed 3 --time-limit 10 --json\n  \
solopddl solve problems/solo/n12-s7-0001.solo --pddl-plan sol.plan --encoding objects\n  \
solopddl solve problems/solo/n08-s7-0001.solo --svg n08-solution.svg\n  \
  (then: solopddl validate sol.plan --pddl domain.pddl problem.pddl, with the files of `export --encoding objects`)")]
pub struct SolveArgs {
    /// A puzzle file (Solo FEN or the thesis format) or a Solo FEN string.
    pub puzzle: String,
    /// Move ordering: rank, attack, center, random (the thesis's), best, learned (the trained model) or learned-best (restarts alternating best and learned: the most robust on large puzzles).
    #[arg(long, default_value = "best")]
    pub heuristic: Heuristic,
    /// Seed of the random tie-breaking.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The model of learned / learned-best (a `solopddl train` file) instead of the built-in one.
    #[arg(long)]
    pub model: Option<PathBuf>,
    /// Give up after this many seconds (prints `unknown`, exit 3).
    #[arg(long)]
    pub time_limit: Option<TimeLimit>,
    /// Cap on the solver's table of dead positions (beyond it the table forgets; the search stays exact).
    #[arg(long, default_value = "1G")]
    pub memory_limit: MemoryLimit,
    /// Also write the solution as a plan of this PDDL encoding (for VAL or any plan tool).
    #[arg(long)]
    pub pddl_plan: Option<PathBuf>,
    /// The encoding of --pddl-plan: squares, objects or strips.
    #[arg(long, default_value = "squares", requires = "pddl_plan")]
    pub encoding: Encoding,
    /// Also draw the solution as an SVG sheet: one board per capture (arrow, captured piece ringed).
    #[arg(long)]
    pub svg: Option<PathBuf>,
    /// Overwrite --pddl-plan / --svg if they exist.
    #[arg(long)]
    pub force: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// How `train` learns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum TrainMethod {
    Exact,
    QLearning,
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  solopddl generate --pieces 10 --count 5 --seed 1\n  \
solopddl generate --pieces 6 --board 4x4 --budget - --no-king --out puzzles/\n  \
solopddl generate --pieces 10 --count 12 --seed 1 --book book.html")]
pub struct GenerateArgs {
    /// Number of pieces per puzzle.
    #[arg(long)]
    pub pieces: usize,
    /// Number of puzzles.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    /// Seed of the random stream (the same seed gives the same puzzles everywhere).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[command(flatten)]
    pub shape: ShapeArgs,
    /// Write one file per puzzle into this directory instead of stdout.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Also write a printable puzzle book: one HTML file (diagrams inline), solutions on later pages.
    #[arg(long)]
    pub book: Option<PathBuf>,
    /// Overwrite files that already exist in --out, and --book.
    #[arg(long)]
    pub force: bool,
    /// Print one JSON object per puzzle (fen, pieces, solution, file) instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  solopddl analyze problems/solo/n12-s7-0001.solo\n  \
solopddl analyze \"8/1B4RQ/8/7R/6Q1/8/6KR/6P1 2\" --exact --json\n  \
solopddl analyze problems/solo/n08-s7-0001.solo --svg n08-analysis.svg")]
pub struct AnalyzeArgs {
    /// A puzzle file (Solo FEN or the thesis format) or a Solo FEN string.
    pub puzzle: String,
    /// Stop after this many distinct positions; the figures are then partial (exit 3).
    #[arg(long, default_value_t = 20_000_000)]
    pub max_states: u64,
    /// Stop after this many seconds; the figures are then partial (exit 3).
    #[arg(long)]
    pub time_limit: Option<TimeLimit>,
    /// Stop before the table of positions outgrows this size (exit 4, partial figures).
    #[arg(long, default_value = "4G")]
    pub memory_limit: MemoryLimit,
    /// Also give the random-play probability as an exact fraction (slower).
    #[arg(long)]
    pub exact: bool,
    /// Enumerate every reachable position, dead ends included, to count them
    /// (slower). Otherwise positions the solver's sound dead-end rules prove
    /// dead are cut off; every other figure is the same.
    #[arg(long)]
    pub all_positions: bool,
    /// Also draw the start as SVG with every first capture: winning in green, losing in red.
    #[arg(long)]
    pub svg: Option<PathBuf>,
    /// Overwrite --svg if it exists.
    #[arg(long)]
    pub force: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
solopddl book my-puzzles/ --out book.html --title \"Club night\" --hints\n  \
solopddl book a.solo b.solo \"8/8/8/8/8/8/8/QRN5 2\" --out three.html")]
pub struct BookArgs {
    /// Puzzles: .solo files, folders (every .solo or thesis-format .txt file under them, by path), or Solo FENs.
    #[arg(required = true)]
    pub puzzles: Vec<String>,
    /// The book to write (HTML; print it from the browser).
    #[arg(long)]
    pub out: PathBuf,
    /// The book's title [default: "Solo Chess: N puzzles"].
    #[arg(long)]
    pub title: Option<String>,
    /// A hints page: the piece that moves first, the first piece captured, the piece left at the end.
    #[arg(long)]
    pub hints: bool,
    /// Every budget badge, also those equal to the puzzle's default budget.
    #[arg(long)]
    pub budgets: bool,
    /// Overwrite --out.
    #[arg(long)]
    pub force: bool,
}

#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  solopddl compose --pieces 10 --unique --count 5 --seed 1 --out composed/\n  \
solopddl compose --pieces 8 --board 5x5 --budget - --no-king --min-rating 12\n  \
solopddl compose --pieces 8 --unique --count 6 --seed 2 --book composed.html"
)]
pub struct ComposeArgs {
    /// Pieces per puzzle.
    #[arg(long)]
    pub pieces: usize,
    #[command(flatten)]
    pub shape: ShapeArgs,
    /// Exactly one solution (one move sequence).
    #[arg(long)]
    pub unique: bool,
    /// At least this difficulty rating (see README).
    #[arg(long, value_parser = values::finite)]
    pub min_rating: Option<f64>,
    /// Number of puzzles.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    /// Seed of the random stream.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write each puzzle as a .solo file here (with its figures and solution as comments) instead of printing Solo FENs.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Also draw the composed puzzles as one SVG sheet.
    #[arg(long)]
    pub svg: Option<PathBuf>,
    /// Also write a printable puzzle book: one HTML file (diagrams inline), solutions on later pages.
    #[arg(long)]
    pub book: Option<PathBuf>,
    /// Overwrite files that already exist in --out, --svg and --book.
    #[arg(long)]
    pub force: bool,
    /// Give up after this many seconds per puzzle (exit 3).
    #[arg(long, default_value = "600")]
    pub time_limit: TimeLimit,
    /// State limit of each candidate's analysis (candidates over it are skipped).
    #[arg(long, default_value_t = 2_000_000)]
    pub max_states: u64,
    /// Memory limit of each analysis (a candidate over it is skipped).
    #[arg(long, default_value = "4G")]
    pub memory_limit: MemoryLimit,
    /// Print one JSON object per puzzle instead of text.
    #[arg(long)]
    pub json: bool,
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
    /// Solo Chess PDDL encoding: squares, objects or strips (chess has one encoding).
    #[arg(long, default_value = "squares")]
    pub encoding: Encoding,
}

#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  solopddl export problems/solo/n12-s7-0001.solo --encoding objects --out pddl/\n  \
solopddl export problems/chess/thesis-4x4/row-7.chess --domain d.pddl --problem p.pddl\n  \
solopddl export problems/chess/thesis-4x4/row-7.chess --for-val --out val/   (the formulation VAL evaluates)"
)]
pub struct ExportArgs {
    #[command(flatten)]
    pub task: TaskArgs,
    /// Directory for domain.pddl and problem.pddl.
    #[arg(long, conflicts_with_all = ["domain", "problem"])]
    pub out: Option<PathBuf>,
    /// Domain file to write.
    #[arg(long, requires = "problem")]
    pub domain: Option<PathBuf>,
    /// Problem file to write.
    #[arg(long, requires = "domain")]
    pub problem: Option<PathBuf>,
    /// pddl: domain.pddl and problem.pddl; sas: the finite-domain task Fast Downward's search reads
    /// directly (task.sas, or --sas FILE), with the PDDL encoding's action names.
    #[arg(long, default_value = "pddl")]
    pub format: crate::planner::TaskFormat,
    /// With --format sas: the file to write [default: task.sas, in --out if given].
    #[arg(long, conflicts_with_all = ["domain", "problem", "for_val"])]
    pub sas: Option<PathBuf>,
    /// Chess: write the `rays` formulation (the same actions and legality, with a recursive
    /// `clear` rule that VAL evaluates in milliseconds; the default `lines` one is faster for
    /// Fast Downward's translator). Solo Chess tasks are the same either way.
    #[arg(long)]
    pub for_val: bool,
    /// Chess: write the task without derived predicates, for tools that read no axioms. PDDL:
    /// each derived atom replaced by its definition (e.g. for Unified Planning), the same actions.
    /// With --format sas: legality checked by zero-cost `verify-…` operators between the moves
    /// (each move costs 1), the task SymK counts plans on.
    #[arg(long, conflicts_with = "for_val")]
    pub no_axioms: bool,
    /// Chess, with --format sas --no-axioms: leave out every move no game of at most N plies can
    /// make (a proof game in N plies); the task's plans of at most N moves stay the same.
    #[arg(long, value_name = "N", requires = "no_axioms")]
    pub plies: Option<u32>,
    /// Overwrite files that already exist.
    #[arg(long)]
    pub force: bool,
}

#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  solopddl plans \"8/8/8/6N1/5B2/7P/5BKQ/4B1N1 2\" --planner symk\n  \
solopddl plans problems/solo/n08-s7-0001.solo --planner symk --max 100 --json\n  \
solopddl plans problems/chess/thesis-4x4/row-7.chess --planner symk\n  \
solopddl plans --start \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\" --goal \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w\" --planner symk --plies 2\n\n\
With a king each plan is one capture sequence, so the plan count equals analyze's solution count; \
without a king every solution is n plans (the choose-survivor action can stand at any of n places). \
On a .chess task every optimal plan must be a distinct game of the optimal length, as many as the native \
count (SymK runs on the task without axioms, see export --no-axioms). \
Exit 0 when every plan replays and the counts agree, 6 when they do not, 3 at a limit."
)]
pub struct PlansArgs {
    /// A Solo Chess puzzle, or a chess task (a `.chess` file, or --start and --goal): every optimal plan.
    #[command(flatten)]
    pub task: TaskArgs,
    /// At most this many plans [default: all].
    #[arg(long)]
    pub max: Option<u64>,
    /// A .chess task with --planner symk: give SymK the task for games of at most N plies (see
    /// export --plies), which leaves out the moves and checks no such game makes. N at least the
    /// optimal length keeps every optimal plan; N below it is refused (exit 2).
    #[arg(long, value_name = "N")]
    pub plies: Option<u32>,
    #[command(flatten)]
    pub planner: PlannerArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  solopddl plan problems/solo/n12-s7-0001.solo --alias lama-first --time-limit 60\n  \
solopddl plan problems/solo/n12-s7-0001.solo --encoding objects --search \"astar(blind())\" --keep run/ --json\n  \
solopddl plan problems/chess/thesis-4x4/row-7.chess --plan-out row-7.plan\n\n\
Default configuration: lama-first for Solo Chess; eager_greedy([ff(axioms=approximate_negative)]) for chess \
(its derived predicates need the axiom-aware FF heuristic)."
)]
pub struct PlanArgs {
    #[command(flatten)]
    pub task: TaskArgs,
    #[command(flatten)]
    pub planner: PlannerArgs,
    /// A Fast Downward alias, e.g. lama-first [default: the task's, see below].
    #[arg(long, conflicts_with = "search")]
    pub alias: Option<String>,
    /// A Fast Downward search string, e.g. "astar(blind())".
    #[arg(long)]
    pub search: Option<String>,
    /// Plan on these PDDL files (e.g. a suite's domain.pddl and p001.pddl) instead of exporting the
    /// task; the plan is still mapped to moves and replayed on the puzzle or problem given.
    #[arg(long, num_args = 2, value_names = ["DOMAIN", "PROBLEM"], conflicts_with = "format")]
    pub pddl: Option<Vec<PathBuf>>,
    /// pddl: the planner translates the PDDL task; sas: solopddl writes the finite-domain task
    /// and the planner's search reads it directly (no translator; Solo Chess: the squares
    /// encoding's actions, whatever --encoding says; chess with SymK: the task without axioms,
    /// see export --no-axioms). Plans are checked the same way.
    #[arg(long, default_value = "pddl")]
    pub format: crate::planner::TaskFormat,
    /// Single-player chess, --format sas: the planner reads the task without axioms narrowed to the
    /// moves some game of at most N plies can make (export --plies); an optimal planner's plan is
    /// then a shortest game if one has at most N plies, and no plan means none has
    /// (unsolvable-within-bound, exit 5).
    #[arg(long, value_name = "N", conflicts_with = "pddl")]
    pub plies: Option<u32>,
    /// Keep the planner's files (domain, problem, output.sas, sas_plan) in this folder, which must be
    /// new or empty (the run works beside it and renames its folder into place at the end).
    #[arg(long)]
    pub keep: Option<PathBuf>,
    /// Write the planner's plan file here (to give to `validate`).
    #[arg(long)]
    pub plan_out: Option<PathBuf>,
    /// Single-player chess: also write the validated line as PGN.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// Overwrite --plan-out / --pgn if they exist; accept an existing --plan-file outside the
    /// work folder (read only if the planner rewrites it; solopddl never removes it).
    #[arg(long)]
    pub force: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

impl PlanArgs {
    /// The search the user asked for, if any.
    pub fn search(&self) -> Option<Search> {
        match (&self.alias, &self.search) {
            (Some(a), _) => Some(Search::Alias(a.clone())),
            (None, Some(s)) => Some(Search::Search(s.clone())),
            (None, None) => None,
        }
    }
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  solopddl train --out models/capture-order.json --force\n  \
solopddl train --levels 6..12 --per-level 10 --seed 7 --out my-model.json --json\n\n\
Every reachable position of each generated puzzle is solved exactly; each capture of a position with both \
winning and losing captures is an example, labelled by whether it keeps the puzzle solvable. A logistic \
regression is fitted; every fifth puzzle is held out to report how often the model's first choice wins. \
The default seed differs from the benchmarks' (1); never train on the evaluation puzzles.")]
pub struct TrainArgs {
    /// Piece counts of the training puzzles.
    #[arg(long, default_value = "6..13")]
    pub levels: values::Levels,
    /// Puzzles per level.
    #[arg(long, default_value_t = 20)]
    pub per_level: usize,
    /// Seed of the training puzzles.
    #[arg(long, default_value_t = 1001)]
    pub seed: u64,
    #[command(flatten)]
    pub shape: ShapeArgs,
    /// Positions solved per puzzle before its exploration stops.
    #[arg(long, default_value_t = 200_000)]
    pub max_positions: usize,
    /// Examples kept per puzzle (a seeded sample).
    #[arg(long, default_value_t = 400)]
    pub examples_per_puzzle: usize,
    /// L2 regularisation of the logistic regression (positive).
    #[arg(long, default_value_t = 0.01, value_parser = values::positive)]
    pub alpha: f64,
    /// exact: logistic regression on exact labels (the solver as teacher);
    /// q-learning: the seed's way, from the game's rewards only (for comparison).
    #[arg(long, value_enum, default_value = "exact")]
    pub method: TrainMethod,
    /// Q-learning episodes per training puzzle.
    #[arg(long, default_value_t = 200)]
    pub episodes: usize,
    /// The model file to write.
    #[arg(long)]
    pub out: PathBuf,
    /// Overwrite --out if it exists.
    #[arg(long)]
    pub force: bool,
    /// Print the training report as one JSON object.
    #[arg(long)]
    pub json: bool,
}
