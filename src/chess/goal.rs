//! The goal of a single-player chess problem: a placement, and the side to
//! move if the goal fixes it. Shared by problem files, search and the PDDL
//! encoding, so it lives beside the position, not in any of them.

use super::{Color, Position};

/// The goal: a placement (every square's piece, or empty) and optionally the side to move.
#[derive(Clone, Debug)]
pub struct Goal {
    pub placement: Position,
    pub turn: Option<Color>,
}

impl Goal {
    pub fn reached(&self, pos: &Position) -> bool {
        pos.by_color == self.placement.by_color
            && pos.by_role == self.placement.by_role
            && self.turn.is_none_or(|t| t == pos.turn)
    }
}
