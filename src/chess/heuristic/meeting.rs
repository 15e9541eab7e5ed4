//! Where a capture still to come can take place: its victim and its
//! capturer must meet there, each colour paying for its own piece's way.
//!
//! Colour c has more pieces than the goal holds, and more than the other
//! colour o's pawns must capture on known squares (the victims of
//! `journeys.rs`): at least one more of c's pieces is captured by a move of
//! o, landing on some square s. Within a budget of `B_c` and `B_o` moves:
//!
//! - **The victim.** c's least journeys with that extra victim sent to s
//!   are at least `J_c + reach_c(s)`, where `J_c` is c's bound without it
//!   and `reach_c(s)` the fewest moves any piece of c (not its king) needs
//!   to stand on s (and 0 on the square a capture en passant would land
//!   on right now: its victim, beside it, is the one pawn that can be
//!   taken so; any other pawn reaches that square by a step of its own,
//!   which `reach_c` counts). Take the least
//!   assignment with the extra row; without the victim's row it is still
//!   an assignment of the other rows, so it costs at least `J_c`. Castling
//!   may save a move: a rook with a right is also measured from its castled
//!   square (`J_c` is the least over castling or not, and each way's
//!   journeys with the victim cost at least its own without it plus the
//!   victim's way from where that way starts it). Walls only lengthen
//!   distances, so measuring `reach_c` on the estimator's static tables
//!   keeps it a lower bound whatever walls `J_c` was taken around.
//!   The victim's fates must then be taken by the other pieces: at least
//!   `cost_c(s)` moves too (`extra_victim.rs`), which rules out a victim
//!   no other piece can stand in for.
//! - **The capturer.** In every game, each of o's pieces ends on a goal
//!   square, or is a victim of c's pawns, or (if o has more pieces than
//!   those) is captured anywhere. Charge each piece q the cost `cost(q, x)`
//!   of its fate x in o's assignment; the total is at least `J_o`, the
//!   least assignment (pieces kept on their goal squares included, by the
//!   argument of `journeys.rs`). The capturer p's journey also passes s, so
//!   it makes at least `via(p, s, x) ≥ cost(p, x)` moves, and o makes at
//!   least `J_o + via(p, s, x) − cost(p, x)`, at least `meet_o(s)`:
//!   `J_o` plus the least such detour over every piece p and fate x. As
//!   for the victim, a king and rook with a right are also measured from
//!   their castled squares, and then only in games that castle so: `J_o`
//!   is there 1 + the journeys from the castled placement. `via` adds the
//!   distances to and from s (for a pawn that promotes: as a pawn then
//!   promoted, or promoted then as the piece; a pawn lands on s only by a
//!   diagonal step, its straight steps capturing nothing, and only where
//!   the captures of its way, one per file changed and two to land back on
//!   its own file, fit the captures o has left); a fate of
//!   capture anywhere charges the way to s only, a forced victim's fate
//!   the way on from s to its capture square too (a king, never a victim,
//!   the way to s only). A pawn goes on from s as the pawn that landed
//!   there (promoting on the way if it must: from beyond its capture
//!   squares it cannot come back as a pawn), or as the piece it promoted
//!   to before it got there; before Session 39 its way ended at s, and a
//!   pawn bound to be taken on the d-file could take on f3 for free. A
//!   fate dearer than the piece's place in the least
//!   assignment (a bishop sent to be a victim while no other piece can
//!   take its goal square) costs more than the detour says: o also makes
//!   at least `via(p, s, x)` plus the *others' share*, the sum over every
//!   other fate of its cheapest piece but p (each must be taken by some
//!   other piece; letting one piece serve several only lowers the sum).
//!   The landing is one of o's captures and p's own, so the others'
//!   pawns change files by the rest only: the share (and `M_−p` below)
//!   is read with each of their file changes capped at o's captures left
//!   less one. Before Session 69 the b-pawn's way to a3 (b2xa3) was a
//!   step in the share while the a-pawn spent White's one capture
//!   landing on b4 (a3xb4-b5).
//!   A castling makes two journeys one move: with a right left, a piece
//!   that does not castle has the least of the share from the placement
//!   as it stands and, for each castling, 1 + the share from the castled
//!   placement (a game castles that way, one move beside the others'
//!   journeys from there, or it does not). So has a rook that may
//!   castle, but with nothing added for its own castling: that move is
//!   one of the rook's, counted in its way (one rook move along its rank
//!   goes as far). Before Session 45 such a rook got no share, so took a
//!   capture's way for free. A king that may castle has the share from
//!   the placement as it stands, for the games that do not castle
//!   (castling is one move of it where its steps count two); a castled
//!   king or rook, 1 + the share from the castled placement. A capturer
//!   captured in its turn (the fate of capture anywhere) takes no fate
//!   at all: the others take every one, which costs at least their
//!   least assignment without p
//!   (`extra_victim.rs`'s `M_−p`), the larger of it and the share. The
//!   share alone let Black's b8 knight keep both b8 and g8 while the g8
//!   knight took on f1 and was taken there (Session 43). All of o's
//!   distances here, `J_o` included, are read on one table with one set
//!   of victims, so that the detour and the assignment it is added to are
//!   measured alike: the distances around o's pawns frozen on the way
//!   (`walls.rs`), which stay where they are for the rest of every game,
//!   so no piece of o passes them (the rook that would take on a5 along a
//!   file its own frozen a3 pawn closes must go round), and the victims
//!   read around the same walls, as o's placement key holds them
//!   (`victim_keys.rs`). A piece on a static wall stands there for the
//!   whole game: it is neither the victim nor the capturer, nor castles.
//!
//! So some square s has `J_c + reach_c(s) ≤ B_c` and `meet_o(s) ≤ B_o`, or
//! the goal is out of the budget's reach. With several such captures to
//! come, each victim is a distinct piece travelling to such a square,
//! and their ways add up (`extra_victim.rs`). Both sides depend on one
//! colour's placement each (and o's on c's pawns through its victims, and
//! on the captures o may still make through its frozen pawns, as the
//! placement key holds), so each is cached by it: a search meets each
//! placement with many of the other colour's.

use super::close_checks::{close_checks, Landing};
use super::costs::{journey, to_capture, Starts, Victim};
use super::distances::{CapturesLeft, Dist, FAR};
use super::independent::{castlings_off, Castling};
use super::journeys::{remember, PerColour, PlacementKey};
use super::share::{FatesMatching, OthersShare};
use super::ways::{pawn_captures_through, pawn_landing, pawn_victim_way, piece_to_victim, promoted_or, PerSquare};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

/// Entries kept per colour and map before a cache starts over (about 8 MiB each).
pub(super) const CACHE_ENTRIES: usize = 1 << 16;

/// Every square of the layout: `meet_o` on the whole board.
pub(super) const EVERY_SQUARE: Bitboard = Bitboard(u64::MAX);

/// What one `meet_o` computation is asked ([`Estimator::compute_meet_on`]).
pub(super) struct MeetAsked {
    /// `o`'s pieces that never move again: they land nowhere.
    pub still: Bitboard,
    /// Per role, where a landing piece would check the other colour's
    /// king at close range (`close_checks.rs`; none if it may move).
    pub checks: [Bitboard; 6],
    /// The squares asked; the others stay `FAR`.
    pub squares: Bitboard,
}

/// Why captures still to come cannot all take place (`unmet_captures`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Unmet {
    /// A colour's one victim beyond its forced ones finds no square.
    OneVictim,
    /// Each would find a square, but its several victims cannot all
    /// travel to such squares (`extra_victim.rs`).
    SeveralVictims,
    /// Its victims could, but the other colour cannot land on two such
    /// squares within its moves (`capturers.rs`).
    TwoLandings,
    /// Each of those fits, but a colour cannot make its landings and have
    /// its own victims travel to their captures within its moves
    /// (`give_and_take.rs`).
    GiveAndTake,
}

/// Colour o's placement key, its landings' slots (as many as the `u8`
/// says) and where its lost pieces can be captured.
pub(super) type LandingsKey = (PlacementKey, [Bitboard; 2], u8, Bitboard);

/// A `compute_landings` (`give_and_take.rs`) answer and the cutoff it was computed for.
pub(super) type LandingsAnswer = (u32, u32);

/// Per colour: its placement → `reach` as the victim's colour; its
/// placement (with its own victims) → `meet` as the capturer's.
#[derive(Default)]
pub(super) struct MeetingCache {
    pub(super) reach: PerColour<(PlacementKey, u64), PerSquare>,
    meet: PerColour<(PlacementKey, u8), PerSquare>,
    /// Its placement (with its own victims) → `cost` as the victim's
    /// colour (`extra_victim.rs`).
    pub(super) extra: PerColour<(PlacementKey, u64), PerSquare>,
    /// Its placement (with its own victims) and two landings' slots → its
    /// fewest moves as the capturer's colour, reckoned up to a cutoff, and
    /// the cutoff (`capturers.rs`).
    pub(super) landings: PerColour<(PlacementKey, [Bitboard; 2]), LandingsAnswer>,
    /// The same with its lost pieces' ways to where they can be captured
    /// (`give_and_take.rs`).
    pub(super) losing: PerColour<LandingsKey, LandingsAnswer>,
}

impl Estimator {
    /// Whether every colour with a capture of its pieces still to come
    /// beyond its forced victims can have it take place within `budget`,
    /// given each colour's `journeys` bound and its `surplus` pieces
    /// (module header). `false`: the goal is out of the budget's reach.
    pub(super) fn captures_can_meet(&self, pos: &Position, budget: [u32; 2], journeys: [u32; 2], surplus: [u32; 2]) -> bool {
        let both_ways = budget[0] + budget[1] >= self.give_and_take_from;
        self.unmet_captures(pos, budget, journeys, surplus, both_ways).is_none()
    }

    /// Why the captures still to come cannot all take place, if they
    /// cannot: a colour's one victim finds no square (answered first), or
    /// its several victims cannot all travel to such squares; with
    /// `both_ways`, also a colour's landings and victims' ways together
    /// (`give_and_take.rs`).
    pub(super) fn unmet_captures(
        &self,
        pos: &Position,
        budget: [u32; 2],
        journeys: [u32; 2],
        surplus: [u32; 2],
        both_ways: bool,
    ) -> Option<Unmet> {
        let mut unmet = None;
        let extra = [Color::White, Color::Black].map(|c| surplus[c.index()].saturating_sub(self.forced_victims(pos, c)));
        // Per colour with victims beyond its forced ones: where they can be
        // captured.
        let mut lost_on = [Bitboard::EMPTY; 2];
        for c in [Color::White, Color::Black] {
            let extra = extra[c.index()];
            if extra == 0 {
                continue;
            }
            match self.meeting_squares(pos, c, budget, journeys) {
                Some((meets, spare)) if !meets.is_empty() => {
                    lost_on[c.index()] = meets;
                    if extra > 1 && !self.extra_victims_fit(pos, c, meets, extra, spare) {
                        unmet = Some(Unmet::SeveralVictims);
                    } else if extra > 1 && !self.two_landings_fit(pos, c, meets, budget[c.other().index()]) {
                        unmet = Some(Unmet::TwoLandings);
                    }
                }
                _ => return Some(Unmet::OneVictim),
            }
        }
        if unmet.is_some() || !both_ways {
            return unmet;
        }
        for o in [Color::White, Color::Black] {
            let (oi, ci) = (o.index(), o.other().index());
            if extra[oi] > 0 && !self.give_and_take_fit(pos, o, lost_on[oi], extra[ci], lost_on[ci], budget[oi]) {
                return Some(Unmet::GiveAndTake);
            }
        }
        None
    }

    /// The squares where one more of colour `c`'s pieces can be captured
    /// (the victim's side, `victim_squares`, and `meet_o(s) ≤ B_o`) and
    /// c's moves to spare over `journeys`; `None` if it has none.
    pub(super) fn meeting_squares(
        &self,
        pos: &Position,
        c: Color,
        budget: [u32; 2],
        journeys: [u32; 2],
    ) -> Option<(Bitboard, u32)> {
        let o = c.other();
        let (victim, spare) = self.victim_squares(pos, c, budget, journeys)?;
        let king = self.king_staying(pos, c, budget[c.index()], journeys[c.index()]);
        let meet = self.capture_meet_beside(pos, o, king);
        let budget_o = budget[o.index()];
        let mut meets = Bitboard::EMPTY;
        for s in victim {
            if u32::from(meet[s.index()]) <= budget_o {
                meets.insert(s);
            }
        }
        Some((meets, spare))
    }

    /// How many of colour `c`'s pieces the other colour's pawns must
    /// capture on known squares (four bits per file in the summary).
    pub(super) fn forced_victims(&self, pos: &Position, c: Color) -> u32 {
        let (_, counts) = self.victim_summary(pos, c);
        (0..8).map(|file| counts >> (4 * file) & 15).sum()
    }

    /// `meet_o`: per square, the fewest moves of colour `o` in which one of
    /// its pieces lands there, cached by `o`'s placement and victims.
    pub(super) fn capture_meet(&self, pos: &Position, o: Color) -> PerSquare {
        self.capture_meet_beside(pos, o, None)
    }

    /// `meet_o` beside the other colour's king staying on `king` for good,
    /// if it does: no piece of `o` that survives lands where it would check
    /// that king at close range on its way on (module header), cached by
    /// `o`'s placement and victims and the king's square.
    pub(super) fn capture_meet_beside(&self, pos: &Position, o: Color, king: Option<Square>) -> PerSquare {
        let key = (self.meet_key(pos, o), king.map_or(u8::MAX, |k| k.index() as u8));
        let compute = || self.compute_meet_beside(pos, o, Bitboard::EMPTY, king, EVERY_SQUARE);
        let hit = self.meeting_cache.meet.borrow()[o.index()].get(&key).copied();
        if let Some(hit) = hit {
            self.audit("capture_meet", pos, hit, compute);
            return hit;
        }
        let meet = compute();
        remember(&self.meeting_cache.meet, o, key, meet, CACHE_ENTRIES);
        meet
    }

    /// `meet_o` with the pieces on `still` (which never move again) ruled
    /// out as the piece that lands: they still take their fates in `J_o`.
    /// Only `squares` are computed; the others stay `FAR`.
    pub(super) fn compute_meet(&self, pos: &Position, o: Color, still: Bitboard, squares: Bitboard) -> PerSquare {
        self.compute_meet_beside(pos, o, still, None, squares)
    }

    /// [`Estimator::compute_meet`] beside the other colour's king staying
    /// on `king` for good, if it does.
    fn compute_meet_beside(
        &self,
        pos: &Position,
        o: Color,
        still: Bitboard,
        king: Option<Square>,
        squares: Bitboard,
    ) -> PerSquare {
        let asked = MeetAsked {
            // A piece on a static wall stands there for the whole game: it
            // lands nowhere else.
            still: still | self.static_walls,
            checks: king.map_or([Bitboard::EMPTY; 6], |k| close_checks(pos, o, k)),
            squares,
        };
        match self.rows_around_frozen(pos, o, self.captures_left(pos, o)) {
            Some(rows) => {
                let d = self.around_walls(&rows);
                let (victims, n) = self.victims_on(pos, o, &d);
                self.compute_meet_on(pos, o, &asked, &victims[..n], &d)
            }
            None => {
                let (victims, n) = self.victims(pos, o);
                self.compute_meet_on(pos, o, &asked, &victims[..n], &*self.dist)
            }
        }
    }

    /// The captures colour `c` may still make: the other colour's surplus.
    pub(super) fn captures_left(&self, pos: &Position, c: Color) -> u32 {
        self.surplus(pos)[c.other().index()]
    }

    /// Colour `o`'s cache key for `meet_o`: its placement, its victims and
    /// the captures it may still make, as far as its frozen pawns (the
    /// walls `meet_o` is taken around) can tell them apart.
    pub(super) fn meet_key(&self, pos: &Position, o: Color) -> PlacementKey {
        self.placement_key(pos, o, self.captures_left(pos, o)).0
    }

    /// [`Estimator::compute_meet`] on the distances `d`: every one of `o`'s
    /// distances, `J_o` included, read on the same tables with the same
    /// victims, so that a detour and the assignment it is added to are
    /// measured alike.
    fn compute_meet_on<D: Dist>(&self, pos: &Position, o: Color, asked: &MeetAsked, victims: &[Victim], d: &D) -> PerSquare {
        let MeetAsked {
            still,
            ref checks,
            squares,
        } = *asked;
        let mut meet = [FAR; 64];
        let captures = self.captures_left(pos, o);
        let rights = pos.castling.rights[o.index()];
        let starts = Starts::of(pos, o);
        let pieces = starts.pieces().to_vec();
        let Some((least, _)) = self.least_journeys(pos.board, o, starts, rights, victims, Bitboard::EMPTY, Bitboard::EMPTY, d)
        else {
            return meet;
        };
        let goal_total: u32 = self.goal_counts[o.index()].iter().sum();
        let free = pos.by_color[o.index()].count() > goal_total + victims.len() as u32;
        // The landing is one of o's captures, made by the piece that lands:
        // the others' pawns change files by the rest only (module header).
        let after = CapturesLeft {
            d,
            shifts: d
                .max_file_shift()
                .min(u8::try_from(captures.saturating_sub(1)).unwrap_or(u8::MAX)),
        };
        let d_others = &after;
        // The others' share (module header): from the placement as it
        // stands and, 1 more, from each castled one; none for a piece that
        // may castle itself.
        let plain = self.others_share(o, &pieces, victims, d_others);
        let castlings: Vec<Castling> = castlings_off(pos, o, self.static_walls).collect();
        let castled_pieces: Vec<Vec<(Role, Square)>> =
            castlings.iter().map(|castling| castling.castled_pieces(&pieces)).collect();
        let castled: Vec<OthersShare> = castled_pieces
            .iter()
            .map(|placed| self.others_share(o, placed, victims, d_others))
            .collect();
        let plain_matching = FatesMatching::new(o, &pieces, victims, d_others);
        let castled_matching: Vec<FatesMatching<CapturesLeft<D>>> = castled_pieces
            .iter()
            .map(|placed| FatesMatching::new(o, placed, victims, d_others))
            .collect();
        let castlers: Bitboard = castlings.iter().fold(Bitboard::EMPTY, |mut b, castling| {
            b.insert(castling.king);
            b.insert(castling.rook);
            b
        });
        let free_fate = self.goal_pieces[o.index()].len() + victims.len();
        // `i`: the piece, `k`: the castling it has made, if any (then it is
        // measured from its castled square, and the others from the castled
        // placement, 1 more for that move).
        let mut consider = |i: usize, k: Option<usize>, (role, from): (Role, Square), least: u32| {
            // What the others pay when the `i`th piece takes `fate`. Captured
            // after it lands (the free fate), it takes none: the others take
            // them all, at least their least assignment.
            let others = |fate: usize, share: &OthersShare, placed: &FatesMatching<CapturesLeft<D>>| {
                let share = share.without(i, fate);
                // Asked of pieces only, each asking an assignment: the king
                // is never captured, and the pawns, eight assignments more,
                // seldom changed a count's positions when asked too.
                if fate == free_fate && matches!(pieces[i].0, Role::Knight | Role::Bishop | Role::Rook | Role::Queen) {
                    share.max(self.matching_without(placed, i))
                } else {
                    share
                }
            };
            let share = |fate: usize| match k {
                Some(k) => others(fate, &castled[k], &castled_matching[k]).saturating_add(1),
                // A king's steps overcount its castling: measured from where
                // it stands, it speaks for the games that do not castle.
                None if pieces[i].0 == Role::King && castlers.contains(pieces[i].1) => others(fate, &plain, &plain_matching),
                // A rook's own castling is one of its moves (module header).
                None => castlings
                    .iter()
                    .zip(castled.iter().zip(&castled_matching))
                    .map(|(castling, (share, placed))| {
                        let own = castling.rook == pieces[i].1;
                        others(fate, share, placed).saturating_add(u32::from(!own))
                    })
                    .fold(others(fate, &plain, &plain_matching), u32::min),
            };
            let landing = Landing {
                role,
                from,
                checks,
                squares,
            };
            self.meet_through(o, landing, victims, free, least, captures, &share, &mut meet, d)
        };
        for (i, &piece) in pieces.iter().enumerate() {
            if !still.contains(piece.1) {
                consider(i, None, piece, least);
            }
        }
        for (k, castling) in castlings.iter().enumerate() {
            // A castled king or rook lands only in a game that castles so:
            // 1 + the journeys from the castled placement.
            let mut roles = Role::ALL.map(|r| pos.pieces(o, r));
            for (role, from, to) in [
                (Role::King, castling.king, castling.king_to),
                (Role::Rook, castling.rook, castling.rook_to),
            ] {
                roles[role.index()].remove(from);
                roles[role.index()].insert(to);
            }
            let starts = Starts::of_roles(&roles);
            let Some((castled, _)) =
                self.least_journeys(pos.board, o, starts, [false; 2], victims, Bitboard::EMPTY, Bitboard::EMPTY, d)
            else {
                continue;
            };
            // Always found: a castling is listed only where its king and rook stand.
            let index = |sq: Square| pieces.iter().position(|&(_, from)| from == sq);
            if let (Some(king), Some(rook)) = (index(castling.king), index(castling.rook)) {
                consider(king, Some(k), (Role::King, castling.king_to), castled + 1);
                consider(rook, Some(k), (Role::Rook, castling.rook_to), castled + 1);
            }
        }
        meet
    }

    /// Lowers `meet` to the fewest moves colour `o` makes if its piece of
    /// `role` on `from` lands on each square, over the piece's possible
    /// fates: a goal square, one of `victims`, or (`free`) a capture
    /// anywhere. `least` is `o`'s journeys bound; `share(fate)` what the
    /// other pieces must pay when this one takes that fate (0: unknown),
    /// fates numbered as in [`Estimator::others_share`], `free` last.
    /// `captures`: the captures `o` may still make, which a pawn's
    /// diagonal steps spend (`ways::pawn_captures_through`).
    #[allow(clippy::too_many_arguments)]
    fn meet_through<D: Dist>(
        &self,
        o: Color,
        Landing {
            role,
            from,
            checks,
            squares,
        }: Landing,
        victims: &[Victim],
        free: bool,
        least: u32,
        captures: u32,
        share: &dyn Fn(usize) -> u32,
        meet: &mut PerSquare,
        d: &D,
    ) {
        // A capture lands on its square: a pawn only diagonally, and only
        // where its captures on the way fit those `o` may still make.
        let as_pawn = (role == Role::Pawn).then(|| {
            let mut landing = pawn_landing(d, o, from);
            for (s, l) in landing.iter_mut().enumerate() {
                let Some(sq) = Square::from_index(s as u8) else {
                    continue;
                };
                if pawn_captures_through(from, sq, None) > captures {
                    *l = FAR;
                }
            }
            landing
        });
        let to = match as_pawn {
            Some(pawn) => promoted_or(d, o, from, pawn),
            None => *d.piece(role, from),
        };
        let goals = self.goal_pieces[o.index()].len();
        let mut lower = |fate: usize, cost: u32, via: &dyn Fn(usize) -> u32| {
            if cost >= u32::from(FAR) {
                return;
            }
            // The others' share may ask an assignment: only once a square
            // asked is in this fate's reach.
            let mut others = None;
            for s in squares {
                let s = s.index();
                let v = via(s);
                if v < u32::from(FAR) {
                    let others = *others.get_or_insert_with(|| share(fate));
                    // The assignment with this piece's journey through s,
                    // or this journey and the others' share.
                    let moves = (least + v.max(cost) - cost).max(v.saturating_add(others));
                    meet[s] = meet[s].min(moves.min(u32::from(FAR) - 1) as u8);
                }
            }
        };
        if free {
            lower(goals + victims.len(), 0, &|s| u32::from(to[s]));
        }
        for (k, victim) in victims.iter().enumerate() {
            let cost = to_capture(d, o, role, from, *victim);
            if role == Role::King {
                lower(goals + k, cost, &|s| u32::from(to[s]));
                continue;
            }
            if let Some(pawn) = &as_pawn {
                lower(goals + k, cost, &|s| {
                    pawn_victim_way(d, self.goal.board, o, from, pawn, s, victim)
                });
                continue;
            }
            // A piece goes on from s to its capture square.
            lower(goals + k, cost, &|s| {
                u32::from(to[s]).saturating_add(u32::from(piece_to_victim(d, role, s, victim)))
            });
        }
        for (fate, &(goal_role, g)) in self.goal_pieces[o.index()].iter().enumerate() {
            let cost = journey(d, o, role, from, goal_role, g);
            let sum = |a: u8, b: u32| {
                if a == FAR || b >= u32::from(FAR) {
                    u32::from(FAR)
                } else {
                    u32::from(a) + b
                }
            };
            // Landing as `arrival` on s, short of g, it would check the
            // other colour's king that stays for good at close range: that
            // check has no answer (module header).
            let checking = |arrival: Role, s: Square| s != g && checks[arrival.index()].contains(s);
            match (role, goal_role) {
                (Role::Pawn, Role::Pawn) => lower(fate, cost, &|s| {
                    let s_sq = Square::from_index(s as u8).expect("a square");
                    if checking(Role::Pawn, s_sq) || pawn_captures_through(from, s_sq, Some(g)) > captures {
                        return u32::from(FAR);
                    }
                    sum(to[s], u32::from(d.pawn(o, s_sq)[g.index()]))
                }),
                (Role::Pawn, _) => lower(fate, cost, &|s| {
                    let s_sq = Square::from_index(s as u8).expect("a square");
                    // On the last rank it lands promoted, to the goal's role.
                    let last = s_sq.rank() == self.goal.promotion_rank(o);
                    let on_landing = if last { goal_role } else { Role::Pawn };
                    let landed = as_pawn.map_or(FAR, |pawn| pawn[s]);
                    let as_pawn = if checking(on_landing, s_sq) {
                        u32::from(FAR)
                    } else {
                        sum(landed, d.promoted(o, goal_role, s_sq, g))
                    };
                    let promoted = d.promoted(o, goal_role, from, s_sq);
                    let as_piece = if promoted >= u32::from(FAR) || checking(goal_role, s_sq) {
                        u32::from(FAR)
                    } else {
                        sum(d.piece(goal_role, g)[s], promoted)
                    };
                    as_pawn.min(as_piece)
                }),
                _ if role == goal_role => {
                    // A piece's moves reverse: from s to g as many as from g to s.
                    let back = d.piece(role, g);
                    lower(fate, cost, &|s| {
                        let s_sq = Square::from_index(s as u8).expect("a square");
                        if checking(role, s_sq) {
                            return u32::from(FAR);
                        }
                        sum(to[s], u32::from(back[s]))
                    })
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests;
