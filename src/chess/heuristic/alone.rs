//! One colour alone: can colour c still reach its goal placement in the
//! moves it has left if the other colour were not there to help or hinder?
//!
//! The journeys bound charges each piece its distance as if the board were
//! empty; a colour's own pieces in each other's way (a bishop behind its
//! pawns, a rook boxed in by its knight, a king that must step aside for
//! its rook) cost it moves the bound does not see, and a proof-game count
//! then meets every such dead end once for every arrangement of the other
//! colour's pieces. This asks the question of the colour alone, a search
//! over its own placements only, and remembers the answer by placement.
//!
//! **The relaxed problem.** Colour c's pieces move as in chess on a board
//! holding only them and the other colour's pawns that never move (the
//! goal's pawns on their second rank), with these differences, each of
//! which only allows more: checks do not exist; a pawn may move diagonally
//! to any free square while c has captures left (the other colour's
//! surplus pieces: each capture removes one), and a piece may move to any
//! free square without capturing; castling needs only its right and free
//! squares between king and rook. Every game from `pos` projects onto a
//! relaxed sequence of c's moves: each of c's moves is legal in the
//! relaxed problem, since the relaxed board holds a subset of the real
//! pieces (c's own, and pawns of the other colour that are there all game
//! long), and c's pawn captures are at most its captures left.
//!
//! - If none of c's pieces will be captured (c has no surplus), the
//!   projection is exactly c's remaining moves, so the relaxed problem must
//!   reach the goal placement in **exactly** the moves c has left.
//! - Otherwise its surplus pieces are captured along the way. Removing them
//!   at the start and dropping their moves leaves a relaxed sequence that
//!   is still legal (fewer pieces only free squares) and no longer, so the
//!   relaxed problem must reach the goal **within** the moves left, after
//!   removing some set of surplus pieces (never the king) first. Two
//!   things the removed pieces did are kept. A rook that may still castle
//!   may castle before it is captured: its side stays open as a *ghost*
//!   castling, the king's move alone (the matching does not know it, so
//!   the bound there is one less: it saves the king at most one move).
//!   And the pieces the other colour's pawns must capture on known squares
//!   (the victims of `journeys.rs`) are among the removed ones and travel
//!   there first: the least such travel (a castling rook from its castled
//!   square too) is taken off the moves the relaxed search may use.
//!
//! If no relaxed sequence exists, no game does: the position is cut. The
//! search is a depth-first one over the relaxed placements, pruned by the
//! castling-aware journeys matching (admissible for the relaxed problem
//! too: its distances are the empty board's around the same never-moving
//! pawns) and by the file changes c's pawns still owe: a pawn changes
//! file only by a diagonal step, one file per step, each step spends one
//! of the captures left, and distinct goal pawns are distinct pawns, so
//! the least total over an assignment of pawns to goal pawns
//! (`journeys.rs`'s `pawn_shifts`) is at most the captures left. The
//! matching charges each pawn's file changes to that pawn alone, and a
//! search that let two pawns spend one capture found out only at the last
//! diagonal step (BENCHMARKS.md, Session 84: one colour's question on a
//! 34-ply goal, 70,853 placements before, 73 after). Where surplus pieces
//! are removed, the removal sets share the allowance in rounds
//! ([`Search::any_removal`]). Answers are kept by (placement, moves left,
//! mode). A query that
//! would pass [`NODE_LIMIT`] placements bounded (all queries of one
//! estimator together) claims nothing. A proof-game count that runs long
//! widens that allowance ([`Estimator::widen_alone`]) and asks its root
//! again, up to its deadline: a goal one colour cannot reach even alone
//! may take more than the first allowance to refute (a 36-ply near miss
//! whose count took 15-24 s is refuted after 2^17 positions).

use super::costs::{to_capture, Starts, Victim};
use super::distances::FAR;
use super::journeys::{remember, PerColour};
use super::pushes::push_squares;
use super::Estimator;
use crate::board::{Bitboard, Board, Square};
use crate::chess::{CastlingFiles, Color, Position, Role, CASTLING_FILES, CASTLING_KING_FROM};

/// Relaxed placements bounded at most per estimator, all queries together
/// (about 0.5 s), unless [`Estimator::widen_alone`] allows more: the count
/// asks at its root only, once per length the shorter-game check tries,
/// and each colour's answers are kept.
pub(super) const NODE_LIMIT: u32 = 100_000;

/// Answers kept per colour before the table starts over (some 75 MB a
/// colour, full). A widened question that refutes needs every placement
/// it bounded: a 36-ply near miss's White bounded 417,762, and with
/// 262,144 kept the table started over and over (24.6 s to refute, 0.9 s
/// with all kept; BENCHMARKS.md, Session 84).
const CACHE_ENTRIES: usize = 1 << 20;

/// Most surplus pieces whose removal sets are tried (each set a search).
const MOST_REMOVED: u32 = 2;

/// Placements each removal set may bound in the first round of
/// [`Search::any_removal`]; each next round allows four times as many.
const FIRST_SHARE: u32 = 128;

/// Colour c's pieces in the relaxed problem.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Placement {
    roles: [Bitboard; 6],
    rights: [bool; 2],
    /// Castling sides whose rook was removed at the start while it still
    /// had its right: it may castle before it is captured, so castling
    /// there stays open and moves the king alone.
    ghosts: [bool; 2],
    /// Diagonal pawn moves left.
    captures_left: u8,
}

/// Whether a search must end on the goal after exactly the moves left, or
/// within them.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Mode {
    Exactly,
    Within,
}

/// Relaxed answers per colour: (placement, moves left, mode) → reachable.
pub(super) type AloneCache = PerColour<(Placement, u8, Mode), bool>;

struct Search<'a> {
    est: &'a Estimator,
    /// Captures of c's pieces the other colour's pawns must make on known
    /// squares (`journeys.rs`): some of the removed pieces travel there.
    victims: &'a [Victim],
    c: Color,
    board: Board,
    /// The other colour's pawns that never move.
    walls: Bitboard,
    goal: [Bitboard; 6],
    nodes: u32,
    /// Placements bounded at which this search gives up: the estimator's
    /// allowance, or a removal set's share of it.
    limit: u32,
    gave_up: bool,
}

impl Estimator {
    /// Whether each colour alone can still reach its goal placement from
    /// `pos` with its moves left, `budget` (white's and black's); `false`
    /// proves that no game of that length does (module header).
    pub fn reachable_alone_within(&self, pos: &Position, budget: [u32; 2]) -> bool {
        let surplus = self.surplus(pos);
        let captures_left = [surplus[1], surplus[0]];
        [Color::White, Color::Black]
            .into_iter()
            .all(|c| self.reachable_alone(pos, c, budget[c.index()], captures_left[c.index()]))
    }

    /// Allows the relaxed searches `more` placements beyond those bounded
    /// so far: the count asks its root again with these when it has run
    /// long (`proofgame/count.rs`), where a wider relaxed search costs
    /// little beside the count.
    pub fn widen_alone(&self, more: u32) {
        self.alone_limit.set(self.alone_spent.get().saturating_add(more));
    }

    /// Once `halt` is due (a count's deadline passed, or its handle
    /// cancelled), every question that searches gives up, claiming
    /// nothing: a count's time limit and Ctrl-C then hold within one
    /// question, however wide its limits.
    pub fn give_up_when(&self, halt: crate::limits::Halt) {
        *self.give_up.borrow_mut() = halt;
    }

    /// Whether the [`Estimator::give_up_when`] halt is due.
    fn must_give_up(&self) -> bool {
        self.give_up.borrow().due()
    }

    /// Whether colour `c` alone can still reach its goal placement from
    /// `pos` in `moves` moves, with `captures_left` captures (module
    /// header); `true` where the search gave up or the question is too
    /// wide to ask.
    pub(super) fn reachable_alone(&self, pos: &Position, c: Color, moves: u32, captures_left: u32) -> bool {
        let ci = c.index();
        let Ok(moves) = u8::try_from(moves) else { return true };
        let mut roles = [Bitboard::EMPTY; 6];
        let mut goal = [Bitboard::EMPTY; 6];
        for r in Role::ALL {
            roles[r.index()] = pos.pieces(c, r);
            goal[r.index()] = self.goal.pieces(c, r);
        }
        let start = Placement {
            roles,
            rights: pos.castling.rights[ci],
            ghosts: [false; 2],
            captures_left: captures_left.min(u8::MAX as u32) as u8,
        };
        let surplus = pos.by_color[ci].count().saturating_sub(self.goal.by_color[ci].count());
        if surplus > MOST_REMOVED {
            return true;
        }
        let (mut victims, n) = self.victims(pos, c);
        // The relaxed search moves pawns: one may make its double step
        // and be taken en passant right after.
        for v in &mut victims[..n] {
            v.stand_closed = false;
        }
        let mut search = Search {
            est: self,
            victims: &victims[..n],
            c,
            board: pos.board,
            walls: self.static_walls & self.goal.by_color[c.other().index()],
            goal,
            nodes: self.alone_spent.get(),
            limit: self.alone_limit.get(),
            gave_up: false,
        };
        let reachable = if surplus == 0 {
            search.reachable(start, moves, Mode::Exactly)
        } else {
            // Every set of `surplus` pieces other than the king, removed first.
            let removable: Vec<Square> = (pos.by_color[ci] & !pos.pieces(c, Role::King)).into_iter().collect();
            let mut sets = Vec::new();
            removal_sets(&removable, surplus as usize, &mut Vec::new(), &mut sets);
            search.any_removal(start, &sets, moves)
        };
        self.alone_spent.set(search.nodes);
        reachable
    }
}

/// Every set of `k` squares of `from` (in order), each added to `sets`
/// after `chosen`.
fn removal_sets(from: &[Square], k: usize, chosen: &mut Vec<Square>, sets: &mut Vec<Vec<Square>>) {
    if k == 0 {
        sets.push(chosen.clone());
        return;
    }
    for (i, &sq) in from.iter().enumerate() {
        chosen.push(sq);
        removal_sets(&from[i + 1..], k - 1, chosen, sets);
        chosen.pop();
    }
}

impl Search<'_> {
    /// Whether removing one of `sets` from `start` leaves the goal within
    /// `moves`. The sets are searched in rounds, each set bounding at most
    /// its share of placements in a round ([`FIRST_SHARE`], four times as
    /// many each round), so that one set whose search is long does not
    /// hold up another that finds the goal at once: on a 34-ply goal the
    /// first set tried (a pawn whose removal leaves a promotion that needs
    /// one capture too many, which the matching does not see) bounded the
    /// whole allowance of 100,000 placements without an answer, while the
    /// set that found the goal took 139 (BENCHMARKS.md, Session 84). A set
    /// that gave up in a round is asked again in the next; the answers of
    /// the placements it finished are kept in the cache meanwhile.
    fn any_removal(&mut self, start: Placement, sets: &[Vec<Square>], moves: u8) -> bool {
        let mut open: Vec<(Placement, u8)> = sets.iter().filter_map(|set| self.removed(start, set, moves)).collect();
        let allowance = self.limit;
        let mut share = FIRST_SHARE;
        while !open.is_empty() {
            let mut still_open = Vec::with_capacity(open.len());
            for &(p, left) in &open {
                self.limit = allowance.min(self.nodes.saturating_add(share));
                self.gave_up = false;
                let found = self.reachable(p, left, Mode::Within);
                if !self.gave_up {
                    if found {
                        return true;
                    }
                    continue;
                }
                if self.nodes > allowance || self.est.must_give_up() {
                    // The allowance is spent, or the count must stop: the
                    // question claims nothing.
                    return true;
                }
                still_open.push((p, left));
            }
            open = still_open;
            share = share.saturating_mul(4);
        }
        false
    }

    /// `start` with the pieces on `chosen` removed, and the moves left
    /// once the forced victims among them have travelled to their capture
    /// squares (moves the relaxed search cannot have); `None` if those
    /// pieces cannot get there within `moves`.
    fn removed(&self, start: Placement, chosen: &[Square], moves: u8) -> Option<(Placement, u8)> {
        let left = self.victims_travel(&start, chosen).and_then(|t| moves.checked_sub(t))?;
        let mut p = start;
        for &sq in chosen {
            // A rook that may still castle can do so before it is
            // captured, moving the king as it goes: its side stays a
            // ghost castling (the king's move alone).
            match self.castling_of(&start, sq) {
                Some(castling) => p.ghosts[castling.side] = true,
                None => self.rook_gone(&mut p, sq),
            }
            for bb in p.roles.iter_mut() {
                bb.remove(sq);
            }
        }
        Some((p, left))
    }

    /// The fewest moves the pieces on `chosen` (removed from `p`) make on
    /// their way to the forced victims' capture squares, each victim a
    /// distinct removed piece; `None` if they cannot all get there.
    fn victims_travel(&self, p: &Placement, chosen: &[Square]) -> Option<u8> {
        let d = &*self.est.dist;
        let role_on = |sq: Square| Role::ALL.into_iter().find(|r| p.roles[r.index()].contains(sq));
        let cost = |piece: usize, victim: usize| -> u32 {
            let sq = chosen[piece];
            let Some(role) = role_on(sq) else { return FAR as u32 };
            let from_here = to_capture(d, self.c, role, sq, self.victims[victim]);
            // A rook that castles first sets out from its castled square:
            // castling is the king's move in the relaxed search.
            let castled = self.castling_of(p, sq).map_or(FAR as u32, |castling| {
                let to = Square::new(castling.rook_to, sq.rank()).expect("8 files");
                to_capture(d, self.c, role, to, self.victims[victim])
            });
            from_here.min(castled)
        };
        // At most MOST_REMOVED pieces: every assignment, by hand.
        let best = match (self.victims.len(), chosen.len()) {
            (0, _) => 0,
            (1, n) => (0..n).map(|i| cost(i, 0)).min().unwrap_or(FAR as u32),
            (2, 2) => (cost(0, 0) + cost(1, 1)).min(cost(0, 1) + cost(1, 0)),
            _ => return Some(0),
        };
        (best < FAR as u32).then(|| best.min(u8::MAX as u32) as u8)
    }

    /// The castling the rook on `sq` may still make in `p` (a right on
    /// its side, the king on its castling square), if any.
    fn castling_of(&self, p: &Placement, sq: Square) -> Option<&'static CastlingFiles> {
        if !Position::castling_board(self.board) || sq.rank() != self.c.back_rank(self.board) {
            return None;
        }
        let king = Square::new(CASTLING_KING_FROM, sq.rank()).expect("8 files");
        if !p.roles[Role::Rook.index()].contains(sq) || !p.roles[Role::King.index()].contains(king) {
            return None;
        }
        CASTLING_FILES
            .iter()
            .find(|castling| castling.rook_from == sq.file() && p.rights[castling.side])
    }

    /// Drops the castling right of a rook that leaves (or loses) `sq`.
    fn rook_gone(&self, p: &mut Placement, sq: Square) {
        if Position::castling_board(self.board) && sq.rank() == self.c.back_rank(self.board) {
            for castling in CASTLING_FILES.iter().filter(|castling| castling.rook_from == sq.file()) {
                p.rights[castling.side] = false;
            }
        }
    }

    /// Whether `p` reaches the goal in exactly (or within) `moves` moves.
    fn reachable(&mut self, p: Placement, moves: u8, mode: Mode) -> bool {
        let reached = p.roles == self.goal;
        if moves == 0 || (reached && mode == Mode::Within) {
            return reached;
        }
        let key = (p, moves, mode);
        if let Some(&known) = self.est.alone_cache.borrow()[self.c.index()].get(&key) {
            return known;
        }
        // Each placement bounded counts: the matching is a search's dearest step.
        self.nodes += 1;
        if self.nodes > self.limit || (self.nodes % 1024 == 0 && self.est.must_give_up()) {
            self.gave_up = true;
        }
        if self.gave_up {
            return true;
        }
        let starts = Starts::of_roles(&p.roles);
        let within = self.est.least_journeys(
            self.board,
            self.c,
            starts,
            p.rights,
            &[],
            Bitboard::EMPTY,
            Bitboard::EMPTY,
            &*self.est.dist,
        );
        // A ghost castling moves the king two squares in one move, which
        // the matching does not know: it saves the king at most one move
        // (the two squares cost two king moves), so the bound less one.
        let ghost = (0..2).any(|side| p.ghosts[side] && p.rights[side]);
        let within = within.map(|(bound, _)| bound.saturating_sub(u32::from(ghost)));
        // Each file a pawn changes is a diagonal step, and those are the
        // captures left: the matching alone would spend them twice.
        // Worked out only when the matching has not cut already.
        let too_few_captures = || {
            let shifts = self.est.pawn_shifts(p.roles[Role::Pawn.index()], self.c, &*self.est.dist);
            shifts.is_none_or(|s| s > u32::from(p.captures_left))
        };
        if within.is_none_or(|bound| bound > moves as u32) || too_few_captures() {
            remember(&self.est.alone_cache, self.c, key, false, CACHE_ENTRIES);
            return false;
        }
        let found = self.any_move(p, |s, next| s.reachable(next, moves - 1, mode));
        if !self.gave_up {
            remember(&self.est.alone_cache, self.c, key, found, CACHE_ENTRIES);
        }
        found || self.gave_up
    }

    /// Whether `f` holds after some relaxed move from `p`.
    fn any_move(&mut self, p: Placement, mut f: impl FnMut(&mut Self, Placement) -> bool) -> bool {
        let g = self.board.geometry();
        let c = self.c;
        let own = p.roles.iter().fold(Bitboard::EMPTY, |a, &b| a | b);
        let occ = own | self.walls;
        let moved = |role: Role, from: Square, to: Square, becomes: Role| {
            let mut next = p;
            next.roles[role.index()].remove(from);
            next.roles[becomes.index()].insert(to);
            next
        };
        let last_rank = match c {
            Color::White => self.board.height() - 1,
            Color::Black => 0,
        };
        // Pawns: forward to free squares, diagonally while captures remain.
        for from in p.roles[Role::Pawn.index()] {
            let targets = push_squares(self.board, c, from, occ);
            let diagonal = if c == Color::White {
                g.pawn_up[from.index()]
            } else {
                g.pawn_down[from.index()]
            };
            let diagonal = if p.captures_left > 0 {
                diagonal & !occ
            } else {
                Bitboard::EMPTY
            };
            for to in targets | diagonal {
                let roles: &[Role] = if to.rank() == last_rank {
                    &Role::PROMOTIONS
                } else {
                    &[Role::Pawn]
                };
                for &becomes in roles {
                    let mut next = moved(Role::Pawn, from, to, becomes);
                    if diagonal.contains(to) {
                        next.captures_left -= 1;
                    }
                    if f(self, next) {
                        return true;
                    }
                }
            }
        }
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King] {
            for from in p.roles[role.index()] {
                for to in g.attacks(role.movement(c), from, occ) & !occ {
                    let mut next = moved(role, from, to, role);
                    if role == Role::King {
                        next.rights = [false; 2];
                        next.ghosts = [false; 2];
                    } else if role == Role::Rook {
                        self.rook_gone(&mut next, from);
                    }
                    if f(self, next) {
                        return true;
                    }
                }
            }
        }
        // Castling: the right and free squares between king and rook.
        if p.rights.iter().any(|&r| r) && Position::castling_board(self.board) {
            let rank = c.back_rank(self.board);
            let sq = |file: u8| Square::new(file, rank).expect("8 files");
            for castling in CASTLING_FILES {
                let rook = p.roles[Role::Rook.index()].contains(sq(castling.rook_from));
                if !p.rights[castling.side]
                    || !p.roles[Role::King.index()].contains(sq(CASTLING_KING_FROM))
                    || !(rook || p.ghosts[castling.side])
                    || castling.between.iter().any(|&f| occ.contains(sq(f)))
                {
                    continue;
                }
                let mut next = moved(Role::King, sq(CASTLING_KING_FROM), sq(castling.king_to), Role::King);
                if rook {
                    next.roles[Role::Rook.index()].remove(sq(castling.rook_from));
                    next.roles[Role::Rook.index()].insert(sq(castling.rook_to));
                }
                next.rights = [false; 2];
                next.ghosts = [false; 2];
                if f(self, next) {
                    return true;
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn alone(goal: &str, pos: &str, c: Color, moves: u32, captures: u32) -> bool {
        let goal = parse_fen(goal).unwrap();
        let pos = parse_fen(pos).unwrap();
        Estimator::new(&goal, None).reachable_alone(&pos, c, moves, captures)
    }

    #[test]
    fn a_knight_in_the_rooks_way_steps_aside_and_comes_back() {
        // Ra1-d1 is one move on an empty board; the knight on b1, which
        // ends there, must step aside and return: Nc3 Rd1 Nb1, 3 moves.
        let goal = "4k3/8/8/8/8/8/8/1N1RK3 w - - 0 1";
        let pos = "4k3/8/8/8/8/8/8/RN2K3 w - - 0 1";
        assert!(!alone(goal, pos, Color::White, 1, 0));
        assert!(!alone(goal, pos, Color::White, 2, 0));
        assert!(alone(goal, pos, Color::White, 3, 0));
    }

    #[test]
    fn exactly_the_moves_left_or_within_them() {
        // A knight's moves between two squares have a fixed parity: with no
        // piece to lose, g1-f3 takes 1 or 3 moves, never 2.
        let goal = "4k3/8/8/8/8/5N2/8/4K3 w - - 0 1";
        let pos = "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1";
        assert!(alone(goal, pos, Color::White, 1, 0));
        assert!(!alone(goal, pos, Color::White, 2, 0));
        // The king can spend two: Ke2, Ke1 and Nf3.
        assert!(alone(goal, pos, Color::White, 3, 0));
        // With a pawn the other colour will capture, within is enough.
        let pos = "4k3/8/8/8/8/8/P7/4K1N1 w - - 0 1";
        assert!(alone(goal, pos, Color::White, 2, 0));
    }

    #[test]
    fn regression_a_rook_that_castles_before_it_is_captured_is_not_removed_first() {
        // ...O-O, ...Kh8, and the rook is taken on f8: two moves. Removing
        // the rook at the start left a king that needs three (e8-f8-g8-h8),
        // and the count said "no solution" while listing the two games; a
        // ghost castling (the king's move alone) keeps the two.
        let goal = "5R1k/8/8/8/8/8/6K1/8 b - - 0 1";
        let pos = "4k2r/8/8/8/8/8/6K1/R7 b k - 0 1";
        assert!(alone(goal, pos, Color::Black, 2, 0));
        // Without the right the king walks: three moves.
        let pos = "4k2r/8/8/8/8/8/6K1/R7 b - - 0 1";
        assert!(!alone(goal, pos, Color::Black, 2, 0));
        assert!(alone(goal, pos, Color::Black, 3, 0));
    }

    #[test]
    fn a_piece_the_other_sides_pawn_must_take_travels_there_first() {
        // e7xf6 takes a white piece on f6: the rook, two moves from h1
        // (h1-h6-f6), while the king's way to g1 takes two more: four. With
        // the right, O-O (the king's move) and Rf6 are two.
        let goal = "3k4/8/5p2/8/8/8/8/6K1 w - - 0 1";
        let pos = "4k3/4p3/8/8/8/8/8/4K2R w K - 0 1";
        assert!(alone(goal, pos, Color::White, 2, 0));
        let pos = "4k3/4p3/8/8/8/8/8/4K2R w - - 0 1";
        assert!(!alone(goal, pos, Color::White, 3, 0));
        assert!(alone(goal, pos, Color::White, 4, 0));
        // Without the charge for the rook's way the relaxed king alone
        // needed two: a near miss of 32 plies (2.1 million positions to
        // refute) is now refuted before the search.
    }

    #[test]
    fn regression_a_removal_set_that_runs_long_does_not_hold_up_one_that_fits() {
        // White loses one pawn on the way to this goal. Removing the g-pawn
        // first leaves the h-pawn to promote on h8 round Black's h7 pawn,
        // a capture more than White has, which the matching does not see:
        // that set's search bounded the whole allowance of 100,000
        // placements, and the question gave up, before the h-pawn's set
        // (the g-pawn promotes on h8) was tried. Each set now gets a share.
        let goal = parse_fen("bn2q1nQ/2r1k2p/p1ppPp2/4PP1p/1P6/P3b3/1P6/RNBQKBNR w KQ - 0 1").unwrap();
        let pos = parse_fen(crate::chess::fen::INITIAL_FEN).unwrap();
        let est = Estimator::new(&goal, None);
        assert!(est.reachable_alone(&pos, Color::White, 17, 3));
        let spent = est.alone_spent.get();
        assert!(spent < 5_000, "{spent} placements bounded");
        // With a move fewer no set fits: every set searched to the end,
        // within the allowance.
        let est = Estimator::new(&goal, None);
        assert!(!est.reachable_alone(&pos, Color::White, 16, 3));
        assert!(est.alone_spent.get() <= NODE_LIMIT);
    }

    #[test]
    fn regression_pawns_still_to_change_files_need_the_captures_left() {
        // Black's a- and d-pawns each take once on their way to b3 and c3,
        // and Black has two captures: a pawn that takes on its way to f2
        // (f4xg3, g3xf2) leaves one of them short, which the matching does
        // not see and the last diagonal step did, after searching the other
        // pieces' orders: Black's question bounded 70,853 placements before
        // this 34-ply goal's count began. Counting the file changes still
        // to make against the captures left, it bounds 73.
        let goal = parse_fen("rnbqk1nr/4b2p/1p2Q1PP/8/2p1p1R1/PppPP1P1/5pB1/RNB1K1N1 w Qkq - 0 1").unwrap();
        let pos = parse_fen(crate::chess::fen::INITIAL_FEN).unwrap();
        let est = Estimator::new(&goal, None);
        assert!(est.reachable_alone(&pos, Color::Black, 17, 2));
        let spent = est.alone_spent.get();
        assert!(spent < 1_000, "{spent} placements bounded");
        // Three pawns that must each change a file, two captures: no.
        let goal = "4k3/8/8/8/8/1P1P1P2/8/4K3 w - - 0 1";
        let pos = "4k3/8/8/8/8/8/P1P1P3/4K3 w - - 0 1";
        assert!(!alone(goal, pos, Color::White, 3, 2));
        assert!(alone(goal, pos, Color::White, 3, 3));
    }

    #[test]
    fn pawns_capture_only_while_captures_remain() {
        let goal = "4k3/8/8/8/8/3P4/8/4K3 w - - 0 1";
        let pos = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        assert!(!alone(goal, pos, Color::White, 1, 0));
        assert!(alone(goal, pos, Color::White, 1, 1));
    }
}
