//! Dead positions by *dominance*: a position is dead when a position proven
//! dead has the same occupied squares and king, and at every square a piece
//! that can do at least as much — as many captures left or more, and every
//! way of capturing the weaker piece has.
//!
//! Why it is sound: take positions `P` (proven dead) and `Q` with the same
//! occupied squares and king, where every piece of `Q` is dominated by the
//! one on the same square of `P`. Replay any capture sequence of `Q` in `P`:
//! each capture is legal there too (the same squares are occupied, and the
//! dominating piece attacks at least the same squares with a capture left),
//! it empties the same square and fills nothing new, and the piece that
//! lands keeps dominating (same kind as before, one capture fewer on both
//! sides). So a solution of `Q` would be one of `P`: `Q` is dead too.
//!
//! What "can do at least as much" means here:
//! - budgets compare as numbers, after clamping to `pieces − 1` (no piece
//!   can use more, so the games are the same);
//! - kinds compare by the ways they capture: a queen moves along rook lines,
//!   along bishop lines and one step diagonally up like a pawn; a bishop
//!   does the last two; knights only jump. So Q ≥ R, Q ≥ B ≥ P, Q ≥ P;
//! - a piece that can never capture again — no captures left, or no
//!   occupied square other than a king's in its reach on the empty board
//!   (occupied squares only ever empty) — can do nothing: any kind and any
//!   budget it has are worth nothing, so inert pieces compare equal.
//!
//! The exact dead table ([`crate::solo::search::table::DeadTable`]) finds the positions
//! met again unchanged; this table finds the ones met again *weaker*, which
//! transpositions produce often: the same squares emptied in another order
//! leave other pieces, with other budgets, on the squares that remain.

use crate::board::Bitboard;
use crate::solo::search::state::{reach, SearchState};
use crate::solo::Role;
use rustc_hash::FxHashMap;

/// Bit planes of budgets: budgets are at most 63 in a [`SearchState`].
const BUDGET_BITS: usize = 6;

/// Ways of capturing, one bit plane each.
const ROOK_LINES: usize = 0;
const BISHOP_LINES: usize = 1;
const PAWN_STEP: usize = 2;
const KNIGHT_JUMP: usize = 3;
const WAYS: usize = 4;

/// The ways of capturing of a role (a king's are its own: it is matched by
/// square, never compared with another kind).
fn ways(role: Role) -> &'static [usize] {
    match role {
        Role::Queen => &[ROOK_LINES, BISHOP_LINES, PAWN_STEP],
        Role::Rook => &[ROOK_LINES],
        Role::Bishop => &[BISHOP_LINES, PAWN_STEP],
        Role::Pawn => &[PAWN_STEP],
        Role::Knight => &[KNIGHT_JUMP],
        Role::King => &[],
    }
}

/// What the pieces of a position can still do, square by square: the bits
/// of each clamped budget and each way of capturing, as bitboards.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Potential {
    budget: [u64; BUDGET_BITS],
    ways: [u64; WAYS],
}

impl Potential {
    pub fn of(s: &SearchState) -> Potential {
        let r = reach(s.geo);
        let victims = s.occ & !s.kings();
        let cap = s.pieces.saturating_sub(1).min(63) as u8;
        let mut p = Potential {
            budget: [0; BUDGET_BITS],
            ways: [0; WAYS],
        };
        for sq in s.occ & !s.spent {
            let i = sq.index();
            let role = s.role_at[i] as usize;
            if (r.to[role][i] & victims).is_empty() {
                continue; // inert: nothing it could ever capture
            }
            let bit = 1u64 << i;
            let b = s.budget[i].min(cap);
            for (j, plane) in p.budget.iter_mut().enumerate() {
                if b >> j & 1 == 1 {
                    *plane |= bit;
                }
            }
            for &w in ways(s.role(sq)) {
                p.ways[w] |= bit;
            }
        }
        p
    }

    /// Whether every piece here is dominated by the one on the same square
    /// of `other` (both of the same occupied squares and king).
    #[inline]
    pub fn dominated_by(&self, other: &Potential) -> bool {
        if (0..WAYS).any(|w| self.ways[w] & !other.ways[w] != 0) {
            return false;
        }
        // Bit-serial comparison of all squares' budgets at once, from the
        // top bit: `greater` marks squares where this budget is larger.
        let mut greater = 0u64;
        let mut equal = !0u64;
        for j in (0..BUDGET_BITS).rev() {
            greater |= equal & self.budget[j] & !other.budget[j];
            equal &= !(self.budget[j] ^ other.budget[j]);
        }
        greater == 0
    }
}

/// Bytes per unit of the map's capacity: a key, a vector header and a
/// control byte per bucket, with 8 buckets for every 7 of capacity (the
/// map's largest load).
const MAP_SLOT_BYTES: usize =
    (std::mem::size_of::<(Bitboard, Bitboard)>() + std::mem::size_of::<Vec<Potential>>() + 1) * 8 / 7 + 1;
/// The allocator's bookkeeping per heap block (an estimate).
const BLOCK_OVERHEAD: usize = 16;

/// Dead positions grouped by occupied squares and king; each group keeps
/// only its maximal potentials (one dominated by another adds nothing).
/// Bounded in bytes like the dead table: when the next insert could take
/// it past its budget it is emptied (and its memory given back) instead.
pub struct DominanceTable {
    groups: FxHashMap<(Bitboard, Bitboard), Vec<Potential>>,
    entries: usize,
    /// Heap bytes of the groups' vectors (capacity, not length).
    group_bytes: usize,
    max_bytes: usize,
    /// Times the table was emptied.
    pub resets: u64,
}

impl DominanceTable {
    /// A table within `bytes` (`None`: unbounded).
    pub fn new(bytes: Option<u64>) -> DominanceTable {
        DominanceTable {
            groups: FxHashMap::default(),
            entries: 0,
            group_bytes: 0,
            max_bytes: bytes.map_or(usize::MAX, |b| b.min(usize::MAX as u64) as usize),
            resets: 0,
        }
    }

    pub fn len(&self) -> usize {
        self.entries
    }

    pub fn is_empty(&self) -> bool {
        self.entries == 0
    }

    /// Bytes the table may take after one more insert: the map's slot array
    /// as if it doubled, plus the vectors, plus a vector that doubles.
    fn bytes_after_insert(&self) -> usize {
        let largest_group = 64 * std::mem::size_of::<Potential>();
        2 * self.groups.capacity().max(4) * MAP_SLOT_BYTES + self.group_bytes + largest_group + BLOCK_OVERHEAD
    }

    /// Whether a stored dead position dominates `s`.
    pub fn dominated(&self, s: &SearchState) -> bool {
        self.dominated_by_dead(s, &Potential::of(s))
    }

    /// [`Self::dominated`] with `s`'s potential `p` already computed.
    pub fn dominated_by_dead(&self, s: &SearchState, p: &Potential) -> bool {
        self.groups
            .get(&(s.occ, s.kings()))
            .is_some_and(|group| group.iter().any(|d| p.dominated_by(d)))
    }

    /// Records `s` as dead.
    pub fn insert(&mut self, s: &SearchState) {
        self.insert_potential(s, Potential::of(s));
    }

    /// [`Self::insert`] with `s`'s potential `p` already computed.
    pub fn insert_potential(&mut self, s: &SearchState, p: Potential) {
        if self.bytes_after_insert() > self.max_bytes {
            self.groups = FxHashMap::default();
            self.entries = 0;
            self.group_bytes = 0;
            self.resets += 1;
        }
        let group = self.groups.entry((s.occ, s.kings())).or_insert_with(|| Vec::with_capacity(1));
        if group.iter().any(|d| p.dominated_by(d)) {
            return;
        }
        let (len, capacity) = (group.len(), group.capacity());
        group.retain(|d| !d.dominated_by(&p));
        group.push(p);
        self.entries = self.entries + group.len() - len;
        if capacity == 0 || group.capacity() != capacity {
            let block = |c: usize| {
                if c == 0 {
                    0
                } else {
                    c * std::mem::size_of::<Potential>() + BLOCK_OVERHEAD
                }
            };
            self.group_bytes = self.group_bytes + block(group.capacity()) - block(capacity);
        }
    }

    /// The heap bytes the table holds now (an upper estimate).
    pub fn bytes(&self) -> usize {
        self.groups.capacity() * MAP_SLOT_BYTES + self.group_bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::rules::notation::parse_solo_fen;
    use rand::SeedableRng;

    fn potential(fen: &str) -> Potential {
        Potential::of(&SearchState::new(&parse_solo_fen(fen).unwrap()))
    }

    /// a3 holds the piece compared; every kind reaches an occupied square
    /// from there (b4, c4, d3 or b2), so none is inert.
    fn on_a3(kind: char, budgets: &str) -> Potential {
        potential(&format!("1NR1/{kind}2B/1R2/K3 {budgets}"))
    }

    #[test]
    fn stronger_kinds_and_larger_budgets_dominate() {
        let queen = on_a3('Q', "2");
        for weaker in ['R', 'B', 'P'] {
            assert!(on_a3(weaker, "2").dominated_by(&queen), "{weaker}");
        }
        assert!(on_a3('P', "2").dominated_by(&on_a3('B', "2")));
        assert!(!on_a3('B', "2").dominated_by(&on_a3('P', "2")));
        assert!(!on_a3('R', "2").dominated_by(&on_a3('B', "2")));
        // A knight does not jump like a queen moves, nor the other way.
        assert!(!on_a3('N', "2").dominated_by(&queen));
        assert!(!queen.dominated_by(&on_a3('N', "2")));
        // Budgets: smaller is dominated, larger is not.
        assert!(on_a3('Q', "2 a3:1").dominated_by(&queen));
        assert!(on_a3('Q', "1").dominated_by(&queen));
        assert!(!queen.dominated_by(&on_a3('Q', "2 a3:1")));
        assert!(queen.dominated_by(&queen));
    }

    #[test]
    fn inert_pieces_compare_equal_whatever_they_are() {
        // The pieces on a3 have no captures left: queen or knight, same thing.
        let a = potential("Q1N/3/K1R 2 a3:0");
        let b = potential("N1N/3/K1R 2 a3:0");
        assert_eq!(a, b);
        // The knight on a1 reaches no occupied square on a 4x4 board's corner.
        assert_eq!(potential("3R/4/4/N2R 2"), potential("3R/4/4/N2R 2 a1:1"));
    }

    #[test]
    fn budgets_above_what_can_be_used_are_clamped() {
        // Three pieces: nobody can use more than two captures.
        assert_eq!(potential("QRB 2"), potential("QRB -"));
    }

    #[test]
    fn the_table_finds_dominated_positions_and_keeps_maximal_ones() {
        let state =
            |kind: char, budgets: &str| SearchState::new(&parse_solo_fen(&format!("1NR1/{kind}2B/1R2/K3 {budgets}")).unwrap());
        let (strong, weak, other) = (state('Q', "2"), state('R', "2 a3:1"), state('N', "2"));
        let mut t = DominanceTable::new(None);
        t.insert(&weak);
        assert!(t.dominated(&weak));
        assert!(!t.dominated(&strong));
        t.insert(&strong);
        assert_eq!(t.len(), 1, "the weaker entry is dropped");
        assert!(t.dominated(&weak));
        assert!(!t.dominated(&other));
        t.insert(&other);
        assert_eq!(t.len(), 2);
        t.insert(&weak);
        assert_eq!(t.len(), 2, "a dominated position adds nothing");
    }

    #[test]
    fn a_bounded_table_empties_instead_of_outgrowing_its_budget() {
        let budget = 64 << 10;
        let mut t = DominanceTable::new(Some(budget));
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        // Random positions of 3 to 12 pieces on a 6x6 board: many groups.
        for _ in 0..5000 {
            let s = random_position(&mut rng);
            t.insert(&s);
            assert!(t.bytes() as u64 <= budget, "{} bytes", t.bytes());
            assert!(t.dominated(&s), "the position just inserted is there");
        }
        assert!(t.resets > 0);
    }

    fn random_position(rng: &mut rand_chacha::ChaCha8Rng) -> SearchState {
        use rand::Rng;
        let board = crate::board::Board::new(6, 6).unwrap();
        let n = rng.gen_range(3..=12);
        let mut squares: Vec<_> = board.squares().collect();
        let pieces = (0..n)
            .map(|_| crate::solo::Piece {
                square: squares.swap_remove(rng.gen_range(0..squares.len())),
                role: Role::NON_KING[rng.gen_range(0..5)],
                budget: crate::solo::Budget::Limited(rng.gen_range(0..=3)),
            })
            .collect();
        SearchState::new(&crate::solo::Puzzle::new(board, pieces, crate::solo::Budget::Limited(2)).unwrap())
    }
}
