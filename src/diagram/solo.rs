//! Solo Chess diagrams: a position with each piece's captures left, a
//! solution as a sheet (one board per capture, the capture drawn as an
//! arrow, the captured piece ringed), and an analysis (winning first
//! captures in green, losing ones in red).

use super::{Arrow, Badge, Diagram, Kind, Piece, Tone};
use crate::solo::analysis::analyze::Analysis;
use crate::solo::rules::notation::parse_move;
use crate::solo::rules::position::Position;
use crate::solo::{Budget, Move, Puzzle, Role, WrittenMove};

fn kind(r: Role) -> Kind {
    match r {
        Role::King => Kind::King,
        Role::Queen => Kind::Queen,
        Role::Rook => Kind::Rook,
        Role::Bishop => Kind::Bishop,
        Role::Knight => Kind::Knight,
        Role::Pawn => Kind::Pawn,
    }
}

/// A position: every piece white, with its budget badge.
pub fn position(pos: &Position) -> Diagram {
    let mut d = Diagram::new(pos.board());
    for sq in pos.board().squares() {
        if let Some((role, budget)) = pos.at(sq) {
            let badge = match budget {
                Budget::Limited(n) => Badge::Count(u32::from(n)),
                Budget::Unlimited => Badge::Unlimited,
            };
            d.pieces.push((
                sq,
                Piece {
                    kind: kind(role),
                    black: false,
                    badge: Some(badge),
                },
            ));
        }
    }
    d
}

/// A puzzle's start, captioned.
pub fn puzzle(p: &Puzzle, caption: &str) -> Diagram {
    let mut d = position(&p.position());
    d.caption = Some(caption.to_string());
    d
}

/// One board per capture (the position before it, the capture as an arrow,
/// the victim ringed) and the final position. `moves` must be legal.
pub fn solution(p: &Puzzle, moves: &[Move]) -> Vec<Diagram> {
    let mut pos = p.position();
    let mut out = Vec::new();
    for (i, &m) in moves.iter().enumerate() {
        let role = pos.at(m.from).map_or(Role::King, |x| x.0);
        let mut d = position(&pos);
        d.arrows.push(Arrow {
            from: m.from,
            to: m.to,
            tone: Tone::Move,
        });
        d.captured.push(m.to);
        d.caption = Some(format!("{}. {}", i + 1, m.long(role)));
        out.push(d);
        if pos.apply(WrittenMove { mv: m, role: None }).is_err() {
            break;
        }
    }
    let mut last = position(&pos);
    last.caption = Some(if pos.is_solved() { "solved".into() } else { "end".into() });
    out.push(last);
    out
}

/// The start with every first capture: green if it keeps the puzzle
/// solvable, red if it loses.
pub fn analysis(p: &Puzzle, a: &Analysis) -> Diagram {
    let mut d = position(&p.position());
    // A capture an incomplete analysis did not finish gets no arrow.
    for m in &a.moves {
        let (Ok(w), Some(solvable)) = (parse_move(p.board(), &m.capture), m.solvable) else {
            continue;
        };
        d.arrows.push(Arrow {
            from: w.mv.from,
            to: w.mv.to,
            tone: if solvable { Tone::Good } else { Tone::Bad },
        });
    }
    let winning = a.moves.iter().filter(|m| m.solvable == Some(true)).count();
    d.caption = Some(format!(
        "{} solution(s); winning captures {winning} of {}",
        a.solutions,
        a.moves.len()
    ));
    d
}
