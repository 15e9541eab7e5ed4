//! solopddl: chess puzzles as classical planning problems and back.
//!
//! Modules, dependencies pointing down:
//! - the front ends: [`cli`] (clap definitions, typed values) and
//!   [`commands`] (argument handling and rendering), [`serve`] (the local
//!   web app) and, outside this crate, the Python bindings (`python/`);
//! - [`api`], one entry per job under every front end (parse, solve,
//!   analyze, compose, plan, validate, draw), cancellable through
//!   [`limits::Control`];
//! - [`bench`] (instances, runners, typed rows, reports), [`suite`]
//!   (IPC-layout suites, Downward Lab experiments) and [`roundtrip`] (task →
//!   PDDL → planner → plan → moves → native replay, one typed outcome);
//! - [`pddl`] (emitters, plan parsing, action ↔ move mapping; no process),
//!   [`sas`] (finite-domain tasks), [`diagram`] (SVG boards, sheets, the
//!   puzzle book) and [`planner`] (discovery, limits, child processes, exit
//!   codes, which configurations suit which task features; no game);
//! - the games [`solo`] (Solo Chess) and [`chess`] (single-player chess),
//!   which know nothing of each other, of PDDL or of processes;
//! - [`board`] (geometry), [`limits`] (time and memory limits) and
//!   [`files`] (capped inputs, outputs published whole).
pub mod api;
pub mod bench;
pub mod board;
pub mod chess;
#[cfg(feature = "cli")]
pub mod cli;
#[cfg(feature = "cli")]
pub mod commands;
pub mod diagram;
pub mod files;
pub mod limits;
pub mod pddl;
pub mod planner;
pub mod roundtrip;
pub mod sas;
#[cfg(feature = "cli")]
pub mod serve;
pub mod solo;
pub mod suite;
