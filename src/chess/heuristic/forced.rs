//! Pieces whose ends are known wait for each other.
//!
//! Where each colour has the goal's pawns (so nothing promotes: a pawn
//! that promotes never comes back), many pieces' last squares are known. A
//! class (colour, role, and for a bishop the colour of its squares) with
//! as many pieces as the goal loses none, as nothing can replace one; a
//! piece alone in such a class ends on the goal's one square of that
//! class. Where a colour captures nothing more, its pawns no longer change
//! file nor pass each other, and end on their file's goal pawn squares in
//! order. Call these the *walkers* (`walkers.rs`). With few spare moves their routes are
//! forced, and they can wait for each other in a cycle that no bound sees:
//! a bishop that can reach its square only across e2 and d1, where the
//! other colour's bishop stands on e2 and can leave it only for d1, for
//! good. The count meets such a dead end only when the last moves are
//! played, once for every order of the other pieces' moves before it.
//! Captures may be left: a colour's pieces to lose are in classes with
//! more pieces than the goal's, which hold no walkers.
//!
//! **The relaxed problem.** Take some walkers K (of both colours) on their
//! squares, the static walls (pieces that never move) and nothing else.
//! Walkers move as in chess without capturing, with no checks, in any
//! order (a walker is never captured and a victim is never a walker, so a
//! walker's capture lands on a square the relaxed board has empty); colour c's walkers of K make at most
//! `budget_c - L_c - D_c` moves, where `L_c` is a lower bound on the moves
//! of c's pieces that are not walkers (each class's goal squares filled by
//! its own pieces at least cost, pieces to lose left out; c's pawns as one
//! class if c may capture; castling counted once for king and rook) and
//! `D_c` the distances of c's walkers outside K. Every game projects onto
//! a relaxed sequence: K's moves, in their order, are legal on a board
//! holding a subset of the real pieces, and c makes exactly `budget_c`
//! moves, at least `L_c + D_c` of them outside K. So if K's walkers cannot
//! all reach their squares, no game exists.
//!
//! Any K is sound; the rule picks the groups of walkers whose possible
//! routes (squares on some route within the spare moves, and the squares a
//! slider or a double step crosses) touch, and searches each group with
//! the others' spare moves given to it, depth first, pruned by the sum of
//! distances, with failed placements remembered. It is asked only where
//! both colours together have at most [`MOST_SPARE`] spare moves and at
//! least [`PLIES_ASKED`] plies are left, and a group that needs more than
//! [`NODE_LIMIT`] placements claims nothing.

use super::distances::{Dist, FAR};
use super::pushes::push_squares;
use super::walkers::{Walker, Walkers, MOST_WALKERS};
use super::Estimator;
use crate::board::{Bitboard, Board, Square};
use crate::chess::{Color, Position, Role};
use rustc_hash::{FxHashMap, FxHashSet};
use std::cell::RefCell;

/// Most spare moves, both colours together, at which the rule is asked:
/// with more, routes are seldom forced and the groups' searches grow.
const MOST_SPARE: u32 = 1;

/// The spare moves a region can be taken with: 0 to [`MOST_SPARE`].
const SPARE_KINDS: usize = MOST_SPARE as usize + 1;

/// Plies left from which the rule is asked: nearer the leaves a dead end
/// is a small subtree, cheaper to walk than to ask about at every node.
pub(super) const PLIES_ASKED: u32 = 8;

/// Relaxed placements one group's search may examine before it claims
/// nothing. Searches that end there cost the most and refute nothing:
/// 1,000 rather than 4,000 decided a 38-ply goal without captures in 11 s
/// instead of 21 s; on 117 near misses the verdicts agree wherever both
/// decide, and 45 of them took 9% less time (BENCHMARKS.md, Session 56).
const NODE_LIMIT: u32 = 1_000;

/// Answers kept before the table starts over.
const CACHE_ENTRIES: usize = 1 << 16;

/// A group's cache key: each walker (colour, role, squares), then each
/// colour's moves.
type GroupKey = [u32; MOST_WALKERS + 1];

/// A placement of a group's walkers and each colour's moves left.
type Placement = ([u8; MOST_WALKERS], [u8; 2]);

/// Each group's answer (whether its walkers can all arrive), by its
/// walkers and moves; and the failed placements of the search under way.
#[derive(Default)]
pub(super) struct ForcedCache {
    answers: RefCell<FxHashMap<GroupKey, bool>>,
    failed: RefCell<FxHashSet<Placement>>,
    /// Each walker's region, by colour, role, spare moves (up to
    /// [`MOST_SPARE`]) and squares, filled as they are asked.
    regions: RefCell<Vec<Bitboard>>,
}

impl Estimator {
    /// Whether some group of walkers (module header) cannot reach its
    /// squares in the moves `budget` leaves it.
    /// `bound` is each colour's bound so far: where it leaves more spare
    /// moves than the rule asks about, nothing is computed.
    pub(super) fn forced_routes_refute(&self, pos: &Position, budget: [u32; 2], bound: [u32; 2]) -> bool {
        let spare = |c: usize| budget[c].saturating_sub(bound[c]);
        if spare(0) + spare(1) > MOST_SPARE || budget[0] + budget[1] < self.forced_from {
            return false;
        }
        // No promotion is left: a pawn that promotes never comes back, so a
        // colour with the goal's pawns promotes none (`walkers.rs`).
        for c in [Color::White, Color::Black] {
            if pos.pieces(c, Role::Pawn).count() != self.goal_counts[c.index()][Role::Pawn.index()] {
                return false;
            }
        }
        let surplus = self.surplus(pos);
        let mut walkers = Walkers::new();
        let mut spare = [0u32; 2];
        for c in [Color::White, Color::Black] {
            let first = walkers.len;
            let captures = surplus[c.other().index()] > 0;
            let Some(others) = self.cached_walkers_of(pos, c, captures, &mut walkers) else {
                return false;
            };
            let walked: u32 = walkers.list[first..walkers.len].iter().map(|w| w.moves).sum();
            let Some(left) = budget[c.index()].checked_sub(others + walked) else {
                return true;
            };
            spare[c.index()] = left;
        }
        if spare[0] + spare[1] > MOST_SPARE || walkers.len < 2 {
            return false;
        }
        let walkers = walkers.as_slice();
        self.groups(pos.board, walkers, spare)
            .into_iter()
            .take_while(|&g| g != 0)
            .any(|group| !self.group_arrives(pos.board, walkers, group, spare))
    }

    /// The walkers in groups whose routes touch (module header), each a
    /// mask of indices into `walkers`, the list ending at the first 0;
    /// groups of one are left out (a walker alone reaches its square in
    /// its distance, which is taken around the static walls), and so are
    /// groups none of whose walkers has a move to make.
    fn groups(&self, board: Board, walkers: &[Walker], spare: [u32; 2]) -> [u32; MOST_WALKERS] {
        let mut regions = [Bitboard::EMPTY; MOST_WALKERS];
        let mut parent: [usize; MOST_WALKERS] = std::array::from_fn(|i| i);
        fn root(parent: &mut [usize; MOST_WALKERS], mut i: usize) -> usize {
            while parent[i] != i {
                parent[i] = parent[parent[i]];
                i = parent[i];
            }
            i
        }
        // Walkers home with under two spare moves stay on their squares
        // (any step away is two moves): two of them never touch, and one
        // touches a walker whose region holds its square.
        let mut movers = [0usize; MOST_WALKERS];
        let mut n_movers = 0;
        let mut stayers = Bitboard::EMPTY;
        let mut at = [0u8; 64];
        for (i, w) in walkers.iter().enumerate() {
            if w.from == w.to && spare[w.color.index()] < 2 {
                stayers.insert(w.from);
                at[w.from.index()] = i as u8;
            } else {
                regions[i] = self.region(board, w, spare[w.color.index()]);
                movers[n_movers] = i;
                n_movers += 1;
            }
        }
        for (k, &i) in movers[..n_movers].iter().enumerate() {
            for sq in regions[i] & stayers {
                let (a, b) = (root(&mut parent, i), root(&mut parent, at[sq.index()] as usize));
                parent[a] = b;
            }
            for &j in &movers[k + 1..n_movers] {
                if (regions[i] & regions[j]).any() {
                    let (a, b) = (root(&mut parent, i), root(&mut parent, j));
                    parent[a] = b;
                }
            }
        }
        let mut by_root = [0u32; MOST_WALKERS];
        let mut moving = 0u32;
        for (i, w) in walkers.iter().enumerate() {
            by_root[root(&mut parent, i)] |= 1 << i;
            moving |= u32::from(w.from != w.to) << i;
        }
        let mut groups = [0u32; MOST_WALKERS];
        let mut n = 0;
        for mask in by_root {
            if mask.count_ones() >= 2 && mask & moving != 0 {
                groups[n] = mask;
                n += 1;
            }
        }
        groups
    }

    /// The squares walker `w` may stand on or cross on a route with at
    /// most `spare` moves beyond its distance.
    fn region(&self, board: Board, w: &Walker, spare: u32) -> Bitboard {
        // Spare is at most MOST_SPARE here.
        let spare = spare.min(MOST_SPARE);
        let key =
            ((w.color.index() * 6 + w.role.index()) * SPARE_KINDS + spare as usize) << 12 | w.from.index() << 6 | w.to.index();
        let mut regions = self.forced_cache.regions.borrow_mut();
        if regions.is_empty() {
            regions.resize(2 * 6 * SPARE_KINDS * 64 * 64, Bitboard::EMPTY);
        }
        // A region holds its walker's square: empty means not yet known.
        if regions[key].is_empty() {
            regions[key] = self.region_computed(board, w, spare);
        }
        regions[key]
    }

    /// [`Estimator::region`], not cached.
    fn region_computed(&self, board: Board, w: &Walker, spare: u32) -> Bitboard {
        let mut region = Bitboard::EMPTY;
        let total = w.moves + spare;
        if w.role == Role::Pawn {
            // Its file from where it stands to its square (a double step's
            // skipped square included).
            let (a, b) = (w.from.rank().min(w.to.rank()), w.from.rank().max(w.to.rank()));
            for rank in a..=b {
                region.insert(Square::new(w.from.file(), rank).expect("on board"));
            }
            return region;
        }
        let from = self.dist.piece(w.role, w.from);
        let to = self.dist.piece(w.role, w.to);
        for s in board.squares() {
            if (from[s.index()] as u32) + (to[s.index()] as u32) <= total {
                region.insert(s);
            }
        }
        if matches!(w.role, Role::Bishop | Role::Rook | Role::Queen) {
            let g = board.geometry();
            let stands = region;
            for a in stands {
                for b in stands {
                    if a != b && (from[a.index()] as u32) + 1 + (to[b.index()] as u32) <= total {
                        region |= g.between(a, b);
                    }
                }
            }
        }
        region
    }

    /// Whether the walkers of `group` (a mask of indices into `walkers`)
    /// can all reach their squares on a board holding only them and the
    /// static walls, each colour's making at most their distances and its
    /// `spare` moves; cached.
    fn group_arrives(&self, board: Board, walkers: &[Walker], group: u32, spare: [u32; 2]) -> bool {
        let mut members = Walkers::new();
        for (i, w) in walkers.iter().enumerate() {
            if group >> i & 1 == 1 {
                members.push(*w);
            }
        }
        let members = members.as_slice();
        let mut moves = spare;
        let mut key: GroupKey = [u32::MAX; MOST_WALKERS + 1];
        for (i, w) in members.iter().enumerate() {
            moves[w.color.index()] += w.moves;
            key[i] = (w.color.index() as u32) << 20
                | (w.role.index() as u32) << 16
                | (w.from.index() as u32) << 8
                | w.to.index() as u32;
        }
        let moves = moves.map(|m| m.min(u8::MAX as u32) as u8);
        key[MOST_WALKERS] = (moves[0] as u32) << 8 | moves[1] as u32;
        if let Some(&known) = self.forced_cache.answers.borrow().get(&key) {
            return known;
        }
        let mut failed = self.forced_cache.failed.borrow_mut();
        failed.clear();
        let mut search = GroupSearch {
            est: self,
            board,
            group: members,
            failed: &mut failed,
            nodes: 0,
            gave_up: false,
        };
        let mut at = [0u8; MOST_WALKERS];
        for (i, w) in members.iter().enumerate() {
            at[i] = w.from.index() as u8;
        }
        let arrives = search.arrives(at, moves) || search.gave_up;
        let mut answers = self.forced_cache.answers.borrow_mut();
        crate::limits::insert_bounded(&mut answers, key, arrives, CACHE_ENTRIES);
        arrives
    }
}

/// One group's depth-first search over its walkers' squares.
struct GroupSearch<'e> {
    est: &'e Estimator,
    board: Board,
    group: &'e [Walker],
    /// Placements and moves from which the walkers cannot all arrive.
    failed: &'e mut FxHashSet<Placement>,
    nodes: u32,
    gave_up: bool,
}

impl GroupSearch<'_> {
    fn square(index: u8) -> Square {
        Square::from_index(index).expect("a square")
    }

    /// Each colour's distances left from placement `at`.
    fn left(&self, at: &[u8; MOST_WALKERS]) -> [u32; 2] {
        let mut left = [0u32; 2];
        for (i, w) in self.group.iter().enumerate() {
            left[w.color.index()] += self.est.walker_distance(w, Self::square(at[i]));
        }
        left
    }

    fn arrives(&mut self, at: [u8; MOST_WALKERS], moves: [u8; 2]) -> bool {
        let left = self.left(&at);
        if left[0] > moves[0] as u32 || left[1] > moves[1] as u32 {
            return false;
        }
        if left == [0, 0] {
            return true;
        }
        if self.gave_up || self.failed.contains(&(at, moves)) {
            return self.gave_up;
        }
        self.nodes += 1;
        if self.nodes > NODE_LIMIT {
            self.gave_up = true;
            return true;
        }
        let g = self.board.geometry();
        let mut occ = self.est.static_walls;
        for &sq in &at[..self.group.len()] {
            occ.insert(Self::square(sq));
        }
        for (i, w) in self.group.iter().enumerate() {
            let ci = w.color.index();
            if moves[ci] == 0 {
                continue;
            }
            let here = Self::square(at[i]);
            let before = self.est.walker_distance(w, here);
            let targets = match w.role {
                Role::Pawn => push_squares(self.board, w.color, here, occ),
                role => g.attacks(role.movement(w.color), here, occ) & !occ,
            };
            for to in targets {
                let after = self.est.walker_distance(w, to);
                if after >= FAR as u32 || left[ci] - before + after > moves[ci] as u32 - 1 {
                    continue;
                }
                let mut next = at;
                next[i] = to.index() as u8;
                let mut next_moves = moves;
                next_moves[ci] -= 1;
                if self.arrives(next, next_moves) {
                    return true;
                }
            }
        }
        if !self.gave_up {
            self.failed.insert((at, moves));
        }
        self.gave_up
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn refutes(goal: &str, pos: &str, budget: [u32; 2]) -> bool {
        let goal = parse_fen(goal).unwrap();
        let pos = parse_fen(pos).unwrap();
        Estimator::new(&goal, None).forced_routes_refute(&pos, budget, budget)
    }

    #[test]
    fn a_bishop_whose_only_way_crosses_the_square_the_other_bishop_leaves_for_good() {
        // Black's g4 bishop reaches a4 in its two moves only by g4-d1-a4,
        // across f3 and e2; White's e2 bishop leaves e2 only for d1, its
        // last square. Neither colour has a move to spare.
        let goal = "rq5k/pp2b2r/P1p1pp1n/4BQpp/b1p1P3/3P1P1P/P1N3PR/R2B1KN1 w - - 0 1";
        let pos = "r2qk2r/pp2b3/P1p1pp1n/4B1pp/2p1P1b1/N2P1Q1P/P3BPP1/R3K1NR b KQkq - 0 1";
        assert!(refutes(goal, pos, [6, 7]));
        // With a capture left (White's b5 pawn takes Black's a6 knight): the
        // same wait, White's pawns bounded by their assignment instead.
        let pos = "r2qk2r/pp2b3/n1p1pp1n/1P2B1pp/2p1P1b1/N2P1Q1P/P3BPPR/R3K1N1 b Qkq - 0 1";
        assert!(refutes(goal, pos, [6, 7]));
        // With Black's bishop on b3 instead, one move from a4, nothing
        // waits: the same budget less that move is no dead end.
        let pos = "r2qk2r/pp2b3/P1p1pp1n/4B1pp/2p1P3/Nb1P1Q1P/P3BPP1/R3K1NR b KQkq - 0 1";
        assert!(!refutes(goal, pos, [6, 6]));
        // With three more moves for Black (g4-h5 is blocked, but the
        // bishop could wait for d1 to be reached some other way) the rule
        // does not ask: more than one spare move.
        let pos = "r2qk2r/pp2b3/P1p1pp1n/4B1pp/2p1P1b1/N2P1Q1P/P3BPP1/R3K1NR b KQkq - 0 1";
        assert!(!refutes(goal, pos, [6, 10]));
    }
}
