//! SymK (installed by scripts/install-planners.sh) against the native
//! strong solution: top-k planning with num_plans=infinity enumerates every
//! plan, and their count must equal `analyze`'s exact solution count (times
//! n without a king: the survivor choice can stand at n places). Also
//! SymK's exit 12 read as a proof of unsolvability. A missing SymK fails
//! these tests.

mod common;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use solopddl::pddl::Encoding;
use solopddl::planner::{Config, Outcome, Planner};
use solopddl::roundtrip::top_k::{all_plans_in_dir, plans_per_solution, top_k_search};
use solopddl::roundtrip::{CheckedPlan, Task};
use solopddl::solo::analysis::analyze::{analyze, AnalyzeOptions};
use solopddl::solo::rules::notation::to_solo_fen;
use solopddl::solo::{Puzzle, Role};
use std::collections::HashSet;

fn top_k() -> Config {
    Config {
        search: Some(top_k_search(None)),
        translate_options: vec![],
        time_limit: "120".parse().unwrap(),
        memory_limit: "3G".parse().unwrap(),
        format: solopddl::planner::TaskFormat::Pddl,
        control: Default::default(),
    }
}

/// Random puzzles with (or without) a king whose solution count is small
/// enough to dump every plan quickly (at most 2,000 plans).
fn puzzles(seed: u64, count: usize, king: bool) -> Vec<Puzzle> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let p = common::random_puzzle(&mut rng);
        if p.pieces().iter().any(|x| x.role == Role::King) != king {
            continue;
        }
        let a = analyze(&p, AnalyzeOptions::states(1_000_000));
        let per = plans_per_solution(king, p.pieces().len());
        if a.complete && a.solution_count() * per <= 2000 {
            out.push(p);
        }
    }
    out
}

/// Runs SymK's top-k search and compares every count with analyze's.
fn check(symk: &Planner, p: &Puzzle, encoding: Encoding) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let task = Task::Solo {
        puzzle: p.clone(),
        encoding,
    };
    let all = all_plans_in_dir(&task, symk, &top_k(), dir.path(), "t").unwrap();
    let a = analyze(p, AnalyzeOptions::states(1_000_000));
    let per = plans_per_solution(p.pieces().iter().any(|x| x.role == Role::King), p.pieces().len());
    let fen = to_solo_fen(p);
    let mut failures = Vec::new();
    let expected = a.solution_count() * per;
    let want_outcome = if expected == 0 {
        Outcome::Unsolvable
    } else {
        Outcome::PlanFound
    };
    if all.run.outcome != want_outcome {
        failures.push(format!(
            "{fen} [{}]: SymK {:?}, expected {want_outcome:?}",
            encoding.name(),
            all.run.outcome
        ));
    }
    let mut sequences = HashSet::new();
    let mut first: std::collections::HashMap<String, u128> = Default::default();
    for plan in &all.plans {
        match plan {
            CheckedPlan::Valid { moves } => {
                *first.entry(moves[0].clone()).or_default() += 1;
                sequences.insert(moves.clone());
            }
            other => failures.push(format!("{fen} [{}]: {other:?}", encoding.name())),
        }
    }
    if all.plans.len() as u128 != expected || sequences.len() as u128 != a.solution_count() {
        failures.push(format!(
            "{fen} [{}]: {} plans ({} distinct sequences), analyze {} solutions × {per}",
            encoding.name(),
            all.plans.len(),
            sequences.len(),
            a.solutions
        ));
    }
    for m in &a.moves {
        let want = m.solutions.parse::<u128>().unwrap() * per;
        let got = first.get(&m.capture).copied().unwrap_or(0);
        if got != want {
            failures.push(format!("{fen}: {got} plans start with {}, analyze says {want}", m.capture));
        }
    }
    failures
}

/// ≥ 200 random small puzzles with a king (squares encoding): SymK's plan
/// count equals analyze's solution count, overall and per first capture,
/// every plan replays natively, and unsolvable ones are proven so.
#[test]
fn symk_plan_counts_equal_analyze_with_a_king() {
    let Some(symk) = common::symk() else { return };
    let ps = puzzles(41, 200, true);
    let unsolvable = ps
        .iter()
        .filter(|p| analyze(p, AnalyzeOptions::states(1_000_000)).solution_count() == 0)
        .count();
    assert!(unsolvable >= 20, "only {unsolvable} unsolvable puzzles");
    let f = common::failures_in_parallel(&ps, |p| check(&symk, p, Encoding::Squares));
    assert!(f.is_empty(), "{} failures:\n{}", f.len(), f.join("\n"));
}

/// Without a king every solution is n plans; the objects and strips
/// encodings count the same way.
#[test]
fn symk_plan_counts_without_a_king_and_in_the_other_encodings() {
    let Some(symk) = common::symk() else { return };
    let no_king = puzzles(43, 30, false);
    let mut f = common::failures_in_parallel(&no_king, |p| check(&symk, p, Encoding::Squares));
    let king = puzzles(44, 12, true);
    f.extend(common::failures_in_parallel(&king, |p| {
        let mut v = check(&symk, p, Encoding::Objects);
        v.extend(check(&symk, p, Encoding::Strips));
        v
    }));
    assert!(f.is_empty(), "{} failures:\n{}", f.len(), f.join("\n"));
}

/// The `plans` command agrees on the documented example (1,009 plans).
#[test]
fn plans_command_counts_the_example() {
    if common::symk().is_none() {
        return;
    }
    let out = assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .args(["plans", "8/8/8/6N1/5B2/7P/5BKQ/4B1N1 2", "--planner", "symk", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["plans"], 1009);
    assert_eq!(v["valid"], 1009);
    assert_eq!(v["solutions"], "1009");
    assert_eq!(v["agree"], true);
    // Issue 27: the outcome in the words every other command uses (it was `PlanFound`).
    assert_eq!(v["outcome"], "plan-found");
    // Fast Downward is no top-k planner: refused as unsupported.
    assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .args(["plans", "QRK"])
        .assert()
        .code(7);
}
