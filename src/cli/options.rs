//! The library options each flag group stands for (ripgrep's low-level
//! flags turned into high-level values once): every conversion from parsed
//! flags to a library call's options is here, so the commands only call
//! the library and render its answers.

use super::{
    AnalyzeArgs, ChessGenerateArgs, ChessProofgameArgs, ChessSolveArgs, ComposeArgs, OutputArgs, PlannerArgs, ShapeArgs,
    SoloInstanceArgs, SolveArgs, SuiteExportArgs, TrainArgs,
};
use crate::api::plan::PlannerChoice;
use crate::api::Failure;
use crate::bench::instances::SoloSource;
use crate::solo::analysis::generator::GenerateOptions;
use std::fmt;
use std::time::Instant;

impl ShapeArgs {
    /// The shape of generated puzzles (`pieces` set per level by the caller).
    pub fn generate_options(&self, pieces: usize) -> GenerateOptions {
        GenerateOptions {
            pieces,
            board: self.board,
            budget: self.budget,
            king: !self.no_king,
        }
    }
}

impl PlannerArgs {
    /// The planner choice, with `default_s` seconds when no time limit is given.
    pub fn choice(&self, default_s: f64) -> PlannerChoice<'_> {
        PlannerChoice {
            kind: self.planner,
            path: self.planner_path.as_deref(),
            command: self
                .planner_cmd
                .as_deref()
                .map(|t| (t, self.plan_file.as_deref(), self.plan_format)),
            time_limit: self.time_limit_or(default_s),
            memory_limit: self.memory_limit,
            val: (!self.no_val).then_some(self.val_path.as_deref()),
        }
    }
}

impl SoloInstanceArgs {
    /// Where a benchmark's puzzles come from: a suite, a folder, or
    /// generated per level (4..14 by default).
    pub fn source(&self) -> SoloSource {
        let levels = self.levels.as_ref().map(|l| l.0.clone());
        if let Some(dir) = &self.suite {
            return SoloSource::Suite {
                dir: dir.clone(),
                levels,
            };
        }
        match &self.dir {
            Some(dir) => SoloSource::Folder {
                dir: dir.clone(),
                levels,
            },
            None => SoloSource::Generated {
                levels: levels.unwrap_or_else(|| (4..=14).collect()),
                per_level: self.per_level,
                seed: self.seed,
                options: self.shape.generate_options(0),
            },
        }
    }
}

impl OutputArgs {
    /// The files a benchmark writes beside its printed summary.
    pub fn outputs(&self) -> crate::bench::Outputs {
        crate::bench::Outputs {
            csv: self.csv.clone(),
            md: self.md.clone(),
            svg: self.svg.clone(),
            properties: self.properties.clone(),
            force: self.force,
        }
    }
}

impl SolveArgs {
    /// The native solver's options, with the move-ordering model read from `--model`.
    pub fn options(
        &self,
        model: Option<std::sync::Arc<crate::solo::search::learned::Model>>,
    ) -> crate::solo::search::solver::SolveOptions {
        crate::solo::search::solver::SolveOptions {
            heuristic: self.heuristic,
            seed: self.seed,
            time_limit: self.time_limit.and_then(|t| t.duration()),
            node_limit: None,
            memory_bytes: Some(self.memory_limit.bytes()),
            model,
            control: Default::default(),
        }
    }
}

impl AnalyzeArgs {
    /// The analysis's options, its deadline counted from `t0`.
    pub fn options(&self, t0: Instant) -> crate::solo::analysis::analyze::AnalyzeOptions {
        crate::solo::analysis::analyze::AnalyzeOptions {
            max_states: self.max_states,
            exact: self.exact,
            deadline: self.time_limit.and_then(|t| t.deadline(t0)),
            memory_bytes: Some(self.memory_limit.bytes()),
            all_positions: self.all_positions,
            control: Default::default(),
        }
    }
}

impl ComposeArgs {
    pub fn options(&self) -> crate::solo::analysis::compose::ComposeOptions {
        crate::solo::analysis::compose::ComposeOptions {
            memory_bytes: Some(self.memory_limit.bytes()),
            pieces: self.pieces,
            board: self.shape.board,
            budget: self.shape.budget,
            king: !self.shape.no_king,
            unique: self.unique,
            min_rating: self.min_rating,
            max_states: self.max_states,
            control: Default::default(),
        }
    }
}

impl TrainArgs {
    pub fn options(&self) -> crate::solo::learning::train::TrainOptions {
        crate::solo::learning::train::TrainOptions {
            levels: self.levels.0.clone(),
            per_level: self.per_level,
            seed: self.seed,
            shape: self.shape.generate_options(0),
            max_positions: self.max_positions,
            examples_per_puzzle: self.examples_per_puzzle,
            alpha: self.alpha,
        }
    }
}

impl ChessSolveArgs {
    pub fn limits(&self) -> crate::chess::search::Limits {
        crate::chess::search::Limits {
            max_states: self.max_states,
            memory_bytes: self.memory_limit.bytes(),
            time: self.time_limit.and_then(|t| t.duration()),
            control: Default::default(),
        }
    }
}

impl ChessProofgameArgs {
    /// The length asked: --plies or --moves, or --shortest (clap requires
    /// one of them).
    pub fn length(&self) -> crate::cli::chess::ProofGameLength {
        match (self.plies.or(self.moves), self.shortest) {
            (Some(plies), _) => crate::cli::chess::ProofGameLength::Exactly(plies),
            (None, up_to) => crate::cli::chess::ProofGameLength::Shortest {
                up_to: up_to.unwrap_or(200),
            },
        }
    }

    /// The problem (from the initial array unless `--start`) and the
    /// count's options.
    pub fn problem_and_options(
        &self,
    ) -> Result<(crate::chess::problem::ChessProblem, crate::chess::proofgame::ProofGameOptions), Failure> {
        let start = self.start.as_deref().unwrap_or(crate::chess::fen::INITIAL_FEN);
        let problem = crate::chess::problem::problem_from_fens(start, &self.goal)?;
        let options = crate::chess::proofgame::ProofGameOptions {
            max_listed: self.max_solutions as usize,
            count_cap: (!self.count_all).then_some(u128::from(self.max_solutions)),
            deadline: self.time_limit.and_then(|t| t.deadline(Instant::now())),
            memory_bytes: self.memory_limit.bytes(),
            check_shorter: !self.no_shorter_check,
            threads: self.threads.map_or_else(crate::limits::cores, |n| n as usize),
            narrow_at: self.narrow_at.unwrap_or(crate::chess::proofgame::NARROW_AT),
            probe_after: self.probe_after.map_or(Some(crate::chess::proofgame::PROBE_AFTER), |p| p.0),
            ..Default::default()
        };
        Ok((problem, options))
    }
}

impl ChessGenerateArgs {
    pub fn options(&self) -> Result<crate::chess::random_game::GenerateOptions, Failure> {
        let start = self.start.as_deref().unwrap_or(crate::chess::fen::INITIAL_FEN);
        Ok(crate::chess::random_game::GenerateOptions {
            start: crate::chess::problem::problem_from_fens(start, start)?.start,
            plies: self.plies.0.clone(),
            per_length: self.per_length as usize,
            seed: self.seed,
            spare: self.spare,
            unique_only: self.unique,
            walk: self.walk.unwrap_or(crate::chess::random_game::Walk::default_for(self.unique)),
            attempts: self
                .attempts
                .map_or(crate::chess::random_game::default_attempts(self.unique), |n| n as usize),
            climb_steps: self.climb.unwrap_or(0) as usize,
            time_per_game: self
                .time_limit_per_game
                .duration()
                .unwrap_or(std::time::Duration::from_secs(3600)),
            memory_bytes: self.memory_limit.bytes(),
            control: Default::default(),
        })
    }
}

impl SuiteExportArgs {
    /// Refuses flags the layout or the game does not take.
    pub fn check_layout_flags(&self) -> Result<(), Failure> {
        use super::{SuiteGame, SuiteLayout};
        let not_generated = self.dir.is_some() || !self.files.is_empty() || self.with_unsolvable > 0 || self.random_pairs > 0;
        let message = match (self.layout, self.game) {
            (SuiteLayout::IpcLearning | SuiteLayout::Autoscale, _) if not_generated => {
                "tasks generated from --levels only (no --dir, files, --with-unsolvable or --random-pairs)"
            }
            (SuiteLayout::Flat, SuiteGame::Solo) if self.random_pairs > 0 => "--random-pairs: chess only (add --game chess)",
            (_, SuiteGame::Solo) if self.sas => "--sas: chess only (add --game chess)",
            (SuiteLayout::IpcLearning | SuiteLayout::Autoscale, _) if self.sas => "--sas: the flat layout only",
            (SuiteLayout::Flat, SuiteGame::Chess) if self.dir.is_some() || self.levels.is_some() || self.with_unsolvable > 0 => {
                "--dir, --levels and --with-unsolvable are for Solo Chess; chess takes .chess files or folders and --random-pairs"
            }
            _ => return Ok(()),
        };
        let layout = clap::ValueEnum::to_possible_value(&self.layout)
            .map(|v| v.get_name().to_string())
            .unwrap_or_default();
        Err(Failure::bad_input(if self.layout == SuiteLayout::Flat {
            message.to_string()
        } else {
            format!("--layout {layout}: {message}")
        }))
    }

    /// `--layout autoscale`'s pool and the set's folder name: generated
    /// puzzles of `--levels` (4..32 by default) in the first of
    /// `--encodings`, or random chess walks of `--levels` plies (2..25).
    pub fn autoscale_pool(&self) -> Result<(crate::suite::DomainSuite, String), Failure> {
        if self.game == super::SuiteGame::Chess {
            let plies = self.levels.as_ref().map_or_else(|| (2..=25).collect(), |l| l.0.clone());
            let pool = crate::suite::chess::walk_suite("chess", &plies, self.per_level, self.seed, &self.chess_options()?);
            return Ok((pool, "chess".into()));
        }
        let levels = self.levels.as_ref().map_or_else(|| (4..=32).collect(), |l| l.0.clone());
        let shape = self.shape.generate_options(0);
        let instances = crate::bench::instances::generated_instances(&levels, self.per_level, self.seed, shape)
            .map_err(|e| Failure::bad_input(e.to_string()))?;
        let encoding = self.encodings[0];
        let mut pool = crate::suite::solo::suites(&crate::suite::solo::SoloSuiteOptions {
            instances,
            encodings: vec![encoding],
            ..self.solo_options(3)
        })?;
        Ok((pool.remove(0), crate::suite::solo::folder_name(encoding)))
    }

    /// The Solo suite options the flags set (no instances or unsolvable
    /// variants yet), with problem ids of at least `id_width` digits.
    pub fn solo_options(&self, id_width: usize) -> crate::suite::solo::SoloSuiteOptions {
        crate::suite::solo::SoloSuiteOptions {
            instances: vec![],
            unsolvable: 0,
            seed: self.seed,
            encodings: self.encodings.clone(),
            analyze_states: self.analyze_states,
            node_limit: self.node_limit,
            proof_node_limit: self.proof_node_limit,
            times: !self.no_times,
            id_width,
            control: crate::limits::Control::with_progress(progress_line("suite export")),
        }
    }
}

impl SuiteExportArgs {
    /// The Solo puzzles to export: the files given, a folder's, or
    /// generated per level (4..14 by default).
    pub fn solo_instances(&self) -> Result<Vec<crate::bench::instances::Instance>, Failure> {
        use crate::bench::instances::{generated_instances, Instance};
        if !self.files.is_empty() {
            if self.dir.is_some() || self.levels.is_some() {
                return Err(Failure::bad_input("give puzzle files, --dir or --levels, not several"));
            }
            return self
                .files
                .iter()
                .map(|f| {
                    let puzzle = crate::solo::rules::load::load_puzzle(f)?;
                    let path = std::path::Path::new(f);
                    let id = path
                        .file_stem()
                        .filter(|_| path.is_file())
                        .map_or_else(|| f.clone(), |s| s.to_string_lossy().into_owned());
                    Ok(Instance { id, puzzle })
                })
                .collect();
        }
        if let Some(dir) = &self.dir {
            return Ok(SoloSource::Folder {
                dir: dir.clone(),
                levels: None,
            }
            .load()?);
        }
        let levels = self.levels.as_ref().map_or_else(|| (4..=14).collect(), |l| l.0.clone());
        Ok(generated_instances(
            &levels,
            self.per_level,
            self.seed,
            self.shape.generate_options(0),
        )?)
    }

    /// The chess suites' options: the `.chess` files or folders given and
    /// `--random-pairs`.
    pub fn chess_options(&self) -> Result<crate::suite::chess::ChessSuiteOptions, Failure> {
        let paths: Vec<std::path::PathBuf> = self.files.iter().map(std::path::PathBuf::from).collect();
        Ok(crate::suite::chess::ChessSuiteOptions {
            files: if paths.is_empty() {
                vec![]
            } else {
                crate::bench::instances::chess_problem_files(&paths)?
            },
            random_pairs: self.random_pairs,
            seed: self.seed,
            max_states: self.node_limit as usize,
            times: !self.no_times,
            sas: self.sas,
        })
    }
}

fn absolute(p: &std::path::Path, what: &str) -> Result<std::path::PathBuf, Failure> {
    std::fs::canonicalize(p).map_err(|e| Failure::bad_input(format!("{what} '{}': {e}", p.display())))
}

impl super::SuiteLabArgs {
    /// The experiment's settings, every path absolute (the runs execute in
    /// Lab's run folders and on cluster nodes), every flag checked here
    /// rather than by Lab an hour into the experiment; and the Python that
    /// has Lab.
    pub fn settings(&self) -> Result<(crate::suite::lab::LabSettings, Option<std::path::PathBuf>), Failure> {
        use crate::suite::lab::{self, LabConfig, LabSettings, SlurmSettings};
        let suites = crate::suite::suite_folders(&absolute(&self.suite, "--suite")?)?;
        let solopddl = std::env::current_exe()
            .and_then(std::fs::canonicalize)
            .map_err(|e| Failure::bad_input(format!("cannot locate the solopddl binary: {e}")))?;
        let planner_path = match &self.planner_path {
            Some(p) => absolute(p, "--planner-path")?,
            None => crate::planner::discover_planner(self.planner, None)?.program,
        };
        let time_limit = self
            .time_limit
            .as_secs_f64()
            .ok_or_else(|| Failure::bad_input("--time-limit: an experiment needs a finite time limit"))?;
        let memory_mb = self.memory_limit.bytes().div_ceil(1 << 20);
        let configs: Vec<LabConfig> = self.configs().iter().map(LabConfig::from_search).collect();
        let mut names: Vec<&str> = configs.iter().map(|c| c.name.as_str()).collect();
        names.sort();
        names.dedup();
        if names.len() != configs.len()
            || names
                .iter()
                .any(|n| ["native", "top-k", "native-count", "optimal"].contains(n))
        {
            return Err(Failure::bad_input(
                "--configs: configuration names must be distinct and not `native`, `top-k`, `native-count` or `optimal`",
            ));
        }
        let export = self.export.clone().unwrap_or_else(|| {
            let mut v = vec!["PATH".to_string()];
            v.extend(std::env::vars().map(|(k, _)| k).filter(|k| k.starts_with("SOLOPDDL_")));
            v.sort();
            v
        });
        let cores = crate::limits::cores();
        if let Some(p) = self.processes.filter(|&p| p == 0 || p > cores) {
            return Err(Failure::bad_input(format!(
                "--processes {p}: from 1 to {cores} (the cores of this machine; Lab refuses more)"
            )));
        }
        if let Some(m) = &self.memory_per_cpu {
            let bytes = super::values::slurm_memory_bytes(m).unwrap_or(0);
            if bytes <= self.memory_limit.bytes() {
                return Err(Failure::bad_input(format!(
                    "--memory-per-cpu {m}: must exceed --memory-limit {} (the planner's own limit needs room for solopddl and VAL)",
                    self.memory_limit
                )));
            }
        }
        let native = !self.no_native;
        if self.count {
            if self.planner != crate::planner::PlannerKind::Symk {
                return Err(Failure::bad_input(
                    "--count: needs --planner symk (its optimal top-k search writes every game of the optimal length)",
                ));
            }
            for dir in &suites {
                if let Some(row) = crate::suite::read_instances(dir)?.iter().find(|r| r.game != "chess") {
                    return Err(Failure::bad_input(format!(
                        "--count: suite '{}' holds {} instances; counting is for chess suites (proof games)",
                        dir.display(),
                        row.game
                    )));
                }
            }
        }
        let python = lab::lab_python();
        let settings = LabSettings {
            python: python.clone().filter(|p| !lab::shebang_safe(p)),
            solopddl,
            suites,
            planner: LabSettings::planner_name(self.planner).to_string(),
            planner_path: Some(planner_path),
            scatter: LabSettings::default_scatter(&configs, native, self.count),
            configs,
            native,
            count: self.count,
            val: !self.no_val,
            time_limit,
            memory_limit_mb: memory_mb,
            environment: self.env,
            processes: self.processes.unwrap_or(cores),
            slurm: SlurmSettings {
                partition: self.partition.clone(),
                qos: self.qos.clone(),
                memory_per_cpu: self
                    .memory_per_cpu
                    .clone()
                    .unwrap_or_else(|| format!("{}M", memory_mb + 1024)),
                max_tasks: self.max_tasks,
                time_limit_per_task: self.time_limit_per_task.clone(),
                export,
                setup: String::new(),
            },
            merge_properties: self.merge.iter().map(|p| absolute(p, "--merge")).collect::<Result<_, _>>()?,
        };
        Ok((settings, python))
    }
}

impl super::ServeArgs {
    /// The server's options (a job without a time limit runs at most a day).
    pub fn options(&self) -> crate::serve::ServeOptions {
        crate::serve::ServeOptions {
            host: self.host,
            port: self.port,
            max_jobs: self.max_jobs as usize,
            job_time_limit: self
                .job_time_limit
                .duration()
                .unwrap_or(std::time::Duration::from_secs(86_400)),
            job_memory_bytes: self.job_memory_limit.bytes(),
        }
    }
}

/// Refuses a comma list that names one value twice (`--encodings squares,squares`).
pub fn distinct<T: PartialEq + fmt::Debug>(flag: &str, values: &[T]) -> Result<(), Failure> {
    for (i, v) in values.iter().enumerate() {
        if values[..i].contains(v) {
            return Err(Failure::bad_input(format!(
                "{flag}: {} is named twice",
                format!("{v:?}").to_lowercase()
            )));
        }
    }
    Ok(())
}

/// This run's command line as typed, the program named `solopddl` (its
/// path would differ between machines), words with spaces double-quoted.
pub fn command_line() -> String {
    let mut words = vec!["solopddl".to_string()];
    for a in std::env::args().skip(1) {
        words.push(if a.contains([' ', '"', '\'']) || a.is_empty() {
            format!("\"{}\"", a.replace('"', "\\\""))
        } else {
            a
        });
    }
    words.join(" ")
}

/// Where `export` writes: a domain and a problem file, or one SAS task.
pub enum ExportDestination {
    Pddl {
        domain: std::path::PathBuf,
        problem: std::path::PathBuf,
    },
    Sas(std::path::PathBuf),
}

impl super::ExportArgs {
    /// The domain and problem texts the flags ask for (the planner's, VAL's
    /// formulation, or the one without derived predicates).
    pub fn pddl_texts(&self, task: &crate::roundtrip::Task, name: &str) -> (String, String) {
        match (self.for_val, self.no_axioms) {
            (true, _) => task.val_pddl(name),
            (_, true) => task.pddl_without_axioms(name),
            _ => task.pddl(name),
        }
    }

    /// The files to write: into `--out` (created by the caller), the files
    /// named, or the current folder; flags of the other format refused.
    pub fn destination(&self) -> Result<ExportDestination, Failure> {
        use std::path::PathBuf;
        let inside = |name: &str| self.out.as_ref().map_or_else(|| PathBuf::from(name), |d| d.join(name));
        if self.format == crate::planner::TaskFormat::Sas {
            if self.domain.is_some() || self.for_val {
                return Err(Failure::bad_input(
                    "--domain/--problem/--for-val: PDDL only (not with --format sas)",
                ));
            }
            return Ok(ExportDestination::Sas(self.sas.clone().unwrap_or_else(|| inside("task.sas"))));
        }
        if self.sas.is_some() {
            return Err(Failure::bad_input("--sas: only with --format sas"));
        }
        if self.plies.is_some() {
            return Err(Failure::bad_input("--plies: only with --format sas --no-axioms"));
        }
        Ok(match (&self.out, &self.domain, &self.problem) {
            (None, Some(d), Some(p)) => ExportDestination::Pddl {
                domain: d.clone(),
                problem: p.clone(),
            },
            _ => ExportDestination::Pddl {
                domain: inside("domain.pddl"),
                problem: inside("problem.pddl"),
            },
        })
    }
}

/// A progress listener that keeps one line on the terminal (`what: phase N,
/// elapsed`), and says nothing when standard error is not a terminal.
pub fn progress_line(what: &'static str) -> crate::limits::OnProgress {
    use std::io::IsTerminal;
    let terminal = std::io::stderr().is_terminal();
    std::sync::Arc::new(move |p: &crate::limits::Progress| {
        if terminal {
            eprint!("\r\x1b[2K{what}: {} {} ({:.0} s)", p.phase, p.done, p.elapsed_s);
        }
    })
}

/// Clears the line [`progress_line`] keeps (on a terminal only).
pub fn clear_progress_line() {
    use std::io::IsTerminal;
    if std::io::stderr().is_terminal() {
        eprint!("\r\x1b[2K");
    }
}

impl super::BenchCommand {
    /// The output flags every benchmark has.
    pub fn output(&self) -> &OutputArgs {
        match self {
            super::BenchCommand::Native(a) => &a.output,
            super::BenchCommand::Compare(a) => &a.output,
            super::BenchCommand::Chess(a) => &a.output,
            super::BenchCommand::Analyze(a) => &a.output,
        }
    }
}
