//! `bench analyze`: strong-solution time and difficulty per level, on a
//! folder of puzzles (the thesis sample) or on generated ones, with the
//! correlation of the rating with the piece count; optionally composed
//! unique-solution puzzles per level, timed, and their ratings beside the
//! generated ones' (CSV, Markdown, SVG).

use super::bench::{folder_instances, generated_instances, Instance};
use super::{parse_levels, Failure, Status};
use crate::bench::{fmt, markdown, max, mean, median, svg_plot, Series};
use crate::cli::BenchAnalyzeArgs;
use crate::solo::analyze::{analyze, AnalyzeOptions};
use crate::solo::compose::{compose_one, ComposeOptions};
use crate::solo::generator::GenerateOptions;
use crate::solo::Budget;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

#[derive(serde::Serialize, Clone)]
struct Row {
    source: String,
    level: usize,
    puzzle: String,
    complete: bool,
    reachable: u64,
    solvable: u64,
    solutions: String,
    random_solve: f64,
    only_move_decisions: u32,
    rating: Option<f64>,
    time_ms: f64,
}

/// Pearson correlation of two equally long samples.
pub fn correlation(xs: &[f64], ys: &[f64]) -> Option<f64> {
    let (mx, my) = (mean(xs)?, mean(ys)?);
    let cov: f64 = xs.iter().zip(ys).map(|(x, y)| (x - mx) * (y - my)).sum();
    let vx: f64 = xs.iter().map(|x| (x - mx).powi(2)).sum();
    let vy: f64 = ys.iter().map(|y| (y - my).powi(2)).sum();
    (vx > 0.0 && vy > 0.0).then(|| cov / (vx * vy).sqrt())
}

fn analyse(source: &str, inst: &Instance, max_states: u64) -> Row {
    let t0 = Instant::now();
    let a = analyze(
        &inst.puzzle,
        AnalyzeOptions {
            max_states,
            exact: false,
        },
    );
    Row {
        source: source.into(),
        level: inst.puzzle.pieces.len(),
        puzzle: inst.id.clone(),
        complete: a.complete,
        reachable: a.reachable,
        solvable: a.solvable,
        solutions: a.solutions.clone(),
        random_solve: a.random_solve,
        only_move_decisions: a.only_move_decisions,
        rating: a.rating,
        time_ms: t0.elapsed().as_secs_f64() * 1e3,
    }
}

pub fn run(a: BenchAnalyzeArgs) -> anyhow::Result<Status> {
    let (source, instances) = match &a.dir {
        Some(dir) => (dir.display().to_string(), folder_instances(dir)?),
        None => {
            let opts = GenerateOptions {
                pieces: 0,
                board: crate::board::Board::STANDARD,
                budget: Budget::Limited(2),
                king: true,
            };
            (
                "generated".to_string(),
                generated_instances(&parse_levels(&a.levels)?, a.per_level, a.seed, opts)?,
            )
        }
    };
    std::fs::create_dir_all(&a.out).map_err(|e| Failure::bad_input(format!("--out '{}': {e}", a.out.display())))?;
    let tag = if a.dir.is_some() {
        "analyze-folder"
    } else {
        "analyze-generated"
    };
    let mut csv = csv::Writer::from_path(a.out.join(format!("{tag}.csv")))?;
    let pb = indicatif::ProgressBar::new(instances.len() as u64);
    let mut rows = Vec::new();
    for inst in &instances {
        let row = analyse(&source, inst, a.max_states);
        csv.serialize(&row)?;
        csv.flush()?;
        rows.push(row);
        pb.inc(1);
    }
    // Composed unique puzzles, per level.
    let mut composed: Vec<(Row, f64, u64)> = Vec::new();
    if a.compose > 0 {
        let mut rng = ChaCha8Rng::seed_from_u64(a.seed);
        for n in parse_levels(&a.compose_levels)? {
            let opts = ComposeOptions {
                pieces: n,
                board: crate::board::Board::STANDARD,
                budget: Budget::Limited(2),
                king: true,
                unique: true,
                min_rating: None,
                max_states: 2_000_000,
            };
            for i in 0..a.compose {
                pb.set_message(format!("composing n={n} #{}", i + 1));
                let t0 = Instant::now();
                let deadline = t0 + Duration::from_secs_f64(a.compose_time_limit);
                let Some(c) = compose_one(&opts, &mut rng, deadline) else {
                    eprintln!("n={n}: no unique puzzle within {} s", a.compose_time_limit);
                    continue;
                };
                let secs = t0.elapsed().as_secs_f64();
                let inst = Instance {
                    id: crate::solo::notation::to_solo_fen(&c.puzzle),
                    puzzle: c.puzzle,
                };
                let mut row = analyse("composed", &inst, a.max_states);
                row.time_ms = secs * 1e3;
                csv.serialize(&row)?;
                csv.flush()?;
                composed.push((row, secs, c.candidates));
            }
        }
    }
    pb.finish_and_clear();
    let mut levels: Vec<usize> = rows.iter().map(|r| r.level).collect();
    levels.sort();
    levels.dedup();
    let mut table = Vec::new();
    for &n in &levels {
        let at: Vec<&Row> = rows.iter().filter(|r| r.level == n).collect();
        let done: Vec<&&Row> = at.iter().filter(|r| r.complete).collect();
        let med = |f: &dyn Fn(&Row) -> f64| median(&done.iter().map(|r| f(r)).collect::<Vec<_>>());
        let ratings: Vec<f64> = done.iter().filter_map(|r| r.rating).collect();
        table.push(vec![
            n.to_string(),
            format!("{}/{}", done.len(), at.len()),
            fmt(med(&|r| r.time_ms), 1),
            fmt(max(&at.iter().map(|r| r.time_ms).collect::<Vec<_>>()), 1),
            fmt(med(&|r| r.reachable as f64), 0),
            fmt(med(&|r| r.solutions.parse::<f64>().unwrap_or(f64::INFINITY)), 0),
            fmt(median(&ratings), 2),
            fmt(mean(&ratings), 2),
        ]);
    }
    let mut md = format!("### Strong solutions: {source}\n\n");
    md += &markdown(
        &[
            "n",
            "analysed",
            "median ms",
            "max ms",
            "median reachable",
            "median solutions",
            "median rating",
            "mean rating",
        ],
        &table,
    );
    let (xs, ys): (Vec<f64>, Vec<f64>) = rows.iter().filter_map(|r| r.rating.map(|x| (r.level as f64, x))).unzip();
    if let Some(c) = correlation(&xs, &ys) {
        md += &format!(
            "\nPearson correlation of the rating with the piece count: {c:.3} ({} puzzles)\n",
            xs.len()
        );
    }
    if !composed.is_empty() {
        let mut ct = Vec::new();
        let mut cl: Vec<usize> = composed.iter().map(|c| c.0.level).collect();
        cl.dedup();
        for n in cl {
            let at: Vec<&(Row, f64, u64)> = composed.iter().filter(|c| c.0.level == n).collect();
            let secs: Vec<f64> = at.iter().map(|c| c.1).collect();
            let ratings: Vec<f64> = at.iter().filter_map(|c| c.0.rating).collect();
            let gen: Vec<f64> = rows.iter().filter(|r| r.level == n).filter_map(|r| r.rating).collect();
            ct.push(vec![
                n.to_string(),
                at.len().to_string(),
                fmt(median(&secs), 2),
                fmt(max(&secs), 2),
                fmt(median(&at.iter().map(|c| c.2 as f64).collect::<Vec<_>>()), 0),
                fmt(median(&ratings), 2),
                fmt(median(&gen), 2),
            ]);
        }
        md += "\n### Composed unique-solution puzzles (8x8, budget 2, king)\n\n";
        md += &markdown(
            &[
                "n",
                "composed",
                "median s",
                "max s",
                "median candidates",
                "median rating",
                "generated median rating",
            ],
            &ct,
        );
    }
    std::fs::write(a.out.join(format!("{tag}.md")), &md)?;
    print!("{md}");
    // Rating against piece count: quartiles of the analysed puzzles, median of the composed ones.
    let per_level = |rs: Vec<&Row>, q: f64| -> Vec<(f64, f64)> {
        let mut ls: Vec<usize> = rs.iter().map(|r| r.level).collect();
        ls.sort();
        ls.dedup();
        ls.into_iter()
            .filter_map(|n| {
                let mut v: Vec<f64> = rs.iter().filter(|r| r.level == n).filter_map(|r| r.rating).collect();
                v.sort_by(|a, b| a.total_cmp(b));
                (!v.is_empty()).then(|| (n as f64, v[((v.len() - 1) as f64 * q).round() as usize]))
            })
            .collect()
    };
    let mut series: Vec<Series> = [(0.25, "lower quartile"), (0.5, "median"), (0.75, "upper quartile")]
        .iter()
        .map(|&(q, name)| (format!("{source}: {name}"), per_level(rows.iter().collect(), q)))
        .collect();
    if !composed.is_empty() {
        series.push((
            "composed unique: median".into(),
            per_level(composed.iter().map(|c| &c.0).collect(), 0.5),
        ));
    }
    svg_plot(
        &a.out.join(format!("{tag}.svg")),
        "difficulty rating by piece count",
        "pieces",
        "rating",
        &series,
    )
    .unwrap_or_else(|e| eprintln!("no plot: {e}"));
    Ok(Status::Success)
}
