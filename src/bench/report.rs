//! Benchmark output: typed summary rows that own their table header (one
//! impl holds both, so header and cells cannot drift apart), Markdown
//! tables, log-scale SVG plots, and the output files of a run (refused if
//! they exist unless forced; CSV rows flushed as they finish).

use crate::bench::error::BenchError;
use std::path::{Path, PathBuf};

/// A row of a summary table.
pub trait SummaryRow {
    /// The column names.
    const HEADER: &'static [&'static str];
    /// The cells, one per column of [`SummaryRow::HEADER`].
    fn cells(&self) -> Vec<String>;
}

/// A column name as a JSON key: lower case, words joined by `_`
/// ("median s" → `median_s`, "time / native" → `time_native`).
pub fn json_key(column: &str) -> String {
    let mut key = String::new();
    for c in column.chars() {
        if c.is_ascii_alphanumeric() {
            key.push(c.to_ascii_lowercase());
        } else if !key.ends_with('_') {
            key.push('_');
        }
    }
    key.trim_matches('_').to_string()
}

/// Typed rows as JSON objects keyed by [`json_key`] of their columns:
/// numbers as numbers, a count `k/n` as `key` and `key_total`, `-` as
/// null, anything else as text.
pub fn json_rows<R: SummaryRow>(rows: &[R]) -> Vec<serde_json::Value> {
    rows.iter()
        .map(|r| {
            let mut object = serde_json::Map::new();
            for (h, cell) in R::HEADER.iter().zip(r.cells()) {
                // A count "k/n" ("solved" 97/100) is two numbers: `solved`
                // and `solved_total`, never the text "97/100".
                if let Some((k, n)) = cell.trim().split_once('/') {
                    if let (Ok(k), Ok(n)) = (k.parse::<u64>(), n.parse::<u64>()) {
                        object.insert(json_key(h), serde_json::json!(k));
                        object.insert(format!("{}_total", json_key(h)), serde_json::json!(n));
                        continue;
                    }
                }
                let value = match cell.trim() {
                    "-" | "" => serde_json::Value::Null,
                    t if t.parse::<i64>().is_ok() => serde_json::json!(t.parse::<i64>().expect("checked")),
                    t => t
                        .parse::<f64>()
                        .ok()
                        .filter(|x| x.is_finite())
                        .and_then(|x| serde_json::Number::from_f64(x).map(serde_json::Value::Number))
                        .unwrap_or_else(|| serde_json::Value::String(t.to_string())),
                };
                object.insert(json_key(h), value);
            }
            serde_json::Value::Object(object)
        })
        .collect()
}

/// A Markdown table of typed rows.
pub fn markdown<R: SummaryRow>(rows: &[R]) -> String {
    let header = R::HEADER;
    let mut s = format!(
        "| {} |\n|{}|\n",
        header.join(" | "),
        header.iter().map(|_| "---").collect::<Vec<_>>().join("|")
    );
    for r in rows {
        let cells = r.cells();
        debug_assert_eq!(cells.len(), header.len(), "a summary row's cells must match its header");
        let cells: Vec<String> = cells.iter().map(|c| markdown_cell(c)).collect();
        s.push_str(&format!("| {} |\n", cells.join(" | ")));
    }
    s
}

/// A table cell as Markdown text: `|` escaped (a problem named `a|b` keeps
/// its row's columns), line breaks as spaces.
pub fn markdown_cell(text: &str) -> String {
    text.replace('\\', "\\\\").replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// Where a benchmark run writes.
#[derive(Clone, Debug, Default)]
pub struct Outputs {
    pub csv: Option<PathBuf>,
    pub md: Option<PathBuf>,
    pub svg: Option<PathBuf>,
    /// Downward Lab properties of every run.
    pub properties: Option<PathBuf>,
    /// Overwrite existing files.
    pub force: bool,
}

impl Outputs {
    /// Refuses, before any work, to overwrite an existing file unless forced.
    pub fn check(&self) -> Result<(), BenchError> {
        for p in [&self.csv, &self.md, &self.svg, &self.properties].into_iter().flatten() {
            if !self.force && p.exists() {
                return Err(BenchError::Exists(p.clone()));
            }
        }
        Ok(())
    }

    /// The CSV writer, if a CSV file was asked for.
    pub fn csv_writer(&self) -> Result<Option<CsvRows>, BenchError> {
        self.csv
            .as_ref()
            .map(|p| {
                csv::Writer::from_path(p)
                    .map(|w| CsvRows { path: p.clone(), w })
                    .map_err(|e| BenchError::io(p, e))
            })
            .transpose()
    }

    /// Writes the Markdown summary if asked; the path written.
    pub fn write_md(&self, text: &str) -> Result<Option<PathBuf>, BenchError> {
        match &self.md {
            Some(p) => std::fs::write(p, text)
                .map(|_| Some(p.clone()))
                .map_err(|e| BenchError::io(p, e)),
            None => Ok(None),
        }
    }

    /// Draws the plot if asked; the path written.
    pub fn write_svg(&self, draw: impl FnOnce(&Path) -> Result<(), String>) -> Result<Option<PathBuf>, BenchError> {
        match &self.svg {
            Some(p) => draw(p)
                .map(|_| Some(p.clone()))
                .map_err(|error| BenchError::Plot { path: p.clone(), error }),
            None => Ok(None),
        }
    }
}

/// A CSV file that gets one row per finished run, flushed at once, so an
/// interrupted benchmark leaves only complete rows.
pub struct CsvRows {
    path: PathBuf,
    w: csv::Writer<std::fs::File>,
}

impl CsvRows {
    pub fn row<T: serde::Serialize>(&mut self, row: &T) -> Result<(), BenchError> {
        self.w.serialize(row).map_err(|e| BenchError::io(&self.path, e))?;
        self.w.flush().map_err(|e| BenchError::io(&self.path, e))
    }
}

/// Writes a row to the CSV, if there is one.
pub fn csv_row<T: serde::Serialize>(csv: &mut Option<CsvRows>, row: &T) -> Result<(), BenchError> {
    csv.as_mut().map_or(Ok(()), |w| w.row(row))
}

/// A progress bar, hidden when asked to be quiet.
pub fn progress(len: usize, quiet: bool) -> indicatif::ProgressBar {
    if quiet {
        return indicatif::ProgressBar::hidden();
    }
    let pb = indicatif::ProgressBar::new(len as u64);
    pb.set_style(
        indicatif::ProgressStyle::with_template("{elapsed_precise} [{bar:40}] {pos}/{len} {msg}").expect("valid template"),
    );
    pb
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Two(u32);
    impl SummaryRow for Two {
        const HEADER: &'static [&'static str] = &["a", "b"];
        fn cells(&self) -> Vec<String> {
            vec![self.0.to_string(), (self.0 * 2).to_string()]
        }
    }

    #[test]
    fn json_rows_key_columns_and_type_cells() {
        assert_eq!(json_key("time / native"), "time_native");
        assert_eq!(json_key("M nodes/s"), "m_nodes_s");
        let v = json_rows(&[Two(1)]);
        assert_eq!(v[0], serde_json::json!({"a": 1, "b": 2}));
        struct Count;
        impl SummaryRow for Count {
            const HEADER: &'static [&'static str] = &["solved", "solver"];
            fn cells(&self) -> Vec<String> {
                vec!["97/100".into(), "lama-first/squares".into()]
            }
        }
        let v = json_rows(&[Count]);
        assert_eq!(
            v[0],
            serde_json::json!({"solved": 97, "solved_total": 100, "solver": "lama-first/squares"})
        );
    }

    #[test]
    fn markdown_tables_come_from_typed_rows() {
        assert_eq!(markdown(&[Two(1)]), "| a | b |\n|---|---|\n| 1 | 2 |\n");
    }

    #[test]
    fn regression_a_pipe_in_a_problem_name_keeps_the_markdown_row() {
        assert_eq!(markdown_cell("row|7\nx"), "row\\|7 x");
    }

    #[test]
    fn existing_outputs_are_refused_unless_forced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("rows.csv");
        std::fs::write(&path, "old").unwrap();
        let mut o = Outputs {
            csv: Some(path.clone()),
            ..Outputs::default()
        };
        assert!(matches!(o.check(), Err(BenchError::Exists(_))));
        o.force = true;
        assert!(o.check().is_ok());
    }
}
