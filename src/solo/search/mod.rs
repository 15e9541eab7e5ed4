//! The native solver: the incremental search state (bitboards, Zobrist
//! keys), move orderings (the thesis heuristics and the learned ordering's
//! inference), sound dead-end pruning, tables of dead positions, and a
//! brute-force oracle for differential tests. Imports the rules only.

pub mod brute;
pub mod dominance;
pub mod heuristics;
pub mod learned;
pub mod prune;
pub mod solver;
pub mod state;
pub mod table;
