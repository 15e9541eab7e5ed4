//! SymK (installed by scripts/install-planners.sh) against the native
//! strong solution: top-k planning with num_plans=infinity enumerates every
//! plan, and their count must equal `analyze`'s exact solution count (times
//! n without a king: the survivor choice can stand at n places). Also
//! SymK's exit 12 read as a proof of unsolvability. A missing SymK fails
//! these tests.

use crate::common;

use common::top_k::{check, every_plan, puzzles};
use solopddl::pddl::Encoding;
use solopddl::planner::Config;
use solopddl::roundtrip::top_k::top_k_search;
use solopddl::solo::analysis::analyze::{analyze, AnalyzeOptions};

fn top_k() -> Config {
    every_plan(top_k_search(None))
}

/// Random small puzzles with a king, 30 in the suite and 200 in the full
/// sweep ([`common::sweep`]) (squares encoding): SymK's plan
/// count equals analyze's solution count, overall and per first capture,
/// every plan replays natively, and unsolvable ones are proven so.
#[test]
fn symk_plan_counts_equal_analyze_with_a_king() {
    let Some(symk) = common::symk() else { return };
    let ps = puzzles(41, common::sweep(30, 200), true);
    let unsolvable = ps
        .iter()
        .filter(|p| analyze(p, AnalyzeOptions::states(1_000_000)).solution_count() == 0)
        .count();
    assert!(unsolvable * 10 >= ps.len(), "only {unsolvable} unsolvable puzzles");
    let f = common::failures_in_parallel(&ps, |p| check(&symk, &top_k(), p, Encoding::Squares));
    assert!(f.is_empty(), "{} failures:\n{}", f.len(), f.join("\n"));
}

/// Without a king every solution is n plans; the objects and strips
/// encodings count the same way.
#[test]
fn symk_plan_counts_without_a_king_and_in_the_other_encodings() {
    let Some(symk) = common::symk() else { return };
    let no_king = puzzles(43, common::sweep(10, 30), false);
    let mut f = common::failures_in_parallel(&no_king, |p| check(&symk, &top_k(), p, Encoding::Squares));
    let king = puzzles(44, common::sweep(6, 12), true);
    f.extend(common::failures_in_parallel(&king, |p| {
        let mut v = check(&symk, &top_k(), p, Encoding::Objects);
        v.extend(check(&symk, &top_k(), p, Encoding::Strips));
        v
    }));
    assert!(f.is_empty(), "{} failures:\n{}", f.len(), f.join("\n"));
}

/// The `plans` command agrees on the documented example (1,009 plans).
#[test]
fn plans_command_counts_the_example() {
    if common::symk().is_none() {
        return;
    }
    let out = assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .args(["plans", "8/8/8/6N1/5B2/7P/5BKQ/4B1N1 2", "--planner", "symk", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["plans"], 1009);
    assert_eq!(v["valid"], 1009);
    assert_eq!(v["solutions"], "1009");
    assert_eq!(v["agree"], true);
    // Issue 27: the outcome in the words every other command uses (it was `PlanFound`).
    assert_eq!(v["outcome"], "plan-found");
    // Fast Downward is no top-k planner: refused as unsupported.
    assert_cmd::Command::cargo_bin("solopddl")
        .unwrap()
        .args(["plans", "QRK"])
        .assert()
        .code(7);
}
