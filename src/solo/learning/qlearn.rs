//! The reinforcement-learning seed's way of learning the move ordering, for
//! comparison with exact labels ([`crate::solo::learning::train`]): Q-learning from the
//! game's own reward, with no solver as a teacher.
//!
//! The same linear model over the same capture features is used, read as
//! Q(position, capture) = σ(w · features): the probability of solving the
//! puzzle after the capture. Episodes are played on the training puzzles
//! (never the held-out fifth) with an ε-greedy policy; the reward is 1 when
//! one piece is left and 0 when no capture is possible, and each step moves
//! Q towards the target r (end of the episode) or max over the next
//! position's captures of Q (one-step Q-learning, undiscounted: every
//! episode ends within n − 1 captures). The gradient step of σ under the
//! cross-entropy loss is (target − Q) · features.

use crate::solo::learning::train::{
    captures, held_out_positions, is_held_out, top1, training_puzzles, TrainOptions, TrainReport,
};
use crate::solo::search::learned::{features, Features, Model, FEATURES};
use crate::solo::search::state::SearchState;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Settings of the Q-learning run.
#[derive(Clone, Copy, Debug)]
pub struct QOptions {
    /// Episodes played per training puzzle, spread over the whole run.
    pub episodes_per_puzzle: usize,
    /// Step size of the gradient updates.
    pub learning_rate: f64,
    /// Exploration: ε falls linearly from `epsilon_start` to `epsilon_end`.
    pub epsilon_start: f64,
    pub epsilon_end: f64,
}

impl Default for QOptions {
    fn default() -> Self {
        QOptions {
            episodes_per_puzzle: 200,
            learning_rate: 0.01,
            epsilon_start: 1.0,
            epsilon_end: 0.05,
        }
    }
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

struct Learner {
    weights: Vec<f64>,
    intercept: f64,
    lr: f64,
}

impl Learner {
    fn logit(&self, f: &Features) -> f64 {
        self.intercept + self.weights.iter().zip(f).map(|(w, x)| w * x).sum::<f64>()
    }

    fn update(&mut self, f: &Features, target: f64) {
        let err = target - sigmoid(self.logit(f));
        for (w, x) in self.weights.iter_mut().zip(f) {
            *w += self.lr * err * x;
        }
        self.intercept += self.lr * err;
    }
}

/// Trains by Q-learning; the report's held-out figures use exact labels
/// (for evaluation only: they never reach the learner).
pub fn train_q(o: &TrainOptions, q: &QOptions) -> Result<TrainReport, String> {
    let puzzles = training_puzzles(o)?;
    let train: Vec<_> = puzzles
        .iter()
        .enumerate()
        .filter(|(i, _)| !is_held_out(*i))
        .map(|(_, p)| p)
        .collect();
    if train.is_empty() || q.episodes_per_puzzle == 0 {
        return Err("Q-learning needs training puzzles and episodes".into());
    }
    let mut rng = ChaCha8Rng::seed_from_u64(o.seed ^ 0x51_0e4a);
    let mut l = Learner {
        weights: vec![0.0; FEATURES.len()],
        intercept: 0.0,
        lr: q.learning_rate,
    };
    let total = train.len() * q.episodes_per_puzzle;
    let (mut moves, mut next_moves) = (Vec::new(), Vec::new());
    let mut steps = 0usize;
    let mut solved_episodes = 0usize;
    for episode in 0..total {
        let p = train[rng.gen_range(0..train.len())];
        let epsilon = q.epsilon_start + (q.epsilon_end - q.epsilon_start) * episode as f64 / total as f64;
        let mut s = SearchState::new(p);
        let start = s.pieces();
        captures(&s, &mut moves);
        while !moves.is_empty() {
            let feats: Vec<Features> = moves.iter().map(|&mv| features(&mut s, mv, start)).collect();
            let pick = if rng.gen::<f64>() < epsilon {
                rng.gen_range(0..moves.len())
            } else {
                (0..moves.len())
                    .max_by(|&a, &b| l.logit(&feats[a]).total_cmp(&l.logit(&feats[b])))
                    .expect("captures")
            };
            s.make(moves[pick]);
            steps += 1;
            captures(&s, &mut next_moves);
            let target = if s.pieces() == 1 {
                solved_episodes += 1;
                1.0
            } else if next_moves.is_empty() {
                0.0
            } else {
                next_moves
                    .iter()
                    .map(|&mv| sigmoid(l.logit(&features(&mut s, mv, start))))
                    .fold(0.0, f64::max)
            };
            l.update(&feats[pick], target);
            std::mem::swap(&mut moves, &mut next_moves);
            if s.pieces() == 1 {
                break;
            }
        }
    }
    let model = Model {
        version: crate::solo::search::learned::MODEL_VERSION,
        features: FEATURES.iter().map(|f| f.to_string()).collect(),
        weights: l.weights,
        intercept: l.intercept,
        trained: serde_json::json!({
            "command": format!(
                "solopddl train --method q-learning --levels {} --per-level {} --seed {} --episodes {}",
                o.levels.iter().map(|l| l.to_string()).collect::<Vec<_>>().join(","),
                o.per_level,
                o.seed,
                q.episodes_per_puzzle
            ),
            "method": "q-learning",
            "episodes": total,
            "steps": steps,
            "solved_episodes": solved_episodes,
            "learning_rate": q.learning_rate,
            "epsilon": [q.epsilon_start, q.epsilon_end],
        }),
    };
    let held = held_out_positions(&puzzles, o);
    let (top1, random) = top1(&model, &held);
    Ok(TrainReport {
        puzzles: puzzles.len(),
        examples: steps,
        winning_examples: solved_episodes,
        held_out_positions: held.len(),
        held_out_top1: top1,
        held_out_random_top1: random,
        model,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::analysis::generator::GenerateOptions;
    use crate::solo::Budget;

    /// A short run learns something: on held-out positions its first choice
    /// wins more often than a random choice, and the run is reproducible.
    #[test]
    fn q_learning_beats_random_choice_and_is_reproducible() {
        let o = TrainOptions {
            levels: vec![6, 7, 8],
            per_level: 10,
            seed: 5,
            shape: GenerateOptions {
                pieces: 0,
                board: crate::board::Board::new(8, 8).unwrap(),
                budget: Budget::Limited(2),
                king: true,
            },
            max_positions: 20_000,
            examples_per_puzzle: 100,
            alpha: 0.01,
        };
        let q = QOptions {
            episodes_per_puzzle: 100,
            ..QOptions::default()
        };
        let a = train_q(&o, &q).unwrap();
        assert!(a.held_out_positions > 20);
        assert!(
            a.held_out_top1 > a.held_out_random_top1 + 0.05,
            "{} vs {}",
            a.held_out_top1,
            a.held_out_random_top1
        );
        let b = train_q(&o, &q).unwrap();
        assert_eq!(a.model, b.model);
    }
}
