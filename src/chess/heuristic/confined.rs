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
//! Before Session 44 only pieces shut in on their own square were asked,
//! and through the least matching around them (`capturable.rs`), which
//! read their ways on the static tables and so let them walk out.

use super::independent::{castlings, Castling};
use super::ways::PerSquare;
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

/// The most squares a region may have to be asked: a wider one seldom
/// escapes every capture and costs more to walk.
const CONFINED_SQUARES: u32 = 6;

/// Whether a piece of `fixed` stands where `castling` needs room: between
/// its king and rook, or where either lands.
pub(super) fn crosses(castling: &Castling, fixed: Bitboard) -> bool {
    let (a, b) = (
        castling.king.file().min(castling.rook.file()),
        castling.king.file().max(castling.rook.file()),
    );
    let rank = castling.king.rank();
    let mut room = (a + 1..b)
        .filter_map(|file| Square::new(file, rank))
        .chain([castling.king_to, castling.rook_to])
        .filter(|&s| s != castling.king && s != castling.rook);
    room.any(|s| fixed.contains(s))
}

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
                let castling_rooks: Bitboard = castlings(pos, o)
                    .filter(|castling| !crosses(castling, fixed))
                    .map(|castling| castling.rook)
                    .collect();
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
