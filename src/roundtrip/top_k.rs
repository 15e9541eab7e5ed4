//! Every plan of a task, from a top-k planner (SymK with
//! `plan_selection=top_k(num_plans=K, dump_plans=true)`), each mapped back
//! to moves and replayed natively; and the comparison of the plan count
//! with the native strong solution's count for Solo Chess.
//!
//! The mapping of counts: with a king (the royal piece from the start), a
//! plan of the squares, strips or objects encoding is exactly one capture
//! sequence, so plans = solutions. Without a king the plan also holds one
//! `choose-survivor` action, which can stand before any of the n − 1
//! captures or after the last (the survivor is never captured, and once
//! royal it may still capture), so every solution is n plans: plans =
//! n × solutions, per first capture too.

use super::{effective_config, write, CheckedPlan, RoundTripError, Task};
use crate::pddl::plan::parse_plan_file;
use crate::planner::{self, read_plan_file, Config, Planner, Search};
use std::path::Path;

/// The plans a top-k run dumped, each checked natively.
#[derive(Clone, Debug)]
pub struct AllPlans {
    pub config: Config,
    pub run: planner::Run,
    /// One entry per dumped plan file, in the planner's order.
    pub plans: Vec<CheckedPlan>,
}

/// SymK's top-k search for `max` plans (`None`: every plan).
pub fn top_k_search(max: Option<u64>) -> Search {
    let k = max.map_or("infinity".to_string(), |k| k.to_string());
    Search::Search(format!(
        "symk_bd(simple=true,plan_selection=top_k(num_plans={k},dump_plans=true))"
    ))
}

/// Runs a top-k configuration on the task in `dir` and checks every plan.
pub fn all_plans_in_dir(
    task: &Task,
    planner: &Planner,
    cfg: &Config,
    dir: &Path,
    name: &str,
) -> Result<AllPlans, RoundTripError> {
    let (dom, prob) = (dir.join("domain.pddl"), dir.join("problem.pddl"));
    let (dt, pt) = task.pddl(name);
    write(&dom, &dt)?;
    write(&prob, &pt)?;
    let config = effective_config(task, planner, cfg);
    let run = planner.run(
        &config,
        &crate::planner::Input::Pddl {
            domain: &dom,
            problem: &prob,
        },
        dir,
    )?;
    let plans = planner::plan_files(dir, "sas_plan")
        .into_iter()
        .map(|(_, path)| match read_plan_file(&path) {
            Err(e) => CheckedPlan::Unmappable {
                reason: format!("plan file {e}"),
            },
            Ok(text) => match parse_plan_file(&text) {
                Ok(p) => task.check_plan(&p.actions),
                Err(e) => CheckedPlan::Unmappable {
                    reason: format!("plan file '{}': {e}", path.display()),
                },
            },
        })
        .collect();
    Ok(AllPlans { config, run, plans })
}

/// Plans per solution of a Solo Chess puzzle with `pieces` pieces (see the module header).
pub fn plans_per_solution(has_king: bool, pieces: usize) -> u128 {
    if has_king {
        1
    } else {
        pieces as u128
    }
}
