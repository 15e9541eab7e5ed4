//! UCI move notation (`e2e4`, `e7e8q`) as a library type: parsing checks
//! the squares against the board; legality is the move generator's business.

use super::{Move, Position, Role};

/// Parses a UCI move such as `e2e4` or `e7e8q` on the position's board.
pub fn parse_uci(pos: &Position, text: &str) -> Option<Move> {
    let t = text.trim();
    if !t.is_ascii() || !(4..=5).contains(&t.len()) {
        return None;
    }
    let from = pos.board.parse_square(&t[..2])?;
    let to = pos.board.parse_square(&t[2..4])?;
    let promotion = match t.get(4..) {
        Some("") | None => None,
        Some(p) => Some(Role::from_char(p.chars().next()?).filter(|r| !matches!(r, Role::Pawn | Role::King))?),
    };
    Some(Move { from, to, promotion })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    #[test]
    fn uci_moves() {
        let p = parse_fen("4k3/P7/8/8/8/8/8/4K3 w").unwrap();
        assert_eq!(parse_uci(&p, "a7a8q").unwrap().to_string(), "a7a8q");
        assert_eq!(parse_uci(&p, "e1e2").unwrap().to_string(), "e1e2");
        for bad in ["", "e1", "e1e9", "a7a8k", "a7a8x", "é1e2"] {
            assert!(parse_uci(&p, bad).is_none(), "{bad}");
        }
    }
}
