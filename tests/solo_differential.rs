//! Exhaustive soundness: on thousands of random small puzzles (most of them
//! unsolvable) every heuristic's verdict equals plain brute force, and every
//! plan validates in the independent simulator.

use crate::common;
use common::random_puzzle;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use solopddl::solo::rules::position::replay_plan;
use solopddl::solo::search::brute::brute_force_solvable;
use solopddl::solo::search::heuristics::Heuristic;
use solopddl::solo::search::solver::{solve, SolveOptions, Verdict};
use solopddl::solo::WrittenMove;

#[test]
fn every_heuristic_agrees_with_brute_force() {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let (mut solvable, mut total) = (0, 0);
    for case in 0..4000 {
        let p = random_puzzle(&mut rng);
        let truth = brute_force_solvable(&p);
        solvable += truth as usize;
        total += 1;
        for h in Heuristic::ALL {
            let opts = SolveOptions {
                heuristic: h,
                seed: case,
                ..Default::default()
            };
            let (verdict, _) = solve(&p, &opts);
            let fen = solopddl::solo::rules::notation::to_solo_fen(&p);
            match verdict {
                Verdict::Solved(plan) => {
                    assert!(truth, "{h} solved an unsolvable puzzle {fen}");
                    let moves: Vec<_> = plan.iter().map(|&mv| WrittenMove { mv, role: None }).collect();
                    let r = replay_plan(&p, &moves);
                    assert!(r.is_valid(), "{h} plan for {fen} does not validate: {r}");
                }
                Verdict::Unsolvable => assert!(!truth, "{h} declared the solvable puzzle {fen} unsolvable"),
                Verdict::Unknown => panic!("no limit was set"),
            }
        }
    }
    // The sample must exercise both verdicts, mostly unsolvable.
    assert!(solvable > 100 && solvable < total / 2, "{solvable} of {total} solvable");
}

/// Larger puzzles, solvable by construction (reverse expansion): `best`'s
/// pruning must never declare one unsolvable, on several boards and budgets.
#[test]
fn best_solves_every_generated_puzzle() {
    use solopddl::board::Board;
    use solopddl::solo::analysis::generator::{generate, GenerateOptions};
    use solopddl::solo::Budget;
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let configs = [
        (Board::new(8, 8).unwrap(), Budget::Limited(2), true),
        (Board::new(8, 8).unwrap(), Budget::Limited(1), true),
        (Board::new(6, 5).unwrap(), Budget::Limited(3), false),
        (Board::new(5, 5).unwrap(), Budget::Unlimited, false),
        (Board::new(7, 4).unwrap(), Budget::Limited(2), false),
        (Board::new(4, 4).unwrap(), Budget::Unlimited, true),
    ];
    let mut count = 0;
    for (board, budget, king) in configs {
        for n in 6..=13usize {
            if n > board.area() as usize / 2 {
                continue;
            }
            for _ in 0..8 {
                let Ok(g) = generate(
                    &GenerateOptions {
                        pieces: n,
                        board,
                        budget,
                        king,
                    },
                    &mut rng,
                ) else {
                    continue;
                };
                let (v, _) = solve(
                    &g.puzzle,
                    &SolveOptions {
                        heuristic: Heuristic::Best,
                        ..Default::default()
                    },
                );
                let fen = solopddl::solo::rules::notation::to_solo_fen(&g.puzzle);
                let Verdict::Solved(plan) = v else {
                    panic!("best did not solve the generated puzzle {fen}")
                };
                let moves: Vec<_> = plan.iter().map(|&mv| WrittenMove { mv, role: None }).collect();
                assert!(replay_plan(&g.puzzle, &moves).is_valid(), "{fen}");
                count += 1;
            }
        }
    }
    assert!(count >= 250, "only {count} puzzles");
}

/// The dead-state table is a bounded cache: when full it is emptied. With
/// the smallest table, verdicts must equal the unbounded ones (solvable by
/// construction, and variants with a lowered budget that are often not), and
/// the table must really have been emptied along the way.
#[test]
fn a_bounded_dead_table_keeps_the_search_exact() {
    use solopddl::board::Board;
    use solopddl::solo::analysis::generator::{generate, GenerateOptions};
    use solopddl::solo::Budget;
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut resets = 0;
    for i in 0..30 {
        let opts = GenerateOptions {
            pieces: 12 + i % 5,
            board: Board::new(8, 8).unwrap(),
            budget: Budget::Limited(2),
            king: true,
        };
        let mut p = generate(&opts, &mut rng).unwrap().puzzle;
        if i % 2 == 1 {
            let square = p.pieces()[i % p.pieces().len()].square;
            p = p.with_budget(square, Budget::Limited(1)).unwrap();
        }
        for h in [Heuristic::Best] {
            let base = SolveOptions {
                heuristic: h,
                memory_bytes: None,
                time_limit: Some(std::time::Duration::from_secs(5)),
                ..Default::default()
            };
            let (free, _) = solve(&p, &base);
            let (bounded, st) = solve(
                &p,
                &SolveOptions {
                    memory_bytes: Some(0),
                    ..base
                },
            );
            if matches!(free, Verdict::Unknown) || matches!(bounded, Verdict::Unknown) {
                continue;
            }
            assert_eq!(
                matches!(free, Verdict::Solved(_)),
                matches!(bounded, Verdict::Solved(_)),
                "{h} on {}",
                solopddl::solo::rules::notation::to_solo_fen(&p)
            );
            resets += st.dead_table_resets;
        }
    }
    assert!(resets > 0, "the bounded table was never emptied: the test exercises nothing");
}

/// Exact solvability of `s` and of every position reachable from it, by
/// plain memoised search over all captures (no pruning); `visit` sees each
/// position once, after its children, with its verdict.
fn solve_all(
    s: &mut solopddl::solo::search::state::SearchState,
    memo: &mut std::collections::HashMap<u128, bool>,
    visit: &mut dyn FnMut(&solopddl::solo::search::state::SearchState, bool),
) -> bool {
    if s.pieces() == 1 {
        return true;
    }
    if let Some(&v) = memo.get(&s.key()) {
        return v;
    }
    let mut moves = Vec::new();
    s.legal_captures(&mut moves);
    let mut any = false;
    for mv in moves {
        let u = s.make(mv);
        any |= solve_all(s, memo, visit);
        s.unmake(u);
    }
    visit(s, any);
    memo.insert(s.key(), any);
    any
}

/// Every position reachable from 3,000 random puzzles (up to 10 pieces; 5 M
/// positions) that
/// `best`'s rules call dead is dead by exhaustive search, and `best` with
/// its sleep sets gets every verdict right: the pruning and the
/// partial-order reduction are checked state by state, not only at the
/// start.
#[test]
fn every_position_best_prunes_is_dead() {
    use solopddl::solo::search::prune::dead_best;
    use solopddl::solo::search::state::SearchState;
    use std::collections::HashMap;

    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let (mut positions, mut pruned, mut sleep_skips, mut unsolvable) = (0usize, 0u64, 0u64, 0);
    for case in 0..3000 {
        let mut p = random_puzzle(&mut rng);
        // Grow it to 8–10 pieces on its board where there is room.
        let extra = rand::Rng::gen_range(&mut rng, 1..=3);
        common::add_random_pieces(&mut rng, &mut p, extra);
        let mut s = SearchState::new(&p);
        let mut memo = HashMap::new();
        let truth = solve_all(&mut s, &mut memo, &mut |s, solvable| {
            if dead_best(s) {
                assert!(!solvable, "dead_best prunes a solvable position");
                pruned += 1;
            }
        });
        positions += memo.len();
        unsolvable += usize::from(!truth);
        let (verdict, st) = solve(
            &p,
            &SolveOptions {
                seed: case,
                ..Default::default()
            },
        );
        sleep_skips += st.sleep_skips;
        let fen = solopddl::solo::rules::notation::to_solo_fen(&p);
        assert_eq!(matches!(verdict, Verdict::Solved(_)), truth, "best on {fen}");
    }
    eprintln!("{positions} positions, {pruned} pruned, {sleep_skips} sleep skips, {unsolvable} unsolvable");
    // The check must have bitten: many positions, many pruned, sleep sets used.
    assert!(positions > 1_000_000, "{positions} positions");
    assert!(pruned > 500_000, "{pruned} pruned");
    assert!(sleep_skips > 10_000, "{sleep_skips} sleep skips");
    assert!(unsolvable > 500, "{unsolvable} unsolvable");
}

/// Dominance (`solo::dominance`) is sound: on random puzzles of up to 10
/// pieces, every dead reachable position is weakened at random — smaller
/// budgets, weaker kinds, any kind for a piece that can do nothing — and
/// every variant the relation calls dominated is dead by exhaustive search.
#[test]
fn every_position_dominated_by_a_dead_one_is_dead() {
    use rand::Rng;
    use solopddl::solo::search::dominance::Potential;
    use solopddl::solo::search::state::SearchState;
    use solopddl::solo::{Budget, Piece, Puzzle, Role};
    use std::collections::HashMap;

    fn as_puzzle(s: &SearchState, board: solopddl::board::Board) -> Puzzle {
        let pieces = s
            .occupied()
            .map(|square| Piece {
                square,
                role: s.role(square),
                budget: Budget::Limited(s.budget_at(square)),
            })
            .collect();
        Puzzle::new(board, pieces, Budget::Limited(2)).unwrap()
    }

    /// A random variant on the same squares with the king kept: each piece
    /// is kept, weakened (budget or kind) or replaced by anything.
    fn variant(rng: &mut ChaCha8Rng, p: &Puzzle) -> Puzzle {
        let weaker = |role: Role, rng: &mut ChaCha8Rng| match role {
            Role::Queen => [Role::Rook, Role::Bishop, Role::Pawn, Role::Queen][rng.gen_range(0..4)],
            Role::Bishop => [Role::Pawn, Role::Bishop][rng.gen_range(0..2)],
            r => r,
        };
        let pieces = p
            .pieces()
            .iter()
            .map(|q| {
                let Budget::Limited(b) = q.budget else { unreachable!() };
                let mut q = *q;
                match rng.gen_range(0..4) {
                    0 => {}
                    1 => q.budget = Budget::Limited(rng.gen_range(0..=b)),
                    2 if q.role != Role::King => q.role = weaker(q.role, rng),
                    _ if q.role != Role::King => {
                        q.role = Role::NON_KING[rng.gen_range(0..5)];
                        q.budget = Budget::Limited(rng.gen_range(0..=3));
                    }
                    _ => {}
                }
                q
            })
            .collect();
        Puzzle::new(p.board(), pieces, p.default_budget()).unwrap()
    }

    let mut rng = ChaCha8Rng::seed_from_u64(4242);
    let (mut checked, mut dead_variants) = (0usize, 0usize);
    for _ in 0..1500 {
        let mut p = random_puzzle(&mut rng);
        let extra = rng.gen_range(0..=3);
        common::add_random_pieces(&mut rng, &mut p, extra);
        let mut dead = Vec::new();
        solve_all(&mut SearchState::new(&p), &mut HashMap::new(), &mut |s, solvable| {
            if !solvable {
                dead.push(as_puzzle(s, p.board()));
            }
        });
        // A sample of the dead positions, a few variants of each.
        for d in dead.iter().step_by(7) {
            let strong = Potential::of(&SearchState::new(d));
            for _ in 0..4 {
                let v = variant(&mut rng, d);
                let mut s = SearchState::new(&v);
                if !Potential::of(&s).dominated_by(&strong) {
                    continue;
                }
                checked += 1;
                let alive = solve_all(&mut s, &mut HashMap::new(), &mut |_, _| {});
                let fen = solopddl::solo::rules::notation::to_solo_fen(&v);
                assert!(
                    !alive,
                    "{fen} is solvable, yet dominated by the dead {}",
                    solopddl::solo::rules::notation::to_solo_fen(d)
                );
                dead_variants += usize::from(v != *d);
            }
        }
    }
    eprintln!("{checked} dominated variants checked, {dead_variants} different from their dead position");
    assert!(
        checked > 20_000 && dead_variants > 10_000,
        "{checked} checked, {dead_variants} different"
    );
}
