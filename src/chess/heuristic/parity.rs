//! Tempo parity: a colour that must make an exact number of moves, and
//! whose pieces cannot lose a single tempo, is refuted when that number
//! has the wrong parity.
//!
//! A proof game gives each colour an exact number of moves `B`, not an
//! upper bound. Suppose colour c's kings, queens, rooks and bishops all
//! stand on the goal's squares of their role (so no journey is left for
//! them), its knights and pawns are as many as the goal's, and no pawn of
//! c can still make a double step (none on its second rank must move, or
//! no goal pawn square of c on the fourth rank or beyond is free). Then:
//!
//! - No piece of c is captured or promotes from here on: every role
//!   already has the goal's count, a captured piece never returns and
//!   pawns never reappear.
//! - **Pawns** make exactly `A` moves, the goal pawns' ranks minus the
//!   current pawns' ranks (relative to c): every pawn move (push, capture,
//!   en passant) advances one rank, and no double step is possible.
//! - **Knights**: every knight move changes the colour of its square, so
//!   a knight's moves have the parity of (its square's colour + its goal
//!   square's colour), whichever goal knight it becomes; the knights'
//!   moves together have the parity `K` of the sum over all their squares
//!   and all the goal knights' squares, and are at least the sum of each
//!   knight's distance to its nearest goal knight.
//! - **The others** (king, queens, rooks, bishops; castling is one move of
//!   two of them): they make 0 moves or at least 2. One move alone would
//!   leave a goal square of its role that no other piece of that role
//!   refills without a move of its own.
//!
//! So c's moves are `A` + knights + others with the others' share in
//! {0, 2, 3, …}: if `B` does not have the parity of `A + K`, the others
//! make an odd number, at least 3, and `B ≥ A + knights' distances + 3`.
//! Anything less refutes the position. This is the tempo a colour cannot
//! lose: a spare move left to pieces that can only waste moves in pairs,
//! which the journeys (bounds, not parities) never see, and which a
//! search otherwise finds only when the colour's last move comes.
//!
//! **Pieces that cannot lose a tempo at all.** Where each of c's roles
//! has the goal's count and no pawn of c can double-step (as above), take
//! the squares no piece of either colour ever enters: the static walls, and
//! a colour's pawns where it has the goal's number of pawns and their
//! ranks already sum to the goal's (no pawn of it is captured, and every
//! pawn move advances a rank). For a king, queen, rook or bishop, the
//! squares it can reach around those walls form a graph whose edges are
//! its moves with only the walls in the way; other pieces only take
//! edges away. Where that graph has no cycle of odd length (a rook shut in
//! on a1 and b1, a bishop on c1 behind its pawns; not a rook with three
//! squares of one file, which plays a1-a3-a2-a1), it has two sides, and
//! each piece's moves have the parity of the sides of its square and of
//! the goal square it ends on. Each role's pieces end on its goal squares,
//! one each, so the others' moves together have the parity `P` of the
//! sides of all their squares and all their goal squares (a piece on a
//! wall stays: its square counts on both sums). Then `B` must have the
//! parity of `A + K + P`, whatever the others' distances: the initial
//! array after an odd number of plies is refuted at once, where the rule
//! above lets the rooks' three moves through. Castling (one move of two
//! pieces) needs no exception: while c may still castle, its rook stands
//! on its corner with no wall up to the king's square, three squares of
//! one rank or more, so the rook's graph has a cycle of three and the
//! rule is not asked.
//!
//! **A piece held in place.** The rule also takes a colour with one king,
//! queen, rook or bishop more than the goal, of a role the goal has none
//! of, where that piece stands in a set of c's pieces that block each
//! other for good (`held_in_place`): it is captured where it stands and
//! makes no move, so it leaves both sums. The initial array's queen, shut
//! in by her king on e1 (which only she frees) and pieces and pawns that
//! stay, is taken on d1 by a knight or not at all.

use super::distances::Dist;
use super::victims::relative_rank;
use super::Estimator;
use crate::board::{Bitboard, Board, Movement, Square};
use crate::chess::{Color, Position, Role};
use rustc_hash::FxHashMap;
use std::cell::RefCell;

/// The roles other than knights and pawns, whose tempo the sides of their
/// move graphs decide.
const OTHERS: [Role; 4] = [Role::King, Role::Queen, Role::Rook, Role::Bishop];

/// A square whose component of the move graph has an odd cycle.
const ODD: u8 = 2;

/// Entries of [`SideCache`] at which it starts afresh (a few are used).
const SIDE_ENTRIES: usize = 1 << 12;

/// Per set of walls and role, each square's side of its component of the
/// role's move graph around the walls (0 or 1; [`ODD`] where the
/// component has an odd cycle; 0 on a wall). The walls change rarely
/// within a search: a few entries.
#[derive(Default)]
pub(super) struct SideCache(RefCell<FxHashMap<(Bitboard, u8), [u8; 64]>>);

impl Estimator {
    /// Whether either colour's moves in `budget` (white's, black's) have a
    /// parity its pieces cannot make (module header).
    pub fn parity_refutes(&self, pos: &Position, budget: [u32; 2]) -> bool {
        [Color::White, Color::Black]
            .into_iter()
            .any(|c| self.colour_parity_refutes(pos, c, budget[c.index()]))
    }

    fn colour_parity_refutes(&self, pos: &Position, c: Color, moves: u32) -> bool {
        let goal = &self.goal;
        // Every role's count the goal's, but for one king, queen, rook or
        // bishop the goal has none of (the piece held in place, see
        // `others_parity`): the cheapest test first, it fails in many positions.
        let mut lost = None;
        for r in Role::ALL {
            let (n, wanted) = (pos.pieces(c, r).count(), goal.pieces(c, r).count());
            if n != wanted {
                if lost.is_some() || wanted != 0 || n != 1 || !OTHERS.contains(&r) {
                    return false;
                }
                lost = pos.pieces(c, r).first();
            }
        }
        let others_home = OTHERS.into_iter().all(|r| pos.pieces(c, r) == goal.pieces(c, r));
        let (knights, goal_knights) = (pos.pieces(c, Role::Knight), goal.pieces(c, Role::Knight));
        let (pawns, goal_pawns) = (pos.pieces(c, Role::Pawn), goal.pieces(c, Role::Pawn));
        let height = pos.board.height();
        let relative_rank = |sq: Square| u32::from(relative_rank(c, height, sq));
        if height >= 5 && double_step_possible(pawns, goal_pawns, relative_rank) {
            return false;
        }
        let (goal_ranks, ranks): (u32, u32) = (
            goal_pawns.into_iter().map(relative_rank).sum(),
            pawns.into_iter().map(relative_rank).sum(),
        );
        let Some(advance) = goal_ranks.checked_sub(ranks) else {
            return true; // pawns would have to go back
        };
        let square_colour = |sq: Square| u32::from((sq.file() + sq.rank()) % 2);
        let knight_parity: u32 = knights.into_iter().chain(goal_knights).map(square_colour).sum::<u32>() % 2;
        let mut knight_moves = 0u32;
        let d = &*self.dist;
        for k in knights {
            let row = d.piece(Role::Knight, k);
            knight_moves += goal_knights.into_iter().map(|g| u32::from(row[g.index()])).min().unwrap_or(0);
        }
        let wrong = (moves + advance + knight_parity) % 2 == 1;
        // No pawn of c moves again when its ranks already sum to the goal's.
        if let Some(others) = self.others_parity(pos, c, lost, advance == 0) {
            return wrong != (others == 1);
        }
        others_home && wrong && moves < advance + knight_moves + 3
    }

    /// The parity of the moves c's kings, queens, rooks and bishops make
    /// from `pos` to the goal, where their move graphs around the squares
    /// nobody enters have two sides (module header); `None` where one has
    /// an odd cycle. A piece on `lost` (to be captured) must be held in
    /// place until then (`held_in_place`): it makes no move. `pawns_stay`:
    /// c's pawns never move again (the caller has their ranks' sums).
    fn others_parity(&self, pos: &Position, c: Color, lost: Option<Square>, pawns_stay: bool) -> Option<u32> {
        let mut walls = self.static_walls;
        if pawns_stay {
            walls |= pos.pieces(c, Role::Pawn);
        }
        let o = c.other();
        let height = pos.board.height();
        let (pawns, goal_pawns) = (pos.pieces(o, Role::Pawn), self.goal.pieces(o, Role::Pawn));
        let ranks = |b: Bitboard| -> u32 { b.into_iter().map(|sq| u32::from(relative_rank(o, height, sq))).sum() };
        if pawns.count() == goal_pawns.count() && ranks(pawns) == ranks(goal_pawns) {
            walls |= pawns;
        }
        let lost = match lost {
            Some(sq) if held_in_place(pos, c, walls).contains(sq) => Bitboard::from_square(sq),
            Some(_) => return None,
            None => Bitboard::EMPTY,
        };
        let mut parity = 0u32;
        for r in OTHERS {
            let (mine, goal) = (pos.pieces(c, r) & !lost, self.goal.pieces(c, r));
            if (mine | goal).is_empty() {
                continue;
            }
            let sides = self.sides(pos.board, r, walls);
            for sq in mine.into_iter().chain(goal) {
                match sides[sq.index()] {
                    ODD => return None,
                    side => parity += u32::from(side),
                }
            }
        }
        Some(parity % 2)
    }

    /// Each square's side in role `r`'s move graph around `walls`; cached.
    fn sides(&self, board: Board, r: Role, walls: Bitboard) -> [u8; 64] {
        let key = (walls, r.index() as u8);
        if let Some(sides) = self.side_cache.0.borrow().get(&key) {
            return *sides;
        }
        let sides = sides_around(board, r.movement(Color::White), walls);
        let mut cache = self.side_cache.0.borrow_mut();
        crate::limits::insert_bounded(&mut cache, key, sides, SIDE_ENTRIES);
        sides
    }
}

/// The pieces of c (pawns aside) that cannot move while they all stand:
/// the largest set each of whose pieces has every square it could move
/// to (around `walls`, the set's squares blocking too) on a wall or held
/// by the set. Where c's only piece to lose is among them and the rest are
/// never captured (their roles have the goal's counts, and c's pawns too,
/// so nothing promotes), nothing breaks the set before that piece is
/// captured where it stands, having made no move: the initial array's
/// queen, shut in by its king, bishop and pawns, is taken on d1 or not at all.
fn held_in_place(pos: &Position, c: Color, walls: Bitboard) -> Bitboard {
    let g = pos.board.geometry();
    let mut held = pos.by_color()[c.index()] & !pos.pieces(c, Role::Pawn) & !walls;
    loop {
        let blocked = walls | held;
        let mut next = held;
        for sq in held {
            let Some((_, role)) = pos.piece_at(sq) else {
                continue;
            };
            if (g.attacks(role.movement(c), sq, blocked) & !blocked).any() {
                next.remove(sq);
            }
        }
        if next == held {
            return held;
        }
        held = next;
    }
}

/// Two-colours each component of the move graph of `movement` on `board`
/// around `walls` (a move from s to t where t is off the walls and no wall
/// stands between: symmetric for kings and sliders); [`ODD`] on every
/// square of a component where two squares a move apart get one side.
fn sides_around(board: Board, movement: Movement, walls: Bitboard) -> [u8; 64] {
    const UNSEEN: u8 = u8::MAX;
    let g = board.geometry();
    let mut sides = [UNSEEN; 64];
    for sq in walls {
        sides[sq.index()] = 0;
    }
    let mut stack = Vec::new();
    for root in board.squares() {
        if sides[root.index()] != UNSEEN {
            continue;
        }
        sides[root.index()] = 0;
        stack.push(root);
        let mut component = Bitboard::from_square(root);
        let mut two_sided = true;
        while let Some(u) = stack.pop() {
            for v in g.attacks(movement, u, walls) & !walls {
                if sides[v.index()] == UNSEEN {
                    sides[v.index()] = 1 - sides[u.index()];
                    component.insert(v);
                    stack.push(v);
                } else if sides[v.index()] == sides[u.index()] {
                    two_sided = false;
                }
            }
        }
        if !two_sided {
            for sq in component {
                sides[sq.index()] = ODD;
            }
        }
    }
    sides
}

/// Whether a pawn of c on its second rank must still move while a goal
/// pawn square of c on its fourth rank or beyond is free: then one of c's
/// pawns may yet make a double step (or two single ones), a tempo to spare.
/// A pawn on its second rank that stands on a goal pawn square stays: no
/// pawn can come from behind to take its place.
fn double_step_possible(pawns: Bitboard, goal_pawns: Bitboard, relative_rank: impl Fn(Square) -> u32) -> bool {
    let must_leave_second = Iterator::any(&mut (pawns & !goal_pawns), |sq| relative_rank(sq) == 1);
    let free_far = Iterator::any(&mut (goal_pawns & !pawns), |sq| relative_rank(sq) >= 3);
    must_leave_second && free_far
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    fn refutes(goal: &str, pos: &str, budget: [u32; 2]) -> bool {
        let goal = parse_fen(goal).unwrap();
        let pos = parse_fen(pos).unwrap();
        Estimator::new(&goal, None).parity_refutes(&pos, budget)
    }

    #[test]
    fn a_knight_cannot_spend_one_spare_move() {
        // White: Ng1-f3 is one move; with two moves to make, the knight
        // would need an even detour and the king a single move home.
        let goal = "4k3/8/8/8/8/5N2/8/4K3 w - - 0 1";
        let pos = "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1";
        assert!(!refutes(goal, pos, [1, 0]));
        assert!(refutes(goal, pos, [2, 0]));
        // Three fit the knight's parity (a detour of two); four, the
        // king's triangle beside the knight's move.
        assert!(!refutes(goal, pos, [3, 0]));
        assert!(!refutes(goal, pos, [4, 0]));
    }

    #[test]
    fn a_piece_off_its_goal_square_or_a_pawn_that_may_double_step_can_spend_it() {
        // The rook still has to go: it can take its journey in two moves.
        let goal = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        assert!(!refutes(goal, "4k3/8/8/8/8/8/8/3RK3 w - - 0 1", [2, 0]));
        // e2-e4 in one move or two.
        let goal = "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1";
        let pos = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        assert!(!refutes(goal, pos, [2, 0]));
        // From e3 the pawn has exactly one move: two refute.
        let pos = "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1";
        assert!(!refutes(goal, pos, [1, 0]));
        assert!(refutes(goal, pos, [2, 0]));
    }

    fn sides(walls: &[&str], movement: Movement) -> [u8; 64] {
        let board = Board::STANDARD;
        let walls = walls.iter().map(|s| board.parse_square(s).unwrap()).collect();
        sides_around(board, movement, walls)
    }

    fn at(sides: &[u8; 64], sq: &str) -> u8 {
        sides[Board::STANDARD.parse_square(sq).unwrap().index()]
    }

    #[test]
    fn a_rook_on_two_squares_has_two_sides_and_on_three_of_a_file_an_odd_cycle() {
        // a1 and a2 between walls on a3 and b1, b2: a1-a2 is one move.
        let two = sides(&["a3", "b1", "b2"], Movement::Rook);
        assert_ne!(at(&two, "a1"), ODD);
        assert_ne!(at(&two, "a1"), at(&two, "a2"));
        // With a3 open, a1-a3-a2-a1 is three moves.
        let three = sides(&["a4", "b1", "b2", "b3"], Movement::Rook);
        assert_eq!(at(&three, "a1"), ODD);
        assert_eq!(at(&three, "a3"), ODD);
    }

    #[test]
    fn a_king_along_a_walled_rank_has_two_sides_and_a_bishop_behind_its_pawns_one_square() {
        // The initial array's second rank as walls: the back rank is a path
        // for a king (its squares alternate), a bishop on c1 is alone.
        let rank2 = ["a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"];
        let king = sides(&rank2, Movement::King);
        assert_ne!(at(&king, "e1"), ODD);
        assert_ne!(at(&king, "e1"), at(&king, "d1"));
        assert_eq!(at(&king, "e1"), at(&king, "c1"));
        let bishop = sides(&rank2, Movement::Bishop);
        assert_ne!(at(&bishop, "c1"), ODD);
        // Without g2 the king has a triangle (f1, g1, g2), and the queen
        // along the back rank has one anyway.
        let king = sides(&rank2[..6], Movement::King);
        assert_eq!(at(&king, "e1"), ODD);
        assert_eq!(at(&sides(&rank2, Movement::Queen), "d1"), ODD);
    }

    #[test]
    fn the_initial_array_cannot_lose_a_tempo_whatever_the_budget() {
        // Its bishops, queen and king are shut in for good (static walls),
        // its rooks go to b1 and g1 and back: White's moves are its
        // knights', even. One more move than Black refutes at any length.
        let initial = parse_fen(crate::chess::fen::INITIAL_FEN).unwrap();
        for budget in [[1, 0], [11, 10], [21, 20]] {
            let est = Estimator::for_budget(&initial, Some(Color::Black), &initial, budget);
            assert!(est.parity_refutes(&initial, budget), "{budget:?}");
        }
        let est = Estimator::for_budget(&initial, Some(Color::White), &initial, [20, 20]);
        assert!(!est.parity_refutes(&initial, [20, 20]));
    }

    #[test]
    fn a_queen_and_king_that_block_each_other_are_held_in_place() {
        let board = Board::STANDARD;
        let sq = |s: &str| board.parse_square(s).unwrap();
        let rank2: Bitboard = ["a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"].into_iter().map(sq).collect();
        let initial = parse_fen(crate::chess::fen::INITIAL_FEN).unwrap();
        let held = held_in_place(&initial, Color::White, rank2);
        // The bishops and the queen and king hold each other; the knights
        // are free, and so the rooks beside them.
        for s in ["c1", "d1", "e1", "f1"] {
            assert!(held.contains(sq(s)), "{s}");
        }
        for s in ["a1", "b1", "g1", "h1"] {
            assert!(!held.contains(sq(s)), "{s}");
        }
        // With f1 empty the king can step there, and the queen to e1 then.
        let open = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK1NR w - - 0 1").unwrap();
        let held = held_in_place(&open, Color::White, rank2);
        assert!(!held.contains(sq("d1")) && !held.contains(sq("e1")));
        assert!(held.contains(sq("c1")));
    }

    #[test]
    fn a_colour_with_a_piece_to_lose_or_a_pawn_to_promote_is_not_judged() {
        // White's knight is extra (to be captured): it can take any number of moves.
        let goal = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        assert!(!refutes(goal, "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", [1, 0]));
        // Black has everything home and one move: the king alone cannot.
        assert!(refutes(goal, goal, [0, 1]));
        assert!(!refutes(goal, goal, [0, 2]));
    }
}
