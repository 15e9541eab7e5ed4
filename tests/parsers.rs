//! Fuzzing on the stable toolchain: property tests over raw strings and
//! near-valid structured strings for every parser (Solo FEN, the thesis
//! format, `.solo` files, plan files of both games, chess FEN, `.chess`
//! files, SAN and UCI, PDDL plan lines). Invariants: no panic; what parses
//! prints back to text that parses to the same value; the simulator and the
//! bitboard state agree on random legal capture sequences.
//!
//! Cases per parser: `SOLOPDDL_FUZZ_CASES` (default 100,000; the long
//! campaign of BENCHMARKS.md sets 10,000,000).

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use solopddl::chess::fen::{parse_fen, to_fen};
use solopddl::chess::movegen::legal_moves;
use solopddl::chess::problem::parse_problem;
use solopddl::chess::san::{parse_san, to_san};
use solopddl::chess::uci::parse_uci;
use solopddl::pddl::plan::parse_plan_file;
use solopddl::solo::rules::notation::{parse_move, parse_puzzle_text, parse_solo_fen, to_solo_fen};

fn cases() -> u32 {
    std::env::var("SOLOPDDL_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000)
}

fn runner() -> TestRunner {
    TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    })
}

/// Raw text, or text made of the parser's own alphabet (which reaches deeper).
fn text(alphabet: &'static str, max: usize) -> BoxedStrategy<String> {
    let near = proptest::collection::vec(proptest::sample::select(alphabet.chars().collect::<Vec<_>>()), 0..max)
        .prop_map(|v| v.into_iter().collect::<String>());
    prop_oneof![any::<String>(), near].boxed()
}

#[test]
fn solo_fen_never_panics_and_round_trips() {
    runner()
        .run(&text("KQRBNPkqrbnp12345678/ -:,0123x", 40), |s| {
            if let Ok(p) = parse_solo_fen(&s) {
                let printed = to_solo_fen(&p);
                let again = parse_solo_fen(&printed).expect("printed Solo FEN parses");
                prop_assert_eq!(&again, &p);
                prop_assert_eq!(to_solo_fen(&again), printed);
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn puzzle_files_and_thesis_format_never_panic() {
    runner()
        .run(&text("0123456789 \n#;KQRBNP/-", 60), |s| {
            if let Ok(p) = parse_puzzle_text(&s) {
                let again = parse_solo_fen(&to_solo_fen(&p)).expect("printed Solo FEN parses");
                prop_assert_eq!(again, p);
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn solo_move_lines_never_panic() {
    let board = solopddl::board::Board::new(8, 8).unwrap();
    runner()
        .run(&text("KQRBNPabcdefgh12345678x -", 12), |s| {
            if let Ok(m) = parse_move(board, &s) {
                let long = m.mv.long(m.role.unwrap_or(solopddl::solo::Role::Queen));
                let again = parse_move(board, &long).expect("a printed move parses");
                prop_assert_eq!(again.mv, m.mv);
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn pddl_plan_files_never_panic_and_keep_their_actions() {
    runner()
        .run(&text("(capture-0 royal king queen a1 b2 n0 n1);=cost\n ", 80), |s| {
            if let Ok(p) = parse_plan_file(&s) {
                let printed: String = p.actions.iter().map(|a| format!("{a}\n")).collect();
                let again = parse_plan_file(&printed).expect("printed actions parse");
                prop_assert_eq!(again.actions.len(), p.actions.len());
                for (a, b) in again.actions.iter().zip(&p.actions) {
                    prop_assert_eq!(&a.name, &b.name);
                    prop_assert_eq!(&a.args, &b.args);
                }
                // Mapping arbitrary actions onto a task never panics either.
                let puzzle = parse_solo_fen("QRK").unwrap();
                let _ = solopddl::pddl::solo_plan::actions_to_moves(&puzzle, &p.actions);
                let start = parse_fen("4k3/8/8/8/8/8/4P3/R3K2R w KQ -").unwrap();
                let _ = solopddl::pddl::chess_plan::actions_to_moves(&start, &p.actions);
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn chess_fen_never_panics_and_round_trips() {
    runner()
        .run(&text("KQRBNPkqrbnp12345678/ wb-KQkqabcdefgh0", 50), |s| {
            if let Ok(p) = parse_fen(&s) {
                let printed = to_fen(&p);
                let again = parse_fen(&printed).expect("printed FEN parses");
                prop_assert_eq!(to_fen(&again), printed);
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn chess_problem_files_never_panic() {
    runner()
        .run(&text("start:goal:name# \nKkRr12345678/wb-", 80), |s| {
            let _ = parse_problem(&s);
            Ok(())
        })
        .unwrap();
}

#[test]
fn san_and_uci_never_panic_and_round_trip() {
    let positions: Vec<_> = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2P5/8/8/3k4/8/4K3/8 w - -",
        "k1K1/4/3r/RR2 b",
    ]
    .iter()
    .map(|f| parse_fen(f).unwrap())
    .collect();
    runner()
        .run(&(0..positions.len(), text("KQRBNabcdefgh12345678x=+#O-0", 8)), |(i, s)| {
            let pos = &positions[i];
            if let Some(m) = parse_san(pos, &s) {
                prop_assert_eq!(parse_san(pos, &to_san(pos, m)), Some(m));
            }
            if let Some(m) = parse_uci(pos, &s) {
                prop_assert_eq!(parse_uci(pos, &m.to_string()), Some(m));
            }
            Ok(())
        })
        .unwrap();
    // Every legal move's SAN and UCI read back as that move.
    for pos in &positions {
        let mut moves = Vec::new();
        legal_moves(pos, &mut moves);
        for m in moves {
            assert_eq!(parse_san(pos, &to_san(pos, m)), Some(m));
            assert_eq!(parse_uci(pos, &m.to_string()), Some(m));
        }
    }
}

#[test]
fn simulator_and_bitboard_state_agree_on_random_capture_sequences() {
    use solopddl::board::Board;
    use solopddl::solo::search::state::SearchState;
    use solopddl::solo::WrittenMove;
    use solopddl::solo::{Budget, Piece, Puzzle, Role};
    let puzzles = (
        1u8..=8,
        1u8..=8,
        proptest::collection::vec((0u8..64, 0usize..6, 0u8..4), 1..14),
    )
        .prop_map(|(w, h, raw)| {
            let board = Board::new(w, h).unwrap();
            let squares: Vec<_> = board.squares().collect();
            let mut used = std::collections::HashSet::new();
            let pieces: Vec<Piece> = raw
                .into_iter()
                .map(|(sq, role, b)| (squares[sq as usize % squares.len()], role, b))
                .filter(|(sq, _, _)| used.insert(*sq))
                .map(|(square, role, b)| Piece {
                    square,
                    role: Role::ALL[role],
                    budget: if b == 3 { Budget::Unlimited } else { Budget::Limited(b) },
                })
                .collect();
            Puzzle::new(board, pieces, Budget::Limited(2)).unwrap()
        });
    let mut r = TestRunner::new(Config {
        cases: (cases() / 10).max(1000),
        failure_persistence: None,
        ..Config::default()
    });
    r.run(&(puzzles, any::<u64>()), |(p, seed)| {
        let mut pos = p.position();
        let mut state = SearchState::new(&p);
        let mut pick = seed;
        loop {
            let mut sim = pos.legal_captures();
            let mut bits = Vec::new();
            state.legal_captures(&mut bits);
            sim.sort_by_key(|m| (m.from, m.to));
            bits.sort_by_key(|m| (m.from, m.to));
            prop_assert_eq!(&sim, &bits);
            if sim.is_empty() {
                break;
            }
            pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let mv = sim[(pick >> 33) as usize % sim.len()];
            pos.apply(WrittenMove { mv, role: None }).expect("a legal capture applies");
            state.make(mv);
        }
        Ok(())
    })
    .unwrap();
}

#[test]
fn planner_stdout_plans_never_panic_and_keep_only_valid_actions() {
    // Console output with log lines around and inside a plan: whatever is
    // extracted parses, and every action line of the output is in it.
    runner()
        .run(&text("(capture-0 king a1 b2 n0 n1)\n step 0:done.;=[1] ", 120), |s| {
            if let Some(plan) = solopddl::pddl::plan::extract_plan(&s) {
                let parsed = parse_plan_file(&plan);
                prop_assert!(parsed.is_ok(), "extracted text does not parse: {plan:?}");
                let fd_lines = s
                    .lines()
                    .filter(|l| parse_plan_file(l).is_ok_and(|p| p.actions.len() == 1))
                    .count();
                if plan.lines().all(|l| l.trim_start().starts_with('(')) {
                    prop_assert!(parsed.unwrap().actions.len() <= fd_lines.max(1));
                }
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn pgn_movetext_never_panics_and_yields_no_markup() {
    runner()
        .run(&text("1. e4 e5 {c} (2. Nf3) $1 ; x\n[T \"v\"] 1-0 * ?! # Qh7#", 120), |s| {
            if let Ok(words) = solopddl::chess::pgn::movetext(&s) {
                for w in words {
                    prop_assert!(!w.text.is_empty());
                    prop_assert!(!w.text.contains(['{', '}', '(', ')', ';', ' ']), "{:?}", w.text);
                    prop_assert!(!["1-0", "0-1", "*", "1/2-1/2"].contains(&w.text.as_str()));
                }
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn model_files_never_panic_and_only_this_builds_models_load() {
    let model = std::fs::read_to_string("models/capture-order.json").unwrap();
    let near = proptest::collection::vec(0..model.len(), 0..4).prop_map(move |cuts| {
        // The real model with a few bytes cut or doubled: near-valid JSON.
        let mut m = model.clone().into_bytes();
        for c in cuts {
            let c = c.min(m.len().saturating_sub(1));
            if c % 2 == 0 && !m.is_empty() {
                m.remove(c);
            } else if c < m.len() {
                let b = m[c];
                m.insert(c, b);
            }
        }
        String::from_utf8_lossy(&m).into_owned()
    });
    runner()
        .run(&prop_oneof![any::<String>(), near], |s| {
            if let Ok(m) = solopddl::solo::search::learned::Model::from_json(&s) {
                prop_assert_eq!(m.version, solopddl::solo::search::learned::MODEL_VERSION);
                prop_assert!(m.weights.iter().all(|w| w.is_finite()) || m.weights.is_empty());
            }
            Ok(())
        })
        .unwrap();
}
