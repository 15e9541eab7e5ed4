//! Where the other colour's pawns must capture a colour's pieces: the
//! victims of `journeys.rs`, each with the squares it may be taken on.
//!
//! A file f with g goal pawns of colour k and p < g of k's pawns now that
//! can still reach one of them (a pawn past them never steps back) needs
//! g − p captures onto it. A capture lands on a square of f only once the
//! pawn of k standing there (if one does) has gone. One that can never
//! step forward (a static wall ahead) leaves only by a capture of its own,
//! off f, or by being captured, and either way f then needs one capture
//! more. Where the other colour c has exactly as many pieces to lose as
//! k's files need captures onto them (k's captures all spoken for), no
//! such capture is left: the squares of those pawns are no capture
//! squares. (A black pawn on c3 held by White's c2, home from the start,
//! is there for good when Black's one capture must bring the b-pawn to
//! c4: the victim is taken on c4, not c3.) Nor does a pawn that would
//! change files twice to reach f capture onto it: its first capture is
//! one more than the files need. Only pawns on the files beside f, which
//! step diagonally once from their own file, land there.
//!
//! A pawn of c taken en passant stands beside the square the capture lands
//! on, and only right after its double step. So a pawn of c standing there
//! now is such a victim only if it has just made that step: otherwise it
//! never makes it again (a pawn never steps back). The victims say so
//! (`Victim::stand_closed`, read from the position's en passant square),
//! and the cache keys of c's bounds hold the file of c's pawn that has just
//! made its double step (`PlacementKey::of`). A relaxed search that moves
//! pawns (`alone.rs`) reopens it.

use super::costs::Victim;
use super::distances::{Dist, FAR};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::assignment;
use crate::chess::{Color, Position, Role};

/// For a pawn of colour `c` taken en passant on a board `height` ranks
/// high: the rank it stands on after its double step and the rank the
/// capture lands on (the one it passed); `None` where pawns never step
/// twice (fewer than 5 ranks, as the move generator has it).
pub(super) fn en_passant_ranks(c: Color, height: u8) -> Option<(u8, u8)> {
    (height >= 5).then(|| match c {
        Color::White => (3, 2),
        Color::Black => (height - 4, height - 3),
    })
}

/// The rank of `sq` counted from colour `c`'s side of a board `height`
/// ranks high (0: its first rank, 1: where its pawns start).
pub(super) fn relative_rank(c: Color, height: u8, sq: Square) -> u8 {
    match c {
        Color::White => sq.rank(),
        Color::Black => height - 1 - sq.rank(),
    }
}

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
    /// are facts of every remaining game (they stand for both colours;
    /// a cached bound must read the ones its key holds, `keyed_victims`):
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
        // Where c's pawn taken en passant by k stands, and where the capture lands.
        let en_passant = en_passant_ranks(c, pos.board.height());
        // Pawns of k that can never step forward, where k has no capture
        // to spare: no capture lands where they stand (module header).
        let spoken_for = self.captures_spoken_for(pos, c);
        let stuck = if spoken_for {
            pawns
                .into_iter()
                .filter(|p| p.offset(0, forward).is_none_or(|ahead| self.static_walls.contains(ahead)))
                .collect()
        } else {
            Bitboard::EMPTY
        };
        // A file's goal pawn comes from a pawn that can end the game
        // there (`fates.rs`): only its captures onto the file count.
        let fates = self.pawn_fates(k, pawns, u8::MAX);
        for &(file, goal_n) in &self.goal_pawn_files[ki] {
            // At least `needed` of the file's goal pawns come from other
            // files, each by a capture onto this one.
            let needed = goal_n.saturating_sub(self.pawns_staying(k, pawns & file, file)) as usize;
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
                    if route[to.index()] == FAR || file.contains(from) || !fates[from.index()].contains(to) {
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
                        // With every capture spoken for, only from the
                        // pawn's own file: one more change is one capture
                        // too many.
                        let behind = [-1, 1]
                            .into_iter()
                            .filter_map(|df| sq.offset(df, -forward))
                            .filter(|b| !spoken_for || b.file() == from.file());
                        let reached = behind
                            .filter(|b| pos.board.contains(*b))
                            .any(|b| b == from || route[b.index()] != FAR);
                        if reached && !stuck.contains(sq) && (sq == to || d.pawn(k, sq)[to.index()] != FAR) {
                            squares.insert(sq);
                        }
                    }
                }
            }
            if squares.is_empty() {
                continue;
            }
            let mut beside = Bitboard::EMPTY;
            // A pawn of c standing beside now is taken en passant only
            // right after its double step (`costs.rs`).
            let mut stand_closed = true;
            if let Some((stands, lands)) = en_passant {
                if let (Some(land), Some(stand)) = (Square::new(f, lands), Square::new(f, stands)) {
                    if squares.contains(land) {
                        beside.insert(stand);
                        stand_closed = pos.ep_square != Some(land);
                    }
                }
            }
            for _ in 0..needed.min(assignment::MAX - n) {
                out[n] = Victim {
                    squares,
                    en_passant: beside,
                    stand_closed,
                };
                n += 1;
            }
        }
        (out, n)
    }

    /// How many of colour `k`'s pawns `on_file` can still reach one of
    /// its goal pawn squares on that `file`: at most that many of the
    /// file's goal pawns come without a capture onto it. A pawn past
    /// every goal square of its file (Black's h4 for a goal pawn on h6)
    /// fills none: pawns never step back. (Only the ranks are compared:
    /// walls that might bar the way are not asked, which can only count
    /// a pawn too many.)
    fn pawns_staying(&self, k: Color, on_file: Bitboard, file: Bitboard) -> u32 {
        let goal = self.goal.pieces(k, Role::Pawn) & file;
        let (Some(low), Some(high)) = (
            goal.into_iter().map(|g| g.rank()).min(),
            goal.into_iter().map(|g| g.rank()).max(),
        ) else {
            return 0;
        };
        on_file
            .into_iter()
            .filter(|p| match k {
                Color::White => p.rank() <= high,
                Color::Black => p.rank() >= low,
            })
            .count() as u32
    }

    /// Whether the other colour k's captures are all spoken for: colour
    /// `c` has exactly as many pieces to lose as k's files need captures
    /// onto them (module header).
    pub(super) fn captures_spoken_for(&self, pos: &Position, c: Color) -> bool {
        let k = c.other();
        let goal_total: u32 = self.goal_counts[c.index()].iter().sum();
        let surplus = pos.by_color[c.index()].count().saturating_sub(goal_total);
        if surplus == 0 {
            return false;
        }
        let pawns = pos.pieces(k, Role::Pawn);
        let needed: u32 = self.goal_pawn_files[k.index()]
            .iter()
            .map(|&(file, goal_n)| goal_n.saturating_sub(self.pawns_staying(k, pawns & file, file)))
            .sum();
        needed > 0 && surplus == needed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    /// Black's e7 pawn alone can reach e6, so the d6 pawn alone is left
    /// for d6 (e7xd6 would leave e6 empty): it stays, and only the b5
    /// pawn can take White's c-pawn for the goal's c3, on c4 or on c3.
    /// Read pawn by pawn, d6xc5 was a capture square as well; and d6 is
    /// known bound only once e7 is (a second round: d6 comes first).
    #[test]
    fn regression_a_pawn_bound_for_its_own_goal_square_captures_for_no_other() {
        let pos = parse_fen("4k3/4p3/3p4/1p6/8/2P5/8/4K3 w - - 0 1").unwrap();
        let goal = parse_fen("4k3/8/3pp3/8/8/2p5/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let (victims, n) = est.victims(&pos, Color::White);
        assert_eq!(n, 1);
        let (c3, c4) = (Square::new(2, 2).unwrap(), Square::new(2, 3).unwrap());
        assert_eq!(victims[0].squares, Bitboard::from_square(c3) | Bitboard::from_square(c4));
    }

    /// Black's h4 pawn is past the goal's h6 and never steps back: the
    /// g-pawn must take on h6 to fill it, though the h-file holds as many
    /// black pawns as the goal's. White's bishop is that victim, and its
    /// way there is in White's journeys.
    #[test]
    fn regression_a_pawn_past_its_files_goal_squares_fills_none_of_them() {
        let pos = parse_fen("4k3/6p1/8/8/7p/8/8/2B1K2R w - - 0 1").unwrap();
        let goal = parse_fen("4k3/8/7p/8/7R/8/8/4K3 b - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::Black));
        let (victims, n) = est.victims(&pos, Color::White);
        assert_eq!(n, 1);
        assert_eq!(
            victims[0].squares.into_iter().collect::<Vec<_>>(),
            [Square::new(7, 5).unwrap()]
        );
        // Bh6 and Rxh4: two moves, where the rook alone made one.
        assert_eq!(est.colour_bound(&pos, Color::White, 1).unwrap().journeys, 2);
        // 1. Bh6 gxh6 2. Rxh4, the only game.
        assert_eq!(count_exhaustively(&pos, &goal, 3), 1);
    }

    /// Black's one capture must bring the b-pawn to the c-file, and White's
    /// one piece to lose is its dark-squared bishop. Black's c3 pawn, held
    /// by White's c2 (home from the start), never leaves: the capture is
    /// on c4, a light square the bishop never stands on.
    #[test]
    fn regression_no_capture_lands_where_a_pawn_is_held_for_good() {
        let pos = parse_fen("7k/8/8/1p6/8/2p5/2PB4/7K w - - 0 1").unwrap();
        let goal = parse_fen("7k/8/8/8/2p5/2p5/2P5/7K w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert!(est.captures_spoken_for(&pos, Color::White));
        let (victims, n) = est.victims(&pos, Color::White);
        assert_eq!(n, 1);
        assert_eq!(
            victims[0].squares.into_iter().collect::<Vec<_>>(),
            [Square::new(2, 3).unwrap()]
        );
        assert!(est.estimate(&pos).is_none());
        assert_eq!(count_exhaustively(&pos, &goal, 4), 0);
    }

    /// As above, but the capture could also land on c5, dark, after
    /// e7xd6: two captures where Black has one, so c4 is still the only
    /// square, and White's bishop, which reaches c5 in one move, is no
    /// victim.
    #[test]
    fn regression_with_every_capture_spoken_for_pawns_change_files_once() {
        let pos = parse_fen("7k/4p3/8/1p6/8/2p1B3/2P5/7K w - - 0 1").unwrap();
        let goal = parse_fen("7k/8/8/4p3/2p5/2p5/2P5/7K w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let (victims, n) = est.victims(&pos, Color::White);
        assert_eq!(n, 1);
        assert_eq!(
            victims[0].squares.into_iter().collect::<Vec<_>>(),
            [Square::new(2, 3).unwrap()]
        );
        assert!(est.estimate(&pos).is_none());
        assert_eq!(count_exhaustively(&pos, &goal, 4), 0);
    }

    /// 9 plies of `walk-18-s1-2` (problems/suites/autoscale/chess), where
    /// White's c-pawn must take on b6 and Black's captures are spoken for.
    /// The bounds cached by placement once read their victims around walls
    /// that the key did not hold (`keyed_victims`): with this rule, one
    /// answered for other pawns and the count fell to 1,119.
    #[test]
    fn regression_victims_read_around_walls_are_keyed_by_the_pawns_they_come_from() {
        let goal = parse_fen("rnb4r/1Ppp1p2/5np1/p3p2p/7P/bq3PPR/PP1PP3/RNB1KBN1 w Q - 0 1").unwrap();
        let pos = parse_fen("rnbq1b1r/1ppp1p2/5np1/p1P1p2p/7P/5PP1/PP1PP3/RNBQKBNR b KQ - 0 1").unwrap();
        let found = crate::chess::proofgame::solve(&pos, &goal, 9, &Default::default());
        assert_eq!(found.count, 1191);
    }
}
