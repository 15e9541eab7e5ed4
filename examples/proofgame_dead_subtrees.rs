//! Where a proof game's search spends itself for nothing: the largest dead
//! subtrees (no game reaches the goal through them) that the bounds let
//! through, by plies left, each with its budget and what the bounds say.
//!
//! `cargo run --release --example proofgame_dead_subtrees -- GOAL PLIES [NODES [START]]`
//!
//! The tree is walked much as `chess proofgame` walks it (one thread, no
//! move ordering; the same estimator made `for_budget`, cut where a bound
//! exceeds the moves left, a table of (position, plies left)), up to
//! NODES positions (2,000,000 by default); down to the count's
//! `CHAINS_TO_DEPTH` it asks the chains rule as the count does
//! (`victims_where_they_stand_refute`).
//! A dead subtree high in the list is a position every rule lets through
//! and no game leaves: the next rule's example. Each is printed with its
//! bound under `Estimator::for_budget` and under `Estimator::new`, whose
//! static walls are fewer: a position the second refutes and the first
//! does not points at a rule that reads the walls wrongly.
use solopddl::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
use solopddl::chess::heuristic::{moves_per_colour, Estimator};
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::packed::PackedPosition;
use solopddl::chess::proofgame::CHAINS_TO_DEPTH;
use solopddl::chess::Position;
use std::collections::HashMap;
use std::io::Write;
use std::process::ExitCode;

/// Subtrees smaller than this are not listed.
const SMALLEST_LISTED: u64 = 50;

/// Subtrees listed per plies left.
const LISTED: usize = 3;

/// A dead subtree: its size, plies left, position and budget.
struct Dead {
    size: u64,
    plies: u32,
    fen: String,
    budget: [u32; 2],
}

struct Walk {
    estimator: Estimator,
    goal: String,
    /// The plies from the start to the goal.
    total: u32,
    table: HashMap<(PackedPosition, u32), u64>,
    nodes: u64,
    limit: u64,
    dead: Vec<Dead>,
}

impl Walk {
    /// Whether the bounds cut `pos` with `plies` left (`within`: asked
    /// with the budget, as the search asks it past the table).
    fn cut(&self, pos: &Position, plies: u32, within: bool) -> bool {
        self.estimator.cuts(pos, plies, within)
    }

    /// Games from `pos` in `plies` plies, and the positions walked.
    fn count(&mut self, pos: &Position, plies: u32) -> (u64, u64) {
        if self.nodes > self.limit {
            return (0, 0);
        }
        if plies == 0 {
            let placement = |fen: &str| fen.split(' ').take(2).collect::<Vec<_>>().join(" ");
            return (u64::from(placement(&to_fen(pos)) == self.goal), 1);
        }
        if self.cut(pos, plies, false) {
            return (0, 0);
        }
        let key = (PackedPosition::pack(pos), plies);
        if let Some(&games) = self.table.get(&key) {
            return (games, 0);
        }
        // The count's own depth, so that the walk cuts where it does.
        let near_root = (self.total - plies) as usize <= CHAINS_TO_DEPTH;
        if self.cut(pos, plies, true)
            || (near_root
                && self
                    .estimator
                    .victims_where_they_stand_refute(pos, moves_per_colour(pos, plies)))
        {
            self.table.insert(key, 0);
            return (0, 0);
        }
        self.nodes += 1;
        let mut moves = Vec::new();
        legal_moves(pos, &mut moves);
        let (mut games, mut size) = (0, 1);
        for m in moves {
            let (g, s) = self.count(&play(pos, m), plies - 1);
            games += g;
            size += s;
        }
        // Stopped at the limit inside this subtree: its count is partial,
        // neither dead nor stored (before Session 69 the subtrees open at
        // the stop were listed as the largest dead ones).
        if self.nodes > self.limit {
            return (games, size);
        }
        if games == 0 && size >= SMALLEST_LISTED {
            let budget = moves_per_colour(pos, plies);
            self.dead.push(Dead {
                size,
                plies,
                fen: to_fen(pos),
                budget,
            });
        }
        self.table.insert(key, games);
        (games, size)
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed = (|| -> Result<_, String> {
        let goal = parse_fen(args.first().ok_or("usage: GOAL PLIES [NODES [START]]")?).map_err(|e| format!("GOAL: {e}"))?;
        let plies: u32 = args
            .get(1)
            .ok_or("PLIES missing")?
            .parse()
            .map_err(|e| format!("PLIES: {e}"))?;
        let limit: u64 = args
            .get(2)
            .map_or(Ok(2_000_000), |s| s.parse())
            .map_err(|e| format!("NODES: {e}"))?;
        let start = parse_fen(args.get(3).map_or(INITIAL_FEN, |s| s.as_str())).map_err(|e| format!("START: {e}"))?;
        Ok((goal, plies, limit, start))
    })();
    let (goal, plies, limit, start) = match parsed {
        Ok(p) => p,
        Err(e) => {
            eprintln!("proofgame_dead_subtrees: {e}");
            return ExitCode::from(2);
        }
    };
    let for_budget = Estimator::for_budget(&goal, Some(goal.turn), &start, moves_per_colour(&start, plies));
    let plain = Estimator::new(&goal, Some(goal.turn));
    let goal_fen = to_fen(&goal).split(' ').take(2).collect::<Vec<_>>().join(" ");
    let mut walk = Walk {
        estimator: for_budget,
        goal: goal_fen,
        total: plies,
        table: HashMap::new(),
        nodes: 0,
        limit,
        dead: Vec::new(),
    };
    let (games, _) = walk.count(&start, plies);
    // A closed pipe (`| head`) ends the listing, quietly.
    let _ = report(&mut walk, games, &plain, &mut std::io::stdout().lock());
    ExitCode::SUCCESS
}

/// Prints the walk's count and its largest dead subtrees to `out`.
fn report(walk: &mut Walk, games: u64, plain: &Estimator, out: &mut impl Write) -> std::io::Result<()> {
    let complete = if walk.nodes <= walk.limit {
        "complete"
    } else {
        "stopped at the limit"
    };
    writeln!(out, "games {games} positions {} ({complete})", walk.nodes)?;
    let mut dead = std::mem::take(&mut walk.dead);
    dead.sort_by_key(|d| (d.plies, std::cmp::Reverse(d.size)));
    for group in dead.chunk_by(|a, b| a.plies == b.plies) {
        let total: u64 = group.iter().map(|d| d.size).sum();
        writeln!(
            out,
            "{} plies left: {} dead subtrees, {total} positions",
            group[0].plies,
            group.len()
        )?;
        for d in group.iter().take(LISTED) {
            let pos = parse_fen(&d.fen).expect("printed by to_fen");
            let bound = |e: &Estimator| e.estimate_within(&pos, d.budget).map(|e| e.per_color);
            let (ours, theirs) = (bound(&walk.estimator), bound(plain));
            writeln!(
                out,
                "  {} {} budget {:?} for_budget {ours:?} new {theirs:?}",
                d.size, d.fen, d.budget
            )?;
        }
    }
    Ok(())
}
