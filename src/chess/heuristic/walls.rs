//! Pawns frozen on the way: walls that appear during the search.
//!
//! The goal's pawns on their second rank are walls from the start
//! (`distances.rs`). A pawn becomes one later, too: a pawn of colour c on a
//! square s where the goal has a pawn of c stays there for the rest of the
//! game when no *other* pawn of c can ever reach s. Proof: if it left s (a
//! move, or being captured) the goal's pawn on s would have to be another
//! pawn of c: it cannot be this one (pawns never move back) nor a promoted
//! piece (pieces never become pawns), and by assumption no other pawn of c
//! can get there. So s is occupied by that pawn until the end: nothing
//! enters it, nothing slides through it, and the bounds may use distances
//! around it.
//!
//! "Can reach" is over-approximated, so a pawn is frozen only when the
//! proof holds: another pawn of c may reach s if its pawn distance (around
//! the static walls only) is finite and its file is at most as far from s's
//! as the captures c can still make (one file per capture; c captures at
//! most the other colour's surplus pieces). In a game without captures,
//! then, every pawn that has reached its goal square with no pawn of its
//! colour behind it on the file is a wall at once: the bishop that had to
//! pass d3 before the d-pawn came there is cut off the moment it did, not
//! after every ordering of the other moves has been tried.
//!
//! A colour's bound uses its own frozen pawns only: those depend on its
//! own pawns and on how many captures it may still make, both in the
//! bound's cache key, so the cache stays keyed by one colour's placement.
//! Keying it by both colours' walls made the economical proof games of
//! BENCHMARKS.md 3-5x slower for the same positions. Own pawns are what
//! shut a colour's own pieces in.

use super::distances::{AroundWalls, LazyRows};
use super::Estimator;
use crate::board::{Bitboard, Board};
use crate::chess::{Color, Position, Role};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// More file changes than all of a colour's pawns can make on any board
/// (16 pawns, each at most 15 files): a larger count of captures left
/// caps nothing, and is keyed as this one.
const MOST_SHIFTS: u32 = 240;

/// Sets of walls whose rows are kept (at most 36 KiB each: 4 KiB of row
/// pointers and up to 512 rows of 64 bytes, computed as read). Past this,
/// positions with new walls on the way use the static tables, a weaker
/// bound but still a bound ([`WhenFull`]).
const KEPT_SETS: usize = 1024;

/// Distance rows by set of walls (static walls included), of stops and of
/// squares barred to the king (`LazyRows::new`), each row computed on
/// first use (`distances::AroundWalls`).
#[derive(Default)]
pub(super) struct WallTables(RefCell<FxHashMap<(u64, u64, u64), Rc<LazyRows>>>);

/// What [`WallTables::around`] does with a new set once [`KEPT_SETS`] are
/// kept.
#[derive(Clone, Copy)]
pub(super) enum WhenFull {
    /// Keeps the sets it has and answers `None`: for the walls on the way,
    /// which depend on the placement and recur throughout a search.
    Refuse,
    /// Starts the kept sets over: for walls that come and go with a budget
    /// (`budget.rs`), where the sets met lately are the ones that recur.
    Restart,
}

impl WallTables {
    /// The rows around `walls` on `board`, or `None` if they are new,
    /// [`KEPT_SETS`] sets are kept and `when_full` refuses.
    pub(super) fn around(&self, board: Board, walls: Bitboard, when_full: WhenFull) -> Option<Rc<LazyRows>> {
        self.around_apart(board, walls, Bitboard::EMPTY, Bitboard::EMPTY, when_full)
    }

    /// [`WallTables::around`] with journeys ending where they enter a stop
    /// and the king kept off `king_barred`.
    pub(super) fn around_apart(
        &self,
        board: Board,
        walls: Bitboard,
        stops: Bitboard,
        king_barred: Bitboard,
        when_full: WhenFull,
    ) -> Option<Rc<LazyRows>> {
        let key = (walls.0, stops.0, king_barred.0);
        if let Some(d) = self.0.borrow().get(&key) {
            return Some(Rc::clone(d));
        }
        let mut map = self.0.borrow_mut();
        if map.len() >= KEPT_SETS && matches!(when_full, WhenFull::Refuse) {
            return None;
        }
        let rows = Rc::new(LazyRows::new(board, walls, stops, king_barred));
        crate::limits::insert_bounded(&mut map, key, Rc::clone(&rows), KEPT_SETS);
        Some(rows)
    }
}

impl Estimator {
    /// Colour `c`'s pawns frozen in `pos` beyond the static walls (module
    /// header), when `c` may still make `captures_left` captures.
    pub(super) fn frozen_on_the_way(&self, pos: &Position, c: Color, captures_left: u32) -> Bitboard {
        let ci = c.index();
        let pawns = pos.pieces(c, Role::Pawn);
        // Another pawn replaces it only if it can end the game there
        // (`fates.rs`), the pawns changing at most as many files, all
        // told, as `c` has captures left.
        let shifts = captures_left.min(MOST_SHIFTS) as u8;
        let fates = self.pawn_fates(c, pawns, shifts);
        let mut frozen = Bitboard::EMPTY;
        for s in pawns & self.goal_pawns_not_static[ci] {
            let mut others = pawns & !Bitboard::from_square(s);
            let replaceable = others.find(|y| fates[y.index()].contains(s));
            if replaceable.is_none() {
                frozen.insert(s);
            }
        }
        frozen
    }

    /// Distances around the walls of `rows`, promotions from the goal's
    /// tables (`distances::AroundWalls`).
    pub(super) fn around_walls<'a>(&'a self, rows: &'a LazyRows) -> AroundWalls<'a> {
        AroundWalls {
            rows,
            promotions: &self.dist,
        }
    }

    /// The distance rows around colour `c`'s frozen pawns and the static
    /// walls, or `None` (read the static tables) if it has none frozen or
    /// too many sets are kept already.
    pub(super) fn rows_around_frozen(&self, pos: &Position, c: Color, captures_left: u32) -> Option<Rc<LazyRows>> {
        let frozen = self.frozen_on_the_way(pos, c, captures_left);
        if frozen.is_empty() {
            return None;
        }
        // The same call as `victim_summary_around`'s, so that the key and
        // the bound agree on whether rows are kept.
        self.wall_tables
            .around(pos.board, frozen | self.static_walls, WhenFull::Refuse)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    #[test]
    fn a_pawn_on_its_goal_square_with_none_behind_it_is_frozen_when_nothing_can_be_captured() {
        let goal = parse_fen("rnbqkbnr/pppppppp/8/1B6/8/3PP3/PPP2PPP/RNBQK1NR b KQkq - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let pos = parse_fen("rnbqkbnr/pppppppp/8/8/8/3PP3/PPP2PPP/RNBQKBNR w KQkq - 0 1").unwrap();
        let sq = |s: &str| Board::STANDARD.parse_square(s).unwrap();
        let frozen = est.frozen_on_the_way(&pos, Color::White, 0);
        assert_eq!(frozen, Bitboard::from_square(sq("d3")) | Bitboard::from_square(sq("e3")));
        // With one black piece to capture, c2xd3 or f2xe3 would leave the
        // goal's c2 or f2 to no pawn (`fates.rs`): both stay frozen.
        let frozen = est.frozen_on_the_way(&pos, Color::White, 1);
        assert_eq!(frozen, Bitboard::from_square(sq("d3")) | Bitboard::from_square(sq("e3")));
        // Where the goal has no c2 pawn, c2xd3 may replace d3.
        let goal = parse_fen("rnbqkbnr/pppppppp/8/1B6/8/3PP3/PP3PPP/RNBQK1NR b KQkq - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        assert_eq!(est.frozen_on_the_way(&pos, Color::White, 1), Bitboard::from_square(sq("e3")));
        assert_eq!(
            est.frozen_on_the_way(&pos, Color::White, 0),
            Bitboard::from_square(sq("d3")) | Bitboard::from_square(sq("e3"))
        );
    }

    /// White's d3 pawn is home; the e-pawn could replace it (exd3) with
    /// one capture, and the d-pawn could then reach e4 (dxe4) with one
    /// more: each pawn alone within one capture, both together not.
    /// Before Session 69 each pawn's file changes were capped alone, and
    /// d3 was no wall with one capture left.
    #[test]
    fn regression_pawns_change_files_together_no_more_often_than_their_colour_captures() {
        let goal = parse_fen("rn2kbnr/pbppqp2/4p3/1P4pp/4PPPP/P2P4/2PNN3/R1BQKB1R w - - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let pos = parse_fen("rnbqkbnr/p1pppppp/8/1p6/8/P2P4/1PP1PPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        let sq = |s: &str| Bitboard::from_square(Board::STANDARD.parse_square(s).unwrap());
        // a3 too: b2xa3 would leave b5 to a3xb4-b5, a second capture.
        assert_eq!(est.frozen_on_the_way(&pos, Color::White, 1), sq("a3") | sq("d3"));
        assert_eq!(est.frozen_on_the_way(&pos, Color::White, 2), Bitboard::EMPTY);
    }

    #[test]
    fn walls_on_the_way_lengthen_or_close_a_journey() {
        // d3 and e3 stand where the goal has them and no white pawn can
        // replace them (no captures): f1-b5 through d3 is closed, and the
        // bishop goes round, f1-e2-f3-c6-b5 (empty-board distance 1).
        let goal = parse_fen("rnbqkbnr/pppppppp/8/1B6/8/3PP3/PPP2PPP/RNBQK1NR b KQkq - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let pos = parse_fen("rnbqkbnr/pppppppp/8/8/8/3PP3/PPP2PPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert_eq!(est.estimate(&pos).unwrap().per_color[0], 4);
        // With f3 frozen too, e2's last way on is closed: the bishop is
        // shut in f1, e2 and d1 (c2 and g2 are the goal's home pawns).
        let goal = parse_fen("rnbqkbnr/pppppppp/8/1B6/8/3PPP2/PPP3PP/RNBQK1NR b KQkq - 0 1").unwrap();
        let pos = parse_fen("rnbqkbnr/pppppppp/8/8/8/3PPP2/PPP3PP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert_eq!(Estimator::new(&goal, None).estimate(&pos), None);
        // One step earlier (d2 still home) the bishop can still pass: 1 move for it, 1 for d2-d3.
        let pos = parse_fen("rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert_eq!(est.estimate(&pos).unwrap().per_color[0], 2);
    }
}
