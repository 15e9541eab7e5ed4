//! Solo Chess as a finite-domain task, the grounded counterpart of the
//! `squares` PDDL encoding (same operator names, same plans).
//!
//! Variables, for each square occupied at the start (every move captures,
//! so no other square is ever occupied):
//! - `content`: free, or a piece type with its captures left. Only the
//!   types of the puzzle and budgets up to the largest of each type occur.
//! - `status`: `plain` (a piece that must be captured stands there) or
//!   `unplain` (free, or the survivor); a second king is `stuck` (never
//!   captured, never done: the puzzle is unsolvable, as in the game).
//!
//! Without a king, `survivor-unchosen` until `choose-survivor` marks one
//! piece unplain. A capture needs the target `plain` and the in-between
//! once-occupied squares free; its effect sets the target's content
//! whatever it was (an effect without precondition: no victim parameters,
//! no conditional effects). The goal: every status `unplain`, which is
//! "one piece left" without a counter. One mutex group per square states
//! that a plain square is never free.

use super::{fact, set, Operator, SasTask};
use crate::solo::rules::reach::{effective_budget, reach_squares};
use crate::solo::{Puzzle, Role};

const FREE: usize = 0;
const PLAIN: usize = 0;
const UNPLAIN: usize = 1;
const STUCK: usize = 2;

/// The content values of one square: free, then (role, budget) pairs.
struct Contents {
    roles: Vec<(Role, usize)>,
}

impl Contents {
    /// The value of `role` with `budget` captures left.
    fn value(&self, role: Role, budget: usize) -> usize {
        let mut v = 1;
        for &(r, max) in &self.roles {
            if r == role {
                return v + budget;
            }
            v += max + 1;
        }
        unreachable!("role {role:?} is not in the puzzle")
    }

    fn names(&self, sq: &str) -> Vec<String> {
        let mut names = vec![format!("Atom free({sq})")];
        for &(r, max) in &self.roles {
            names.extend((0..=max).map(|c| format!("Atom piece({sq}, {}, n{c})", r.name())));
        }
        names
    }
}

/// The finite-domain task of a puzzle.
pub fn task(p: &Puzzle) -> SasTask {
    let n = p.pieces().len();
    let contents = Contents {
        roles: Role::ALL
            .into_iter()
            .filter_map(|r| {
                p.pieces()
                    .iter()
                    .filter(|x| x.role == r)
                    .map(|x| effective_budget(x.budget, n))
                    .max()
                    .map(|m| (r, m))
            })
            .collect(),
    };
    let first_king = p.pieces().iter().find(|x| x.role == Role::King).map(|x| x.square);
    let mut t = SasTask::default();
    let mut content = Vec::with_capacity(n);
    let mut status = Vec::with_capacity(n);
    for x in p.pieces() {
        let sq = x.square.to_string();
        let c = t.add_variable(
            format!("content-{sq}"),
            contents.names(&sq),
            contents.value(x.role, effective_budget(x.budget, n)),
        );
        let mut names = vec![format!("Atom plain({sq})"), format!("NegatedAtom plain({sq})")];
        let init = if Some(x.square) == first_king {
            UNPLAIN
        } else if x.role == Role::King {
            names.push(format!("Atom stuck-king({sq})"));
            STUCK
        } else {
            PLAIN
        };
        let s = t.add_variable(format!("status-{sq}"), names, init);
        content.push(c);
        status.push(s);
        t.mutex_groups.push(vec![fact(c, FREE), fact(s, PLAIN)]);
    }
    let unchosen = first_king.is_none().then(|| {
        t.add_variable(
            "survivor-unchosen".into(),
            vec!["Atom survivor-unchosen()".into(), "NegatedAtom survivor-unchosen()".into()],
            0,
        )
    });
    if let Some(u) = unchosen {
        for (i, x) in p.pieces().iter().enumerate() {
            t.operators.push(Operator {
                name: format!("choose-survivor {}", x.square),
                prevail: vec![],
                effects: vec![set(u, Some(0), 1), set(status[i], Some(PLAIN), UNPLAIN)],
                cost: 1,
            });
        }
    }
    let index_of = |sq| p.pieces().iter().position(|x| x.square == sq).expect("occupied at the start");
    for (fi, f) in p.pieces().iter().enumerate() {
        for (ti, to) in p.pieces().iter().enumerate() {
            if fi == ti {
                continue;
            }
            for &(role, max) in &contents.roles {
                let Some(between) = reach_squares(p, role, f.square, to.square) else {
                    continue;
                };
                // With a king only the (first) king is royal and it is never plain;
                // without one, any piece may have been chosen as the survivor.
                let statuses: &[bool] = match (first_king.is_some(), role == Role::King) {
                    (true, true) => &[true],
                    (true, false) => &[false],
                    (false, _) => &[false, true],
                };
                let names: String = between.iter().map(|b| format!(" {b}")).collect();
                for c in 1..=max {
                    for &royal in statuses {
                        let mut prevail: Vec<_> = between.iter().map(|&b| fact(content[index_of(b)], FREE)).collect();
                        let mut effects = vec![
                            set(content[fi], Some(contents.value(role, c)), FREE),
                            set(content[ti], None, contents.value(role, c - 1)),
                        ];
                        if royal {
                            prevail.push(fact(status[fi], UNPLAIN));
                            effects.push(set(status[ti], Some(PLAIN), UNPLAIN));
                        } else {
                            prevail.push(fact(status[ti], PLAIN));
                            effects.push(set(status[fi], Some(PLAIN), UNPLAIN));
                        }
                        prevail.sort();
                        effects.sort_by_key(|e| e.var);
                        t.operators.push(Operator {
                            name: format!(
                                "{}capture-{} {} {} {} n{c} n{}{names}",
                                if royal { "royal-" } else { "" },
                                between.len(),
                                role.name(),
                                f.square,
                                to.square,
                                c - 1
                            ),
                            prevail,
                            effects,
                            cost: 1,
                        });
                    }
                }
            }
        }
    }
    t.goal = status.iter().map(|&s| fact(s, UNPLAIN)).collect();
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::rules::notation::parse_solo_fen;

    #[test]
    fn every_emitted_task_is_well_formed() {
        for fen in [
            "8/8/8/6N1/5B2/7P/5BKQ/4B1N1 2",
            "4/1r2/1NB1/Q3 1",
            "3/1k1/K1R 2",
            "4/4/4/RRRR -",
        ] {
            let p = parse_solo_fen(fen).unwrap();
            task(&p).check().unwrap_or_else(|e| panic!("{fen}: {e}"));
        }
    }

    #[test]
    fn operators_follow_the_geometry_and_the_budgets() {
        // Rook a1 (2 captures), rook a3, knight b3: the a1 rook reaches a3 over a2
        // (empty at the start, so not listed); a3 and b3 attack each other.
        let p = parse_solo_fen("4/4/RN2/4/R3 2").unwrap_or_else(|_| parse_solo_fen("4/RN2/4/R3 2").unwrap());
        let t = task(&p);
        let names: Vec<&str> = t.operators.iter().map(|o| o.name.as_str()).collect();
        assert!(names.contains(&"choose-survivor a1"), "{names:?}");
        assert!(names.contains(&"capture-0 rook a1 a3 n2 n1"), "{names:?}");
        assert!(names.contains(&"royal-capture-0 rook a1 a3 n1 n0"), "{names:?}");
        assert!(!names.iter().any(|n| n.contains("knight a3")), "{names:?}");
        // Rooks keep budgets 0..2, the knight 0..2: free + 3 + 3 values.
        assert_eq!(t.variables[0].values.len(), 7);
    }

    #[test]
    fn a_second_king_is_stuck() {
        let p = parse_solo_fen("3/1k1/K1R 2").unwrap();
        let t = task(&p);
        assert!(t
            .variables
            .iter()
            .any(|v| v.values.len() == 3 && v.values[2].starts_with("Atom stuck-king(")));
        t.check().unwrap();
    }

    #[test]
    fn regression_two_king_value_names_are_atoms_the_heuristics_read() {
        // "<stuck king on b1>" made lama-first stop: "Cannot extract predicate from atom".
        assert!(!crate::sas::is_fact_name("<stuck king on b1>"));
        for fen in ["KK 2", "K1K/3 1", "QRN -", "3/1k1/K1R 2"] {
            task(&parse_solo_fen(fen).unwrap())
                .check()
                .unwrap_or_else(|e| panic!("{fen}: {e}"));
        }
    }
}
