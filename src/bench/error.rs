//! Why a benchmark could not run (or finish writing).

use std::path::{Path, PathBuf};

/// Why a benchmark could not run (or finish writing).
#[derive(Debug, thiserror::Error)]
pub enum BenchError {
    /// Bad instances or arguments.
    #[error("{0}")]
    Input(String),
    #[error("'{0}' exists: pass --force to overwrite it")]
    Exists(PathBuf),
    #[error("cannot write '{}': {error}", path.display())]
    Io { path: PathBuf, error: String },
    #[error("plot '{}': {error}", path.display())]
    Plot { path: PathBuf, error: String },
    /// A native plan failed validation: a solver bug.
    #[error("{0}")]
    InvalidNativePlan(String),
    #[error(transparent)]
    RoundTrip(#[from] crate::roundtrip::RoundTripError),
}

impl BenchError {
    pub fn io(path: &Path, error: impl ToString) -> BenchError {
        BenchError::Io {
            path: path.to_path_buf(),
            error: error.to_string(),
        }
    }
}
