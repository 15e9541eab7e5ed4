//! Single-player chess diagrams: a position, a line as a sheet (one board
//! per move in SAN, the move as an arrow, a captured piece ringed), and a
//! forced mate's key move and main line.

use super::{Arrow, Diagram, Kind, Piece, Tone};
use crate::chess::mate::TreeNode;
use crate::chess::movegen::play;
use crate::chess::san::to_san;
use crate::chess::uci::parse_uci;
use crate::chess::{Color, Move, Position, Role};

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

/// A position.
pub fn position(pos: &Position) -> Diagram {
    let mut d = Diagram::new(pos.board);
    for sq in pos.board.squares() {
        if let Some((c, r)) = pos.piece_at(sq) {
            d.pieces.push((
                sq,
                Piece {
                    kind: kind(r),
                    black: c == Color::Black,
                    badge: None,
                },
            ));
        }
    }
    d
}

/// The square whose piece a move captures (en passant: beside the target).
fn victim(pos: &Position, m: Move) -> Option<crate::board::Square> {
    if pos.piece_at(m.to).is_some() {
        return Some(m.to);
    }
    let pawn = pos.piece_at(m.from).is_some_and(|(_, r)| r == Role::Pawn);
    if pawn && m.from.file() != m.to.file() {
        return crate::board::Square::new(m.to.file(), m.from.rank());
    }
    None
}

/// One board per move (numbered from `first`, the move in SAN) and the
/// final position captioned `end`. `moves` must be legal.
pub fn line(start: &Position, moves: &[Move], end: &str) -> Vec<Diagram> {
    let mut pos = start.clone();
    let mut out = Vec::new();
    for (i, &m) in moves.iter().enumerate() {
        let mut d = position(&pos);
        d.arrows.push(Arrow {
            from: m.from,
            to: m.to,
            tone: if i == 0 { Tone::Good } else { Tone::Move },
        });
        d.captured.extend(victim(&pos, m));
        d.caption = Some(format!("{}. {}", i + 1, to_san(&pos, m)));
        pos = play(&pos, m);
        out.push(d);
    }
    let mut last = position(&pos);
    last.caption = Some(end.to_string());
    out.push(last);
    out
}

/// A mate's main line: the key move, then each first defence and the
/// attacker's answer, from the solution tree.
pub fn main_line(pos: &Position, tree: &TreeNode) -> Vec<Move> {
    let mut moves = Vec::new();
    let (mut here, mut node) = (pos.clone(), tree);
    while let Some(attack) = parse_uci(&here, &node.attack) {
        moves.push(attack);
        here = play(&here, attack);
        let Some((defence, next)) = node.defences.first() else { break };
        let Some(d) = parse_uci(&here, defence) else { break };
        moves.push(d);
        here = play(&here, d);
        node = next;
    }
    moves
}
