//! Shared helpers of the proof-game tests (`proofgame.rs`,
//! `proofgame_checks.rs`): starts rich in special moves, random walks that
//! count the special moves they make, and replays in shakmaty.

use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use shakmaty::{fen::Fen, uci::UciMove, CastlingMode, Chess, EnPassantMode, Position as _};
use solopddl::chess::fen::to_fen;
use solopddl::chess::movegen::{legal_moves, play};
use solopddl::chess::san::is_castling;
use solopddl::chess::{Move, Position, Role};

/// Starts rich in special moves: both castlings, en passant ready, pawns
/// one step from promotion on both sides, pieces to capture.
pub const RICH: [&str; 4] = [
    "r3k2r/pP4Pp/8/3pP3/8/8/Pp4pP/R3K2R w KQkq d6 0 1",
    "r3k2r/1P6/8/8/2pP4/8/6p1/R3K2R b KQkq d3 0 1",
    "4k2r/6P1/8/8/8/8/1p6/R3K3 w Qk - 0 1",
    "r3k3/8/8/3Pp3/8/8/8/4K2R w Kq e6 0 1",
];

/// Sparse starts for long exhaustive counts (kings and a few pieces).
pub const SPARSE: [&str; 4] = [
    "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
    "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
    "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1",
    "8/8/4k3/8/3p4/8/4P3/4K3 w - - 0 1",
];

#[derive(Default, Debug)]
pub struct Specials {
    pub castling: u32,
    pub en_passant: u32,
    pub promotion: u32,
    pub capture: u32,
}

impl Specials {
    pub fn note(&mut self, pos: &Position, m: Move) {
        if is_castling(pos, m) {
            self.castling += 1;
        }
        if m.promotion.is_some() {
            self.promotion += 1;
        }
        let pawn = pos.pieces(pos.turn, Role::Pawn).contains(m.from);
        if pawn && Some(m.to) == pos.ep_square && m.from.file() != m.to.file() {
            self.en_passant += 1;
        } else if pos.occupied().contains(m.to) {
            self.capture += 1;
        }
    }
}

/// A random legal walk of `plies` plies (shorter if a side has no move),
/// preferring special moves half of the time so that they occur.
pub fn walk(rng: &mut ChaCha8Rng, start: &Position, plies: u32, specials: &mut Specials) -> (Position, u32) {
    let mut pos = start.clone();
    let mut buf = Vec::new();
    for done in 0..plies {
        buf.clear();
        legal_moves(&pos, &mut buf);
        if buf.is_empty() {
            return (pos, done);
        }
        let special: Vec<Move> = buf
            .iter()
            .copied()
            .filter(|&m| {
                is_castling(&pos, m) || m.promotion.is_some() || pos.occupied().contains(m.to) || Some(m.to) == pos.ep_square
            })
            .collect();
        let m = if !special.is_empty() && rng.gen_bool(0.5) {
            *special.choose(rng).unwrap()
        } else {
            *buf.choose(rng).unwrap()
        };
        specials.note(&pos, m);
        pos = play(&pos, m);
    }
    (pos, plies)
}

/// Replays a line in shakmaty and returns the final board FEN and side to move.
pub fn shakmaty_replay(start: &Position, line: &[Move]) -> (String, char) {
    let moves: Vec<String> = line.iter().map(|m| m.to_string()).collect();
    shakmaty_replay_uci(&to_fen(start), &moves)
}

/// Replays UCI moves, as text (a `--json` report's `solutions_uci`), in
/// shakmaty from `start_fen`; the final board FEN and side to move.
pub fn shakmaty_replay_uci<S: AsRef<str>>(start_fen: &str, moves: &[S]) -> (String, char) {
    let fen: Fen = start_fen.parse().unwrap();
    let mut pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
    for m in moves {
        let m = m.as_ref();
        let uci: UciMove = m.parse().unwrap();
        let legal = uci.to_move(&pos).unwrap_or_else(|e| panic!("shakmaty refuses {m}: {e}"));
        pos.play_unchecked(&legal);
    }
    let text = Fen::from_position(pos, EnPassantMode::Legal).to_string();
    let mut fields = text.split(' ');
    (
        fields.next().unwrap().to_string(),
        fields.next().unwrap().chars().next().unwrap(),
    )
}

pub fn placement(pos: &Position) -> String {
    to_fen(pos).split(' ').next().unwrap().to_string()
}
