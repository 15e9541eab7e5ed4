//! The castlings the tally (`mod.rs`) tries a colour with: castling moves
//! two pieces in one move, so a colour with a right is tallied both
//! without castling and as if it had castled first.

use crate::board::Square;
use crate::chess::{Color, Position, Role, CASTLING_FILES, CASTLING_KING_FROM};

/// A castling made first: the king's and the rook's squares before and
/// after.
#[derive(Clone, Copy)]
pub(super) struct Castled {
    pub(super) king: (Square, Square),
    pub(super) rook: (Square, Square),
}

/// The castlings a colour with `moves` left may still make: `None` (it
/// does not castle) and each side it has a right to (one of its moves).
pub(super) fn castling_choices(pos: &Position, c: Color, moves: u32) -> Vec<Option<Castled>> {
    let mut out = vec![None];
    if pos.board.width() != 8 || moves == 0 {
        return out;
    }
    let rank = if c == Color::White { 0 } else { pos.board.height() - 1 };
    for cf in CASTLING_FILES {
        if !pos.castling.rights[c.index()][cf.side] {
            continue;
        }
        let squares = (
            Square::new(CASTLING_KING_FROM, rank),
            Square::new(cf.king_to, rank),
            Square::new(cf.rook_from, rank),
            Square::new(cf.rook_to, rank),
        );
        if let (Some(k), Some(kt), Some(r), Some(rt)) = squares {
            if pos.piece_at(k) == Some((c, Role::King)) && pos.piece_at(r) == Some((c, Role::Rook)) {
                out.push(Some(Castled {
                    king: (k, kt),
                    rook: (r, rt),
                }));
            }
        }
    }
    out
}
