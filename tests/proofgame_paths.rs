//! No bound cuts a game that exists (issue 25): each position of a
//! generated game, with the plies its game has left, passes every check
//! the proof-game search asks of a position
//! (`Estimator::refutes_with_every_bound`: the bounds with and without the
//! budget's frozen pieces, and each colour alone). Plain
//! counting reaches 12 plies; these games are 30–40 plies long and, from
//! the capturing and promoting walks, lose four to ten pieces, where the
//! bounds' capture rules do most and a wrong one would cut the game
//! itself.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use solopddl::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
use solopddl::chess::heuristic::{moves_per_colour, Estimator};
use solopddl::chess::movegen::play;
use solopddl::chess::pgn::numbered_san;
use solopddl::chess::proofgame::turn_after;
use solopddl::chess::random_game::Walk;

#[test]
fn no_bound_cuts_a_position_on_a_long_generated_game() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(57);
    let (mut games, mut positions, mut most_captured) = (0, 0, 0);
    for i in 0..12u32 {
        // Capturing and promoting walks twice as often as the others.
        let walk = [
            Walk::Capturing,
            Walk::Promoting,
            Walk::ALL[(i / 2) as usize % Walk::ALL.len()],
        ][i as usize % 3];
        let plies = 30 + 2 * (i % 6);
        let Some((line, end)) = (0..3).find_map(|_| walk.game(&start, plies, i % 2, &mut rng)) else {
            continue;
        };
        games += 1;
        most_captured = most_captured.max(32 - end.occupied().count());
        let est = Estimator::for_budget(&end, Some(turn_after(&start, plies)), &start, moves_per_colour(&start, plies));
        let mut pos = start.clone();
        for (k, &mv) in line.iter().enumerate() {
            let left = plies - k as u32;
            assert!(
                !est.refutes_with_every_bound(&pos, left),
                "{} game of {plies} plies to {}: cut after {k} plies at {} (game: {})",
                walk.name(),
                to_fen(&end),
                to_fen(&pos),
                numbered_san(&start, &line).join(" ")
            );
            pos = play(&pos, mv);
            positions += 1;
        }
    }
    assert!(games >= 10, "{games} games made");
    assert!(most_captured >= 6, "at most {most_captured} pieces captured");
    assert!(positions >= 300);
}
