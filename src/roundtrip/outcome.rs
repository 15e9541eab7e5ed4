//! How one planning round trip ended: one typed value that commands render,
//! benchmarks count and the exit-code table maps from.

use super::task::CheckedPlan;
use crate::planner::val::ValVerdict;
use crate::planner::Outcome;

/// Which limit stopped a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Limit {
    Time,
    Memory,
}

/// The end of a round trip: export → run → parse → map → validate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanOutcome {
    /// The planner's plan maps to moves that replay to the goal.
    Valid { moves: Vec<String> },
    /// The plan maps to moves but they do not solve the task: an encoding bug.
    Invalid {
        moves: Vec<String>,
        /// 1-based failing step, `None` when every move is legal but the goal is missed.
        step: Option<usize>,
        reason: String,
    },
    /// The plan file is malformed or a step is no move of the encoding.
    Unmappable { reason: String },
    /// The native replay and VAL judge the plan differently: an encoding
    /// (or mapping) bug, whichever is right.
    ValidatorsDisagree {
        moves: Vec<String>,
        native: String,
        val: String,
    },
    /// The planner proved that no plan exists.
    Unsolvable,
    /// No plan within the search's cost bound (exit 13).
    UnsolvableWithinBound,
    /// A time or memory limit stopped the planner.
    LimitReached(Limit),
    /// The search ended without a plan and without a proof (exit 12).
    Incomplete,
    /// The configuration is not supported for this task (exit 34/37).
    Unsupported { message: String },
    /// The planner failed: a crash, an input error, or a plan it did not write.
    PlannerError { message: String },
}

impl PlanOutcome {
    /// The outcome of a planner run whose plan (if any) was checked.
    pub fn from_run(outcome: Outcome, checked: Option<CheckedPlan>, error_tail: impl FnOnce() -> String) -> PlanOutcome {
        match (outcome, checked) {
            (Outcome::PlanFound, Some(CheckedPlan::Valid { moves })) => PlanOutcome::Valid { moves },
            (Outcome::PlanFound, Some(CheckedPlan::Invalid { moves, step, reason })) => {
                PlanOutcome::Invalid { moves, step, reason }
            }
            (Outcome::PlanFound, Some(CheckedPlan::Unmappable { reason })) => PlanOutcome::Unmappable { reason },
            (Outcome::PlanFound, None) => PlanOutcome::PlannerError { message: error_tail() },
            (Outcome::Unsolvable, _) => PlanOutcome::Unsolvable,
            (Outcome::UnsolvableWithinBound, _) => PlanOutcome::UnsolvableWithinBound,
            (Outcome::Incomplete, _) => PlanOutcome::Incomplete,
            (Outcome::OutOfTime, _) => PlanOutcome::LimitReached(Limit::Time),
            (Outcome::OutOfMemory, _) => PlanOutcome::LimitReached(Limit::Memory),
            (Outcome::Unsupported, _) => PlanOutcome::Unsupported { message: error_tail() },
            (Outcome::Error, _) => PlanOutcome::PlannerError { message: error_tail() },
        }
    }

    /// The outcome once VAL has judged the same plan: a disagreement with
    /// the native verdict replaces it (an unmappable plan counts as not valid).
    pub fn with_val(self, val: Option<&ValVerdict>) -> PlanOutcome {
        let (Some(v), Some(native)) = (val.and_then(ValVerdict::judged_valid), self.plan_valid()) else {
            return self;
        };
        if v == native {
            return self;
        }
        let native_label = match &self {
            PlanOutcome::Valid { .. } => "valid".to_string(),
            o => o.message(),
        };
        PlanOutcome::ValidatorsDisagree {
            moves: self.moves().to_vec(),
            native: native_label,
            val: val.map(ValVerdict::label).unwrap_or_default(),
        }
    }

    /// One word for tables, CSV and JSON.
    pub fn name(&self) -> &'static str {
        match self {
            PlanOutcome::Valid { .. } => "valid",
            PlanOutcome::Invalid { .. } => "invalid",
            PlanOutcome::Unmappable { .. } => "unmappable",
            PlanOutcome::ValidatorsDisagree { .. } => "validators-disagree",
            PlanOutcome::Unsolvable => "unsolvable",
            PlanOutcome::UnsolvableWithinBound => "unsolvable-within-bound",
            PlanOutcome::LimitReached(Limit::Time) => "time-limit",
            PlanOutcome::LimitReached(Limit::Memory) => "memory-limit",
            PlanOutcome::Incomplete => "incomplete",
            PlanOutcome::Unsupported { .. } => "unsupported",
            PlanOutcome::PlannerError { .. } => "planner-error",
        }
    }

    /// `Some(true)` solved with a valid plan, `Some(false)` proven unsolvable, else `None`.
    pub fn solvable(&self) -> Option<bool> {
        match self {
            PlanOutcome::Valid { .. } => Some(true),
            PlanOutcome::Unsolvable => Some(false),
            _ => None,
        }
    }

    /// Whether the planner produced a plan that the native rules reject:
    /// always an encoding (or mapping) bug.
    pub fn is_encoding_bug(&self) -> bool {
        matches!(
            self,
            PlanOutcome::Invalid { .. } | PlanOutcome::Unmappable { .. } | PlanOutcome::ValidatorsDisagree { .. }
        )
    }

    /// Whether the planner's plan validated: `None` when there was no plan.
    pub fn plan_valid(&self) -> Option<bool> {
        match self {
            PlanOutcome::Valid { .. } => Some(true),
            o if o.is_encoding_bug() => Some(false),
            _ => None,
        }
    }

    /// The moves of a plan that maps (valid or not).
    pub fn moves(&self) -> &[String] {
        match self {
            PlanOutcome::Valid { moves } | PlanOutcome::Invalid { moves, .. } | PlanOutcome::ValidatorsDisagree { moves, .. } => {
                moves
            }
            _ => &[],
        }
    }

    /// A one-line explanation (empty for a valid plan and a proof).
    pub fn message(&self) -> String {
        match self {
            PlanOutcome::Valid { .. } | PlanOutcome::Unsolvable => String::new(),
            PlanOutcome::Invalid { reason, .. } => format!("planner plan is INVALID (an encoding bug): {reason}"),
            PlanOutcome::Unmappable { reason } => format!("planner plan does not map to moves (an encoding bug): {reason}"),
            PlanOutcome::ValidatorsDisagree { native, val, .. } => {
                format!("the native replay and VAL disagree (an encoding bug): native {native}; VAL {val}")
            }
            PlanOutcome::UnsolvableWithinBound => "no plan within the search's cost bound".into(),
            PlanOutcome::LimitReached(Limit::Time) => "planner out of time".into(),
            PlanOutcome::LimitReached(Limit::Memory) => "planner out of memory".into(),
            PlanOutcome::Incomplete => "the planner ended without a plan and without a proof".into(),
            PlanOutcome::Unsupported { message } => format!("configuration not supported for this task: {message}"),
            PlanOutcome::PlannerError { message } => format!("planner failed: {message}"),
        }
    }
}
