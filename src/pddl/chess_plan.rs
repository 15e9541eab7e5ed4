//! Planner plans of the single-player chess encoding mapped back to moves,
//! strictly: every action must be one of the domain's with its exact arity;
//! the colours must be the side to move and the other one (the sides
//! alternate with every action); a slide must name its direction kind and
//! exactly the squares between its ends. Steps named `verify-…` (the checks
//! of the axiom-free finite-domain task) are no moves and are skipped.
//! Legality is left to the native replay.

use super::chess::{COLOR_NAMES, ROLE_NAMES};
use super::plan::Action;
use crate::board::Square;
use crate::chess::{Move, Position, Role};

/// A step that is no action of the encoding, or whose arguments contradict it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("step {step} (line {line}) {action}: {reason}")]
pub struct UnmappableChessStep {
    /// 1-based index among the plan's actions.
    pub step: usize,
    pub line: usize,
    pub action: String,
    pub reason: String,
}

/// The name prefix of the steps that are no move: the zero-cost legality
/// checks (and castling's first two stages) of the axiom-free finite-domain
/// task (`sas::chess::task_without_axioms`). A plan skips them on its way
/// to moves.
pub const BOOKKEEPING_PREFIX: &str = "verify-";

/// The number of arguments of each action of the domain.
fn arity(name: &str) -> Option<usize> {
    Some(match name {
        "leap" | "promote" | "promote-hit" => 5,
        "push" | "hit" => 4,
        "double" | "en-passant" | "castle-kingside" => 6,
        "castle-queenside" => 7,
        n => {
            let k: usize = n.strip_prefix("slide")?.parse().ok().filter(|k| (1..=7).contains(k))?;
            if n != format!("slide{k}") {
                return None;
            }
            4 + k
        }
    })
}

fn map_one(start: &Position, step: usize, a: &Action) -> Result<Move, String> {
    let board = start.board;
    let n = arity(&a.name).ok_or_else(|| format!("'{}' is not an action of the chess encoding", a.name))?;
    if a.args.len() != n {
        return Err(format!("'{}' takes {n} arguments, not {}", a.name, a.args.len()));
    }
    // Every action is one move, so the mover alternates from the start's side to move.
    let mover = if step % 2 == 1 { start.turn } else { start.turn.other() };
    let (us, them) = (COLOR_NAMES[mover.index()], COLOR_NAMES[mover.other().index()]);
    if a.args[0] != us || a.args[1] != them {
        return Err(format!(
            "step {step} is {us}'s move: the colours must be {us} {them}, not {} {}",
            a.args[0], a.args[1]
        ));
    }
    let sq = |i: usize| -> Result<Square, String> {
        board
            .parse_square(&a.args[i])
            .ok_or_else(|| format!("'{}' is not a square of the {board} board", a.args[i]))
    };
    let role = |i: usize| -> Result<Role, String> {
        ROLE_NAMES
            .iter()
            .position(|r| *r == a.args[i])
            .map(|k| Role::ALL[k])
            .ok_or_else(|| format!("'{}' is not a role", a.args[i]))
    };
    let (from, to, promotion) = match a.name.as_str() {
        "leap" => {
            let r = role(2)?;
            if !matches!(r, Role::Knight | Role::King) {
                return Err(format!("only knights and kings leap, not a {}", ROLE_NAMES[r.index()]));
            }
            (sq(3)?, sq(4)?, None)
        }
        name if name.starts_with("slide") => {
            let (from, to) = (sq(3)?, sq(n - 1)?);
            let g = board.geometry();
            if from == to || !g.aligned(from, to) {
                return Err(format!("{from} and {to} are not on a line"));
            }
            let kind = if from.file() == to.file() || from.rank() == to.rank() {
                "orth"
            } else {
                "diag"
            };
            if a.args[2] != kind {
                return Err(format!("{from} to {to} is an {kind} line, not {}", a.args[2]));
            }
            let mut between: Vec<Square> = g.between[from.index()][to.index()].into_iter().collect();
            between.sort_by_key(|q| {
                (q.file() as i32 - from.file() as i32)
                    .abs()
                    .max((q.rank() as i32 - from.rank() as i32).abs())
            });
            let named = &a.args[4..n - 1];
            let expected: Vec<String> = between.iter().map(|q| q.to_string()).collect();
            if named != expected.as_slice() {
                return Err(format!(
                    "the squares between {from} and {to} are [{}], not [{}]",
                    expected.join(" "),
                    named.join(" ")
                ));
            }
            (from, to, None)
        }
        "push" | "hit" | "en-passant" => (sq(2)?, sq(3)?, None),
        "double" => (sq(2)?, sq(4)?, None),
        "promote" | "promote-hit" => {
            let r = role(4)?;
            if matches!(r, Role::Pawn | Role::King) {
                return Err(format!("a pawn cannot promote to a {}", ROLE_NAMES[r.index()]));
            }
            (sq(2)?, sq(3)?, Some(r))
        }
        "castle-kingside" | "castle-queenside" => (sq(2)?, sq(4)?, None),
        _ => unreachable!("arity() accepts only the names above"),
    };
    Ok(Move { from, to, promotion })
}

/// Maps planner actions back to moves (from, to, promotion).
pub fn actions_to_moves(start: &Position, actions: &[Action]) -> Result<Vec<Move>, UnmappableChessStep> {
    let mut moves = Vec::with_capacity(actions.len());
    for (i, a) in actions.iter().enumerate() {
        if a.name.starts_with(BOOKKEEPING_PREFIX) {
            continue;
        }
        let m = map_one(start, moves.len() + 1, a).map_err(|reason| UnmappableChessStep {
            step: i + 1,
            line: a.line,
            action: a.to_string(),
            reason,
        })?;
        moves.push(m);
    }
    Ok(moves)
}

/// The action of the chess encoding that plays `mv` in `pos` (the inverse
/// of [`actions_to_moves`]); `Err` when no piece of the side to move stands
/// on the move's square.
pub fn move_to_action(pos: &Position, mv: Move) -> Result<Action, String> {
    let (color, role) = pos
        .piece_at(mv.from)
        .filter(|(c, _)| *c == pos.turn)
        .ok_or_else(|| format!("no piece of the side to move on {}", mv.from))?;
    let us = COLOR_NAMES[color.index()].to_string();
    let them = COLOR_NAMES[color.other().index()].to_string();
    let (f, t) = (mv.from.to_string(), mv.to.to_string());
    let file = |s: Square| format!("file-{}", (b'a' + s.file()) as char);
    let target_empty = pos.piece_at(mv.to).is_none();
    let (name, rest): (String, Vec<String>) = match role {
        Role::King if mv.from.file().abs_diff(mv.to.file()) == 2 => {
            let at = |x: u8| Square::new(x, mv.from.rank()).expect("a back-rank square").to_string();
            if mv.to.file() == 6 {
                ("castle-kingside".into(), vec![at(4), at(5), at(6), at(7)])
            } else {
                ("castle-queenside".into(), vec![at(4), at(3), at(2), at(1), at(0)])
            }
        }
        Role::Knight | Role::King => ("leap".into(), vec![ROLE_NAMES[role.index()].into(), f, t]),
        Role::Pawn => {
            let diagonal = mv.from.file() != mv.to.file();
            match (mv.promotion, diagonal) {
                (Some(p), false) => ("promote".into(), vec![f, t, ROLE_NAMES[p.index()].into()]),
                (Some(p), true) => ("promote-hit".into(), vec![f, t, ROLE_NAMES[p.index()].into()]),
                (None, true) if target_empty => {
                    let victim = Square::new(mv.to.file(), mv.from.rank()).expect("beside the pawn");
                    ("en-passant".into(), vec![f, t, victim.to_string(), file(mv.to)])
                }
                (None, true) => ("hit".into(), vec![f, t]),
                (None, false) if mv.from.rank().abs_diff(mv.to.rank()) == 2 => {
                    let mid = Square::new(mv.from.file(), (mv.from.rank() + mv.to.rank()) / 2).expect("between");
                    ("double".into(), vec![f, mid.to_string(), t, file(mv.from)])
                }
                (None, false) => ("push".into(), vec![f, t]),
            }
        }
        Role::Bishop | Role::Rook | Role::Queen => {
            let g = pos.board.geometry();
            let mut between: Vec<Square> = g.between[mv.from.index()][mv.to.index()].into_iter().collect();
            between.sort_by_key(|q| {
                (q.file() as i32 - mv.from.file() as i32)
                    .abs()
                    .max((q.rank() as i32 - mv.from.rank() as i32).abs())
            });
            let kind = if mv.from.file() == mv.to.file() || mv.from.rank() == mv.to.rank() {
                "orth"
            } else {
                "diag"
            };
            let mut args = vec![kind.to_string(), f];
            args.extend(between.iter().map(Square::to_string));
            args.push(t);
            (format!("slide{}", between.len() + 1), args)
        }
    };
    let mut args = vec![us, them];
    args.extend(rest);
    Ok(Action { name, args, line: 0 })
}

/// The plan of the chess encoding that plays `moves` from `start`.
pub fn moves_to_actions(start: &Position, moves: &[Move]) -> Result<Vec<Action>, String> {
    let mut pos = start.clone();
    let mut out = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        out.push(move_to_action(&pos, mv).map_err(|e| format!("move {}: {e}", i + 1))?);
        pos = crate::chess::movegen::play(&pos, mv);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::pddl::plan::parse_plan;

    fn map(fen: &str, plan: &str) -> Result<Vec<Move>, UnmappableChessStep> {
        actions_to_moves(&parse_fen(fen).unwrap(), &parse_plan(plan).unwrap())
    }
    const ROOK: &str = "7k/8/8/8/8/8/8/1R6 w";

    /// Random legal lines (castling, en passant and promotions included)
    /// written as actions map back to the same moves.
    #[test]
    fn moves_written_as_actions_map_back() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let fens = [
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq",
            "4k3/1P6/8/3pP3/8/8/6p1/4K3 w - d6",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
        ];
        let mut kinds = std::collections::BTreeSet::new();
        for fen in fens {
            for _ in 0..40 {
                let start = parse_fen(fen).unwrap();
                let (mut pos, mut line) = (start.clone(), Vec::new());
                for _ in 0..12 {
                    let mut moves = Vec::new();
                    crate::chess::movegen::legal_moves(&pos, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    let mv = moves[rng.gen_range(0..moves.len())];
                    kinds.insert(move_to_action(&pos, mv).unwrap().name);
                    line.push(mv);
                    pos = crate::chess::movegen::play(&pos, mv);
                }
                let actions = moves_to_actions(&start, &line).unwrap();
                assert_eq!(actions_to_moves(&start, &actions).unwrap(), line, "{fen}");
            }
        }
        for k in [
            "leap",
            "push",
            "double",
            "hit",
            "promote",
            "en-passant",
            "castle-kingside",
            "slide1",
        ] {
            assert!(kinds.contains(k), "no {k} among {kinds:?}");
        }
    }

    #[test]
    fn a_true_slide_maps() {
        let m = map(ROOK, "(slide3 white black orth b1 b2 b3 b4)").unwrap();
        assert_eq!(m[0].to_string(), "b1b4");
    }

    /// The axiom-free task's check steps are skipped: the moves alternate
    /// colours among themselves, and an error names the step among all actions.
    #[test]
    fn check_steps_between_moves_are_skipped() {
        let plan = "(verify-castle-kingside white e1 start)\n(slide3 white black orth b1 b2 b3 b4)\n\
                    (verify-line white a1 north-clear south-clear)\n(leap black white king h8 g8)\n\
                    (verify-line black g8 north-clear south-clear)\n";
        let m = map(ROOK, plan).unwrap();
        assert_eq!(m.iter().map(|x| x.to_string()).collect::<Vec<_>>(), ["b1b4", "h8g8"]);
        let e = map(ROOK, "(verify-line white a1 x)\n(leap black white king h8 g8)").unwrap_err();
        assert_eq!(e.step, 2, "{e}");
        assert!(e.reason.contains("colours"), "{e}");
    }

    #[test]
    fn regression_false_slide_squares_are_rejected() {
        let e = map(ROOK, "(slide3 white black orth b1 b2 b7 b4)").unwrap_err();
        assert!(e.reason.contains("squares between"), "{e}");
    }

    #[test]
    fn regression_arity_names_and_colours_are_checked() {
        assert!(map(ROOK, "(slide3 white black orth b1 b2 b4)")
            .unwrap_err()
            .reason
            .contains("takes 7"));
        assert!(map(ROOK, "(slide03 white black orth b1 b2 b3 b4)")
            .unwrap_err()
            .reason
            .contains("not an action"));
        assert!(map(ROOK, "(slide3 black white orth b1 b2 b3 b4)")
            .unwrap_err()
            .reason
            .contains("colours"));
        assert!(map(ROOK, "(slide3 white black diag b1 b2 b3 b4)")
            .unwrap_err()
            .reason
            .contains("orth line"));
    }
}
