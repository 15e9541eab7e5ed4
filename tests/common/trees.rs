//! Exhaustive proof-game trees for the every-node tests of the bounds
//! (`proofgame_meeting.rs`, `proofgame_tempo_and_walls.rs`): random
//! instances by random legal walks, and a plain exhaustive count that
//! shows each node with its exact number of games to a visitor, which
//! asserts that whatever a check cuts has none.

use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashMap;
use solopddl::chess::goal::Goal;
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::packed::PackedPosition;
use solopddl::chess::{Color, Position};

/// White's and black's moves in `r` plies from `pos`.
pub fn budget(pos: &Position, r: u32) -> [u32; 2] {
    let (mover, other) = (r.div_ceil(2), r / 2);
    match pos.turn {
        Color::White => [mover, other],
        Color::Black => [other, mover],
    }
}

/// How a random walk treats captures.
#[derive(Clone, Copy)]
pub enum Captures {
    /// Any legal move, uniformly.
    Uniform,
    /// A capture wherever there is one.
    First,
    /// A capture with this probability wherever there is one.
    Often(f64),
}

/// A random legal walk of `plies` plies from `start` (shorter if the game
/// ends first).
pub fn walk(rng: &mut ChaCha8Rng, start: &Position, plies: u32, captures: Captures) -> Position {
    let mut pos = start.clone();
    let mut buf = Vec::new();
    for _ in 0..plies {
        buf.clear();
        legal_moves(&pos, &mut buf);
        let occupied = pos.occupied();
        let taking: Vec<_> = buf.iter().copied().filter(|m| occupied.contains(m.to)).collect();
        let take = !taking.is_empty()
            && match captures {
                Captures::Uniform => false,
                Captures::First => true,
                Captures::Often(p) => rng.gen_bool(p),
            };
        let Some(&m) = (if take { taking.choose(rng) } else { buf.choose(rng) }) else {
            break;
        };
        pos = play(&pos, m);
    }
    pos
}

/// The exact number of games of `r` plies from `pos` to `goal` (plain
/// exhaustive counting, memoised by FEN and plies left), calling
/// `visit(pos, r, games)` once for every node with plies left.
pub fn count_visiting(
    pos: &Position,
    r: u32,
    goal: &Goal,
    memo: &mut FxHashMap<(PackedPosition, u32), u128>,
    visit: &mut impl FnMut(&Position, u32, u128),
) -> u128 {
    if r == 0 {
        return u128::from(goal.reached(pos));
    }
    // Packed, not a FEN string: formatting every node was a fifth of
    // these suites' time.
    let key = (PackedPosition::pack(pos), r);
    if let Some(&n) = memo.get(&key) {
        return n;
    }
    let mut legal = Vec::new();
    legal_moves(pos, &mut legal);
    let n = legal
        .iter()
        .map(|&m| count_visiting(&play(pos, m), r - 1, goal, memo, visit))
        .sum();
    visit(pos, r, n);
    memo.insert(key, n);
    n
}
