//! Benchmark suites in the layout of the planning community (the IPC's and
//! Downward Lab's): one folder per domain variant holding `domain.pddl` and
//! `p001.pddl … pNNN.pddl`, ordered by size, with `instances.csv` and
//! `instances.json` beside them (per instance: its source, size, the native
//! verdict and figures). Fast Downward's driver finds the domain of any
//! problem file there by its automatic naming rule, and Lab experiments
//! ([`lab`]) read the metadata to validate every plan natively.

pub mod chess;
pub mod lab;
pub mod layout;
pub mod solo;

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Why a suite could not be built or written.
#[derive(Debug, thiserror::Error)]
pub enum SuiteError {
    #[error("{0}")]
    Input(String),
    #[error("'{0}' exists: pass --force to overwrite it")]
    Exists(PathBuf),
    #[error("cannot write '{}': {error}", path.display())]
    Io { path: PathBuf, error: String },
}

impl SuiteError {
    fn io(path: &Path, error: impl ToString) -> SuiteError {
        SuiteError::Io {
            path: path.to_path_buf(),
            error: error.to_string(),
        }
    }
}

/// One instance's metadata: a row of `instances.csv` and an object of
/// `instances.json`. Optional figures are empty where unknown.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct InstanceRow {
    /// The problem file's stem, `p001`.
    pub id: String,
    /// Where it came from: a generated puzzle's id, a perturbed one's
    /// `<id>-unsolvable`, or a problem file's folder and stem.
    pub name: String,
    /// `solo-chess` or `chess`.
    pub game: String,
    /// The PDDL encoding of this folder (`squares`, `objects`, `strips`, `chess`).
    pub encoding: String,
    /// The Solo FEN of the puzzle, or the chess start FEN.
    pub source: String,
    /// Chess: the goal FEN (empty for Solo Chess).
    pub goal: String,
    pub pieces: usize,
    /// `WxH`.
    pub board: String,
    /// Solo Chess: the budget every piece has, or `mixed`; chess: empty.
    pub budget: String,
    /// `solvable`, `unsolvable` (proven natively) or `unknown` (a limit stopped the native solver).
    pub verdict: String,
    /// The native plan's length (Solo Chess: every plan has pieces − 1 captures).
    pub plan_length: Option<usize>,
    /// Whether `plan_length` is the optimal length (chess: proven by A*; Solo Chess: always).
    pub optimal: Option<bool>,
    /// The exact number of solutions: Solo Chess, `analyze`'s count; chess,
    /// the number of optimal plans (games of the optimal length). Empty
    /// when the count does not finish within its limit.
    pub solutions: Option<String>,
    /// `analyze`'s difficulty rating (Solo Chess, solvable, within the limit).
    pub rating: Option<f64>,
    /// Nodes the native solver expanded (for an unsolvable instance: the proof's size).
    pub native_nodes: Option<u64>,
    /// The native solve time in milliseconds (left empty with `--no-times`).
    pub native_time_ms: Option<f64>,
}

/// A domain variant: its folder name, domain text and problems with metadata.
#[derive(Clone, Debug)]
pub struct DomainSuite {
    /// `solo-chess-squares`, `chess-thesis-4x4`, …
    pub folder: String,
    pub domain: String,
    /// Problems in file order: metadata row and PDDL text (whose problem name is the row's id).
    pub problems: Vec<(InstanceRow, String)>,
}

/// Problem file stems `p001 …` for `count` problems (at least three digits).
pub fn problem_ids(count: usize) -> Vec<String> {
    problem_ids_of_width(count, 3)
}

/// Problem file stems of at least `width` digits (`p01 …` for the IPC
/// learning track's layout).
pub fn problem_ids_of_width(count: usize, width: usize) -> Vec<String> {
    let width = count.to_string().len().max(width);
    (1..=count).map(|i| format!("p{i:0width$}")).collect()
}

/// Appends the pddl-generators provenance block to every problem file:
/// the command that wrote the set (`command`, as typed), and the instance's
/// own facts as a JSON `dict` (game, encoding, size, source, verdict,
/// solution count), between `;; pddl-generators:` and `;; end:`. No date,
/// so that the same command writes the same bytes.
pub fn add_provenance(suites: &mut [DomainSuite], command: &str) {
    for s in suites {
        for (row, text) in &mut s.problems {
            let dict = serde_json::json!({
                "game": row.game,
                "encoding": row.encoding,
                "pieces": row.pieces,
                "board": row.board,
                "name": row.name,
                "source": row.source,
                "goal": row.goal,
                "verdict": row.verdict,
                "plan_length": row.plan_length,
                "solutions": row.solutions,
            });
            if !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str(&format!(
                "\n;; pddl-generators:\n;; command: {command}\n;; dict: {dict}\n;; end:\n"
            ));
        }
    }
}

/// Refuses suite folders below `out` that exist, unless `force`: checked
/// by [`write`], and by a caller that knows the folder names (see
/// `solo::folder_names`, `chess::folder_names`) before any solving.
pub fn refuse_existing<'a>(out: &Path, folders: impl IntoIterator<Item = &'a str>, force: bool) -> Result<(), SuiteError> {
    for f in folders {
        let dir = out.join(f);
        if dir.exists() && !force {
            return Err(SuiteError::Exists(dir));
        }
    }
    Ok(())
}

/// Writes every suite below `out`: `out/<folder>/domain.pddl`, the problem
/// files and `instances.csv`/`instances.json`. Refuses existing folders
/// without `force` (and then replaces them whole). Each folder is written
/// beside its place and renamed (or atomically exchanged) into it, so
/// concurrent exports leave one export's folder, never a mix. Returns the folders.
pub fn write(out: &Path, suites: &[DomainSuite], force: bool) -> Result<Vec<PathBuf>, SuiteError> {
    refuse_existing(out, suites.iter().map(|s| s.folder.as_str()), force)?;
    let mut written = Vec::new();
    for s in suites {
        let dir = out.join(&s.folder);
        let staged = crate::files::StagedDir::new(&dir).map_err(|e| SuiteError::io(&dir, e))?;
        let put = |name: &str, text: &str| {
            let p = staged.path().join(name);
            std::fs::write(&p, text).map_err(|e| SuiteError::io(&dir.join(name), e))
        };
        put("domain.pddl", &s.domain)?;
        for (row, text) in &s.problems {
            put(&format!("{}.pddl", row.id), text)?;
        }
        let rows: Vec<&InstanceRow> = s.problems.iter().map(|(r, _)| r).collect();
        put(
            "instances.csv",
            &csv_text(&rows).map_err(|e| SuiteError::io(&dir.join("instances.csv"), e))?,
        )?;
        let json = serde_json::to_string_pretty(&rows).expect("rows serialise");
        put("instances.json", &format!("{json}\n"))?;
        staged.publish(force).map_err(|e| match e {
            crate::files::PublishError::Raced(d) | crate::files::PublishError::Exists(d) => SuiteError::Exists(d),
            e => SuiteError::io(&dir, e),
        })?;
        written.push(dir);
    }
    Ok(written)
}

pub(crate) fn csv_text(rows: &[&InstanceRow]) -> Result<String, csv::Error> {
    let mut w = csv::Writer::from_writer(Vec::new());
    for r in rows {
        w.serialize(r)?;
    }
    let bytes = w.into_inner().map_err(|e| e.into_error())?;
    Ok(String::from_utf8(bytes).expect("CSV of UTF-8 fields"))
}

/// Reads a suite folder's `instances.json`.
pub fn read_instances(dir: &Path) -> Result<Vec<InstanceRow>, SuiteError> {
    let p = dir.join("instances.json");
    let text =
        crate::files::read_text(&p, crate::files::METADATA).map_err(|e| SuiteError::Input(format!("'{}': {e}", p.display())))?;
    serde_json::from_str(&text).map_err(|e| SuiteError::Input(format!("'{}': {e}", p.display())))
}

/// The suite folders under `dir`: `dir` itself if it holds `instances.json`,
/// else its subfolders that do, sorted.
pub fn suite_folders(dir: &Path) -> Result<Vec<PathBuf>, SuiteError> {
    if dir.join("instances.json").is_file() {
        return Ok(vec![dir.to_path_buf()]);
    }
    let rd = std::fs::read_dir(dir).map_err(|e| SuiteError::Input(format!("--suite '{}': {e}", dir.display())))?;
    let mut v: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("instances.json").is_file() && p.join("domain.pddl").is_file())
        .collect();
    v.sort();
    if v.is_empty() {
        return Err(SuiteError::Input(format!(
            "--suite '{}': no suite folder (domain.pddl and instances.json) in it",
            dir.display()
        )));
    }
    Ok(v)
}

/// Runs `f` over `items` on up to `threads` threads, keeping the order.
pub(crate) fn parallel_map<T: Sync, R: Send>(items: &[T], threads: usize, f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = threads.max(1).min(items.len().max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut out: Vec<Option<R>> = (0..items.len()).map(|_| None).collect();
    let results = std::sync::Mutex::new(&mut out);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if i >= items.len() {
                    break;
                }
                let r = f(&items[i]);
                results.lock().expect("no panics while holding")[i] = Some(r);
            });
        }
    });
    out.into_iter().map(|r| r.expect("every item ran")).collect()
}

/// Threads for native work: the machine's cores.
pub(crate) fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_zero_padded_to_the_count() {
        assert_eq!(problem_ids(2), vec!["p001", "p002"]);
        assert_eq!(problem_ids(1000)[999], "p1000");
        assert_eq!(problem_ids(1000)[0], "p0001");
    }

    #[test]
    fn parallel_map_keeps_order() {
        let v: Vec<u64> = (0..100).collect();
        assert_eq!(parallel_map(&v, 3, |x| x * 2), v.iter().map(|x| x * 2).collect::<Vec<_>>());
    }
}
