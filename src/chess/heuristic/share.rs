//! The others' share: what a colour's other pieces must pay for its fates
//! (goal squares, then forced victims) when one piece takes one of them.
//!
//! Each fate must be taken by some piece; with one piece p given a fate,
//! every other fate is taken by a piece other than p, at least its
//! cheapest such piece. Summing those cheapest costs lets one piece serve
//! several fates, so the sum is a relaxation, never more than the others
//! pay in any game: a lower bound `meeting.rs` adds to p's own way, and
//! `extra_victim.rs` to a victim's. Kept apart from them because both ask
//! it, each from its own placements (as it stands, or castled).
//!
//! Both also ask the tighter `M_−p` of a piece p: the least assignment of
//! the other pieces to every fate, each fate its own piece
//! ([`Estimator::matching_without`]).

use super::costs::{journey, to_capture, Victim};
use super::distances::{Dist, FAR};
use super::Estimator;
use crate::board::Square;
use crate::chess::assignment::{self, Solved};
use crate::chess::{Color, Role};
use std::cell::OnceCell;

/// A placement of colour `c`'s pieces, with everything its least
/// assignment to the colour's fates depends on (the forced `victims` and
/// the distances `d`), and that assignment, solved the first time
/// [`Estimator::matching_without`] asks (most placements are asked of
/// several pieces, some of none). Held together, the solved assignment
/// cannot be asked again with other victims or distances.
pub(super) struct FatesMatching<'p, D: Dist> {
    c: Color,
    pieces: &'p [(Role, Square)],
    victims: &'p [Victim],
    d: &'p D,
    solved: OnceCell<Solved>,
}

impl<'p, D: Dist> FatesMatching<'p, D> {
    pub(super) fn new(c: Color, pieces: &'p [(Role, Square)], victims: &'p [Victim], d: &'p D) -> FatesMatching<'p, D> {
        FatesMatching {
            c,
            pieces,
            victims,
            d,
            solved: OnceCell::new(),
        }
    }
}

impl Estimator {
    /// The least assignment of the placement's pieces but the `skip`th to
    /// every fate of its colour (the goal pieces, then the victims), pieces
    /// left over free: what the others make when that one is captured.
    /// `FAR` if some fate is left without a piece; 0 (a bound still) past
    /// the assignment's size. The assignment of every piece is solved once
    /// per placement, and each piece left out of it costs one more
    /// augmenting path (`assignment::Solved`; a solve per piece was a
    /// tenth of a capture-heavy count's time).
    pub(super) fn matching_without<D: Dist>(&self, placement: &FatesMatching<D>, skip: usize) -> u32 {
        let FatesMatching {
            c, pieces, victims, d, ..
        } = *placement;
        let goals = &self.goal_pieces[c.index()];
        let fates = goals.len() + victims.len();
        if fates > pieces.len() - 1 {
            return u32::from(FAR);
        }
        if pieces.len() > assignment::MAX {
            return 0;
        }
        let solved = placement.solved.get_or_init(|| {
            Solved::new(fates, pieces.len(), |j, i| {
                let (role, from) = pieces[i];
                let moves = match goals.get(j) {
                    Some(&(goal_role, to)) => journey(d, c, role, from, goal_role, to),
                    None if role == Role::King => u32::from(FAR),
                    None => to_capture(d, c, role, from, victims[j - goals.len()]),
                };
                if moves >= u32::from(FAR) {
                    assignment::IMPOSSIBLE
                } else {
                    moves as i32
                }
            })
        });
        solved.without_column(skip).map_or(u32::from(FAR), |m| m.min(u32::from(FAR)))
    }

    /// For each fate of colour `o`'s pieces (goal squares, then `victims`),
    /// the two cheapest of `pieces` and who is cheapest: what the others
    /// must pay when one piece takes a fate.
    pub(super) fn others_share<D: Dist>(&self, o: Color, pieces: &[(Role, Square)], victims: &[Victim], d: &D) -> OthersShare {
        let fates = self.goal_pieces[o.index()].len() + victims.len();
        let mut best = vec![(FAR_MOVES, usize::MAX, FAR_MOVES); fates];
        for (i, &(role, from)) in pieces.iter().enumerate() {
            for (f, b) in best.iter_mut().enumerate() {
                let cost = match self.goal_pieces[o.index()].get(f) {
                    Some(&(goal_role, g)) => journey(d, o, role, from, goal_role, g),
                    None if role == Role::King => FAR_MOVES,
                    None => to_capture(d, o, role, from, victims[f - self.goal_pieces[o.index()].len()]),
                }
                .min(FAR_MOVES);
                if cost < b.0 {
                    *b = (cost, i, b.0);
                } else if cost < b.2 {
                    b.2 = cost;
                }
            }
        }
        let share: Vec<u32> = (0..pieces.len())
            .map(|i| {
                best.iter()
                    .map(|&(c1, who, c2)| if who == i { c2 } else { c1 })
                    .fold(0u32, |a, c| a.saturating_add(c))
            })
            .collect();
        OthersShare { best, share }
    }
}

/// `FAR` as a number of moves.
const FAR_MOVES: u32 = FAR as u32;

/// What the other pieces of a colour must pay for its fates (goal squares
/// and forced victims) when one piece takes one of them: each fate's
/// cheapest piece but that one (a relaxation: one piece may serve several).
pub(super) struct OthersShare {
    /// Per fate: the cheapest cost, its piece, the second cheapest.
    best: Vec<(u32, usize, u32)>,
    /// Per piece: the sum over every fate of its cheapest other piece.
    pub(super) share: Vec<u32>,
}

impl OthersShare {
    /// What the pieces but `piece` pay for every fate but `fate` (the
    /// last number, past the fates: a capture anywhere, every fate left).
    pub(super) fn without(&self, piece: usize, fate: usize) -> u32 {
        let all = self.share[piece];
        match self.best.get(fate) {
            Some(&(c1, who, c2)) => all.saturating_sub(if who == piece { c2 } else { c1 }),
            None => all,
        }
    }
}
