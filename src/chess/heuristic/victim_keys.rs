//! How a colour's victims (`victims.rs`) enter the cache keys of its
//! bounds: as a summary, the union of their capture squares and how many
//! per file, which determines them (each file's victims share its squares).
//!
//! A bound cached by a colour's placement reads the victims its key holds,
//! and nothing else about the other colour's pawns. `placement_key` holds
//! the victims read around the colour's pawns frozen on the way
//! (`walls.rs`) where it has some, else the static ones (read on the static
//! tables; both depend on the other colour's pawns and on whether its
//! captures are all spoken for), and every bound cached under it reads
//! exactly those (`keyed_victims`): its own bound, castling, the budget's
//! freezes, the bound around the other colour's frozen pieces, the
//! meeting's `meet_o`. Whatever further walls a bound's distances go
//! round, its victims are not read around them: those depend on the other
//! colour's pawns beyond anything the key holds, and a bound cached for
//! one set of pawns answered for another. (Fewer walls leave more capture
//! squares, so these victims cost no more: still a bound.) Found in
//! Session 27: the spoken-for rule's wrong count of `walk-18-s1-2` came
//! from such a key, not from the rule. The caches keyed by
//! `PlacementKey::of` with the static summary read the static victims.

use super::costs::Victim;
use super::walls::WhenFull;
use super::Estimator;
use crate::board::Bitboard;
use crate::chess::assignment;
use crate::chess::{Color, Position, Role};
use std::cell::{Cell, RefCell};

/// The victims' summaries, per colour.
#[derive(Default)]
pub(super) struct VictimCache {
    /// Per colour, its victims by the other colour's pawns (they depend on
    /// nothing else): a direct-mapped table, as siblings that move a pawn
    /// and back again would keep starting over a cache of the last one.
    by_pawns: RefCell<[Vec<(u64, VictimSummary)>; 2]>,
    /// The same around walls, by the other colour's pawns and the walls.
    around_walls: RefCell<[Vec<VictimsAroundSlot>; 2]>,
    /// Per colour, the last victims asked, by what they depend on: one
    /// position's bounds ask for them a dozen times over.
    last: [Cell<Option<LastVictims>>; 2],
}

/// The inputs of a colour's victims (the other colour's pawns, its own
/// number of pieces, and its own pawns and captures left, which decide its
/// frozen pawns) and its victims' summaries, static and around those
/// frozen pawns.
#[derive(Clone, Copy)]
struct LastVictims {
    their_pawns: u64,
    pieces: u32,
    own_pawns: u64,
    captures_left: u32,
    summary: VictimSummary,
    around_walls: Option<VictimSummary>,
}

/// Slots of each colour's table of victims (a power of two).
const VICTIM_SLOTS: usize = 1 << 12;

/// An empty slot: no board holds a pawn on every square.
const NO_PAWNS_ASKED: u64 = u64::MAX;

/// The key's form of a colour's victims: the union of their capture
/// squares (each file's on that file) and, four bits per file, how many.
pub(super) type VictimSummary = (u64, u32);

/// A slot of [`VictimCache::around_walls`]: the other colour's pawns,
/// the walls, and the victims' summary (`None`: no rows kept for them).
type VictimsAroundSlot = (u64, u64, Option<VictimSummary>);

/// The summary of `victims`.
fn summarize(victims: &[Victim]) -> VictimSummary {
    let mut summary: VictimSummary = (0, 0);
    for v in victims {
        summary.0 |= v.squares.0;
        let file = v.squares.into_iter().next().map_or(0, |sq| sq.file() as u32);
        summary.1 += 1 << (4 * file);
    }
    summary
}

impl Estimator {
    /// Colour `c`'s victims as its placement key holds them
    /// (`keyed_victims`): around its frozen pawns where it has some
    /// (`arrived`: a pawn on a goal square it may be frozen on) and rows
    /// are kept for them, else static; remembered for the last inputs
    /// asked, with the static ones (`victim_summary` reads those).
    pub(super) fn keyed_summary(&self, pos: &Position, c: Color, arrived: bool, captures_left: u32) -> VictimSummary {
        let inputs = (
            pos.pieces(c.other(), Role::Pawn).0,
            pos.by_color[c.index()].count(),
            pos.pieces(c, Role::Pawn).0,
            captures_left,
        );
        let last = &self.victim_cache.last[c.index()];
        if let Some(l) = last.get() {
            if (l.their_pawns, l.pieces, l.own_pawns, l.captures_left) == inputs {
                return l.around_walls.unwrap_or(l.summary);
            }
        }
        let summary = self.victim_summary(pos, c);
        let mut around_walls = None;
        // Frozen pawns stand on goal squares: none without an arrival. And
        // walls only take capture squares away: no victims, none around them.
        if arrived && summary.1 != 0 {
            let frozen = self.frozen_on_the_way(pos, c, captures_left);
            if frozen.any() {
                around_walls = self.victim_summary_around(pos, c, frozen | self.static_walls);
            }
        }
        last.set(Some(LastVictims {
            their_pawns: inputs.0,
            pieces: inputs.1,
            own_pawns: inputs.2,
            captures_left,
            summary,
            around_walls,
        }));
        around_walls.unwrap_or(summary)
    }

    /// Colour `c`'s victims as the cache key holds them, remembered by the
    /// other colour's pawns (`VictimCache::by_pawns`).
    pub(super) fn victim_summary(&self, pos: &Position, c: Color) -> VictimSummary {
        if let Some(l) = self.victim_cache.last[c.index()].get() {
            if l.their_pawns == pos.pieces(c.other(), Role::Pawn).0 && l.pieces == pos.by_color[c.index()].count() {
                return l.summary;
            }
        }
        // The victims depend on the other colour's pawns and on whether its
        // captures are all spoken for (`victims.rs`): that on the a1 bit,
        // where no pawn ever stands.
        let their_pawns = pos.pieces(c.other(), Role::Pawn).0 | u64::from(self.captures_spoken_for(pos, c));
        let slot = (their_pawns.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 52) as usize & (VICTIM_SLOTS - 1);
        {
            let mut tables = self.victim_cache.by_pawns.borrow_mut();
            let table = &mut tables[c.index()];
            if table.is_empty() {
                table.resize(VICTIM_SLOTS, (NO_PAWNS_ASKED, (0, 0)));
            }
            if table[slot].0 == their_pawns {
                return table[slot].1;
            }
        }
        let (victims, n) = self.victims(pos, c);
        let summary = summarize(&victims[..n]);
        self.victim_cache.by_pawns.borrow_mut()[c.index()][slot] = (their_pawns, summary);
        summary
    }

    /// [`Estimator::victim_summary`] of the victims read around `walls`
    /// (`victims_on`), remembered by the other colour's pawns and the
    /// walls, on which alone they depend; `None` where the bound reads the
    /// static tables instead, as no rows are kept for those walls
    /// (`rows_around_frozen`: once refused, they stay refused).
    fn victim_summary_around(&self, pos: &Position, c: Color, walls: Bitboard) -> Option<VictimSummary> {
        // As in `victim_summary`: the spoken-for bit on a1.
        let their_pawns = pos.pieces(c.other(), Role::Pawn).0 | u64::from(self.captures_spoken_for(pos, c));
        let walls = walls.0;
        let slot =
            ((their_pawns ^ walls.rotate_left(29)).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 52) as usize & (VICTIM_SLOTS - 1);
        {
            let mut tables = self.victim_cache.around_walls.borrow_mut();
            let table = &mut tables[c.index()];
            if table.is_empty() {
                table.resize(VICTIM_SLOTS, (NO_PAWNS_ASKED, 0, None));
            }
            if table[slot].0 == their_pawns && table[slot].1 == walls {
                return table[slot].2;
            }
        }
        let summary = self
            .wall_tables
            .around(pos.board, Bitboard(walls), WhenFull::Refuse)
            .map(|rows| {
                let (victims, n) = self.victims_on(pos, c, &self.around_walls(&rows));
                summarize(&victims[..n])
            });
        self.victim_cache.around_walls.borrow_mut()[c.index()][slot] = (their_pawns, walls, summary);
        summary
    }

    /// Colour `c`'s victims as its placement key holds them
    /// (`placement_key`): read around its own frozen pawns where rows are
    /// kept for them, else on the static tables. A bound cached under that
    /// key must read these, whatever further walls its distances go round:
    /// victims read around more walls depend on the other colour's pawns
    /// beyond anything the key holds. (Fewer walls leave more capture
    /// squares, so these victims cost no more: still a bound.)
    pub(super) fn keyed_victims(&self, pos: &Position, c: Color, captures_left: u32) -> ([Victim; assignment::MAX], usize) {
        match self.rows_around_frozen(pos, c, captures_left) {
            Some(rows) => self.victims_on(pos, c, &self.around_walls(&rows)),
            None => self.victims(pos, c),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::{solve, ProofGameOptions};

    /// 12 plies of `walk-18-s1-2` (problems/suites/autoscale/chess), where
    /// White's c-pawn must take on b6, Black's captures are spoken for and
    /// pawns freeze on the way: every bound the caches answer is computed
    /// again and must agree (`Estimator::auditing_caches`). Keyed by the
    /// static victims only, the first wrong answer came within this count.
    #[test]
    fn every_cached_bound_of_a_count_equals_the_one_computed_afresh() {
        let goal = parse_fen("rnb4r/1Ppp1p2/5np1/p3p2p/7P/bq3PPR/PP1PP3/RNB1KBN1 w Q - 0 1").unwrap();
        let pos = parse_fen("rnbq1bnr/1ppp1p2/6p1/p3p2p/2P5/5PP1/PP1PP2P/RNBQKBNR w KQ h6 0 1").unwrap();
        let opts = ProofGameOptions {
            audit_caches: true,
            check_shorter: false,
            ..ProofGameOptions::default()
        };
        assert_eq!(solve(&pos, &goal, 12, &opts).count, 113_597);
    }
}
