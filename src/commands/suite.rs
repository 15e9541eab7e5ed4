//! `suite export` and `suite lab`: the flags become the suite builders'
//! options; the folders written are printed.

use super::{Failure, Status};
use crate::cli::{SuiteCommand, SuiteExportArgs, SuiteGame, SuiteLabArgs};
use crate::suite::{self, lab};

pub fn run(cmd: SuiteCommand) -> Result<Status, Failure> {
    match cmd {
        SuiteCommand::Export(a) => export(a),
        SuiteCommand::Lab(a) => lab_experiment(a),
    }
}

fn export(a: SuiteExportArgs) -> Result<Status, Failure> {
    crate::cli::options::distinct("--encodings", &a.encodings)?;
    a.check_layout_flags()?;
    match a.layout {
        crate::cli::SuiteLayout::IpcLearning => return export_ipc_learning(&a),
        crate::cli::SuiteLayout::Autoscale => return export_autoscale(&a),
        crate::cli::SuiteLayout::Flat => {}
    }
    let started = std::time::Instant::now();
    let suites = match a.game {
        SuiteGame::Solo => {
            let names: Vec<String> = a.encodings.iter().map(|&e| suite::solo::folder_name(e)).collect();
            suite::refuse_existing(&a.out, names.iter().map(String::as_str), a.force)?;
            suite::solo::suites(&suite::solo::SoloSuiteOptions {
                instances: a.solo_instances()?,
                unsolvable: a.with_unsolvable,
                ..a.solo_options(3)
            })?
        }
        SuiteGame::Chess => {
            let opts = a.chess_options()?;
            let names = suite::chess::folder_names(&opts);
            suite::refuse_existing(&a.out, names.iter().map(String::as_str), a.force)?;
            suite::chess::suites(&opts)?
        }
    };
    crate::cli::options::clear_progress_line();
    let mut suites = suites;
    if a.provenance {
        suite::add_provenance(&mut suites, &crate::cli::options::command_line());
    }
    let written = suite::write(&a.out, &suites, a.force)?;
    for (dir, s) in written.iter().zip(&suites) {
        let unsolvable = s.problems.iter().filter(|(r, _)| r.verdict == "unsolvable").count();
        let unknown = s.problems.iter().filter(|(r, _)| r.verdict == "unknown").count();
        println!(
            "{}: {} problems ({unsolvable} proven unsolvable, {unknown} undecided)",
            dir.display(),
            s.problems.len()
        );
    }
    eprintln!("suite export took {:.2} s", started.elapsed().as_secs_f64());
    Ok(Status::Success)
}

/// `--layout ipc-learning`: the piece counts of `--levels` split into easy,
/// medium and hard thirds; training/easy from `--seed`, the testing parts
/// from `--seed + 1` (fresh puzzles, any equal to a training one dropped).
fn export_ipc_learning(a: &SuiteExportArgs) -> Result<Status, Failure> {
    let mut parts = if a.game == SuiteGame::Chess {
        let plies = a.levels.as_ref().map_or_else(|| (1..=9).collect(), |l| l.0.clone());
        suite::refuse_existing(&a.out, ["chess"], a.force)?;
        suite::chess::learning_parts(&plies, a.per_level, a.seed, &a.chess_options()?)?
    } else {
        let levels = a.levels.as_ref().map_or_else(|| (4..=12).collect(), |l| l.0.clone());
        let names: Vec<String> = a.encodings.iter().map(|&e| suite::solo::folder_name(e)).collect();
        suite::refuse_existing(&a.out, names.iter().map(String::as_str), a.force)?;
        let shape = a.shape.generate_options(0);
        suite::layout::solo_learning_parts(&levels, a.per_level, a.seed, shape, &a.solo_options(2))?
    };
    if a.provenance {
        for p in &mut parts {
            suite::add_provenance(p, &crate::cli::options::command_line());
        }
    }
    for dir in suite::layout::write_ipc_learning(&a.out, &parts, a.force)? {
        println!("{}: {}", dir.display(), suite::layout::part_sizes(&parts));
    }
    Ok(Status::Success)
}

/// `--layout autoscale`: the pool, its runs (measured or read), the set.
fn export_autoscale(a: &SuiteExportArgs) -> Result<Status, Failure> {
    let (pool, folder) = a.autoscale_pool()?;
    let control = crate::limits::Control::with_progress(crate::cli::options::progress_line("planner runs"));
    let measurements = a.measurements.as_deref();
    let (dir, runs) = crate::api::suite::autoscale(&pool, &folder, &a.out, measurements, a.time_limit, a.force, &control)?;
    crate::cli::options::clear_progress_line();
    println!(
        "{}: {} tasks from {} candidates ({runs} planner runs measured)",
        dir.display(),
        suite::autoscale::SET_SIZE,
        pool.problems.len()
    );
    Ok(Status::Success)
}

fn lab_experiment(a: SuiteLabArgs) -> Result<Status, Failure> {
    let (settings, python) = a.settings()?;
    for w in crate::api::suite::check_suite_configs(&settings.suites, &a.configs())? {
        eprintln!("warning: {w}");
    }
    let native = settings.native;
    // With --count, every instance gets a top-k run, and those whose optimal
    // length is proven a native count, an optimal plan, a verdict and Fast
    // Downward's LM-cut plan too (experiment.py's add_count_runs).
    let runs_per_instance = settings.configs.len() + usize::from(native) + usize::from(settings.count);
    let mut instances = 0;
    let mut native_counts = 0;
    for dir in &settings.suites {
        let rows = suite::read_instances(dir)?;
        instances += rows.len();
        native_counts += rows
            .iter()
            .filter(|r| r.optimal == Some(true) && r.plan_length.is_some())
            .count();
    }
    let written = lab::write(&a.out, &settings, python.as_deref(), a.force)?;
    for p in &written {
        println!("{}", p.display());
    }
    let (runs, counts) = if settings.count {
        (
            instances * runs_per_instance + 4 * native_counts,
            format!(
                ", {native_counts} native counts, {native_counts} optimal plans, {native_counts} verdicts \
                 and {native_counts} LM-cut plans"
            ),
        )
    } else {
        (instances * runs_per_instance, String::new())
    };
    eprintln!(
        "{runs} runs ({instances} instances × {runs_per_instance}{counts}); run it with: {} --all",
        written[0].display()
    );
    Ok(Status::Success)
}
