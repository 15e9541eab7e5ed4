//! The front door and the book: every relative link in README.md and
//! docs/src/*.md names a file that exists, SUMMARY.md lists every page, the
//! README's "Start here" walks run literally, in order, as a new user would
//! type them (in a scratch folder holding the shipped `problems/`; the
//! build and install lines are what the test harness has done already),
//! and so does every command of the book's pages, long ones with the
//! smaller sizes their page's `docs-test` marker gives.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `[text](target)` targets of a Markdown text.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("](") {
        rest = &rest[i + 2..];
        if let Some(end) = rest.find(')') {
            out.push(rest[..end].to_string());
        }
    }
    out
}

fn pages() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("docs/src"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    v.sort();
    v
}

#[test]
fn every_relative_link_resolves() {
    let mut files = vec![root().join("README.md")];
    files.extend(pages());
    let mut checked = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for target in links(&text) {
            if target.starts_with("http") || target.starts_with('#') {
                continue;
            }
            let path = target.split('#').next().unwrap();
            let resolved = f.parent().unwrap().join(path);
            assert!(resolved.exists(), "{}: link to '{target}' names no file", f.display());
            checked += 1;
        }
    }
    assert!(checked >= 30, "only {checked} links");
}

#[test]
fn the_summary_lists_every_page() {
    let summary = std::fs::read_to_string(root().join("docs/src/SUMMARY.md")).unwrap();
    let listed = links(&summary);
    for p in pages() {
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        if name != "SUMMARY.md" {
            assert!(listed.contains(&name), "docs/src/{name} is not in SUMMARY.md");
        }
    }
}

/// The command lines of the README's "Start here" section, comments cut.
fn start_here_commands() -> Vec<String> {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let section = &readme[readme.find("## Start here").unwrap()..readme.find("## Reference").unwrap()];
    let mut out = Vec::new();
    for block in section.split("```sh\n").skip(1) {
        for line in block.split("```").next().unwrap().lines() {
            let cmd = line.split("  #").next().unwrap().trim();
            if !cmd.is_empty() {
                out.push(cmd.to_string());
            }
        }
    }
    out
}

/// Splits a command line into words, keeping double-quoted words whole.
fn words(line: &str) -> Vec<String> {
    let (mut out, mut cur, mut quoted) = (Vec::new(), String::new(), false);
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

#[test]
fn the_start_here_walks_run_as_written() {
    let cmds = start_here_commands();
    assert!(cmds.len() >= 12, "{cmds:?}");
    let dir = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(root().join("problems"), dir.path().join("problems")).unwrap();
    let bin = Path::new(env!("CARGO_BIN_EXE_solopddl"));
    let mut ran = 0;
    for cmd in &cmds {
        if cmd.starts_with("cargo build") || cmd.starts_with("scripts/install-planners.sh") {
            continue; // done by scripts/test.sh before the tests
        }
        let w = words(cmd);
        assert_eq!(w[0], "solopddl", "a Start-here line that is not a solopddl command: {cmd}");
        let out = Command::new(bin)
            .args(&w[1..])
            .current_dir(dir.path())
            .env("SOLOPDDL_VENV", root().join(".venv"))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "`{cmd}` exited {:?}: {}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        );
        ran += 1;
    }
    assert!(ran >= 12);
    assert!(dir.path().join("walk/book.html").is_file());
    assert!(dir.path().join("walk/suites/solo-chess-squares/domain.pddl").is_file());
}

/// One command line of a page, with the `docs-test` markers that apply to it.
struct PageCommand {
    line: String,
    /// Not run: a marker says it is tested elsewhere.
    skip: bool,
}

/// The command lines of a page's `sh` blocks: comments cut, `\` continuations
/// joined. A block may be preceded by a marker, invisible in the rendered
/// book: `<!-- docs-test: ENTRY; ENTRY … -->`, each entry `skip-all REASON`
/// (the block is tested elsewhere, e.g. a server that runs until stopped),
/// `skip: TEXT` (lines containing TEXT: a Lab run, a home-folder install),
/// or `FROM => TO` (a long command given smaller sizes).
fn page_commands(text: &str) -> Vec<PageCommand> {
    let mut out = Vec::new();
    let mut marker: Option<String> = None;
    let mut in_block = false;
    let mut pending = String::new();
    for raw in text.lines() {
        let t = raw.trim();
        if !in_block {
            if let Some(m) = t.strip_prefix("<!-- docs-test:").and_then(|m| m.strip_suffix("-->")) {
                marker = Some(m.trim().to_string());
            } else if t == "```sh" {
                in_block = true;
            } else if !t.is_empty() {
                marker = None;
            }
            continue;
        }
        if t == "```" {
            in_block = false;
            marker = None;
            continue;
        }
        let code = raw.split(" # ").next().unwrap().split("  #").next().unwrap().trim_end();
        if let Some(head) = code.strip_suffix('\\') {
            pending.push_str(head.trim());
            pending.push(' ');
            continue;
        }
        let mut line = format!("{pending}{}", code.trim());
        pending.clear();
        if line.is_empty() {
            continue;
        }
        let mut skip = false;
        for entry in marker
            .as_deref()
            .unwrap_or("")
            .split(';')
            .map(str::trim)
            .filter(|e| !e.is_empty())
        {
            if entry.starts_with("skip-all") {
                skip = true;
            } else if let Some(text) = entry.strip_prefix("skip:") {
                skip |= line.contains(text.trim());
            } else {
                let (from, to) = entry
                    .split_once("=>")
                    .expect("a marker entry: skip-all, skip: TEXT or FROM => TO");
                line = line.replace(from.trim(), to.trim());
            }
        }
        out.push(PageCommand { line, skip });
    }
    out
}

#[test]
fn the_book_pages_commands_run_as_written() {
    // Issue 27: every command of the pages runs, in order, from a scratch
    // folder beside `shared/` with the shipped `problems/` and the `.venv`.
    // The pages are independent of each other: two run at once (CI's time).
    let outer = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(root().join("../shared"), outer.path().join("shared")).unwrap();
    let pages = pages();
    let next = AtomicUsize::new(0);
    let (ran, skipped) = (AtomicUsize::new(0), AtomicUsize::new(0));
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                while let Some(page) = pages.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let (r, k) = run_page_commands(page, outer.path());
                    ran.fetch_add(r, Ordering::Relaxed);
                    skipped.fetch_add(k, Ordering::Relaxed);
                }
            });
        }
    });
    let (ran, skipped) = (ran.into_inner(), skipped.into_inner());
    assert!(ran >= 60, "only {ran} page commands ran ({skipped} skipped)");
}

/// Runs one page's commands in order in its own folder under `outer`:
/// how many ran and how many were skipped.
fn run_page_commands(page: &Path, outer: &Path) -> (usize, usize) {
    let bin = Path::new(env!("CARGO_BIN_EXE_solopddl"));
    let (mut ran, mut skipped) = (0, 0);
    let name = page.file_name().unwrap().to_string_lossy().to_string();
    let dir = outer.join(name.trim_end_matches(".md"));
    std::fs::create_dir(&dir).unwrap();
    for link in ["problems", ".venv"] {
        std::os::unix::fs::symlink(root().join(link), dir.join(link)).unwrap();
    }
    for cmd in page_commands(&std::fs::read_to_string(page).unwrap()) {
        if let Some(rest) = cmd.line.strip_prefix("echo ") {
            // `echo "TEXT" > FILE`: the one shell line the pages use to make an input.
            let (text, file) = rest.split_once(" > ").expect("echo TEXT > FILE");
            std::fs::write(dir.join(file.trim()), format!("{}\n", text.trim().trim_matches('"'))).unwrap();
            continue;
        }
        if cmd.skip || !cmd.line.starts_with("solopddl ") {
            skipped += 1; // setup lines (cargo, scripts, python) and the marked ones
            continue;
        }
        let w = words(&cmd.line);
        let t0 = std::time::Instant::now();
        let out = Command::new(bin)
            .args(&w[1..])
            .current_dir(&dir)
            .env("SOLOPDDL_VENV", root().join(".venv"))
            .output()
            .unwrap();
        eprintln!("{:>6.1} s  {name}: {}", t0.elapsed().as_secs_f64(), cmd.line);
        assert!(
            out.status.success(),
            "docs/src/{name}: `{}` exited {:?}: {}",
            cmd.line,
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        );
        ran += 1;
    }
    (ran, skipped)
}
