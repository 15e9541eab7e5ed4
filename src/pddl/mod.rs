//! PDDL emitters (one per game and encoding), the plan-file parser and the
//! mapping of planner actions back to moves. Runs no process.

pub mod chess;
mod chess_compact;
pub mod chess_plan;
pub mod inline;
pub mod plan;
pub mod solo;
pub mod solo_export_plan;
mod solo_occupants;
pub mod solo_plan;

pub use solo::Encoding;
