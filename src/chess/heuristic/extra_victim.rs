//! What a colour pays for one more of its pieces captured on a square:
//! the victim's side of `meeting.rs` and `pawn_captures.rs`, with the
//! other pieces' fates charged to the pieces that are left.
//!
//! Both checks ask, per square s, whether colour c can have a piece
//! captured there beyond its forced victims, and bound c's moves by
//! `J_c + reach_c(s)`: c's least journeys plus the fewest moves any piece
//! needs to stand on s. That bound forgets that the victim, once captured,
//! fills no fate: a pawn that must take a piece to reach its goal file is
//! no victim for nothing, and a piece no other can replace (the one knight
//! left for the knight's goal square) is no victim at all.
//!
//! In every game in which c's piece p is captured on s, every fate of c
//! (its goal squares and its forced victims, as in `journeys.rs`) is
//! taken by one of c's other pieces, so c makes at least `arrival_p(s)`
//! (p's own way to s) plus, for each fate, what the cheapest other piece
//! pays for it: `share_p`, the relaxation `meeting.rs` uses for the
//! capturer (letting one piece serve several fates only lowers the sum).
//! The fates go to distinct pieces, so c also makes at least
//! `arrival_p(s)` plus the least assignment of its other pieces to every
//! fate (those left over free), `M_−p`; each piece p is charged the
//! larger of the two. The share alone lets the h1 rook take both a1 and
//! g1 while the a1 rook is captured on a7; no assignment does.
//! A game that castles makes the castling, one move, and its king and
//! rook start from their castled squares: the same bound from the castled
//! placement, plus 1. So c makes at least
//! `cost_c(s) = min over p (not the king) and over castling or not of
//! (arrival_p(s) + share_p)`, and a capture on s needs `cost_c(s) ≤ B_c`
//! besides `J_c + reach_c(s) ≤ B_c`. The pawn taken en passant stands
//! beside the square its capturer lands on: that square costs 0, as its
//! reach does.
//!
//! Several victims beyond the forced ones are distinct pieces: c's least
//! assignment with their rows, without them, is still one of the other
//! rows, so c makes at least `J_c` plus every victim's way to a square
//! where a capture can take place, the cheapest pieces' ways summed
//! ([`Estimator::extra_victims_fit`]; one victim alone is `reach_c`).
//!
//! A pawn's way as the victim changes files only by the captures its
//! colour has left, and never passes the other colour's pawn ahead on its
//! file when neither can capture around it (`victim_pawn_stops`).
//!
//! Every distance here is the static tables' (walls only lengthen them),
//! and the cost depends on c's placement and forced victims alone (its
//! cache key), as the capturer's side does.

use super::capturers::to_lost;
use super::costs::Starts;
use super::distances::FAR;
use super::independent::castlings_off;
use super::journeys::{remember, PlacementKey};
use super::meeting::Unmet;
use super::share::FatesMatching;
use super::ways::{arrival_keeping, PerSquare};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

/// Entries kept per colour before the cache starts over (about 4 MiB each).
const CACHE_ENTRIES: usize = 1 << 16;

impl Estimator {
    /// `reach_c`: per square, the fewest moves a piece of colour `c` (not
    /// its king) needs to be captured there, cached by `c`'s placement.
    pub(super) fn victim_reach(&self, pos: &Position, c: Color) -> PerSquare {
        with_en_passant(pos, c, self.victim_reach_by_placement(pos, c))
    }

    /// [`Estimator::victim_reach`] without en passant, cached by `c`'s
    /// placement and its pawns' stops.
    fn victim_reach_by_placement(&self, pos: &Position, c: Color) -> PerSquare {
        let captures = self.captures_left(pos, c);
        let stops = self.victim_pawn_stops(pos, c);
        let key = (PlacementKey::of(pos, c, (0, 0), captures), stops.0);
        let compute = || {
            let d = &*self.dist;
            let board = pos.board;
            let kept = self.pawns_kept(c, pos.pieces(c, Role::Pawn), captures);
            let mut reach = [FAR; 64];
            let mut add = |role: Role, from| {
                let to = arrival_keeping(d, board, c, role, from, captures, stop_ahead(pos, c, from, stops));
                for (r, t) in reach.iter_mut().zip(to) {
                    *r = (*r).min(t);
                }
            };
            // A piece on a static wall is never captured, nor castles; nor
            // is a pawn the others cannot do without (`fates.rs`).
            for role in Role::ALL.into_iter().filter(|&r| r != Role::King) {
                (pos.pieces(c, role) & !self.static_walls & !kept)
                    .into_iter()
                    .for_each(|from| add(role, from));
            }
            for castling in castlings_off(pos, c, self.static_walls) {
                add(Role::Rook, castling.rook_to);
            }
            reach
        };
        let hit = self.meeting_cache.reach.borrow()[c.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("victim_reach_by_placement", pos, hit, compute);
            return hit;
        }
        let reach = compute();
        remember(&self.meeting_cache.reach, c, key, reach, CACHE_ENTRIES);
        reach
    }

    /// The other colour's pawns that colour `c`'s pawns can never pass
    /// while one of them is the one capture still to come: empty unless
    /// `c` has no capture left (its pawns keep their files) and the other
    /// colour `o` at most one (the victim's). Then the first pawn of `o`
    /// ahead of a pawn P of `c` on its file keeps to that file until P is
    /// taken: it leaves a file only by a capture, `o`'s one capture is P's,
    /// and P, on that same file, is not diagonally ahead of it. Nor is it
    /// ever taken (`c` captures nothing). So P stands only on the squares
    /// before it, and never promotes.
    fn victim_pawn_stops(&self, pos: &Position, c: Color) -> Bitboard {
        let o = c.other();
        if self.captures_left(pos, c) > 0 || self.captures_left(pos, o) > 1 {
            return Bitboard::EMPTY;
        }
        let theirs = pos.pieces(o, Role::Pawn);
        let mut stops = Bitboard::EMPTY;
        for from in pos.pieces(c, Role::Pawn) {
            if let Some(stop) = stop_ahead(pos, c, from, theirs) {
                stops.insert(stop);
            }
        }
        stops
    }

    /// `cost_c`: per square, a lower bound on colour `c`'s moves in a
    /// game in which one more of its pieces (beyond its forced victims)
    /// is captured there (module header); `FAR` where none can be.
    pub(super) fn extra_victim_cost(&self, pos: &Position, c: Color) -> PerSquare {
        with_en_passant(pos, c, self.extra_victim_cost_by_placement(pos, c))
    }

    /// Each piece of colour `c` that can be a victim beyond its forced
    /// ones, with what the others make then (module header: the larger of
    /// the share and `M_−p`, plus 1 from a castled placement), once for the
    /// placement as it stands and once per castling: `visit(now, (role,
    /// from), base)` with the square the piece stands on now and the one
    /// its way sets out from in that placement.
    pub(super) fn victim_bases_each(&self, pos: &Position, c: Color, mut visit: impl FnMut(Square, (Role, Square), u32)) {
        let d = &*self.dist;
        let kept = self.pawns_kept(c, pos.pieces(c, Role::Pawn), self.captures_left(pos, c));
        let (victims, n) = self.victims(pos, c);
        let victims = &victims[..n];
        let starts = Starts::of(pos, c);
        let pieces = starts.pieces();
        let mut lower = |placed: &[(Role, Square)], castled: u32| {
            let shares = self.others_share(c, placed, victims, d);
            let matching = FatesMatching::new(c, placed, victims, d);
            for (i, &(role, from)) in placed.iter().enumerate() {
                // A piece on a static wall is never captured, nor a
                // pawn the others cannot do without (`fates.rs`).
                if role == Role::King || self.static_walls.contains(from) || (role == Role::Pawn && kept.contains(from)) {
                    continue;
                }
                // The share is the cheaper bound: when it already rules
                // the piece out, the assignment need not be solved.
                if shares.share[i].saturating_add(castled) >= u32::from(FAR) {
                    continue;
                }
                let others = shares.share[i].max(self.matching_without(&matching, i));
                let base = others.saturating_add(castled);
                if base < u32::from(FAR) {
                    visit(pieces[i].1, (role, from), base);
                }
            }
        };
        lower(pieces, 0);
        for castling in castlings_off(pos, c, self.static_walls) {
            lower(&castling.castled_pieces(pieces), 1);
        }
    }

    /// [`Estimator::extra_victim_cost`] without en passant, cached by
    /// `c`'s placement and forced victims.
    fn extra_victim_cost_by_placement(&self, pos: &Position, c: Color) -> PerSquare {
        let captures = self.captures_left(pos, c);
        let stops = self.victim_pawn_stops(pos, c);
        let key = (PlacementKey::of(pos, c, self.victim_summary(pos, c), captures), stops.0);
        let compute = || {
            let d = &*self.dist;
            let mut cost = [FAR; 64];
            self.victim_bases_each(pos, c, |_, (role, from), base| {
                let way = arrival_keeping(d, pos.board, c, role, from, captures, stop_ahead(pos, c, from, stops));
                for (best, to) in cost.iter_mut().zip(way) {
                    if to != FAR {
                        let moves = (base + u32::from(to)).min(u32::from(FAR) - 1) as u8;
                        *best = (*best).min(moves);
                    }
                }
            });
            cost
        };
        let hit = self.meeting_cache.extra.borrow()[c.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("extra_victim_cost_by_placement", pos, hit, compute);
            return hit;
        }
        let cost = compute();
        remember(&self.meeting_cache.extra, c, key, cost, CACHE_ENTRIES);
        cost
    }
}

impl Estimator {
    /// Whether the captures still to come in `pos` can each find a square
    /// where victim and capturer meet within `budget` (white's and black's
    /// moves left), each colour's journeys bound as [`Estimator::estimate`]
    /// reads it: the check [`Estimator::estimate_within`] makes, on its own
    /// (`false` also when a colour's goal pieces cannot be reached at all).
    pub fn captures_meet_within(&self, pos: &Position, budget: [u32; 2]) -> bool {
        self.unmet_as_estimated(pos, budget).is_some_and(|unmet| unmet.is_none())
    }

    /// Whether [`Estimator::captures_meet_within`] refutes `pos` only
    /// because a colour's several victims still to come are distinct
    /// pieces that cannot all travel to where captures can be
    /// (`extra_victim.rs`): each on its own would find a square.
    pub fn several_victims_refute(&self, pos: &Position, budget: [u32; 2]) -> bool {
        self.unmet_as_estimated(pos, budget) == Some(Some(Unmet::SeveralVictims))
    }

    /// Whether [`Estimator::captures_meet_within`] refutes `pos` only
    /// because the other colour cannot pay for two of its landings on such
    /// squares together (`capturers.rs`).
    pub fn two_landings_refute(&self, pos: &Position, budget: [u32; 2]) -> bool {
        self.unmet_as_estimated(pos, budget) == Some(Some(Unmet::TwoLandings))
    }

    /// Whether [`Estimator::captures_meet_within`] refutes `pos` only
    /// because a colour cannot make its landings and have its own victims
    /// travel to their captures within its moves (`give_and_take.rs`).
    pub fn give_and_take_refutes(&self, pos: &Position, budget: [u32; 2]) -> bool {
        self.unmet_as_estimated(pos, budget) == Some(Some(Unmet::GiveAndTake))
    }

    /// `unmet_captures` with each colour's journeys as
    /// [`Estimator::estimate`] reads them; `None` when a colour's goal
    /// pieces cannot be reached at all.
    fn unmet_as_estimated(&self, pos: &Position, budget: [u32; 2]) -> Option<Option<Unmet>> {
        let (journeys, surplus) = self.journeys_as_estimated(pos)?;
        Some(self.unmet_captures(pos, budget, journeys, surplus, true))
    }

    /// Each colour's journeys as [`Estimator::estimate`] reads them, and
    /// each colour's surplus pieces; `None` when a colour's goal pieces
    /// cannot be reached at all.
    pub(super) fn journeys_as_estimated(&self, pos: &Position) -> Option<([u32; 2], [u32; 2])> {
        let surplus = self.surplus(pos);
        let [w, b] = [Color::White, Color::Black].map(|c| self.colour_bound(pos, c, surplus[c.other().index()]));
        Some(([w?.journeys, b?.journeys], surplus))
    }

    /// Whether `extra` (at least two) victims of colour `c` beyond its
    /// forced ones can each travel to a square of `meets` (where a capture
    /// can take place at all) within `spare`, c's moves over its journeys.
    ///
    /// They are distinct pieces, each with a row of its own in c's least
    /// assignment with them: without those rows it is still an assignment
    /// of the others, at least `J_c`, so c makes at least `J_c` plus the
    /// victims' ways, each at least its piece's fewest moves to the
    /// nearest square of `meets` (static tables; a rook with a right also
    /// from its castled square). The `extra` smallest of those, over
    /// every piece but the king, must fit the spare. One victim alone is
    /// `meeting.rs`'s `J_c + reach_c(s)`; this adds that two victims are
    /// two pieces, both on their way (en passant: the pawn just pushed
    /// stands beside its capture square, 0 moves, as in `reach_c`).
    pub(super) fn extra_victims_fit(&self, pos: &Position, c: Color, meets: Bitboard, extra: u32, spare: u32) -> bool {
        // Pieces standing on those squares are on their way already: the
        // common case, answered without a distance.
        if victims_standing(pos, c, meets & !self.static_walls) >= extra {
            return true;
        }
        let d = &*self.dist;
        // `arrival`, read on the squares of `meets` only.
        let nearest = |role: Role, from: Square| to_lost(d, c, role, from.index(), meets);
        let mut ways: Vec<u32> = Vec::with_capacity(17);
        for role in Role::ALL.into_iter().filter(|&r| r != Role::King) {
            for from in pos.pieces(c, role) & !self.static_walls {
                let castled = castlings_off(pos, c, self.static_walls)
                    .filter(|castling| castling.rook == from)
                    .map(|castling| nearest(Role::Rook, castling.rook_to));
                ways.push(castled.fold(nearest(role, from), u32::min));
            }
        }
        if just_pushed_beside(pos, c, meets) {
            ways.push(0);
        }
        ways.sort_unstable();
        let needed: u32 = ways.iter().take(extra as usize).fold(0u32, |a, &w| a.saturating_add(w));
        ways.len() >= extra as usize && needed <= spare
    }
}

/// The first of `stops` ahead of colour `c`'s pawn on `from`, on its file
/// (`victim_pawn_stops`); `None` for any other piece.
fn stop_ahead(pos: &Position, c: Color, from: Square, stops: Bitboard) -> Option<Square> {
    if stops.is_empty() || !pos.pieces(c, Role::Pawn).contains(from) {
        return None;
    }
    let step: i8 = if c == Color::White { 1 } else { -1 };
    let mut sq = from.offset(0, step);
    while let Some(s) = sq {
        if stops.contains(s) {
            return Some(s);
        }
        sq = s.offset(0, step);
    }
    None
}

/// Whether colour `c`'s pawn just pushed two squares can be taken en
/// passant on a square of `meets`: beside it, on its way already.
fn just_pushed_beside(pos: &Position, c: Color, meets: Bitboard) -> bool {
    pos.ep_square.is_some_and(|ep| pos.turn != c && meets.contains(ep))
}

/// How many of colour `c`'s pieces (not its king) stand where a capture
/// of theirs can take place (`meets`) already, the pawn just pushed two
/// squares included when it can be taken there en passant.
pub(super) fn victims_standing(pos: &Position, c: Color, meets: Bitboard) -> u32 {
    let standing = pos.by_color[c.index()] & meets & !pos.pieces(c, Role::King);
    standing.count() + u32::from(just_pushed_beside(pos, c, meets))
}

/// `per_square`, a victim's cost for colour `c`, with 0 on the square a
/// capture en passant would land on right now. A pawn taken en passant
/// stands beside the square its capturer lands on; only the pawn that has
/// just made its double step can be (any other reaches that square by a
/// step of its own, which the costs count already), and only on the next
/// move.
pub(super) fn with_en_passant(pos: &Position, c: Color, mut per_square: PerSquare) -> PerSquare {
    if let Some(ep) = pos.ep_square.filter(|_| pos.turn != c) {
        per_square[ep.index()] = 0;
    }
    per_square
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    /// Two black knights must be taken, and d4 is where they can be: the
    /// b8 knight needs two moves to stand there and the g8 knight three.
    /// One victim fits two spare moves; two victims are two pieces and
    /// need five.
    #[test]
    fn two_victims_are_two_pieces_each_on_its_way() {
        let pos = parse_fen("1n4nk/8/8/8/8/8/8/K7 w - - 0 1").unwrap();
        let goal = parse_fen("7k/8/8/8/8/8/8/K7 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let mut d4 = Bitboard::EMPTY;
        d4.insert(Square::new(3, 3).unwrap());
        assert!(!est.extra_victims_fit(&pos, Color::Black, d4, 2, 4));
        assert!(est.extra_victims_fit(&pos, Color::Black, d4, 2, 5));
        assert!(est.extra_victims_fit(&pos, Color::Black, d4, 1, 2));
        // A knight standing on a square of `meets` is on its way already.
        d4.insert(Square::new(1, 7).unwrap());
        assert!(est.extra_victims_fit(&pos, Color::Black, d4, 2, 3));
        assert!(!est.extra_victims_fit(&pos, Color::Black, d4, 2, 2));
    }

    /// A rook with a right is on its way from its castled square too: from
    /// f8 it stands on f2 in one move, from h8 in two.
    #[test]
    fn a_rook_that_may_castle_sets_out_from_its_castled_square_too() {
        let goal = parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let mut f2_g5 = Bitboard::EMPTY;
        f2_g5.insert(Square::new(5, 1).unwrap());
        f2_g5.insert(Square::new(6, 4).unwrap());
        // The knight stands on g5 already.
        let fits = |fen: &str, spare| est.extra_victims_fit(&parse_fen(fen).unwrap(), Color::Black, f2_g5, 2, spare);
        assert!(fits("4k2r/8/8/6n1/8/8/8/4K3 b k - 0 1", 1));
        assert!(!fits("4k2r/8/8/6n1/8/8/8/4K3 b - - 0 1", 1));
        assert!(fits("4k2r/8/8/6n1/8/8/8/4K3 b - - 0 1", 2));
    }

    /// The pawn just pushed two squares is taken en passant on the square
    /// it passed: 0 moves on its way, where it could never step back to.
    #[test]
    fn a_pawn_taken_en_passant_is_on_its_capture_square_already() {
        let goal = parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let mut e3 = Bitboard::EMPTY;
        e3.insert(Square::new(4, 2).unwrap());
        let fits = |fen: &str| est.extra_victims_fit(&parse_fen(fen).unwrap(), Color::White, e3, 2, 1);
        // The knight on c2 reaches e3 in one move.
        assert!(fits("4k3/8/8/8/4P3/8/2N5/4K3 b - e3 0 1"));
        assert!(!fits("4k3/8/8/8/4P3/8/2N5/4K3 b - - 0 1"));
    }

    /// White's d-pawn must take on c5 (the bishop Black sends there) to
    /// become the goal's c-pawn, and the f-pawn is White's one piece to
    /// spare. Black's queen passes d4 on its way to g1 at no cost, so
    /// `J + reach` lets the capture take place on d4; but a d-pawn taken
    /// there leaves c5 to the f-pawn, three captures away: the capture
    /// must be on f2, and the queen cannot pass f2 in two moves.
    #[test]
    fn a_pawn_that_must_capture_is_no_victim_for_nothing() {
        let pos = parse_fen("3q1b1k/8/8/8/3P4/8/K4P1P/8 b - - 0 1").unwrap();
        let goal = parse_fen("7k/8/8/2P5/8/7P/K7/6q1 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White)).asking_everywhere();
        let d4 = Square::new(3, 3).unwrap();
        // The d-pawn itself is no victim: White's one capture cannot spare
        // it (c5 from f2 would take three, `fates.rs`); the f-pawn would
        // reach d4 by two captures, one more than White has left (before
        // Session 67 its reach there was 2), and e3 by one; it stands on d4
        // only once promoted.
        let reach = est.victim_reach(&pos, Color::White);
        assert!(reach[d4.index()] >= 6, "{}", reach[d4.index()]);
        assert_eq!(reach[Square::new(4, 2).unwrap().index()], 1);
        assert!(
            est.capture_meet(&pos, Color::Black)[d4.index()] <= 3,
            "the queen passes d4 at no cost"
        );
        let cost = est.extra_victim_cost(&pos, Color::White);
        assert!(cost[d4.index()] > 2, "the f-pawn would have to reach c5");
        assert_eq!(cost[Square::new(5, 1).unwrap().index()], 2, "the f-pawn itself");
        let journeys = [Color::White, Color::Black].map(|c| est.colour_bound(&pos, c, 1).unwrap().journeys);
        assert_eq!(journeys, [2, 3]);
        assert!(!est.captures_can_meet(&pos, [2, 3], journeys, [1, 1]));
        assert!(est.estimate_within(&pos, [2, 3]).is_none());
        assert_eq!(count_exhaustively(&pos, &goal, 5), 0);
        // With a black move to spare, the queen takes on f2 on its way.
        assert!(est.captures_can_meet(&pos, [2, 4], journeys, [1, 1]));
    }

    #[test]
    fn a_victim_leaves_its_fate_to_one_piece_each() {
        // White's knight must be lost. Taking the a1 rook on a7 instead
        // would leave h1's rook both rook squares, which the others' share
        // (each fate its cheapest piece) allows at 2 moves, for 1 + 2 = 3;
        // the least assignment of the others has no rook for a1, so only
        // the knight can be the victim there: four moves to a7, and the h1
        // rook's one to g1.
        let start = parse_fen("4k3/8/8/8/8/8/8/R3K1NR w - - 0 1").unwrap();
        let goal = parse_fen("4k3/8/8/8/8/8/8/R3K1R1 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let a7 = Square::new(0, 6).unwrap();
        assert_eq!(est.extra_victim_cost(&start, Color::White)[a7.index()], 5);
    }
}
