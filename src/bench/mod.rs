//! Benchmarks: the instances (generated levels, folders, problem files),
//! the runners (native solver, native against the planner, single-player
//! chess, strong solutions), their typed rows, and the report code
//! (statistics, Markdown, SVG, CSV). Runners return reports; the command
//! layer prints them and picks the exit status.

pub mod error;
pub use error::BenchError;
pub mod analyze;
pub mod chess;
mod chess_count;
mod chess_run;
pub mod compare;
mod compare_plots;
mod driver;
pub mod instances;
pub mod lab_properties;
pub mod native;
pub mod plot;
pub mod report;
pub mod stats;

pub use report::{markdown, Outputs, SummaryRow};
pub use stats::{fmt, group, max, mean, median};

use std::path::{Path, PathBuf};

/// What a benchmark run produced, for the command layer to print.
#[derive(Debug, Default)]
pub struct Report {
    /// The summary (Markdown), printed and written to --md.
    pub markdown: String,
    /// The same summary tables as JSON rows, by table name (`--json`).
    pub summary: serde_json::Map<String, serde_json::Value>,
    /// Files written.
    pub written: Vec<PathBuf>,
    /// Ctrl-C or SIGTERM stopped the run; the files hold the complete rows.
    pub interrupted: bool,
    /// Planner and native verdicts that contradict each other, or invalid plans.
    pub disagreements: Vec<String>,
    /// Instances whose runs did not end as expected (e.g. a folder puzzle not solved).
    pub failures: Vec<String>,
}

impl Report {
    /// Writes the Markdown and SVG outputs and records their paths.
    pub fn finish(&mut self, out: &Outputs, draw: impl FnOnce(&Path) -> Result<(), String>) -> Result<(), BenchError> {
        if let Some(csv) = &out.csv {
            self.written.push(csv.clone());
        }
        if let Some(p) = out.write_md(&self.markdown)? {
            self.written.push(p);
        }
        if let Some(p) = out.write_svg(draw)? {
            self.written.push(p);
        }
        Ok(())
    }
}
