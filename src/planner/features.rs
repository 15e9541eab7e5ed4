//! Which planner configurations suit which tasks: Fast Downward refuses
//! some heuristics on tasks with axioms (derived predicates) or conditional
//! effects on every run, and some configurations run but fare badly. Known
//! here, a front end can refuse or warn before an experiment starts rather
//! than report a column of errors after it.

use super::Search;

/// The PDDL features of a task that decide which heuristics apply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TaskFeatures {
    /// `(:derived …)` rules.
    pub axioms: bool,
    /// `(when …)` effects.
    pub conditional_effects: bool,
}

impl TaskFeatures {
    /// The features a domain file's text declares.
    pub fn of_domain(text: &str) -> TaskFeatures {
        let lower = text.to_ascii_lowercase();
        TaskFeatures {
            axioms: lower.contains("(:derived"),
            conditional_effects: lower.contains("(when"),
        }
    }

    pub fn any(self) -> bool {
        self.axioms || self.conditional_effects
    }
}

/// How a configuration fits a task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fit {
    Fine,
    /// It runs, but badly; the reason names an alternative.
    Poor(String),
    /// Fast Downward refuses it on such tasks; the reason names an alternative.
    Refused(String),
}

/// Heuristics Fast Downward supports on tasks without axioms and without
/// conditional effects only.
const PLAIN_ONLY: [&str; 7] = [
    "lmcut(",
    "hmax(",
    "ipdb(",
    "cegar(",
    "merge_and_shrink(",
    "operatorcounting(",
    "pdb(",
];

/// Whether `search` suits tasks with `features`.
pub fn fit(search: &Search, features: TaskFeatures) -> Fit {
    if !features.any() {
        return Fit::Fine;
    }
    let what = match (features.axioms, features.conditional_effects) {
        (true, true) => "axioms and conditional effects",
        (true, false) => "axioms",
        _ => "conditional effects",
    };
    match search {
        Search::Search(s) => {
            if let Some(h) = PLAIN_ONLY.iter().find(|h| s.contains(*h)) {
                return Fit::Refused(format!(
                    "{s}: Fast Downward's {} does not support tasks with {what}; use search:astar(blind()) \
                     for an optimal run, or greedy search on eager_greedy([ff(axioms=approximate_negative)]) \
                     (chess's default)",
                    h.trim_end_matches('(')
                ));
            }
            Fit::Fine
        }
        Search::Alias(a) if features.axioms && a.starts_with("lama") => Fit::Poor(format!(
            "{a} on tasks with axioms: its landmarks ignore the derived predicates (on the chess suites it \
             solved 0 of the 7 4x4 thesis tasks in 30 s); chess's default is eager_greedy([ff(axioms=approximate_negative)]) \
             (`default` in suite lab)"
        )),
        Search::Alias(a) if a.starts_with("seq-opt") => Fit::Refused(format!(
            "{a}: its heuristics do not support tasks with {what}; use search:astar(blind()) for an optimal run"
        )),
        Search::Alias(_) => Fit::Fine,
    }
}

/// Every configuration's fit at once, for a front end to act on before any
/// run: the warnings for those that fare badly, or the first refusal.
pub fn check(searches: &[Search], features: TaskFeatures) -> Result<Vec<String>, String> {
    let mut warnings = Vec::new();
    for s in searches {
        match fit(s, features) {
            Fit::Fine => {}
            Fit::Poor(why) => warnings.push(why),
            Fit::Refused(why) => return Err(why),
        }
    }
    Ok(warnings)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: TaskFeatures = TaskFeatures {
        axioms: true,
        conditional_effects: true,
    };

    #[test]
    fn features_are_read_from_the_domains() {
        let chess = TaskFeatures::of_domain(include_str!("../../domains/chess.pddl"));
        assert_eq!(chess, CHESS);
        let solo = TaskFeatures::of_domain(include_str!("../../domains/solo-squares.pddl"));
        assert!(!solo.any());
    }

    #[test]
    fn lmcut_is_refused_and_lama_warned_on_chess_but_not_on_solo() {
        let lmcut: Search = "search:astar(lmcut())".parse().unwrap();
        assert!(matches!(fit(&lmcut, CHESS), Fit::Refused(r) if r.contains("blind")));
        assert_eq!(fit(&lmcut, TaskFeatures::default()), Fit::Fine);
        let lama: Search = "lama-first".parse().unwrap();
        assert!(matches!(fit(&lama, CHESS), Fit::Poor(r) if r.contains("eager_greedy")));
        assert_eq!(fit(&lama, TaskFeatures::default()), Fit::Fine);
        let blind: Search = "search:astar(blind())".parse().unwrap();
        assert_eq!(fit(&blind, CHESS), Fit::Fine);
        let opt: Search = "seq-opt-lmcut".parse().unwrap();
        assert!(matches!(fit(&opt, CHESS), Fit::Refused(_)));
        // All at once: the warnings, or the first refusal.
        assert_eq!(check(&[blind.clone(), lama.clone()], CHESS).unwrap().len(), 1);
        assert!(check(&[lama, lmcut.clone(), blind], CHESS).unwrap_err().contains("lmcut"));
    }
}
