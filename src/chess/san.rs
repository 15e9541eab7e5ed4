//! Standard algebraic notation (SAN): writing moves (`Nf3`, `exd5`, `O-O`,
//! `e8=Q+`, `Qh4#`) and reading them back by matching the legal moves.

use super::movegen::{in_check, legal_moves, play};
use super::{Move, Position, Role};

/// Whether `mv` (legal in `pos`) is castling: the king moving two files.
pub fn is_castling(pos: &Position, mv: Move) -> bool {
    pos.by_role[Role::King.index()].contains(mv.from) && mv.from.file().abs_diff(mv.to.file()) == 2
}

/// Whether `mv` (legal in `pos`) takes a piece: it lands on one, or it is
/// a pawn's diagonal step (onto an empty square only en passant).
pub fn is_capture(pos: &Position, mv: Move) -> bool {
    let pawn_diagonal = pos.by_role[Role::Pawn.index()].contains(mv.from) && mv.from.file() != mv.to.file();
    pos.occupied().contains(mv.to) || pawn_diagonal
}

/// SAN of a legal move, without the check suffix.
fn san_body(pos: &Position, mv: Move, legal: &[Move]) -> String {
    if is_castling(pos, mv) {
        return if mv.to.file() > mv.from.file() { "O-O" } else { "O-O-O" }.to_string();
    }
    let (_, role) = pos.piece_at(mv.from).expect("a legal move has a piece");
    let capture = is_capture(pos, mv);
    let mut s = String::new();
    if role == Role::Pawn {
        if capture {
            s.push((b'a' + mv.from.file()) as char);
        }
    } else {
        s.push(role.char().to_ascii_uppercase());
        // Disambiguate among other pieces of the same type reaching the same square.
        let rivals: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.to == mv.to && m.from != mv.from && pos.by_role[role.index()].contains(m.from))
            .collect();
        if !rivals.is_empty() {
            let file_unique = rivals.iter().all(|m| m.from.file() != mv.from.file());
            let rank_unique = rivals.iter().all(|m| m.from.rank() != mv.from.rank());
            if file_unique {
                s.push((b'a' + mv.from.file()) as char);
            } else if rank_unique {
                s.push_str(&(mv.from.rank() + 1).to_string());
            } else {
                s.push_str(&mv.from.to_string());
            }
        }
    }
    if capture {
        s.push('x');
    }
    s.push_str(&mv.to.to_string());
    if let Some(p) = mv.promotion {
        s.push('=');
        s.push(p.char().to_ascii_uppercase());
    }
    s
}

/// SAN of a legal move, with `+` for check and `#` for checkmate.
pub fn to_san(pos: &Position, mv: Move) -> String {
    let mut legal = Vec::new();
    legal_moves(pos, &mut legal);
    let mut s = san_body(pos, mv, &legal);
    let after = play(pos, mv);
    if in_check(&after, after.turn) {
        let mut replies = Vec::new();
        legal_moves(&after, &mut replies);
        s.push(if replies.is_empty() { '#' } else { '+' });
    }
    s
}

/// SAN of a sequence of moves from `pos`, as far as they are legal; an
/// illegal move and the rest are written in UCI.
pub fn line_to_san(pos: &Position, moves: &[Move]) -> Vec<String> {
    let mut pos = pos.clone();
    let mut legal_so_far = true;
    moves
        .iter()
        .map(|&mv| {
            let mut legal = Vec::new();
            legal_moves(&pos, &mut legal);
            legal_so_far &= legal.contains(&mv);
            if legal_so_far {
                let s = to_san(&pos, mv);
                pos = play(&pos, mv);
                s
            } else {
                mv.to_string()
            }
        })
        .collect()
}

/// Reads a SAN move in `pos`: the legal move whose SAN matches, ignoring
/// check marks, annotations (`!`, `?`) and the `=` of promotions; `0-0`
/// is read as `O-O`. `None` if no legal move matches.
pub fn parse_san(pos: &Position, text: &str) -> Option<Move> {
    let normal = |s: &str| -> String { s.trim_end_matches(['+', '#', '!', '?']).replace('0', "O").replace('=', "") };
    let want = normal(text.trim());
    if want.is_empty() {
        return None;
    }
    let mut legal = Vec::new();
    legal_moves(pos, &mut legal);
    legal.iter().copied().find(|&m| normal(&san_body(pos, m, &legal)) == want)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn uci(pos: &Position, s: &str) -> Move {
        let mut legal = Vec::new();
        legal_moves(pos, &mut legal);
        *legal
            .iter()
            .find(|m| m.to_string() == s)
            .unwrap_or_else(|| panic!("{s} not legal"))
    }

    #[test]
    fn san_of_typical_moves() {
        let start = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        let line: Vec<Move> = {
            let mut pos = start.clone();
            ["e2e4", "f7f5", "e4f5", "g8f6", "d1h5", "f6h5"]
                .iter()
                .map(|s| {
                    let m = uci(&pos, s);
                    pos = play(&pos, m);
                    m
                })
                .collect()
        };
        assert_eq!(line_to_san(&start, &line), ["e4", "f5", "exf5", "Nf6", "Qh5+", "Nxh5"]);
        // Castling, disambiguation by file and by rank, promotion with capture and check.
        let pos = parse_fen("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        assert_eq!(to_san(&pos, uci(&pos, "e1g1")), "O-O");
        assert_eq!(to_san(&pos, uci(&pos, "e1c1")), "O-O-O");
        assert_eq!(to_san(&pos, uci(&pos, "a1d1")), "Rd1"); // the king blocks the h1 rook
        assert_eq!(to_san(&pos, uci(&pos, "b7a8q")), "bxa8=Q+");
        let pos = parse_fen("1k6/8/8/8/8/8/8/R4R1K w - - 0 1").unwrap();
        assert_eq!(to_san(&pos, uci(&pos, "a1d1")), "Rad1");
        let pos = parse_fen("7k/8/8/R7/8/R7/8/4K3 w - - 0 1").unwrap();
        assert_eq!(to_san(&pos, uci(&pos, "a3a4")), "R3a4");
        // Fool's mate.
        let pos = parse_fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2").unwrap();
        assert_eq!(to_san(&pos, uci(&pos, "d8h4")), "Qh4#");
    }

    #[test]
    fn parsing_round_trips_every_legal_move() {
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
            "k1K1/4/3r/RR2 b",
        ] {
            let pos = parse_fen(fen).unwrap();
            let mut legal = Vec::new();
            legal_moves(&pos, &mut legal);
            for &m in &legal {
                let s = to_san(&pos, m);
                assert_eq!(parse_san(&pos, &s), Some(m), "{fen}: {s}");
            }
        }
        let pos = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert_eq!(parse_san(&pos, "Nf3").map(|m| m.to_string()), Some("g1f3".into()));
        assert_eq!(parse_san(&pos, "e5"), None);
        assert_eq!(parse_san(&pos, "Ke2"), None);
    }
}
