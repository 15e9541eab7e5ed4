//! One piece's ways, square by square: where it can stand, where it can
//! land by a capture, and (for a pawn bound to be a victim) its way on from
//! where it landed to its capture square. The tables `meeting.rs`,
//! `extra_victim.rs` and `capturable.rs` read.

use super::costs::{to_capture, Victim};
use super::distances::{Dist, FAR};
use crate::board::{Board, Square};
use crate::chess::{Color, Role};

/// The roles a pawn may promote to.
pub(super) const PROMOTIONS: [Role; 4] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];

/// A number of moves per square (`FAR`: never).
pub(super) type PerSquare = [u8; 64];

/// Per square, the fewest moves colour `c`'s piece of `role` on `from`
/// needs to stand there (a pawn as a pawn, or promoted).
pub(super) fn arrival<D: Dist>(d: &D, c: Color, role: Role, from: Square) -> PerSquare {
    if role != Role::Pawn {
        return *d.piece(role, from);
    }
    promoted_or(d, c, from, *d.pawn(c, from))
}

/// [`arrival`] for a piece that may be the one capture still to come,
/// with what the position adds to a pawn's ways: its colour may make at
/// most `shifts` more captures, one file each, so a pawn square (or
/// promotion square) farther off sideways is out of reach; and a pawn
/// with a `stop` (the other colour's pawn ahead on its file, which keeps
/// to it, see `extra_victim.rs`) stands only on the squares before it and
/// never promotes. Without these the victim's way took captures its
/// colour has no pieces left to make: Black's b6 pawn, no capture left,
/// "walked" b5xc4 and on to d2 to be taken by a knight arriving home,
/// and a dead 21-ply subtree of a 24-ply goal went unrefuted (Session 67).
pub(super) fn arrival_keeping<D: Dist>(
    d: &D,
    board: Board,
    c: Color,
    role: Role,
    from: Square,
    shifts: u32,
    stop: Option<Square>,
) -> PerSquare {
    if role != Role::Pawn || (shifts >= u32::from(board.width()) && stop.is_none()) {
        return arrival(d, c, role, from);
    }
    let mut row = *d.pawn(c, from);
    for sq in board.squares() {
        let sideways = u32::from(sq.file().abs_diff(from.file()));
        let past_stop = stop.is_some_and(|stop| {
            sq.file() == stop.file()
                && match c {
                    Color::White => sq.rank() >= stop.rank(),
                    Color::Black => sq.rank() <= stop.rank(),
                }
        });
        if sideways > shifts || past_stop {
            row[sq.index()] = FAR;
        }
    }
    if stop.is_some() {
        return row;
    }
    let last = c.other().back_rank(board);
    let mut to = row;
    for file in 0..board.width() {
        let Some(q) = Square::new(file, last) else {
            continue;
        };
        let at = row[q.index()];
        if at == FAR {
            continue;
        }
        for r in PROMOTIONS {
            for (t, p) in to.iter_mut().zip(d.piece(r, q)) {
                if *p != FAR {
                    *t = (*t).min((u32::from(at) + u32::from(*p)).min(u32::from(FAR) - 1) as u8);
                }
            }
        }
    }
    to
}

/// The fewest captures a pawn on `from` makes if it lands on `s` by a
/// capture and then (if `on_to` is given) walks on as a pawn to `on_to`:
/// every diagonal step is a capture and changes its file by one, so it
/// makes at least as many as the files it changes, and returning to the
/// file it left takes two. Before Session 67 the capturer's way ignored
/// this: White's b3 pawn, with one capture left, "took" on b5 by b3xc4xb5
/// on its way to its goal square b5, a detour of nothing.
pub(super) fn pawn_captures_through(from: Square, s: Square, on_to: Option<Square>) -> u32 {
    let sideways = u32::from(from.file().abs_diff(s.file()));
    let landing = if sideways == 0 { 2 } else { sideways };
    landing + on_to.map_or(0, |g| u32::from(g.file().abs_diff(s.file())))
}

/// Per square, the fewest moves colour `c`'s pawn on `from` needs to
/// capture onto it as a pawn: a diagonal step from a square it reached.
/// (Its straight steps capture nothing: a pawn that walks to c5 cannot
/// have taken the piece on c5.)
pub(super) fn pawn_landing<D: Dist>(d: &D, c: Color, from: Square) -> PerSquare {
    let walk = d.pawn(c, from);
    let back: i8 = if c == Color::White { -1 } else { 1 };
    let mut land = [FAR; 64];
    for (s, l) in land.iter_mut().enumerate() {
        let Some(sq) = Square::from_index(s as u8) else {
            continue;
        };
        for df in [-1, 1] {
            if let Some(q) = sq.offset(df, back) {
                let before = walk[q.index()];
                if before != FAR {
                    *l = (*l).min(before.saturating_add(1).min(FAR - 1));
                }
            }
        }
    }
    land
}

/// `to` lowered, square by square, to the fewest moves colour `c`'s pawn
/// on `from` needs to stand there as a promoted piece.
pub(super) fn promoted_or<D: Dist>(d: &D, c: Color, from: Square, mut to: PerSquare) -> PerSquare {
    for (s, t) in to.iter_mut().enumerate() {
        let Some(sq) = Square::from_index(s as u8) else {
            continue;
        };
        for r in PROMOTIONS {
            *t = (*t).min(d.promoted(c, r, from, sq).min(u32::from(FAR)) as u8);
        }
    }
    to
}

/// The fewest moves a piece of `role` on square index `s` needs to stand
/// on one of `victim`'s squares (a piece's moves reverse: read from each
/// of them).
pub(super) fn piece_to_victim<D: Dist>(d: &D, role: Role, s: usize, victim: &Victim) -> u8 {
    victim.squares.into_iter().map(|v| d.piece(role, v)[s]).min().unwrap_or(FAR)
}

/// The moves colour `c`'s pawn on `from` makes if it lands on square
/// index `s` by a capture (`landing`: [`pawn_landing`]) and is then taken
/// on one of `victim`'s squares: as the pawn that landed there, going on
/// as a pawn or promoting on the way (from past its capture squares it
/// cannot come back as a pawn), or as the piece it had promoted to before
/// it got to s. `FAR` as a number of moves where it cannot.
pub(super) fn pawn_victim_way<D: Dist>(
    d: &D,
    board: Board,
    c: Color,
    from: Square,
    landing: &PerSquare,
    s: usize,
    victim: &Victim,
) -> u32 {
    let far = u32::from(FAR);
    let Some(sq) = Square::from_index(s as u8) else {
        return far;
    };
    let as_piece = |role: Role| u32::from(piece_to_victim(d, role, s, victim));
    // As the pawn that landed: asked only where it can land at all.
    let mut best = match landing[s] {
        FAR => far,
        _ if sq.rank() == c.other().back_rank(board) => {
            let on = PROMOTIONS.into_iter().map(as_piece).min().unwrap_or(far);
            u32::from(landing[s]).saturating_add(on)
        }
        landed => u32::from(landed).saturating_add(to_capture(d, c, Role::Pawn, sq, *victim)),
    };
    for role in PROMOTIONS {
        best = best.min(d.promoted(c, role, from, sq).saturating_add(as_piece(role)));
    }
    best.min(far)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::heuristic::distances::Distances;

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square::new(b[0] - b'a', b[1] - b'1').unwrap()
    }

    #[test]
    fn a_pawn_makes_a_capture_per_file_and_two_to_land_on_its_own_file() {
        assert_eq!(pawn_captures_through(sq("b3"), sq("c4"), None), 1);
        assert_eq!(pawn_captures_through(sq("b3"), sq("b5"), None), 2);
        assert_eq!(pawn_captures_through(sq("b3"), sq("c4"), Some(sq("c6"))), 1);
        assert_eq!(pawn_captures_through(sq("b3"), sq("c4"), Some(sq("e6"))), 3);
    }

    /// Black's b6 pawn with no capture left keeps to the b-file; with
    /// White's b3 pawn ahead of it as its stop, it stands on b6, b5 and b4
    /// only and never promotes (before Session 67 it reached d2 as a pawn
    /// by captures, and as a knight promoted on b1).
    #[test]
    fn a_pawn_with_no_capture_left_keeps_its_file_and_stops_before_the_pawn_ahead() {
        let board = Board::new(8, 8).unwrap();
        let d = Distances::get(board);
        let b6 = sq("b6");
        let plain = arrival(d, Color::Black, Role::Pawn, b6);
        assert_eq!(plain[sq("c5").index()], 1, "the static tables let it capture");
        let kept = arrival_keeping(d, board, Color::Black, Role::Pawn, b6, 0, None);
        assert_eq!(kept[sq("c5").index()], 7, "only promoted on b1, then two moves");
        assert_eq!(kept[sq("b1").index()], 5);
        assert_eq!(kept[sq("d2").index()], 6, "promoted to a knight on b1");
        let stopped = arrival_keeping(d, board, Color::Black, Role::Pawn, b6, 0, Some(sq("b3")));
        assert_eq!(
            (stopped[b6.index()], stopped[sq("b5").index()], stopped[sq("b4").index()]),
            (0, 1, 2)
        );
        for far in ["b3", "b2", "b1", "d2", "a5"] {
            assert_eq!(stopped[sq(far).index()], FAR, "{far}");
        }
        // A piece's ways are its own, whatever the pawns' captures.
        assert_eq!(
            arrival_keeping(d, board, Color::Black, Role::Knight, b6, 0, Some(sq("b3"))),
            arrival(d, Color::Black, Role::Knight, b6)
        );
    }
}
