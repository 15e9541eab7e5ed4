//! Two captures still to come, and the pieces that make them.
//!
//! `meeting.rs` asks where *one* capture of colour c's pieces by colour o
//! can take place: on a square of `meets`, with o paying its capturer's
//! detour on top of its least assignment. When o must still capture at
//! least two of c's pieces beyond the forced ones, two of o's moves land on
//! squares of `meets`, and those two landings are paid for together: by two
//! pieces, each with its own detour, or by one piece that goes through both
//! squares on its way. A knight that must take two rooks shut in on a1 and
//! h1 and then be home again pays for both trips, where one capture's bound
//! charged only the dearer of them.
//!
//! **The slots.** Each landing lands on a square of its slot. Without more
//! knowledge both slots are `meets`. Where c has no forced victim, every
//! capture of its pieces lands on `meets`; and a piece of c whose role the
//! goal lacks altogether must be captured where it can stand: on a square
//! of `meets` its role reaches from where it stands around the static walls
//! (squares no piece ever enters or leaves). Of c's k pieces of a role the
//! goal holds fewer of, j, at least k − j are captured (a piece that stays
//! ends on a goal square of its role; a promoted piece only takes such a
//! square from them), each where one of the k can stand. Two such victims
//! give two slots of their own; one gives its slot and `meets`. A victim
//! with an empty slot cannot be captured at all: the goal is out of reach.
//!
//! **The bound.** In every game each of o's pieces takes one *fate*: a goal
//! square of its colour, a capture by c's pawns on known squares (o's
//! forced victims), or (o having more pieces than those) a capture
//! anywhere. A piece's moves are at least its distance to its fate
//! (`matching_cost`), and a capturer's at least its way through its
//! landing squares to its fate: for a piece, the distances from its square
//! to the first landing, on to the second (at least one move: two captures
//! are two moves; two on one square, as it must leave and come back) and
//! on to its fate, which for a goal square of its role
//! is read backwards from the goal square (a piece's moves reverse). So o
//! makes at least the least assignment of its pieces to its fates with the
//! capturers' rows replaced by those ways, over every choice of capturers
//! and landing squares. A pawn lands by a diagonal step (promoted, on its
//! last rank) and goes on as a pawn, or lands as the piece it promoted to
//! before; one that lands on both slots is charged the larger of its
//! ways through either (each is a bound on its moves; before Session 71
//! only its plain row, which let one pawn stand for both landings for
//! nothing). (A pawn home on g2 that the goal keeps
//! there cannot take on h3: it would never come back.) Castling moves two pieces in one move
//! and the king two squares: the sum of distances may then exceed o's
//! moves by 2, which o's budget is granted while it has a right.
//!
//! A free row (a capture anywhere) costs nothing here; `give_and_take.rs`
//! charges it the piece's way to where the other colour can take it, and
//! computes this bound too (with every square, a free row's way is 0).
//!
//! Every choice of capturers is bounded first without an assignment: the
//! least assignment with plain rows (`J`) plus each capturer's least
//! detour over its fates (its way less its plain row), by the argument of
//! `meeting.rs`. The choices are assigned in the order of that bound
//! until it reaches the least found; the least is cached by o's placement
//! and victims and the slots (the budget is compared outside).

use super::costs::{journey, matching_cost, to_capture, Starts, Victim};
use super::distances::{Dist, Distances, FAR};
use super::meeting::EVERY_SQUARE;
use super::ways::{pawn_landing, piece_to_victim, promoted_or, PROMOTIONS};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::assignment::{self, IMPOSSIBLE};
use crate::chess::{Color, Position, Role};

/// A number of moves too large for any game: unreachable.
pub(super) const NEVER: u32 = FAR as u32;

/// Per row of the assignment (fates, then free rows), a piece's moves.
pub(super) type Row = [u32; assignment::MAX];

impl Estimator {
    /// Whether colour `c`'s victims still to come (at least two beyond its
    /// forced ones, each captured on a square of `meets`) leave colour o
    /// two landings within its `budget_o` moves (module header).
    pub(super) fn two_landings_fit(&self, pos: &Position, c: Color, meets: Bitboard, budget_o: u32) -> bool {
        // A capture en passant right now lands beside its victim.
        if pos.ep_square.is_some() {
            return true;
        }
        let o = c.other();
        let castles = pos.castling.rights[o.index()].iter().any(|&r| r);
        let budget = budget_o + if castles { 2 } else { 0 };
        let Some(pairs) = self.landing_slots(pos, c, meets) else {
            return false;
        };
        pairs.into_iter().all(|slots| self.landings_fit(pos, o, slots, budget))
    }

    /// The pairs of slots two of the other colour's landings take (module
    /// header); `None` if one of `c`'s pieces can be captured nowhere.
    pub(super) fn landing_slots(&self, pos: &Position, c: Color, meets: Bitboard) -> Option<Vec<[Bitboard; 2]>> {
        let mut known: Vec<Bitboard> = Vec::new();
        if self.forced_victims(pos, c) == 0 {
            for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                let pieces = pos.pieces(c, role);
                let goal = self.goal_counts[c.index()][role.index()];
                if goal == 0 {
                    // Each one is taken where it can stand.
                    for sq in pieces {
                        known.push(meets & self.standing_region(role, sq));
                    }
                } else if pieces.count() > goal {
                    // So many of them are taken, each where one of them
                    // can stand.
                    let anywhere = pieces
                        .into_iter()
                        .fold(Bitboard::EMPTY, |b, sq| b | self.standing_region(role, sq));
                    known.extend((goal..pieces.count()).map(|_| meets & anywhere));
                }
            }
            if known.iter().any(|slot| slot.is_empty()) {
                return None;
            }
        }
        known.truncate(3);
        Some(match known.len() {
            0 => vec![[meets, meets]],
            1 => vec![[known[0], meets]],
            m => (0..m)
                .flat_map(|i| (i + 1..m).map(move |j| (i, j)))
                .map(|(i, j)| [known[i], known[j]])
                .collect(),
        })
    }

    /// The squares a piece of `role` on `from` can ever stand on: those it
    /// reaches around the static walls (the estimator's static tables).
    fn standing_region(&self, role: Role, from: Square) -> Bitboard {
        let reach = self.dist.piece(role, from);
        self.goal.board.squares().filter(|s| reach[s.index()] != FAR).collect()
    }

    /// Whether colour `o` can land on a square of each of `slots` within
    /// `budget` moves, its pieces' other journeys included (module header).
    fn landings_fit(&self, pos: &Position, o: Color, slots: [Bitboard; 2], budget: u32) -> bool {
        let key = (self.meet_key(pos, o), slots);
        let compute = |cutoff: u32| self.compute_landings(pos, o, Starts::of(pos, o), &slots, EVERY_SQUARE, Some(cutoff));
        // Reckoned up to the budget: only which side of it matters here,
        // and the least over every choice of capturers took a fifth of a
        // capture-heavy goal's time (Session 91).
        self.fits_by_cutoff(&self.meeting_cache.landings, (pos, o), key, budget, ("landings_fit", compute))
    }

    /// The fewest moves in which colour `o` lands on a square of each of
    /// `slots`, its pieces' other journeys included (`give_and_take.rs`,
    /// with every square for the victims: free rows cost nothing).
    #[cfg(test)]
    fn two_landings(&self, pos: &Position, o: Color, slots: [Bitboard; 2]) -> u32 {
        self.compute_landings(pos, o, Starts::of(pos, o), &slots, EVERY_SQUARE, None)
    }
}

/// One colour's pieces as capturers: their plain rows (each piece's moves
/// to each fate: goal squares, then its forced victims, then free rows)
/// and their least assignment `J`, read on the estimator's static tables.
pub(super) struct CapturerRows {
    pub(super) o: Color,
    pub(super) starts: Starts,
    victims: [Victim; assignment::MAX],
    nv: usize,
    pub(super) n: usize,
    fates: usize,
    /// Where its pieces on free rows can be captured ([`to_lost`]).
    lost_on: Bitboard,
    pub(super) plain: Vec<Row>,
    pub(super) least: u32,
    /// Per piece and row, its reduced cost in the least assignment: an
    /// assignment giving pieces those rows costs at least `least` plus
    /// their sum (`assignment::min_cost_and_reduced`). Empty unless asked
    /// for, or when `least` is `NEVER`.
    pub(super) reduced: Vec<Row>,
}

impl CapturerRows {
    /// The ways of these pieces through landing squares.
    pub(super) fn ways<'a>(&'a self, est: &'a Estimator) -> Ways<'a, Distances> {
        Ways {
            d: &*est.dist,
            o: self.o,
            goals: &est.goal_pieces[self.o.index()],
            victims: &self.victims[..self.nv],
            fates: self.fates,
            n: self.n,
            last_rank: est.goal.promotion_rank(self.o),
            lost_on: self.lost_on,
            lost_ways: std::array::from_fn(|_| std::array::from_fn(|_| std::cell::Cell::new(UNASKED))),
        }
    }
}

/// The least assignment of `n` pieces to `n` rows, each piece's moves
/// given by `rows`; `NEVER` if there is none.
pub(super) fn assign_rows(n: usize, rows: &dyn Fn(usize) -> Row) -> u32 {
    let rows: Vec<Row> = (0..n).map(rows).collect();
    assignment::min_cost(n, n, |y, i| {
        let moves = rows[i][y];
        if moves >= NEVER {
            IMPOSSIBLE
        } else {
            moves as i32
        }
    })
    .unwrap_or(NEVER)
}

impl Estimator {
    /// Colour `o`'s [`CapturerRows`], with the reduced costs if
    /// `with_reduced`; `None` when the assignment is too large to solve or
    /// has more fates than pieces (no bound then).
    pub(super) fn capturer_rows(&self, pos: &Position, o: Color, with_reduced: bool) -> Option<CapturerRows> {
        self.capturer_rows_losing(pos, o, Starts::of(pos, o), with_reduced, EVERY_SQUARE)
    }

    /// [`Estimator::capturer_rows`] of the pieces `starts` (o's in `pos`,
    /// or as a castling leaves them), each free row (a victim beyond the
    /// forced ones) charged the piece's way to a square of `lost_on`
    /// (`give_and_take.rs`).
    pub(super) fn capturer_rows_losing(
        &self,
        pos: &Position,
        o: Color,
        starts: Starts,
        with_reduced: bool,
        lost_on: Bitboard,
    ) -> Option<CapturerRows> {
        let d = &*self.dist;
        let pieces = starts.pieces();
        let n = pieces.len();
        let goals = &self.goal_pieces[o.index()];
        let (victims, nv) = self.victims(pos, o);
        let fates = goals.len() + nv;
        if fates > n || n > assignment::MAX {
            return None;
        }
        let plain: Vec<Row> = (0..n)
            .map(|i| {
                let mut row = [NEVER; assignment::MAX];
                for (y, cell) in row.iter_mut().enumerate().take(n) {
                    *cell = if y < fates {
                        let cost = matching_cost(d, o, pieces[i], goals, &victims[..nv], y);
                        if cost >= IMPOSSIBLE {
                            NEVER
                        } else {
                            cost as u32
                        }
                    } else if pieces[i].0 == Role::King {
                        NEVER
                    } else {
                        to_lost(d, o, pieces[i].0, pieces[i].1.index(), lost_on)
                    };
                }
                row
            })
            .collect();
        let (least, reduced) = if with_reduced {
            let solved = assignment::min_cost_and_reduced(n, |y, i| {
                let moves = plain[i][y];
                if moves >= NEVER {
                    IMPOSSIBLE
                } else {
                    moves as i32
                }
            });
            match solved {
                Some((least, by_fate)) => {
                    let reduced = (0..n)
                        .map(|i| {
                            let mut row = [NEVER; assignment::MAX];
                            for (y, cell) in row.iter_mut().enumerate().take(n) {
                                if plain[i][y] < NEVER {
                                    *cell = by_fate[y][i].max(0) as u32;
                                }
                            }
                            row
                        })
                        .collect();
                    (least, reduced)
                }
                None => (NEVER, Vec::new()),
            }
        } else {
            (assign_rows(n, &|i| plain[i]), Vec::new())
        };
        Some(CapturerRows {
            o,
            starts,
            victims,
            nv,
            n,
            fates,
            lost_on,
            plain,
            least,
            reduced,
        })
    }
}

/// The fewest moves colour `o`'s piece of `role` on square index `s`
/// needs to stand on a square of `lost_on`, where it is captured (a pawn
/// as a pawn or promoted): 0 on one already, so that with every square it
/// costs nothing. `NEVER` if it reaches none.
pub(super) fn to_lost<D: Dist>(d: &D, o: Color, role: Role, s: usize, lost_on: Bitboard) -> u32 {
    let Some(from) = Square::from_index(s as u8) else {
        return NEVER;
    };
    if lost_on.contains(from) {
        return 0;
    }
    let way = |t: Square| match role {
        Role::Pawn => PROMOTIONS
            .into_iter()
            .map(|r| d.promoted(o, r, from, t))
            .fold(u32::from(d.pawn(o, from)[t.index()]), u32::min),
        _ => u32::from(d.piece(role, from)[t.index()]),
    };
    lost_on.into_iter().map(way).min().unwrap_or(NEVER).min(NEVER)
}

/// One colour's ways to its fates through landing squares.
pub(super) struct Ways<'a, D: Dist> {
    d: &'a D,
    o: Color,
    goals: &'a [(Role, Square)],
    victims: &'a [Victim],
    fates: usize,
    n: usize,
    /// The rank the colour's pawns promote on.
    last_rank: u8,
    /// Where a piece on a free row (a victim beyond the forced ones) can
    /// be captured ([`to_lost`]; every square: anywhere, for nothing).
    lost_on: Bitboard,
    /// [`to_lost`] by role and square, as asked (`UNASKED` before): the
    /// free rows' onward ways, the same for every free row.
    lost_ways: [[std::cell::Cell<u8>; 64]; 6],
}

/// A [`Ways::lost_ways`] entry not asked yet; [`NO_WAY`] one that reaches
/// no square of `lost_on` (no piece's way is that long).
const UNASKED: u8 = 254;
const NO_WAY: u8 = 253;

impl<D: Dist> Ways<'_, D> {
    /// Moves of a piece of `role` from square index `s` on to row `y`'s
    /// fate (a piece's moves reverse: read from the fate's square).
    pub(super) fn onward(&self, role: Role, s: usize, y: usize) -> u32 {
        // The king has no fate but its goal square: no free row, no victim's.
        if role == Role::King && y >= self.goals.len() {
            return NEVER;
        }
        match self.goals.get(y) {
            Some(&(goal_role, g)) if goal_role == role => u32::from(self.d.piece(role, g)[s]),
            Some(_) => NEVER,
            None if y < self.fates => u32::from(piece_to_victim(self.d, role, s, &self.victims[y - self.goals.len()])),
            None => self.lost_way(role, s),
        }
    }

    /// [`to_lost`] of a piece of `role` on square index `s`, remembered.
    fn lost_way(&self, role: Role, s: usize) -> u32 {
        let cell = &self.lost_ways[role.index()][s];
        if cell.get() == UNASKED {
            cell.set(to_lost(self.d, self.o, role, s, self.lost_on).min(u32::from(NO_WAY)) as u8);
        }
        let way = u32::from(cell.get());
        if way >= u32::from(NO_WAY) {
            NEVER
        } else {
            way
        }
    }

    /// The squares a pawn on `from` can land on by a capture, as a pawn or
    /// promoted.
    fn pawn_lands(&self, from: Square) -> Bitboard {
        let land = promoted_or(self.d, self.o, from, pawn_landing(self.d, self.o, from));
        (0..64u8)
            .filter(|&s| land[usize::from(s)] != FAR)
            .filter_map(Square::from_index)
            .collect()
    }

    /// A piece's ways to each row through a square of `slot`; `None` if it
    /// cannot land there.
    pub(super) fn through(&self, piece: (Role, Square), slot: Bitboard) -> Option<Row> {
        self.through_rows(piece, slot, 0..self.n)
    }

    /// [`Ways::through`] on the rows `ys` only (the others `NEVER`).
    pub(super) fn through_rows(&self, (role, from): (Role, Square), slot: Bitboard, ys: std::ops::Range<usize>) -> Option<Row> {
        if role == Role::Pawn {
            return self.pawn_through(from, slot, ys);
        }
        let arrive = self.d.piece(role, from);
        let mut row = [NEVER; assignment::MAX];
        let mut any = false;
        for (y, cell) in row.iter_mut().enumerate().take(ys.end).skip(ys.start) {
            for s in slot {
                let a = arrive[s.index()];
                if a == FAR {
                    continue;
                }
                any = true;
                *cell = (*cell).min(u32::from(a) + self.onward(role, s.index(), y));
            }
        }
        any.then_some(row)
    }

    /// A pawn's ways to each row through a square of `slot`: landing
    /// there as a pawn (by a diagonal step; on its last rank, promoted to
    /// the piece that goes on) and going on from there, or landing as the
    /// piece it promoted to before. `None` if it cannot land there.
    fn pawn_through(&self, from: Square, slot: Bitboard, ys: std::ops::Range<usize>) -> Option<Row> {
        let landing = pawn_landing(self.d, self.o, from);
        let mut row = [NEVER; assignment::MAX];
        let mut any = false;
        for s in slot {
            let si = s.index();
            if landing[si] != FAR {
                any = true;
                for (y, cell) in row.iter_mut().enumerate().take(ys.end).skip(ys.start) {
                    let on = if s.rank() == self.last_rank {
                        PROMOTIONS.into_iter().map(|r| self.onward(r, si, y)).min().unwrap_or(NEVER)
                    } else {
                        self.pawn_onward(s, y)
                    };
                    *cell = (*cell).min(u32::from(landing[si]) + on);
                }
            }
            for r in PROMOTIONS {
                let promoted = self.d.promoted(self.o, r, from, s);
                if promoted < NEVER {
                    any = true;
                    for (y, cell) in row.iter_mut().enumerate().take(ys.end).skip(ys.start) {
                        *cell = (*cell).min(promoted + self.onward(r, si, y));
                    }
                }
            }
        }
        any.then_some(row)
    }

    /// Moves of a pawn standing on `s` (short of its last rank) on to row
    /// `y`'s fate: a goal pawn square, a goal piece it promotes to, a
    /// capture by the other colour's pawns, or none.
    fn pawn_onward(&self, s: Square, y: usize) -> u32 {
        match self.goals.get(y) {
            Some(&(goal_role, g)) => journey(self.d, self.o, Role::Pawn, s, goal_role, g),
            None if y < self.fates => to_capture(self.d, self.o, Role::Pawn, s, self.victims[y - self.goals.len()]),
            None => self.lost_way(Role::Pawn, s.index()),
        }
    }

    /// A piece's ways to each row through a square of each slot, in either
    /// order (a pawn: its `plain` rows, if it can land on both).
    pub(super) fn through_both(&self, (role, from): (Role, Square), plain: &Row, slots: [Bitboard; 2]) -> Option<Row> {
        if role == Role::Pawn {
            let lands = self.pawn_lands(from);
            return ((slots[0] & lands).any() && (slots[1] & lands).any()).then_some(*plain);
        }
        let arrive = self.d.piece(role, from);
        let mut row = [NEVER; assignment::MAX];
        for [first, second] in [slots, [slots[1], slots[0]]] {
            // The fewest moves to have landed on `first` and then on each
            // square of `second` (a second capture is a move of its own).
            let mut mid = [NEVER; 64];
            for s2 in second {
                for s1 in first {
                    let (a, b) = (arrive[s1.index()], self.d.piece(role, s1)[s2.index()]);
                    if a != FAR && b != FAR {
                        // Landing on the same square again, it has left
                        // and come back: two moves at least.
                        let between = if s1 == s2 { 2 } else { u32::from(b.max(1)) };
                        let m = &mut mid[s2.index()];
                        *m = (*m).min(u32::from(a) + between);
                    }
                }
            }
            for (y, cell) in row.iter_mut().enumerate().take(self.n) {
                for s2 in second {
                    if mid[s2.index()] < NEVER {
                        *cell = (*cell).min(mid[s2.index()] + self.onward(role, s2.index(), y));
                    }
                }
            }
        }
        row.iter().take(self.n).any(|&m| m < NEVER).then_some(row)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn squares(names: &[&str]) -> Bitboard {
        names
            .iter()
            .map(|n| {
                let b = n.as_bytes();
                Square::new(b[0] - b'a', b[1] - b'1').unwrap()
            })
            .collect()
    }

    /// Black's knights must take both White rooks, on a1 and h1, and be
    /// home again. Each knight alone pays 8 (b8-a1-b8 is 4 + 4), so one
    /// capture's bound says 8; both captures cost 14: one knight goes
    /// g8-h1 (4), h1-a1 (5) and a1-g8 (5), cheaper than two round trips (16).
    #[test]
    fn a_knight_that_takes_both_rooks_pays_for_both_trips() {
        let goal = parse_fen("1n2k1n1/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let pos = parse_fen("1n2k1n1/8/8/8/8/8/8/R3K2R w - - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let (a1, h1) = (squares(&["a1"]), squares(&["h1"]));
        assert_eq!(est.two_landings(&pos, Color::Black, [a1, h1]), 14);
        // Where either rook may be taken on either square, the second may
        // come to h1 after the first was taken there: the knight leaves
        // and comes back (2), 4 + 2 + 4 in all.
        assert!(est.two_landings_fit(&pos, Color::White, a1 | h1, 10));
        assert!(!est.two_landings_fit(&pos, Color::White, a1 | h1, 9));
    }

    /// A piece whose role the goal lacks is captured where its role can
    /// stand: a dark-squared bishop on a dark square of `meets`.
    #[test]
    fn a_victim_whose_role_the_goal_lacks_is_taken_where_it_can_stand() {
        let goal = parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let pos = parse_fen("4k3/8/8/8/8/8/8/2B1K2R w - - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let meets = squares(&["c1", "d1", "h1", "h4"]);
        let slots = est.landing_slots(&pos, Color::White, meets).unwrap();
        assert_eq!(slots, vec![[squares(&["c1", "h4"]), meets]]);
        // A bishop with no dark square among them can be taken nowhere.
        assert_eq!(est.landing_slots(&pos, Color::White, squares(&["d1", "h1"])), None);
    }

    /// White must take a bishop on f4 and a rook on h2 and end castled:
    /// O-O, Kxh2, Kg1, Rxf4, Rf1 is 5 moves, where the pieces' distances
    /// add up to 6 (Rxh2, Rh4, Rxf4, Rf1 and the king's two steps, the
    /// least without castling). Castling is one move for two pieces, and
    /// the king's two squares: the budget is granted 2 while a right
    /// remains, and only then.
    #[test]
    fn castling_is_granted_the_moves_it_saves() {
        let goal = parse_fen("4k3/8/8/8/8/8/8/5RK1 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        let meets = squares(&["f4", "h2"]);
        let castling = parse_fen("4k3/8/8/8/5b2/8/7r/4K2R w K - 0 1").unwrap();
        let without = parse_fen("4k3/8/8/8/5b2/8/7r/4K2R w - - 0 1").unwrap();
        let slots = [squares(&["f4"]), squares(&["h2"])];
        assert_eq!(est.two_landings(&without, Color::White, slots), 6);
        assert!(est.two_landings_fit(&castling, Color::Black, meets, 5));
        assert!(!est.two_landings_fit(&without, Color::Black, meets, 5));
        assert!(est.two_landings_fit(&without, Color::Black, meets, 6));
    }
}
