//! Native Solo Chess solutions written as plans of an encoding: the inverse
//! of [`super::solo_plan`]. Lets VAL check that an encoding admits the
//! native solutions, not only that the planner's plans are legal.

use super::plan::Action;
use super::solo::Encoding;
use super::solo_occupants::Occupants;
use crate::board::Square;
use crate::solo::rules::reach::reach_squares;
use crate::solo::{Move, Puzzle};

/// A move that is not a capture of the current position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("move {step} ({mv}): {reason}")]
pub struct UnplayableMove {
    pub step: usize,
    pub mv: String,
    pub reason: String,
}

fn action(name: String, args: Vec<String>) -> Action {
    Action { name, args, line: 0 }
}

/// The plan of `encoding` that plays `moves` (a solution, or any capture
/// sequence) from the puzzle's start. Without a king, `choose-survivor` is
/// the first action and picks the piece that stands last.
pub fn moves_to_actions(p: &Puzzle, encoding: Encoding, moves: &[Move]) -> Result<Vec<Action>, UnplayableMove> {
    let n = p.pieces().len();
    let mut board = Occupants::new(p);
    let mut out = Vec::new();
    // Without a king, the royal piece is the one that stands last.
    if board.royal.is_none() {
        let mut at: Vec<Option<Square>> = p.pieces().iter().map(|x| Some(x.square)).collect();
        for m in moves {
            for a in at.iter_mut() {
                if *a == Some(m.to) {
                    *a = None;
                }
            }
            for a in at.iter_mut() {
                if *a == Some(m.from) {
                    *a = Some(m.to);
                }
            }
        }
        let survivors: Vec<usize> = (0..n).filter(|&i| at[i].is_some()).collect();
        if let [i] = survivors[..] {
            let start = p.pieces()[i].square;
            board.royal = Some(start);
            let arg = match encoding {
                Encoding::Objects => board.at(start).map(|o| o.object.clone()).unwrap_or_default(),
                _ => start.to_string(),
            };
            out.push(action("choose-survivor".into(), vec![arg]));
        }
    }
    for (i, m) in moves.iter().enumerate() {
        let fail = |reason: String| UnplayableMove {
            step: i + 1,
            mv: format!("{}{}", m.from, m.to),
            reason,
        };
        let mover = board
            .at(m.from)
            .cloned()
            .ok_or_else(|| fail(format!("no piece on {}", m.from)))?;
        let victim = board
            .at(m.to)
            .cloned()
            .ok_or_else(|| fail(format!("no piece to capture on {}", m.to)))?;
        let next = mover
            .count
            .checked_sub(1)
            .ok_or_else(|| fail(format!("the piece on {} has no captures left", m.from)))?;
        let (c, c1) = (format!("n{}", mover.count), format!("n{next}"));
        let is_royal = board.royal == Some(m.from);
        let a = match encoding {
            Encoding::Squares | Encoding::Strips => {
                let path = reach_squares(p, mover.role, m.from, m.to)
                    .ok_or_else(|| fail(format!("a {} cannot capture from {} to {}", mover.role.name(), m.from, m.to)))?;
                let prefix = if is_royal { "royal-capture" } else { "capture" };
                let mut args = vec![mover.role.name().to_string(), m.from.to_string(), m.to.to_string(), c, c1];
                args.extend(path.iter().map(Square::to_string));
                if encoding == Encoding::Strips {
                    args.push(victim.role.name().to_string());
                    args.push(format!("n{}", victim.count));
                }
                action(format!("{prefix}-{}", path.len()), args)
            }
            Encoding::Objects => action(
                format!("{}-captures", mover.role.name()),
                vec![
                    mover.object.clone(),
                    victim.object.clone(),
                    m.from.to_string(),
                    m.to.to_string(),
                    c,
                    c1,
                ],
            ),
        };
        out.push(a);
        board.play(m.from, m.to);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::rules::notation::parse_solo_fen;

    #[test]
    fn exported_solutions_map_back_to_the_same_moves() {
        let p = parse_solo_fen("8/8/8/6N1/5B2/7P/5BKQ/4B1N1 2").unwrap();
        let sol = crate::solo::search::solver::solve(&p, &Default::default()).0;
        let crate::solo::search::solver::Verdict::Solved(moves) = sol else {
            panic!("solvable")
        };
        for enc in Encoding::ALL {
            let actions = moves_to_actions(&p, enc, &moves).unwrap();
            let back = super::super::solo_plan::actions_to_moves(&p, &actions).unwrap();
            assert_eq!(back.iter().map(|w| w.mv).collect::<Vec<_>>(), moves, "{}", enc.name());
        }
    }

    #[test]
    fn without_a_king_the_survivor_is_chosen_first() {
        let p = parse_solo_fen("8/8/8/8/8/8/8/QR6 2").unwrap();
        let mv = Move {
            from: p.board().parse_square("a1").unwrap(),
            to: p.board().parse_square("b1").unwrap(),
        };
        let a = moves_to_actions(&p, Encoding::Squares, &[mv]).unwrap();
        assert_eq!(a[0].to_string(), "(choose-survivor a1)");
        assert_eq!(a[1].to_string(), "(royal-capture-0 queen a1 b1 n1 n0)");
        let a = moves_to_actions(&p, Encoding::Objects, &[mv]).unwrap();
        assert_eq!(a[0].to_string(), "(choose-survivor queen-a1)");
    }
}
