//! The one shape of every benchmark runner: the work as a list of items
//! (an instance, an instance with a heuristic, a run of one solver on one
//! problem…), each run in turn into rows that go to the CSV file as they
//! come, the Lab runs of `--properties`, then the runner's summary (tables,
//! Markdown, plots). The runners (native, compare, chess, analyze) supply
//! the parts in [`Runner`]; [`drive`] owns the loop, the progress bar and
//! cancellation: a cancelled [`Control`] (or Ctrl-C, SIGTERM) ends the run
//! between items, or inside one that runs a planner (whose process group
//! is then killed), and the files hold the complete items only.

use super::lab_properties::{self, LabRun};
use super::report::{csv_row, progress, Outputs};
use super::{BenchError, Report};
use crate::limits::Control;

/// A benchmark's parts.
pub(super) trait Runner {
    /// One step of the work, as the progress bar counts it.
    type Item;
    /// One line of the CSV file.
    type Row: serde::Serialize;

    /// The work, in order (read or generated here, after the outputs are checked).
    fn items(&self) -> Result<Vec<Self::Item>, BenchError>;

    /// What the progress line says while `item` runs.
    fn label(&self, item: &Self::Item) -> String;

    /// Runs one item. `Ok(None)`: cancelled inside it (its rows are dropped).
    /// Disagreements and failures go to `report`.
    fn run(&self, item: &Self::Item, control: &Control, report: &mut Report) -> Result<Option<Vec<Self::Row>>, BenchError>;

    /// The Lab runs of one item's rows (asked for only with `--properties`).
    fn lab_runs(&self, item: &Self::Item, rows: &[Self::Row]) -> Vec<LabRun>;

    /// The summary of all rows: tables, Markdown, JSON and plots, into `report`.
    fn summarise(&self, items: &[Self::Item], rows: Vec<Self::Row>, report: &mut Report) -> Result<(), BenchError>;
}

/// Runs a benchmark: outputs checked before any work, every item in turn
/// until done or cancelled, the rows written as they come.
pub(super) fn drive<R: Runner>(runner: &R, outputs: &Outputs, control: &Control, quiet: bool) -> Result<Report, BenchError> {
    // Ctrl-C and SIGTERM from here on cancel the run between items, not the process.
    crate::limits::install_interrupt_handler();
    outputs.check()?;
    let items = runner.items()?;
    let mut csv = outputs.csv_writer()?;
    let pb = progress(items.len(), quiet);
    let mut rows = Vec::new();
    let mut lab_runs = Vec::new();
    let mut report = Report::default();
    for (done, item) in items.iter().enumerate() {
        if control.is_cancelled() {
            report.interrupted = true;
            break;
        }
        pb.set_message(runner.label(item));
        let Some(item_rows) = runner.run(item, control, &mut report)? else {
            report.interrupted = true;
            break;
        };
        if outputs.properties.is_some() {
            lab_runs.extend(runner.lab_runs(item, &item_rows));
        }
        for row in item_rows {
            csv_row(&mut csv, &row)?;
            rows.push(row);
        }
        pb.inc(1);
        control.report("bench", done as u64 + 1);
    }
    pb.finish_and_clear();
    if let Some(p) = &outputs.properties {
        lab_properties::write(p, &lab_runs)?;
        report.written.push(p.clone());
    }
    runner.summarise(&items, rows, &mut report)?;
    Ok(report)
}
