//! Several captures still to come, their victims where they stand.
//!
//! Colour c must still lose `k ≥ 2` pieces beyond its forced victims
//! (`meeting.rs`), each to a move of colour o landing on a square of
//! `meets`. `extra_victim.rs` charges c for its victims' ways and
//! `capturers.rs` charges o for two landings, each on its own; a capture is
//! both at once. When c has few moves to spare, its victims are taken
//! where they stand, and o's capturers must find them there: a knight that
//! must make all four of Black's captures in its last four moves needs a
//! White piece on each square of its path, and White, with one move to
//! spare, cannot bring three of them.
//!
//! **The victims' side.** Let V be the k victims, each q taken on a square
//! `s_q`. Every fate of c (its goal squares and forced victims) is taken
//! by a piece not in V, so those pieces make at least `M_−V`, their least
//! assignment, and c makes at least `M_−V + Σ arrival_q(s_q)` (each
//! victim's own way, on the static tables; a pawn's changes files only by
//! the captures its colour has left, `ways::arrival_keeping`, since each
//! file it changes is a capture of its own). For each q in V, `M_−V ≥
//! base_q`, where `base_q` is the larger of `M_−q` and the others' share
//! (`extra_victim.rs`): fewer pieces never assign for less. So with
//! `T = max base_q` over V, c makes at least `T + Σ arrival_q(s_q)`, and
//! within its budget `B_c` the victims' ways add up to at most
//! `room = B_c − T`. Taking T in turn as each value of `base` (from the
//! least), the victims are pieces with `base ≤ T`; a capture lands either
//! on the square such a piece stands on now (*free*: 0 moves) or on a
//! square the nearest of them reaches in u ≥ 1 moves, the u's adding up to
//! at most `room`. (Two captures on one free square are let through, as is
//! a victim taken on another's square: allowing more only lowers the
//! bound.) The king is never a victim, nor a piece on a static wall, nor a
//! pawn the others cannot do without (`fates.rs`). A capture en passant
//! right now is left alone. A colour that may castle is bounded over
//! castling or not: a game that castles makes the castling, one move, and
//! its others' journeys start from the castled placement, so each piece's
//! base is the least over those placements (plus 1 for a castled one), and
//! a rook with a right also sets out from its castled square; the least
//! over castlings of a maximum plus a sum is at least the maximum of the
//! least bases plus the sum of the least ways.
//!
//! **The capturers' side.** As in `capturers.rs`, o makes at least its
//! least assignment `J_o` plus, for each capturer p, its way from its
//! square through its landings (the distances between them, at least one
//! move each, two to land on the same square again) on to a fate y, less
//! its plain row to y, plus y's *reduced cost* in the least assignment
//! (`assignment::min_cost_and_reduced`): an assignment that gives pieces
//! those fates costs at least `J_o` plus their reduced costs, so the
//! detours add up. Without the reduced cost a pawn home on its goal square
//! could land on the way to promoting into another piece's goal square for
//! nothing. A pawn is charged its detour through one landing on any such
//! square, however many it makes (a way through several passes through
//! one). Each landing takes a victim, each victim once: a piece's ways
//! carry the set of victims taken, and the pieces' shares are combined
//! over disjoint sets (pawns' landings, taking any, are let through),
//! o granted 2 more moves while a castling still fits its budget
//! (`castling.rs`: a game in which o cannot afford to castle never does;
//! granted for any right, the rule let through dead positions of a 34-ply
//! near miss, BENCHMARKS.md, Session 65). A way whose moves so far plus
//! the least detour on from its square exceed o's slack is dropped
//! (the distances are a metric: a way through more landings is no shorter
//! than straight on). Before that search, a matching of pieces to victims
//! they take where they stand at no detour, or a pawn that lands at no
//! detour, is a share that fits whatever the slack: the usual answer.
//!
//! If no T lets both sides fit, the captures cannot all take place: the
//! goal is out of the budget's reach. With more than `MOST_ROOM` to spare
//! the victims could come from anywhere, and with more than `MOST_SPARE`
//! the capturers reach them too easily: the rule then says nothing.
//!
//! **Where it is asked.** The rule is dearer than the bounds asked at every
//! position (a search over sets of victims per piece), and asked at every
//! position it cost up to a third of the time on capture-heavy goals and
//! decided no more of them (BENCHMARKS.md, Session 59). A proof-game count
//! asks it down to depth 16 only (`proofgame/count/mod.rs`), where a
//! refutation saves a large subtree; the capturers' rows are kept from
//! one ask to the next while their placement stays the same.

use super::capturers::{CapturerRows, Row, NEVER};
use super::distances::{Dist, FAR};
use super::independent::castlings_off;
use super::journeys::{remember, PerColour, PlacementKey};
use super::meeting::CACHE_ENTRIES;
use super::ways::{arrival_keeping, PerSquare};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// The most moves the victims may travel together that the rule follows.
const MOST_ROOM: usize = 2;

/// The most moves the capturers may have to spare over their journeys
/// for the rule to be asked.
const MOST_SPARE: u32 = 2;

/// The cache key of the capturers' landings: the capturers' placement
/// key, the victims', where captures can be, the victims' threshold,
/// landings and room, and the capturers' budget.
type ChainKey = (PlacementKey, PlacementKey, Bitboard, u32, u32);

/// A colour's capturer rows (none where its assignment has no bound)
/// and the key they were computed for.
type LastRows = (PlacementKey, Rc<Option<CapturerRows>>);

/// What the rule keeps per colour.
#[derive(Default)]
pub(super) struct ChainCache {
    /// Its placement (with its own victims) → each piece's `base` as the
    /// victim's colour.
    bases: PerColour<PlacementKey, PerSquare>,
    /// [`ChainKey`] → whether its landings fit as the capturer's colour.
    chains: PerColour<ChainKey, bool>,
    /// The capturers' rows with their reduced costs, the last asked per
    /// colour: its placement is the same over all the other colour's
    /// moves between two of its own, and solving the assignment was most
    /// of what the rule cost asked below the root.
    rows: RefCell<[Option<LastRows>; 2]>,
}

impl Estimator {
    /// Whether some colour's victims still to come (two or more beyond its
    /// forced ones), with few moves to spare, stand where the other
    /// colour's capturers cannot land on enough of them, each victim once,
    /// within `budget` (white's and black's moves left; module header).
    /// Dearer than the bounds asked at every node: a proof-game search asks
    /// it near its root only.
    pub fn victims_where_they_stand_refute(&self, pos: &Position, budget: [u32; 2]) -> bool {
        let Some((journeys, surplus)) = self.journeys_as_estimated(pos) else {
            return false;
        };
        [Color::White, Color::Black].into_iter().any(|c| {
            let extra = surplus[c.index()].saturating_sub(self.forced_victims(pos, c));
            extra >= 2
                && self
                    .meeting_squares(pos, c, budget, journeys)
                    .is_some_and(|(meets, _)| !meets.is_empty() && !self.chain_fits(pos, c, meets, extra, budget, journeys))
        })
    }

    /// Whether colour `c`'s `extra` victims (at least two beyond its forced
    /// ones, each taken on a square of `meets`) and colour o's landings on
    /// their squares fit `budget` together (module header).
    fn chain_fits(&self, pos: &Position, c: Color, meets: Bitboard, extra: u32, budget: [u32; 2], journeys: [u32; 2]) -> bool {
        let o = c.other();
        // Asked only where the capturers have little to spare: with more,
        // they reach their victims too easily for the rule to pay.
        let spare_o = budget[o.index()].saturating_sub(journeys[o.index()]);
        if pos.ep_square.is_some() || spare_o > MOST_SPARE {
            return true;
        }
        let budget_c = budget[c.index()];
        let castles = pos.castling.rights[o.index()].iter().any(|&r| r)
            && self.castling_affordable(pos, o, self.surplus(pos)[c.index()], budget[o.index()]);
        let budget_o = budget[o.index()] + if castles { 2 } else { 0 };
        let (bases, key_c) = self.victim_bases(pos, c);
        let candidates: Vec<(Role, Square, u32)> = Role::ALL
            .into_iter()
            .flat_map(|role| pos.pieces(c, role).into_iter().map(move |sq| (role, sq)))
            .filter(|&(_, sq)| bases[sq.index()] != FAR)
            .map(|(role, sq)| (role, sq, u32::from(bases[sq.index()])))
            .filter(|&(_, _, base)| base <= budget_c)
            .collect();
        let mut thresholds: Vec<u32> = candidates.iter().map(|&(_, _, base)| base).collect();
        thresholds.sort_unstable();
        thresholds.dedup();
        let d = &*self.dist;
        // A victim pawn changes files only by its colour's captures
        // (`ways::arrival_keeping`); `key_c` holds them.
        let shifts = self.captures_left(pos, c);
        for t in thresholds {
            let room = (budget_c - t) as usize;
            if room > MOST_ROOM {
                return true;
            }
            let victims: Vec<(Role, Square)> = candidates
                .iter()
                .filter(|&&(_, _, base)| base <= t)
                .map(|&(role, sq, _)| (role, sq))
                .collect();
            if victims.len() < extra as usize {
                continue;
            }
            let compute = || {
                let mut landings: Vec<Landing> = meets
                    .into_iter()
                    .map(|square| Landing {
                        square,
                        victims: Vec::new(),
                    })
                    .collect();
                for (v, &(role, sq)) in victims.iter().enumerate() {
                    // A rook that may castle also sets out from its
                    // castled square (its base counts the castling).
                    let castled = castlings_off(pos, c, self.static_walls)
                        .filter(|castling| role == Role::Rook && castling.rook == sq)
                        .map(|castling| castling.rook_to);
                    let mut near = [FAR; 64];
                    for from in std::iter::once(sq).chain(castled) {
                        let way = arrival_keeping(d, pos.board, c, role, from, shifts, None);
                        for (n, a) in near.iter_mut().zip(way) {
                            *n = (*n).min(a);
                        }
                    }
                    for landing in landings.iter_mut() {
                        let u = near[landing.square.index()];
                        if usize::from(u) <= room {
                            landing.victims.push((v as u8, u));
                        }
                    }
                }
                landings.retain(|landing| !landing.victims.is_empty());
                self.compute_chain_fits(pos, o, &landings, extra as usize, room, budget_o)
            };
            let key = (
                self.meet_key(pos, o),
                key_c,
                meets,
                t << 16 | extra << 8 | room as u32,
                budget_o,
            );
            if self.chain_landings(pos, o, key, compute) {
                return true;
            }
        }
        false
    }

    /// Per square, `base_q` of the piece of colour `c` standing there (the
    /// least its other pieces make when it is a victim; module header), or
    /// `FAR` where no victim stands; cached by c's placement and victims,
    /// the key returned beside it (the landings' cache reads it too).
    fn victim_bases(&self, pos: &Position, c: Color) -> (PerSquare, PlacementKey) {
        let captures = self.captures_left(pos, c);
        let key = PlacementKey::of(pos, c, self.victim_summary(pos, c), captures);
        let compute = || {
            let mut bases = [FAR; 64];
            // Each piece keyed by the square it stands on now, whether the
            // others' journeys start from there or castled.
            self.victim_bases_each(pos, c, |now, _, base| {
                let cell = &mut bases[now.index()];
                *cell = (*cell).min(base as u8);
            });
            bases
        };
        let hit = self.chain_cache.bases.borrow()[c.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("victim_bases", pos, hit, compute);
            return (hit, key);
        }
        let bases = compute();
        remember(&self.chain_cache.bases, c, key, bases, CACHE_ENTRIES);
        (bases, key)
    }

    /// Whether colour `o` makes its landings (`compute`) within its
    /// budget, cached by o's placement and victims, c's, the squares where
    /// captures can be, the threshold, the landings and o's budget.
    fn chain_landings(&self, pos: &Position, o: Color, key: ChainKey, compute: impl FnOnce() -> bool) -> bool {
        let hit = self.chain_cache.chains.borrow()[o.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("chain_landings", pos, hit, compute);
            return hit;
        }
        let fits = compute();
        remember(&self.chain_cache.chains, o, key, fits, CACHE_ENTRIES);
        fits
    }

    /// Colour `o`'s capturer rows with reduced costs
    /// ([`Estimator::capturer_rows`]), kept for the next ask while its
    /// placement and victims stay the same ([`ChainCache::rows`]).
    fn chain_capturer_rows(&self, pos: &Position, o: Color) -> Rc<Option<CapturerRows>> {
        // The rows read o's pieces and its victims on the static tables,
        // which the victims' summary determines.
        let key = PlacementKey::of(pos, o, self.victim_summary(pos, o), 0);
        let last = self.chain_cache.rows.borrow()[o.index()].clone();
        if let Some((k, rows)) = last {
            if k == key {
                let fresh = || self.capturer_rows(pos, o, true).map(|r| (r.least, r.plain, r.reduced));
                let cached = rows.as_ref().as_ref().map(|r| (r.least, r.plain.clone(), r.reduced.clone()));
                self.audit("chain_capturer_rows", pos, cached, fresh);
                return rows;
            }
        }
        let rows = Rc::new(self.capturer_rows(pos, o, true));
        self.chain_cache.rows.borrow_mut()[o.index()] = Some((key, rows.clone()));
        rows
    }

    /// Whether `J_o` plus the least sum of detours over every share of
    /// `k` landings among colour `o`'s pieces (each victim taken once, the
    /// victims' moves adding up to at most `room`) fits `budget_o`
    /// (module header).
    fn compute_chain_fits(&self, pos: &Position, o: Color, landings: &[Landing], k: usize, room: usize, budget_o: u32) -> bool {
        let rows = self.chain_capturer_rows(pos, o);
        let Some(rows) = rows.as_ref() else {
            return true;
        };
        if rows.least > budget_o {
            return false;
        }
        let slack = i64::from(budget_o - rows.least);
        if self.chain_witness(rows, landings, k) {
            return true;
        }
        // A pawn takes any number of landings for its one detour.
        let mut pawn = i64::MAX;
        // (victims taken, their moves) → the least sum of detours of the
        // other pieces so far.
        let mut shares: FxHashMap<(u16, u8), i64> = FxHashMap::default();
        shares.insert((0, 0), 0);
        for (i, &piece) in rows.starts.pieces().iter().enumerate() {
            if self.static_walls.contains(piece.1) {
                continue;
            }
            let options = self.chain_options(rows, i, piece, landings, k, room, slack);
            if piece.0 == Role::Pawn {
                pawn = options.iter().map(|&(_, _, detour)| detour).fold(pawn, i64::min);
                continue;
            }
            let mut next = shares.clone();
            for (&(taken, u), &sum) in &shares {
                for &(mine, my_u, detour) in &options {
                    let (moves, total) = (u + my_u, sum + detour);
                    if taken & mine != 0 || usize::from(moves) > room || total > slack {
                        continue;
                    }
                    let cell = next.entry((taken | mine, moves)).or_insert(i64::MAX);
                    *cell = (*cell).min(total);
                }
            }
            shares = next;
        }
        shares.iter().any(|(&(taken, _), &sum)| {
            let landed = taken.count_ones() as usize;
            landed == k || (landed < k && pawn != i64::MAX && sum + pawn <= slack)
        })
    }

    /// A quick answer where most are found: `k` pieces each taking a
    /// distinct victim where it stands, at no detour (a matching), or a
    /// pawn landing at no detour (it takes any number): a share of the
    /// landings that fits whatever the slack.
    fn chain_witness(&self, rows: &CapturerRows, landings: &[Landing], k: usize) -> bool {
        let mut takes: Vec<u16> = Vec::new();
        for (i, &piece) in rows.starts.pieces().iter().enumerate() {
            if self.static_walls.contains(piece.1) {
                continue;
            }
            let options = self.chain_options(rows, i, piece, landings, 1, 0, 0);
            if piece.0 == Role::Pawn && !options.is_empty() {
                return true;
            }
            takes.push(options.iter().fold(0, |mask, &(taken, _, _)| mask | taken));
        }
        matching_size(&takes) >= k
    }

    /// Piece `i` of `rows` (`piece`) landing on `landings` (at most `k`
    /// times, each victim once, the victims' moves adding to at most
    /// `room`): per set of victims taken and their moves, its least
    /// detour (its way less its plain row, plus the row's reduced cost),
    /// those within `slack`. A pawn: its detour through one landing.
    #[allow(clippy::too_many_arguments)]
    fn chain_options(
        &self,
        rows: &CapturerRows,
        i: usize,
        (role, from): (Role, Square),
        landings: &[Landing],
        k: usize,
        room: usize,
        slack: i64,
    ) -> Vec<(u16, u8, i64)> {
        let n = rows.n;
        let (plain, reduced) = (&rows.plain[i], &rows.reduced[i]);
        let ways = rows.ways(self);
        // Its way less its plain row, plus what taking that row costs the
        // assignment over its least (the reduced cost).
        let detour = |way: &Row| {
            (0..n)
                .filter(|&y| way[y] < NEVER && plain[y] < NEVER)
                .map(|y| i64::from(way[y]) - i64::from(plain[y]) + i64::from(reduced[y]))
                .min()
                .unwrap_or(i64::MAX)
        };
        if role == Role::Pawn {
            let any = landings
                .iter()
                .fold(Bitboard::EMPTY, |b, l| b | Bitboard::from_square(l.square));
            let once = ways.through((role, from), any).map_or(i64::MAX, |way| detour(&way));
            return if once <= slack {
                vec![(u16::MAX, 0, once)]
            } else {
                Vec::new()
            };
        }
        let d = &*self.dist;
        let arrive = d.piece(role, from);
        let onward: Vec<Row> = landings
            .iter()
            .map(|l| {
                let mut row = [NEVER; crate::chess::assignment::MAX];
                for (y, cell) in row.iter_mut().enumerate().take(n) {
                    *cell = ways.onward(role, l.square.index(), y);
                }
                row
            })
            .collect();
        // The least detour of any way on from each landing: the distances
        // are a metric (a way through more landings is no shorter than
        // straight on), so a way whose moves so far plus this exceed the
        // slack leads to no option within it.
        let least_on: Vec<i64> = onward
            .iter()
            .map(|on| {
                (0..n)
                    .filter(|&y| on[y] < NEVER && plain[y] < NEVER)
                    .map(|y| i64::from(on[y]) - i64::from(plain[y]) + i64::from(reduced[y]))
                    .min()
                    .unwrap_or(i64::MAX)
            })
            .collect();
        let hopeless = |l: usize, moves: u32| least_on[l] == i64::MAX || i64::from(moves) + least_on[l] > slack;
        // (last landing, victims taken, their moves) → the fewest moves
        // to have landed so.
        let mut layer: FxHashMap<(u8, u16, u8), u32> = FxHashMap::default();
        for (l, landing) in landings.iter().enumerate() {
            let a = arrive[landing.square.index()];
            if a != FAR && !hopeless(l, u32::from(a)) {
                for &(victim, u) in &landing.victims {
                    let cell = layer.entry((l as u8, 1u16 << victim, u)).or_insert(NEVER);
                    *cell = (*cell).min(u32::from(a));
                }
            }
        }
        let mut options: FxHashMap<(u16, u8), i64> = FxHashMap::default();
        for _ in 0..k {
            if layer.is_empty() {
                break;
            }
            let mut ways_by: FxHashMap<(u16, u8), Row> = FxHashMap::default();
            for (&(l, taken, u), &m) in &layer {
                let way = ways_by.entry((taken, u)).or_insert([NEVER; crate::chess::assignment::MAX]);
                for y in 0..n {
                    let on = onward[usize::from(l)][y];
                    if on < NEVER {
                        way[y] = way[y].min(m + on);
                    }
                }
            }
            for (taken_u, way) in ways_by {
                let dd = detour(&way);
                if dd <= slack {
                    let cell = options.entry(taken_u).or_insert(i64::MAX);
                    *cell = (*cell).min(dd);
                }
            }
            let mut next: FxHashMap<(u8, u16, u8), u32> = FxHashMap::default();
            for (&(l, taken, u), &m) in &layer {
                let s = landings[usize::from(l)].square;
                let step_from = d.piece(role, s);
                for (l2, landing) in landings.iter().enumerate() {
                    // A second capture is a move of its own; on the same
                    // square again, the piece has left and come back.
                    let step = if landing.square == s {
                        2
                    } else if step_from[landing.square.index()] == FAR {
                        continue;
                    } else {
                        u32::from(step_from[landing.square.index()].max(1))
                    };
                    if hopeless(l2, m + step) {
                        continue;
                    }
                    for &(victim, moves) in &landing.victims {
                        let moves = u + moves;
                        if taken & 1 << victim != 0 || usize::from(moves) > room {
                            continue;
                        }
                        let cell = next.entry((l2 as u8, taken | 1 << victim, moves)).or_insert(NEVER);
                        *cell = (*cell).min(m + step);
                    }
                }
            }
            layer = next;
        }
        options.into_iter().map(|((taken, u), dd)| (taken, u, dd)).collect()
    }
}

/// The most pieces that can each be given a distinct victim of its
/// `takes` (a bit per victim): augmenting paths, one per piece.
fn matching_size(takes: &[u16]) -> usize {
    fn augment(p: usize, takes: &[u16], seen: &mut u16, owner: &mut [Option<usize>; 16]) -> bool {
        for v in 0..16 {
            if takes[p] & 1 << v == 0 || *seen & 1 << v != 0 {
                continue;
            }
            *seen |= 1 << v;
            if owner[v].is_none_or(|q| augment(q, takes, seen, owner)) {
                owner[v] = Some(p);
                return true;
            }
        }
        false
    }
    let mut owner = [None; 16];
    (0..takes.len()).filter(|&p| augment(p, takes, &mut 0, &mut owner)).count()
}

/// A square where a capture may land, with each candidate victim that
/// can be taken there and its moves to get there (0: it stands there).
struct Landing {
    square: Square,
    victims: Vec<(u8, u8)>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    /// 13 plies before the goal of a 26-ply near miss: Black's h6 knight
    /// must make all four of Black's captures in its four moves to b2, and
    /// White has one move to spare.
    const GOAL: &str = "rnb1qr2/3p2bN/pppk2P1/4p3/8/P2PP1P1/1nPNK3/R1B2R2 w - - 0 1";
    const BEFORE: &str = "rnbq3r/3pkpbN/ppp4n/4p1P1/2B5/P3P1P1/1PPP1P2/RNBQK2R b KQ - 0 1";

    /// Whether White's victims and Black's capturers fit `budget` in the
    /// position before the goal.
    fn fits(budget: [u32; 2]) -> bool {
        let goal = parse_fen(GOAL).unwrap();
        let pos = parse_fen(BEFORE).unwrap();
        let est = Estimator::for_budget(&goal, Some(Color::White), &pos, budget);
        let surplus = est.surplus(&pos);
        let journeys =
            [Color::White, Color::Black].map(|c| est.colour_bound(&pos, c, surplus[c.other().index()]).unwrap().journeys);
        let white = Color::White;
        let extra = surplus[white.index()] - est.forced_victims(&pos, white);
        assert_eq!((extra, journeys), (4, [5, 7]), "four victims beyond the forced ones");
        let (meets, _) = est.meeting_squares(&pos, white, budget, journeys).unwrap();
        est.chain_fits(&pos, white, meets, extra, budget, journeys)
    }

    #[test]
    fn a_knight_that_must_take_on_every_move_finds_no_victims_waiting() {
        // Each capture alone, and two together, find their squares; the
        // four do not: the path h6-g4-f2-d1-b2 needs White's queen on both
        // g4 and d1, and any way round needs a Black piece's detour
        // (Black has none to spare) or a pawn's (which leaves its goal
        // square: its reduced cost).
        assert!(!fits([6, 7]));
        // A move more for Black: the knight has its detour.
        assert!(fits([6, 8]));
    }

    #[test]
    fn the_matching_gives_each_piece_its_own_victim() {
        assert_eq!(matching_size(&[0b01, 0b01]), 1);
        assert_eq!(matching_size(&[0b11, 0b01]), 2);
        assert_eq!(matching_size(&[0b011, 0b011, 0b100, 0]), 3);
        assert_eq!(matching_size(&[]), 0);
    }
}
