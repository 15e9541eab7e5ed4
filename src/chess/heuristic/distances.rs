//! Move distances on an empty board (or around the goal's frozen pawns)
//! for each kind of piece, pawns and promotions included: the journeys of
//! the bounds in `mod.rs` are sums of these.

use super::super::{Color, Position, Role};
use crate::board::{Bitboard, Board, Square};
use std::cell::OnceCell;
use std::sync::OnceLock;

pub(super) const FAR: u8 = u8::MAX;

/// Empty-board move distances for one board size.
pub(super) struct Distances {
    /// `piece[role][from][to]` for knight, bishop, rook, queen and king
    /// (indexed by `Role::index()`; the pawn row is unused).
    pub(super) piece: [Box<[[u8; 64]; 64]>; 6],
    /// `pawn[color][from][to]`: pawn moves (pushes, double steps, diagonal
    /// captures) ignoring occupancy; a promotion square ends the journey.
    pub(super) pawn: [Box<[[u8; 64]; 64]>; 2],
    /// `promoted[color][role][from][to]`: a pawn's moves to a promotion
    /// square, then the promoted piece's moves to `to`.
    pub(super) promoted: [[Box<[[u8; 64]; 64]>; 6]; 2],
    /// Per square, where a rook's or queen's slide along its file from
    /// there may not end because it would cross a pawn's corridor whole
    /// (`corridors.rs`); `None` where no pawn keeps to a corridor. Rows
    /// around more walls (`AroundWalls`) read them from here too.
    pub(super) slide_cuts: Option<Box<SlideCuts>>,
}

/// Per square, the squares a file slide from it may not end on.
pub(super) type SlideCuts = [Bitboard; 64];

fn table() -> Box<[[u8; 64]; 64]> {
    Box::new([[FAR; 64]; 64])
}

impl Distances {
    pub(super) fn get(board: Board) -> &'static Distances {
        static TABLES: [OnceLock<Distances>; 64] = [const { OnceLock::new() }; 64];
        TABLES[board.size_index()].get_or_init(|| Distances::build(board, Bitboard::EMPTY, None))
    }

    /// Distances on `board` with the `blocked` squares occupied for ever:
    /// no piece enters them and sliders do not pass them; nor do rooks
    /// and queens slide along a file to the `slide_cuts` of their square.
    pub(super) fn build(board: Board, blocked: Bitboard, slide_cuts: Option<Box<SlideCuts>>) -> Distances {
        let mut d = Distances {
            piece: std::array::from_fn(|_| table()),
            pawn: std::array::from_fn(|_| table()),
            promoted: std::array::from_fn(|_| std::array::from_fn(|_| table())),
            slide_cuts,
        };
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King] {
            for from in board.squares() {
                d.piece[role.index()][from.index()] =
                    piece_row_stopping(board, blocked, Bitboard::EMPTY, d.slide_cuts.as_deref(), role, from);
            }
        }
        for color in [Color::White, Color::Black] {
            for from in board.squares() {
                d.pawn[color.index()][from.index()] = pawn_row(board, blocked, color, from);
            }
        }
        d.fill_promotions(board);
        d
    }

    /// A pawn's moves to a promotion square, then the promoted piece's.
    fn fill_promotions(&mut self, board: Board) {
        for color in [Color::White, Color::Black] {
            let last = match color {
                Color::White => board.height() - 1,
                Color::Black => 0,
            };
            let ci = color.index();
            for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                for from in board.squares() {
                    for to in board.squares() {
                        let mut best = FAR as u32;
                        for file in 0..board.width() {
                            let p = Square::new(file, last).expect("on board");
                            let a = self.pawn[ci][from.index()][p.index()] as u32;
                            let b = self.piece[role.index()][p.index()][to.index()] as u32;
                            if a != FAR as u32 && b != FAR as u32 {
                                best = best.min(a + b);
                            }
                        }
                        // Unreachable stays FAR (it used to become 254: a weak bound instead of a proof).
                        self.promoted[ci][role.index()][from.index()][to.index()] = if best >= FAR as u32 {
                            FAR
                        } else {
                            best.min(FAR as u32 - 1) as u8
                        };
                    }
                }
            }
        }
    }
}

/// Moves a piece of `role` (not a pawn) needs from `from` to each square
/// around `blocked`; it moves as it captures. A rook's or queen's move
/// from `s` does not end on `slide_cuts[s]` (a slide along its file that
/// would cross a pawn's corridor whole, `corridors.rs`).
fn piece_row(board: Board, blocked: Bitboard, slide_cuts: Option<&SlideCuts>, role: Role, from: Square) -> [u8; 64] {
    let g = board.geometry();
    let mut row = [FAR; 64];
    let cuts = slide_cuts.filter(|_| matches!(role, Role::Rook | Role::Queen));
    bfs(&mut row, from, |s| {
        let cut = cuts.map_or(Bitboard::EMPTY, |c| c[s.index()]);
        g.attacks(role.movement(Color::White), s, blocked) & !blocked & !cut
    });
    row
}

/// [`piece_row`] where the `stops` may be entered but neither crossed nor
/// left: squares occupied to the end, where only the piece that ends there
/// may come (`sealed.rs`).
fn piece_row_stopping(
    board: Board,
    blocked: Bitboard,
    stops: Bitboard,
    slide_cuts: Option<&SlideCuts>,
    role: Role,
    from: Square,
) -> [u8; 64] {
    if stops.is_empty() {
        // Every row but the keeper's (`sealed.rs`): no test per square.
        return piece_row(board, blocked, slide_cuts, role, from);
    }
    let g = board.geometry();
    let mut row = [FAR; 64];
    let occupied = blocked | stops;
    let cuts = slide_cuts.filter(|_| matches!(role, Role::Rook | Role::Queen));
    bfs(&mut row, from, |s| {
        if s != from && stops.contains(s) {
            return Bitboard::EMPTY;
        }
        let cut = cuts.map_or(Bitboard::EMPTY, |c| c[s.index()]);
        g.attacks(role.movement(Color::White), s, occupied) & !blocked & !cut
    });
    row
}

/// Moves a pawn of `color` needs from `from` to each square around
/// `blocked` (pushes, double steps and diagonal captures, occupancy
/// ignored); a promotion square ends its journey as a pawn.
fn pawn_row(board: Board, blocked: Bitboard, color: Color, from: Square) -> [u8; 64] {
    pawn_row_capturing_onto(board, blocked, color, from, !Bitboard::EMPTY)
}

/// [`pawn_row`] with the diagonal steps (captures) landing on `open`
/// squares only.
pub(super) fn pawn_row_capturing_onto(board: Board, blocked: Bitboard, color: Color, from: Square, open: Bitboard) -> [u8; 64] {
    pawn_row_general(board, blocked, Bitboard::EMPTY, color, from, open)
}

/// [`pawn_row_capturing_onto`] where the `stops` may be entered but not
/// left nor jumped by a double step ([`piece_row_stopping`]).
fn pawn_row_general(board: Board, blocked: Bitboard, stops: Bitboard, color: Color, from: Square, open: Bitboard) -> [u8; 64] {
    let (dir, second, last): (i8, u8, u8) = match color {
        Color::White => (1, 1, board.height() - 1),
        Color::Black => (-1, board.height() - 2, 0),
    };
    let stopping = stops.any();
    let step = |s: Square| -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        if s.rank() == last || (stopping && s != from && stops.contains(s)) {
            return bb; // promoted: no longer a pawn; or stopped for good
        }
        for df in [-1, 0, 1] {
            if let Some(t) = s
                .offset(df, dir)
                .filter(|t| board.contains(*t) && (df == 0 || open.contains(*t)))
            {
                bb.insert(t);
            }
        }
        let one_step_free = s.offset(0, dir).is_some_and(|t| !(blocked | stops).contains(t));
        if s.rank() == second && board.height() >= 5 && one_step_free {
            if let Some(t) = s.offset(0, 2 * dir).filter(|t| board.contains(*t)) {
                bb.insert(t);
            }
        }
        bb & !blocked
    };
    let mut row = [FAR; 64];
    bfs(&mut row, from, step);
    row
}

/// Breadth-first distances from `from` over `next`, into `row`.
fn bfs(row: &mut [u8; 64], from: Square, next: impl Fn(Square) -> Bitboard) {
    row[from.index()] = 0;
    let mut frontier = Bitboard::from_square(from);
    let mut depth = 0u8;
    while frontier.any() {
        depth += 1;
        let mut new = Bitboard::EMPTY;
        for s in frontier {
            for t in next(s) {
                if row[t.index()] == FAR {
                    row[t.index()] = depth;
                    new.insert(t);
                }
            }
        }
        frontier = new;
    }
}

/// What the bounds read: moves of a piece, of a pawn, and of a pawn that
/// promotes, from one square to another (`FAR`: never).
pub(super) trait Dist {
    /// Moves of a piece of `role` (not a pawn) from `from`, by square.
    fn piece(&self, role: Role, from: Square) -> &[u8; 64];
    /// Moves of a pawn of colour `c` from `from`, by square.
    fn pawn(&self, c: Color, from: Square) -> &[u8; 64];
    /// Moves of a pawn of colour `c` from `from` to `to` as a `role`.
    fn promoted(&self, c: Color, role: Role, from: Square, to: Square) -> u32;

    /// The most files a pawn of the colour measured may still change
    /// (one per capture; [`CapturesLeft`]): a pawn square farther off
    /// sideways is out of its reach, whatever [`Dist::pawn`] says.
    #[inline]
    fn max_file_shift(&self) -> u8 {
        u8::MAX
    }

    #[inline]
    fn piece_or_pawn(&self, c: Color, role: Role, from: Square, to: Square) -> u32 {
        match role {
            Role::Pawn if from.file().abs_diff(to.file()) > self.max_file_shift() => FAR as u32,
            Role::Pawn => self.pawn(c, from)[to.index()] as u32,
            _ => self.piece(role, from)[to.index()] as u32,
        }
    }
}

/// Distances `d` for one colour that can make at most `shifts` more
/// captures (the other colour's surplus pieces: each capture takes one,
/// and nothing adds pieces). A pawn changes file only by capturing, one
/// file per capture, so none of that colour's pawns ends a game more than
/// `shifts` files from where it stands now: as a pawn, its way to a square
/// farther off sideways is no way at all ([`Dist::max_file_shift`], read by
/// the matching's entries: `costs.rs`). Promotions are left as `d` has
/// them (a promoted pawn's file changes are not counted: the bound only
/// weakens). Every entry either equals `d`'s or belongs to a fate no game
/// within the captures gives the piece, so a matching on these distances
/// still bounds every such game, and the bounds that charge the game's
/// own assignment entry by entry (`meeting.rs`) keep holding.
pub(super) struct CapturesLeft<'a, D> {
    pub(super) d: &'a D,
    pub(super) shifts: u8,
}

impl<D: Dist> Dist for CapturesLeft<'_, D> {
    #[inline]
    fn piece(&self, role: Role, from: Square) -> &[u8; 64] {
        self.d.piece(role, from)
    }
    #[inline]
    fn pawn(&self, c: Color, from: Square) -> &[u8; 64] {
        self.d.pawn(c, from)
    }
    #[inline]
    fn promoted(&self, c: Color, role: Role, from: Square, to: Square) -> u32 {
        self.d.promoted(c, role, from, to)
    }
    #[inline]
    fn max_file_shift(&self) -> u8 {
        self.shifts
    }
}

impl Dist for Distances {
    #[inline]
    fn piece(&self, role: Role, from: Square) -> &[u8; 64] {
        &self.piece[role.index()][from.index()]
    }
    #[inline]
    fn pawn(&self, c: Color, from: Square) -> &[u8; 64] {
        &self.pawn[c.index()][from.index()]
    }
    #[inline]
    fn promoted(&self, c: Color, role: Role, from: Square, to: Square) -> u32 {
        self.promoted[c.index()][role.index()][from.index()][to.index()] as u32
    }
}

/// Rows of piece and pawn distances around a set of walls, each computed
/// the first time it is read: a search meets many sets, and a bound reads
/// the rows of the squares its pieces stand on only.
pub(super) struct LazyRows {
    board: Board,
    blocked: Bitboard,
    /// Squares that may be entered but neither crossed nor left
    /// ([`piece_row_stopping`]); empty but for `sealed.rs`.
    stops: Bitboard,
    /// Squares the king of the colour these rows serve never enters:
    /// attacked for good by the other colour (`theirs.rs`); empty elsewhere.
    king_barred: Bitboard,
    /// Piece rows at `role · 64 + from`, then pawn rows at
    /// `(6 + colour) · 64 + from`.
    rows: Box<[OnceCell<Box<[u8; 64]>>]>,
}

impl LazyRows {
    /// Rows around `blocked` where the `stops` end every journey that
    /// enters them ([`piece_row_stopping`]; none for plain walls) and the
    /// king never enters the `king_barred` squares.
    pub(super) fn new(board: Board, blocked: Bitboard, stops: Bitboard, king_barred: Bitboard) -> LazyRows {
        LazyRows {
            board,
            blocked,
            stops: stops & !blocked,
            king_barred,
            // A pointer per row, each row boxed when computed: a search
            // with budget walls (`budget.rs`) may make thousands of sets
            // and read a few rows of each; a table of whole rows (33 KB,
            // built on the stack and copied) was a tenth of such a search's
            // time when both colours' frozen pieces made the sets.
            rows: (0..8 * 64).map(|_| OnceCell::new()).collect(),
        }
    }
}

/// Distances around more walls than `promotions`' tables know: pieces and
/// pawns from the lazy rows, promotions from the tables. A promotion's
/// distance around fewer walls is at most the one around more, so the
/// bounds stay bounds; the promotions are most of a full build's work and
/// rarely pass a wall met on the way.
pub(super) struct AroundWalls<'a> {
    pub(super) rows: &'a LazyRows,
    pub(super) promotions: &'a Distances,
}

impl Dist for AroundWalls<'_> {
    #[inline]
    fn piece(&self, role: Role, from: Square) -> &[u8; 64] {
        let rows = self.rows;
        rows.rows[role.index() * 64 + from.index()].get_or_init(|| {
            // A king steps, it never slides: barred squares are walls
            // for it alone.
            let blocked = match role {
                Role::King => rows.blocked | rows.king_barred,
                _ => rows.blocked,
            };
            let cuts = self.promotions.slide_cuts.as_deref();
            Box::new(piece_row_stopping(rows.board, blocked, rows.stops, cuts, role, from))
        })
    }
    #[inline]
    fn pawn(&self, c: Color, from: Square) -> &[u8; 64] {
        let rows = self.rows;
        rows.rows[(6 + c.index()) * 64 + from.index()].get_or_init(|| {
            Box::new(pawn_row_general(
                rows.board,
                rows.blocked,
                rows.stops,
                c,
                from,
                !Bitboard::EMPTY,
            ))
        })
    }
    #[inline]
    fn promoted(&self, c: Color, role: Role, from: Square, to: Square) -> u32 {
        self.promotions.promoted(c, role, from, to)
    }
}

/// The distance tables an estimator reads: the shared empty-board ones, or
/// ones around the goal's frozen pawns.
pub(super) enum Tables {
    Shared(&'static Distances),
    Own(Box<Distances>),
}

impl std::ops::Deref for Tables {
    type Target = Distances;
    fn deref(&self) -> &Distances {
        match self {
            Tables::Shared(d) => d,
            Tables::Own(d) => d,
        }
    }
}

impl Tables {
    /// A pawn of the goal on its colour's second rank never moves on the way
    /// there: pawns only advance and none can come from behind it, so the
    /// one there now is the one there at the end. Those squares are walls
    /// for every journey (a bishop behind closed pawns never gets out).
    /// `frozen` is [`frozen_pawns`] of the goal.
    /// `slide_cuts` are the corridors' (`corridors.rs`), if any.
    pub(super) fn around_goal_walls(board: Board, frozen: Bitboard, slide_cuts: Option<Box<SlideCuts>>) -> Tables {
        if frozen.any() || slide_cuts.is_some() {
            Tables::Own(Box::new(Distances::build(board, frozen, slide_cuts)))
        } else {
            Tables::Shared(Distances::get(board))
        }
    }
}

/// The goal's pawns that stand on their colour's second rank.
pub fn frozen_pawns(goal: &Position) -> Bitboard {
    let mut frozen = Bitboard::EMPTY;
    if goal.board.height() < 3 {
        return frozen;
    }
    for (color, rank) in [(Color::White, 1), (Color::Black, goal.board.height() - 2)] {
        for sq in goal.pieces(color, Role::Pawn) {
            if sq.rank() == rank {
                frozen.insert(sq);
            }
        }
    }
    frozen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::heuristic::Estimator;
    use crate::chess::proofgame::count_exhaustively;

    /// Black's d-pawn must take a white piece on c4, and White's e-pawn
    /// is the one it can lose. The static tables give exd3 and dxc4, two
    /// moves; but with one black piece to capture, White's pawns change
    /// one file at most: the e-pawn reaches c4 only once promoted.
    #[test]
    fn a_pawn_changes_no_more_files_than_its_colour_has_captures_left() {
        let goal = parse_fen("7k/8/8/8/2p5/8/8/7K w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let one = parse_fen("7k/8/8/3p4/8/3n4/4P3/7K w - - 0 1").unwrap();
        // Only as a promoted piece (e8, then on to c4).
        assert_eq!(est.colour_bound(&one, Color::White, 1).map(|b| b.journeys), Some(6));
        assert_eq!(est.estimate(&one).map(|e| e.per_color[0]), Some(6));
        assert_eq!(count_exhaustively(&one, &goal, 4), 0);
        // With two captures the two moves are a way: exd3 Nc4 dxc4 dxc4.
        assert_eq!(est.colour_bound(&one, Color::White, 2).map(|b| b.journeys), Some(2));
        let two = parse_fen("7k/8/1n6/3p4/8/3n4/4P3/7K w - - 0 1").unwrap();
        assert_eq!(est.estimate(&two).map(|e| e.per_color[0]), Some(2));
        assert_eq!(count_exhaustively(&two, &goal, 4), 1);
    }
}
