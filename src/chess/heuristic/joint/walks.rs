//! The least moves of one walker of the tally (`mod.rs`): from its square
//! through its landings, in the best order, to its end; and the memo of
//! those already reckoned.
//!
//! **Why a memo.** A question asks the same walks again and again (each
//! victim's options re-reckon every capturer with one landing more, in
//! every branch), and a search that asks the tally below its root asks
//! positions one move apart, whose walkers are mostly the same. A walk's
//! least moves depend only on the walker's colour, role and square, its
//! end and the set of its landings (the tour tries every order), and on
//! the estimator's distance tables, which never change: so the memo lives
//! with the estimator and serves every question it is asked.
//!
//! **Rows.** The victims' search reads a walker's least moves for every
//! square it may die on, or land on once more, as a row of 64 (`mod.rs`,
//! `Rows`), and a row depends only on the walker's walk key. So the memo
//! keeps rows too, square by square as they are asked: a row asked again
//! is one lookup where it was one per square (on the 14-ply en-passant
//! goal asked at every position, 3.6 s → 1.6 s; BENCHMARKS.md, Session 80).

use super::threshold::keep_where;
use super::{End, RowKind, Tally, Walker, FAR, NEVER, TOURED};
use crate::board::{Bitboard, Square};
use crate::chess::heuristic::distances::Dist;
use crate::chess::{Color, Role};
use rustc_hash::FxHashMap;
use std::cell::RefCell;

/// Walks the memo holds before it starts over (about 25 MB).
const MEMO_ENTRIES: usize = 1 << 19;

/// The most landings a walk the memo keeps may have.
pub(super) const KEPT_LANDINGS: usize = 16;

/// A walk as the memo knows it: colour, role, square, end and landings
/// (sorted: the tour tries every order).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct WalkKey {
    head: u32,
    landings: [u8; KEPT_LANDINGS],
}

impl WalkKey {
    fn of(w: &Walker, end: End, landings: &[Square]) -> Option<WalkKey> {
        if landings.len() > KEPT_LANDINGS {
            return None;
        }
        let head = (w.color.index() | w.role.index() << 1 | w.from.index() << 4 | landings.len() << 25) as u32;
        let mut sorted = [0u8; KEPT_LANDINGS];
        for (k, l) in landings.iter().enumerate() {
            sorted[k] = l.index() as u8;
        }
        sorted[..landings.len()].sort_unstable();
        Some(WalkKey { head, landings: sorted }.ending(end))
    }

    /// The key of the same walk ending on `end` instead: its end fields
    /// (kind, square, role) replaced.
    fn ending(self, end: End) -> WalkKey {
        let (kind, sq, role) = match end {
            End::Open => (0, 0, 0),
            End::Goal(g, r) => (1, g.index(), r.index()),
            End::Dies(s) => (2, s.index(), 0),
        };
        let fields = (1u32 << 25) - (1 << 12);
        let head = self.head & !fields | (kind << 12 | sq << 14 | role << 22) as u32;
        WalkKey { head, ..self }
    }

    /// The key of the same walk with one landing more, `l`: inserted in
    /// order, so no sort is redone.
    fn landing(self, l: Square) -> Option<WalkKey> {
        let n = (self.head >> 25) as usize;
        if n >= KEPT_LANDINGS {
            return None;
        }
        let mut landings = self.landings;
        let at = landings[..n].partition_point(|&m| m <= l.index() as u8);
        landings.copy_within(at..n, at + 1);
        landings[at] = l.index() as u8;
        Some(WalkKey {
            head: self.head + (1 << 25),
            landings,
        })
    }
}

/// The walks an estimator's tally has reckoned, by [`WalkKey`], and the
/// walkers' rows ([`Tally::row`]), by the walker's own key and the row's
/// kind.
#[derive(Default)]
pub(in crate::chess::heuristic) struct WalkMemo {
    walks: RefCell<FxHashMap<WalkKey, u16>>,
    rows: RefCell<FxHashMap<(WalkKey, RowKind), KeptRow>>,
    /// The walks all questions have reckoned.
    spent: std::cell::Cell<u64>,
}

impl WalkMemo {
    /// Notes the walks a question reckoned.
    pub(super) fn note_spent(&self, walks: u64) {
        self.spent.set(self.spent.get() + walks);
    }

    /// The walks all questions have reckoned.
    pub(super) fn spent(&self) -> u64 {
        self.spent.get()
    }

    /// The walks kept.
    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.walks.borrow().len()
    }

    /// The rows kept.
    #[cfg(test)]
    pub(super) fn rows(&self) -> usize {
        self.rows.borrow().len()
    }
}

/// Rows the memo holds before it starts over (about 20 MB).
const ROW_ENTRIES: usize = 1 << 17;

/// One row as the memo keeps it: the squares reckoned so far, and their
/// least moves (the rest not yet asked).
#[derive(Clone, Copy)]
struct KeptRow {
    known: Bitboard,
    moves: [u16; 64],
}

impl<'a> Tally<'a> {
    /// Moves of walker `w` to land on `l` as `r`.
    pub(super) fn to_as(&self, w: &Walker, l: Square, r: Role) -> u32 {
        self.leg(w.color, w.from, w.role, l, r)
    }

    /// Moves of a piece of colour `c` from `a` as `ra` to land on `b` as
    /// `rb`: landing back where it stands is leaving and coming back (a
    /// pawn never comes back as a pawn; it may as a promoted piece, the
    /// tables' promoted ways).
    fn leg(&self, c: Color, a: Square, ra: Role, b: Square, rb: Role) -> u32 {
        if a == b && ra == rb {
            return if ra == Role::Pawn { NEVER } else { 2 };
        }
        self.onward(c, a, ra, b, Some(rb))
    }

    /// Moves from `l` as `r` to `e` as `re` (any role when `None`).
    fn onward(&self, c: Color, l: Square, r: Role, e: Square, re: Option<Role>) -> u32 {
        if l == e {
            return match (r, re) {
                (_, None) => 0,
                (r, Some(x)) if x == r => 0,
                // Away to promote and back as the promoted piece.
                (Role::Pawn, Some(x)) if x != Role::King => self.d.promoted(c, x, l, e).min(NEVER),
                _ => NEVER,
            };
        }
        let m = match (r, re) {
            (Role::Pawn, Some(Role::Pawn)) => self.d.pawn(c, l)[e.index()] as u32,
            (Role::Pawn, Some(Role::King)) => return NEVER,
            (Role::Pawn, Some(x)) => self.d.promoted(c, x, l, e),
            (Role::Pawn, None) => {
                let mut best = self.d.pawn(c, l)[e.index()] as u32;
                for x in Role::PROMOTIONS {
                    best = best.min(self.d.promoted(c, x, l, e));
                }
                best
            }
            (r, Some(x)) if x != r => return NEVER,
            (r, _) => self.d.piece(r, l)[e.index()] as u32,
        };
        if m >= FAR as u32 {
            NEVER
        } else {
            m
        }
    }

    /// The roles walker `w` may have anywhere on its way.
    fn roles(w: &Walker) -> &'static [Role] {
        match w.role {
            Role::Pawn => &[Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen],
            Role::Knight => &[Role::Knight],
            Role::Bishop => &[Role::Bishop],
            Role::Rook => &[Role::Rook],
            Role::Queen => &[Role::Queen],
            Role::King => &[Role::King],
        }
    }

    /// The least moves of walker `w` with what is chosen for it (module
    /// header), `NEVER` if it cannot.
    pub(super) fn least_moves(&self, w: &Walker) -> u32 {
        self.least(w, w.end, &w.landings)
    }

    /// [`Tally::least_moves`] of `w` with `end` and `landings` instead of
    /// its own: from the memo if it has the walk (each answer from it
    /// counts as one walk reckoned), else reckoned and kept there.
    pub(super) fn least(&self, w: &Walker, end: End, landings: &[Square]) -> u32 {
        self.least_keyed(w, end, landings, WalkKey::of(w, end, landings))
    }

    /// [`Tally::least`] with the walk's key made by the caller (`None`
    /// past what the memo keeps).
    fn least_keyed(&self, w: &Walker, end: End, landings: &[Square], key: Option<WalkKey>) -> u32 {
        debug_assert!(key == WalkKey::of(w, end, landings), "a walk's key made in steps");
        let (Some(memo), Some(key)) = (self.memo, key) else {
            return self.reckon(w, end, landings);
        };
        let known = memo.walks.borrow().get(&key).copied();
        if let Some(m) = known {
            self.work.set(self.work.get() + 1);
            if self.audit {
                let fresh = self.reckon(w, end, landings);
                assert_eq!(u32::from(m), fresh, "joint walk memo: {w:?} to {end:?} via {landings:?}");
            }
            return u32::from(m);
        }
        let m = self.reckon(w, end, landings);
        crate::limits::insert_bounded(&mut memo.walks.borrow_mut(), key, m as u16, MEMO_ENTRIES);
        m
    }

    /// Walker `w`'s row of `kind` on `squares` (`NEVER` elsewhere): its
    /// least moves dying on each (as it stands, open), or landing once
    /// more on each (with its end). A row depends only on the walker's
    /// walk key, so the memo keeps the squares it has reckoned and a
    /// later row of the same walker reckons only the squares it lacks
    /// (each square it answers counts as one walk, as a walk from the
    /// memo does). Asked of rows again and again as the victims' search
    /// branches, and of positions one move apart whose walkers are
    /// mostly the same, it answers most rows with one lookup where each
    /// square was one.
    pub(super) fn row(&self, w: &Walker, kind: RowKind, squares: Bitboard) -> [u16; 64] {
        let n = w.landings.len();
        let mut buf = [w.from; KEPT_LANDINGS];
        let end = match kind {
            RowKind::Deaths => End::Open,
            RowKind::Lands => w.end,
        };
        let mut row = [NEVER as u16; 64];
        if n >= KEPT_LANDINGS {
            // Past what the memo keeps (a walker lands at most 15 times).
            return row;
        }
        buf[..n].copy_from_slice(&w.landings);
        let base = WalkKey::of(w, end, &w.landings);
        let one = |s: Square, buf: &mut [Square; KEPT_LANDINGS]| match kind {
            RowKind::Deaths => self.least_keyed(w, End::Dies(s), &w.landings, base.map(|k| k.ending(End::Dies(s)))),
            RowKind::Lands => {
                buf[n] = s;
                self.least_keyed(w, w.end, &buf[..=n], base.and_then(|k| k.landing(s)))
            }
        };
        let (Some(memo), Some(key)) = (self.memo, base) else {
            for s in squares {
                row[s.index()] = one(s, &mut buf) as u16;
            }
            return row;
        };
        // Read in place: a row asked again is most often known on every
        // square asked, and then nothing is copied but the answer.
        let (answered, missing) = {
            let kept_rows = memo.rows.borrow();
            let kept = kept_rows.get(&(key, kind));
            let known = kept.map_or(Bitboard::EMPTY, |k| k.known);
            let answered = squares & known;
            if let Some(k) = kept {
                row = keep_where(&k.moves, answered.0, NEVER as u16);
            }
            (answered, squares & !known)
        };
        self.work.set(self.work.get() + u64::from(answered.count()));
        if self.audit {
            for s in answered {
                assert_eq!(
                    u32::from(row[s.index()]),
                    one(s, &mut buf),
                    "joint row memo: {w:?} {kind:?} on {s:?}"
                );
            }
        }
        if missing.is_empty() {
            return row;
        }
        let mut kept = memo.rows.borrow().get(&(key, kind)).copied().unwrap_or(KeptRow {
            known: Bitboard::EMPTY,
            moves: [NEVER as u16; 64],
        });
        for s in missing {
            let m = one(s, &mut buf);
            row[s.index()] = m as u16;
            kept.moves[s.index()] = m as u16;
        }
        kept.known |= missing;
        crate::limits::insert_bounded(&mut memo.rows.borrow_mut(), (key, kind), kept, ROW_ENTRIES);
        row
    }

    /// [`Tally::least`] reckoned afresh: the module header's bound.
    fn reckon(&self, w: &Walker, end: End, landings: &[Square]) -> u32 {
        self.work.set(self.work.get() + 1);
        let (end, end_role) = match end {
            End::Open => (None, None),
            End::Goal(g, r) => (Some(g), Some(r)),
            End::Dies(s) => (Some(s), None),
        };
        let mut most = 0;
        if let Some(e) = end {
            if e != w.from || end_role.is_some_and(|r| r != w.role) {
                let base = Self::roles(w)
                    .iter()
                    .filter(|&&r| end_role.is_none_or(|x| x == r))
                    .map(|&r| self.to_as(w, e, r))
                    .min()
                    .unwrap_or(NEVER);
                most = most.max(base);
            }
        }
        if landings.len() >= 2 && landings.len() <= TOURED {
            let orders: u64 = (2..=landings.len() as u64).product();
            self.work.set(self.work.get() + orders);
            most = most.max(self.tour(w, landings, end, end_role));
        } else {
            for &l in landings {
                let via = Self::roles(w)
                    .iter()
                    .map(|&r| {
                        let there = self.to_as(w, l, r);
                        match end {
                            Some(e) => there.saturating_add(self.onward(w.color, l, r, e, end_role)),
                            None => there,
                        }
                    })
                    .min()
                    .unwrap_or(NEVER);
                most = most.max(via);
            }
        }
        // Each capture is a move of its own, and two on one square have a
        // move away between them.
        let n = landings.len() as u32;
        let repeats = landings
            .iter()
            .map(|l| landings.iter().filter(|&m| m == l).count() as u32)
            .max()
            .unwrap_or(0);
        let ends_elsewhere = end.is_some_and(|e| e != w.from && !landings.contains(&e));
        most.max(n + ends_elsewhere as u32)
            .max((2 * repeats).saturating_sub(1))
            .min(NEVER)
    }

    /// The least moves of walker `w` from its square through all its
    /// landings, in the best order, to its end if chosen, its role changing
    /// at most once, from pawn to a promoted piece (a pawn only goes
    /// forward); a leg between two landings on one square is at least two
    /// moves (away and back). Each leg, by the roles before and after it,
    /// is reckoned once before the orders are tried.
    fn tour(&self, w: &Walker, landings: &[Square], end: Option<Square>, end_role: Option<Role>) -> u32 {
        let roles = Self::roles(w);
        let n = landings.len();
        // legs[i][j][x][y]: from point i (0 the walker's square, k + 1 its
        // k-th landing) as roles[x] to landing j as roles[y].
        let mut legs = [[[[NEVER; 5]; 5]; TOURED]; TOURED + 1];
        for (i, row) in legs.iter_mut().enumerate().take(n + 1) {
            let a = if i == 0 { w.from } else { landings[i - 1] };
            for (j, by_roles) in row.iter_mut().enumerate().take(n) {
                if i == j + 1 {
                    continue;
                }
                for (x, &ra) in roles.iter().enumerate() {
                    if i == 0 && ra != w.role {
                        continue;
                    }
                    for (y, &rb) in roles.iter().enumerate() {
                        by_roles[x][y] = self.leg(w.color, a, ra, landings[j], rb);
                    }
                }
            }
        }
        // rest[j][y]: from landing j as roles[y] to the end.
        let mut rest = [[NEVER; 5]; TOURED];
        for (j, by_role) in rest.iter_mut().enumerate().take(n) {
            for (y, &r) in roles.iter().enumerate() {
                by_role[y] = match end {
                    Some(e) if e == landings[j] => {
                        if end_role.is_none_or(|x| x == r) {
                            0
                        } else {
                            NEVER
                        }
                    }
                    Some(e) => self.onward(w.color, landings[j], r, e, end_role),
                    None => 0,
                };
            }
        }
        let start = roles.iter().position(|&r| r == w.role).unwrap_or(0);
        let mut order: Vec<usize> = (0..n).collect();
        let mut best = NEVER;
        permute(&mut order, 0, &mut |o: &[usize]| {
            // Least moves so far by the role held now.
            let mut at = 0;
            let mut by_role = [NEVER; 5];
            by_role[start] = 0;
            for &j in o {
                let mut next = [NEVER; 5];
                for x in 0..roles.len() {
                    if by_role[x] >= NEVER {
                        continue;
                    }
                    for (y, slot) in next.iter_mut().enumerate().take(roles.len()) {
                        *slot = (*slot).min(by_role[x].saturating_add(legs[at][j][x][y]));
                    }
                }
                by_role = next;
                at = j + 1;
            }
            for y in 0..roles.len() {
                best = best.min(by_role[y].saturating_add(rest[at - 1][y]));
            }
        });
        best.min(NEVER)
    }
}

/// Calls `f` with every order of `items[k..]` after `items[..k]`.
fn permute(items: &mut [usize], k: usize, f: &mut impl FnMut(&[usize])) {
    if k == items.len() {
        f(items);
        return;
    }
    for i in k..items.len() {
        items.swap(k, i);
        permute(items, k + 1, f);
        items.swap(k, i);
    }
}
