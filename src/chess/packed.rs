//! Compact positions for the search's closed list: 28 bytes instead of the
//! 80 of a [`Position`]. The occupied squares are a bitboard; the pieces on
//! them, in square order, are 4-bit codes (colour and role), which fit 32
//! pieces; side to move, castling rights and the en-passant square share 16
//! bits. The board size is not stored: a search packs positions of one board.

use super::{Castling, Color, Move, Position, Role};
use crate::board::{Bitboard, Board, Square};

/// At most this many pieces fit a packed position.
pub const MAX_PIECES: u32 = 32;

/// A packed position (see the module documentation).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PackedPosition {
    occupied: [u32; 2],
    codes: [u32; 4],
    meta: u16,
}

impl PackedPosition {
    /// Packs a position with at most [`MAX_PIECES`] pieces.
    pub fn pack(pos: &Position) -> PackedPosition {
        let occ = pos.occupied();
        debug_assert!(occ.count() <= MAX_PIECES);
        // Each square's code from the role and colour sets, then read in
        // square order: one pass per set instead of a search per piece
        // (packing is asked of every position the count meets).
        let mut by_square = [0u8; 64];
        for role in Role::ALL {
            for sq in pos.by_role[role.index()] {
                by_square[sq.index()] = role.index() as u8;
            }
        }
        for sq in pos.by_color[1] {
            by_square[sq.index()] |= 8;
        }
        let mut codes = [0u32; 4];
        for (i, sq) in occ.enumerate() {
            codes[i / 8] |= u32::from(by_square[sq.index()]) << ((i % 8) * 4);
        }
        let mut meta = pos.turn.index() as u16;
        for (c, rights) in pos.castling.rights.iter().enumerate() {
            for (side, &r) in rights.iter().enumerate() {
                if r {
                    meta |= 1 << (1 + 2 * c + side);
                }
            }
        }
        if let Some(ep) = pos.ep_square {
            meta |= (1 << 5) | ((ep.index() as u16) << 6);
        }
        PackedPosition {
            occupied: [occ.0 as u32, (occ.0 >> 32) as u32],
            codes,
            meta,
        }
    }

    /// Unpacks onto `board`.
    pub fn unpack(&self, board: Board) -> Position {
        let occ = Bitboard(self.occupied[0] as u64 | (self.occupied[1] as u64) << 32);
        let mut pos = Position {
            board,
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 6],
            turn: if self.meta & 1 == 0 { Color::White } else { Color::Black },
            castling: Castling::default(),
            ep_square: None,
        };
        for (i, sq) in occ.enumerate() {
            let code = (self.codes[i / 8] >> ((i % 8) * 4)) & 15;
            pos.by_color[(code >> 3) as usize].insert(sq);
            pos.by_role[(code & 7) as usize].insert(sq);
        }
        for c in 0..2 {
            for side in 0..2 {
                pos.castling.rights[c][side] = self.meta & (1 << (1 + 2 * c + side)) != 0;
            }
        }
        if self.meta & (1 << 5) != 0 {
            pos.ep_square = Square::from_index((self.meta >> 6) as u8);
        }
        pos
    }
}

/// A packed position and the plies left to play from it, in the 28 bytes
/// of a [`PackedPosition`] alone: the plies take what would be its
/// padding (the pair `(PackedPosition, u8)` takes 32). The key of the
/// proof-game count's table, whose entries are most of its memory.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PackedWithPlies {
    occupied: [u32; 2],
    codes: [u32; 4],
    meta: u16,
    plies: u8,
}

impl PackedWithPlies {
    pub fn new(pos: PackedPosition, plies: u8) -> PackedWithPlies {
        PackedWithPlies {
            occupied: pos.occupied,
            codes: pos.codes,
            meta: pos.meta,
            plies,
        }
    }

    /// The position, packed.
    pub fn position(&self) -> PackedPosition {
        PackedPosition {
            occupied: self.occupied,
            codes: self.codes,
            meta: self.meta,
        }
    }

    pub fn plies(&self) -> u8 {
        self.plies
    }
}

/// One colour's pieces, castling rights and moves left: the key of a
/// count of that colour's games alone (`proofgame/split.rs`), which does
/// not depend on the other colour's pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PackedColour {
    by_role: [u64; 6],
    colour_rights_moves: u16,
}

impl PackedColour {
    pub fn pack(pos: &Position, c: Color, moves: u8) -> PackedColour {
        let rights = pos.castling.rights[c.index()];
        PackedColour {
            by_role: Role::ALL.map(|r| pos.pieces(c, r).0),
            colour_rights_moves: c.index() as u16 | u16::from(rights[0]) << 1 | u16::from(rights[1]) << 2 | u16::from(moves) << 3,
        }
    }
}

/// A move in 16 bits: from (6), to (6), promotion role + 1 (3; 0 = none).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PackedMove(u16);

impl PackedMove {
    pub fn pack(mv: Move) -> PackedMove {
        let promo = mv.promotion.map_or(0, |r| r.index() as u16 + 1);
        PackedMove(mv.from.index() as u16 | (mv.to.index() as u16) << 6 | promo << 12)
    }
    pub fn unpack(self) -> Move {
        let sq = |i: u16| Square::from_index((i & 63) as u8).expect("6 bits");
        let promo = (self.0 >> 12) as usize;
        Move {
            from: sq(self.0),
            to: sq(self.0 >> 6),
            promotion: (promo > 0).then(|| Role::ALL[promo - 1]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::movegen::{legal_moves, play};

    #[test]
    fn the_plies_fit_in_a_packed_positions_padding() {
        assert_eq!(std::mem::size_of::<PackedWithPlies>(), std::mem::size_of::<PackedPosition>());
        assert_eq!(std::mem::size_of::<PackedWithPlies>(), 28);
        let pos = PackedPosition::pack(&parse_fen("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1").unwrap());
        let key = PackedWithPlies::new(pos, 201);
        assert_eq!((key.position(), key.plies()), (pos, 201));
        assert_ne!(key, PackedWithPlies::new(pos, 200));
    }

    #[test]
    fn packing_round_trips_along_playouts() {
        let mut checked = 0;
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "k1K1/4/3r/RR2 b",
            "4k/1p3/5/2P2/K2R1 w - -",
        ] {
            let mut pos = parse_fen(fen).unwrap();
            for ply in 0..60 {
                assert_eq!(PackedPosition::pack(&pos).unpack(pos.board), pos, "{fen} ply {ply}");
                let mut moves = Vec::new();
                legal_moves(&pos, &mut moves);
                for &mv in &moves {
                    assert_eq!(PackedMove::pack(mv).unpack(), mv);
                }
                let Some(&mv) = moves.get((ply * 7 + 3) % moves.len().max(1)) else {
                    break;
                };
                pos = play(&pos, mv);
                checked += 1;
            }
        }
        assert!(checked > 100);
        assert_eq!(std::mem::size_of::<PackedPosition>(), 28);
    }
}
