//! A colour that both captures and loses pieces pays for both in one
//! assignment: its capturers' landings and its victims' ways.
//!
//! `capturers.rs` charges colour o's capturers their ways through the
//! squares where the other colour c's pieces can be captured (`meets_c`),
//! and lets each of o's own pieces that is lost beyond its forced victims
//! (a free row of o's assignment) be captured where it stands, for
//! nothing. `extra_victim.rs` charges those victims their ways to the
//! squares where o's pieces can be captured (`meets_o`), but on top of
//! o's least journeys alone, with no capturer's way in the same bound.
//! Each rule alone may leave moves over where the two together do not:
//! White's queen that must take on c7 and d8, where Black's pieces wait
//! with no move to spare, and White's c- and d-pawns that must each walk
//! to where Black's pieces, keeping to their shortest ways, can take them.
//!
//! **The bound.** In every game that reaches the goal within the budget,
//! each of o's pieces takes one fate: a goal square of its colour, a
//! capture by c's pawns on known squares (o's forced victims), or a
//! capture beyond those. Every capture beyond the forced ones takes place
//! on a square of `meets_o` (`meeting.rs`: each such square is one where a
//! capture of o's pieces can take place at all), so a piece with the last
//! fate first travels to such a square (0 moves if it stands on one) and
//! makes at least `to_lost` moves: its fewest to stand on a square of
//! `meets_o` (a pawn as a pawn or promoted). So o makes at least the least
//! assignment of its pieces to its fates with those rows, where
//! `capturers.rs` charged 0. If c has pieces to lose beyond its forced
//! victims too, o lands on `meets_c` once per such capture: with one, one
//! of o's pieces has its row replaced by its way through a square of
//! `meets_c` and on to its fate (to a square of `meets_o` if it is lost in
//! its turn); with two or more, two landings are paid for together, on the
//! slots of `capturers.rs`. Every way is at least the piece's plain row
//! too (it also reaches the same fate), so a row is the larger of the two.
//! Castling moves two pieces in one move (the sum may exceed o's moves by
//! 2, granted while o has a right, as in `capturers.rs`), and a capture en
//! passant right now lands beside its victim: the rule is not asked then.
//! Both sets come from `meeting_squares`, so the bound is asked only once
//! each colour's captures have found squares (`unmet_captures`), and only
//! from [`PLIES_ASKED`] plies left.
//!
//! **Cost.** The count asks whether the bound fits the budget, not what
//! it is: the least assignment is solved once, and a choice that keeps
//! every piece on its column (its capturers' ways read on that column
//! alone) usually fits already. Otherwise every choice is bounded by its
//! capturers' reduced costs and the survivors re-solved by one augmenting
//! path per replaced row (`assignment::Solved::with_rows_replaced`), until
//! the answer is on one side of the budget; the cache keeps the answer
//! with the budget it was found for.

use super::capturers::{Row, Ways, NEVER};
use super::costs::Starts;
use super::distances::Distances;
use super::independent::{castlings_off, Castling};
use super::journeys::{remember, PerColour};
use super::meeting::{LandingsAnswer, CACHE_ENTRIES};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::assignment::{self, IMPOSSIBLE};
use crate::chess::{Color, Position, Role};

/// Plies left from which the bound is asked: it costs more than it saves
/// near the leaves, where the cheaper bounds decide.
pub(super) const PLIES_ASKED: u32 = 6;

impl Estimator {
    /// Whether colour `o`, whose pieces lost beyond its forced victims are
    /// captured on squares of `lost_on`, can make its journeys, those
    /// victims' ways and its landings on `meets_c` for the other colour's
    /// `extra_c` victims beyond its forced ones within `budget_o` moves
    /// (module header).
    pub(super) fn give_and_take_fit(
        &self,
        pos: &Position,
        o: Color,
        lost_on: Bitboard,
        extra_c: u32,
        meets_c: Bitboard,
        budget_o: u32,
    ) -> bool {
        if pos.ep_square.is_some() {
            return true;
        }
        let slot_sets: Vec<Vec<Bitboard>> = match extra_c {
            0 => vec![Vec::new()],
            1 => vec![vec![meets_c]],
            _ => match self.landing_slots(pos, o.other(), meets_c) {
                Some(pairs) => pairs.into_iter().map(|pair| pair.to_vec()).collect(),
                None => return false,
            },
        };
        slot_sets
            .iter()
            .all(|slots| self.landings_fit_castling_or_not(pos, o, slots, lost_on, budget_o))
    }

    /// Whether `o` makes its landings on `slots` and its lost pieces'
    /// ways within `budget` moves from its pieces as they stand or, for a
    /// castling it may still make, within `budget − 1` from its pieces
    /// right after it (module header).
    fn landings_fit_castling_or_not(&self, pos: &Position, o: Color, slots: &[Bitboard], lost_on: Bitboard, budget: u32) -> bool {
        self.landings_fit_from(pos, o, None, slots, lost_on, budget)
            || budget > 0
                && castlings_off(pos, o, self.static_walls)
                    .any(|castling| self.landings_fit_from(pos, o, Some(&castling), slots, lost_on, budget - 1))
    }

    /// Whether [`Estimator::compute_landings`] of `o`'s pieces, as they
    /// stand or right after `castling`, is at most `budget`, cached by
    /// `o`'s placement and victims, the castling, the slots and `lost_on`
    /// with the cutoff it was computed for (an answer for one budget
    /// decides the others on its side of it).
    fn landings_fit_from(
        &self,
        pos: &Position,
        o: Color,
        castling: Option<&Castling>,
        slots: &[Bitboard],
        lost_on: Bitboard,
        budget: u32,
    ) -> bool {
        let mut padded = [Bitboard::EMPTY; 2];
        padded[..slots.len()].copy_from_slice(slots);
        // The slots' count, and which castling (by its rook's file).
        let asked = slots.len() as u8 | castling.map_or(0, |c| (c.rook.file() + 1) << 2);
        let key = (self.meet_key(pos, o), padded, asked, lost_on);
        let starts = || {
            let mut starts = Starts::of(pos, o);
            if let Some(castling) = castling {
                for (role, sq) in starts.pieces.iter_mut().take(starts.n) {
                    if (*role, *sq) == (Role::King, castling.king) {
                        *sq = castling.king_to;
                    } else if (*role, *sq) == (Role::Rook, castling.rook) {
                        *sq = castling.rook_to;
                    }
                }
            }
            starts
        };
        let compute = |cutoff: u32| self.compute_landings(pos, o, starts(), slots, lost_on, Some(cutoff));
        self.fits_by_cutoff(
            &self.meeting_cache.losing,
            (pos, o),
            key,
            budget,
            ("landings_fit_from", compute),
        )
    }

    /// Whether `compute(budget)` (an answer reckoned up to a cutoff: at
    /// most it, some choice's moves, the least at most them; over it, a
    /// lower bound on every choice's) is at most `budget`, from `cache`
    /// under `key` where an answer kept for another cutoff decides it, and
    /// kept there with its cutoff otherwise. `what` names the cache for
    /// [`Estimator::audit`].
    pub(super) fn fits_by_cutoff<K: std::hash::Hash + Eq>(
        &self,
        cache: &PerColour<K, LandingsAnswer>,
        (pos, o): (&Position, Color),
        key: K,
        budget: u32,
        (what, compute): (&str, impl Fn(u32) -> u32),
    ) -> bool {
        let hit = cache.borrow()[o.index()].get(&key).copied();
        if let Some((moves, cutoff)) = hit {
            let decided = if moves <= cutoff {
                (moves <= budget).then_some(true)
            } else {
                (moves > budget).then_some(false)
            };
            if let Some(fits) = decided {
                self.audit(what, pos, fits, || compute(budget) <= budget);
                return fits;
            }
        }
        let moves = compute(budget);
        remember(cache, o, key, (moves, budget), CACHE_ENTRIES);
        moves <= budget
    }

    /// The fewest moves in which colour `o` lands on a square of each of
    /// `slots` (none, one or two), its pieces' other journeys included and
    /// its free rows charged their ways to `lost_on` (module header;
    /// every square: for nothing): the least assignment over every choice
    /// of capturers, the choices taken by their cheap bound (the least
    /// assignment plus the capturers' detours) and given up once that
    /// bound reaches the best found. 0 when the assignment is not solved.
    /// With a `cutoff`, it stops once the answer is on one side of it: a
    /// result at most the cutoff is some choice's assignment (the least is
    /// at most it), one over it a lower bound on every choice's.
    pub(super) fn compute_landings(
        &self,
        pos: &Position,
        o: Color,
        starts: Starts,
        slots: &[Bitboard],
        lost_on: Bitboard,
        cutoff: Option<u32>,
    ) -> u32 {
        let cutoff = cutoff.unwrap_or(NEVER);
        // Stops a loop over the choices in order of their cheap bound:
        // the least found is at most the cutoff, or every choice left
        // costs more than it.
        let settled = |best: u32, cheap: u32| best <= cutoff && cutoff < NEVER || cheap > cutoff;
        let Some(rows) = self.capturer_rows_losing(pos, o, starts, false, lost_on) else {
            return 0;
        };
        let (least, n, pieces, plain) = (rows.least, rows.n, rows.starts.pieces(), &rows.plain);
        if least >= NEVER || slots.is_empty() {
            return least;
        }
        let ways = rows.ways(self);
        let costs = |row: &Row| {
            let mut costs = [IMPOSSIBLE; assignment::MAX];
            for (c, &moves) in costs.iter_mut().zip(row).take(n) {
                *c = if moves >= NEVER { IMPOSSIBLE } else { moves as i32 };
            }
            costs
        };
        // Solved once; each choice replaces its capturers' rows by dearer
        // ones and augments again, and is bounded first by their reduced
        // costs (`assignment::Solved`).
        let solved = assignment::Solved::new(n, n, |i, y| costs(&plain[i])[y]);
        let replaced = |rows: &[(usize, Row)]| {
            let rows: Vec<(usize, [i32; assignment::MAX])> = rows.iter().map(|(i, row)| (*i, costs(row))).collect();
            solved.with_rows_replaced(&rows).unwrap_or(NEVER)
        };
        // The least reduced cost of piece i with `way` as its row: an
        // assignment giving it that row costs at least `least` plus it.
        let least_reduced = |way: &Row, i: usize| -> u32 {
            let c = costs(way);
            (0..n)
                .filter(|&y| c[y] < IMPOSSIBLE)
                .map(|y| solved.reduced(i, y, c[y]).max(0) as u32)
                .min()
                .unwrap_or(NEVER)
        };
        let movable = |i: usize| !self.static_walls.contains(pieces[i].1);
        if cutoff < NEVER {
            if let Some(moves) = self.landings_in_place(&solved, &ways, pieces, plain, slots, least) {
                if moves <= cutoff {
                    return moves;
                }
            }
        }
        // A piece that lands reaches its fate too: at least its plain row.
        let at_least_plain = |mut way: Row, i: usize| {
            for (w, p) in way.iter_mut().zip(&plain[i]).take(n) {
                *w = (*w).max(*p);
            }
            way
        };
        // Per piece and slot, its ways through that slot (None: it cannot
        // land there), and its least reduced cost with that row.
        let through: Vec<Vec<Option<Row>>> = (0..n)
            .map(|i| {
                slots
                    .iter()
                    .map(|&slot| {
                        movable(i)
                            .then(|| ways.through(pieces[i], slot))
                            .flatten()
                            .map(|w| at_least_plain(w, i))
                    })
                    .collect()
            })
            .collect();
        let detours: Vec<Vec<u32>> = (0..n)
            .map(|i| {
                through[i]
                    .iter()
                    .map(|way| way.as_ref().map_or(NEVER, |way| least_reduced(way, i)))
                    .collect()
            })
            .collect();
        let mut best = NEVER;
        if let [_] = slots {
            let mut choices: Vec<(u32, usize)> = (0..n)
                .filter(|&p| detours[p][0] < NEVER)
                .map(|p| (least + detours[p][0], p))
                .collect();
            choices.sort_unstable();
            for (cheap, p) in choices {
                if cheap >= best || settled(best, cheap) {
                    return if best <= cutoff { best } else { best.min(cheap) };
                }
                if let Some(way) = through[p][0] {
                    best = best.min(replaced(&[(p, way)]));
                }
            }
            return best;
        }
        // Each choice: (cheap bound, first capturer, second capturer).
        let mut choices: Vec<(u32, usize, usize)> = Vec::new();
        for p in 0..n {
            for q in 0..n {
                let cheap = if p == q {
                    detours[p][0].max(detours[p][1])
                } else {
                    detours[p][0].saturating_add(detours[q][1])
                };
                if cheap < NEVER {
                    choices.push((least + cheap, p, q));
                }
            }
        }
        choices.sort_unstable();
        for (cheap, p, q) in choices {
            if cheap >= best || settled(best, cheap) {
                return if best <= cutoff { best } else { best.min(cheap) };
            }
            let (Some(first), Some(second)) = (through[p][0], through[q][1]) else {
                continue;
            };
            let moves = if p == q {
                match ways.through_both(pieces[p], &plain[p], [slots[0], slots[1]]) {
                    Some(both) => {
                        // It lands on a square of each slot: at least its
                        // way through either (a pawn's `through_both` is
                        // its plain row).
                        let mut both = at_least_plain(both, p);
                        for ((b, f), s) in both.iter_mut().zip(&first).zip(&second).take(n) {
                            *b = (*b).max(*f).max(*s);
                        }
                        if least.saturating_add(least_reduced(&both, p)) >= best {
                            continue;
                        }
                        replaced(&[(p, both)])
                    }
                    None => continue,
                }
            } else {
                replaced(&[(p, first), (q, second)])
            };
            best = best.min(moves);
        }
        best
    }

    /// Some choice's assignment, cheaply: the least assignment with the
    /// capturers' rows replaced but every piece kept on its column, the
    /// capturer's way read on that column only (one piece landing on one
    /// slot, two distinct pieces on two). An assignment of that choice, so
    /// at least its least: a bound from above that answers most asks
    /// (the capturers' ways are short beside the budget) without the ways
    /// to every column. `None` if no piece can land so.
    fn landings_in_place(
        &self,
        solved: &assignment::Solved,
        ways: &Ways<'_, Distances>,
        pieces: &[(Role, Square)],
        plain: &[Row],
        slots: &[Bitboard],
        least: u32,
    ) -> Option<u32> {
        // Per slot, the two cheapest pieces' extra moves on their columns.
        let mut cheapest = [[(NEVER, usize::MAX); 2]; 2];
        // A piece on a static wall lands nowhere.
        for (i, &piece) in pieces.iter().enumerate().filter(|(_, p)| !self.static_walls.contains(p.1)) {
            let Some(y) = solved.column_of(i) else { continue };
            for (k, &slot) in slots.iter().enumerate() {
                let Some(way) = ways.through_rows(piece, slot, y..y + 1) else {
                    continue;
                };
                if way[y] >= NEVER {
                    continue;
                }
                let extra = (way[y].max(plain[i][y]) - plain[i][y], i);
                let best = &mut cheapest[k];
                if extra < best[0] {
                    best[1] = best[0];
                    best[0] = extra;
                } else if extra < best[1] {
                    best[1] = extra;
                }
            }
        }
        let extra = match slots {
            [_] => cheapest[0][0].0,
            _ => {
                let [a, b] = cheapest;
                if a[0].1 != b[0].1 {
                    a[0].0.saturating_add(b[0].0)
                } else {
                    a[0].0.saturating_add(b[1].0).min(a[1].0.saturating_add(b[0].0))
                }
            }
        };
        (extra < NEVER).then(|| least + extra)
    }
}
