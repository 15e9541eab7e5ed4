//! The last move of every game to a goal whose side to move is in check
//! from one piece that no other move could have uncovered: that piece's
//! arrival. The count is then the sum, over the squares it can have come
//! from, of the games one ply shorter to the goal with it there.
//!
//! **Why it holds.** Let S be the side to move in the goal and X the other
//! colour, which made the last move; S's king on K is attacked by exactly
//! one piece C of X, on q, a knight, a pawn or a piece next to K. With at
//! least two plies, S moved before X's last move, so S was not in check
//! then. X's last move therefore gave the check: it moved C onto q (from a
//! square p, capturing or not, a pawn perhaps promoting there), or it
//! uncovered C's line to K (none: C touches K or jumps), or C came by
//! castling or en passant (ruled out below before anything is counted).
//! The move was made with S's king already on K, so it did not cross K:
//! p sees q on the goal's occupancy, and the squares between are empty.
//! Each game of N plies to the goal is thus one game of N − 1 plies to the
//! placement before that move (C on p; on q nothing, or the S piece C
//! took) followed by it; the move is legal after any such game (its path
//! is the goal's, and it leaves X's king as the goal has it, not in
//! check), and distinct games give distinct pairs. The counts add.
//!
//! **Why it pays.** The move C made last is fixed: a bishop that reaches
//! its square next to the king in two moves only through the king's own
//! square needs three to arrive by another way, which a tight budget
//! cannot pay, and each placement one ply earlier is refuted at its root
//! by the usual bounds, where the search of the goal itself had to try the
//! move orders of every other piece first.

use super::super::movegen::{attackers, in_check};
use super::super::{Color, Move, Position, Role, CASTLING_FILES};
use super::count::{Counter, Shared};
use super::{solve, solve_whole, turn_after, verdict_of, ProofGameOptions, ProofGameReport, ProofGameVerdict};
use crate::board::Square;
use crate::chess::goal::Goal;
use std::time::Instant;

/// One way the last move can have been made: the placement before it
/// (X to move) and the move.
#[derive(Clone, Debug)]
pub(super) struct LastMove {
    pub(super) before: Position,
    pub(super) mv: Move,
}

/// The last moves every game of `plies` plies from `start` to `goal` ends
/// with, if the goal's side to move is in check from one piece that only
/// its own arrival can have made check (module header); `None` if not, or
/// if it may have come by castling or en passant.
pub(super) fn forced_last_moves(start: &Position, goal: &Position, plies: u32) -> Option<Vec<LastMove>> {
    if plies < 2 {
        return None; // the start itself may have S in check
    }
    let s = super::turn_after(start, plies);
    let x = s.other();
    let king = goal.pieces(s, Role::King).first()?;
    let occ = goal.occupied();
    let checkers = attackers(goal, king, x, occ);
    let q = checkers.first()?;
    if checkers.count() != 1 || in_check(goal, x) {
        return None;
    }
    let (_, role) = goal.piece_at(q)?;
    if role == Role::King {
        return None; // kings side by side: no game, and no king move there is legal
    }
    let g = goal.board.geometry();
    let touching = g.king[king.index()].contains(q);
    if !(touching || matches!(role, Role::Knight | Role::Pawn)) {
        return None; // a line another move may have opened
    }
    let forward: i8 = if x == Color::White { 1 } else { -1 };
    let height = goal.board.height();
    // En passant lands a pawn on X's sixth rank (counting from X's side).
    let ep_rank = if x == Color::White { height.checked_sub(3)? } else { 2 };
    if role == Role::Pawn && q.rank() == ep_rank {
        return None;
    }
    let back = x.back_rank(goal.board);
    let castled_rook =
        Position::castling_board(goal.board) && q.rank() == back && CASTLING_FILES.iter().any(|c| c.rook_to == q.file());
    if role == Role::Rook && castled_rook {
        return None;
    }
    let empty = g.mask & !occ;
    // Roles of S that C can have taken on q: S must have lost a piece.
    let s_now = goal.by_color()[s.index()].count();
    let s_start = start.by_color()[s.index()].count();
    let mut taken: Vec<Option<Role>> = vec![None];
    if s_now < s_start {
        let pawn_can_stand = q.rank() != 0 && q.rank() != height - 1;
        taken.extend(
            [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn]
                .into_iter()
                .filter(|&r| r != Role::Pawn || pawn_can_stand)
                .map(Some),
        );
    }
    // (from, the role moving there, promotion, whether it must capture)
    let mut arrivals: Vec<(Square, Role, Option<Role>, Option<bool>)> = Vec::new();
    let behind = q.offset(0, -forward);
    if role == Role::Pawn {
        if let Some(p) = behind.filter(|p| empty.contains(*p)) {
            arrivals.push((p, Role::Pawn, None, Some(false)));
            // A double step from X's second rank over an empty square.
            let second = if x == Color::White { 1 } else { height.checked_sub(2)? };
            if let Some(p2) = p.offset(0, -forward).filter(|p2| p2.rank() == second && empty.contains(*p2)) {
                arrivals.push((p2, Role::Pawn, None, Some(false)));
            }
        }
        for df in [-1, 1] {
            if let Some(p) = q.offset(df, -forward).filter(|p| empty.contains(*p)) {
                arrivals.push((p, Role::Pawn, None, Some(true)));
            }
        }
    } else {
        for p in g.attacks(role.movement(x), q, occ) & empty {
            arrivals.push((p, role, None, None));
        }
        if q.rank() == goal.promotion_rank(x) {
            if let Some(p) = behind.filter(|p| empty.contains(*p)) {
                arrivals.push((p, Role::Pawn, Some(role), Some(false)));
            }
            for df in [-1, 1] {
                if let Some(p) = q.offset(df, -forward).filter(|p| empty.contains(*p)) {
                    arrivals.push((p, Role::Pawn, Some(role), Some(true)));
                }
            }
        }
    }
    let mut lasts = Vec::new();
    for (from, moving, promotion, captures) in arrivals {
        for &victim in &taken {
            if captures.is_some_and(|c| c != victim.is_some()) {
                continue;
            }
            let mut before = goal.clone();
            before.clear(q);
            before.put(from, x, moving);
            if let Some(v) = victim {
                before.put(q, s, v);
            }
            before.turn = x;
            before.ep_square = None;
            if in_check(&before, s) {
                continue; // S would have left its king in check
            }
            let mv = Move { from, to: q, promotion };
            lasts.push(LastMove { before, mv });
        }
    }
    Some(lasts)
}

/// [`solve`] of a goal whose last moves are `lasts`: the games of
/// `plies − 1` plies to each placement before, each followed by its move,
/// counted one placement after the other (each with its own table, within
/// the same limits); and the shorter games the same way.
pub(super) fn solve_by_last_moves(
    start: &Position,
    goal: &Position,
    plies: u32,
    lasts: &[LastMove],
    opts: &ProofGameOptions,
) -> ProofGameReport {
    let t0 = Instant::now();
    let mut sum = ProofGameReport {
        plies,
        verdict: ProofGameVerdict::NoSolution,
        count: 0,
        solutions: Vec::new(),
        positions_examined: 0,
        stored: 0,
        elapsed: t0.elapsed(),
        threads: 1,
        split_positions: 0,
    };
    let add = |sum: &mut ProofGameReport, r: &ProofGameReport| {
        sum.positions_examined += r.positions_examined;
        sum.stored += r.stored;
        sum.threads = sum.threads.max(r.threads);
        sum.split_positions += r.split_positions;
        sum.elapsed = t0.elapsed();
    };
    let part = |cap: Option<u128>, listed: usize| ProofGameOptions {
        check_shorter: false,
        count_cap: cap,
        max_listed: listed,
        ..opts.clone()
    };
    // Most lengths the goal's own bounds refute at once, before any
    // placement one ply earlier is set up.
    let whole = Goal {
        placement: goal.clone(),
        turn: Some(turn_after(start, plies)),
    };
    let shared = Shared::new(&whole, opts, start, plies);
    let bounds = Counter::new(&shared, shared.estimator(), 0, 1);
    if opts.check_shorter {
        let mut shorter = plies % 2;
        while shorter + 2 <= plies {
            // A game of 0 or 1 ply is no longer than its last move.
            let found: Option<Vec<Move>> = if bounds.refuted_at_root(start, shorter) {
                None
            } else if shorter < 2 {
                let r = solve_whole(start, goal, shorter, &part(Some(1), 1));
                add(&mut sum, &r);
                if let ProofGameVerdict::Unknown { .. } = r.verdict {
                    return ProofGameReport {
                        verdict: r.verdict,
                        ..sum
                    };
                }
                r.solutions.into_iter().next()
            } else {
                let mut found = None;
                for last in lasts {
                    let r = solve(start, &last.before, shorter - 1, &part(Some(1), 1));
                    add(&mut sum, &r);
                    if let ProofGameVerdict::Unknown { .. } = r.verdict {
                        return ProofGameReport {
                            verdict: r.verdict,
                            ..sum
                        };
                    }
                    if let Some(mut line) = r.solutions.into_iter().next() {
                        line.push(last.mv);
                        found = Some(line);
                        break;
                    }
                }
                found
            };
            if let Some(line) = found {
                let verdict = ProofGameVerdict::ShorterSolutionExists { plies: shorter };
                return ProofGameReport {
                    verdict,
                    solutions: vec![line],
                    ..sum
                };
            }
            shorter += 2;
        }
    }
    let cap = opts.count_cap.unwrap_or(u128::MAX).max(1);
    let mut n = 0u128;
    let refuted = bounds.refuted_at_root(start, plies);
    for last in lasts.iter().filter(|_| !refuted) {
        let left = opts.count_cap.map(|_| cap - n);
        let r = solve(
            start,
            &last.before,
            plies - 1,
            &part(left, opts.max_listed - sum.solutions.len()),
        );
        add(&mut sum, &r);
        if let ProofGameVerdict::Unknown { .. } = r.verdict {
            return ProofGameReport {
                verdict: r.verdict,
                ..sum
            };
        }
        n = n.saturating_add(r.count);
        for mut line in r.solutions {
            line.push(last.mv);
            sum.solutions.push(line);
        }
        if n >= cap {
            break;
        }
    }
    ProofGameReport {
        verdict: verdict_of(n, cap),
        count: n,
        ..sum
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::{parse_fen, INITIAL_FEN};

    fn lasts(goal: &str, plies: u32) -> Option<Vec<String>> {
        let start = parse_fen(INITIAL_FEN).unwrap();
        let goal = parse_fen(goal).unwrap();
        let mut v: Vec<String> = forced_last_moves(&start, &goal, plies)?
            .iter()
            .map(|l| format!("{} {}", l.mv, crate::chess::fen::to_fen(&l.before).split(' ').next().unwrap()))
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

    #[test]
    fn a_check_a_line_may_have_uncovered_forces_nothing() {
        // 1. e4 f5 2. Qh5+: the queen checks along h5–e8 over empty squares.
        assert!(lasts("rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2", 3).is_none());
        // No check at all.
        assert!(lasts(INITIAL_FEN, 2).is_none());
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
    fn a_pawn_check_on_the_en_passant_rank_forces_nothing() {
        // A white pawn on d6 checking the king on e7 may have taken en passant.
        assert!(lasts("rnbq1bnr/ppppkppp/3P4/8/8/8/PPP1PPPP/RNBQKBNR b KQ - 0 1", 9).is_none());
        // One rank further back it came by a push, a double step or a capture.
        let v = lasts("rnbq1bnr/pppp1ppp/4k3/3P4/8/8/PPP1PPPP/RNBQKBNR b KQ - 0 1", 9).unwrap();
        let moves: Vec<&str> = v.iter().map(|s| &s[..4]).collect();
        assert_eq!(
            moves,
            ["c4d5", "c4d5", "c4d5", "c4d5", "c4d5", "d4d5", "e4d5", "e4d5", "e4d5", "e4d5", "e4d5"]
        );
    }
}
