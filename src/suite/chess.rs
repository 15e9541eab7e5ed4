//! Single-player chess suites: `.chess` problem files (one suite per
//! folder, e.g. the thesis's tables) and random legal start/goal pairs
//! (random walks from fixed starts), each with the optimal plan length
//! proven by the native A* where it finishes within its state limit, and
//! the number of optimal plans counted by the proof-game solver (the games
//! of exactly that length). Folders of generated proof games
//! (`chess generate`) become suites the same way.

use super::{parallel_map, DomainSuite, InstanceRow, SuiteError};
use crate::bench::instances::ChessInstance;
use crate::chess::fen::{parse_fen, to_fen};
use crate::chess::goal::Goal;
use crate::chess::movegen::{legal_moves, play};
use crate::chess::search::{search, Algorithm, Limits, Outcome};
use crate::chess::Position;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Starts of the random pairs: small boards with kings and without, pawns
/// near promotion, an en-passant chance, castling on a short board, and the
/// standard start.
const RANDOM_STARTS: [&str; 10] = [
    "k3/4/4/1R1K w - - 0 1",
    "r3/4/4/2BR w - - 0 1",
    "3k/1P2/4/K2r w - - 0 1",
    "2k2/1p3/5/3P1/K3R w - - 0 1",
    "4k/1p3/5/2P2/K2R1 w - - 0 1",
    "k4/5/5/1pP2/4K w - b3 0 1",
    "r3k2r/8/R3K2R w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "rnbq1bnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
];

/// What goes into chess suites.
#[derive(Clone, Debug)]
pub struct ChessSuiteOptions {
    /// Problem files; one suite per folder they are in.
    pub files: Vec<ChessInstance>,
    /// Random start/goal pairs (a `chess-random` suite when > 0).
    pub random_pairs: usize,
    pub seed: u64,
    /// The native A*'s state limit per instance (beyond it the length is unknown).
    pub max_states: usize,
    pub times: bool,
    /// Write `pNNN.sas` beside each problem whose optimal length is proven:
    /// the axiom-free task for games of at most that many plies.
    pub sas: bool,
}

struct Entry {
    name: String,
    start: Position,
    goal: Goal,
}

/// The group (folder name) a problem file's suite is named after.
fn group_of(f: &ChessInstance) -> String {
    f.file
        .parent()
        .and_then(|p| p.file_name())
        .map_or("problems".to_string(), |d| d.to_string_lossy().into_owned())
}

/// The suite folders [`suites`] will make, known before any solving (so an
/// existing one is reported at once, not after the work).
pub fn folder_names(o: &ChessSuiteOptions) -> Vec<String> {
    let mut v: Vec<String> = o.files.iter().map(|f| format!("chess-{}", group_of(f))).collect();
    if o.random_pairs > 0 {
        v.push("chess-random".into());
    }
    v.sort();
    v.dedup();
    v
}

/// One suite per folder of problem files, plus `chess-random`.
pub fn suites(o: &ChessSuiteOptions) -> Result<Vec<DomainSuite>, SuiteError> {
    let mut groups: Vec<(String, Vec<Entry>)> = Vec::new();
    for f in &o.files {
        let folder = group_of(f);
        let entry = Entry {
            name: f.name(),
            start: f.problem.start.clone(),
            goal: f.problem.goal.clone(),
        };
        match groups.iter_mut().find(|(g, _)| *g == folder) {
            Some((_, v)) => v.push(entry),
            None => groups.push((folder, vec![entry])),
        }
    }
    if o.random_pairs > 0 {
        groups.push(("random".into(), random_pairs(o.random_pairs, o.seed)));
    }
    if groups.is_empty() {
        return Err(SuiteError::Input(
            "no chess problems: name .chess files or folders, or give --random-pairs N".into(),
        ));
    }
    Ok(groups
        .into_iter()
        .map(|(folder, entries)| suite_of(&format!("chess-{folder}"), entries, o, 3))
        .collect())
}

/// One suite of `entries`, by size (board area, then pieces; stable, so
/// the given order breaks ties), each solved natively, with problem ids of
/// at least `id_width` digits.
fn suite_of(folder: &str, mut entries: Vec<Entry>, o: &ChessSuiteOptions, id_width: usize) -> DomainSuite {
    entries.sort_by_key(|e| {
        (
            e.start.board.width() as u32 * e.start.board.height() as u32,
            e.start.occupied().count(),
        )
    });
    let rows = parallel_map(&entries, crate::limits::cores(), |e| native_row(e, o));
    let ids = super::problem_ids_of_width(entries.len(), id_width);
    let extra = if o.sas {
        let tasks = entries.iter().zip(&rows).zip(&ids).filter_map(|((e, row), id)| {
            let plies = row.plan_length.filter(|_| row.optimal == Some(true))?;
            Some((e, plies as u32, id))
        });
        parallel_map(&tasks.collect::<Vec<_>>(), crate::limits::cores(), |&(e, plies, id)| {
            let task = crate::sas::chess::task_for_plies(&e.start, &e.goal, plies);
            (format!("{id}.sas"), task.to_sas())
        })
    } else {
        Vec::new()
    };
    DomainSuite {
        folder: folder.to_string(),
        domain: crate::pddl::chess::domain(),
        extra,
        problems: entries
            .iter()
            .zip(rows)
            .zip(ids)
            .map(|((e, mut row), id)| {
                let text = crate::pddl::chess::problem(&e.start, &e.goal, &id);
                row.id = id;
                (row, text)
            })
            .collect(),
    }
}

/// The chess suites of the IPC learning layout's four parts
/// ([`super::layout::PARTS`]): random walks of exactly `plies` legal moves
/// from the [`RANDOM_STARTS`] (the goal is where the walk ends, side to
/// move included), the walk lengths split into easy, medium and hard
/// thirds, `per_length` walks per length; training/easy from `seed`, the
/// testing parts from `seed + 1` (a pair equal to a training pair is
/// dropped). Longer walks give longer optimal plans: the difficulty grows
/// with the length.
pub fn learning_parts(
    plies: &[usize],
    per_length: usize,
    seed: u64,
    o: &ChessSuiteOptions,
) -> Result<[Vec<DomainSuite>; 4], SuiteError> {
    let [easy, medium, hard] = super::layout::thirds(plies)?;
    let training = walks(&easy, per_length, seed);
    let seen: Vec<(String, String)> = training.iter().map(Entry::key).collect();
    let fresh = |lengths: &[usize]| -> Vec<Entry> {
        let mut v = walks(lengths, per_length, seed + 1);
        v.retain(|e| !seen.contains(&e.key()));
        v
    };
    let parts = [training, fresh(&easy), fresh(&medium), fresh(&hard)];
    Ok(parts.map(|entries| vec![suite_of("chess", entries, o, 2)]))
}

/// One suite (folder `folder`) of `per_length` random walks of each length
/// in `lengths` from `seed` (see [`learning_parts`]), `p001 …` ids.
pub fn walk_suite(folder: &str, lengths: &[usize], per_length: usize, seed: u64, o: &ChessSuiteOptions) -> DomainSuite {
    suite_of(folder, walks(lengths, per_length, seed), o, 3)
}

/// `per_length` random walks of each length in `lengths`, the starts taken
/// in turn from [`RANDOM_STARTS`]; a walk that meets a position without
/// moves is redrawn (at most 20 times, then skipped).
fn walks(lengths: &[usize], per_length: usize, seed: u64) -> Vec<Entry> {
    let mut out = Vec::new();
    let mut moves = Vec::new();
    for &n in lengths {
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x3a1c ^ (n as u64).wrapping_mul(0x9e37_79b9));
        for k in 0..per_length {
            let start = parse_fen(RANDOM_STARTS[(n + k) % RANDOM_STARTS.len()]).expect("built-in FEN");
            for _attempt in 0..20 {
                let mut pos = start.clone();
                let mut walked = 0;
                while walked < n {
                    moves.clear();
                    legal_moves(&pos, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    pos = play(&pos, moves[rng.gen_range(0..moves.len())]);
                    walked += 1;
                }
                if walked == n {
                    let turn = Some(pos.turn);
                    out.push(Entry {
                        name: format!("walk-{n}-s{seed}-{}", k + 1),
                        start: start.clone(),
                        goal: Goal { turn, placement: pos },
                    });
                    break;
                }
            }
        }
    }
    out
}

impl Entry {
    /// The pair as text (start FEN, goal), to find repeats.
    fn key(&self) -> (String, String) {
        (to_fen(&self.start), crate::chess::pgn::goal_fen(&self.goal))
    }
}

/// `count` pairs: a start from [`RANDOM_STARTS`] and the position after a
/// random walk of 1–6 legal moves; half the goals fix the side to move.
fn random_pairs(count: usize, seed: u64) -> Vec<Entry> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xc4e55);
    let mut out = Vec::new();
    let mut moves = Vec::new();
    for i in 0..count {
        let start = parse_fen(RANDOM_STARTS[i % RANDOM_STARTS.len()]).expect("built-in FEN");
        let mut pos = start.clone();
        for _ in 0..rng.gen_range(1..=6) {
            moves.clear();
            legal_moves(&pos, &mut moves);
            if moves.is_empty() {
                break;
            }
            pos = play(&pos, moves[rng.gen_range(0..moves.len())]);
        }
        let goal = Goal {
            turn: rng.gen_bool(0.5).then_some(pos.turn),
            placement: pos,
        };
        out.push(Entry {
            name: format!("random-s{seed}-{}", i + 1),
            start,
            goal,
        });
    }
    out
}

/// The number of optimal plans (games of exactly the optimal length to the
/// goal: what a top-k planner asked for every optimal plan must find), if
/// the count finishes within a 256 MiB table. A memory limit, not a time
/// limit, so that a suite's bytes do not depend on the machine's speed
/// (a count that took 9 s here must not stop at 10 s on a slower one).
fn optimal_plan_count(e: &Entry, plies: u32) -> Option<String> {
    use crate::chess::proofgame::{solve, ProofGameOptions, ProofGameVerdict};
    let opts = ProofGameOptions {
        max_listed: 0,
        count_cap: None,
        deadline: None,
        memory_bytes: 256 << 20,
        check_shorter: false,
        // An exact count (no cap) never probes; said for the reader.
        probe_after: None,
        ..ProofGameOptions::default()
    };
    let r = solve(&e.start, &e.goal.placement, plies, &opts);
    match r.verdict {
        ProofGameVerdict::Unique | ProofGameVerdict::Solutions { .. } => Some(r.count.to_string()),
        _ => None,
    }
}

fn native_row(e: &Entry, o: &ChessSuiteOptions) -> InstanceRow {
    let limits = Limits {
        max_states: o.max_states,
        memory_bytes: 2 << 30,
        time: None,
        control: Default::default(),
    };
    let result = search(&e.start, &e.goal, Algorithm::Astar, limits);
    let (verdict, length, nodes, ms) = match result {
        Ok((Outcome::Plan(p), st)) => ("solvable", Some(p.len()), Some(st.expanded), Some(st.elapsed_ms)),
        Ok((Outcome::Unsolvable, st)) => ("unsolvable", None, Some(st.expanded), Some(st.elapsed_ms)),
        Ok((_, st)) => ("unknown", None, Some(st.expanded), Some(st.elapsed_ms)),
        Err(_) => ("unknown", None, None, None),
    };
    let goal_fen = crate::chess::pgn::goal_fen(&e.goal);
    let solutions = length.and_then(|l| optimal_plan_count(e, l as u32));
    InstanceRow {
        id: String::new(),
        name: e.name.clone(),
        game: "chess".into(),
        encoding: "chess".into(),
        source: to_fen(&e.start),
        goal: goal_fen,
        pieces: e.start.occupied().count() as usize,
        board: e.start.board.to_string(),
        budget: String::new(),
        verdict: verdict.into(),
        plan_length: length,
        optimal: length.map(|_| true),
        solutions,
        rating: None,
        native_nodes: nodes,
        native_time_ms: if o.times {
            ms.map(|m| (m * 1000.0).round() / 1000.0)
        } else {
            None
        },
    }
}
