//! The last move of every game to a goal whose side to move is in check:
//! from one piece, that piece's arrival or another piece's move off the
//! line between it and the king; from two, one checker's arrival from the
//! other's line. The count is then the sum, over those moves, of the games
//! one ply shorter to the placement before each.
//!
//! **Why it holds.** Let S be the side to move in the goal and X the other
//! colour, which made the last move; S's king on K is attacked by exactly
//! one piece C of X, on q. With at least two plies, S moved before X's
//! last move, so S was not in check then, and X's last move made the
//! check: it moved C onto q (from a square p, capturing or not, a pawn
//! perhaps promoting there), or it moved another piece D of X off a square
//! b between q and K (to the square t where the goal has it, capturing or
//! not, promoting or not), or it came by castling (ruled out below before
//! anything is counted: C a rook where castling puts one, or the king's
//! castling square on the line), or by en passant. A pawn C on X's
//! en-passant rank may have taken so: then S's move before was the double
//! step of the pawn it took, and both plies are known (two plies back, S's
//! pawn on its second rank in front of q, X's pawn diagonally behind q;
//! neither side in check where it must not be). An en-passant capture
//! that may have opened a line from afar is not enumerated: such a goal
//! is searched whole. A knight, a pawn or a piece next to K has
//! no line to open. The move was made with S's king already on K and the
//! squares between q and K empty, as the goal has them; its path is the
//! goal's (p and b are empty in the goal, the squares between p and q, or
//! b and t, too), so it crossed neither K nor another piece. Each game of
//! N plies to the goal is thus one game of N − 1 plies to the placement
//! before that move followed by it; the move is legal after any such game
//! (it leaves X's king as the goal has it, not in check), and distinct
//! games give distinct pairs. The counts add.
//!
//! **Double check.** If two pieces of X check K, X's last move made both
//! checks. After a move other than castling or en passant, a piece of X
//! checks K only if it moved, or if the square the mover left is on its
//! line to K; that square is on at most one line through K (two lines
//! through K cross nowhere else). So one checker moved, from a square
//! between the other and K, as above (capturing or not, promoting or
//! not). Castling cannot do it without a rook on its
//! castling square or the king's square on a line, and en passant only
//! with a pawn on X's en-passant rank or a line it may have opened: those
//! goals are searched whole.
//!
//! **Why it pays.** The last move is fixed up to a few squares: a bishop
//! that reaches its square next to the king in two moves only through the
//! king's own square needs three to arrive another way, which a tight
//! budget cannot pay, and each placement one ply earlier is refuted at its
//! root by the usual bounds, where the search of the goal itself had to
//! try the move orders of every other piece first.

use super::super::movegen::{attackers, in_check};
use super::super::{Color, Move, Position, Role, CASTLING_FILES, CASTLING_KING_FROM};
use crate::board::{Bitboard, Square};

/// One way the last move can have been made: the placement before it
/// (X to move; S to move two plies back for en passant) and the moves.
#[derive(Clone, Debug)]
pub(super) struct LastMove {
    pub(super) before: Position,
    /// The moves from `before` to the goal: one, or for an en-passant
    /// capture the other side's double step and the capture.
    pub(super) moves: Vec<Move>,
}

/// One move of X onto a square: from where, the role that moved (a pawn
/// if it promoted), the promotion, and whether it must have captured
/// (`None`: either).
struct Arrival {
    from: Square,
    to: Square,
    moving: Role,
    promotion: Option<Role>,
    captures: Option<bool>,
}

/// What the arrivals are read from: the goal, X, X's pawns' direction, and
/// the goal's empty squares.
struct Arena<'a> {
    goal: &'a Position,
    x: Color,
    forward: i8,
    empty: Bitboard,
}

impl Arena<'_> {
    /// The moves of X that can have put its `role` on `to` last, from a
    /// square empty in the goal (the mover left it) over squares empty in
    /// the goal: pushes, double steps and captures of a pawn, a piece's
    /// moves, and on X's last rank a pawn's promotion.
    fn arrivals(&self, to: Square, role: Role) -> Vec<Arrival> {
        let g = self.goal.board.geometry();
        let empty = self.empty;
        let behind = to.offset(0, -self.forward).filter(|p| empty.contains(*p));
        let diagonals = [-1, 1].map(|df| to.offset(df, -self.forward).filter(|p| empty.contains(*p)));
        let mut out = Vec::new();
        let mut push = |from: Square, moving: Role, promotion: Option<Role>, captures: Option<bool>| {
            out.push(Arrival {
                from,
                to,
                moving,
                promotion,
                captures,
            });
        };
        if role == Role::Pawn {
            if let Some(p) = behind {
                push(p, Role::Pawn, None, Some(false));
                // A double step from X's second rank over an empty square.
                let height = self.goal.board.height();
                let second = if self.x == Color::White { 1 } else { height.saturating_sub(2) };
                if let Some(p2) = p
                    .offset(0, -self.forward)
                    .filter(|p2| p2.rank() == second && empty.contains(*p2))
                {
                    push(p2, Role::Pawn, None, Some(false));
                }
            }
            for p in diagonals.into_iter().flatten() {
                push(p, Role::Pawn, None, Some(true));
            }
            return out;
        }
        for p in g.attacks(role.movement(self.x), to, self.goal.occupied()) & empty {
            push(p, role, None, None);
        }
        if to.rank() == self.goal.promotion_rank(self.x) && role != Role::King {
            if let Some(p) = behind {
                push(p, Role::Pawn, Some(role), Some(false));
            }
            for p in diagonals.into_iter().flatten() {
                push(p, Role::Pawn, Some(role), Some(true));
            }
        }
        out
    }
}

/// The ways X's pawn on `q`, on X's en-passant rank, can have taken en
/// passant last: from a square diagonally behind `q` empty in the goal,
/// S's pawn having just stepped two squares from its second rank (in
/// front of `q`, empty in the goal) to the square behind `q` (empty
/// too). The placement two plies back has S to move; X cannot be in check
/// there, nor S after its double step.
fn en_passant_lasts(arena: &Arena, q: Square, s: Color) -> Vec<LastMove> {
    let (goal, x, forward, empty) = (arena.goal, arena.x, arena.forward, arena.empty);
    let (Some(landed), Some(home)) = (q.offset(0, -forward), q.offset(0, forward)) else {
        return Vec::new();
    };
    if !empty.contains(landed) || !empty.contains(home) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for from in [-1, 1].into_iter().filter_map(|df| q.offset(df, -forward)) {
        if !empty.contains(from) {
            continue;
        }
        let mut stepped = goal.clone();
        stepped.clear(q);
        stepped.put(from, x, Role::Pawn);
        stepped.put(landed, s, Role::Pawn);
        stepped.turn = x;
        let mut before = stepped.clone();
        before.clear(landed);
        before.put(home, s, Role::Pawn);
        before.turn = s;
        before.ep_square = None;
        if in_check(&stepped, s) || in_check(&before, x) {
            continue;
        }
        let double_step = Move {
            from: home,
            to: landed,
            promotion: None,
        };
        let capture = Move {
            from,
            to: q,
            promotion: None,
        };
        out.push(LastMove {
            before,
            moves: vec![double_step, capture],
        });
    }
    out
}

/// The last moves every game of `plies` plies from `start` to `goal` ends
/// with (module header), if the goal's side to move `s` is in check from
/// one piece or two; `None` if not, or if castling may have given the
/// check, or en passant by opening a line (or, in double check, at all).
pub(super) fn forced_last_moves(start: &Position, goal: &Position, plies: u32, s: Color) -> Option<Vec<LastMove>> {
    if plies < 2 {
        return None; // the start itself may have S in check
    }
    let x = s.other();
    let king = goal.pieces(s, Role::King).first()?;
    let occ = goal.occupied();
    let checkers = attackers(goal, king, x, occ);
    if !(1..=2).contains(&checkers.count()) || in_check(goal, x) {
        return None;
    }
    let g = goal.board.geometry();
    let forward: i8 = if x == Color::White { 1 } else { -1 };
    let height = goal.board.height();
    // En passant lands a pawn on X's sixth rank (counting from X's side).
    let ep_rank = if x == Color::White { height.checked_sub(3)? } else { 2 };
    let back = x.back_rank(goal.board);
    let castling = Position::castling_board(goal.board);
    let king_from = Square::new(CASTLING_KING_FROM, back);
    // Each checker: its square, its role and the line between it and K
    // that a move of another piece may have opened.
    let mut checks = Vec::with_capacity(2);
    for q in checkers {
        let (_, role) = goal.piece_at(q)?;
        if role == Role::King {
            return None; // kings side by side: no game, and no king move there is legal
        }
        let castled_rook = castling && q.rank() == back && CASTLING_FILES.iter().any(|c| c.rook_to == q.file());
        if role == Role::Rook && castled_rook {
            return None;
        }
        let touching = g.king[king.index()].contains(q);
        let between = if touching || matches!(role, Role::Knight | Role::Pawn) {
            Bitboard::EMPTY
        } else {
            g.between(q, king)
        };
        if between.any() {
            // An en-passant capture that landed a pawn off the line or took
            // one from it, or castling from a square on it: not enumerated.
            for t in goal.pieces(x, Role::Pawn) {
                let opened = [0, -1, 1]
                    .iter()
                    .any(|&df| t.offset(df, -forward).is_some_and(|b| between.contains(b)));
                if t.rank() == ep_rank && opened {
                    return None;
                }
            }
            if castling && king_from.is_some_and(|k| between.contains(k)) {
                return None;
            }
        }
        checks.push((q, role, between));
    }
    // A double check by a pawn that took en passant: not enumerated.
    let en_passant = |&(q, role, _): &(Square, Role, Bitboard)| role == Role::Pawn && q.rank() == ep_rank;
    if checks.len() == 2 && checks.iter().any(en_passant) {
        return None;
    }
    let arena = Arena {
        goal,
        x,
        forward,
        empty: g.mask & !goal.occupied(),
    };
    // Roles of S a move can have taken: S must have lost a piece.
    let s_lost = goal.by_color()[s.index()].count() < start.by_color()[s.index()].count();
    let mut lasts = Vec::new();
    let moves = match checks[..] {
        // C's own arrival, then each other piece's move off the line.
        [(q, role, between)] => {
            let mut moves = arena.arrivals(q, role);
            let others = if between.any() {
                goal.by_color()[x.index()] & !Bitboard::from_square(q)
            } else {
                Bitboard::EMPTY
            };
            for t in others {
                let (_, r) = goal.piece_at(t)?;
                moves.extend(arena.arrivals(t, r).into_iter().filter(|a| between.contains(a.from)));
            }
            moves
        }
        // One checker arrived from the other's line (two lines through K
        // cross nowhere else, so no third piece opened both).
        [(q1, role1, between1), (q2, role2, between2)] => {
            let mut moves: Vec<Arrival> = arena
                .arrivals(q1, role1)
                .into_iter()
                .filter(|a| between2.contains(a.from))
                .collect();
            moves.extend(arena.arrivals(q2, role2).into_iter().filter(|a| between1.contains(a.from)));
            moves
        }
        _ => return None,
    };
    for a in moves {
        let pawn_can_stand = a.to.rank() != 0 && a.to.rank() != height - 1;
        let mut taken: Vec<Option<Role>> = vec![None];
        if s_lost {
            taken.extend(
                [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn]
                    .into_iter()
                    .filter(|&r| r != Role::Pawn || pawn_can_stand)
                    .map(Some),
            );
        }
        for victim in taken {
            if a.captures.is_some_and(|c| c != victim.is_some()) {
                continue;
            }
            let mut before = goal.clone();
            before.clear(a.to);
            before.put(a.from, x, a.moving);
            if let Some(v) = victim {
                before.put(a.to, s, v);
            }
            before.turn = x;
            before.ep_square = None;
            if in_check(&before, s) {
                continue; // S would have left its king in check
            }
            let mv = Move {
                from: a.from,
                to: a.to,
                promotion: a.promotion,
            };
            lasts.push(LastMove { before, moves: vec![mv] });
        }
    }
    if let [check] = checks[..] {
        if en_passant(&check) {
            lasts.extend(en_passant_lasts(&arena, check.0, s));
        }
    }
    Some(lasts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::{parse_fen, INITIAL_FEN};

    fn lasts(goal: &str, plies: u32) -> Option<Vec<String>> {
        let start = parse_fen(INITIAL_FEN).unwrap();
        let goal = parse_fen(goal).unwrap();
        let s = if plies % 2 == 0 { start.turn } else { start.turn.other() };
        let mut v: Vec<String> = forced_last_moves(&start, &goal, plies, s)?
            .iter()
            .map(|l| {
                let moves: Vec<String> = l.moves.iter().map(|m| m.to_string()).collect();
                format!(
                    "{} {}",
                    moves.join(","),
                    crate::chess::fen::to_fen(&l.before).split(' ').next().unwrap()
                )
            })
            .collect();
        v.sort();
        Some(v)
    }

    #[test]
    fn a_bishop_next_to_the_king_came_by_the_other_diagonal() {
        // White's king on e2 in check from the bishop on d1: it came from
        // c2, b3 or a4, never across e2, or a pawn promoted on d1; nothing
        // is missing, so nothing was taken there.
        let v = lasts("r4k1r/p1p2p2/1p1npPpp/1Pqpb2n/1B2P2P/P1PPQ1PN/4K2R/RN1b1B2 w - - 0 1", 36).unwrap();
        let moves: Vec<&str> = v.iter().map(|s| s.split(' ').next().unwrap()).collect();
        assert_eq!(moves, ["a4d1", "b3d1", "c2d1", "d2d1b"]);
    }

    /// The distinct last moves, in UCI.
    fn moves(v: &[String]) -> Vec<&str> {
        let mut m: Vec<&str> = v.iter().map(|s| s.split(' ').next().unwrap()).collect();
        m.dedup();
        m
    }

    #[test]
    fn a_check_from_afar_came_by_the_checker_or_by_a_piece_leaving_the_line() {
        // 1. e4 f5 2. Qh5+: the queen came from a square off the h5–e8
        // diagonal (from g6 or f7 it would have given check already).
        let v = lasts("rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2", 3).unwrap();
        assert_eq!(moves(&v), ["d1h5", "e2h5", "f3h5", "g4h5", "g5h5", "h3h5", "h4h5", "h6h5"]);
        // The rook on e1 checks along the e-file: it came along the first
        // rank, or the knight on c3 left e2 or e4.
        let v = lasts("4k3/8/8/8/8/2N5/8/4R1K1 b - - 0 1", 5).unwrap();
        assert_eq!(moves(&v), ["a1e1", "b1e1", "c1e1", "d1e1", "e2c3", "e4c3", "f1e1"]);
        // No check at all.
        assert!(lasts(INITIAL_FEN, 2).is_none());
    }

    #[test]
    fn in_double_check_one_checker_came_from_the_others_line() {
        // The knight on f6 and the bishop on a4 both check e8: the knight
        // left d7, on the a4–e8 diagonal; the bishop cannot have left a
        // line of the knight's.
        let v = lasts("4k3/8/5N2/8/B7/8/8/4K3 b - - 0 1", 29).unwrap();
        assert_eq!(moves(&v), ["d7f6"]);
        // A queen on d8 can't have come from d7 (it would have checked
        // from there), nor a pawn promoted from d7: no last move at all.
        assert_eq!(lasts("3Qk3/8/8/1B6/8/8/8/4K3 b - - 0 1", 29).unwrap(), Vec::<String>::new());
        // Both checkers jumping: no move made both checks.
        assert_eq!(lasts("4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1", 29).unwrap(), Vec::<String>::new());
        // The pawn on d6 may have taken e5 en passant, opening e1–e7:
        // searched whole.
        assert!(lasts("8/4k3/3P4/8/8/8/8/4RK2 b - - 0 1", 29).is_none());
    }

    #[test]
    fn a_line_en_passant_may_have_opened_forces_nothing() {
        // White's pawn on d6 may have taken e5 en passant, opening e1–e8.
        assert!(lasts("4k3/8/3P4/8/8/8/8/4R1K1 b - - 0 1", 5).is_none());
        // On d5 it may not: the knight on c3 or the rook made the check.
        assert!(lasts("4k3/8/8/3P4/8/2N5/8/4R1K1 b - - 0 1", 5).is_some());
    }

    #[test]
    fn a_knight_check_with_a_piece_missing_may_have_captured() {
        // 1. Nc3 d5 2. Nxd5 Nf6 3. Nxc7+ (5 plies): the knight came from
        // a6, b5, d5 or e6 (a8 and e8 are occupied), on c7 a black pawn,
        // knight, bishop, rook or queen or nothing before.
        let v = lasts("rnbqkb1r/ppN1pppp/5n2/8/8/8/PPPPPPPP/R1BQKBNR b KQkq - 0 3", 5).unwrap();
        assert!(v.iter().any(|l| l.starts_with("d5c7 rnbqkb1r/pp2pppp/")), "{v:?}");
        assert!(v.iter().any(|l| l.starts_with("d5c7 rnbqkb1r/ppp1pppp/")), "{v:?}");
        assert!(v.iter().any(|l| l.starts_with("a6c7")), "{v:?}");
        // A knight can't come from a square that is occupied in the goal.
        assert!(!v.iter().any(|l| l.starts_with("a8c7") || l.starts_with("e8c7")), "{v:?}");
        assert_eq!(v.len(), 4 * 6, "{v:?}");
    }

    #[test]
    fn a_pawn_check_on_the_en_passant_rank_may_have_taken_en_passant() {
        // White's d6 pawn checks e7: pushed from d5, or took on d6 from c5
        // or e5, a piece there or, en passant, Black's d-pawn just after
        // d7-d5 (two plies back: Black to move, the pawn on d7).
        let v = lasts("rnbq1bnr/ppp1kppp/3P4/8/8/8/PPP1PPPP/RNBQKBNR b KQ - 0 1", 9).unwrap();
        assert_eq!(moves(&v), ["c5d6", "d5d6", "d7d5,c5d6", "d7d5,e5d6", "e5d6"]);
        let ep: Vec<&String> = v.iter().filter(|l| l.starts_with("d7d5,")).collect();
        assert_eq!(ep.len(), 2, "{ep:?}");
        assert_eq!(ep[0], "d7d5,c5d6 rnbq1bnr/ppppkppp/8/2P5/8/8/PPP1PPPP/RNBQKBNR");
        // Where Black's pawn could not have stood on d7, no en passant.
        let v = lasts("rnbq1bnr/pppnkppp/3P4/8/8/8/PPP1PPPP/RNBQKBNR b KQ - 0 1", 9).unwrap();
        assert!(!v.iter().any(|l| l.starts_with("d7d5,")), "{v:?}");
        // One rank further back it came by a push, a double step or a capture.
        let v = lasts("rnbq1bnr/pppp1ppp/4k3/3P4/8/8/PPP1PPPP/RNBQKBNR b KQ - 0 1", 9).unwrap();
        let moves: Vec<&str> = v.iter().map(|s| &s[..4]).collect();
        assert_eq!(
            moves,
            ["c4d5", "c4d5", "c4d5", "c4d5", "c4d5", "d4d5", "e4d5", "e4d5", "e4d5", "e4d5", "e4d5"]
        );
    }
}
