//! The plain state the tally's searches keep beside their walkers: the
//! walkers' rows, the pawns' ways and the survivors' look-ahead.
//!
//! **Why its own file.** The tally (`mod.rs`) holds these, and the files
//! that search with them (`rows.rs`, `pawn_captures.rs`, `survivors.rs`)
//! import the tally; kept here, apart from both, the types import
//! neither, and no two files import each other.

use crate::board::Bitboard;

/// Per walker, its least moves dying on each square (open walkers only)
/// and landing once more on each square, as its end and landings stand:
/// the victims' search reads what each choice adds from them (`rows.rs`).
pub(super) struct Rows {
    pub(super) deaths: Vec<[u16; 64]>,
    pub(super) lands: Vec<[u16; 64]>,
    /// Per colour, the squares its captures may land on.
    pub(super) wanted: [Bitboard; 2],
    /// Per open walker, the squares it may die on: where its colour could
    /// afford it when the victims' search began (its moves and its
    /// colour's only grow below).
    pub(super) may_die: Vec<Bitboard>,
}

/// Where the tally's pawns' ways stand, kept at each change of a
/// walker's end or landings (`Tally::reckon_beyond`, `pawn_captures.rs`)
/// rather than reckoned at each check: the check runs at every node of
/// both searches, and reckoning every pawn's way there took a third of
/// the 46-ply `2N2k2/…` goal's time (Session 91).
pub(super) struct PawnWays {
    /// The pawns among the walkers, bit `i` for walker `i`.
    pub(super) pawns: u64,
    /// The walkers captured, bit `i` for walker `i`.
    pub(super) dead: u64,
    /// The pawns that end as pawns on goal squares.
    pub(super) ending: u64,
    /// Per colour, those pawns' captures beyond their landings.
    pub(super) ending_beyond: [usize; 2],
    /// Those pawns whose way does not exist.
    pub(super) ending_nowhere: usize,
}

impl PawnWays {
    /// The ways of the pawns `pawns` (bit `i` for walker `i`), none
    /// chosen yet.
    pub(super) fn new(pawns: u64) -> PawnWays {
        PawnWays {
            pawns,
            dead: 0,
            ending: 0,
            ending_beyond: [0, 0],
            ending_nowhere: 0,
        }
    }
}

/// What the goal squares' cheapest candidates leave to spend
/// (`survivors.rs`).
#[derive(Default)]
pub(super) struct Ahead {
    /// Per goal square, its cheapest candidate's least moves there.
    pub(super) cheapest: Vec<u32>,
    /// Per colour, those of its goal squares still to fill, summed.
    pub(super) to_fill: [u32; 2],
}

/// Per colour, the least its free walkers' moves grow by to land once
/// more on each square (`u16::MAX` where none can), all of them and its
/// pawns alone: made once per node of the victims' search, so that the
/// look-ahead at each choice reads one row per colour instead of every
/// walker's (`victims.rs`).
pub(super) struct LeastGrowth {
    pub(super) all: [[u16; 64]; 2],
    pub(super) pawns: [[u16; 64]; 2],
}

impl Default for LeastGrowth {
    fn default() -> LeastGrowth {
        LeastGrowth {
            all: [[u16::MAX; 64]; 2],
            pawns: [[u16::MAX; 64]; 2],
        }
    }
}
