//! The legality rules of the chess task with axioms: the derived `check`
//! and `attacked` variables' rules (an attacker's type and colour on its
//! square, the squares between empty), and castling that reads them.

use super::{role_value, Builder, NONE, OFF, ON};
use crate::board::{Square, DIRECTIONS};
use crate::chess::{Color, Role, KING_SIDE, QUEEN_SIDE};
use crate::pddl::chess::COLOR_NAMES;
use crate::sas::{fact, Axiom, Fact, DERIVED_FALSE, DERIVED_TRUE};

impl Builder<'_> {
    /// The condition sets under which `target` is attacked by `by`: the
    /// attacker's type and colour on its square, and the squares between empty.
    pub(super) fn attackers(&self, target: Square, by: Color) -> Vec<Vec<Fact>> {
        let g = self.board.geometry();
        let piece = |a: Square, r: Role| {
            vec![
                fact(self.v.role[a.index()], role_value(r)),
                fact(self.v.on[by.index()][a.index()], ON),
            ]
        };
        let mut out = Vec::new();
        for (r, squares) in [(Role::Knight, g.knight[target.index()]), (Role::King, g.king[target.index()])] {
            if self.can_exist(by, r) {
                out.extend(squares.into_iter().map(|a| piece(a, r)));
            }
        }
        if self.start.pieces(by, Role::Pawn).any() {
            let (dir, first, last) = self.pawn_ranks(by);
            for df in [-1, 1] {
                if let Some(a) = self
                    .on_board(target.offset(df, -dir))
                    .filter(|a| a.rank() != first && a.rank() != last)
                {
                    out.push(piece(a, Role::Pawn));
                }
            }
        }
        for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
            let roles = self.sliders(by, d);
            let mut between: Vec<Square> = Vec::new();
            let mut at = target;
            while let Some(a) = self.on_board(at.offset(df, dr)) {
                for &r in &roles {
                    let mut conds = piece(a, r);
                    conds.extend(between.iter().map(|m| fact(self.v.role[m.index()], NONE)));
                    out.push(conds);
                }
                between.push(a);
                at = a;
            }
        }
        out
    }

    /// A derived variable that holds when `target` is attacked by `by`
    /// (with `extra` conditions, e.g. "c's king stands there").
    pub(super) fn attack_rules(&mut self, var: usize, target: Square, by: Color, extra: &[Fact]) {
        for conds in self.attackers(target, by) {
            let mut conditions = extra.to_vec();
            conditions.extend(conds);
            self.t.axioms.push(Axiom {
                conditions,
                var,
                pre: DERIVED_FALSE,
                post: DERIVED_TRUE,
            });
        }
    }

    pub(super) fn castling(&mut self, c: Color, attacked: &dyn Fn(Square) -> usize) {
        let (cn, on) = (COLOR_NAMES[c.index()], COLOR_NAMES[c.other().index()]);
        let back = c.back_rank(self.board);
        let at = |f: u8| Square::new(f, back).expect("8 files");
        let us = &self.v.on[c.index()];
        let rights = self.v.right[c.index()];
        for (side, rook_from, king_to, rook_to, empty) in [
            (KING_SIDE, at(7), at(6), at(5), vec![at(5), at(6)]),
            (QUEEN_SIDE, at(0), at(2), at(3), vec![at(3), at(2), at(1)]),
        ] {
            let Some(right) = rights[side] else { continue };
            let e = at(4);
            let name = match side {
                KING_SIDE => format!("castle-kingside {cn} {on} {e} {} {} {}", at(5), at(6), at(7)),
                _ => format!("castle-queenside {cn} {on} {e} {} {} {} {}", at(3), at(2), at(1), at(0)),
            };
            let mut op = self
                .move_of(c, name, false)
                .change(right, Some(ON), OFF)
                .need(attacked(e), DERIVED_FALSE)
                .need(attacked(rook_to), DERIVED_FALSE)
                .change(self.v.role[e.index()], Some(role_value(Role::King)), NONE)
                .change(us[e.index()], Some(ON), OFF)
                .change(self.v.role[rook_from.index()], Some(role_value(Role::Rook)), NONE)
                .change(us[rook_from.index()], Some(ON), OFF)
                .change(self.v.role[king_to.index()], Some(NONE), role_value(Role::King))
                .change(us[king_to.index()], None, ON)
                .change(self.v.role[rook_to.index()], Some(NONE), role_value(Role::Rook))
                .change(us[rook_to.index()], None, ON);
            if let Some(other) = rights[1 - side] {
                op = op.change(other, None, OFF);
            }
            for sq in empty.into_iter().filter(|s| *s != king_to && *s != rook_to) {
                op = op.need(self.v.role[sq.index()], NONE);
            }
            self.t.operators.push(op.finish());
        }
    }
}
