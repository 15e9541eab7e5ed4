//! A piece that waits where a pawn of the other colour must take it seals
//! its square, whoever still has pieces to lose.
//!
//! `sealed.rs` seals a square when the other colour loses nothing more, so
//! that the piece that takes there is never taken and stays for want of
//! moves. This is the same wall, proved from the taker's side instead.
//! Take colour c with pieces to lose, the other colour d, and a pawn V of
//! c (or a piece of a role the goal lacks for c) on a square s where the
//! goal has a pawn of d. In every game that reaches the goal within the
//! budget:
//!
//! 1. **V never fills a goal square of c**: no goal pawn square of c is
//!    within V's pawn distance and as many files as c's captures left
//!    (one file per capture), and promoting takes more moves than c has
//!    (all of them when a goal piece of c stands on a promotion square
//!    within reach, one more otherwise). Failing that, the long way: for
//!    each goal square g V could fill, V's way there plus the least
//!    journeys of c's other pieces to the other goal squares exceed c's
//!    moves (the latter bounded by their journeys with a phantom piece
//!    standing on g). A piece of a role the goal lacks fills none at once.
//! 2. **V never moves** when c's other pieces alone need all of c's moves
//!    (`sealed.rs`, step 2: their least journeys `A` plus one exceed
//!    them). So V stays on s until it is taken there.
//! 3. **The taker is the pawn P of d that ends on s, and it stays.** The
//!    goal's pawn on s is a pawn of d that got there (pieces never become
//!    pawns). Let P be the only pawn of d that can: no other one is within
//!    its pawn distance and as many files as d's captures (c's pieces to
//!    lose), the pawns of d that never move left out. P stands one rank
//!    short of s on a file beside it, so it enters s by a capture, of a
//!    piece of c standing there. That is V: any other piece W of c would
//!    have to come to s, and W, taken, fills no goal square, so its moves
//!    come on top of the journeys of the pieces that do, at least `A`,
//!    which with one more exceed c's moves (step 2). Once on s, P never
//!    leaves: pawns never move back, and no other pawn could come in its
//!    place.
//!
//! So s is occupied from now to the end: by V, then by P. No piece of
//! either colour enters or crosses it but P taking V: it joins the walls
//! of c's journeys (`theirs.rs`) and the keeper's distances of d
//! (`sealed.rs`), the same rules with the same caches. Found on
//! capture-heavy generated games: Black's queen must reach b2 along the
//! long diagonal through e5, where Black's surplus pawn waits for White's
//! f-pawn (`f4xe5`), and White's queen must reach a7 by a4, across b3,
//! where White's pawn waits for Black's a-pawn, both short of moves to go
//! round.
//!
//! En passant is left out: the rule is not asked right after a double
//! step (V could be taken from beside, its square emptied).

use super::costs::Starts;
use super::distances::FAR;
use super::victims::relative_rank;
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

impl Estimator {
    /// The squares colour `c`'s pieces seal for the pawns of the other
    /// colour that must take them there (module header); `still` are the
    /// pieces of both colours that never move nor are taken, `surplus` the
    /// pieces each colour has beyond the goal's.
    pub(super) fn taken_in_place(&self, pos: &Position, c: Color, budget: u32, still: Bitboard, surplus: [u32; 2]) -> Bitboard {
        let d = c.other();
        let (ci, di) = (c.index(), d.index());
        if surplus[ci] == 0 || pos.ep_square.is_some() {
            return Bitboard::EMPTY;
        }
        let candidates = self.sealers(pos, c) & self.goal.pieces(d, Role::Pawn);
        if candidates.is_empty() {
            return Bitboard::EMPTY;
        }
        let height = pos.board.height();
        let takers = pos.pieces(d, Role::Pawn) & !still;
        let mut sealed = Bitboard::EMPTY;
        for s in candidates {
            // 3. The one pawn of d that can end on s, one rank short of it
            // on a file beside it.
            let mut can_end_there = takers.into_iter().filter(|&q| {
                self.dist.pawn[di][q.index()][s.index()] != FAR && u32::from(q.file().abs_diff(s.file())) <= surplus[ci]
            });
            let (Some(p), None) = (can_end_there.next(), can_end_there.next()) else {
                continue;
            };
            if p.file().abs_diff(s.file()) != 1 || relative_rank(d, height, s) != relative_rank(d, height, p) + 1 {
                continue;
            }
            // 2., then 1.
            let role = pos.piece_at(s).map_or(Role::Pawn, |(_, r)| r);
            if !self.others_need_every_move(pos, c, s, role, budget) {
                continue;
            }
            if role != Role::Pawn
                || self.pawn_fills_nothing_capturing(pos, c, s, budget, surplus[di])
                || self.filling_costs_too_much(pos, c, s, budget, surplus[di])
            {
                sealed |= Bitboard::from_square(s);
            }
        }
        sealed
    }

    /// Step 1 the long way, for colour `c`'s pawn on `s` with `budget`
    /// moves and `captures` captures left: if it fills a goal square g (a
    /// pawn's within reach, or a piece's by promoting), its way there
    /// plus the least journeys of the rest to every other goal square
    /// exceed `budget`, whatever g is. The rest's are bounded from below
    /// by their journeys with a phantom piece of g's role on g (one way
    /// to fill it is the phantom standing still).
    fn filling_costs_too_much(&self, pos: &Position, c: Color, s: Square, budget: u32, captures: u32) -> bool {
        let ci = c.index();
        let mut rest = Role::ALL.map(|r| pos.pieces(c, r));
        rest[Role::Pawn.index()] = rest[Role::Pawn.index()] & !Bitboard::from_square(s);
        let fillable = self.goal.by_color[ci] & !self.goal.pieces(c, Role::King);
        fillable.into_iter().all(|g| {
            let Some((_, role)) = self.goal.piece_at(g) else {
                return true;
            };
            let to_g = if role == Role::Pawn {
                if u32::from(g.file().abs_diff(s.file())) > captures {
                    return true;
                }
                self.dist.pawn[ci][s.index()][g.index()]
            } else {
                self.dist.promoted[ci][role.index()][s.index()][g.index()]
            };
            if to_g == FAR || u32::from(to_g) > budget {
                return true;
            }
            self.plain_journeys(pos, c, Starts::with_phantom(&rest, role, g))
                .is_none_or(|a| u32::from(to_g) + a > budget)
        })
    }

    /// Step 1 for colour `c`'s pawn on `s`, with `budget` moves and
    /// `captures` captures left to `c`.
    fn pawn_fills_nothing_capturing(&self, pos: &Position, c: Color, s: Square, budget: u32, captures: u32) -> bool {
        let ci = c.index();
        let within = |sq: Square| u32::from(sq.file().abs_diff(s.file())) <= captures;
        let goal_pawns = self.goal.pieces(c, Role::Pawn);
        if Iterator::any(&mut goal_pawns.into_iter(), |g| {
            within(g) && self.dist.pawn[ci][s.index()][g.index()] != FAR
        }) {
            return false;
        }
        let height = pos.board.height();
        let to_promote = u32::from(height - 1 - relative_rank(c, height, s));
        let last_rank = if c == Color::White { height - 1 } else { 0 };
        let goal_pieces = self.goal.by_color[ci] & !goal_pawns;
        let on_arrival = Iterator::any(&mut goal_pieces.into_iter(), |g| g.rank() == last_rank && within(g));
        to_promote + u32::from(!on_arrival) > budget
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    /// Black's queen must take White's knight on b2 by the long diagonal
    /// (h8-b2), through e5, where Black's surplus pawn waits for White's
    /// f-pawn; Black's king needs Black's other move, the b-file and the
    /// h-file are shut by pawns that stay and rank 8 by the king. White
    /// has a piece to lose too, so `sealed.rs` does not apply; here e5 is
    /// sealed and no game exists.
    #[test]
    fn a_queen_cannot_cross_where_her_pawn_waits_for_the_pawn_that_takes_it() {
        let start = parse_fen("4k2q/8/7p/4p3/1P3P2/8/1N6/6K1 w - - 0 1").unwrap();
        let goal = parse_fen("3k4/8/7p/4P3/1P6/8/1q6/7K w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(est.estimate(&start).unwrap().per_color, [2, 2], "the journeys allow it");
        let surplus = est.surplus(&start);
        assert_eq!(surplus, [1, 1]);
        let e5 = Bitboard::from_square(Square::new(4, 4).unwrap());
        assert_eq!(est.taken_in_place(&start, Color::Black, 2, est.static_walls, surplus), e5);
        assert_eq!(est.estimate_within(&start, [2, 2]), None);
        assert_eq!(count_exhaustively(&start, &goal, 4), 0);
    }

    /// The same scene with a second black piece to lose (a knight on h2
    /// that White's king takes): e5 is still sealed, the taker known
    /// because any other black piece brought to e5 would cost Black a
    /// move it does not have.
    #[test]
    fn the_seal_holds_with_more_pieces_to_lose() {
        let start = parse_fen("4k2q/8/7p/4p3/1P3P2/8/1N5n/6K1 w - - 0 1").unwrap();
        let goal = parse_fen("3k4/8/7p/4P3/1P6/8/1q5K/8 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(est.estimate(&start).unwrap().per_color, [2, 2], "the journeys allow it");
        let surplus = est.surplus(&start);
        assert_eq!(surplus, [1, 2]);
        let e5 = Bitboard::from_square(Square::new(4, 4).unwrap());
        assert_eq!(est.taken_in_place(&start, Color::Black, 2, est.static_walls, surplus), e5);
        assert_eq!(est.estimate_within(&start, [2, 2]), None);
        assert_eq!(count_exhaustively(&start, &goal, 4), 0);
    }

    /// Step 1 the long way, on the 30-ply capturing game it was found on,
    /// 14 plies before the end: Black's e5 pawn could promote on d1 in
    /// four of Black's seven moves (the goal has a black knight there),
    /// but then the rest of Black's pieces need more than the other
    /// three. So e5 is sealed, Black's queen must go round (d8-d7-b5-b2),
    /// and no game is left. The count without this rule (0e2ec09) finds
    /// none either, after 128 positions.
    #[test]
    fn a_pawn_that_could_promote_onto_a_goal_square_is_still_pinned_by_the_cost() {
        let goal = parse_fen("r1b1kb2/p4p1p/np1p3p/B1p1P3/P1P2K2/3P4/1q2P2r/RN1n1B1R w q - 0 1").unwrap();
        let pos = parse_fen("r1bqkb1r/p4ppp/np1p4/2p1pN2/P1P2P2/2nP4/1P2P1PP/RNBQKB1R w KQkq - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let surplus = est.surplus(&pos);
        let e5 = Square::new(4, 4).unwrap();
        assert!(!est.pawn_fills_nothing_capturing(&pos, Color::Black, e5, 7, surplus[0]));
        assert!(est.filling_costs_too_much(&pos, Color::Black, e5, 7, surplus[0]));
        // With two more moves the promotion fits: not sealed that way.
        assert!(!est.filling_costs_too_much(&pos, Color::Black, e5, 9, surplus[0]));
        assert_eq!(est.estimate_within(&pos, [7, 7]), None);
    }

    /// The seal must leave alone what it does not bar: with the queen's
    /// victim on h2 (the h-file open) e5 is still sealed, and the victim's
    /// own row (White's f-pawn takes Black's pawn where it stands) still
    /// costs nothing, so the games are let through.
    #[test]
    fn a_sealed_square_still_lets_its_own_capture_and_other_ways_through() {
        let start = parse_fen("4k2q/8/8/4p3/1P3P2/8/7N/6K1 w - - 0 1").unwrap();
        let goal = parse_fen("3k4/8/8/4P3/1P6/8/7q/5K2 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let surplus = est.surplus(&start);
        let e5 = Bitboard::from_square(Square::new(4, 4).unwrap());
        assert_eq!(est.taken_in_place(&start, Color::Black, 2, est.static_walls, surplus), e5);
        assert!(est.estimate_within(&start, [2, 2]).is_some());
        assert!(count_exhaustively(&start, &goal, 4) > 0);
        // A second white pawn that could take on e5 (d4xe5) leaves the
        // taker unknown: nothing is sealed.
        let start = parse_fen("4k2q/8/8/4p3/1P1P1P2/8/7N/6K1 w - - 0 1").unwrap();
        let goal = parse_fen("3k4/8/8/4P3/1P1P4/8/7q/5K2 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let surplus = est.surplus(&start);
        assert_eq!(
            est.taken_in_place(&start, Color::Black, 2, est.static_walls, surplus),
            Bitboard::EMPTY
        );
    }
}
