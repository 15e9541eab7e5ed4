//! Flag groups flattened into several commands (top-level, `bench` and
//! `suite`): the shape of generated puzzles and how to run the planner.

use super::values;
use crate::limits::{MemoryLimit, TimeLimit};
use crate::pddl::plan::PlanFormat;
use crate::planner::PlannerKind;
use crate::solo::Budget;
use clap::Args;
use std::path::PathBuf;

/// The shape of generated or composed Solo Chess puzzles.
#[derive(Args, Debug, Clone)]
pub struct ShapeArgs {
    /// Board size as WxH (each 1..8).
    #[arg(long, default_value = "8x8", value_parser = values::board)]
    pub board: crate::board::Board,
    /// Capture budget of every piece: a number or `-` (unlimited).
    #[arg(long, default_value = "2", allow_hyphen_values = true, value_parser = values::budget)]
    pub budget: Budget,
    /// Puzzles without a king (the survivor is then any piece).
    #[arg(long)]
    pub no_king: bool,
}

/// How to run the planner: which one, where it is, its limits, and VAL.
/// Flattened into every command that runs a planner.
#[derive(Args, Debug, Clone)]
pub struct PlannerArgs {
    /// The planner to run: fast-downward, symk or kstar (any other planner: --planner-cmd).
    #[arg(long, default_value = "fast-downward")]
    pub planner: PlannerKind,
    /// Path of the planner's driver (fast-downward.py) or an executable wrapper (relative to this folder).
    #[arg(long)]
    pub planner_path: Option<PathBuf>,
    /// Any other PDDL planner, as a command template with {domain}, {problem} and optionally {plan},
    /// e.g. "pyperplan -H hff {domain} {problem}" (split into arguments; never run through a shell).
    #[arg(long, conflicts_with = "planner_path")]
    pub planner_cmd: Option<String>,
    /// With --planner-cmd: the file the planner writes its plan to, e.g. "{problem}.soln"
    /// [default: {plan} if the template names it, else the plan printed on standard output].
    #[arg(long, requires = "planner_cmd")]
    pub plan_file: Option<String>,
    /// With --planner-cmd: the plan's format: auto, fd ("(a b)" lines), ipc ("0: (a b) [1]") or ff ("step 0: A B").
    #[arg(long, default_value = "auto", requires = "planner_cmd")]
    pub plan_format: PlanFormat,
    /// Planner time limit per run in seconds (Fast Downward's own limit, plus a hard kill of the
    /// planner's processes 0.8 s later)
    /// [default: 300 for plan, 60 for bench].
    #[arg(long)]
    pub time_limit: Option<TimeLimit>,
    /// Planner memory limit per run, e.g. 2G or 512M.
    #[arg(long, default_value = "4G")]
    pub memory_limit: MemoryLimit,
    /// VAL's Validate binary [default: $SOLOPDDL_VAL, Validate on PATH, or .venv/bin/Validate].
    #[arg(long)]
    pub val_path: Option<PathBuf>,
    /// Do not check planner plans with VAL (the native replay still runs).
    #[arg(long, conflicts_with = "val_path")]
    pub no_val: bool,
}

impl PlannerArgs {
    /// The time limit given, or the command's default.
    pub fn time_limit_or(&self, default_s: f64) -> TimeLimit {
        self.time_limit
            .unwrap_or_else(|| TimeLimit::seconds(default_s).expect("a positive default"))
    }
}
