//! Where the other colour's pawns must capture a colour's pieces: the
//! victims of `journeys.rs`, each with the squares it may be taken on.

use super::costs::Victim;
use super::distances::{Dist, FAR};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::assignment;
use crate::chess::{Color, Position, Role};

impl Estimator {
    /// The captures of colour `c`'s pieces that the other colour's pawns
    /// still have to make (module header), at most [`assignment::MAX`].
    /// The other colour's pawn routes are read on the static tables (not
    /// around this colour's walls): the victims then depend on the pawns
    /// alone, which lets the cache key hold them instead of the pawns.
    pub(super) fn victims(&self, pos: &Position, c: Color) -> ([Victim; assignment::MAX], usize) {
        self.victims_on(pos, c, &*self.dist)
    }

    /// [`Estimator::victims`] with the pawn routes read on `d`, whose walls
    /// are facts of every remaining game (they stand for both colours):
    /// a capture lands on a square of the file only if the capturing pawn
    /// can stand diagonally behind it and go on from it to its goal square
    /// around the walls. A square the pawn cannot reach so is no capture
    /// square, which can force the victim to travel (the push that an
    /// enemy pawn home for good bars, `theirs.rs`).
    pub(super) fn victims_on<D: Dist>(&self, pos: &Position, c: Color, d: &D) -> ([Victim; assignment::MAX], usize) {
        let mut out = [Victim::default(); assignment::MAX];
        let mut n = 0;
        let k = c.other();
        let ki = k.index();
        let pawns = pos.pieces(k, Role::Pawn);
        let forward: i8 = match k {
            Color::White => 1,
            Color::Black => -1,
        };
        let h = pos.board.height();
        // Where an en-passant capture by colour k lands, and where its victim stood.
        let (ep_land, ep_victim) = match k {
            Color::White => (h.wrapping_sub(3), h.wrapping_sub(4)),
            Color::Black => (2, 3),
        };
        let double_steps = h >= 5;
        for &(file, goal_n) in &self.goal_pawn_files[ki] {
            // At least `needed` of the file's goal pawns come from other
            // files, each by a capture onto this one.
            let needed = goal_n.saturating_sub((pawns & file).count()) as usize;
            if needed == 0 {
                continue;
            }
            // Where such a capture lands: on the file, past the rank of a
            // pawn from another file that can get to one of its goal
            // squares, short of that square.
            let (mut squares, mut f) = (Bitboard::EMPTY, 0);
            for to in self.goal.pieces(k, Role::Pawn) & file {
                f = to.file();
                for from in pawns {
                    let route = d.pawn(k, from);
                    if route[to.index()] == FAR || file.contains(from) {
                        continue;
                    }
                    let ranks = match k {
                        Color::White => from.rank() + 1..=to.rank(),
                        Color::Black => to.rank()..=from.rank().saturating_sub(1),
                    };
                    for rank in ranks {
                        let Some(sq) = Square::new(to.file(), rank) else {
                            continue;
                        };
                        // Standing diagonally behind it first, and going on to `to`.
                        let behind = [-1, 1].into_iter().filter_map(|df| sq.offset(df, -forward));
                        let reached = behind
                            .filter(|b| pos.board.contains(*b))
                            .any(|b| b == from || route[b.index()] != FAR);
                        if reached && (sq == to || d.pawn(k, sq)[to.index()] != FAR) {
                            squares.insert(sq);
                        }
                    }
                }
            }
            if squares.is_empty() {
                continue;
            }
            let mut en_passant = Bitboard::EMPTY;
            if double_steps {
                if let (Some(land), Some(beside)) = (Square::new(f, ep_land), Square::new(f, ep_victim)) {
                    if squares.contains(land) {
                        en_passant.insert(beside);
                    }
                }
            }
            for _ in 0..needed.min(assignment::MAX - n) {
                out[n] = Victim { squares, en_passant };
                n += 1;
            }
        }
        (out, n)
    }
}
