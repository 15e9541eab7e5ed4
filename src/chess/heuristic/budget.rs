//! Pieces a tight move budget freezes: walls for their own colour.
//!
//! A proof game knows how many moves each colour has left (`budget`), and
//! when a colour's journeys bound `J` leaves it fewer than two spare moves,
//! many of its pieces can no longer afford to move at all. Take a piece P
//! of colour c standing on a goal square g of its own kind, with c's king
//! not needing to move or c unable to castle (castling then saves nothing
//! on `J`: a king that castles off its goal square must come back; the
//! other case is below). In any game that reaches the goal in the budget:
//!
//! - If P is g's final occupant and moves at all, it leaves and returns: at
//!   least 2 moves where the matching charged 0, so c makes at least
//!   `J + 2` moves (the matching with P kept on g costs at least `J`).
//! - If P is not g's final occupant (it moves away for good or is
//!   captured), c makes at least `H'`, the least matching in which P does
//!   not fill g.
//!
//! So if `J + 2 > budget` and `H' > budget`, P neither moves nor is
//! captured for the rest of the game: its square is a wall for c's
//! journeys, and c's bound may be taken around it, which can close or
//! lengthen routes (the rook that must pass its frozen king). Walls only
//! lengthen distances, so each round's bound stays admissible, and each
//! round's walls are facts of every remaining game, so the next round may
//! build on them; rounds stop when no new piece freezes.
//!
//! `H'` is a matching over the pieces that could take g: the goal pieces
//! not yet filled, and those filled by a piece of P's role (a settled
//! piece of another role keeps its square in some least matching by the
//! argument of `journeys.rs`: whatever takes its square could not be P).
//!
//! A frozen piece is a wall for the other colour too, but a bound around
//! both colours' frozen pieces depends on both placements and can hardly
//! be cached: measured, it examined up to 20% fewer positions and took up
//! to 2x longer (BENCHMARKS.md, Session 16). Each colour's bound is
//! therefore taken around its own frozen pieces, cached by its placement
//! and budget, as `walls.rs` does with its own frozen pawns. The pieces
//! frozen at the start of a proof game, though, stay for the whole search:
//! [`Estimator::for_budget`] makes them walls of every distance table, for
//! both colours, once.
//!
//! **A king that must move and may castle.** Castling moves king and rook
//! in one move, so such a colour may make fewer moves than its uncastled
//! matchings `J` and `H'`; but at most `S` fewer, what castling on a side
//! its rights allow can save (`journeys.rs`, `castling_saving`: the king's
//! and the rook's gains less the castling move). So every game makes at
//! least `J - S` moves, at least `J - S + 2` if P leaves g and comes back
//! (P is neither the king nor a rook that may castle: its moves are its
//! own), and at least `H' - S` if P does not fill g. The rule holds with
//! the spare counted from `J - S`, the test `H' > J + spare` unchanged. A
//! rook that may castle is never claimed: castling takes it off its
//! corner by its king's move. Before Session 89 such a colour froze
//! nothing: a 30-ply near miss whose king walks e1-d1 while the h1 rook
//! must pass its knight home on g1 took 524,288 positions to refute; with
//! the knight frozen it is refuted at the root (BENCHMARKS.md).
//!
//! Only the proof-game search, which knows the budget, asks for this;
//! `chess solve`'s A* has no budget.

use super::costs::matching_cost;
use super::costs::Victim;
use super::distances::{Dist, LazyRows};
use super::journeys::{remember, ColourBound, PerColour, PlacementKey};
use super::walls::WhenFull;
use super::{moves_per_colour, Estimate, Estimator};
use crate::board::{Bitboard, Board, Square};
use crate::chess::assignment;
use crate::chess::{Color, Position, Role, CASTLING_FILES};
use std::rc::Rc;

/// Rounds of freezing and re-bounding at most (each adds walls).
const ROUNDS: usize = 3;

/// Entries kept per colour and map before a cache starts over.
const CACHE_ENTRIES: usize = 1 << 17;

/// Per colour: its placement → its pieces that freeze with 0 and with 1
/// spare moves around its first walls; (placement, budget) → its bound
/// around every piece that budget freezes, and those walls.
#[derive(Default)]
pub(super) struct BudgetCache {
    frozen: PerColour<PlacementKey, Frozen>,
    bounds: PerColour<(PlacementKey, u32), (Option<ColourBound>, Bitboard)>,
}

/// A colour's pieces that freeze with 0 and with 1 spare moves over
/// `journeys` (`u32::MAX`: none can be claimed).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Frozen {
    journeys: u32,
    with_spare: [Bitboard; 2],
}

impl Estimator {
    /// Whether every bound at once refutes `pos` with `plies` left: both
    /// ways of [`Estimator::cuts`], each colour alone
    /// ([`Estimator::reachable_alone_within`]) and the victims standing
    /// where they are ([`Estimator::victims_where_they_stand_refute`]),
    /// what a proof-game count asks of its root.
    pub fn refutes_with_every_bound(&self, pos: &Position, plies: u32) -> bool {
        self.cuts(pos, plies, false)
            || self.cuts(pos, plies, true)
            || !self.reachable_alone_within(pos, moves_per_colour(pos, plies))
            || self.victims_where_they_stand_refute(pos, moves_per_colour(pos, plies))
            || self.joint_tally_refutes(pos, moves_per_colour(pos, plies))
    }

    /// Whether no game reaches the goal from `pos` in exactly `plies`
    /// plies by the bounds a proof-game search asks at every node: a
    /// colour needs more moves than it has, or (`within_budget` false)
    /// the moves' parity cannot work out. With `within_budget`, the
    /// bounds are taken around the pieces the budget freezes
    /// ([`Estimator::estimate_within`]): stronger and dearer.
    pub fn cuts(&self, pos: &Position, plies: u32, within_budget: bool) -> bool {
        if !within_budget {
            return self.moves_needed(pos, plies).is_none();
        }
        // `moves_needed` asks it too: asked once either way.
        if self.pawn_files_out_of_order(pos) {
            return true;
        }
        let budget = moves_per_colour(pos, plies);
        self.estimate_within(pos, budget)
            .is_none_or(|e| e.lower_bound > plies || e.per_color[0] > budget[0] || e.per_color[1] > budget[1])
    }

    /// The moves both colours need at least from `pos` (the sum of
    /// [`Estimator::estimate`]'s per-colour bounds), or `None` where
    /// [`Estimator::cuts`] without the budget cuts `pos` with `plies` left:
    /// what a count orders a position's moves by, fewest first.
    pub fn moves_needed(&self, pos: &Position, plies: u32) -> Option<u32> {
        let budget = moves_per_colour(pos, plies);
        let e = self.estimate(pos).filter(|_| !self.pawn_files_out_of_order(pos))?;
        let cut =
            e.lower_bound > plies || e.per_color[0] > budget[0] || e.per_color[1] > budget[1] || self.parity_refutes(pos, budget);
        (!cut).then_some(e.per_color[0] + e.per_color[1])
    }

    /// [`Estimator::estimate`] for a position from which white and black
    /// have `budget` moves left, each colour's bound taken around its
    /// pieces that budget freezes (module header). Still admissible for
    /// every game that keeps to the budget; `None` if the goal is
    /// unreachable within it or at all.
    pub fn estimate_within(&self, pos: &Position, budget: [u32; 2]) -> Option<Estimate> {
        let surplus = self.surplus(pos);
        let captures_left = [surplus[1], surplus[0]];
        let mut bounds = [Color::White, Color::Black].map(|c| self.colour_bound(pos, c, captures_left[c.index()]));
        // A colour that cannot afford to castle is bounded as one that
        // cannot castle (`castling.rs`).
        let cleared = self.without_unaffordable_castling(pos, budget, &bounds, captures_left);
        let pos = match &cleared {
            Some(cleared) => {
                bounds = [Color::White, Color::Black].map(|c| self.colour_bound(cleared, c, captures_left[c.index()]));
                cleared
            }
            None => pos,
        };
        let estimate = self.combine(pos, [bounds[0]?, bounds[1]?], surplus)?;
        if estimate.per_color[0] > budget[0] || estimate.per_color[1] > budget[1] {
            return Some(estimate);
        }
        // Where the squatters (`squatters.rs`) refute most positions that
        // get this far, they are asked first, on the plain journeys and
        // around the static walls only, before the dearer bounds below
        // (they need neither to refute; these only let them refute more,
        // and they are asked again with them).
        let first = self.squatters_first();
        if first {
            let plain = [bounds[0]?.journeys, bounds[1]?.journeys];
            let refuted = self.squatters_refute(pos, budget, plain, [self.static_walls; 2], true);
            self.note_squatters(refuted);
            if refuted {
                return None;
            }
        }
        let mut tightened = false;
        // Each colour's pieces frozen for good, beyond the static walls.
        let mut frozen = [Bitboard::EMPTY; 2];
        for c in [Color::White, Color::Black] {
            let ci = c.index();
            let first = bounds[ci]?;
            if !Self::under_two_spare(&first, budget[ci]) {
                frozen[ci] = self.frozen_on_the_way(pos, c, captures_left[ci]) & !self.static_walls;
                continue;
            }
            let (bound, walls) = self.bound_within(pos, c, captures_left[ci], budget[ci], first);
            tightened |= bound.map(|b| b.journeys) != Some(first.journeys);
            bounds[ci] = bound;
            frozen[ci] = walls & !self.static_walls;
        }
        let own_walls = [bounds[0]?, bounds[1]?];
        let mut bounds = own_walls;
        // Around the other colour's pieces frozen for good too (`theirs.rs`).
        for c in [Color::White, Color::Black] {
            let ci = c.index();
            let walls = [frozen[ci], frozen[c.other().index()]];
            if let Some(around) = self.bound_around_theirs(pos, c, captures_left[ci], budget[ci], &bounds[ci], walls) {
                let around = around?;
                tightened |= around.journeys != bounds[ci].journeys;
                bounds[ci] = around;
            }
        }
        let estimate = if tightened {
            self.combine(pos, bounds, surplus)?
        } else {
            estimate
        };
        if estimate.per_color[0] > budget[0] || estimate.per_color[1] > budget[1] {
            return Some(estimate);
        }
        // A surplus pawn that can neither move nor be spared, on a square
        // the other colour takes and keeps, seals it (`sealed.rs`).
        if self.sealed_refutes(pos, budget, bounds, frozen, surplus) {
            return None;
        }
        // The checks below take each colour's journeys around its own
        // walls, as the victim's side of `meeting.rs` has them.
        let own_journeys = own_walls.map(|b| b.journeys);
        // A piece in the way of its own colour's goal piece, which the
        // other colour cannot capture there, must move (`squatters.rs`).
        let still = frozen.map(|f| f | self.static_walls);
        let refuted = self.squatters_refute(pos, budget, bounds.map(|b| b.journeys), still, first);
        if !first {
            self.note_squatters(refuted);
        }
        if refuted {
            return None;
        }
        // A piece home on its pawns' way steps aside (`obstruction.rs`).
        if self.obstruction_refutes(pos, budget, bounds.map(|b| b.journeys), surplus) {
            return None;
        }
        // A pawn captures only where a piece of the other colour can be
        // (`pawn_captures.rs`).
        if self.pawn_captures_refute(pos, budget, own_journeys, bounds, surplus) {
            return None;
        }
        // A colour with no capture to spare changes pawn files no more
        // than its goal pawns need (`shift_budget.rs`).
        if self.shift_budget_refutes(pos, budget, bounds, surplus) {
            return None;
        }
        // Of two facing pawns the first to leave captures (`facing.rs`).
        if self.facing_pawns_refute(pos, budget, bounds, surplus) {
            return None;
        }
        // Captures and arrivals where nothing can be captured are distinct
        // moves (`landings.rs`).
        if self.landings_refute(pos, budget, own_journeys, surplus) {
            return None;
        }
        // A piece no capture can reach ends on a goal square (`capturable.rs`).
        if self.uncapturable_refute(pos, budget, own_journeys, surplus, still) {
            return None;
        }
        // With no promotion left, pieces whose ends are known may wait for
        // each other in a cycle (`forced.rs`). Not asked while a colour's
        // king must move and it may castle: its king and rooks are no
        // walkers, and since its pieces freeze there too (Session 89) the
        // tighter bounds sent six times as many groups to a search that
        // mostly gave up (a 40-ply goal 2.0 s -> 4.0 s, the same positions).
        let castling = [Color::White, Color::Black].map(|c| Self::castling_saves(pos, c, &bounds[c.index()]));
        if castling == [false; 2] && self.forced_routes_refute(pos, budget, estimate.per_color) {
            return None;
        }
        // Captures still to come must find a square where victim and
        // capturer meet within the budget (`meeting.rs`).
        self.captures_can_meet(pos, budget, own_journeys, surplus).then_some(estimate)
    }

    /// Whether `budget` moves leave a colour with `bound` within reach and
    /// under 2 spare moves.
    pub(super) fn under_two_spare(bound: &ColourBound, budget: u32) -> bool {
        bound.journeys <= budget && budget - bound.journeys < 2
    }

    /// Colour `c`'s bound around its pieces that freeze with `budget` moves
    /// left (rounds of freezing while its spare stays under 2), cached by
    /// placement and budget; `first` is its bound before any freezes.
    /// Also the walls it was taken around (static walls included).
    fn bound_within(
        &self,
        pos: &Position,
        c: Color,
        captures_left: u32,
        budget: u32,
        first: ColourBound,
    ) -> (Option<ColourBound>, Bitboard) {
        let (key, captures_left) = self.placement_key(pos, c, captures_left);
        let hit = self.budget_cache.bounds.borrow()[c.index()].get(&(key, budget)).copied();
        if let Some(hit) = hit {
            self.audit("bound_within", pos, hit, || {
                self.freeze_rounds(pos, c, key, captures_left, budget, first)
            });
            return hit;
        }
        let found = self.freeze_rounds(pos, c, key, captures_left, budget, first);
        remember(&self.budget_cache.bounds, c, (key, budget), found, CACHE_ENTRIES);
        found
    }

    /// Colour `c`'s pieces that stay where they are for the rest of every
    /// game in which it makes at most `budget` more moves from `pos`: its
    /// pawns frozen on the way (`walls.rs`) and the pieces the budget
    /// freezes, round after round (module header); the static walls not
    /// included. Each is on its goal square and is never captured.
    pub(super) fn frozen_for_good(&self, pos: &Position, c: Color, budget: u32) -> Bitboard {
        let surplus = self.surplus(pos);
        let captures_left = surplus[c.other().index()];
        let on_the_way = self.frozen_on_the_way(pos, c, captures_left);
        let Some(first) = self.colour_bound(pos, c, captures_left) else {
            return on_the_way;
        };
        if !Self::under_two_spare(&first, budget) {
            return on_the_way;
        }
        let (key, captures_left) = self.placement_key(pos, c, captures_left);
        // The rounds start from the static walls and the pawns frozen on the way.
        let (_, walls) = self.freeze_rounds(pos, c, key, captures_left, budget, first);
        walls & !self.static_walls
    }

    /// The rounds of freezing: colour `c`'s bound around its pieces that
    /// freeze with `budget` moves left, and the walls it was taken around.
    fn freeze_rounds(
        &self,
        pos: &Position,
        c: Color,
        key: PlacementKey,
        captures_left: u32,
        budget: u32,
        first: ColourBound,
    ) -> (Option<ColourBound>, Bitboard) {
        let mut bound = Some(first);
        let mut walls = self.static_walls | self.frozen_on_the_way(pos, c, captures_left);
        let mut rows: Option<Rc<LazyRows>> = None;
        // The victims of the key's bound, not read around the walls these
        // rounds add (`keyed_victims`).
        let mut victims = None;
        for _ in 0..ROUNDS {
            let Some(b) = bound else { break };
            if b.journeys > budget || budget - b.journeys >= 2 {
                break;
            }
            let frozen = match &rows {
                None => self.frozen_first_round(pos, c, key, captures_left, walls),
                Some(r) => {
                    let (victims, n) = victims.get_or_insert_with(|| self.keyed_victims(pos, c, captures_left));
                    let d = self.around_walls(r);
                    self.frozen_pieces(pos, c, walls, &victims[..*n], &self.captures_left_on(pos, c, &d))
                }
            };
            // Spare counted from the freeze's own journeys (frozen_pieces).
            let Some(spare) = budget.checked_sub(frozen.journeys).filter(|&s| s < 2) else {
                break;
            };
            let more = frozen.with_spare[spare as usize] & !walls;
            if more.is_empty() {
                break;
            }
            walls |= more;
            let Some(r) = self.budget_walls.around(pos.board, walls, WhenFull::Restart) else {
                break; // not met: a restarting table always answers
            };
            let (victims, n) = victims.get_or_insert_with(|| self.keyed_victims(pos, c, captures_left));
            let d = self.around_walls(&r);
            bound = self.compute_colour_bound(pos, c, &victims[..*n], &self.captures_left_on(pos, c, &d));
            rows = Some(r);
        }
        (bound, walls)
    }

    /// Colour `c`'s frozen pieces with 0 and 1 spare moves, on the tables
    /// of its first bound, whose walls are `own_walls` (static walls and
    /// its own frozen pawns), cached by its placement `key`.
    fn frozen_first_round(&self, pos: &Position, c: Color, key: PlacementKey, captures_left: u32, own_walls: Bitboard) -> Frozen {
        // The victims the key holds (`keyed_victims`), on the same walls.
        let compute = || match self.rows_around_frozen(pos, c, captures_left) {
            Some(rows) => {
                let d = self.around_walls(&rows);
                let (victims, n) = self.victims_on(pos, c, &d);
                self.frozen_pieces(pos, c, own_walls, &victims[..n], &self.captures_left_on(pos, c, &d))
            }
            None => {
                let (victims, n) = self.victims(pos, c);
                self.frozen_pieces(pos, c, own_walls, &victims[..n], &self.captures_left_on(pos, c, &*self.dist))
            }
        };
        let hit = self.budget_cache.frozen.borrow()[c.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("frozen_first_round", pos, hit, compute);
            return hit;
        }
        let frozen = compute();
        remember(&self.budget_cache.frozen, c, key, frozen, CACHE_ENTRIES);
        frozen
    }

    /// Colour `c`'s pieces on goal squares of their kind, not walls yet,
    /// that freeze with 0 and with 1 spare moves over `J`, the least
    /// matching on the same distances `d`: those whose least matching
    /// without them on their square (`H'`) exceeds `J` and `J + 1`. The
    /// spare must be counted from this `J`: from a bound on stronger
    /// distances it would claim `H' > budget` where `H'` may not exceed it.
    fn frozen_pieces<D: Dist>(&self, pos: &Position, c: Color, walls: Bitboard, victims: &[Victim], d: &D) -> Frozen {
        let mut frozen = Frozen {
            journeys: u32::MAX,
            with_spare: [Bitboard::EMPTY; 2],
        };
        let Some((journeys, king_moves)) = self.journeys(pos, c, victims, d) else {
            return frozen;
        };
        // A colour whose king must move and that may castle can make fewer
        // moves than its uncastled matchings, by at most what castling
        // saves (`castling_saving`): every game makes at least `J - S`, and
        // one that leaves out a frozen piece's square at least `H' - S`. So
        // the spare is counted from `J - S`, and `H' - S > J - S + spare`
        // is the same test as without castling. A rook that may castle off
        // its corner leaves it by its king's move, not one of its own:
        // it is never claimed.
        let rights = pos.castling.rights[c.index()];
        let castling_rooks = match king_moves && rights.iter().any(|&r| r) {
            true => castling_corners(pos.board, c, rights),
            false => Bitboard::EMPTY,
        };
        let saving = match castling_rooks.is_empty() {
            true => 0,
            false => self.castling_saving(pos.board, c, rights, d),
        };
        frozen.journeys = journeys.saturating_sub(saving);
        for &(role, g) in &self.goal_pieces[c.index()] {
            if walls.contains(g) || !pos.pieces(c, role).contains(g) || castling_rooks.contains(g) {
                continue;
            }
            let replaced = self.replacement_cost(pos, c, d, walls, victims, role, g);
            if replaced > journeys {
                frozen.with_spare[0].insert(g);
            }
            if replaced > journeys + 1 {
                frozen.with_spare[1].insert(g);
            }
        }
        frozen
    }

    /// `H'` for the piece of `role` on goal square `g`: the least matching
    /// of colour `c`'s open goal squares, the squares its pieces of `role`
    /// fill, and its victims, to distinct pieces, the one on `g` never
    /// filling `g`. `u32::MAX` if there is none (or too many rows to match:
    /// then nothing is claimed, and 0 is returned instead).
    #[allow(clippy::too_many_arguments)]
    fn replacement_cost<D: Dist>(
        &self,
        pos: &Position,
        c: Color,
        d: &D,
        walls: Bitboard,
        victims: &[Victim],
        role: Role,
        g: Square,
    ) -> u32 {
        let ci = c.index();
        let mut rows: Vec<(Role, Square)> = Vec::with_capacity(assignment::MAX);
        let mut filled = Bitboard::EMPTY;
        for &(goal_role, to) in &self.goal_pieces[ci] {
            if walls.contains(to) {
                continue; // its occupant stays (the walls are facts)
            }
            let settled = pos.pieces(c, goal_role).contains(to);
            if settled && goal_role != role {
                filled.insert(to);
                continue;
            }
            rows.push((goal_role, to));
        }
        let nvictims = victims.len();
        let cols: Vec<(Role, Square)> = (pos.by_color[ci] & !walls & !filled)
            .into_iter()
            .map(|sq| (pos.piece_at(sq).expect("occupied").1, sq))
            .collect();
        let nrows = rows.len();
        if nrows + nvictims > cols.len() {
            return u32::MAX;
        }
        if cols.len() > assignment::MAX {
            return 0;
        }
        let cost = |r: usize, k: usize| {
            // The piece on g may fill any row but g's own.
            if cols[k].1 == g && rows.get(r).is_some_and(|&(_, to)| to == g) {
                return assignment::IMPOSSIBLE;
            }
            matching_cost(d, c, cols[k], &rows, &victims[..nvictims], r)
        };
        assignment::min_cost(nrows + nvictims, cols.len(), cost).unwrap_or(u32::MAX)
    }
}

/// The corners of colour `c`'s rooks that `rights` still let castle (none
/// on a board without castling).
fn castling_corners(board: Board, c: Color, rights: [bool; 2]) -> Bitboard {
    let mut corners = Bitboard::EMPTY;
    if Position::castling_board(board) {
        let rank = c.back_rank(board);
        for castling in CASTLING_FILES.iter().filter(|castling| rights[castling.side]) {
            if let Some(corner) = Square::new(castling.rook_from, rank) {
                corners.insert(corner);
            }
        }
    }
    corners
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::{count_exhaustively, solve, ProofGameOptions};

    /// The side to move has the odd ply; `cuts` says no where the
    /// goal is one move away and yes where the plies cannot give it.
    #[test]
    fn the_side_to_move_has_the_odd_ply_and_the_cut_follows_the_budget() {
        let pos = parse_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
        assert_eq!(moves_per_colour(&pos, 5), [2, 3]);
        assert_eq!(moves_per_colour(&pos, 4), [2, 2]);
        let goal = parse_fen("3k4/8/8/8/4P3/8/8/4K3 b - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::Black));
        // Black Kd8 and White e4: one move each, two plies.
        assert!(!est.cuts(&pos, 2, false) && !est.cuts(&pos, 2, true));
        // One ply leaves White no move, and e2-e4 needs one.
        assert!(est.cuts(&pos, 1, false) && est.cuts(&pos, 1, true));
        assert_eq!(count_exhaustively(&pos, &goal, 2), 1);
    }

    #[test]
    fn a_king_with_no_move_to_spare_is_a_wall_for_its_own_rook() {
        // Rh1-b1 is one move on an empty rank, but the king stands on e1
        // and with one white move left it cannot step aside: the rook goes
        // round, h1-h2-b2-b1, three moves.
        let goal = parse_fen("4k3/8/8/8/8/8/8/1R2K3 b - - 0 1").unwrap();
        let pos = parse_fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        assert_eq!(est.estimate(&pos).unwrap().per_color[0], 1);
        assert_eq!(est.estimate_within(&pos, [1, 0]).unwrap().per_color[0], 3);
        // Two spare moves let the king step aside and back: no wall.
        assert_eq!(est.estimate_within(&pos, [3, 0]).unwrap().per_color[0], 1);
    }

    #[test]
    fn a_piece_another_can_replace_as_cheaply_is_not_frozen() {
        // Knights on c3 and b1 must end on c3 and e4: Nb1-d2-e4, or Nc3-e4
        // then Nb1-c3 (the knight on c3 moves although it stands on a goal
        // square of its kind). Both cost 2, so c3's knight must not freeze.
        let start = parse_fen("7k/8/8/8/8/2N5/8/1N2K3 w - - 0 1").unwrap();
        let goal = parse_fen("6k1/8/8/8/4N3/2N5/8/4K3 b - - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let (victims, n) = est.victims(&start, Color::White);
        let frozen = est.frozen_pieces(&start, Color::White, est.static_walls, &victims[..n], &*est.dist);
        assert!(
            !frozen.with_spare[0].contains(start.board.parse_square("c3").unwrap()),
            "{frozen:?}"
        );
        let r = solve(&start, &goal, 3, &ProofGameOptions::default());
        assert_eq!(r.count, 2);
        assert_eq!(r.count, count_exhaustively(&start, &goal, 3));
    }

    #[test]
    fn a_castling_king_that_must_move_freezes_nothing() {
        // The king must reach g1 and may castle: its journeys bound is 2
        // below the distances, so nothing is claimed for white.
        let goal = parse_fen("4k3/8/8/8/8/8/8/R4RK1 b - - 0 1").unwrap();
        let pos = parse_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let e = est.estimate_within(&pos, [1, 0]).unwrap();
        assert_eq!(e, est.estimate(&pos).unwrap());
        assert!(e.per_color[0] <= 1);
        // The knight on b1 must step aside for the a1 rook (boxed in by its
        // pawn) and come back: Nc3 Rd1 Nb1 O-O is 4 white moves where the
        // journeys say 2 + 1 + 1 + 0 without castling. Were the freeze
        // asked while castling may save moves, the knight would count as
        // frozen and the rook boxed in.
        let start = parse_fen("4k3/8/8/8/8/8/P7/RN2K2R w K - 0 1").unwrap();
        let goal = parse_fen("4k3/8/8/8/8/8/P7/1N1R1RK1 b - - 0 1").unwrap();
        let r = solve(&start, &goal, 7, &ProofGameOptions::default());
        assert_eq!(r.count, count_exhaustively(&start, &goal, 7));
        assert!(r.count > 0);
    }

    /// The bound taken again around the pieces the budget freezes keeps
    /// counting the captures left (`CapturesLeft`): White's e-pawn reaches
    /// c4 only once promoted with Black's knight its one capture, 6 moves
    /// whether or not White's king, home with none to spare, is a wall.
    /// Around the walls on plain distances it was exd3xc4, 2.
    #[test]
    fn regression_the_frozen_rounds_keep_the_captures_left() {
        let goal = parse_fen("7k/8/8/8/2p5/8/8/7K w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let pos = parse_fen("7k/8/8/3p4/8/3n4/4P3/7K w - - 0 1").unwrap();
        assert_eq!(est.estimate(&pos).map(|e| e.per_color[0]), Some(6));
        assert_eq!(est.estimate_within(&pos, [6, 6]).map(|e| e.per_color[0]), Some(6));
    }
}
