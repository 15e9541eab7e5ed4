//! Golden files: the exporter reproduces the canonical domains and the
//! checked-in problems byte for byte, and every exported file parses with
//! an independent PDDL parser (the `pddl` crate).

use pddl::{Domain, Parser, Problem};
use solopddl::pddl::solo::{domain, problem};
use solopddl::pddl::Encoding;
use solopddl::solo::rules::notation::parse_puzzle_text;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The independent parser does not skip `;` comments, so strip them first.
fn strip_comments(text: &str) -> String {
    text.lines()
        .map(|l| l.split(';').next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn canonical_domains_match_the_exporter() {
    for enc in Encoding::ALL {
        let path = root().join(format!("domains/solo-{}.pddl", enc.name()));
        let want = std::fs::read_to_string(&path).unwrap();
        assert_eq!(domain(enc), want, "{} is out of date: re-export it", path.display());
        Domain::from_str(&strip_comments(&want)).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
    }
}

#[test]
fn sample_problems_match_the_exporter_and_parse() {
    let dir = root().join("problems/solo");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "solo") {
            continue;
        }
        let puzzle = parse_puzzle_text(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let stem = path.file_stem().unwrap().to_str().unwrap();
        for enc in Encoding::ALL {
            let golden = dir.join(format!("pddl/{stem}-{}.pddl", enc.name()));
            let want = std::fs::read_to_string(&golden).unwrap_or_else(|e| panic!("{}: {e}", golden.display()));
            let name = if stem.starts_with(|c: char| c.is_ascii_alphabetic()) {
                stem.to_string()
            } else {
                format!("p-{stem}")
            };
            let got = problem(&puzzle, enc, &name);
            assert_eq!(got, want, "{} is out of date", golden.display());
            Problem::from_str(&strip_comments(&got)).unwrap_or_else(|e| panic!("{}: {e:?}", golden.display()));
            checked += 1;
        }
    }
    assert!(checked >= 10, "only {checked} golden problems");
}

#[test]
fn chess_domain_and_problems_match_the_exporter_and_parse() {
    let path = root().join("domains/chess.pddl");
    let want = std::fs::read_to_string(&path).unwrap();
    assert_eq!(
        solopddl::pddl::chess::domain(),
        want,
        "{} is out of date: re-export it",
        path.display()
    );
    Domain::from_str(&strip_comments(&want)).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
    for (source, golden, name) in [
        ("thesis-4x4/row-1.chess", "thesis-4x4-row-1.pddl", "row-1"),
        ("thesis-8x8-kings/row-01.chess", "thesis-8x8-kings-row-01.pddl", "row-01"),
    ] {
        let text = std::fs::read_to_string(root().join("problems/chess").join(source)).unwrap();
        let p = solopddl::chess::problem::parse_problem(&text).unwrap();
        let golden = root().join("problems/chess/pddl").join(golden);
        let want = std::fs::read_to_string(&golden).unwrap();
        let got = solopddl::pddl::chess::problem(&p.start, &p.goal, name);
        assert_eq!(got, want, "{} is out of date", golden.display());
        Problem::from_str(&strip_comments(&got)).unwrap_or_else(|e| panic!("{}: {e:?}", golden.display()));
    }
}
