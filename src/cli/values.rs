//! Parsers of the command-line values that are not library types with
//! `FromStr` of their own: board sizes, budgets and level ranges. One
//! parser each, so the same text means the same thing in every command.

use crate::board::Board;
use crate::solo::Budget;

/// `WxH` with each side 1..8.
pub fn board(s: &str) -> Result<Board, String> {
    let bad = || format!("'{s}': expected WxH with W and H in 1..8");
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(bad)?;
    let (w, h) = (w.parse::<u8>().map_err(|_| bad())?, h.parse::<u8>().map_err(|_| bad())?);
    Board::new(w, h).ok_or_else(bad)
}

/// A capture budget: a number or `-` (unlimited).
pub fn budget(s: &str) -> Result<Budget, String> {
    crate::solo::notation::parse_budget(s).map_err(|e| format!("'{s}': {}", e.message))
}

/// Piece counts: `A..B` (inclusive) or a comma list, each 1..64.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Levels(pub Vec<usize>);

impl std::str::FromStr for Levels {
    type Err = String;
    fn from_str(s: &str) -> Result<Levels, String> {
        let bad = || format!("'{s}': expected A..B or a comma list of piece counts from 1 to 64");
        let v: Vec<usize> = if let Some((a, b)) = s.split_once("..") {
            let (a, b) = (
                a.trim().parse::<usize>().map_err(|_| bad())?,
                b.trim().parse::<usize>().map_err(|_| bad())?,
            );
            (a..=b).collect()
        } else {
            s.split(',')
                .map(|x| x.trim().parse::<usize>().map_err(|_| bad()))
                .collect::<Result<_, _>>()?
        };
        if v.is_empty() || v.iter().any(|&n| n == 0 || n > 64) {
            return Err(bad());
        }
        Ok(Levels(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values() {
        assert_eq!(board("5x4").unwrap().to_string(), "5x4");
        assert!(board("9x9").is_err() && board("0x3").is_err() && board("8").is_err());
        assert_eq!(budget("-").unwrap(), Budget::Unlimited);
        assert_eq!(budget("3").unwrap(), Budget::Limited(3));
        assert!(budget("x").is_err());
        assert_eq!("4..6".parse::<Levels>().unwrap().0, vec![4, 5, 6]);
        assert_eq!("4, 8".parse::<Levels>().unwrap().0, vec![4, 8]);
        for bad in ["", "6..4", "0", "65", "a..b", "4,,5"] {
            assert!(bad.parse::<Levels>().is_err(), "{bad}");
        }
    }
}
