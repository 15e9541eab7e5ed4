//! The solver's compact Solo Chess state: bitboards per role, a budget per
//! square, an incremental 128-bit Zobrist key, bitboard capture generation
//! and make/unmake. Nothing here allocates.

use crate::board::{Bitboard, Geometry, Square};
use crate::solo::{Budget, Move, Puzzle, Role};
use std::sync::OnceLock;

/// Marks an empty square in [`SearchState::role_at`].
pub const NO_ROLE: u8 = 255;

/// Zobrist keys: one per (square, role) and one per (square, budget); a
/// piece's key is their XOR. Two small tables (70 KB) instead of one per
/// (square, role, budget) keep make/unmake in cache; every square's term
/// still differs for any change of role or budget, so collisions stay random.
struct Keys {
    role: [[u128; 6]; 64],
    budget: [[u128; 64]; 64],
}

impl Keys {
    #[inline]
    fn piece(&self, sq: usize, role: usize, budget: usize) -> u128 {
        self.role[sq][role] ^ self.budget[sq][budget]
    }
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Box<Keys>> = OnceLock::new();
    KEYS.get_or_init(|| {
        // SplitMix64 with a fixed seed: the same keys in every run.
        let mut x: u64 = 0x5eed_50c0_c4e5_5000;
        let mut next = move || {
            x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        let mut k = Box::new(Keys {
            role: [[0; 6]; 64],
            budget: [[0; 64]; 64],
        });
        for sq in 0..64 {
            for r in 0..6 {
                k.role[sq][r] = (next() as u128) << 64 | next() as u128;
            }
            for b in 0..64 {
                k.budget[sq][b] = (next() as u128) << 64 | next() as u128;
            }
        }
        k
    })
}

/// Squares from which a piece of each role could capture onto a square on
/// an empty board (pawns capture upwards, so they come from below).
pub struct Reach {
    pub from: [[Bitboard; 64]; 6],
    /// Squares a piece of each role on a square attacks on an empty board.
    pub to: [[Bitboard; 64]; 6],
}

/// A search state. Budgets are effective: unlimited becomes `pieces - 1`,
/// which no piece can exceed, so the two are the same game.
#[derive(Clone)]
pub struct SearchState {
    pub(in crate::solo::search) geo: &'static Geometry,
    pub(in crate::solo::search) occ: Bitboard,
    pub(in crate::solo::search) by_role: [Bitboard; 6],
    pub(in crate::solo::search) role_at: [u8; 64],
    pub(in crate::solo::search) budget: [u8; 64],
    pub(in crate::solo::search) pieces: u32,
    pub(in crate::solo::search) key: u128,
    /// Squares whose piece has no captures left.
    pub(in crate::solo::search) spent: Bitboard,
    /// Sum of the budgets on the board.
    pub(in crate::solo::search) budget_sum: u32,
    /// The largest budget at the start (budgets only decrease).
    pub(in crate::solo::search) budget_cap: u8,
}

/// What a capture changed, for unmake.
#[derive(Clone, Copy)]
pub struct Undo {
    mv: Move,
    mover: u8,
    victim: u8,
    victim_budget: u8,
}

impl SearchState {
    pub fn new(p: &Puzzle) -> SearchState {
        let geo = p.board.geometry();
        let n = p.pieces.len() as u32;
        let mut s = SearchState {
            geo,
            occ: Bitboard::EMPTY,
            by_role: [Bitboard::EMPTY; 6],
            role_at: [NO_ROLE; 64],
            budget: [0; 64],
            pieces: n,
            key: 0,
            spent: Bitboard::EMPTY,
            budget_sum: 0,
            budget_cap: 0,
        };
        for piece in &p.pieces {
            let i = piece.square.index();
            let b = match piece.budget {
                Budget::Limited(b) => (b as u32).min(n.saturating_sub(1)).min(63),
                Budget::Unlimited => n.saturating_sub(1).min(63),
            } as u8;
            s.occ.insert(piece.square);
            s.by_role[piece.role.index()].insert(piece.square);
            s.role_at[i] = piece.role as u8;
            s.budget[i] = b;
            s.budget_sum += b as u32;
            s.budget_cap = s.budget_cap.max(b);
            if b == 0 {
                s.spent.insert(piece.square);
            }
            s.key ^= keys().piece(i, piece.role.index(), b as usize);
        }
        s
    }

    #[inline]
    /// The occupied squares.
    pub fn occupied(&self) -> Bitboard {
        self.occ
    }

    /// Pieces on the board.
    pub fn pieces(&self) -> u32 {
        self.pieces
    }

    /// Captures left to the piece on `sq` (effective: at most pieces − 1).
    pub fn budget_at(&self, sq: Square) -> u8 {
        self.budget[sq.index()]
    }

    /// The Zobrist key of the position (pieces and budgets).
    pub fn key(&self) -> u128 {
        self.key
    }

    pub fn role(&self, sq: Square) -> Role {
        Role::from_index(self.role_at[sq.index()] as usize).expect("occupied square")
    }

    #[inline]
    pub fn kings(&self) -> Bitboard {
        self.by_role[Role::King.index()]
    }

    /// Squares a piece of `role` on `sq` attacks with the current occupancy.
    #[inline]
    pub fn attacks_from(&self, role: Role, sq: Square) -> Bitboard {
        self.geo.attacks(role.movement(), sq, self.occ)
    }

    /// Pieces the piece on `sq` may capture now: in reach, not a king, and
    /// only if it has a capture left.
    #[inline]
    pub fn targets_of(&self, sq: Square) -> Bitboard {
        if self.budget[sq.index()] == 0 {
            return Bitboard::EMPTY;
        }
        self.attacks_from(self.role(sq), sq) & self.occ & !self.kings()
    }

    /// Pieces that could capture the piece on `sq` now.
    pub fn attackers_of(&self, sq: Square) -> Bitboard {
        let mut a = Bitboard::EMPTY;
        for from in self.occ {
            if from != sq && self.targets_of(from).contains(sq) {
                a.insert(from);
            }
        }
        a
    }

    /// Appends every legal capture to `out` (a buffer reused across nodes).
    pub fn legal_captures(&self, out: &mut Vec<Move>) {
        for from in self.occ {
            for to in self.targets_of(from) {
                out.push(Move { from, to });
            }
        }
    }

    /// The key of the position after a legal capture, without making it.
    #[inline]
    pub fn key_after(&self, mv: Move) -> u128 {
        let (f, t) = (mv.from.index(), mv.to.index());
        let (mover, victim) = (self.role_at[f] as usize, self.role_at[t] as usize);
        let (mb, vb) = (self.budget[f] as usize, self.budget[t] as usize);
        let k = keys();
        self.key ^ k.piece(f, mover, mb) ^ k.piece(t, victim, vb) ^ k.piece(t, mover, mb - 1)
    }

    /// Applies a capture known to be legal.
    #[inline]
    pub fn make(&mut self, mv: Move) -> Undo {
        let (f, t) = (mv.from.index(), mv.to.index());
        let mover = self.role_at[f];
        let victim = self.role_at[t];
        let (mb, vb) = (self.budget[f], self.budget[t]);
        let k = keys();
        self.key ^= k.piece(f, mover as usize, mb as usize)
            ^ k.piece(t, victim as usize, vb as usize)
            ^ k.piece(t, mover as usize, (mb - 1) as usize);
        self.occ.remove(mv.from);
        self.by_role[mover as usize].remove(mv.from);
        self.by_role[victim as usize].remove(mv.to);
        self.by_role[mover as usize].insert(mv.to);
        self.role_at[f] = NO_ROLE;
        self.role_at[t] = mover;
        self.budget[f] = 0;
        self.budget[t] = mb - 1;
        self.pieces -= 1;
        self.budget_sum -= 1 + vb as u32;
        self.spent.remove(mv.from);
        if mb == 1 {
            self.spent.insert(mv.to);
        } else {
            self.spent.remove(mv.to);
        }
        Undo {
            mv,
            mover,
            victim,
            victim_budget: vb,
        }
    }

    /// The Zobrist key computed from scratch (the incremental one must equal it).
    pub fn full_key(&self) -> u128 {
        self.occ
            .map(|sq| {
                keys().piece(
                    sq.index(),
                    self.role_at[sq.index()] as usize,
                    self.budget[sq.index()] as usize,
                )
            })
            .fold(0, |a, b| a ^ b)
    }

    /// A key that identifies the game, not the bookkeeping: budgets above
    /// `pieces - 1` are the same game (no piece can use more), so they are
    /// clamped before hashing. Two states with equal canonical keys have the
    /// same solutions.
    pub fn canonical_key(&self) -> u128 {
        let cap = self.pieces.saturating_sub(1) as u8;
        if self.budget_cap <= cap {
            return self.key; // nothing to clamp
        }
        self.occ
            .map(|sq| {
                let i = sq.index();
                keys().piece(i, self.role_at[i] as usize, self.budget[i].min(cap) as usize)
            })
            .fold(0, |a, b| a ^ b)
    }

    /// The number of captures available now (every piece's targets).
    pub fn mobility(&self) -> u32 {
        self.occ.map(|sq| self.targets_of(sq).count()).sum()
    }

    /// Reverts [`SearchState::make`].
    #[inline]
    pub fn unmake(&mut self, u: Undo) {
        let (f, t) = (u.mv.from.index(), u.mv.to.index());
        let mb = self.budget[t] + 1;
        let k = keys();
        self.key ^= k.piece(f, u.mover as usize, mb as usize)
            ^ k.piece(t, u.victim as usize, u.victim_budget as usize)
            ^ k.piece(t, u.mover as usize, (mb - 1) as usize);
        self.occ.insert(u.mv.from);
        self.by_role[u.mover as usize].remove(u.mv.to);
        self.by_role[u.mover as usize].insert(u.mv.from);
        self.by_role[u.victim as usize].insert(u.mv.to);
        self.role_at[f] = u.mover;
        self.role_at[t] = u.victim;
        self.budget[f] = mb;
        self.budget[t] = u.victim_budget;
        self.pieces += 1;
        self.budget_sum += 1 + u.victim_budget as u32;
        self.spent.remove(u.mv.to);
        if u.victim_budget == 0 {
            self.spent.insert(u.mv.to);
        }
    }
}

/// Reach tables per board size, built once.
pub fn reach(geo: &'static Geometry) -> &'static Reach {
    static TABLES: [OnceLock<Box<Reach>>; 64] = [const { OnceLock::new() }; 64];
    let b = geo.board;
    let slot = b.size_index();
    TABLES[slot].get_or_init(|| {
        let mut r = Box::new(Reach {
            from: [[Bitboard::EMPTY; 64]; 6],
            to: [[Bitboard::EMPTY; 64]; 6],
        });
        for sq in b.squares() {
            let i = sq.index();
            let rook = geo.rook_attacks(sq, Bitboard::EMPTY);
            let bishop = geo.bishop_attacks(sq, Bitboard::EMPTY);
            r.from[Role::King.index()][i] = geo.king[i];
            r.from[Role::Queen.index()][i] = rook | bishop;
            r.from[Role::Rook.index()][i] = rook;
            r.from[Role::Bishop.index()][i] = bishop;
            r.from[Role::Knight.index()][i] = geo.knight[i];
            r.from[Role::Pawn.index()][i] = geo.pawn_down[i];
            for role in Role::ALL {
                r.to[role.index()][i] = r.from[role.index()][i];
            }
            r.to[Role::Pawn.index()][i] = geo.pawn_up[i];
        }
        r
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::rules::notation::parse_solo_fen;

    #[test]
    fn make_unmake_restores_state_and_key() {
        let p = parse_solo_fen("8/8/2N5/3Q4/8/1R3B2/3KP3/8 2 d5:-").unwrap();
        let mut s = SearchState::new(&p);
        let before = (s.occ, s.by_role, s.role_at, s.budget, s.key, s.pieces, s.spent, s.budget_sum);
        let mut moves = Vec::new();
        s.legal_captures(&mut moves);
        assert!(!moves.is_empty());
        for mv in moves {
            let predicted = s.key_after(mv);
            let u = s.make(mv);
            assert_eq!(s.key, s.full_key(), "incremental key after {mv}");
            assert_eq!(s.key, predicted, "key_after {mv}");
            let spent: Bitboard = s.occ.filter(|q| s.budget[q.index()] == 0).collect();
            assert_eq!(s.spent, spent, "spent squares after {mv}");
            assert_eq!(s.budget_sum, s.occ.map(|q| s.budget[q.index()] as u32).sum::<u32>());
            s.unmake(u);
            assert_eq!(
                before,
                (s.occ, s.by_role, s.role_at, s.budget, s.key, s.pieces, s.spent, s.budget_sum)
            );
        }
    }

    #[test]
    fn bitboard_captures_match_the_simulator() {
        for fen in ["8/8/2N5/3Q4/8/1R3B2/3KP3/8", "QRB/NPK/BRN", "5/2P2/1B1N1/Q3R"] {
            let p = parse_solo_fen(fen).unwrap();
            let s = SearchState::new(&p);
            let mut a = Vec::new();
            s.legal_captures(&mut a);
            let mut a: Vec<_> = a.iter().map(|m| m.to_string()).collect();
            let mut b: Vec<_> = p.position().legal_captures().iter().map(|m| m.to_string()).collect();
            a.sort();
            b.sort();
            assert_eq!(a, b, "{fen}");
        }
    }
}
