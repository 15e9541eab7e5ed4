//! Sound dead-end tests: each returns `true` only for states from which no
//! solution exists. The exhaustive differential tests (native vs brute
//! force) check every rule here.
//!
//! Two facts carry every rule: occupied squares only ever become empty
//! (a capture empties its start square and fills nothing new), and a piece
//! only moves by capturing.

use super::state::{reach, SearchState};
use super::Role;
use crate::board::Bitboard;

/// The thesis's reductions (§3.4) plus the budget count:
/// - a king out of captures while other pieces remain is stuck for good;
/// - the remaining budgets must cover the remaining captures;
/// - forward check: a piece that no piece type on the board could capture
///   from any occupied square can never be captured, and at most one piece
///   (the king, if there is one) may stay uncaptured.
pub fn dead_thesis(s: &SearchState) -> bool {
    if s.pieces <= 1 {
        return false;
    }
    let kings = s.kings();
    if kings.count() >= 2 || kings.any_of(|k| s.budget[k.index()] == 0) {
        return true;
    }
    let total: u32 = s.occ.map(|sq| s.budget[sq.index()] as u32).sum();
    if total < s.pieces - 1 {
        return true;
    }
    let r = reach(s.geo);
    let mut roles_with_budget = [false; 6];
    for sq in s.occ {
        if s.budget[sq.index()] > 0 {
            roles_with_budget[s.role_at[sq.index()] as usize] = true;
        }
    }
    let mut stuck = kings.count();
    for t in s.occ & !kings {
        // A piece that can still capture may move away first: only fixed pieces are checked.
        if s.budget[t.index()] > 0 {
            continue;
        }
        let others = s.occ & !Bitboard::from_square(t);
        let capturable = Role::ALL
            .iter()
            .any(|&role| roles_with_budget[role.index()] && (r.from[role.index()][t.index()] & others).any());
        if !capturable {
            stuck += 1;
            if stuck >= 2 {
                return true;
            }
        }
    }
    false
}

/// Only pieces that can never move again are checked for being capturable:
/// a piece that can still capture may first move somewhere else (the bug
/// pinned by `regression_movable_piece_is_not_stuck`).
///
/// The stronger tests used by `best`, on top of [`dead_thesis`]'s:
/// - effective budgets: a piece that no occupied square is in reach of
///   (ignoring blockers) can never capture again, so its budget is worth 0
///   in the budget count;
/// - forward check per capturer: a piece on `t` can be captured only by a
///   piece with a capture left that already stands on a square in reach of
///   `t`, or by one with two captures left that can first land on an
///   occupied, non-king square in reach of `t`;
/// - the capture-tree bound: every piece but the last is captured once, so
///   the pieces left without captures can be at most `1 + Σ (b - 1)` over
///   the pieces with `b ≥ 1` (equivalent to the budget count, kept as one sum).
pub fn dead_best(s: &SearchState) -> bool {
    if s.pieces <= 1 {
        return false;
    }
    let kings = s.kings();
    if kings.count() >= 2 || kings.any_of(|k| s.budget[k.index()] == 0) {
        return true;
    }
    let r = reach(s.geo);
    let geo = s.geo;
    let victims = s.occ & !kings;
    let mut with1 = [Bitboard::EMPTY; 6];
    // Pieces that can never move again: no captures left, or nothing ever in reach.
    let mut fixed = Bitboard::EMPTY;
    let mut with2 = [Bitboard::EMPTY; 6];
    let mut total = 0u32;
    for sq in s.occ {
        let i = sq.index();
        let b = s.budget[i];
        if b == 0 {
            fixed.insert(sq);
            continue;
        }
        let role = s.role_at[i] as usize;
        // Squares this piece attacks from here on an empty board.
        let pattern = if role == Role::Pawn.index() {
            geo.pawn_up[i]
        } else {
            r.from[role][i]
        };
        if (pattern & victims).is_empty() {
            fixed.insert(sq); // can never capture again
            continue;
        }
        total += b as u32;
        with1[role].insert(sq);
        if b >= 2 {
            with2[role].insert(sq);
        }
    }
    if total < s.pieces - 1 {
        return true;
    }
    let mut stuck = kings.count();
    for t in victims & fixed {
        let me = !Bitboard::from_square(t);
        let mut capturable = false;
        for role in 0..6 {
            let from = r.from[role][t.index()];
            if (from & with1[role] & me).any() || ((with2[role] & me).any() && (from & victims & me).any()) {
                capturable = true;
                break;
            }
        }
        if !capturable {
            stuck += 1;
            if stuck >= 2 {
                return true;
            }
        }
    }
    false
}

trait AnyOf {
    fn any_of(self, f: impl FnMut(crate::board::Square) -> bool) -> bool;
}

impl AnyOf for Bitboard {
    fn any_of(mut self, f: impl FnMut(crate::board::Square) -> bool) -> bool {
        Iterator::any(&mut self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::notation::parse_solo_fen;

    /// The queen on d1 cannot be captured where it stands, but it can move
    /// to b1 and be captured there: the puzzle is solvable.
    #[test]
    fn regression_movable_piece_is_not_stuck() {
        let p = parse_solo_fen("4B/5/P4/1N1Q1 2 d1:1").unwrap();
        let s = SearchState::new(&p);
        assert!(!dead_best(&s));
        assert!(!dead_thesis(&s));
    }

    #[test]
    fn fixed_pieces_out_of_reach_are_dead() {
        // Two knights with no captures left that nothing can reach.
        let p = parse_solo_fen("N4/5/4N/K4 0 a1:2").unwrap();
        let s = SearchState::new(&p);
        assert!(dead_best(&s));
        assert!(dead_thesis(&s));
        // Budgets too small for the captures needed.
        let p = parse_solo_fen("KRRR 0 a1:1,b1:1").unwrap();
        assert!(dead_thesis(&SearchState::new(&p)));
        assert!(dead_best(&SearchState::new(&p)));
    }
}
