//! `bench compare`'s rows and its extra plots: coverage (solved instances
//! within t seconds, one cumulative curve per solver) and the per-instance
//! scatter of each solver's time against the reference native run's.

use super::plot::{Line, Plot, XAxis};
use super::stats::{ser_f64, ser_opt_f64};

/// One CSV row: a puzzle and a solver.
#[derive(serde::Serialize, Clone, Debug)]
pub struct CompareRow {
    pub level: usize,
    pub puzzle: String,
    pub solver: String,
    /// The native verdict (solved, unsolvable, unknown) or the round trip's outcome.
    pub outcome: String,
    #[serde(serialize_with = "ser_f64")]
    pub time_s: f64,
    #[serde(serialize_with = "ser_opt_f64")]
    pub translator_s: Option<f64>,
    #[serde(serialize_with = "ser_opt_f64")]
    pub search_s: Option<f64>,
    pub expanded: Option<u64>,
    pub operators: Option<u64>,
    pub peak_memory_kb: Option<u64>,
    pub plan_valid: Option<bool>,
    /// VAL's verdict on the planner's plan (valid, invalid: …, unavailable, timeout).
    pub val: Option<String>,
}

impl CompareRow {
    pub(super) fn solved(&self) -> bool {
        self.outcome == "solved" || self.outcome == "valid"
    }
    pub(super) fn decided(&self) -> bool {
        self.solved() || self.outcome == "unsolvable"
    }
}

/// `X.svg` → `X-<what>.svg` beside it.
pub(super) fn sibling(path: &std::path::Path, what: &str) -> std::path::PathBuf {
    let stem = path.file_stem().map_or("plot".into(), |s| s.to_string_lossy().into_owned());
    path.with_file_name(format!("{stem}-{what}.svg"))
}

/// Solved instances against time, one line per solver, as planning papers
/// draw coverage (runs solved in at most t seconds).
pub(super) fn coverage(rows: &[CompareRow], solvers: &[String]) -> Plot {
    let lines = solvers
        .iter()
        .map(|s| {
            let mut times: Vec<f64> = rows
                .iter()
                .filter(|r| &r.solver == s && r.solved())
                .map(|r| r.time_s.max(1e-5))
                .collect();
            times.sort_by(f64::total_cmp);
            Line {
                label: s.clone(),
                points: times.iter().enumerate().map(|(i, &t)| (t, (i + 1) as f64)).collect(),
                unsolved: vec![],
            }
        })
        .collect();
    let total = rows.iter().filter(|r| r.solver == solvers[0]).count();
    Plot {
        title: format!("coverage: solved instances (of {total}) within t seconds"),
        x: XAxis::LogSeconds,
        x_label: "seconds".into(),
        y_label: "solved instances".into(),
        y_log: false,
        lines,
        limit: None,
        connect: true,
        diagonal: false,
    }
}

/// Per instance: the native solver's time (x) against each planner
/// configuration's (y); a run the planner did not decide is a cross at the limit.
pub(super) fn scatter(rows: &[CompareRow], solvers: &[String], limit: Option<f64>) -> Plot {
    let native: std::collections::HashMap<&str, f64> = rows
        .iter()
        .filter(|r| r.solver == solvers[0])
        .map(|r| (r.puzzle.as_str(), r.time_s.max(1e-5)))
        .collect();
    let lines = solvers
        .iter()
        .filter(|s| *s != &solvers[0])
        .map(|s| {
            let mut line = Line {
                label: s.clone(),
                ..Line::default()
            };
            for r in rows.iter().filter(|r| &r.solver == s) {
                let Some(&x) = native.get(r.puzzle.as_str()) else { continue };
                if r.decided() {
                    line.points.push((x, r.time_s.max(1e-5)));
                } else {
                    line.unsolved.push(x);
                }
            }
            line
        })
        .collect();
    Plot {
        title: "per instance: planner time against native time".into(),
        x: XAxis::LogSeconds,
        x_label: "native seconds".into(),
        y_label: "planner seconds".into(),
        y_log: true,
        lines,
        limit,
        connect: false,
        diagonal: true,
    }
}
