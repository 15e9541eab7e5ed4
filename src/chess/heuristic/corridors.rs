//! Pawns that keep to a corridor of their file: no rook or queen slides
//! along the file across the whole of it.
//!
//! Take a proof game's start and budget, and a pawn P of colour c on s
//! with exactly one goal pawn square g of c ahead of it on its file (and
//! none on s). Suppose that in every game within the budget P ends on g
//! having moved straight up its file. Then from the start to the end of
//! every such game P stands on some square of the *corridor* between s
//! and g, both included (pushes only, one or two ranks at a time, never
//! back). A rook's or queen's move along that file that would cross every
//! square of the corridor is then never legal: whatever square P is on,
//! it is in the way. Such moves may be left out of every distance table
//! of the search (`distances.rs`, `SlideCuts`): the tables describe every
//! game that reaches the goal within the budget, of either colour's
//! pieces, as the walls of `Estimator::for_budget` do, and for every
//! shorter budget too (the conditions below only get easier).
//!
//! **When P keeps to its corridor.** A game in which it does not either
//! ends with P off g (P captured, promoted, or on another square; the
//! matching then gives g to another pawn or leaves P out) or brings P to g
//! by a detour: out of its file and back takes two captures, and as many
//! moves as ranks crossed (a double step, from home, then needs four
//! ranks or more to leave room for the two captures). So c's moves in
//! such a game are at least the least journeys, castling included (a
//! right means king and rook have not moved; `journeys.rs`), with P's
//! cost to g raised to the detour's, or to never where c's captures left
//! cannot pay two more file changes than its pawns need anyway (one per
//! capture, `pawn_shifts`). Where that exceeds c's budget, P keeps to its
//! corridor. The matching leaves the victims out (fewer rows, a lower
//! bound still). Raising one entry keeps the matching's shortcuts sound:
//! a goal piece that keeps its square (`journeys_from`) is never g's
//! pawn (g is the only goal pawn square of c on the file ahead of s, and
//! a detour through another file's square costs at least the detour), and
//! castling's shortcut compares king and rook entries only.
//!
//! What it sees (BENCHMARKS.md, Session 64): a rook that must go a8-b8-b2
//! while Black's b-pawn goes b7-b5 and its a-pawn a7-a5, with no move to
//! spare: the search of such a near miss used to run out of time, and is
//! refuted at its root.

use super::costs::Starts;
use super::distances::{Dist, SlideCuts, FAR};
use super::Estimator;
use crate::board::{Bitboard, Board, Square};
use crate::chess::{Color, Position, Role};

/// Squares of one file, from rank `low` to rank `high` (both included),
/// one of which a pawn stands on until the end of every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Corridor {
    pub(super) file: u8,
    pub(super) low: u8,
    pub(super) high: u8,
}

/// Per square, the squares of its file a slide from it may not end on:
/// those at or past the far end of a corridor it starts outside of.
/// `None` where no corridor is two squares long or more (one square is a
/// wall, `walls.rs`).
pub(super) fn slide_cuts(board: Board, corridors: &[Corridor]) -> Option<Box<SlideCuts>> {
    let long: Vec<&Corridor> = corridors.iter().filter(|k| k.high > k.low).collect();
    if long.is_empty() {
        return None;
    }
    let mut cuts = Box::new([Bitboard::EMPTY; 64]);
    for s in board.squares() {
        for k in long.iter().filter(|k| k.file == s.file()) {
            let past = |rank: u8| {
                if s.rank() > k.high {
                    rank <= k.low
                } else if s.rank() < k.low {
                    rank >= k.high
                } else {
                    false
                }
            };
            for rank in (0..board.height()).filter(|&r| past(r)) {
                cuts[s.index()].insert(Square::new(k.file, rank).expect("on board"));
            }
        }
    }
    Some(cuts)
}

/// Distances `d` with one pawn's way to one square raised: the detour of
/// the module header, or never.
struct Raised<'a, D> {
    d: &'a D,
    colour: Color,
    from: Square,
    row: [u8; 64],
}

impl<D: Dist> Dist for Raised<'_, D> {
    fn piece(&self, role: Role, from: Square) -> &[u8; 64] {
        self.d.piece(role, from)
    }
    fn pawn(&self, c: Color, from: Square) -> &[u8; 64] {
        if c == self.colour && from == self.from {
            &self.row
        } else {
            self.d.pawn(c, from)
        }
    }
    fn promoted(&self, c: Color, role: Role, from: Square, to: Square) -> u32 {
        self.d.promoted(c, role, from, to)
    }
    fn max_file_shift(&self) -> u8 {
        self.d.max_file_shift()
    }
}

/// The fewest moves that take a pawn `ranks` ranks up its file out of it
/// and back (two captures at least), from its home rank if `home`; `None`
/// if it cannot.
fn detour_moves(ranks: u8, home: bool, double_steps: bool) -> Option<u32> {
    match ranks {
        0 | 1 => None,
        r if home && double_steps && r >= 4 => Some(u32::from(r) - 1),
        r => Some(u32::from(r)),
    }
}

impl Estimator {
    /// The corridors of `start`'s pawns for a game in which White and
    /// Black make at most `budget` moves (module header), both colours'.
    pub(super) fn corridors(&self, start: &Position, budget: [u32; 2]) -> Vec<Corridor> {
        let mut found = Vec::new();
        let surplus = self.surplus(start);
        for c in [Color::White, Color::Black] {
            let ci = c.index();
            let captures_left = surplus[c.other().index()];
            let Some(bound) = self.colour_bound(start, c, captures_left) else {
                continue; // refuted anyway
            };
            let d = self.captures_left_on(start, c, &*self.dist);
            let goal_pawns = self.goal.pieces(c, Role::Pawn);
            let home = match c {
                Color::White => 1,
                Color::Black => start.board.height().saturating_sub(2),
            };
            for s in start.pieces(c, Role::Pawn) {
                if goal_pawns.contains(s) {
                    continue;
                }
                let ahead = |sq: Square| {
                    sq.file() == s.file()
                        && if c == Color::White {
                            sq.rank() > s.rank()
                        } else {
                            sq.rank() < s.rank()
                        }
                };
                let mut ends = goal_pawns.into_iter().filter(|&g| ahead(g));
                let (Some(g), None) = (ends.next(), ends.next()) else {
                    continue;
                };
                let (low, high) = (s.rank().min(g.rank()), s.rank().max(g.rank()));
                let walled = (low..=high).any(|rank| {
                    let sq = Square::new(s.file(), rank).expect("on board");
                    sq != s && self.static_walls.contains(sq)
                });
                if walled || high == low {
                    continue;
                }
                let two_more_shifts = bound.pawn_shifts + 2 <= captures_left;
                let detour = detour_moves(high - low, s.rank() == home, start.board.height() >= 5).filter(|_| two_more_shifts);
                let mut row = *d.pawn(c, s);
                row[g.index()] = match detour {
                    Some(m) if m < u32::from(FAR) => row[g.index()].max(m as u8),
                    _ => FAR,
                };
                let raised = Raised {
                    d: &d,
                    colour: c,
                    from: s,
                    row,
                };
                let rights = start.castling.rights[ci];
                let none = Bitboard::EMPTY;
                let leaving = self.least_journeys(start.board, c, Starts::of(start, c), rights, &[], none, none, &raised);
                if leaving.is_none_or(|(moves, _)| moves > budget[ci]) {
                    found.push(Corridor {
                        file: s.file(),
                        low,
                        high,
                    });
                }
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Square;
    use crate::chess::fen::{parse_fen, INITIAL_FEN};
    use crate::chess::heuristic::moves_per_colour;

    /// Black's a- and b-pawns must go a7-a5 and b7-b5 with no move to
    /// spare (the 34-ply near miss of BENCHMARKS.md, Session 64).
    const NEAR_MISS: &str = "1Qb2br1/2q1B3/3nk2p/pp1p1p2/R7/2P1P1pP/1r1P2B1/1N1KN2R w - - 0 1";

    #[test]
    fn a_pawn_with_no_move_to_spare_keeps_to_its_corridor() {
        let goal = parse_fen(NEAR_MISS).unwrap();
        let start = parse_fen(INITIAL_FEN).unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let corridors = est.corridors(&start, moves_per_colour(&start, 34));
        for file in [0, 1] {
            assert!(corridors.contains(&Corridor { file, low: 4, high: 6 }), "{corridors:?}");
        }
        // White has 5 moves to spare: its pawns may still go elsewhere.
        assert!(corridors.iter().all(|k| k.high >= 4), "{corridors:?}");
    }

    #[test]
    fn a_file_slide_never_crosses_a_corridor_whole() {
        let board = parse_fen(INITIAL_FEN).unwrap().board;
        let b = |name: &str| Square::new(name.as_bytes()[0] - b'a', name.as_bytes()[1] - b'1').unwrap();
        let cuts = slide_cuts(
            board,
            &[Corridor {
                file: 1,
                low: 4,
                high: 6,
            }],
        )
        .unwrap();
        // From b8 down: b7 and b6 may be reached, b5 and below not.
        assert!(!cuts[b("b8").index()].contains(b("b6")));
        assert!(cuts[b("b8").index()].contains(b("b5")));
        assert!(cuts[b("b8").index()].contains(b("b2")));
        // From b2 up: b5 and b6, not b7 nor b8.
        assert!(!cuts[b("b2").index()].contains(b("b6")));
        assert!(cuts[b("b2").index()].contains(b("b7")));
        // From inside the corridor, or another file: anywhere.
        assert!(cuts[b("b6").index()].is_empty());
        assert!(cuts[b("a8").index()].is_empty());
        assert!(slide_cuts(
            board,
            &[Corridor {
                file: 1,
                low: 4,
                high: 4
            }]
        )
        .is_none());
    }

    /// Every position the corridors cut, where the same walls without
    /// them do not, has no game (by the plain filling bound's count), on
    /// economical games from random openings; and there are such cuts.
    #[test]
    fn what_only_the_corridors_cut_has_no_game() {
        use crate::chess::movegen::{legal_moves, play};
        use crate::chess::packed::PackedPosition;
        use crate::chess::proofgame::count_with_filling_bound;
        use rand::{Rng, SeedableRng};
        use std::collections::HashSet;

        struct Visit<'a> {
            with: &'a Estimator,
            without: &'a Estimator,
            goal: &'a Position,
            seen: HashSet<(PackedPosition, u32)>,
            cut: u32,
        }
        impl Visit<'_> {
            fn walk(&mut self, pos: &Position, r: u32) {
                if r == 0 || !self.seen.insert((PackedPosition::pack(pos), r)) || self.without.cuts(pos, r, true) {
                    return;
                }
                if self.with.cuts(pos, r, true) {
                    self.cut += 1;
                    let games = count_with_filling_bound(pos, self.goal, r, 5_000_000);
                    assert_eq!(games, Some(0), "{} with {r} plies left", crate::chess::fen::to_fen(pos));
                    return;
                }
                let mut moves = Vec::new();
                legal_moves(pos, &mut moves);
                for m in moves {
                    self.walk(&play(pos, m), r - 1);
                }
            }
        }

        // A white rook or queen behind its pawn on one file, both kings
        // somewhere, and a goal with the pawn pushed and the slider past
        // it on the file, for White's budgets from too few to enough
        // (going round takes the slider three moves).
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(64);
        let (mut instances, mut cut, mut with_games) = (0, 0, [0, 0]);
        while instances < 60 {
            let file = rng.gen_range(0..8usize);
            let slider = if rng.gen_bool(0.5) { 'R' } else { 'Q' };
            let mut rows = vec![vec!['.'; 8]; 8];
            rows[7][file] = slider;
            rows[6][file] = 'P';
            // Or two black knights where the pawn can take its way round
            // the slider's path: a2xb3, Ra1-a8, bxa4.
            let victims = file < 7 && rng.gen_bool(0.5);
            if victims {
                rows[5][file + 1] = 'n';
                rows[4][file] = 'n';
            }
            for king in ['K', 'k'] {
                loop {
                    let (rank, f) = (rng.gen_range(0..8), rng.gen_range(0..8));
                    if rows[7 - rank][f] == '.' && f != file {
                        rows[7 - rank][f] = king;
                        break;
                    }
                }
            }
            let Ok(opening) = parse_fen(&format!("{} w - - 0 1", crate::chess::fen::placement_from_rows(&rows))) else {
                continue;
            };
            let pushed = if victims { 3 } else { rng.gen_range(2..4usize) };
            let past = rng.gen_range(pushed + 1..8);
            if rows[7 - past][file] != '.' || (rows[7 - pushed][file] != '.' && !victims) {
                continue;
            }
            if victims {
                rows[5][file + 1] = '.';
            }
            rows[7][file] = '.';
            rows[6][file] = '.';
            rows[7 - pushed][file] = 'P';
            rows[7 - past][file] = slider;
            let Ok(goal) = parse_fen(&format!("{} b - - 0 1", crate::chess::fen::placement_from_rows(&rows))) else {
                continue;
            };
            let white_moves = rng.gen_range(2..=4);
            let plies = 2 * white_moves - 1;
            let with = Estimator::for_budget(&goal, Some(Color::Black), &opening, moves_per_colour(&opening, plies));
            let long = Corridor {
                file: file as u8,
                low: 1,
                high: pushed as u8,
            };
            let detour = victims && white_moves >= 3;
            assert_eq!(
                with.corridors.contains(&long),
                !detour,
                "{:?} at {}",
                with.corridors,
                crate::chess::fen::to_fen(&goal)
            );
            instances += 1;
            let without = Estimator::with_walls(&goal, Some(Color::Black), with.static_walls, Vec::new());
            let mut visit = Visit {
                with: &with,
                without: &without,
                goal: &goal,
                seen: HashSet::new(),
                cut: 0,
            };
            visit.walk(&opening, plies);
            cut += visit.cut;
            let games = count_with_filling_bound(&opening, &goal, plies, 5_000_000).is_some_and(|n| n > 0);
            with_games[usize::from(victims)] += u32::from(games);
        }
        assert!(with_games.iter().all(|&n| n >= 5), "instances with games: {with_games:?}");
        assert_eq!(instances, 60);
        assert!(cut >= 20, "the corridors cut {cut} positions");
    }
}
