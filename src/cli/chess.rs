//! The `chess` subcommands' arguments.

use crate::chess::search::Algorithm;
use crate::limits::{MemoryLimit, TimeLimit};
use clap::{Args, Subcommand};
use std::path::PathBuf;

#[derive(Subcommand, Debug)]
pub enum ChessCommand {
    /// Count the leaf nodes of the legal move tree (perft).
    #[command(
        after_help = "Examples:\n  solopddl chess perft \"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -\" 4\n  \
solopddl chess perft \"k1K1/4/3r/RR2 b\" 3 --divide"
    )]
    Perft(ChessPerftArgs),
    /// Find a sequence of legal moves (both colours) from a start to a goal placement.
    #[command(
        after_help = "Examples:\n  solopddl chess solve problems/chess/thesis-8x8-kings/row-14.chess\n  \
solopddl chess solve --start \"4k3/8/8/8/8/8/4P3/4K3 w\" --goal \"4k3/8/8/8/4P3/8/8/4K3\" --search wastar:2 --json\n  \
solopddl chess solve problems/chess/thesis-8x8-kings/row-05.chess --pgn row-05.pgn\n  \
solopddl chess solve problems/chess/thesis-4x4/row-5.chess --svg row-5.svg\n  \
solopddl chess solve --epd problems/chess/thesis-4x4.epd --json    (one JSON object per record)"
    )]
    Solve(ChessSolveArgs),
    /// Proof games and A→B problems: every game of exactly N plies from a start (the initial array by
    /// default) to a goal position, counted, with the composer's verdict.
    #[command(
        after_help = "Examples:\n  solopddl chess proofgame \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR\" --plies 2\n  \
solopddl chess proofgame \"r1bqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R\" --plies 4 --max-solutions 5 --json\n  \
solopddl chess proofgame \"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R\" --moves 1.5\n  \
solopddl chess proofgame \"4k3/8/8/8/4P3/8/8/4K3\" --start \"4k3/8/8/8/8/8/4P3/4K3 w - -\" --plies 3 --pgn ab.pgn\n\n\
Verdicts: unique, N solutions (distinct move orders count apart, as composers count them), no solution, or \
shorter solution exists (a game of N-2, N-4, ... plies reaches the same position: the problem is cooked). \
The side to move in the goal follows from N. Exit 0 with a verdict, 1 for no solution, 3/4 at a limit."
    )]
    Proofgame(ChessProofgameArgs),
    /// Generate proof-game problems: economical random games (every move needed), each counted.
    #[command(
        after_help = "Examples:\n  solopddl chess generate --plies 8,10,12 --per-length 3 --out proofgames\n  \
solopddl chess generate --plies 12..16 --unique --seed 7 --out unique-pgs --json\n\n\
Writes one `.chess` file per instance (start, goal with its side to move, the verdict and the\n\
generating game in comments); `suite export --game chess DIR` turns the folder into a planning suite."
    )]
    Generate(ChessGenerateArgs),
    /// Replay UCI or SAN moves from a start position and check that they reach the goal.
    #[command(after_help = "Example:\n  solopddl chess validate plan.txt --start FEN --goal FEN\n\n\
A malformed move exits 2; an illegal move or a missed goal exits 1.")]
    Validate(ChessValidateArgs),
    /// Find a move that forces checkmate in at most N moves against every defence.
    #[command(
        after_help = "Examples:\n  solopddl chess mate \"3qr2k/pbpp2pp/1p5N/3Q2b1/2P1P3/P7/1PP2PPP/R4RK1 w - - 0 1\" --moves 2 --tree\n  \
solopddl chess mate \"3qr2k/pbpp2pp/1p5N/3Q2b1/2P1P3/P7/1PP2PPP/R4RK1 w - - 0 1\" --moves 2 --svg mate.svg"
    )]
    Mate(ChessMateArgs),
}

/// The arguments of `chess perft`.
#[derive(Args, Debug)]
pub struct ChessPerftArgs {
    /// A FEN (any board from 3x3 to 8x8).
    pub fen: String,
    /// Plies to count (at most 12).
    pub depth: u32,
    /// Print the count below each legal move.
    #[arg(long)]
    pub divide: bool,
    /// Print one JSON object (depth, nodes, seconds, and per move with --divide).
    #[arg(long)]
    pub json: bool,
}

/// The arguments of `chess solve`.
#[derive(Args, Debug)]
pub struct ChessSolveArgs {
    /// A `.chess` problem file (start and goal FENs); or give --start and --goal, or --epd.
    #[arg(required_unless_present_any = ["start", "epd"], conflicts_with_all = ["start", "goal", "epd"])]
    pub problem: Option<PathBuf>,
    /// An EPD problem set: one start per line with a `goal "FEN";` operation (and `id "name";`); each is solved in turn.
    #[arg(long, conflicts_with_all = ["start", "goal", "pddl_plan", "pgn"])]
    pub epd: Option<PathBuf>,
    /// The start FEN.
    #[arg(long, requires = "goal")]
    pub start: Option<String>,
    /// The goal FEN: its placement, and its side to move if the FEN gives one.
    #[arg(long, requires = "start")]
    pub goal: Option<String>,
    /// astar and bfs give shortest plans; wastar:W (f = g + W·h) and gbfs are faster.
    #[arg(long, default_value = "astar")]
    pub search: Algorithm,
    /// Stop with `unknown` after storing this many positions.
    #[arg(long, default_value_t = 50_000_000)]
    pub max_states: usize,
    /// Stop with `out of memory` before this process (the search's store and the caches beside it) exceeds this size (e.g. 512M, 4G).
    #[arg(long, default_value = "4G")]
    pub memory_limit: MemoryLimit,
    /// Stop with `unknown` after this many seconds.
    #[arg(long)]
    pub time_limit: Option<TimeLimit>,
    /// Also write the plan as a plan of the chess PDDL encoding (for VAL or any plan tool).
    #[arg(long)]
    pub pddl_plan: Option<PathBuf>,
    /// Also write the line as PGN (SAN, a FEN tag for other starts, `BoardSize` for boards other than 8x8).
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// Also draw the line as an SVG sheet: one board per move (arrow, captured piece ringed).
    #[arg(long, conflicts_with = "epd")]
    pub svg: Option<PathBuf>,
    /// Overwrite --pddl-plan / --pgn / --svg if they exist.
    #[arg(long)]
    pub force: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The length `chess proofgame` counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProofGameLength {
    /// Exactly this many plies (--plies, --moves).
    Exactly(u32),
    /// The shortest length with a game, up to this many plies (--shortest).
    Shortest { up_to: u32 },
}

/// The arguments of `chess proofgame`: the length as --plies or --moves,
/// or searched for with --shortest.
#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("length").required(true).args(["plies", "moves", "shortest"])))]
pub struct ChessProofgameArgs {
    /// The goal position (FEN; its placement counts, a side to move if given must agree with --plies).
    pub goal: String,
    /// The length in plies (White's and Black's moves together).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=200))]
    pub plies: Option<u32>,
    /// The length in moves as composers state it, instead of --plies: 12 is 24 plies (the position
    /// after Black's 12th move, from the initial array), 12.5 is 25 (after White's 13th).
    #[arg(long, value_name = "M", value_parser = crate::cli::values::moves_as_plies)]
    pub moves: Option<u32>,
    /// Instead of a length: find the shortest length (up to MAX_PLIES, default 200) at which a game reaches the goal, with the goal's side to move if its FEN gives one, and count that length's games.
    #[arg(long, value_name = "MAX_PLIES", num_args = 0..=1, default_missing_value = "200", value_parser = clap::value_parser!(u32).range(0..=200))]
    pub shortest: Option<u32>,
    /// The start FEN (A→B problems) [default: the initial array].
    #[arg(long)]
    pub start: Option<String>,
    /// Stop after this many games and list them (2: enough to tell unique from cooked).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub max_solutions: u32,
    /// Count every game exactly (lists at most --max-solutions of them).
    #[arg(long)]
    pub count_all: bool,
    /// Do not look for a shorter game first.
    #[arg(long)]
    pub no_shorter_check: bool,
    /// Stop with `unknown` after this many seconds.
    #[arg(long)]
    pub time_limit: Option<TimeLimit>,
    /// Stop with `out of memory` before this process (the table of counted positions and the caches beside it) exceeds this size.
    #[arg(long, default_value = "2G")]
    pub memory_limit: MemoryLimit,
    /// Threads that count together, sharing one table [default: the machine's cores]. The verdict and the count do not depend on it; with 1, the positions examined and the games listed repeat exactly (with more, the games listed are those the first thread to finish found).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: Option<u32>,
    /// Plies left at which the count also asks bounds narrowed to the pieces the moves left freeze, e.g. `30,24`, or `none` [default: 30,24]. The verdict and the count do not depend on it.
    #[arg(long, value_name = "LEVELS", value_parser = crate::cli::values::narrow_levels)]
    pub narrow_at: Option<u64>,
    /// Positions a count with a small cap (2 by default) examines before it pauses once to probe for the games that answer it, or `none` [default: 8192]. The verdict does not depend on it; `none` counts depth first only.
    #[arg(long, value_name = "POSITIONS")]
    pub probe_after: Option<crate::cli::values::ProbeAfter>,
    /// Also write the listed solutions as PGN games.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// Also draw the first listed solution as an SVG sheet.
    #[arg(long)]
    pub svg: Option<PathBuf>,
    /// Overwrite --pgn / --svg if they exist.
    #[arg(long)]
    pub force: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// A `--walk` name.
fn parse_walk(name: &str) -> Result<crate::chess::random_game::Walk, String> {
    crate::chess::random_game::Walk::parse(name)
}

/// The arguments of `chess generate`.
#[derive(Args, Debug)]
pub struct ChessGenerateArgs {
    /// Lengths in plies: A..B or a comma list.
    #[arg(long)]
    pub plies: PliesList,
    /// Instances per length.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub per_length: u32,
    /// Seed of the random games (the same seed and options give the same files).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Moves per side that the lower bound does not count (0: every move is needed).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=crate::chess::random_game::MOST_SPARE as i64))]
    pub spare: u32,
    /// Keep only problems with a unique solution (as composers publish them).
    #[arg(long)]
    pub unique: bool,
    /// The kind of random game: economical, capturing, castling, promoting,
    /// quiet or chained (moves that depend on each other) [default: chained
    /// with --unique, else economical].
    #[arg(long, value_parser = parse_walk)]
    pub walk: Option<crate::chess::random_game::Walk>,
    /// Games tried per instance before a length is given up [default: 200
    /// with --unique, else 20]. Unique games grow rarer with length (about 1
    /// in 100 chained walks at 12 plies, 1 in 2,000 at 16).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub attempts: Option<u32>,
    /// With --unique: each game tried climbs towards a unique one, this many
    /// changes at most (its last moves walked again, kept when its count
    /// does not grow, now and then when it does). Finds unique games of
    /// 16-18 plies several times as often as plain walks in the same time.
    #[arg(long, requires = "unique", value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub climb: Option<u32>,
    /// The start FEN (A→B problems) [default: the initial array].
    #[arg(long)]
    pub start: Option<String>,
    /// Seconds each count may take (a game not counted in time is dropped).
    #[arg(long, default_value = "10")]
    pub time_limit_per_game: TimeLimit,
    /// Memory of each count's table.
    #[arg(long, default_value = "1G")]
    pub memory_limit: MemoryLimit,
    /// The folder to write (new or empty unless --force).
    #[arg(long)]
    pub out: PathBuf,
    /// Replace --out if it holds files.
    #[arg(long)]
    pub force: bool,
    /// Print one JSON object per instance instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The arguments of `chess validate`.
#[derive(Args, Debug)]
pub struct ChessValidateArgs {
    /// The plan: UCI or SAN moves (move numbers allowed), or a planner plan of the chess encoding.
    pub plan: PathBuf,
    /// The start FEN.
    #[arg(long)]
    pub start: String,
    /// The goal FEN.
    #[arg(long)]
    pub goal: String,
    /// Print one JSON object (valid, native, val) instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The arguments of `chess mate`.
#[derive(Args, Debug)]
pub struct ChessMateArgs {
    /// The position; the side to move is the attacker.
    pub fen: String,
    /// The number of the attacker's moves, mating move included (1..20).
    #[arg(long)]
    pub moves: u32,
    /// Print the full solution tree: every defence and the attacker's answer.
    #[arg(long)]
    pub tree: bool,
    /// Stop with `unknown` after visiting this many positions.
    #[arg(long, default_value_t = 100_000_000)]
    pub max_nodes: u64,
    /// Also draw the key move and the main line as an SVG sheet.
    #[arg(long)]
    pub svg: Option<PathBuf>,
    /// Overwrite --svg if it exists.
    #[arg(long)]
    pub force: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Lengths in plies: `A..B` or a comma list, each 1..200.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PliesList(pub Vec<u32>);

impl std::str::FromStr for PliesList {
    type Err = String;
    fn from_str(s: &str) -> Result<PliesList, String> {
        plies_list(s).map(PliesList)
    }
}

fn plies_list(s: &str) -> Result<Vec<u32>, String> {
    use crate::chess::random_game::{lengths_ok, MOST_PLIES};
    let bad = || format!("'{s}': expected A..B or a comma list of lengths from 1 to {MOST_PLIES} plies");
    let v: Vec<u32> = match s.split_once("..") {
        Some((a, b)) => {
            let (a, b) = (
                a.trim().parse::<u32>().map_err(|_| bad())?,
                b.trim().parse::<u32>().map_err(|_| bad())?,
            );
            (a..=b).collect()
        }
        None => s
            .split(',')
            .map(|x| x.trim().parse::<u32>().map_err(|_| bad()))
            .collect::<Result<_, _>>()?,
    };
    if !lengths_ok(&v) {
        return Err(bad());
    }
    Ok(v)
}
