//! A pawn's pushes capture nothing.
//!
//! Colour c makes exactly `K_c` captures from here on: each takes one of
//! the other colour's surplus pieces, and nothing else changes how many
//! pieces that colour has. Every other move of c captures nothing. Among
//! those are the pushes of the pawns that end on c's goal pawn squares:
//! a pawn moves straight ahead only onto an empty square.
//!
//! **The least pushes.** Each goal pawn square of c is held at the end by
//! its own pawn of c that is a pawn now (a pawn that promotes stays no
//! pawn, and no piece becomes one). A pawn `a` ranks behind its goal square
//! and `f` files beside it makes at least `f` captures, `x` of them in all
//! with `x − f` even (each capture moves it one file) and `x ≤ a` (each
//! also moves it one rank ahead), and `x ≤ K_c`. Its pushes carry it the
//! other `a − x` ranks, one each, or two for its one double step from its
//! second rank. Taking for each pawn the most captures its file, its
//! ranks and `K_c` allow, the cheapest assignment of c's pawns to the goal
//! pawn squares bounds c's pushes from below: the pawns that do hold the
//! goal squares at the end are one such assignment, and each makes at
//! least its entry's pushes.
//!
//! These pushes are moves of pawns that survive as pawns; the captures are
//! `K_c` other moves; the arrivals on goal squares of other kinds
//! (`landings.rs`) are moves of their final occupants, no surviving pawn;
//! and victims' landings are moves of pieces taken later. So the four add
//! up (`landings.rs`).

use super::journeys::{remember, PerColour};
use super::victims::relative_rank;
use super::Estimator;
use crate::board::{Bitboard, Board, Square};
use crate::chess::assignment::{min_cost, IMPOSSIBLE, MAX};
use crate::chess::{Color, Position, Role};

/// Per colour: (its pawns, captures left) → its least pushes.
pub(super) type PushesCache = PerColour<(u64, u32), u32>;

/// Entries kept per colour before the cache starts over.
const CACHE_ENTRIES: usize = 1 << 14;

/// The squares colour `c`'s pawn on `from` can push to past the occupied
/// squares `occ`: one step ahead onto a free square, and from its second
/// rank a double step across two free ones (on boards of height 5 and
/// more, as the move generator allows it). The relaxed searches of
/// `alone.rs` and `forced.rs` move pawns by this.
pub(super) fn push_squares(board: Board, c: Color, from: Square, occ: Bitboard) -> Bitboard {
    let dir: i8 = if c == Color::White { 1 } else { -1 };
    let free = |t: &Square| board.contains(*t) && !occ.contains(*t);
    let mut targets = Bitboard::EMPTY;
    if let Some(one) = from.offset(0, dir).filter(free) {
        targets.insert(one);
        if relative_rank(c, board.height(), from) == 1 && board.height() >= 5 {
            if let Some(two) = one.offset(0, dir).filter(free) {
                targets.insert(two);
            }
        }
    }
    targets
}

impl Estimator {
    /// [`Estimator::pawn_pushes`], cached by the colour's pawns; 0 where
    /// the colour has no capture to make, as `landings.rs` asks it: there
    /// the journeys count every push already.
    pub(super) fn pawn_pushes_cached(&self, pos: &Position, c: Color, captures: u32) -> u32 {
        if captures == 0 {
            return 0;
        }
        let key = (pos.pieces(c, Role::Pawn).0, captures);
        let hit = self.pushes_cache.borrow()[c.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("pawn_pushes", pos, hit, || self.pawn_pushes(pos, c, captures));
            return hit;
        }
        let pushes = self.pawn_pushes(pos, c, captures);
        remember(&self.pushes_cache, c, key, pushes, CACHE_ENTRIES);
        pushes
    }

    /// The least number of pushes colour `c`'s pawns still make to hold
    /// its goal pawn squares with `captures` captures left to make
    /// (module header); 0 where no assignment exists (other bounds
    /// refute it).
    pub(super) fn pawn_pushes(&self, pos: &Position, c: Color, captures: u32) -> u32 {
        let goal: Vec<Square> = self.goal.pieces(c, Role::Pawn).into_iter().collect();
        let pawns: Vec<Square> = pos.pieces(c, Role::Pawn).into_iter().collect();
        if goal.is_empty() || goal.len() > pawns.len() || pawns.len() > MAX {
            return 0;
        }
        let height = pos.board.height();
        let relative_rank = |sq: Square| i32::from(relative_rank(c, height, sq));
        let captures = i32::try_from(captures).unwrap_or(i32::MAX);
        let cost = |g: usize, p: usize| -> i32 {
            let (to, from) = (goal[g], pawns[p]);
            let ranks = relative_rank(to) - relative_rank(from);
            let files = (i32::from(to.file()) - i32::from(from.file())).abs();
            let most = ranks.min(captures);
            if ranks < 0 || files > most {
                return IMPOSSIBLE;
            }
            // The most captures of the right parity: each takes a rank
            // the pushes need not cover.
            let taken = most - (most - files) % 2;
            let single = ranks - taken;
            let double = height >= 5 && relative_rank(from) == 1 && single >= 2;
            single - i32::from(double)
        };
        min_cost(goal.len(), pawns.len(), cost).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn pushes(goal: &str, pos: &str, c: Color, captures: u32) -> u32 {
        let goal = parse_fen(goal).unwrap();
        let pos = parse_fen(pos).unwrap();
        Estimator::new(&goal, None).pawn_pushes(&pos, c, captures)
    }

    #[test]
    fn a_pawn_that_must_change_file_still_pushes_for_the_ranks_its_captures_do_not_cover() {
        // b4 to c6: one capture (the file), one push (b5).
        let goal = "4k3/8/2P5/8/8/8/8/4K3 w - - 0 1";
        let pos = "4k3/8/8/8/1P6/8/8/4K3 w - - 0 1";
        assert_eq!(pushes(goal, pos, Color::White, 1), 1);
        // Three captures left change nothing: a third rank is not there
        // to take, and two captures would leave it on the b-file.
        assert_eq!(pushes(goal, pos, Color::White, 3), 1);
        // b4 to b6 with two captures (b4xa5xb6 or by c5): no push.
        let goal_b6 = "4k3/8/1P6/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(pushes(goal_b6, pos, Color::White, 2), 0);
        assert_eq!(pushes(goal_b6, pos, Color::White, 1), 2);
    }

    #[test]
    fn a_double_step_covers_two_ranks_from_the_second_rank_only() {
        let goal = "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(pushes(goal, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Color::White, 0), 1);
        assert_eq!(pushes(goal, "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", Color::White, 0), 1);
        // Black's from its own second rank: e7 to e4 is a double step and
        // a push.
        let goal = "4k3/8/8/8/4p3/8/8/4K3 w - - 0 1";
        assert_eq!(pushes(goal, "4k3/4p3/8/8/8/8/8/4K3 w - - 0 1", Color::Black, 0), 2);
    }

    #[test]
    fn each_goal_pawn_takes_its_own_pawn_and_the_cheapest_assignment_counts() {
        // Goal pawns on e3 and e4; pawns on e2 and d2 with one capture:
        // d2xe3 and e2-e4 (a double step) is one push.
        let goal = "4k3/8/8/8/4P3/4P3/8/4K3 w - - 0 1";
        let pos = "4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1";
        assert_eq!(pushes(goal, pos, Color::White, 1), 1);
        // Without a capture the d-pawn cannot change file: no assignment,
        // which the journeys refute; nothing is claimed here.
        assert_eq!(pushes(goal, pos, Color::White, 0), 0);
    }

    /// White's b-pawn must push to b5 and take on c6, and White must
    /// take Black's knight too: two captures and a push, three moves, in
    /// White's two. Each capture has its square (the knight waits where
    /// it stands) and the journeys are the pawn's two moves; only the
    /// push that captures nothing tells.
    #[test]
    fn regression_a_pawn_that_must_push_cannot_take_a_second_piece_in_the_same_moves() {
        use crate::chess::proofgame::count_exhaustively;
        let goal = parse_fen("4k3/8/2P5/8/8/8/8/R3K3 w - - 0 1").unwrap();
        let pos = parse_fen("4k3/8/2p5/8/1P5n/8/8/R3K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White)).asking_everywhere();
        assert_eq!(est.pawn_pushes(&pos, Color::White, 2), 1);
        assert_eq!(est.estimate(&pos).unwrap().per_color, [2, 0], "the journeys allow it");
        assert_eq!(est.estimate_within(&pos, [2, 2]), None);
        assert_eq!(count_exhaustively(&pos, &goal, 4), 0);
    }
}
