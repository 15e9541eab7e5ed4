//! The other colour's pieces that stay put, as walls.
//!
//! [`Estimator::frozen_for_good`] finds the pieces of a colour that, with
//! its moves left, neither move nor are captured for the rest of every
//! game that reaches the goal: its pawns frozen on the way (`walls.rs`) and
//! the pieces its budget freezes (`budget.rs`). Those squares are occupied
//! until the end, so no piece of *either* colour enters them or slides
//! through them: colour c's journeys may be taken around the other
//! colour's frozen pieces as well as its own. Walls only lengthen
//! distances, so the bound stays admissible.
//!
//! What this sees that the rest does not: a queen whose one-move route
//! crosses a pawn of the other colour that is already home for good. (A
//! pawn whose push is barred by an enemy pawn that will never move, so
//! that it must capture short of it and its victim must come there, is
//! the victims' side: they are read around the victims' colour's own
//! frozen pawns, and only those, as the cache key holds them:
//! `keyed_victims` in `victim_keys.rs`.) Common once a tight search is a
//! few moves deep.
//!
//! The king's side. A piece frozen for good attacks some squares whatever
//! stands between: a knight's, a pawn's and a king's targets, and a
//! slider's neighbours on its lines (nothing fits between). A king never
//! ends its own move attacked, and it moves only on its own moves, so the
//! other colour's king never enters those squares for the rest of the
//! game: they are walls for its journey alone (`LazyRows`' barred
//! squares). The goal's home pawns of the other colour (static walls)
//! attack for good too. What this sees: a king whose one shortest route
//! crosses a square a knight at home guards (the 40-ply near miss of
//! BENCHMARKS.md, Session 34: White's king goes e1-d2-c3-b4-a5 past
//! Black's knight on a4). The bound is also asked when such a square lies
//! on a shortest route of the king (`king_route_barred`).
//!
//! Cost. The bound depends on both colours then, so it is cached by c's
//! placement, its budget and the other colour's frozen squares, and asked
//! only of positions the count's table does not know yet, where the other
//! colour has frozen pieces beyond the static walls (its budget leaves it
//! under two spare moves, or its pawns are frozen on the way) and one of
//! them stands between a slider of c and a goal square of its kind or on
//! the first or last move of a slider's shortest route of two or more (a
//! table per goal, `slider_routes`), on a knight's shortest route, or on
//! a file ahead of a pawn of c (`in_the_way`): asked of every such
//! position, 2.5% of the bounds changed. Measured (BENCHMARKS.md,
//! Session 23): near misses up to 2,500 times smaller (624,481 → 253
//! positions), whole-tree counts 1.1 times slower at the median. The
//! slider routes of two moves came in Session 25 (a queen going d8-e7-b4
//! past a pawn on c5 that stays).

use super::distances::{Dist, FAR};
use super::journeys::{remember, ColourBound, PerColour, PlacementKey};
use super::walls::{WallTables, WhenFull};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

/// Entries kept per colour and map before a cache starts over.
const CACHE_ENTRIES: usize = 1 << 17;

/// Per colour: (placement, budget, the other colour's frozen squares) →
/// its bound around both colours' frozen pieces.
#[derive(Default)]
pub(super) struct TheirsCache {
    bounds: PerColour<(PlacementKey, u32, u64), Option<ColourBound>>,
    /// Distances around these walls, by set: apart from `budget.rs`'s
    /// sets, which these would crowd out (both restart when full).
    walls: WallTables,
    /// The bounds of the colour that takes and keeps sealed squares
    /// (`sealed.rs`).
    pub(super) keeper: super::sealed::KeeperCache,
}

impl Estimator {
    /// Colour `c`'s journeys around its own walls and the pieces of the
    /// other colour frozen for good (`[mine, theirs]`: c's and the other
    /// colour's frozen squares, static walls not included), with `budget`
    /// moves left to `c`, if the other colour has any in the way and
    /// `first` (`c`'s bound so far) is within the budget; `None` when not
    /// asked. `Some(None)`: the goal is out of reach around them.
    pub(super) fn bound_around_theirs(
        &self,
        pos: &Position,
        c: Color,
        captures_left: u32,
        budget: u32,
        first: &ColourBound,
        [mine, theirs]: [Bitboard; 2],
    ) -> Option<Option<ColourBound>> {
        // A colour that may castle is bounded castling included
        // (`compute_colour_bound`): a castled matching around these walls
        // bounds every game that castles there, and one that cannot (a
        // wall or a barred square in the way) has no games to bound. Until
        // Session 89 such colours were not asked: asking them took 10 %
        // off the summed time of 294 goals, with 15 and 33 times fewer
        // positions on two of them (BENCHMARKS.md).
        if theirs.is_empty() || first.journeys > budget {
            return None;
        }
        // The cheaper test first: the king's barred squares are asked for
        // only when no frozen piece stands in the way.
        if !self.in_the_way(pos, c, mine, theirs)
            && !self.king_route_barred(pos, c, self.attacked_for_good(pos, c.other(), theirs))
        {
            return None;
        }
        let (key, captures_left) = self.placement_key(pos, c, captures_left);
        // `king_barred` follows from the key and `theirs`
        // (`attacked_for_good`).
        let cache_key = (key, budget, theirs.0);
        let walls = self.static_walls | mine | theirs;
        let compute = || {
            let king_barred = self.attacked_for_good(pos, c.other(), theirs);
            let rows = self
                .theirs_cache
                .walls
                .around_apart(pos.board, walls, Bitboard::EMPTY, king_barred, WhenFull::Restart)?;
            // The key's victims (`keyed_victims`), not read around `theirs`.
            let (victims, n) = self.keyed_victims(pos, c, captures_left);
            let d = self.around_walls(&rows);
            Some(self.compute_colour_bound(pos, c, &victims[..n], &self.captures_left_on(pos, c, &d)))
        };
        let hit = self.theirs_cache.bounds.borrow()[c.index()].get(&cache_key).copied();
        if let Some(hit) = hit {
            self.audit("bound_around_theirs", pos, Some(hit), compute);
            return Some(hit);
        }
        let bound = compute()?;
        remember(&self.theirs_cache.bounds, c, cache_key, bound, CACHE_ENTRIES);
        Some(bound)
    }

    /// The squares colour `d`'s pieces in `theirs` (frozen for good) and
    /// its static walls attack whatever stands between: a knight's, a
    /// pawn's and a king's targets, a slider's neighbours on its lines. The
    /// other colour's king never ends a move on one, so never enters it
    /// (module header, "the king's side").
    fn attacked_for_good(&self, pos: &Position, d: Color, theirs: Bitboard) -> Bitboard {
        let g = pos.board.geometry();
        let mut attacked = Bitboard::EMPTY;
        // Read from the goal, so that the cache key (the other colour's
        // placement and `theirs`) decides them: frozen pieces stand on goal
        // squares of their kind, and a home pawn of d missing from `pos`
        // leaves no game to lose. The other colour's squares are left out:
        // `sealed.rs` adds its sealed pieces to `theirs`, and their takers
        // are not known yet.
        let squares = (theirs & !pos.by_color[d.other().index()]) | self.static_walls;
        for sq in squares & self.goal.by_color[d.index()] {
            let Some((colour, role)) = self.goal.piece_at(sq) else {
                continue;
            };
            // Every square occupied: a slider reaches its neighbours only.
            attacked |= g.attacks(role.movement(colour), sq, !Bitboard::EMPTY);
        }
        attacked
    }

    /// Whether colour `c`'s king, off its goal square, has a `barred`
    /// square on one of its shortest routes there (on the static tables).
    fn king_route_barred(&self, pos: &Position, c: Color, barred: Bitboard) -> bool {
        let (Some(from), Some(to)) = (pos.pieces(c, Role::King).first(), self.goal.pieces(c, Role::King).first()) else {
            return false;
        };
        let d = &*self.dist;
        let (row, to_goal) = (d.piece(Role::King, from), d.piece(Role::King, to));
        let far = row[to.index()];
        far != FAR
            && far > 0
            && Iterator::any(&mut barred.into_iter(), |x: Square| {
                u32::from(row[x.index()]) + u32::from(to_goal[x.index()]) == u32::from(far)
            })
    }

    /// Whether `theirs` lies where it could lengthen a route of one of
    /// colour c's pieces (those not frozen in `mine`): strictly between a
    /// slider and a goal square of its kind or on the first or last move of
    /// its shortest route to one (`slider_routes`), on a knight's first or last
    /// step of a shortest route to one, or ahead of a pawn on its file
    /// short of c's farthest goal pawn, or strictly between a slider and a
    /// square where one of c's pieces must be taken by a pawn. It only decides whether the bound
    /// around them is worth its price (without it, 2.5% of the 141,257
    /// bounds a 24-ply count computed changed); not asking is always
    /// sound.
    fn in_the_way(&self, pos: &Position, c: Color, mine: Bitboard, theirs: Bitboard) -> bool {
        for (role, routes) in &self.slider_routes[c.index()] {
            if Iterator::any(&mut (pos.pieces(c, *role) & !mine).into_iter(), |from: Square| {
                (routes[from.index()] & theirs).any()
            }) {
                return true;
            }
        }
        let d = &*self.dist;
        // A knight's first or last step on a shortest route onto one of them.
        let goals = self.goal.pieces(c, Role::Knight);
        for from in pos.pieces(c, Role::Knight) & !mine & !goals {
            let row = d.piece(Role::Knight, from);
            for g in goals {
                let far = row[g.index()];
                if far == FAR || far < 2 {
                    continue;
                }
                let to_goal = d.piece(Role::Knight, g);
                let on_route = |sq: Square| {
                    row[sq.index()] == 1 && to_goal[sq.index()] == far - 1
                        || to_goal[sq.index()] == 1 && row[sq.index()] == far - 1
                };
                if Iterator::any(&mut theirs.into_iter(), on_route) {
                    return true;
                }
            }
        }
        let height = pos.board.height() as i8;
        let step = match c {
            Color::White => 1,
            Color::Black => -1,
        };
        // Ahead of a pawn on its file, up to the farthest goal pawn of c
        // (a pawn's route ends there at the latest).
        let goal_ranks = self.goal.pieces(c, Role::Pawn).into_iter().map(|sq| sq.rank() as i8);
        let last = match c {
            Color::White => goal_ranks.max(),
            Color::Black => goal_ranks.min(),
        };
        if let Some(last) = last {
            for from in pos.pieces(c, Role::Pawn) & !mine {
                let mut rank = from.rank() as i8 + step;
                while (0..height).contains(&rank) && (rank - last) * step <= 0 {
                    if Square::new(from.file(), rank as u8).is_some_and(|sq| theirs.contains(sq)) {
                        return true;
                    }
                    rank += step;
                }
            }
        }
        // Strictly between a slider and a square where the other colour's
        // pawns must take one of c's pieces (the victims of `journeys.rs`,
        // extra rows of c's matching): the bishop bound for a6, where a
        // pawn takes it, across an enemy pawn home on e2 for good.
        let sliders = (pos.pieces(c, Role::Bishop) | pos.pieces(c, Role::Rook) | pos.pieces(c, Role::Queen)) & !mine;
        if sliders.is_empty() || self.surplus(pos)[c.index()] == 0 {
            return false;
        }
        let g = pos.board.geometry();
        let (victims, n) = self.victims(pos, c);
        victims[..n].iter().any(|v| {
            Iterator::any(&mut v.squares.into_iter(), |x: Square| {
                Iterator::any(&mut sliders.into_iter(), |from: Square| {
                    let straight = from.file() == x.file() || from.rank() == x.rank();
                    let on_line = match pos.piece_at(from).map(|(_, r)| r) {
                        Some(Role::Bishop) => !straight,
                        Some(Role::Rook) => straight,
                        _ => true,
                    };
                    on_line && (g.between(from, x) & theirs).any()
                })
            })
        })
    }
}

/// Per colour, per slider role of its goal: for each square, the squares
/// strictly between it and a goal square of that role on a line, and
/// those on the first or last move of a shortest route of two moves or
/// more to one (on `d`, the static tables): where a piece of the other
/// colour that stays put may lengthen the slider's journey (`in_the_way`;
/// the queen whose way round goes d8-e7-b4 crosses c5).
pub(super) fn slider_routes<D: Dist>(goal: &Position, d: &D) -> [Vec<(Role, Box<[Bitboard; 64]>)>; 2] {
    let board = goal.board;
    let geometry = board.geometry();
    [Color::White, Color::Black].map(|c| {
        let mut out = Vec::new();
        for role in [Role::Bishop, Role::Rook, Role::Queen] {
            let goals = goal.pieces(c, role);
            if goals.is_empty() {
                continue;
            }
            let mut routes = Box::new([Bitboard::EMPTY; 64]);
            for from in board.squares() {
                let row = d.piece(role, from);
                let mut crossed = Bitboard::EMPTY;
                for g in goals {
                    crossed |= geometry.between(from, g);
                    let far = row[g.index()];
                    if far == FAR || far < 2 {
                        continue;
                    }
                    let to_goal = d.piece(role, g);
                    for x in board.squares() {
                        if row[x.index()] == 1 && to_goal[x.index()] == far - 1 {
                            crossed |= geometry.between(from, x);
                        }
                        if to_goal[x.index()] == 1 && row[x.index()] == far - 1 {
                            crossed |= geometry.between(x, g);
                        }
                    }
                }
                routes[from.index()] = crossed;
            }
            out.push((role, routes));
        }
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::count_exhaustively;

    /// Black's b-pawn must take on a6, and White's bishop, its one piece
    /// to lose, is the victim: f1-a6 is one move on the static tables, but
    /// Black's pawn on e2 is home for good (no other black pawn reaches
    /// it), so the bishop goes round (f1-g2-b7-a6 on the tables, which leave b7's
    /// pawn out as it moves). The bound around it
    /// is asked although no slider of White's crosses e2 to a goal square
    /// of its own kind: the victim's square counts too.
    #[test]
    fn a_victim_bound_for_its_capture_square_goes_round_a_pawn_home_for_good() {
        let start = parse_fen("4k3/1p6/8/8/8/8/4p3/5B1K w - - 0 1").unwrap();
        let goal = parse_fen("4k3/8/p7/8/8/8/4p3/7K w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(est.estimate(&start).unwrap().per_color, [1, 1], "the journeys allow it");
        // Round by g2 and b7: three moves.
        assert_eq!(est.estimate_within(&start, [1, 1]).map(|e| e.per_color), Some([3, 1]));
        assert_eq!(count_exhaustively(&start, &goal, 2), 0);
        // Four white moves and a spare black one: the way round fits.
        assert!(est.estimate_within(&start, [4, 4]).is_some());
        assert!(count_exhaustively(&start, &goal, 8) > 0);
    }

    #[test]
    fn a_queen_cannot_cross_a_pawn_of_the_other_colour_that_is_home_for_good() {
        // Qe7-b4 is one move on an empty diagonal, but white's pawn on c5
        // is on its goal square with no other white pawn to replace it: it
        // stays, and the queen must go round (Qe4-b4), two moves.
        let goal = parse_fen("4k3/8/8/2P5/1q6/8/8/7K w - - 0 1").unwrap();
        let pos = parse_fen("4k3/4q3/8/2P5/8/8/8/7K b - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(est.estimate(&pos).unwrap().per_color[1], 1);
        assert_eq!(est.estimate_within(&pos, [0, 1]).unwrap().per_color[1], 2);
        assert_eq!(count_exhaustively(&pos, &goal, 1), 0);
        // With two moves each the queen goes round while white's king
        // steps out and back (the pawn is still a wall): a game exists.
        assert_eq!(est.estimate_within(&pos, [2, 2]).unwrap().per_color[1], 2);
        assert!(count_exhaustively(&pos, &goal, 4) > 0);
    }

    #[test]
    fn a_pawn_barred_from_its_push_captures_short_of_it_and_its_victim_must_come() {
        // White's b-pawn must reach a6, one capture; black's b5 pawn is
        // home for good (nothing of black's can replace it), so b4-b5 and
        // bxa6 never happen: the capture is bxa5, and black's a-pawn must
        // first go to a5, a move the journeys did not count.
        let goal = parse_fen("4k3/8/P7/1p6/8/8/8/4K3 w - - 0 1").unwrap();
        let pos = parse_fen("4k3/8/p7/1p6/1P6/8/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, None);
        assert_eq!(est.estimate(&pos).unwrap().per_color, [2, 1]);
        // So the game is 1...a5 2.bxa5 (and a6 with a king's move beside).
        let goal = parse_fen("3k4/8/P7/1p6/8/8/8/4K3 b - - 0 1").unwrap();
        let pos = parse_fen("4k3/8/p7/1p6/1P6/8/8/4K3 b - - 0 1").unwrap();
        assert_eq!(count_exhaustively(&pos, &goal, 4), 1);
        let r = crate::chess::proofgame::solve(&pos, &goal, 4, &Default::default());
        assert_eq!(r.count, 1);
    }

    /// The king's side, cut down from the 40-ply near miss of BENCHMARKS.md
    /// (Session 34): White's king must walk e1-d2-c3-b4-a5, its one route
    /// of four moves, but Black's knight on a4 is home for good (Black's
    /// king needs every black move) and attacks c3. The king goes round:
    /// five moves, not four.
    #[test]
    fn a_king_cannot_step_where_a_piece_home_for_good_attacks() {
        let start = parse_fen("7k/8/8/8/n7/8/8/4K3 w - - 0 1").unwrap();
        let goal = parse_fen("8/8/8/K7/n6k/8/8/8 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        assert_eq!(est.estimate(&start).unwrap().per_color, [4, 4], "the journeys allow it");
        assert!(est.estimate_within(&start, [4, 4]).is_none_or(|e| e.per_color[0] > 4));
        assert_eq!(count_exhaustively(&start, &goal, 8), 0);
        // A move more each: e1-d2-d3-c4-b5-a5.
        assert!(est.estimate_within(&start, [5, 5]).is_some_and(|e| e.per_color[0] <= 5));
        assert!(count_exhaustively(&start, &goal, 10) > 0);
    }

    /// Soundness of the king's side for every square of Black's knight and
    /// two routes of White's king (Black's king walking h8-h4 meanwhile):
    /// wherever the bounds refute, exhaustive counting finds no game, and
    /// the barred squares refute some that the journeys alone allow.
    #[test]
    fn a_placement_refuted_by_the_kings_barred_squares_has_no_game() {
        let sq = |name: &str| crate::board::Board::STANDARD.parse_square(name).unwrap();
        // White's king, Black's king, Black's knight: a position with White to move.
        let scene = |pieces: [(Square, char); 3]| {
            let mut grid = [['.'; 8]; 8];
            for (s, piece) in pieces {
                if grid[usize::from(7 - s.rank())][usize::from(s.file())] != '.' {
                    return None;
                }
                grid[usize::from(7 - s.rank())][usize::from(s.file())] = piece;
            }
            parse_fen(&format!("{} w - - 0 1", crate::chess::fen::placement_from_rows(&grid))).ok()
        };
        let (mut refuted, mut barred_only) = (0, 0);
        for (from, to) in [("e1", "a5"), ("a1", "e5")] {
            for knight in crate::board::Board::STANDARD.squares() {
                let (Some(start), Some(goal)) = (
                    scene([(sq(from), 'K'), (sq("h8"), 'k'), (knight, 'n')]),
                    scene([(sq(to), 'K'), (sq("h4"), 'k'), (knight, 'n')]),
                ) else {
                    continue;
                };
                let est = Estimator::new(&goal, Some(Color::White));
                let fits =
                    |e: Option<crate::chess::heuristic::Estimate>| e.is_some_and(|e| e.per_color[0] <= 4 && e.per_color[1] <= 4);
                if fits(est.estimate_within(&start, [4, 4])) {
                    continue;
                }
                refuted += 1;
                let count = count_exhaustively(&start, &goal, 8);
                assert_eq!(count, 0, "refuted with {count} games: {}", crate::chess::fen::to_fen(&start));
                if fits(est.estimate(&start)) {
                    barred_only += 1;
                }
            }
        }
        // 43 with the barred squares, 6 without (the knight on the route).
        assert!(barred_only > 20, "{barred_only} of {refuted} refuted beyond the journeys");
    }
}
