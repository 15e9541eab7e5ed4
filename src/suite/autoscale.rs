//! Autoscale-style sets: 30 tasks per domain chosen from measured planner
//! runs, so that the set runs from tasks an optimal planner solves at once
//! to tasks no configuration solves within the limit.
//!
//! How: a pool of candidates (generated puzzles of growing size, or random
//! chess walks of growing length) with the native ground truth of every
//! suite (verdict, optimal length, solution count); each candidate is run
//! by Fast Downward in a satisficing configuration (the game's own:
//! lama-first for Solo Chess, greedy FF search for chess, where lama-first
//! runs out of memory on the legality axioms) and an optimal one,
//! `astar(blind())` (lmcut supports neither the conditional effects of the
//! Solo Chess encodings nor chess's axioms). Candidates are ranked: solved
//! by the optimal configuration (by its expansions), then solved only by
//! the satisficing one (by its expansions), then solved by neither (in pool
//! order, which grows in size);
//! the set takes 30 ranks evenly spaced from the first to the last.
//!
//! Every run is written to `measurements.csv` beside the tasks (with the
//! id a candidate got in the set, if any). Given that file back
//! (`--measurements`), the same candidates are selected again without
//! running a planner, so a shipped set is reproduced byte for byte.

use super::{DomainSuite, InstanceRow, SuiteError};
use crate::limits::Control;
use crate::planner::{Config, Planner, Search};
use crate::roundtrip::{plan_pddl_in_dir, Checks, GivenPddl, PlanOutcome, Source, Task};
use std::collections::HashMap;
use std::path::Path;

/// Tasks in a set.
pub const SET_SIZE: usize = 30;

/// One planner run on one candidate.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    /// The candidate's name (`InstanceRow::name`).
    pub candidate: String,
    /// `satisficing` or `optimal`.
    pub role: String,
    /// The configuration, as Fast Downward was given it.
    pub config: String,
    /// A plan was found and replays natively to the goal.
    pub solved: bool,
    /// Wall-clock seconds of the planner run (3 decimals).
    pub time_s: f64,
    pub expanded: Option<u64>,
    pub plan_length: Option<usize>,
}

/// The two configurations of a game: (satisficing, optimal).
pub fn configurations(chess: bool) -> [(&'static str, Search); 2] {
    if chess {
        [
            ("satisficing", Search::Search(crate::roundtrip::CHESS_DEFAULT_SEARCH.into())),
            ("optimal", Search::Search("astar(blind())".into())),
        ]
    } else {
        [
            ("satisficing", Search::Alias("lama-first".into())),
            ("optimal", Search::Search("astar(blind())".into())),
        ]
    }
}

fn config_name(search: &Search) -> String {
    match search {
        Search::Alias(a) => a.clone(),
        Search::Search(s) => s.clone(),
    }
}

/// The planner task of a suite row (its source and goal FENs).
fn task_of(row: &InstanceRow) -> Result<Task, SuiteError> {
    let bad = |e: String| SuiteError::Input(format!("candidate {}: {e}", row.name));
    if row.game == "chess" {
        let start = crate::chess::fen::parse_fen(&row.source).map_err(|e| bad(e.to_string()))?;
        let goal = crate::chess::problem::parse_goal(&row.goal).map_err(|e| bad(e.to_string()))?;
        return Ok(Task::Chess(crate::chess::problem::ChessProblem { name: None, start, goal }));
    }
    Ok(Task::Solo {
        puzzle: crate::solo::rules::notation::parse_solo_fen(&row.source).map_err(|e| bad(e.to_string()))?,
        encoding: row.encoding.parse().map_err(bad)?,
    })
}

/// Runs both configurations on every candidate of `pool` (`time_limit`
/// seconds and 4 GiB each, two runs at a time).
pub fn measure(
    pool: &DomainSuite,
    planner: &Planner,
    time_limit: crate::limits::TimeLimit,
    control: &Control,
) -> Result<Vec<Measurement>, SuiteError> {
    let chess = pool.problems.first().is_some_and(|(r, _)| r.game == "chess");
    let jobs: Vec<(usize, usize)> = (0..pool.problems.len()).flat_map(|i| [(i, 0), (i, 1)]).collect();
    let done = std::sync::atomic::AtomicU64::new(0);
    let results = super::parallel_map(&jobs, 2, |&(i, c)| -> Result<Measurement, SuiteError> {
        let (row, text) = &pool.problems[i];
        let (role, search) = configurations(chess)[c].clone();
        let config = Config {
            translate_options: vec![],
            search: Some(search.clone()),
            time_limit,
            memory_limit: "4G".parse().expect("a memory limit"),
            format: crate::planner::TaskFormat::Pddl,
            control: control.clone(),
        };
        let given = GivenPddl {
            domain: pool.domain.clone(),
            problem: text.clone(),
        };
        let dir = crate::roundtrip::temp_dir().map_err(|e| SuiteError::Input(e.to_string()))?;
        let task = task_of(row)?;
        let r = plan_pddl_in_dir(
            &task,
            Source::Given(&given),
            planner,
            &config,
            &Checks::default(),
            dir.path(),
            &row.id,
        )
        .map_err(|e| SuiteError::Input(format!("candidate {}: {e}", row.name)))?;
        let solved = match &r.outcome {
            PlanOutcome::Valid { .. } => true,
            PlanOutcome::LimitReached(_) | PlanOutcome::Incomplete => false,
            // Anything else says the set would be measured wrong: a
            // solvable pool task is never proven unsolvable, and an
            // invalid plan or a refused configuration is a bug to report.
            other => {
                return Err(SuiteError::Input(format!(
                    "candidate {} with {}: {}",
                    row.name,
                    config_name(&search),
                    other.message()
                )))
            }
        };
        control.report("planner runs", done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1);
        Ok(Measurement {
            candidate: row.name.clone(),
            role: role.to_string(),
            config: config_name(&search),
            solved,
            time_s: (r.run.stats.wall_time_s * 1000.0).round() / 1000.0,
            expanded: r.run.stats.expanded,
            plan_length: solved.then(|| r.outcome.moves().len()),
        })
    });
    if control.is_cancelled() {
        return Err(SuiteError::Input("cancelled".into()));
    }
    results.into_iter().collect()
}

/// The rank key of a candidate: tier (0 optimal solved, 1 satisficing
/// only, 2 neither), the deciding run's expansions (a count, so re-measuring
/// ranks the same; its time where the planner printed none), and its place
/// in the pool.
fn rank_key(runs: &[&Measurement], place: usize) -> (u8, f64, usize) {
    let effort = |m: &&Measurement| m.expanded.map_or(m.time_s, |e| e as f64);
    let solved = |role: &str| runs.iter().find(|m| m.role == role && m.solved).map(effort);
    match (solved("optimal"), solved("satisficing")) {
        (Some(t), _) => (0, t, place),
        (None, Some(t)) => (1, t, place),
        (None, None) => (2, 0.0, place),
    }
}

/// The set: [`SET_SIZE`] candidates at evenly spaced ranks, renumbered
/// `p01 …` from easiest to hardest, and the measurements file's text (each
/// run with the id its candidate got, or empty).
pub fn select(pool: &DomainSuite, measurements: &[Measurement], folder: &str) -> Result<(DomainSuite, String), SuiteError> {
    let mut by_candidate: HashMap<&str, Vec<&Measurement>> = HashMap::new();
    for m in measurements {
        by_candidate.entry(m.candidate.as_str()).or_default().push(m);
    }
    let mut ranked = Vec::with_capacity(pool.problems.len());
    for (place, (row, _)) in pool.problems.iter().enumerate() {
        let runs = by_candidate.get(row.name.as_str()).filter(|r| r.len() == 2).ok_or_else(|| {
            SuiteError::Input(format!(
                "measurements: candidate {} needs one satisficing and one optimal run",
                row.name
            ))
        })?;
        ranked.push((rank_key(runs, place), place));
    }
    if ranked.len() < SET_SIZE {
        return Err(SuiteError::Input(format!(
            "autoscale: {} candidates, need at least {SET_SIZE}",
            ranked.len()
        )));
    }
    ranked.sort_by(|a, b| a.0.partial_cmp(&b.0).expect("times are finite"));
    let last = ranked.len() - 1;
    let chosen: Vec<usize> = (0..SET_SIZE)
        .map(|i| ranked[(i * last + (SET_SIZE - 1) / 2) / (SET_SIZE - 1)].1)
        .collect();
    let ids = super::problem_ids_of_width(SET_SIZE, 2);
    let mut new_id: HashMap<&str, &str> = HashMap::new();
    let mut problems = Vec::with_capacity(SET_SIZE);
    for (place, id) in chosen.iter().zip(&ids) {
        let (row, text) = &pool.problems[*place];
        new_id.insert(row.name.as_str(), id.as_str());
        let text = text.replacen(&format!("(problem {})", row.id), &format!("(problem {id})"), 1);
        problems.push((
            InstanceRow {
                id: id.clone(),
                ..row.clone()
            },
            text,
        ));
    }
    let mut csv = String::from("candidate,role,config,solved,time_s,expanded,plan_length,selected\n");
    for m in measurements {
        let opt = |v: Option<String>| v.unwrap_or_default();
        csv.push_str(&format!(
            "{},{},\"{}\",{},{:.3},{},{},{}\n",
            m.candidate,
            m.role,
            m.config,
            m.solved,
            m.time_s,
            opt(m.expanded.map(|e| e.to_string())),
            opt(m.plan_length.map(|l| l.to_string())),
            new_id.get(m.candidate.as_str()).copied().unwrap_or("")
        ));
    }
    let set = DomainSuite {
        folder: folder.to_string(),
        domain: pool.domain.clone(),
        problems,
        extra: Vec::new(),
    };
    Ok((set, csv))
}

/// Writes the set below `out` (as [`super::write`] does) with its
/// `measurements.csv`.
pub fn write(out: &Path, set: &DomainSuite, measurements_csv: &str, force: bool) -> Result<std::path::PathBuf, SuiteError> {
    let extra = [("measurements.csv", measurements_csv.to_string())];
    let mut written = super::write_with(out, std::slice::from_ref(set), &extra, force)?;
    Ok(written.remove(0))
}

/// Reads a measurements file written by [`select`].
pub fn read_measurements(path: &Path) -> Result<Vec<Measurement>, SuiteError> {
    let text =
        std::fs::read_to_string(path).map_err(|e| SuiteError::Input(format!("--measurements '{}': {e}", path.display())))?;
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let mut out = Vec::new();
    for (n, record) in reader.records().enumerate() {
        let bad = |what: &str| SuiteError::Input(format!("--measurements '{}': line {}: {what}", path.display(), n + 2));
        let r = record.map_err(|e| bad(&e.to_string()))?;
        let field = |i: usize| r.get(i).unwrap_or("");
        let optional = |i: usize| -> Result<Option<u64>, SuiteError> {
            match field(i) {
                "" => Ok(None),
                v => v.parse().map(Some).map_err(|_| bad(&format!("'{v}' is not a count"))),
            }
        };
        out.push(Measurement {
            candidate: field(0).to_string(),
            role: field(1).to_string(),
            config: field(2).to_string(),
            solved: field(3).parse().map_err(|_| bad("solved must be true or false"))?,
            time_s: field(4).parse().map_err(|_| bad("time_s must be a number"))?,
            expanded: optional(5)?,
            plan_length: optional(6)?.map(|l| l as usize),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(candidate: &str, role: &str, solved: bool, time_s: f64) -> Measurement {
        Measurement {
            candidate: candidate.into(),
            role: role.into(),
            config: "c".into(),
            solved,
            time_s,
            expanded: None,
            plan_length: None,
        }
    }

    #[test]
    fn candidates_rank_optimal_then_satisficing_then_unsolved() {
        let mut opt = run("a", "optimal", true, 9.0);
        let sat = run("a", "satisficing", true, 0.1);
        assert_eq!(rank_key(&[&sat, &opt], 5), (0, 9.0, 5));
        opt.expanded = Some(120);
        assert_eq!(rank_key(&[&sat, &opt], 5), (0, 120.0, 5), "expansions rank before times");
        let opt = run("b", "optimal", false, 10.0);
        assert_eq!(rank_key(&[&sat, &opt], 1), (1, 0.1, 1));
        let sat = run("b", "satisficing", false, 10.0);
        assert_eq!(rank_key(&[&sat, &opt], 1), (2, 0.0, 1));
    }
}
