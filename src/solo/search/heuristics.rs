//! Move-ordering heuristics: the thesis's Rank, Attack, Center and Random
//! (*Solving Solo Chess*, §3.3), and `best`, this project's ordering.
//! Higher scores are tried first; ties are broken by a seeded random key.

use crate::board::Square;
use crate::solo::search::learned::Model;
use crate::solo::search::state::SearchState;
use crate::solo::Move;
use std::fmt;
use std::str::FromStr;

/// A move-ordering heuristic (with its pruning level: see `solver`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Heuristic {
    Rank,
    Attack,
    Center,
    Random,
    Best,
    /// The learned ordering (models/capture-order.json) with the thesis's pruning.
    Learned,
    /// `best`'s pruning and restarts; the restarts alternate `best`'s
    /// ordering and the learned one (a portfolio sharing the dead tables).
    LearnedBest,
}

impl Heuristic {
    pub const ALL: [Heuristic; 7] = [
        Heuristic::Random,
        Heuristic::Rank,
        Heuristic::Attack,
        Heuristic::Center,
        Heuristic::Best,
        Heuristic::Learned,
        Heuristic::LearnedBest,
    ];
    /// Whether it uses `best`'s pruning rules and restarts.
    pub fn best_pruning(self) -> bool {
        matches!(self, Heuristic::Best | Heuristic::LearnedBest)
    }
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::Rank => "rank",
            Heuristic::Attack => "attack",
            Heuristic::Center => "center",
            Heuristic::Random => "random",
            Heuristic::Best => "best",
            Heuristic::Learned => "learned",
            Heuristic::LearnedBest => "learned-best",
        }
    }
}

impl fmt::Display for Heuristic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Heuristic {
    type Err = String;
    fn from_str(s: &str) -> Result<Heuristic, String> {
        Heuristic::ALL.into_iter().find(|h| h.name() == s).ok_or_else(|| {
            format!("unknown heuristic '{s}' (expected rank, attack, center, random, best, learned or learned-best)")
        })
    }
}

/// The Center heuristic's centre: the king's square, or else the square
/// attacked by the most pieces in the start position (lowest square on ties).
pub fn center_square(s: &SearchState) -> Square {
    if let Some(k) = s.kings().first() {
        return k;
    }
    let mut best = (0u32, s.occ.first().expect("a puzzle has pieces"));
    for sq in s.geo.mask {
        let n = s
            .occ
            .filter(|&p| p != sq && s.attacks_from(s.role(p), p).contains(sq))
            .count() as u32;
        if n > best.0 {
            best = (n, sq);
        }
    }
    best.1
}

fn dist(a: Square, b: Square) -> f64 {
    let df = a.file() as f64 - b.file() as f64;
    let dr = a.rank() as f64 - b.rank() as f64;
    (df * df + dr * dr).sqrt()
}

/// Number of captures the piece on `sq` can make now.
fn out(s: &SearchState, sq: Square) -> u32 {
    s.targets_of(sq).count()
}

/// Scores a capture under a thesis heuristic (Random scores every move 0).
pub fn score(h: Heuristic, s: &mut SearchState, mv: Move, center: Square, start_pieces: u32, model: &Model) -> f64 {
    let (p, q) = (s.role(mv.from), s.role(mv.to));
    match h {
        Heuristic::Random => 0.0,
        Heuristic::Rank => {
            // h = 1 / (rank(p) + capturesLeft(q) * rank(q)); same order as its negated denominator.
            1.0 / (p.rank() + s.budget[mv.to.index()] as f64 * q.rank())
        }
        Heuristic::Attack => {
            // h = out'(p) - out(p) - out(q) - in(p)
            let before = out(s, mv.from) as f64 + out(s, mv.to) as f64 + s.attackers_of(mv.from).count() as f64;
            let u = s.make(mv);
            let after = out(s, mv.to) as f64;
            s.unmake(u);
            after - before
        }
        Heuristic::Center => dist(mv.from, mv.to) + dist(mv.from, center),
        Heuristic::Best => best_score(s, mv),
        Heuristic::Learned | Heuristic::LearnedBest => crate::solo::search::learned::learned_score(model, s, mv, start_pieces),
    }
}

/// This project's ordering: keep options open — prefer the capture after
/// which the most captures are possible (dead ends have none) — and break
/// near-ties with the thesis's Rank idea: capture with cheap pieces, and
/// capture pieces whose remaining budget is worth little.
fn best_score(s: &mut SearchState, mv: Move) -> f64 {
    let (p, q) = (s.role(mv.from), s.role(mv.to));
    let qb = s.budget[mv.to.index()] as f64;
    let u = s.make(mv);
    let mobility = s.mobility();
    s.unmake(u);
    mobility as f64 - (p.rank() + qb * q.rank())
}
