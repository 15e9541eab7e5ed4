//! Benchmark instances in one place: Solo Chess puzzles generated per level
//! from a seed or read from a folder, unsolvable variants, and `.chess`
//! problem files.

use super::BenchError;
use crate::chess::problem::{load_problem, ChessProblem};
use crate::solo::analysis::generator::{generate, GenerateOptions};
use crate::solo::rules::load::load_puzzle;
use crate::solo::{Budget, Puzzle};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};

/// A benchmark puzzle with a stable id.
#[derive(Clone, Debug)]
pub struct Instance {
    pub id: String,
    pub puzzle: Puzzle,
}

impl Instance {
    pub fn level(&self) -> usize {
        self.puzzle.pieces().len()
    }
}

/// Where Solo Chess instances come from.
#[derive(Clone, Debug)]
pub enum SoloSource {
    /// Every puzzle file under a folder, optionally only these levels.
    Folder { dir: PathBuf, levels: Option<Vec<usize>> },
    /// A Solo Chess suite folder (`suite export`): its instances.json's
    /// puzzles, with the problem file stems (`p001`) as ids.
    Suite { dir: PathBuf, levels: Option<Vec<usize>> },
    /// `per_level` puzzles per level from a seed.
    Generated {
        levels: Vec<usize>,
        per_level: usize,
        seed: u64,
        options: GenerateOptions,
    },
}

impl SoloSource {
    pub fn load(&self) -> Result<Vec<Instance>, BenchError> {
        match self {
            SoloSource::Folder { dir, levels } => {
                let mut v = folder_instances(dir)?;
                if let Some(l) = levels {
                    v.retain(|i| l.contains(&i.level()));
                }
                Ok(v)
            }
            SoloSource::Suite { dir, levels } => {
                let mut v = suite_instances(dir)?;
                if let Some(l) = levels {
                    v.retain(|i| l.contains(&i.level()));
                }
                Ok(v)
            }
            SoloSource::Generated {
                levels,
                per_level,
                seed,
                options,
            } => generated_instances(levels, *per_level, *seed, *options),
        }
    }

    /// Whether ids are a suite's problem stems (Lab properties then name `pNNN.pddl`).
    pub fn is_suite(&self) -> bool {
        matches!(self, SoloSource::Suite { .. })
    }

    /// A short description for report headings.
    pub fn describe(&self) -> String {
        match self {
            SoloSource::Folder { dir, .. } | SoloSource::Suite { dir, .. } => dir.display().to_string(),
            SoloSource::Generated { .. } => "generated".into(),
        }
    }
}

/// The fields of a suite's `instances.json` a benchmark needs (the suite
/// module writes them; reading only these keeps the two modules apart).
#[derive(serde::Deserialize)]
struct SuiteEntry {
    id: String,
    game: String,
    source: String,
    /// Chess: the goal FEN (Solo Chess suites leave it empty).
    #[serde(default)]
    goal: String,
    /// Chess: the plan length found by the native search, and whether it is proven shortest.
    #[serde(default)]
    plan_length: Option<u32>,
    #[serde(default)]
    optimal: Option<bool>,
    /// Chess: the number of optimal plans (games of that length), empty where not counted.
    #[serde(default)]
    solutions: Option<String>,
}

/// A suite folder's `instances.json`; errors name the file after `flag`.
fn suite_entries(dir: &Path, flag: &str) -> Result<Vec<SuiteEntry>, BenchError> {
    let path = dir.join("instances.json");
    let text = crate::files::read_text(&path, crate::files::METADATA)
        .map_err(|e| BenchError::Input(format!("{flag}'{}': {e}", path.display())))?;
    serde_json::from_str(&text).map_err(|e| BenchError::Input(format!("{flag}'{}': {e}", path.display())))
}

/// A Solo Chess suite folder's instances, ids `p001 …`.
pub fn suite_instances(dir: &Path) -> Result<Vec<Instance>, BenchError> {
    suite_entries(dir, "--suite ")?
        .into_iter()
        .map(|e| {
            if e.game != "solo-chess" {
                return Err(BenchError::Input(format!(
                    "--suite '{}': {} is a {} instance, not Solo Chess",
                    dir.display(),
                    e.id,
                    e.game
                )));
            }
            let puzzle = crate::solo::rules::notation::parse_solo_fen(&e.source)
                .map_err(|err| BenchError::Input(format!("--suite '{}': {}: {err}", dir.display(), e.id)))?;
            Ok(Instance { id: e.id, puzzle })
        })
        .collect()
}

/// Puzzles generated per level: level `n`'s stream is seeded by (seed, n),
/// so adding levels does not change the others.
pub fn generated_instances(
    levels: &[usize],
    per_level: usize,
    seed: u64,
    opts: GenerateOptions,
) -> Result<Vec<Instance>, BenchError> {
    let mut out = Vec::new();
    for &n in levels {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(1_000_003).wrapping_add(n as u64));
        for i in 0..per_level {
            let g = generate(&GenerateOptions { pieces: n, ..opts }, &mut rng).map_err(|e| BenchError::Input(e.to_string()))?;
            out.push(Instance {
                id: format!("gen-n{n}-s{seed}-{}", i + 1),
                puzzle: g.puzzle,
            });
        }
    }
    Ok(out)
}

/// Appends every file under `path` (the path itself if it is a file).
pub fn files_under(path: &Path, out: &mut Vec<PathBuf>) -> Result<(), BenchError> {
    files_and_suites_under(path, out, None)
}

/// Every puzzle file under a folder, sorted by path; ids are paths relative to the folder.
pub fn folder_instances(dir: &Path) -> Result<Vec<Instance>, BenchError> {
    if !dir.is_dir() {
        return Err(BenchError::Input(format!("--dir '{}': not a folder", dir.display())));
    }
    let mut files = Vec::new();
    files_under(dir, &mut files)?;
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let puzzle = load_puzzle(&f.to_string_lossy()).map_err(|e| BenchError::Input(e.to_string()))?;
        let id = f.strip_prefix(dir).unwrap_or(&f).to_string_lossy().into_owned();
        out.push(Instance { id, puzzle });
    }
    if out.is_empty() {
        return Err(BenchError::Input(format!("--dir '{}': no puzzle files", dir.display())));
    }
    Ok(out)
}

/// A variant of every puzzle with one random piece's budget lowered by one:
/// often unsolvable (the native verdict decides).
pub fn lowered_variants(instances: &[Instance], seed: u64) -> Vec<Instance> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x0bad);
    instances
        .iter()
        .map(|i| {
            let piece = i.puzzle.pieces()[rng.gen_range(0..i.puzzle.pieces().len())];
            let lowered = match piece.budget {
                Budget::Limited(b) => Budget::Limited(b.saturating_sub(1)),
                Budget::Unlimited => Budget::Limited(1),
            };
            let p = i
                .puzzle
                .with_budget(piece.square, lowered)
                .expect("the piece is on the puzzle");
            Instance {
                id: format!("{}-lowered", i.id),
                puzzle: p,
            }
        })
        .collect()
}

/// A `.chess` problem with the file it came from.
#[derive(Clone, Debug)]
pub struct ChessInstance {
    pub file: PathBuf,
    pub problem: ChessProblem,
    /// A suite's instance: the suite's folder as named from the folder
    /// given (`chess-proofgames`, `ipc-learning/chess/testing/easy`), so
    /// that suites in folders of the same name stay apart.
    pub suite: Option<String>,
    /// What the suite's `instances.json` says: the shortest length, where
    /// proven, and the number of games of that length, where counted.
    pub expected: Option<(u32, Option<u128>)>,
}

impl ChessInstance {
    /// A short name: the problem's folder and file stem (`thesis-4x4/row-3`),
    /// or the suite and problem (`ipc-learning/chess/testing/easy/p04`).
    pub fn name(&self) -> String {
        let stem = self
            .file
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        match (&self.suite, self.file.parent().and_then(|p| p.file_name())) {
            (Some(suite), _) => format!("{suite}/{stem}"),
            (None, Some(dir)) => format!("{}/{stem}", dir.to_string_lossy()),
            (None, None) => stem,
        }
    }
}

/// The `.chess` files named, folders searched recursively, sorted by path.
/// A folder holding `instances.json` is a chess suite (`suite export
/// --game chess`): its instances in order, each named by its problem file
/// (`suite/p001`), so its Lab runs match the suite's problems.
pub fn chess_instances(args: &[PathBuf]) -> Result<Vec<ChessInstance>, BenchError> {
    chess_instances_from(args, true)
}

/// The `.chess` files named, folders searched recursively (suites' folders
/// too, without reading them as suites), sorted by path: what `suite export
/// --game chess` turns into a suite.
pub fn chess_problem_files(args: &[PathBuf]) -> Result<Vec<ChessInstance>, BenchError> {
    chess_instances_from(args, false)
}

fn chess_instances_from(args: &[PathBuf], read_suites: bool) -> Result<Vec<ChessInstance>, BenchError> {
    let (mut files, mut suites) = (Vec::new(), Vec::new());
    for a in args {
        if !a.exists() {
            return Err(BenchError::Input(format!("'{}': no such file or folder", a.display())));
        }
        let before = suites.len();
        files_and_suites_under(a, &mut files, read_suites.then_some(&mut suites))?;
        // A suite's name: its folder from the one given (the given one's own name if it is the suite).
        for (dir, name) in &mut suites[before..] {
            let from = if dir == a { a.parent().unwrap_or(a) } else { a.as_path() };
            *name = dir.strip_prefix(from).unwrap_or(dir).to_string_lossy().into_owned();
            if matches!(name.as_str(), "" | "." | "..") {
                let full = dir.canonicalize().unwrap_or_else(|_| dir.clone());
                *name = full.file_name().map_or("suite".into(), |n| n.to_string_lossy().into_owned());
            }
        }
    }
    files.retain(|p| p.extension().is_some_and(|e| e == "chess"));
    files.sort();
    suites.sort();
    let mut out = Vec::new();
    for file in files {
        let problem = load_problem(&file).map_err(|e| BenchError::Input(e.to_string()))?;
        out.push(ChessInstance {
            file,
            problem,
            suite: None,
            expected: None,
        });
    }
    let any_suite = !suites.is_empty();
    for (dir, name) in suites {
        out.extend(chess_suite_instances(&dir, name)?);
    }
    if out.is_empty() {
        let named: Vec<String> = args.iter().map(|a| format!("'{}'", a.display())).collect();
        let what = match (read_suites, any_suite) {
            (false, _) => "no .chess problem files",
            (true, true) => "no .chess problem files and only Solo Chess suites (bench native --suite runs those)",
            (true, false) => "no .chess problem files and no chess suite (a folder with instances.json)",
        };
        return Err(BenchError::Input(format!("{}: {what}", named.join(", "))));
    }
    Ok(out)
}

/// Appends every file under `path`, as [`files_under`]; with `suites`, the
/// folders that hold `instances.json` go there instead of being searched.
fn files_and_suites_under(
    path: &Path,
    files: &mut Vec<PathBuf>,
    mut suites: Option<&mut Vec<(PathBuf, String)>>,
) -> Result<(), BenchError> {
    if !path.is_dir() {
        files.push(path.to_path_buf());
        return Ok(());
    }
    if path.join("instances.json").is_file() {
        if let Some(s) = suites {
            s.push((path.to_path_buf(), String::new()));
            return Ok(());
        }
    }
    let rd = std::fs::read_dir(path).map_err(|e| BenchError::Input(format!("'{}': {e}", path.display())))?;
    for entry in rd.flatten() {
        files_and_suites_under(&entry.path(), files, suites.as_deref_mut())?;
    }
    Ok(())
}

/// A chess suite's instances: each row's start (`source`) and goal FENs.
/// A Solo Chess suite (met in a folder of suites) has none.
fn chess_suite_instances(dir: &Path, name: String) -> Result<Vec<ChessInstance>, BenchError> {
    let rows = suite_entries(dir, "")?;
    if rows.iter().all(|r| r.game == "solo-chess") {
        return Ok(vec![]);
    }
    rows.into_iter()
        .map(|row| {
            let bad = |what: String| BenchError::Input(format!("'{}': {}: {what}", dir.display(), row.id));
            if row.game != "chess" {
                return Err(bad(format!("a {} instance, not a chess one", row.game)));
            }
            let problem = crate::chess::problem::problem_from_fens(&row.source, &row.goal).map_err(|e| bad(e.to_string()))?;
            Ok(ChessInstance {
                file: dir.join(format!("{}.pddl", row.id)),
                problem,
                suite: Some(name.clone()),
                expected: row.optimal.unwrap_or(false).then_some(row.plan_length).flatten().map(|n| {
                    let games = row.solutions.as_deref().and_then(|c| c.parse().ok());
                    (n, games)
                }),
            })
        })
        .collect()
}
