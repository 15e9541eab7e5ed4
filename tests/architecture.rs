//! The layering rules of docs/src/architecture.md, checked on the source:
//! no import circle between files, the library never imports the front
//! ends (`cli`, `commands`), the Solo Chess rooms import only the rooms
//! before them, and no file is over 600 lines. Imports are read from
//! `crate::…` and `super::…` paths (grouped `{…}` ones too) and a module
//! file's `use child::…`; test modules are left out. And every test file
//! is run: Cargo.toml turns off finding test binaries by file, so each file
//! of tests/ must be a module of tests/integration.rs (or, for
//! memory_limits.rs, a target of its own).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type ModPath = Vec<String>;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/solo/rules/mod.rs` → `solo::rules`; `src/lib.rs` → the root.
fn module_of(src: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: ModPath = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts
}

/// The code without comments and without its test module.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap();
    text.lines()
        .map(|l| l.split("//").next().unwrap())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The longest known module that `path` starts with.
fn resolve(path: &[String], modules: &BTreeSet<ModPath>) -> Option<ModPath> {
    (1..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|m| modules.contains(m))
}

fn words(s: &str) -> Vec<String> {
    s.split("::").filter(|w| !w.is_empty()).map(str::to_string).collect()
}

/// Every path written after `prefix` (`crate::`, `super::`), with the
/// members of a `{…}` group as paths of their own.
fn paths_after(code: &str, prefix: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(i) = code[from..].find(prefix) {
        let start = from + i;
        from = start + prefix.len();
        if start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_' || bytes[start - 1] == b':') {
            continue;
        }
        // Count `super::super::…`.
        let mut depth = 1;
        let mut rest = &code[from..];
        while prefix == "super::" && rest.starts_with("super::") {
            depth += 1;
            rest = &rest[7..];
        }
        let head: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
            .collect();
        let after = &rest[head.len()..];
        if let (true, Some(group)) = (head.ends_with("::") || head.is_empty(), after.strip_prefix('{')) {
            let mut level = 1;
            let end = group
                .char_indices()
                .find(|&(_, c)| {
                    level += match c {
                        '{' => 1,
                        '}' => -1,
                        _ => 0,
                    };
                    level == 0
                })
                .map_or(group.len(), |(i, _)| i);
            for member in group[..end].split(|c: char| c == ',' || c == '{' || c == '}' || c.is_whitespace()) {
                if !member.is_empty() && member != "self" && member != "*" {
                    out.push((depth, format!("{head}{member}")));
                }
            }
        }
        out.push((depth, head));
    }
    out
}

struct Graph {
    edges: BTreeMap<ModPath, BTreeSet<ModPath>>,
    lines: BTreeMap<ModPath, usize>,
}

fn graph() -> Graph {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let modules: BTreeSet<ModPath> = files.iter().map(|f| module_of(&src, f)).collect();
    let mut edges = BTreeMap::new();
    let mut lines = BTreeMap::new();
    for file in &files {
        let me = module_of(&src, file);
        let text = std::fs::read_to_string(file).unwrap();
        lines.insert(me.clone(), text.lines().count());
        let code = code(&text);
        let is_mod_file = file.file_name().is_some_and(|n| n == "mod.rs" || n == "lib.rs");
        // `super` of a.rs in folder x is x; of x/mod.rs it is x's parent.
        let own_folder: ModPath = if is_mod_file {
            me.clone()
        } else {
            me[..me.len().saturating_sub(1)].to_vec()
        };
        let mut targets = BTreeSet::new();
        for (_, p) in paths_after(&code, "crate::") {
            targets.extend(resolve(&words(&p), &modules));
        }
        for (depth, p) in paths_after(&code, "super::") {
            let up = own_folder.len().saturating_sub(depth - 1);
            let mut full = own_folder[..up].to_vec();
            full.extend(words(&p));
            targets.extend(resolve(&full, &modules));
        }
        if is_mod_file {
            for line in code.lines() {
                let l = line.trim_start().trim_start_matches("pub ");
                if let Some(rest) = l.strip_prefix("use ") {
                    let child = rest.split("::").next().unwrap_or("");
                    let mut full = me.clone();
                    full.push(child.to_string());
                    if modules.contains(&full) {
                        targets.insert(full);
                    }
                }
            }
        }
        targets.remove(&me);
        // A path through an ancestor names the ancestor's items only if it
        // stops there; `crate::solo::Puzzle` is an import of `solo`.
        edges.insert(me, targets);
    }
    Graph { edges, lines }
}

/// Strongly connected groups of more than one file (Tarjan).
fn circles(g: &Graph) -> Vec<Vec<String>> {
    struct Walk<'a> {
        g: &'a Graph,
        index: BTreeMap<&'a ModPath, usize>,
        low: BTreeMap<&'a ModPath, usize>,
        stack: Vec<&'a ModPath>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a ModPath) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        for t in w.g.edges.get(v).into_iter().flatten() {
            let Some((t, _)) = w.g.edges.get_key_value(t) else { continue };
            if !w.index.contains_key(t) {
                visit(w, t);
                let l = w.low[t].min(w.low[v]);
                w.low.insert(v, l);
            } else if w.stack.contains(&t) {
                let l = w.index[t].min(w.low[v]);
                w.low.insert(v, l);
            }
        }
        if w.low[v] == w.index[v] {
            let mut group = Vec::new();
            while let Some(x) = w.stack.pop() {
                group.push(x.join("::"));
                if x == v {
                    break;
                }
            }
            if group.len() > 1 {
                w.out.push(group);
            }
        }
    }
    let mut w = Walk {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        out: Vec::new(),
    };
    for v in g.edges.keys() {
        if !w.index.contains_key(v) {
            visit(&mut w, v);
        }
    }
    w.out
}

#[test]
fn no_import_circle_between_files() {
    let found = circles(&graph());
    assert!(found.is_empty(), "files importing each other: {found:?}");
}

#[test]
fn the_library_never_imports_the_front_ends() {
    let g = graph();
    let front = |m: &ModPath| matches!(m.first().map(String::as_str), Some("cli" | "commands"));
    for (m, targets) in &g.edges {
        let is_front = front(m) || m.as_slice() == ["main"];
        if is_front {
            continue;
        }
        let bad: Vec<_> = targets.iter().filter(|t| front(t)).map(|t| t.join("::")).collect();
        assert!(bad.is_empty(), "{} imports front-end modules {bad:?}", m.join("::"));
    }
}

#[test]
fn solo_rooms_import_only_the_rooms_before_them() {
    let g = graph();
    let rooms = ["rules", "search", "analysis", "learning"];
    let room = |m: &ModPath| -> Option<usize> {
        (m.first().map(String::as_str) == Some("solo"))
            .then(|| m.get(1))
            .flatten()
            .and_then(|r| rooms.iter().position(|x| x == r))
    };
    let mut checked = 0;
    for (m, targets) in &g.edges {
        let Some(mine) = room(m) else { continue };
        checked += 1;
        for t in targets {
            if let Some(theirs) = room(t) {
                assert!(
                    theirs <= mine,
                    "{} ({}) imports {} ({})",
                    m.join("::"),
                    rooms[mine],
                    t.join("::"),
                    rooms[theirs]
                );
            }
        }
    }
    assert!(checked >= 17, "the rooms hold {checked} files");
}

/// With `autotests = false`, a file of tests/ missing from
/// tests/integration.rs would compile nowhere and run never.
#[test]
fn every_test_file_is_a_module_of_the_integration_binary() {
    let root = std::fs::read_to_string("tests/integration.rs").unwrap();
    let listed: BTreeSet<&str> = root
        .lines()
        .filter_map(|l| l.strip_prefix("mod ")?.strip_suffix(';'))
        .collect();
    let mut files = BTreeSet::new();
    for e in std::fs::read_dir("tests").unwrap().flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if let Some(stem) = name.strip_suffix(".rs") {
            if stem != "integration" && stem != "memory_limits" {
                files.insert(stem.to_owned());
            }
        }
    }
    assert!(files.len() >= 40, "{} test files", files.len());
    let missing: Vec<_> = files.iter().filter(|f| !listed.contains(f.as_str())).collect();
    assert!(missing.is_empty(), "not modules of tests/integration.rs: {missing:?}");
    let manifest = std::fs::read_to_string("Cargo.toml").unwrap();
    assert!(
        manifest.contains("path = \"tests/memory_limits.rs\""),
        "memory_limits is no test target"
    );
}

#[test]
fn no_file_is_over_600_lines() {
    let g = graph();
    let long: Vec<_> = g
        .lines
        .iter()
        .filter(|(_, &n)| n > 620)
        .map(|(m, n)| format!("{} ({n})", m.join("::")))
        .collect();
    assert!(long.is_empty(), "files over ~600 lines: {long:?}");
}

/// The same limit for the tests, examples and benches: a test file past it
/// is split by area (tests/README.md).
#[test]
fn no_test_example_or_bench_file_is_over_600_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["tests", "examples", "benches"] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 40, "{} files found", files.len());
    let long: Vec<_> = files
        .iter()
        .filter_map(|f| {
            let n = std::fs::read_to_string(f).unwrap().lines().count();
            (n > 620).then(|| format!("{} ({n})", f.strip_prefix(root).unwrap().display()))
        })
        .collect();
    assert!(long.is_empty(), "files over ~600 lines: {long:?}");
}

#[test]
fn the_checker_sees_a_circle_and_a_grouped_import() {
    // The reader itself: a grouped path yields each member.
    let found = paths_after("use crate::solo::{rules::position::Position, Puzzle};", "crate::");
    let found: Vec<_> = found.into_iter().map(|(_, p)| p).collect();
    assert!(found.contains(&"solo::rules::position::Position".to_string()), "{found:?}");
    assert!(found.contains(&"solo::Puzzle".to_string()), "{found:?}");
    let g = Graph {
        edges: BTreeMap::from([
            (vec!["a".to_string()], BTreeSet::from([vec!["b".to_string()]])),
            (vec!["b".to_string()], BTreeSet::from([vec!["a".to_string()]])),
        ]),
        lines: BTreeMap::new(),
    };
    assert_eq!(circles(&g).len(), 1);
}
