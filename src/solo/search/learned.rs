//! A learned move ordering: a linear model over features of a capture and
//! of the position it leads to, trained on exact labels (does the capture
//! keep the puzzle solvable?) by [`crate::solo::learning::train`]. Scoring is a dot product,
//! evaluated at every node; the search stays exact (backtracking), the model
//! only orders. The default model is `models/capture-order.json`, embedded
//! in the binary.

use crate::board::Bitboard;
use crate::solo::search::prune::dead_best;
use crate::solo::search::state::SearchState;
use crate::solo::{Move, Role};
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
        if m.version != MODEL_VERSION {
            return Err(format!(
                "model version {} (this solopddl reads version {MODEL_VERSION}: train it again)",
                m.version
            ));
        }
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

/// The model file format this build reads and writes.
pub const MODEL_VERSION: u32 = 1;

/// The default model (trained by `solopddl train`, checked in under `models/`).
pub static DEFAULT_MODEL: LazyLock<Arc<Model>> = LazyLock::new(|| {
    Arc::new(
        Model::from_json(include_str!("../../../models/capture-order.json")).expect("the embedded model matches the features"),
    )
});

/// What one pass over every piece's captures tells about a position.
struct Captures {
    /// Captures available (every piece's targets).
    mobility: u32,
    /// Pieces that can capture something or be captured.
    engaged: u32,
    /// Captures the piece on `at` can make.
    from_at: u32,
    /// Pieces that can capture the piece on `at`.
    onto_at: u32,
}

/// One pass over the pieces: each piece's targets are generated once
/// (pairwise "who attacks whom" would generate them once per piece pair).
fn captures(s: &SearchState, at: crate::board::Square) -> Captures {
    let (mut mobility, mut from_at, mut onto_at) = (0, 0, 0);
    let (mut capturing, mut attacked) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for sq in s.occ {
        let t = s.targets_of(sq);
        mobility += t.count();
        if t.any() {
            capturing.insert(sq);
        }
        attacked |= t;
        if sq == at {
            from_at = t.count();
        } else if t.contains(at) {
            onto_at += 1;
        }
    }
    Captures {
        mobility,
        engaged: (capturing | (attacked & s.occ)).count(),
        from_at,
        onto_at,
    }
}

/// The features of capture `mv` in `s` (`start_pieces`: the puzzle's piece count).
pub fn features(s: &mut SearchState, mv: Move, start_pieces: u32) -> Features {
    let before = f64::from(s.mobility()) / s.pieces as f64;
    features_with(s, mv, start_pieces, before).0
}

/// [`features`] with "captures available before" given: it is the same for
/// every capture of a position, so an ordering needs it not at all (a linear
/// model adds the same term to every capture's score) and training computes it.
/// Also returns whether the pruning rules call the child dead (a feature the
/// search would otherwise compute again when it enters the child).
fn features_with(s: &mut SearchState, mv: Move, start_pieces: u32, before: f64) -> (Features, bool) {
    let (p, q) = (s.role(mv.from), s.role(mv.to));
    let scale = f64::from(start_pieces.max(2) - 1);
    let threatened = s.attackers_of(mv.from).count() as f64;
    let victim_budget = f64::from(s.budget[mv.to.index()]) / scale;
    let u = s.make(mv);
    let after_pieces = s.pieces as f64;
    let c = captures(s, mv.to);
    let dead = s.pieces > 1 && dead_best(s);
    let f = [
        f64::from(u8::from(p == Role::King)),
        if p == Role::King { 0.0 } else { p.rank() / 9.0 },
        q.rank().min(9.0) / 9.0,
        f64::from(s.budget[mv.to.index()]) / scale,
        victim_budget,
        f64::from(c.mobility) / after_pieces,
        before,
        (after_pieces - f64::from(c.engaged)) / after_pieces,
        f64::from(c.from_at),
        f64::from(c.onto_at),
        f64::from(u8::from(dead)),
        after_pieces / f64::from(start_pieces),
        s.spent.count() as f64 / after_pieces,
        threatened,
    ];
    s.unmake(u);
    (f, dead)
}

/// The default model's score of a capture, up to a term that is the same
/// for every capture of the position (so the order is the model's): the
/// position-wide "captures available before" is left out of the hot path.
pub fn learned_score(model: &Model, s: &mut SearchState, mv: Move, start_pieces: u32) -> f64 {
    learned_score_and_dead(model, s, mv, start_pieces).0
}

/// [`learned_score`] and whether `best`'s rules call the child dead.
pub fn learned_score_and_dead(model: &Model, s: &mut SearchState, mv: Move, start_pieces: u32) -> (f64, bool) {
    let (f, dead) = features_with(s, mv, start_pieces, 0.0);
    (model.score(&f), dead)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::rules::notation::parse_solo_fen;

    /// The one-pass counts equal their pairwise definitions in every
    /// position reached by a few captures.
    #[test]
    fn one_pass_counts_equal_the_pairwise_definitions() {
        let p = parse_solo_fen("3NPN1R/4KBNN/3R2B1/1Q4N1/2Q5/8/8/B7 2").unwrap();
        let mut s = SearchState::new(&p);
        let mut checked = 0;
        let mut moves = Vec::new();
        for _ in 0..6 {
            for at in s.occ {
                let c = captures(&s, at);
                assert_eq!(c.mobility, s.mobility());
                assert_eq!(c.from_at, s.targets_of(at).count());
                assert_eq!(c.onto_at, s.attackers_of(at).count());
                let engaged = s.occ.filter(|&q| s.targets_of(q).any() || s.attackers_of(q).any()).count();
                assert_eq!(c.engaged as usize, engaged);
                checked += 1;
            }
            moves.clear();
            s.legal_captures(&mut moves);
            let Some(&mv) = moves.get(moves.len() / 2) else { break };
            s.make(mv);
        }
        assert!(checked > 50, "{checked}");
    }
}
