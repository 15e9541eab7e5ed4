//! Proof games and the optimality of `chess solve` (issue 25): the bounded
//! exact-length count against plain exhaustive counting on random
//! instances (and, at lengths plain counting cannot reach, against a count
//! with one plainly admissible bound), every listed solution replayed by an
//! independent library (shakmaty) to the goal in exactly N plies, and A*
//! against plain BFS on random pairs in which castling, en passant,
//! promotion and captures occur.

use crate::common;

use common::proofgame::{placement, shakmaty_replay, walk, Specials, RICH, SPARSE};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use solopddl::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
use solopddl::chess::goal::Goal;
use solopddl::chess::movegen::play;
use solopddl::chess::proofgame::{
    count_exhaustively, count_with_filling_bound, solve, turn_after, ProofGameOptions, ProofGameVerdict, NARROW_EVERYWHERE,
};
use solopddl::chess::random_game::Walk;
use solopddl::chess::search::{search, Algorithm, Limits, Outcome};
use solopddl::chess::{Move, Position};

#[test]
fn the_count_equals_exhaustive_counting_and_every_solution_replays_in_shakmaty() {
    let mut rng = ChaCha8Rng::seed_from_u64(25);
    let mut specials = Specials::default();
    let (mut instances, mut solvable, mut several, mut none) = (0, 0, 0, 0);
    for i in 0..320 {
        // Every other instance on two threads sharing the table.
        let opts = ProofGameOptions {
            max_listed: 4,
            check_shorter: false,
            threads: 1 + (i / 4) % 2,
            ..ProofGameOptions::default()
        };
        let (start, max_plies) = match i % 4 {
            0 => (parse_fen(INITIAL_FEN).unwrap(), 4),
            1 => (parse_fen(RICH[rng.gen_range(0..RICH.len())]).unwrap(), 4),
            _ => (parse_fen(SPARSE[rng.gen_range(0..SPARSE.len())]).unwrap(), 8),
        };
        let plies = rng.gen_range(1..=max_plies);
        // The goal: the end of a walk of the same length, or sometimes of another one.
        let walk_len = if rng.gen_bool(0.8) {
            plies
        } else {
            rng.gen_range(1..=max_plies)
        };
        let (goal, _) = walk(&mut rng, &start, walk_len, &mut specials);
        let want = count_exhaustively(&start, &goal, plies);
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(
            r.count,
            want,
            "{} -> {} in {plies}: {:?}",
            to_fen(&start),
            to_fen(&goal),
            r.verdict
        );
        instances += 1;
        match want {
            0 => none += 1,
            1 => solvable += 1,
            _ => several += 1,
        }
        assert_eq!(r.solutions.len() as u128, want.min(4));
        let turn = if turn_after(&start, plies) == solopddl::chess::Color::White {
            'w'
        } else {
            'b'
        };
        for line in &r.solutions {
            assert_eq!(line.len() as u32, plies);
            let (board, side) = shakmaty_replay(&start, line);
            assert_eq!((board, side), (placement(&goal), turn), "a listed solution misses the goal");
        }
    }
    assert!(instances >= 300);
    assert!(
        solvable > 20 && several > 20 && none > 5,
        "{solvable} unique, {several} several, {none} none"
    );
    assert!(
        specials.castling > 0 && specials.promotion > 0 && specials.en_passant > 0 && specials.capture > 0,
        "{specials:?}"
    );
}

/// Past the lengths plain counting reaches from the initial array (4
/// plies above): games of 9 and 10 plies, random ones rich in captures
/// and castling and economical ones of every kind, counted
/// again with only the filling bound (`count_with_filling_bound`, plainly
/// admissible). A cut that removes a game in the middle of a longer game,
/// where the capture, castling and wall rules act, shows here.
#[test]
fn the_count_equals_a_plainly_bounded_count_on_longer_games_from_the_initial_array() {
    let mut rng = ChaCha8Rng::seed_from_u64(4510);
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut specials = Specials::default();
    let (mut compared, mut skipped) = (0, 0);
    for i in 0..40 {
        let plies = 9 + i % 2;
        let goal = if i % 3 == 0 {
            let walk = Walk::ALL[(i / 3) as usize % Walk::ALL.len()];
            match walk.game(&start, plies, 1, &mut rng) {
                Some((_, goal)) => goal,
                None => continue,
            }
        } else {
            walk(&mut rng, &start, plies, &mut specials).0
        };
        let opts = ProofGameOptions {
            count_cap: None,
            check_shorter: false,
            threads: 1,
            ..ProofGameOptions::default()
        };
        let Some(want) = count_with_filling_bound(&start, &goal, plies, 1_000_000) else {
            skipped += 1;
            continue;
        };
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(r.count, want, "{} in {plies}", to_fen(&goal));
        compared += 1;
    }
    assert!(
        compared >= 25,
        "{compared} compared, {skipped} past the filling count's limit"
    );
    // Promotion and en passant seldom fit in 10 plies from the initial
    // array; the sparse starts of the first test have them.
    assert!(specials.castling > 0 && specials.capture > 5, "{specials:?}");
}

#[test]
fn shorter_games_are_found_exactly_when_they_exist() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut cooked = 0;
    for _ in 0..60 {
        let start = parse_fen(SPARSE[rng.gen_range(0..SPARSE.len())]).unwrap();
        let plies = rng.gen_range(3..=7);
        let (goal, _) = walk(&mut rng, &start, plies, &mut Specials::default());
        let r = solve(&start, &goal, plies, &ProofGameOptions::default());
        let shortest = (0..plies)
            .filter(|k| (plies - k) % 2 == 0)
            .find(|&k| count_exhaustively(&start, &goal, k) > 0);
        match (shortest, &r.verdict) {
            (Some(k), ProofGameVerdict::ShorterSolutionExists { plies: p }) => {
                assert_eq!(k, *p);
                assert_eq!(r.solutions[0].len() as u32, k);
                cooked += 1;
            }
            (None, v) => assert!(!matches!(v, ProofGameVerdict::ShorterSolutionExists { .. }), "{v:?}"),
            (Some(k), v) => panic!("a {k}-ply game exists, verdict {v:?}"),
        }
    }
    assert!(cooked > 5, "{cooked}");
}

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

#[test]
fn the_proofgame_command_prints_the_verdict_and_its_exit_code() {
    use assert_cmd::Command;
    use predicates::prelude::*;
    let bin = || Command::cargo_bin("solopddl").unwrap();
    bin()
        .args([
            "chess",
            "proofgame",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
            "--plies",
            "2",
        ])
        .assert()
        .code(0)
        .stdout("1. e4 e5\nunique\n");
    // The reckoning per colour on stderr: 1. e4 d5 2. exd5, White's two
    // moves both needed and one capture; and a goal with moves to spare.
    bin()
        .args(["chess", "proofgame", "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR", "--plies", "3"])
        .assert()
        .code(0)
        .stdout("1. e4 d5 2. exd5\nunique\n")
        .stderr(predicate::str::contains(
            "White: 2 moves, at least 2 needed (0 to spare), 1 capture; Black: 1 move, at least 1 needed (0 to spare), 0 captures\n",
        ));
    bin()
        .args(["chess", "proofgame", "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R", "--plies", "5"])
        .assert()
        .stderr(predicate::str::contains(
            "White: 3 moves, at least 1 needed (2 to spare), 0 captures; Black: 2 moves, at least 0 needed (2 to spare), 0 captures\n",
        ));
    let out = bin()
        .args([
            "chess",
            "proofgame",
            "r1bqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R",
            "--plies",
            "4",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["verdict"], "shorter solution exists (2 plies)");
    assert_eq!(v["verdict_detail"]["plies"], 2);
    assert_eq!(v["solutions"][0], "1. Nf3 Nc6");
    // Nf3 and every black piece at home after 2 plies: Black must have moved and come back.
    bin()
        .args([
            "chess",
            "proofgame",
            "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R",
            "--plies",
            "2",
        ])
        .assert()
        .code(1)
        .stdout(predicate::str::ends_with("no solution\n"));
    // The side to move must agree with the length.
    bin()
        .args([
            "chess",
            "proofgame",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b",
            "--plies",
            "2",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("white is to move"));
}

/// `--moves M` states the length as composers do: 1.5 is 3 plies (after
/// White's 2nd move), 1 is 2. A length that is no whole or half move, or
/// both flags, or neither, is exit 2 with one line naming the flag.
#[test]
fn proofgame_moves_in_composers_notation() {
    use assert_cmd::Command;
    use predicates::prelude::*;
    let bin = || Command::cargo_bin("solopddl").unwrap();
    let after_nf3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R";
    let out = bin()
        .args([
            "chess",
            "proofgame",
            after_nf3,
            "--moves",
            "1.5",
            "--max-solutions",
            "5",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["plies"], 3, "{v}");
    assert_eq!(v["solutions_count"], "2", "{v}");
    bin()
        .args([
            "chess",
            "proofgame",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
            "--moves",
            "1",
        ])
        .assert()
        .code(0)
        .stdout("1. e4 e5\nunique\n");
    for (args, message) in [
        (vec!["--moves", "1.3"], "'1.3': expected a number of moves such as 12 or 12.5"),
        (vec!["--moves", "1.5", "--plies", "3"], "cannot be used with"),
        (vec![], "<--plies <PLIES>|--moves <M>|--shortest [<MAX_PLIES>]>"),
    ] {
        bin()
            .args(["chess", "proofgame", after_nf3])
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(message));
    }
}

/// `chess generate` writes reproducible `.chess` files whose comments carry
/// the verdict; each file's goal is reached by its generating game and the
/// proof-game command agrees with the recorded verdict. A folder with files
/// is refused without --force, and bad lengths get one line and exit 2.
#[test]
fn chess_generate_writes_counted_reproducible_problems() {
    use assert_cmd::Command;
    let bin = || Command::cargo_bin("solopddl").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    for out in [&a, &b] {
        bin()
            .args([
                "chess",
                "generate",
                "--plies",
                "3,6",
                "--per-length",
                "2",
                "--seed",
                "5",
                "--out",
            ])
            .arg(out)
            .assert()
            .code(0);
    }
    let mut names: Vec<_> = std::fs::read_dir(&a).unwrap().map(|e| e.unwrap().file_name()).collect();
    names.sort();
    assert_eq!(names.len(), 4);
    for name in &names {
        let text = std::fs::read_to_string(a.join(name)).unwrap();
        // Byte for byte but the provenance line, which names the --out folder.
        let body = |t: &str| t.split_once('\n').unwrap().1.to_string();
        assert_eq!(
            body(&text),
            body(&std::fs::read_to_string(b.join(name)).unwrap()),
            "same seed"
        );
        let p = solopddl::chess::problem::parse_problem(&text).unwrap();
        let plies: u32 = text
            .split("Proof game in ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let count = solopddl::chess::proofgame::count_exhaustively(&p.start, &p.goal.placement, plies);
        let verdict = text.split("# verdict: ").nth(1).unwrap().split(';').next().unwrap();
        let want = if count == 1 {
            "unique".to_string()
        } else {
            format!("{count} solutions")
        };
        assert_eq!(verdict, want, "{name:?}");
        assert_eq!(p.goal.turn, Some(solopddl::chess::proofgame::turn_after(&p.start, plies)));
    }
    bin()
        .args(["chess", "generate", "--plies", "3", "--out"])
        .arg(&a)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--force"));
    for bad in ["0", "5..x", "300"] {
        let out = bin()
            .args(["chess", "generate", "--plies", bad, "--out"])
            .arg(dir.path().join("c"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("--plies"), "{bad}");
    }
}

/// The problem files `chess generate --unique` wrote to `out`, each with
/// its text, after checking that each says it is unique.
fn unique_problem_files(out: &std::path::Path) -> Vec<(String, solopddl::chess::problem::ChessProblem)> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(out).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        assert!(text.contains("# verdict: unique;"), "{text}");
        let p = solopddl::chess::problem::parse_problem(&text).unwrap();
        files.push((text, p));
    }
    files
}

/// `chess generate --unique` finds unique problems: by default it tries
/// chained walks (moves that depend on each other), whose short games are
/// often unique, where the plain economical walk's almost never are. Each
/// file's count is checked by exhaustive counting; an unknown `--walk`
/// gets one line and exit 2.
#[test]
fn chess_generate_unique_writes_problems_whose_only_game_is_the_generating_one() {
    use assert_cmd::Command;
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("u");
    Command::cargo_bin("solopddl")
        .unwrap()
        .args([
            "chess",
            "generate",
            "--plies",
            "6",
            "--per-length",
            "3",
            "--unique",
            "--seed",
            "7",
            "--out",
        ])
        .arg(&out)
        .assert()
        .code(0);
    let files = unique_problem_files(&out);
    assert_eq!(files.len(), 3, "three unique 6-ply problems in 200 tries each");
    for (text, p) in files {
        assert_eq!(count_exhaustively(&p.start, &p.goal.placement, 6), 1, "{text}");
    }
    // --attempts bounds the games tried: one game per instance at 12 plies
    // (where about 1 in 100 chained walks is unique) finds none of two.
    Command::cargo_bin("solopddl")
        .unwrap()
        .args([
            "chess",
            "generate",
            "--plies",
            "12",
            "--per-length",
            "2",
            "--unique",
            "--attempts",
            "1",
        ])
        .args(["--seed", "7", "--out"])
        .arg(dir.path().join("w"))
        .assert()
        .code(5)
        .stderr(predicates::str::contains("12 plies: 0 of 2 instances in 2 games tried"));
    let bad = Command::cargo_bin("solopddl")
        .unwrap()
        .args(["chess", "generate", "--plies", "6", "--walk", "zigzag", "--out"])
        .arg(dir.path().join("v"))
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("zigzag") && err.contains("chained"), "{err}");
}

/// `chess generate --unique --climb` climbs each game tried towards a
/// unique one: with one game per instance at 12 plies it finds both
/// instances where the plain walks of the same seed find none (the test
/// above), each unique by the plainly bounded oracle and reached by its
/// generating game. `--climb` without `--unique` gets one line and exit 2.
#[test]
fn chess_generate_climb_reaches_unique_games_where_the_same_walks_alone_do_not() {
    use assert_cmd::Command;
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("c");
    Command::cargo_bin("solopddl")
        .unwrap()
        .args([
            "chess",
            "generate",
            "--plies",
            "12",
            "--per-length",
            "2",
            "--unique",
            "--attempts",
            "1",
        ])
        .args(["--climb", "300", "--seed", "7", "--out"])
        .arg(&out)
        .assert()
        .code(0);
    let files = unique_problem_files(&out);
    assert_eq!(files.len(), 2);
    for (text, p) in files {
        let oracle = solopddl::chess::proofgame::count_with_filling_bound(&p.start, &p.goal.placement, 12, 5_000_000);
        assert_eq!(oracle, Some(1), "{text}");
        let game = text.lines().find_map(|l| l.strip_prefix("# generating game: ")).unwrap();
        let sans: Vec<&str> = game.split_whitespace().filter(|w| !w.ends_with('.')).collect();
        let mut pos = p.start.clone();
        for san in &sans {
            let mv = solopddl::chess::san::parse_san(&pos, san).unwrap_or_else(|| panic!("{san}"));
            pos = solopddl::chess::movegen::play(&pos, mv);
        }
        assert_eq!(sans.len(), 12);
        assert_eq!(placement(&pos), placement(&p.goal.placement), "{text}");
    }
    let bad = Command::cargo_bin("solopddl")
        .unwrap()
        .args(["chess", "generate", "--plies", "6", "--climb", "10", "--out"])
        .arg(dir.path().join("d"))
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("--unique"), "{err}");
}

/// With a cap of K (the CLI's `--max-solutions`, default 2) the search stops
/// at the K-th game: the verdict is `unique` / `K' solutions` exactly when
/// fewer than K games exist and `at least K solutions` otherwise, with and
/// without the shorter-game check first (whose existence-only entries the
/// capped count must not take for exact counts).
#[test]
fn a_capped_count_agrees_with_exhaustive_counting() {
    let mut rng = ChaCha8Rng::seed_from_u64(2525);
    let mut specials = Specials::default();
    let (mut capped, mut exact) = (0, 0);
    for i in 0..160 {
        let (start, max_plies) = match i % 2 {
            0 => (parse_fen(INITIAL_FEN).unwrap(), 5),
            _ => (parse_fen(SPARSE[rng.gen_range(0..SPARSE.len())]).unwrap(), 8),
        };
        let plies = rng.gen_range(1..=max_plies);
        let (goal, _) = walk(&mut rng, &start, plies, &mut specials);
        let want = count_exhaustively(&start, &goal, plies);
        let cap = rng.gen_range(1..=4u128);
        let opts = ProofGameOptions {
            count_cap: Some(cap),
            check_shorter: i % 3 == 0,
            threads: 1 + (i / 2) % 2,
            // Every fourth count pauses at once for the probe for games
            // (`probe.rs`): its verdict and listed games must be the same.
            probe_after: if i % 4 < 2 { Some(0) } else { None },
            ..ProofGameOptions::default()
        };
        let r = solve(&start, &goal, plies, &opts);
        if matches!(r.verdict, ProofGameVerdict::ShorterSolutionExists { .. }) {
            continue;
        }
        let expected = match want {
            0 => ProofGameVerdict::NoSolution,
            n if n >= cap => ProofGameVerdict::AtLeast { count: cap.to_string() },
            1 => ProofGameVerdict::Unique,
            n => ProofGameVerdict::Solutions { count: n.to_string() },
        };
        assert_eq!(
            r.verdict,
            expected,
            "{} -> {} in {plies}, cap {cap}",
            to_fen(&start),
            to_fen(&goal)
        );
        if want >= cap {
            capped += 1;
            assert_eq!(r.solutions.len() as u128, want.min(2), "listed games");
            let turn = if plies % 2 == 0 { start.turn } else { start.turn.other() };
            let turn = if turn == solopddl::chess::Color::White { 'w' } else { 'b' };
            for line in &r.solutions {
                assert_eq!(line.len() as u32, plies);
                assert_eq!(
                    shakmaty_replay(&start, line),
                    (placement(&goal), turn),
                    "a listed game misses the goal"
                );
            }
        } else {
            exact += 1;
        }
    }
    assert!(capped >= 30 && exact >= 30, "capped {capped}, exact {exact}");
}

/// Two threads sharing one table count what one thread counts, on games
/// long enough that both threads search (thousands of positions): exact
/// counts, capped counts and the shorter-game check, with listed games
/// that replay to the goal.
#[test]
fn two_threads_count_what_one_thread_counts() {
    use solopddl::chess::random_game::economical_game;
    const LISTED: usize = 2_000;
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut busy = 0;
    for i in 0..12 {
        let plies = [14, 16, 18][i % 3];
        let Some((_, goal)) = economical_game(&start, plies, (i % 2) as u32, &mut rng) else {
            continue;
        };
        for (cap, check_shorter) in [(None, false), (Some(2), true)] {
            let run = |threads| {
                let opts = ProofGameOptions {
                    count_cap: cap,
                    check_shorter,
                    threads,
                    // Every game listed: the listing walks the table, so an
                    // entry a stopped thread left wrong would lose games.
                    max_listed: LISTED,
                    ..ProofGameOptions::default()
                };
                solve(&start, &goal, plies, &opts)
            };
            let (one, two) = (run(1), run(2));
            assert_eq!(
                (&one.verdict, one.count),
                (&two.verdict, two.count),
                "{} in {plies}",
                to_fen(&goal)
            );
            assert_eq!(two.threads, 2);
            // A capped count may list more games than its cap.
            let listed = two.solutions.len() as u128;
            if cap.is_none() {
                assert_eq!(listed, two.count.min(LISTED as u128), "{}", to_fen(&goal));
            } else {
                assert!(listed >= two.count.min(LISTED as u128), "{}", to_fen(&goal));
            }
            for line in two.solutions.iter().take(20) {
                assert_eq!(shakmaty_replay(&start, line).0, placement(&goal));
            }
            if one.positions_examined > 1_000 {
                busy += 1;
            }
        }
    }
    assert!(busy >= 6, "only {busy} searches of over 1,000 positions");
}

/// Starts where pawns must capture on known squares within a few plies
/// (the victim bound of `chess::heuristic`): pawns facing pieces and pawns,
/// an en-passant double step ready.
const CAPTURES: [&str; 5] = [
    "4k3/8/2n1b3/3P4/8/5p2/4P3/4K3 w - - 0 1",
    "r3k3/pp6/1n6/P1P5/8/6p1/5P1P/4K2R w Kq - 0 1",
    "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
    "4k3/8/8/1p1p4/2P5/8/8/4K3 w - - 0 1",
    "4k3/2p5/1n6/8/8/5N2/4P3/4K3 b - - 0 1",
];

#[test]
fn victim_bounds_keep_the_count_exact_where_pawns_must_capture() {
    let mut rng = ChaCha8Rng::seed_from_u64(2511);
    let mut specials = Specials::default();
    let (mut instances, mut with_victims, mut solvable) = (0, 0, 0);
    let opts = ProofGameOptions {
        max_listed: 2,
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    for i in 0..150 {
        let start = parse_fen(CAPTURES[i % CAPTURES.len()]).unwrap();
        let plies = rng.gen_range(2..=6);
        let (goal, _) = walk(&mut rng, &start, plies, &mut specials);
        let victims = solopddl::chess::heuristic::Estimator::new(&goal, Some(turn_after(&start, plies))).forced_captures(&start);
        if victims != [0, 0] {
            with_victims += 1;
        }
        let want = count_exhaustively(&start, &goal, plies);
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(r.count, want, "{} -> {} in {plies}", to_fen(&start), to_fen(&goal));
        instances += 1;
        solvable += u32::from(want > 0);
    }
    assert_eq!(instances, 150);
    // The bound had victims to place in most instances, and most are solvable.
    assert!(with_victims >= 40, "{with_victims} instances with victims");
    assert!(solvable >= 100, "{solvable} solvable");
    assert!(specials.en_passant > 0 && specials.capture > 20, "{specials:?}");
}

#[test]
fn regression_a_pawn_on_its_goal_square_may_leave_when_another_can_take_its_place() {
    // The goal's pawns stand on d3 and d4 and its rook on h3. The d3 pawn
    // is on a goal square already, yet every game moves it on (d4) so that
    // the rook passes d3, and c2 takes its place by capturing the knight
    // there. Had d3 been frozen, a wall for good, the rook would need three
    // moves round it and the count would be 0.
    let start = parse_fen("4k3/8/8/8/1n6/R2P4/2P5/4K3 w - - 0 1").unwrap();
    let goal = parse_fen("8/4k3/8/8/3P4/3P3R/8/4K3 b - - 0 1").unwrap();
    let want = count_exhaustively(&start, &goal, 5);
    assert!(want > 0);
    let r = solve(&start, &goal, 5, &ProofGameOptions::default());
    assert_eq!(r.count, want);
}

/// Starts with twin pieces near each other, so that a piece standing on a
/// goal square of its kind may leave it for a twin to take its place
/// (what the pieces a budget freezes, `heuristic/budget.rs`, must allow).
const TWINS: [&str; 5] = [
    "4k3/8/8/8/8/2N5/8/1N2K3 w - - 0 1",
    "4k3/8/8/8/8/8/R6R/4K3 w - - 0 1",
    "1n2k3/8/2n5/8/8/2N5/8/1N2K3 b - - 0 1",
    "r3k3/r7/8/8/8/8/1R6/1R2K3 w - - 0 1",
    "4k3/8/8/8/8/3B4/8/2B1K3 w - - 0 1",
];

#[test]
fn the_count_stays_exact_where_twins_may_swap_goal_squares() {
    let mut rng = ChaCha8Rng::seed_from_u64(2512);
    let mut specials = Specials::default();
    let (mut solvable, mut several) = (0, 0);
    let opts = ProofGameOptions {
        max_listed: 2,
        check_shorter: false,
        ..ProofGameOptions::default()
    };
    for i in 0..150 {
        let start = parse_fen(TWINS[i % TWINS.len()]).unwrap();
        let plies = rng.gen_range(2..=6);
        let (goal, _) = walk(&mut rng, &start, plies, &mut specials);
        let want = count_exhaustively(&start, &goal, plies);
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(r.count, want, "{} -> {} in {plies}", to_fen(&start), to_fen(&goal));
        solvable += u32::from(want > 0);
        several += u32::from(want > 1);
    }
    assert!(
        solvable >= 140 && several >= 50,
        "{solvable} solvable, {several} with several games"
    );
}

#[test]
fn regression_a_24_ply_near_miss_is_refuted_without_a_million_positions() {
    // An economical 24-ply game's end with one knight moved a step: no game
    // reaches it. Every colour's budget is tight, so the pieces already on
    // their goal squares freeze and wall in the rest; before budget walls
    // the search examined 1,236,615 positions (about 10 s) to say so.
    let start = parse_fen(INITIAL_FEN).unwrap();
    let goal = parse_fen("r3k3/p1p1ppb1/n1r2q1n/1p1pP1pp/PP4b1/N2P1PPP/R1P5/R1BQK1N1 w - - 0 1").unwrap();
    let r = solve(&start, &goal, 24, &ProofGameOptions::default());
    assert_eq!(r.verdict, ProofGameVerdict::NoSolution);
    assert!(r.positions_examined < 20_000, "{} positions", r.positions_examined);
}

/// Near misses refuted before any position is examined: `(plies, goal,
/// positions examined before (the 28-ply one when 30 s ran out), the
/// deduction that refutes it now)`.
const REFUTED_STATICALLY: [(u32, &str, u64, &str); 4] = [
    // Black's c3/c5 and f5/f6 need two pawns to change file; white lost
    // one piece. Each goal pawn's nearest pawn said no capture at all.
    (
        24,
        "r1bqkbnr/3pp2p/p4p2/2p2p2/3B1PnP/1PpP1N1R/P1N1P1P1/1R1QKB2 w - - 0 1",
        3_299_452,
        "distinct pawns",
    ),
    // Black needs 15 moves and has 14: its castling right gave every king
    // that must move 2 moves, though castling does not help Ke7.
    (
        28,
        "2b2br1/2pqk2p/rp3p2/p1nppPp1/6P1/PPBPQB1N/2P1Pn1P/RN2KR2 w Q - 0 1",
        6_373_376,
        "castling",
    ),
    // One colour cannot reach its goal in its moves even with the other off
    // the board (its own pieces in each other's way).
    (
        24,
        "rn2nbr1/3bkpp1/pq1pp2p/1pp2B2/4NPQP/3PP3/PPP1K1P1/R1B1R1N1 w - - 0 1",
        346_516,
        "alone",
    ),
    // Black's d6 and d4 with one pawn on the d-file: one of them takes on
    // d4, d5 or d6, and white's one victim, the light bishop, needs two
    // moves to d5 that white does not have. The pawn on the file hid it.
    (
        28,
        "r2qk2r/pppbn2p/3p1bp1/2P2p2/1P1p1P2/P1QPP1P1/3BK2P/RN2Nn1R w kq - 0 1",
        5_733_581,
        "more goal pawns on a file than pawns",
    ),
];

#[test]
fn regression_near_misses_are_refuted_before_the_search() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    for (plies, goal, before, why) in REFUTED_STATICALLY {
        let r = solve(&start, &parse_fen(goal).unwrap(), plies, &ProofGameOptions::default());
        assert_eq!(r.verdict, ProofGameVerdict::NoSolution, "{why}: {goal}");
        assert_eq!(r.positions_examined, 0, "{why}: {goal} (was {before})");
    }
}

/// Regression: `chess generate` wrote one goal twice. Of 20 economical
/// 2-ply games of seed 4, two pairs ended on the same position (and two
/// climbs of seed 61 with a spare move each on
/// `rnbq1bnr/ppp1p1pp/8/3p1p2/2K1kP2/8/PPPPP1PP/RNBQ1BNR w` at 12 plies);
/// a list holds each goal once.
#[test]
fn regression_chess_generate_writes_each_goal_once() {
    use solopddl::chess::random_game::{generate, GenerateOptions};
    let opts = GenerateOptions {
        start: parse_fen(INITIAL_FEN).unwrap(),
        plies: vec![2],
        per_length: 20,
        seed: 4,
        spare: 0,
        unique_only: false,
        walk: Walk::Economical,
        attempts: 20,
        climb_steps: 0,
        time_per_game: std::time::Duration::from_secs(10),
        memory_bytes: 1 << 30,
        control: Default::default(),
    };
    let made = generate(&opts, |_| {});
    let goals: Vec<String> = made.iter().map(|g| placement(&g.goal)).collect();
    let mut distinct = goals.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), goals.len(), "{goals:?}");
    assert_eq!(goals.len(), 20, "{goals:?}");
}

/// The count with bounds narrowed at every level
/// (`heuristic/narrowed.rs`, `NARROW_EVERYWHERE`): each position whose
/// moves left freeze more pieces is asked of bounds taken around them.
/// Counts equal plain exhaustive counting on
/// random instances from sparse starts, and the plainly bounded count on
/// 9- and 10-ply games from the initial array; the narrowed bounds are
/// asserted to cut positions.
#[test]
fn narrowed_bounds_count_what_exhaustive_counting_counts() {
    let mut rng = ChaCha8Rng::seed_from_u64(7201);
    let mut specials = Specials::default();
    let (mut narrowed, mut cuts, mut compared) = (0, 0, 0);
    for i in 0..120 {
        let opts = ProofGameOptions {
            check_shorter: false,
            threads: 1 + i % 2,
            narrow_at: NARROW_EVERYWHERE,
            audit_caches: i % 5 == 0,
            ..ProofGameOptions::default()
        };
        let start = parse_fen(SPARSE[rng.gen_range(0..SPARSE.len())]).unwrap();
        let plies = rng.gen_range(3..=8);
        let (goal, _) = walk(&mut rng, &start, plies, &mut specials);
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(
            r.count,
            count_exhaustively(&start, &goal, plies),
            "{} -> {} in {plies}",
            to_fen(&start),
            to_fen(&goal)
        );
        narrowed += r.narrowed_checks;
        cuts += r.narrowed_cuts;
        compared += 1;
    }
    let start = parse_fen(INITIAL_FEN).unwrap();
    for i in 0..30 {
        let plies = 9 + i % 2;
        let walk_kind = Walk::ALL[i as usize % Walk::ALL.len()];
        let Some((_, goal)) = walk_kind.game(&start, plies, 1, &mut rng) else {
            continue;
        };
        let Some(want) = count_with_filling_bound(&start, &goal, plies, 1_000_000) else {
            continue;
        };
        let opts = ProofGameOptions {
            check_shorter: false,
            narrow_at: NARROW_EVERYWHERE,
            ..ProofGameOptions::default()
        };
        let r = solve(&start, &goal, plies, &opts);
        assert_eq!(r.count, want, "{} in {plies}", to_fen(&goal));
        narrowed += r.narrowed_checks;
        cuts += r.narrowed_cuts;
        compared += 1;
    }
    assert!(compared >= 135, "{compared} compared");
    assert!(narrowed > 100, "{narrowed} positions asked of narrowed bounds");
    // About a dozen: the plain bounds cut most positions first on trees
    // this small. Freezing with one move fewer than the budget in the
    // narrowed walls fails the counts at once.
    assert!(cuts >= 5, "{cuts} positions cut by narrowed bounds");
}

/// Narrowing by default (at 30 and 24 plies left): the 46-ply goal of
/// BENCHMARKS.md's Session 72 is counted with positions cut by narrowed
/// bounds, to the same verdict as with `--narrow-at none` and in fewer
/// positions; `--narrow-at 30,24` is the default spelled out; a level past
/// 63 is refused with exit 2.
#[test]
fn the_proofgame_command_narrows_its_bounds_where_asked() {
    use assert_cmd::Command;
    let goal = "b6r/2N2rkp/pppp1p1b/B4Pp1/nn2p1q1/1NPPPBPP/PP5R/1RQ4K w - - 0 1";
    let run = |extra: &[&str]| {
        // Narrowing's figures alone: the probe would answer both first.
        let mut args = vec![
            "chess",
            "proofgame",
            goal,
            "--plies",
            "46",
            "--threads",
            "1",
            "--json",
            "--probe-after",
            "none",
        ];
        args.extend_from_slice(extra);
        let out = Command::cargo_bin("solopddl").unwrap().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let narrowed = run(&[]);
    let plain = run(&["--narrow-at", "none"]);
    assert_eq!(narrowed["verdict"], "at least 2 solutions");
    assert_eq!(narrowed["verdict"], plain["verdict"]);
    assert!(narrowed["narrowed_cuts"].as_u64().unwrap() > 0);
    assert_eq!(plain["narrowed_checks"], 0);
    assert!(narrowed["positions_examined"].as_u64().unwrap() < plain["positions_examined"].as_u64().unwrap());
    // One thread: the same positions, levels given or by default.
    let spelled_out = run(&["--narrow-at", "30,24"]);
    assert_eq!(spelled_out["positions_examined"], narrowed["positions_examined"]);
    Command::cargo_bin("solopddl")
        .unwrap()
        .args(["chess", "proofgame", goal, "--plies", "46", "--narrow-at", "64"])
        .assert()
        .code(2);
}

/// `--probe-after 0` probes before any counting: on the 46-ply goal above
/// it reaches the same verdict in fewer positions than the count alone
/// (`none`), with two distinct games that shakmaty replays to the goal; a
/// value that is neither a number nor `none` is refused with exit 2.
#[test]
fn the_proofgame_command_probes_where_asked_and_its_games_replay() {
    use assert_cmd::Command;
    use shakmaty::{fen::Fen, uci::UciMove, Chess, EnPassantMode, Position as _};
    let goal = "b6r/2N2rkp/pppp1p1b/B4Pp1/nn2p1q1/1NPPPBPP/PP5R/1RQ4K w - - 0 1";
    let run = |probe_after: &str| {
        let args = [
            "chess",
            "proofgame",
            goal,
            "--plies",
            "46",
            "--threads",
            "1",
            "--json",
            "--probe-after",
            probe_after,
        ];
        let out = Command::cargo_bin("solopddl").unwrap().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let probed = run("0");
    let counted = run("none");
    assert_eq!(probed["verdict"], "at least 2 solutions");
    assert_eq!(counted["verdict"], probed["verdict"]);
    let positions = |v: &serde_json::Value| v["positions_examined"].as_u64().unwrap();
    assert!(
        positions(&probed) < positions(&counted),
        "{} vs {}",
        positions(&probed),
        positions(&counted)
    );
    let games = probed["solutions_uci"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    assert_ne!(games[0], games[1]);
    for game in games {
        let mut pos = Chess::default();
        let moves = game.as_array().unwrap();
        assert_eq!(moves.len(), 46);
        for m in moves {
            let uci: UciMove = m.as_str().unwrap().parse().unwrap();
            let legal = uci.to_move(&pos).unwrap_or_else(|e| panic!("shakmaty refuses {m}: {e}"));
            pos.play_unchecked(&legal);
        }
        let reached = Fen::from_position(pos, EnPassantMode::Legal).to_string();
        let (wanted, _) = goal.split_once(' ').unwrap();
        assert_eq!(reached.split(' ').next().unwrap(), wanted);
    }
    Command::cargo_bin("solopddl")
        .unwrap()
        .args(["chess", "proofgame", goal, "--plies", "46", "--probe-after", "-1"])
        .assert()
        .code(2);
}

/// `--shortest` finds the castling goal's length, 18 plies (the
/// length A* once got wrong), unique, and its game replays in shakmaty;
/// with at most 16 plies it is `no solution` (exit 1); with --plies too it
/// is refused (exit 2).
#[test]
fn proofgame_shortest_finds_the_castling_goals_length_and_counts_it() {
    use assert_cmd::Command;
    use shakmaty::{fen::Fen, uci::UciMove, Chess, EnPassantMode, Position as _};
    let goal = "2r2rk1/pppn1ppp/3p1n2/1B2p1BQ/1b2P1bq/3P3N/PPPN1PPP/2KRR3 w";
    let out = Command::cargo_bin("solopddl")
        .unwrap()
        .args(["chess", "proofgame", goal, "--shortest", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((v["plies"].as_u64(), v["verdict"].as_str()), (Some(18), Some("unique")));
    assert_eq!(v["shortest_search"], true);
    let mut pos = Chess::default();
    let game = v["solutions_uci"][0].as_array().unwrap();
    assert_eq!(game.len(), 18);
    for m in game {
        let uci: UciMove = m.as_str().unwrap().parse().unwrap();
        pos.play_unchecked(&uci.to_move(&pos).unwrap());
    }
    let reached = Fen::from_position(pos, EnPassantMode::Legal).to_string();
    assert_eq!(reached.split(' ').take(2).collect::<Vec<_>>().join(" "), goal);
    Command::cargo_bin("solopddl")
        .unwrap()
        .args(["chess", "proofgame", goal, "--shortest", "16"])
        .assert()
        .code(1)
        .stdout(predicates::str::contains("no solution of at most 16 plies"));
    Command::cargo_bin("solopddl")
        .unwrap()
        .args(["chess", "proofgame", goal, "--shortest", "--plies", "18"])
        .assert()
        .code(2);
}
