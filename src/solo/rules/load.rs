//! Loading a puzzle argument: a file in either format (Solo FEN or the
//! thesis's), or a Solo FEN string. Errors name the argument and say what is
//! wrong with it, including the common slips: a missing file, a folder, or a
//! single-player chess problem given to a Solo Chess command.

use crate::solo::rules::notation::{parse_puzzle_text, parse_solo_fen};
use crate::solo::Puzzle;
use std::path::{Path, PathBuf};

/// Why a puzzle argument could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("puzzle '{arg}': no such file")]
    NoSuchFile { arg: String },
    #[error("puzzle '{}': is a directory, not a puzzle file", path.display())]
    IsDirectory { path: PathBuf },
    #[error("puzzle '{}': {error}", path.display())]
    Read { path: PathBuf, error: crate::files::ReadError },
    #[error("puzzle '{arg}': is a single-player chess problem; this command takes a Solo Chess puzzle")]
    ChessProblem { arg: String },
    #[error("puzzle '{arg}': {message}")]
    Malformed { arg: String, message: String },
    #[error("'{}': no .solo or .txt puzzle files in this folder", path.display())]
    EmptyFolder { path: PathBuf },
}

/// Loads puzzles from files, Solo FENs and folders: a folder gives every
/// `.solo` or thesis-format `.txt` file under it, in path order.
pub fn load_puzzles(args: &[String]) -> Result<Vec<Puzzle>, LoadError> {
    fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                files_under(&path, out);
            } else if path.extension().is_some_and(|e| e == "solo" || e == "txt") {
                out.push(path);
            }
        }
    }
    let mut puzzles = Vec::new();
    for arg in args {
        let path = Path::new(arg);
        if !path.is_dir() {
            puzzles.push(load_puzzle(arg)?);
            continue;
        }
        let mut files = Vec::new();
        files_under(path, &mut files);
        if files.is_empty() {
            return Err(LoadError::EmptyFolder { path: path.into() });
        }
        files.sort();
        for f in files {
            puzzles.push(load_puzzle(&f.to_string_lossy())?);
        }
    }
    Ok(puzzles)
}

/// Characters a Solo FEN's placement field is made of.
fn solo_fen_char(c: char) -> bool {
    "KQRBNPkqrbnp/".contains(c) || c.is_ascii_digit()
}

/// Loads a puzzle from a file path or a Solo FEN string.
pub fn load_puzzle(arg: &str) -> Result<Puzzle, LoadError> {
    let path = Path::new(arg);
    if path.is_dir() {
        return Err(LoadError::IsDirectory { path: path.into() });
    }
    // A regular file, or a pipe (`show <(cat p.solo)`); a device is refused by the reader.
    let file_like = crate::files::is_stdin(path) || std::fs::metadata(path).is_ok_and(|m| !m.is_dir());
    if file_like {
        let text = crate::files::read_text(path, crate::files::PUZZLE).map_err(|error| LoadError::Read {
            path: path.into(),
            error,
        })?;
        if arg.ends_with(".chess") || text.lines().any(|l| l.trim_start().starts_with("start:")) {
            return Err(LoadError::ChessProblem { arg: arg.into() });
        }
        return parse_puzzle_text(&text).map_err(|e| LoadError::Malformed {
            arg: arg.into(),
            message: e.to_string(),
        });
    }
    if arg.ends_with(".chess") {
        return Err(LoadError::NoSuchFile { arg: arg.into() });
    }
    parse_solo_fen(arg).map_err(|e| {
        // A first word that no Solo FEN could hold is a path that names no file.
        let first = arg.split_whitespace().next().unwrap_or("");
        let looks_like_path = first.starts_with(['/', '.', '~'])
            || first.contains('.')
            // A placement's ranks hold at most 8 squares, so at most 8 characters.
            || first.split('/').any(|rank| rank.len() > 8)
            // Lower-case letters other than pieces never stand in a FEN, but in names.
            || first.chars().any(|c| c.is_ascii_lowercase() && !solo_fen_char(c))
            || (!first.contains('/') && !first.chars().all(solo_fen_char));
        if looks_like_path {
            LoadError::NoSuchFile { arg: arg.into() }
        } else {
            LoadError::Malformed {
                arg: arg.into(),
                message: e.to_string(),
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regression_a_path_that_names_no_file_says_so() {
        let e = load_puzzle("/nonexistent/x").unwrap_err();
        assert!(matches!(e, LoadError::NoSuchFile { .. }), "{e}");
        assert!(matches!(
            load_puzzle("missing.solo").unwrap_err(),
            LoadError::NoSuchFile { .. }
        ));
        assert!(matches!(
            load_puzzle("puzzles/abc").unwrap_err(),
            LoadError::NoSuchFile { .. }
        ));
        // A malformed FEN is still reported as such.
        for fen in ["8/8/9", "3/1X1", "QRX"] {
            let e = load_puzzle(fen).unwrap_err();
            assert!(matches!(e, LoadError::Malformed { .. }) == (fen != "QRX"), "{fen}: {e}");
        }
    }

    #[test]
    fn regression_a_chess_problem_given_to_solo_chess_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("x.chess");
        std::fs::write(&f, "start: 4k3/8/8/8/8/8/8/4K3 w\ngoal: 4k3/8/8/8/8/8/8/3K4\n").unwrap();
        let e = load_puzzle(f.to_str().unwrap()).unwrap_err();
        assert!(e.to_string().contains("single-player chess problem"), "{e}");
        assert!(matches!(
            load_puzzle(dir.path().to_str().unwrap()).unwrap_err(),
            LoadError::IsDirectory { .. }
        ));
    }
}
