//! Planner plans of the Solo Chess encodings mapped back to captures,
//! strictly: every action must be one of the domain's, with its exact arity,
//! and its arguments must be the ones the task's own facts allow at that
//! step (the mover's role or object, its budget count and the next lower
//! one, the listed path squares). The captures themselves are then replayed
//! by the simulator, which judges their legality.

use super::plan::Action;
use super::solo_occupants::{Occupant, Occupants};
use crate::board::Square;
use crate::solo::rules::reach::reach_squares;
use crate::solo::{Move, Puzzle, Role, WrittenMove};

/// A step that is no action of the encoding, or whose arguments contradict the task.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("step {step} (line {line}) {action}: {reason}")]
pub struct UnmappableStep {
    /// 1-based index among the plan's actions.
    pub step: usize,
    pub line: usize,
    pub action: String,
    pub reason: String,
}

struct Tracker<'p> {
    puzzle: &'p Puzzle,
    pieces: Occupants,
    /// Whether the survivor is fixed (by a king, or by `choose-survivor`).
    chosen: bool,
}

impl<'p> Tracker<'p> {
    fn new(puzzle: &'p Puzzle) -> Tracker<'p> {
        let pieces = Occupants::new(puzzle);
        let chosen = pieces.royal.is_some();
        Tracker { puzzle, pieces, chosen }
    }

    fn at(&self, sq: Square) -> Option<&Occupant> {
        self.pieces.at(sq)
    }

    fn square(&self, s: &str) -> Result<Square, String> {
        self.puzzle
            .board()
            .parse_square(s)
            .ok_or_else(|| format!("'{s}' is not a square of the {} board", self.puzzle.board()))
    }

    /// Checks the mover's budget counts `c` and `c1` against the tracked budget.
    fn check_counts(&self, from: Square, c: &str, c1: &str) -> Result<(), String> {
        let Some(o) = self.at(from) else { return Ok(()) };
        if c != format!("n{}", o.count) {
            return Err(format!("the piece on {from} has n{} captures left, not {c}", o.count));
        }
        match o.count.checked_sub(1) {
            Some(next) if c1 == format!("n{next}") => Ok(()),
            Some(next) => Err(format!("the budget must go down from {c} to n{next}, not to {c1}")),
            None => Err(format!("the piece on {from} has no captures left")),
        }
    }

    /// Plays a mapped capture on the tracked squares.
    fn play(&mut self, from: Square, to: Square) {
        self.pieces.play(from, to);
    }

    fn map(&mut self, a: &Action) -> Result<Option<WrittenMove>, String> {
        let arity = |n: usize| {
            if a.args.len() == n {
                Ok(())
            } else {
                Err(format!("'{}' takes {n} arguments, not {}", a.name, a.args.len()))
            }
        };
        if a.name == "choose-survivor" {
            arity(1)?;
            if self.chosen {
                return Err("the survivor is already fixed".into());
            }
            let sq = match self.square(&a.args[0]) {
                Ok(sq) => sq,
                // The objects encoding names the piece.
                Err(_) => (self.pieces.index_of_object(&a.args[0]))
                    .and_then(|i| self.puzzle.board().squares().find(|q| q.index() == i))
                    .ok_or_else(|| format!("'{}' is neither a square nor a piece of the task", a.args[0]))?,
            };
            if self.at(sq).is_none() {
                return Err(format!("no piece stands on {sq}"));
            }
            self.pieces.royal = Some(sq);
            self.chosen = true;
            return Ok(None);
        }
        // Squares encoding: (capture-K ?r ?from ?to ?c ?c1 ?b1 … ?bK), royal-capture-K alike;
        // the strips encoding adds the victim's role and count (?vr ?vc).
        let squares_k = a
            .name
            .strip_prefix("royal-capture-")
            .map(|k| (true, k))
            .or_else(|| a.name.strip_prefix("capture-").map(|k| (false, k)));
        if let Some((royal, k)) = squares_k {
            let k: usize = k
                .parse()
                .ok()
                .filter(|n: &usize| *n <= 6 && n.to_string() == k)
                .ok_or_else(|| format!("'{}' is not an action of the squares encoding", a.name))?;
            let strips = a.args.len() == 7 + k;
            if !strips {
                arity(5 + k)?;
            }
            let role = Role::ALL
                .into_iter()
                .find(|r| r.name() == a.args[0])
                .ok_or_else(|| format!("'{}' is not a role", a.args[0]))?;
            let (from, to) = (self.square(&a.args[1])?, self.square(&a.args[2])?);
            if let Some(o) = self.at(from) {
                if o.role != role {
                    return Err(format!("{from} holds a {}, not a {}", o.role.name(), role.name()));
                }
                if royal != (self.pieces.royal == Some(from)) {
                    return Err(format!(
                        "the piece on {from} is {}royal: use {}capture-{k}",
                        if royal { "not " } else { "" },
                        if royal { "" } else { "royal-" }
                    ));
                }
            }
            self.check_counts(from, &a.args[3], &a.args[4])?;
            let listed = reach_squares(self.puzzle, role, from, to)
                .ok_or_else(|| format!("a {} cannot capture from {from} to {to}", role.name()))?;
            if strips {
                match self.at(to) {
                    Some(v) if a.args[5 + k] != v.role.name() => {
                        return Err(format!("the piece on {to} is a {}, not a {}", v.role.name(), a.args[5 + k]))
                    }
                    Some(v) if a.args[6 + k] != format!("n{}", v.count) => {
                        return Err(format!(
                            "the piece on {to} has n{} captures left, not {}",
                            v.count,
                            a.args[6 + k]
                        ))
                    }
                    _ => {}
                }
            }
            let named: Vec<String> = a.args[5..5 + k].to_vec();
            let expected: Vec<String> = listed.iter().map(|q| q.to_string()).collect();
            if named != expected {
                return Err(format!(
                    "the path squares from {from} to {to} are [{}], not [{}]",
                    expected.join(" "),
                    named.join(" ")
                ));
            }
            self.play(from, to);
            return Ok(Some(WrittenMove {
                mv: Move { from, to },
                role: Some(role),
            }));
        }
        // Objects encoding: (<role>-captures ?p ?q ?from ?to ?c ?c1).
        if let Some(mover) = a.name.strip_suffix("-captures") {
            let role = Role::ALL
                .into_iter()
                .find(|r| r.name() == mover)
                .ok_or_else(|| format!("'{}' is not an action of the objects encoding", a.name))?;
            arity(6)?;
            let (from, to) = (self.square(&a.args[2])?, self.square(&a.args[3])?);
            if let Some(o) = self.at(from) {
                if o.object != a.args[0] {
                    return Err(format!("the piece on {from} is {}, not {}", o.object, a.args[0]));
                }
                if o.role != role {
                    return Err(format!("{} is a {}, not a {}", o.object, o.role.name(), role.name()));
                }
            }
            if let Some(v) = self.at(to) {
                if v.object != a.args[1] {
                    return Err(format!("the piece on {to} is {}, not {}", v.object, a.args[1]));
                }
            }
            self.check_counts(from, &a.args[4], &a.args[5])?;
            self.play(from, to);
            return Ok(Some(WrittenMove {
                mv: Move { from, to },
                role: Some(role),
            }));
        }
        Err(format!("'{}' is not an action of the Solo Chess encodings", a.name))
    }
}

/// Maps planner actions back to captures (bookkeeping actions dropped),
/// rejecting any action that is not one of the encoding's with arguments
/// consistent with the task. Legality is left to the simulator.
pub fn actions_to_moves(p: &Puzzle, actions: &[Action]) -> Result<Vec<WrittenMove>, UnmappableStep> {
    let mut t = Tracker::new(p);
    let mut out = Vec::new();
    for (i, a) in actions.iter().enumerate() {
        match t.map(a) {
            Ok(Some(m)) => out.push(m),
            Ok(None) => {}
            Err(reason) => {
                return Err(UnmappableStep {
                    step: i + 1,
                    line: a.line,
                    action: a.to_string(),
                    reason,
                })
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pddl::plan::parse_plan;
    use crate::solo::rules::notation::parse_solo_fen;

    fn map(fen: &str, plan: &str) -> Result<Vec<WrittenMove>, UnmappableStep> {
        actions_to_moves(&parse_solo_fen(fen).unwrap(), &parse_plan(plan).unwrap())
    }

    const QUEENS: &str = "8/8/8/8/8/8/2N4Q/6QK 2";

    #[test]
    fn a_true_squares_plan_maps() {
        // h2 queen takes the g1 queen? No: g1 is beside h2 diagonally; then king takes back.
        let m = map(QUEENS, "(capture-0 queen h2 g1 n2 n1)\n(royal-capture-0 king h1 g1 n2 n1)\n").unwrap();
        assert_eq!(m.len(), 2);
    }

    #[test]
    fn regression_unknown_action_name_is_rejected() {
        let e = map(QUEENS, "(capture-0Q queen h2 g1 n2 n1)\n").unwrap_err();
        assert!(e.reason.contains("not an action"), "{e}");
    }

    #[test]
    fn regression_wrong_arity_is_rejected() {
        let e = map(QUEENS, "(capture-0 queen h2 g1 n2)\n").unwrap_err();
        assert!(e.reason.contains("takes 5 arguments"), "{e}");
    }

    #[test]
    fn regression_budget_going_up_is_rejected() {
        let e = map(QUEENS, "(capture-0 queen h2 g1 n1 n2)\n").unwrap_err();
        assert!(e.reason.contains("captures left"), "{e}");
        let e = map(QUEENS, "(capture-0 queen h2 g1 n2 n2)\n").unwrap_err();
        assert!(e.reason.contains("go down"), "{e}");
    }

    #[test]
    fn regression_false_path_squares_are_rejected() {
        // c2 knight ... the h2 queen to c2 passes d2..g2, all empty at the start: no path squares.
        let e = map(QUEENS, "(capture-1 queen h2 c2 n2 n1 e2)\n").unwrap_err();
        assert!(e.reason.contains("path squares"), "{e}");
    }

    #[test]
    fn objects_plans_name_the_pieces() {
        let ok = map(QUEENS, "(queen-captures queen-h2 queen-g1 h2 g1 n2 n1)\n").unwrap();
        assert_eq!(ok.len(), 1);
        let e = map(QUEENS, "(queen-captures queen-g1 queen-h2 h2 g1 n2 n1)\n").unwrap_err();
        assert!(e.reason.contains("is queen-h2"), "{e}");
    }
}
