//! The shortest proof game of a goal: the fewest plies that reach it, and
//! the games of that length counted.
//!
//! **Why.** A composer building a problem has the position before the
//! length: "SPG in how many moves, and is it unique?". `chess solve`'s A*
//! finds one shortest game but stores every position it meets, and says
//! nothing of uniqueness; the count's bounds refute most lengths short of
//! the goal at their root, and the count at the first length with a game
//! is the composer's verdict.
//!
//! **How.** Lengths `k` from 0 up to a limit, each of the goal's parity
//! when its side to move is given (every length when not), are counted by
//! [`solve`] with no shorter check of its own (the lengths below were
//! counted before it). The first length whose count is not `no solution`
//! answers: its report is the problem's at its shortest length (`unknown`
//! there says no shorter length has a game and a limit stopped this one).
//! Exact: each length is counted by the count `solve` makes, and a length
//! is passed over only on its `no solution`, or when a colour has fewer
//! moves in it than [`arrivals_needed`] (no game then; it saves building
//! the count's bounds for each such length).

use super::{solve, turn_after, ProofGameOptions, ProofGameReport, ProofGameVerdict};
use crate::chess::heuristic::moves_per_colour;
use crate::chess::{Color, Position, Role};
use std::time::Instant;

/// The report of [`solve`] at the shortest length of at most `up_to`
/// plies from `start` at which some game reaches `goal_placement` with
/// `turn` to move (either side if `None`); `no solution` at `up_to` when
/// none does. Positions, splits and narrowed checks are summed over the
/// lengths counted, and the time is the whole search's.
pub fn solve_shortest(
    start: &Position,
    goal_placement: &Position,
    turn: Option<Color>,
    up_to: u32,
    opts: &ProofGameOptions,
) -> ProofGameReport {
    let t0 = Instant::now();
    let mut sum = ProofGameReport {
        plies: up_to,
        verdict: ProofGameVerdict::NoSolution,
        count: 0,
        solutions: Vec::new(),
        positions_examined: 0,
        stored: 0,
        elapsed: Default::default(),
        threads: 1,
        split_positions: 0,
        narrowed_checks: 0,
        narrowed_cuts: 0,
    };
    let needed = arrivals_needed(start, goal_placement);
    let enough = |k: u32| {
        let moves = moves_per_colour(start, k);
        moves[0] >= needed[0] && moves[1] >= needed[1]
    };
    let lengths = (0..=up_to).filter(|&k| turn.is_none_or(|t| turn_after(start, k) == t) && enough(k));
    for k in lengths {
        let at_k = ProofGameOptions {
            check_shorter: false,
            progress_offset: opts.progress_offset + sum.positions_examined,
            ..opts.clone()
        };
        let r = solve(start, goal_placement, k, &at_k);
        sum.positions_examined += r.positions_examined;
        sum.stored = sum.stored.max(r.stored);
        sum.threads = sum.threads.max(r.threads);
        sum.split_positions += r.split_positions;
        sum.narrowed_checks += r.narrowed_checks;
        sum.narrowed_cuts += r.narrowed_cuts;
        if r.verdict != ProofGameVerdict::NoSolution {
            sum.elapsed = t0.elapsed();
            return sum.with_length(r);
        }
    }
    sum.elapsed = t0.elapsed();
    sum
}

/// The fewest moves each colour (white first) makes in any game from
/// `start` to the placement `goal`: a piece stands on a square only after a
/// move of its colour ended there, so each square whose piece of that
/// colour in the goal is not the start's took one such move; one move, a
/// castling, lands two pieces (king and rook), and a colour castles once.
fn arrivals_needed(start: &Position, goal: &Position) -> [u32; 2] {
    [Color::White, Color::Black].map(|c| {
        let changed: u32 = Role::ALL
            .iter()
            .map(|&r| (goal.pieces(c, r) & !start.pieces(c, r)).count())
            .sum();
        if changed >= 2 {
            changed - 1
        } else {
            changed
        }
    })
}

impl ProofGameReport {
    /// `self`'s sums with `at`'s length, verdict, count and games.
    fn with_length(self, at: ProofGameReport) -> ProofGameReport {
        ProofGameReport {
            plies: at.plies,
            verdict: at.verdict,
            count: at.count,
            solutions: at.solutions,
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
    use crate::chess::movegen::{legal_moves, play};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The shortest length by exhaustive counting, length after length.
    fn shortest_by_brute_force(start: &Position, goal: &Position, turn: Option<Color>, up_to: u32) -> Option<(u32, u128)> {
        (0..=up_to)
            .filter(|&k| turn.is_none_or(|t| turn_after(start, k) == t))
            .map(|k| (k, super::super::count_exhaustively(start, goal, k)))
            .find(|&(_, n)| n > 0)
    }

    #[test]
    fn the_shortest_length_and_its_count_are_brute_forces_on_random_walks() {
        let start = parse_fen(INITIAL_FEN).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(75);
        let opts = ProofGameOptions::default();
        let mut shorter_than_walked = 0;
        for i in 0..48 {
            let walked: usize = rng.gen_range(1..=5);
            let mut goal = start.clone();
            let mut line = Vec::new();
            if i % 2 == 1 {
                // A pawn that steps twice where it could have leapt: a
                // goal some shorter length may reach.
                for text in ["e2e3", "a7a6", "e3e4"] {
                    line.push(text.to_string());
                }
            }
            for text in &line {
                goal = play(&goal, crate::chess::uci::parse_uci(&goal, text).unwrap());
            }
            for _ in line.len()..walked.max(line.len()) {
                let mut moves = Vec::new();
                legal_moves(&goal, &mut moves);
                if moves.is_empty() {
                    break;
                }
                goal = play(&goal, moves[rng.gen_range(0..moves.len())]);
            }
            let walked = walked.max(line.len()) as u32;
            // Half the goals name their side to move, half leave it open.
            let turn = (i % 2 == 0).then_some(goal.turn);
            let r = solve_shortest(&start, &goal, turn, 6, &opts);
            match shortest_by_brute_force(&start, &goal, turn, 6) {
                Some((k, n)) => {
                    assert_eq!(r.plies, k, "goal {i}");
                    assert_eq!(r.count, n.min(opts.count_cap.unwrap_or(u128::MAX)), "goal {i}");
                    assert_ne!(r.verdict, ProofGameVerdict::NoSolution, "goal {i}");
                    shorter_than_walked += usize::from(k < walked);
                    for line in &r.solutions {
                        assert_eq!(line.len() as u32, k);
                        let end = line.iter().fold(start.clone(), |p, &m| play(&p, m));
                        let board = |p: &Position| to_fen(p).split(' ').next().unwrap().to_string();
                        assert_eq!(board(&end), board(&goal), "goal {i}");
                    }
                }
                None => unreachable!("goal {i} was walked to"),
            }
        }
        // Walks that waste moves give goals reached sooner: those test the
        // lengths passed over.
        assert!(shorter_than_walked >= 5, "{shorter_than_walked}");
    }

    /// The 18-ply goal: each colour lands pieces on 10 squares in 9
    /// moves, one of them a castling (regression: counting one move per
    /// square passed over its shortest length for 20 plies).
    #[test]
    fn regression_a_castling_lands_two_pieces_in_one_move() {
        let start = parse_fen(INITIAL_FEN).unwrap();
        let goal = parse_fen("2r2rk1/pppn1ppp/3p1n2/1B2p1BQ/1b2P1bq/3P3N/PPPN1PPP/2KRR3 w - - 0 1").unwrap();
        assert_eq!(arrivals_needed(&start, &goal), [9, 9]);
        assert_eq!(arrivals_needed(&start, &start), [0, 0]);
    }

    #[test]
    fn a_goal_beyond_the_limit_is_no_solution_at_the_limit() {
        let start = parse_fen(INITIAL_FEN).unwrap();
        // 1. e4 e5 2. Ke2: three plies, Black to move.
        let goal = parse_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 1").unwrap();
        let opts = ProofGameOptions::default();
        let short = solve_shortest(&start, &goal, Some(Color::Black), 2, &opts);
        assert_eq!((short.verdict, short.plies), (ProofGameVerdict::NoSolution, 2));
        let found = solve_shortest(&start, &goal, Some(Color::Black), 9, &opts);
        assert_eq!((found.verdict, found.plies, found.count), (ProofGameVerdict::Unique, 3, 1));
        // Either side to move: still 3 (no even length reaches it sooner).
        let open = solve_shortest(&start, &goal, None, 9, &opts);
        assert_eq!((open.plies, open.count), (3, 1));
        assert!(open.positions_examined >= found.positions_examined);
        // With White to move: 4 (1. e4 e6 2. Ke2 e5, Black's pawn in two
        // steps), as many games as plain counting finds.
        let white = solve_shortest(&start, &goal, Some(Color::White), 9, &opts);
        assert_eq!(white.plies, 4);
        assert_eq!(white.count, super::super::count_exhaustively(&start, &goal, 4));
    }
}
