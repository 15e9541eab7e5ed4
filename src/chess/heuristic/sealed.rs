//! A pawn (or a piece of a role the goal lacks) that can neither move nor
//! be spared seals its square.
//!
//! Take colour c with pieces still to lose and the other colour d with
//! none (so c captures nothing more: its pawns keep their files, and no
//! piece of d is ever taken), and a pawn V of c on a square s where the
//! goal has a piece of d. In every game that reaches the goal within the
//! budget:
//!
//! 1. **V never fills a goal square** when no goal pawn square of c lies
//!    ahead of it on its file and it cannot promote: promoting, then going
//!    on to a goal square of c, takes more moves than c has, or a piece
//!    that never moves stands ahead of it on its file, or a pawn of d that
//!    stays on that file to the end (V cannot pass it). A pawn of d stays
//!    on its file when it is the only pawn of d that can reach a goal pawn
//!    square of d on that file at or ahead of it, so it ends there, and it
//!    cannot leave and come back: that takes two captures and two ranks.
//!    So V is captured. A knight, bishop, rook or queen of c whose role the
//!    goal has none of for c fills no goal square either (pieces keep
//!    their roles): from step 2 on, it is a V like the pawns.
//! 2. **V never moves** when, besides, c's other pieces alone need all of
//!    c's moves: their least journeys `A` with V left off the board (each
//!    goal square of c filled by one of them; castling as `journeys.rs`
//!    counts it) plus V's one move exceed c's budget. V is then taken on
//!    s, where it stands, by a piece of d that lands there (not en
//!    passant: the rule is not asked right after a double step).
//! 3. **That piece never leaves s** when d has no castling right left, its
//!    pieces are the goal's role by role (so none promotes, none is taken,
//!    and each ends on a goal square of its role), and a detour through s
//!    costs d more than it has. A piece R of d that lands on s and ends on
//!    a goal square g ≠ s makes at least `D(R, s) + D(s, g)` moves (static
//!    distances), `δ = D(R, s) + D(s, g) − D(R, g)` over its distance to
//!    g; the other pieces make at least their distances to their own last
//!    squares, so d makes at least `A_d + δ`, `A_d` being d's least
//!    matching on the same distances. One that lands there, leaves and
//!    comes back makes 2 moves its matching does not count. So if
//!    `A_d + min(2, min δ)` exceeds d's budget, the piece that takes V
//!    stays on s to the end.
//!
//! So s is occupied from now to the end: by V, then by a piece of d that c
//! never captures. No piece of c enters or crosses it: it is a wall of
//! c's journeys, beside the walls of `budget.rs` and `theirs.rs`, and if
//! c's bound around it exceeds c's moves, no game exists. A knight bound
//! for h1 whose other way in, g3, holds its own pawn home for good, while
//! its surplus pawn waits on f2 for the enemy queen to take it and stay.
//!
//! **The keeper's side.** No piece of d crosses s either, and the only
//! one that enters it is the taker, which then stays: on d's distances s
//! may end a journey but never lies on one (`LazyRows::new`),
//! around the same pieces that never move. Each piece of d still ends on
//! a goal square of its role (step 3), so d's least matching on those
//! distances, its victims left out, is a bound of d's moves; if it
//! exceeds d's budget, no game exists. A bishop that must go b5xd7 across
//! c6, where c's pawn waits for d's b-pawn to take it and stay, goes round
//! (the 36-ply near miss of BENCHMARKS.md, Session 32).
//!
//! Where d has pieces to lose too, `taken_in_place.rs` seals the squares
//! whose taker is known another way (the one pawn of d that can end
//! there); its walls join these, with c's captures left in its bound.
//!
//! Asked only where it can refute: c tight (its bound leaves it under two
//! spare moves) and a pawn of c (or a piece of a role the goal lacks) on a
//! goal square of d. c's bound around the sealed squares is cached by
//! `theirs.rs` (by c's placement, budget and walls), the keeper's by its
//! pieces, the walls and the seals (`KeeperCache`).

use super::costs::Starts;
use super::distances::{Dist, FAR};
use super::journeys::{remember, ColourBound, PerColour};
use super::victims::relative_rank;
use super::walls::{WallTables, WhenFull};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

/// Keeper bounds kept per colour before the cache starts over.
const KEEPER_ENTRIES: usize = 1 << 16;

/// The keeper's side: distance rows by walls and sealed squares, and the
/// keeper's least journeys (`u32::MAX`: out of reach) by its placement
/// (its pieces, then the walls and the seals, then its first five roles'
/// squares; the king's follow).
#[derive(Default)]
pub(super) struct KeeperCache {
    tables: WallTables,
    bounds: PerColour<[u64; 8], u32>,
}

impl Estimator {
    /// Whether a colour's pawns that seal their squares (module header) take
    /// its journeys past its budget. `bounds` are each colour's bounds so
    /// far, `frozen` each colour's pieces frozen for good beyond the static
    /// walls, `surplus` the pieces each colour has beyond the goal's.
    pub(super) fn sealed_refutes(
        &self,
        pos: &Position,
        budget: [u32; 2],
        bounds: [ColourBound; 2],
        frozen: [Bitboard; 2],
        surplus: [u32; 2],
    ) -> bool {
        [Color::White, Color::Black].into_iter().any(|c| {
            let (ci, di) = (c.index(), c.other().index());
            if surplus[ci] == 0 || bounds[ci].journeys > budget[ci] {
                return false;
            }
            if !Self::under_two_spare(&bounds[ci], budget[ci]) {
                return false;
            }
            let still = self.static_walls | frozen[0] | frozen[1];
            let mut sealed = self.taken_in_place(pos, c, budget[ci], still, surplus);
            if surplus[di] == 0 {
                sealed |= self.sealed_squares(pos, c, budget, still, surplus[ci]);
            }
            if sealed.is_empty() {
                return false;
            }
            let walls = [frozen[ci], frozen[di] | sealed];
            let victims_refuted = match self.bound_around_theirs(pos, c, surplus[di], budget[ci], &bounds[ci], walls) {
                Some(None) => true,
                Some(Some(b)) => b.journeys > budget[ci],
                None => false,
            };
            victims_refuted || self.keeper_refutes(pos, c.other(), budget[di], still, sealed)
        })
    }

    /// Whether colour `d`, which takes and keeps the `sealed` squares,
    /// needs more than its `budget` with none of its pieces crossing them
    /// or entering one but to end there, around the pieces `still` of both
    /// colours (module header, "the keeper's side"). Its victims are left
    /// out: the bound stays a bound without them.
    fn keeper_refutes(&self, pos: &Position, d: Color, budget: u32, still: Bitboard, sealed: Bitboard) -> bool {
        let cache = &self.theirs_cache.keeper;
        let mine = pos.by_color[d.index()];
        let key = [
            mine.0,
            still.0,
            sealed.0,
            (pos.by_role[0] & mine).0,
            (pos.by_role[1] & mine).0,
            (pos.by_role[2] & mine).0,
            (pos.by_role[3] & mine).0,
            (pos.by_role[4] & mine).0,
        ];
        let hit = cache.bounds.borrow()[d.index()].get(&key).copied();
        let journeys = match hit {
            Some(journeys) => journeys,
            None => {
                let Some(rows) = cache
                    .tables
                    .around_apart(pos.board, still, sealed, Bitboard::EMPTY, WhenFull::Restart)
                else {
                    return false;
                };
                let journeys = self
                    .compute_colour_bound(pos, d, &[], &self.around_walls(&rows))
                    .map_or(u32::MAX, |b| b.journeys);
                remember(&cache.bounds, d, key, journeys, KEEPER_ENTRIES);
                journeys
            }
        };
        journeys > budget
    }

    /// The squares colour `c`'s pawns and pieces of roles the goal lacks
    /// seal (module header, steps 1-3), where
    /// `c` has pieces to lose and the other colour none; `still` are the
    /// pieces of both colours that never move nor are taken, and `c` has
    /// `to_lose` pieces beyond the goal's (the other colour's captures left).
    fn sealed_squares(&self, pos: &Position, c: Color, budget: [u32; 2], still: Bitboard, to_lose: u32) -> Bitboard {
        let d = c.other();
        let (ci, di) = (c.index(), d.index());
        let candidates = self.sealers(pos, c) & self.goal.by_color[di];
        // A pawn that has just made a double step may be taken en passant,
        // by a pawn that lands beside it: its square then empties.
        if candidates.is_empty() || pos.ep_square.is_some() {
            return Bitboard::EMPTY;
        }
        // Step 3's conditions on d that do not depend on the square.
        if pos.castling.rights[di].iter().any(|&r| r)
            || Role::ALL
                .into_iter()
                .any(|r| pos.pieces(d, r).count() != self.goal_counts[di][r.index()])
        {
            return Bitboard::EMPTY;
        }
        let dist = &*self.dist;
        let Some((a_d, _)) = self.journeys_from(d, &Starts::of(pos, d), &[], Bitboard::EMPTY, Bitboard::EMPTY, dist) else {
            return Bitboard::EMPTY;
        };
        if a_d + 2 <= budget[di] {
            return Bitboard::EMPTY;
        }
        // d captures only c's pieces still to lose.
        let captures_left_d = to_lose;
        let mut sealed = Bitboard::EMPTY;
        for s in candidates {
            let role = pos.piece_at(s).map_or(Role::Pawn, |(_, r)| r);
            if role == Role::Pawn && !self.pawn_fills_nothing(pos, c, s, budget[ci], still, captures_left_d) {
                continue;
            }
            if !self.others_need_every_move(pos, c, s, role, budget[ci]) {
                continue;
            }
            // 3. No piece of d lands on s and ends elsewhere.
            if a_d + self.least_detour_through(pos, d, s) > budget[di] {
                sealed |= Bitboard::from_square(s);
            }
        }
        sealed
    }

    /// Colour `c`'s pieces that may seal a square: its pawns, and its
    /// pieces of a role the goal no longer has for c (they fill no goal
    /// square: step 1 holds for them at once).
    pub(super) fn sealers(&self, pos: &Position, c: Color) -> Bitboard {
        let mut sealers = pos.pieces(c, Role::Pawn);
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            if self.goal_counts[c.index()][role.index()] == 0 {
                sealers |= pos.pieces(c, role);
            }
        }
        sealers
    }

    /// Step 2: whether colour `c`'s pieces other than its `role` on `s`
    /// need more than `budget` moves less one to fill every goal square of
    /// `c` (so the one on `s`, which fills none, cannot move).
    pub(super) fn others_need_every_move(&self, pos: &Position, c: Color, s: Square, role: Role, budget: u32) -> bool {
        let mut roles = Role::ALL.map(|r| pos.pieces(c, r));
        roles[role.index()] = roles[role.index()] & !Bitboard::from_square(s);
        self.plain_journeys(pos, c, Starts::of_roles(&roles))
            .is_some_and(|a| a + 1 > budget)
    }

    /// Step 1 for colour `c`'s pawn on `s`, with `budget` moves left to `c`:
    /// no goal pawn square of `c` ahead on its file, and promoting barred
    /// (a piece in `still` or a pawn of the other colour that stays, ahead
    /// on the file) or too dear. The other colour makes at most
    /// `captures_left_d` captures.
    fn pawn_fills_nothing(
        &self,
        pos: &Position,
        c: Color,
        s: Square,
        budget: u32,
        still: Bitboard,
        captures_left_d: u32,
    ) -> bool {
        let (ci, d) = (c.index(), c.other());
        let height = pos.board.height();
        let goal_pawns = self.goal.pieces(c, Role::Pawn);
        let goal_pieces = self.goal.by_color[ci] & !goal_pawns;
        let rank = relative_rank(c, height, s);
        let on_file_ahead = |sq: Square| sq.file() == s.file() && relative_rank(c, height, sq) > rank;
        if Iterator::any(&mut goal_pawns.into_iter(), on_file_ahead) {
            return false;
        }
        let barred = Iterator::any(&mut still.into_iter(), on_file_ahead)
            || Iterator::any(&mut pos.pieces(d, Role::Pawn).into_iter(), |p| {
                on_file_ahead(p) && self.stays_on_its_file(pos, d, p, captures_left_d)
            });
        let to_promote = u32::from(height - 1 - rank);
        let promotion_square = Square::new(s.file(), if c == Color::White { height - 1 } else { 0 });
        let on_arrival = promotion_square.is_some_and(|p| goal_pieces.contains(p));
        barred || to_promote + u32::from(!on_arrival) > budget
    }

    /// Whether colour `d`'s pawn on `p` stays on its file to the end, when
    /// `d` loses nothing more and makes at most `captures_left` captures:
    /// the goal has a pawn of `d` on the file, at or ahead of `p`, that no
    /// other pawn of `d` can reach (so this one ends there), and leaving
    /// the file and coming back, two captures that advance it two ranks,
    /// would overshoot that square or take captures `d` does not have.
    fn stays_on_its_file(&self, pos: &Position, d: Color, p: Square, captures_left: u32) -> bool {
        let height = pos.board.height();
        let from = relative_rank(d, height, p);
        let pawns = pos.pieces(d, Role::Pawn);
        Iterator::any(&mut self.goal.pieces(d, Role::Pawn).into_iter(), |g| {
            let ahead = relative_rank(d, height, g);
            if g.file() != p.file() || ahead < from || (ahead - from >= 2 && captures_left >= 2) {
                return false;
            }
            !Iterator::any(&mut (pawns & !Bitboard::from_square(p)).into_iter(), |q| {
                self.dist.pawn[d.index()][q.index()][g.index()] != FAR && u32::from(q.file().abs_diff(g.file())) <= captures_left
            })
        })
    }

    /// The least `δ` of step 3 over colour `d`'s pieces (capped at 2, what a
    /// piece that leaves s and comes back adds): its moves through `s` to a
    /// goal square of its role other than `s`, beyond its distance there.
    fn least_detour_through(&self, pos: &Position, d: Color, s: Square) -> u32 {
        let dist = &*self.dist;
        let mut least = 2;
        for role in Role::ALL {
            let goals = self.goal.pieces(d, role) & !Bitboard::from_square(s);
            for from in pos.pieces(d, role) {
                let to_s = dist.piece_or_pawn(d, role, from, s);
                if to_s == u32::from(FAR) {
                    continue;
                }
                for g in goals {
                    let (via, direct) = (dist.piece_or_pawn(d, role, s, g), dist.piece_or_pawn(d, role, from, g));
                    if via == u32::from(FAR) || direct == u32::from(FAR) {
                        continue;
                    }
                    least = least.min((to_s + via).saturating_sub(direct));
                }
            }
        }
        least
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    /// The squares `c` seals at `pos`, its pieces to lose counted there.
    fn sealed(est: &Estimator, pos: &Position, c: Color, budget: [u32; 2], still: Bitboard) -> Bitboard {
        est.sealed_squares(pos, c, budget, still, est.surplus(pos)[c.index()])
    }

    /// The keeper's scene, cut down from the 36-ply near miss of
    /// BENCHMARKS.md (Session 32), with Black's `on_c6` there: White's
    /// bishop must go b5xd7 across c6, where Black's piece waits (Black's
    /// king needs every black move) for White's b-pawn to take it and stay.
    /// The journeys allow it in three moves each; c6 is sealed, and d7 too
    /// (Black keeps no knight, and the bishop ends there), so the bounds
    /// refute it and no game of six plies exists.
    fn assert_c6_sealed_and_refuted(on_c6: char) -> (Position, Position) {
        let start = parse_fen(&format!("7k/3n4/2{on_c6}5/1B6/1P6/8/8/K7 w - - 0 1")).unwrap();
        let goal = parse_fen("8/3B4/2P5/7k/8/8/8/K7 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(est.estimate(&start).unwrap().per_color, [3, 3], "the journeys allow it");
        let sq = |file, rank| Bitboard::from_square(Square::new(file, rank).unwrap());
        assert_eq!(
            sealed(&est, &start, Color::Black, [3, 3], est.static_walls),
            sq(2, 5) | sq(3, 6)
        );
        assert_eq!(est.estimate_within(&start, [3, 3]), None);
        assert_eq!(count_exhaustively(&start, &goal, 6), 0);
        (start, goal)
    }

    /// White's knight on e4 must reach h1, by f2 or g3. g3 holds White's
    /// pawn home for good; f2 holds White's surplus pawn, which cannot
    /// move (White has no move to spare) and which Black's queen takes on
    /// her one move and keeps. The journeys allow the game; f2 sealed, the
    /// knight has no way in.
    #[test]
    fn a_knight_cannot_enter_where_its_pawn_waits_for_the_queen_that_stays() {
        let start = parse_fen("k7/8/5q2/8/1K2N3/6P1/5P2/8 w - - 0 1").unwrap();
        let goal = parse_fen("k7/8/8/8/1K6/6P1/5q2/7N b - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::Black));
        assert_eq!(est.estimate(&start).unwrap().per_color, [2, 1], "the journeys allow it");
        let still = est.static_walls | Bitboard::from_square(Square::new(6, 2).unwrap());
        assert_eq!(
            sealed(&est, &start, Color::White, [2, 1], still),
            Bitboard::from_square(Square::new(5, 1).unwrap()),
        );
        assert!(est.estimate_within(&start, [2, 1]).is_none());
        assert_eq!(count_exhaustively(&start, &goal, 3), 0);
        // Without the pawn on g3 the knight goes round: 1.Ng3 Qxf2 2.Nh1.
        let open = parse_fen("k7/8/5q2/8/1K2N3/8/5P2/8 w - - 0 1").unwrap();
        let goal_open = parse_fen("k7/8/8/8/1K6/8/5q2/7N b - - 0 1").unwrap();
        let est = Estimator::new(&goal_open, Some(Color::Black));
        assert!(est.estimate_within(&open, [2, 1]).is_some());
        assert_eq!(count_exhaustively(&open, &goal_open, 3), 1);
    }

    /// The keeper's side (`assert_c6_sealed_and_refuted`): with Black's
    /// pawn on c6 the bishop goes round (b5-a6-c8-d7), 5 moves, not 3.
    #[test]
    fn a_bishop_cannot_cross_where_its_pawn_must_take_and_stay() {
        let (start, goal) = assert_c6_sealed_and_refuted('p');
        // Two moves more for each colour: the bishop's way round fits.
        let est = Estimator::new(&goal, Some(Color::White));
        assert!(est.estimate_within(&start, [5, 5]).is_some_and(|e| fits(e, [5, 5])));
        assert!(count_exhaustively(&start, &goal, 10) > 0);
    }

    /// Whether an estimate leaves each colour within its budget.
    fn fits(e: crate::chess::heuristic::Estimate, budget: [u32; 2]) -> bool {
        e.per_color[0] <= budget[0] && e.per_color[1] <= budget[1]
    }

    /// A pawn's promotion is barred by a pawn of the other colour that stays
    /// on its file (its goal square one step ahead, which no other pawn
    /// reaches), though Black could afford the four moves: Black's c4 pawn
    /// must stay and be taken by White's knight, which stays, and White's
    /// bishop must go round (b3-d5 in three moves, not one).
    #[test]
    fn a_pawn_that_stays_on_the_file_bars_the_promotion() {
        let start = parse_fen("7k/8/8/3n4/2p5/1B2N3/2P5/K7 b - - 0 1").unwrap();
        let goal = parse_fen("8/8/8/3B4/2N4k/2P5/8/K7 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(est.estimate(&start).unwrap().per_color, [3, 4], "the journeys allow it");
        // c4, and d5, where the bishop ends: Black keeps no knight.
        let sq = |file, rank| Bitboard::from_square(Square::new(file, rank).unwrap());
        assert_eq!(
            sealed(&est, &start, Color::Black, [3, 4], est.static_walls),
            sq(2, 3) | sq(3, 4)
        );
        assert_eq!(est.estimate_within(&start, [3, 4]), None);
        assert_eq!(count_exhaustively(&start, &goal, 7), 0);
        // A second white pawn that could take c3 instead (b2xc3) frees the
        // c-pawn to leave the file: it bars nothing, and c4 is not sealed.
        let start = parse_fen("7k/8/8/3n4/2p5/1B2N3/1PP5/K7 b - - 0 1").unwrap();
        let goal = parse_fen("8/8/8/3B4/2N4k/2P5/1P6/K7 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(sealed(&est, &start, Color::Black, [3, 4], est.static_walls), sq(3, 4));
        // A pawn two ranks short of its goal square leaves the file and
        // comes back with two captures (c2xd3xc4), not with one.
        let pos = parse_fen("k7/pp6/8/8/8/8/2P5/K7 w - - 0 1").unwrap();
        let est = Estimator::new(&parse_fen("k7/8/8/8/2P5/8/8/K7 w - - 0 1").unwrap(), Some(Color::White));
        let c2 = Square::new(2, 1).unwrap();
        assert!(!est.stays_on_its_file(&pos, Color::White, c2, 2));
        assert!(est.stays_on_its_file(&pos, Color::White, c2, 1));
    }

    /// A piece of a role the goal has none of seals as a pawn does: Black's
    /// knight on c6 (Black keeps no knight) cannot move, Black's king
    /// needing every black move, and waits for White's b-pawn.
    #[test]
    fn a_piece_the_goal_has_no_place_for_seals_its_square() {
        let (start, _) = assert_c6_sealed_and_refuted('n');
        // With a black knight in the goal, either knight might fill its square.
        let goal = parse_fen("1n6/3B4/2P5/7k/8/8/8/K7 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(sealed(&est, &start, Color::Black, [3, 3], est.static_walls), Bitboard::EMPTY);
    }

    /// Soundness of the keeper's side on every placement of White's bishop
    /// and, for a second game, with the b-pawn one step back and Black's
    /// king one step farther to go: wherever the
    /// bounds refute, exhaustive counting finds no game; the seal refutes
    /// some that the journeys alone allow.
    #[test]
    fn a_placement_refuted_by_the_keepers_walls_has_no_game() {
        let (mut refuted, mut sealed_only) = (0, 0);
        for (pawn, king, budget, plies) in [((1, 3), "7k/8/8", [3, 3], 6), ((1, 2), "8/7k/8", [4, 4], 8)] {
            let goal = parse_fen(&format!("8/3B4/2P5/{king}/8/K7 w - - 0 1")).unwrap();
            let est = Estimator::new(&goal, Some(Color::White));
            for b in 0..64u8 {
                let (file, rank) = (usize::from(b % 8), usize::from(b / 8));
                if (file + rank) % 2 == 0 {
                    continue; // a dark square: d7 is light, no bound needs the seal
                }
                let mut grid = [['.'; 8]; 8];
                for (f, r, piece) in [(7, 7, 'k'), (3, 6, 'n'), (2, 5, 'p'), (pawn.0, pawn.1, 'P'), (0, 0, 'K')] {
                    grid[r][f] = piece;
                }
                if grid[rank][file] != '.' {
                    continue;
                }
                grid[rank][file] = 'B';
                let start = parse_fen(&format!("{} w - - 0 1", placement(&grid))).unwrap();
                let within = est.estimate_within(&start, budget);
                if crate::chess::movegen::in_check(&start, Color::Black) || within.is_some_and(|e| fits(e, budget)) {
                    continue;
                }
                refuted += 1;
                let count = count_exhaustively(&start, &goal, plies);
                assert_eq!(count, 0, "refuted with {count} games: {}", crate::chess::fen::to_fen(&start));
                if est.estimate(&start).is_some_and(|e| fits(e, budget)) {
                    sealed_only += 1;
                }
            }
        }
        assert!(refuted > 20, "{refuted} refuted");
        assert!(sealed_only > 1, "{sealed_only} refuted beyond the journeys");
    }

    /// A FEN placement from ranks listed a1 side first.
    fn placement(grid: &[[char; 8]; 8]) -> String {
        let top_first: Vec<&[char; 8]> = grid.iter().rev().collect();
        crate::chess::fen::placement_from_rows(&top_first)
    }

    /// Soundness on every placement of the knight and the queen around the
    /// position above, with and without the pawn on g3 and a move to spare:
    /// wherever the bounds refute, exhaustive counting finds no game, and
    /// the seal refutes some that the journeys alone allow.
    #[test]
    fn a_refuted_placement_has_no_game() {
        let (mut refuted, mut sealed_only) = (0, 0);
        for g3 in [true, false] {
            for (budget, plies) in [([2, 1], 3), ([3, 2], 5)] {
                let turn = if plies % 2 == 1 { "b" } else { "w" };
                let pawn = if g3 { "6P1" } else { "8" };
                let goal = parse_fen(&format!("k7/8/8/8/1K6/{pawn}/5q2/7N {turn} - - 0 1")).unwrap();
                let est = Estimator::new(&goal, Some(if plies % 2 == 1 { Color::Black } else { Color::White }));
                for n in 0..64u8 {
                    for q in [(5u8, 5u8), (5, 6), (2, 5)] {
                        let mut grid = [['.'; 8]; 8];
                        for (file, rank, piece) in [(0, 7, 'k'), (1, 3, 'K'), (5, 1, 'P'), (q.0, q.1, 'q')] {
                            grid[usize::from(rank)][usize::from(file)] = piece;
                        }
                        if g3 {
                            grid[2][6] = 'P';
                        }
                        let (file, rank) = (n % 8, n / 8);
                        if grid[rank as usize][file as usize] != '.' {
                            continue;
                        }
                        grid[rank as usize][file as usize] = 'N';
                        let Ok(start) = parse_fen(&format!("{} w - - 0 1", placement(&grid))) else {
                            continue;
                        };
                        if crate::chess::movegen::in_check(&start, Color::Black) {
                            continue;
                        }
                        let within = est.estimate_within(&start, budget);
                        if within.is_some() {
                            continue;
                        }
                        refuted += 1;
                        let count = count_exhaustively(&start, &goal, plies);
                        assert_eq!(count, 0, "refuted with {count} games: {}", crate::chess::fen::to_fen(&start));
                        let plain = est.estimate(&start);
                        if plain.is_some_and(|e| e.per_color[0] <= budget[0] && e.per_color[1] <= budget[1]) {
                            sealed_only += 1;
                        }
                    }
                }
            }
        }
        assert!(refuted > 50, "{refuted} refuted");
        assert!(sealed_only > 0, "none refuted beyond the journeys");
    }

    /// As above, with a capturer that may leave: Black's queen takes on f2
    /// and goes on to e1 (f2 is on her way), and Black's rook ends on f2.
    /// The knight may pass f2 between the two, so f2 is not sealed (step
    /// 3), and where a game exists no bound may refute it (the knight home
    /// on h1 already: 40 games of 6 plies).
    #[test]
    fn a_square_the_capturer_leaves_is_not_sealed() {
        let goal = parse_fen("k7/8/8/8/1K6/6P1/5r2/4q2N w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let (mut games, mut checked) = (0, 0);
        // The knight on h1, e4, g4, e3.
        for n in [7u8, 28, 30, 20] {
            let mut grid = [['.'; 8]; 8];
            for (file, rank, piece) in [(0, 7, 'k'), (5, 7, 'r'), (5, 5, 'q'), (1, 3, 'K'), (6, 2, 'P'), (5, 1, 'P')] {
                grid[rank][file] = piece;
            }
            let (file, rank) = (usize::from(n % 8), usize::from(n / 8));
            if grid[rank][file] != '.' {
                continue;
            }
            grid[rank][file] = 'N';
            let Ok(start) = parse_fen(&format!("{} w - - 0 1", placement(&grid))) else {
                continue;
            };
            if crate::chess::movegen::in_check(&start, Color::Black) {
                continue;
            }
            let still = est.static_walls | Bitboard::from_square(Square::new(6, 2).unwrap());
            assert_eq!(sealed(&est, &start, Color::White, [3, 3], still), Bitboard::EMPTY);
            let count = count_exhaustively(&start, &goal, 6);
            games += count;
            checked += 1;
            if est.estimate_within(&start, [3, 3]).is_none() {
                assert_eq!(count, 0, "refuted with {count} games: {}", crate::chess::fen::to_fen(&start));
            }
        }
        assert_eq!((checked, games), (4, 40));
    }
}
