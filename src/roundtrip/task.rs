//! What a planner is asked to solve: a Solo Chess puzzle with its encoding,
//! or a single-player chess problem. Knows how to write the task as PDDL,
//! which planner configuration suits it, and how to check a planner's plan
//! against the native rules. Loading from files happens at the edge.

use crate::chess::problem::ChessProblem;
use crate::pddl::plan::Action;
use crate::pddl::Encoding;
use crate::planner::{Planner, PlannerKind, Search};
use crate::solo::rules::position::{replay_plan, Replay};
use crate::solo::Puzzle;

/// Fast Downward's search on a chess task when none is given: greedy on
/// FF with the axioms approximated ([`Task::default_search`]).
pub const CHESS_DEFAULT_SEARCH: &str = "eager_greedy([ff(axioms=approximate_negative)])";

/// A planning task.
#[derive(Clone, Debug)]
pub enum Task {
    Solo { puzzle: Puzzle, encoding: Encoding },
    Chess(ChessProblem),
}

/// A planner plan checked against the native rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckedPlan {
    /// Every step maps to a move and the moves replay to the goal.
    Valid { moves: Vec<String> },
    /// The plan maps, but a step is illegal or the goal is not reached.
    Invalid {
        moves: Vec<String>,
        /// The 1-based step that fails, `None` when the goal is missed.
        step: Option<usize>,
        reason: String,
    },
    /// A step names no move of the encoding (wrong action, arity or
    /// arguments); the reason names the step.
    Unmappable { reason: String },
}

impl Task {
    /// The encoding's name for reports.
    pub fn encoding_name(&self) -> &'static str {
        match self {
            Task::Solo { encoding, .. } => encoding.name(),
            Task::Chess(_) => "chess",
        }
    }

    /// Domain and problem text.
    pub fn pddl(&self, name: &str) -> (String, String) {
        match self {
            Task::Solo { puzzle, encoding } => (
                crate::pddl::solo::domain(*encoding),
                crate::pddl::solo::problem(puzzle, *encoding, name),
            ),
            Task::Chess(p) => (
                crate::pddl::chess::domain(),
                crate::pddl::chess::problem(&p.start, &p.goal, name),
            ),
        }
    }

    /// Domain and problem text without derived predicates, for tools that
    /// read no axioms: Solo Chess encodings have none; chess has every
    /// derived atom inlined (same actions, so plans map back the same way).
    pub fn pddl_without_axioms(&self, name: &str) -> (String, String) {
        match self {
            Task::Solo { .. } => self.pddl(name),
            Task::Chess(p) => crate::pddl::chess::task_without_axioms(&p.start, &p.goal, name),
        }
    }

    /// The finite-domain task (the `squares` encoding's operators for Solo
    /// Chess, the PDDL encoding's for chess).
    pub fn sas(&self) -> crate::sas::SasTask {
        match self {
            Task::Solo { puzzle, .. } => crate::sas::solo::task(puzzle),
            Task::Chess(p) => crate::sas::chess::task(&p.start, &p.goal),
        }
    }

    /// The finite-domain task without derived variables: chess legality as
    /// zero-cost `verify-…` steps between moves (Solo Chess has no axioms).
    pub fn sas_without_axioms(&self) -> crate::sas::SasTask {
        match self {
            Task::Solo { .. } => self.sas(),
            Task::Chess(p) => crate::sas::chess::task_without_axioms(&p.start, &p.goal),
        }
    }

    /// [`Task::sas_without_axioms`] for games of at most `plies` plies:
    /// chess moves no such game makes are left out (Solo Chess: the same).
    pub fn sas_for_plies(&self, plies: u32) -> crate::sas::SasTask {
        match self {
            Task::Solo { .. } => self.sas(),
            Task::Chess(p) => crate::sas::chess::task_for_plies(&p.start, &p.goal, plies),
        }
    }

    /// The task whose PDDL names the same actions as the format's plans: a
    /// Solo Chess task in `sas` format plans with the `squares` encoding's
    /// action names whatever encoding was asked for.
    pub fn for_format(&self, format: crate::planner::TaskFormat) -> Task {
        match (self, format) {
            (Task::Solo { puzzle, .. }, crate::planner::TaskFormat::Sas) => Task::Solo {
                puzzle: puzzle.clone(),
                encoding: Encoding::Squares,
            },
            _ => self.clone(),
        }
    }

    /// Domain and problem text for VAL: the planner's PDDL, except that
    /// chess uses the `Rays` formulation (same actions, same legality),
    /// which VAL evaluates in milliseconds.
    pub fn val_pddl(&self, name: &str) -> (String, String) {
        use crate::pddl::chess::Formulation;
        match self {
            Task::Solo { .. } => self.pddl(name),
            Task::Chess(p) => (
                crate::pddl::chess::domain_as(Formulation::Rays),
                crate::pddl::chess::problem_as(&p.start, &p.goal, name, Formulation::Rays),
            ),
        }
    }

    /// The configuration used when none is given. SymK: `sym_bd()`
    /// (optimal bidirectional symbolic search). Fast Downward on Solo
    /// Chess: lama-first. On chess: greedy search on FF with the axioms
    /// approximated (lama-first's landmarks and its ignoring of axioms make
    /// it run out of memory on the chess encoding's derived predicates;
    /// BENCHMARKS.md). A command planner ignores it.
    pub fn default_search(&self, planner: &Planner) -> Option<Search> {
        match (planner, self) {
            (Planner::Command(_), _) => None,
            (
                Planner::Driver {
                    kind: PlannerKind::Symk, ..
                },
                _,
            ) => Some(Search::Search("sym_bd()".into())),
            (
                Planner::Driver {
                    kind: PlannerKind::Kstar,
                    ..
                },
                _,
            ) => Some(crate::planner::kstar::top_quality_search(None)),
            (_, Task::Solo { .. }) => Some(Search::Alias("lama-first".into())),
            (_, Task::Chess(_)) => Some(Search::Search(CHESS_DEFAULT_SEARCH.into())),
        }
    }

    /// Translator options for this task when the caller gives none.
    pub fn default_translate_options(&self) -> Vec<String> {
        match self {
            Task::Solo { .. } => vec![],
            // Chess tasks are translation-bound (thousands of operators with
            // conditional effects); these two steps cost a third of the
            // translator's time and do not change the task's semantics.
            Task::Chess(_) => vec!["--keep-unreachable-facts".into(), "--skip-variable-reordering".into()],
        }
    }

    /// Maps planner actions to moves and replays them natively.
    pub fn check_plan(&self, actions: &[Action]) -> CheckedPlan {
        match self {
            Task::Solo { puzzle, .. } => {
                let moves = match crate::pddl::solo_plan::actions_to_moves(puzzle, actions) {
                    Ok(m) => m,
                    Err(e) => {
                        // An earlier illegal move is the first failing step, not the unmappable one.
                        let prefix = crate::pddl::solo_plan::actions_to_moves(puzzle, &actions[..e.step - 1]).unwrap_or_default();
                        let r = replay_plan(puzzle, &prefix);
                        if let Some(step) = r.failing_step() {
                            return CheckedPlan::Invalid {
                                moves: long_names_of(&prefix),
                                step: Some(step),
                                reason: r.to_string(),
                            };
                        }
                        return CheckedPlan::Unmappable { reason: e.to_string() };
                    }
                };
                let names = long_names_of(&moves);
                match replay_plan(puzzle, &moves) {
                    Replay::Valid(_) => CheckedPlan::Valid { moves: names },
                    r => CheckedPlan::Invalid {
                        step: r.failing_step(),
                        reason: r.to_string(),
                        moves: names,
                    },
                }
            }
            Task::Chess(p) => {
                let moves = match crate::pddl::chess_plan::actions_to_moves(&p.start, actions) {
                    Ok(m) => m,
                    Err(e) => {
                        // An earlier illegal move is the first failing step, not the unmappable one.
                        let prefix =
                            crate::pddl::chess_plan::actions_to_moves(&p.start, &actions[..e.step - 1]).unwrap_or_default();
                        if let Err((step, why)) = crate::chess::search::replay(&p.start, &prefix) {
                            return CheckedPlan::Invalid {
                                moves: crate::chess::san::line_to_san(&p.start, &prefix[..step - 1]),
                                step: Some(step),
                                reason: format!("move {step} {why}"),
                            };
                        }
                        return CheckedPlan::Unmappable { reason: e.to_string() };
                    }
                };
                let names = crate::chess::san::line_to_san(&p.start, &moves);
                match crate::chess::search::replay(&p.start, &moves) {
                    Err((step, why)) => CheckedPlan::Invalid {
                        moves: names,
                        step: Some(step),
                        reason: format!("move {step} {why}"),
                    },
                    Ok(end) if !p.goal.reached(&end) => CheckedPlan::Invalid {
                        reason: format!(
                            "all {} moves are legal but the goal is not reached: {}",
                            moves.len(),
                            crate::chess::fen::to_fen(&end)
                        ),
                        moves: names,
                        step: None,
                    },
                    Ok(_) => CheckedPlan::Valid { moves: names },
                }
            }
        }
    }
}

fn long_names_of(moves: &[crate::solo::WrittenMove]) -> Vec<String> {
    moves
        .iter()
        .map(|m| m.mv.long(m.role.unwrap_or(crate::solo::Role::King)))
        .collect()
}

/// A PDDL problem name from a puzzle argument (a file stem, or `fallback`).
pub fn problem_name(arg: Option<&str>, fallback: &str) -> String {
    let stem = arg
        .filter(|a| std::path::Path::new(a).is_file())
        .and_then(|a| std::path::Path::new(a).file_stem())
        .and_then(|s| s.to_str())
        .unwrap_or(fallback);
    let clean: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    if clean.starts_with(|c: char| c.is_ascii_alphabetic()) {
        clean
    } else {
        format!("p-{clean}")
    }
}
