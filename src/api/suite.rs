//! Planner configurations checked against the tasks they will run on,
//! before any run: `suite lab` over a suite's domains, `bench chess` over
//! the chess domain. Fast Downward refuses some configurations on the
//! tasks' features (axioms, conditional effects): those are refused here
//! (exit 7) with the alternative named; ones known to fare badly are warned
//! of.

use super::{Failure, Status};
use crate::planner::features::{check, TaskFeatures};
use crate::planner::Search;
use std::path::PathBuf;

/// Each suite folder's `domain.pddl` against `configs`; the warnings.
pub fn check_suite_configs(suites: &[PathBuf], configs: &[Search]) -> Result<Vec<String>, Failure> {
    let mut warnings = Vec::new();
    for dir in suites {
        let domain = dir.join("domain.pddl");
        let text = crate::files::read_text(&domain, crate::files::PDDL)
            .map_err(|e| Failure::bad_input(format!("'{}': {e}", domain.display())))?;
        let found = check(configs, TaskFeatures::of_domain(&text))
            .map_err(|why| Failure::new(Status::Unsupported, format!("--configs: suite '{}': {why}", dir.display())))?;
        warnings.extend(found.into_iter().map(|w| format!("suite '{}': {w}", dir.display())));
    }
    Ok(warnings)
}

/// The chess domain (axioms and conditional effects) against `configs`; the warnings.
pub fn check_chess_configs(configs: &[Search]) -> Result<Vec<String>, Failure> {
    let features = TaskFeatures::of_domain(&crate::pddl::chess::domain());
    check(configs, features).map_err(|why| Failure::new(Status::Unsupported, format!("--config {why}")))
}

impl From<crate::suite::SuiteError> for Failure {
    fn from(e: crate::suite::SuiteError) -> Failure {
        use crate::suite::SuiteError;
        let status = match &e {
            SuiteError::Input(_) | SuiteError::Exists(_) => Status::BadInput,
            SuiteError::Io { .. } => Status::OutputError,
        };
        Failure::new(status, e.to_string())
    }
}

/// `suite export --layout autoscale`: the pool measured by Fast Downward
/// (or its runs read from `measurements`), [`SET_SIZE`](crate::suite::autoscale::SET_SIZE)
/// tasks selected, the set written to `out/folder`. Returns the folder and
/// how many runs were measured (0 when read).
pub fn autoscale(
    pool: &crate::suite::DomainSuite,
    folder: &str,
    out: &std::path::Path,
    measurements: Option<&std::path::Path>,
    time_limit: crate::limits::TimeLimit,
    force: bool,
    control: &crate::limits::Control,
) -> Result<(std::path::PathBuf, usize), Failure> {
    use crate::suite::autoscale;
    crate::suite::refuse_existing(out, [folder], force)?;
    let (runs, measured) = match measurements {
        Some(path) => (autoscale::read_measurements(path)?, 0),
        None => {
            let kind = crate::planner::PlannerKind::FastDownward;
            let planner = crate::planner::Planner::Driver {
                kind,
                driver: crate::planner::discover_planner(kind, None)?,
            };
            let runs = autoscale::measure(pool, &planner, time_limit, control)?;
            let n = runs.len();
            (runs, n)
        }
    };
    let (set, csv) = autoscale::select(pool, &runs, folder)?;
    Ok((autoscale::write(out, &set, &csv, force)?, measured))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lmcut_is_refused_on_the_chess_domain_and_blind_search_is_not() {
        let lmcut: Search = "search:astar(lmcut())".parse().unwrap();
        let e = check_chess_configs(&[lmcut]).unwrap_err();
        assert_eq!(e.status, Status::Unsupported, "{e}");
        let blind: Search = "search:astar(blind())".parse().unwrap();
        assert!(check_chess_configs(&[blind]).is_ok());
    }
}
