//! Single-player chess through the real Fast Downward: on random start/goal
//! pairs of small boards (kings or none, pawns near promotion, en passant,
//! castling on 8x3 boards) the optimal planner's plan length equals native
//! BFS's and every plan replays natively; targeted rule cases pin castling,
//! promotion by capture, pins, double check and checkmate goals.

use crate::common;

use predicates::prelude::*;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use solopddl::chess::fen::{parse_fen, to_fen};
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::problem::{parse_goal, ChessProblem};
use solopddl::chess::search::{search, Algorithm, Goal, Limits, Outcome};
use solopddl::chess::Position;
use solopddl::planner::val::ValVerdict;
use solopddl::planner::{Config, Planner, Search, TaskFormat};
use solopddl::roundtrip::{plan_in_dir, PlanOutcome, Task};

fn optimal(format: TaskFormat) -> Config {
    Config {
        translate_options: vec![],
        search: Some(Search::Search("astar(blind())".into())),
        time_limit: "120".parse().unwrap(),
        memory_limit: "2G".parse().unwrap(),
        format,
        control: Default::default(),
    }
}

/// Native BFS: the shortest plan length, or `None` if unreachable.
fn native(start: &Position, goal: &Goal) -> Option<usize> {
    let limits = Limits {
        max_states: 5_000_000,
        memory_bytes: 1 << 30,
        time: None,
        control: Default::default(),
    };
    match search(start, goal, Algorithm::Bfs, limits).unwrap().0 {
        Outcome::Plan(p) => Some(p.len()),
        Outcome::Unsolvable => None,
        other => panic!("native BFS hit a limit: {other:?}"),
    }
}

/// Fast Downward's optimal plan length (`None`: proven unsolvable) through
/// both routes, the PDDL task (translator) and the finite-domain task
/// solopddl writes; panics if they differ, if a plan does not replay
/// natively, if VAL (where installed) rejects it against the PDDL files, or
/// if the search component warns about the finite-domain task.
fn planner(driver: &Planner, start: &Position, goal: &Goal) -> Option<usize> {
    let pddl = planner_as(driver, start, goal, TaskFormat::Pddl);
    let sas = planner_as(driver, start, goal, TaskFormat::Sas);
    assert_eq!(
        pddl,
        sas,
        "{} -> {}: pddl route {pddl:?}, sas route {sas:?}",
        to_fen(start),
        to_fen(&goal.placement)
    );
    sas
}

fn planner_as(driver: &Planner, start: &Position, goal: &Goal, format: TaskFormat) -> Option<usize> {
    let checks = common::val_checks().unwrap_or_default();
    let dir = tempfile::tempdir().unwrap();
    let task = Task::Chess(ChessProblem {
        name: None,
        start: start.clone(),
        goal: goal.clone(),
    });
    let r = plan_in_dir(&task, driver, &optimal(format), &checks, dir.path(), "t").unwrap();
    if format == TaskFormat::Sas {
        let out = format!("{}{}", r.run.stdout, r.run.stderr).to_lowercase();
        assert!(
            !out.contains("warning"),
            "{}: the search component warns:\n{out}",
            to_fen(start)
        );
    }
    match r.outcome {
        PlanOutcome::Valid { moves } => {
            if checks.val.is_some() {
                assert_eq!(r.val, Some(ValVerdict::Valid), "{}: VAL on the plan {moves:?}", to_fen(start));
            }
            Some(moves.len())
        }
        PlanOutcome::Unsolvable => None,
        other => panic!(
            "{} [{}]: planner ended with {other:?}: {}",
            to_fen(start),
            format.name(),
            r.run.error_tail()
        ),
    }
}

/// `n` random pairs on 3x3..5x5 boards (and 8x3 for castling), goals 1–3
/// moves ahead, half of them with a fixed side to move.
fn random_pairs(n: usize, seed: u64) -> Vec<(Position, Goal)> {
    let starts = [
        "k2/3/2K w - - 0 1",
        "n2/3/2N w - - 0 1",
        "k3/4/4/1R1K w - - 0 1",
        "r3/4/4/2BR w - - 0 1",
        "3k/1P2/4/K2r w - - 0 1",
        "k3/1P2/4/3K b - - 0 1",
        "2k2/1p3/5/3P1/K3R w - - 0 1",
        "4k/1p3/5/2P2/K2R1 w - - 0 1",
        "k4/1p3/5/2P2/4K b - - 0 1",
        "5/1p1p1/5/2P2/5 w - - 0 1",
        "k4/5/5/1pP2/4K w - b3 0 1",
        "r3k2r/8/R3K2R w KQkq - 0 1",
        "r3k2r/8/R3K2R b KQkq - 0 1",
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pairs = Vec::new();
    for i in 0..n {
        let start = parse_fen(starts[i % starts.len()]).unwrap();
        let mut pos = start.clone();
        for _ in 0..rng.gen_range(1..=3) {
            let mut v = Vec::new();
            legal_moves(&pos, &mut v);
            if v.is_empty() {
                break;
            }
            pos = play(&pos, v[rng.gen_range(0..v.len())]);
        }
        let goal = Goal {
            turn: rng.gen_bool(0.5).then_some(pos.turn),
            placement: pos,
        };
        pairs.push((start, goal));
    }
    pairs
}

/// Random pairs, 32 in the suite and 156 in the full sweep
/// ([`common::sweep`]): the planner's optimal length is native BFS's.
#[test]
fn planner_lengths_equal_native_bfs_on_random_small_pairs() {
    let Some(driver) = common::fast_downward() else { return };
    assert_lengths_equal_native(&random_pairs(common::sweep(32, 156), 11), |start, goal| {
        Ok(planner(&driver, start, goal))
    });
}

/// Asserts that on every pair the planner's length (`None`: unsolvable;
/// `Err`: what went wrong) is native BFS's, listing every pair that differs.
fn assert_lengths_equal_native(
    pairs: &[(Position, Goal)],
    planner: impl Fn(&Position, &Goal) -> Result<Option<usize>, String> + Sync,
) {
    let failures = common::failures_in_parallel(pairs, |(start, goal)| {
        let (want, got) = (native(start, goal), planner(start, goal));
        if got == Ok(want) {
            return vec![];
        }
        vec![format!(
            "{} -> {}: native {want:?}, planner {got:?}",
            to_fen(start),
            to_fen(&goal.placement)
        )]
    });
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        pairs.len(),
        failures.join("\n")
    );
}

/// Native and planner agree, and the shortest length is the expected one.
fn case(start: &str, goal: &str, expected: Option<usize>) {
    let Some(driver) = common::fast_downward() else { return };
    let s = parse_fen(start).unwrap();
    let g = parse_goal(goal).unwrap();
    assert_eq!(native(&s, &g), expected, "native: {start} -> {goal}");
    assert_eq!(planner(&driver, &s, &g), expected, "planner: {start} -> {goal}");
}

/// Native and planner agree, and the goal is *not* `forbidden` moves away:
/// the one-move shortcut is illegal, so a detour (or nothing) is shortest.
fn case_not(start: &str, goal: &str, forbidden: usize) {
    let Some(driver) = common::fast_downward() else { return };
    let s = parse_fen(start).unwrap();
    let g = parse_goal(goal).unwrap();
    let want = native(&s, &g);
    assert_ne!(want, Some(forbidden), "native: {start} -> {goal}");
    assert_eq!(planner(&driver, &s, &g), want, "planner: {start} -> {goal}");
}

#[test]
fn castling_is_allowed_with_rights_and_free_unattacked_squares() {
    case("r3k2r/8/R3K2R w KQkq - 0 1", "r3k2r/8/R4RK1 b", Some(1));
    case("r3k2r/8/R3K2R w KQkq - 0 1", "r3k2r/8/2KR3R b", Some(1));
}

#[test]
fn castling_through_an_attacked_square_is_forbidden() {
    // The black rook on f3 covers f1: no O-O; the king and rook need a detour.
    case_not("5r2/8/4K2R w K - 0 1", "5r2/8/5RK1 b", 1);
    // In check: no castling out of it (the rook on e3 checks the king).
    case_not("r3r3/8/R3K2R w KQ - 0 1", "r3r3/8/R4RK1 b", 1);
}

#[test]
fn castling_without_the_right_is_forbidden() {
    case_not("4k3/8/R3K2R w Q - 0 1", "4k3/8/R4RK1 b", 1);
}

#[test]
fn promotion_by_capture() {
    case("1r1k/P3/4/K3 w - - 0 1", "1Q1k/4/4/K3", Some(1));
    case("1r1k/P3/4/K3 w - - 0 1", "1N1k/4/4/K3", Some(1));
}

#[test]
fn a_pinned_piece_cannot_leave_the_pin_line() {
    // The bishop on b1 is pinned by the rook on d1: Ba2 is not a move.
    case_not("k3/4/4/KB1r w - - 0 1", "k3/4/B3/K2r", 1);
}

#[test]
fn double_check_forces_a_king_move() {
    // Rook c5 and knight d3 both check c1: Rxd3 is illegal, only the king moves.
    case_not("2r2/5/R2n1/5/2K2 w - - 0 1", "2r2/5/3R1/5/2K2", 1);
    case("2r2/5/R2n1/5/2K2 w - - 0 1", "2r2/5/R2n1/5/3K1 b", Some(1));
}

/// En passant right after the double step. (That it is impossible later is
/// pinned by the random differential, whose starts include double steps.)
#[test]
fn en_passant_right_after_the_double_step() {
    // On 5 ranks: b4-b2 passes b3, and a2xb3 e.p. follows at once.
    case("k4/1p3/5/P4/4K b - - 0 1", "k4/5/1P3/5/4K b", Some(2));
    // The right from the FEN's en-passant square is used at once.
    case("k4/5/5/1pP2/4K w - b3 0 1", "k4/5/1P3/5/4K", Some(1));
}

#[test]
fn checkmate_as_a_goal() {
    // The thesis's Table 5.1 row 6: black is mated after 6 moves.
    case("k1K1/4/3r/RR2 b - - 0 1", "k2K/4/RR2/4", Some(6));
}

/// The CLI round trip on a thesis row: export, plan, map back, validate.
#[test]
fn plan_cli_round_trip_and_planner_plan_validation() {
    if common::fast_downward().is_none() {
        return;
    }
    let problem = concat!(env!("CARGO_MANIFEST_DIR"), "/problems/chess/thesis-4x4/row-6.chess");
    let dir = tempfile::tempdir().unwrap();
    let out = assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .args(["plan", problem, "--search", "astar(blind())", "--json", "--keep"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["plan"].as_array().unwrap().len(), 6);
    assert!(v["plan"][5].as_str().unwrap().ends_with('#'), "{}", v["plan"]);
    assert_eq!(v["planner"]["encoding"], "chess");
    // The planner's own plan file validates; a doctored one names the failing move.
    let plan = dir.path().join("sas_plan");
    assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .arg("validate")
        .arg(&plan)
        .args(["--puzzle", problem])
        .assert()
        .success();
    let bad = dir.path().join("bad_plan");
    std::fs::write(
        &bad,
        "(slide3 black white orth d2 c2 b2 a2)\n(slide1 black white orth a2 a3)\n",
    )
    .unwrap();
    assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .arg("validate")
        .arg(&bad)
        .args(["--puzzle", problem])
        .assert()
        .code(1)
        .stdout(predicates::str::starts_with("invalid: step 2 (line 2)").and(predicates::str::contains("white's move")));
}

/// `bench chess` runs the planner beside the native search and reports its figures.
#[test]
fn bench_chess_with_the_planner() {
    if common::fast_downward().is_none() {
        return;
    }
    let out = tempfile::tempdir().unwrap();
    assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .args(["bench", "chess"])
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/problems/chess/thesis-4x4/row-2.chess"))
        .args(["--searches", "astar", "--config", "astar(blind())", "--quiet", "--csv"])
        .arg(out.path().join("chess.csv"))
        .assert()
        .success();
    let csv = std::fs::read_to_string(out.path().join("chess.csv")).unwrap();
    let rows: Vec<&str> = csv.lines().skip(1).collect();
    assert_eq!(rows.len(), 2);
    let fd = rows.iter().find(|r| r.contains("fd:astar(blind())")).unwrap();
    assert!(fd.contains(",valid,2,"), "{fd}");
    assert!(fd.contains(",true,"), "{fd}");
    let cols: Vec<&str> = fd.rsplit(',').collect();
    assert_eq!(cols[0], "valid", "VAL's verdict is the last column: {fd}");
    let task_size: Vec<u64> = cols[1..4].iter().map(|x| x.parse().unwrap()).collect();
    assert!(task_size.iter().all(|&x| x > 0), "variables, operators, axioms: {fd}");
}

/// The domain without axioms (derived predicates inlined, wide static facts
/// narrowed; what Unified Planning reads) plans exactly as the native rules
/// allow: on random pairs of every start (castling, double steps, en
/// passant, promotion, pins; one pair each), Fast Downward's optimal length on it is
/// native BFS's and its plans replay natively. Grounding it on the 5x5
/// boards with kings and pawns of both colours takes 40-50 s a pair: the
/// suite keeps the en passant one of them, the full sweep
/// ([`common::sweep`]) all three more.
#[test]
fn the_domain_without_axioms_plans_as_long_as_native_bfs() {
    let Some(driver) = common::fast_downward() else { return };
    let slow = [6, 7, 8]; // indices into `random_pairs`'s starts
    let pairs: Vec<_> = random_pairs(13, 12)
        .into_iter()
        .enumerate()
        .filter(|(i, _)| common::sweep(0, 1) == 1 || !slow.contains(i))
        .map(|(_, pair)| pair)
        .collect();
    assert_eq!(pairs.len(), common::sweep(10, 13));
    assert_lengths_equal_native(&pairs, |start, goal| {
        let task = Task::Chess(ChessProblem {
            name: None,
            start: start.clone(),
            goal: goal.clone(),
        });
        let (domain, problem) = task.pddl_without_axioms("t");
        assert!(!domain.contains(":derived"), "{domain}");
        let given = solopddl::roundtrip::GivenPddl { domain, problem };
        let dir = tempfile::tempdir().unwrap();
        let config = optimal(TaskFormat::Pddl);
        let checks = Default::default();
        let r = solopddl::roundtrip::plan_pddl_in_dir(
            &task,
            solopddl::roundtrip::Source::Given(&given),
            &driver,
            &config,
            &checks,
            dir.path(),
            "t",
        )
        .unwrap();
        match r.outcome {
            PlanOutcome::Valid { moves } => Ok(Some(moves.len())),
            PlanOutcome::Unsolvable => Ok(None),
            other => Err(format!("{other:?}: {}", r.run.error_tail())),
        }
    });
}

/// `plan --pddl` on the files of `export --no-axioms`: the given problem is
/// recognised as the task's own, and the plan maps back and replays.
#[test]
fn plan_on_the_files_without_axioms_maps_back() {
    let Some(_) = common::fast_downward() else { return };
    let dir = tempfile::tempdir().unwrap();
    let row = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("problems/chess/thesis-4x4/row-3.chess");
    common::bin()
        .arg("export")
        .arg(&row)
        .args(["--no-axioms", "--out"])
        .arg(dir.path())
        .assert()
        .success();
    common::bin()
        .arg("plan")
        .arg(&row)
        .arg("--pddl")
        .arg(dir.path().join("domain.pddl"))
        .arg(dir.path().join("problem.pddl"))
        .assert()
        .success()
        .stdout("Ra2\nKd4\nKa3\n")
        .stderr(predicate::str::contains("(chess encoding, pddl format): valid;"));
}

/// `bench chess --count --count-planners fast-downward`: Fast Downward's optimal
/// search (A* with LM-cut, which the task for N plies admits: no axioms, no
/// conditional effects) runs beside the native count at the length A*
/// proved, and its plan has exactly that length and is VAL valid. A planner
/// with neither an optimal search of ours nor SymK's runs is refused, as
/// --planner or in --count-planners.
#[test]
fn bench_chess_count_runs_fast_downwards_optimal_search_on_the_task_for_the_proven_length() {
    if common::fast_downward().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("count.csv");
    let games = [("pg-n06-s1-02", "6", "36"), ("pg-n16-s1-02", "16", "28224000")];
    let game = |stem: &str| format!("{}/problems/chess/proofgames/{stem}.chess", env!("CARGO_MANIFEST_DIR"));
    assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .args([
            "bench",
            "chess",
            "--count",
            "--searches",
            "astar",
            // Named twice, it runs once.
            "--count-planners",
            "fast-downward,fast-downward",
        ])
        .args(games.map(|(g, ..)| game(g)))
        .args(["--time-limit", "60", "--quiet", "--csv"])
        .arg(&csv)
        .assert()
        .success()
        .stdout(predicates::str::contains("DISAGREEMENT").not());
    let text = std::fs::read_to_string(&csv).unwrap();
    let header: Vec<&str> = text.lines().next().unwrap().split(',').collect();
    let col = |row: &[&str], name: &str| row[header.iter().position(|h| *h == name).unwrap()].to_string();
    let rows: Vec<Vec<&str>> = text.lines().skip(1).map(|l| l.split(',').collect()).collect();
    let solvers: Vec<(String, String)> = rows.iter().map(|r| (col(r, "problem"), col(r, "solver"))).collect();
    assert_eq!(rows.len(), 6, "three runs per game, no verdict or top-k run: {solvers:?}");
    for (stem, plies, count) in games {
        let row = |solver: &str| {
            rows.iter()
                .find(|r| col(r, "problem").ends_with(stem) && col(r, "solver") == solver)
                .unwrap_or_else(|| panic!("{stem}: no {solver} row in {solvers:?}"))
        };
        assert_eq!(col(row("native:count"), "games"), count, "{stem}");
        let fd = row("fd:optimal/sas");
        let got = ["outcome", "length", "valid", "val"].map(|c| col(fd, c));
        assert_eq!(got, ["valid", plies, "true", "valid"], "{stem}: {fd:?}");
    }
    // As --planner, or named in --count-planners.
    for refused in [
        ["--planner-cmd", "my-planner {domain} {problem}"],
        ["--count-planners", "fast-downward,kstar"],
    ] {
        assert_cmd::Command::cargo_bin("solopddl")
            .unwrap()
            .args(["bench", "chess", "--count", "--searches", "astar"])
            .args(refused)
            .arg(game("pg-n06-s1-02"))
            .assert()
            .code(2)
            .stderr(predicates::str::contains(
                "--count: the planner's runs on the task for N plies need symk or fast-downward (as --planner or in --count-planners), or --native-only",
            ));
    }
}
