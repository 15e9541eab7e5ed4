//! The commands behind the CLI: each turns typed arguments into library
//! calls and renders what they return. Errors carry their exit status in
//! [`Failure`]; the exit-code table of the README is [`Status`], and the
//! planning round trip's outcomes map onto it in [`plan_status`] only.

pub mod analysis;
pub mod bench;
pub mod chess;
pub mod planning;
pub mod plans;
pub mod proofgame;
pub mod solo;
pub mod suite;
pub mod tooling;

use crate::bench::BenchError;
use crate::cli::{Cli, Command};
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

/// The native replay's judgement of a plan: valid or not, and why (the
/// final position, or the first failing step and its reason).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Judgement {
    pub valid: bool,
    pub detail: String,
}

impl Judgement {
    pub fn valid(detail: String) -> Judgement {
        Judgement { valid: true, detail }
    }
    pub fn invalid(detail: String) -> Judgement {
        Judgement { valid: false, detail }
    }
}

/// Prints `validate`'s verdicts (text lines `valid: …` / `invalid: …` and
/// `VAL: …`, or one JSON object) and returns the exit status: 0 valid, 1
/// invalid, 6 when the native replay and VAL disagree.
pub fn render_validation(
    native: Option<Judgement>,
    val: Option<crate::planner::val::ValVerdict>,
    json: bool,
) -> Result<Status, Failure> {
    use crate::planner::val::ValVerdict;
    let native_status = native
        .as_ref()
        .map(|j| if j.valid { Status::Success } else { Status::Negative });
    if json {
        let val_valid = match &val {
            Some(ValVerdict::Valid) => Some(true),
            Some(ValVerdict::Invalid { .. }) => Some(false),
            _ => None,
        };
        let native_valid = native.as_ref().map(|j| j.valid);
        let valid = match (native_valid, val_valid, &val) {
            (Some(n), Some(v), _) if n != v => None,
            (Some(n), _, None) => Some(n),
            (_, Some(v), _) => Some(v),
            _ => None,
        };
        print_json(&serde_json::json!({
            "valid": valid,
            "native": native,
            "val": val.as_ref().map(|v| v.label()),
        }))?;
    } else {
        if let Some(j) = &native {
            println!("{}: {}", if j.valid { "valid" } else { "invalid" }, j.detail);
        }
        match &val {
            Some(ValVerdict::Invalid { step: Some(s), reason }) => println!("VAL: invalid at step {s}: {reason}"),
            Some(v) => println!("VAL: {}", v.label()),
            None => {}
        }
    }
    match &val {
        Some(v) => planning::combine_verdicts(native_status, v),
        None => Ok(native_status.expect("clap requires --puzzle or --pddl")),
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

/// Refuses a comma list that names one value twice (`--encodings squares,squares`).
pub fn distinct<T: PartialEq + fmt::Debug>(flag: &str, values: &[T]) -> Result<(), Failure> {
    for (i, v) in values.iter().enumerate() {
        if values[..i].contains(v) {
            return Err(Failure::bad_input(format!(
                "{flag}: {} is named twice",
                format!("{v:?}").to_lowercase()
            )));
        }
    }
    Ok(())
}

/// Reads a move-ordering model written by `solopddl train` (exit 2 naming
/// the file when it cannot be read or is not a model of this build).
pub fn load_model(path: &std::path::Path) -> Result<std::sync::Arc<crate::solo::learned::Model>, Failure> {
    let text = read_file(path, "--model", crate::files::MODEL)?;
    crate::solo::learned::Model::from_json(&text)
        .map(std::sync::Arc::new)
        .map_err(|e| Failure::bad_input(format!("{}: {e}", path.display())))
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}
impl std::error::Error for Failure {}

impl From<crate::solo::load::LoadError> for Failure {
    fn from(e: crate::solo::load::LoadError) -> Failure {
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
            PlannerError::SasUnsupported(_) | PlannerError::PlanFileExists(_) => Status::BadInput,
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
            RoundTripError::TempDir(_) | RoundTripError::GivenPddlAsSas | RoundTripError::GivenMismatch(_) => {
                Failure::bad_input(e)
            }
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

/// Runs a parsed command line; `Ok` carries the exit status of a normal run.
pub fn run(cli: Cli) -> Result<Status, Failure> {
    match cli.command {
        Command::Show {
            puzzle,
            json,
            svg,
            force,
        } => solo::show(&puzzle, json, svg.as_deref(), force),
        Command::Solve(a) => solo::solve(a),
        Command::Validate {
            plan,
            puzzle,
            pddl,
            val_path,
            val_time_limit,
            json,
        } => {
            let native = match puzzle.as_deref() {
                Some(p) if p.ends_with(".chess") => {
                    let p = crate::chess::problem::load_problem(std::path::Path::new(p))?;
                    Some(chess::validate_against(&plan, &p.start, &p.goal)?)
                }
                Some(p) => Some(solo::validate(&plan, p)?),
                None => None,
            };
            let val = match pddl.as_deref() {
                Some([domain, problem]) => Some(planning::validate_with_val(
                    &plan,
                    domain,
                    problem,
                    val_path.as_deref(),
                    val_time_limit,
                )?),
                _ => None,
            };
            render_validation(native, val, json)
        }
        Command::Generate(a) => solo::generate(a),
        Command::Analyze(a) => analysis::analyze(a),
        Command::Compose(a) => analysis::compose(a),
        Command::Train(a) => analysis::train(a),
        Command::Export(a) => planning::export(a),
        Command::Plan(a) => planning::plan(a),
        Command::Plans(a) => plans::plans(a),
        Command::Bench(b) => bench::run(b),
        Command::Suite(c) => suite::run(c),
        Command::Completions { shell } => tooling::completions(shell),
        Command::Man { out } => tooling::man(out.as_deref()),
        Command::Doctor { json } => tooling::doctor(json),
        Command::Chess(c) => chess::run(c),
    }
}

/// Reads an input file (a regular file or a pipe, at most `cap`), naming it in the error.
pub fn read_file(path: &std::path::Path, what: &str, cap: crate::files::Cap) -> Result<String, Failure> {
    crate::files::read_text(path, cap).map_err(|e| Failure::bad_input(format!("{what} '{}': {e}", path.display())))
}

/// Why a planner plan whose action `unmappable` names no move fails, as the
/// round trip's check names it: an earlier illegal move is the first
/// failing step, else the unmappable action itself.
pub fn first_failure(task: &crate::roundtrip::Task, actions: &[crate::pddl::plan::Action], unmappable: String) -> String {
    use crate::roundtrip::CheckedPlan;
    match task.check_plan(actions) {
        CheckedPlan::Invalid { reason, .. } | CheckedPlan::Unmappable { reason } => reason,
        CheckedPlan::Valid { .. } => unmappable,
    }
}

/// Refuses an existing output file unless `force`.
pub fn refuse_existing(path: &std::path::Path, force: bool) -> Result<(), Failure> {
    if !force && path.exists() {
        return Err(Failure::bad_input(format!(
            "'{}' exists: pass --force to overwrite it",
            path.display()
        )));
    }
    Ok(())
}

/// Writes an output file, refusing to replace an existing one unless `force`.
/// A regular file is written whole beside its place and renamed into it
/// (concurrent writers never interleave); a device or pipe (`/dev/stdout`)
/// is written as it is.
pub fn write_output(path: &std::path::Path, text: &str, force: bool) -> Result<(), Failure> {
    write_silently(path, text, force)?;
    // Every file a command writes is named once, on stderr (stdout stays the result).
    eprintln!("wrote {}", path.display());
    Ok(())
}

/// [`write_output`] for commands that report their files themselves (`export`).
pub fn write_silently(path: &std::path::Path, text: &str, force: bool) -> Result<(), Failure> {
    refuse_existing(path, force)?;
    let special = std::fs::metadata(path).is_ok_and(|m| !m.is_file());
    if special {
        return std::fs::write(path, text)
            .map_err(|e| Failure::new(Status::OutputError, format!("cannot write '{}': {e}", path.display())));
    }
    crate::files::write_atomic(path, text, force).map_err(|e| match e {
        crate::files::PublishError::Exists(_) => e.into(),
        e => Failure::new(Status::OutputError, format!("cannot write {e}")),
    })
}

/// Creates an output folder.
pub fn create_dir(path: &std::path::Path, flag: &str) -> Result<(), Failure> {
    std::fs::create_dir_all(path).map_err(|e| {
        Failure::new(
            Status::OutputError,
            format!("{flag} '{}': cannot create: {e}", path.display()),
        )
    })
}

/// Prints a JSON value on one line.
pub fn print_json(v: &impl serde::Serialize) -> Result<(), Failure> {
    let text = serde_json::to_string(v).map_err(|e| Failure::new(Status::OutputError, format!("JSON: {e}")))?;
    println!("{text}");
    Ok(())
}
