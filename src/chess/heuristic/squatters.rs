//! Squatters: a piece standing where the goal has another piece of its
//! colour must get out of the way.
//!
//! Take a piece q of colour c on a square g where the goal has a piece of
//! c of another role (a bishop on its king's goal square). q is not g's
//! final occupant, and the piece that will be cannot capture q: q leaves g
//! by a move of its own, or the other colour o captures it there. A move
//! of o onto g costs o at least `meet_o(g)` moves (`meeting.rs`); where
//! that is more than o's budget, q makes a move of its own.
//!
//! The journeys matching (`journeys.rs`) charges a piece it assigns to a
//! goal square or to a victim's capture its way there, which leaves its
//! square; a piece it leaves out (captured some time) costs nothing. So
//! in every game within the budget c makes at least the least matching in
//! which each squatter left out costs 1 more: the real game's fates (final
//! occupants, the pawns' victims, the others captured) are one of the
//! matchings, each piece pays at least its distance, and a squatter left
//! out moves at least once. Castling is one move of king and rook: a rook
//! that castles off its square leaves it by that move (the matching from
//! the castled placement counts it as the 1 it adds), and every other
//! squatter still moves by a move of its own.
//!
//! The exception is a pawn that has just made a double step with o to
//! move: o may take it en passant, landing behind it, not on its square.
//!
//! This is asked only where it can refute (the squatters o cannot reach,
//! added to c's bound, exceed c's budget), and the matching is taken on
//! the static tables: walls only lengthen distances, so the static bound
//! is the smaller, and the refutation holds on it alone.

use super::costs::Starts;
use super::distances::FAR;
use super::journeys::{remember, PerColour, PlacementKey};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

/// Positions over which `squatters_first` weighs the squatters' refutations
/// (the counts halve each time they reach it).
const SEEN_WINDOW: u32 = 4096;

/// Entries kept per colour before the cache starts over.
const CACHE_ENTRIES: usize = 1 << 16;

/// Per colour: (its placement, the squatters that must move, the pieces
/// that must vacate their squares) → its least journeys with them
/// (`None`: unreachable).
#[derive(Default)]
pub(super) struct SquatterCache {
    bounds: PerColour<(PlacementKey, u64, u64), Option<u32>>,
    /// Per colour: (its placement, its pieces that never move) → the
    /// squares known so far and where one of the others can land there,
    /// as `meeting.rs` counts it.
    meet: PerColour<(PlacementKey, u64), (Bitboard, [u8; 64])>,
    /// Positions asked and refuted lately (`squatters_first`).
    seen: std::cell::Cell<[u32; 2]>,
}

impl Estimator {
    /// Whether some colour's squatters that the other colour cannot
    /// capture where they stand take its moves past its budget (module
    /// header); `journeys` are each colour's bound so far, at least the
    /// static matching that this check raises.
    /// With `on_squares`, `meet_o` is computed on the squatters' squares
    /// only ([`Estimator::meet_on_squatters`]); without, on the whole
    /// board, in the cache the later bounds read too.
    pub(super) fn squatters_refute(
        &self,
        pos: &Position,
        budget: [u32; 2],
        journeys: [u32; 2],
        still: [Bitboard; 2],
        on_squares: bool,
    ) -> bool {
        for c in [Color::White, Color::Black] {
            let (ci, o) = (c.index(), c.other());
            let squatters = self.squatters(pos, c);
            if journeys[ci] + squatters.count() <= budget[ci] {
                continue;
            }
            // Where none of o's pieces can land (`meeting.rs`, cached), and
            // only if that is not enough, where none that still moves can.
            let beyond = |meet: &[u8; 64]| {
                let mut stuck = Bitboard::EMPTY;
                for sq in squatters {
                    if u32::from(meet[sq.index()]) > budget[o.index()] {
                        stuck.insert(sq);
                    }
                }
                stuck
            };
            let mut stuck = if on_squares {
                beyond(&self.meet_on_squatters(pos, o, Bitboard::EMPTY, squatters))
            } else {
                beyond(&self.capture_meet(pos, o))
            };
            let still = still[o.index()] & pos.by_color[o.index()];
            if journeys[ci] + stuck.count() <= budget[ci] && still.any() {
                stuck = beyond(&self.meet_on_squatters(pos, o, still, squatters));
            }
            if let Some(ep) = pos.ep_square.filter(|_| pos.turn == o) {
                // The pawn that has just passed `ep` stands beside it on its file.
                for rank in [ep.rank().wrapping_sub(1), ep.rank() + 1] {
                    if let Some(sq) = Square::new(ep.file(), rank) {
                        stuck.remove(sq);
                    }
                }
            }
            if journeys[ci] + stuck.count() <= budget[ci] {
                continue;
            }
            match self.journeys_charged(pos, c, stuck, Bitboard::EMPTY) {
                Some(j) if j <= budget[ci] => {}
                _ => return true,
            }
        }
        false
    }

    /// Whether the squatters are asked first, before the bounds around
    /// frozen pieces, and on their squares only: while they refute most
    /// of the positions asked. In long capture-heavy counts they refute
    /// four in five, and asking them first saves the dearer bounds; where
    /// they refute few, asking twice and computing `meet_o` apart from
    /// the later bounds' whole-board one costs 10-15% (BENCHMARKS.md,
    /// Session 60). Decided on the last few thousand positions asked.
    pub(super) fn squatters_first(&self) -> bool {
        let [asked, refuted] = self.squatter_cache.seen.get();
        2 * refuted > asked
    }

    /// Notes whether the squatters refuted a position (the first time
    /// they are asked of it), for [`Estimator::squatters_first`].
    pub(super) fn note_squatters(&self, refuted: bool) {
        let [mut asked, mut refuted_so_far] = self.squatter_cache.seen.get();
        if asked >= SEEN_WINDOW {
            (asked, refuted_so_far) = (asked / 2, refuted_so_far / 2);
        }
        self.squatter_cache.seen.set([asked + 1, refuted_so_far + u32::from(refuted)]);
    }

    /// `meet_o` (`meeting.rs`) on the `squatters`' squares (others may
    /// be `FAR`), with colour `o`'s pieces on `still` ruled out as the
    /// piece that lands. Most positions a count asks are refuted here, and
    /// each new placement of `o` would cost `meet_o` on all 64 squares:
    /// each square's value does not depend on the others asked, so only
    /// the squares asked are computed, and kept by placement and `still`
    /// with those already known (BENCHMARKS.md, Session 60).
    fn meet_on_squatters(&self, pos: &Position, o: Color, still: Bitboard, squatters: Bitboard) -> [u8; 64] {
        let key = (self.meet_key(pos, o), still.0);
        let known = self.squatter_cache.meet.borrow()[o.index()].get(&key).copied();
        let (known_squares, mut meet) = known.unwrap_or((Bitboard::EMPTY, [FAR; 64]));
        let missing = squatters & !known_squares;
        if missing.is_empty() {
            let on_squatters =
                |meet: [u8; 64]| -> [u8; 64] { std::array::from_fn(|s| if squatters.0 >> s & 1 != 0 { meet[s] } else { FAR }) };
            self.audit("meet_on_squatters", pos, on_squatters(meet), || {
                on_squatters(self.compute_meet(pos, o, still, squatters))
            });
            return meet;
        }
        let fresh = self.compute_meet(pos, o, still, missing);
        for s in missing {
            meet[s.index()] = fresh[s.index()];
        }
        remember(
            &self.squatter_cache.meet,
            o,
            key,
            (known_squares | missing, meet),
            CACHE_ENTRIES,
        );
        meet
    }

    /// Colour `c`'s pieces on squares where the goal has a piece of `c` of
    /// another role.
    fn squatters(&self, pos: &Position, c: Color) -> Bitboard {
        let goal_mine = self.goal.by_color[c.index()];
        Role::ALL.into_iter().fold(Bitboard::EMPTY, |acc, r| {
            acc | (pos.pieces(c, r) & goal_mine & !self.goal.pieces(c, r))
        })
    }

    /// Colour `c`'s least journeys on the static tables in which each of
    /// `stuck` left out of the matching costs a move and each piece on
    /// `vacating` costs 2 to keep its square (`obstruction.rs`), cached.
    pub(super) fn journeys_charged(&self, pos: &Position, c: Color, stuck: Bitboard, vacating: Bitboard) -> Option<u32> {
        let key = (PlacementKey::of(pos, c, self.victim_summary(pos, c), 0), stuck.0, vacating.0);
        let compute = || {
            let d = &*self.dist;
            let (victims, n) = self.victims(pos, c);
            let rights = pos.castling.rights[c.index()];
            self.least_journeys(pos.board, c, Starts::of(pos, c), rights, &victims[..n], stuck, vacating, d)
                .map(|(j, _)| j)
        };
        let hit = self.squatter_cache.bounds.borrow()[c.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("journeys_charged", pos, hit, compute);
            return hit;
        }
        let found = compute();
        remember(&self.squatter_cache.bounds, c, key, found, CACHE_ENTRIES);
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    /// Whether the squatter check refutes `pos` with `budget`, asked as
    /// `estimate_within` asks it (plain journeys, nothing frozen).
    fn refutes(est: &Estimator, pos: &Position, budget: [u32; 2]) -> bool {
        let plain = est.estimate(pos).unwrap();
        let journeys = plain.per_color;
        let on_squares = est.squatters_refute(pos, budget, journeys, [Bitboard::EMPTY; 2], true);
        let whole_board = est.squatters_refute(pos, budget, journeys, [Bitboard::EMPTY; 2], false);
        assert_eq!(
            on_squares, whole_board,
            "meet_o on the squatters' squares or on the whole board"
        );
        on_squares
    }

    #[test]
    fn a_bishop_on_its_kings_goal_square_must_move_off_when_it_cannot_be_taken_there() {
        // Black's king goes to f8, where its bishop stands; white takes the
        // knight with Rxa3 and the bishop with Nxd6, which black's bishop
        // must walk into: 1.Rxa3 Bd6 2.Nxd6 Kf8.
        let start = parse_fen("4kb2/8/8/8/4N3/n7/8/R3K3 w - - 0 1").unwrap();
        let goal = parse_fen("5k2/8/3N4/8/8/R7/8/4K3 w - - 0 1").unwrap();
        assert_eq!(count_exhaustively(&start, &goal, 4), 1);
        let est = Estimator::new(&goal, Some(Color::White));
        assert!(!refutes(&est, &start, [2, 2]));
        // With one black move the bishop cannot leave f8, and no white
        // piece can land there in white's two moves and still finish.
        let goal_odd = parse_fen("5k2/8/3N4/8/8/R7/8/4K3 b - - 0 1").unwrap();
        let est = Estimator::new(&goal_odd, Some(Color::Black));
        let plain = est.estimate(&start).unwrap();
        assert_eq!(plain.per_color, [2, 1], "the journeys allow it");
        assert!(refutes(&est, &start, [2, 1]));
        assert!(est.estimate_within(&start, [2, 1]).is_none());
        assert_eq!(count_exhaustively(&start, &goal_odd, 3), 0);
    }

    #[test]
    fn a_squatter_the_other_colour_can_take_where_it_stands_need_not_move() {
        // As above, but white's bishop h6 can land on f8 (Bxf8) and go on
        // to its goal square g7 in one more move: in white's three moves
        // black's bishop may be taken where it stands.
        let start = parse_fen("4kb2/8/7B/8/8/n7/8/R3K3 w - - 0 1").unwrap();
        let goal = parse_fen("5k2/6B1/8/8/8/R7/8/4K3 b - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::Black));
        assert_eq!(est.estimate(&start).unwrap().per_color, [2, 1]);
        assert!(!refutes(&est, &start, [3, 1]));
        assert!(refutes(&est, &start, [2, 1]));
    }

    /// `meet_o` asked on a few squares is `meet_o` on the whole board
    /// there, whatever was asked before for the same placement (the cache
    /// merges the squares it knows), with and without pieces held still:
    /// on positions of random capturing games and their goals further on.
    #[test]
    fn meet_on_a_few_squares_is_meet_on_the_whole_board_there() {
        use crate::chess::fen::{parse_fen, INITIAL_FEN};
        use crate::chess::movegen::{legal_moves, play};
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(60);
        let walk = |rng: &mut rand_chacha::ChaCha8Rng, pos: &Position, plies: u32| {
            let mut pos = pos.clone();
            let mut moves = Vec::new();
            for _ in 0..plies {
                moves.clear();
                legal_moves(&pos, &mut moves);
                let captures: Vec<_> = moves.iter().copied().filter(|m| pos.occupied().contains(m.to)).collect();
                let pool = if captures.is_empty() { &moves } else { &captures };
                if pool.is_empty() {
                    break;
                }
                pos = play(&pos, pool[rng.gen_range(0..pool.len())]);
            }
            pos
        };
        let start = parse_fen(INITIAL_FEN).unwrap();
        let (mut compared, mut finite) = (0, 0);
        for _ in 0..12 {
            let plies = rng.gen_range(6..14);
            let pos = walk(&mut rng, &start, plies);
            let goal = walk(&mut rng, &pos, 8);
            let est = Estimator::new(&goal, None);
            for o in [Color::White, Color::Black] {
                let still = [Bitboard::EMPTY, pos.by_color[o.index()] & Bitboard(rng.gen())];
                for still in still {
                    let whole = est.compute_meet(&pos, o, still, super::super::meeting::EVERY_SQUARE);
                    let (a, b) = (
                        Bitboard(rng.gen::<u64>() & rng.gen::<u64>()),
                        Bitboard(rng.gen::<u64>() & rng.gen::<u64>()),
                    );
                    for squares in [a, b, a | b, a] {
                        let some = est.meet_on_squatters(&pos, o, still, squares);
                        for s in squares {
                            assert_eq!(
                                some[s.index()],
                                whole[s.index()],
                                "{s:?} for {o:?} in {}",
                                crate::chess::fen::to_fen(&pos)
                            );
                            compared += 1;
                            finite += usize::from(whole[s.index()] < FAR);
                        }
                    }
                }
            }
        }
        assert!(
            compared > 1000 && finite > 300,
            "{compared} squares compared, {finite} in reach"
        );
    }

    #[test]
    fn a_pawn_that_has_just_double_stepped_may_be_taken_en_passant() {
        // Black's e-pawn stands on e5, where black's knight must go; it has
        // just come from e7, and white takes it en passant, landing on e6,
        // not on e5: 1.dxe6 Ne5 2.e7 Kxe7.
        let start = parse_fen("4k3/8/6n1/3Pp3/8/8/8/4K3 w - e6 0 1").unwrap();
        let goal = parse_fen("8/4k3/8/4n3/8/8/8/4K3 w - - 0 1").unwrap();
        assert!(count_exhaustively(&start, &goal, 4) > 0);
        let est = Estimator::new(&goal, Some(Color::White));
        assert!(!refutes(&est, &start, [2, 2]));
        // The same pawn without the en passant right must move itself.
        let later = parse_fen("4k3/8/6n1/3Pp3/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(est.estimate(&later).unwrap().per_color[1], 2, "the journeys allow it");
        assert!(refutes(&est, &later, [2, 2]));
        assert_eq!(count_exhaustively(&later, &goal, 4), 0);
    }
}
