//! The 350 puzzles of the thesis repository (../shared/data/solo-sample), all
//! solvable: `best` solves every one and every plan validates.

use solopddl::solo::rules::notation::parse_puzzle_text;
use solopddl::solo::rules::position::replay_plan;
use solopddl::solo::search::solver::{solve, SolveOptions, Verdict};
use solopddl::solo::WrittenMove;
use std::path::PathBuf;

#[test]
fn all_sample_puzzles_solve_and_validate() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data/solo-sample");
    let mut count = 0;
    for level in 2..=15 {
        let dir = root.join(format!("level{level:02}"));
        let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for f in files {
            let p = parse_puzzle_text(&std::fs::read_to_string(&f).unwrap()).unwrap();
            assert_eq!(p.pieces().len(), level, "{}", f.display());
            let (v, _) = solve(&p, &SolveOptions::default());
            let Verdict::Solved(plan) = v else {
                panic!("{} not solved: {v:?}", f.display())
            };
            assert_eq!(plan.len(), level - 1);
            let moves: Vec<_> = plan.iter().map(|&mv| WrittenMove { mv, role: None }).collect();
            let r = replay_plan(&p, &moves);
            assert!(r.is_valid(), "{}: {r}", f.display());
            count += 1;
        }
    }
    assert_eq!(count, 350);
}
