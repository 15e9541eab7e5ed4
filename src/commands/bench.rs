//! `bench native|compare|chess|analyze`: the flags become the runners'
//! options; the reports are printed with the paths written, and the exit
//! status says whether the run was complete and consistent.

use super::planning::planner_setup;
use super::{Failure, Status};
use crate::bench::instances::SoloSource;
use crate::bench::{self, Outputs, Report};
use crate::cli::{BenchCommand, OutputArgs, SoloInstanceArgs};
use crate::solo::analysis::generator::GenerateOptions;

pub fn run(cmd: BenchCommand) -> Result<Status, Failure> {
    let json = match &cmd {
        BenchCommand::Native(a) => a.output.json,
        BenchCommand::Compare(a) => a.output.json,
        BenchCommand::Chess(a) => a.output.json,
        BenchCommand::Analyze(a) => a.output.json,
    };
    let report = match cmd {
        BenchCommand::Native(a) => bench::native::run(&bench::native::NativeOptions {
            source: source(&a.instances),
            heuristics: a.heuristics,
            random_runs: a.random_runs,
            model: a.model.as_deref().map(super::load_model).transpose()?,
            seed: a.instances.seed,
            time_limit: a.time_limit,
            quiet: a.output.quiet,
            outputs: outputs(&a.output),
        })?,
        BenchCommand::Compare(a) => {
            super::distinct("--encodings", &a.encodings)?;
            super::distinct("--formats", &a.formats)?;
            let setup = planner_setup(&a.planner, 60.0)?;
            let cfg = setup.config;
            bench::compare::run(&bench::compare::CompareOptions {
                source: source(&a.instances),
                with_unsolvable: a.with_unsolvable,
                seed: a.instances.seed,
                configs: a.configs,
                encodings: a.encodings,
                formats: a.formats,
                planner: setup.planner,
                checks: setup.checks,
                time_limit: cfg.time_limit,
                memory_limit: cfg.memory_limit,
                quiet: a.output.quiet,
                outputs: outputs(&a.output),
            })?
        }
        BenchCommand::Chess(a) => {
            let (planner, checks, time_limit) = if a.native_only {
                let t = a
                    .planner
                    .time_limit
                    .unwrap_or(crate::limits::TimeLimit::seconds(60.0).expect("positive"));
                (None, Default::default(), t)
            } else {
                let setup = planner_setup(&a.planner, 60.0)?;
                chess_configs_fit(&a.configs)?;
                (Some((setup.planner, a.configs)), setup.checks, setup.config.time_limit)
            };
            bench::chess::run(&bench::chess::ChessOptions {
                problems: a.problems,
                searches: a.searches,
                planner,
                formats: a.formats,
                checks,
                runs: a.runs,
                time_limit,
                memory_limit: a.planner.memory_limit,
                quiet: a.output.quiet,
                outputs: outputs(&a.output),
            })?
        }
        BenchCommand::Analyze(a) if a.output.properties.is_some() => {
            return Err(Failure::bad_input(
                "--properties: bench analyze has no solver runs to report (use bench native, compare or chess)",
            ))
        }
        BenchCommand::Analyze(a) => bench::analyze::run(&bench::analyze::AnalyzeBenchOptions {
            source: source(&a.instances),
            seed: a.instances.seed,
            compose: a.compose,
            compose_levels: a.compose_levels.0,
            compose_time_limit: a.compose_time_limit,
            max_states: a.max_states,
            memory_limit: a.memory_limit,
            all_positions: a.all_positions,
            quiet: a.output.quiet,
            outputs: outputs(&a.output),
        })?,
    };
    Ok(render(&report, json))
}

fn source(a: &SoloInstanceArgs) -> SoloSource {
    if let Some(dir) = &a.suite {
        return SoloSource::Suite {
            dir: dir.clone(),
            levels: a.levels.as_ref().map(|l| l.0.clone()),
        };
    }
    match &a.dir {
        Some(dir) => SoloSource::Folder {
            dir: dir.clone(),
            levels: a.levels.as_ref().map(|l| l.0.clone()),
        },
        None => SoloSource::Generated {
            levels: a.levels.as_ref().map_or_else(|| (4..=14).collect(), |l| l.0.clone()),
            per_level: a.per_level,
            seed: a.seed,
            options: GenerateOptions {
                pieces: 0,
                board: a.shape.board,
                budget: a.shape.budget,
                king: !a.shape.no_king,
            },
        },
    }
}

fn outputs(a: &OutputArgs) -> Outputs {
    Outputs {
        csv: a.csv.clone(),
        md: a.md.clone(),
        svg: a.svg.clone(),
        properties: a.properties.clone(),
        force: a.force,
    }
}

/// Prints the report and picks the exit status: 3 if interrupted (the files
/// hold the complete rows), 6 if a plan failed validation or verdicts
/// disagree, 1 if a run did not end as it must (a folder puzzle unsolved).
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
        Status::Unknown
    } else if !r.disagreements.is_empty() {
        Status::PlanInvalid
    } else if !r.failures.is_empty() {
        Status::Negative
    } else {
        Status::Success
    }
}

/// The chess tasks have axioms and conditional effects: configurations Fast
/// Downward refuses on them are refused here, ones that fare badly warned of.
fn chess_configs_fit(configs: &[crate::planner::Search]) -> Result<(), Failure> {
    use crate::planner::features::{check, TaskFeatures};
    let features = TaskFeatures::of_domain(&crate::pddl::chess::domain());
    let warnings = check(configs, features).map_err(|why| Failure::new(Status::Unsupported, format!("--config {why}")))?;
    for w in warnings {
        eprintln!("warning: {w}");
    }
    Ok(())
}
