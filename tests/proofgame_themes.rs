//! No bound cuts a composer's theme (issue 25). Random walks almost never
//! play what composed proof games are made of: a promoted piece standing
//! on the home square of a captured piece of its kind (Pronkin), a
//! promoted piece captured (Ceriani-Frolkin) or captured where it
//! promoted, en passant, castling on either side, round trips of kings and
//! rooks. These games, written by hand for these tests, play them; each
//! position of each game, with the plies its game has left, passes every
//! check the proof-game search asks of a position, and where plain
//! admissible counting settled the exact number of games, `solve` counts
//! the same.
//! The games of `problems/chess/themed-games.tsv` (their counts not
//! settled by plain counting) pass the same checks.
//! `examples/feature_audit.rs` runs the same kind of games through the
//! whole `solve`.

use solopddl::chess::fen::{parse_fen, to_fen, INITIAL_FEN};
use solopddl::chess::heuristic::{moves_per_colour, Estimator};
use solopddl::chess::movegen::play;
use solopddl::chess::proofgame::{solve, turn_after, ProofGameOptions};
use solopddl::chess::san::parse_san;
use solopddl::chess::{Move, Position};

/// The themed games: a name, the moves, and the exact count of games of
/// their length to their end position where `examples/audit_counts.rs`
/// (counting with one plainly admissible bound) settled it.
const THEMES: [(&str, &str, Option<u128>); 16] = [
    (
        "queen taken where it promoted",
        "b4 a5 bxa5 b6 axb6 Ba6 b7 Nc6 bxa8=Q Qxa8",
        Some(8),
    ),
    (
        "knight taken where it promoted",
        "b4 a5 bxa5 b6 axb6 Ba6 b7 Nc6 bxa8=N Qxa8",
        Some(8),
    ),
    ("en passant", "e4 Nf6 e5 d5 exd6", Some(4)),
    ("en passant, the pawn goes on", "e4 Nf6 e5 d5 exd6 Nc6 dxc7 Qxc7", Some(8)),
    ("kings' round trip", "e4 e5 Ke2 Ke7 Ke1 Ke8", Some(524)),
    (
        "castles, then the kings step on",
        "e4 e5 Nf3 Nf6 Bc4 Bc5 O-O O-O Re1 Re8 Kf1 Kf8",
        Some(49),
    ),
    ("rooks' round trip", "h4 h5 Rh3 Rh6 Rh1 Rh8", Some(169)),
    ("long castles", "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 O-O-O O-O-O", Some(16)),
    (
        "a promoted queen takes the queen and is taken",
        "b4 a5 bxa5 b6 axb6 Ba6 b7 Nc6 bxa8=Q Nf6 Qxd8+ Kxd8",
        Some(16),
    ),
    (
        "Pronkin rook on h1",
        "h4 g5 hxg5 h5 g6 h4 g7 h3 gxh8=R hxg2 Nf3 gxh1=Q Rxh1",
        None,
    ),
    (
        "Pronkin bishop on f1",
        "b4 a5 bxa5 b6 axb6 Ba6 e3 Nf6 b7 Bxf1 bxa8=B Ba6 g3 e6 Bg2 Be7 Bf1",
        None,
    ),
    (
        "Black promotes on d1 and the king takes",
        "a4 b5 a5 b4 a6 Bb7 axb7 b3 bxa8=Q bxc2 Qxb8 cxd1=Q+ Kxd1",
        None,
    ),
    (
        "Pronkin rook on h8, then both sides develop",
        "Nf3 h5 g4 hxg4 h4 g3 h5 g2 h6 gxh1=R hxg7 Nf6 gxh8=Q Rxh8 d4 d5 Bf4 Bf5 e3 e6 Bd3 Bd6 Ke2 Ke7",
        None,
    ),
    (
        "Black promotes on f1, taken there by the castled king",
        "Nf3 h5 e3 h4 Be2 h3 O-O hxg2 Nc3 gxf1=Q+ Kxf1",
        Some(72),
    ),
    (
        "Black underpromotes to a bishop on c1, taken there",
        "Nc3 a5 Ne4 a4 Ng3 a3 Nf3 axb2 e3 bxc1=B Qxc1 Ra6",
        Some(120),
    ),
    (
        "Both sides castle long, then the kings walk to the corner",
        "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 O-O-O O-O-O Kb1 Kb8 Ka1 Ka8",
        Some(16),
    ),
];

/// The game's moves from the initial array, and its end position.
fn replay(start: &Position, san: &str) -> (Vec<Move>, Position) {
    let mut pos = start.clone();
    let mut line = Vec::new();
    for token in san.split_whitespace() {
        let mv = parse_san(&pos, token).unwrap_or_else(|| panic!("{token} is illegal in {}", to_fen(&pos)));
        line.push(mv);
        pos = play(&pos, mv);
    }
    (line, pos)
}

/// The games of `problems/chess/themed-games.tsv` (`name<TAB>moves`,
/// `#` comment lines), as `feature_audit` reads them.
fn themed_games_file() -> Vec<(String, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/problems/chess/themed-games.tsv");
    let text = std::fs::read_to_string(path).unwrap();
    let games: Vec<(String, String)> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (name, moves) = l.split_once('\t').unwrap_or_else(|| panic!("no tab in {l:?}"));
            (name.to_string(), moves.to_string())
        })
        .collect();
    assert!(games.len() >= 8, "{} games in {path}", games.len());
    games
}

#[test]
fn no_bound_cuts_a_position_on_a_themed_game() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    let from_file = themed_games_file();
    let games = THEMES
        .iter()
        .map(|&(name, san, _)| (name, san))
        .chain(from_file.iter().map(|(name, san)| (name.as_str(), san.as_str())));
    for (name, san) in games {
        let (line, end) = replay(&start, san);
        let plies = line.len() as u32;
        let est = Estimator::for_budget(&end, Some(turn_after(&start, plies)), &start, moves_per_colour(&start, plies));
        let mut pos = start.clone();
        for (k, &mv) in line.iter().enumerate() {
            assert!(
                !est.refutes_with_every_bound(&pos, plies - k as u32),
                "{name}: cut after {k} plies at {}",
                to_fen(&pos)
            );
            pos = play(&pos, mv);
        }
    }
}

#[test]
fn a_short_themed_game_is_counted_as_plain_counting_counts_it() {
    let start = parse_fen(INITIAL_FEN).unwrap();
    let opts = ProofGameOptions {
        count_cap: None,
        check_shorter: false,
        threads: 1,
        ..ProofGameOptions::default()
    };
    for (name, san, known) in THEMES {
        let Some(known) = known else { continue };
        let (line, end) = replay(&start, san);
        let report = solve(&start, &end, line.len() as u32, &opts);
        assert_eq!(report.count, known, "{name}: {}", to_fen(&end));
    }
}
