//! The `suite` subcommands' arguments.

use super::values::{self, Levels};
use crate::limits::{MemoryLimit, TimeLimit};
use crate::pddl::Encoding;
use crate::planner::{PlannerKind, Search};
use crate::suite::lab::LabEnvironment;
use clap::{Args, Subcommand, ValueEnum};
use std::path::PathBuf;

#[derive(Subcommand, Debug)]
pub enum SuiteCommand {
    /// Write benchmark suites in the IPC layout (domain.pddl, p001.pddl …, instances.csv/json).
    Export(SuiteExportArgs),
    /// Write a Downward Lab experiment (experiment.py, settings.json) over suites.
    Lab(SuiteLabArgs),
}

/// How a suite's files are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SuiteLayout {
    /// One folder per domain variant: domain.pddl, p001.pddl …, instances.csv/json.
    Flat,
    /// The IPC 2023 learning track's: domain.pddl, training/easy/pNN.pddl and
    /// testing/{easy,medium,hard}/pNN.pddl (Solo Chess, generated from --levels split in thirds).
    IpcLearning,
    /// An Autoscale-style set: 30 tasks chosen from a pool (--levels, --per-level) by measured
    /// Fast Downward runs, a satisficing and an optimal configuration each, from tasks solved at
    /// once to tasks neither solves within --time-limit; the runs in measurements.csv.
    Autoscale,
}

/// Which game a suite is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SuiteGame {
    Solo,
    Chess,
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
solopddl suite export --out suites --levels 4..18 --per-level 10 --seed 1 --with-unsolvable 30\n  \
solopddl suite export --out suites --dir ../shared/data/solo-sample --encodings squares\n  \
solopddl suite export --out suites --game chess problems/chess/thesis-4x4 problems/chess/thesis-8x8-kings --random-pairs 40\n\n\
Each domain variant gets a folder (solo-chess-squares, solo-chess-objects, chess-thesis-4x4, chess-random …) with \
domain.pddl, p001.pddl … ordered by size, and instances.csv/instances.json: source, size, native verdict, plan length, \
solution count and rating (Solo Chess, within --analyze-states), native nodes and time.")]
pub struct SuiteExportArgs {
    /// The folder the suite folders are written into.
    #[arg(long)]
    pub out: PathBuf,
    /// The game.
    #[arg(long, value_enum, default_value = "solo")]
    pub game: SuiteGame,
    /// The layout: flat (the default) or ipc-learning (training and testing parts from --levels:
    /// piece counts for Solo Chess, random-walk lengths in plies for chess).
    #[arg(long, value_enum, default_value = "flat")]
    pub layout: SuiteLayout,
    /// Autoscale: seconds per planner run while measuring the pool.
    #[arg(long, default_value = "10")]
    pub time_limit: TimeLimit,
    /// Autoscale: select from the runs of this measurements.csv (as a set's folder holds it)
    /// instead of running the planner; the same flags then reproduce the set byte for byte.
    #[arg(long)]
    pub measurements: Option<PathBuf>,
    /// Append the pddl-generators provenance block (`;; pddl-generators:` … `;; end:`: this
    /// command and the instance's facts) to every problem file.
    #[arg(long)]
    pub provenance: bool,
    /// Solo Chess: comma list of encodings, one suite folder each.
    #[arg(long, value_delimiter = ',', default_value = "squares,objects")]
    pub encodings: Vec<Encoding>,
    /// Solo Chess: generated levels (piece counts) as A..B or a comma list [default: 4..14 unless --dir or files].
    #[arg(long)]
    pub levels: Option<Levels>,
    /// Solo Chess: generated puzzles per level.
    #[arg(long, default_value_t = 10)]
    pub per_level: usize,
    /// Seed of generated puzzles, unsolvable variants and random chess pairs.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The shape of generated puzzles.
    #[command(flatten)]
    pub shape: super::common::ShapeArgs,
    /// Solo Chess: read puzzles from this folder (recursively) instead of generating them.
    #[arg(long, conflicts_with = "levels")]
    pub dir: Option<PathBuf>,
    /// Puzzle files or Solo FENs (Solo Chess), or `.chess` files and folders (chess).
    pub files: Vec<String>,
    /// Solo Chess: add this many unsolvable instances, perturbed from solvable ones and proven unsolvable natively.
    #[arg(long, default_value_t = 0)]
    pub with_unsolvable: usize,
    /// Solo Chess: node limit of each unsolvability proof while perturbing (larger: harder unsolvable
    /// instances at larger sizes, slower export).
    #[arg(long, default_value_t = 200_000)]
    pub proof_node_limit: u64,
    /// Chess: add a `chess-random` suite of this many random legal start/goal pairs.
    #[arg(long, default_value_t = 0)]
    pub random_pairs: usize,
    /// Solo Chess: `analyze`'s state limit per instance (solution count and rating stay empty beyond it; 0: skip).
    #[arg(long, default_value_t = 20_000)]
    pub analyze_states: u64,
    /// The native solver's node limit per instance (Solo Chess) or A*'s state limit (chess).
    #[arg(long, default_value_t = 5_000_000)]
    pub node_limit: u64,
    /// Leave the native time column empty (the suite then reproduces byte for byte).
    #[arg(long)]
    pub no_times: bool,
    /// Chess, flat layout: beside each problem whose optimal length N A* proved, pNNN.sas, the
    /// finite-domain task without axioms for games of at most N plies (the task `plans --plies N`
    /// gives SymK; its optimal plans are the games of length N).
    #[arg(long)]
    pub sas: bool,
    /// Replace suite folders that exist.
    #[arg(long)]
    pub force: bool,
}

#[derive(Args, Debug)]
#[command(after_help = "Examples:\n  \
solopddl suite lab --suite suites --out exp --configs default,\"search:astar(blind())\" --time-limit 60\n  \
exp/experiment.py --all        (runs it with Lab; the report is exp/data/experiment-eval/report.html)\n  \
solopddl suite lab --suite suites --out exp --env slurm --partition main --qos normal --memory-per-cpu 4G\n\n\
Every run executes `solopddl plan` on the suite's domain.pddl and pNNN.pddl, so each plan is mapped back to moves, \
replayed natively and checked by VAL; the native solver runs beside the planner (--no-native to leave it out).")]
pub struct SuiteLabArgs {
    /// A suite folder, or a folder of suite folders (as `suite export --out` writes).
    #[arg(long)]
    pub suite: PathBuf,
    /// The experiment folder (experiment.py, settings.json; Lab's data/ below it).
    #[arg(long)]
    pub out: PathBuf,
    /// Comma list of planner configurations: `default` (each game's own, as `plan` picks it),
    /// aliases, or `search:<string>`. Configurations Fast Downward refuses on a suite's tasks
    /// (lmcut and other heuristics without axiom support on chess) are refused before any run
    /// [default: default,search:astar(blind()); none with --count].
    #[arg(long, value_delimiter = ',')]
    pub configs: Vec<Search>,
    /// The planner: fast-downward, symk or kstar.
    #[arg(long, default_value = "fast-downward")]
    pub planner: PlannerKind,
    /// The planner's driver, if the nodes do not find it themselves.
    #[arg(long)]
    pub planner_path: Option<PathBuf>,
    /// Seconds per run.
    #[arg(long, default_value = "300")]
    pub time_limit: TimeLimit,
    /// Memory per run, e.g. 2G or 512M.
    #[arg(long, default_value = "4G")]
    pub memory_limit: MemoryLimit,
    /// Leave the native solver's runs out.
    #[arg(long)]
    pub no_native: bool,
    /// Chess suites (proof games): also count every game of each instance's optimal length N,
    /// the planner's way (`plans --plies N`: SymK's optimal top-k search on the task for N plies,
    /// every plan replayed; algorithm `top-k`) and the native way (`chess proofgame --count-all`;
    /// algorithm `native-count`); both counts are checked against the suite's solutions column.
    /// Where N is proven, also SymK's optimal mode on that task (`plan --format sas --plies N`;
    /// algorithm `optimal`), its verdict (`plans --plies N --max 2`; algorithm `verdict`) and
    /// Fast Downward's A* with LM-cut on it (algorithm `lmcut`); each plan must have N moves.
    /// Needs --planner symk.
    #[arg(long)]
    pub count: bool,
    /// Do not check plans with VAL (the native replay still runs).
    #[arg(long)]
    pub no_val: bool,
    /// Where the runs execute: local (this machine) or slurm (Lab's SlurmEnvironment).
    #[arg(long, default_value = "local")]
    pub env: LabEnvironment,
    /// Local: runs in parallel [default: the number of cores].
    #[arg(long)]
    pub processes: Option<usize>,
    /// Slurm: the partition.
    #[arg(long, default_value = "debug", value_parser = values::slurm_name)]
    pub partition: String,
    /// Slurm: the quality-of-service group.
    #[arg(long, default_value = "normal", value_parser = values::slurm_name)]
    pub qos: String,
    /// Slurm: memory per CPU, e.g. 4G (must exceed --memory-limit).
    #[arg(long, value_parser = values::slurm_memory)]
    pub memory_per_cpu: Option<String>,
    /// Slurm: array tasks at most (runs are grouped into this many tasks).
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_tasks: u32,
    /// Slurm: wall-clock limit per array task in Slurm's syntax (0: none).
    #[arg(long, default_value = "0", value_parser = values::slurm_time)]
    pub time_limit_per_task: String,
    /// Slurm: comma list of environment variables the jobs get [default: PATH plus the SOLOPDDL_* ones set here].
    #[arg(long, value_delimiter = ',', value_parser = values::slurm_export)]
    pub export: Option<Vec<String>>,
    /// Lab properties files to merge into the results and the report (another experiment's
    /// data/experiment-eval/properties, or `bench compare --properties`); same run ids are replaced.
    #[arg(long)]
    pub merge: Vec<PathBuf>,
    /// Replace an existing experiment (its data/ too).
    #[arg(long)]
    pub force: bool,
}

impl SuiteLabArgs {
    /// The planner configurations the experiment runs: those given, else
    /// `default` and `astar(blind())`, or none beside the counts of `--count`.
    pub fn configs(&self) -> Vec<Search> {
        match (self.configs.is_empty(), self.count) {
            (false, _) => self.configs.clone(),
            (true, true) => vec![],
            (true, false) => vec![Search::Alias("default".into()), Search::Search("astar(blind())".into())],
        }
    }
}
