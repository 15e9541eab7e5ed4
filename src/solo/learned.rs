//! A learned move ordering: a linear model over features of a capture and
//! of the position it leads to, trained on exact labels (does the capture
//! keep the puzzle solvable?) by [`super::train`]. Scoring is a dot product,
//! evaluated at every node; the search stays exact (backtracking), the model
//! only orders. The default model is `models/capture-order.json`, embedded
//! in the binary.

use super::heuristics::rank;
use super::prune::dead_best;
use super::state::SearchState;
use super::{Move, Role};
use std::sync::{Arc, LazyLock};

/// The features, in the model's order.
pub const FEATURES: [&str; 14] = [
    "mover is the king",
    "mover rank / 9",
    "victim rank / 9",
    "mover budget left after",
    "victim budget lost",
    "captures available after, per piece",
    "captures available before, per piece",
    "pieces that can neither capture nor be captured after, per piece",
    "mover's captures from its new square",
    "pieces that can capture the mover after",
    "child dead by the pruning rules",
    "pieces left / pieces at the start",
    "spent pieces after, per piece",
    "pieces that could capture the mover before",
];

/// One capture's features.
pub type Features = [f64; FEATURES.len()];

/// A linear model: score = intercept + weights · features (a logit).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Model {
    pub version: u32,
    pub features: Vec<String>,
    pub weights: Vec<f64>,
    pub intercept: f64,
    /// How it was trained (levels, puzzles, seed, examples, accuracy).
    pub trained: serde_json::Value,
}

impl Model {
    /// The logit of "this capture keeps the puzzle solvable".
    #[inline]
    pub fn score(&self, f: &Features) -> f64 {
        self.intercept + self.weights.iter().zip(f).map(|(w, x)| w * x).sum::<f64>()
    }

    /// Reads a model, checking that it has this build's features.
    pub fn from_json(text: &str) -> Result<Model, String> {
        let m: Model = serde_json::from_str(text).map_err(|e| format!("not a capture-order model: {e}"))?;
        if m.features != FEATURES || m.weights.len() != FEATURES.len() {
            return Err(format!(
                "the model has {} features ({}), this solopddl computes {}",
                m.weights.len(),
                m.features.join(", "),
                FEATURES.len()
            ));
        }
        Ok(m)
    }
}

/// The default model (trained by `solopddl train`, checked in under `models/`).
pub static DEFAULT_MODEL: LazyLock<Arc<Model>> = LazyLock::new(|| {
    Arc::new(Model::from_json(include_str!("../../models/capture-order.json")).expect("the embedded model matches the features"))
});

/// Pieces that can capture something or be captured.
fn engaged(s: &SearchState) -> u32 {
    let mut n = 0;
    for sq in s.occ {
        if s.targets_of(sq).any() || s.attackers_of(sq).any() {
            n += 1;
        }
    }
    n
}

/// The features of capture `mv` in `s` (`start_pieces`: the puzzle's piece count).
pub fn features(s: &mut SearchState, mv: Move, start_pieces: u32) -> Features {
    let before = f64::from(s.mobility()) / s.pieces as f64;
    features_with(s, mv, start_pieces, before)
}

/// [`features`] with "captures available before" given: it is the same for
/// every capture of a position, so an ordering needs it not at all (a linear
/// model adds the same term to every capture's score) and training computes it.
fn features_with(s: &mut SearchState, mv: Move, start_pieces: u32, before: f64) -> Features {
    let (p, q) = (s.role(mv.from), s.role(mv.to));
    let scale = f64::from(start_pieces.max(2) - 1);
    let threatened = s.attackers_of(mv.from).count() as f64;
    let victim_budget = f64::from(s.budget[mv.to.index()]) / scale;
    let u = s.make(mv);
    let after_pieces = s.pieces as f64;
    let f = [
        f64::from(u8::from(p == Role::King)),
        if p == Role::King { 0.0 } else { rank(p) / 9.0 },
        rank(q).min(9.0) / 9.0,
        f64::from(s.budget[mv.to.index()]) / scale,
        victim_budget,
        f64::from(s.mobility()) / after_pieces,
        before,
        (after_pieces - f64::from(engaged(s))) / after_pieces,
        s.targets_of(mv.to).count() as f64,
        s.attackers_of(mv.to).count() as f64,
        f64::from(u8::from(s.pieces > 1 && dead_best(s))),
        after_pieces / f64::from(start_pieces),
        s.spent.count() as f64 / after_pieces,
        threatened,
    ];
    s.unmake(u);
    f
}

/// The default model's score of a capture, up to a term that is the same
/// for every capture of the position (so the order is the model's): the
/// position-wide "captures available before" is left out of the hot path.
pub fn learned_score(model: &Model, s: &mut SearchState, mv: Move, start_pieces: u32) -> f64 {
    model.score(&features_with(s, mv, start_pieces, 0.0))
}
