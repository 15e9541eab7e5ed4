//! What one piece pays for one fate: the entries of the journeys
//! matching (`journeys.rs`) and of the checks built on it.
//!
//! A piece's fate is a goal square (its journey there, as a pawn that
//! promotes if the goal's role differs) or a capture the other colour's
//! pawns must make (its way to one of the victim's squares); `Starts`
//! lists where each of a colour's pieces starts from, castled or not.

use super::distances::{Dist, FAR};
use crate::board::{Bitboard, Board, Square};
use crate::chess::assignment;
use crate::chess::{CastlingFiles, Color, Position, Role, CASTLING_KING_FROM};

/// Where a capture the other colour's pawns must make takes place: the
/// victim stands on one of `squares`, or (a pawn taken en passant) on one
/// of `en_passant`.
#[derive(Clone, Copy, Default)]
pub(super) struct Victim {
    pub(super) squares: Bitboard,
    pub(super) en_passant: Bitboard,
    /// A pawn standing on a square of `en_passant` now is not taken en
    /// passant there: only a pawn whose last move was its double step is,
    /// and a pawn that stands there without having just made it never
    /// makes it again (pawns do not step back). Set from the position the
    /// victims are read in; a search that moves pawns leaves it unset.
    pub(super) stand_closed: bool,
}

pub(super) const A1: Square = match Square::new(0, 0) {
    Some(sq) => sq,
    None => unreachable!(),
};

/// One colour's pieces as the matching sees them: each one's role and the
/// square its remaining journey starts from.
#[derive(Clone)]
pub(super) struct Starts {
    pub(super) pieces: [(Role, Square); 64],
    pub(super) n: usize,
}

impl Starts {
    pub(super) fn of(pos: &Position, c: Color) -> Starts {
        Starts::of_roles(&Role::ALL.map(|r| pos.pieces(c, r)))
    }

    /// The pieces, role by role.
    pub(super) fn pieces(&self) -> &[(Role, Square)] {
        &self.pieces[..self.n]
    }

    /// The pieces of `roles` (one set of squares per role).
    pub(super) fn of_roles(roles: &[Bitboard; 6]) -> Starts {
        let mut starts = Starts {
            pieces: [(Role::Pawn, A1); 64],
            n: 0,
        };
        for role in Role::ALL {
            for sq in roles[role.index()] {
                starts.pieces[starts.n] = (role, sq);
                starts.n += 1;
            }
        }
        starts
    }

    /// The pieces of `roles` and a phantom of `role` on `sq`, kept in its
    /// role's run.
    pub(super) fn with_phantom(roles: &[Bitboard; 6], role: Role, sq: Square) -> Starts {
        let mut starts = Starts::of_roles(roles);
        let at = starts.pieces[..starts.n]
            .iter()
            .position(|&(r, _)| r.index() > role.index())
            .unwrap_or(starts.n);
        starts.pieces.copy_within(at..starts.n, at + 1);
        starts.pieces[at] = (role, sq);
        starts.n += 1;
        starts
    }

    fn index_of(&self, role: Role, sq: Square) -> Option<usize> {
        self.pieces[..self.n].iter().position(|&p| p == (role, sq))
    }

    /// The squares of these pieces of colour `c` that `castling` needs
    /// empty (between king and rook) and that hold a piece of the kind
    /// `goal` (its goal pieces) wants there: a game that castles so moves
    /// each away first, and one that ends there again makes two moves on
    /// it (the `vacating` of `journeys.rs`). Neither the castled king nor
    /// the castled rook is charged: the goal wants another kind on those
    /// squares.
    pub(super) fn keepers_in_castling_path(
        &self,
        board: Board,
        c: Color,
        castling: &CastlingFiles,
        goal: &[(Role, Square)],
    ) -> Bitboard {
        let rank = c.back_rank(board);
        let mut keepers = Bitboard::EMPTY;
        for &file in castling.between {
            let Some(sq) = Square::new(file, rank) else { continue };
            if self.pieces().iter().any(|&(role, at)| at == sq && goal.contains(&(role, sq))) {
                keepers.insert(sq);
            }
        }
        keepers
    }

    /// These pieces of colour `c` right after `castling`, if its king and
    /// rook stand where it starts from (rights are the caller's to check).
    pub(super) fn castled(&self, board: Board, c: Color, castling: &CastlingFiles) -> Option<Starts> {
        let rank = c.back_rank(board);
        let on_rank = |file: u8| Square::new(file, rank);
        let king = self.index_of(Role::King, on_rank(CASTLING_KING_FROM)?)?;
        let rook = self.index_of(Role::Rook, on_rank(castling.rook_from)?)?;
        let mut castled = self.clone();
        castled.pieces[king].1 = on_rank(castling.king_to)?;
        castled.pieces[rook].1 = on_rank(castling.rook_to)?;
        Some(castled)
    }
}

/// The matching's cost of colour `c`'s `piece` for row `r`: the goal
/// piece `rows[r]`, or past them the capture of `victims[r - rows.len()]`;
/// [`assignment::IMPOSSIBLE`] where no route is known.
pub(super) fn matching_cost<D: Dist>(
    d: &D,
    c: Color,
    piece: (Role, Square),
    rows: &[(Role, Square)],
    victims: &[Victim],
    r: usize,
) -> i32 {
    charged_matching_cost(d, c, piece, rows, victims, r, 0)
}

/// [`matching_cost`] with `per_file` more for each file a pawn changes on
/// its way to a goal pawn square or to a victim's capture square (a pawn
/// that promotes first is charged none): the pawns' file changes priced,
/// for `shift_budget.rs`.
pub(super) fn charged_matching_cost<D: Dist>(
    d: &D,
    c: Color,
    (role, from): (Role, Square),
    rows: &[(Role, Square)],
    victims: &[Victim],
    r: usize,
    per_file: u32,
) -> i32 {
    let moves = match rows.get(r) {
        Some(&(goal_role, to)) => {
            let moves = journey(d, c, role, from, goal_role, to);
            if moves >= FAR as u32 {
                None
            } else if role == Role::Pawn && goal_role == Role::Pawn {
                Some(moves + per_file * u32::from(from.file().abs_diff(to.file())))
            } else {
                Some(moves)
            }
        }
        None => charged_to_capture(d, c, role, from, victims[r - rows.len()], per_file),
    };
    moves.map_or(assignment::IMPOSSIBLE, |moves| moves as i32)
}

/// Moves colour `c`'s piece of `role` on `from` needs to stand where
/// `victim`'s capture takes place (a king is never captured).
pub(super) fn to_capture<D: Dist>(d: &D, c: Color, role: Role, from: Square, victim: Victim) -> u32 {
    charged_to_capture(d, c, role, from, victim, 0).unwrap_or(FAR as u32)
}

/// [`to_capture`] with `per_file` more for each file a pawn changes on the
/// way (none for a pawn that promotes first); `None` where no route is
/// known.
fn charged_to_capture<D: Dist>(d: &D, c: Color, role: Role, from: Square, victim: Victim, per_file: u32) -> Option<u32> {
    let mut best: Option<u32> = None;
    let mut offer = |moves: u32| best = Some(best.map_or(moves, |b| b.min(moves)));
    match role {
        Role::King => {}
        Role::Pawn => {
            let row = d.pawn(c, from);
            for sq in victim.squares | victim.en_passant {
                if sq == from && victim.stand_closed && !victim.squares.contains(sq) {
                    continue;
                }
                let shift = from.file().abs_diff(sq.file());
                if row[sq.index()] != FAR && shift <= d.max_file_shift() {
                    offer(u32::from(row[sq.index()]) + per_file * u32::from(shift));
                }
            }
            for sq in victim.squares {
                for r in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                    let moves = d.promoted(c, r, from, sq);
                    if moves < FAR as u32 {
                        offer(moves);
                    }
                }
            }
        }
        _ => {
            for sq in victim.squares {
                let moves = d.piece(role, from)[sq.index()];
                if moves != FAR {
                    offer(u32::from(moves));
                }
            }
        }
    }
    best
}

/// Moves a piece of `role` on `from` needs to become the goal's `goal_role` on `to`.
#[inline]
pub(super) fn journey<D: Dist>(d: &D, c: Color, role: Role, from: Square, goal_role: Role, to: Square) -> u32 {
    if role == goal_role {
        d.piece_or_pawn(c, role, from, to)
    } else if role == Role::Pawn && goal_role != Role::King {
        d.promoted(c, goal_role, from, to)
    } else {
        FAR as u32
    }
}
