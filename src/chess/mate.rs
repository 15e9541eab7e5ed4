//! Forced mate in N: a depth-limited AND-OR search on the legal move
//! generator. At an OR node the side to move (the attacker) needs one move
//! after which every defence leads to mate within the remaining moves; at an
//! AND node one defence that escapes refutes the attacker's move. Both cut
//! off at the first decisive child. A transposition table remembers, per
//! position, the shortest mate found and the depth up to which none exists;
//! iterative deepening (mate in 1, 2, …) makes the key the shortest mate and
//! fills the table with refutations that the deeper iterations reuse.

use super::movegen::{in_check, legal_moves, play};
use super::{Move, Position};
use rustc_hash::FxHashMap;

/// What is known about an attacker-to-move position.
#[derive(Clone, Copy, Default)]
struct Entry {
    /// A mating move and the number of attacker moves it needs.
    mate: Option<(Move, u8)>,
    /// No forced mate in this many attacker moves or fewer.
    none_within: u8,
}

/// The result of a mate search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MateOutcome {
    /// The key move and the number of moves of the shortest forced mate.
    Mate { key: Move, moves: u32 },
    /// No forced mate within the requested number of moves.
    NoMate,
    /// The node limit was reached first.
    NodeLimit,
}

/// A defence and the attacker's continuation (empty when the defence is mated
/// or when the attacker's reply mates at once).
#[derive(Clone, Debug, serde::Serialize)]
pub struct TreeNode {
    /// The attacker's move (UCI).
    pub attack: String,
    /// The defender's replies, each with its own continuation.
    pub defences: Vec<(String, TreeNode)>,
}

/// A mate search with its transposition table.
pub struct MateSearch {
    table: FxHashMap<Position, Entry>,
    /// Positions visited.
    pub nodes: u64,
    max_nodes: u64,
    aborted: bool,
    control: crate::limits::Control,
}

impl MateSearch {
    pub fn new(max_nodes: u64) -> MateSearch {
        MateSearch {
            table: FxHashMap::default(),
            nodes: 0,
            max_nodes,
            aborted: false,
            control: Default::default(),
        }
    }

    /// Stops the search when `control` is cancelled (the outcome is then
    /// [`MateOutcome::NodeLimit`]: no verdict) and reports nodes to it.
    pub fn with_control(mut self, control: crate::limits::Control) -> MateSearch {
        self.control = control;
        self
    }

    /// Finds the shortest forced mate of at most `n` moves for the side to move.
    pub fn solve(&mut self, pos: &Position, n: u32) -> MateOutcome {
        let n = n.min(u8::MAX as u32) as u8;
        for depth in 1..=n {
            let found = self.attack(pos, depth);
            if self.aborted {
                return MateOutcome::NodeLimit;
            }
            if let Some(key) = found {
                return MateOutcome::Mate {
                    key,
                    moves: depth as u32,
                };
            }
        }
        MateOutcome::NoMate
    }

    /// A move that mates in at most `n` attacker moves against every defence.
    fn attack(&mut self, pos: &Position, n: u8) -> Option<Move> {
        let known = self.table.get(pos).copied().unwrap_or_default();
        if let Some((mv, _)) = known.mate.filter(|&(_, k)| k <= n) {
            return Some(mv);
        }
        if known.none_within >= n || self.aborted {
            return None;
        }
        self.nodes += 1;
        if self.nodes > self.max_nodes || (self.nodes & 1023 == 0 && self.control.tick("nodes", self.nodes)) {
            self.aborted = true;
            return None;
        }
        let mut moves = Vec::with_capacity(64);
        legal_moves(pos, &mut moves);
        // Checking moves first: they are the only ones that mate at once and
        // they leave the defence the fewest replies.
        let mut ordered: Vec<(bool, Move, Position)> = moves
            .into_iter()
            .map(|m| {
                let after = play(pos, m);
                (!in_check(&after, after.turn), m, after)
            })
            .collect();
        ordered.sort_by_key(|(quiet, _, _)| *quiet);
        let mut replies = Vec::with_capacity(64);
        let mut result = None;
        for (quiet, mv, after) in ordered {
            if n == 1 && quiet {
                break; // only a check can mate in one
            }
            replies.clear();
            legal_moves(&after, &mut replies);
            if replies.is_empty() {
                if !quiet {
                    result = Some(mv); // checkmate
                    break;
                }
                continue; // stalemate
            }
            if n > 1 && replies.iter().all(|&r| self.attack(&play(&after, r), n - 1).is_some()) {
                result = Some(mv);
                break;
            }
            if self.aborted {
                return None;
            }
        }
        let entry = self.table.entry(pos.clone()).or_default();
        match result {
            Some(mv) => entry.mate = Some((mv, n)),
            None => entry.none_within = entry.none_within.max(n),
        }
        result
    }

    /// The solution tree of a mate in `n` starting with `key`: every defence
    /// and the attacker's answer, down to mate.
    pub fn tree(&mut self, pos: &Position, key: Move, n: u8) -> TreeNode {
        let after = play(pos, key);
        let mut replies = Vec::new();
        legal_moves(&after, &mut replies);
        let mut defences = Vec::new();
        if n > 1 {
            for r in replies {
                let next = play(&after, r);
                if let Some(answer) = self.attack(&next, n - 1) {
                    defences.push((r.to_string(), self.tree(&next, answer, n - 1)));
                }
            }
        }
        TreeNode {
            attack: key.to_string(),
            defences,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn solve(fen: &str, n: u32) -> MateOutcome {
        MateSearch::new(50_000_000).solve(&parse_fen(fen).unwrap(), n)
    }

    fn key(o: &MateOutcome) -> String {
        match o {
            MateOutcome::Mate { key, .. } => key.to_string(),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn mate_in_one_and_stalemate_is_not_mate() {
        // Back-rank mate.
        assert_eq!(key(&solve("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1)), "a1a8");
        // Qc7 would stalemate; the key must really mate.
        let fen = "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1";
        let MateOutcome::Mate { key, moves: 1 } = solve(fen, 1) else {
            panic!("mate in 1 expected")
        };
        let after = play(&parse_fen(fen).unwrap(), key);
        let mut replies = Vec::new();
        legal_moves(&after, &mut replies);
        assert!(replies.is_empty() && in_check(&after, after.turn), "{key}");
        // Kc7 stalemates; nothing mates.
        assert_eq!(solve("k7/P7/1K6/8/8/8/8/8 w - - 0 1", 1), MateOutcome::NoMate);
        // Bare kings: no mate at any depth.
        assert_eq!(solve("k7/8/1K6/8/8/8/8/8 w - - 0 1", 3), MateOutcome::NoMate);
    }

    #[test]
    fn the_seed_mate_in_two_puzzles() {
        let first = solve("3qr2k/pbpp2pp/1p5N/3Q2b1/2P1P3/P7/1PP2PPP/R4RK1 w - - 0 1", 2);
        assert_eq!(key(&first), "d5g8");
        assert!(matches!(first, MateOutcome::Mate { moves: 2, .. }));
        let second = solve("r1bq2k1/ppp2r1p/2np1pNQ/2bNpp2/2B1P3/3P4/PPP2PPP/R3K2R w KQ - 0 1", 2);
        assert_eq!(key(&second), "d5f6");
    }

    #[test]
    fn every_defence_in_the_tree_is_answered_by_mate() {
        let pos = parse_fen("3qr2k/pbpp2pp/1p5N/3Q2b1/2P1P3/P7/1PP2PPP/R4RK1 w - - 0 1").unwrap();
        let mut s = MateSearch::new(50_000_000);
        let MateOutcome::Mate { key, moves } = s.solve(&pos, 2) else {
            panic!("mate in 2 expected")
        };
        let tree = s.tree(&pos, key, moves as u8);
        // Qg8+ has one legal reply (the knight on h6 guards g8): Rxg8, met by Nf7#.
        assert_eq!(tree.defences.len(), 1);
        for (_, answer) in &tree.defences {
            assert_eq!(answer.attack, "h6f7");
        }
    }
}
