//! `suite export` and `suite lab`: the flags become the suite builders'
//! options; the folders written are printed.

use super::{Failure, Status};
use crate::bench::instances::{chess_instances, generated_instances, Instance, SoloSource};
use crate::cli::{SuiteCommand, SuiteExportArgs, SuiteGame, SuiteLabArgs};
use crate::solo::analysis::generator::GenerateOptions;
use crate::suite::lab::{self, LabConfig, LabSettings, SlurmSettings};
use crate::suite::{self, SuiteError};
use std::path::{Path, PathBuf};

impl From<SuiteError> for Failure {
    fn from(e: SuiteError) -> Failure {
        let status = match &e {
            SuiteError::Input(_) | SuiteError::Exists(_) => Status::BadInput,
            SuiteError::Io { .. } => Status::OutputError,
        };
        Failure::new(status, e.to_string())
    }
}

pub fn run(cmd: SuiteCommand) -> Result<Status, Failure> {
    match cmd {
        SuiteCommand::Export(a) => export(a),
        SuiteCommand::Lab(a) => lab_experiment(a),
    }
}

fn export(a: SuiteExportArgs) -> Result<Status, Failure> {
    super::distinct("--encodings", &a.encodings)?;
    if a.layout == crate::cli::SuiteLayout::IpcLearning {
        return export_ipc_learning(&a);
    }
    let started = std::time::Instant::now();
    let suites = match a.game {
        SuiteGame::Solo => {
            if a.random_pairs > 0 {
                return Err(Failure::bad_input("--random-pairs: chess only (add --game chess)"));
            }
            let names: Vec<String> = a.encodings.iter().map(|&e| suite::solo::folder_name(e)).collect();
            suite::refuse_existing(&a.out, names.iter().map(String::as_str), a.force)?;
            suite::solo::suites(&suite::solo::SoloSuiteOptions {
                instances: solo_instances(&a)?,
                unsolvable: a.with_unsolvable,
                ..solo_suite_options(&a, 3)
            })?
        }
        SuiteGame::Chess => {
            if a.dir.is_some() || a.levels.is_some() || a.with_unsolvable > 0 {
                return Err(Failure::bad_input(
                    "--dir, --levels and --with-unsolvable are for Solo Chess; chess takes .chess files or folders and --random-pairs",
                ));
            }
            let files = if a.files.is_empty() {
                vec![]
            } else {
                let paths: Vec<PathBuf> = a.files.iter().map(PathBuf::from).collect();
                chess_instances(&paths)?
            };
            let opts = suite::chess::ChessSuiteOptions {
                files,
                random_pairs: a.random_pairs,
                seed: a.seed,
                max_states: a.node_limit as usize,
                times: !a.no_times,
            };
            let names = suite::chess::folder_names(&opts);
            suite::refuse_existing(&a.out, names.iter().map(String::as_str), a.force)?;
            suite::chess::suites(&opts)?
        }
    };
    let mut suites = suites;
    if a.provenance {
        suite::add_provenance(&mut suites, &super::command_line());
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
    if a.game != SuiteGame::Solo || a.dir.is_some() || !a.files.is_empty() || a.with_unsolvable > 0 || a.random_pairs > 0 {
        return Err(Failure::bad_input(
            "--layout ipc-learning: Solo Chess puzzles generated from --levels only (no --dir, files, --with-unsolvable or chess)",
        ));
    }
    let levels = a.levels.as_ref().map_or_else(|| (4..=12).collect(), |l| l.0.clone());
    let names: Vec<String> = a.encodings.iter().map(|&e| suite::solo::folder_name(e)).collect();
    suite::refuse_existing(&a.out, names.iter().map(String::as_str), a.force)?;
    let base = solo_suite_options(a, 2);
    let mut parts = suite::layout::solo_learning_parts(&levels, a.per_level, a.seed, shape(a), &base)?;
    if a.provenance {
        for p in &mut parts {
            suite::add_provenance(p, &super::command_line());
        }
    }
    for dir in suite::layout::write_ipc_learning(&a.out, &parts, a.force)? {
        let counts: Vec<String> = suite::layout::PARTS
            .iter()
            .zip(&parts)
            .map(|(p, s)| format!("{p} {}", s[0].problems.len()))
            .collect();
        println!("{}: {}", dir.display(), counts.join(", "));
    }
    Ok(Status::Success)
}

/// The generated puzzles' shape from `--board`, `--budget`, `--no-king`.
fn shape(a: &SuiteExportArgs) -> GenerateOptions {
    GenerateOptions {
        pieces: 0,
        board: a.shape.board,
        budget: a.shape.budget,
        king: !a.shape.no_king,
    }
}

/// The Solo suite options the flags set (no instances or unsolvable
/// variants yet), with problem ids of at least `id_width` digits.
fn solo_suite_options(a: &SuiteExportArgs, id_width: usize) -> suite::solo::SoloSuiteOptions {
    suite::solo::SoloSuiteOptions {
        instances: vec![],
        unsolvable: 0,
        seed: a.seed,
        encodings: a.encodings.clone(),
        analyze_states: a.analyze_states,
        node_limit: a.node_limit,
        proof_node_limit: a.proof_node_limit,
        times: !a.no_times,
        id_width,
    }
}

fn solo_instances(a: &SuiteExportArgs) -> Result<Vec<Instance>, Failure> {
    let options = shape(a);
    if !a.files.is_empty() {
        if a.dir.is_some() || a.levels.is_some() {
            return Err(Failure::bad_input("give puzzle files, --dir or --levels, not several"));
        }
        return a
            .files
            .iter()
            .map(|f| {
                let puzzle = crate::solo::rules::load::load_puzzle(f)?;
                let id = Path::new(f)
                    .file_stem()
                    .filter(|_| Path::new(f).is_file())
                    .map_or_else(|| f.clone(), |s| s.to_string_lossy().into_owned());
                Ok(Instance { id, puzzle })
            })
            .collect();
    }
    if let Some(dir) = &a.dir {
        return Ok(SoloSource::Folder {
            dir: dir.clone(),
            levels: None,
        }
        .load()?);
    }
    let levels = a.levels.as_ref().map_or_else(|| (4..=14).collect(), |l| l.0.clone());
    Ok(generated_instances(&levels, a.per_level, a.seed, options)?)
}

fn absolute(p: &Path, what: &str) -> Result<PathBuf, Failure> {
    std::fs::canonicalize(p).map_err(|e| Failure::bad_input(format!("{what} '{}': {e}", p.display())))
}

/// Refuses configurations Fast Downward refuses on a suite's tasks, warns
/// of ones known to fare badly there; before anything is written.
fn check_fits(suites: &[PathBuf], configs: &[crate::planner::Search]) -> Result<(), Failure> {
    use crate::planner::features::{check, TaskFeatures};
    for dir in suites {
        let domain = dir.join("domain.pddl");
        let text = crate::files::read_text(&domain, crate::files::PDDL)
            .map_err(|e| Failure::bad_input(format!("'{}': {e}", domain.display())))?;
        let warnings = check(configs, TaskFeatures::of_domain(&text))
            .map_err(|why| Failure::new(Status::Unsupported, format!("--configs: suite '{}': {why}", dir.display())))?;
        for w in warnings {
            eprintln!("warning: suite '{}': {w}", dir.display());
        }
    }
    Ok(())
}

fn lab_experiment(a: SuiteLabArgs) -> Result<Status, Failure> {
    let suite_dir = absolute(&a.suite, "--suite")?;
    let suites = suite::suite_folders(&suite_dir)?;
    // The runs execute in Lab's run folders (and on cluster nodes): every
    // path the settings name is absolute.
    let solopddl = std::env::current_exe()
        .and_then(std::fs::canonicalize)
        .map_err(|e| Failure::bad_input(format!("cannot locate the solopddl binary: {e}")))?;
    let planner_path = match &a.planner_path {
        Some(p) => absolute(p, "--planner-path")?,
        None => crate::planner::discover_planner(a.planner, None)?.program,
    };
    let time_limit = a
        .time_limit
        .as_secs_f64()
        .ok_or_else(|| Failure::bad_input("--time-limit: an experiment needs a finite time limit"))?;
    let memory_mb = a.memory_limit.bytes().div_ceil(1 << 20);
    let configs: Vec<LabConfig> = a.configs.iter().map(LabConfig::from_search).collect();
    let mut names: Vec<&str> = configs.iter().map(|c| c.name.as_str()).collect();
    names.sort();
    names.dedup();
    if names.len() != configs.len() || names.contains(&"native") {
        return Err(Failure::bad_input(
            "--configs: configuration names must be distinct and not `native`",
        ));
    }
    check_fits(&suites, &a.configs)?;
    let export = a.export.clone().unwrap_or_else(|| {
        let mut v = vec!["PATH".to_string()];
        v.extend(std::env::vars().map(|(k, _)| k).filter(|k| k.starts_with("SOLOPDDL_")));
        v.sort();
        v
    });
    let native = !a.no_native;
    // Checked here, not by Lab an hour into the experiment.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if let Some(p) = a.processes.filter(|&p| p == 0 || p > cores) {
        return Err(Failure::bad_input(format!(
            "--processes {p}: from 1 to {cores} (the cores of this machine; Lab refuses more)"
        )));
    }
    if let Some(m) = &a.memory_per_cpu {
        let bytes = crate::cli::values::slurm_memory_bytes(m).unwrap_or(0);
        if bytes <= a.memory_limit.bytes() {
            return Err(Failure::bad_input(format!(
                "--memory-per-cpu {m}: must exceed --memory-limit {} (the planner's own limit needs room for solopddl and VAL)",
                a.memory_limit
            )));
        }
    }
    let python = lab::lab_python();
    let settings = LabSettings {
        python: python.clone().filter(|p| !lab::shebang_safe(p)),
        solopddl,
        suites,
        planner: LabSettings::planner_name(a.planner).to_string(),
        planner_path: Some(planner_path),
        scatter: LabSettings::default_scatter(&configs, native),
        configs,
        native,
        val: !a.no_val,
        time_limit,
        memory_limit_mb: memory_mb,
        environment: a.env,
        processes: a.processes.unwrap_or(cores),
        slurm: SlurmSettings {
            partition: a.partition.clone(),
            qos: a.qos.clone(),
            memory_per_cpu: a.memory_per_cpu.clone().unwrap_or_else(|| format!("{}M", memory_mb + 1024)),
            max_tasks: a.max_tasks,
            time_limit_per_task: a.time_limit_per_task.clone(),
            export,
            setup: String::new(),
        },
        merge_properties: a.merge.iter().map(|p| absolute(p, "--merge")).collect::<Result<_, _>>()?,
    };
    let runs_per_instance = settings.configs.len() + usize::from(native);
    let instances: usize = settings
        .suites
        .iter()
        .map(|s| suite::read_instances(s).map(|v| v.len()))
        .sum::<Result<usize, _>>()?;
    let written = lab::write(&a.out, &settings, python.as_deref(), a.force)?;
    for p in &written {
        println!("{}", p.display());
    }
    eprintln!(
        "{} runs ({instances} instances × {runs_per_instance}); run it with: {} --all",
        instances * runs_per_instance,
        written[0].display()
    );
    Ok(Status::Success)
}
