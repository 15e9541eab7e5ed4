//! Single-player chess as a finite-domain task: the grounded counterpart of
//! the PDDL encoding (same operator names, so the same plans), written
//! without the translator.
//!
//! Variables:
//! - per square, `role` (none, pawn … king) and two binary `white`/`black`
//!   occupancy variables: "not an own piece" is then one fact, so a move
//!   needs no operator per victim and no conditional effect; a capture sets
//!   the victim's role and colour whatever they were (effects without a
//!   precondition). Three mutex groups per square state the invariant.
//! - `turn`; `ep` (none or the file of a double step just made, boards of
//!   five ranks or more); one binary variable per castling right held at
//!   the start (a right never comes back).
//!
//! Legality through derived variables (axioms) in two layers: `check-c`
//! (c's king is attacked: one rule per king square, attacker square and
//! attacker type, with the in-between squares empty), `attacked-s-by-c` for
//! the squares castling must not cross, and, for a goal that leaves the side
//! to move open, `illegal`. A move of c requires `check-o` false (o has
//! just moved), as the PDDL encoding requires `(not (illegal))`. A colour
//! without a king at the start has no `check` variable (kings are never
//! created or captured). Only piece types that can exist (present at the
//! start, or promotable from a pawn of the colour) get operators and rules.
//!
//! [`task_without_axioms`] writes the same moves with legality checked by
//! zero-cost operators instead (see [`verified`]), for planners that cannot
//! afford the axioms.

mod axioms;
mod by_type;
mod verified;

use super::{fact, set, Axiom, Effect, Operator, SasTask, DERIVED_FALSE, DERIVED_TRUE};
use crate::board::{Board, Square, DIRECTIONS};
use crate::chess::goal::Goal;
use crate::chess::relevance::MoveRelevance;
use crate::chess::{Color, Position, Role, KING_SIDE, QUEEN_SIDE};
use crate::pddl::chess::{COLOR_NAMES, ROLE_NAMES};

/// Names of the directions of `DIRECTIONS`, for the check steps' names.
const DIRECTION_NAMES: [&str; 8] = [
    "north",
    "east",
    "south",
    "west",
    "northeast",
    "southeast",
    "southwest",
    "northwest",
];

const NONE: usize = 0;
const ON: usize = 0;
const OFF: usize = 1;
const COLORS: [Color; 2] = [Color::White, Color::Black];

fn role_value(r: Role) -> usize {
    r.index() + 1
}

fn file_name(f: u8) -> String {
    format!("file-{}", (b'a' + f) as char)
}

/// Variable indices of the task being built.
struct Vars {
    role: Vec<usize>,
    /// `on[color][square]`.
    on: [Vec<usize>; 2],
    turn: usize,
    ep: Option<usize>,
    /// `right[color][side]`.
    right: [[Option<usize>; 2]; 2],
    check: [Option<usize>; 2],
    /// The axiom-free task's verification variables.
    verify: Option<verified::VerifyVars>,
}

/// The operator being built.
struct Op {
    name: String,
    prevail: Vec<super::Fact>,
    effects: Vec<Effect>,
    cost: u32,
    /// False for a move no game within the task's plies makes
    /// ([`task_for_plies`]): built, then left out.
    relevant: bool,
}

impl Op {
    fn new(name: String) -> Op {
        Op {
            name,
            prevail: vec![],
            effects: vec![],
            cost: 1,
            relevant: true,
        }
    }
    /// A bookkeeping step: no move, no cost.
    fn free(mut self) -> Op {
        self.cost = 0;
        self
    }
    fn need(mut self, var: usize, value: usize) -> Op {
        self.prevail.push(fact(var, value));
        self
    }
    fn change(mut self, var: usize, pre: Option<usize>, post: usize) -> Op {
        self.effects.push(set(var, pre, post));
        self
    }
    fn finish(mut self) -> Operator {
        self.prevail.sort();
        self.effects.sort_by_key(|e| e.var);
        Operator {
            name: self.name,
            prevail: self.prevail,
            effects: self.effects,
            cost: self.cost,
        }
    }
}

/// One piece's move: from, to, its type before and after (a promotion changes it).
#[derive(Clone, Copy)]
struct Step {
    from: Square,
    to: Square,
    mover: Role,
    lands_as: Role,
}

fn step(from: Square, to: Square, mover: Role, lands_as: Role) -> Step {
    Step {
        from,
        to,
        mover,
        lands_as,
    }
}

/// What a move may land on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Target {
    /// Only an empty square (pawn pushes, double steps, en passant).
    Empty,
    /// Only an enemy piece (pawn captures).
    Enemy,
    /// Anything but an own piece (pieces).
    NotOwn,
}

/// Whether a piece of `c` and type `r` can ever stand on the board: present
/// at the start, or promotable from a pawn of the colour.
fn can_exist(start: &Position, c: Color, r: Role) -> bool {
    start.pieces(c, r).any() || (Role::PROMOTIONS.contains(&r) && start.pieces(c, Role::Pawn).any())
}

struct Builder<'a> {
    start: &'a Position,
    /// The moves games within the task's plies can make, if it has any.
    relevance: Option<MoveRelevance>,
    board: Board,
    v: Vars,
    t: SasTask,
}

impl Builder<'_> {
    /// Whether a piece of `c` and type `r` can ever stand on the board.
    fn can_exist(&self, c: Color, r: Role) -> bool {
        can_exist(self.start, c, r)
    }

    /// The piece types of `c` that can exist and slide along direction `d`
    /// (an index into `DIRECTIONS`: the first four are orthogonal).
    fn sliders(&self, c: Color, d: usize) -> Vec<Role> {
        [if d < 4 { Role::Rook } else { Role::Bishop }, Role::Queen]
            .into_iter()
            .filter(|&r| self.can_exist(c, r))
            .collect()
    }

    /// The squares a `c` pawn moves from (never its first or last rank) and its direction.
    fn pawn_ranks(&self, c: Color) -> (i8, u8, u8) {
        let dir = if c == Color::White { 1 } else { -1 };
        (dir, c.back_rank(self.board), c.other().back_rank(self.board))
    }

    fn on_board(&self, s: Option<Square>) -> Option<Square> {
        s.filter(|x| self.board.contains(*x))
    }

    /// A move of `c`: its turn, the legality of the position it starts from
    /// (without axioms: the last move verified, and c's own king to verify
    /// after this one), and the en-passant file forgotten (`keep_ep`: the
    /// caller sets it).
    fn move_of(&self, c: Color, name: String, keep_ep: bool) -> Op {
        let mut op = Op::new(name).change(self.v.turn, Some(c.index()), c.other().index());
        if let Some(check) = self.v.check[c.other().index()] {
            op = op.need(check, DERIVED_FALSE);
        }
        if let Some(v) = &self.v.verify {
            op = v.after_move_of(op, c, self.has_king(c));
        }
        match self.v.ep {
            Some(ep) if !keep_ep => op.change(ep, None, NONE),
            _ => op,
        }
    }

    /// The mover leaves `f` and stands on `t` as `lands_as`; the victim (if
    /// any) is removed whatever it is; rights tied to `f` or `t` end.
    fn relocate(&self, mut op: Op, c: Color, s: Step, target: Target) -> Op {
        let Step {
            from: f,
            to: t,
            mover,
            lands_as,
        } = s;
        let (us, them) = (&self.v.on[c.index()], &self.v.on[c.other().index()]);
        let (fi, ti) = (f.index(), t.index());
        if let Some(r) = &self.relevance {
            op.relevant &= r.allows(c, f, mover, t, lands_as);
        }
        op = op
            .change(self.v.role[fi], Some(role_value(mover)), NONE)
            .change(us[fi], Some(ON), OFF);
        op = match target {
            Target::Empty => op
                .change(self.v.role[ti], Some(NONE), role_value(lands_as))
                .change(us[ti], None, ON),
            Target::Enemy => op
                .change(self.v.role[ti], None, role_value(lands_as))
                .change(us[ti], None, ON)
                .change(them[ti], Some(ON), OFF),
            Target::NotOwn => op
                .change(self.v.role[ti], None, role_value(lands_as))
                .change(us[ti], Some(OFF), ON)
                .change(them[ti], None, OFF),
        };
        if let Some(v) = &self.v.verify {
            op = v.track_move(op, c, s, target != Target::Empty);
        }
        for x in COLORS {
            let back = x.back_rank(self.board);
            for (side, rook_file) in [(KING_SIDE, 7), (QUEEN_SIDE, 0)] {
                let Some(var) = self.v.right[x.index()][side] else { continue };
                let squares = [Square::new(4, back), Square::new(rook_file, back)];
                if squares.contains(&Some(f)) || squares.contains(&Some(t)) {
                    op = op.change(var, None, OFF);
                }
            }
        }
        op
    }

    fn piece_moves(&mut self, c: Color) {
        let (cn, on) = (COLOR_NAMES[c.index()], COLOR_NAMES[c.other().index()]);
        let g = self.board.geometry();
        let squares: Vec<Square> = self.board.squares().collect();
        let leapers: Vec<Role> = [Role::Knight, Role::King]
            .into_iter()
            .filter(|&r| self.can_exist(c, r))
            .collect();
        for r in leapers {
            for &f in &squares {
                let targets = if r == Role::Knight {
                    g.knight[f.index()]
                } else {
                    g.king[f.index()]
                };
                for t in targets {
                    let name = format!("leap {cn} {on} {} {f} {t}", ROLE_NAMES[r.index()]);
                    let op = self.relocate(self.move_of(c, name, false), c, step(f, t, r, r), Target::NotOwn);
                    self.keep(op);
                }
            }
        }
        for &f in &squares {
            for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
                let kind = if d < 4 { "orth" } else { "diag" };
                let roles = self.sliders(c, d);
                let mut mids: Vec<Square> = Vec::new();
                let mut at = f;
                while let Some(t) = self.on_board(at.offset(df, dr)) {
                    // Past a wall no slide goes: stop there.
                    if mids.last().is_some_and(|&m| self.is_wall(m)) {
                        break;
                    }
                    let path: String = mids.iter().map(|m| format!(" {m}")).collect();
                    for &r in &roles {
                        let name = format!("slide{} {cn} {on} {kind} {f}{path} {t}", mids.len() + 1);
                        let mut op = self.move_of(c, name, false);
                        for m in &mids {
                            op = op.need(self.v.role[m.index()], NONE);
                        }
                        let op = self.relocate(op, c, step(f, t, r, r), Target::NotOwn);
                        self.keep(op);
                    }
                    mids.push(t);
                    at = t;
                }
            }
        }
    }

    fn pawn_moves(&mut self, c: Color) {
        if !self.start.pieces(c, Role::Pawn).any() {
            return;
        }
        let (cn, on) = (COLOR_NAMES[c.index()], COLOR_NAMES[c.other().index()]);
        let (dir, first, last) = self.pawn_ranks(c);
        let height = self.board.height();
        let second = if c == Color::White { 1 } else { height - 2 };
        let ep_rank = if c == Color::White { height as i8 - 4 } else { 3 };
        let squares: Vec<Square> = self
            .board
            .squares()
            .filter(|s| s.rank() != first && s.rank() != last)
            .collect();
        let pawn = Role::Pawn;
        for f in squares {
            let Some(t) = self.on_board(f.offset(0, dir)) else { continue };
            let mut ops = Vec::new();
            if t.rank() == last {
                for p in Role::PROMOTIONS {
                    let name = format!("promote {cn} {on} {f} {t} {}", ROLE_NAMES[p.index()]);
                    ops.push(self.relocate(self.move_of(c, name, false), c, step(f, t, pawn, p), Target::Empty));
                }
            } else {
                let name = format!("push {cn} {on} {f} {t}");
                ops.push(self.relocate(self.move_of(c, name, false), c, step(f, t, pawn, pawn), Target::Empty));
            }
            for df in [-1, 1] {
                let Some(x) = self.on_board(f.offset(df, dir)) else { continue };
                if x.rank() == last {
                    for p in Role::PROMOTIONS {
                        let name = format!("promote-hit {cn} {on} {f} {x} {}", ROLE_NAMES[p.index()]);
                        ops.push(self.relocate(self.move_of(c, name, false), c, step(f, x, pawn, p), Target::Enemy));
                    }
                    continue;
                }
                let name = format!("hit {cn} {on} {f} {x}");
                ops.push(self.relocate(self.move_of(c, name, false), c, step(f, x, pawn, pawn), Target::Enemy));
                if let (Some(ep), true) = (self.v.ep, height >= 5 && f.rank() as i8 == ep_rank) {
                    let v = Square::new(x.file(), f.rank()).expect("on the board");
                    let name = format!("en-passant {cn} {on} {f} {x} {v} {}", file_name(x.file()));
                    let them = self.v.on[c.other().index()][v.index()];
                    let mut op = self
                        .move_of(c, name, true)
                        .change(ep, Some(x.file() as usize + 1), NONE)
                        .change(self.v.role[v.index()], Some(role_value(pawn)), NONE)
                        .change(them, Some(ON), OFF);
                    if let Some(verify) = &self.v.verify {
                        op = verify.track_removal(op, c.other(), v);
                    }
                    ops.push(self.relocate(op, c, step(f, x, pawn, pawn), Target::Empty));
                }
            }
            if let (Some(ep), true) = (self.v.ep, f.rank() == second && height >= 5) {
                if let Some(two) = self.on_board(t.offset(0, dir)) {
                    let name = format!("double {cn} {on} {f} {t} {two} {}", file_name(f.file()));
                    let op = self
                        .move_of(c, name, true)
                        .change(ep, None, f.file() as usize + 1)
                        .need(self.v.role[t.index()], NONE);
                    ops.push(self.relocate(op, c, step(f, two, pawn, pawn), Target::Empty));
                }
            }
            for op in ops {
                self.keep(op);
            }
        }
    }

    /// Whether a piece of `c` can stand on `s` as `r` in a game within the
    /// task's plies (always, for a task without plies).
    fn may_stand(&self, c: Color, r: Role, s: Square) -> bool {
        self.relevance.as_ref().is_none_or(|rel| rel.stands(c, r, s))
    }

    /// Whether a piece of either colour can stand on `s` as `r` (see [`Builder::may_stand`]).
    fn may_hold(&self, r: Role, s: Square) -> bool {
        COLORS.into_iter().any(|c| self.may_stand(c, r, s))
    }

    /// Adds a move to the task unless no game within its plies makes it.
    fn keep(&mut self, op: Op) {
        if op.relevant {
            self.t.operators.push(op.finish());
        }
    }

    fn has_king(&self, c: Color) -> bool {
        self.start.pieces(c, Role::King).any()
    }
}

/// The finite-domain task of a problem: `start`, reaching `goal`.
pub fn task(start: &Position, goal: &Goal) -> SasTask {
    build(start, goal, false, None)
}

/// The same task without derived variables: every move costs 1, and the
/// zero-cost `verify-…` steps between moves check the mover's king.
pub fn task_without_axioms(start: &Position, goal: &Goal) -> SasTask {
    build(start, goal, true, None)
}

/// The task without axioms for games of at most `plies` plies: the moves
/// no such game makes are left out ([`MoveRelevance`]), so that its plans of
/// at most `plies` moves are the same as the whole task's.
pub fn task_for_plies(start: &Position, goal: &Goal, plies: u32) -> SasTask {
    build(start, goal, true, Some(MoveRelevance::new(start, &goal.placement, plies)))
}

fn build(start: &Position, goal: &Goal, without_axioms: bool, relevance: Option<MoveRelevance>) -> SasTask {
    let board = start.board;
    let mut t = SasTask::default();
    let mut role = vec![usize::MAX; 64];
    let mut on = [vec![usize::MAX; 64], vec![usize::MAX; 64]];
    for s in board.squares() {
        let here = start.piece_at(s);
        let mut names = vec![format!("Atom empty({s})")];
        names.extend(ROLE_NAMES.iter().map(|r| format!("Atom piece-type({s}, {r})")));
        role[s.index()] = t.add_variable(format!("role-{s}"), names, here.map_or(NONE, |(_, r)| role_value(r)));
        for c in COLORS {
            let cn = COLOR_NAMES[c.index()];
            let init = if here.is_some_and(|(x, _)| x == c) { ON } else { OFF };
            on[c.index()][s.index()] = t.add_variable(
                format!("{cn}-{s}"),
                vec![format!("Atom has({s}, {cn})"), format!("NegatedAtom has({s}, {cn})")],
                init,
            );
        }
        let (r, w, b) = (role[s.index()], on[0][s.index()], on[1][s.index()]);
        t.mutex_groups.extend([
            vec![fact(r, NONE), fact(w, ON)],
            vec![fact(r, NONE), fact(b, ON)],
            vec![fact(w, ON), fact(b, ON)],
        ]);
    }
    let turn = t.add_variable(
        "turn".into(),
        COLOR_NAMES.iter().map(|c| format!("Atom turn({c})")).collect(),
        start.turn.index(),
    );
    let ep = (board.height() >= 5 || start.ep_square.is_some()).then(|| {
        let mut names = vec!["Atom no-ep-file()".to_string()];
        names.extend((0..board.width()).map(|f| format!("Atom ep-file({})", file_name(f))));
        t.add_variable("ep".into(), names, start.ep_square.map_or(NONE, |e| e.file() as usize + 1))
    });
    let mut right = [[None; 2]; 2];
    if Position::castling_board(board) {
        for c in COLORS {
            for (side, name) in [(KING_SIDE, "kingside"), (QUEEN_SIDE, "queenside")] {
                if start.castling.rights[c.index()][side] {
                    let atom = format!("may-castle({}, {name})", COLOR_NAMES[c.index()]);
                    right[c.index()][side] = Some(t.add_variable(
                        format!("right-{}-{name}", COLOR_NAMES[c.index()]),
                        vec![format!("Atom {atom}"), format!("NegatedAtom {atom}")],
                        ON,
                    ));
                }
            }
        }
    }
    let check = COLORS.map(|c| {
        (!without_axioms && start.pieces(c, Role::King).any())
            .then(|| t.add_derived(&format!("check({})", COLOR_NAMES[c.index()]), 0))
    });
    let verify = without_axioms.then(|| verified::VerifyVars::add(&mut t, start)).flatten();
    let mut b = Builder {
        start,
        relevance,
        board,
        v: Vars {
            role,
            on,
            turn,
            ep,
            right,
            check,
            verify,
        },
        t,
    };
    for c in COLORS {
        if let Some(var) = b.v.check[c.index()] {
            for k in board.squares() {
                let king = [
                    fact(b.v.role[k.index()], role_value(Role::King)),
                    fact(b.v.on[c.index()][k.index()], ON),
                ];
                b.attack_rules(var, k, c.other(), &king);
            }
        }
    }
    // The squares castling must not cross, per colour: derived "attacked by the other colour".
    let mut attacked = [Vec::<(Square, usize)>::new(), Vec::new()];
    for c in COLORS {
        let back = c.back_rank(board);
        for (side, files) in [(KING_SIDE, [4, 5]), (QUEEN_SIDE, [4, 3])] {
            if without_axioms || b.v.right[c.index()][side].is_none() {
                continue;
            }
            for f in files {
                let s = Square::new(f, back).expect("8 files");
                if attacked[c.index()].iter().any(|(x, _)| *x == s) {
                    continue;
                }
                let var =
                    b.t.add_derived(&format!("attacked({s}, {})", COLOR_NAMES[c.other().index()]), 0);
                b.attack_rules(var, s, c.other(), &[]);
                attacked[c.index()].push((s, var));
            }
        }
    }
    for c in COLORS {
        b.piece_moves(c);
        b.pawn_moves(c);
        if without_axioms {
            b.castling_in_stages(c);
            b.verification(c);
        } else {
            let table = attacked[c.index()].clone();
            b.castling(c, &|s| table.iter().find(|(x, _)| *x == s).expect("derived for castling").1);
        }
    }
    let mut goal_facts = Vec::new();
    for s in board.squares() {
        match goal.placement.piece_at(s) {
            Some((c, r)) => {
                goal_facts.push(fact(b.v.role[s.index()], role_value(r)));
                goal_facts.push(fact(b.v.on[c.index()][s.index()], ON));
            }
            None => goal_facts.push(fact(b.v.role[s.index()], NONE)),
        }
    }
    match goal.turn {
        Some(t) => {
            goal_facts.push(fact(b.v.turn, t.index()));
            if let Some(check) = b.v.check[t.other().index()] {
                goal_facts.push(fact(check, DERIVED_FALSE));
            }
        }
        None if b.v.check.iter().any(Option::is_some) => {
            // The side that has just moved is not in check, whoever it is.
            let illegal = b.t.add_derived("illegal()", 1);
            for c in COLORS {
                if let Some(check) = b.v.check[c.other().index()] {
                    b.t.axioms.push(Axiom {
                        conditions: vec![fact(b.v.turn, c.index()), fact(check, DERIVED_TRUE)],
                        var: illegal,
                        pre: DERIVED_FALSE,
                        post: DERIVED_TRUE,
                    });
                }
            }
            goal_facts.push(fact(illegal, DERIVED_FALSE));
        }
        None => {}
    }
    if let Some(v) = &b.v.verify {
        goal_facts.extend(v.settled());
    }
    goal_facts.sort();
    b.t.goal = goal_facts;
    b.t
}

#[cfg(test)]
mod tests;
