//! The integration tests, one binary: each file of this folder is a module
//! here (tests/README.md says which file covers what). One binary rather
//! than one per file, because linking ~45 binaries was a large share of
//! CI's time and because one test harness keeps both cores busy across
//! files, where cargo runs binaries one after the other.
//! `architecture.rs` checks that every file here is listed below, but
//! `memory_limits.rs`, a binary of its own (its header says why).
//!
//! One file's tests: `cargo test --test integration proofgame_chains::`.

mod common;

mod analyze;
mod architecture;
mod browser;
mod chess_cli;
mod chess_movegen;
mod chess_planner;
mod chess_solve_optimal;
mod cli;
mod docs;
mod failure_injection;
mod hardening_files;
mod hardening_runs;
mod json;
mod kstar;
mod lab;
mod parsers;
mod pddl_export;
mod perft;
mod pgn;
mod planner;
mod proofgame;
mod proofgame_capturers;
mod proofgame_chains;
mod proofgame_checks;
mod proofgame_cli;
mod proofgame_confined;
mod proofgame_meeting;
mod proofgame_paths;
mod proofgame_pawn_shifts;
mod proofgame_split;
mod proofgame_tempo_and_walls;
mod proofgame_themes;
mod regressions;
mod regressions_planner;
mod sample_puzzles;
mod sas;
mod sas_no_axioms;
mod serve_api;
mod serve_browser;
mod solo_differential;
mod solo_movegen;
mod suites;
mod suites_layouts;
mod symk;
mod symk_chess;
mod tooling;
mod val;
