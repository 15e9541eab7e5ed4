//! PGN written by `chess solve --pgn` and `plan --pgn` replays in the
//! oracle library (shakmaty) to the goal placement; small boards carry the
//! documented `BoardSize` tag and replay in solopddl's own SAN reader.

use crate::common;

use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};

fn bin() -> assert_cmd::Command {
    assert_cmd::Command::cargo_bin("solopddl").unwrap()
}

/// Tags and SAN tokens of a one-game PGN.
fn parse(pgn: &str) -> (Vec<(String, String)>, Vec<String>) {
    let mut tags = Vec::new();
    let mut moves = Vec::new();
    for line in pgn.lines() {
        if let Some(tag) = line.strip_prefix('[') {
            let (k, v) = tag.trim_end_matches(']').split_once(' ').unwrap();
            tags.push((k.to_string(), v.trim_matches('"').to_string()));
        } else {
            for t in line.split_whitespace() {
                if t.ends_with('.') || t == "*" {
                    continue;
                }
                moves.push(t.to_string());
            }
        }
    }
    (tags, moves)
}

fn tag<'a>(tags: &'a [(String, String)], k: &str) -> Option<&'a str> {
    tags.iter().find(|(t, _)| t == k).map(|(_, v)| v.as_str())
}

#[test]
fn chess_solve_pgn_replays_in_shakmaty_to_the_goal() {
    let dir = tempfile::tempdir().unwrap();
    for row in 1..=8 {
        let problem = format!(
            "{}/problems/chess/thesis-8x8-kings/row-{row:02}.chess",
            env!("CARGO_MANIFEST_DIR")
        );
        let pgn_path = dir.path().join(format!("row-{row}.pgn"));
        bin()
            .args(["chess", "solve", &problem, "--pgn"])
            .arg(&pgn_path)
            .assert()
            .success();
        let (tags, moves) = parse(&std::fs::read_to_string(&pgn_path).unwrap());
        assert!(tags.len() >= 7);
        assert_eq!(tag(&tags, "Result"), Some("*"));
        let mut pos: Chess = match tag(&tags, "FEN") {
            Some(fen) => {
                assert_eq!(tag(&tags, "SetUp"), Some("1"));
                fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap()
            }
            None => Chess::default(),
        };
        assert!(!moves.is_empty());
        for san in &moves {
            let m = san
                .parse::<San>()
                .unwrap()
                .to_move(&pos)
                .unwrap_or_else(|e| panic!("row {row}: {san}: {e}"));
            pos.play_unchecked(&m);
        }
        let placement = Fen::from_position(pos.clone(), EnPassantMode::Legal).to_string();
        let goal = tag(&tags, "Goal").unwrap();
        assert_eq!(placement.split(' ').next(), goal.split(' ').next(), "row {row}");
    }
}

#[test]
fn plan_pgn_on_a_small_board_has_the_board_size_tag() {
    let Some(_) = common::fast_downward() else { return };
    let dir = tempfile::tempdir().unwrap();
    let pgn_path = dir.path().join("row-7.pgn");
    bin()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["plan", "problems/chess/thesis-4x4/row-7.chess", "--no-val", "--pgn"])
        .arg(&pgn_path)
        .assert()
        .success();
    let text = std::fs::read_to_string(&pgn_path).unwrap();
    let (tags, moves) = parse(&text);
    assert_eq!(tag(&tags, "BoardSize"), Some("4x4"));
    let start = solopddl::chess::fen::parse_fen(tag(&tags, "FEN").unwrap()).unwrap();
    let mut pos = start;
    for san in &moves {
        let m = solopddl::chess::san::parse_san(&pos, san).unwrap_or_else(|| panic!("{san} in {text}"));
        pos = solopddl::chess::movegen::play(&pos, m);
    }
    let goal = solopddl::chess::problem::parse_goal(tag(&tags, "Goal").unwrap()).unwrap();
    assert!(goal.reached(&pos), "{text}");
    // Solo Chess has no PGN.
    bin()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["plan", "problems/solo/n04-s7-0001.solo", "--pgn"])
        .arg(dir.path().join("x.pgn"))
        .assert()
        .code(2);
}

#[test]
fn an_epd_problem_set_is_solved_record_by_record() {
    let out = bin()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["chess", "solve", "--epd", "problems/chess/thesis-4x4.epd", "--json"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let lengths: Vec<(String, u64)> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            (v["id"].as_str().unwrap().to_string(), v["length"].as_u64().unwrap())
        })
        .collect();
    // Thesis Table 5.1: optimal lengths of rows 1-7.
    let want = [1, 2, 3, 4, 5, 6, 8];
    assert_eq!(lengths.len(), 7);
    for (i, (id, len)) in lengths.iter().enumerate() {
        assert_eq!(id, &format!("4x4 row {}", i + 1));
        assert_eq!(*len, want[i], "{id}");
    }
    // A record without a goal: one line naming the file and the line, exit 2.
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.epd");
    std::fs::write(
        &bad,
        "k1K1/4/3r/RR2 b - - goal \"k1K1/4/r3/RR2\";\nk1K1/4/3r/RR2 b - - id \"x\";\n",
    )
    .unwrap();
    bin()
        .args(["chess", "solve", "--epd"])
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("line 2: no goal"));
}
