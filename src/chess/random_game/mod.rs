//! Random proof-game instances: legal games of a given length whose every
//! move is *needed*, the kind of game a composer sets as a proof game.
//!
//! A plain random game wastes moves (a knight out and back), so its end
//! position usually has a shorter game and many move orders. An
//! *economical* game keeps each colour's lower bound tight: after each move
//! the journeys bound of `heuristic/` from the start to the new placement
//! must equal that colour's moves so far, except for `spare` moves per
//! colour. Each move is needed when it is made; a later capture may still
//! lower the other colour's bound (a 36-ply capturing game ends with
//! White's bound at 16 of its 18 moves), so `generate` looks for shorter
//! games before it counts.
//!
//! A walk that gets stuck (no economical move left) takes its last moves
//! back and tries their next ones, depth first, a bounded number of
//! times: walks that capture or promote first strip the board and get
//! stuck, and only so do they reach 30 plies and more.
//!
//! Unique games are rare among walks past 14 plies; `climb.rs` changes a
//! walked game a little at a time towards one.

use super::fen::to_fen;
use super::heuristic::Estimator;
use super::movegen::{legal_moves, play};
use super::pgn::numbered_san;
use super::proofgame::{solve, ProofGameOptions, ProofGameReport, ProofGameVerdict};
use super::san::{is_capture, is_castling};
use super::{Color, Move, Position, Role, CASTLING_FILES};
use crate::board::Square;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Duration;

mod climb;
pub use climb::{climb_to_unique, ClimbOptions, ClimbOutcome};

/// A game of exactly `plies` legal plies from `start` in which each colour
/// makes at most `spare` moves its journeys bound does not count, with the
/// position it ends on; `None` if the walk got stuck (no legal or no
/// economical move) before the end. [`Walk::Economical`].
pub fn economical_game(start: &Position, plies: u32, spare: u32, rng: &mut impl Rng) -> Option<(Vec<Move>, Position)> {
    Walk::Economical.game(start, plies, spare, rng)
}

/// The kinds of economical game: which economical moves a walk tries first
/// (the rest stay shuffled). Each makes a kind of composed problem that
/// the plain walk seldom makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Walk {
    /// Any economical move ([`economical_game`]).
    Economical,
    /// Captures first: many captures, as composed proof games often have
    /// (a queen's raid, pieces captured where they stand), which the plain
    /// walk seldom makes because most captures are not needed moves.
    Capturing,
    /// Castling whenever it is legal and economical (of some thirty legal
    /// moves one castles). Castling stands for two pieces' journeys in one
    /// move, so the bounds' castling cases are what such games exercise.
    Castling,
    /// Promotions first, then the pawns' captures and the pushes of pawns
    /// past their fourth rank, then the other pawn moves: pawns that
    /// promote, often after capturing their way past the pawn in front.
    Promoting,
    /// Moves that capture nothing first: few or no captures, pieces that
    /// travel far and many move orders, as in the composed proof games of
    /// at most one capture.
    Quiet,
    /// Moves that depend on each other, as in a composed problem with a
    /// unique solution: each colour moves again the piece it moved last
    /// when that is economical, else a move its own last move made
    /// possible (a square cleared, a line opened), else any other;
    /// captures only when nothing else is economical. Single-piece
    /// journeys and unblockings leave few move orders, so short ones are
    /// often unique (the plain walk's almost never are).
    Chained,
}

impl Walk {
    pub const ALL: [Walk; 6] = [
        Walk::Economical,
        Walk::Capturing,
        Walk::Castling,
        Walk::Promoting,
        Walk::Quiet,
        Walk::Chained,
    ];

    /// The name the CLI and the benchmarks use.
    pub fn name(self) -> &'static str {
        match self {
            Walk::Economical => "economical",
            Walk::Capturing => "capturing",
            Walk::Castling => "castling",
            Walk::Promoting => "promoting",
            Walk::Quiet => "quiet",
            Walk::Chained => "chained",
        }
    }

    /// The walk of this kind named `name`.
    pub fn from_name(name: &str) -> Option<Walk> {
        Walk::ALL.into_iter().find(|w| w.name() == name)
    }

    /// The walk named `name`, or a one-line error listing the names.
    pub fn parse(name: &str) -> Result<Walk, String> {
        Walk::from_name(name).ok_or_else(|| {
            let names: Vec<&str> = Walk::ALL.iter().map(|w| w.name()).collect();
            format!("no such kind of game: {name} (one of {})", names.join(", "))
        })
    }

    /// The kind tried when none is named: chained walks for unique
    /// problems (their short games often are), else economical ones.
    pub fn default_for(unique_only: bool) -> Walk {
        if unique_only {
            Walk::Chained
        } else {
            Walk::Economical
        }
    }

    /// A game of this kind: as [`economical_game`], with this kind's
    /// moves tried first.
    pub fn game(self, start: &Position, plies: u32, spare: u32, rng: &mut impl Rng) -> Option<(Vec<Move>, Position)> {
        economical_walk(start, plies, spare, self, rng)
    }
}

/// Moves a walk may take back after it gets stuck (a position with no
/// economical move) before it gives up. A greedy walk that captures or
/// promotes first strips the board until every move wastes one, so
/// without them such walks never reach 30 plies; a walk that never gets
/// stuck takes none back and is the greedy walk, move for move.
const MOST_TAKEN_BACK: usize = 400;

/// One ply of a walk: the position, its legal moves in the kind's order,
/// and the next of them to try.
struct Ply {
    pos: Position,
    moves: Vec<Move>,
    next: usize,
}

/// Depth first: each position's moves are tried in the kind's order, the
/// first economical one is played, and a position with none left is taken
/// back so that its parent tries its next move (at most
/// [`MOST_TAKEN_BACK`] times).
fn economical_walk(start: &Position, plies: u32, spare: u32, prefer: Walk, rng: &mut impl Rng) -> Option<(Vec<Move>, Position)> {
    continue_walk(start, &[], plies, spare, prefer, rng)
}

/// [`economical_walk`] of a game that begins with `prefix` (legal moves
/// from `start`, kept as they are: the walk never takes them back), the
/// rest walked as the kind walks. With an empty prefix it is the plain
/// walk, random draw for random draw.
fn continue_walk(
    start: &Position,
    prefix: &[Move],
    plies: u32,
    spare: u32,
    prefer: Walk,
    rng: &mut impl Rng,
) -> Option<(Vec<Move>, Position)> {
    let mut line: Vec<Move> = Vec::with_capacity(plies as usize);
    let mut made = [0u32; 2];
    let mut taken_back = 0;
    let mut walk: Vec<Ply> = Vec::with_capacity(plies as usize);
    let mut pos = start.clone();
    for &mv in prefix.iter().take(plies as usize) {
        // The prefix's plies, their moves all tried: a chained walk reads
        // what each offered, and nothing below the prefix's end is retried.
        let mut ply = ordered_ply(pos.clone(), &walk, &line, prefer, rng);
        ply.next = ply.moves.len();
        made[pos.turn.index()] += 1;
        line.push(mv);
        pos = play(&pos, mv);
        walk.push(ply);
    }
    if line.len() == plies as usize {
        return Some((line, pos));
    }
    let floor = walk.len() + 1;
    walk.push(ordered_ply(pos, &walk, &line, prefer, rng));
    loop {
        let ply = walk.last_mut().expect("the start is never taken back");
        let mover = ply.pos.turn;
        let mi = mover.index();
        let mut chosen = None;
        while let Some(&mv) = ply.moves.get(ply.next) {
            ply.next += 1;
            let next = play(&ply.pos, mv);
            let Some(bound) = bound_from(start, &next, mover) else {
                continue;
            };
            // Tight, or a spare move while the colour has some left.
            let wasted = made[mi] + 1 - bound.min(made[mi] + 1);
            if wasted <= spare {
                chosen = Some((mv, next));
                break;
            }
        }
        match chosen {
            Some((mv, next)) => {
                made[mi] += 1;
                line.push(mv);
                if line.len() == plies as usize {
                    return Some((line, next));
                }
                let ply = ordered_ply(next, &walk, &line, prefer, rng);
                walk.push(ply);
            }
            None => {
                if walk.len() == floor || taken_back == MOST_TAKEN_BACK {
                    return None;
                }
                taken_back += 1;
                walk.pop();
                line.pop();
                made[walk.last().expect("not below the prefix").pos.turn.index()] -= 1;
            }
        }
    }
}

/// The ply at `pos`, reached by `line` through `walk`: its legal moves
/// shuffled, then stably sorted by the kind's preference.
fn ordered_ply(pos: Position, walk: &[Ply], line: &[Move], prefer: Walk, rng: &mut impl Rng) -> Ply {
    let mut moves = Vec::new();
    legal_moves(&pos, &mut moves);
    moves.shuffle(rng);
    // Stable sorts: the shuffled order stays within each kind.
    match prefer {
        Walk::Economical => {}
        Walk::Capturing => {
            let occupied = pos.occupied();
            moves.sort_by_key(|mv| !occupied.contains(mv.to));
        }
        Walk::Castling => moves.sort_by_key(|mv| castling_rank(&pos, *mv)),
        Walk::Promoting => moves.sort_by_key(|mv| promotion_rank(&pos, *mv)),
        Walk::Quiet => moves.sort_by_key(|mv| is_capture(&pos, *mv)),
        Walk::Chained => {
            // The mover's last move and the moves it had then.
            let (again, before) = match line.len().checked_sub(2) {
                Some(d) => (Some(line[d].to), walk[d].moves.as_slice()),
                None => (None, &[][..]),
            };
            // Captures last, as composers spend them sparingly.
            moves.sort_by_key(|mv| {
                let chain = match () {
                    _ if Some(mv.from) == again => 0,
                    _ if !before.is_empty() && !before.contains(mv) => 1,
                    _ => 2,
                };
                (is_capture(&pos, *mv), chain)
            });
        }
    }
    Ply { pos, moves, next: 0 }
}

/// Where a castling walk tries `mv` (lower first): castling itself, then
/// moves that clear the squares between king and rook on a side the mover
/// may still castle, then the rest, and last the king's and the rooks'
/// moves that would give a right up.
fn castling_rank(pos: &Position, mv: Move) -> u8 {
    let c = pos.turn;
    let rank = c.back_rank(pos.board);
    let rights = pos.castling.rights[c.index()];
    let moving = pos.piece_at(mv.from).map(|(_, role)| role);
    let on_back_rank = |file: u8| Square::new(file, rank);
    let clears = CASTLING_FILES
        .iter()
        .filter(|castling| rights[castling.side])
        .any(|castling| castling.between.iter().any(|&f| on_back_rank(f) == Some(mv.from)));
    match moving {
        _ if is_castling(pos, mv) => 0,
        Some(Role::King) if rights.iter().any(|&r| r) => 3,
        Some(Role::Rook)
            if CASTLING_FILES
                .iter()
                .any(|k| rights[k.side] && on_back_rank(k.rook_from) == Some(mv.from)) =>
        {
            3
        }
        _ if clears => 1,
        _ => 2,
    }
}

/// Where a promoting walk tries `mv` (lower first): a promotion, then a
/// pawn's capture or a push of a pawn past its fourth rank, then the
/// other pawn moves, then the rest.
fn promotion_rank(pos: &Position, mv: Move) -> u8 {
    let c = pos.turn;
    let pawn = pos.pieces(c, Role::Pawn).contains(mv.from);
    // Ranks still to go before promoting: at most half the board's.
    let to_go = mv.from.rank().abs_diff(c.other().back_rank(pos.board));
    let advanced = to_go <= pos.board.height().saturating_sub(1) / 2;
    match () {
        _ if mv.promotion.is_some() => 0,
        _ if pawn && (mv.from.file() != mv.to.file() || advanced) => 1,
        _ if pawn => 2,
        _ => 3,
    }
}

/// `mover`'s journeys bound from `start` to the placement of `pos`.
fn bound_from(start: &Position, pos: &Position, mover: Color) -> Option<u32> {
    let e = Estimator::new(pos, None).estimate(start)?;
    Some(e.per_color[mover.index()])
}

/// The most moves per side a generated game may waste.
pub const MOST_SPARE: u32 = 8;

/// The longest game `generate` plays, in plies.
pub const MOST_PLIES: u32 = 200;

/// Whether `plies` is a list of lengths `generate` takes (1 to [`MOST_PLIES`]).
pub fn lengths_ok(plies: &[u32]) -> bool {
    !plies.is_empty() && plies.iter().all(|&n| (1..=MOST_PLIES).contains(&n))
}

/// Games tried per instance when no number is given: unique games are
/// rare even among chained walks (1 in 100 at 12 plies).
pub fn default_attempts(unique_only: bool) -> usize {
    if unique_only {
        200
    } else {
        20
    }
}

/// What [`generate`] makes.
#[derive(Clone, Debug)]
pub struct GenerateOptions {
    pub start: Position,
    /// Lengths in plies, each with `per_length` instances.
    pub plies: Vec<u32>,
    pub per_length: usize,
    pub seed: u64,
    /// Moves per colour the journeys bound may not count (0: every move needed).
    pub spare: u32,
    /// Keep only instances whose count is 1.
    pub unique_only: bool,
    /// The kind of game tried.
    pub walk: Walk,
    /// Games tried per instance before the length is given up.
    pub attempts: usize,
    /// With `unique_only`: each game tried is a climb of this many changes
    /// from a walk towards a unique game ([`climb_to_unique`]); 0 keeps the
    /// walks as they are.
    pub climb_steps: usize,
    /// The count's limits per game; a game whose count is not finished is dropped.
    pub time_per_game: Duration,
    pub memory_bytes: u64,
    /// Cancellation and progress (each count hears it).
    pub control: crate::limits::Control,
}

/// One generated proof game: the game it came from and its solved count.
#[derive(Clone, Debug)]
pub struct GeneratedProofGame {
    /// `pg-n12-s1-03`: length, seed, index.
    pub name: String,
    pub start: Position,
    /// The end position (its side to move is part of the problem).
    pub goal: Position,
    pub plies: u32,
    /// The generating game, one of the solutions.
    pub game: Vec<Move>,
    pub report: ProofGameReport,
}

impl GeneratedProofGame {
    /// The `.chess` problem file: name, start, goal with its side to move,
    /// and the facts in comments.
    pub fn problem_text(&self, command: &str) -> String {
        let mut t = String::new();
        t.push_str(&format!("# Proof game in {} plies, generated by: {command}\n", self.plies));
        t.push_str(&format!(
            "# verdict: {}; positions examined: {}\n",
            self.report.verdict.label(),
            self.report.positions_examined
        ));
        t.push_str(&format!(
            "# generating game: {}\n",
            numbered_san(&self.start, &self.game).join(" ")
        ));
        t.push_str(&format!(
            "name: {}\nstart: {}\ngoal: {}\n",
            self.name,
            to_fen(&self.start),
            goal_diagram(&self.goal)
        ));
        t
    }
}

/// A climb ([`climb_to_unique`]) whose games are walks of `walk`'s kind
/// with at most `spare` wasted moves per colour.
pub fn climb_with_walk<R: Rng>(
    start: &Position,
    plies: u32,
    spare: u32,
    walk: Walk,
    o: &ClimbOptions,
    rng: &mut R,
) -> Option<ClimbOutcome> {
    climb_to_unique(start, plies, o, rng, |prefix, rng| {
        continue_walk(start, prefix, plies, spare, walk, rng)
    })
}

/// The climb's counts stop here: exact below, so that each change that
/// takes move orders away shows, however many there are.
const CLIMB_COUNT_CAP: u128 = 1_000_000_000_000;

/// The count `generate` runs on each walked game. A second game already
/// rules a game out of --unique: it stops there (a unique game's count is
/// whole either way).
fn count_options(o: &GenerateOptions) -> ProofGameOptions {
    climb::generator_count(o.unique_only.then_some(2), o.time_per_game, o.memory_bytes, &o.control)
}

/// A problem's goal as a diagram: the placement and the side to move
/// (castling rights and en passant are not part of a proof game's goal).
pub fn goal_diagram(goal: &Position) -> String {
    let fen = to_fen(goal);
    fen.split_whitespace().take(2).collect::<Vec<_>>().join(" ")
}

/// Economical games of each length, each solved as a proof game (shorter
/// games looked for first); the ones whose count finished, in length order.
/// `progress` hears of each kept instance. Reproducible: a seed and the
/// options fix the output.
pub fn generate(o: &GenerateOptions, mut progress: impl FnMut(&GeneratedProofGame)) -> Vec<GeneratedProofGame> {
    let mut out = Vec::new();
    for &plies in &o.plies {
        let mut rng = ChaCha8Rng::seed_from_u64(o.seed.wrapping_mul(1_000_003).wrapping_add(plies as u64));
        let mut kept = 0;
        // Goals already kept at this length, as diagrams: two walks (or
        // two climbs to the same local minimum) can end on one position,
        // and a list of problems holds each once.
        let mut goals_kept: Vec<String> = Vec::new();
        for _ in 0..o.attempts.max(1) * o.per_length {
            if kept == o.per_length {
                break;
            }
            // Cancelled, each count would end at once as unknown and the
            // walks would go on to the last attempt: stop here instead.
            if o.control.is_cancelled() {
                return out;
            }
            let (game, goal, report) = if o.unique_only && o.climb_steps > 0 {
                let climb = ClimbOptions {
                    steps: o.climb_steps,
                    count_cap: CLIMB_COUNT_CAP,
                    time_per_count: o.time_per_game,
                    memory_bytes: o.memory_bytes,
                    control: o.control.clone(),
                };
                let Some(c) = climb_with_walk(&o.start, plies, o.spare, o.walk, &climb, &mut rng) else {
                    continue;
                };
                (c.game, c.goal, c.report)
            } else {
                let Some((game, goal)) = o.walk.game(&o.start, plies, o.spare, &mut rng) else {
                    continue;
                };
                let report = solve(&o.start, &goal, plies, &count_options(o));
                (game, goal, report)
            };
            let keep = match report.verdict {
                ProofGameVerdict::Unique => true,
                ProofGameVerdict::Solutions { .. } => !o.unique_only,
                _ => false,
            };
            let diagram = goal_diagram(&goal);
            if !keep || goals_kept.contains(&diagram) {
                continue;
            }
            goals_kept.push(diagram);
            kept += 1;
            let g = GeneratedProofGame {
                name: format!("pg-n{plies:02}-s{}-{kept:02}", o.seed),
                start: o.start.clone(),
                goal,
                plies,
                game,
                report,
            };
            progress(&g);
            out.push(g);
        }
    }
    out
}

#[cfg(test)]
mod tests;
