//! `bench native` and `bench compare`: the runners. Puzzles are generated
//! from a seed (or read from a folder), every solver runs on the same
//! puzzles interleaved, every plan is validated, and rows are written to the
//! CSV as they finish so an interrupted run keeps what it did.

use super::planning::{parse_encoding, plan_in_dir, planner_failure};
use super::{load_puzzle, parse_board, parse_levels, Failure, Status};
use crate::bench::{fmt, group, markdown, max, mean, median, peak_rss_mb, svg_plot, Series};
use crate::cli::{BenchCommand, BenchCompareArgs, BenchNativeArgs};
use crate::planner::{self, Config, Outcome};
use crate::solo::generator::{generate, GenerateOptions};
use crate::solo::heuristics::Heuristic;
use crate::solo::notation::{parse_budget, to_solo_fen};
use crate::solo::position::replay_plan;
use crate::solo::solver::{solve, SolveOptions, Verdict};
use crate::solo::{Budget, Puzzle, WrittenMove};
use indicatif::{ProgressBar, ProgressStyle};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};
use std::time::Duration;

pub fn run(cmd: BenchCommand) -> anyhow::Result<Status> {
    match cmd {
        BenchCommand::Native(a) => native(a),
        BenchCommand::Compare(a) => compare(a),
        BenchCommand::Chess(a) => super::bench_chess::run(a),
        BenchCommand::Analyze(a) => super::bench_analyze::run(a),
    }
}

/// A benchmark puzzle with a stable id.
pub struct Instance {
    pub id: String,
    pub puzzle: Puzzle,
}

/// Puzzles generated per level: level `n`'s stream is seeded by (seed, n),
/// so adding levels does not change the others.
pub fn generated_instances(
    levels: &[usize],
    per_level: usize,
    seed: u64,
    opts: GenerateOptions,
) -> Result<Vec<Instance>, Failure> {
    let mut out = Vec::new();
    for &n in levels {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(1_000_003).wrapping_add(n as u64));
        for i in 0..per_level {
            let g = generate(&GenerateOptions { pieces: n, ..opts }, &mut rng).map_err(|e| Failure::bad_input(e.to_string()))?;
            out.push(Instance {
                id: format!("gen-n{n}-s{seed}-{}", i + 1),
                puzzle: g.puzzle,
            });
        }
    }
    Ok(out)
}

/// Every puzzle file under a folder, sorted by path.
pub fn folder_instances(dir: &Path) -> Result<Vec<Instance>, Failure> {
    let mut files = Vec::new();
    if !dir.is_dir() {
        // --dir must be a folder; read_dir's error says why it is not.
        std::fs::read_dir(dir).map_err(|e| Failure::bad_input(format!("--dir '{}': {e}", dir.display())))?;
    }
    super::files_under(dir, &mut files).map_err(|(p, e)| Failure::bad_input(format!("--dir '{}': {e}", p.display())))?;
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let puzzle = load_puzzle(&f.to_string_lossy())?;
        let id = f.strip_prefix(dir).unwrap_or(&f).to_string_lossy().into_owned();
        out.push(Instance { id, puzzle });
    }
    if out.is_empty() {
        return Err(Failure::bad_input(format!("--dir '{}': no puzzle files", dir.display())));
    }
    Ok(out)
}

fn progress(len: usize, quiet: bool) -> ProgressBar {
    if quiet {
        return ProgressBar::hidden();
    }
    let pb = ProgressBar::new(len as u64);
    pb.set_style(ProgressStyle::with_template("{elapsed_precise} [{bar:40}] {pos}/{len} {msg}").expect("valid template"));
    pb
}

fn csv_writer(path: &Option<PathBuf>) -> Result<Option<csv::Writer<std::fs::File>>, Failure> {
    path.as_ref()
        .map(|p| csv::Writer::from_path(p).map_err(|e| Failure::bad_input(format!("--csv '{}': {e}", p.display()))))
        .transpose()
}

#[derive(serde::Serialize, Clone)]
struct NativeRow {
    level: usize,
    puzzle: String,
    heuristic: String,
    verdict: String,
    nodes: f64,
    backtracks: f64,
    time_ms: f64,
}

fn verdict_name(v: &Verdict) -> &'static str {
    match v {
        Verdict::Solved(_) => "solved",
        Verdict::Unsolvable => "unsolvable",
        Verdict::Unknown => "unknown",
    }
}

/// Solves and checks the plan with the simulator; an invalid plan is a bug.
fn solve_checked(p: &Puzzle, opts: &SolveOptions) -> Result<(Verdict, crate::solo::solver::SolveStats), Failure> {
    let (v, st) = solve(p, opts);
    if let Verdict::Solved(plan) = &v {
        let moves: Vec<WrittenMove> = plan.iter().map(|&mv| WrittenMove { mv, role: None }).collect();
        let r = replay_plan(p, &moves);
        if !r.is_valid() {
            return Err(Failure::new(
                Status::PlanInvalid,
                format!("native plan for {} fails validation: {r}", to_solo_fen(p)),
            ));
        }
    }
    Ok((v, st))
}

fn native(a: BenchNativeArgs) -> anyhow::Result<Status> {
    let heuristics: Vec<Heuristic> = a
        .heuristics
        .split(',')
        .map(|h| h.trim().parse::<Heuristic>())
        .collect::<Result<_, _>>()
        .map_err(Failure::bad_input)?;
    let instances = match &a.dir {
        Some(dir) => {
            let mut v = folder_instances(dir)?;
            if let Some(l) = &a.levels {
                let levels = parse_levels(l)?;
                v.retain(|i| levels.contains(&i.puzzle.pieces.len()));
            }
            v
        }
        None => {
            let levels = parse_levels(a.levels.as_deref().unwrap_or("4..14"))?;
            let opts = GenerateOptions {
                pieces: 0,
                board: parse_board(&a.board)?,
                budget: Budget::Limited(2),
                king: true,
            };
            generated_instances(&levels, a.per_level, a.seed, opts)?
        }
    };
    let mut csv = csv_writer(&a.csv)?;
    let pb = progress(instances.len(), a.quiet);
    let limit = Some(Duration::from_secs_f64(a.time_limit));
    let mut rows: Vec<NativeRow> = Vec::new();
    let mut invalid = 0usize;
    for inst in &instances {
        let level = inst.puzzle.pieces.len();
        for &h in &heuristics {
            let runs = if h == Heuristic::Random { a.random_runs.max(1) } else { 1 };
            let (mut nodes, mut backtracks, mut time, mut verdict) = (0.0, 0.0, 0.0, String::new());
            for r in 0..runs {
                let opts = SolveOptions {
                    heuristic: h,
                    seed: a.seed.wrapping_add(r as u64),
                    time_limit: limit,
                    node_limit: None,
                };
                let (v, st) = solve_checked(&inst.puzzle, &opts)?;
                nodes += st.nodes as f64 / runs as f64;
                backtracks += st.backtracks as f64 / runs as f64;
                time += st.elapsed_ms / runs as f64;
                if verdict.is_empty() || matches!(v, Verdict::Unknown) {
                    verdict = verdict_name(&v).to_string();
                }
            }
            if a.dir.is_some() && verdict != "solved" {
                invalid += 1;
            }
            let row = NativeRow {
                level,
                puzzle: inst.id.clone(),
                heuristic: h.to_string(),
                verdict,
                nodes,
                backtracks,
                time_ms: time,
            };
            if let Some(w) = csv.as_mut() {
                w.serialize(&row)?;
                w.flush()?;
            }
            rows.push(row);
        }
        pb.inc(1);
    }
    pb.finish_and_clear();
    let by = group(
        rows.iter()
            .map(|r| ((r.level, heuristics.iter().position(|h| h.name() == r.heuristic)), r.clone())),
    );
    let mut table = Vec::new();
    for ((level, hi), rs) in &by {
        let f = |g: fn(&NativeRow) -> f64| rs.iter().map(g).collect::<Vec<f64>>();
        let (t, n) = (f(|r| r.time_ms), f(|r| r.nodes));
        let nps = n.iter().sum::<f64>() / (t.iter().sum::<f64>() / 1e3).max(1e-9);
        table.push(vec![
            level.to_string(),
            heuristics[hi.expect("known heuristic")].to_string(),
            format!("{}/{}", rs.iter().filter(|r| r.verdict == "solved").count(), rs.len()),
            fmt(mean(&f(|r| r.backtracks)), 1),
            fmt(mean(&n), 1),
            fmt(median(&t), 3),
            fmt(mean(&t), 3),
            fmt(max(&t), 3),
            format!("{:.2}", nps / 1e6),
        ]);
    }
    println!(
        "{}",
        markdown(
            &[
                "n",
                "heuristic",
                "solved",
                "mean backtracks",
                "mean nodes",
                "median ms",
                "mean ms",
                "max ms",
                "M nodes/s"
            ],
            &table
        )
    );
    let total: f64 = rows.iter().map(|r| r.time_ms).sum();
    println!(
        "{} puzzles, {} runs, total solver time {:.1} ms, peak RSS {:.1} MB",
        instances.len(),
        rows.len(),
        total,
        peak_rss_mb()
    );
    if invalid > 0 {
        println!("{invalid} runs on puzzles from --dir did not end solved");
        return Ok(Status::Negative);
    }
    Ok(Status::Success)
}

#[derive(serde::Serialize, Clone)]
struct CompareRow {
    level: usize,
    puzzle: String,
    solver: String,
    outcome: String,
    time_s: f64,
    translator_s: Option<f64>,
    search_s: Option<f64>,
    expanded: Option<u64>,
    operators: Option<u64>,
    peak_memory_kb: Option<u64>,
    plan_valid: Option<bool>,
}

fn compare(a: BenchCompareArgs) -> anyhow::Result<Status> {
    if a.planner != "fast-downward" {
        return Err(Failure::bad_input(format!("--planner '{}': only fast-downward is supported", a.planner)).into());
    }
    let levels = parse_levels(&a.levels)?;
    let budget = parse_budget(&a.budget).map_err(|e| Failure::bad_input(format!("--budget: {e}")))?;
    let encodings = a
        .encodings
        .split(',')
        .map(|e| parse_encoding(e.trim()))
        .collect::<Result<Vec<_>, _>>()?;
    planner::check_memory_limit(&a.memory_limit).map_err(|e| Failure::bad_input(e.to_string()))?;
    let driver = planner::discover(a.planner_path.as_deref()).map_err(planner_failure)?;
    let configs: Vec<Config> = a
        .configs
        .split(',')
        .map(|c| {
            let c = c.trim();
            let (alias, search) = match c.strip_prefix("search:") {
                Some(s) => (None, Some(s.to_string())),
                None => (Some(c.to_string()), None),
            };
            Config {
                alias,
                translate_options: vec![],
                search,
                time_limit: a.time_limit,
                memory_limit: a.memory_limit.clone(),
            }
        })
        .collect();
    let opts = GenerateOptions {
        pieces: 0,
        board: parse_board(&a.board)?,
        budget,
        king: !a.no_king,
    };
    let mut instances = generated_instances(&levels, a.per_level, a.seed, opts)?;
    if a.with_unsolvable {
        // A variant of every puzzle with one random piece's budget lowered by one: often unsolvable.
        let mut rng = ChaCha8Rng::seed_from_u64(a.seed ^ 0x0bad);
        let variants: Vec<Instance> = instances
            .iter()
            .map(|i| {
                let mut p = i.puzzle.clone();
                let k = rng.gen_range(0..p.pieces.len());
                p.pieces[k].budget = match p.pieces[k].budget {
                    Budget::Limited(b) => Budget::Limited(b.saturating_sub(1)),
                    Budget::Unlimited => Budget::Limited(1),
                };
                Instance {
                    id: format!("{}-lowered", i.id),
                    puzzle: p,
                }
            })
            .collect();
        instances.extend(variants);
    }
    let mut csv = csv_writer(&a.csv)?;
    let runs_per = 1 + configs.len() * encodings.len();
    let pb = progress(instances.len() * runs_per, a.quiet);
    let mut rows: Vec<CompareRow> = Vec::new();
    let mut disagreements = Vec::new();
    for inst in &instances {
        let level = inst.puzzle.pieces.len();
        pb.set_message(inst.id.clone());
        let (v, st) = solve_checked(&inst.puzzle, &SolveOptions::default())?;
        let native_outcome = verdict_name(&v).to_string();
        let mut push = |row: CompareRow, csv: &mut Option<csv::Writer<std::fs::File>>| -> anyhow::Result<()> {
            if let Some(w) = csv.as_mut() {
                w.serialize(&row)?;
                w.flush()?;
            }
            rows.push(row);
            pb.inc(1);
            Ok(())
        };
        push(
            CompareRow {
                level,
                puzzle: inst.id.clone(),
                solver: "native".into(),
                outcome: native_outcome.clone(),
                time_s: st.elapsed_ms / 1e3,
                translator_s: None,
                search_s: None,
                expanded: Some(st.nodes),
                operators: None,
                peak_memory_kb: None,
                plan_valid: matches!(v, Verdict::Solved(_)).then_some(true),
            },
            &mut csv,
        )?;
        for cfg in &configs {
            for &enc in &encodings {
                let dir = tempfile::Builder::new().prefix("solopddl-bench-").tempdir()?;
                let task = super::planning::Task::Solo {
                    puzzle: inst.puzzle.clone(),
                    encoding: enc,
                };
                let r = plan_in_dir(&task, &driver, cfg, dir.path(), "bench")?;
                let valid = r.valid();
                let outcome = match (r.run.outcome, valid) {
                    (Outcome::PlanFound, Some(true)) => "solved",
                    (Outcome::PlanFound, _) => "INVALID",
                    (Outcome::Unsolvable, _) => "unsolvable",
                    (Outcome::Incomplete, _) => "incomplete",
                    (Outcome::OutOfTime, _) => "timeout",
                    (Outcome::OutOfMemory, _) => "memout",
                    (Outcome::Unsupported, _) => "unsupported",
                    (Outcome::Error, _) => "error",
                };
                let decided = outcome == "solved" || outcome == "unsolvable";
                if outcome == "INVALID" || (decided && native_outcome != "unknown" && outcome != native_outcome) {
                    disagreements.push(format!(
                        "{} {} {}: planner {outcome}, native {native_outcome}",
                        inst.id,
                        cfg.label(),
                        enc.name()
                    ));
                }
                let s = &r.run.stats;
                push(
                    CompareRow {
                        level,
                        puzzle: inst.id.clone(),
                        solver: format!("{}/{}", cfg.label(), enc.name()),
                        outcome: outcome.into(),
                        time_s: s.wall_time_s,
                        translator_s: s.translator_time_s,
                        search_s: s.search_time_s,
                        expanded: s.expanded,
                        operators: s.operators,
                        peak_memory_kb: s.peak_memory_kb,
                        plan_valid: valid,
                    },
                    &mut csv,
                )?;
            }
        }
    }
    pb.finish_and_clear();
    let solvers: Vec<String> = std::iter::once("native".to_string())
        .chain(
            configs
                .iter()
                .flat_map(|c| encodings.iter().map(move |e| format!("{}/{}", c.label(), e.name()))),
        )
        .collect();
    let by = group(
        rows.iter()
            .map(|r| ((r.level, solvers.iter().position(|s| *s == r.solver).unwrap_or(0)), r.clone())),
    );
    let native_median = |level: usize| {
        by.get(&(level, 0))
            .and_then(|rs| median(&rs.iter().map(|r| r.time_s).collect::<Vec<_>>()))
    };
    let mut table = Vec::new();
    let mut series: Vec<Series> = solvers.iter().map(|s| (s.clone(), Vec::new())).collect();
    for ((level, si), rs) in &by {
        let t: Vec<f64> = rs.iter().map(|r| r.time_s).collect();
        let decided: Vec<f64> = rs
            .iter()
            .filter(|r| r.outcome == "solved" || r.outcome == "unsolvable")
            .map(|r| r.time_s)
            .collect();
        let exp: Vec<f64> = rs.iter().filter_map(|r| r.expanded.map(|x| x as f64)).collect();
        let med = median(&t);
        if let Some(m) = med {
            series[*si].1.push((*level as f64, m));
        }
        let ratio = match (med, native_median(*level)) {
            (Some(m), Some(n)) if *si > 0 && n > 0.0 => format!("{:.0}", m / n),
            _ => "-".into(),
        };
        table.push(vec![
            level.to_string(),
            solvers[*si].clone(),
            format!("{}/{}", rs.iter().filter(|r| r.outcome == "solved").count(), rs.len()),
            rs.iter().filter(|r| r.outcome == "unsolvable").count().to_string(),
            fmt(med, 4),
            fmt(mean(&t), 4),
            fmt(max(&decided), 4),
            ratio,
            fmt(median(&exp), 0),
        ]);
    }
    println!(
        "{}",
        markdown(
            &[
                "n",
                "solver",
                "solved",
                "proven unsolvable",
                "median s",
                "mean s",
                "max s (decided)",
                "time / native",
                "median expanded"
            ],
            &table
        )
    );
    if let Some(svg) = &a.svg {
        svg_plot(
            svg,
            "Solo Chess: native solver vs Fast Downward",
            "pieces",
            "median seconds (log)",
            &series,
        )
        .map_err(|e| Failure::bad_input(format!("--svg '{}': {e}", svg.display())))?;
    }
    if !disagreements.is_empty() {
        for d in &disagreements {
            println!("DISAGREEMENT {d}");
        }
        return Ok(Status::PlanInvalid);
    }
    Ok(Status::Success)
}
