//! Board geometry shared by every game: board sizes up to 8×8, squares,
//! bitboards, and attack / ray / between tables precomputed once per size.
//!
//! All boards use the same 8×8 square numbering (`index = rank * 8 + file`),
//! so a `w×h` board is the 8×8 board restricted to its mask. Tables are built
//! for the full 8×8 layout, then clipped to the board mask, which keeps rays
//! from running off a small board.

use std::fmt;
use std::sync::OnceLock;

/// A set of squares, one bit per square of the 8×8 layout.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Bitboard(pub u64);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set holding just `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1u64 << sq.0)
    }
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 >> sq.0 & 1 != 0
    }
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0 |= 1u64 << sq.0;
    }
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0 &= !(1u64 << sq.0);
    }
    /// The lowest square of the set, if any.
    #[inline]
    pub fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(self.0.trailing_zeros() as u8))
        }
    }
    /// The highest square of the set, if any.
    #[inline]
    pub fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(63 - self.0.leading_zeros() as u8))
        }
    }
}

impl std::ops::BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 & o.0)
    }
}
impl std::ops::BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 | o.0)
    }
}
impl std::ops::BitXor for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitxor(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ o.0)
    }
}
impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}
impl std::ops::BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, o: Bitboard) {
        self.0 &= o.0
    }
}
impl std::ops::BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, o: Bitboard) {
        self.0 |= o.0
    }
}
impl std::ops::BitXorAssign for Bitboard {
    #[inline]
    fn bitxor_assign(&mut self, o: Bitboard) {
        self.0 ^= o.0
    }
}

/// The set of the squares given.
impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        squares
            .into_iter()
            .fold(Bitboard::EMPTY, |set, sq| set | Bitboard::from_square(sq))
    }
}

/// Iterates the squares of a set, lowest first.
impl Iterator for Bitboard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

/// A square of the 8×8 layout: `index = rank * 8 + file`, both from 0.
/// Whether it lies on a smaller board is a question for [`Board`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    /// The square at `file`, `rank` (both 0..8), or `None` off the 8×8 layout.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }
    /// The square with this layout index (0..64).
    #[inline]
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }
    /// The square shifted by (`df`, `dr`), or `None` off the 8×8 layout.
    #[inline]
    pub fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if (0..8).contains(&f) && (0..8).contains(&r) {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// The eight sliding directions as (file, rank) steps; the first four are
/// orthogonal (rook), the last four diagonal (bishop).
pub const DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (1, -1), (-1, -1), (-1, 1)];

/// Knight jumps as (file, rank) steps.
pub const KNIGHT_JUMPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// A board size, `width` files by `height` ranks, each 1..=8.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    width: u8,
    height: u8,
}

impl std::str::FromStr for Board {
    type Err = String;
    /// `WxH` (or `WXH`), each 1..=8: `8x8`, `5x4`.
    fn from_str(s: &str) -> Result<Board, String> {
        let bad = || format!("'{s}': expected WxH with W and H in 1..8");
        let (w, h) = s.split_once(['x', 'X']).ok_or_else(bad)?;
        let (w, h) = (w.parse::<u8>().map_err(|_| bad())?, h.parse::<u8>().map_err(|_| bad())?);
        Board::new(w, h).ok_or_else(bad)
    }
}

impl Board {
    /// The standard 8×8 board.
    pub const STANDARD: Board = Board { width: 8, height: 8 };

    /// A board of `width` × `height`, or `None` unless both are in 1..=8.
    pub const fn new(width: u8, height: u8) -> Option<Board> {
        if width >= 1 && width <= 8 && height >= 1 && height <= 8 {
            Some(Board { width, height })
        } else {
            None
        }
    }
    #[inline]
    pub const fn width(self) -> u8 {
        self.width
    }
    #[inline]
    pub const fn height(self) -> u8 {
        self.height
    }
    /// Number of squares on the board.
    pub const fn area(self) -> u32 {
        self.width as u32 * self.height as u32
    }
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        sq.file() < self.width && sq.rank() < self.height
    }
    /// The squares of the board, a1 first, rank by rank.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let (w, h) = (self.width, self.height);
        (0..h).flat_map(move |r| (0..w).map(move |f| Square(r * 8 + f)))
    }
    /// Parses a square name such as `e4`, checked against this board.
    pub fn parse_square(self, s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
            return None;
        }
        let sq = Square::new(b[0] - b'a', b[1] - b'1')?;
        self.contains(sq).then_some(sq)
    }
    /// A distinct number in 0..64 per board size, for per-size table caches.
    pub const fn size_index(self) -> usize {
        (self.width as usize - 1) * 8 + (self.height as usize - 1)
    }

    /// The precomputed tables of this board size.
    pub fn geometry(self) -> &'static Geometry {
        static TABLES: [OnceLock<Geometry>; 64] = [const { OnceLock::new() }; 64];
        TABLES[self.size_index()].get_or_init(|| Geometry::build(self))
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

/// Parses a FEN-style placement: ranks top first, separated by `/`, digit
/// runs (possibly multi-digit) for empty squares, one letter per piece.
/// Returns the board size and every letter with its square; which letters
/// mean which pieces is the game's business.
pub fn parse_placement(text: &str) -> Result<(Board, Vec<(Square, char)>), String> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() > 8 {
        return Err(format!("placement has {} ranks, at most 8", ranks.len()));
    }
    let mut rows: Vec<Vec<Option<char>>> = Vec::new();
    for (i, rank) in ranks.iter().enumerate() {
        let mut row: Vec<Option<char>> = Vec::new();
        let mut chars = rank.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                let mut digits = c.to_string();
                while let Some(d) = chars.next_if(|d| d.is_ascii_digit()) {
                    digits.push(d);
                }
                match digits.parse::<usize>() {
                    Ok(n @ 1..=8) => row.extend(std::iter::repeat_n(None, n)),
                    _ => return Err(format!("empty-square count {digits} in rank {} is out of range 1..8", i + 1)),
                }
            } else if c.is_ascii_alphabetic() {
                row.push(Some(c));
            } else {
                return Err(format!("unexpected character '{c}' in rank {} of the placement", i + 1));
            }
            if row.len() > 8 {
                return Err(format!("rank {} of the placement is longer than 8 squares", i + 1));
            }
        }
        if row.is_empty() {
            return Err(format!("rank {} of the placement is empty", i + 1));
        }
        rows.push(row);
    }
    let width = rows[0].len();
    if let Some((i, r)) = rows.iter().enumerate().find(|(_, r)| r.len() != width) {
        return Err(format!(
            "ragged placement: rank {} has {} squares but the first has {width}",
            i + 1,
            r.len()
        ));
    }
    let height = rows.len();
    let board = Board::new(width as u8, height as u8).expect("1..8 checked above");
    let mut pieces = Vec::new();
    for (row, cells) in rows.iter().enumerate() {
        for (file, cell) in cells.iter().enumerate() {
            if let Some(c) = cell {
                pieces.push((Square::new(file as u8, (height - 1 - row) as u8).expect("on board"), *c));
            }
        }
    }
    Ok((board, pieces))
}

/// Attack, ray and between tables for one board size, clipped to the board.
/// How a piece moves and captures, as geometry sees it; each game's roles
/// map onto it (a Solo Chess pawn captures upwards, a chess pawn by colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Movement {
    King,
    Knight,
    /// A pawn capturing towards higher ranks.
    PawnUp,
    /// A pawn capturing towards lower ranks.
    PawnDown,
    Rook,
    Bishop,
    Queen,
}

pub struct Geometry {
    pub board: Board,
    /// The squares of the board.
    pub mask: Bitboard,
    /// King steps from each square.
    pub king: [Bitboard; 64],
    /// Knight jumps from each square.
    pub knight: [Bitboard; 64],
    /// Squares a pawn on each square captures towards the higher rank
    /// (the white pawn's direction).
    pub pawn_up: [Bitboard; 64],
    /// Squares a pawn on each square captures towards the lower rank.
    pub pawn_down: [Bitboard; 64],
    /// Open rays from each square in each of [`DIRECTIONS`], the square itself excluded.
    pub rays: [[Bitboard; 64]; 8],
    /// Squares strictly between two squares on a common line, else empty.
    pub between: Box<[[Bitboard; 64]; 64]>,
    /// The full line through two aligned squares (clipped to the board), else empty.
    pub line: Box<[[Bitboard; 64]; 64]>,
}

impl Geometry {
    fn build(board: Board) -> Geometry {
        let mut mask = Bitboard::EMPTY;
        for sq in board.squares() {
            mask.insert(sq);
        }
        let steps = |sq: Square, deltas: &[(i8, i8)]| {
            let mut bb = Bitboard::EMPTY;
            for &(df, dr) in deltas {
                if let Some(t) = sq.offset(df, dr) {
                    if board.contains(t) {
                        bb.insert(t);
                    }
                }
            }
            bb
        };
        let mut g = Geometry {
            board,
            mask,
            king: [Bitboard::EMPTY; 64],
            knight: [Bitboard::EMPTY; 64],
            pawn_up: [Bitboard::EMPTY; 64],
            pawn_down: [Bitboard::EMPTY; 64],
            rays: [[Bitboard::EMPTY; 64]; 8],
            between: Box::new([[Bitboard::EMPTY; 64]; 64]),
            line: Box::new([[Bitboard::EMPTY; 64]; 64]),
        };
        for sq in board.squares() {
            let i = sq.index();
            g.king[i] = steps(sq, &DIRECTIONS);
            g.knight[i] = steps(sq, &KNIGHT_JUMPS);
            g.pawn_up[i] = steps(sq, &[(-1, 1), (1, 1)]);
            g.pawn_down[i] = steps(sq, &[(-1, -1), (1, -1)]);
            for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
                let mut ray = Bitboard::EMPTY;
                let mut between = Bitboard::EMPTY;
                let mut cur = sq;
                while let Some(t) = cur.offset(df, dr).filter(|&t| board.contains(t)) {
                    ray.insert(t);
                    g.between[i][t.index()] = between;
                    between.insert(t);
                    cur = t;
                }
                g.rays[d][i] = ray;
            }
        }
        for a in board.squares() {
            for (d, _) in DIRECTIONS.iter().enumerate() {
                let ray = g.rays[d][a.index()];
                let back = g.rays[(d + 2) % 4 + (d / 4) * 4][a.index()];
                let full = ray | back | Bitboard::from_square(a);
                for b in ray {
                    g.line[a.index()][b.index()] = full;
                }
            }
        }
        g
    }

    /// Squares attacked by a piece that moves as `m` from `sq`, given the
    /// occupied squares `occ` (a slider's first blocker included). The one
    /// dispatch from movement to tables; each game maps its roles onto
    /// [`Movement`].
    #[inline]
    pub fn attacks(&self, m: Movement, sq: Square, occ: Bitboard) -> Bitboard {
        let i = sq.index();
        match m {
            Movement::King => self.king[i],
            Movement::Knight => self.knight[i],
            Movement::PawnUp => self.pawn_up[i],
            Movement::PawnDown => self.pawn_down[i],
            Movement::Rook => self.rook_attacks(sq, occ),
            Movement::Bishop => self.bishop_attacks(sq, occ),
            Movement::Queen => self.rook_attacks(sq, occ) | self.bishop_attacks(sq, occ),
        }
    }

    /// The squares strictly between `a` and `b` on a common line (empty if none).
    #[inline]
    pub fn between(&self, a: Square, b: Square) -> Bitboard {
        self.between[a.index()][b.index()]
    }

    /// Rook attacks from `sq` given the occupied squares `occ`
    /// (the first blocker in each direction is included).
    #[inline]
    pub fn rook_attacks(&self, sq: Square, occ: Bitboard) -> Bitboard {
        self.slide(sq, occ, 0) | self.slide(sq, occ, 1) | self.slide(sq, occ, 2) | self.slide(sq, occ, 3)
    }

    /// Bishop attacks from `sq` given the occupied squares `occ`.
    #[inline]
    pub fn bishop_attacks(&self, sq: Square, occ: Bitboard) -> Bitboard {
        self.slide(sq, occ, 4) | self.slide(sq, occ, 5) | self.slide(sq, occ, 6) | self.slide(sq, occ, 7)
    }

    /// Attacks along one direction: the open ray, cut after its first blocker.
    #[inline]
    fn slide(&self, sq: Square, occ: Bitboard, dir: usize) -> Bitboard {
        let ray = self.rays[dir][sq.index()];
        let blockers = ray & occ;
        // Directions 0, 1, 4 and 7 increase the square index; the others decrease it.
        let first = if matches!(dir, 0 | 1 | 4 | 7) {
            blockers.first()
        } else {
            blockers.last()
        };
        match first {
            Some(b) => ray ^ self.rays[dir][b.index()],
            None => ray,
        }
    }

    /// Whether `a` and `b` lie on a common rank, file or diagonal.
    #[inline]
    pub fn aligned(&self, a: Square, b: Square) -> bool {
        self.line[a.index()][b.index()].any()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Board::STANDARD.parse_square(s).unwrap()
    }

    #[test]
    fn collecting_squares_gives_their_set_and_iterating_gives_them_back() {
        let set: Bitboard = ["h8", "a1", "e4", "a1"].into_iter().map(sq).collect();
        assert_eq!(set.count(), 3);
        assert_eq!(set.collect::<Vec<_>>(), vec![sq("a1"), sq("e4"), sq("h8")]);
        assert_eq!(std::iter::empty().collect::<Bitboard>(), Bitboard::EMPTY);
    }

    #[test]
    fn square_names_round_trip() {
        for sq in Board::STANDARD.squares() {
            assert_eq!(Board::STANDARD.parse_square(&sq.to_string()), Some(sq));
        }
        assert_eq!(sq("a1").index(), 0);
        assert_eq!(sq("h8").index(), 63);
        assert_eq!(Board::new(3, 3).unwrap().parse_square("d1"), None);
        assert_eq!(Board::new(3, 3).unwrap().parse_square("a4"), None);
    }

    #[test]
    fn board_sizes_are_checked() {
        assert!(Board::new(0, 3).is_none());
        assert!(Board::new(9, 3).is_none());
        assert!(Board::new(1, 8).is_some());
    }

    #[test]
    fn tables_are_clipped_to_small_boards() {
        let g = Board::new(3, 3).unwrap().geometry();
        assert_eq!(g.king[sq("b2").index()].count(), 8);
        assert_eq!(g.knight[sq("a1").index()].count(), 2);
        assert_eq!(g.knight[sq("b2").index()].count(), 0);
        assert_eq!(g.rook_attacks(sq("a1"), Bitboard::EMPTY).count(), 4);
        assert_eq!(g.bishop_attacks(sq("a1"), Bitboard::EMPTY).count(), 2);
        let g = Board::new(1, 8).unwrap().geometry();
        assert_eq!(g.rook_attacks(sq("a1"), Bitboard::EMPTY).count(), 7);
        assert_eq!(g.pawn_up[sq("a1").index()].count(), 0);
    }

    #[test]
    fn sliders_stop_at_the_first_blocker() {
        let g = Board::STANDARD.geometry();
        let occ = Bitboard::from_square(sq("d6")) | Bitboard::from_square(sq("b2"));
        let att = g.rook_attacks(sq("d4"), occ);
        assert!(att.contains(sq("d6")) && !att.contains(sq("d7")));
        assert_eq!(att.count(), 2 + 3 + 3 + 4);
        let att = g.bishop_attacks(sq("d4"), occ);
        assert!(att.contains(sq("b2")) && !att.contains(sq("a1")));
        assert_eq!(att.count(), 2 + 3 + 3 + 4);
    }

    #[test]
    fn placements_parse_with_sizes_and_errors() {
        let (b, pieces) = parse_placement("k2/3/1Q1").unwrap();
        assert_eq!((b.width(), b.height()), (3, 3));
        assert_eq!(pieces, vec![(sq("a3"), 'k'), (sq("b1"), 'Q')]);
        assert!(parse_placement("8/7").unwrap_err().contains("ragged placement: rank 2 has 7"));
        assert!(parse_placement("10").unwrap_err().contains("out of range"));
        assert!(parse_placement("ppppppppp").unwrap_err().contains("longer than 8"));
        assert!(parse_placement("1/1/1/1/1/1/1/1/1").unwrap_err().contains("at most 8"));
        assert!(parse_placement("k//K")
            .unwrap_err()
            .contains("rank 2 of the placement is empty"));
        assert!(parse_placement("k2/3/K?1").unwrap_err().contains("unexpected character '?'"));
    }

    #[test]
    fn between_and_line() {
        let g = Board::STANDARD.geometry();
        assert_eq!(g.between[sq("a1").index()][sq("d4").index()].count(), 2);
        assert_eq!(g.between[sq("a1").index()][sq("b3").index()].count(), 0);
        assert!(!g.aligned(sq("a1"), sq("b3")));
        assert_eq!(g.line[sq("a1").index()][sq("c3").index()].count(), 8);
        assert_eq!(g.line[sq("c3").index()][sq("a1").index()].count(), 8);
        assert_eq!(g.line[sq("e1").index()][sq("e5").index()].count(), 8);
    }
}
