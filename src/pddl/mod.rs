//! PDDL emitters (one per game and encoding), the plan-file parser and the
//! mapping of planner actions back to moves. Runs no process.

pub mod chess;
pub mod plan;
pub mod solo;

pub use solo::Encoding;
