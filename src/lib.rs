//! solopddl: chess puzzles as classical planning problems and back.
//!
//! Modules, data flowing top to bottom: [`board`] (geometry), [`solo`]
//! (Solo Chess), [`pddl`] (emitters and plan parsing), [`planner`] (Fast
//! Downward as a child process), [`bench`] (comparisons), [`cli`].
pub mod bench;
pub mod board;
pub mod chess;
pub mod cli;
pub mod commands;
pub mod pddl;
pub mod planner;
pub mod solo;
pub mod units;
