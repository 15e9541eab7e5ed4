//! Where a colour's pawns can still capture: only where a piece of the
//! other colour can be.
//!
//! A pawn changes file only by capturing, and a capture lands on a square
//! where a piece of the other colour o stands. A piece v of o captured on
//! s is one of o's forced victims (`journeys.rs`: taken by the pawns of
//! colour c on one of its capture squares, which o's matching already
//! sends it to), or it is captured elsewhere, and then o makes at least
//! `J_o + reach_o(s)` moves (the victim's side of `meeting.rs`: the least
//! assignment of o's other pieces, at least `J_o`, and v's own way to s,
//! which no assignment counts; and at least `cost_o(s)` of
//! `extra_victim.rs`, which charges the victim's fates to the pieces left).
//! So within the budget every capture of c lands on an *open* square: a
//! forced victim's capture square, or a square s with `J_o + reach_o(s) ≤
//! B_o` and `cost_o(s) ≤ B_o` (reach and cost 0 on the square a capture en
//! passant would land on right now).
//!
//! With its pawns' diagonal steps restricted to open squares, c's pawn
//! and promotion distances can only grow, so c's journeys over them (the
//! other pieces' as on the static tables) still bound c's moves in every
//! game within the budget. A pawn that must take b5xc4xd3 where no piece
//! of o can come to c4 in time has to go round, or another pawn must.
//!
//! A piece of o captured on s is also a piece o can lose: where o has no
//! surplus (every piece it has is the goal's), no square is open, and c's
//! pawns walk straight. That is where the check does most: the least file
//! changes (`journeys.rs`) may be 0 while the least journeys still take a
//! capture (b5xc6 for one move, where c2-c6 takes three), and a colour
//! with nothing left to capture can take neither.
//!
//! Asked where c has at most [`SPARE_ASKED`] moves to spare, and then
//! either o has nothing left to lose (one matching per placement of c, at
//! any depth) or c's goal pawns need file changes (captures of its pawns),
//! o has at most [`OTHER_SPARE_ASKED`] to spare and at least
//! [`PLIES_ASKED`] plies are left (the tests ask it everywhere); taken on
//! the static tables, whose bound is the smaller, so a refutation holds.

use super::distances::{pawn_row_capturing_onto, Dist, Distances, FAR};
use super::journeys::{remember, ColourBound, PerColour, PlacementKey};
use super::Estimator;
use crate::board::{Bitboard, Board, Square};
use crate::chess::{Color, Position, Role};
use std::cell::OnceCell;

/// Spare moves up to which the check is asked (with more, a longer way
/// round seldom exceeds the budget).
const SPARE_ASKED: u32 = 2;

/// The other colour's spare moves up to which it is asked (with more, its
/// pieces can be taken nearly anywhere).
const OTHER_SPARE_ASKED: u32 = 1;

/// Plies left from which it is asked: near the leaves, where most
/// positions are, the plain bounds decide within a few moves anyway, and
/// each position's open squares differ (a cache miss, a new bound). Asked
/// everywhere, it cost whole-tree counts of economical games about 1.2×
/// their time; from 16 plies, about 1.05× (BENCHMARKS.md, Session 24).
pub(super) const PLIES_ASKED: u32 = 16;

/// Entries kept per colour before the cache starts over.
const CACHE_ENTRIES: usize = 1 << 16;

/// Per colour: (its placement, the open squares) → its journeys with its
/// pawns capturing onto open squares only (`None`: unreachable).
#[derive(Default)]
pub(super) struct PawnCaptureCache {
    bounds: PerColour<(PlacementKey, u64), Option<u32>>,
    /// Per colour and square: where a pawn there can ever go.
    cones: OnceCell<Box<[Bitboard]>>,
}

impl Estimator {
    /// Whether some colour's journeys, its pawns capturing only where a
    /// piece of the other colour can be (module header), exceed its
    /// budget. `journeys` are each colour's bound around its own walls (as
    /// `meeting.rs` asks them), `bounds` the bounds so far.
    pub(super) fn pawn_captures_refute(
        &self,
        pos: &Position,
        budget: [u32; 2],
        journeys: [u32; 2],
        bounds: [ColourBound; 2],
        surplus: [u32; 2],
    ) -> bool {
        let plies_enough = budget[0] + budget[1] >= self.pawn_captures_from;
        for c in [Color::White, Color::Black] {
            let (ci, o) = (c.index(), c.other());
            let spare = budget[ci].saturating_sub(bounds[ci].journeys);
            let spare_o = budget[o.index()].saturating_sub(journeys[o.index()]);
            // With no piece of o left to lose, c's pawns capture nowhere:
            // its journeys with pawns walking straight, one matching per
            // placement, asked at any depth (module header).
            let nothing_to_capture = surplus[o.index()] == 0;
            if spare > SPARE_ASKED {
                continue;
            }
            if !nothing_to_capture && (!plies_enough || bounds[ci].pawn_shifts == 0 || spare_o > OTHER_SPARE_ASKED) {
                continue;
            }
            let open = if nothing_to_capture {
                Bitboard::EMPTY
            } else {
                self.capture_squares(pos, o, budget, journeys)
            };
            // Only the squares c's pawns could ever capture onto matter:
            // none closed, nothing changes; and the cache key holds those.
            let cone = pos
                .pieces(c, Role::Pawn)
                .into_iter()
                .fold(Bitboard::EMPTY, |acc, p| acc | self.pawn_cone(c, p));
            if (cone & !open).is_empty() {
                continue;
            }
            match self.journeys_capturing_onto(pos, c, open & cone) {
                Some(j) if j <= budget[ci] => {}
                _ => return true,
            }
        }
        false
    }

    /// Where a piece of colour `o` can be captured within `budget` (module
    /// header): its forced victims' capture squares (as the cache key
    /// holds them) and the squares s with `J_o + reach_o(s) ≤ B_o`.
    pub(super) fn capture_squares(&self, pos: &Position, o: Color, budget: [u32; 2], journeys: [u32; 2]) -> Bitboard {
        let forced = Bitboard(self.victim_summary(pos, o).0);
        forced
            | self
                .victim_squares(pos, o, budget, journeys)
                .map_or(Bitboard::EMPTY, |(squares, _)| squares)
    }

    /// The victim's side of a capture beyond the forced ones: the squares
    /// s where one more piece of colour `c` can be taken within its
    /// budget (`J_c + reach_c(s) ≤ B_c` and `cost_c(s) ≤ B_c`), and c's
    /// moves to spare over its `journeys`; `None` if it has none.
    pub(super) fn victim_squares(
        &self,
        pos: &Position,
        c: Color,
        budget: [u32; 2],
        journeys: [u32; 2],
    ) -> Option<(Bitboard, u32)> {
        let ci = c.index();
        let spare = budget[ci].checked_sub(journeys[ci])?;
        let reach = self.victim_reach(pos, c);
        let cost = self.extra_victim_cost(pos, c);
        let mut squares = Bitboard::EMPTY;
        for sq in pos.board.squares() {
            let i = sq.index();
            if u32::from(reach[i]) <= spare && u32::from(cost[i]) <= budget[ci] {
                squares.insert(sq);
            }
        }
        Some((squares, spare))
    }

    /// The squares a pawn of colour `c` on `from` can ever reach (on the
    /// static tables), remembered.
    fn pawn_cone(&self, c: Color, from: Square) -> Bitboard {
        let table = self.pawn_capture_cache.cones.get_or_init(|| {
            let mut table = vec![Bitboard::EMPTY; 2 * 64].into_boxed_slice();
            for colour in [Color::White, Color::Black] {
                for sq in self.goal.board.squares() {
                    let row = self.dist.pawn(colour, sq);
                    let cone = &mut table[colour.index() * 64 + sq.index()];
                    for s in self.goal.board.squares() {
                        if row[s.index()] != FAR {
                            cone.insert(s);
                        }
                    }
                }
            }
            table
        });
        table[c.index() * 64 + from.index()]
    }

    /// Colour `c`'s least journeys on the static tables with its pawns
    /// capturing onto `open` squares only, cached.
    fn journeys_capturing_onto(&self, pos: &Position, c: Color, open: Bitboard) -> Option<u32> {
        let key = (PlacementKey::of(pos, c, self.victim_summary(pos, c), 0), open.0);
        let compute = || {
            let d = OpenCaptures {
                base: &self.dist,
                board: pos.board,
                blocked: self.static_walls,
                c,
                open,
                rows: std::array::from_fn(|_| OnceCell::new()),
            };
            // The static victims, as the key holds them.
            let (victims, n) = self.victims(pos, c);
            self.journeys_castling_included(pos, c, &victims[..n], &d).map(|(j, _)| j)
        };
        let hit = self.pawn_capture_cache.bounds.borrow()[c.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("journeys_capturing_onto", pos, hit, compute);
            return hit;
        }
        let found = compute();
        remember(&self.pawn_capture_cache.bounds, c, key, found, CACHE_ENTRIES);
        found
    }
}

/// The static tables, but with colour `c`'s pawns capturing onto `open`
/// squares only (their rows computed as read).
struct OpenCaptures<'a> {
    base: &'a Distances,
    board: Board,
    blocked: Bitboard,
    c: Color,
    open: Bitboard,
    rows: [OnceCell<[u8; 64]>; 64],
}

impl Dist for OpenCaptures<'_> {
    fn piece(&self, role: Role, from: Square) -> &[u8; 64] {
        self.base.piece(role, from)
    }

    fn pawn(&self, c: Color, from: Square) -> &[u8; 64] {
        if c != self.c {
            return self.base.pawn(c, from);
        }
        self.rows[from.index()].get_or_init(|| pawn_row_capturing_onto(self.board, self.blocked, c, from, self.open))
    }

    fn promoted(&self, c: Color, role: Role, from: Square, to: Square) -> u32 {
        if c != self.c {
            return self.base.promoted(c, role, from, to);
        }
        let last = match c {
            Color::White => self.board.height() - 1,
            Color::Black => 0,
        };
        let walk = self.pawn(c, from);
        (0..self.board.width())
            .filter_map(|file| Square::new(file, last))
            .filter_map(|q| {
                let (a, b) = (walk[q.index()], self.base.piece(role, q)[to.index()]);
                (a != FAR && b != FAR).then(|| u32::from(a) + u32::from(b))
            })
            .min()
            .unwrap_or(u32::from(FAR))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    /// White's c6 pawn can come from b5 in one capture or from c2 in
    /// three steps, and the least file changes are 0 (c2 to c6), so the
    /// file-change count allows the journeys' one move. But Black has
    /// nothing to lose (its rook is the goal's), so no white pawn can
    /// capture at all: the c-pawn walks, three moves where White has two.
    #[test]
    fn regression_with_nothing_left_to_capture_pawns_walk_straight() {
        let pos = parse_fen("r6k/8/8/1P6/8/8/2P5/7K w - - 0 1").unwrap();
        let goal = parse_fen("7k/8/2P5/1r6/8/8/8/7K w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White)).asking_everywhere();
        // The journeys see it too since they count the captures left
        // (`CapturesLeft`): b5xc6 is one capture too many, c2-c6 three moves.
        assert_eq!(est.estimate(&pos).unwrap().per_color, [3, 2]);
        // The check on its own, from bounds that allow b5xc6.
        let mut bounds = [Color::White, Color::Black].map(|c| est.colour_bound(&pos, c, 0).unwrap());
        assert_eq!(bounds[0].pawn_shifts, 0);
        bounds[0].journeys = 1;
        let journeys = bounds.map(|b| b.journeys);
        assert!(est.pawn_captures_refute(&pos, [2, 2], journeys, bounds, [1, 0]));
        assert!(est.estimate_within(&pos, [2, 2]).is_none_or(|e| e.per_color[0] > 2));
        assert_eq!(count_exhaustively(&pos, &goal, 4), 0);
        // With a third white move the c-pawn's walk fits.
        assert!(!est.pawn_captures_refute(&pos, [3, 2], journeys, bounds, [1, 0]));
        let mut later = goal.clone();
        later.turn = Color::Black;
        assert!(count_exhaustively(&pos, &later, 5) > 0);
    }

    #[test]
    fn a_pawn_cannot_capture_where_no_piece_of_the_other_colour_can_be() {
        // Black's pawn must end on d3 and white's rook on b5 (Rxb5). From
        // b5 the pawn would need bxc4 and cxd3, but white's one move is
        // the rook's, which cannot stand on c4 on the way: no white piece
        // can be taken there. The e-pawn must go (e5, e4, exd3): three
        // moves where black has two.
        let pos = parse_fen("4k3/8/4p3/Rp6/8/3P4/8/4K3 b - - 0 1").unwrap();
        let goal = parse_fen("4k3/8/8/1R6/8/3p4/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White)).asking_everywhere();
        // With one capture left the journeys see that b5xc4xd3 takes two
        // (`CapturesLeft`), and send the e-pawn.
        assert_eq!(est.estimate(&pos).unwrap().per_color, [1, 3]);
        // The check on its own, from bounds that allow bxc4xd3.
        let mut bounds = [Color::White, Color::Black].map(|c| est.colour_bound(&pos, c, 1).unwrap());
        bounds[1].journeys = 2;
        let journeys = bounds.map(|b| b.journeys);
        assert!(est.pawn_captures_refute(&pos, [1, 2], journeys, bounds, [1, 1]));
        assert!(est.estimate_within(&pos, [1, 2]).is_none_or(|e| e.per_color[1] > 2));
        assert_eq!(count_exhaustively(&pos, &goal, 3), 0);
        // With three black moves the e-pawn's way fits.
        assert!(!est.pawn_captures_refute(&pos, [1, 3], journeys, bounds, [1, 1]));
        // With a white move to spare, the rook can stand on c4 (Rc5-c4):
        // the b-pawn's way is open again.
        assert!(!est.pawn_captures_refute(&pos, [3, 2], journeys, bounds, [1, 1]));
    }
}
