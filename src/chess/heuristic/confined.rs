//! Pieces confined for good: a piece whose moves around the pieces that
//! stand where they are for the rest of every game (`fixed`: the static
//! walls and the pieces the budget freezes, `budget.rs`) reach only a few
//! squares ends the game on one of them.
//!
//! Take a piece v of colour o (not a pawn or king; a rook that may still
//! castle is not asked, as castling moves it past its walls) and its
//! region R: the squares it reaches from where it stands, move after
//! move, landing on no fixed piece and sliding past none. Fixed pieces
//! never move and are never captured, so in every game v stands on R until
//! it is captured or the game ends. So v ends on a goal square of its
//! kind in R, or is captured on a square of R: o must have a piece to
//! lose (more than the goal's) and the other colour c must land a piece
//! there within its budget (`meet_c(s) ≤ B_c`, `meeting.rs`). A piece
//! with neither refutes the position.
//!
//! A piece shut in (R its own square) that cannot be captured stands for
//! good: it joins the fixed pieces, and the regions are walked again. A
//! bishop on c1 behind pawns that stay on b2 and d2 is such a piece; with
//! it fixed, the a1 rook never castles (castling needs c1 empty) and its
//! region is a1 and b1. Seen in a 19-ply goal with White's a1 rook and f1
//! bishop gone and every white piece but the b1 knight, now on a3, on its
//! home square or on its pawn's file: the rook is taken on a1 or b1 or
//! nowhere, and Black, whose pieces all end on their goal squares, has
//! only a few moves to reach there and back (3,112,960 positions in 60 s
//! without an answer before, 135,895 and 3.9 s with this, Session 44).
//!
//! From the start of a proof game, too: a knight, bishop, rook or queen on
//! a goal square of its kind with no move around the static walls never
//! moves and is never captured (another piece of its kind would have to
//! come back to its square, the way it cannot leave), so it joins the
//! static walls (`shut_in_for_good`, asked by `Estimator::for_budget`;
//! the bishops behind their home pawns in most composed proof games). A
//! castling whose room holds a static wall is gone (`castlings_off`). On a
//! 15-ply goal of two games with White's a-pawn and Black's d- and
//! g-pawns gone, a rook that could castle across its bishop took a
//! capture's way for free in `meeting.rs` (458,024 positions before,
//! 308,282 with this, Session 44).
//!
//! Before Session 44 only pieces shut in on their own square were asked,
//! and through the least matching around them (`capturable.rs`), which
//! read their ways on the static tables and so let them walk out.

use super::independent::castling_rooks;
#[cfg(test)]
use super::independent::castlings_off;
use super::ways::PerSquare;
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

/// The most squares a region may have to be asked: a wider one seldom
/// escapes every capture and costs more to walk.
const CONFINED_SQUARES: u32 = 6;

impl Estimator {
    /// The `fixed` pieces (which stand where they are for the rest of every
    /// game) with the pieces confined for good that join them, or `None`
    /// if some colour's piece can end neither on a goal square nor
    /// captured. A piece of colour o whose moves around the fixed pieces
    /// reach only a few squares (its region, `confined`) ends on one of
    /// them: on a goal square of its kind among them, or captured there,
    /// which needs o to have a piece to lose (`surplus`) and the other
    /// colour c to land there within its budget (`capture_meet`). One
    /// with neither refutes the position; one shut in (its region its own
    /// square) that cannot be captured stands for good and is fixed in its
    /// turn, which may shut in others or stop a castling (a bishop on c1
    /// behind pawns on b2 and d2 keeps the a1 rook from castling, and the
    /// rook is left a1 and b1). A rook that may still castle is not asked:
    /// castling moves it past its walls.
    pub(super) fn confined_fixed(
        &self,
        pos: &Position,
        budget: [u32; 2],
        surplus: [u32; 2],
        mut fixed: Bitboard,
    ) -> Option<Bitboard> {
        let mut meets: [Option<PerSquare>; 2] = [None, None];
        let mut grown = true;
        while grown {
            grown = false;
            for o in [Color::White, Color::Black] {
                let c = o.other();
                let castling_rooks = castling_rooks(pos, o, fixed);
                for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                    for from in pos.pieces(o, role) & !castling_rooks & !fixed {
                        let Some(region) = self.confined(pos, o, role, from, fixed) else {
                            continue;
                        };
                        let capturable = surplus[o.index()] > 0 && {
                            let meet = meets[c.index()].get_or_insert_with(|| self.capture_meet(pos, c));
                            Iterator::any(&mut region.into_iter(), |s| u32::from(meet[s.index()]) <= budget[c.index()])
                        };
                        if capturable {
                            continue;
                        }
                        if (region & self.goal.pieces(o, role)).is_empty() {
                            return None;
                        }
                        if region.count() == 1 {
                            fixed.insert(from);
                            grown = true;
                        }
                    }
                }
            }
        }
        Some(fixed)
    }

    /// The squares colour `o`'s piece of `role` on `from` can ever stand
    /// on around the `fixed` pieces, if they are at most `CONFINED_SQUARES`
    /// (a bishop on f1 behind pawns that stay on e2 and g2: f1 alone; a
    /// rook on a1 behind pawns on a2 and b2 and a bishop on c1: a1 and b1).
    fn confined(&self, pos: &Position, o: Color, role: Role, from: Square, fixed: Bitboard) -> Option<Bitboard> {
        let (mut region, mut last) = (Bitboard::from_square(from), Bitboard::from_square(from));
        while last.any() {
            let mut next = Bitboard::EMPTY;
            for x in last {
                next |= self.one_step(pos, o, role, from, x, fixed, Bitboard::EMPTY);
            }
            last = next & !region;
            region |= next;
            if region.count() > CONFINED_SQUARES {
                return None;
            }
        }
        Some(region)
    }
}

/// `walls` with the pieces of `start` (not pawns or kings) that stand on
/// goal squares of their kind with no move around them, round after
/// round. Such a piece never moves, and it is never captured: another
/// piece of its kind would have to come to its square, which it could
/// leave the same way (knights' and sliders' moves go both ways). A
/// bishop on c1 behind pawns that stay on b2 and d2 is one, and with it
/// the queenside castling is gone. (Not on the rank where its colour
/// promotes: a pawn could come there as a new piece of its kind.)
pub(super) fn shut_in_for_good(goal: &Position, start: &Position, mut walls: Bitboard) -> Bitboard {
    let g = start.board.geometry();
    loop {
        let before = walls;
        for c in [Color::White, Color::Black] {
            for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                for sq in start.pieces(c, role) & goal.pieces(c, role) & !walls {
                    if sq.rank() != c.other().back_rank(start.board)
                        && (g.attacks(role.movement(c), sq, walls) & !walls).is_empty()
                    {
                        walls.insert(sq);
                    }
                }
            }
        }
        if walls == before {
            return walls;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::{parse_fen, INITIAL_FEN};
    use crate::chess::heuristic::distances::frozen_pawns;

    fn square(name: &str) -> Square {
        let b = name.as_bytes();
        Square::new(b[0] - b'a', b[1] - b'1').unwrap()
    }

    #[test]
    fn the_bishops_behind_their_home_pawns_are_walls_from_the_start() {
        let initial = parse_fen(INITIAL_FEN).unwrap();
        let pawns = frozen_pawns(&initial);
        let walls = shut_in_for_good(&initial, &initial, pawns);
        let added: Vec<Square> = (walls & !pawns).collect();
        // The knights, rooks, queens and kings can all step somewhere.
        assert_eq!(added, ["c1", "f1", "c8", "f8"].map(square));
    }

    #[test]
    fn a_piece_on_its_promotion_rank_is_no_wall() {
        // White's c8 bishop behind its own pawns on b7 and d7: a pawn could
        // still promote on c8 after it is taken, so it is not asked.
        let goal = parse_fen("2B4k/1P1P4/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let walls = Bitboard::from_square(square("b7")) | Bitboard::from_square(square("d7"));
        assert_eq!(shut_in_for_good(&goal, &goal, walls), walls);
        // The same bishop of Black's on c8 behind Black's pawns is one.
        let goal = parse_fen("2b1k3/1p1p4/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert!(shut_in_for_good(&goal, &goal, walls).contains(square("c8")));
    }

    #[test]
    fn a_castling_across_a_wall_is_gone() {
        let pos = parse_fen("4k3/8/8/8/8/8/PPPP4/R1B1K2R w KQ - 0 1").unwrap();
        let walls = Bitboard::from_square(square("c1"));
        let rooks: Vec<Square> = castlings_off(&pos, Color::White, walls).map(|c| c.rook).collect();
        assert_eq!(rooks, vec![square("h1")]);
        assert_eq!(castlings_off(&pos, Color::White, Bitboard::EMPTY).count(), 2);
    }
}
