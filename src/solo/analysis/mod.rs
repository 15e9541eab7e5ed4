//! Whole-puzzle questions: strong solutions (every capture's count and
//! probability, rating), composition of unique puzzles, random
//! generation and perturbation. Imports the rules and the search.

pub mod analyze;
pub mod band;
pub mod compose;
pub mod count;
pub mod generator;
pub mod perturb;
