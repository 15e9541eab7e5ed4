//! When the two colours can no longer meet: the rest of a proof game then
//! splits into a game of each colour alone, and the count of games is the
//! product of the two colours' counts (`proofgame/split.rs`).
//!
//! **Regions.** From `pos`, colour c makes `moves` more moves. Suppose no
//! capture is left (each colour has as many pieces of each role as in the
//! goal: a capture removes a piece for good, and no pawn is left to
//! promote). Each piece p of role r on square a then ends on a goal square
//! b of role r (a pawn on its own file, ahead of it). Let M be the cheapest
//! assignment of c's pieces to goal squares (per role, distances around the
//! estimator's static walls, squares no piece ever enters), and F(p, b) the
//! cheapest one that sends p to b. A game in which p stands on x on its way
//! to b makes at least d(a, x) + d(x, b) moves with p, and the other pieces
//! at least F(p, b) − d(a, b) together, so x is in p's *region*
//! R_p = { x : d(a, x) + d(x, b) ≤ moves − F(p, b) + d(a, b) for some b }.
//! Its *route* adds the squares a slider passes between two squares of R_p
//! one move apart (a pawn's region is its file between a and b, double
//! steps included). A piece whose region is its own square never moves: it
//! blocks lines for good.
//!
//! **Castling.** A right lets king and rook make two journeys in one move.
//! For each side c may still castle on, the regions are also taken from the
//! castled placement with one move less (a game that castles there makes
//! that move, and its other moves are journeys from the castled squares),
//! and the squares the king and rook stand on or cross while castling join
//! their regions; a piece's region is the union over the ways the game can
//! go, and a piece is fixed only if it is fixed in all of them.
//!
//! **Independence.** If no route of one colour meets a region of the
//! other, and no piece of one colour, from any square of its region,
//! attacks a square of the other king's region through the blockers for
//! good only, then in every game from `pos` no move of one colour is
//! blocked by, captures, checks, pins or is checked by the other colour,
//! and castling crosses no attacked square: each colour's moves are legal
//! whatever the other has done. The games from `pos` are then exactly the
//! pairs of one sequence of each colour, each legal on the board with the
//! other colour standing still and reaching the colour's goal squares; the
//! alternation interleaves a pair in one way only.

use super::distances::{Dist, FAR};
use super::journeys::{remember, PerColour};
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::assignment::{min_cost, IMPOSSIBLE};
use crate::chess::{Color, Position, Role, CASTLING_FILES, CASTLING_KING_FROM};

/// Above this slack (moves − M) a colour's regions are too wide to be worth
/// building, and the colours seldom stay apart.
const MOST_SLACK: u32 = 2;

/// One colour's squares.
#[derive(Clone, Copy, Default)]
pub(super) struct Reach {
    /// Where its pieces may stand.
    stands: Bitboard,
    /// Where they may stand or pass.
    routes: Bitboard,
    /// Where its king may stand or pass.
    king: Bitboard,
    /// Squares whose piece never moves, in every way the game can go.
    fixed: Bitboard,
    /// Where a piece of each role (by index) may stand: the games alone
    /// keep to these.
    by_role: [Bitboard; 6],
    /// What its pieces attack from any square of their regions, through
    /// the static walls and its own fixed pieces only (the other colour's
    /// fixed pieces would block more: leaving them out only makes the
    /// condition harder to meet, and lets the set be cached per colour).
    attacks: Bitboard,
}

/// What the two independent games of [`Estimator::colours_independent`]
/// may do, per colour index: the squares a piece of each role may stand on
/// (by role index), the pieces that must not move, and the squares no move
/// may cross (where the other colour may stand).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Split {
    pub stands: [[Bitboard; 6]; 2],
    pub fixed: [Bitboard; 2],
    pub others: [Bitboard; 2],
}

/// A colour's pieces by role, its castling rights and its moves left: what
/// its regions depend on.
type ReachKey = ([u64; 6], u8, u32);

/// Regions already built, per colour (`None`: not tried).
pub(super) type ReachCache = PerColour<ReachKey, Option<Reach>>;

/// Regions kept per colour before the cache starts over (about 20 MB).
const CACHE_ENTRIES: usize = 1 << 17;

/// Why no regions: the condition cannot hold (a capture or promotion is
/// left, or the regions would be too wide).
struct NotTried;

impl Estimator {
    /// If the games from `pos`, with `budget` = [white's, black's] moves
    /// left, are the pairs of independent games of each colour (the module
    /// header), what each colour's game may do; `None` when the condition
    /// fails or is not tried.
    pub fn colours_independent(&self, pos: &Position, budget: [u32; 2]) -> Option<Split> {
        // Most positions of a search with captures left stop here, before
        // any cache is asked.
        let goal_pieces = |c: Color| self.goal_counts[c.index()].iter().sum::<u32>();
        if pos.by_color[0].count() != goal_pieces(Color::White) || pos.by_color[1].count() != goal_pieces(Color::Black) {
            return None;
        }
        let white = self.cached_reach(pos, Color::White, budget[0])?;
        let black = self.cached_reach(pos, Color::Black, budget[1])?;
        if (white.routes & black.stands).any() || (black.routes & white.stands).any() {
            return None;
        }
        // The cached attacks go through the colour's own fixed pieces only;
        // where they reach the other king, ask again through both colours'.
        let blockers = white.fixed | black.fixed | self.static_walls;
        let reaches = |reach: &Reach, c: Color, king: Bitboard| {
            (reach.attacks & king).any() && (self.attacks(reach, c, blockers) & king).any()
        };
        if reaches(&white, Color::White, black.king) || reaches(&black, Color::Black, white.king) {
            return None;
        }
        // The static walls never move either: a game that moved one would
        // not be the half of any game, so neither half may.
        Some(Split {
            stands: [white.by_role, black.by_role],
            fixed: [
                white.fixed | (self.static_walls & pos.by_color[0]),
                black.fixed | (self.static_walls & pos.by_color[1]),
            ],
            others: [black.stands, white.stands],
        })
    }

    /// [`Estimator::reach`], remembered.
    fn cached_reach(&self, pos: &Position, c: Color, moves: u32) -> Option<Reach> {
        let rights = pos.castling.rights[c.index()];
        let key: ReachKey = (
            Role::ALL.map(|r| pos.pieces(c, r).0),
            rights[0] as u8 | (rights[1] as u8) << 1,
            moves,
        );
        if let Some(&hit) = self.reach_cache.borrow()[c.index()].get(&key) {
            return hit;
        }
        let reach = self.reach(pos, c, moves).ok().map(|mut reach| {
            reach.attacks = self.attacks(&reach, c, reach.fixed | self.static_walls);
            reach
        });
        remember(&self.reach_cache, c, key, reach, CACHE_ENTRIES);
        reach
    }

    /// Colour `c`'s regions with `moves` left, over the ways its game can
    /// go: castling on a side it still may, or not castling.
    fn reach(&self, pos: &Position, c: Color, moves: u32) -> Result<Reach, NotTried> {
        let ci = c.index();
        for r in Role::ALL {
            if pos.pieces(c, r).count() != self.goal_counts[ci][r.index()] {
                return Err(NotTried);
            }
        }
        let pieces: [Vec<Square>; 6] = Role::ALL.map(|r| pos.pieces(c, r).collect());
        let mut reach = self.regions(c, &pieces, moves)?.unwrap_or_default();
        let g = pos.board.geometry();
        for castling in castlings(pos, c) {
            let Some(castled) = moves
                .checked_sub(1)
                .map(|m| self.regions(c, &castling.castled(&pieces), m))
                .transpose()?
                .flatten()
            else {
                continue;
            };
            // The squares of the castling move itself.
            let way = |a: Square, b: Square| Bitboard::from_square(a) | Bitboard::from_square(b) | g.between(a, b);
            let (king_way, rook_way) = (way(castling.king, castling.king_to), way(castling.rook, castling.rook_to));
            reach.stands |= castled.stands | king_way | rook_way;
            reach.routes |= castled.routes | king_way | rook_way;
            reach.king |= castled.king | king_way;
            reach.fixed &= castled.fixed;
            for (mine, theirs) in reach.by_role.iter_mut().zip(castled.by_role) {
                *mine |= theirs;
            }
            reach.by_role[Role::King.index()] |= king_way;
            reach.by_role[Role::Rook.index()] |= rook_way;
        }
        Ok(reach)
    }

    /// The regions of colour `c`'s pieces on `pieces` (by role index) with
    /// `moves` left: `Ok(None)` if no game fits the moves.
    fn regions(&self, c: Color, pieces: &[Vec<Square>; 6], moves: u32) -> Result<Option<Reach>, NotTried> {
        let g = self.goal.board.geometry();
        let d = &*self.dist;
        // Per role: the goal squares, the cheapest assignment, and the
        // cheapest with each piece sent to each goal square (pawns need
        // none: a pawn's region is its file up to its goal squares).
        let mut roles = Vec::with_capacity(6);
        let mut total = 0u32;
        for r in Role::ALL {
            let froms = &pieces[r.index()];
            let goals: Vec<Square> = self.goal.pieces(c, r).collect();
            let dist = |i: usize, j: usize| self.journey(c, r, froms[i], goals[j]);
            let Some(m) = min_cost(froms.len(), goals.len(), dist) else {
                return Ok(None);
            };
            total += m;
            let forced: Vec<Vec<Option<u32>>> = if r == Role::Pawn {
                Vec::new()
            } else {
                (0..froms.len())
                    .map(|i| {
                        (0..goals.len())
                            .map(|j| forced_cost(froms.len(), goals.len(), i, j, &dist))
                            .collect()
                    })
                    .collect()
            };
            roles.push((r, goals, m, forced));
        }
        let Some(slack) = moves.checked_sub(total) else {
            return Ok(None);
        };
        if slack > MOST_SLACK {
            return Err(NotTried);
        }
        let mut reach = Reach::default();
        for (r, goals, m, forced) in roles {
            // The moves this role's pieces have once the others' least are paid.
            let for_role = moves - (total - m);
            for (i, &a) in pieces[r.index()].iter().enumerate() {
                let mut region = Bitboard::from_square(a);
                for (j, &b) in goals.iter().enumerate() {
                    if r == Role::Pawn {
                        if pawn_ahead(c, a, b) {
                            region |= Bitboard::from_square(b) | g.between(a, b);
                        }
                        continue;
                    }
                    let Some(extra) = forced[i][j].and_then(|f| for_role.checked_sub(f)) else {
                        continue;
                    };
                    // Distances to b are read from b: the tables are
                    // symmetric for pieces, and shorter where b is a wall.
                    let (from, to) = (d.piece(r, a), d.piece(r, b));
                    let limit = from[b.index()] as u32 + extra;
                    for x in self.goal.board.squares() {
                        if from[x.index()] as u32 + to[x.index()] as u32 <= limit {
                            region.insert(x);
                        }
                    }
                }
                let mut route = region;
                if matches!(r, Role::Bishop | Role::Rook | Role::Queen) {
                    for x in region {
                        for y in g.attacks(r.movement(c), x, Bitboard::EMPTY) & region {
                            route |= g.between(x, y);
                        }
                    }
                }
                if region == Bitboard::from_square(a) {
                    reach.fixed.insert(a);
                }
                if r == Role::King {
                    reach.king |= region;
                }
                reach.stands |= region;
                reach.routes |= route;
                reach.by_role[r.index()] |= region;
            }
        }
        Ok(Some(reach))
    }

    /// The moves a piece of colour `c` and role `r` needs from `a` to `b`
    /// without capturing, around the static walls (as an assignment cost).
    fn journey(&self, c: Color, r: Role, a: Square, b: Square) -> i32 {
        if r == Role::Pawn && !pawn_ahead(c, a, b) {
            return IMPOSSIBLE;
        }
        match self.dist.piece_or_pawn(c, r, a, b) {
            x if x >= FAR as u32 => IMPOSSIBLE,
            x => x as i32,
        }
    }

    /// The least moves colour `c` needs from `pos` to its goal squares when
    /// it captures nothing and nothing of its is captured (each role's
    /// cheapest assignment, around the static walls; castling, while a
    /// right allows it, as one move from the castled squares); `None` if
    /// it cannot get there. What the games of one colour alone
    /// (`proofgame/split.rs`) are bounded by.
    pub fn journeys_without_captures(&self, pos: &Position, c: Color) -> Option<u32> {
        let pieces: [Vec<Square>; 6] = Role::ALL.map(|r| pos.pieces(c, r).collect());
        let mut best = self.assignments_without_captures(c, &pieces);
        for castling in castlings(pos, c) {
            if let Some(castled) = self.assignments_without_captures(c, &castling.castled(&pieces)) {
                best = Some(best.map_or(castled + 1, |b| b.min(castled + 1)));
            }
        }
        best
    }

    /// The sum of each role's cheapest assignment of `pieces` to the goal.
    fn assignments_without_captures(&self, c: Color, pieces: &[Vec<Square>; 6]) -> Option<u32> {
        let mut total = 0;
        for r in Role::ALL {
            let froms = &pieces[r.index()];
            let goals: Vec<Square> = self.goal.pieces(c, r).collect();
            if froms.len() > goals.len() {
                return None;
            }
            total += min_cost(froms.len(), goals.len(), |i, j| self.journey(c, r, froms[i], goals[j]))?;
        }
        Some(total)
    }

    /// Every square colour `c`'s pieces attack from any square of their
    /// regions, through `blockers` only.
    fn attacks(&self, reach: &Reach, c: Color, blockers: Bitboard) -> Bitboard {
        let g = self.goal.board.geometry();
        let mut all = Bitboard::EMPTY;
        for r in Role::ALL {
            for x in reach.by_role[r.index()] {
                all |= g.attacks(r.movement(c), x, blockers);
            }
        }
        all
    }
}

/// A castling a colour may still make: where its king and rook stand
/// before and after it.
#[derive(Clone, Copy)]
pub(super) struct Castling {
    pub(super) king: Square,
    pub(super) king_to: Square,
    pub(super) rook: Square,
    pub(super) rook_to: Square,
}

impl Castling {
    /// `pieces` (squares by role index) with the king and the rook moved
    /// to their castled squares.
    fn castled(&self, pieces: &[Vec<Square>; 6]) -> [Vec<Square>; 6] {
        let mut castled = pieces.clone();
        for (role, from, to) in [(Role::King, self.king, self.king_to), (Role::Rook, self.rook, self.rook_to)] {
            for sq in castled[role.index()].iter_mut().filter(|sq| **sq == from) {
                *sq = to;
            }
        }
        castled
    }

    /// Whether a piece of `fixed` stands where this castling needs room:
    /// between its king and rook, or where either lands.
    pub(super) fn crosses(&self, fixed: Bitboard) -> bool {
        let (a, b) = (self.king.file().min(self.rook.file()), self.king.file().max(self.rook.file()));
        let rank = self.king.rank();
        let mut room = (a + 1..b)
            .filter_map(|file| Square::new(file, rank))
            .chain([self.king_to, self.rook_to])
            .filter(|&s| s != self.king && s != self.rook);
        room.any(|s| fixed.contains(s))
    }

    /// `pieces` (role and square each) with the king and the rook moved
    /// to their castled squares.
    pub(super) fn castled_pieces(&self, pieces: &[(Role, Square)]) -> Vec<(Role, Square)> {
        pieces
            .iter()
            .map(|&(role, sq)| match role {
                Role::King if sq == self.king => (role, self.king_to),
                Role::Rook if sq == self.rook => (role, self.rook_to),
                _ => (role, sq),
            })
            .collect()
    }
}

/// Colour `c`'s castlings whose king and rook stand off `walls` (static
/// walls: a piece on one never moves, so never castles) and whose room
/// holds none (castling needs it empty, and a wall never leaves).
pub(super) fn castlings_off(pos: &Position, c: Color, walls: Bitboard) -> impl Iterator<Item = Castling> + '_ {
    castlings(pos, c)
        .filter(move |castling| !walls.contains(castling.king) && !walls.contains(castling.rook) && !castling.crosses(walls))
}

/// The rooks of colour `c` that may still castle in `pos` with no piece
/// of `fixed` in their castling's room.
pub(super) fn castling_rooks(pos: &Position, c: Color, fixed: Bitboard) -> Bitboard {
    castlings(pos, c)
        .filter(|castling| !castling.crosses(fixed))
        .map(|castling| castling.rook)
        .collect()
}

/// The castlings colour `c` may still make in `pos`: a right, its king on
/// its castling file and the rook on its corner.
pub(super) fn castlings(pos: &Position, c: Color) -> impl Iterator<Item = Castling> + '_ {
    let king = pos.pieces(c, Role::King).first().filter(|k| k.file() == CASTLING_KING_FROM);
    CASTLING_FILES.iter().filter_map(move |files| {
        let king = king?;
        let on_rank = |file: u8| Square::new(file, king.rank()).expect("on the back rank");
        let rook = on_rank(files.rook_from);
        (pos.castling.rights[c.index()][files.side] && pos.pieces(c, Role::Rook).contains(rook)).then(|| Castling {
            king,
            king_to: on_rank(files.king_to),
            rook,
            rook_to: on_rank(files.rook_to),
        })
    })
}

/// The cheapest assignment of `rows` pieces to `cols` goal squares that
/// sends piece `i` to square `j`; a role has one or two pieces unless
/// pawns promoted, so those are done by hand.
fn forced_cost(rows: usize, cols: usize, i: usize, j: usize, dist: &impl Fn(usize, usize) -> i32) -> Option<u32> {
    let cost = |x: i32| (x < IMPOSSIBLE).then_some(x as u32);
    match (rows, cols) {
        (1, _) => cost(dist(i, j)),
        (2, 2) => Some(cost(dist(i, j))? + cost(dist(1 - i, 1 - j))?),
        _ => min_cost(
            rows,
            cols,
            |ii, jj| if (ii == i) != (jj == j) { IMPOSSIBLE } else { dist(ii, jj) },
        ),
    }
}

/// Whether a pawn of `c` on `a` can end on `b` without capturing.
fn pawn_ahead(c: Color, a: Square, b: Square) -> bool {
    a.file() == b.file()
        && match c {
            Color::White => b.rank() >= a.rank(),
            Color::Black => b.rank() <= a.rank(),
        }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn split(start: &str, goal: &str, budget: [u32; 2]) -> Option<Split> {
        let (start, goal) = (parse_fen(start).unwrap(), parse_fen(goal).unwrap());
        Estimator::for_budget(&goal, Some(goal.turn), &start, budget).colours_independent(&start, budget)
    }

    #[test]
    fn pawns_on_far_files_split_and_keep_to_their_files() {
        let s = split("4k3/p7/8/8/8/8/7P/4K3 w - - 0 1", "4k3/8/8/p7/7P/8/8/4K3 w - - 0 1", [1, 1]).expect("apart");
        let file = |sq: &str| crate::board::Board::new(8, 8).unwrap().parse_square(sq).unwrap();
        assert!(s.stands[0][Role::Pawn.index()].contains(file("h3")));
        assert!(!s.stands[0][Role::Pawn.index()].contains(file("g3")));
        // Kings with no move to spare may not move at all.
        assert!(s.fixed[0].contains(file("e1")) && s.fixed[1].contains(file("e8")));
    }

    #[test]
    fn a_pawn_that_may_attack_a_square_of_the_other_king_stops_the_split() {
        // The h-pawn's double step passes h3, from where it would attack g4,
        // where black's king is going.
        assert!(split("8/8/8/7k/8/8/7P/4K3 w - - 0 1", "8/8/8/8/6kP/8/8/4K3 w - - 0 1", [1, 1]).is_none());
        // A king going the other way splits.
        assert!(split("8/8/8/7k/8/8/7P/4K3 w - - 0 1", "8/8/7k/8/7P/8/8/4K3 w - - 0 1", [1, 1]).is_some());
    }

    #[test]
    fn a_capture_left_stops_the_split() {
        assert!(split("4k3/p7/8/8/8/8/7P/4K1N1 w - - 0 1", "4k3/8/8/p7/7P/8/8/4K3 w - - 0 1", [1, 1]).is_none());
    }
}
