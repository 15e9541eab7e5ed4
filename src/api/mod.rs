//! The library's one entry per job, under every front end (the CLI, the
//! local web server, the Python bindings). Each entry takes typed inputs
//! (texts, not paths: a front end reads its own files), limits as
//! arguments and a [`crate::limits::Control`] for cancellation and
//! progress, and returns one typed answer that serialises to the JSON
//! the CLI prints and the web API serves; errors are a [`Failure`] whose
//! [`Status`] is the documented exit code.
//!
//! | job | entry |
//! |---|---|
//! | read a puzzle, a chess problem or a task | [`solo::parse`], [`chess::parse_problem`], [`Task`](crate::roundtrip::Task) |
//! | show a puzzle's captures | [`solo::show`] |
//! | solve natively | [`solo::solve`], [`chess::solve`], [`chess::mate`], [`chess::proof_game`] |
//! | analyze, compose | [`solo::analyze`], [`solo::compose`] |
//! | validate a plan (native, VAL, both) | [`validate::validate`], [`validate::with_val`], [`validate::Validation`] |
//! | export, plan, count plans | [`crate::roundtrip`] (`Task::pddl`, `Task::sas`, `roundtrip::plan`, `top_k`) |
//! | draw | [`crate::diagram`] |

pub mod book;
pub mod chess;
pub mod chess_files;
pub mod doctor;
pub mod plan;
pub mod plans;
pub mod solo;
pub mod solo_files;
pub mod suite;
pub mod validate;

use crate::bench::BenchError;
use crate::planner::PlannerError;
use crate::roundtrip::{PlanOutcome, RoundTripError};
use std::fmt;

/// Documented exit statuses (see the README).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Solved, valid, plan found and validated.
    Success = 0,
    /// Proven unsolvable, or the plan is invalid.
    Negative = 1,
    /// Bad input: malformed puzzle, plan, FEN or arguments (clap's usage errors too).
    BadInput = 2,
    /// A time, state or node limit was reached, or the run was interrupted: no verdict.
    Unknown = 3,
    /// Out of memory: no verdict.
    OutOfMemory = 4,
    /// The planner's search ended without a plan and without a proof.
    Incomplete = 5,
    /// The planner's plan does not validate (an encoding bug).
    PlanInvalid = 6,
    /// The planner does not support the configuration.
    Unsupported = 7,
    /// The planner crashed or reported an error.
    PlannerError = 8,
    /// The planner was not found.
    PlannerMissing = 9,
    /// An output file could not be written.
    OutputError = 10,
}

impl Status {
    /// The status as a process exit code.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// Whether the run reached a verdict (0 or 1): the others are limits,
    /// planner trouble or bad input.
    pub fn has_verdict(self) -> bool {
        matches!(self, Status::Success | Status::Negative)
    }

    /// The worse of two statuses (a batch reports its worst record).
    pub fn worst(self, other: Status) -> Status {
        if other.code() > self.code() {
            other
        } else {
            self
        }
    }
}

/// The exit status of a round trip's outcome: the one place where the
/// outcomes meet the exit-code table.
pub fn plan_status(o: &PlanOutcome) -> Status {
    use crate::roundtrip::Limit;
    match o {
        PlanOutcome::Valid { .. } => Status::Success,
        PlanOutcome::Unsolvable => Status::Negative,
        PlanOutcome::Invalid { .. } | PlanOutcome::Unmappable { .. } | PlanOutcome::ValidatorsDisagree { .. } => {
            Status::PlanInvalid
        }
        PlanOutcome::UnsolvableWithinBound | PlanOutcome::Incomplete => Status::Incomplete,
        PlanOutcome::LimitReached(Limit::Time) => Status::Unknown,
        PlanOutcome::LimitReached(Limit::Memory) => Status::OutOfMemory,
        PlanOutcome::Unsupported { .. } => Status::Unsupported,
        PlanOutcome::PlannerError { .. } => Status::PlannerError,
    }
}

/// An error with its exit status; the message is one line.
#[derive(Debug)]
pub struct Failure {
    pub status: Status,
    pub message: String,
}

impl Failure {
    pub fn new(status: Status, message: impl Into<String>) -> Failure {
        Failure {
            status,
            message: message.into(),
        }
    }
    pub fn bad_input(message: impl fmt::Display) -> Failure {
        Failure::new(Status::BadInput, message.to_string())
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}
impl std::error::Error for Failure {}

impl From<crate::solo::rules::load::LoadError> for Failure {
    fn from(e: crate::solo::rules::load::LoadError) -> Failure {
        Failure::bad_input(e)
    }
}

impl From<crate::chess::problem::LoadProblemError> for Failure {
    fn from(e: crate::chess::problem::LoadProblemError) -> Failure {
        Failure::bad_input(e)
    }
}

impl From<PlannerError> for Failure {
    fn from(e: PlannerError) -> Failure {
        let status = match e {
            PlannerError::NotFound(_) | PlannerError::BadPath(_) | PlannerError::NoPython(_) => Status::PlannerMissing,
            // One rule for every way of naming a planner: a program that is not there is exit 9.
            PlannerError::Spawn { ref error, .. } if error.kind() == std::io::ErrorKind::NotFound => Status::PlannerMissing,
            PlannerError::Spawn { .. } => Status::PlannerError,
            PlannerError::Interrupted(_) => Status::Unknown,
            PlannerError::Io { .. } => Status::OutputError,
            PlannerError::SasUnsupported(_) | PlannerError::AliasUnsupported(_) | PlannerError::PlanFileExists(_) => {
                Status::BadInput
            }
        };
        Failure::new(status, e.to_string())
    }
}

impl From<crate::files::PublishError> for Failure {
    fn from(e: crate::files::PublishError) -> Failure {
        use crate::files::PublishError as P;
        let status = match e {
            P::Exists(_) => Status::BadInput,
            P::Raced(_) | P::Io { .. } => Status::OutputError,
        };
        Failure::new(status, e.to_string())
    }
}

impl From<RoundTripError> for Failure {
    fn from(e: RoundTripError) -> Failure {
        match e {
            RoundTripError::Planner(p) => p.into(),
            // A missing or unwritable TMPDIR is the user's environment: say so, exit 2.
            RoundTripError::TempDir(_)
            | RoundTripError::GivenPddlAsSas
            | RoundTripError::GivenMismatch(_)
            | RoundTripError::Plies(_) => Failure::bad_input(e),
            RoundTripError::Write { .. } => Failure::new(Status::OutputError, e.to_string()),
        }
    }
}

impl From<BenchError> for Failure {
    fn from(e: BenchError) -> Failure {
        let status = match &e {
            BenchError::Input(_) | BenchError::Exists(_) => Status::BadInput,
            BenchError::Io { .. } | BenchError::Plot { .. } => Status::OutputError,
            BenchError::InvalidNativePlan(_) => Status::PlanInvalid,
            BenchError::RoundTrip(_) => {
                let BenchError::RoundTrip(r) = e else { unreachable!() };
                return r.into();
            }
        };
        Failure::new(status, e.to_string())
    }
}

/// A benchmark's exit status: 3 if interrupted (the files hold the
/// complete rows), 6 if a plan failed validation or verdicts disagree, 1 if
/// a run did not end as it must (a folder puzzle unsolved), else 0.
pub fn bench_status(r: &crate::bench::Report) -> Status {
    if r.interrupted {
        Status::Unknown
    } else if !r.disagreements.is_empty() {
        Status::PlanInvalid
    } else if !r.failures.is_empty() {
        Status::Negative
    } else {
        Status::Success
    }
}
