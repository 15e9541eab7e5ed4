//! The task builder's own checks: well-formed tasks and the PDDL action names.

use super::*;
use crate::chess::problem::problem_from_fens;

/// Start and goal pairs with castling and a double step, for both tasks' checks.
pub(super) const SAMPLES: [(&str, &str); 2] = [
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1"),
    ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"),
];

#[test]
fn every_emitted_task_is_well_formed() {
    for (s, g) in SAMPLES {
        let p = problem_from_fens(s, g).unwrap();
        task(&p.start, &p.goal).check().unwrap_or_else(|e| panic!("{s}: {e}"));
    }
}

#[test]
fn operators_carry_the_pddl_action_names() {
    let p = problem_from_fens(
        "r3k2r/8/8/8/8/8/4P3/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq - 0 1",
    )
    .unwrap();
    let t = task(&p.start, &p.goal);
    let names: std::collections::HashSet<&str> = t.operators.iter().map(|o| o.name.as_str()).collect();
    for n in [
        "double white black e2 e3 e4 file-e",
        "castle-kingside white black e1 f1 g1 h1",
        "castle-queenside black white e8 d8 c8 b8 a8",
        "slide3 white black orth a1 b1 c1 d1",
        "leap white black king e1 f2",
        "promote white black e7 e8 queen",
    ] {
        assert!(names.contains(n), "missing {n}");
    }
    // No knights and no way to make one for black (no black pawns): no black knight leaps.
    assert!(!names.iter().any(|n| n.starts_with("leap black white knight")));
}
