//! Solo Chess suites: puzzles (generated, from a folder or named), plus
//! unsolvable variants made by perturbing solvable ones (certified by the
//! native solver, never statically dead), each with the native verdict,
//! node count and time, and `analyze`'s exact solution count and rating
//! where it finishes within a state limit.

use super::{parallel_map, DomainSuite, InstanceRow, SuiteError};
use crate::bench::instances::Instance;
use crate::pddl::Encoding;
use crate::solo::analysis::analyze::{analyze, AnalyzeOptions};
use crate::solo::analysis::perturb::{unsolvable_variant, PerturbOptions};
use crate::solo::rules::notation::to_solo_fen;
use crate::solo::search::solver::{solve, SolveOptions, Verdict};
use crate::solo::Puzzle;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// What goes into a Solo Chess suite.
#[derive(Clone, Debug)]
pub struct SoloSuiteOptions {
    pub instances: Vec<Instance>,
    /// Unsolvable variants to add (taken from puzzles spread over the levels).
    pub unsolvable: usize,
    pub seed: u64,
    pub encodings: Vec<Encoding>,
    /// `analyze`'s state limit per instance (its figures are left empty beyond it).
    pub analyze_states: u64,
    /// The native solver's node limit per instance (beyond it the verdict is `unknown`).
    pub node_limit: u64,
    /// Node limit of each perturbed candidate's unsolvability proof (larger: harder
    /// unsolvable instances, slower export).
    pub proof_node_limit: u64,
    /// Record native solve times (off for suites that must reproduce byte for byte).
    pub times: bool,
    /// Digits of the problem ids at least (3: `p001`; the learning layout's 2: `p01`).
    pub id_width: usize,
    /// Progress (`unsolvable variants` found, `puzzles solved` natively) and cancellation.
    pub control: crate::limits::Control,
}

struct Entry {
    name: String,
    puzzle: Puzzle,
}

/// The folder of an encoding's suite, `solo-chess-<encoding>`.
pub fn folder_name(enc: crate::pddl::Encoding) -> String {
    format!("solo-chess-{}", enc.name())
}

/// Builds one suite per encoding over the same instances.
pub fn suites(o: &SoloSuiteOptions) -> Result<Vec<DomainSuite>, SuiteError> {
    if o.instances.is_empty() {
        return Err(SuiteError::Input("no puzzles for the suite".into()));
    }
    if o.encodings.is_empty() {
        return Err(SuiteError::Input("--encodings: no encoding given".into()));
    }
    let mut entries: Vec<Entry> = o
        .instances
        .iter()
        .map(|i| Entry {
            name: i.id.clone(),
            puzzle: i.puzzle.clone(),
        })
        .collect();
    entries.extend(unsolvable_entries(o)?);
    // Ordered by size; the sort is stable, so generation order breaks ties.
    entries.sort_by_key(|e| e.puzzle.pieces().len());
    let solved = std::sync::atomic::AtomicU64::new(0);
    let rows = parallel_map(&entries, crate::limits::cores(), |e| {
        let row = native_row(e, o);
        o.control.report(
            "puzzles solved",
            solved.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1,
        );
        row
    });
    let ids = super::problem_ids_of_width(entries.len(), o.id_width);
    Ok(o.encodings
        .iter()
        .map(|&enc| DomainSuite {
            folder: folder_name(enc),
            domain: crate::pddl::solo::domain(enc),
            extra: Vec::new(),
            problems: entries
                .iter()
                .zip(&rows)
                .zip(&ids)
                .map(|((e, row), id)| {
                    let mut row = row.clone();
                    row.id = id.clone();
                    row.encoding = enc.name().to_string();
                    (row, crate::pddl::solo::problem(&e.puzzle, enc, id))
                })
                .collect(),
        })
        .collect())
}

/// Rounds of perturbation attempts over the sources before giving up.
const ROUNDS: u64 = 16;

/// `o.unsolvable` variants from sources spread evenly over the instances
/// (so every size gets its share). The spread sources are tried first, in
/// rounds with fresh random streams; then every source; a source gives a
/// second variant (`-unsolvable-2`, …) only in the last rounds.
fn unsolvable_entries(o: &SoloSuiteOptions) -> Result<Vec<Entry>, SuiteError> {
    if o.unsolvable == 0 {
        return Ok(vec![]);
    }
    let n = o.instances.len();
    let stride = (n as f64 / o.unsolvable as f64).max(1.0);
    let spread: Vec<usize> = (0..o.unsolvable.min(n)).map(|k| (k as f64 * stride) as usize).collect();
    let mut used = vec![0usize; n];
    let mut found = Vec::new();
    for round in 0..ROUNDS {
        let candidates: Vec<usize> = match round {
            r if r < ROUNDS / 2 => spread.iter().copied().filter(|&i| used[i] == 0).collect(),
            r if r < ROUNDS * 3 / 4 => (0..n).filter(|&i| used[i] == 0).collect(),
            _ => (0..n).collect(),
        };
        for chunk in candidates.chunks(crate::limits::cores() * 2) {
            let got = parallel_map(chunk, crate::limits::cores(), |&i| {
                let stream = (i as u64).wrapping_mul(0x9e37_79b9) ^ round.wrapping_mul(0x0100_0000_01b3);
                let mut rng = ChaCha8Rng::seed_from_u64(o.seed ^ 0x5eed_0000 ^ stream);
                unsolvable_variant(
                    &o.instances[i].puzzle,
                    PerturbOptions {
                        node_limit: o.proof_node_limit,
                        ..PerturbOptions::default()
                    },
                    &mut rng,
                )
                .map(|u| (i, u))
            });
            for (i, u) in got.into_iter().flatten() {
                o.control.report("unsolvable variants", found.len() as u64 + 1);
                if found.len() < o.unsolvable {
                    used[i] += 1;
                    let suffix = if used[i] == 1 {
                        String::new()
                    } else {
                        format!("-{}", used[i])
                    };
                    found.push(Entry {
                        name: format!("{}-unsolvable{suffix}", o.instances[i].id),
                        puzzle: u.puzzle,
                    });
                }
            }
            if found.len() >= o.unsolvable {
                return Ok(found);
            }
        }
    }
    Err(SuiteError::Input(format!(
        "--with-unsolvable {}: only {} unsolvable variants found among {n} puzzles",
        o.unsolvable,
        found.len()
    )))
}

fn native_row(e: &Entry, o: &SoloSuiteOptions) -> InstanceRow {
    let p = &e.puzzle;
    let opts = SolveOptions {
        node_limit: Some(o.node_limit),
        time_limit: None,
        ..SolveOptions::default()
    };
    let (verdict, stats) = solve(p, &opts);
    let n = p.pieces().len();
    let (verdict_name, plan_length) = match &verdict {
        Verdict::Solved(_) => ("solvable", Some(n - 1)),
        Verdict::Unsolvable => ("unsolvable", None),
        Verdict::Unknown => ("unknown", None),
    };
    let a = (o.analyze_states > 0).then(|| analyze(p, AnalyzeOptions::states(o.analyze_states)));
    let complete = a.as_ref().filter(|a| a.complete);
    let budgets: Vec<String> = p.pieces().iter().map(|x| x.budget.to_string()).collect();
    let budget = if budgets.windows(2).all(|w| w[0] == w[1]) {
        budgets[0].clone()
    } else {
        "mixed".into()
    };
    InstanceRow {
        id: String::new(),
        name: e.name.clone(),
        game: "solo-chess".into(),
        encoding: String::new(),
        source: to_solo_fen(p),
        goal: String::new(),
        pieces: n,
        board: p.board().to_string(),
        budget,
        verdict: verdict_name.into(),
        plan_length,
        optimal: plan_length.map(|_| true),
        solutions: complete.map(|a| a.solutions.to_string()),
        rating: complete.and_then(|a| a.rating).map(|r| (r * 1000.0).round() / 1000.0),
        native_nodes: Some(stats.nodes),
        native_time_ms: o.times.then(|| (stats.elapsed_ms * 1000.0).round() / 1000.0),
    }
}
