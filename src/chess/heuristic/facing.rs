//! Facing pawns: a white pawn P with a black pawn Q straight in front of
//! it. Neither can push while the other stands there, so of the two the
//! one that leaves first leaves by a capture.
//!
//! Take the first move of either pawn from now on. Every game that goes on
//! from the position falls in one of three cases:
//!
//! - **P first**: P leaves its square while Q still stands in front of it:
//!   it is captured there, or its first move is a capture onto a square
//!   diagonally ahead (en passant lands there too). P's ways are those
//!   that start with such a capture, and its own square where it is
//!   taken (which also lets it stay, a weaker case); Q's are unchanged.
//! - **Q first**: the same with the colours swapped.
//! - **Neither**: both stay where they are for the rest of the game.
//!
//! A pawn that leaves first never stands on its square again (a pawn never
//! steps back; a captured one is gone). Where that square is one of its
//! colour's goal pawn squares and no victim of its colour is taken there,
//! another pawn of its colour ends on it, so that case's matching may not
//! keep the pawn where it stands: it is charged as a piece that leaves its
//! goal square and comes back (`obstruction.rs`, two moves, less than the
//! never it is). Example (a 38-ply capturing game, Session 57): Black's d5
//! pawn, on its goal square, faces White's d4 pawn, which must reach e6
//! by one capture, of Black's e6 pawn. Black's pawn leaving first would
//! leave d5 to a pawn that has no capture left to get there; White's
//! leaving first takes on e5, where the e-pawn must step; so e7-e6 was
//! one move too many, which the journeys alone, letting d4-d5xe6 take
//! the e-pawn where it stands, do not see.
//!
//! In each case every game's moves are bounded by each colour's journeys
//! (`journeys.rs`) on distances in which the restricted pawn's rows say
//! what the case allows: after a first capture, or nowhere but its own
//! square. The restriction reaches a colour's bound through its own
//! pawn's journeys and through the other colour's pawns' captures, its
//! victims. If in every case some colour needs more moves than its budget
//! gives it, no game within the budget exists.
//!
//! Example (a 42-ply near miss, Session 37): White's b4 pawn must reach
//! a6 and Black's b5 pawn c3. White's one capture left takes a light
//! bishop, never on a5 or c5, so White's pawn cannot go first; Black's
//! b-pawn going first takes on c4, where White's c-pawn needs a move to
//! stand; and neither moving leaves a6 with no pawn. The journeys alone
//! let Black take the c-pawn at home on c3 by b5-b4 and b4xc3, which the
//! pawn on b4 forbids.
//!
//! The bounds are taken as `journeys.rs` takes them, around each colour's
//! frozen pawns, with the restricted rows over those distances, and are
//! asked only where a colour has at most [`SPARE_ASKED`] moves to spare.

use super::costs::Starts;
use super::distances::{CapturesLeft, Dist, FAR};
use super::journeys::{remember, ColourBound, PerColour, PlacementKey};
use super::Estimator;
use crate::board::{Bitboard, Board, Square};
use crate::chess::{Color, Position, Role};

/// Spare moves up to which the check is asked.
const SPARE_ASKED: u32 = 2;

/// Facing pairs looked at per position (each costs up to six matchings).
const PAIRS_ASKED: usize = 2;

/// Entries kept per colour before the cache starts over.
const CACHE_ENTRIES: usize = 1 << 16;

/// Per colour: (its placement with the other colour's pawns and its
/// captures left, the facing pair's squares, the case) → its journeys in
/// that case (`None`: no way).
#[derive(Default)]
pub(super) struct FacingCache {
    bounds: PerColour<(PlacementKey, u8, u8, u8), Option<u32>>,
}

/// What a case allows one pawn.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Restriction {
    /// It is captured where it stands, or its first move is a capture.
    FirstMoveCaptures,
    /// It never moves again.
    Stays,
}

/// One pawn's rows as a case has them.
struct RestrictedPawn {
    c: Color,
    from: Square,
    /// Its moves to each square (`FAR`: never).
    row: [u8; 64],
    /// The squares its first capture lands on (none if it stays).
    first: Bitboard,
    board: Board,
}

impl RestrictedPawn {
    fn new<D: Dist>(d: &D, board: Board, c: Color, from: Square, restriction: Restriction) -> RestrictedPawn {
        let mut row = [FAR; 64];
        let mut first = Bitboard::EMPTY;
        match restriction {
            Restriction::Stays => row[from.index()] = 0,
            Restriction::FirstMoveCaptures => {
                // Taken where it stands before it moves: its own square,
                // as a victim's capture square, stays open.
                row[from.index()] = 0;
                first = capture_squares(board, c, from);
                for x in first {
                    if x.rank() == c.other().back_rank(board) {
                        continue; // Promotes at once: a piece from here on.
                    }
                    for (t, &moves) in d.pawn(c, x).iter().enumerate() {
                        if moves != FAR {
                            row[t] = row[t].min(moves.saturating_add(1).min(FAR - 1));
                        }
                    }
                }
            }
        }
        RestrictedPawn {
            c,
            from,
            row,
            first,
            board,
        }
    }

    /// Moves to `to` as a `role` after promoting.
    fn promoted<D: Dist>(&self, d: &D, role: Role, to: Square) -> u32 {
        let mut best = FAR as u32;
        for x in self.first {
            let rest = if x.rank() == self.c.other().back_rank(self.board) {
                u32::from(d.piece(role, x)[to.index()])
            } else {
                d.promoted(self.c, role, x, to)
            };
            if rest < FAR as u32 {
                best = best.min(rest + 1);
            }
        }
        best
    }
}

/// The squares a pawn of colour `c` on `from` captures onto.
fn capture_squares(board: Board, c: Color, from: Square) -> Bitboard {
    let dr = match c {
        Color::White => 1,
        Color::Black => -1,
    };
    let mut squares = Bitboard::EMPTY;
    for df in [-1, 1] {
        if let Some(x) = from.offset(df, dr).filter(|&x| board.contains(x)) {
            squares.insert(x);
        }
    }
    squares
}

/// Distances `d` with the rows of the restricted pawns replaced.
struct Restricted<'a, D> {
    d: &'a D,
    pawns: &'a [RestrictedPawn],
}

impl<D: Dist> Restricted<'_, D> {
    #[inline]
    fn restricted(&self, c: Color, from: Square) -> Option<&RestrictedPawn> {
        self.pawns.iter().find(|p| p.c == c && p.from == from)
    }
}

impl<D: Dist> Dist for Restricted<'_, D> {
    #[inline]
    fn piece(&self, role: Role, from: Square) -> &[u8; 64] {
        self.d.piece(role, from)
    }
    #[inline]
    fn pawn(&self, c: Color, from: Square) -> &[u8; 64] {
        match self.restricted(c, from) {
            Some(p) => &p.row,
            None => self.d.pawn(c, from),
        }
    }
    #[inline]
    fn promoted(&self, c: Color, role: Role, from: Square, to: Square) -> u32 {
        match self.restricted(c, from) {
            Some(p) => p.promoted(self.d, role, to),
            None => self.d.promoted(c, role, from, to),
        }
    }
}

impl Estimator {
    /// Whether in every case of some facing pair (module header) a colour
    /// needs more moves than `budget` gives it; `bounds` are each colour's
    /// bounds so far, `surplus` each colour's pieces beyond the goal's.
    pub(super) fn facing_pawns_refute(
        &self,
        pos: &Position,
        budget: [u32; 2],
        bounds: [ColourBound; 2],
        surplus: [u32; 2],
    ) -> bool {
        let tight = (0..2).any(|ci| budget[ci] <= bounds[ci].journeys + SPARE_ASKED);
        if !tight {
            return false;
        }
        self.facing_pairs(pos)
            .into_iter()
            .take(PAIRS_ASKED)
            .any(|(p, q)| self.every_case_refutes(pos, budget, surplus, p, q))
    }

    /// Whether in each case of the white pawn on `p` facing the black
    /// pawn on `q` some colour needs more moves than `budget` gives it.
    fn every_case_refutes(&self, pos: &Position, budget: [u32; 2], surplus: [u32; 2], p: Square, q: Square) -> bool {
        let neither = [(Color::White, p, Restriction::Stays), (Color::Black, q, Restriction::Stays)];
        let p_first = [(Color::White, p, Restriction::FirstMoveCaptures)];
        let q_first = [(Color::Black, q, Restriction::FirstMoveCaptures)];
        let cases: [&[_]; 3] = [&neither, &p_first, &q_first];
        // The same two placements in every case: taken once.
        let placements = [Color::White, Color::Black].map(|c| {
            let their_pawns = (pos.pieces(c.other(), Role::Pawn).0, 0);
            PlacementKey::of(pos, c, their_pawns, surplus[c.other().index()])
        });
        cases.iter().enumerate().all(|(number, &case)| {
            [Color::White, Color::Black].into_iter().any(|c| {
                let captures_left = surplus[c.other().index()];
                let key = (placements[c.index()], p.index() as u8, q.index() as u8, number as u8);
                let compute = || self.case_bound(pos, c, captures_left, case).map(|b| b.journeys);
                let hit = self.facing_cache.bounds.borrow()[c.index()].get(&key).copied();
                let journeys = match hit {
                    Some(hit) => {
                        self.audit("facing case", pos, hit, compute);
                        hit
                    }
                    None => {
                        let found = compute();
                        remember(&self.facing_cache.bounds, c, key, found, CACHE_ENTRIES);
                        found
                    }
                };
                journeys.is_none_or(|j| j > budget[c.index()])
            })
        })
    }

    /// The facing pairs (white pawn's square, black pawn's square) whose
    /// three cases can differ: neither pawn a static wall, and not both on
    /// their goal squares.
    fn facing_pairs(&self, pos: &Position) -> Vec<(Square, Square)> {
        let black_pawns = pos.pieces(Color::Black, Role::Pawn);
        let goal_white = self.goal.pieces(Color::White, Role::Pawn);
        let goal_black = self.goal.pieces(Color::Black, Role::Pawn);
        let mut pairs = Vec::new();
        for p in pos.pieces(Color::White, Role::Pawn) & !self.static_walls {
            let Some(q) = p
                .offset(0, 1)
                .filter(|&q| black_pawns.contains(q) && !self.static_walls.contains(q))
            else {
                continue;
            };
            if !(goal_white.contains(p) && goal_black.contains(q)) {
                pairs.push((p, q));
            }
        }
        pairs
    }

    /// Colour `c`'s bound, taken as [`Estimator::colour_bound`] takes it
    /// (around its frozen pawns, its pawns changing at most as many files
    /// as it has `captures_left`), with the rows of `case`'s pawns
    /// restricted; not cached.
    fn case_bound(
        &self,
        pos: &Position,
        c: Color,
        captures_left: u32,
        case: &[(Color, Square, Restriction)],
    ) -> Option<ColourBound> {
        let shifts = captures_left.min(u32::from(pos.board.width())) as u8;
        match self.rows_around_frozen(pos, c, captures_left) {
            Some(rows) => self.case_bound_on(pos, c, shifts, &self.around_walls(&rows), case),
            None => self.case_bound_on(pos, c, shifts, &*self.dist, case),
        }
    }

    fn case_bound_on<D: Dist>(
        &self,
        pos: &Position,
        c: Color,
        shifts: u8,
        d: &D,
        case: &[(Color, Square, Restriction)],
    ) -> Option<ColourBound> {
        let pawns: Vec<RestrictedPawn> = case
            .iter()
            .map(|&(pc, sq, restriction)| RestrictedPawn::new(d, pos.board, pc, sq, restriction))
            .collect();
        let d = Restricted { d, pawns: &pawns };
        let (victims, n) = self.victims_on(pos, c, &d);
        let d = CapturesLeft { d: &d, shifts };
        let mut bound = self.compute_colour_bound(pos, c, &victims[..n], &d)?;
        // A pawn of c that leaves first never stands on its square again:
        // where that is one of c's goal pawn squares and no victim of c is
        // taken there, another piece ends on it (module header).
        let leaving: Bitboard = case
            .iter()
            .filter(|&&(pc, sq, restriction)| {
                pc == c
                    && restriction == Restriction::FirstMoveCaptures
                    && self.goal.pieces(c, Role::Pawn).contains(sq)
                    && !victims[..n]
                        .iter()
                        .any(|v| v.squares.contains(sq) || v.en_passant.contains(sq))
            })
            .map(|&(_, sq, _)| sq)
            .collect();
        if leaving.any() {
            let starts = Starts::of(pos, c);
            let rights = pos.castling.rights[c.index()];
            let (left, _) = self.least_journeys(pos.board, c, starts, rights, &victims[..n], Bitboard::EMPTY, leaving, &d)?;
            bound.journeys = bound.journeys.max(left);
        }
        Some(bound)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    /// Black's b5 pawn must take White's c-pawn to reach c3, and White's
    /// b4 pawn must reach b5. The journeys let White's c-pawn be taken at
    /// home (b5-b4 and b4xc3: White 1 move, Black 2), but b4 stands in
    /// the way: Black's pawn leaves b5 first, by bxc4, so the c-pawn must
    /// step to c4 first (White 2 moves).
    #[test]
    fn regression_of_two_facing_pawns_the_first_to_leave_captures() {
        let goal = parse_fen("7k/8/8/1P6/8/2p5/8/7K w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let pos = parse_fen("7k/8/8/1p6/1P6/2P5/8/7K b - - 0 1").unwrap();
        let plain = est.estimate(&pos).unwrap();
        assert_eq!(plain.per_color, [1, 2]);
        let surplus = est.surplus(&pos);
        let bounds = [Color::White, Color::Black].map(|c| est.colour_bound(&pos, c, surplus[c.other().index()]).unwrap());
        assert!(est.facing_pawns_refute(&pos, [1, 2], bounds, surplus));
        assert!(est.estimate_within(&pos, [1, 2]).is_none());
        assert_eq!(count_exhaustively(&pos, &goal, 3), 0);
        // White to move: 1. c4 bxc4 2. b5 c3, the one game.
        let pos = parse_fen("7k/8/8/1p6/1P6/2P5/8/7K w - - 0 1").unwrap();
        let surplus = est.surplus(&pos);
        let bounds = [Color::White, Color::Black].map(|c| est.colour_bound(&pos, c, surplus[c.other().index()]).unwrap());
        assert!(!est.facing_pawns_refute(&pos, [2, 2], bounds, surplus));
        assert_eq!(count_exhaustively(&pos, &goal, 4), 1);
    }

    /// White's d4 pawn must reach e6 by a capture, facing Black's d5 pawn,
    /// which is on its goal square; Black's e6 pawn is the victim, and
    /// Black's one capture is g7xh6. Were Black's d5 pawn to leave first
    /// (by a capture) it would never stand on d5 again, another pawn would
    /// have to: the case used to let it stay, so d4-d5xe6 could take the
    /// e-pawn where it stands. White leaving first takes on e5, and the
    /// e-pawn must step there: with two black moves left for that, the
    /// capture and the king's move, no game (Session 57: a 38-ply
    /// capturing game's search went from 745,472 positions, unfinished at
    /// 20 s, to 322).
    #[test]
    fn regression_of_a_facing_pawn_that_leaves_first_never_ends_on_its_goal_square() {
        let goal = parse_fen("1k6/8/4P2p/3p4/8/8/8/7K w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let bounds_of = |pos: &Position| {
            let surplus = est.surplus(pos);
            let bounds = [Color::White, Color::Black].map(|c| est.colour_bound(pos, c, surplus[c.other().index()]).unwrap());
            (bounds, surplus)
        };
        let pos = parse_fen("k7/6p1/4p2B/3p4/3P4/8/8/7K w - - 0 1").unwrap();
        let (bounds, surplus) = bounds_of(&pos);
        // Since Session 69 the journeys see it too: d5 is home for good
        // (e6xd5 and gxh6 would be two captures for Black's one), so
        // White's d-pawn cannot pass it and takes on e5, where the e-pawn
        // must step (they let it wait on e6 before: [2, 2]).
        assert_eq!(bounds.map(|b| b.journeys), [2, 3]);
        assert!(est.facing_pawns_refute(&pos, [2, 2], bounds, surplus));
        assert_eq!(count_exhaustively(&pos, &goal, 4), 0);
        // Black to move with a move more: 1... e5 2. dxe5, then Kb8 and
        // gxh6 in either order around 3. e6.
        let pos = parse_fen("k7/6p1/4p2B/3p4/3P4/8/8/7K b - - 0 1").unwrap();
        let (bounds, surplus) = bounds_of(&pos);
        assert!(!est.facing_pawns_refute(&pos, [2, 3], bounds, surplus));
        assert_eq!(count_exhaustively(&pos, &goal, 5), 2);
    }

    /// A pawn whose first move captures reaches the squares beyond its
    /// capture squares only (and its own, where it may be taken); one that
    /// stays reaches its own square only.
    #[test]
    fn the_restricted_rows_start_with_a_capture_or_stay() {
        let goal = parse_fen("7k/8/8/8/8/8/8/7K w - - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let d = &*est.dist;
        let b4 = Square::new(1, 3).unwrap();
        let first = RestrictedPawn::new(d, Board::STANDARD, Color::White, b4, Restriction::FirstMoveCaptures);
        let at = |f: u8, r: u8| first.row[Square::new(f, r).unwrap().index()];
        assert_eq!((at(0, 4), at(2, 4), at(1, 4)), (1, 1, FAR));
        // Its own square stays open: it may be taken there before it moves.
        assert_eq!(at(1, 3), 0);
        assert_eq!((at(0, 5), at(1, 5), at(2, 6)), (2, 2, 3));
        let stays = RestrictedPawn::new(d, Board::STANDARD, Color::White, b4, Restriction::Stays);
        assert_eq!(stays.row.iter().filter(|&&m| m != FAR).count(), 1);
        assert_eq!(stays.row[b4.index()], 0);
        // Promoting on b8 after a first capture: a5, a6, a7, xb8 = 4 moves.
        let b8 = Square::new(1, 7).unwrap();
        assert_eq!(first.promoted(d, Role::Queen, b8), 4);
        assert_eq!(stays.promoted(d, Role::Queen, b8), FAR as u32);
    }
}
