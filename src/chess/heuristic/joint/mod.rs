//! Both colours' captures in one tally: every capture has a victim that
//! walks to where it dies and a capturer that walks there too, and each
//! walk is paid by its own colour.
//!
//! **Why.** The other bounds charge a colour for its own pieces and ask
//! whether the other colour's pieces *could* be where its captures land.
//! Each colour then leans on the other: White's capturers take Black's
//! pawns wherever Black's pawns could have walked to meet them, and
//! Black's bound lets White's pieces walk up to Black's capturers. Both
//! fit alone where no game fits both. The Pronkin-style goal
//! `rn1q3r/ppp1kp2/3bpn2/3p1b2/3P1B2/3BPN2/PPP1KP2/RN1Q4` (five captures:
//! White's h1 rook and g- and h-pawns, Black's g- and h-pawns) needs ten
//! moves a side; the per-colour bounds say six, so the count of 18 plies
//! walked 55,000 positions to find no game.
//!
//! **The tally.** In a game from `pos` that reaches the goal, each piece
//! standing now either ends on a goal square of its colour (a survivor;
//! distinct pieces on distinct squares, of the square's role or a pawn
//! that promotes to it) or is captured on some square (a victim; never a
//! king). Each victim is captured by one move of a piece of the other
//! colour landing on its square (or, en passant, on the square behind
//! it). A colour's moves are the sum of its pieces' moves, castling
//! aside. A piece that starts on `a`, lands on squares `L` on the way and
//! ends on `e` makes at least
//! `max(d(a, e), max over l in L of d(a, l) + d(l, e), |L| + [e ∉ L ∪ {a}])`
//! moves, with `d` the estimator's distance tables (around walls no piece
//! passes in any game: `distances.rs`), its role allowed to change at `l`
//! as a pawn's may; landing back on its own start square costs at least
//! two moves. So if no choice of survivors, victims' death squares and
//! capturers keeps each colour's sum within its moves, no game exists.
//! Castling moves two pieces in one move, at most once per colour, and
//! only king and rook that have not moved: a colour with a right is tried
//! both without castling and as if it had castled first (king and rook
//! start from their castled squares, one move spent), the way `journeys.rs`
//! tries it. Move order, occupancy and checks are ignored: each is a
//! constraint dropped, so the least tally is still a lower bound.
//!
//! **Cost.** A depth-first search over survivors (goal squares filled in
//! turn, the cheapest candidate first), then victims (each a death square
//! and a capturer, the cheapest first), cut the moment a colour's sum
//! passes its moves. It stops at the first choice that fits (nothing
//! refuted), and gives up without a refutation after [`NODE_LIMIT`]
//! nodes or [`WORK_LIMIT`] walks (about 0.1 s). Asked at the root of
//! each length a count counts (`proofgame/count`), where one refutation
//! saves the whole length.

use super::distances::{Dist, Distances, FAR};
use super::Estimator;
use crate::board::{Board, Square};
use crate::chess::{Color, Position, Role, CASTLING_FILES, CASTLING_KING_FROM};

/// Nodes one question may search before it gives up (no refutation).
pub const NODE_LIMIT: u32 = 10_000;

/// Walks one question may reckon before it gives up (each order a tour
/// tries counts as one): a node's options cost from a few walks to
/// thousands (every square times every capturer), so the nodes alone do
/// not bound the time. About 40 ns a walk: the 12-ply goal of the tests
/// is refuted after 1.1 million.
pub const WORK_LIMIT: u64 = 2_000_000;

/// Landings of one piece up to which their best order is searched: 5!
/// orders at most.
const TOURED: usize = 5;

/// The last question asked of an estimator's tally and its answer.
#[derive(Default)]
pub(super) struct LastAnswer(std::cell::RefCell<Option<(Position, [u32; 2], bool)>>);

/// Moves no tally reaches: a way that does not exist.
const NEVER: u32 = 1_000;

/// Where a piece ends: not chosen yet, on a goal square as a role, or
/// captured on a square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum End {
    Open,
    Goal(Square, Role),
    Dies(Square),
}

/// One piece of the tally and what has been chosen for it.
#[derive(Clone, Debug)]
struct Walker {
    color: Color,
    role: Role,
    from: Square,
    end: End,
    landings: Vec<Square>,
    /// The walker that captures it, once chosen.
    killer: Option<usize>,
    /// The least moves of what is chosen ([`Tally::least_moves`]).
    moves: u32,
}

/// The search of one castling choice.
struct Tally<'a> {
    d: &'a Distances,
    board: Board,
    walkers: Vec<Walker>,
    /// Per colour, the moves its walkers may make in all.
    allowed: [u32; 2],
    /// Per colour, the sum of its walkers' least moves so far.
    spent: [u32; 2],
    /// Goal squares by colour: (role, square).
    goal: &'a [Vec<(Role, Square)>; 2],
    nodes: u32,
    /// Walks reckoned ([`Tally::least`]) since the question was asked.
    work: std::cell::Cell<u64>,
    gave_up: bool,
}

impl Estimator {
    /// Whether no choice of survivors, death squares and capturers keeps
    /// both colours within `budget` (White's and Black's moves left):
    /// the module header's tally. `false` when it gives up.
    pub fn joint_tally_refutes(&self, pos: &Position, budget: [u32; 2]) -> bool {
        let victims = [Color::White, Color::Black].map(|c| {
            let have = pos.by_color()[c.index()].count();
            have.checked_sub(self.goal_pieces[c.index()].len() as u32)
        });
        // Without a capture to come, the per-colour bounds see it all.
        let (Some(vw), Some(vb)) = (victims[0], victims[1]) else {
            return false;
        };
        if vw + vb == 0 {
            return false;
        }
        if let Some((p, b, answer)) = &*self.joint_last.0.borrow() {
            if *b == budget && p == pos {
                return *answer;
            }
        }
        let mut spent = (0, 0);
        let answer = self.joint_search(pos, budget, &mut spent) == Some(true);
        *self.joint_last.0.borrow_mut() = Some((pos.clone(), budget, answer));
        answer
    }

    /// The tally under each castling choice: refuted (`Some(true)`), a
    /// choice that fits (`Some(false)`), or `None` when it gave up.
    fn joint_search(&self, pos: &Position, budget: [u32; 2], spent: &mut (u32, u64)) -> Option<bool> {
        let d: &Distances = &self.dist;
        for w in castling_choices(pos, Color::White, budget[0]) {
            for b in castling_choices(pos, Color::Black, budget[1]) {
                let mut t = Tally::new(d, pos, [w, b], budget, &self.goal_pieces, spent.0);
                t.work.set(spent.1);
                let fits = t.survivors(0);
                *spent = (t.nodes, t.work.get());
                if t.gave_up {
                    return None;
                }
                if fits {
                    return Some(false);
                }
            }
        }
        Some(true)
    }
}

/// A castling made first: the king's and the rook's squares before and
/// after.
#[derive(Clone, Copy)]
struct Castled {
    king: (Square, Square),
    rook: (Square, Square),
}

/// The castlings a colour with `moves` left may still make: `None` (it
/// does not castle) and each side it has a right to (one of its moves).
fn castling_choices(pos: &Position, c: Color, moves: u32) -> Vec<Option<Castled>> {
    let mut out = vec![None];
    if pos.board.width() != 8 || moves == 0 {
        return out;
    }
    let rank = if c == Color::White { 0 } else { pos.board.height() - 1 };
    for cf in CASTLING_FILES {
        if !pos.castling.rights[c.index()][cf.side] {
            continue;
        }
        let squares = (
            Square::new(CASTLING_KING_FROM, rank),
            Square::new(cf.king_to, rank),
            Square::new(cf.rook_from, rank),
            Square::new(cf.rook_to, rank),
        );
        if let (Some(k), Some(kt), Some(r), Some(rt)) = squares {
            if pos.piece_at(k) == Some((c, Role::King)) && pos.piece_at(r) == Some((c, Role::Rook)) {
                out.push(Some(Castled {
                    king: (k, kt),
                    rook: (r, rt),
                }));
            }
        }
    }
    out
}

impl<'a> Tally<'a> {
    fn new(
        d: &'a Distances,
        pos: &Position,
        castled: [Option<Castled>; 2],
        budget: [u32; 2],
        goal: &'a [Vec<(Role, Square)>; 2],
        nodes: u32,
    ) -> Tally<'a> {
        let mut walkers = Vec::new();
        let mut allowed = budget;
        for c in [Color::White, Color::Black] {
            let moved = castled[c.index()];
            if moved.is_some() {
                // The castling is one of the colour's moves.
                allowed[c.index()] -= 1;
            }
            for role in Role::ALL {
                for sq in pos.pieces(c, role) {
                    let from = match moved {
                        Some(m) if sq == m.king.0 => m.king.1,
                        Some(m) if sq == m.rook.0 => m.rook.1,
                        _ => sq,
                    };
                    walkers.push(Walker {
                        color: c,
                        role,
                        from,
                        end: End::Open,
                        landings: Vec::new(),
                        killer: None,
                        moves: 0,
                    });
                }
            }
        }
        Tally {
            d,
            board: pos.board,
            walkers,
            allowed,
            spent: [0, 0],
            goal,
            nodes,
            work: std::cell::Cell::new(0),
            gave_up: false,
        }
    }

    /// Moves of walker `w` to land on `l` as `r`.
    fn to_as(&self, w: &Walker, l: Square, r: Role) -> u32 {
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
    fn least_moves(&self, w: &Walker) -> u32 {
        self.least(w, w.end, &w.landings)
    }

    /// [`Tally::least_moves`] of `w` with `end` and `landings` instead of
    /// its own.
    fn least(&self, w: &Walker, end: End, landings: &[Square]) -> u32 {
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
    /// moves (away and back).
    fn tour(&self, w: &Walker, landings: &[Square], end: Option<Square>, end_role: Option<Role>) -> u32 {
        let roles = Self::roles(w);
        let mut order: Vec<usize> = (0..landings.len()).collect();
        let mut best = NEVER;
        permute(&mut order, 0, &mut |o: &[usize]| {
            // Least moves so far by the role held now.
            let mut at = w.from;
            let mut by_role = [NEVER; 6];
            by_role[w.role.index()] = 0;
            for &i in o {
                let l = landings[i];
                let mut next = [NEVER; 6];
                for &ra in roles {
                    if by_role[ra.index()] >= NEVER {
                        continue;
                    }
                    for &rb in roles {
                        let m = by_role[ra.index()].saturating_add(self.leg(w.color, at, ra, l, rb));
                        next[rb.index()] = next[rb.index()].min(m);
                    }
                }
                by_role = next;
                at = l;
            }
            for &r in roles {
                let so_far = by_role[r.index()];
                let rest = match end {
                    Some(e) if e == at => {
                        if end_role.is_none_or(|x| x == r) {
                            0
                        } else {
                            NEVER
                        }
                    }
                    Some(e) => self.onward(w.color, at, r, e, end_role),
                    None => 0,
                };
                best = best.min(so_far.saturating_add(rest));
            }
        });
        best.min(NEVER)
    }

    /// Re-tallies walker `i` after a choice; whether its colour still fits.
    fn retally(&mut self, i: usize) -> bool {
        let now = self.least_moves(&self.walkers[i]);
        let w = &mut self.walkers[i];
        let c = w.color.index();
        self.spent[c] = self.spent[c] - w.moves + now;
        w.moves = now;
        self.spent[c] <= self.allowed[c]
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > NODE_LIMIT || self.work.get() > WORK_LIMIT {
            self.gave_up = true;
        }
        !self.gave_up
    }

    /// Fills the goal squares from the `k`-th on (colour by colour), then
    /// the victims: whether some choice fits.
    fn survivors(&mut self, k: usize) -> bool {
        if self.spent[0] > self.allowed[0] || self.spent[1] > self.allowed[1] || !self.tick() {
            return false;
        }
        let nw = self.goal[0].len();
        let total = nw + self.goal[1].len();
        if k == total {
            return self.victims();
        }
        let (c, (role, sq)) = if k < nw {
            (Color::White, self.goal[0][k])
        } else {
            (Color::Black, self.goal[1][k - nw])
        };
        // Candidates: free walkers of the colour that can end there, the
        // cheapest first.
        let mut options: Vec<(u32, usize)> = Vec::new();
        for i in 0..self.walkers.len() {
            let w = &self.walkers[i];
            if w.color != c || w.end != End::Open {
                continue;
            }
            // Its own role, or a pawn promoting (never to a king).
            if w.role != role && (w.role != Role::Pawn || role == Role::King) {
                continue;
            }
            let m = self.least(w, End::Goal(sq, role), &w.landings);
            if m < NEVER && self.spent[c.index()] + m <= self.allowed[c.index()] {
                options.push((m, i));
            }
        }
        options.sort_unstable();
        for (_, i) in options {
            self.walkers[i].end = End::Goal(sq, role);
            let fits = self.retally(i) && self.survivors(k + 1);
            if fits {
                return true;
            }
            self.walkers[i].end = End::Open;
            self.retally(i);
            if self.gave_up {
                return false;
            }
        }
        false
    }

    /// Whether walker `y` is captured by `x`, or by a walker `x` captures,
    /// and so on: then `y` cannot capture `x` (each capture comes before
    /// the capturer's own).
    fn killed_by(&self, y: usize, x: usize) -> bool {
        let mut at = y;
        while let Some(k) = self.walkers[at].killer {
            if k == x {
                return true;
            }
            at = k;
        }
        false
    }

    /// Gives each victim left a death square and a capturer: whether some
    /// choice fits.
    fn victims(&mut self) -> bool {
        if self.spent[0] > self.allowed[0] || self.spent[1] > self.allowed[1] || !self.tick() {
            return false;
        }
        // A king is never captured: a king left over fits no choice.
        let Some(x) = self.walkers.iter().position(|w| w.end == End::Open) else {
            return true;
        };
        if self.walkers[x].role == Role::King {
            return false;
        }
        let c = self.walkers[x].color;
        let mut options: Vec<(u32, Square, usize, Square)> = Vec::new();
        let mut buf = [self.walkers[x].from; 16];
        for s in self.board.squares() {
            let wx = &self.walkers[x];
            let mx = self.least(wx, End::Dies(s), &wx.landings);
            let grow_x = mx.saturating_sub(self.walkers[x].moves);
            if mx >= NEVER || self.spent[c.index()] + grow_x > self.allowed[c.index()] {
                continue;
            }
            for (y, w) in self.walkers.iter().enumerate() {
                if w.color == c || self.killed_by(y, x) {
                    continue;
                }
                for l in landing_squares(self.board, &self.walkers[x], s, w) {
                    let n = w.landings.len();
                    if n >= buf.len() {
                        continue;
                    }
                    buf[..n].copy_from_slice(&w.landings);
                    buf[n] = l;
                    let my = self.least(w, w.end, &buf[..=n]);
                    let grow_y = my.saturating_sub(w.moves);
                    if my < NEVER && self.spent[w.color.index()] + grow_y <= self.allowed[w.color.index()] {
                        options.push((grow_x + grow_y, s, y, l));
                    }
                }
            }
        }
        options.sort_unstable_by_key(|o| o.0);
        for (_, s, y, l) in options {
            self.walkers[x].end = End::Dies(s);
            self.walkers[x].killer = Some(y);
            self.walkers[y].landings.push(l);
            let fits = self.retally(x) && self.retally(y) && self.victims();
            if fits {
                return true;
            }
            self.walkers[y].landings.pop();
            self.walkers[x].end = End::Open;
            self.walkers[x].killer = None;
            self.retally(y);
            self.retally(x);
            if self.gave_up {
                return false;
            }
        }
        false
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

/// Where capturer `y` lands to take victim `x` on `s`: `s`, and for a pawn
/// taking a pawn on the rank its double step reaches, the square it
/// skipped (en passant).
fn landing_squares(board: Board, x: &Walker, s: Square, y: &Walker) -> Vec<Square> {
    let mut out = vec![s];
    if x.role == Role::Pawn && y.role == Role::Pawn && board.height() >= 5 {
        let (double_rank, back) = match x.color {
            Color::White => (3, -1),
            Color::Black => (board.height() - 4, 1),
        };
        if s.rank() == double_rank {
            if let Some(skipped) = s.offset(0, back) {
                out.push(skipped);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
