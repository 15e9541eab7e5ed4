//! Where each pawn can end the game: the goal's pawn squares it may fill.
//!
//! Pawns are never made, and each pawn ends on at most one square, so in
//! every game that reaches the goal the goal's pawn squares of a colour k
//! take distinct pawns of k, each one that can reach its square: a
//! complete matching of the goal pawn squares into k's pawns. A pawn y
//! can end on a goal square t only if y reaches t and the other goal
//! squares can still be matched to the other pawns. So a pawn that alone
//! can reach some square fills no other; two pawns that alone can reach
//! two squares (an e7 and an f7 pawn for e6 and f5) fill neither a third
//! one (g4); and so on, as far as the matching goes (Hall's theorem).
//!
//! Where the caller caps file changes at the colour's captures left, the
//! cap holds for the pawns together too: each capture changes one pawn's
//! file by one, so a pawn y ends on t only if its own file change plus
//! the least total of file changes that fills the other goal pawn squares
//! with the other pawns (a matching) is within the cap. Capping each pawn
//! alone let White's e-pawn replace its d3 pawn (exd3) while the d-pawn
//! went on to e4 (dxe4) with one capture for both (Session 69).
//!
//! Read by `victims.rs` (a file's goal pawn comes only from a pawn that
//! can end there, so only its captures onto the file are capture squares)
//! and by `walls.rs` (a pawn on its goal square is frozen when no other
//! pawn can end there). Reach is read on the static tables, capped at the
//! colour's captures left where the caller knows them (a pawn changes one
//! file per capture, `CapturesLeft`); where no complete matching exists
//! the goal is out of reach and every pawn's set is empty.
//!
//! The pawns a colour cannot do without ([`Estimator::pawns_kept`]): the
//! goal's pawn squares of k take distinct pawns of k, each changing file
//! once per capture k makes, so their least total of file changes is at
//! most k's captures left. A pawn without which that least total (a
//! matching of the goal's pawn squares into the other pawns) exceeds
//! them, or without which no matching exists, ends on a goal pawn square:
//! it is never captured. `extra_victim.rs` takes no victim from them:
//! with Black's one capture spoken for by a pawn that must change files
//! (e4 and e6 from the d-, e- and f-pawns), its c7 pawn is no victim,
//! since b7 or d7 would need a second capture to stand on c6 (the 22-ply
//! near miss of `close_checks.rs`, refuted at the start with it).

use super::distances::{CapturesLeft, Dist, FAR};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::assignment;
use crate::chess::{Color, Role};
use rustc_hash::FxHashMap;
use std::cell::RefCell;

/// Entries kept before the cache starts over.
const CACHE_ENTRIES: usize = 1 << 14;

/// Each pawn's fates by (colour, its pawns, the file changes allowed);
/// the pawns kept for good by (colour, its pawns, its captures left).
#[derive(Default)]
pub(super) struct FateCache(
    RefCell<FxHashMap<(u8, u64, u8), [Bitboard; 64]>>,
    RefCell<FxHashMap<(u8, u64, u8), Bitboard>>,
);

impl Estimator {
    /// For each of colour `k`'s `pawns` (by square), the goal pawn squares
    /// of k it can end the game on (module header), each pawn changing at
    /// most `shifts` files (`u8::MAX`: as many as it likes).
    pub(super) fn pawn_fates(&self, k: Color, pawns: Bitboard, shifts: u8) -> [Bitboard; 64] {
        let key = (k.index() as u8, pawns.0, shifts);
        if let Some(fates) = self.fate_cache.0.borrow().get(&key) {
            return *fates;
        }
        let d = CapturesLeft { d: &*self.dist, shifts };
        let mut fates = fates_on(&d, k, pawns, self.goal.pieces(k, Role::Pawn));
        if shifts != u8::MAX {
            within_total_shifts(&d, k, pawns, self.goal.pieces(k, Role::Pawn), &mut fates);
        }
        let mut cache = self.fate_cache.0.borrow_mut();
        crate::limits::insert_bounded(&mut cache, key, fates, CACHE_ENTRIES);
        fates
    }

    /// Colour `k`'s `pawns` that neither are captured nor promote in any
    /// game in which k makes at most `captures` more captures: without
    /// one of them, the goal's pawn squares of k can only be filled by the
    /// others (pawns are never made) with more file changes than that,
    /// and a pawn changes file only by capturing, one file per capture.
    /// (The least total of file changes is a matching of the goal's pawn
    /// squares into the other pawns, each reaching its square on the
    /// static tables.) Where no pawn can be spared at all, every one.
    pub(super) fn pawns_kept(&self, k: Color, pawns: Bitboard, captures: u32) -> Bitboard {
        let key = (k.index() as u8, pawns.0, captures.min(u32::from(u8::MAX)) as u8);
        if let Some(kept) = self.fate_cache.1.borrow().get(&key) {
            return *kept;
        }
        let goal: Vec<Square> = self.goal.pieces(k, Role::Pawn).into_iter().collect();
        let all: Vec<Square> = pawns.into_iter().collect();
        let mut kept = Bitboard::EMPTY;
        for (skip, &y) in all.iter().enumerate() {
            let others: Vec<Square> = all.iter().enumerate().filter(|&(i, _)| i != skip).map(|(_, &x)| x).collect();
            if least_file_changes(&*self.dist, k, &goal, &others).is_none_or(|s| s > captures) {
                kept.insert(y);
            }
        }
        let mut cache = self.fate_cache.1.borrow_mut();
        crate::limits::insert_bounded(&mut cache, key, kept, CACHE_ENTRIES);
        kept
    }
}

/// [`Estimator::pawn_fates`] computed on `d` for the `goal` pawn squares.
fn fates_on<D: Dist>(d: &D, k: Color, pawns: Bitboard, goal: Bitboard) -> [Bitboard; 64] {
    // Per goal square, the pawns that reach it.
    let reach: Vec<(Square, Bitboard)> = goal
        .into_iter()
        .map(|t| {
            let from = pawns
                .into_iter()
                .filter(|&y| d.piece_or_pawn(k, Role::Pawn, y, t) != FAR as u32);
            (t, from.collect())
        })
        .collect();
    let mut fates = [Bitboard::EMPTY; 64];
    for (i, &(t, from)) in reach.iter().enumerate() {
        for y in from {
            if matches_all(&reach, i, Bitboard::from_square(y)) {
                fates[y.index()].insert(t);
            }
        }
    }
    fates
}

/// Keeps in `fates` only the goal squares a pawn can end on with the
/// other goal squares filled by the other pawns in no more file changes,
/// all told, than `d`'s cap: each capture changes one pawn's file by
/// one, so a colour's pawns change files, together, no more often than it
/// captures. (`fates` come from [`fates_on`] on the same `d`: each pawn
/// reaches its squares there.)
fn within_total_shifts<D: Dist>(d: &D, k: Color, pawns: Bitboard, goal: Bitboard, fates: &mut [Bitboard; 64]) {
    let total = u32::from(d.max_file_shift());
    let goal: Vec<Square> = goal.into_iter().collect();
    let all: Vec<Square> = pawns.into_iter().collect();
    if all.len() > assignment::MAX {
        return;
    }
    for (skip, &y) in all.iter().enumerate() {
        let others: Vec<Square> = all.iter().enumerate().filter(|&(i, _)| i != skip).map(|(_, &x)| x).collect();
        for t in fates[y.index()] {
            let own = u32::from(y.file().abs_diff(t.file()));
            let rows: Vec<Square> = goal.iter().copied().filter(|&g| g != t).collect();
            if least_file_changes(d, k, &rows, &others).is_none_or(|rest| own + rest > total) {
                fates[y.index()].remove(t);
            }
        }
    }
}

/// The least total of file changes with which colour `k`'s `pawns` fill
/// the `goal` pawn squares, each its own pawn reaching it on `d` (a
/// matching); `None` if they cannot all be filled.
fn least_file_changes<D: Dist>(d: &D, k: Color, goal: &[Square], pawns: &[Square]) -> Option<u32> {
    if goal.len() > pawns.len() {
        return None;
    }
    assignment::min_cost(goal.len(), pawns.len(), |r, c| {
        let (from, to) = (pawns[c], goal[r]);
        if d.piece_or_pawn(k, Role::Pawn, from, to) == u32::from(FAR) {
            assignment::IMPOSSIBLE
        } else {
            i32::from(from.file().abs_diff(to.file()))
        }
    })
}

/// Whether every goal square of `reach` but the `skip`-th takes a pawn of
/// its own, none of them among `banned` (augmenting paths).
fn matches_all(reach: &[(Square, Bitboard)], skip: usize, banned: Bitboard) -> bool {
    // The goal square (index into `reach`) each pawn is matched to.
    let mut owner: [Option<usize>; 64] = [None; 64];
    (0..reach.len()).filter(|&i| i != skip).all(|i| {
        let mut seen = banned;
        augment(reach, i, &mut seen, &mut owner)
    })
}

/// Kuhn's step: finds goal square `i` a pawn, moving earlier matches
/// along; `seen` holds the pawns tried on this path.
fn augment(reach: &[(Square, Bitboard)], i: usize, seen: &mut Bitboard, owner: &mut [Option<usize>; 64]) -> bool {
    for y in reach[i].1 {
        if seen.contains(y) {
            continue;
        }
        seen.insert(y);
        if owner[y.index()].is_none_or(|j| augment(reach, j, seen, owner)) {
            owner[y.index()] = Some(i);
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn squares(names: &[&str]) -> Bitboard {
        names
            .iter()
            .map(|s| crate::board::Board::STANDARD.parse_square(s).unwrap())
            .collect()
    }

    /// Black's e7 and f7 alone reach e6 and f5, so neither ends on g4:
    /// the h5 pawn alone does; g7 alone reaches g7.
    #[test]
    fn two_pawns_that_alone_reach_two_squares_fill_no_third() {
        let goal = parse_fen("4k3/6p1/4p3/5p2/6p1/8/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let pos = parse_fen("4k3/4ppp1/8/7p/8/8/8/4K3 w - - 0 1").unwrap();
        let fates = est.pawn_fates(Color::Black, pos.pieces(Color::Black, Role::Pawn), u8::MAX);
        let of = |s: &str| fates[crate::board::Board::STANDARD.parse_square(s).unwrap().index()];
        assert_eq!(of("h5"), squares(&["g4"]));
        assert_eq!(of("g7"), squares(&["g7"]));
        assert_eq!(of("e7"), squares(&["e6", "f5"]));
        assert_eq!(of("f7"), squares(&["e6", "f5"]));
        // Pawn by pawn, f7 (f6xg5-g4) and e7 reach g4 as well.
        assert!(
            est.dist.pawn[1][crate::board::Board::STANDARD.parse_square("f7").unwrap().index()]
                [crate::board::Board::STANDARD.parse_square("g4").unwrap().index()]
                != FAR
        );
    }

    /// With no complete matching the goal is out of reach: no fates.
    #[test]
    fn no_fates_where_the_goal_pawns_cannot_all_be_filled() {
        let goal = parse_fen("4k3/8/8/8/8/2P5/2P5/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let pawns = squares(&["c2"]);
        assert!(est.pawn_fates(Color::White, pawns, u8::MAX).iter().all(|f| f.is_empty()));
        // Capped at no file change, a b2 pawn reaches nothing on c.
        let pawns = squares(&["b2", "c2"]);
        assert!(est.pawn_fates(Color::White, pawns, 0).iter().all(|f| f.is_empty()));
        let fates = est.pawn_fates(Color::White, pawns, 1);
        assert_eq!(fates[squares(&["b2"]).first().unwrap().index()], squares(&["c3"]));
        // c2 to c3 would leave c2 to no pawn.
        assert_eq!(fates[squares(&["c2"]).first().unwrap().index()], squares(&["c2"]));
    }

    /// Black's goal pawns b6, c6, e6 and e4 from the initial array: one
    /// of e6 and e4 comes from d7 or f7 by a capture. With that one
    /// capture left, c7 cannot be spared (b7 or d7 would need a second
    /// capture for c6), nor b7 (a7 or c7 for b6: another), nor e7 (e6
    /// and e4 would both come from d7 and f7); a7, d7, f7, g7 and h7 can.
    #[test]
    fn pawns_whose_loss_needs_more_file_changes_than_captures_left_are_kept() {
        let goal = parse_fen("4k3/8/1pp1p3/8/4p3/8/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let pawns = squares(&["a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7"]);
        assert_eq!(est.pawns_kept(Color::Black, pawns, 1), squares(&["b7", "c7", "e7"]));
        // With two captures left any pawn can be spared; with none every
        // one is kept (e4 alone needs a capture, whichever pawns are left).
        assert_eq!(est.pawns_kept(Color::Black, pawns, 2), Bitboard::EMPTY);
        assert_eq!(est.pawns_kept(Color::Black, pawns, 0), pawns);
    }
}
