//! Exhaustive proof-game trees for the every-node tests of the bounds
//! (`proofgame_meeting.rs`, `proofgame_tempo_and_walls.rs`,
//! `proofgame_capturers.rs`, `proofgame_confined.rs`): random
//! instances by random legal walks, and a plain exhaustive count that
//! shows each node with its exact number of games to a visitor, which
//! asserts that whatever a check cuts has none.

use rand::seq::SliceRandom;
use rand::Rng;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashMap;
use solopddl::chess::fen::parse_fen;
use solopddl::chess::fen::to_fen;
use solopddl::chess::goal::Goal;
use solopddl::chess::heuristic::Estimator;
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::packed::PackedPosition;
use solopddl::chess::proofgame::{count_exhaustively, solve, turn_after, ProofGameOptions};
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

/// Every node's games with the budget's rules checked (tree size, games):
/// the games of `plies` plies from `start` to `goal`, asserting that each
/// node `est` cuts (with the budget's rules) has none. Returns the games,
/// the nodes and the nodes cut by the budget's rules where the plain
/// bounds were not.
pub fn count_checking_cuts(start: &Position, plies: u32, goal: &Goal, est: &Estimator) -> (u128, u64, u64) {
    let (mut nodes, mut cut) = (0u64, 0u64);
    let games = count_visiting(start, plies, goal, &mut FxHashMap::default(), &mut |pos, r, n| {
        nodes += 1;
        if est.cuts(pos, r, true) {
            cut += u64::from(!est.cuts(pos, r, false));
            assert_eq!(
                n,
                0,
                "cut, yet {n} games of {r} plies from {} to {}",
                to_fen(pos),
                to_fen(&goal.placement)
            );
        }
    });
    (games, nodes, cut)
}

/// Trees with moves to spare, checked at every node: `instances` goals,
/// each a random walk of 3 plies or more from one of `starts` in turn
/// (captures as `captures(i)` says), asked in 5 to 7 plies. The count of
/// each equals plain exhaustive counting and the proof-game search's
/// (caches audited). Returns the goals with a game, the nodes and the
/// nodes cut by the budget's rules where the plain bounds were not.
pub fn spare_move_trees(seed: u64, starts: &[&str], instances: usize, captures: impl Fn(usize) -> Captures) -> (u32, u64, u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut solvable, mut nodes, mut cut) = (0, 0u64, 0u64);
    let opts = ProofGameOptions {
        max_listed: 2,
        check_shorter: false,
        audit_caches: true,
        ..ProofGameOptions::default()
    };
    for i in 0..instances {
        let start = parse_fen(starts[i % starts.len()]).unwrap();
        // Moves to spare: the walk is often shorter than the budget.
        let plies = rng.gen_range(5..=7);
        let walk_len = rng.gen_range(3..=plies);
        let goal_pos = walk(&mut rng, &start, walk_len, captures(i));
        let goal = Goal {
            placement: goal_pos.clone(),
            turn: Some(turn_after(&start, plies)),
        };
        let est = Estimator::for_budget(&goal_pos, goal.turn, &start, budget(&start, plies));
        let (want, n, c) = count_checking_cuts(&start, plies, &goal, &est);
        (nodes, cut) = (nodes + n, cut + c);
        assert_eq!(want, count_exhaustively(&start, &goal_pos, plies));
        let r = solve(&start, &goal_pos, plies, &opts);
        assert_eq!(r.count, want, "{} -> {} in {plies}", to_fen(&start), to_fen(&goal_pos));
        solvable += u32::from(want > 0);
    }
    (solvable, nodes, cut)
}

/// What one rule saw over the trees of random instances: nodes, nodes it
/// refuted (each asserted to have no game), instances with a game.
pub struct RuleTrees {
    pub nodes: u64,
    pub refuted: u64,
    pub solvable: u32,
}

/// Walks `instances` random instances from `starts` (each a goal reached
/// by a walk of `plies` plies, captures as `captures` says), asserting at
/// every node that where `refutes` says so no game exists, and that the
/// proof-game count equals plain exhaustive counting.
pub fn check_rule(
    starts: &[&str],
    seed: u64,
    instances: usize,
    plies: std::ops::RangeInclusive<u32>,
    captures: Captures,
    refutes: impl Fn(&Estimator, &Position, [u32; 2]) -> bool,
) -> RuleTrees {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let opts = ProofGameOptions {
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    let mut seen = RuleTrees {
        nodes: 0,
        refuted: 0,
        solvable: 0,
    };
    for i in 0..instances {
        let start = parse_fen(starts[i % starts.len()]).unwrap();
        let plies = rng.gen_range(plies.clone());
        let goal_pos = walk(&mut rng, &start, plies, captures);
        let goal = Goal {
            placement: goal_pos.clone(),
            turn: Some(turn_after(&start, plies)),
        };
        let est = Estimator::for_budget(&goal_pos, goal.turn, &start, budget(&start, plies));
        let want = count_visiting(&start, plies, &goal, &mut FxHashMap::default(), &mut |pos, r, n| {
            seen.nodes += 1;
            if refutes(&est, pos, budget(pos, r)) {
                seen.refuted += 1;
                assert_eq!(
                    n,
                    0,
                    "refuted, yet {n} games of {r} plies from {} to {}",
                    to_fen(pos),
                    to_fen(&goal.placement)
                );
            }
        });
        let r = solve(&start, &goal_pos, plies, &opts);
        assert_eq!(r.count, want, "{} -> {} in {plies}", to_fen(&start), to_fen(&goal_pos));
        seen.solvable += u32::from(want > 0);
    }
    seen
}
