//! Colour by colour: the least total of journeys that gives every goal
//! piece its own current piece (a minimum-cost matching), with the checks
//! that depend on one colour's pieces only.
//!
//! **Victims.** The other colour's pawns say where some of this colour's
//! pieces must be captured. A file f holding g goal pawns of the other
//! colour and only p < g of its pawns now: distinct goal pawns are distinct
//! pawns, so at least g − p of them come from pawns now on other files, and
//! each of those arrives on f by a capture onto f (pawns change file only
//! by capturing), a move still to come. It lands on f past the rank of its
//! pawn, one that can reach a goal square of f, and short of that square.
//! Its victim is a piece of this colour now on the board, which must first
//! travel to that square (or, a pawn taken en passant, beside it). These
//! are distinct captures with distinct victims, and a captured piece is in
//! no goal square: the victims join the matching as extra rows, each
//! costing its nearest capture square. (Every pawn of the other colour on
//! f counts in p, even one past the goal squares: a weaker rule, and a
//! cheap test that most positions pass with no victims at all.) The triangle
//! argument below still holds (a settled piece sent to a capture square
//! instead of a piece q is no cheaper than q going there through it), so
//! settled pieces stay out of the matching. The bound therefore depends on
//! the other colour's pawns as well: the cache key holds the victims' squares
//! and numbers (read on the static tables, so that nothing else about those
//! pawns matters), not the pawns, which change far more often. Where the
//! bound reads them around the colour's frozen pawns (`walls.rs`), the key
//! holds those victims instead: the same static victims can come from
//! pawns that the walls then hold back differently (`victim_keys.rs`:
//! keyed by the static ones only, a bound cached for one set of pawns
//! answered for another).

use super::costs::{journey, matching_cost, Starts, Victim, A1};
use super::distances::{CapturesLeft, Dist, FAR};
use super::victim_keys::VictimSummary;
use super::Estimator;
use crate::board::{Bitboard, Board, Square};
use crate::chess::assignment;
use crate::chess::{CastlingFiles, Color, Position, Role, CASTLING_FILES, CASTLING_KING_FROM};
use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell};

/// What one colour's pieces alone say about the way to the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ColourBound {
    /// The least total of journeys, castling included.
    pub journeys: u32,
    /// Whether the king is among the pieces that must move.
    pub king_moves: bool,
    /// The goal pawns' least file changes: captures this colour must make.
    pub pawn_shifts: u32,
}

/// Entries kept per colour before the cache starts over (about 16 MiB).
const CACHE_ENTRIES: usize = 1 << 18;

/// One colour's pieces exactly: where they stand, and three bit planes of
/// their role numbers (fields, not an array, so equality is four compares
/// rather than a call to `memcmp`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct PlacementKey {
    occupied: u64,
    /// Where the other colour's pawns must capture pieces of this colour
    /// ([`Estimator::victims`]): the union of the capture squares (each
    /// file's lie on that file) and, four bits per file, how many.
    victim_squares: u64,
    victim_counts: u32,
    plane0: u64,
    plane1: u64,
    plane2: u64,
    /// Captures this colour may still make (at most the board's width:
    /// they bound its pawns' file changes, `CapturesLeft`, and decide
    /// which of them are frozen, `walls.rs`),
    /// and above them its castling rights, the ways it may still castle.
    captures_and_castling: u32,
}

/// Colour `c`'s pieces as three planes, bit k of each square's role index
/// in plane k: with the colour's squares they tell every piece apart.
pub(super) fn role_planes(pos: &Position, c: Color) -> [u64; 3] {
    let mine = pos.by_color[c.index()].0;
    std::array::from_fn(|bit| {
        (0..6)
            .filter(|r| r >> bit & 1 == 1)
            .fold(0u64, |acc, r| acc | pos.by_role[r].0)
            & mine
    })
}

impl PlacementKey {
    pub(super) fn of(
        pos: &Position,
        c: Color,
        (victim_squares, victim_counts): VictimSummary,
        captures_left: u32,
    ) -> PlacementKey {
        let mine = pos.by_color[c.index()].0;
        let [plane0, plane1, plane2] = role_planes(pos, c);
        PlacementKey {
            occupied: mine,
            victim_squares,
            victim_counts,
            plane0,
            plane1,
            plane2,
            captures_and_castling: captures_left
                | (pos.castling.rights[c.index()][0] as u32) << 16
                | (pos.castling.rights[c.index()][1] as u32) << 17
                // The file of the pawn of c that has just made its double
                // step, if one has: c's victims standing beside read it
                // (`costs.rs`).
                | pos.ep_square.filter(|_| pos.turn != c).map_or(0, |sq| u32::from(sq.file()) + 1) << 18,
        }
    }
}

/// Per colour: its placement → its bound (`None`: unreachable); and the
/// last placement asked, answered without a probe. A search asks for the
/// same placement over and over: the colour that did not move keeps it
/// across siblings, and the proof-game count asks again within a budget.
/// A probe is a likely cache miss in a table of megabytes, the bound's
/// dearest step on long searches.
#[derive(Default)]
pub(super) struct Cache {
    map: PerColour<PlacementKey, Option<ColourBound>>,
    last: [Cell<Option<LastBound>>; 2],
}

/// A placement and its bound.
type LastBound = (PlacementKey, Option<ColourBound>);

/// A map per colour.
pub(super) type PerColour<K, V> = RefCell<[FxHashMap<K, V>; 2]>;

/// Inserts into colour `c`'s map, a bounded cache
/// ([`crate::limits::insert_bounded`]).
pub(super) fn remember<K: std::hash::Hash + Eq, V>(maps: &PerColour<K, V>, c: Color, key: K, value: V, capacity: usize) {
    crate::limits::insert_bounded(&mut maps.borrow_mut()[c.index()], key, value, capacity);
}

impl Estimator {
    /// Colour `c`'s bound from its pieces in `pos`, cached; `None` if the
    /// goal's pieces of that colour cannot all be reached.
    /// `captures_left` are the captures `c` may still make (the other
    /// colour's surplus pieces). The distances are taken around `c`'s
    /// frozen pawns (`walls.rs`), which depend on the key's fields only.
    pub(super) fn colour_bound(&self, pos: &Position, c: Color, captures_left: u32) -> Option<ColourBound> {
        let shifts = captures_left.min(u32::from(pos.board.width()));
        let (key, captures_left) = self.placement_key(pos, c, captures_left);
        let last = &self.cache.last[c.index()];
        if let Some((k, bound)) = last.get() {
            if k == key {
                self.audit("colour_bound", pos, bound, || {
                    self.keyed_colour_bound(pos, c, captures_left, shifts)
                });
                return bound;
            }
        }
        let hit = self.cache.map.borrow()[c.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("colour_bound", pos, hit, || {
                self.keyed_colour_bound(pos, c, captures_left, shifts)
            });
            last.set(Some((key, hit)));
            return hit;
        }
        let bound = self.keyed_colour_bound(pos, c, captures_left, shifts);
        remember(&self.cache.map, c, key, bound, CACHE_ENTRIES);
        last.set(Some((key, bound)));
        bound
    }

    /// [`Estimator::colour_bound`] computed, not cached: on the distances
    /// around `c`'s frozen pawns, with the victims its key holds, its pawns
    /// changing at most `shifts` files each (`CapturesLeft`; the victims
    /// are the other colour's pawns' captures, read on the plain rows).
    fn keyed_colour_bound(&self, pos: &Position, c: Color, captures_left: u32, shifts: u32) -> Option<ColourBound> {
        let shifts = shifts.min(u32::from(u8::MAX)) as u8;
        match self.rows_around_frozen(pos, c, captures_left) {
            Some(rows) => {
                let d = self.around_walls(&rows);
                let (victims, n) = self.victims_on(pos, c, &d);
                self.compute_colour_bound(pos, c, &victims[..n], &CapturesLeft { d: &d, shifts })
            }
            None => {
                let (victims, n) = self.victims(pos, c);
                self.compute_colour_bound(pos, c, &victims[..n], &CapturesLeft { d: &*self.dist, shifts })
            }
        }
    }

    /// The distances `d` with colour `c`'s pawns changing at most as many
    /// files as it has captures left in `pos` (`CapturesLeft`): for the
    /// bounds taken around walls, which the cache keys of `placement_key`
    /// tell apart by those captures as well.
    pub(super) fn captures_left_on<'a, D: Dist>(&self, pos: &Position, c: Color, d: &'a D) -> CapturesLeft<'a, D> {
        let left = self.surplus(pos)[c.other().index()].min(u32::from(pos.board.width()));
        CapturesLeft { d, shifts: left as u8 }
    }

    /// Colour `c`'s cache key, and the captures it may still make as far
    /// as its bound can tell them apart.
    pub(super) fn placement_key(&self, pos: &Position, c: Color, captures_left: u32) -> (PlacementKey, u32) {
        // The pawns' file changes read `captures_left` up to the widest
        // one (`CapturesLeft`): the key holds no more of it than that. The
        // frozen pawns read it too, and only where some pawn has arrived.
        let shifts = captures_left.min(pos.board.width() as u32);
        let arrived = (pos.pieces(c, Role::Pawn) & self.goal_pawns_not_static[c.index()]).any();
        let captures_left = if arrived { shifts } else { 0 };
        // The victims every bound cached under this key reads
        // (`keyed_victims`): around the colour's frozen pawns where it has
        // some, else static. Their summary determines them, wherever read.
        let summary = self.keyed_summary(pos, c, arrived, captures_left);
        (PlacementKey::of(pos, c, summary, shifts), captures_left)
    }

    /// Colour `c`'s bound on the distances `d` with `victims`, which must
    /// be those its cache key holds (`keyed_victims`).
    pub(super) fn compute_colour_bound<D: Dist>(
        &self,
        pos: &Position,
        c: Color,
        victims: &[Victim],
        d: &D,
    ) -> Option<ColourBound> {
        let ci = c.index();
        // Counts: captured pieces never return and only pawns promote.
        let count = |r: Role| pos.pieces(c, r).count();
        let pawns = count(Role::Pawn);
        let goal = &self.goal_counts[ci];
        if goal[Role::Pawn.index()] > pawns || goal[Role::King.index()] != count(Role::King) {
            return None;
        }
        let promotions: u32 = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .iter()
            .map(|&r| goal[r.index()].saturating_sub(count(r)))
            .sum();
        if promotions > pawns - goal[Role::Pawn.index()] {
            return None;
        }
        let (journeys, king_moves) = self.journeys_castling_included(pos, c, victims, d)?;
        let pawn_shifts = self.pawn_shifts(pos.pieces(c, Role::Pawn), c, d)?;
        Some(ColourBound {
            journeys,
            king_moves,
            pawn_shifts,
        })
    }

    /// [`Estimator::journeys`], or fewer where castling can stand for some
    /// of them: the least over the ways colour `c` may still go, not
    /// castling or castling on a side its rights allow. Castling is one
    /// move that puts the king two squares over and the rook beside it, so
    /// a game that castles makes at least 1 + the journeys from the
    /// placement right after it (every other move moves one piece; king and
    /// rook start their remaining journeys from their castled squares). A
    /// right means king and rook have not moved, whatever stands between
    /// them now; the pieces' journeys are independent of each other, so the
    /// castled placement needs no free squares to be bounded. Whether the
    /// king must move is the uncastled matching's answer (`None` there: yes).
    pub(super) fn journeys_castling_included<D: Dist>(
        &self,
        pos: &Position,
        c: Color,
        victims: &[Victim],
        d: &D,
    ) -> Option<(u32, bool)> {
        let rights = pos.castling.rights[c.index()];
        self.least_journeys(
            pos.board,
            c,
            Starts::of(pos, c),
            rights,
            victims,
            Bitboard::EMPTY,
            Bitboard::EMPTY,
            d,
        )
    }

    /// Colour `c`'s least journeys from `starts` on the static tables, its
    /// castling rights at `pos` included, no victims: a bound on the moves
    /// of whichever of those pieces fill its goal squares.
    pub(super) fn plain_journeys(&self, pos: &Position, c: Color, starts: Starts) -> Option<u32> {
        let rights = pos.castling.rights[c.index()];
        let none = Bitboard::EMPTY;
        self.least_journeys(pos.board, c, starts, rights, &[], none, none, &*self.dist)
            .map(|(a, _)| a)
    }

    /// [`Estimator::journeys_castling_included`] for colour `c`'s pieces
    /// starting from `starts`, with castling `rights` and `victims`; a
    /// piece left out of the matching while it starts on one of
    /// `squatting` costs a move (`squatters.rs`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn least_journeys<D: Dist>(
        &self,
        board: Board,
        c: Color,
        starts: Starts,
        rights: [bool; 2],
        victims: &[Victim],
        squatting: Bitboard,
        vacating: Bitboard,
        d: &D,
    ) -> Option<(u32, bool)> {
        let plain = self.journeys_from(c, &starts, victims, squatting, vacating, d);
        if !rights.iter().any(|&r| r) || !Position::castling_board(board) {
            return plain;
        }
        let mut best = plain.map(|(j, _)| j);
        for castling in CASTLING_FILES.iter().filter(|castling| rights[castling.side]) {
            let Some(castled) = starts.castled(board, c, castling) else {
                continue;
            };
            // The castled matching is at least the uncastled one less what
            // the king gains by starting from its castled square and what
            // the rook gains, at most its own distance from the corner (the
            // uncastled matching could send both as the castled one does,
            // triangle inequality): castling pays only past a gain of 1.
            // (Not so with squatters: the rook that castles off its corner
            // no longer squats there.)
            if let (true, Some(j), Some(gain)) = (
                squatting.is_empty(),
                plain.map(|(j, _)| j),
                self.castling_gain(board, c, castling, d),
            ) {
                if gain <= 1 && j < FAR as u32 {
                    continue;
                }
            }
            // The pieces in the way leave before the castling (`costs.rs`).
            let leaving = starts.keepers_in_castling_path(board, c, castling, &self.goal_pieces[c.index()]);
            if let Some((j, _)) = self.journeys_from(c, &castled, victims, squatting, vacating | leaving, d) {
                best = Some(best.map_or(j + 1, |b| b.min(j + 1)));
            }
        }
        Some((best?, plain.is_none_or(|(_, king_moves)| king_moves)))
    }

    /// What king and rook gain by starting their journeys from the squares
    /// `castling` puts them on, in moves of colour `c` on distances `d`:
    /// the king's distance to its goal square from its home less that from
    /// its castled square, plus the rook's from its corner to its castled
    /// square (`None` without a goal king). Castling is one move, so a
    /// game that castles there makes at least the uncastled matching less
    /// `gain - 1` ([`Estimator::least_journeys`]).
    pub(super) fn castling_gain<D: Dist>(&self, board: Board, c: Color, castling: &CastlingFiles, d: &D) -> Option<i32> {
        let goal_king = self.goal.pieces(c, Role::King).first()?;
        let rank = c.back_rank(board);
        let on_rank = |file: u8| Square::new(file, rank);
        let king_gain = d.piece(Role::King, on_rank(CASTLING_KING_FROM)?)[goal_king.index()] as i32
            - d.piece(Role::King, on_rank(castling.king_to)?)[goal_king.index()] as i32;
        let rook_gain = d.piece(Role::Rook, on_rank(castling.rook_from)?)[on_rank(castling.rook_to)?.index()] as i32;
        Some(king_gain + rook_gain)
    }

    /// The most moves castling on a side `rights` allow can save colour
    /// `c` below its uncastled matchings on distances `d`: the largest
    /// [`Estimator::castling_gain`] less the castling move itself, or 0.
    /// Every game then makes at least any of those matchings less this
    /// (the triangle argument of [`Estimator::least_journeys`]: the
    /// uncastled matching could send king and rook as the castled one
    /// does, through their castled squares). `u32::MAX` (nothing can be
    /// claimed) without a goal king.
    pub(super) fn castling_saving<D: Dist>(&self, board: Board, c: Color, rights: [bool; 2], d: &D) -> u32 {
        if !Position::castling_board(board) {
            return 0;
        }
        CASTLING_FILES
            .iter()
            .filter(|castling| rights[castling.side])
            .map(|castling| {
                self.castling_gain(board, c, castling, d)
                    .map_or(u32::MAX, |gain| (gain - 1).max(0) as u32)
            })
            .max()
            .unwrap_or(0)
    }

    /// The least total of journeys that gives every goal piece of colour `c`
    /// its own current piece, and whether the king is among the movers;
    /// `None` if some goal piece can have no piece at all.
    pub(super) fn journeys<D: Dist>(&self, pos: &Position, c: Color, victims: &[Victim], d: &D) -> Option<(u32, bool)> {
        self.journeys_from(c, &Starts::of(pos, c), victims, Bitboard::EMPTY, Bitboard::EMPTY, d)
    }

    /// [`Estimator::journeys`] for colour `c`'s pieces starting from
    /// `starts` (its pieces in `pos`, or where castling puts them).
    ///
    /// A piece standing on a goal square of its own kind keeps it: were it
    /// sent to another goal square g' while a piece q came to its square,
    /// sending q on to g' instead costs at most as much (the distances are
    /// shortest paths, so they obey the triangle inequality, promotions
    /// included). Only the other goal pieces go into the matching.
    ///
    /// A piece on one of `squatting` that the matching leaves out (it is
    /// captured some time) costs 1 more: with every column's cost raised
    /// by 1 except a squatter's, a matching that takes `s` of the `S`
    /// squatters costs `rows − s` more than its journeys, so the least one
    /// less `rows`, plus `S`, is the least of journeys + squatters left out.
    pub(super) fn journeys_from<D: Dist>(
        &self,
        c: Color,
        starts: &Starts,
        victims: &[Victim],
        squatting: Bitboard,
        vacating: Bitboard,
        d: &D,
    ) -> Option<(u32, bool)> {
        let ci = c.index();
        let mut rows = [(Role::Pawn, A1); assignment::MAX];
        let mut nrows = 0;
        // Starts that keep their goal square, by index.
        let mut settled = 0u64;
        for &(role, to) in &self.goal_pieces[ci] {
            let keeper =
                (0..starts.n).find(|&i| settled >> i & 1 == 0 && starts.pieces[i] == (role, to) && !vacating.contains(to));
            if let Some(i) = keeper {
                settled |= 1 << i;
            } else if nrows < assignment::MAX {
                rows[nrows] = (role, to);
                nrows += 1;
            } else {
                return self.nearest_pieces(c, starts, d);
            }
        }
        let nvictims = victims.len();
        if nrows + nvictims > assignment::MAX {
            return self.nearest_pieces(c, starts, d);
        }
        let mut cols = [(Role::Pawn, A1); assignment::MAX];
        let mut ncols = 0;
        for (i, &piece) in starts.pieces[..starts.n].iter().enumerate() {
            if settled >> i & 1 == 1 {
                continue;
            }
            if ncols == assignment::MAX {
                return self.nearest_pieces(c, starts, d);
            }
            cols[ncols] = piece;
            ncols += 1;
        }
        if nrows + nvictims > ncols {
            return None;
        }
        let king_moves = rows[..nrows].iter().any(|&(role, _)| role == Role::King);
        let squatters = cols[..ncols].iter().filter(|&&(_, sq)| squatting.contains(sq)).count() as u32;
        if nrows + nvictims == 0 {
            return Some((squatters, false));
        }
        // A piece that must vacate its own goal square and come back
        // makes at least 2 moves there (`obstruction.rs`).
        let journey = |r: usize, k: usize| match rows.get(r) {
            Some(&(_, to)) if vacating.contains(to) && cols[k].1 == to => 2,
            _ => matching_cost(d, c, cols[k], &rows[..nrows], victims, r),
        };
        if squatters == 0 {
            let total = assignment::min_cost(nrows + nvictims, ncols, journey)?;
            return Some((total, king_moves));
        }
        let cost = |r: usize, k: usize| {
            let raise = i32::from(!squatting.contains(cols[k].1));
            journey(r, k) + raise
        };
        let total = assignment::min_cost(nrows + nvictims, ncols, cost)?;
        Some((total + squatters - (nrows + nvictims) as u32, king_moves))
    }

    /// The least number of file changes that gives every goal pawn of
    /// colour `c` its own pawn among `pawns`: captures `c` must still make, since
    /// a pawn changes file only by capturing, one file per capture, and
    /// distinct goal pawns are distinct pawns (a matching, not each goal
    /// pawn's nearest pawn: two goal pawns on one file with one pawn there
    /// need a capture). `None` if no such assignment exists.
    pub(super) fn pawn_shifts<D: Dist>(&self, pawns: Bitboard, c: Color, d: &D) -> Option<u32> {
        let goal_pawns = self.goal_pieces[c.index()]
            .iter()
            .filter(|&&(role, _)| role == Role::Pawn)
            .map(|&(_, to)| to);
        let shift = |from: Square, to: Square| {
            (d.piece_or_pawn(c, Role::Pawn, from, to) != FAR as u32).then(|| from.file().abs_diff(to.file()) as u32)
        };
        if pawns.count() as usize > assignment::MAX {
            // Too many for the matching: each goal pawn's nearest pawn.
            return Some(
                goal_pawns
                    .map(|to| pawns.into_iter().filter_map(|from| shift(from, to)).min().unwrap_or(0))
                    .sum(),
            );
        }
        // Each goal pawn's nearest pawn: if no pawn is nearest to two, that
        // is the matching, and the usual case (goal pawns on their files).
        let (mut nearest_sum, mut taken, mut distinct) = (0, Bitboard::EMPTY, true);
        for to in goal_pawns.clone() {
            let (s, from) = pawns.into_iter().filter_map(|from| Some((shift(from, to)?, from))).min()?;
            nearest_sum += s;
            distinct &= !taken.contains(from);
            taken.insert(from);
        }
        if distinct {
            return Some(nearest_sum);
        }
        let mut rows = [None; assignment::MAX];
        let mut nrows = 0;
        for to in goal_pawns {
            rows[nrows] = Some(to);
            nrows += 1;
        }
        let mut cols = [None; assignment::MAX];
        let mut ncols = 0;
        for from in pawns {
            cols[ncols] = Some(from);
            ncols += 1;
        }
        if nrows > ncols {
            return None;
        }
        let cost = |r: usize, k: usize| match (rows[r], cols[k]) {
            (Some(to), Some(from)) => shift(from, to).map_or(assignment::IMPOSSIBLE, |s| s as i32),
            _ => assignment::IMPOSSIBLE,
        };
        assignment::min_cost(nrows, ncols, cost)
    }

    /// The weaker sum of each goal piece's nearest candidate (a piece may
    /// serve two goals): for colours with more pieces than the matching takes.
    fn nearest_pieces<D: Dist>(&self, c: Color, starts: &Starts, d: &D) -> Option<(u32, bool)> {
        let (mut h, mut king_moves) = (0u32, false);
        for &(goal_role, to) in &self.goal_pieces[c.index()] {
            let best = starts.pieces[..starts.n]
                .iter()
                .map(|&(role, from)| journey(d, c, role, from, goal_role, to))
                .min()
                .unwrap_or(FAR as u32);
            if best >= FAR as u32 {
                return None;
            }
            h += best;
            king_moves |= goal_role == Role::King && best > 0;
        }
        Some((h, king_moves))
    }
}
