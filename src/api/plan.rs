//! The planning round trip's answer as the CLI's `plan --json` and the
//! web API serve it, and a validated planner line as PGN. The round trip
//! itself is [`crate::roundtrip::plan`] (or `plan_pddl_in_dir`).

use super::{Failure, Status};
use crate::planner::Planner;
use crate::roundtrip::{RoundTrip, Task};
use std::path::PathBuf;

/// A round trip's answer: the verdict, the moves, the planner's figures.
#[derive(Clone, Debug, serde::Serialize)]
pub struct PlanAnswer {
    /// true (a valid plan follows), false (proven unsolvable), null otherwise.
    pub solvable: Option<bool>,
    pub plan: Vec<String>,
    pub stats: serde_json::Value,
    pub planner: serde_json::Value,
    /// VAL's verdict on the planner's plan: "valid", "invalid: <reason>",
    /// "unavailable", "timeout" or "error: …"; null without a plan.
    pub val: Option<String>,
}

impl PlanAnswer {
    /// The answer of a finished round trip on `task`; `plan_file` is where
    /// the plan was kept, if it was.
    pub fn new(rt: &RoundTrip, task: &Task, planner: &Planner, plan_file: Option<PathBuf>) -> PlanAnswer {
        let st = &rt.run.stats;
        let message = rt.outcome.message();
        let format = rt.config.format;
        PlanAnswer {
            solvable: rt.outcome.solvable(),
            plan: rt.outcome.moves().to_vec(),
            stats: serde_json::json!({"nodes": st.expanded, "backtracks": null, "elapsed_ms": st.wall_time_s * 1e3}),
            planner: serde_json::json!({
                "name": planner.name(),
                "config": rt.config.label(),
                "encoding": task.for_format(format).encoding_name(),
                "format": format,
                "direct_search": rt.run.direct,
                "export_time_s": rt.export_time_s,
                "sas_task": rt.sas_size,
                "outcome": rt.outcome.name(),
                "exit_code": st.exit_code,
                "translator_time_s": st.translator_time_s,
                "search_time_s": st.search_time_s,
                "wall_time_s": st.wall_time_s,
                "expanded": st.expanded,
                "generated": st.generated,
                "plan_length": st.plan_length,
                "peak_memory_kb": st.peak_memory_kb,
                "variables": st.variables,
                "operators": st.operators,
                "axioms": st.axioms,
                "plan_file": plan_file,
                "error": if message.is_empty() { None } else { Some(&message) },
            }),
            val: rt.val.as_ref().map(|v| v.label()),
        }
    }
}

/// A validated planner line (SAN) as PGN.
pub fn chess_pgn(p: &crate::chess::problem::ChessProblem, san: &[String], config: &str) -> Result<String, Failure> {
    let mut pos = p.start.clone();
    let mut moves = Vec::new();
    for s in san {
        let m = crate::chess::san::parse_san(&pos, s).ok_or_else(|| {
            Failure::new(
                Status::PlanInvalid,
                format!("internal error: validated move {s} does not parse"),
            )
        })?;
        pos = crate::chess::movegen::play(&pos, m);
        moves.push(m);
    }
    let tags = crate::chess::pgn::PgnTags {
        event: Some(format!("solopddl plan ({config})")),
        extra: vec![("Goal".into(), crate::chess::pgn::goal_fen(&p.goal))],
    };
    Ok(crate::chess::pgn::to_pgn(&p.start, &moves, &tags))
}
