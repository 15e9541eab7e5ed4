//! The IPC 2023 learning track's layout: one folder per domain holding
//! `domain.pddl`, `training/easy/pNN.pddl` and
//! `testing/{easy,medium,hard}/pNN.pddl`, sizes growing from part to part,
//! every part from its own fixed seed (so no testing task is a training
//! task), each part folder with the usual `instances.csv`/`instances.json`.

use super::solo::SoloSuiteOptions;
use super::{DomainSuite, SuiteError};
use crate::bench::instances::{generated_instances, Instance};
use crate::solo::analysis::generator::GenerateOptions;
use crate::solo::rules::notation::to_solo_fen;
use std::path::{Path, PathBuf};

/// The parts of the learning layout, in order: the folder below the
/// domain's and what it holds.
pub const PARTS: [&str; 4] = ["training/easy", "testing/easy", "testing/medium", "testing/hard"];

/// Splits piece counts into the easy, medium and hard thirds (in order,
/// the first thirds taking one more when the count does not divide).
pub fn thirds(levels: &[usize]) -> Result<[Vec<usize>; 3], SuiteError> {
    let mut sorted = levels.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() < 3 {
        return Err(SuiteError::Input(format!(
            "--layout ipc-learning: give at least 3 sizes (--levels: piece counts; for chess, walk lengths in plies), one per difficulty; got {}",
            sorted.len()
        )));
    }
    let n = sorted.len();
    let (a, b) = (n.div_ceil(3), n.div_ceil(3) + (n - n.div_ceil(3)).div_ceil(2));
    Ok([sorted[..a].to_vec(), sorted[a..b].to_vec(), sorted[b..].to_vec()])
}

/// The Solo Chess suites of the four [`PARTS`]: the piece counts `levels`
/// split into [`thirds`]; training/easy generated from `seed`, the testing
/// parts from `seed + 1` (fresh puzzles; one equal to a training puzzle is
/// dropped), `per_level` puzzles per piece count, `pNN` ids. `base` gives
/// the encodings and the native limits (its instances are replaced).
pub fn solo_learning_parts(
    levels: &[usize],
    per_level: usize,
    seed: u64,
    shape: GenerateOptions,
    base: &SoloSuiteOptions,
) -> Result<[Vec<DomainSuite>; 4], SuiteError> {
    let [easy, medium, hard] = thirds(levels)?;
    let generate = |levels: &[usize], seed: u64| -> Result<Vec<Instance>, SuiteError> {
        generated_instances(levels, per_level, seed, shape).map_err(|e| SuiteError::Input(e.to_string()))
    };
    let training = generate(&easy, seed)?;
    let seen: std::collections::HashSet<String> = training.iter().map(|i| to_solo_fen(&i.puzzle)).collect();
    let fresh = |levels: &[usize]| -> Result<Vec<Instance>, SuiteError> {
        let mut v = generate(levels, seed + 1)?;
        v.retain(|i| !seen.contains(&to_solo_fen(&i.puzzle)));
        Ok(v)
    };
    let mut parts = Vec::new();
    for instances in [training, fresh(&easy)?, fresh(&medium)?, fresh(&hard)?] {
        parts.push(super::solo::suites(&SoloSuiteOptions {
            instances,
            unsolvable: 0,
            id_width: 2,
            ..base.clone()
        })?);
    }
    Ok(parts.try_into().expect("four parts"))
}

/// The tasks per part: `training/easy 6, testing/easy 6, …`.
pub fn part_sizes(parts: &[Vec<DomainSuite>; 4]) -> String {
    let counts: Vec<String> = PARTS
        .iter()
        .zip(parts)
        .map(|(p, s)| format!("{p} {}", s[0].problems.len()))
        .collect();
    counts.join(", ")
}

/// Writes one learning-layout folder per domain variant below `out`:
/// `parts[i]` holds the suites of [`PARTS`]`[i]`, one per variant, in the
/// same variant order. Refuses existing folders without `force`; each
/// folder is staged and published whole, as [`super::write`] does.
pub fn write_ipc_learning(out: &Path, parts: &[Vec<DomainSuite>; 4], force: bool) -> Result<Vec<PathBuf>, SuiteError> {
    let variants = &parts[0];
    super::refuse_existing(out, variants.iter().map(|s| s.folder.as_str()), force)?;
    let mut written = Vec::new();
    for (v, variant) in variants.iter().enumerate() {
        let dir = out.join(&variant.folder);
        let staged = crate::files::StagedDir::new(&dir).map_err(|e| SuiteError::io(&dir, e))?;
        let put = |rel: &str, text: &str| {
            let p = staged.path().join(rel);
            if let Some(parent) = p.parent() {
                std::fs::create_dir_all(parent).map_err(|e| SuiteError::io(&dir.join(rel), e))?;
            }
            std::fs::write(&p, text).map_err(|e| SuiteError::io(&dir.join(rel), e))
        };
        put("domain.pddl", &variant.domain)?;
        put("LICENSE", super::SUITE_LICENSE)?;
        for (part, suites) in PARTS.iter().zip(parts) {
            let suite = &suites[v];
            for (row, text) in &suite.problems {
                put(&format!("{part}/{}.pddl", row.id), text)?;
            }
            for (name, text) in super::metadata_files(&suite.problems, &dir.join(part))? {
                put(&format!("{part}/{name}"), &text)?;
            }
        }
        super::publish(staged, &dir, force)?;
        written.push(dir);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_split_into_growing_thirds() {
        let t = thirds(&[4, 5, 6, 7, 8, 9, 10, 11, 12]).unwrap();
        assert_eq!(t, [vec![4, 5, 6], vec![7, 8, 9], vec![10, 11, 12]]);
        let t = thirds(&[8, 4, 6, 10]).unwrap();
        assert_eq!(t, [vec![4, 6], vec![8], vec![10]]);
        assert!(thirds(&[4, 4, 5]).is_err());
    }
}
