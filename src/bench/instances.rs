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
}

/// A Solo Chess suite folder's instances, ids `p001 …`.
pub fn suite_instances(dir: &Path) -> Result<Vec<Instance>, BenchError> {
    let path = dir.join("instances.json");
    let text = crate::files::read_text(&path, crate::files::METADATA)
        .map_err(|e| BenchError::Input(format!("--suite '{}': {e}", path.display())))?;
    let entries: Vec<SuiteEntry> =
        serde_json::from_str(&text).map_err(|e| BenchError::Input(format!("--suite '{}': {e}", path.display())))?;
    entries
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
    if !path.is_dir() {
        out.push(path.to_path_buf());
        return Ok(());
    }
    let rd = std::fs::read_dir(path).map_err(|e| BenchError::Input(format!("'{}': {e}", path.display())))?;
    for entry in rd.flatten() {
        files_under(&entry.path(), out)?;
    }
    Ok(())
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
}

impl ChessInstance {
    /// A short name: the problem's folder and file stem (`thesis-4x4/row-3`).
    pub fn name(&self) -> String {
        let stem = self
            .file
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        match self.file.parent().and_then(|p| p.file_name()) {
            Some(dir) => format!("{}/{stem}", dir.to_string_lossy()),
            None => stem,
        }
    }
}

/// The `.chess` files named, folders searched recursively, sorted by path.
pub fn chess_instances(args: &[PathBuf]) -> Result<Vec<ChessInstance>, BenchError> {
    let mut files = Vec::new();
    for a in args {
        if !a.exists() {
            return Err(BenchError::Input(format!("'{}': no such file or folder", a.display())));
        }
        files_under(a, &mut files)?;
    }
    files.retain(|p| p.extension().is_some_and(|e| e == "chess"));
    files.sort();
    if files.is_empty() {
        return Err(BenchError::Input("no .chess problem files found".into()));
    }
    files
        .into_iter()
        .map(|file| {
            let problem = load_problem(&file).map_err(|e| BenchError::Input(e.to_string()))?;
            Ok(ChessInstance { file, problem })
        })
        .collect()
}
