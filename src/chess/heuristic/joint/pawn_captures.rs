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
//! landings. A pawn captured on some square counts too when its colour
//! cannot afford its promotion first (the pushes to its last rank, beside
//! its other walkers' moves, which only grow below); one that may promote
//! is left out, and so is one that ends promoted: a promoted piece's way
//! is not a pawn's.
//!
//! **Order on a file.** At a full choice each pawn's captures are its
//! landings, so a pawn with none stays on its file. A white pawn below a
//! black one on a file, neither capturing, stays below it while both
//! stand (neither steps onto or over the other): both surviving, the
//! white one ends lower; one captured, it dies short of where the other
//! began, or the other died first short of where it began. The 26-ply
//! near miss `rnbqkbnr/8/Ppp2p2/4p2p/4PP2/P1p3PP/4B1p1/1NBQK1NR` had
//! Black's g-pawn walk down to g2 past White's, which ends on g3: with
//! this rule the tally refutes it at the root (0.05 s, where the count
//! was unknown after 160,000 positions and 30 s). Asked only at full
//! choices: before them a pawn may still be given a capture.

use super::{walkers, End, Tally, Walker};
use crate::board::Square;
use crate::chess::{Color, Role};

/// A [`Walker::beyond`] for a pawn that no pawn's way takes to where it
/// ends through its landings.
const NO_WAY: u8 = u8::MAX;

impl Tally<'_> {
    /// Whether each colour's pawns that end as pawns can make their
    /// captures with the landings chosen and the other colour's victims
    /// still open (module header).
    pub(super) fn pawn_captures_fit(&self, to_come: [usize; 2]) -> bool {
        let ways = &self.pawn_ways;
        if ways.ending_nowhere > 0 {
            return false;
        }
        let mut beyond = ways.ending_beyond;
        for i in walkers(ways.pawns & ways.dead) {
            let w = &self.walkers[i];
            let End::Dies(s) = w.end else {
                continue;
            };
            // Captured as a pawn, unless it promotes first.
            if self.may_promote_before_dying(w, s) {
                continue;
            }
            if w.beyond == NO_WAY {
                return false;
            }
            beyond[w.color.index()] += usize::from(w.beyond);
        }
        beyond[0] <= to_come[1] && beyond[1] <= to_come[0]
    }

    /// Walker `i`'s [`Walker::beyond`] and [`Tally::pawn_ways`] again,
    /// after its end or landings changed.
    pub(super) fn reckon_beyond(&mut self, i: usize) {
        let w = &self.walkers[i];
        let ways = &mut self.pawn_ways;
        let c = w.color.index();
        if ways.ending & 1 << i != 0 {
            ways.ending &= !(1 << i);
            match w.beyond {
                NO_WAY => ways.ending_nowhere -= 1,
                b => ways.ending_beyond[c] -= usize::from(b),
            }
        }
        match w.end {
            End::Dies(_) => ways.dead |= 1 << i,
            _ => ways.dead &= !(1 << i),
        }
        if w.role != Role::Pawn {
            return;
        }
        let beyond = match w.end {
            End::Goal(end, Role::Pawn) | End::Dies(end) => match pawn_captures_needed(w, end) {
                Some(needed) => needed.saturating_sub(w.landings.len()).min(usize::from(NO_WAY - 1)) as u8,
                None => NO_WAY,
            },
            _ => 0,
        };
        if let End::Goal(_, Role::Pawn) = w.end {
            ways.ending |= 1 << i;
            match beyond {
                NO_WAY => ways.ending_nowhere += 1,
                b => ways.ending_beyond[c] += usize::from(b),
            }
        }
        self.walkers[i].beyond = beyond;
    }

    /// Whether pawn walker `w`, captured on `s`, may be a promoted piece
    /// by then: its colour can afford, beside its other walkers' moves,
    /// the pushes to its last rank (a double step at most) and, unless it
    /// dies on that rank, a move more.
    fn may_promote_before_dying(&self, w: &Walker, s: Square) -> bool {
        let (ranks, second, last) = match w.color {
            Color::White => (self.board.height() - 1 - w.from.rank(), 1, self.board.height() - 1),
            Color::Black => (w.from.rank(), self.board.height() - 2, 0),
        };
        let double = u8::from(w.from.rank() == second && self.board.height() >= 5 && ranks >= 2);
        let floor = u32::from(ranks - double) + u32::from(s.rank() != last);
        let c = w.color.index();
        self.spent[c] - w.moves + floor <= self.allowed[c]
    }

    /// At a full choice (every capture a landing): whether no white pawn
    /// and black pawn that capture nothing pass each other on their file.
    /// Two such pawns stay on one file, neither can step onto or over the
    /// other, so the one below stays below while both stand: if both
    /// survive, the white one ends below the black one; if one is
    /// captured, it dies short of where the other began, or the other
    /// dies first short of where it began.
    pub(super) fn pawns_keep_their_order(&self) -> bool {
        let straight = |w: &Walker| -> Option<(u8, u8, bool)> {
            if w.role != Role::Pawn || !w.landings.is_empty() {
                return None;
            }
            match w.end {
                End::Goal(g, Role::Pawn) => Some((g.file(), g.rank(), true)),
                End::Dies(s) if !self.may_promote_before_dying(w, s) => Some((s.file(), s.rank(), false)),
                _ => None,
            }
        };
        for white in self.walkers.iter().filter(|w| w.color == Color::White) {
            let Some((file, w_end, w_lives)) = straight(white) else {
                continue;
            };
            for black in self.walkers.iter().filter(|w| w.color == Color::Black) {
                let Some((b_file, b_end, b_lives)) = straight(black) else {
                    continue;
                };
                if b_file != file || black.from.file() != file || white.from.file() != file {
                    continue;
                }
                // Only a white pawn below the black one is held by it.
                if white.from.rank() > black.from.rank() {
                    continue;
                }
                let crossed = match (w_lives, b_lives) {
                    (true, true) => w_end >= b_end,
                    (true, false) => b_end <= white.from.rank(),
                    (false, true) => w_end >= black.from.rank(),
                    // The first captured dies short of the other's start.
                    (false, false) => w_end >= black.from.rank() && b_end <= white.from.rank(),
                };
                if crossed {
                    return false;
                }
            }
        }
        true
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
            beyond: 0,
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
