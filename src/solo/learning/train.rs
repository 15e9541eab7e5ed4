//! Training the learned move ordering ([`crate::solo::search::learned`]) on exact labels:
//! every reachable position of generated puzzles is solved exactly (a
//! memoised search over all captures), and every capture of a position that
//! has both winning and losing captures becomes one example, labelled by
//! whether it keeps the puzzle solvable. A logistic regression (linfa) is
//! fitted to the examples; puzzles are generated from the given seed, never
//! the evaluation seed of the benchmarks or the shared sample.

use crate::solo::analysis::generator::{generate, GenerateOptions};
use crate::solo::search::learned::{features, Features, Model, FEATURES};
use crate::solo::search::state::SearchState;
use crate::solo::{Move, Puzzle};
use linfa::prelude::*;
use linfa_logistic::LogisticRegression;
use ndarray::{Array1, Array2};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rustc_hash::FxHashMap;

/// What to train on.
#[derive(Clone, Debug)]
pub struct TrainOptions {
    pub levels: Vec<usize>,
    pub per_level: usize,
    pub seed: u64,
    pub shape: GenerateOptions,
    /// Positions solved per puzzle before its exploration stops.
    pub max_positions: usize,
    /// Examples kept per puzzle (a seeded sample), so large puzzles do not dominate.
    pub examples_per_puzzle: usize,
    /// L2 regularisation of the logistic regression.
    pub alpha: f64,
}

/// The trained model and how well it orders.
#[derive(Clone, Debug, serde::Serialize)]
pub struct TrainReport {
    pub puzzles: usize,
    /// Training examples (captures); for Q-learning, the steps played.
    pub examples: usize,
    /// Examples labelled winning; for Q-learning, the episodes solved.
    pub winning_examples: usize,
    /// Positions (with winning and losing captures) of the held-out fifth of
    /// the puzzles, and how often the model's first choice wins there.
    pub held_out_positions: usize,
    pub held_out_top1: f64,
    /// The same for a random choice (the share of winning captures).
    pub held_out_random_top1: f64,
    #[serde(skip)]
    pub model: Model,
}

/// The captures the solver considers (a king keeps its last capture for the end).
pub(super) fn captures(s: &SearchState, buf: &mut Vec<Move>) {
    buf.clear();
    s.legal_captures(buf);
    let kings = s.kings();
    let keep = s.pieces() > 2;
    buf.retain(|m| !(keep && kings.contains(m.from) && s.budget_at(m.from) == 1));
}

/// One position's captures with their exact labels.
pub(super) struct Labelled {
    features: Vec<Features>,
    wins: Vec<bool>,
}

struct Labeller<'a> {
    memo: FxHashMap<u128, bool>,
    max_positions: usize,
    start_pieces: u32,
    out: &'a mut Vec<Labelled>,
}

impl Labeller<'_> {
    /// Whether `s` is solvable; `None` when the position budget ran out.
    fn solve(&mut self, s: &mut SearchState) -> Option<bool> {
        if s.pieces() == 1 {
            return Some(true);
        }
        if let Some(&v) = self.memo.get(&s.key()) {
            return Some(v);
        }
        if self.memo.len() >= self.max_positions {
            return None;
        }
        let mut moves = Vec::new();
        captures(s, &mut moves);
        let mut wins = Vec::with_capacity(moves.len());
        for &mv in &moves {
            let u = s.make(mv);
            let r = self.solve(s);
            s.unmake(u);
            wins.push(r?);
        }
        let any = wins.iter().any(|&w| w);
        if any && wins.iter().any(|&w| !w) {
            let features = moves.iter().map(|&mv| features(s, mv, self.start_pieces)).collect();
            self.out.push(Labelled { features, wins });
        }
        self.memo.insert(s.key(), any);
        Some(any)
    }
}

fn labelled_positions(p: &Puzzle, max_positions: usize) -> Vec<Labelled> {
    let mut out = Vec::new();
    let mut s = SearchState::new(p);
    let mut l = Labeller {
        memo: FxHashMap::default(),
        max_positions,
        start_pieces: s.pieces(),
        out: &mut out,
    };
    let _ = l.solve(&mut s);
    out
}

/// The training puzzles: `per_level` per level, level n's stream seeded by
/// (seed, n). Every fifth one (index 4, 9, …) is held out for evaluation.
pub(super) fn training_puzzles(o: &TrainOptions) -> Result<Vec<Puzzle>, String> {
    let mut puzzles = Vec::new();
    for &n in &o.levels {
        let mut rng = ChaCha8Rng::seed_from_u64(o.seed.wrapping_mul(1_000_003).wrapping_add(n as u64));
        for _ in 0..o.per_level {
            let g = generate(&GenerateOptions { pieces: n, ..o.shape }, &mut rng).map_err(|e| e.to_string())?;
            puzzles.push(g.puzzle);
        }
    }
    Ok(puzzles)
}

/// Whether puzzle `i` of [`training_puzzles`] is held out.
pub(super) fn is_held_out(i: usize) -> bool {
    i % 5 == 4
}

/// The exactly labelled positions of the held-out puzzles.
pub(super) fn held_out_positions(puzzles: &[Puzzle], o: &TrainOptions) -> Vec<Labelled> {
    let held: Vec<&Puzzle> = puzzles
        .iter()
        .enumerate()
        .filter(|(i, _)| is_held_out(*i))
        .map(|(_, p)| p)
        .collect();
    held.into_iter()
        .flat_map(|p| labelled_positions(p, o.max_positions))
        .collect()
}

/// How often the model's first choice wins on labelled positions, and how
/// often a random choice does.
pub(super) fn top1(model: &Model, positions: &[Labelled]) -> (f64, f64) {
    let (mut top1, mut random) = (0.0, 0.0);
    for l in positions {
        let best = (0..l.features.len())
            .max_by(|&a, &b| model.score(&l.features[a]).total_cmp(&model.score(&l.features[b])))
            .expect("a labelled position has captures");
        top1 += f64::from(u8::from(l.wins[best]));
        random += l.wins.iter().filter(|&&w| w).count() as f64 / l.wins.len() as f64;
    }
    let h = positions.len().max(1) as f64;
    (top1 / h, random / h)
}

/// Generates the puzzles, labels them, fits the model.
pub fn train(o: &TrainOptions) -> Result<TrainReport, String> {
    let puzzles = training_puzzles(o)?;
    // Every fifth puzzle is held out to measure the ordering.
    let mut rng = ChaCha8Rng::seed_from_u64(o.seed ^ 0x5eed);
    let (mut rows, mut labels) = (Vec::<f64>::new(), Vec::<bool>::new());
    let mut held_out = Vec::new();
    for (i, p) in puzzles.iter().enumerate() {
        let positions = labelled_positions(p, o.max_positions);
        if is_held_out(i) {
            held_out.extend(positions);
            continue;
        }
        let mut examples: Vec<(Features, bool)> = positions
            .into_iter()
            .flat_map(|l| l.features.into_iter().zip(l.wins))
            .collect();
        // A seeded sample of at most `examples_per_puzzle` (partial Fisher–Yates).
        let keep = examples.len().min(o.examples_per_puzzle);
        for k in 0..keep {
            let j = rng.gen_range(k..examples.len());
            examples.swap(k, j);
        }
        examples.truncate(keep);
        for (f, w) in examples {
            rows.extend_from_slice(&f);
            labels.push(w);
        }
    }
    let examples = labels.len();
    if examples < 10 || labels.iter().all(|&w| w) || labels.iter().all(|&w| !w) {
        return Err(format!("too few informative examples ({examples}): add levels or puzzles"));
    }
    let x = Array2::from_shape_vec((examples, FEATURES.len()), rows.clone()).map_err(|e| e.to_string())?;
    let y = Array1::from_vec(labels.clone());
    let fitted = LogisticRegression::default()
        .alpha(o.alpha)
        .max_iterations(300)
        .fit(&Dataset::new(x, y))
        .map_err(|e| format!("training failed: {e}"))?;
    // linfa picks which label is the positive class; orient the logit so that
    // it grows with "keeps the puzzle solvable" (winning captures score higher).
    let (mut weights, mut intercept) = (fitted.params().to_vec(), fitted.intercept());
    let logit = |f: &[f64]| intercept + weights.iter().zip(f).map(|(w, x)| w * x).sum::<f64>();
    let (mut win, mut lose) = ((0.0, 0usize), (0.0, 0usize));
    for (f, &w) in rows.chunks(FEATURES.len()).zip(&labels) {
        let side = if w { &mut win } else { &mut lose };
        side.0 += logit(f);
        side.1 += 1;
    }
    if win.0 / win.1.max(1) as f64 <= lose.0 / lose.1.max(1) as f64 {
        weights.iter_mut().for_each(|w| *w = -*w);
        intercept = -intercept;
    }
    let model = Model {
        version: crate::solo::search::learned::MODEL_VERSION,
        features: FEATURES.iter().map(|f| f.to_string()).collect(),
        weights,
        intercept,
        trained: serde_json::json!({
            "command": format!(
                "solopddl train --levels {} --per-level {} --seed {}",
                o.levels.iter().map(|l| l.to_string()).collect::<Vec<_>>().join(","),
                o.per_level,
                o.seed
            ),
            "examples": examples,
            "max_positions": o.max_positions,
            "examples_per_puzzle": o.examples_per_puzzle,
            "alpha": o.alpha,
        }),
    };
    let (top1, random) = top1(&model, &held_out);
    Ok(TrainReport {
        puzzles: puzzles.len(),
        examples,
        winning_examples: labels.iter().filter(|&&w| w).count(),
        held_out_positions: held_out.len(),
        held_out_top1: top1,
        held_out_random_top1: random,
        model,
    })
}
