//! FEN for boards from 3×3 to 8×8: placement (its rank count and rank length
//! give the size), side to move, castling rights, en-passant square;
//! halfmove and fullmove counters are accepted and ignored.

use super::{Castling, Color, Position, Role, KING_SIDE, QUEEN_SIDE};
use crate::board::{parse_placement, Bitboard, Square};

/// A malformed or illegal FEN; the message names the problem.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("FEN '{fen}': {message}")]
pub struct FenError {
    pub fen: String,
    pub message: String,
}

/// The initial array of standard chess.
pub const INITIAL_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Parses a FEN and checks that the position is legal for the side to move.
pub fn parse_fen(fen: &str) -> Result<Position, FenError> {
    let err = |m: String| FenError {
        fen: fen.to_string(),
        message: m,
    };
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.is_empty() {
        return Err(err("empty".into()));
    }
    if fields.len() > 6 {
        return Err(err(format!("{} fields, at most 6", fields.len())));
    }
    let (board, letters) = parse_placement(fields[0]).map_err(err)?;
    if !(3..=8).contains(&board.width()) || !(3..=8).contains(&board.height()) {
        return Err(err(format!("board {board} is outside 3x3..8x8")));
    }
    let mut pos = Position {
        board,
        by_color: [Bitboard::EMPTY; 2],
        by_role: [Bitboard::EMPTY; 6],
        turn: Color::White,
        castling: Castling::default(),
        ep_square: None,
    };
    for (sq, c) in letters {
        let role = Role::from_char(c).ok_or_else(|| err(format!("unknown piece letter '{c}'")))?;
        let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
        pos.put(sq, color, role);
    }
    pos.turn = match fields.get(1) {
        None | Some(&"w") => Color::White,
        Some(&"b") => Color::Black,
        Some(s) => return Err(err(format!("side to move '{s}' is not w or b"))),
    };
    if let Some(c) = fields.get(2).filter(|c| **c != "-") {
        for ch in c.chars() {
            let (color, side) = match ch {
                'K' => (Color::White, KING_SIDE),
                'Q' => (Color::White, QUEEN_SIDE),
                'k' => (Color::Black, KING_SIDE),
                'q' => (Color::Black, QUEEN_SIDE),
                _ => return Err(err(format!("castling field '{c}': unknown letter '{ch}'"))),
            };
            if pos.castling.rights[color.index()][side] {
                return Err(err(format!("castling field '{c}': '{ch}' repeated")));
            }
            if !castling_possible(&pos, color, side) {
                return Err(err(format!(
                    "castling right '{ch}' needs an 8-file board with the king on the e-file and the rook in the corner of its back rank"
                )));
            }
            pos.castling.rights[color.index()][side] = true;
        }
    }
    if let Some(e) = fields.get(3).filter(|e| **e != "-") {
        let sq = board
            .parse_square(e)
            .ok_or_else(|| err(format!("en-passant square '{e}' is not on the board")))?;
        check_ep(&pos, sq).map_err(|m| err(format!("en-passant square {e}: {m}")))?;
        pos.ep_square = Some(sq);
    }
    for (i, f) in fields.iter().enumerate().skip(4) {
        if f.parse::<u32>().is_err() {
            return Err(err(format!("field {} '{f}' is not a move counter", i + 1)));
        }
    }
    check_legal(&pos).map_err(err)?;
    Ok(pos)
}

fn castling_possible(pos: &Position, color: Color, side: usize) -> bool {
    if !Position::castling_board(pos.board) {
        return false;
    }
    let rank = color.back_rank(pos.board);
    let king = Square::new(4, rank).expect("on board");
    let rook = Square::new(if side == KING_SIDE { 7 } else { 0 }, rank).expect("on board");
    pos.pieces(color, Role::King).contains(king) && pos.pieces(color, Role::Rook).contains(rook)
}

fn check_ep(pos: &Position, sq: Square) -> Result<(), String> {
    if pos.board.height() < 5 {
        return Err("no double steps on boards with fewer than 5 ranks".into());
    }
    // The side that just moved made the double step.
    let mover = pos.turn.other();
    // The skipped square is on the mover's third rank.
    let (skipped_rank, dir): (u8, i8) = match mover {
        Color::White => (2, 1),
        Color::Black => (pos.board.height() - 3, -1),
    };
    if sq.rank() != skipped_rank {
        return Err(format!(
            "must be on rank {} for a double step of {:?}",
            skipped_rank + 1,
            mover
        ));
    }
    let pawn = sq.offset(0, dir).expect("on board");
    let start = sq.offset(0, -dir).expect("on board");
    if !pos.pieces(mover, Role::Pawn).contains(pawn) {
        return Err("no pawn that just stepped over it".into());
    }
    if pos.occupied().contains(sq) || pos.occupied().contains(start) {
        return Err("the squares the pawn came from and skipped must be empty".into());
    }
    Ok(())
}

fn check_legal(pos: &Position) -> Result<(), String> {
    for color in [Color::White, Color::Black] {
        if pos.pieces(color, Role::King).count() > 1 {
            return Err(format!("{color:?} has more than one king"));
        }
        let first_last = Iterator::any(&mut pos.pieces(color, Role::Pawn), |sq| {
            sq.rank() == 0 || sq.rank() == pos.board.height() - 1
        });
        if first_last {
            return Err(format!("{color:?} has a pawn on the first or last rank"));
        }
    }
    if super::movegen::in_check(pos, pos.turn.other()) {
        return Err(format!("the side not to move ({:?}) is in check", pos.turn.other()));
    }
    Ok(())
}

/// Writes a position as FEN (halfmove and fullmove as `0 1`).
pub fn to_fen(pos: &Position) -> String {
    // Written straight into one string: tools key tables by FEN, so this
    // runs once per node there (rows of chars first cost an allocation per
    // rank and per run of empty squares).
    let mut s = String::with_capacity(90);
    for rank in (0..pos.board.height()).rev() {
        if rank + 1 < pos.board.height() {
            s.push('/');
        }
        let mut empty = 0u32;
        for file in 0..pos.board.width() {
            let ch = match pos.piece_at(Square::new(file, rank).expect("on board")) {
                Some((Color::White, role)) => role.char().to_ascii_uppercase(),
                Some((Color::Black, role)) => role.char(),
                None => {
                    empty += 1;
                    continue;
                }
            };
            push_empty_run(&mut s, &mut empty);
            s.push(ch);
        }
        push_empty_run(&mut s, &mut empty);
    }
    s.push_str(if pos.turn == Color::White { " w " } else { " b " });
    let r = pos.castling.rights;
    let mut c = String::new();
    for (ok, ch) in [(r[0][0], 'K'), (r[0][1], 'Q'), (r[1][0], 'k'), (r[1][1], 'q')] {
        if ok {
            c.push(ch);
        }
    }
    s.push_str(if c.is_empty() { "-" } else { &c });
    s.push(' ');
    s.push_str(&pos.ep_square.map(|e| e.to_string()).unwrap_or_else(|| "-".into()));
    s.push_str(" 0 1");
    s
}

/// A FEN placement from rows of piece letters, the top rank first, `.`
/// for an empty square (runs of them become digits): the inverse of
/// [`placement_rows`].
pub fn placement_from_rows<R: AsRef<[char]>>(rows: &[R]) -> String {
    let mut out = String::new();
    for (i, row) in rows.iter().enumerate() {
        if i > 0 {
            out.push('/');
        }
        let mut empty = 0u32;
        for &ch in row.as_ref() {
            if ch == '.' {
                empty += 1;
                continue;
            }
            push_empty_run(&mut out, &mut empty);
            out.push(ch);
        }
        push_empty_run(&mut out, &mut empty);
    }
    out
}

/// Writes a run of `empty` squares as its digits (boards may be wider
/// than nine files) and starts a new run.
fn push_empty_run(out: &mut String, empty: &mut u32) {
    if *empty > 0 {
        use std::fmt::Write;
        write!(out, "{empty}").expect("writing to a String cannot fail");
        *empty = 0;
    }
}

/// A FEN placement's rows of piece letters, the top rank first, digits
/// expanded to `.` (one per empty square): for tools that move pieces by
/// hand before [`placement_from_rows`] puts it back.
pub fn placement_rows(placement: &str) -> Vec<Vec<char>> {
    placement
        .split('/')
        .map(|row| {
            row.chars()
                .flat_map(|ch| match ch.to_digit(10) {
                    Some(n) => vec!['.'; n as usize],
                    None => vec![ch],
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::movegen::{legal_moves, perft};

    #[test]
    fn placement_rows_and_back_round_trip_on_every_board_size() {
        for placement in [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
            "k4/5/2p2/5/K3R",
            "3/1k1/K2",
            "8/8/8/8/8/8/8/8",
        ] {
            let rows = placement_rows(placement);
            assert!(rows.iter().all(|r| r.len() == rows[0].len()), "{placement}");
            assert_eq!(placement_from_rows(&rows), placement);
        }
        assert_eq!(placement_rows("2p/K2")[0], vec!['.', '.', 'p']);
        // A piece moved by hand: the runs of empty squares merge and split.
        let mut rows = placement_rows("k4/5/2p2/5/K3R");
        rows[2][2] = '.';
        rows[3][0] = 'p';
        assert_eq!(placement_from_rows(&rows), "k4/5/5/p4/K3R");
    }

    fn moves(fen: &str) -> Vec<String> {
        let pos = parse_fen(fen).unwrap();
        let mut v = Vec::new();
        legal_moves(&pos, &mut v);
        let mut s: Vec<String> = v.iter().map(|m| m.to_string()).collect();
        s.sort();
        s
    }

    #[test]
    fn fen_round_trips_on_small_boards() {
        for fen in [
            "k1K1/4/3r/RR2 b - - 0 1",
            "2k/3/K2 w - - 0 1",
            "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            "5/1p3/5/2P2/5 w - - 0 1",
        ] {
            assert_eq!(to_fen(&parse_fen(fen).unwrap()), fen);
        }
    }

    #[test]
    fn small_board_rules() {
        // Kings only on 3x3: the white king on a1 may not step next to the black king.
        assert_eq!(moves("2k/3/K2 w - -"), vec!["a1a2", "a1b1"]);
        // 4 ranks: no double step; a pawn on the 3rd rank promotes on the 4th.
        assert_eq!(moves("k3/4/P3/3K w - -").iter().filter(|m| m.starts_with("a2")).count(), 1);
        assert_eq!(moves("k3/P3/4/3K w - -").iter().filter(|m| m.starts_with("a3")).count(), 0); // blocked by the king on a4
        assert_eq!(moves("2k1/P3/4/3K w - -").iter().filter(|m| m.starts_with("a3")).count(), 4);
        // 5 ranks: double step from the second rank, then en passant right after.
        let pos = parse_fen("4k/1p3/5/2P2/K4 b - -").unwrap();
        assert!(moves("4k/1p3/5/2P2/K4 b - -").contains(&"b4b2".to_string()));
        let after = crate::chess::movegen::play(
            &pos,
            crate::chess::Move {
                from: pos.board.parse_square("b4").unwrap(),
                to: pos.board.parse_square("b2").unwrap(),
                promotion: None,
            },
        );
        assert_eq!(after.ep_square.map(|s| s.to_string()), Some("b3".into()));
        let mut v = Vec::new();
        legal_moves(&after, &mut v);
        assert!(
            v.iter().any(|m| m.to_string() == "c2b3"),
            "en passant right after the double step"
        );
        // Castling through an attacked square is illegal.
        assert!(!moves("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1").contains(&"e1g1".to_string()));
        assert!(moves("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").contains(&"e1g1".to_string()));
        assert!(perft(&parse_fen("k1K1/4/3r/RR2 b").unwrap(), 1) > 0);
        // En passant from a FEN on a 5-rank board (black just played b4b2).
        assert!(moves("4k/5/5/1pP2/K4 w - b3").contains(&"c2b3".to_string()));
        assert!(!moves("4k/5/5/1pP2/K4 w - -").contains(&"c2b3".to_string()));
    }

    #[test]
    fn bad_fens_name_the_problem() {
        let cases = [
            ("8/8/8/8/8/8/8/7 w", "rank 8 has 7 squares"),
            ("2/2 w", "outside 3x3"),
            ("k2/3/K2 x", "side to move 'x'"),
            ("k2/3/K2 w Z", "unknown letter 'Z'"),
            ("k2/3/K2 w K", "castling right 'K'"),
            ("k2/3/KK1 w", "more than one king"),
            ("k2/3/P1K w", "pawn on the first or last rank"),
            ("k2/1Q1/K2 w", "side not to move (Black) is in check"),
            ("4k/5/5/5/K4 w - c3", "en-passant square c3"),
            ("k2/3/K2 w - - x", "not a move counter"),
            ("k2/3/X2 w", "unknown piece letter 'X'"),
        ];
        for (fen, want) in cases {
            let e = parse_fen(fen).unwrap_err();
            assert!(e.to_string().contains(want), "{fen}: {e}");
        }
    }
}
