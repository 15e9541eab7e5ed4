//! Pawns of the tally change files only by capturing, and every capture
//! is a landing.
//!
//! **Why.** A walker's least moves read the distance tables, where a pawn
//! steps diagonally whenever that is shorter: the tables do not know
//! which captures the pawn makes. In the tally each capture is a victim's
//! death with its capturer landing there (`mod.rs`), so a pawn's diagonal
//! steps are exactly its landings. The tables let a pawn go from f2 to d6
//! with no landing, or land on a5 straight up the a-file; a tally of such
//! walks "fits" where no game does. The 26-ply promoting near miss
//! `rnbqkbnr/8/P2P2pp/1p3P2/1PpP4/2P1p1pP/8/RNBQKBNR` was counted through
//! 661,559 positions to find no game, every question of the tally finding
//! a choice that fits with pawns that change files for free.
//!
//! **The rule.** A pawn that ends on a goal square as a pawn goes forward
//! through its landings in rank order. Between two points `p` and `q` of
//! its way it makes at least `|file(q) − file(p)|` captures, of the same
//! parity, and at least one if `q` is a landing (its arrival is one); each
//! capture takes one rank, so the captures of a stretch fit in its ranks
//! or the walk does not exist. The captures a pawn makes beyond its
//! landings so far are landings still to be chosen, each one of the other
//! colour's victims still open. So per colour, the pawns' captures beyond
//! their landings must not exceed the other colour's open victims.
//!
//! **Sound below.** Landing once more on a pawn splits one stretch in two,
//! and a way through the new landing is a way between the old points, so
//! the pawn's captures needed never fall; the landing counts one and takes
//! one victim from the other side. A choice of a capturer that is not such
//! a pawn takes a victim and changes nothing on the left. So a node where
//! the left side exceeds the right has no completion that fits, and at a
//! full choice (no victim open) every such pawn makes exactly its
//! landings. Pawns that may promote or die are left out: a promoted
//! piece's way is not a pawn's.

use super::{End, Tally, Walker};
use crate::board::Square;
use crate::chess::{Color, Role};

impl Tally<'_> {
    /// Whether each colour's pawns that end as pawns can make their
    /// captures with the landings chosen and the other colour's victims
    /// still open (module header).
    pub(super) fn pawn_captures_fit(&self, to_come: [usize; 2]) -> bool {
        let mut beyond = [0usize; 2];
        for w in &self.walkers {
            let End::Goal(goal, Role::Pawn) = w.end else {
                continue;
            };
            if w.role != Role::Pawn {
                continue;
            }
            let Some(needed) = pawn_captures_needed(w, goal) else {
                return false;
            };
            beyond[w.color.index()] += needed.saturating_sub(w.landings.len());
        }
        beyond[0] <= to_come[1] && beyond[1] <= to_come[0]
    }
}

impl Tally<'_> {
    /// Per colour, its walkers that no goal square keeps: the victims of
    /// a full choice.
    pub(super) fn victims_in_all(&self) -> [usize; 2] {
        let mut walkers = [0usize; 2];
        for w in &self.walkers {
            walkers[w.color.index()] += 1;
        }
        [0, 1].map(|c| walkers[c].saturating_sub(self.goal[c].len()))
    }
}

/// The captures pawn walker `w` makes at least from its square through its
/// landings to `end` as a pawn, or `None` if no pawn's way does that
/// (module header). Its landings are its captures already chosen.
fn pawn_captures_needed(w: &Walker, end: Square) -> Option<usize> {
    let forward = |s: Square| match w.color {
        Color::White => i32::from(s.rank()),
        Color::Black => -i32::from(s.rank()),
    };
    let mut points = [w.from; super::walks::KEPT_LANDINGS];
    let n = w.landings.len();
    if n > points.len() {
        return Some(n);
    }
    points[..n].copy_from_slice(&w.landings);
    points[..n].sort_unstable_by_key(|&s| forward(s));
    let mut at = w.from;
    let mut needed = 0;
    for &l in &points[..n] {
        let ranks = forward(l) - forward(at);
        let files = (i32::from(l.file()) - i32::from(at.file())).abs();
        // The arrival is a capture: one at least, and as many as the
        // files to cross, of their parity.
        let captures = if files == 0 { 2 } else { files };
        if ranks < captures {
            return None;
        }
        needed += captures as usize;
        at = l;
    }
    if end != at {
        let ranks = forward(end) - forward(at);
        let files = (i32::from(end.file()) - i32::from(at.file())).abs();
        if ranks < files {
            return None;
        }
        needed += files as usize;
    }
    Some(needed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pawn(color: Color, from: &str, landings: &[&str]) -> Walker {
        Walker {
            color,
            role: Role::Pawn,
            from: sq(from),
            end: End::Open,
            landings: landings.iter().map(|s| sq(s)).collect(),
            killer: None,
            moves: 0,
        }
    }

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square::new(b[0] - b'a', b[1] - b'1').expect("on the board")
    }

    #[test]
    fn a_pawn_that_changes_files_makes_as_many_captures() {
        assert_eq!(pawn_captures_needed(&pawn(Color::White, "f2", &[]), sq("d6")), Some(2));
        assert_eq!(pawn_captures_needed(&pawn(Color::White, "f2", &[]), sq("f5")), Some(0));
        assert_eq!(pawn_captures_needed(&pawn(Color::Black, "c7", &[]), sq("e3")), Some(2));
        // Two files in one rank: no way.
        assert_eq!(pawn_captures_needed(&pawn(Color::White, "f2", &[]), sq("d3")), None);
    }

    #[test]
    fn a_landing_straight_ahead_is_two_captures_out_and_back() {
        // a2 to a6 landing on a5: out to the b-file and back.
        assert_eq!(pawn_captures_needed(&pawn(Color::White, "a2", &["a5"]), sq("a6")), Some(2));
        assert_eq!(pawn_captures_needed(&pawn(Color::White, "e2", &["f5"]), sq("f5")), Some(1));
        assert_eq!(pawn_captures_needed(&pawn(Color::Black, "e7", &["g3"]), sq("g3")), Some(2));
        // Landings in any order are taken by rank; one behind the end is none.
        assert_eq!(
            pawn_captures_needed(&pawn(Color::White, "c2", &["c5", "d4"]), sq("c6")),
            Some(2)
        );
        assert_eq!(pawn_captures_needed(&pawn(Color::White, "c2", &["d4"]), sq("d3")), None);
        // Two landings on one rank: no pawn makes both.
        assert_eq!(pawn_captures_needed(&pawn(Color::White, "c2", &["b3", "d3"]), sq("c6")), None);
    }
}
