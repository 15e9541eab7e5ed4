//! Random proof-game instances: legal games of a given length whose every
//! move is *needed*, the kind of game a composer sets as a proof game.
//!
//! A plain random game wastes moves (a knight out and back), so its end
//! position usually has a shorter game and many move orders. An
//! *economical* game keeps each colour's lower bound tight: after each move
//! the journeys bound of `heuristic.rs` from the start to the new placement
//! must equal that colour's moves so far, except for `spare` moves per
//! colour. A game with no spare move then has no shorter game (the bound
//! is admissible), and its count is the number of orders of needed moves.

use super::heuristic::Estimator;
use super::movegen::{legal_moves, play};
use super::{Color, Move, Position};
use rand::seq::SliceRandom;
use rand::Rng;

/// A game of exactly `plies` legal plies from `start` in which each colour
/// makes at most `spare` moves its journeys bound does not count; `None` if
/// the walk got stuck (no legal or no economical move) before the end.
pub fn economical_game(start: &Position, plies: u32, spare: u32, rng: &mut impl Rng) -> Option<Vec<Move>> {
    let mut pos = start.clone();
    let mut line = Vec::with_capacity(plies as usize);
    let mut made = [0u32; 2];
    let mut legal = Vec::new();
    for _ in 0..plies {
        legal.clear();
        legal_moves(&pos, &mut legal);
        legal.shuffle(rng);
        let mover = pos.turn;
        let mi = mover.index();
        let mut chosen = None;
        for &mv in &legal {
            let next = play(&pos, mv);
            let Some(bound) = bound_from(start, &next, mover) else {
                continue;
            };
            // Tight, or a spare move while the colour has some left.
            let wasted = made[mi] + 1 - bound.min(made[mi] + 1);
            if wasted <= spare {
                chosen = Some((mv, next));
                break;
            }
        }
        let (mv, next) = chosen?;
        made[mi] += 1;
        line.push(mv);
        pos = next;
    }
    Some(line)
}

/// `mover`'s journeys bound from `start` to the placement of `pos`.
fn bound_from(start: &Position, pos: &Position, mover: Color) -> Option<u32> {
    let e = Estimator::new(pos, None).estimate(start)?;
    Some(e.per_color[mover.index()])
}

/// The position after `line` from `start`.
pub fn replay(start: &Position, line: &[Move]) -> Position {
    line.iter().fold(start.clone(), |p, &m| play(&p, m))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::{parse_fen, INITIAL_FEN};
    use crate::chess::proofgame::{solve, ProofGameOptions, ProofGameVerdict};
    use rand::SeedableRng;

    #[test]
    fn tight_games_have_no_shorter_game_and_are_counted() {
        let start = parse_fen(INITIAL_FEN).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut made = 0;
        for plies in [4, 6, 8] {
            for _ in 0..4 {
                let Some(line) = economical_game(&start, plies, 0, &mut rng) else {
                    continue;
                };
                made += 1;
                assert_eq!(line.len(), plies as usize);
                let goal = replay(&start, &line);
                let r = solve(&start, &goal, plies, &ProofGameOptions::default());
                assert!(
                    matches!(r.verdict, ProofGameVerdict::Unique | ProofGameVerdict::Solutions { .. }),
                    "{:?}",
                    r.verdict
                );
            }
        }
        assert!(made >= 10, "only {made} games");
    }
}
