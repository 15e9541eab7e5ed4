//! Where a colour's pieces can be captured at all, when the other colour's
//! captures are all spoken for by its pawns' changes of file.
//!
//! **The rule.** Let o be the capturing colour and c the other. Pieces of
//! c go only by o's captures, so o makes exactly `lost(c)` captures. Each
//! goal pawn of o came from its own start pawn of o (pawns never appear),
//! and a pawn that goes from file f to file g captures at least |f − g|
//! times. So o captures at least F times, F the least total |f − g| over
//! the matchings of o's goal pawns into its start pawns, each pair one a
//! pawn can walk (forward, no more files than ranks). Where F equals
//! `lost(c)`, the game's own matching (which pawn became which goal pawn)
//! is a least one, each of its pawns captures exactly |f − g| times, every
//! capture one file nearer g, and nothing else of o ever captures. A
//! capture then lands on a square t of a pair (p, g) of some least
//! matching, with p → t and t → g walkable and t's file past p's but not past g's. The c piece
//! taken stands on t, or, taken en passant, one rank behind t as o moves.
//! So no c piece is ever captured anywhere else. Where F is below
//! `lost(c)` a capture can be anywhere, and the rule says nothing.

use super::{lost, Distances, FAR};
use crate::board::{Bitboard, Square};
use crate::chess::assignment::{min_cost, IMPOSSIBLE, MAX};
use crate::chess::{Color, Position, Role};

/// The squares where a piece of `o`'s opponent can be captured in a game
/// from `start` to the placement `goal`, if `o`'s captures are all its
/// pawns' changes of file (the module header); `None` where they may be
/// anywhere. `d` holds `o`'s distances.
pub(super) fn capture_squares(start: &Position, goal: &Position, o: Color, d: &Distances<'_>) -> Option<Bitboard> {
    let from: Vec<Square> = start.pieces(o, Role::Pawn).into_iter().collect();
    let to: Vec<Square> = goal.pieces(o, Role::Pawn).into_iter().collect();
    if to.len() > from.len() || from.len() > MAX {
        return None;
    }
    let walkable = |p: Square, g: Square| d.pawn(p, g) < FAR;
    let files = |a: Square, b: Square| u32::from(a.file().abs_diff(b.file()));
    let cost = |p: Square, g: Square| if walkable(p, g) { files(p, g) as i32 } else { IMPOSSIBLE };
    // The least matching of the goal pawns but `skip` into the start pawns but `skip`'s.
    let least_without = |skip: Option<(usize, usize)>| {
        let rows = all_but(&to, skip.map(|s| s.0));
        let cols = all_but(&from, skip.map(|s| s.1));
        min_cost(rows.len(), cols.len(), |r, c| cost(cols[c], rows[r]))
    };
    let least = least_without(None)?;
    if least as usize != lost(start, goal, o.other()) {
        return None;
    }
    let mask = start.board.geometry().mask;
    let mut squares = Bitboard::EMPTY;
    for (j, &p) in from.iter().enumerate() {
        for (i, &g) in to.iter().enumerate() {
            // Only a pair of some least matching can be the game's.
            let n = cost(p, g);
            if n == 0 || n >= IMPOSSIBLE || least_without(Some((i, j))).map(|rest| rest as i32 + n) != Some(least as i32) {
                continue;
            }
            for t in mask {
                let past = files(p, t);
                if past > 0 && past + files(t, g) == files(p, g) && walkable(p, t) && walkable(t, g) {
                    squares.insert(t);
                    if let Some(behind) = behind(t, o).filter(|&b| mask.contains(b)) {
                        squares.insert(behind);
                    }
                }
            }
        }
    }
    Some(squares)
}

/// `squares` without the one at index `skip`, if any.
fn all_but(squares: &[Square], skip: Option<usize>) -> Vec<Square> {
    squares
        .iter()
        .enumerate()
        .filter(|&(i, _)| Some(i) != skip)
        .map(|(_, &s)| s)
        .collect()
}

/// The square one rank behind `t` as `o`'s pawns move: where a pawn taken
/// en passant by a pawn landing on `t` stood.
fn behind(t: Square, o: Color) -> Option<Square> {
    let rank = match o {
        Color::White => t.rank().checked_sub(1)?,
        Color::Black => t.rank() + 1,
    };
    Square::new(t.file(), rank)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    /// The capture squares, and the squares named by `names`.
    fn squares_of(start: &str, goal: &str, o: Color) -> Option<(Bitboard, impl Fn(&str) -> Square)> {
        let (start, goal) = (parse_fen(start).unwrap(), parse_fen(goal).unwrap());
        let d = Distances::new(&start, &goal, o);
        let set = capture_squares(&start, &goal, o, &d)?;
        let board = start.board;
        Some((set, move |s: &str| board.parse_square(s).unwrap()))
    }

    #[test]
    fn two_pawn_captures_for_two_lost_pieces_land_on_the_pawns_ways() {
        // Session 52's pg-n20-s52-03: White lost its queen and h-pawn, and
        // Black's a- and g-pawns stand on b3 and h5: Black's two captures
        // are those pawns' steps onto the b- and h-files.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let goal = "2bqk1nr/1ppnp2p/5p1b/rB1p3p/3P1P2/NpP1P2R/PP4P1/R1B1K1N1 w";
        let (got, sq) = squares_of(start, goal, Color::Black).unwrap();
        // b6…b3 and h6, h5, each with the square behind for en passant.
        for s in ["b3", "b4", "b5", "b6", "h5", "h6", "b7", "h7"] {
            assert!(got.contains(sq(s)), "{s}");
        }
        assert_eq!(got.count(), 8);
        // White captured nothing and lost no black piece: nowhere at all.
        assert_eq!(squares_of(start, goal, Color::White).map(|(s, _)| s), Some(Bitboard::EMPTY));
    }

    #[test]
    fn a_capture_no_pawn_needs_may_be_anywhere() {
        // 1. e4 d5 2. exd5 Qxd5: Black's queen took, no black pawn changed
        // file; White's e-pawn took and is gone, so no goal pawn needed it.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let goal = "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w";
        assert!(squares_of(start, goal, Color::Black).is_none());
        assert!(squares_of(start, goal, Color::White).is_none());
        // 1. e4 d5 2. exd5: White's one capture is its e-pawn's step to the
        // d-file, on d3, d4 or d5 (d2 to d4 behind them, en passant).
        let goal = "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b";
        let (got, sq) = squares_of(start, goal, Color::White).unwrap();
        let want = ["d2", "d3", "d4", "d5"]
            .into_iter()
            .fold(Bitboard::EMPTY, |b, s| b | Bitboard::from_square(sq(s)));
        assert_eq!(got, want);
    }
}
