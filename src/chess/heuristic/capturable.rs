//! Pieces no capture can reach must end on goal squares.
//!
//! Every piece of colour o ends on a goal square, or is captured: by the
//! other colour c's pawns on a forced capture square (a victim row of o's
//! matching, `journeys.rs`), or anywhere else. A piece v captured
//! elsewhere, on a square s, costs o at least `J_o` (the least matching
//! of the others) plus v's own way to s, which no row pays, so
//! `J_o + arrival_v(s) ≤ B_o`; and some piece of c lands on s, so
//! `meet_c(s) ≤ B_c` (`meeting.rs`). A piece with no such square (not
//! even its own, where c cannot land in time) is not captured elsewhere:
//! it ends on a goal square or on a victim row. So o makes at least the
//! least matching in which every row is taken and each piece left over is
//! one that can be captured: rows for the goal pieces, the victims, and
//! as many "captured elsewhere" rows as pieces are left, each free to a
//! capturable piece and impossible to the others. A pawn that has just
//! made its double step, with c to move, may be taken en passant where
//! c lands behind it.
//!
//! With no move to spare, v is captured where it stands; with k, within k
//! moves of it. Those moves are taken around the pieces that stand where
//! they are for the rest of every game within the budget (the static
//! walls and the pieces the budget freezes, `budget.rs`): v lands on none
//! of them and slides past none. A knight on g1 shut in by its own pawns
//! frozen on e2, f3 and h3 is captured on g1 or nowhere.
//!
//! A pawn of o steps diagonally only by taking a piece of c, so only onto
//! a square where a piece of c can be taken: by the same argument with the
//! colours swapped, on a capture square of c's victims or within c's spare
//! moves of where a piece of c stands (plus the square a capture en
//! passant lands on). A piece's own spare moves are at most what the
//! budget leaves over c's least matching in which it is captured elsewhere
//! (one matching per piece, asked only where a pawn's squares depend on
//! it). Seen in a 34-ply near miss: White's a3 pawn, to be lost, could
//! have stepped to b4 and on to b5 where Black's knight lands, but Black,
//! with no move to spare, has no piece it can lose on b4; and a position
//! later, with Black's knight on b4 bound for a2, not that one either.
//!
//! The matching takes every piece and every goal square (the shortcut of
//! `journeys.rs` that keeps a piece on its goal square out of it assumes
//! any piece may be left over), on the static tables, and only where the
//! moves left are few: with more, most pieces can be captured somewhere.
//! Pieces confined for good to a few squares are asked apart, at any
//! budget, and the fixed pieces here include those that join them
//! (`confined.rs`). A rook whose castling crosses a fixed piece never
//! castles.
//! Castling makes two journeys one move: where o may still castle the
//! matching is the least of the uncastled one and, per castling, 1 + the
//! one from the castled placement (`journeys.rs`'s argument), and a rook
//! that may castle is never kept (its way after castling starts from
//! another square). Before Session 38 the check was not asked at all where
//! o could castle.

use super::costs::{journey, to_capture, Victim};
use super::distances::FAR;
use super::independent::{castling_rooks, castlings};
use super::journeys::{remember, PerColour, PlacementKey};
use super::victims::en_passant_ranks;
use super::ways::arrival;
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::assignment;
use crate::chess::{Color, Position, Role};

/// Spare moves up to which the check is asked: of the colour whose pieces
/// are kept (a piece's squares within k spare moves are k rounds of
/// `one_step`) and of the colour that captures (asked with 2 as well, it
/// examined no fewer positions and took up to 4% longer, Session 38).
const SPARE_ASKED: u32 = 2;
const CAPTURER_SPARE_ASKED: u32 = 1;

/// Entries kept per colour before the cache starts over.
const CACHE_ENTRIES: usize = 1 << 16;

/// Per colour: (its placement, its pieces that cannot be captured) → its
/// least matching with those kept (`None`: none).
#[derive(Default)]
pub(super) struct CapturableCache {
    bounds: PerColour<(PlacementKey, u64, u8), Option<u32>>,
    /// Per colour, role and square: the squares one move away.
    one_move: std::cell::OnceCell<Box<[Bitboard]>>,
}

impl Estimator {
    /// Whether some colour's pieces that no capture can reach cannot all
    /// end on goal squares within its budget (module header). `journeys`
    /// are each colour's bound around its own walls, `surplus` each
    /// colour's pieces beyond the goal's.
    pub(super) fn uncapturable_refute(
        &self,
        pos: &Position,
        budget: [u32; 2],
        journeys: [u32; 2],
        surplus: [u32; 2],
        still: [Bitboard; 2],
    ) -> bool {
        // Pieces that stand where they are for the rest of every game: no
        // piece lands on them or slides past them.
        let Some(fixed) = self.confined_fixed(pos, budget, surplus, still[0] | still[1]) else {
            return true;
        };
        for o in [Color::White, Color::Black] {
            let (oi, c) = (o.index(), o.other());
            let ci = c.index();
            if surplus[oi] == 0 {
                continue;
            }
            let (Some(spare_o), Some(spare_c)) = (budget[oi].checked_sub(journeys[oi]), budget[ci].checked_sub(journeys[ci]))
            else {
                continue;
            };
            // A rook that may castle is measured from its corner, not from
            // where castling puts it: it is never kept (one whose castling
            // crosses a fixed piece never castles).
            let castling_rooks = castling_rooks(pos, o, fixed);
            // With more moves to spare, only the pieces confined for good
            // are asked (`confined_fixed`). Colour c's captures of o's
            // surplus are moves too: what is left over them and its
            // journeys decides whether to ask (the squares its pieces
            // wander to still use `spare_c`, as a capture may be a
            // journey's move).
            let spare_c_asked = budget[ci].saturating_sub(journeys[ci].max(surplus[oi]));
            if spare_o > SPARE_ASKED || spare_c_asked > CAPTURER_SPARE_ASKED {
                continue;
            }
            // Where c's pieces land on o's, none that survives checking o's
            // king at close range while it stays (`close_checks.rs`).
            let king = self.king_staying(pos, o, budget[oi], journeys[oi]);
            let meet = self.capture_meet_beside(pos, c, king);
            let mut lands = Bitboard::EMPTY;
            for s in pos.board.squares() {
                if u32::from(meet[s.index()]) <= budget[ci] {
                    lands.insert(s);
                }
            }
            let ep_victim = pos
                .ep_square
                .filter(|ep| pos.turn == c && lands.contains(*ep))
                .and_then(|ep| ep.offset(0, if o == Color::White { 1 } else { -1 }));
            // Its square, or the squares its spare moves reach, a pawn of o
            // capturing only onto `taken` (where a piece of c can be taken).
            let within =
                |role: Role, from: Square, taken: Bitboard| self.squares_within(pos, o, role, from, spare_o, fixed, taken);
            // `taken` three ways, each within the next: the victims' squares
            // alone; with each piece's spare moves; with each piece's own
            // (a matching per piece: asked only where the first two differ).
            let taken = |how: Taken<'_>| self.where_taken(pos, c, budget[ci], spare_c, fixed, how);
            let sure = taken(Taken::Sure);
            // Asked only for a pawn that cannot reach `lands` on `sure`.
            let mut wide: Option<(Vec<SpareReach>, Bitboard)> = None;
            let mut kept = Bitboard::EMPTY;
            for role in [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                for from in pos.pieces(o, role) {
                    if ep_victim == Some(from) || castling_rooks.contains(from) || (within(role, from, sure) & lands).any() {
                        continue;
                    }
                    // The pawn's squares lie within `near`: only the pieces
                    // of c that can be taken there need their own matching.
                    let reaches_lands = role == Role::Pawn && {
                        let (reaches, wide_taken) = wide.get_or_insert_with(|| {
                            let reaches = self.spare_reaches(pos, c, spare_c, fixed);
                            let wide_taken = taken(Taken::Wide(&reaches));
                            (reaches, wide_taken)
                        });
                        let near = within(role, from, *wide_taken);
                        (near & lands).any() && (within(role, from, taken(Taken::Exact(reaches, near))) & lands).any()
                    };
                    if !reaches_lands {
                        kept.insert(from);
                    }
                }
            }
            if kept.is_empty() {
                continue;
            }
            match self.matching_keeping(pos, o, kept, None) {
                Some(j) if j <= budget[oi] => {}
                _ => return true,
            }
        }
        false
    }

    /// Where a piece of colour `c` (not its king) can be captured in a game
    /// within its `budget`, `spare` moves over its journeys: on a capture
    /// square of its victims (`victims.rs`), or (by the module header's
    /// argument, with c as the colour whose piece is taken) within its own
    /// spare moves of where it stands: `spare`, and no more than the budget
    /// leaves over c's least matching in which that piece is captured
    /// elsewhere (none if there is no such matching); a rook that may
    /// castle, within `spare` of its castled square too. The moves go
    /// round the `fixed` pieces. The squares a capture en passant lands on
    /// are added: there the pawn that captures lands on no piece.
    fn where_taken(&self, pos: &Position, c: Color, budget: u32, spare: u32, fixed: Bitboard, how: Taken<'_>) -> Bitboard {
        let (victims, n) = self.victims(pos, c);
        let mut taken = victims[..n]
            .iter()
            .fold(Bitboard::EMPTY, |acc, v| acc | v.squares | v.en_passant);
        let reach = |role: Role, from: Square, spare: u32| self.squares_within(pos, c, role, from, spare, fixed, Bitboard(!0));
        let ep_ranks = en_passant_ranks(c, pos.board.height());
        // Where a piece taken en passant stands beside the squares given.
        let beside = |near: Bitboard| match ep_ranks {
            Some((stands, passed)) => near.filter(|y| y.rank() == passed).fold(near, |acc, y| {
                acc | Bitboard::from_square(Square::new(y.file(), stands).expect("on the board"))
            }),
            None => near,
        };
        match how {
            Taken::Sure => {}
            Taken::Wide(reaches) => taken = reaches.iter().fold(taken, |acc, r| acc | r.squares),
            // Captured elsewhere, a piece takes none of c's fates. One that
            // cannot reach `near` even so changes nothing there.
            Taken::Exact(reaches, near) => {
                for r in reaches.iter().filter(|r| (r.squares & beside(near)).any()) {
                    taken |= match self.matching_keeping(pos, c, Bitboard::EMPTY, Some(r.from)) {
                        Some(least) if least + spare <= budget => r.squares,
                        Some(least) if least <= budget => reach(r.role, r.from, budget - least),
                        _ => Bitboard::EMPTY,
                    };
                }
            }
        }
        for castling in castlings(pos, c) {
            taken |= reach(Role::Rook, castling.rook_to, spare);
        }
        // A pawn taken en passant is captured onto the square it passed.
        if let Some((stands, passed)) = ep_ranks {
            for s in taken.filter(|s| s.rank() == stands) {
                taken |= Bitboard::from_square(Square::new(s.file(), passed).expect("on the board"));
            }
        }
        taken
    }

    /// Each piece of colour `c` but its king, with the squares it can stand
    /// on within `spare` moves around the `fixed` pieces.
    fn spare_reaches(&self, pos: &Position, c: Color, spare: u32, fixed: Bitboard) -> Vec<SpareReach> {
        [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .into_iter()
            .flat_map(|role| pos.pieces(c, role).into_iter().map(move |from| (role, from)))
            .map(|(role, from)| SpareReach {
                role,
                from,
                squares: self.squares_within(pos, c, role, from, spare, fixed, Bitboard(!0)),
            })
            .collect()
    }

    /// The squares colour `o`'s piece of `role` on `from` can stand on
    /// within `moves` moves: `moves` rounds of [`Estimator::one_step`].
    #[allow(clippy::too_many_arguments)]
    fn squares_within(
        &self,
        pos: &Position,
        o: Color,
        role: Role,
        from: Square,
        moves: u32,
        fixed: Bitboard,
        stands: Bitboard,
    ) -> Bitboard {
        let (mut within, mut last) = (Bitboard::from_square(from), Bitboard::from_square(from));
        for _ in 0..moves {
            let mut next = Bitboard::EMPTY;
            for x in last {
                next |= self.one_step(pos, o, role, from, x, fixed, stands);
            }
            last = next & !within;
            within |= next;
        }
        within
    }

    /// The squares colour `o`'s piece that started as a `role` on `start`
    /// and stands on `x` reaches in one move around the `fixed` pieces: a
    /// pawn captures only onto a square of `stands`, and once promoted
    /// moves as a queen or a knight.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn one_step(
        &self,
        pos: &Position,
        o: Color,
        role: Role,
        start: Square,
        x: Square,
        fixed: Bitboard,
        stands: Bitboard,
    ) -> Bitboard {
        let g = pos.board.geometry();
        let slide = |role: Role| self.one_move_away(o, role, x) & !fixed & g.attacks(role.movement(o), x, fixed);
        match role {
            Role::Pawn if x != start && x.rank() == o.other().back_rank(pos.board) => {
                slide(Role::Queen) | (self.one_move_away(o, Role::Knight, x) & !fixed)
            }
            Role::Pawn => {
                let step = self.one_move_away(o, Role::Pawn, x) & !fixed;
                // A diagonal step captures: only where the other colour can stand.
                let diagonal: Bitboard = step.filter(|y| y.file() != x.file()).collect();
                step & (!diagonal | stands)
            }
            Role::Bishop | Role::Rook | Role::Queen => slide(role),
            Role::Knight | Role::King => self.one_move_away(o, role, x) & !fixed,
        }
    }

    /// The squares colour `o`'s piece of `role` on `from` reaches in one
    /// move on the static tables (a pawn's promotion included), remembered.
    fn one_move_away(&self, o: Color, role: Role, from: Square) -> Bitboard {
        let table = self.capturable_cache.one_move.get_or_init(|| {
            let mut table = vec![Bitboard::EMPTY; 2 * 6 * 64].into_boxed_slice();
            for c in [Color::White, Color::Black] {
                for r in Role::ALL {
                    for sq in self.goal.board.squares() {
                        let way = arrival(&*self.dist, c, r, sq);
                        let near = &mut table[(c.index() * 6 + r.index()) * 64 + sq.index()];
                        for s in self.goal.board.squares() {
                            if way[s.index()] == 1 {
                                near.insert(s);
                            }
                        }
                    }
                }
            }
            table
        });
        table[(o.index() * 6 + role.index()) * 64 + from.index()]
    }

    /// Colour `o`'s least matching over all its pieces and goal squares
    /// in which the pieces on `kept` are not left over and the one on
    /// `out`, if any, is (captured elsewhere), cached.
    fn matching_keeping(&self, pos: &Position, o: Color, kept: Bitboard, out: Option<Square>) -> Option<u32> {
        let out_index = out.map_or(u8::MAX, |sq| sq.index() as u8);
        let key = (PlacementKey::of(pos, o, self.victim_summary(pos, o), 0), kept.0, out_index);
        let compute = || self.compute_matching_keeping(pos, o, kept, out);
        let hit = self.capturable_cache.bounds.borrow()[o.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("matching_keeping", pos, hit, compute);
            return hit;
        }
        let found = compute();
        remember(&self.capturable_cache.bounds, o, key, found, CACHE_ENTRIES);
        found
    }

    /// The least over not castling and, for each castling `o` may still
    /// make, 1 + the matching from the castled placement (a castling makes
    /// two journeys one move; the castling rook is never kept).
    fn compute_matching_keeping(&self, pos: &Position, o: Color, kept: Bitboard, out: Option<Square>) -> Option<u32> {
        let fate = |sq: Square| match () {
            _ if kept.contains(sq) => Fate::Row,
            _ if out == Some(sq) => Fate::Out,
            _ => Fate::Any,
        };
        let pieces: Vec<(Role, Square, Fate)> = Role::ALL
            .into_iter()
            .flat_map(|role| pos.pieces(o, role).into_iter().map(move |sq| (role, sq, fate(sq))))
            .collect();
        // The victims depend on the other colour's pawns alone: one for all.
        let (victims, n) = self.victims(pos, o);
        let victims = &victims[..n];
        let mut best = self.matching_keeping_from(o, &pieces, victims);
        for castling in castlings(pos, o) {
            let castled: Vec<(Role, Square, Fate)> = pieces
                .iter()
                .map(|&(role, sq, fate)| match role {
                    Role::King if sq == castling.king => (role, castling.king_to, Fate::Any),
                    Role::Rook if sq == castling.rook => (role, castling.rook_to, fate.min(Fate::Any)),
                    _ => (role, sq, fate),
                })
                .collect();
            if let Some(j) = self.matching_keeping_from(o, &castled, victims) {
                best = Some(best.map_or(j + 1, |b| b.min(j + 1)));
            }
        }
        best
    }

    /// The matching of `pieces` (colour `o`'s, each a role, the square its
    /// journey starts from and the fates it may take) over the goal
    /// squares and the `victims` rows.
    fn matching_keeping_from(&self, o: Color, pieces: &[(Role, Square, Fate)], victims: &[Victim]) -> Option<u32> {
        let d = &*self.dist;
        let goals = &self.goal_pieces[o.index()];
        let n = victims.len();
        if pieces.len() > assignment::MAX {
            return Some(0); // too many for the matching: no refutation
        }
        if goals.len() + n > pieces.len() {
            return None; // too few pieces for the goal and the victims
        }
        let cost = |r: usize, k: usize| {
            let (role, from, fate) = pieces[k];
            let moves = if fate == Fate::Out && r < goals.len() + n {
                FAR as u32
            } else if let Some(&(goal_role, to)) = goals.get(r) {
                journey(d, o, role, from, goal_role, to)
            } else if r < goals.len() + n {
                if role == Role::King {
                    FAR as u32
                } else {
                    to_capture(d, o, role, from, victims[r - goals.len()])
                }
            } else if fate == Fate::Row || role == Role::King {
                FAR as u32
            } else {
                0
            };
            if moves >= FAR as u32 {
                assignment::IMPOSSIBLE
            } else {
                moves as i32
            }
        };
        assignment::min_cost(pieces.len(), pieces.len(), cost)
    }
}

/// How [`Estimator::where_taken`] bounds the way of a piece it takes.
#[derive(Clone, Copy)]
enum Taken<'a> {
    /// Not at all: the victims' capture squares alone (too few squares).
    Sure,
    /// The colour's spare moves (each piece's reach within them).
    Wide(&'a [SpareReach]),
    /// The piece's own spare moves, for the pieces whose reach within the
    /// colour's meets the squares given (elsewhere the set is not to be
    /// read).
    Exact(&'a [SpareReach], Bitboard),
}

/// A piece and the squares it can stand on within its colour's spare moves.
struct SpareReach {
    role: Role,
    from: Square,
    squares: Bitboard,
}

/// What a piece may become in [`Estimator::matching_keeping`]'s matching.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Fate {
    /// Captured elsewhere: left over, on no goal square and no victim row.
    Out,
    /// Anything.
    Any,
    /// A goal square or a victim row: not left over.
    Row,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    /// The check as `estimate_within` asks it: with each colour's
    /// journeys (not its captures to make) and surplus.
    fn refutes(est: &Estimator, pos: &Position, budget: [u32; 2]) -> bool {
        let surplus = est.surplus(pos);
        let journeys = [Color::White, Color::Black].map(|c| {
            let captures_left = surplus[c.other().index()];
            est.colour_bound(pos, c, captures_left).unwrap().journeys
        });
        est.uncapturable_refute(pos, budget, journeys, surplus, [est.static_walls; 2])
    }

    #[test]
    fn a_piece_no_capture_can_reach_must_take_a_goal_square() {
        // Black's knight a6 goes to b4 and the one on h6 must be lost, but
        // white's one move is the rook's to a6: it cannot take on h6, and
        // the knight cannot come to a6 in time. The journeys (Na6-b4, Ra6)
        // and the meeting of one capture (the rook can take on a6) allow it.
        let start = parse_fen("4k3/8/n6n/8/8/8/8/R3K3 b - - 0 1").unwrap();
        let goal = parse_fen("4k3/8/R7/8/1n6/8/8/4K3 b - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::Black));
        assert_eq!(est.estimate(&start).unwrap().per_color, [1, 1]);
        assert!(refutes(&est, &start, [1, 1]));
        assert!(est.estimate_within(&start, [1, 1]).is_none());
        assert_eq!(count_exhaustively(&start, &goal, 2), 0);
    }

    #[test]
    fn regression_a_pawn_captures_only_where_a_piece_can_be_taken() {
        // White's a3 pawn must be lost, and Black's knight, with no move to
        // spare, goes d5-b4-a2 or d5-c3-a2. With two spare moves the pawn
        // could step to b4, where the knight lands, but only by taking a
        // piece there, and Black has none it can lose on b4: its knight
        // is needed on a2. So the pawn stays on the a-file, where nothing
        // lands, and no game exists. (White may castle, which once turned
        // the check off, and has two moves to spare, once not asked.)
        let start = parse_fen("6k1/8/8/3n4/8/P7/8/4K2R w K - 0 1").unwrap();
        let goal = parse_fen("6k1/8/8/8/8/8/n7/4K2R w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(est.estimate(&start).unwrap().per_color, [0, 2]);
        assert!(refutes(&est, &start, [2, 2]));
        assert_eq!(count_exhaustively(&start, &goal, 4), 0);
    }

    #[test]
    fn a_piece_its_colour_needs_elsewhere_is_taken_nowhere() {
        // As above, but Black's knights go b4-a2 and d4-b5 with no move to
        // spare. The a3 pawn could take on b4 and step on to b5, where a
        // knight lands, but the knight on b4 is needed on a2: Black has no
        // matching without it. Counting the colour's spare moves alone, b4
        // would be a square where the pawn may capture.
        let start = parse_fen("6k1/8/8/8/1n1n4/P7/8/4K2R w K - 0 1").unwrap();
        let goal = parse_fen("6k1/8/8/1n6/8/8/n7/4K2R w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(est.estimate(&start).unwrap().per_color, [0, 2]);
        assert!(refutes(&est, &start, [2, 2]));
        assert_eq!(count_exhaustively(&start, &goal, 4), 0);
    }

    #[test]
    fn a_colour_that_castles_makes_two_journeys_one_move() {
        // White's knight is taken on b1, and its a-pawn, which nothing can
        // take, ends on a4: kept. Uncastled, White's least matching is 4
        // (Kg1 two moves, Rf1, a4); castled it is 2, the budget (O-O a4).
        let start = parse_fen("4k3/8/8/8/8/2n5/P7/1N2K2R w K - 0 1").unwrap();
        let goal = parse_fen("8/4k3/8/8/P7/8/8/1n3RK1 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert!(!refutes(&est, &start, [2, 2]));
        assert!(count_exhaustively(&start, &goal, 4) >= 1);
    }

    #[test]
    fn a_pawn_that_has_just_double_stepped_may_be_taken_en_passant() {
        // 1.exd6+ Kxd6: black's d-pawn is taken behind it, on d6, where no
        // white piece could take it on d5.
        let start = parse_fen("8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
        let goal = parse_fen("8/8/3k4/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(count_exhaustively(&start, &goal, 2), 1);
        let est = Estimator::new(&goal, Some(Color::White));
        assert!(!refutes(&est, &start, [1, 1]));
        // Without the right to take en passant, the pawn on d5 is out of
        // reach and cannot end anywhere: refuted.
        let later = parse_fen("8/4k3/8/3pP3/8/8/8/4K3 w - - 0 1").unwrap();
        assert!(refutes(&est, &later, [1, 1]));
        assert_eq!(count_exhaustively(&later, &goal, 2), 0);
    }

    #[test]
    fn a_knight_shut_in_by_its_own_frozen_pawns_is_captured_on_its_square_or_nowhere() {
        // White's knight on g1 must be lost, and Black's light bishop never
        // lands on g1. On the static tables the knight steps to f3 or h3,
        // where the bishop (one move to spare besides Bd5) lands, but
        // White's pawns, frozen on their goal squares with one move to
        // spare, stand there for good: the knight cannot move at all.
        let goal = parse_fen("k7/8/8/3b4/8/5P1P/K3P3/8 w - - 0 1").unwrap();
        let start = parse_fen("k7/8/2b5/8/8/5P1P/4P3/K5N1 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert!(est.estimate(&start).is_some());
        assert!(est.estimate_within(&start, [2, 2]).is_none());
        assert_eq!(count_exhaustively(&start, &goal, 4), 0);
        // Without the pawn on f3 the knight steps there and is taken
        // (1.Nf3 Bxf3 2.Ka2 Bd5).
        let goal = parse_fen("k7/8/8/3b4/8/7P/K3P3/8 w - - 0 1").unwrap();
        let start = parse_fen("k7/8/2b5/8/8/7P/4P3/K5N1 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert!(est.estimate_within(&start, [2, 2]).is_some());
        assert!(count_exhaustively(&start, &goal, 4) >= 1);
    }

    #[test]
    fn a_piece_on_a_static_wall_lands_nowhere() {
        // Black's king steps to g8 with one move to spare, and its rook would
        // need two to leave a8 and come back: for these budgets it stands on
        // a8 for the whole game, a static wall, and lands on no square (the
        // king alone could, seven moves away). Counted as a lander, the rook
        // would take on a3 three moves into Black's game.
        let start = parse_fen("r6k/8/8/8/8/N7/8/7K w - - 0 1").unwrap();
        let goal = parse_fen("r5k1/8/8/8/8/8/8/6K1 w - - 0 1").unwrap();
        let a3 = Square::new(0, 2).unwrap();
        let walled = Estimator::for_budget(&goal, Some(Color::White), &start, [2, 2]);
        assert!(walled.static_walls.contains(Square::new(0, 7).unwrap()));
        assert!(walled.capture_meet(&start, Color::Black)[a3.index()] >= 7);
        let plain = Estimator::new(&goal, Some(Color::White));
        assert_eq!(plain.capture_meet(&start, Color::Black)[a3.index()], 3);
        assert_eq!(count_exhaustively(&start, &goal, 4), 0);
    }
}
