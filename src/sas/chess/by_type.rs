//! The checks of the axiom-free chess task by piece type, for dense tasks
//! (see `verified`): no attacker flags, sixteen zero-cost steps after a
//! move of a colour with a king, one per ray from it (the first occupied
//! square holds an own piece or a type that cannot attack along the ray
//! from there, or the ray is empty to the edge) and one per knight jump
//! (no enemy knight there), the jumps only where the other colour can have
//! knights. One operator per type of the blocker keeps exactly one step
//! applicable where the king is safe.

use super::verified::enemy_pawn_hits_from;
use super::{role_value, Builder, Op, DIRECTION_NAMES, NONE, ON};
use crate::board::{Square, KNIGHT_JUMPS};
use crate::chess::{Color, Role};
use crate::pddl::chess::{COLOR_NAMES, ROLE_NAMES};

/// The checks of dense tasks, by piece type (no flags): sixteen steps,
/// one per ray (the first occupied square holds an own piece or a type
/// that cannot attack along it from there, or the ray is empty) and one
/// per knight jump (no enemy knight), where the other colour can have knights.
impl Builder<'_> {
    pub(super) fn verification_by_type(&mut self, c: Color) {
        let o = c.other();
        let groups = if self.can_exist(o, Role::Knight) { 16 } else { 8 };
        let roles: Vec<Role> = Role::ALL
            .into_iter()
            .filter(|&r| self.can_exist(c, r) || self.can_exist(o, r))
            .collect();
        let mut ops = Vec::new();
        // Within a task's plies: only where its king can stand, and only the
        // groups an attacker can fail (the first stays: every move enters it).
        for k in self.board.squares().filter(|&k| self.may_stand(c, Role::King, k)) {
            let live: Vec<usize> = (1..=groups).filter(|&g| g == 1 || !self.never_fails(c, k, g)).collect();
            for (j, &g) in live.iter().enumerate() {
                let phase = (g, live.get(j + 1).copied().unwrap_or(0));
                if g <= 8 {
                    self.ray_steps(c, k, g - 1, phase, &roles, &mut ops);
                } else {
                    self.jump_steps(c, k, g - 9, phase, &roles, &mut ops);
                }
            }
        }
        self.t.operators.extend(ops.into_iter().map(Op::finish));
    }

    /// Whether check group `g` of `c`'s king on `k` passes in every game
    /// within the task's plies: no enemy piece that could attack along its
    /// ray, or jump from its square, can stand there in such a game. Never
    /// for a task without plies.
    fn never_fails(&self, c: Color, k: Square, g: usize) -> bool {
        let o = c.other();
        if self.relevance.is_none() {
            return false;
        }
        if g > 8 {
            let (df, dr) = KNIGHT_JUMPS[g - 9];
            return self
                .on_board(k.offset(df, dr))
                .is_none_or(|a| !self.may_stand(o, Role::Knight, a));
        }
        let d = g - 1;
        let slider = if d < 4 { Role::Rook } else { Role::Bishop };
        self.ray(k, d).iter().enumerate().all(|(j, &a)| {
            let mut attackers = vec![Role::Queen, slider];
            if j == 0 {
                attackers.push(Role::King);
                if enemy_pawn_hits_from(c, d) {
                    attackers.push(Role::Pawn);
                }
            }
            attackers.into_iter().all(|r| !self.may_stand(o, r, a))
        })
    }

    fn ray_steps(&self, c: Color, k: Square, d: usize, phase: (usize, usize), roles: &[Role], ops: &mut Vec<Op>) {
        let cn = COLOR_NAMES[c.index()];
        let ray = self.ray(k, d);
        for (j, &a) in ray.iter().enumerate() {
            for &r in roles.iter().filter(|&&r| self.may_hold(r, a)) {
                let slides = r == Role::Queen || r == if d < 4 { Role::Rook } else { Role::Bishop };
                let pawn_hits = r == Role::Pawn && enemy_pawn_hits_from(c, d);
                let attacks = slides || (j == 0 && (r == Role::King || pawn_hits));
                let name = format!("verify-ray {cn} {k} {a} {}", ROLE_NAMES[r.index()]);
                let mut op = self.check_step(name, c, k, phase).need(self.v.role[a.index()], role_value(r));
                if attacks {
                    op = op.need(self.v.on[c.index()][a.index()], ON);
                }
                for m in &ray[..j] {
                    op = op.need(self.v.role[m.index()], NONE);
                }
                ops.push(op);
            }
        }
        if self.ray_ends_in_wall(&ray) {
            return;
        }
        let mut clear = self.check_step(format!("verify-ray {cn} {k} {}-clear", DIRECTION_NAMES[d]), c, k, phase);
        for m in &ray {
            clear = clear.need(self.v.role[m.index()], NONE);
        }
        ops.push(clear);
    }

    fn jump_steps(&self, c: Color, k: Square, i: usize, phase: (usize, usize), roles: &[Role], ops: &mut Vec<Op>) {
        let cn = COLOR_NAMES[c.index()];
        let (df, dr) = KNIGHT_JUMPS[i];
        let Some(a) = self.on_board(k.offset(df, dr)) else {
            ops.push(self.check_step(format!("verify-jump {cn} {k} jump{i}-off"), c, k, phase));
            return;
        };
        ops.push(
            self.check_step(format!("verify-jump {cn} {k} {a} empty"), c, k, phase)
                .need(self.v.role[a.index()], NONE),
        );
        for &r in roles.iter().filter(|&&r| self.may_hold(r, a)) {
            let name = format!("verify-jump {cn} {k} {a} {}", ROLE_NAMES[r.index()]);
            let mut op = self.check_step(name, c, k, phase).need(self.v.role[a.index()], role_value(r));
            if r == Role::Knight {
                op = op.need(self.v.on[c.index()][a.index()], ON);
            }
            ops.push(op);
        }
    }
}
