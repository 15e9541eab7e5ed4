//! The walkers' rows of the tally (`mod.rs`): each walker's least moves
//! for dying on, or landing once more on, every square, and what each
//! victim's choices add to its colour's and its capturer's moves.
//!
//! **Why rows.** The victims' search asks, at every node, what each
//! victim could die on and what each capturer could land on. A choice
//! changes two walkers, so the search keeps every walker's row and a
//! child reckons only the two that changed (the rows themselves come
//! from the memo, `walks.rs`). Below the victims' root a colour's spending
//! only grows, so a square no victim could afford there is left out of
//! the rows, unless some walker could land on more than `TOURED`
//! squares, where its bound drops the tour and may fall.

use super::state::Rows;
use super::threshold::at_most;
use super::{walkers, Choice, RowKind, Tally, Walker, NEVER, TOURED};
use crate::board::{Bitboard, Board, Square};
use crate::chess::{Color, Role};

impl Tally<'_> {
    /// Every walker's rows as things stand ([`Rows`]): the landing rows
    /// only on the squares where some victim of the other colour can die
    /// within its colour's moves now, and the death rows only where the
    /// victim can. Below, spending only grows and so does each walker's
    /// least moves, as long as none lands on more than `TOURED` squares
    /// (past that a walker's bound drops its tour, and may fall): where
    /// some walker could, every square is kept.
    ///
    /// `None` when a victim has no capturer that could land where it may
    /// die, which the victims' root would find at once: the landing rows
    /// are built a colour at a time, the colour with fewer walkers first,
    /// and the other colour's victims checked against them before the
    /// other colour's rows are built. Three full choices in four ended so
    /// on the 34-ply `2n2Bn1/…` goal (BENCHMARKS.md, Session 91).
    pub(super) fn rows(&self) -> Option<Rows> {
        let n = self.walkers.len();
        let to_come = self.victims_to_come();
        let growing = self.walkers.iter().all(|w| Self::keeps_growing(w, to_come));
        let everywhere: Bitboard = self.board.squares().collect();
        let mut rows = Rows {
            deaths: vec![[NEVER as u16; 64]; n],
            lands: Vec::new(),
            wanted: [Bitboard::EMPTY; 2],
            may_die: vec![Bitboard::EMPTY; n],
        };
        if !growing {
            rows.wanted = [everywhere; 2];
        }
        for x in walkers(self.open) {
            rows.may_die[x] = everywhere;
            rows.deaths[x] = self.death_row(x, &rows);
            if !growing {
                continue;
            }
            let wx = &self.walkers[x];
            rows.may_die[x] = self.affordable(x, &rows.deaths[x]);
            for s in rows.may_die[x] {
                for l in landing_squares(self.board, wx, s, Role::Pawn) {
                    rows.wanted[wx.color.other().index()].insert(l);
                }
            }
        }
        rows.lands = vec![[NEVER as u16; 64]; n];
        let count = |c: Color| self.walkers.iter().filter(|w| w.color == c).count();
        let first = if count(Color::White) <= count(Color::Black) {
            Color::White
        } else {
            Color::Black
        };
        for c in [first, first.other()] {
            for y in (0..n).filter(|&y| self.walkers[y].color == c) {
                rows.lands[y] = self.land_row(y, &rows);
            }
            if self.some_victim_untaken_by(c, &rows) {
                return None;
            }
        }
        Some(rows)
    }

    /// Whether some open victim of the colour other than `c` has no
    /// walker of colour `c` that could land where it may die (en passant
    /// included), as the rows and the moves stand: no choice would fit it
    /// ([`Tally::option_summary`] would count none).
    fn some_victim_untaken_by(&self, c: Color, rows: &Rows) -> bool {
        let mut landings = None;
        walkers(self.open).filter(|&x| self.walkers[x].color != c).any(|x| {
            let landings = *landings.get_or_insert_with(|| self.landings_afforded(c, rows, |_| true));
            !self.can_be_taken(x, self.affordable(x, &rows.deaths[x]).0, landings)
        })
    }

    /// Whether victim `x` may die on one of `deaths` where its capturers
    /// can land: `landings` are the squares they can afford to land on,
    /// all of them and their pawns' alone (a pawn takes a pawn en passant
    /// landing behind it).
    pub(super) fn can_be_taken(&self, x: usize, deaths: u64, (all, pawns): (u64, u64)) -> bool {
        if deaths & all != 0 {
            return true;
        }
        let Some((rank, shift)) = self.passed_rank(&self.walkers[x]) else {
            return false;
        };
        let behind = if shift > 0 { pawns << shift } else { pawns >> -shift };
        deaths & rank & behind != 0
    }

    /// The squares the walkers of colour `c` that `keep` keeps can afford
    /// to land on next, all of them and its pawns' alone.
    pub(super) fn landings_afforded(&self, c: Color, rows: &Rows, keep: impl Fn(usize) -> bool) -> (u64, u64) {
        let (mut all, mut pawns) = (0u64, 0u64);
        for (y, w) in self.walkers.iter().enumerate() {
            if w.color != c || !keep(y) {
                continue;
            }
            let afforded = self.affordable(y, &rows.lands[y]).0;
            all |= afforded;
            if w.role == Role::Pawn {
                pawns |= afforded;
            }
        }
        (all, pawns)
    }

    /// The victims still to be chosen, by colour index.
    pub(super) fn victims_to_come(&self) -> [usize; 2] {
        let mut to_come = [0, 0];
        for x in walkers(self.open) {
            to_come[self.walkers[x].color.index()] += 1;
        }
        to_come
    }

    /// Whether walker `w`'s least moves can only grow below, with
    /// `to_come` victims left (by colour): it cannot land on more than
    /// `TOURED` squares, past which its bound drops the tour.
    pub(super) fn keeps_growing(w: &Walker, to_come: [usize; 2]) -> bool {
        w.landings.len() + to_come[w.color.other().index()] <= TOURED
    }

    /// Walker `x`'s least moves dying on each square it may die on
    /// (`NEVER` elsewhere).
    pub(super) fn death_row(&self, x: usize, rows: &Rows) -> [u16; 64] {
        self.row(&self.walkers[x], RowKind::Deaths, rows.may_die[x])
    }

    /// Walker `y`'s least moves landing once more on each square its
    /// colour's captures may land on (`NEVER` elsewhere, and once it has
    /// landed as often as the memo keeps).
    pub(super) fn land_row(&self, y: usize, rows: &Rows) -> [u16; 64] {
        let w = &self.walkers[y];
        self.row(w, RowKind::Lands, rows.wanted[w.color.index()])
    }

    /// The squares of `row` (walker `w`'s least moves there) where its
    /// colour can afford what its moves grow by: those whose least moves
    /// are at most its moves now and the room its colour has left. A
    /// threshold over the row, so no per-square growth is kept: a choice
    /// reads it from the rows ([`Tally::each_option`]).
    pub(super) fn affordable(&self, w: usize, row: &[u16; 64]) -> Bitboard {
        let w = &self.walkers[w];
        let c = w.color.index();
        let Some(room) = self.allowed[c].checked_sub(self.spent[c]) else {
            return Bitboard::EMPTY;
        };
        let limit = w.moves.saturating_add(room).min(NEVER - 1);
        Bitboard(at_most(row, limit as u16))
    }

    /// En passant: a pawn taking a pawn `wx` that stands on the rank its
    /// double step reaches may land on the square it skipped, one rank
    /// back from the victim's point of view. That rank (a mask), and the
    /// shift that takes such a landing to the victim's square; `None` for
    /// a victim no pawn takes en passant.
    pub(super) fn passed_rank(&self, wx: &Walker) -> Option<(u64, i32)> {
        match (wx.role, wx.color) {
            (Role::Pawn, _) if self.board.height() < 5 => None,
            (Role::Pawn, Color::White) => Some((0xffu64 << 24, 8i32)),
            (Role::Pawn, Color::Black) => Some((0xffu64 << ((self.board.height() as u32 - 4) * 8), -8i32)),
            _ => None,
        }
    }

    /// How many choices fit for victim `x` ([`Tally::each_option`]'s
    /// calls) and the least moves it dies in over them (`NEVER` without
    /// one), reckoned a capturer at a time over bitboards: the victims'
    /// search asks this of every open victim at every node, and lists
    /// only the chosen victim's choices.
    pub(super) fn option_summary(&self, x: usize, deaths: Bitboard, growth: &[Bitboard], rows: &Rows) -> (usize, u32) {
        let wx = &self.walkers[x];
        let passed = self.passed_rank(wx);
        let (mut count, mut squares) = (0usize, Bitboard::EMPTY);
        for (y, w) in self.walkers.iter().enumerate() {
            if w.color == wx.color || self.killed_by(y, x) {
                continue;
            }
            let g = growth[y];
            let plain = deaths & g;
            count += plain.count() as usize;
            squares |= plain;
            if let (Some((rank, shift)), Role::Pawn) = (passed, w.role) {
                // The victims on that rank whose skipped square `y` affords.
                let behind = if shift > 0 { g.0 << shift } else { g.0 >> -shift };
                let ep = deaths & Bitboard(rank & behind);
                count += ep.count() as usize;
                squares |= ep;
            }
        }
        let least = squares
            .into_iter()
            .map(|s| u32::from(rows.deaths[x][s.index()]))
            .min()
            .unwrap_or(NEVER);
        (count, least)
    }

    /// Calls `f` with each choice that fits for victim `x`, which may die
    /// on `deaths`, each walker `y` affording landings on `growth[y]`:
    /// capturer by capturer, square by square.
    pub(super) fn each_option(&self, x: usize, deaths: Bitboard, growth: &[Bitboard], rows: &Rows, mut f: impl FnMut(Choice)) {
        let wx = &self.walkers[x];
        let dying = |s: Square| u32::from(rows.deaths[x][s.index()]).saturating_sub(wx.moves);
        for (y, w) in self.walkers.iter().enumerate() {
            if w.color == wx.color || self.killed_by(y, x) {
                continue;
            }
            let g = growth[y];
            let landing = |l: Square| u32::from(rows.lands[y][l.index()]).saturating_sub(w.moves);
            if wx.role == Role::Pawn && w.role == Role::Pawn {
                // A pawn may take a pawn en passant: it lands behind it.
                for s in deaths {
                    for l in landing_squares(self.board, wx, s, w.role).filter(|&l| g.contains(l)) {
                        f(Choice {
                            added: dying(s) + landing(l),
                            square: s,
                            capturer: y,
                            landing: l,
                        });
                    }
                }
            } else {
                // Else the capturer lands where its victim dies.
                for s in deaths & g {
                    f(Choice {
                        added: dying(s) + landing(s),
                        square: s,
                        capturer: y,
                        landing: s,
                    });
                }
            }
        }
    }
}

/// Where capturer `y` lands to take victim `x` on `s`: `s`, and for a pawn
/// taking a pawn on the rank its double step reaches, the square it
/// skipped (en passant).
fn landing_squares(board: Board, x: &Walker, s: Square, y: Role) -> impl Iterator<Item = Square> {
    let mut skipped = None;
    if x.role == Role::Pawn && y == Role::Pawn && board.height() >= 5 {
        let (double_rank, back) = match x.color {
            Color::White => (3, -1),
            Color::Black => (board.height() - 4, 1),
        };
        if s.rank() == double_rank {
            skipped = s.offset(0, back);
        }
    }
    std::iter::once(s).chain(skipped)
}
