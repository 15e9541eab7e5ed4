//! One piece's ways, square by square: where it can stand, where it can
//! land by a capture, and (for a pawn bound to be a victim) its way on from
//! where it landed to its capture square. The tables `meeting.rs`,
//! `extra_victim.rs` and `capturable.rs` read.

use super::costs::{to_capture, Victim};
use super::distances::{Dist, FAR};
use crate::board::{Board, Square};
use crate::chess::{Color, Role};

/// The roles a pawn may promote to.
pub(super) const PROMOTIONS: [Role; 4] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];

/// A number of moves per square (`FAR`: never).
pub(super) type PerSquare = [u8; 64];

/// Per square, the fewest moves colour `c`'s piece of `role` on `from`
/// needs to stand there (a pawn as a pawn, or promoted).
pub(super) fn arrival<D: Dist>(d: &D, c: Color, role: Role, from: Square) -> PerSquare {
    if role != Role::Pawn {
        return *d.piece(role, from);
    }
    promoted_or(d, c, from, *d.pawn(c, from))
}

/// Per square, the fewest moves colour `c`'s pawn on `from` needs to
/// capture onto it as a pawn: a diagonal step from a square it reached.
/// (Its straight steps capture nothing: a pawn that walks to c5 cannot
/// have taken the piece on c5.)
pub(super) fn pawn_landing<D: Dist>(d: &D, c: Color, from: Square) -> PerSquare {
    let walk = d.pawn(c, from);
    let back: i8 = if c == Color::White { -1 } else { 1 };
    let mut land = [FAR; 64];
    for (s, l) in land.iter_mut().enumerate() {
        let Some(sq) = Square::from_index(s as u8) else {
            continue;
        };
        for df in [-1, 1] {
            if let Some(q) = sq.offset(df, back) {
                let before = walk[q.index()];
                if before != FAR {
                    *l = (*l).min(before.saturating_add(1).min(FAR - 1));
                }
            }
        }
    }
    land
}

/// `to` lowered, square by square, to the fewest moves colour `c`'s pawn
/// on `from` needs to stand there as a promoted piece.
pub(super) fn promoted_or<D: Dist>(d: &D, c: Color, from: Square, mut to: PerSquare) -> PerSquare {
    for (s, t) in to.iter_mut().enumerate() {
        let Some(sq) = Square::from_index(s as u8) else {
            continue;
        };
        for r in PROMOTIONS {
            *t = (*t).min(d.promoted(c, r, from, sq).min(u32::from(FAR)) as u8);
        }
    }
    to
}

/// The fewest moves a piece of `role` on square index `s` needs to stand
/// on one of `victim`'s squares (a piece's moves reverse: read from each
/// of them).
pub(super) fn piece_to_victim<D: Dist>(d: &D, role: Role, s: usize, victim: &Victim) -> u8 {
    victim.squares.into_iter().map(|v| d.piece(role, v)[s]).min().unwrap_or(FAR)
}

/// The moves colour `c`'s pawn on `from` makes if it lands on square
/// index `s` by a capture (`landing`: [`pawn_landing`]) and is then taken
/// on one of `victim`'s squares: as the pawn that landed there, going on
/// as a pawn or promoting on the way (from past its capture squares it
/// cannot come back as a pawn), or as the piece it had promoted to before
/// it got to s. `FAR` as a number of moves where it cannot.
pub(super) fn pawn_victim_way<D: Dist>(
    d: &D,
    board: Board,
    c: Color,
    from: Square,
    landing: &PerSquare,
    s: usize,
    victim: &Victim,
) -> u32 {
    let far = u32::from(FAR);
    let Some(sq) = Square::from_index(s as u8) else {
        return far;
    };
    let as_piece = |role: Role| u32::from(piece_to_victim(d, role, s, victim));
    // As the pawn that landed: asked only where it can land at all.
    let mut best = match landing[s] {
        FAR => far,
        _ if sq.rank() == c.other().back_rank(board) => {
            let on = PROMOTIONS.into_iter().map(as_piece).min().unwrap_or(far);
            u32::from(landing[s]).saturating_add(on)
        }
        landed => u32::from(landed).saturating_add(to_capture(d, c, Role::Pawn, sq, *victim)),
    };
    for role in PROMOTIONS {
        best = best.min(d.promoted(c, role, from, sq).saturating_add(as_piece(role)));
    }
    best.min(far)
}
