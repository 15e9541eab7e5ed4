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
//! tries it. A pawn's captures are its landings, so a pawn that stays one
//! changes files only through them, and two pawns of one file that capture
//! nothing never pass each other (`pawn_captures.rs`). Move order, the
//! rest of occupancy, and checks are ignored: each is a constraint
//! dropped, so the least tally is still a lower bound.
//!
//! **Cost.** A depth-first search over survivors (goal squares filled in
//! turn, the cheapest candidate first), then victims, cut the moment a
//! colour's sum passes its moves. Among the victims left, the one with
//! the fewest choices (a death square, a capturer and its landing) that
//! each colour can still afford goes first, the cheapest choice first; a
//! victim with none ends the branch at once, and so does the sum of each
//! victim's least growth passing its colour's moves (a refutation must
//! try every choice: on the en-passant goal of the tests, asked at every
//! position of its 14-ply count, this order more than halved a
//! refutation's nodes and left 2 questions that gave up where 76 did,
//! BENCHMARKS.md, Session 79). Each walker's
//! least moves dying on, or landing once more on, each square are kept in
//! rows that a choice changes for two walkers only (in place, put back
//! after), and each walk and each row is kept in the estimator's memo
//! (`walks.rs`). The squares a walker's colour can afford are a
//! threshold over its row (`threshold.rs`); the choices of a victim are
//! counted capturer by capturer over the squares both can afford
//! (bitboards), and only the victim taken first has its choices listed
//! and sorted. A choice's two walkers take their new least moves from
//! the rows that priced it, and each survivor's least moves to each goal
//! square are kept for the question (Session 81: the Pronkin-style
//! goal's count, one thread, 3.1 s → 1.6 s, its positions unchanged).
//! Session 82 made the same search cheaper again, its walks and answers
//! unchanged: choices counted over bitboards (`rows.rs`), kept rows read
//! in place and masked eight squares at a time (`threshold.rs`), walk
//! keys built in steps (`walks.rs`), node lists reused, and the
//! survivors' candidates kept as bitmasks (`survivors.rs`). The 16-ply
//! en-passant goal's count went from 5.2 to 3.7 s on one thread. A
//! choice whose child would find a victim with no choice, by the rows as
//! they stood before it, is not tried (`victims.rs`, Session 92).
//! It stops at the first choice that fits (nothing refuted), and gives
//! up without a refutation after [`NODE_LIMIT`] nodes or [`WORK_LIMIT`]
//! walks (some 50 ms), or a multiple of both that the caller allows
//! ([`Estimator::joint_tally_refutes_within`]: a count allows ten times
//! as much at its root and the root's children). Asked at the root of
//! each length a count counts (`proofgame/count`), where one refutation
//! saves the whole length,
//! and below it where a count's ledger finds its refutations save more
//! than they cost (`proofgame/count/ledger.rs`): a refutation now costs
//! about 0.1-2.5 ms
//! (BENCHMARKS.md, Session 80), where it cost 5-15 ms (Session 79).

use super::distances::{Distances, FAR};
use super::Estimator;
use crate::board::{Bitboard, Board, Square};
use crate::chess::{Color, Position, Role};
use castling::{castling_choices, Castled};
use state::{Ahead, LeastGrowth, PawnWays};
pub(super) use walks::WalkMemo;

mod castling;
mod pawn_captures;
mod rows;
mod state;
mod survivors;
mod threshold;
mod victims;
mod walks;

/// Nodes one question may search before it gives up (no refutation).
pub const NODE_LIMIT: u32 = 10_000;

/// Walks one question may reckon before it gives up (each order a tour
/// tries counts as one): a node's options cost from a few walks to
/// thousands (every square times every capturer), so the nodes alone do
/// not bound the time. About 40 ns a walk reckoned, and less from the
/// memo; a question that gives up takes 0.1-0.2 s.
pub const WORK_LIMIT: u64 = 2_000_000;

/// Landings of one piece up to which their best order is searched: 5!
/// orders at most.
const TOURED: usize = 5;

/// The last question asked of an estimator's tally, the limits' scale it
/// was asked with, and its answer.
#[derive(Default)]
pub(super) struct LastAnswer(std::cell::RefCell<Option<Answered>>);

/// One question of the tally and its answer ([`LastAnswer`]).
struct Answered {
    pos: Position,
    budget: [u32; 2],
    scale: u32,
    refuted: bool,
}

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
    /// A pawn's captures beyond its landings ([`Tally::reckon_beyond`]).
    beyond: u8,
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
    /// Per colour, its walkers no goal square keeps: the victims of a
    /// full choice.
    victims: [usize; 2],
    /// Goal squares by colour: (role, square).
    goal: &'a [Vec<(Role, Square)>; 2],
    nodes: u32,
    /// The nodes and walks after which it gives up ([`NODE_LIMIT`] and
    /// [`WORK_LIMIT`] unless scaled).
    limits: (u32, u64),
    /// When it gives up, claiming nothing (the estimator's
    /// [`Estimator::give_up_when`]).
    halt: crate::limits::Halt,
    /// Walks reckoned ([`Tally::least`]) since the question was asked.
    work: std::cell::Cell<u64>,
    gave_up: bool,
    /// The estimator's walks reckoned so far (`walks.rs`); none in the
    /// unit tests of the walks' arithmetic.
    memo: Option<&'a WalkMemo>,
    /// Whether each walk the memo answers is reckoned again and checked.
    audit: bool,
    /// Per goal square `k` and walker `i` (at `k * walkers + i`), the
    /// walker's least moves to end there with no landing, once asked
    /// ([`UNASKED`] before): the survivors' search asks them again at
    /// every node, and before any landing is chosen they never change.
    goal_moves: Vec<u32>,
    /// Per goal square, the walkers of its colour that may end there (its
    /// role, or a pawn promoting to it), bit `i` for walker `i`: the
    /// survivors' search scans them at every node, and colours and roles
    /// never change, so they are listed once. (A board holds at most 64
    /// pieces.)
    candidates: Vec<u64>,
    /// The walkers whose end is [`End::Open`], bit `i` for walker `i`
    /// ([`Tally::set_end`] keeps it).
    open: u64,
    /// Where the pawns' ways stand (`pawn_captures.rs`).
    pawn_ways: PawnWays,
    /// Candidate lists free for the survivors' search to reuse (each
    /// node lists its goal square's candidates with their moves).
    spare_candidates: Vec<Vec<(u32, usize)>>,
    /// Node lists free for the victims' search to reuse.
    spare: Vec<NodeLists>,
    /// The goal squares' cheapest candidates ([`Ahead`]).
    ahead: Ahead,
}

/// A [`Tally::goal_moves`] entry not asked yet.
const UNASKED: u32 = u32::MAX;

impl Estimator {
    /// The walks the tally has reckoned in all (each answered from its
    /// memo counts as one): what its questions have cost, in a unit that
    /// does not depend on the machine.
    pub fn joint_walks_reckoned(&self) -> u64 {
        self.joint_walks.spent()
    }

    /// Whether no choice of survivors, death squares and capturers keeps
    /// both colours within `budget` (White's and Black's moves left):
    /// the module header's tally. `false` when it gives up.
    pub fn joint_tally_refutes(&self, pos: &Position, budget: [u32; 2]) -> bool {
        self.joint_tally_refutes_within(pos, budget, 1)
    }

    /// [`Estimator::joint_tally_refutes`] allowed `scale` times
    /// [`NODE_LIMIT`] nodes and [`WORK_LIMIT`] walks before it gives up.
    pub fn joint_tally_refutes_within(&self, pos: &Position, budget: [u32; 2], scale: u32) -> bool {
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
        // A refutation holds at any scale; no refutation, at the scale
        // asked or less (it may have given up).
        if let Some(last) = &*self.joint_last.0.borrow() {
            if last.budget == budget && last.pos == *pos && (last.refuted || last.scale >= scale) {
                return last.refuted;
            }
        }
        let mut spent = (0, 0);
        let answer = self.joint_search(pos, budget, scale, &mut spent) == Some(true);
        self.joint_walks.note_spent(spent.1);
        *self.joint_last.0.borrow_mut() = Some(Answered {
            pos: pos.clone(),
            budget,
            scale,
            refuted: answer,
        });
        answer
    }

    /// The tally under each castling choice: refuted (`Some(true)`), a
    /// choice that fits (`Some(false)`), or `None` when it gave up.
    fn joint_search(&self, pos: &Position, budget: [u32; 2], scale: u32, spent: &mut (u32, u64)) -> Option<bool> {
        let d: &Distances = &self.dist;
        for w in castling_choices(pos, Color::White, budget[0]) {
            for b in castling_choices(pos, Color::Black, budget[1]) {
                let mut t = Tally::new(d, pos, [w, b], budget, &self.goal_pieces, spent.0);
                t.memo = Some(&self.joint_walks);
                t.audit = self.audit_caches;
                t.work.set(spent.1);
                t.limits = (NODE_LIMIT.saturating_mul(scale), WORK_LIMIT.saturating_mul(u64::from(scale)));
                t.halt = self.give_up.borrow().clone();
                let fits = t.search();
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
                        beyond: 0,
                    });
                }
            }
        }
        let n = walkers.len();
        let victims = [Color::White, Color::Black].map(|c| {
            walkers
                .iter()
                .filter(|w| w.color == c)
                .count()
                .saturating_sub(goal[c.index()].len())
        });
        let pawn_ways = PawnWays::new(
            (0..n)
                .filter(|&i| walkers[i].role == Role::Pawn)
                .fold(0, |bits, i| bits | 1 << i),
        );
        let mut candidates = Vec::new();
        for (c, squares) in [(Color::White, &goal[0]), (Color::Black, &goal[1])] {
            for &(role, _) in squares {
                // Its own role, or a pawn promoting (never to a king).
                candidates.push(
                    (0..n)
                        .filter(|&i| {
                            walkers[i].color == c
                                && (walkers[i].role == role || walkers[i].role == Role::Pawn && role != Role::King)
                        })
                        .fold(0u64, |bits, i| bits | 1 << i),
                );
            }
        }
        Tally {
            d,
            board: pos.board,
            walkers,
            allowed,
            spent: [0, 0],
            victims,
            goal,
            nodes,
            limits: (NODE_LIMIT, WORK_LIMIT),
            halt: Default::default(),
            work: std::cell::Cell::new(0),
            gave_up: false,
            memo: None,
            audit: false,
            goal_moves: vec![UNASKED; (goal[0].len() + goal[1].len()) * n],
            spare: Vec::new(),
            candidates,
            open: if n >= 64 { u64::MAX } else { (1u64 << n) - 1 },
            pawn_ways,
            spare_candidates: Vec::new(),
            ahead: Ahead::default(),
        }
    }

    /// Walker `i` now ends on `end` ([`Tally::open`] and
    /// [`Tally::pawn_ways`] kept with it).
    fn set_end(&mut self, i: usize, end: End) {
        self.walkers[i].end = end;
        if end == End::Open {
            self.open |= 1 << i;
        } else {
            self.open &= !(1 << i);
        }
        self.reckon_beyond(i);
    }

    /// Walker `i`'s least moves are now `now` (after a choice, or back
    /// from it): whether its colour still fits.
    fn settle(&mut self, i: usize, now: u32) -> bool {
        let w = &mut self.walkers[i];
        let c = w.color.index();
        self.spent[c] = self.spent[c] - w.moves + now;
        w.moves = now;
        self.spent[c] <= self.allowed[c]
    }

    /// Counts `n` walks answered without the memo; always `true`.
    fn tick_walks(&self, n: u64) -> bool {
        self.work.set(self.work.get() + n);
        true
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.limits.0 || self.work.get() > self.limits.1 {
            self.gave_up = true;
        }
        // The deadline and a cancellation every 16 nodes: one question near
        // the root, its limits scaled, ran 3 s past a count's deadline
        // (Session 87).
        if self.nodes % 16 == 0 && self.halt.due() {
            self.gave_up = true;
        }
        !self.gave_up
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
}

/// The walkers of a set of [`Tally::open`]'s kind (bit `i` for walker
/// `i`), lowest first: a bitboard's iterator, read as indices.
fn walkers(set: u64) -> impl Iterator<Item = usize> {
    Bitboard(set).map(|s| s.index())
}

/// The lists of one node of the victims' search, kept in
/// [`Tally::spare`] between nodes so that a node allocates none once the
/// search has been as deep before.
#[derive(Default)]
struct NodeLists {
    open: Vec<usize>,
    deaths: Vec<Bitboard>,
    growth: Vec<Bitboard>,
    options: Vec<Choice>,
    least_growth: LeastGrowth,
}

/// Which of a walker's rows: its least moves dying on each square (an
/// open walker), or landing once more on each square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum RowKind {
    Deaths,
    Lands,
}

/// One way to take a victim: it dies on `square`, where `capturer` lands
/// on `landing` (the square behind, en passant); both colours' moves grow
/// by `added` in all.
#[derive(Clone, Copy)]
struct Choice {
    added: u32,
    square: Square,
    capturer: usize,
    landing: Square,
}

#[cfg(test)]
mod tests;
