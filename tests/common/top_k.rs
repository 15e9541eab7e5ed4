//! The top-k differential shared by `tests/symk.rs` and `tests/kstar.rs`:
//! random small puzzles, and a check that a planner's every-plan search
//! finds exactly `analyze`'s solutions (times n without a king), overall
//! and per first capture, each plan replayed natively.

use solopddl::pddl::Encoding;
use solopddl::planner::{Config, Outcome, Planner};
use solopddl::roundtrip::top_k::{all_plans_in_dir, plans_per_solution};
use solopddl::roundtrip::{CheckedPlan, Task};
use solopddl::solo::analysis::analyze::{analyze, AnalyzeOptions};
use solopddl::solo::rules::notation::to_solo_fen;
use solopddl::solo::{Puzzle, Role};
use std::collections::HashSet;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A configuration running `search` within 120 s and 3 GB.
pub fn every_plan(search: solopddl::planner::Search) -> Config {
    Config {
        search: Some(search),
        translate_options: vec![],
        time_limit: "120".parse().unwrap(),
        memory_limit: "3G".parse().unwrap(),
        format: solopddl::planner::TaskFormat::Pddl,
        control: Default::default(),
    }
}

/// Random puzzles with (or without) a king whose solution count is small
/// enough to dump every plan quickly (at most 2,000 plans).
pub fn puzzles(seed: u64, count: usize, king: bool) -> Vec<Puzzle> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let p = super::random_puzzle(&mut rng);
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

/// Runs the planner's every-plan search and compares every count with analyze's.
pub fn check(planner: &Planner, cfg: &Config, p: &Puzzle, encoding: Encoding) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let task = Task::Solo {
        puzzle: p.clone(),
        encoding,
    };
    let all = all_plans_in_dir(&task, planner, cfg, dir.path(), "t").unwrap();
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
            "{fen} [{}]: {} {:?}, expected {want_outcome:?}",
            encoding.name(),
            planner.name(),
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
        let want = m.solutions.saturating_u128() * per;
        let got = first.get(&m.capture).copied().unwrap_or(0);
        if got != want {
            failures.push(format!("{fen}: {got} plans start with {}, analyze says {want}", m.capture));
        }
    }
    failures
}
