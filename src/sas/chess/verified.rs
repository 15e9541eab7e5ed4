//! The chess task without derived variables: legality checked by explicit
//! zero-cost steps instead of `check` axioms, for planners that cannot
//! afford axioms (SymK's symbolic search builds the derived variables'
//! representation first and never finished it on a chess task).
//!
//! Extra state, kept by every move's effects: `occupied(s)`, and per square
//! and colour binary attacker flags (`orth`: rook or queen, `diag`: bishop
//! or queen, `jump`: knight, `pawn`, `king`), only for the colours whose
//! pieces can threaten a king and the kinds they can have. A flag is one
//! fact where "no enemy rook or queen here" is a set of role values. Flags
//! cost SymK dearly when there are many kinds (see [`MOST_FLAG_KINDS`]):
//! dense tasks check by piece type instead, in sixteen steps per move (one
//! per ray and per knight jump, one operator per type of the blocker).
//!
//! After a move of a colour with a king, `phase` leaves 0 and the mover's
//! king (the `subject`) is shown safe in at most four steps, one per line
//! through it (a file, a rank, two diagonals): each step names, for both
//! rays of its line, the first occupied square (no enemy attacker along
//! that direction there, nor an enemy king or pawn that hits from next
//! door) or the ray empty to the edge; the first step also needs no enemy
//! knight a jump away, and takes in every line along which no enemy piece
//! can slide (only the squares next door matter there). Where the king is safe exactly one step applies per phase,
//! and where it is attacked none does (a dead end): a game is exactly one
//! plan, so the plan count is the game count. The next move, and the goal,
//! need `phase` 0 again.
//!
//! Castling (the king not in check, not crossing an attacked square) runs
//! in three operators: `verify-castle-… start` (the king on its square is
//! verified), `verify-castle-… SQUARE` (the king steps onto the square it
//! crosses, which is the rook's destination, and is verified there), then
//! the castling move under its PDDL name, from the crossed square, verified
//! on arrival like any move. The crossed square is checked with the king
//! already off its start square: a piece that attacks it only through that
//! square attacks the king first, so the verdict is the rule's.
//!
//! Only moves cost 1: a plan's cost is its number of plies.

use super::{can_exist, role_value, Builder, Op, Step, COLORS, DIRECTION_NAMES, NONE, OFF, ON};
use crate::board::{Square, DIRECTIONS, KNIGHT_JUMPS};
use crate::chess::{Color, Position, Role, KING_SIDE, QUEEN_SIDE};
use crate::pddl::chess::COLOR_NAMES;
use crate::sas::{fact, Fact, SasTask};

/// The four lines through a king, as pairs of opposite directions (indices
/// into `DIRECTIONS`); the first step also checks the knight jumps and
/// every line along which no enemy piece slides.
const LINES: [(usize, usize); 4] = [(0, 2), (1, 3), (4, 6), (5, 7)];

/// The attacker kinds a flag can say, and their names; `kind as usize`
/// indexes `KINDS`, `KIND_NAMES` and `VerifyVars::flag`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Orth,
    Diag,
    Jump,
    Pawn,
    King,
}

const KINDS: [Kind; 5] = [Kind::Orth, Kind::Diag, Kind::Jump, Kind::Pawn, Kind::King];
const KIND_NAMES: [&str; 5] = ["orth", "diag", "jump", "pawn", "king"];

/// The most attacker kinds (summed over both colours) a task gets flags
/// for. Each kind is 64 binary variables, which slow SymK's every image:
/// with full armies (10 kinds, 905 variables) it found no plan of the 4-ply
/// `pg-n04-s1-01` in 900 s, where the checks by piece type (201 variables,
/// more and longer steps) had its first plan after 67 s.
const MOST_FLAG_KINDS: usize = 6;

/// How a piece of type `r` attacks.
fn kinds_of(r: Role) -> &'static [Kind] {
    match r {
        Role::Pawn => &[Kind::Pawn],
        Role::Knight => &[Kind::Jump],
        Role::Bishop => &[Kind::Diag],
        Role::Rook => &[Kind::Orth],
        Role::Queen => &[Kind::Orth, Kind::Diag],
        Role::King => &[Kind::King],
    }
}

/// Values of `castling-stage`: none under way, or (per side) the crossing
/// or the castling move itself next. The colour is the side to move.
const STAGE_NONE: usize = 0;
const fn stage_cross(side: usize) -> usize {
    1 + 2 * side
}
const fn stage_finish(side: usize) -> usize {
    2 + 2 * side
}

/// The variables of the checks.
pub(super) struct VerifyVars {
    /// 0: the last move is verified; g in 1..=4: line g is checked next.
    pub(super) phase: usize,
    /// Whose king is being checked.
    pub(super) subject: usize,
    /// Castling under way (only when a castling right is held at the start).
    stage: Option<usize>,
    /// Whether the checks read attacker flags (else the pieces' types, see the module header).
    flagged: bool,
    /// `occupied[square]` (flagged tasks only).
    occupied: Vec<usize>,
    /// `flag[color][kind][square]`, where that colour can have that kind and the other a king.
    flag: [[Vec<Option<usize>>; 5]; 2],
}

impl VerifyVars {
    /// Adds the variables to `t`; `None` when no colour has a king (nothing to check).
    pub(super) fn add(t: &mut SasTask, start: &Position) -> Option<VerifyVars> {
        let has_king = |c: Color| start.pieces(c, Role::King).any();
        if !COLORS.into_iter().any(has_king) {
            return None;
        }
        // Attacker kinds that would get flags: a kind a colour can have, facing a king.
        let kinds: Vec<(Color, Kind)> = COLORS
            .into_iter()
            .filter(|&x| has_king(x.other()))
            .flat_map(|x| KINDS.into_iter().map(move |kind| (x, kind)))
            .filter(|&(x, kind)| {
                Role::ALL
                    .into_iter()
                    .any(|r| kinds_of(r).contains(&kind) && can_exist(start, x, r))
            })
            .collect();
        let flagged = kinds.len() <= MOST_FLAG_KINDS;
        let groups = if flagged { 4 } else { 16 };
        let phase = t.add_variable("phase".into(), (0..=groups).map(|g| format!("Atom phase(g{g})")).collect(), 0);
        let subject = t.add_variable(
            "subject".into(),
            COLOR_NAMES.iter().map(|c| format!("Atom verifying({c})")).collect(),
            0,
        );
        let castles = Position::castling_board(start.board) && start.castling.rights.iter().flatten().any(|&r| r);
        let stage = castles.then(|| {
            let names = [
                "none",
                "kingside-cross",
                "kingside-castle",
                "queenside-cross",
                "queenside-castle",
            ];
            t.add_variable(
                "castling-stage".into(),
                names.iter().map(|n| format!("Atom castling-stage({n})")).collect(),
                STAGE_NONE,
            )
        });
        let binary = |t: &mut SasTask, name: String, atom: String, on: bool| {
            t.add_variable(
                name,
                vec![format!("Atom {atom}"), format!("NegatedAtom {atom}")],
                if on { ON } else { OFF },
            )
        };
        let squares: Vec<Square> = if flagged { start.board.squares().collect() } else { vec![] };
        let mut occupied = vec![usize::MAX; 64];
        for &s in &squares {
            occupied[s.index()] = binary(
                t,
                format!("occupied-{s}"),
                format!("occupied({s})"),
                start.piece_at(s).is_some(),
            );
        }
        let mut flag: [[Vec<Option<usize>>; 5]; 2] = std::array::from_fn(|_| std::array::from_fn(|_| vec![None; 64]));
        // No squares (so no flags) unless flagged.
        for &(x, kind) in &kinds {
            let (xn, kn) = (COLOR_NAMES[x.index()], KIND_NAMES[kind as usize]);
            for &s in &squares {
                let here = start.piece_at(s).is_some_and(|(c, r)| c == x && kinds_of(r).contains(&kind));
                let var = binary(t, format!("{kn}-{xn}-{s}"), format!("attacker({s}, {xn}, {kn})"), here);
                flag[x.index()][kind as usize][s.index()] = Some(var);
            }
        }
        Some(VerifyVars {
            phase,
            subject,
            stage,
            flagged,
            occupied,
            flag,
        })
    }

    /// Whether a piece of `x` can attack from afar along direction `d`.
    fn slides(&self, x: Color, d: usize) -> bool {
        let kind = if d < 4 { Kind::Orth } else { Kind::Diag };
        self.flag[x.index()][kind as usize].iter().any(Option::is_some)
    }

    fn flag(&self, x: Color, kind: Kind, s: Square) -> Option<usize> {
        self.flag[x.index()][kind as usize][s.index()]
    }

    /// A move of `c` (playable once the last one is verified and no castling
    /// is under way) hands c's king, if any, to the checks.
    pub(super) fn after_move_of(&self, op: Op, c: Color, has_king: bool) -> Op {
        let op = if has_king {
            self.to_check(op, c)
        } else {
            op.need(self.phase, 0)
        };
        match self.stage {
            Some(stage) => op.need(stage, STAGE_NONE),
            None => op,
        }
    }

    fn to_check(&self, op: Op, c: Color) -> Op {
        op.change(self.phase, Some(0), 1).change(self.subject, None, c.index())
    }

    /// The occupancy and flags of a move of `c`: the mover's off `from`, on
    /// `to` as what it lands as; a victim's (any kind but king) cleared.
    pub(super) fn track_move(&self, mut op: Op, c: Color, s: Step, capture: bool) -> Op {
        if !self.flagged {
            return op;
        }
        op = op.change(self.occupied[s.from.index()], Some(ON), OFF).change(
            self.occupied[s.to.index()],
            if capture { None } else { Some(OFF) },
            ON,
        );
        for &k in kinds_of(s.mover) {
            if let Some(v) = self.flag(c, k, s.from) {
                op = op.change(v, Some(ON), OFF);
            }
        }
        for &k in kinds_of(s.lands_as) {
            if let Some(v) = self.flag(c, k, s.to) {
                op = op.change(v, None, ON);
            }
        }
        if capture {
            for k in KINDS.into_iter().filter(|k| *k != Kind::King) {
                if let Some(v) = self.flag(c.other(), k, s.to) {
                    op = op.change(v, None, OFF);
                }
            }
        }
        op
    }

    /// A pawn of `x` taken en passant on `v`.
    pub(super) fn track_removal(&self, mut op: Op, x: Color, v: Square) -> Op {
        if !self.flagged {
            return op;
        }
        op = op.change(self.occupied[v.index()], Some(ON), OFF);
        match self.flag(x, Kind::Pawn, v) {
            Some(var) => op.change(var, Some(ON), OFF),
            None => op,
        }
    }

    /// What the goal adds: the last move verified, no castling half done.
    pub(super) fn settled(&self) -> Vec<Fact> {
        let mut out = vec![fact(self.phase, 0)];
        out.extend(self.stage.map(|s| fact(s, STAGE_NONE)));
        out
    }

    /// The ways the ray `d` from `k` is safe for `c`'s king: a name and the
    /// conditions (the first occupied square harmless along `d`, or none).
    fn ray_outcomes(&self, b: &Builder, c: Color, k: Square, d: usize) -> Vec<(String, Vec<Fact>)> {
        let o = c.other();
        let ray = b.ray(k, d);
        // What attacks from the square next door besides a slider.
        let mut near = vec![Kind::King];
        if enemy_pawn_hits_from(c, d) {
            near.push(Kind::Pawn);
        }
        if !self.slides(o, d) {
            // Only the square next door matters: one outcome.
            let conds = ray
                .first()
                .into_iter()
                .flat_map(|&a| near.iter().filter_map(move |&kind| self.flag(o, kind, a)));
            return vec![(format!("{}-near", DIRECTION_NAMES[d]), conds.map(|v| fact(v, OFF)).collect())];
        }
        let slider = if d < 4 { Kind::Orth } else { Kind::Diag };
        let mut out = Vec::new();
        let mut empty = Vec::new();
        for (j, &a) in ray.iter().enumerate() {
            let mut conds = empty.clone();
            conds.push(fact(self.occupied[a.index()], ON));
            let harmless = std::iter::once(slider).chain(if j == 0 { near.clone() } else { vec![] });
            conds.extend(harmless.filter_map(|kind| self.flag(o, kind, a)).map(|v| fact(v, OFF)));
            out.push((format!("{}-{a}", DIRECTION_NAMES[d]), conds));
            empty.push(fact(self.occupied[a.index()], OFF));
        }
        if !b.ray_ends_in_wall(&ray) {
            out.push((format!("{}-clear", DIRECTION_NAMES[d]), empty));
        }
        out
    }
}

/// Whether an enemy pawn on the square next to `c`'s king in direction `d`
/// attacks it: the direction is diagonal and points against the pawn's
/// direction of travel (the pawn stands one rank behind the king in it).
pub(super) fn enemy_pawn_hits_from(c: Color, d: usize) -> bool {
    let (df, dr) = DIRECTIONS[d];
    let enemy_step: i8 = if c.other() == Color::White { 1 } else { -1 };
    df != 0 && dr == -enemy_step
}

impl Builder<'_> {
    pub(super) fn verify_vars(&self) -> &VerifyVars {
        self.v.verify.as_ref().expect("the axiom-free task has its variables")
    }

    /// A check step of group `phase.0` (then `phase.1`) on `c`'s king standing on `k`.
    pub(super) fn check_step(&self, name: String, c: Color, k: Square, phase: (usize, usize)) -> Op {
        let v = self.verify_vars();
        Op::new(name)
            .free()
            .change(v.phase, Some(phase.0), phase.1)
            .need(v.subject, c.index())
            .need(self.v.role[k.index()], role_value(Role::King))
            .need(self.v.on[c.index()][k.index()], ON)
    }

    /// The squares from `k` (excluded) along direction `d`, to the edge or
    /// to a wall, if the task knows one there
    /// ([`crate::chess::relevance::MoveRelevance::is_wall`]): no attack
    /// crosses it.
    pub(super) fn ray(&self, k: Square, d: usize) -> Vec<Square> {
        let (df, dr) = DIRECTIONS[d];
        let mut ray = Vec::new();
        let mut at = self.on_board(k.offset(df, dr));
        while let Some(a) = at {
            ray.push(a);
            if self.is_wall(a) {
                break;
            }
            at = self.on_board(a.offset(df, dr));
        }
        ray
    }

    /// Whether a pawn stands on `s` in every game the task is for (only a
    /// task for at most some plies knows its walls).
    pub(super) fn is_wall(&self, s: Square) -> bool {
        self.relevance.as_ref().is_some_and(|r| r.is_wall(s))
    }

    /// Whether [`Builder::ray`] ends on a wall: the ray is never clear.
    pub(super) fn ray_ends_in_wall(&self, ray: &[Square]) -> bool {
        ray.last().is_some_and(|&a| self.is_wall(a))
    }

    /// Castling of `c` in three operators (see the module header).
    pub(super) fn castling_in_stages(&mut self, c: Color) {
        let (cn, on) = (COLOR_NAMES[c.index()], COLOR_NAMES[c.other().index()]);
        let back = c.back_rank(self.board);
        let at = |f: u8| Square::new(f, back).expect("8 files");
        let rights = self.v.right[c.index()];
        let Some(stage) = self.verify_vars().stage else { return };
        let (role, us) = (&self.v.role, &self.v.on[c.index()]);
        let (e, turn) = (at(4), self.v.turn);
        let mut ops = Vec::new();
        for (side, rook_from, king_to, cross, name) in [
            (
                KING_SIDE,
                at(7),
                at(6),
                at(5),
                format!("castle-kingside {cn} {on} {e} {} {} {}", at(5), at(6), at(7)),
            ),
            (
                QUEEN_SIDE,
                at(0),
                at(2),
                at(3),
                format!("castle-queenside {cn} {on} {e} {} {} {} {}", at(3), at(2), at(1), at(0)),
            ),
        ] {
            let Some(right) = rights[side] else { continue };
            let side_name = if side == KING_SIDE { "kingside" } else { "queenside" };
            let v = self.verify_vars();
            let mut begin = Op::new(format!("verify-castle-{side_name} {cn} {e} start"))
                .free()
                .need(turn, c.index())
                .need(right, ON)
                .need(role[e.index()], role_value(Role::King))
                .need(us[e.index()], ON)
                .need(role[rook_from.index()], role_value(Role::Rook))
                .need(us[rook_from.index()], ON)
                .change(stage, Some(STAGE_NONE), stage_cross(side));
            begin = v.to_check(begin, c);
            let between = if side == KING_SIDE {
                vec![at(5), at(6)]
            } else {
                vec![at(3), at(2), at(1)]
            };
            for sq in &between {
                begin = begin.need(role[sq.index()], NONE);
            }
            let crossing = Op::new(format!("verify-castle-{side_name} {cn} {e} {cross}"))
                .free()
                .need(turn, c.index())
                .change(stage, Some(stage_cross(side)), stage_finish(side))
                .change(role[e.index()], Some(role_value(Role::King)), NONE)
                .change(us[e.index()], Some(ON), OFF)
                .change(role[cross.index()], Some(NONE), role_value(Role::King))
                .change(us[cross.index()], None, ON);
            let crossing = v.track_move(
                v.to_check(crossing, c),
                c,
                super::step(e, cross, Role::King, Role::King),
                false,
            );
            // The rook lands on the square the king crossed, which stays occupied.
            let mut castle = Op::new(name)
                .change(turn, Some(c.index()), c.other().index())
                .change(stage, Some(stage_finish(side)), STAGE_NONE)
                .change(right, Some(ON), OFF)
                .change(role[cross.index()], Some(role_value(Role::King)), role_value(Role::Rook))
                .change(role[king_to.index()], Some(NONE), role_value(Role::King))
                .change(us[king_to.index()], None, ON)
                .change(role[rook_from.index()], Some(role_value(Role::Rook)), NONE)
                .change(us[rook_from.index()], Some(ON), OFF);
            if v.flagged {
                castle = castle.change(v.occupied[king_to.index()], Some(OFF), ON).change(
                    v.occupied[rook_from.index()],
                    Some(ON),
                    OFF,
                );
            }
            for (kind, from, to) in [(Kind::King, cross, king_to), (Kind::Orth, rook_from, cross)] {
                if let (Some(f), Some(t)) = (v.flag(c, kind, from), v.flag(c, kind, to)) {
                    castle = castle.change(f, Some(ON), OFF).change(t, Some(OFF), ON);
                }
            }
            castle = v.to_check(castle, c);
            if let Some(other) = rights[1 - side] {
                castle = castle.change(other, None, OFF);
            }
            if let Some(ep) = self.v.ep {
                castle = castle.change(ep, None, NONE);
            }
            for sq in between.iter().filter(|s| **s != king_to && **s != cross) {
                castle = castle.need(role[sq.index()], NONE);
            }
            ops.extend([begin.finish(), crossing.finish(), castle.finish()]);
        }
        self.t.operators.extend(ops);
    }

    /// The checks of `c`'s king, on every square it may stand on: per line
    /// (see [`LINES`]), one operator per pair of outcomes of its two rays.
    /// A line along which no enemy piece slides has one outcome: it joins
    /// the first group, so a king facing no sliders takes a single step.
    pub(super) fn verification(&mut self, c: Color) {
        if !self.has_king(c) {
            return;
        }
        if !self.verify_vars().flagged {
            return self.verification_by_type(c);
        }
        let v = self.verify_vars();
        let cn = COLOR_NAMES[c.index()];
        let mut groups: Vec<Vec<usize>> = vec![vec![]];
        for &(d1, d2) in &LINES {
            if v.slides(c.other(), d1) {
                groups.push(vec![d1, d2]);
            } else {
                groups[0].extend([d1, d2]);
            }
        }
        if groups[0].is_empty() {
            groups.remove(0);
        }
        let mut ops = Vec::new();
        // Within a task's plies: only where its king can stand.
        for k in self.board.squares().filter(|&k| self.may_stand(c, Role::King, k)) {
            let jumps: Vec<Fact> = KNIGHT_JUMPS
                .iter()
                .filter_map(|&(df, dr)| self.on_board(k.offset(df, dr)))
                .filter_map(|a| v.flag(c.other(), Kind::Jump, a))
                .map(|var| fact(var, OFF))
                .collect();
            for (g, rays) in groups.iter().enumerate() {
                let (phase, next) = (g + 1, if g + 1 == groups.len() { 0 } else { g + 2 });
                // Every combination of one outcome per ray of the group.
                let mut combos: Vec<(String, Vec<Fact>)> = vec![(String::new(), if g == 0 { jumps.clone() } else { vec![] })];
                for &d in rays {
                    let outcomes = v.ray_outcomes(self, c, k, d);
                    combos = combos
                        .iter()
                        .flat_map(|(n, f)| {
                            outcomes
                                .iter()
                                .map(move |(n2, f2)| (format!("{n} {n2}"), f.iter().chain(f2).copied().collect()))
                        })
                        .collect();
                }
                for (name, facts) in combos {
                    let mut op = self.check_step(format!("verify-line {cn} {k}{name}"), c, k, (phase, next));
                    for f in facts {
                        op = op.need(f.var, f.value);
                    }
                    ops.push(op.finish());
                }
            }
        }
        self.t.operators.extend(ops);
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::SAMPLES;
    use super::super::{task, task_without_axioms};
    use crate::chess::problem::problem_from_fens;

    #[test]
    fn the_axiom_free_task_is_well_formed_and_has_no_axioms() {
        for (s, g) in SAMPLES {
            let p = problem_from_fens(s, g).unwrap();
            let t = task_without_axioms(&p.start, &p.goal);
            t.check().unwrap_or_else(|e| panic!("{s}: {e}"));
            assert!(t.axioms.is_empty() && t.variables.iter().all(|v| v.axiom_layer.is_none()));
            assert!(t.to_sas().contains("begin_metric\n1\nend_metric"));
            // Every move of the axiom task is here, at cost 1; every other step is free.
            let with_axioms = task(&p.start, &p.goal).operators;
            let moves: std::collections::HashSet<&str> = with_axioms.iter().map(|o| o.name.as_str()).collect();
            for op in &t.operators {
                assert_eq!(op.cost == 1, moves.contains(op.name.as_str()), "{}", op.name);
                assert_eq!(op.cost == 0, op.name.starts_with(crate::pddl::chess_plan::BOOKKEEPING_PREFIX));
            }
            assert_eq!(t.operators.iter().filter(|o| o.cost == 1).count(), with_axioms.len());
        }
    }
}
