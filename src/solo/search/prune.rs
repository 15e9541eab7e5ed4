//! Sound dead-end tests: each returns `true` only for states from which no
//! solution exists. The exhaustive differential tests (native vs brute
//! force) check every rule here.
//!
//! Two facts carry every rule: occupied squares only ever become empty
//! (a capture empties its start square and fills nothing new), and a piece
//! only moves by capturing.

use crate::board::{Bitboard, Square};
use crate::solo::search::state::{reach, SearchState};
use crate::solo::Role;

/// The thesis's reductions (§3.4) plus the budget count:
/// - a king out of captures while other pieces remain is stuck for good;
/// - the remaining budgets must cover the remaining captures;
/// - forward check: a piece that no piece type on the board could capture
///   from any occupied square can never be captured, and at most one piece
///   (the king, if there is one) may stay uncaptured.
pub fn dead_thesis(s: &SearchState) -> bool {
    if s.pieces <= 1 {
        return false;
    }
    let kings = s.kings();
    if kings.count() >= 2 || (kings & s.spent).any() {
        return true;
    }
    if s.budget_sum < s.pieces - 1 {
        return true;
    }
    let fixed = s.spent & !kings;
    if fixed.is_empty() {
        return false;
    }
    // A piece that can still capture may move away first: only fixed pieces are checked.
    let r = reach(s.geo);
    let active = !s.spent;
    let mut stuck = kings.count();
    for t in fixed {
        let others = s.occ & !Bitboard::from_square(t);
        let capturable = Role::ALL
            .iter()
            .any(|&role| (s.by_role[role.index()] & active).any() && (r.from[role.index()][t.index()] & others).any());
        if !capturable {
            stuck += 1;
            if stuck >= 2 {
                return true;
            }
        }
    }
    false
}

/// Only pieces that can never move again are checked for being capturable:
/// a piece that can still capture may first move somewhere else (the bug
/// pinned by `regression_movable_piece_is_not_stuck`).
///
/// The stronger tests used by `best`, on top of [`dead_thesis`]'s:
/// - effective budgets: a piece that no occupied square is in reach of
///   (ignoring blockers) can never capture again, so its budget is worth 0
///   in the budget count;
/// - forward check per capturer: a piece on `t` can be captured only by a
///   piece with a capture left that already stands on a square in reach of
///   `t`, or by one with two captures left that can first land on an
///   occupied, non-king square in reach of `t`;
/// - the capture-tree bound: every piece but the last is captured once, so
///   the pieces left without captures can be at most `1 + Σ (b - 1)` over
///   the pieces with `b ≥ 1` (equivalent to the budget count, kept as one sum).
pub fn dead_best(s: &SearchState) -> bool {
    if s.pieces <= 1 {
        return false;
    }
    let kings = s.kings();
    if kings.count() >= 2 || kings.any_of(|k| s.budget[k.index()] == 0) {
        return true;
    }
    let r = reach(s.geo);
    let geo = s.geo;
    let victims = s.occ & !kings;
    // A king with one capture left cannot move before the final capture: it
    // blocks every line through its square until then, and the final square
    // is an occupied square next to it. When there is only one such square,
    // whatever stands there can never leave it (a vacated square stays empty),
    // so that square too blocks every line through it until the last capture,
    // which is the king's (the bug a bishop "striking" through it pinned:
    // `regression_final_square_blocks_lines`).
    let mut blockers = Bitboard::EMPTY;
    let mut final_square = None;
    if let Some(k) = kings.first() {
        if s.budget[k.index()] == 1 && s.pieces > 2 {
            let next = geo.king[k.index()] & victims;
            match next.count() {
                0 => return true,
                1 => final_square = next.first(),
                _ => {}
            }
            blockers = kings | final_square.map_or(Bitboard::EMPTY, Bitboard::from_square);
        }
    }
    let to = |role: usize, sq: Square| -> Bitboard {
        if blockers.is_empty() || matches!(role, 0 | 4 | 5) {
            r.to[role][sq.index()]
        } else {
            match role {
                1 => geo.rook_attacks(sq, blockers) | geo.bishop_attacks(sq, blockers),
                2 => geo.rook_attacks(sq, blockers),
                _ => geo.bishop_attacks(sq, blockers),
            }
        }
    };
    // strike[p]: squares the piece on p could ever capture on (after 0, 1 or
    // more hops, each hop a capture onto an occupied non-king square).
    // stand[q]: squares the piece on q could ever be captured on.
    let mut strike = [Bitboard::EMPTY; 64];
    // strike_on[p]: squares it could capture onto and still have a capture left.
    let mut strike_on = [Bitboard::EMPTY; 64];
    let mut stand = [Bitboard::EMPTY; 64];
    let mut fixed = Bitboard::EMPTY;
    let mut total = 0u32;
    for sq in s.occ {
        let i = sq.index();
        let b = s.budget[i];
        let role = s.role_at[i] as usize;
        let here = Bitboard::from_square(sq);
        let hop1 = to(role, sq) & victims;
        if b == 0 || hop1.is_empty() || Some(sq) == final_square {
            stand[i] = here;
            fixed.insert(sq);
            continue;
        }
        total += b as u32;
        let spread = |set: Bitboard| set.fold(Bitboard::EMPTY, |acc, x| acc | to(role, x));
        let (att, pos) = match b {
            1 => (hop1, here | hop1),
            2 => (hop1 | spread(hop1), here | hop1 | (spread(hop1) & victims)),
            _ => (hop1 | spread(victims), here | victims),
        };
        // Once it leaves, its own square stays empty: it never captures there.
        strike[i] = att & victims & !here;
        stand[i] = pos;
        strike_on[i] = match b {
            1 => Bitboard::EMPTY,
            2 => hop1,
            3 => hop1 | (spread(hop1) & victims),
            _ => victims,
        };
    }
    if total < s.pieces - 1 {
        return true;
    }
    // A square once vacated stays empty (nothing moves onto an empty square),
    // so every occupied square but the final one is left exactly once. A fixed
    // piece cannot leave: unless its square is the final one, some piece must
    // arrive there with two captures left (one to arrive, one to leave). At
    // most one square is final, and with a king it is where the king ends.
    let mut service = Matcher::new();
    for p in s.occ {
        let i = p.index();
        service.cap[i] = s.budget[i].saturating_sub(1);
    }
    // The final square needs no departure: one fixed piece may stay until the
    // last capture (by the king, if there is one) or be the survivor.
    service.cap[VIRTUAL] = 1;
    let king = kings.first();
    // p can service t: it arrives on t with a capture left, and from there can
    // capture something other than what was on its own square (vacated).
    let can_service = |p: Square, t: Square| {
        strike_on[p.index()].contains(t)
            && (to(s.role_at[p.index()] as usize, t) & victims & !Bitboard::from_square(t) & !Bitboard::from_square(p)).any()
    };
    for q in victims & fixed {
        let mut c = Bitboard::EMPTY;
        for p in s.occ {
            if p != q && can_service(p, q) {
                c.insert(p);
            }
        }
        service.cand[q.index()] = c;
        service.virt[q.index()] = king.is_none_or(|k| strike[k.index()].contains(q)) && final_square.is_none_or(|f| f == q);
    }
    if !service.covers(victims & fixed) {
        return true;
    }
    // A piece with one capture left that nothing can capture where it stands
    // must leave, and then rests without captures on its target square, which
    // in turn needs an arrival that can leave again (unless it is final).
    if let Some(k) = king {
        let service_ok = |t: Square, skip: Bitboard| {
            t == final_square.unwrap_or(t) && strike[k.index()].contains(t)
                || s.occ.any_of(|p| !skip.contains(p) && can_service(p, t))
        };
        for o in victims & !fixed {
            if s.budget[o.index()] != 1 || s.occ.any_of(|p| p != o && strike[p.index()].contains(o)) {
                continue;
            }
            let targets = to(s.role_at[o.index()] as usize, o) & victims;
            if !targets.any_of(|t| service_ok(t, Bitboard::from_square(o) | Bitboard::from_square(t))) {
                return true;
            }
        }
    }
    // capturers[q]: pieces that could capture the piece on q somewhere.
    let mut capturers = [Bitboard::EMPTY; 64];
    for q in victims {
        let mut c = Bitboard::EMPTY;
        for p in s.occ {
            if p != q && (strike[p.index()] & stand[q.index()]).any() {
                c.insert(p);
            }
        }
        if c.is_empty() && !kings.is_empty() {
            return true; // it can never be captured, and the king must survive
        }
        capturers[q.index()] = c;
    }
    // Every captured piece is captured by one that is itself captured later
    // or survives: everything must lead to the survivor in the capture graph.
    let roots = if kings.is_empty() { victims } else { kings };
    if !roots.any_of(|root| all_reach(s.occ, root, &capturers)) {
        return true;
    }
    !captures_matchable(s, victims, &capturers, kings.is_empty())
}

/// Whether every piece reaches `root` along "is captured by" edges.
fn all_reach(occ: Bitboard, root: crate::board::Square, capturers: &[Bitboard; 64]) -> bool {
    let mut reached = Bitboard::from_square(root);
    loop {
        let before = reached;
        for q in occ & !reached {
            if (capturers[q.index()] & reached).any() {
                reached.insert(q);
            }
        }
        if reached == occ {
            return true;
        }
        if reached == before {
            return false;
        }
    }
}

const VIRTUAL: usize = 64;

/// A b-matching from victims (squares) to capturers (squares, plus one
/// virtual capturer at index 64), each capturer taking at most its capacity:
/// Kuhn-style augmenting paths on graphs of at most 65 nodes.
struct Matcher {
    cand: [Bitboard; 64],
    virt: [bool; 64],
    cap: [u8; 65],
    used: [u8; 65],
    /// The victims each capturer holds now.
    held: [Bitboard; 65],
}

impl Matcher {
    fn new() -> Matcher {
        Matcher {
            cand: [Bitboard::EMPTY; 64],
            virt: [false; 64],
            cap: [0; 65],
            used: [0; 65],
            held: [Bitboard::EMPTY; 65],
        }
    }

    /// The capturers of victim `t`, the virtual one last.
    fn candidates(&self, t: usize) -> impl Iterator<Item = usize> {
        let virt = if self.virt[t] { Some(VIRTUAL) } else { None };
        self.cand[t].map(|p| p.index()).chain(virt)
    }

    /// Whether every victim gets a capturer.
    fn covers(&mut self, victims: Bitboard) -> bool {
        victims.into_iter().all(|t| {
            let t = t.index();
            // A capturer with room left takes it at once; only when none has
            // room is a chain of re-assignments searched.
            if let Some(p) = self.candidates(t).find(|&p| self.used[p] < self.cap[p]) {
                self.used[p] += 1;
                self.held[p] |= Bitboard(1u64 << t);
                return true;
            }
            let mut seen = 0u128;
            self.augment(t, &mut seen)
        })
    }

    fn augment(&mut self, t: usize, seen: &mut u128) -> bool {
        let victim = Bitboard(1u64 << t);
        for p in self.candidates(t) {
            if *seen >> p & 1 == 1 {
                continue;
            }
            *seen |= 1 << p;
            if self.used[p] < self.cap[p] {
                self.used[p] += 1;
                self.held[p] |= victim;
                return true;
            }
            // Re-route one of p's victims to another capturer; t takes its slot.
            for u in self.held[p] {
                if self.augment(u.index(), seen) {
                    // u moved away (its new capturer counted itself); p keeps its count.
                    self.held[p].remove(u);
                    self.held[p] |= victim;
                    return true;
                }
            }
        }
        false
    }
}

/// Every piece but the survivor is captured exactly once, by a distinct
/// capture of a piece that can reach it, and no piece captures more than
/// its budget: a b-matching from victims to capturers must cover all of
/// them (all but one, via the virtual capturer, when there is no king).
fn captures_matchable(s: &SearchState, victims: Bitboard, capturers: &[Bitboard; 64], may_spare_one: bool) -> bool {
    let mut m = Matcher::new();
    for p in s.occ {
        m.cap[p.index()] = s.budget[p.index()];
    }
    m.cap[VIRTUAL] = may_spare_one as u8;
    for t in victims {
        m.cand[t.index()] = capturers[t.index()];
        m.virt[t.index()] = may_spare_one;
    }
    m.covers(victims)
}

trait AnyOf {
    fn any_of(self, f: impl FnMut(crate::board::Square) -> bool) -> bool;
}

impl AnyOf for Bitboard {
    fn any_of(mut self, f: impl FnMut(crate::board::Square) -> bool) -> bool {
        Iterator::any(&mut self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::rules::notation::parse_solo_fen;

    /// The queen on d1 cannot be captured where it stands, but it can move
    /// to b1 and be captured there: the puzzle is solvable.
    #[test]
    fn regression_movable_piece_is_not_stuck() {
        let p = parse_solo_fen("4B/5/P4/1N1Q1 2 d1:1").unwrap();
        let s = SearchState::new(&p);
        assert!(!dead_best(&s));
        assert!(!dead_thesis(&s));
    }

    /// The king on f7 has one capture left, so g7 is the final square and
    /// stays occupied until the last capture: the bishop on a1 can never
    /// reach the knight on h8 through it, and that knight (no captures left)
    /// can never be captured. Found in the tails study of issue 15.
    #[test]
    fn regression_final_square_blocks_lines() {
        let p = parse_solo_fen("7N/5KN1/8/8/8/8/8/B7 0 a1:2,g7:2,f7:1").unwrap();
        assert!(!crate::solo::search::brute::brute_force_solvable(&p));
        assert!(dead_best(&SearchState::new(&p)));
    }

    #[test]
    fn fixed_pieces_out_of_reach_are_dead() {
        // Two knights with no captures left that nothing can reach.
        let p = parse_solo_fen("N4/5/4N/K4 0 a1:2").unwrap();
        let s = SearchState::new(&p);
        assert!(dead_best(&s));
        assert!(dead_thesis(&s));
        // Budgets too small for the captures needed.
        let p = parse_solo_fen("KRRR 0 a1:1,b1:1").unwrap();
        assert!(dead_thesis(&SearchState::new(&p)));
        assert!(dead_best(&SearchState::new(&p)));
    }
}
