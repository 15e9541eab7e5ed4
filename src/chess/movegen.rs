//! Legal move generation on any board size (copy-make: pseudo-legal moves,
//! kept when the mover's king is not attacked afterwards), and perft.

use super::{CastlingFiles, Color, Move, Position, Role, CASTLING_FILES, CASTLING_KING_FROM, KING_SIDE, QUEEN_SIDE};
use crate::board::{Bitboard, Square};

/// The pieces of `by` that attack `sq` with the occupancy `occ`.
pub fn attackers(pos: &Position, sq: Square, by: Color, occ: Bitboard) -> Bitboard {
    let g = pos.board.geometry();
    let i = sq.index();
    let them = pos.by_color[by.index()];
    let pawns_from = if by == Color::White { g.pawn_down[i] } else { g.pawn_up[i] };
    let queens = pos.by_role[Role::Queen.index()];
    them & ((pawns_from & pos.by_role[Role::Pawn.index()])
        | (g.knight[i] & pos.by_role[Role::Knight.index()])
        | (g.king[i] & pos.by_role[Role::King.index()])
        | (g.rook_attacks(sq, occ) & (pos.by_role[Role::Rook.index()] | queens))
        | (g.bishop_attacks(sq, occ) & (pos.by_role[Role::Bishop.index()] | queens)))
}

/// Whether `sq` is attacked by `by` with the occupancy `occ`.
#[inline]
pub fn attacked(pos: &Position, sq: Square, by: Color, occ: Bitboard) -> bool {
    attackers(pos, sq, by, occ).any()
}

/// The pieces of the side to move that are pinned to their own king.
fn pinned(pos: &Position, king: Square) -> Bitboard {
    let g = pos.board.geometry();
    let us = pos.turn;
    let them = pos.by_color[us.other().index()];
    let queens = pos.by_role[Role::Queen.index()];
    let snipers = them
        & ((g.rook_attacks(king, Bitboard::EMPTY) & (pos.by_role[Role::Rook.index()] | queens))
            | (g.bishop_attacks(king, Bitboard::EMPTY) & (pos.by_role[Role::Bishop.index()] | queens)));
    let occ = pos.occupied();
    let mut pinned = Bitboard::EMPTY;
    for s in snipers {
        let blockers = g.between[king.index()][s.index()] & occ;
        if blockers.count() == 1 {
            pinned |= blockers & pos.by_color[us.index()];
        }
    }
    pinned
}

/// Whether `color`'s king is attacked (never, without a king).
pub fn in_check(pos: &Position, color: Color) -> bool {
    pos.pieces(color, Role::King)
        .first()
        .is_some_and(|k| attacked(pos, k, color.other(), pos.occupied()))
}

fn push_pawn_move(pos: &Position, from: Square, to: Square, out: &mut Vec<Move>) {
    if to.rank() == pos.promotion_rank(pos.turn) {
        for p in Role::PROMOTIONS {
            out.push(Move {
                from,
                to,
                promotion: Some(p),
            });
        }
    } else {
        out.push(Move {
            from,
            to,
            promotion: None,
        });
    }
}

/// Appends the pseudo-legal moves (legal but for leaving the own king attacked).
pub fn pseudo_legal_moves(pos: &Position, out: &mut Vec<Move>) {
    let g = pos.board.geometry();
    let us = pos.turn;
    let own = pos.by_color[us.index()];
    let enemy = pos.by_color[us.other().index()];
    let occ = own | enemy;
    let dir: i8 = if us == Color::White { 1 } else { -1 };
    let start_rank = if us == Color::White { 1 } else { pos.board.height() - 2 };
    for from in pos.pieces(us, Role::Pawn) {
        if let Some(to) = from.offset(0, dir).filter(|t| pos.board.contains(*t) && !occ.contains(*t)) {
            push_pawn_move(pos, from, to, out);
            if from.rank() == start_rank && pos.board.height() >= 5 {
                if let Some(two) = to.offset(0, dir).filter(|t| !occ.contains(*t)) {
                    out.push(Move {
                        from,
                        to: two,
                        promotion: None,
                    });
                }
            }
        }
        let attacks = if us == Color::White {
            g.pawn_up[from.index()]
        } else {
            g.pawn_down[from.index()]
        };
        for to in attacks & enemy {
            push_pawn_move(pos, from, to, out);
        }
        if let Some(ep) = pos.ep_square.filter(|ep| attacks.contains(*ep)) {
            out.push(Move {
                from,
                to: ep,
                promotion: None,
            });
        }
    }
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King] {
        for from in pos.pieces(us, role) {
            let targets = g.attacks(role.movement(us), from, occ);
            for to in targets & !own {
                out.push(Move {
                    from,
                    to,
                    promotion: None,
                });
            }
        }
    }
    castling_moves(pos, out);
}

/// Castling: rights, free squares between king and rook, and no check on the
/// king's start, transit and target squares.
fn castling_moves(pos: &Position, out: &mut Vec<Move>) {
    let us = pos.turn;
    let rights = pos.castling.rights[us.index()];
    if !rights[KING_SIDE] && !rights[QUEEN_SIDE] {
        return;
    }
    let rank = us.back_rank(pos.board);
    let sq = |f: u8| Square::new(f, rank).expect("8 files");
    let king = sq(CASTLING_KING_FROM);
    let occ = pos.occupied();
    if !pos.pieces(us, Role::King).contains(king) || attacked(pos, king, us.other(), occ) {
        return;
    }
    for castling in &CASTLING_FILES {
        if !rights[castling.side] {
            continue;
        }
        if castling.between.iter().any(|&f| occ.contains(sq(f))) {
            continue;
        }
        if castling.king_path().any(|f| attacked(pos, sq(f), us.other(), occ)) {
            continue;
        }
        out.push(Move {
            from: king,
            to: sq(castling.king_to),
            promotion: None,
        });
    }
}

/// The position after a pseudo-legal move.
pub fn play(pos: &Position, mv: Move) -> Position {
    let mut next = pos.clone();
    let us = pos.turn;
    let (_, role) = pos.piece_at(mv.from).expect("a piece on the from-square");
    let is_ep = role == Role::Pawn && Some(mv.to) == pos.ep_square && mv.from.file() != mv.to.file();
    next.clear(mv.from);
    next.clear(mv.to);
    if is_ep {
        next.clear(Square::new(mv.to.file(), mv.from.rank()).expect("on board"));
    }
    next.put(mv.to, us, mv.promotion.unwrap_or(role));
    if role == Role::King && mv.from.file().abs_diff(mv.to.file()) == 2 {
        let rank = mv.from.rank();
        let castling = CastlingFiles::landing_on(mv.to.file()).expect("a king's two-file move is castling");
        next.clear(Square::new(castling.rook_from, rank).expect("on board"));
        next.put(Square::new(castling.rook_to, rank).expect("on board"), us, Role::Rook);
    }
    if role == Role::King {
        next.castling.rights[us.index()] = [false, false];
    }
    // A move from or onto a corner of a back rank ends that corner's right.
    if Position::castling_board(pos.board) {
        for color in [Color::White, Color::Black] {
            let rank = color.back_rank(pos.board);
            for castling in &CASTLING_FILES {
                let corner = Square::new(castling.rook_from, rank).expect("on board");
                if mv.from == corner || mv.to == corner {
                    next.castling.rights[color.index()][castling.side] = false;
                }
            }
        }
    }
    next.ep_square = (role == Role::Pawn && mv.from.rank().abs_diff(mv.to.rank()) == 2)
        .then(|| Square::new(mv.from.file(), (mv.from.rank() + mv.to.rank()) / 2).expect("on board"));
    next.turn = us.other();
    next
}

/// Appends the legal moves. Instead of playing every pseudo-legal move, the
/// king's checkers and pinned pieces decide: a king move must land on a square
/// that is not attacked once the king has left its square; other moves must
/// stay on the pin line and, in check, capture or block the single checker.
/// En passant (which removes two pieces from a line) is played out.
pub fn legal_moves(pos: &Position, out: &mut Vec<Move>) {
    let start = out.len();
    pseudo_legal_moves(pos, out);
    let us = pos.turn;
    let Some(king) = pos.pieces(us, Role::King).first() else {
        return; // without a king every pseudo-legal move is legal
    };
    let g = pos.board.geometry();
    let occ = pos.occupied();
    let checkers = attackers(pos, king, us.other(), occ);
    let pinned = pinned(pos, king);
    let pawns = pos.by_role[Role::Pawn.index()];
    let mut keep = start;
    for i in start..out.len() {
        let mv = out[i];
        let legal = if mv.from == king {
            // Castling was checked square by square when it was generated.
            mv.from.file().abs_diff(mv.to.file()) == 2 || !attacked(pos, mv.to, us.other(), occ ^ Bitboard::from_square(king))
        } else if pawns.contains(mv.from) && Some(mv.to) == pos.ep_square && mv.from.file() != mv.to.file() {
            !in_check(&play(pos, mv), us)
        } else if checkers.count() > 1 {
            false
        } else {
            let pin_ok = !pinned.contains(mv.from) || g.line[king.index()][mv.from.index()].contains(mv.to);
            let check_ok = checkers
                .first()
                .is_none_or(|c| mv.to == c || g.between[king.index()][c.index()].contains(mv.to));
            pin_ok && check_ok
        };
        if legal {
            out[keep] = mv;
            keep += 1;
        }
    }
    out.truncate(keep);
}

/// Counts the leaf nodes of the legal move tree to `depth`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::with_capacity(64);
    legal_moves(pos, &mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|&mv| perft(&play(pos, mv), depth - 1)).sum()
}

/// Why `mv` is not legal in `pos`, in a few words (e.g. "castling through an
/// attacked square"); `None` if it is legal.
pub fn explain_illegal(pos: &Position, mv: Move) -> Option<String> {
    let mut legal = Vec::new();
    legal_moves(pos, &mut legal);
    if legal.contains(&mv) {
        return None;
    }
    let Some((color, role)) = pos.piece_at(mv.from) else {
        return Some(format!("no piece on {}", mv.from));
    };
    if color != pos.turn {
        return Some(format!("the piece on {} belongs to the side not to move", mv.from));
    }
    let us = pos.turn;
    if role == Role::King && mv.from.rank() == mv.to.rank() && mv.from.file().abs_diff(mv.to.file()) == 2 {
        let castling = if mv.to.file() > mv.from.file() {
            &CASTLING_FILES[KING_SIDE]
        } else {
            &CASTLING_FILES[QUEEN_SIDE]
        };
        let side = castling.side;
        let occ = pos.occupied();
        let rank = mv.from.rank();
        let sq = |f: u8| Square::new(f, rank);
        // The squares the king crosses before it lands.
        let transit = castling.king_path().filter(|&f| f != castling.king_to);
        let reason = if !pos.castling.rights[us.index()][side] || !Position::castling_board(pos.board) {
            "castling without the castling right"
        } else if attacked(pos, mv.from, us.other(), occ) {
            "castling out of check"
        } else if castling.between.iter().filter_map(|&f| sq(f)).any(|s| occ.contains(s)) {
            "castling through an occupied square"
        } else if transit.filter_map(sq).any(|s| attacked(pos, s, us.other(), occ)) {
            "castling through an attacked square"
        } else {
            "castling into check"
        };
        return Some(reason.to_string());
    }
    if mv.promotion.is_some() != (role == Role::Pawn && mv.to.rank() == pos.promotion_rank(us)) {
        return Some(if mv.promotion.is_some() {
            "only a pawn reaching the last rank promotes".to_string()
        } else {
            "a pawn reaching the last rank must promote".to_string()
        });
    }
    let mut pseudo = Vec::new();
    pseudo_legal_moves(pos, &mut pseudo);
    if pseudo.contains(&mv) {
        return Some(if in_check(pos, us) {
            "it does not get the king out of check".to_string()
        } else {
            "it leaves the king in check".to_string()
        });
    }
    Some(format!("the {} on {} cannot move to {}", role_name(role), mv.from, mv.to))
}

fn role_name(role: Role) -> &'static str {
    ["pawn", "knight", "bishop", "rook", "queen", "king"][role.index()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn why(fen: &str, uci: &str) -> Option<String> {
        let pos = parse_fen(fen).unwrap();
        let b = pos.board;
        let mv = Move {
            from: b.parse_square(&uci[..2]).unwrap(),
            to: b.parse_square(&uci[2..4]).unwrap(),
            promotion: uci[4..].chars().next().and_then(Role::from_char),
        };
        explain_illegal(&pos, mv)
    }

    #[test]
    fn illegal_moves_are_explained() {
        let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(why(castle, "e1g1"), None);
        assert_eq!(
            why("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "e1g1").unwrap(),
            "castling through an attacked square"
        );
        assert_eq!(
            why("r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1", "e1g1").unwrap(),
            "castling into check"
        );
        assert_eq!(
            why("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1", "e1c1").unwrap(),
            "castling out of check"
        );
        assert_eq!(
            why("r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1", "e1g1").unwrap(),
            "castling through an occupied square"
        );
        assert_eq!(
            why("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "e1g1").unwrap(),
            "castling without the castling right"
        );
        assert_eq!(why(castle, "e2e4").unwrap(), "no piece on e2");
        assert_eq!(
            why(castle, "a8a7").unwrap(),
            "the piece on a8 belongs to the side not to move"
        );
        assert_eq!(why(castle, "a1b2").unwrap(), "the rook on a1 cannot move to b2");
        // Pinned bishop; a move that ignores a check; promotion rules.
        assert_eq!(
            why("4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3").unwrap(),
            "it leaves the king in check"
        );
        assert_eq!(
            why("4r1k1/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a2").unwrap(),
            "it does not get the king out of check"
        );
        assert_eq!(
            why("6k1/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8").unwrap(),
            "a pawn reaching the last rank must promote"
        );
    }
}
