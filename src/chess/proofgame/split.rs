//! Counting the games of each colour alone, where the colours can no longer
//! meet (`heuristic/independent.rs`): the count of games from such a
//! position is the product of the two colours' counts.
//!
//! Each colour's game is searched on the board with the other colour
//! standing still: every move of the colour in turn, that lands its piece
//! on a square of its role's regions, crosses no square the other colour
//! may stand on, and moves no piece that must stay, until its moves are
//! spent; a game counts if the colour's pieces then stand on its goal
//! squares. Every half of a real game from the position is such a game
//! (it keeps to the regions, moves no fixed piece, and is legal whatever
//! the other colour has done). Conversely, two such games, one per colour,
//! interleave into a real game: each keeps to squares the other never
//! stands on, crosses none, and attacks no square the other's king may
//! stand on or cross. So the product of the two counts is the count of
//! games. The search is pruned by the colour's journeys without captures
//! (none is left), which every half of a real game respects.
//!
//! **One memo for every split.** A colour's count from its placement with
//! k moves left is the number of its k-move sequences that reach its goal
//! squares without moving its static walls, on a board that holds only
//! those walls of the other colour: any such sequence keeps to the regions
//! (their proof counts moves only), so where the colours split it neither
//! meets the other colour's pieces, wherever they stand, nor is checked by
//! them. The count thus depends on the colour's pieces, castling rights and
//! k alone, the memo's key ([`PackedColour`]); the filters a split adds
//! (regions, fixed pieces, squares not to cross) only cut sequences that
//! could not reach the goal anyway, so every split stores the same value.

use super::count::Counter;
use super::table::AT_LEAST;
use crate::chess::heuristic::independent::Split;
use crate::chess::movegen::{legal_moves, play};
use crate::chess::packed::PackedColour;
use crate::chess::{Color, Move, Position, Role};

impl Counter<'_, '_> {
    /// The games of exactly `moves` = [white's, black's] moves from `pos`,
    /// when `split` says the colours are independent there.
    pub(super) fn count_apart(&mut self, pos: &Position, moves: [u32; 2], split: &Split) -> u128 {
        self.shared.splits.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut product = 1u128;
        for c in [Color::White, Color::Black] {
            let mut alone = Alone {
                counter: self,
                split,
                colour: c,
            };
            let mut start = pos.clone();
            start.turn = c;
            start.ep_square = None;
            let n = alone.count(&start, moves[c.index()]);
            if n == 0 {
                return 0;
            }
            product = product.saturating_mul(n);
        }
        product.min(AT_LEAST - 1)
    }
}

/// Entries kept per thread before the memo starts over (about 25 MB).
const MEMO_ENTRIES: usize = 1 << 18;

/// One colour's game alone.
struct Alone<'c, 's, 'a> {
    counter: &'c mut Counter<'s, 'a>,
    split: &'c Split,
    colour: Color,
}

impl Alone<'_, '_, '_> {
    fn count(&mut self, pos: &Position, k: u32) -> u128 {
        let c = self.colour;
        let goal = &self.counter.shared.goal.placement;
        if k == 0 {
            let ours = |p: &Position| Role::ALL.map(|r| p.pieces(c, r));
            return u128::from(ours(pos) == ours(goal));
        }
        match self.counter.estimator().journeys_without_captures(pos, c) {
            Some(least) if least <= k => {}
            _ => return 0,
        }
        let key = PackedColour::pack(pos, c, k as u8);
        if let Some(&n) = self.counter.alone_memo.get(&key) {
            return n;
        }
        if self.counter.tick() {
            return 0;
        }
        let mut moves: Vec<Move> = Vec::with_capacity(48);
        legal_moves(pos, &mut moves);
        let g = pos.board.geometry();
        let ci = c.index();
        let mut total = 0u128;
        for mv in moves {
            let role = match mv.promotion {
                Some(r) => r,
                None => pos.piece_at(mv.from).map_or(Role::Pawn, |(_, r)| r),
            };
            if self.split.fixed[ci].contains(mv.from)
                || !self.split.stands[ci][role.index()].contains(mv.to)
                || (g.between(mv.from, mv.to) & self.split.others[ci]).any()
            {
                continue;
            }
            let mut next = play(pos, mv);
            next.turn = c;
            next.ep_square = None;
            total = total.saturating_add(self.count(&next, k - 1));
        }
        if !self.counter.stopped() {
            crate::limits::insert_bounded(&mut self.counter.alone_memo, key, total, MEMO_ENTRIES);
        }
        total
    }
}
