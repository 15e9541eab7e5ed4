//! The composer's first reckoning of a proof game, before any search: per
//! colour, the moves it makes in N plies, the fewest its pieces need to
//! reach the goal (the count's own bound at the start), the moves left to
//! spare, and the captures it made (the other colour's lost pieces).
//!
//! A colour with no move to spare must play only moves that bring a piece
//! nearer its goal square; a needed count above the moves made means no
//! game of N plies exists, as the count then says.

use crate::chess::heuristic::{moves_per_colour, Estimator};
use crate::chess::{Color, Position};

/// One colour's reckoning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ColourLedger {
    /// Moves this colour makes in the game.
    pub moves: u32,
    /// The fewest moves its pieces need by the count's bounds at the start;
    /// `None` where the bounds already refute the goal.
    pub needed: Option<u32>,
    /// `moves - needed` (`None` where `needed` is, or exceeds `moves`).
    pub spare: Option<u32>,
    /// Captures it made: the other colour's pieces missing from the goal.
    pub captures: u32,
}

/// White's and Black's reckonings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Ledger {
    pub white: ColourLedger,
    pub black: ColourLedger,
}

impl Ledger {
    /// The reckoning of the games of `plies` plies from `start` to the
    /// placement `goal` (the goal's side to move follows from `plies`).
    pub fn new(start: &Position, goal: &Position, plies: u32) -> Ledger {
        let moves = moves_per_colour(start, plies);
        // The goal's side to move: the start's after an even length.
        let turn = if plies % 2 == 0 { start.turn } else { start.turn.other() };
        let estimate = Estimator::for_budget(goal, Some(turn), start, moves).estimate(start);
        let pieces = |p: &Position, c: Color| p.by_color()[c.index()].count();
        let colour = |c: Color| {
            let needed = estimate.as_ref().map(|e| e.per_color[c.index()]);
            let other = c.other();
            ColourLedger {
                moves: moves[c.index()],
                needed,
                spare: needed.and_then(|n| moves[c.index()].checked_sub(n)),
                captures: pieces(start, other).saturating_sub(pieces(goal, other)),
            }
        };
        Ledger {
            white: colour(Color::White),
            black: colour(Color::Black),
        }
    }

    /// One line: `White: 7 moves, at least 7 needed (0 to spare), 0 captures; Black: …`.
    pub fn line(&self) -> String {
        let one = |name: &str, l: &ColourLedger| {
            let needed = match (l.needed, l.spare) {
                (Some(n), Some(s)) => format!("at least {n} needed ({s} to spare)"),
                (Some(n), None) => format!("at least {n} needed (too many)"),
                (None, _) => "the goal out of reach".to_string(),
            };
            let plural = |n: u32, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
            format!(
                "{name}: {}, {needed}, {}",
                plural(l.moves, "move"),
                plural(l.captures, "capture")
            )
        };
        format!("{}; {}", one("White", &self.white), one("Black", &self.black))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::{parse_fen, INITIAL_FEN};

    fn ledger(goal: &str, plies: u32) -> Ledger {
        Ledger::new(&parse_fen(INITIAL_FEN).unwrap(), &parse_fen(goal).unwrap(), plies)
    }

    #[test]
    fn moves_needed_spare_and_captures_per_colour() {
        // 1. e4 d5 2. exd5: white 2 moves (both needed), one capture; black
        // 1 move, needed, its d-pawn lost.
        let l = ledger("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b", 3);
        assert_eq!(
            l.white,
            ColourLedger {
                moves: 2,
                needed: Some(2),
                spare: Some(0),
                captures: 1
            }
        );
        assert_eq!(
            l.black,
            ColourLedger {
                moves: 1,
                needed: Some(1),
                spare: Some(0),
                captures: 0
            }
        );
        assert_eq!(
            l.line(),
            "White: 2 moves, at least 2 needed (0 to spare), 1 capture; Black: 1 move, at least 1 needed (0 to spare), 0 captures"
        );
    }

    #[test]
    fn spare_moves_and_a_goal_out_of_reach() {
        // The initial array after 4 plies: every move is spare (knights out and back).
        let home = ledger(INITIAL_FEN, 4);
        assert_eq!((home.white.needed, home.white.spare), (Some(0), Some(2)));
        assert_eq!((home.black.needed, home.black.spare), (Some(0), Some(2)));
        // e2-e4 and back is not a move: the pawn on e5 needs more than 2 plies' moves.
        let far = ledger("rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR w", 2);
        assert!(far.white.spare.is_none(), "{far:?}");
        assert!(far.line().starts_with("White: 1 move, "), "{}", far.line());
    }
}
