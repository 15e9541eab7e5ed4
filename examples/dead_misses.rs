//! The tails study of issue 15: every position reachable from a puzzle is
//! solved exactly, and the dead ones that `best`'s dead-end rules do not
//! catch are counted by piece count (with how many of them have every child
//! caught), then the smallest are listed.
//!
//! `cargo run --release --example dead_misses -- "3NPN1R/4KBNN/3R2B1/1Q4N1/2Q5/8/8/B7 2"`
use solopddl::solo::rules::notation::parse_solo_fen;
use solopddl::solo::search::prune::dead_best;
use solopddl::solo::search::state::SearchState;
use std::collections::HashMap;

fn draw(s: &SearchState) -> String {
    let mut out = String::new();
    for sq in s.occupied() {
        let r = s.role(sq);
        out += &format!("{}{}:{} ", r.letter(), sq, s.budget_at(sq));
    }
    out
}

fn solvable(s: &mut SearchState, memo: &mut HashMap<u128, bool>, misses: &mut Vec<(u32, bool, String)>) -> bool {
    if s.pieces() == 1 {
        return true;
    }
    if let Some(&v) = memo.get(&s.key()) {
        return v;
    }
    let mut mv = Vec::new();
    s.legal_captures(&mut mv);
    let mut any = false;
    let mut all_children_pruned = true;
    for m in mv {
        let u = s.make(m);
        if !dead_best(s) {
            all_children_pruned = false;
        }
        let v = solvable(s, memo, misses);
        s.unmake(u);
        if v {
            any = true;
        }
    }
    if !any && !dead_best(s) {
        misses.push((s.pieces(), all_children_pruned, draw(s)));
    }
    memo.insert(s.key(), any);
    any
}

fn main() {
    let fen = std::env::args().nth(1).unwrap();
    let p = parse_solo_fen(&fen).unwrap();
    let mut s = SearchState::new(&p);
    let mut memo = HashMap::new();
    let mut misses = Vec::new();
    solvable(&mut s, &mut memo, &mut misses);
    let mut hist = std::collections::BTreeMap::new();
    for (n, leaf, _) in &misses {
        let e = hist.entry(*n).or_insert((0, 0));
        e.0 += 1;
        if *leaf {
            e.1 += 1;
        }
    }
    println!("states {} misses {}", memo.len(), misses.len());
    for (n, (c, l)) in &hist {
        println!("n={n}: {c} missed dead states, {l} with every child pruned");
    }
    misses.sort();
    for m in misses.iter().take(25) {
        println!("{} {} {}", m.0, m.1, m.2);
    }
}
