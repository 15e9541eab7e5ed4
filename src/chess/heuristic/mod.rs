//! Lower bounds on the number of moves from a position to a goal placement.
//!
//! [`Estimator::lower_bound`] is admissible (it never exceeds the true
//! remaining plan length), which is what makes A* optimal. It is the maximum
//! of three bounds, each admissible on its own:
//!
//! 1. **Changed squares.** A move changes the contents of at most 2 squares
//!    (3 with en passant, 4 with castling): at least ⌈changed / c⌉ moves.
//! 2. **Per-colour journeys.** Every goal square holding a piece of colour c
//!    must receive its final occupant, a distinct piece of colour c, whose
//!    journey took at least the empty-board distance from some current piece
//!    that can become it (same type; or a pawn via a promotion square).
//!    Summing these minima gives `h_c`. Proof that `h_c` bounds colour c's
//!    moves, castling included: distinct goal squares have distinct
//!    occupants, so c's moves are at least the sum over those pieces of the
//!    moves each made, each of which is at least its empty-board distance,
//!    except that castling (at most once per colour) is one move that moves
//!    two pieces. A game in which c castles makes at least 1 + the journeys
//!    from the placement right after castling (a right means king and rook
//!    have not moved yet; both then start from their castled squares), so
//!    `h_c` is the least of the uncastled matching and, for each side c's
//!    rights allow, 1 + the castled one (`journeys.rs`). Flat discounts
//!    were worse: `− 1` missed the 18-ply game with both sides castling
//!    long (`O-O-O` and `Rhe1` are two moves for journeys of 2 + 1 + 1),
//!    and `− 2` gave 2 moves away to every king that must move while a
//!    right remains, castling or not. Promotion is in the distances (a pawn's path to the
//!    last rank, then the piece's); en passant and captures move one piece.
//!    Pawns change file only by capturing, one file per capture: the least
//!    total of file shifts that gives each goal pawn its own pawn of colour
//!    c (a matching) counts
//!    captures of c, each removing a piece of the other colour, so more of
//!    them than that colour's surplus proves the goal unreachable.
//!    The other colour's pawns also fix where some of c's pieces are
//!    captured: those victims travel there, extra rows of c's matching
//!    (`journeys.rs`). The distances are taken around walls: the goal's
//!    pawns on their second rank, and c's pawns that have reached their
//!    goal square for good (`walls.rs`). Captures add a second
//!    bound: each surplus piece of colour c must be captured by a move of the
//!    other colour. Piece counts that cannot be reached (a captured piece never
//!    returns; only pawns promote) prove the goal unreachable.
//! 3. **Alternation.** The side to move makes ⌈L/2⌉ of L moves and the other
//!    side ⌊L/2⌋, so L ≥ 2·h_mover − 1 and L ≥ 2·h_other; and L ≥ h_w + h_b.
//!
//! If the goal fixes the side to move, L also has a known parity.
//!
//! A search that knows each colour's moves left (the proof-game count) is
//! built with [`Estimator::for_budget`], whose distances also go round the
//! pieces of either colour that the budget freezes for the whole game, and
//! never let a rook or queen slide along a file across the whole corridor
//! of a pawn that keeps to it to its goal square (`corridors.rs`); it
//! asks [`Estimator::estimate_within`] instead, which bounds a colour that
//! cannot afford to castle as one that cannot castle (`castling.rs`), takes
//! the journeys around the pieces that budget freezes (`budget.rs`) and around the other
//! colour's pieces frozen for good (`theirs.rs`) and the squares a surplus
//! pawn (or piece of a role the goal lacks) seals, occupied by it and then by its taker to the end
//! (`sealed.rs`; the taker's colour may only end there; or, whoever has
//! pieces to lose, where the one pawn that can end there must take it,
//! `taken_in_place.rs`), and asks whether
//! each capture still to come has a square where its victim (its fates
//! left to the other pieces, `extra_victim.rs`; never a pawn its colour's
//! captures left cannot do without, `fates.rs`) and its capturer (round
//! its own frozen pawns, and if it survives not where it would check a
//! king that stays put at close range, `close_checks.rs`) can meet within
//! the budget (`meeting.rs`; several victims are distinct pieces that
//! must all travel to such squares, `extra_victim.rs`, and two captures'
//! capturers pay for both landings together, `capturers.rs`; a colour's
//! landings and its own victims' ways to where the other colour can take
//! them, in one assignment, `give_and_take.rs`), and whether the
//! pieces standing where the goal has another piece of their colour, which
//! the other colour cannot take there, can still get out of the way
//! (`squatters.rs`), and whether the pieces home on squares pawns must
//! cross can step aside and back (`obstruction.rs`), and whether each colour's pawns still reach their
//! goal squares capturing only where a piece of the other colour can be
//! (`pawn_captures.rs`; straight, where the other colour has nothing
//! left to lose), whether a colour with no capture to spare can fill its
//! goal pawn squares with no more file changes than the goal needs
//! (`shift_budget.rs`), whether its captures to make and its arrivals on
//! goal squares where nothing can be captured fit its moves, its pawns'
//! pushes beside them (`landings.rs`, `pushes.rs`), and whether its pieces that no capture can reach
//! in time can all end on goal squares (`capturable.rs`), and, with no
//! capture left and few spare moves, whether the pieces whose last squares
//! are known can all get there past each other (`forced.rs`); the count also
//! asks [`Estimator::parity_refutes`] whether a colour's exact number of
//! moves has a parity its pieces cannot make, its shut-in pieces' move
//! graphs included (`parity.rs`); and
//! [`Estimator::reachable_alone_within`] whether each colour could get there
//! even with the other colour off the board (`alone.rs`), and
//! [`Estimator::joint_tally_refutes`] whether both colours' captures fit
//! their moves together, each victim's walk to where it dies and its
//! capturer's walk there paid by their own colours (`joint/`).
//!
//! A count may narrow an estimator to a subtree: the walls the moves left
//! from a position freeze, on top of the start's (`narrowed.rs`).

mod alone;
/// The relaxed placements each colour alone is first allowed (`alone.rs`).
pub const ALONE_NODES: u32 = alone::NODE_LIMIT;
mod budget;
mod capturable;
mod capturers;
mod castling;
mod chains;
mod close_checks;
mod confined;
mod corridors;
mod costs;
mod distances;
mod extra_victim;
mod facing;
mod fates;
mod file_order;
mod forced;
mod give_and_take;
pub mod independent;
mod joint;
mod journeys;
mod landings;
mod meeting;
pub mod narrowed;
mod obstruction;
mod parity;
mod pawn_captures;
mod pushes;
mod sealed;
mod share;
mod shift_budget;
mod squatters;
mod taken_in_place;
mod theirs;
mod victim_keys;
mod victims;
mod walkers;
mod walls;
mod ways;

use super::{Color, Position, Role};
use crate::board::{Bitboard, Square};
pub use distances::frozen_pawns;
use distances::Tables;

/// White's and Black's moves in `plies` plies from `pos` (its side to
/// move has the odd one).
pub fn moves_per_colour(pos: &Position, plies: u32) -> [u32; 2] {
    let (mover, other) = (plies.div_ceil(2), plies / 2);
    match pos.turn {
        Color::White => [mover, other],
        Color::Black => [other, mover],
    }
}

/// Precomputed goal facts for repeated estimates.
pub struct Estimator {
    dist: Tables,
    /// Per colour and goal slider role, where the other colour's pieces
    /// that stay put may lengthen its sliders' routes (`theirs.rs`).
    slider_routes: [Vec<(Role, Box<[Bitboard; 64]>)>; 2],
    goal: Position,
    /// Goal pieces by colour: (role, square).
    goal_pieces: [Vec<(Role, Square)>; 2],
    /// Goal piece counts by colour and role.
    goal_counts: [[u32; 6]; 2],
    turn: Option<Color>,
    /// Per colour, each file of its goal pawns (squares of the file) and
    /// how many goal pawns it holds: a file holding fewer of that colour's
    /// pawns now forces captures onto it.
    goal_pawn_files: [Vec<(Bitboard, u32)>; 2],
    /// Per colour, what its pieces alone say ([`journeys::ColourBound`]),
    /// by the colour's placement: a search meets each colour's placement
    /// with many of the other's.
    cache: journeys::Cache,
    /// The goal's pawns on their second rank, walls from the start, and
    /// (`for_budget`) the pieces a proof game's budget freezes at its start.
    static_walls: Bitboard,
    /// Pawns' corridors of the start (`corridors.rs`, `for_budget`): no
    /// rook or queen slides across one whole.
    corridors: Vec<corridors::Corridor>,
    /// Per colour, the goal's pawn squares that are not static walls: where
    /// a pawn may freeze on the way.
    goal_pawns_not_static: [Bitboard; 2],
    /// Distances around the walls met on the way, by set.
    wall_tables: walls::WallTables,
    /// The sides of the move graphs around the walls (`parity.rs`).
    side_cache: parity::SideCache,
    /// Bounds and frozen pieces around the walls a move budget adds.
    budget_cache: budget::BudgetCache,
    /// Distances around the walls a move budget adds, by set.
    budget_walls: walls::WallTables,
    /// Whether each colour alone can still reach its goal, by placement.
    alone_cache: alone::AloneCache,
    /// Relaxed placements bounded so far, against `alone_limit`.
    alone_spent: std::cell::Cell<u32>,
    /// Relaxed placements allowed in all (`alone::NODE_LIMIT` at first).
    alone_limit: std::cell::Cell<u32>,
    /// When every question that searches (each colour alone, the joint
    /// tally) gives up, claiming nothing: a deadline or a cancelled handle
    /// ([`Estimator::give_up_when`]).
    give_up: std::cell::RefCell<crate::limits::Halt>,
    /// Each colour's regions, by its pieces, rights and moves left.
    reach_cache: independent::ReachCache,
    /// Where captures still to come can take place, by placement.
    meeting_cache: meeting::MeetingCache,
    /// Several victims' landings near the root (`chains.rs`).
    chain_cache: chains::ChainCache,
    /// The joint tally's last question and answer (`joint.rs`): a count
    /// asks it at the root of each length, once per thread.
    joint_last: joint::LastAnswer,
    /// The joint tally's walks reckoned so far (`joint/walks.rs`).
    joint_walks: joint::WalkMemo,
    shift_budget_cache: shift_budget::ShiftBudgetCache,
    facing_cache: facing::FacingCache,
    fate_cache: fates::FateCache,
    victim_cache: victim_keys::VictimCache,
    /// Whether each colour can still afford to castle (`castling.rs`).
    castling_cache: castling::CastlingCache,
    /// Each colour's frozen pieces, and its bound around the other's.
    theirs_cache: theirs::TheirsCache,
    /// Each colour's bound with its squatters that must move (`squatters.rs`)
    /// and its pieces that must vacate their squares (`obstruction.rs`).
    squatter_cache: squatters::SquatterCache,
    /// Each colour's bound with its pawns capturing where the other
    /// colour's pieces can be (`pawn_captures.rs`).
    pawn_capture_cache: pawn_captures::PawnCaptureCache,
    /// Each colour's matching with its pieces no capture can reach kept
    /// (`capturable.rs`).
    capturable_cache: capturable::CapturableCache,
    /// Each colour's least pawn pushes (`pushes.rs`).
    pushes_cache: pushes::PushesCache,
    /// Whether each group of pieces with known ends can arrive (`forced.rs`).
    forced_cache: forced::ForcedCache,
    /// Each colour's pieces with known last squares (`walkers.rs`).
    walkers_cache: walkers::WalkersCache,
    /// Plies left from which the pawn captures are asked
    /// (`pawn_captures.rs`; 0 with [`Estimator::asking_everywhere`]).
    pawn_captures_from: u32,
    /// Plies left from which pieces with known ends are searched as
    /// groups (`forced.rs`; 0 with [`Estimator::asking_everywhere`]).
    forced_from: u32,
    /// Plies left from which a colour's landings and its victims' ways
    /// are asked together (`give_and_take.rs`; 0 with
    /// [`Estimator::asking_everywhere`]).
    give_and_take_from: u32,
    /// Whether cached bounds are checked against fresh ones
    /// ([`Estimator::auditing_caches`]).
    audit_caches: bool,
}

/// The bounds for one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Estimate {
    /// Admissible lower bound on the remaining plan length.
    pub lower_bound: u32,
    /// Lower bounds on the moves of white and of black.
    pub per_color: [u32; 2],
}

/// Rounds of freezing at most: [`Estimator::for_budget`] and the narrowed
/// estimators (`narrowed.rs`).
const FREEZING_ROUNDS: usize = 4;

impl Estimator {
    /// `goal` is the goal placement; `turn` the goal's side to move, if fixed.
    pub fn new(goal: &Position, turn: Option<Color>) -> Estimator {
        Estimator::with_walls(goal, turn, frozen_pawns(goal), Vec::new())
    }

    /// An estimator for the games from `start` in which white and black
    /// make `budget` moves (a proof game's): the pieces of either colour
    /// that budget freezes in `start` for the whole game (`budget.rs`,
    /// `walls.rs`) join the static walls. Such a piece neither moves nor is
    /// captured, so no piece of either colour enters or crosses its square:
    /// every colour's distances are taken around it, which the per-position
    /// freezes cannot do for the other colour without losing their cache.
    /// Walls lengthen distances, so the bounds stay admissible for every
    /// game within the budget, and for every shorter budget, which only
    /// freezes more. So do the corridors of the pawns that keep to their
    /// file (`corridors.rs`): no rook or queen slides across one whole.
    /// Rounds repeat while a colour's walls or corridors bring more of
    /// either (at most four).
    pub fn for_budget(goal: &Position, turn: Option<Color>, start: &Position, budget: [u32; 2]) -> Estimator {
        Estimator::new(goal, turn).frozen_further(start, budget, FREEZING_ROUNDS)
    }

    /// This estimator, asking every check of [`Estimator::estimate_within`]
    /// at every position, where some are asked only far from the leaves
    /// for speed (tests check them at every node of small trees).
    pub fn asking_everywhere(mut self) -> Estimator {
        self.pawn_captures_from = 0;
        self.forced_from = 0;
        self.give_and_take_from = 0;
        self
    }

    /// This estimator, recomputing every bound its placement caches
    /// answer (`colour_bound`, the budget's and the other colour's walls')
    /// and panicking where the answer differs: a cache key that misses an
    /// input of its bound (`victim_keys.rs`) then shows at the first
    /// wrong answer, not as a count that comes out short.
    pub fn auditing_caches(mut self) -> Estimator {
        self.audit_caches = true;
        self
    }

    /// Panics unless a cached answer equals the one computed afresh
    /// (with [`Estimator::auditing_caches`]; nothing otherwise).
    pub(super) fn audit<T: PartialEq + std::fmt::Debug>(&self, what: &str, pos: &Position, cached: T, fresh: impl FnOnce() -> T) {
        if self.audit_caches {
            let fresh = fresh();
            assert!(
                cached == fresh,
                "{what}: cached {cached:?}, afresh {fresh:?} at {}",
                crate::chess::fen::to_fen(pos)
            );
        }
    }

    /// An estimator whose distances are taken around `static_walls`: goal
    /// pieces that stand on their squares for the whole game.
    /// Rooks and queens never slide across the `corridors` whole.
    fn with_walls(
        goal: &Position,
        turn: Option<Color>,
        static_walls: Bitboard,
        corridors: Vec<corridors::Corridor>,
    ) -> Estimator {
        let mut goal_pieces = [Vec::new(), Vec::new()];
        let mut goal_counts = [[0; 6]; 2];
        for c in [Color::White, Color::Black] {
            for r in Role::ALL {
                for sq in goal.pieces(c, r) {
                    goal_pieces[c.index()].push((r, sq));
                    goal_counts[c.index()][r.index()] += 1;
                }
            }
        }
        let file_of = |sq: Square| -> Bitboard {
            let mut file = Bitboard::EMPTY;
            for rank in 0..goal.board.height() {
                file.insert(Square::new(sq.file(), rank).expect("on board"));
            }
            file
        };
        let goal_pawn_files = [Color::White, Color::Black].map(|c| {
            let mut files: Vec<(Bitboard, u32)> = Vec::new();
            for file in goal.pieces(c, Role::Pawn).map(file_of) {
                match files.iter_mut().find(|(f, _)| *f == file) {
                    Some((_, n)) => *n += 1,
                    None => files.push((file, 1)),
                }
            }
            files
        });
        let dist = Tables::around_goal_walls(goal.board, static_walls, corridors::slide_cuts(goal.board, &corridors));
        Estimator {
            goal_pawns_not_static: [Color::White, Color::Black].map(|c| goal.pieces(c, Role::Pawn) & !static_walls),
            static_walls,
            wall_tables: Default::default(),
            side_cache: Default::default(),
            budget_cache: Default::default(),
            budget_walls: Default::default(),
            alone_cache: Default::default(),
            alone_spent: Default::default(),
            alone_limit: std::cell::Cell::new(alone::NODE_LIMIT),
            give_up: Default::default(),
            reach_cache: Default::default(),
            meeting_cache: Default::default(),
            chain_cache: Default::default(),
            joint_last: Default::default(),
            joint_walks: Default::default(),
            shift_budget_cache: Default::default(),
            facing_cache: Default::default(),
            fate_cache: Default::default(),
            victim_cache: Default::default(),
            squatter_cache: Default::default(),
            pawn_capture_cache: Default::default(),
            capturable_cache: Default::default(),
            pushes_cache: Default::default(),
            forced_cache: Default::default(),
            walkers_cache: Default::default(),
            pawn_captures_from: pawn_captures::PLIES_ASKED,
            forced_from: forced::PLIES_ASKED,
            give_and_take_from: give_and_take::PLIES_ASKED,
            audit_caches: false,
            theirs_cache: Default::default(),
            castling_cache: Default::default(),
            goal_pawn_files,
            corridors,
            slider_routes: theirs::slider_routes(goal, &*dist),
            dist,
            cache: Default::default(),
            goal: goal.clone(),
            goal_pieces,
            goal_counts,
            turn,
        }
    }

    /// How many of each colour's pieces the other colour's pawns must still
    /// capture on known squares (the victims of `journeys.rs`), by colour
    /// index: what the victim bound had to work with in `pos`.
    pub fn forced_captures(&self, pos: &Position) -> [usize; 2] {
        [Color::White, Color::Black].map(|c| self.victims(pos, c).1)
    }

    /// The bounds, or `None` if the goal is provably unreachable from `pos`.
    pub fn estimate(&self, pos: &Position) -> Option<Estimate> {
        let surplus = self.surplus(pos);
        let bounds = [
            self.colour_bound(pos, Color::White, surplus[1])?,
            self.colour_bound(pos, Color::Black, surplus[0])?,
        ];
        self.combine(pos, bounds, surplus)
    }

    /// Per colour, its pieces beyond the goal's: each must be captured.
    fn surplus(&self, pos: &Position) -> [u32; 2] {
        [Color::White, Color::Black].map(|c| {
            let total_goal: u32 = self.goal_counts[c.index()].iter().sum();
            pos.by_color[c.index()].count().saturating_sub(total_goal)
        })
    }

    /// Whether castling may stand for some of colour `c`'s journeys (its
    /// king must move and a right remains): then a piece's journeys may be
    /// shorter than its distance, which the frozen pieces of `budget.rs`
    /// must not assume.
    fn castling_saves(pos: &Position, c: Color, bound: &journeys::ColourBound) -> bool {
        bound.king_moves && pos.castling.rights[c.index()].iter().any(|&r| r)
    }

    /// The position's bounds from its two colour bounds (bounds 1–3).
    fn combine(&self, pos: &Position, bounds: [journeys::ColourBound; 2], surplus: [u32; 2]) -> Option<Estimate> {
        let per_color = bounds.map(|b| b.journeys);
        // Every capture removes one enemy piece: the goal's pawns cannot have
        // changed files more often than the other side has pieces to lose.
        if bounds[0].pawn_shifts > surplus[1] || bounds[1].pawn_shifts > surplus[0] {
            return None;
        }
        // Each surplus piece is removed by a capture, a move of the other colour.
        let white = per_color[0].max(surplus[1]);
        let black = per_color[1].max(surplus[0]);
        let (mover, other) = match pos.turn {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        let mut l = (2 * mover).saturating_sub(1).max(2 * other).max(white + black);
        l = l.max(changed_squares_bound(pos, &self.goal));
        if let Some(turn) = self.turn {
            if (l % 2 == 1) != (turn != pos.turn) {
                l += 1;
            }
        }
        Some(Estimate {
            lower_bound: l,
            per_color: [white, black],
        })
    }
}

/// Bound 1: changed squares divided by the most squares one move can change.
fn changed_squares_bound(pos: &Position, goal: &Position) -> u32 {
    let mut changed = Bitboard::EMPTY;
    for c in 0..2 {
        for r in 0..6 {
            changed |= (pos.by_color[c] & pos.by_role[r]) ^ (goal.by_color[c] & goal.by_role[r]);
        }
    }
    let castling = pos.castling.rights.iter().flatten().any(|&r| r);
    let pawns = pos.by_role[Role::Pawn.index()].any();
    let per_move = if castling {
        4
    } else if pawns && pos.board.height() >= 5 {
        3
    } else {
        2
    };
    changed.count().div_ceil(per_move)
}

#[cfg(test)]
mod tests;
