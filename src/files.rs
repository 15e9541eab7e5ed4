//! Files in and out, one way for every front end.
//!
//! Inputs are read only from regular files and pipes (a FIFO without a
//! writer reads as empty instead of hanging; `/dev/zero` and other devices
//! are refused), never beyond a size cap per kind of input ([`Cap`]), with a
//! leading byte-order mark dropped. Outputs are published whole: a file is
//! written beside its target and renamed into place, a folder is filled
//! beside its target and renamed (or atomically exchanged) into place, so
//! two runs writing the same place at once never interleave their files and
//! a reader never sees half of one. Error texts quoting the input are cut
//! by [`clip`].

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

/// A size cap for one kind of input file (documented in the README).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cap {
    /// What the file is, as error messages name it.
    pub what: &'static str,
    pub bytes: u64,
}

const MIB: u64 = 1 << 20;
/// A Solo Chess puzzle file.
pub const PUZZLE: Cap = Cap {
    what: "puzzle",
    bytes: MIB,
};
/// A single-player chess problem (`.chess`).
pub const CHESS_PROBLEM: Cap = Cap {
    what: "problem",
    bytes: MIB,
};
/// A plan: moves, or a planner's plan file.
pub const PLAN: Cap = Cap {
    what: "plan",
    bytes: 16 * MIB,
};
/// A move-ordering model (`train`'s JSON).
pub const MODEL: Cap = Cap {
    what: "model",
    bytes: 4 * MIB,
};
/// PDDL files given to `plan --pddl` and `validate --pddl`.
pub const PDDL: Cap = Cap {
    what: "PDDL file",
    bytes: 64 * MIB,
};
/// EPD files of chess positions.
pub const EPD: Cap = Cap {
    what: "EPD file",
    bytes: 16 * MIB,
};
/// A suite's `instances.json` and similar metadata.
pub const METADATA: Cap = Cap {
    what: "metadata file",
    bytes: 64 * MIB,
};

/// Characters of input quoted in an error message at most.
pub const QUOTE_CHARS: usize = 120;

/// Why an input file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("no such file")]
    NotFound,
    #[error("is a folder, not a file")]
    IsDir,
    #[error("is a {0}, not a regular file or a pipe")]
    NotRegular(&'static str),
    #[error("larger than the {} cap of {} ({} bytes)", .0.what, human(.0.bytes), .0.bytes)]
    TooLarge(Cap),
    #[error("not UTF-8 text")]
    NotUtf8,
    #[error("cannot read: {0}")]
    Io(std::io::Error),
}

fn human(bytes: u64) -> String {
    if bytes % MIB == 0 {
        format!("{} MiB", bytes / MIB)
    } else {
        format!("{bytes} bytes")
    }
}

/// Whether `path` is `-`, the conventional name of standard input.
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Reads a text input: a regular file or a pipe (`-` is standard input), at
/// most `cap.bytes`.
pub fn read_text(path: &Path, cap: Cap) -> Result<String, ReadError> {
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    if is_stdin(path) {
        return capped_text(std::io::stdin().lock(), cap);
    }
    let meta = std::fs::metadata(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => ReadError::NotFound,
        _ => ReadError::Io(e),
    })?;
    let kind = meta.file_type();
    if kind.is_dir() {
        return Err(ReadError::IsDir);
    }
    let pipe = kind.is_fifo();
    if !kind.is_file() && !pipe {
        let what = if kind.is_char_device() {
            "character device"
        } else if kind.is_block_device() {
            "block device"
        } else if kind.is_socket() {
            "socket"
        } else {
            "special file"
        };
        return Err(ReadError::NotRegular(what));
    }
    if meta.len() > cap.bytes {
        return Err(ReadError::TooLarge(cap));
    }
    // Opened without blocking: a FIFO nobody writes to would block the open
    // for ever; once open, reading it gives end of file at once.
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
        .map_err(ReadError::Io)?;
    if pipe {
        clear_nonblocking(&file);
    }
    capped_text(file, cap)
}

/// At most `cap.bytes` of UTF-8 text from `input`, a leading BOM dropped.
fn capped_text(input: impl Read, cap: Cap) -> Result<String, ReadError> {
    let mut bytes = Vec::new();
    input.take(cap.bytes + 1).read_to_end(&mut bytes).map_err(ReadError::Io)?;
    if bytes.len() as u64 > cap.bytes {
        return Err(ReadError::TooLarge(cap));
    }
    let mut text = String::from_utf8(bytes).map_err(|_| ReadError::NotUtf8)?;
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8());
    }
    Ok(text)
}

fn clear_nonblocking(file: &File) {
    use std::os::fd::AsRawFd;
    let fd = file.as_raw_fd();
    // SAFETY: fcntl on a descriptor this function's caller owns.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK);
    }
}

/// `text` cut to at most `max` characters (an ellipsis and the number of
/// characters left out mark the cut), for quoting input in one-line errors.
pub fn clip(text: &str, max: usize) -> String {
    let count = text.chars().count();
    if count <= max {
        return text.to_string();
    }
    let head: String = text.chars().take(max).collect();
    format!("{head}… [{} more characters]", count - max)
}

/// Why an output could not be put in place.
#[derive(Debug, thiserror::Error)]
pub enum PublishError {
    #[error("'{}' exists: pass --force to replace it", .0.display())]
    Exists(PathBuf),
    #[error("'{}' was filled by another run meanwhile: this run's files were not kept", .0.display())]
    Raced(PathBuf),
    #[error("'{}': {error}", path.display())]
    Io { path: PathBuf, error: std::io::Error },
}

fn io_error(path: &Path) -> impl FnOnce(std::io::Error) -> PublishError + '_ {
    move |error| PublishError::Io {
        path: path.to_path_buf(),
        error,
    }
}

/// The folder a target lives in (the current folder for a bare name).
fn parent_of(target: &Path) -> PathBuf {
    match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

fn staging_prefix(target: &Path) -> String {
    let name = target
        .file_name()
        .map_or_else(|| "out".into(), |n| n.to_string_lossy().into_owned());
    format!(".{name}.solopddl-")
}

/// Writes `text` to `path` whole: into a new file beside it, renamed into
/// place. Without `replace` an existing file is refused, even one another
/// run created a moment ago.
pub fn write_atomic(path: &Path, text: &str, replace: bool) -> Result<(), PublishError> {
    if !replace && path.exists() {
        return Err(PublishError::Exists(path.to_path_buf()));
    }
    let dir = parent_of(path);
    let mut tmp = tempfile::Builder::new()
        .prefix(&staging_prefix(path))
        .tempfile_in(&dir)
        .map_err(io_error(path))?;
    std::io::Write::write_all(&mut tmp, text.as_bytes()).map_err(io_error(path))?;
    // Readable as an ordinary output file (tempfile creates 0600).
    set_mode(tmp.path(), 0o644).map_err(io_error(path))?;
    if replace {
        tmp.persist(path).map_err(|e| io_error(path)(e.error))?;
    } else {
        tmp.persist_noclobber(path).map_err(|e| match e.error.kind() {
            std::io::ErrorKind::AlreadyExists => PublishError::Exists(path.to_path_buf()),
            _ => io_error(path)(e.error),
        })?;
    }
    Ok(())
}

fn set_mode(path: &Path, mode: u32) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
}

/// A folder filled beside its target and then put in place whole. Dropped
/// without [`StagedDir::publish`], it is removed.
pub struct StagedDir {
    tmp: tempfile::TempDir,
    target: PathBuf,
}

impl StagedDir {
    /// A new empty folder beside `target` (whose parents are created).
    pub fn new(target: &Path) -> Result<StagedDir, PublishError> {
        let dir = parent_of(target);
        std::fs::create_dir_all(&dir).map_err(io_error(&dir))?;
        let tmp = tempfile::Builder::new()
            .prefix(&staging_prefix(target))
            .tempdir_in(&dir)
            .map_err(io_error(target))?;
        set_mode(tmp.path(), 0o755).map_err(io_error(target))?;
        Ok(StagedDir {
            tmp,
            target: target.to_path_buf(),
        })
    }

    /// Where to write meanwhile.
    pub fn path(&self) -> &Path {
        self.tmp.path()
    }

    /// The final place.
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Puts the folder in place: renamed onto a missing or empty target;
    /// onto a folder with files in it only with `replace`, by an atomic
    /// exchange (the old files are then removed). Without `replace` a target
    /// that gained files meanwhile is [`PublishError::Raced`].
    pub fn publish(self, replace: bool) -> Result<PathBuf, PublishError> {
        let StagedDir { tmp, target } = self;
        let staged = tmp.keep();
        match std::fs::rename(&staged, &target) {
            Ok(()) => return Ok(target),
            Err(e) if is_not_empty(&e) && target.is_dir() => {}
            Err(e) => {
                let _ = std::fs::remove_dir_all(&staged);
                return Err(if target.exists() && !target.is_dir() {
                    PublishError::Exists(target)
                } else {
                    io_error(&target)(e)
                });
            }
        }
        if !replace {
            let _ = std::fs::remove_dir_all(&staged);
            return Err(PublishError::Raced(target));
        }
        let exchanged = match exchange(&staged, &target) {
            // A file system without atomic exchange: move the old folder
            // aside, ours in, then drop the old one (not atomic, but whole).
            Err(e) if matches!(e.raw_os_error(), Some(libc::EINVAL) | Some(libc::ENOSYS)) => {
                let aside = staged.with_extension("old");
                std::fs::rename(&target, &aside)
                    .and_then(|()| std::fs::rename(&staged, &target))
                    .map(|()| {
                        let _ = std::fs::remove_dir_all(&aside);
                    })
            }
            other => other,
        };
        // After the exchange `staged` holds the old files; before it, ours.
        let _ = std::fs::remove_dir_all(&staged);
        exchanged.map_err(io_error(&target))?;
        Ok(target)
    }
}

fn is_not_empty(e: &std::io::Error) -> bool {
    matches!(e.raw_os_error(), Some(libc::ENOTEMPTY) | Some(libc::EEXIST))
}

/// Swaps two paths atomically (Linux `renameat2(RENAME_EXCHANGE)`).
fn exchange(a: &Path, b: &Path) -> std::io::Result<()> {
    use std::os::unix::ffi::OsStrExt;
    let ca = std::ffi::CString::new(a.as_os_str().as_bytes())?;
    let cb = std::ffi::CString::new(b.as_os_str().as_bytes())?;
    // SAFETY: two valid NUL-terminated paths relative to the current folder.
    let r = unsafe {
        libc::renameat2(
            libc::AT_FDCWD,
            ca.as_ptr(),
            libc::AT_FDCWD,
            cb.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    if r == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

/// Whether a folder is missing or has nothing in it.
pub fn is_missing_or_empty(dir: &Path) -> bool {
    match std::fs::read_dir(dir) {
        Ok(mut entries) => entries.next().is_none(),
        Err(e) => e.kind() == std::io::ErrorKind::NotFound,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_and_folders_are_refused_and_caps_hold() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(
            read_text(Path::new("/dev/zero"), PLAN),
            Err(ReadError::NotRegular(_))
        ));
        assert!(matches!(read_text(dir.path(), PLAN), Err(ReadError::IsDir)));
        assert!(matches!(read_text(&dir.path().join("x"), PLAN), Err(ReadError::NotFound)));
        let big = dir.path().join("big");
        std::fs::write(&big, vec![b'a'; 2 << 20]).unwrap();
        let e = read_text(&big, PUZZLE).unwrap_err();
        assert!(e.to_string().contains("cap of 1 MiB"), "{e}");
        let bom = dir.path().join("bom");
        std::fs::write(&bom, "\u{feff}e4\n").unwrap();
        assert_eq!(read_text(&bom, PLAN).unwrap(), "e4\n");
        std::fs::write(&bom, b"\xff\xfe").unwrap();
        assert!(matches!(read_text(&bom, PLAN), Err(ReadError::NotUtf8)));
    }

    #[test]
    fn a_fifo_without_a_writer_reads_as_empty_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("f");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid path.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        assert_eq!(read_text(&fifo, PLAN).unwrap(), "");
    }

    #[test]
    fn clip_marks_the_cut() {
        assert_eq!(clip("short", 10), "short");
        let c = clip(&"x".repeat(1000), 10);
        assert!(c.starts_with("xxxxxxxxxx…") && c.contains("990 more"), "{c}");
    }

    #[test]
    fn staged_folders_publish_whole_and_refuse_or_replace() {
        let root = tempfile::tempdir().unwrap();
        let target = root.path().join("out");
        let s = StagedDir::new(&target).unwrap();
        std::fs::write(s.path().join("a"), "1").unwrap();
        s.publish(false).unwrap();
        assert_eq!(std::fs::read_to_string(target.join("a")).unwrap(), "1");
        let s = StagedDir::new(&target).unwrap();
        std::fs::write(s.path().join("b"), "2").unwrap();
        assert!(matches!(s.publish(false), Err(PublishError::Raced(_))));
        let s = StagedDir::new(&target).unwrap();
        std::fs::write(s.path().join("b"), "2").unwrap();
        s.publish(true).unwrap();
        assert!(!target.join("a").exists() && target.join("b").exists());
        // Nothing is left beside the target.
        assert_eq!(std::fs::read_dir(root.path()).unwrap().count(), 1);
    }

    #[test]
    fn atomic_writes_refuse_existing_files_without_replace() {
        let root = tempfile::tempdir().unwrap();
        let p = root.path().join("f.txt");
        write_atomic(&p, "one", false).unwrap();
        assert!(matches!(write_atomic(&p, "two", false), Err(PublishError::Exists(_))));
        write_atomic(&p, "two", true).unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "two");
        assert_eq!(std::fs::read_dir(root.path()).unwrap().count(), 1);
    }
}
