//! The victims' search of the tally (`mod.rs`): once every goal square
//! has its survivor, each piece left over is a victim, and each victim
//! gets a death square and a capturer landing there.
//!
//! **Why its own file.** It is the tally's deepest search (the tally's
//! header tells its order and its cuts), and the look-ahead below made
//! the tally's file too long to read as one.
//!
//! **Stale rows look ahead.** A choice changes two walkers, whose rows
//! its child reckons again before it looks at the victims left. But a
//! walker's least moves never fall as its end is chosen or it lands on
//! one more square (while it lands on at most `TOURED`), so the rows as
//! they stood before the choice are no higher than the child's. A
//! victim left with no capturer that could land where it may die, by
//! those rows and the room the choice leaves each colour, has none in
//! the child either: the child is not built. On the 16-ply queen's-tour
//! goal of `problems/chess/themed-games.tsv` (one thread), two children
//! in three end there, and its tally's nodes fell from 8.8 M to 2.5 M
//! (BENCHMARKS.md, Session 92).

use super::state::{LeastGrowth, Rows};
use super::threshold::at_most;
use super::{walkers, Choice, End, NodeLists, Tally, NEVER, TOURED};
use crate::board::Bitboard;
use crate::chess::Role;

impl Tally<'_> {
    /// Gives each victim left a death square and a capturer: whether some
    /// choice fits. The victim with the fewest choices that fit goes
    /// first, and a victim with none ends the branch at once (a refutation
    /// must try every choice, and this order tries far fewer). `rows` are
    /// the walkers' least moves for each square they may die on or land on
    /// next ([`Rows`]); a choice changes two walkers, so a child reckons
    /// only their rows again, in place, and puts them back after.
    pub(super) fn victims(&mut self, rows: &mut Rows) -> bool {
        let mut lists = self.spare.pop().unwrap_or_default();
        let fits = self.victims_with(rows, &mut lists);
        self.spare.push(lists);
        fits
    }

    /// [`Tally::victims`] with its node's lists (cleared here).
    fn victims_with(&mut self, rows: &mut Rows, lists: &mut NodeLists) -> bool {
        if self.spent[0] > self.allowed[0] || self.spent[1] > self.allowed[1] || !self.tick() {
            return false;
        }
        let NodeLists {
            open,
            deaths,
            growth,
            options,
            least_growth,
        } = lists;
        open.clear();
        open.extend(walkers(self.open));
        debug_assert!(open
            .iter()
            .copied()
            .eq((0..self.walkers.len()).filter(|&i| self.walkers[i].end == End::Open)));
        if open.is_empty() {
            // A full choice: every pawn's captures are its landings.
            return self.pawn_captures_fit([0, 0]) && self.pawns_keep_their_order();
        }
        // A king is never captured: a king left over fits no choice.
        if open.iter().any(|&i| self.walkers[i].role == Role::King) {
            return false;
        }
        deaths.clear();
        deaths.extend(open.iter().map(|&x| self.affordable(x, &rows.deaths[x])));
        // Capturers only of a colour with victims to take.
        let to_come = self.victims_to_come();
        if !self.pawn_captures_fit(to_come) {
            return false;
        }
        growth.clear();
        growth.extend(
            (0..self.walkers.len()).map(|y| match to_come[self.walkers[y].color.other().index()] {
                0 => Bitboard::EMPTY,
                _ => self.affordable(y, &rows.lands[y]),
            }),
        );
        // Each victim's own moves add to its colour's apart from the
        // others': the least each can add, summed, must fit. (A walker's
        // least moves never fall as it lands on more squares while it
        // lands on at most `TOURED`; past that, it is not counted.)
        let mut least_added = self.spent;
        // The victim with the fewest choices (the first of those).
        let mut best: Option<(usize, usize)> = None;
        for (k, &x) in open.iter().enumerate() {
            let (count, least) = self.option_summary(x, deaths[k], growth, rows);
            #[cfg(debug_assertions)]
            {
                let (mut listed, mut cheapest) = (0, NEVER);
                self.each_option(x, deaths[k], growth, rows, |o| {
                    listed += 1;
                    cheapest = cheapest.min(u32::from(rows.deaths[x][o.square.index()]));
                });
                debug_assert_eq!(
                    (count, least),
                    (listed, cheapest),
                    "victim {x}'s choices summed over bitboards"
                );
            }
            if count == 0 {
                return false;
            }
            let wx = &self.walkers[x];
            if Self::keeps_growing(wx, to_come) {
                least_added[wx.color.index()] += least.saturating_sub(wx.moves);
            }
            if best.is_none_or(|(_, fewest)| count < fewest) {
                best = Some((k, count));
            }
        }
        if least_added[0] > self.allowed[0] || least_added[1] > self.allowed[1] {
            return false;
        }
        // The least growth first, then by square, capturer and landing (an
        // order that does not depend on how the options were gathered).
        // Every open victim has a choice here, so one is the best.
        let Some((k, count)) = best else {
            return false;
        };
        let x = open[k];
        options.clear();
        self.each_option(x, deaths[k], growth, rows, |o| options.push(o));
        debug_assert_eq!(options.len(), count, "the chosen victim's choices, listed and counted");
        options.sort_unstable_by_key(|o| (o.added, o.square.index(), o.capturer, o.landing.index()));
        self.least_growth(rows, to_come, x, least_growth);
        for &Choice {
            square: s,
            capturer: y,
            landing: l,
            ..
        } in options.iter()
        {
            // The two walkers' least moves as the choice leaves them are
            // on their rows already: dying on `s`, landing once more on `l`
            // (each read counts as one walk, as a walk from the memo does).
            let (before_x, before_y) = (self.walkers[x].moves, self.walkers[y].moves);
            let (after_x, after_y) = (u32::from(rows.deaths[x][s.index()]), u32::from(rows.lands[y][l.index()]));
            self.set_end(x, End::Dies(s));
            self.walkers[x].killer = Some(y);
            self.walkers[y].landings.push(l);
            self.reckon_beyond(y);
            debug_assert_eq!(after_x, self.least_moves(&self.walkers[x]));
            debug_assert_eq!(after_y, self.least_moves(&self.walkers[y]));
            // The rows before the choice look ahead while they are no
            // higher than the child's (the header).
            let stale_below = self.walkers[y].landings.len() < TOURED;
            let fits = self.tick_walks(1)
                && self.settle(x, after_x)
                && self.tick_walks(1)
                && self.settle(y, after_y)
                && !(stale_below && self.some_victim_stuck(rows, least_growth, y))
                && {
                    // The two walkers' rows as the choice leaves them, put
                    // back after.
                    let saved = (rows.lands[x], rows.lands[y], rows.deaths[y]);
                    rows.lands[x] = self.land_row(x, rows);
                    rows.lands[y] = self.land_row(y, rows);
                    if self.walkers[y].end == End::Open {
                        rows.deaths[y] = self.death_row(y, rows);
                    }
                    debug_assert!(
                        !stale_below
                            || no_higher(&saved.0, &rows.lands[x])
                                && no_higher(&saved.1, &rows.lands[y])
                                && no_higher(&saved.2, &rows.deaths[y]),
                        "a walker's rows grow as a choice is made"
                    );
                    let fits = self.victims(rows);
                    (rows.lands[x], rows.lands[y], rows.deaths[y]) = saved;
                    fits
                };
            if fits {
                return true;
            }
            self.walkers[y].landings.pop();
            self.reckon_beyond(y);
            self.set_end(x, End::Open);
            self.walkers[x].killer = None;
            self.tick_walks(2);
            self.settle(y, before_y);
            self.settle(x, before_x);
            if self.gave_up {
                return false;
            }
        }
        false
    }

    /// Whether some open victim has no capturer that could land where it
    /// may die, by the rows as they stood before the last choice (no
    /// higher than the child's: the header) and the room each colour has
    /// now: the choices [`Tally::option_summary`] would count, none of
    /// them there. The free walkers' landings are read from the node's
    /// `least` growth, made before the choice: only the choice's capturer
    /// `fresh` has grown since, and it is asked again (the choice's victim,
    /// captured now and left out of the table, is asked with the
    /// captured). A captured walker is asked for each victim, as it may
    /// take only those that do not take it, nor take its taker, and so on
    /// ([`Tally::killed_by`]).
    fn some_victim_stuck(&self, rows: &Rows, least: &LeastGrowth, fresh: usize) -> bool {
        // Per capturing colour: the landings its free walkers afford, and
        // those its pawns afford (en passant).
        let mut free: [Option<(u64, u64)>; 2] = [None, None];
        for z in walkers(self.open) {
            let deaths = self.affordable(z, &rows.deaths[z]).0;
            if deaths == 0 {
                return true;
            }
            let c = self.walkers[z].color.other();
            let (free_all, free_pawns) = *free[c.index()].get_or_insert_with(|| {
                let Some(room) = self.allowed[c.index()].checked_sub(self.spent[c.index()]) else {
                    return (0, 0);
                };
                let room = room.min(u32::from(u16::MAX - 1)) as u16;
                let mut all = at_most(&least.all[c.index()], room);
                let mut pawns = at_most(&least.pawns[c.index()], room);
                let wy = &self.walkers[fresh];
                if wy.color == c && wy.killer.is_none() {
                    let afforded = self.affordable(fresh, &rows.lands[fresh]).0;
                    all |= afforded;
                    if wy.role == Role::Pawn {
                        pawns |= afforded;
                    }
                }
                (all, pawns)
            });
            let (dead_all, dead_pawns) =
                self.landings_afforded(c, rows, |y| self.walkers[y].killer.is_some() && !self.killed_by(y, z));
            if !self.can_be_taken(z, deaths, (free_all | dead_all, free_pawns | dead_pawns)) {
                return true;
            }
        }
        false
    }

    /// The least growth of each colour's free walkers' moves to land once
    /// more on each square ([`LeastGrowth`]), for the colours with
    /// victims to take (`to_come`, by the victims' colour), but for the
    /// node's victim `x`: each choice captures it.
    fn least_growth(&self, rows: &Rows, to_come: [usize; 2], x: usize, out: &mut LeastGrowth) {
        *out = LeastGrowth::default();
        for (y, w) in self.walkers.iter().enumerate() {
            if y == x || w.killer.is_some() || to_come[w.color.other().index()] == 0 {
                continue;
            }
            let c = w.color.index();
            let moves = w.moves.min(u32::from(u16::MAX)) as u16;
            let grows = |m: u16| {
                if u32::from(m) >= NEVER {
                    u16::MAX
                } else {
                    m.saturating_sub(moves)
                }
            };
            for (least, &m) in out.all[c].iter_mut().zip(&rows.lands[y]) {
                *least = (*least).min(grows(m));
            }
            if w.role == Role::Pawn {
                for (least, &m) in out.pawns[c].iter_mut().zip(&rows.lands[y]) {
                    *least = (*least).min(grows(m));
                }
            }
        }
    }
}

/// Whether no square of `stale` is above the same square of `now`.
fn no_higher(stale: &[u16; 64], now: &[u16; 64]) -> bool {
    stale.iter().zip(now).all(|(a, b)| a <= b)
}
