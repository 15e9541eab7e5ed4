//! Fast Downward's driver exit codes, named as its `driver/returncodes.py`
//! names them, with the bands as predicates and one classification into
//! [`Outcome`]. Any planner run through this module is judged by this table.

/// One exit code of the driver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExitCode {
    Success,
    SearchPlanFoundAndOutOfMemory,
    SearchPlanFoundAndOutOfTime,
    SearchPlanFoundAndOutOfMemoryAndTime,
    TranslateUnsolvable,
    SearchUnsolvable,
    SearchUnsolvedIncomplete,
    SearchUnsolvableWithinBound,
    TranslateOutOfMemory,
    TranslateOutOfTime,
    SearchOutOfMemory,
    SearchOutOfTime,
    SearchOutOfMemoryAndTime,
    TranslateCriticalError,
    TranslateInputError,
    SearchCriticalError,
    SearchInputError,
    SearchUnsupported,
    DriverCriticalError,
    DriverInputError,
    DriverUnsupported,
    /// A code the table does not name (a crash, a wrapper's own code).
    Other(i32),
}

impl ExitCode {
    const TABLE: [(i32, ExitCode); 21] = [
        (0, ExitCode::Success),
        (1, ExitCode::SearchPlanFoundAndOutOfMemory),
        (2, ExitCode::SearchPlanFoundAndOutOfTime),
        (3, ExitCode::SearchPlanFoundAndOutOfMemoryAndTime),
        (10, ExitCode::TranslateUnsolvable),
        (11, ExitCode::SearchUnsolvable),
        (12, ExitCode::SearchUnsolvedIncomplete),
        (13, ExitCode::SearchUnsolvableWithinBound),
        (20, ExitCode::TranslateOutOfMemory),
        (21, ExitCode::TranslateOutOfTime),
        (22, ExitCode::SearchOutOfMemory),
        (23, ExitCode::SearchOutOfTime),
        (24, ExitCode::SearchOutOfMemoryAndTime),
        (30, ExitCode::TranslateCriticalError),
        (31, ExitCode::TranslateInputError),
        (32, ExitCode::SearchCriticalError),
        (33, ExitCode::SearchInputError),
        (34, ExitCode::SearchUnsupported),
        (35, ExitCode::DriverCriticalError),
        (36, ExitCode::DriverInputError),
        (37, ExitCode::DriverUnsupported),
    ];

    pub fn from_code(code: i32) -> ExitCode {
        ExitCode::TABLE
            .iter()
            .find(|(c, _)| *c == code)
            .map_or(ExitCode::Other(code), |(_, e)| *e)
    }

    pub fn code(self) -> i32 {
        match self {
            ExitCode::Other(c) => c,
            named => ExitCode::TABLE.iter().find(|(_, e)| *e == named).map_or(-1, |(c, _)| *c),
        }
    }

    /// 0–3: a plan was written (perhaps while a limit was hit).
    pub fn found_plan(self) -> bool {
        (0..=3).contains(&self.code())
    }
    /// 10–13: the run ended without a plan for a reason of the task, not of a limit.
    pub fn is_unsolvable_band(self) -> bool {
        (10..=19).contains(&self.code())
    }
    /// 20–29: a time or memory limit stopped the run.
    pub fn is_out_of_resources(self) -> bool {
        (20..=29).contains(&self.code())
    }
    /// 30–39: an error no re-run with other limits would mend.
    pub fn is_unrecoverable(self) -> bool {
        (30..=39).contains(&self.code())
    }
    pub fn is_out_of_time(self) -> bool {
        matches!(self, ExitCode::TranslateOutOfTime | ExitCode::SearchOutOfTime) || self.is_cpu_time_signal()
    }
    /// A component killed by SIGXCPU, its soft CPU-time limit: the driver
    /// passes the signal on as -24, which the shell sees as 232. It happens
    /// when the driver hands the translator a limit rounded down to 0 s.
    pub fn is_cpu_time_signal(self) -> bool {
        const SIGXCPU: i32 = 24;
        matches!(self, ExitCode::Other(c) if c == -SIGXCPU || c == 256 - SIGXCPU)
    }
    pub fn is_out_of_memory(self) -> bool {
        matches!(
            self,
            ExitCode::TranslateOutOfMemory | ExitCode::SearchOutOfMemory | ExitCode::SearchOutOfMemoryAndTime
        )
    }
    pub fn is_unsupported(self) -> bool {
        matches!(self, ExitCode::SearchUnsupported | ExitCode::DriverUnsupported)
    }

    /// The run's class.
    pub fn outcome(self) -> Outcome {
        match self {
            c if c.found_plan() => Outcome::PlanFound,
            ExitCode::TranslateUnsolvable | ExitCode::SearchUnsolvable => Outcome::Unsolvable,
            ExitCode::SearchUnsolvedIncomplete => Outcome::Incomplete,
            ExitCode::SearchUnsolvableWithinBound => Outcome::UnsolvableWithinBound,
            c if c.is_out_of_time() => Outcome::OutOfTime,
            c if c.is_out_of_memory() => Outcome::OutOfMemory,
            c if c.is_unsupported() => Outcome::Unsupported,
            _ => Outcome::Error,
        }
    }
}

/// How a planner run ended, before its plan is looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// 0–3: a plan was found (possibly while running out of time or memory).
    PlanFound,
    /// 10–11: proven unsolvable by the translator or the search.
    Unsolvable,
    /// 12: the search ended without a plan but without a proof.
    Incomplete,
    /// 13: no plan within the search's cost bound.
    UnsolvableWithinBound,
    /// 21, 23 or the hard wall-clock kill: out of time.
    OutOfTime,
    /// 20, 22, 24: out of memory (24: memory and time).
    OutOfMemory,
    /// 34, 37: the configuration is not supported for this task.
    Unsupported,
    /// 30–33, 35, 36, signals and anything else: an error.
    Error,
}

impl Outcome {
    /// The kebab-case name, as in JSON: `plan-found`, `out-of-time`, …
    pub fn name(self) -> &'static str {
        match self {
            Outcome::PlanFound => "plan-found",
            Outcome::Unsolvable => "unsolvable",
            Outcome::Incomplete => "incomplete",
            Outcome::UnsolvableWithinBound => "unsolvable-within-bound",
            Outcome::OutOfTime => "out-of-time",
            Outcome::OutOfMemory => "out-of-memory",
            Outcome::Unsupported => "unsupported",
            Outcome::Error => "error",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_the_json_names() {
        for o in [
            Outcome::PlanFound,
            Outcome::UnsolvableWithinBound,
            Outcome::OutOfTime,
            Outcome::Error,
        ] {
            assert_eq!(serde_json::to_value(o).unwrap(), o.name());
        }
    }

    #[test]
    fn every_named_code_round_trips() {
        for (c, e) in ExitCode::TABLE {
            assert_eq!(ExitCode::from_code(c), e);
            assert_eq!(e.code(), c);
        }
        assert_eq!(ExitCode::from_code(-9), ExitCode::Other(-9));
    }

    #[test]
    fn bands_classify() {
        let o = |c| ExitCode::from_code(c).outcome();
        assert_eq!(o(0), Outcome::PlanFound);
        assert_eq!(o(2), Outcome::PlanFound);
        assert_eq!(o(10), Outcome::Unsolvable);
        assert_eq!(o(11), Outcome::Unsolvable);
        assert_eq!(o(12), Outcome::Incomplete);
        // regression: 13 (unsolvable within bound) used to fall into "error"
        assert_eq!(o(13), Outcome::UnsolvableWithinBound);
        assert_eq!(o(20), Outcome::OutOfMemory);
        assert_eq!(o(22), Outcome::OutOfMemory);
        assert_eq!(o(21), Outcome::OutOfTime);
        assert_eq!(o(23), Outcome::OutOfTime);
        assert_eq!(o(24), Outcome::OutOfMemory);
        assert_eq!(o(34), Outcome::Unsupported);
        assert_eq!(o(37), Outcome::Unsupported);
        assert_eq!(o(31), Outcome::Error);
        assert_eq!(o(99), Outcome::Error);
        assert!(ExitCode::from_code(33).is_unrecoverable());
        assert!(ExitCode::from_code(22).is_out_of_resources());
        assert!(ExitCode::from_code(13).is_unsolvable_band());
    }

    #[test]
    fn regression_translator_killed_by_sigxcpu_is_out_of_time_not_an_error() {
        // `--overall-time-limit 1` left the translator 0 s; it died of SIGXCPU
        // and the driver exited 232, which was reported as a planner error.
        assert_eq!(ExitCode::from_code(232).outcome(), Outcome::OutOfTime);
        assert_eq!(ExitCode::from_code(-24).outcome(), Outcome::OutOfTime);
        assert_eq!(ExitCode::from_code(233).outcome(), Outcome::Error);
    }
}
