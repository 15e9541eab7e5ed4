//! A soundness audit on games written by hand to show the themes composed
//! proof games are made of, which random walks almost never play: a
//! promoted piece standing on the home square of a captured piece of its
//! kind (Pronkin), a promoted piece captured (Ceriani-Frolkin), one
//! captured where it promoted (Schnoebelen), castling after a king's or a
//! rook's round trip is impossible so a rook that returns home, en passant,
//! switchbacks, tempo moves and underpromotion.
//!
//! Each line of the file is `name<TAB>SAN moves` (move numbers allowed).
//! The game is replayed from the initial array; its end position is then
//! counted as a proof game of the game's length, every game exactly (no
//! cap), on one thread, after the check for a shorter game (left out with
//! `no-shorter-check`). A game was played, so `no solution` is a wrong
//! verdict: the line is marked UNSOUND and the example exits 1.
//!
//! `cargo run --release --example feature_audit -- GAMES.tsv [SECONDS] [no-shorter-check]`
use solopddl::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
use solopddl::chess::movegen::play;
use solopddl::chess::pgn::movetext;
use solopddl::chess::proofgame::{solve, ProofGameOptions, ProofGameVerdict};
use solopddl::chess::san::parse_san;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).expect("a file of games");
    let limit: f64 = args.get(2).map_or(30.0, |s| s.parse().unwrap());
    let no_shorter_check = args.get(3).is_some_and(|s| s == "no-shorter-check");
    let start = parse_fen(INITIAL_FEN).unwrap();
    let mut unsound = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let (name, moves) = line.split_once('\t').expect("name<TAB>moves");
        let mut pos = start.clone();
        let mut plies = 0;
        let mut bad = None;
        // Move numbers (`12.`, `12...`, `12.e4`) are read as in PGN.
        let words = movetext(moves).unwrap_or_else(|e| panic!("{name}: {e}"));
        for word in &words {
            let token = word.text.as_str();
            match parse_san(&pos, token) {
                Some(mv) => {
                    pos = play(&pos, mv);
                    plies += 1;
                }
                None => {
                    bad = Some(format!("{token} is illegal after {plies} plies in {}", to_fen(&pos)));
                    break;
                }
            }
        }
        if let Some(why) = bad {
            println!("{name}\tBAD GAME\t{why}");
            continue;
        }
        let t0 = Instant::now();
        let report = solve(
            &start,
            &pos,
            plies,
            &ProofGameOptions {
                deadline: Some(t0 + Duration::from_secs_f64(limit)),
                memory_bytes: 2 << 30,
                check_shorter: !no_shorter_check,
                ..ProofGameOptions::default()
            },
        );
        let secs = t0.elapsed().as_secs_f64();
        let verdict = match &report.verdict {
            ProofGameVerdict::NoSolution => {
                unsound += 1;
                "UNSOUND: no solution".to_string()
            }
            v => format!("{v:?}"),
        };
        println!(
            "{name}\t{plies}\t{secs:.2} s\t{} positions\t{} counted\t{verdict}\t{}",
            report.positions_examined,
            report.count,
            to_fen(&pos)
        );
    }
    if unsound > 0 {
        std::process::exit(1);
    }
}
