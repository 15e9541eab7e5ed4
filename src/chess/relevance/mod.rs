//! Which moves a game of at most N plies can make at all: a planning task
//! for a proof game of N plies needs no other (`sas::chess::task_for_plies`).
//!
//! **The rule.** A move of colour c takes a piece from `from` (as `mover`)
//! to `to` (as `lands_as`: a promotion changes it). That piece came to
//! `from` from some piece of c in the start, with at least `reach(from)` of
//! its own moves; after the move it still needs at least `fate(to)` moves
//! to end the game somewhere allowed: on a goal square holding its role and
//! colour, or captured where c has pieces to lose, or (a pawn) promoted on
//! its last rank and then on to such an end. Its moves are moves of c, and
//! c makes at most ⌈N/2⌉ moves of N plies when it moves first, ⌊N/2⌋ when
//! it moves second. So a move with reach + 1 + fate beyond c's moves
//! occurs in no game of at most N plies, and dropping it from a planning
//! task leaves every such game a plan.
//!
//! **The distances** are lower bounds on a board empty but for the walls:
//! the goal's pawns on their second rank, there from the start (a pawn
//! there never moved, and no pawn can come there: it stands all game, so
//! no move starts, ends or slides across its square, and no king-safety
//! step finds a ray through it clear: [`MoveRelevance::is_wall`]). A
//! piece's fewest moves between two squares go around the walls and
//! ignore every other blocker; a pawn's are its forward
//! ranks with one saved by a double step from its second rank, and at
//! least one capture per file it changes; a king that may castle reaches
//! its castled square in one move (the rook's castling move is one rook
//! move on an empty rank anyway).
//!
//! **The colour's whole budget.** The rule above spends all of c's moves
//! on one piece. Its other pieces need moves too: each start piece q that
//! is not captured needs at least `settle(q)` of its own moves (its fate
//! from its start square, capture left out), and exactly `lost` of c's
//! pieces are captured, `lost` being how many more pieces c has in the
//! start than in the goal (pieces only go by capture). Count every move
//! of c as one piece's (castling as the king's). If piece p makes the
//! move and is not captured, it makes at least
//! `reach_p(from) + 1 + settle(to)` moves, and the others at least the sum
//! of their `settle(q)` less the `lost` largest (the captured ones may
//! spend none; where captures land is known, see below, they spend their
//! moves to such a square instead); if p is captured, it makes at least
//! `reach_p(from) + 1` and at most `lost − 1` of the others are captured.
//! The move is kept only if for some start piece p one of the two fits in
//! c's moves (and likewise for standing). `reach_p` is that piece's own
//! distance (a pawn's through its promotions); a rook that may castle reaches its
//! castled square in none of its own moves, the castling being the
//! king's. A piece that must be captured, say, may then not move at all
//! when its colour's moves are spent by the others.
//!
//! **The assignment.** "The others" is also bounded as a whole: at the
//! end every goal square of c holds its own surviving piece (survivors and
//! goal squares pair off, since exactly `lost` pieces go), so the others
//! make at least the cheapest assignment of them to the goal's squares
//! and to `lost` capture slots (`lost − 1` if p is captured) that take no
//! king and cost a piece its moves to a square where it can be captured
//! (nothing where that may be anywhere); a survivor's cost for goal
//! square g is its `reach` to g as g's role. Where p is not captured it
//! takes one goal square, whichever leaves the others least (a row
//! costing nothing on every goal square). The room is the budget less the
//! larger of the two bounds. The assignment is what stops a capture from
//! freeing every piece: losing a knight when the goal keeps both knights
//! needs a promotion, which no short game affords.
//!
//! **Standing.** Likewise a piece stands on a square at some point of such
//! a game only if its reach there and its fate from there fit in its
//! colour's moves ([`MoveRelevance::stands`]): a task's king-safety steps
//! for a king square no king can stand on, or needing a piece of a type
//! where none can stand, never apply and can be left out too.
//!
//! **Where captures land.** Being captured ends a piece's game only where
//! the other colour can capture it: where that colour's captures are all
//! its pawns' changes of file, on those pawns' ways ([`captures`], proved
//! there), and anywhere otherwise. A piece that is to be captured then
//! needs its moves to such a square too: `fate` counts them, and so does
//! the budget rule for a piece that is captured (`taken`).

mod captures;

use crate::board::{Bitboard, Square};
use crate::chess::{CastlingFiles, Color, Position, Role, CASTLING_FILES, CASTLING_KING_FROM};

/// No way there.
const FAR: u32 = u32::MAX / 4;

const COLORS: [Color; 2] = [Color::White, Color::Black];

/// Where a colour's pieces can end the game by being captured.
#[derive(Clone, Copy)]
enum Taken {
    /// The colour loses no piece.
    Nowhere,
    Anywhere,
    /// Only on these squares ([`captures`]).
    At(Bitboard),
}

/// Per colour, per role and square: the fewest moves (see the header).
type Table = [[[u32; 64]; 6]; 2];

/// One piece of a colour in the start, for the colour's whole budget.
struct StartPiece {
    /// Per role and square, its fewest moves to stand there as that role.
    reach: [[u32; 64]; 6],
    /// Its fewest moves to an end other than being captured (FAR: none).
    settle: u32,
    /// Its fewest moves to a square where it can be captured (FAR: none;
    /// 0 where that may be anywhere).
    taken: u32,
    /// The most of its own moves it can make if it is not captured (its
    /// colour's moves less the fewest the others need).
    room: i64,
    /// The same if it is captured (fewer others can be); `None` for a
    /// king or where the colour loses no piece.
    room_if_lost: Option<i64>,
    king: bool,
}

/// The moves a game of at most N plies from a start to a goal can make.
pub struct MoveRelevance {
    reach: Box<Table>,
    fate: Box<Table>,
    /// [`MoveRelevance::fate`] without being captured as an end.
    settled: Box<Table>,
    /// [`MoveRelevance::fate`] with being captured as the only end.
    taken: Box<Table>,
    /// Per colour, the only squares where its pieces can be captured, if
    /// the capture-square rule applies ([`captures`]).
    captured_on: [Option<Bitboard>; 2],
    budget: [u32; 2],
    /// Per colour, the squares its king crosses when it castles (a
    /// task checks the king there on its way).
    crossing: [Bitboard; 2],
    /// Per colour, its pieces in the start.
    pieces: [Vec<StartPiece>; 2],
    /// The walls (see the header): pawns that stand all game, so that no
    /// piece lands on, leaves or passes their squares.
    walls: Bitboard,
}

impl MoveRelevance {
    /// The relevance of moves in games of at most `plies` plies from
    /// `start` to the placement `goal` (same board).
    pub fn new(start: &Position, goal: &Position, plies: u32) -> MoveRelevance {
        let mover = start.turn;
        let mut budget = [0; 2];
        budget[mover.index()] = plies.div_ceil(2);
        budget[mover.other().index()] = plies / 2;
        let mut reach = Box::new([[[FAR; 64]; 6]; 2]);
        let mut fate = Box::new([[[FAR; 64]; 6]; 2]);
        let mut settled_all = Box::new([[[FAR; 64]; 6]; 2]);
        let mut taken_all = Box::new([[[FAR; 64]; 6]; 2]);
        let mut pieces: [Vec<StartPiece>; 2] = [Vec::new(), Vec::new()];
        let distances = COLORS.map(|c| Distances::new(start, goal, c));
        let mut captured_on = [None; 2];
        for c in COLORS {
            let d = &distances[c.index()];
            let taken_at = match lost(start, goal, c) {
                0 => Taken::Nowhere,
                _ => captures::capture_squares(start, goal, c.other(), &distances[c.other().index()])
                    .map_or(Taken::Anywhere, Taken::At),
            };
            let (ends, settled) = (d.fate(goal, true, taken_at), d.fate(goal, true, Taken::Nowhere));
            let taken = d.fate(goal, false, taken_at);
            if let Taken::At(squares) = taken_at {
                captured_on[c.index()] = Some(squares);
            }
            for r in Role::ALL {
                for from in start.pieces(c, r) {
                    let mut piece = StartPiece {
                        reach: d.reach_from(from, r),
                        settle: settled[r.index()][from.index()],
                        taken: taken[r.index()][from.index()],
                        room: 0,
                        room_if_lost: None,
                        king: r == Role::King,
                    };
                    lower_to(&mut reach[c.index()], &piece.reach);
                    // A rook that castles gets to its castled square on
                    // the king's move, none of its own.
                    if let Some(to) = castled_rook_square(start, c, from) {
                        lower_to(&mut piece.reach, &d.reach_from(to, Role::Rook));
                        piece.settle = piece.settle.min(settled[Role::Rook.index()][to.index()]);
                        piece.taken = piece.taken.min(taken[Role::Rook.index()][to.index()]);
                    }
                    pieces[c.index()].push(piece);
                }
            }
            fate[c.index()] = ends;
            settled_all[c.index()] = settled;
            taken_all[c.index()] = taken;
            let goal_pieces: Vec<(Role, Square)> = Role::ALL
                .into_iter()
                .flat_map(|r| goal.pieces(c, r).into_iter().map(move |s| (r, s)))
                .collect();
            share_out(&mut pieces[c.index()], budget[c.index()], lost(start, goal, c), &goal_pieces);
        }
        let crossing = [Color::White, Color::Black].map(|c| castling_crossings(start, c));
        MoveRelevance {
            reach,
            fate,
            settled: settled_all,
            taken: taken_all,
            captured_on,
            budget,
            crossing,
            pieces,
            walls: walls(start, goal),
        }
    }

    /// Whether a piece of colour `c` can stand on `s` as `role` at some
    /// point of a game of at most the plies given (its moves to get there
    /// and from there to an end fit in `c`'s).
    /// A king that may castle is taken to stand on the squares it crosses.
    pub fn stands(&self, c: Color, role: Role, s: Square) -> bool {
        let (reach, fate) = (&self.reach[c.index()], &self.fate[c.index()]);
        let (r, i) = (role.index(), s.index());
        (reach[r][i] + fate[r][i] <= self.budget[c.index()]
            && self.some_piece_fits(
                c,
                |p| p.reach[r][i],
                (self.settled[c.index()][r][i], self.taken[c.index()][r][i]),
            ))
            || (role == Role::King && self.crossing[c.index()].contains(s))
    }

    /// Whether colour `c` can move a piece from `from` as `mover` to `to`,
    /// landing as `lands_as`, in some game of at most the plies given.
    pub fn allows(&self, c: Color, from: Square, mover: Role, to: Square, lands_as: Role) -> bool {
        if self.is_wall(from) || self.is_wall(to) {
            return false;
        }
        let (reach, fate) = (&self.reach[c.index()], &self.fate[c.index()]);
        let onward = fate[lands_as.index()][to.index()];
        let (l, t) = (lands_as.index(), to.index());
        let after = (self.settled[c.index()][l][t], self.taken[c.index()][l][t]);
        reach[mover.index()][from.index()] + 1 + onward <= self.budget[c.index()]
            && self.some_piece_fits(c, |p| p.reach[mover.index()][from.index()] + 1, after)
    }

    /// The only squares where pieces of `c` can be captured, where `c`
    /// loses pieces and the other colour's captures are all its pawns'
    /// changes of file ([`captures`]); `None` otherwise.
    pub fn captured_only_on(&self, c: Color) -> Option<Bitboard> {
        self.captured_on[c.index()]
    }

    /// Whether a pawn stands on `s` all game in every such game (a goal
    /// pawn on its second rank, there in the start): a move across `s`, or
    /// a king-safety step that needs `s` empty, never happens.
    pub fn is_wall(&self, s: Square) -> bool {
        self.walls.contains(s)
    }

    /// Whether some start piece of `c` can make `moves(piece)` of its own
    /// moves and then `settling` more to an end other than capture, or
    /// `taken` more to be captured, and leave its colour's other pieces
    /// what they need (the header's budget rule).
    fn some_piece_fits(&self, c: Color, moves: impl Fn(&StartPiece) -> u32, (settling, taken): (u32, u32)) -> bool {
        self.pieces[c.index()].iter().any(|p| {
            let spent = i64::from(moves(p));
            spent + i64::from(settling) <= p.room || p.room_if_lost.is_some_and(|room| spent + i64::from(taken) <= room)
        })
    }
}

/// Lowers each of `table`'s distances to `other`'s where that is fewer.
fn lower_to(table: &mut [[u32; 64]; 6], other: &[[u32; 64]; 6]) {
    for (row, theirs) in table.iter_mut().zip(other) {
        for (m, &d) in row.iter_mut().zip(theirs) {
            *m = (*m).min(d);
        }
    }
}

/// Each piece's room in a colour's `budget` when `lost` of its pieces are
/// captured: the budget less the fewest moves the others need. That is the
/// larger of two lower bounds: the sum of their settling moves, where the
/// `lost` captured ones (`lost − 1` if the piece itself is captured) spend
/// their moves to be captured instead, chosen to save the most; and the
/// cheapest assignment of the others to the goal's squares ([`others_need`]).
fn share_out(pieces: &mut [StartPiece], budget: u32, lost: usize, goal: &[(Role, Square)]) {
    let settle: Vec<(i64, i64)> = pieces.iter().map(|p| (i64::from(p.settle), i64::from(p.taken))).collect();
    let need_assigned: Vec<(i64, Option<i64>)> = (0..pieces.len())
        .map(|i| {
            let lost_too = (lost > 0 && !pieces[i].king).then(|| others_need(pieces, i, true, lost, goal));
            (others_need(pieces, i, false, lost, goal), lost_too)
        })
        .collect();
    for (i, p) in pieces.iter_mut().enumerate() {
        let others: Vec<(i64, i64)> = settle.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &v)| v).collect();
        let mut saved: Vec<i64> = others.iter().map(|&(settle, taken)| settle - taken).collect();
        saved.sort_unstable_by(|a, b| b.cmp(a));
        let all: i64 = others.iter().map(|&(settle, _)| settle).sum();
        let need = |spared: usize| all - saved.iter().take(spared).sum::<i64>();
        let (assigned, assigned_if_lost) = need_assigned[i];
        p.room = i64::from(budget) - need(lost).max(assigned);
        p.room_if_lost = (lost > 0 && !p.king).then(|| i64::from(budget) - need(lost - 1).max(assigned_if_lost.unwrap_or(0)));
    }
}

/// The fewest moves the pieces other than `pieces[i]` make together, as an
/// assignment: every goal square of the colour ends the game holding its
/// own start piece, and exactly `lost` start pieces are captured (pieces
/// go only by capture, so the survivors and the goal's squares pair off).
/// A survivor q on goal square g made at least `q.reach[role of g][g]` of
/// its own moves; a captured piece at least its moves to a square where it
/// can be captured (`q.taken`); a king is never captured. If piece i is captured (`captured`), the others fill every
/// goal square and `lost − 1` of them are captured; if not, piece i takes
/// one goal square, whichever leaves the others least to do (a row of
/// cost 0 on every goal square). 0 where the assignment does not apply
/// (more than [`crate::chess::assignment::MAX`] pieces, or piece counts that do not add
/// up): the other bound then stands alone.
fn others_need(pieces: &[StartPiece], i: usize, captured: bool, lost: usize, goal: &[(Role, Square)]) -> i64 {
    use crate::chess::assignment::{min_cost, IMPOSSIBLE, MAX};
    let n = pieces.len();
    if n > MAX || n != goal.len() + lost {
        return 0;
    }
    let rows: Vec<Option<&StartPiece>> = pieces
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != i || !captured)
        .map(|(j, p)| (j != i).then_some(p))
        .collect();
    let slots = if captured { lost - 1 } else { lost };
    let cost = |row: usize, col: usize| -> i32 {
        match (rows[row], goal.get(col)) {
            (None, Some(_)) => 0,
            (None, None) => IMPOSSIBLE,
            (Some(q), Some(&(role, s))) => {
                let d = q.reach[role.index()][s.index()];
                if d >= FAR {
                    IMPOSSIBLE
                } else {
                    d.min(254) as i32
                }
            }
            (Some(q), None) if q.king || q.taken >= FAR => IMPOSSIBLE,
            (Some(q), None) => q.taken.min(254) as i32,
        }
    };
    debug_assert_eq!(rows.len(), goal.len() + slots);
    min_cost(rows.len(), goal.len() + slots, cost).map_or(i64::from(FAR), i64::from)
}

/// How many pieces colour `c` has in `start` beyond those of `goal`.
fn lost(start: &Position, goal: &Position, c: Color) -> usize {
    let count = |p: &Position| p.by_color()[c.index()].count() as usize;
    count(start).saturating_sub(count(goal))
}

/// Where the rook of `c` on `from` lands when it castles, if it may.
fn castled_rook_square(start: &Position, c: Color, from: Square) -> Option<Square> {
    let back = c.back_rank(start.board);
    castlings(start, c)
        .find(|files| Square::new(files.rook_from, back) == Some(from))
        .and_then(|files| Square::new(files.rook_to, back))
}

/// The goal's pawns on their second rank that stand there in the start: a
/// pawn there never moved (pawns only advance) and was never captured (it
/// is in the goal, and no other pawn can come back to its second rank).
fn walls(start: &Position, goal: &Position) -> Bitboard {
    let pawns = start.pieces(Color::White, Role::Pawn) | start.pieces(Color::Black, Role::Pawn);
    crate::chess::heuristic::frozen_pawns(goal) & pawns
}

/// One colour's empty-board distances.
struct Distances<'p> {
    start: &'p Position,
    c: Color,
    /// Per non-pawn role, from square to square.
    piece: Vec<[[u32; 64]; 64]>,
}

impl<'p> Distances<'p> {
    fn new(start: &'p Position, goal: &Position, c: Color) -> Distances<'p> {
        let g = start.board.geometry();
        let walls = walls(start, goal);
        let mut piece = vec![[[FAR; 64]; 64]; 6];
        for r in Role::ALL.into_iter().filter(|&r| r != Role::Pawn) {
            let table = &mut piece[r.index()];
            for from in start.board.squares() {
                let row = &mut table[from.index()];
                row[from.index()] = 0;
                let mut frontier = Bitboard::from_square(from);
                let mut seen = frontier;
                let mut k = 0;
                while frontier.any() {
                    k += 1;
                    let mut next = Bitboard::EMPTY;
                    for s in frontier {
                        next |= g.attacks(r.movement(c), s, walls) & g.mask & !walls;
                        if r == Role::King {
                            next |= castled_squares(start, c, s);
                        }
                    }
                    next &= !seen;
                    for s in next {
                        row[s.index()] = k;
                    }
                    seen |= next;
                    frontier = next;
                }
            }
        }
        Distances { start, c, piece }
    }

    /// A pawn's fewest moves from `from` to `to`, as a pawn (the last move
    /// may be its promotion).
    fn pawn(&self, from: Square, to: Square) -> u32 {
        let up = self.c == Color::White;
        let forward = if up {
            i32::from(to.rank()) - i32::from(from.rank())
        } else {
            i32::from(from.rank()) - i32::from(to.rank())
        };
        let files = (i32::from(to.file()) - i32::from(from.file())).unsigned_abs() as i32;
        if forward <= 0 {
            return if from == to { 0 } else { FAR };
        }
        if files > forward {
            return FAR;
        }
        let second = if up { 1 } else { self.start.board.height() - 2 };
        let double = i32::from(from.rank() == second && forward >= 2);
        files.max(forward - double) as u32
    }

    fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.start.board.squares()
    }

    fn last_rank(&self) -> impl Iterator<Item = Square> + '_ {
        let last = self.c.other().back_rank(self.start.board);
        self.squares().filter(move |s| s.rank() == last)
    }

    /// Per role and square, the fewest moves the piece of the start on
    /// `from` (a `role`) needs to stand there as that role.
    fn reach_from(&self, from: Square, role: Role) -> [[u32; 64]; 6] {
        let mut out = [[FAR; 64]; 6];
        for s in self.squares() {
            out[role.index()][s.index()] = self.distance(role, from, s);
        }
        if role == Role::Pawn {
            // Promoted pieces: a pawn's move onto its last rank makes them.
            for q in self.last_rank().collect::<Vec<_>>() {
                let made = self.pawn(from, q);
                for r in Role::PROMOTIONS {
                    for s in self.squares() {
                        let d = made + self.piece[r.index()][q.index()][s.index()];
                        out[r.index()][s.index()] = out[r.index()][s.index()].min(d);
                    }
                }
            }
        }
        out
    }

    /// A `role`'s fewest moves from `from` to `to` (a pawn's as a pawn).
    fn distance(&self, role: Role, from: Square, to: Square) -> u32 {
        if role == Role::Pawn {
            self.pawn(from, to)
        } else {
            self.piece[role.index()][from.index()][to.index()]
        }
    }

    /// Per role and square, the fewest moves a piece standing there as that
    /// role needs to end the game where it may: on a goal square of its
    /// role (with `home`), or captured where `taken` says (never a king).
    fn fate(&self, goal: &Position, home: bool, taken: Taken) -> [[u32; 64]; 6] {
        let c = self.c;
        let mut out = [[FAR; 64]; 6];
        for r in Role::ALL {
            for s in self.squares() {
                let settled = match home {
                    true => goal.pieces(c, r).into_iter().map(|g| self.distance(r, s, g)).min(),
                    false => None,
                };
                let captured = match taken {
                    _ if r == Role::King => None,
                    Taken::Nowhere => None,
                    Taken::Anywhere => Some(0),
                    Taken::At(squares) => squares.into_iter().map(|t| self.distance(r, s, t)).min(),
                };
                out[r.index()][s.index()] = settled.unwrap_or(FAR).min(captured.unwrap_or(FAR));
            }
        }
        // A pawn may promote on its last rank and go on as the new piece.
        let last: Vec<Square> = self.last_rank().collect();
        for s in self.squares() {
            for &q in &last {
                let on = Role::PROMOTIONS
                    .iter()
                    .map(|r| out[r.index()][q.index()])
                    .min()
                    .unwrap_or(FAR);
                let d = self.pawn(s, q) + on;
                out[Role::Pawn.index()][s.index()] = out[Role::Pawn.index()][s.index()].min(d);
            }
        }
        out
    }
}

/// The squares a king of `c` crosses or lands on when it castles, on the
/// sides it has the right to.
fn castling_crossings(start: &Position, c: Color) -> Bitboard {
    let back = c.back_rank(start.board);
    castlings(start, c)
        .flat_map(|files| files.king_path())
        .map(|f| Square::new(f, back).expect("8 files"))
        .collect()
}

/// Where a king of `c` standing on `s` lands by castling, if `s` is its
/// start square and it has the right.
fn castled_squares(start: &Position, c: Color, s: Square) -> Bitboard {
    let back = c.back_rank(start.board);
    if s != Square::new(CASTLING_KING_FROM, back).expect("8 files") {
        return Bitboard::EMPTY;
    }
    castlings(start, c)
        .map(|files| Square::new(files.king_to, back).expect("8 files"))
        .collect()
}

/// The castlings `c` has the right to in `start` (none off an 8×8-wide
/// castling board).
fn castlings(start: &Position, c: Color) -> impl Iterator<Item = &'static CastlingFiles> + '_ {
    let board_castles = Position::castling_board(start.board);
    CASTLING_FILES
        .iter()
        .filter(move |files| board_castles && start.castling.rights[c.index()][files.side])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::movegen::{legal_moves, play};
    use crate::chess::Move;

    /// Every move of every game of exactly `plies` plies from `start` to
    /// `goal`'s placement, checked against the rule: how many games.
    fn games_allowed(start: &str, goal: &str, plies: u32) -> u64 {
        let (start, goal) = (parse_fen(start).unwrap(), parse_fen(goal).unwrap());
        let rel = MoveRelevance::new(&start, &goal, plies);
        fn walk(pos: &Position, goal: &Position, left: u32, line: &mut Vec<(Position, Move)>, rel: &MoveRelevance) -> u64 {
            if left == 0 {
                if pos.by_color() != goal.by_color() || pos.by_role() != goal.by_role() {
                    return 0;
                }
                for (before, m) in line.iter() {
                    let (c, mover) = before.piece_at(m.from).unwrap();
                    let lands = m.promotion.unwrap_or(mover);
                    assert!(rel.allows(c, m.from, mover, m.to, lands), "{m} in a game of {}", line.len());
                }
                return 1;
            }
            let mut moves = Vec::new();
            legal_moves(pos, &mut moves);
            let mut n = 0;
            for m in moves {
                line.push((pos.clone(), m));
                n += walk(&play(pos, m), goal, left - 1, line, rel);
                line.pop();
            }
            n
        }
        walk(&start, &goal, plies, &mut Vec::new(), &rel)
    }

    #[test]
    fn every_move_of_every_game_is_allowed() {
        // Castling both ways, a promotion, captures, en passant.
        assert!(games_allowed("r3k3/8/4K2R w Kq - 0 1", "2kr4/8/5RK1 w", 2) >= 1);
        assert!(games_allowed("1r1k/P3/4/K3 w - - 0 1", "1N1k/4/4/K3 b", 1) >= 1);
        assert!(games_allowed("3k/P3/4/K3 w - - 0 1", "N3/3k/4/1K2 b", 3) >= 1);
        assert!(games_allowed("4k/4p/5/3P1/K4 b - - 0 1", "4k/5/4P/5/K4 b", 2) >= 1);
        assert!(games_allowed("r3/4/4/2BR w - - 0 1", "4/1r1R/4/B3 w", 6) == 22);
    }

    #[test]
    fn moves_beyond_the_budget_are_dropped() {
        let start = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        let goal = parse_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b").unwrap();
        let rel = MoveRelevance::new(&start, &goal, 2);
        let sq = |s: &str| start.board.parse_square(s).unwrap();
        assert!(rel.allows(Color::White, sq("e2"), Role::Pawn, sq("e4"), Role::Pawn));
        // The knight would need a move back: 2 of White's 1.
        assert!(!rel.allows(Color::White, sq("g1"), Role::Knight, sq("f3"), Role::Knight));
        // Four plies: out and back fits.
        let rel = MoveRelevance::new(&start, &goal, 6);
        assert!(rel.allows(Color::White, sq("g1"), Role::Knight, sq("f3"), Role::Knight));
        assert!(!rel.allows(Color::White, sq("d2"), Role::Pawn, sq("d4"), Role::Pawn));
    }
}
