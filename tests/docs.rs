//! The front door and the book: every relative link in README.md and
//! docs/src/*.md names a file that exists, SUMMARY.md lists every page, and
//! the README's "Start here" walks run literally, in order, as a new user
//! would type them (in a scratch folder holding the shipped `problems/`;
//! the build and install lines are what the test harness has done already).

use std::path::{Path, PathBuf};
use std::process::Command;

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
