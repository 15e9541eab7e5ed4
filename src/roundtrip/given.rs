//! PDDL files handed to the round trip instead of the task's own export
//! (`plan --pddl DOMAIN PROBLEM`): before any planner runs, a problem file
//! written for one of solopddl's encodings is compared with the task's own
//! export in that encoding, so another puzzle's `pNNN.pddl` is a one-line
//! mismatch (bad input), never a plan blamed on the encoding. A problem of a
//! domain solopddl does not know is left to the plan check, as before.

use crate::roundtrip::task::Task;

/// PDDL text handed to the planner instead of the task's own export (a
/// suite's `domain.pddl` and `pNNN.pddl`): the plan is still mapped and
/// replayed against the task, so a file that does not encode the task
/// shows up as an invalid or unmappable plan.
#[derive(Clone, Debug)]
pub struct GivenPddl {
    pub domain: String,
    pub problem: String,
}

/// The top-level lists of a PDDL text as token vectors, comments dropped
/// and names lowercased (PDDL is case-insensitive).
fn lists(text: &str) -> Vec<Vec<String>> {
    let mut tokens = Vec::new();
    for line in text.lines() {
        let code = line.split(';').next().unwrap_or("");
        let spaced = code.replace('(', " ( ").replace(')', " ) ");
        tokens.extend(spaced.split_whitespace().map(str::to_ascii_lowercase));
    }
    // Rebuilds each parenthesised list at depth 2 (inside `define`) as text.
    let mut out = Vec::new();
    let (mut depth, mut current): (usize, Vec<String>) = (0, Vec::new());
    for t in tokens {
        match t.as_str() {
            "(" => {
                depth += 1;
                if depth >= 2 {
                    current.push(t);
                }
            }
            ")" => {
                if depth >= 2 {
                    current.push(t);
                }
                if depth == 2 {
                    out.push(std::mem::take(&mut current));
                }
                depth = depth.saturating_sub(1);
            }
            _ if depth >= 2 => current.push(t),
            _ => {}
        }
    }
    out
}

/// What identifies a problem: its domain's name, its initial facts (as a
/// sorted list of `(…)` texts) and its goal's tokens.
#[derive(Debug, PartialEq, Eq)]
struct Shape {
    domain: Option<String>,
    init: Vec<String>,
    goal: Vec<String>,
}

fn shape(problem: &str) -> Shape {
    let mut s = Shape {
        domain: None,
        init: Vec::new(),
        goal: Vec::new(),
    };
    for list in lists(problem) {
        match list.get(1).map(String::as_str) {
            Some(":domain") => s.domain = list.get(2).cloned(),
            Some(":init") => {
                // Each fact is a list at depth 1 inside `(:init …)`.
                let (mut depth, mut fact) = (0usize, Vec::new());
                for t in &list[2..list.len().saturating_sub(1)] {
                    match t.as_str() {
                        "(" => depth += 1,
                        ")" => depth = depth.saturating_sub(1),
                        _ => {}
                    }
                    fact.push(t.clone());
                    if depth == 0 {
                        s.init.push(fact.join(" "));
                        fact.clear();
                    }
                }
                s.init.sort();
            }
            Some(":goal") => s.goal = list[2..].to_vec(),
            _ => {}
        }
    }
    s
}

/// The tasks solopddl would write for this puzzle or problem, one per
/// encoding, with their problem texts.
fn own_exports(task: &Task) -> Vec<(Task, String)> {
    match task {
        Task::Solo { puzzle, .. } => crate::pddl::solo::Encoding::ALL
            .into_iter()
            .map(|encoding| {
                let t = Task::Solo {
                    puzzle: puzzle.clone(),
                    encoding,
                };
                let problem = t.pddl("given").1;
                (t, problem)
            })
            .collect(),
        Task::Chess(_) => vec![
            (task.clone(), task.pddl("given").1),
            (task.clone(), task.val_pddl("given").1),
            (task.clone(), task.pddl_without_axioms("given").1),
        ],
    }
}

/// Checks a given problem against the task. `Ok(Some(task))`: the problem
/// is solopddl's own for this task, in the returned task's encoding (which
/// the plan is then mapped with); `Ok(None)`: a domain solopddl does not
/// know; `Err`: one line saying how the problem differs from the task.
pub fn check_given(task: &Task, given: &GivenPddl) -> Result<Option<Task>, String> {
    let theirs = shape(&given.problem);
    let Some(domain) = theirs.domain.clone() else {
        return Err("the problem names no (:domain …)".into());
    };
    // The first export of the same domain that differs, kept for the message.
    let mut differing: Option<Shape> = None;
    for (own_task, text) in own_exports(task) {
        let ours = shape(&text);
        if ours.domain.as_deref() != Some(domain.as_str()) {
            continue;
        }
        if ours.init == theirs.init && ours.goal == theirs.goal {
            return Ok(Some(own_task));
        }
        differing.get_or_insert(ours);
    }
    // A domain solopddl does not know: left to the plan check.
    let Some(ours) = differing else {
        return Ok(None);
    };
    let missing = ours.init.iter().find(|f| theirs.init.binary_search(f).is_err());
    let extra = theirs.init.iter().find(|f| ours.init.binary_search(f).is_err());
    let detail = match (missing, extra) {
        (Some(m), _) => format!("it lacks {m}"),
        (None, Some(e)) => format!("it has {e}, which the task has not"),
        (None, None) => "its goal differs".into(),
    };
    Err(format!(
        "the problem is not this task's ({domain} domain; {detail}): give the puzzle or problem it was written for"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pddl::solo::Encoding;
    use crate::solo::rules::notation::parse_solo_fen;

    fn solo(fen: &str, encoding: Encoding) -> Task {
        Task::Solo {
            puzzle: parse_solo_fen(fen).unwrap(),
            encoding,
        }
    }

    #[test]
    fn own_exports_match_in_every_encoding_and_select_it() {
        for e in Encoding::ALL {
            let (domain, problem) = solo("QRK 2", e).pddl("p007");
            let given = GivenPddl { domain, problem };
            let found = check_given(&solo("QRK 2", Encoding::Squares), &given).unwrap();
            assert_eq!(found.map(|t| t.encoding_name()), Some(e.name()));
        }
    }

    #[test]
    fn regression_another_puzzles_problem_is_a_mismatch_not_an_encoding_bug() {
        let (domain, problem) = solo("RQK 2", Encoding::Squares).pddl("p001");
        let e = check_given(&solo("QRK 2", Encoding::Squares), &GivenPddl { domain, problem }).unwrap_err();
        assert!(e.contains("not this task's") && e.contains("lacks"), "{e}");
    }

    #[test]
    fn foreign_domains_are_left_to_the_plan_check() {
        let given = GivenPddl {
            domain: String::new(),
            problem: "(define (problem x) (:domain mine) (:init (a)) (:goal (b)))".into(),
        };
        assert!(check_given(&solo("QRK 2", Encoding::Squares), &given).unwrap().is_none());
    }
}
