//! The pieces of a Solo Chess task as both plan mappers track them, square
//! by square, in the exporter's terms: the role, the captures left as the
//! count objects `n0..` number them, the objects encoding's name (kept when
//! the piece moves), and the square of the piece that must stand last.
//! [`super::solo_plan`] reads planner plans with it and
//! [`super::solo_export_plan`] writes native solutions with it, so the two
//! directions cannot drift apart.

use super::solo::piece_object;
use crate::board::Square;
use crate::solo::rules::reach::effective_budget;
use crate::solo::{Puzzle, Role};

/// What the mappers track of each occupied square.
#[derive(Clone)]
pub(super) struct Occupant {
    pub role: Role,
    /// Captures left, as the exporter's count objects `n0..` number them.
    pub count: usize,
    /// The objects encoding's name of the piece.
    pub object: String,
}

pub(super) struct Occupants {
    squares: Vec<Option<Occupant>>,
    /// The square of the piece that must survive: the first king, or the
    /// survivor once chosen (a kingless task).
    pub royal: Option<Square>,
}

impl Occupants {
    /// The start of `p`.
    pub fn new(p: &Puzzle) -> Occupants {
        let n = p.pieces().len();
        let mut squares = vec![None; 64];
        for x in p.pieces() {
            squares[x.square.index()] = Some(Occupant {
                role: x.role,
                count: effective_budget(x.budget, n),
                object: piece_object(x.role, x.square),
            });
        }
        let royal = p.pieces().iter().find(|x| x.role == Role::King).map(|x| x.square);
        Occupants { squares, royal }
    }

    pub fn at(&self, sq: Square) -> Option<&Occupant> {
        self.squares[sq.index()].as_ref()
    }

    /// The square index of the piece the objects encoding calls `name`.
    pub fn index_of_object(&self, name: &str) -> Option<usize> {
        (0..64).find(|&i| self.squares[i].as_ref().is_some_and(|o| o.object == name))
    }

    /// Plays a capture: the mover spends one capture, its victim is gone,
    /// the royal square follows the royal piece.
    pub fn play(&mut self, from: Square, to: Square) {
        if let Some(mut o) = self.squares[from.index()].take() {
            o.count = o.count.saturating_sub(1);
            self.squares[to.index()] = Some(o);
            if self.royal == Some(from) {
                self.royal = Some(to);
            }
        }
    }
}
