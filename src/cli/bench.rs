//! The `bench` subcommands' arguments.

use super::common::PlannerArgs;
use super::values::Levels;
use crate::limits::{MemoryLimit, TimeLimit};
use crate::pddl::Encoding;
use crate::planner::Search;
use crate::solo::search::heuristics::Heuristic;
use clap::{Args, Subcommand};
use std::path::PathBuf;

#[derive(Subcommand, Debug)]
pub enum BenchCommand {
    /// Native solver: backtracks, nodes and time per level and heuristic.
    Native(BenchNativeArgs),
    /// Native solver against Fast Downward on the same puzzles, interleaved.
    Compare(BenchCompareArgs),
    /// Single-player chess: native searches (and planner configurations) on `.chess` problems.
    Chess(BenchChessArgs),
    /// Strong solutions: analysis time and difficulty per level, optionally composed unique puzzles.
    Analyze(BenchAnalyzeArgs),
}

/// Where a benchmark writes, the same for every bench command. The summary
/// table is always printed; files are written only where asked, and an
/// existing file is overwritten only with --force.
#[derive(Args, Debug, Clone, Default)]
pub struct OutputArgs {
    /// Write every run as a CSV row here, as it finishes.
    #[arg(long)]
    pub csv: Option<PathBuf>,
    /// Write the summary table(s) as Markdown here.
    #[arg(long)]
    pub md: Option<PathBuf>,
    /// Write a plot here (SVG).
    #[arg(long)]
    pub svg: Option<PathBuf>,
    /// Write Downward Lab properties of every run here (bench compare, bench chess; for `suite lab --merge` or Lab's fetcher).
    #[arg(long)]
    pub properties: Option<PathBuf>,
    /// Overwrite output files that already exist.
    #[arg(long)]
    pub force: bool,
    /// Hide the progress bar.
    #[arg(long)]
    pub quiet: bool,
    /// Print the summary as one JSON object (tables as rows keyed by column, disagreements,
    /// failures, files written) instead of Markdown.
    #[arg(long)]
    pub json: bool,
}

/// Which Solo Chess puzzles a benchmark runs on.
#[derive(Args, Debug, Clone)]
pub struct SoloInstanceArgs {
    /// Read puzzles from this folder (recursively) instead of generating them; --levels then filters.
    #[arg(long, conflicts_with = "suite")]
    pub dir: Option<PathBuf>,
    /// Read the puzzles of a Solo Chess suite folder (`suite export`; e.g. suites/solo-chess-squares), keeping its ids.
    #[arg(long)]
    pub suite: Option<PathBuf>,
    /// Levels (piece counts) as A..B or a comma list [default for generated puzzles: 4..14].
    #[arg(long)]
    pub levels: Option<Levels>,
    /// Generated puzzles per level.
    #[arg(long, default_value_t = 100)]
    pub per_level: usize,
    /// Seed of the generated puzzles (level n's stream depends only on the seed and n).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The shape of generated puzzles.
    #[command(flatten)]
    pub shape: super::common::ShapeArgs,
}

#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  solopddl bench native --levels 4..14 --per-level 100 --seed 1 --heuristics random,rank,attack,center,best --csv rows.csv\n  \
solopddl bench native --dir ../shared/data/solo-sample --heuristics best"
)]
pub struct BenchNativeArgs {
    #[command(flatten)]
    pub instances: SoloInstanceArgs,
    /// Comma list of heuristics: random, rank, attack, center, best, learned, learned-best.
    #[arg(long, value_delimiter = ',', default_value = "random,rank,attack,center,best")]
    pub heuristics: Vec<Heuristic>,
    /// Runs of the random heuristic per puzzle (the seed advanced each run): one row each, the summary over all.
    #[arg(long, default_value_t = 5)]
    pub random_runs: usize,
    /// The model of learned / learned-best (a `solopddl train` file) instead of the built-in one.
    #[arg(long)]
    pub model: Option<PathBuf>,
    /// Per-run time limit in seconds.
    #[arg(long, default_value = "60")]
    pub time_limit: TimeLimit,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  solopddl bench compare --levels 4..12 --per-level 20 --seed 1 --configs lama-first,\"search:astar(blind())\" \
--encodings squares,objects --time-limit 60 --csv rows.csv --svg plot.svg\n  \
solopddl bench compare --dir ../shared/data/solo-sample/level06 --configs lama-first --encodings squares"
)]
pub struct BenchCompareArgs {
    #[command(flatten)]
    pub instances: SoloInstanceArgs,
    /// Comma list of Fast Downward configurations: aliases, or `search:<string>`.
    #[arg(long, value_delimiter = ',', default_value = "lama-first")]
    pub configs: Vec<Search>,
    /// Comma list of encodings.
    #[arg(long, value_delimiter = ',', default_value = "squares,objects")]
    pub encodings: Vec<Encoding>,
    /// Native orderings beside the planner, in one table and one plot (e.g. best,rank,random):
    /// rows `native:<h>`, the first the reference of `time / native` [default: best, as `native`].
    #[arg(long, value_delimiter = ',')]
    pub heuristics: Vec<crate::solo::search::heuristics::Heuristic>,
    /// Comma list of task formats: pddl (one run per encoding, through the planner's translator)
    /// and/or sas (one run on the finite-domain task solopddl writes, no translator).
    #[arg(long, value_delimiter = ',', default_value = "pddl")]
    pub formats: Vec<crate::planner::TaskFormat>,
    #[command(flatten)]
    pub planner: PlannerArgs,
    /// Also mix in unsolvable variants (a random piece's budget lowered).
    #[arg(long)]
    pub with_unsolvable: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
#[command(
    after_help = "Examples:\n  solopddl bench chess problems/chess/thesis-4x4 --searches astar,wastar:2 --config \"astar(blind())\" --runs 3\n  \
solopddl bench chess problems/chess/thesis-8x8-kings --searches astar --native-only --time-limit 60\n  \
solopddl bench chess problems/chess/proofgames --count --searches astar --planner symk --time-limit 60\n  \
solopddl bench chess problems/chess/proofgames --count --searches astar --count-planners symk,fast-downward"
)]
pub struct BenchChessArgs {
    /// `.chess` files or folders of them (searched recursively); a folder holding instances.json is a chess suite (`suite export --game chess`).
    #[arg(required = true)]
    pub problems: Vec<PathBuf>,
    /// Comma list of native searches: astar, bfs, gbfs, wastar:W.
    #[arg(long, value_delimiter = ',', default_value = "astar,wastar:1.5")]
    pub searches: Vec<crate::chess::search::Algorithm>,
    /// A Fast Downward search string to run too (repeatable) [default:
    /// eager_greedy([ff(axioms=approximate_negative)]); none with --count].
    #[arg(long = "config")]
    pub configs: Vec<Search>,
    /// Native searches only (no planner).
    #[arg(long)]
    pub native_only: bool,
    /// Proof games side by side: after the optimal native search proves the shortest length N,
    /// count the games of N plies natively (`chess proofgame --count-all`) and, with --planner
    /// symk, run SymK's optimal search, its verdict (unique or 2+: plans of optimal cost, stopped
    /// at the second) and its top-k search on the task for N plies; with --planner
    /// fast-downward, its optimal astar(lmcut()) on that task. Every plan replayed, every length
    /// and count compared.
    #[arg(long)]
    pub count: bool,
    /// With --count: the planners whose runs on the task for N plies stand beside the native
    /// count, in one table (comma list of symk and fast-downward) [default: --planner].
    #[arg(long, value_delimiter = ',', requires = "count", conflicts_with_all = ["native_only", "planner_cmd"])]
    pub count_planners: Vec<crate::planner::PlannerKind>,
    /// Comma list of task formats for the planner: pddl (through its translator) and/or sas
    /// (the finite-domain task solopddl writes); one run of each.
    #[arg(long, value_delimiter = ',', default_value = "pddl")]
    pub formats: Vec<crate::planner::TaskFormat>,
    #[command(flatten)]
    pub planner: PlannerArgs,
    /// Runs per problem and solver (interleaved); medians are reported.
    #[arg(long, default_value_t = 1)]
    pub runs: usize,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  solopddl bench analyze --dir ../shared/data/solo-sample\n  \
solopddl bench analyze --levels 4..14 --per-level 100 --compose 20 --compose-levels 6,8,10,12 --md analyze.md")]
pub struct BenchAnalyzeArgs {
    #[command(flatten)]
    pub instances: SoloInstanceArgs,
    /// Also compose this many unique-solution puzzles per level in --compose-levels.
    #[arg(long, default_value_t = 0)]
    pub compose: usize,
    /// Levels of the composed puzzles.
    #[arg(long, default_value = "6,8,10,12")]
    pub compose_levels: Levels,
    /// Seconds per composed puzzle before giving up.
    #[arg(long, default_value = "300")]
    pub compose_time_limit: TimeLimit,
    /// State limit per analysis.
    #[arg(long, default_value_t = 50_000_000)]
    pub max_states: u64,
    /// Memory limit per analysis.
    #[arg(long, default_value = "4G")]
    pub memory_limit: MemoryLimit,
    /// Enumerate every reachable position, dead ends included (the reachable
    /// column; slower). Otherwise positions the solver's rules prove dead are cut off.
    #[arg(long)]
    pub all_positions: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}
