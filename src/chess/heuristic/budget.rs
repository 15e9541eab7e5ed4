//! Pieces a tight move budget freezes: walls for both colours.
//!
//! A proof game knows how many moves each colour has left (`budget`), and
//! when a colour's journeys bound `J` leaves it fewer than two spare moves,
//! many of its pieces can no longer afford to move at all. Take a piece P
//! of colour c standing on a goal square g of its own kind, with c's king
//! not needing to move or c unable to castle (castling's discount is then
//! not in `J`; a king that castles off its goal square must come back).
//! In any game that reaches the goal in the budget:
//!
//! - If P is g's final occupant and moves at all, it leaves and returns: at
//!   least 2 moves where the matching charged 0, so c makes at least
//!   `J + 2` moves (the matching with P kept on g costs at least `J`).
//! - If P is not g's final occupant (it moves away for good or is
//!   captured), c makes at least `H'`, the least matching in which P does
//!   not fill g.
//!
//! So if `J + 2 > budget` and `H' > budget`, P neither moves nor is
//! captured for the rest of the game: its square is a wall for every
//! journey of both colours, and the bounds may be taken around it, which
//! can close or lengthen routes (the rook that must pass its frozen king).
//! Walls only lengthen distances, so each round's bounds stay admissible,
//! and each round's walls are facts of every remaining game, so the next
//! round may build on them; rounds stop when no new piece freezes.
//!
//! `H'` is a matching over the pieces that could take g: the goal pieces
//! not yet filled, and those filled by a piece of P's role (a settled
//! piece of another role keeps its square in some least matching by the
//! argument of `journeys.rs`: whatever takes its square could not be P).
//!
//! Only the proof-game search, which knows the budget, asks for this;
//! `chess solve`'s A* has no budget.

use super::distances::{AroundWalls, Dist, LazyRows, FAR};
use super::journeys::{journey, to_capture, ColourBound, PlacementKey};
use super::{Estimate, Estimator};
use crate::board::{Bitboard, Square};
use crate::chess::assignment;
use crate::chess::{Color, Position, Role};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// Rounds of freezing and re-bounding at most (each adds walls).
const ROUNDS: usize = 3;

/// Entries kept per colour before a cache starts over.
const CACHE_ENTRIES: usize = 1 << 17;

/// One colour's bound around a set of walls, and the pieces that freeze
/// with 0 or 1 spare moves (computed when first needed).
#[derive(Clone, Copy)]
struct Entry {
    bound: Option<ColourBound>,
    frozen: Option<[Bitboard; 2]>,
}

/// Per colour: (placement, walls) → [`Entry`].
#[derive(Default)]
pub(super) struct BudgetCache(RefCell<[FxHashMap<(PlacementKey, u64), Entry>; 2]>);

impl Estimator {
    /// [`Estimator::estimate`] for a position from which white and black
    /// have `budget` moves left, tightened by the pieces that budget
    /// freezes (module header). Still admissible for every game that keeps
    /// to the budget; `None` if the goal is unreachable within it or at all.
    pub fn estimate_within(&self, pos: &Position, budget: [u32; 2]) -> Option<Estimate> {
        let surplus = self.surplus(pos);
        let captures_left = [surplus[1], surplus[0]];
        let mut bounds = [Color::White, Color::Black].map(|c| self.colour_bound(pos, c, captures_left[c.index()]));
        let mut estimate = self.combine(pos, [bounds[0]?, bounds[1]?], surplus)?;
        if Self::over(&estimate, budget) || !self.tight(pos, [bounds[0]?, bounds[1]?], budget).iter().any(|&t| t) {
            return Some(estimate);
        }
        // Round 0 reads the first bounds' own tables; later rounds the
        // tables around everything frozen so far, both colours' pawns that
        // froze on the way included (they are walls for everybody).
        let mut walls = self.static_walls
            | self.frozen_on_the_way(pos, Color::White, captures_left[0])
            | self.frozen_on_the_way(pos, Color::Black, captures_left[1]);
        let mut around: Option<Rc<LazyRows>> = None;
        for _ in 0..ROUNDS {
            let tight = self.tight(pos, [bounds[0]?, bounds[1]?], budget);
            let mut more = Bitboard::EMPTY;
            for c in [Color::White, Color::Black] {
                let ci = c.index();
                if !tight[ci] {
                    continue;
                }
                let spare = (budget[ci] - bounds[ci]?.journeys) as usize;
                let frozen = match &around {
                    None => self.frozen_first_round(pos, c, captures_left[ci]),
                    Some(rows) => self.entry(pos, c, captures_left[ci], walls, rows, true).frozen?,
                };
                more |= frozen[spare];
            }
            more &= !walls;
            if more.is_empty() {
                break;
            }
            walls |= more;
            let rows = self.budget_walls.around_or_restart(pos.board, walls);
            bounds =
                [Color::White, Color::Black].map(|c| self.entry(pos, c, captures_left[c.index()], walls, &rows, false).bound);
            estimate = self.combine(pos, [bounds[0]?, bounds[1]?], surplus)?;
            if Self::over(&estimate, budget) {
                break;
            }
            around = Some(rows);
        }
        Some(estimate)
    }

    fn over(e: &Estimate, budget: [u32; 2]) -> bool {
        e.per_color[0] > budget[0] || e.per_color[1] > budget[1]
    }

    /// Per colour, whether its budget leaves it under 2 spare moves with
    /// castling's discount out of play (only then can its pieces freeze).
    fn tight(&self, pos: &Position, bounds: [ColourBound; 2], budget: [u32; 2]) -> [bool; 2] {
        [Color::White, Color::Black].map(|c| {
            let b = &bounds[c.index()];
            !Self::castling_saves(pos, c, b) && b.journeys <= budget[c.index()] && budget[c.index()] - b.journeys < 2
        })
    }

    /// Colour `c`'s frozen pieces with 0 and 1 spare moves, on the tables
    /// of its first bound (static walls and its own frozen pawns).
    fn frozen_first_round(&self, pos: &Position, c: Color, captures_left: u32) -> [Bitboard; 2] {
        let (key, captures_left) = self.placement_key(pos, c, captures_left);
        if let Some(hit) = self.budget_cache.0.borrow()[c.index()].get(&(key, 0)) {
            if let Some(frozen) = hit.frozen {
                return frozen;
            }
        }
        let own_walls = self.static_walls | self.frozen_on_the_way(pos, c, captures_left);
        let frozen = match self.rows_around_frozen(pos, c, captures_left) {
            Some(rows) => self.frozen_pieces(
                pos,
                c,
                own_walls,
                &AroundWalls {
                    rows: &rows,
                    promotions: &self.dist,
                },
            ),
            None => self.frozen_pieces(pos, c, own_walls, &*self.dist),
        };
        let bound = self.colour_bound(pos, c, captures_left);
        self.remember(
            c,
            (key, 0),
            Entry {
                bound,
                frozen: Some(frozen),
            },
        );
        frozen
    }

    /// Colour `c`'s bound (and, with `freeze`, its frozen pieces) around
    /// `walls`, whose rows are `rows`.
    fn entry(&self, pos: &Position, c: Color, captures_left: u32, walls: Bitboard, rows: &LazyRows, freeze: bool) -> Entry {
        let (key, _) = self.placement_key(pos, c, captures_left);
        let cached = self.budget_cache.0.borrow()[c.index()].get(&(key, walls.0)).copied();
        let d = AroundWalls {
            rows,
            promotions: &self.dist,
        };
        let mut entry = match cached {
            Some(e) if e.frozen.is_some() || !freeze => return e,
            Some(e) => e,
            None => Entry {
                bound: self.compute_colour_bound(pos, c, &d),
                frozen: None,
            },
        };
        if freeze && entry.bound.is_some() {
            entry.frozen = Some(self.frozen_pieces(pos, c, walls, &d));
        }
        self.remember(c, (key, walls.0), entry);
        entry
    }

    fn remember(&self, c: Color, key: (PlacementKey, u64), entry: Entry) {
        let mut cache = self.budget_cache.0.borrow_mut();
        let map = &mut cache[c.index()];
        if map.len() >= CACHE_ENTRIES {
            map.clear();
        }
        map.insert(key, entry);
    }

    /// Colour `c`'s pieces on goal squares of their kind, not walls yet,
    /// that freeze with 0 spare moves (`[0]`) and with 1 (`[1]`): those
    /// whose least matching without them on their square (`H'`) exceeds
    /// `J` and `J + 1`, `J` being the matching on the same distances.
    fn frozen_pieces<D: Dist>(&self, pos: &Position, c: Color, walls: Bitboard, d: &D) -> [Bitboard; 2] {
        let mut frozen = [Bitboard::EMPTY; 2];
        let Some((journeys, _)) = self.journeys(pos, c, d) else {
            return frozen;
        };
        for &(role, g) in &self.goal_pieces[c.index()] {
            if walls.contains(g) || !pos.pieces(c, role).contains(g) {
                continue;
            }
            let replaced = self.replacement_cost(pos, c, d, walls, role, g);
            if replaced > journeys {
                frozen[0].insert(g);
            }
            if replaced > journeys + 1 {
                frozen[1].insert(g);
            }
        }
        frozen
    }

    /// `H'` for the piece of `role` on goal square `g`: the least matching
    /// of colour `c`'s open goal squares, the squares its pieces of `role`
    /// fill, and its victims, to distinct pieces, the one on `g` never
    /// filling `g`. `u32::MAX` if there is none (or too many rows to match:
    /// then nothing is claimed, and 0 is returned instead).
    fn replacement_cost<D: Dist>(&self, pos: &Position, c: Color, d: &D, walls: Bitboard, role: Role, g: Square) -> u32 {
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
        let (victims, nvictims) = self.victims(pos, c, d);
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
            let (piece_role, from) = cols[k];
            let moves = if r < nrows {
                let (goal_role, to) = rows[r];
                if from == g && to == g {
                    return assignment::IMPOSSIBLE;
                }
                journey(d, c, piece_role, from, goal_role, to)
            } else {
                to_capture(d, c, piece_role, from, victims[r - nrows])
            };
            if moves >= FAR as u32 {
                assignment::IMPOSSIBLE
            } else {
                moves as i32
            }
        };
        assignment::min_cost(nrows + nvictims, cols.len(), cost).unwrap_or(u32::MAX)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::{count_exhaustively, solve, ProofGameOptions};

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
        let frozen = est.frozen_pieces(&start, Color::White, est.static_walls, &*est.dist);
        assert!(!frozen[0].contains(start.board.parse_square("c3").unwrap()), "{frozen:?}");
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
        // journeys say 2 + 1 + 1 + 0 before castling's discount. Without the
        // discount the knight would count as frozen and the rook boxed in.
        let start = parse_fen("4k3/8/8/8/8/8/P7/RN2K2R w K - 0 1").unwrap();
        let goal = parse_fen("4k3/8/8/8/8/8/P7/1N1R1RK1 b - - 0 1").unwrap();
        let r = solve(&start, &goal, 7, &ProofGameOptions::default());
        assert_eq!(r.count, count_exhaustively(&start, &goal, 7));
        assert!(r.count > 0);
    }
}
