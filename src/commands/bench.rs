//! `bench native|compare|chess|analyze`: the flags become the runners'
//! options; the reports are printed with the paths written, and the exit
//! status says whether the run was complete and consistent.

use super::{Failure, Status};
use crate::api::plan::planner_setup;
use crate::bench::{self, Report};
use crate::cli::BenchCommand;

pub fn run(cmd: BenchCommand) -> Result<Status, Failure> {
    let json = cmd.output().json;
    let report = match cmd {
        BenchCommand::Native(a) => bench::native::run(&bench::native::NativeOptions {
            source: a.instances.source(),
            heuristics: a.heuristics,
            random_runs: a.random_runs,
            model: a.model.as_deref().map(super::load_model).transpose()?,
            seed: a.instances.seed,
            time_limit: a.time_limit,
            quiet: a.output.quiet,
            outputs: a.output.outputs(),
            control: Default::default(),
        })?,
        BenchCommand::Compare(a) => {
            crate::cli::options::distinct("--encodings", &a.encodings)?;
            crate::cli::options::distinct("--formats", &a.formats)?;
            let setup = planner_setup(&a.planner.choice(60.0))?;
            let cfg = setup.config;
            bench::compare::run(&bench::compare::CompareOptions {
                source: a.instances.source(),
                with_unsolvable: a.with_unsolvable,
                seed: a.instances.seed,
                configs: a.configs,
                heuristics: a.heuristics,
                encodings: a.encodings,
                formats: a.formats,
                planner: setup.planner,
                checks: setup.checks,
                time_limit: cfg.time_limit,
                memory_limit: cfg.memory_limit,
                quiet: a.output.quiet,
                outputs: a.output.outputs(),
                control: Default::default(),
            })?
        }
        BenchCommand::Chess(a) => {
            let (planner, checks, time_limit, counting) = if a.native_only {
                let t = a
                    .planner
                    .time_limit
                    .unwrap_or(crate::limits::TimeLimit::seconds(60.0).expect("positive"));
                (None, Default::default(), t, vec![])
            } else {
                let setup = planner_setup(&a.planner.choice(60.0))?;
                // Each counting planner's driver is found as --planner's is (no VAL
                // or limits to set up: those are --planner's); --planner-path
                // applies to --planner's own kind only. A kind named twice runs once.
                let mut counting = Vec::new();
                for (i, &kind) in a.count_planners.iter().enumerate() {
                    if a.count_planners[..i].contains(&kind) {
                        continue;
                    }
                    let choice = a.planner.choice(60.0);
                    let path = if kind == choice.kind { choice.path } else { None };
                    counting.push(crate::planner::Planner::Driver {
                        kind,
                        driver: crate::planner::discover_planner(kind, path)?,
                    });
                }
                if a.count && counting.is_empty() {
                    counting.push(setup.planner.clone());
                }
                let configs = match a.configs {
                    c if c.is_empty() && !a.count => {
                        vec![crate::planner::Search::Search(crate::roundtrip::CHESS_DEFAULT_SEARCH.into())]
                    }
                    c => c,
                };
                for w in crate::api::suite::check_chess_configs(&configs)? {
                    eprintln!("warning: {w}");
                }
                (
                    Some((setup.planner, configs)),
                    setup.checks,
                    setup.config.time_limit,
                    counting,
                )
            };
            bench::chess::run(&bench::chess::ChessOptions {
                problems: a.problems,
                searches: a.searches,
                planner,
                formats: a.formats,
                checks,
                runs: a.runs,
                count: a.count,
                counting,
                time_limit,
                memory_limit: a.planner.memory_limit,
                quiet: a.output.quiet,
                outputs: a.output.outputs(),
                control: Default::default(),
            })?
        }
        BenchCommand::Analyze(a) if a.output.properties.is_some() => {
            return Err(Failure::bad_input(
                "--properties: bench analyze has no solver runs to report (use bench native, compare or chess)",
            ))
        }
        BenchCommand::Analyze(a) => bench::analyze::run(&bench::analyze::AnalyzeBenchOptions {
            source: a.instances.source(),
            seed: a.instances.seed,
            compose: a.compose,
            compose_levels: a.compose_levels.0,
            compose_time_limit: a.compose_time_limit,
            max_states: a.max_states,
            memory_limit: a.memory_limit,
            all_positions: a.all_positions,
            quiet: a.output.quiet,
            outputs: a.output.outputs(),
            control: Default::default(),
        })?,
    };
    Ok(render(&report, json))
}

/// Prints the report; the exit status is [`crate::api::bench_status`].
fn render(r: &Report, json: bool) -> Status {
    if json {
        let v = serde_json::json!({
            "summary": r.summary,
            "disagreements": r.disagreements,
            "failures": r.failures,
            "interrupted": r.interrupted,
            "written": r.written,
        });
        println!("{v}");
    } else {
        print!("{}", r.markdown);
        for d in &r.disagreements {
            println!("DISAGREEMENT {d}");
        }
        for f in &r.failures {
            println!("NOT AS EXPECTED {f}");
        }
    }
    for p in &r.written {
        eprintln!("wrote {}", p.display());
    }
    if r.interrupted {
        eprintln!("interrupted: the summary covers the runs that finished");
    }
    crate::api::bench_status(r)
}
