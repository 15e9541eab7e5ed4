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
//! each colour's captures have found squares (`unmet_captures`).

use super::capturers::{assign_rows, detour, Row, NEVER};
use super::costs::Starts;
use super::independent::{castlings_off, Castling};
use super::journeys::{remember, PlacementKey};
use super::meeting::CACHE_ENTRIES;
use super::Estimator;
use crate::board::Bitboard;
use crate::chess::{Color, Position, Role};

/// Colour o's placement key, its landings' slots (as many as the `u8`
/// says) and where its lost pieces can be captured.
pub(super) type LandingsKey = (PlacementKey, [Bitboard; 2], u8, Bitboard);

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
            .all(|slots| self.landings_castling_or_not(pos, o, slots, lost_on) <= budget_o)
    }

    /// The least of [`Estimator::landings_losing`] from `o`'s pieces as
    /// they stand and, for each castling `o` may still make, 1 + the same
    /// from its pieces right after it (module header).
    fn landings_castling_or_not(&self, pos: &Position, o: Color, slots: &[Bitboard], lost_on: Bitboard) -> u32 {
        let mut least = self.landings_losing(pos, o, None, slots, lost_on);
        for castling in castlings_off(pos, o, self.static_walls) {
            least = least.min(
                self.landings_losing(pos, o, Some(&castling), slots, lost_on)
                    .saturating_add(1),
            );
        }
        least
    }

    /// [`Estimator::compute_landings`] of `o`'s pieces, as they stand or
    /// right after `castling`, cached by `o`'s placement and victims, the
    /// castling, the slots and `lost_on`.
    fn landings_losing(
        &self,
        pos: &Position,
        o: Color,
        castling: Option<&Castling>,
        slots: &[Bitboard],
        lost_on: Bitboard,
    ) -> u32 {
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
        let compute = || self.compute_landings(pos, o, starts(), slots, lost_on);
        let hit = self.meeting_cache.losing.borrow()[o.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("landings_losing", pos, hit, compute);
            return hit;
        }
        let moves = compute();
        remember(&self.meeting_cache.losing, o, key, moves, CACHE_ENTRIES);
        moves
    }

    /// The fewest moves in which colour `o` lands on a square of each of
    /// `slots` (none, one or two), its pieces' other journeys included and
    /// its free rows charged their ways to `lost_on` (module header;
    /// every square: for nothing): the least assignment over every choice
    /// of capturers, the choices taken by their cheap bound (the least
    /// assignment plus the capturers' detours) and given up once that
    /// bound reaches the best found. 0 when the assignment is not solved.
    pub(super) fn compute_landings(
        &self,
        pos: &Position,
        o: Color,
        starts: Starts,
        slots: &[Bitboard],
        lost_on: Bitboard,
    ) -> u32 {
        let Some(rows) = self.capturer_rows_losing(pos, o, starts, false, lost_on) else {
            return 0;
        };
        let (least, n, pieces, plain) = (rows.least, rows.n, rows.starts.pieces(), &rows.plain);
        if least >= NEVER || slots.is_empty() {
            return least;
        }
        let ways = rows.ways(self);
        let assign = |rows: &dyn Fn(usize) -> Row| assign_rows(n, rows);
        let movable = |i: usize| !self.static_walls.contains(pieces[i].1);
        // A piece that lands reaches its fate too: at least its plain row.
        let at_least_plain = |mut way: Row, i: usize| {
            for (w, p) in way.iter_mut().zip(&plain[i]).take(n) {
                *w = (*w).max(*p);
            }
            way
        };
        // Per piece and slot, its ways through that slot (None: it cannot
        // land there), and its least detour over its plain rows.
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
        let detour = |way: &Row, i: usize| detour(way, &plain[i], n);
        let detours: Vec<Vec<u32>> = (0..n)
            .map(|i| {
                through[i]
                    .iter()
                    .map(|way| way.as_ref().map_or(NEVER, |way| detour(way, i)))
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
                if cheap >= best {
                    break;
                }
                if let Some(way) = through[p][0] {
                    best = best.min(assign(&|i| if i == p { way } else { plain[i] }));
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
            if cheap >= best {
                break;
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
                        if least + detour(&both, p) >= best {
                            continue;
                        }
                        assign(&|i| if i == p { both } else { plain[i] })
                    }
                    None => continue,
                }
            } else {
                assign(&|i| {
                    if i == p {
                        first
                    } else if i == q {
                        second
                    } else {
                        plain[i]
                    }
                })
            };
            best = best.min(moves);
        }
        best
    }
}
