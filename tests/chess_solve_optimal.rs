//! The optimality of `chess solve` (issue 25): A* against plain BFS on
//! random start/goal pairs in which castling, en passant, promotion and
//! captures occur, and the castling goal A* once got wrong.

use crate::common;

use common::proofgame::{walk, Specials, RICH};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use solopddl::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
use solopddl::chess::goal::Goal;
use solopddl::chess::movegen::play;
use solopddl::chess::search::{search, Algorithm, Limits, Outcome};
use solopddl::chess::{Move, Position};

fn limits() -> Limits {
    Limits {
        max_states: 5_000_000,
        memory_bytes: 1 << 30,
        time: None,
        control: Default::default(),
    }
}

fn plan_length(start: &Position, goal: &Goal, algorithm: Algorithm) -> Option<usize> {
    match search(start, goal, algorithm, limits()).unwrap().0 {
        Outcome::Plan(p) => Some(p.len()),
        Outcome::Unsolvable => None,
        other => panic!("{algorithm}: {other:?}"),
    }
}

#[test]
fn astar_is_as_short_as_bfs_on_random_pairs_with_castling_en_passant_promotion_and_captures() {
    let mut rng = ChaCha8Rng::seed_from_u64(2025);
    let mut walks = Specials::default();
    let mut pairs = 0;
    for i in 0..520 {
        let seed = parse_fen(RICH[i % RICH.len()]).unwrap();
        // A varied start: a short random walk from a rich position.
        let (warm, len) = (rng.gen_range(0..=2), rng.gen_range(1..=3));
        let (start, _) = walk(&mut rng, &seed, warm, &mut Specials::default());
        let (end, n) = walk(&mut rng, &start, len, &mut walks);
        if n == 0 {
            continue;
        }
        let goal = Goal {
            placement: end.clone(),
            turn: Some(end.turn),
        };
        let bfs = plan_length(&start, &goal, Algorithm::Bfs);
        let astar = plan_length(&start, &goal, Algorithm::Astar);
        assert_eq!(astar, bfs, "{} -> {}", to_fen(&start), to_fen(&end));
        assert!(bfs.is_some_and(|b| b <= n as usize));
        pairs += 1;
    }
    assert!(pairs >= 500, "{pairs}");
    assert!(
        walks.castling > 10 && walks.en_passant > 10 && walks.promotion > 10 && walks.capture > 10,
        "{walks:?}"
    );
}

#[test]
fn regression_astar_finds_the_18_ply_game_with_both_sides_castling() {
    // `chess solve` printed a 20-ply line as shortest: castling was charged
    // one move short of what it saves.
    let start = parse_fen(INITIAL_FEN).unwrap();
    let goal = Goal {
        placement: parse_fen("2r2rk1/pppn1ppp/3p1n2/1B2p1BQ/1b2P1bq/3P3N/PPPN1PPP/2KRR3 w - - 0 1").unwrap(),
        turn: Some(solopddl::chess::Color::White),
    };
    let e = solopddl::chess::heuristic::Estimator::new(&goal.placement, goal.turn)
        .estimate(&start)
        .unwrap();
    assert!(e.lower_bound <= 18, "{e:?}");
    let line: Vec<Move> = {
        let mut pos = start.clone();
        let mut v = Vec::new();
        for san in [
            "e4", "e5", "Bb5", "Qh4", "d3", "Nf6", "Bg5", "Bb4+", "Nd2", "O-O", "Qh5", "d6", "O-O-O", "Bg4", "Nh3", "Nbd7",
            "Rhe1", "Rac8",
        ] {
            let m = solopddl::chess::san::parse_san(&pos, san).unwrap();
            v.push(m);
            pos = play(&pos, m);
        }
        v
    };
    // Every position on the 18-ply game: the bound never exceeds the plies left.
    let estimator = solopddl::chess::heuristic::Estimator::new(&goal.placement, goal.turn);
    let mut pos = start.clone();
    for (i, &m) in line.iter().enumerate() {
        let left = (line.len() - i) as u32;
        let e = estimator.estimate(&pos).unwrap();
        assert!(e.lower_bound <= left, "ply {i}: bound {} > {left} left", e.lower_bound);
        pos = play(&pos, m);
    }
    assert!(goal.reached(&pos));
}
