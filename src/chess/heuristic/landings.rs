//! Captures and arrivals are distinct moves.
//!
//! Colour c must capture each of the other colour o's surplus pieces, `K_c`
//! captures, each a move landing where a piece of o can be captured
//! within the budget (`pawn_captures.rs`: a forced victim's capture
//! square, or a square s with `J_o + reach_o(s) ≤ B_o`). And every goal
//! square of c that does not hold a piece of its goal kind now receives
//! its final occupant by a move landing there; where no piece of o can be
//! captured there, that move captures nothing. Those are distinct moves
//! (a move lands on one square, castling excepted: it lands king and rook
//! on two, so a colour that may still castle onto two squares still to
//! fill, the goal's king and rook there, is allowed one move less; any
//! other castling captures nothing and is at most one arrival), so
//! c makes at least `K_c` plus the goal squares still to fill that are not
//! capture squares. Nor can every capture square take a capture: each
//! capture on an arrival takes its own piece of o, which must travel
//! there. Beyond the squares where o's pawns' forced victims are taken
//! (their travel is in `J_o` already), the pieces taken on arrivals are
//! extra victims, and o makes at least `J_o` plus the sum of their ways
//! (the least assignment of the others covers every fate, as in
//! `meeting.rs`), each at least its square's `reach_o`. So at most as many
//! arrivals capture as the forced squares plus the most squares whose
//! smallest `reach_o` fit together in o's moves to spare: one queen cannot
//! wait on two arrival squares. And each of c's forced victims (taken by
//! o's pawns on known squares) that no piece of c stands on yet must
//! land there: where no piece of o can be captured either, that move
//! captures nothing and is no arrival on a goal square (the victim is
//! taken where it lands), one more move of its own. So is each of c's
//! victims beyond those that stands on no square where a capture can
//! take place (`meeting.rs`), when no piece of o can be captured on any
//! of them. A king that must walk to a square no capture can be
//! made on, while its colour has as many captures to make as moves left,
//! is out of moves.
//!
//! The pushes of the pawns that end on goal pawn squares capture nothing
//! either (`pushes.rs`): counted in place of those squares' arrivals,
//! beside the captures, the other goal squares' arrivals and the victims'
//! landings, they add up as well. That count only refutes: a colour
//! whose pushes take its last moves still stands on the squares its
//! pawns pass, which the narrowing below does not list.

use super::extra_victim::victims_standing;
use super::independent::{castlings, Castling};
use super::victims::en_passant_ranks;
use super::Estimator;
use crate::board::{Bitboard, Square};
use crate::chess::{Color, Position, Role};

/// The squares a capture en passant of one of colour `c`'s pawns lands
/// on, for its victims taken on `victims`: the square behind each on
/// the rank its pawns reach by a double step.
fn en_passant_landings(pos: &Position, c: Color, victims: Bitboard) -> Bitboard {
    let mut landings = Bitboard::EMPTY;
    if let Some((stands, lands)) = en_passant_ranks(c, pos.board.height()) {
        for sq in victims.into_iter().filter(|sq| sq.rank() == stands) {
            if let Some(behind) = Square::new(sq.file(), lands) {
                landings.insert(behind);
            }
        }
    }
    landings
}

/// What [`Estimator::landings`] counts for one colour.
#[derive(Clone, Copy)]
struct Landings {
    /// Its captures to make, its arrivals on goal squares that capture
    /// nothing and its victims' landings that capture nothing.
    moves: u32,
    /// 1 if one castling may make two of those landings in one move.
    castling: u32,
    /// Where its victims counted land.
    landing: Bitboard,
    /// Its captures to make, its pawns' pushes (`pushes.rs`), its
    /// arrivals on goal squares of other kinds that capture nothing and
    /// its victims' landings that capture nothing. Not `moves`: a colour
    /// whose pushes take its last moves still stands on squares `moves`
    /// does not list.
    with_pushes: u32,
}

impl Landings {
    /// The most moves the colour is shown to make.
    fn refuting(&self) -> u32 {
        self.moves.max(self.with_pushes)
    }
}

impl Estimator {
    /// Whether some colour's captures to make and arrivals on goal squares
    /// where nothing can be captured exceed its budget (module header).
    /// `journeys` are each colour's bound around its own walls (as
    /// `meeting.rs` asks them), `surplus` each colour's pieces beyond the
    /// goal's.
    pub(super) fn landings_refute(&self, pos: &Position, budget: [u32; 2], journeys: [u32; 2], surplus: [u32; 2]) -> bool {
        let colours = [Color::White, Color::Black];
        // Every one of them at most (each of c's pieces to lose a
        // landing), with a move to spare: nothing to refute or narrow.
        let loose = colours.map(|c| {
            let captures = surplus[c.other().index()];
            let to_fill = self.to_fill(pos, c);
            let pieces = (to_fill & !self.goal.pieces(c, Role::Pawn)).count();
            let pushes = self.pawn_pushes_cached(pos, c, captures);
            captures + to_fill.count().max(pieces + pushes) + surplus[c.index()] < budget[c.index()]
        });
        // With nothing to capture, each square to fill is a move of the
        // journeys already (a castling two of them only where it lands
        // both): nothing to refute.
        if loose == [true, true] || surplus == [0, 0] {
            return false;
        }
        // Where each colour's pieces can be captured: nowhere if it has
        // none to lose.
        let open = colours.map(|c| {
            if surplus[c.index()] == 0 {
                Bitboard::EMPTY
            } else {
                self.capture_squares(pos, c, budget, journeys)
            }
        });
        let mut counted = [None; 2];
        for c in colours {
            if loose[c.index()] {
                continue;
            }
            let landings = self.landings(pos, c, open[c.other().index()], budget, journeys, surplus);
            if landings.refuting() > budget[c.index()] + landings.castling {
                return true;
            }
            counted[c.index()] = Some(landings);
        }
        // A colour o whose landings take all its moves makes no other
        // move: each of its pieces stands where it stood, or where it
        // captured (a square where c's pieces can be captured), or where
        // it landed as a victim, or castled. Only there can c capture
        // one of o's pieces, which may leave c's arrivals and victims'
        // landings fewer captures.
        for c in colours {
            let (ci, oi) = (c.index(), c.other().index());
            let (Some(_), Some(theirs)) = (counted[ci], counted[oi]) else {
                continue;
            };
            if theirs.moves < budget[oi] + theirs.castling {
                continue;
            }
            let mut stood = pos.by_color[oi] | open[ci] | theirs.landing;
            for k in castlings(pos, c.other()) {
                stood.insert(k.king_to);
                stood.insert(k.rook_to);
            }
            // A capture en passant lands behind its victim's square: of
            // o's pawns where they may stand, and of o's pawns that
            // captured c's pawns so.
            stood |= en_passant_landings(pos, c.other(), stood) | en_passant_landings(pos, c, open[ci]);
            let narrowed = open[oi] & stood;
            if narrowed != open[oi] {
                let landings = self.landings(pos, c, narrowed, budget, journeys, surplus);
                if landings.refuting() > budget[ci] + landings.castling {
                    return true;
                }
            }
        }
        false
    }

    /// Colour `c`'s goal squares that do not hold their goal piece yet.
    pub(super) fn to_fill(&self, pos: &Position, c: Color) -> Bitboard {
        let mut to_fill = self.goal.by_color[c.index()];
        for role in Role::ALL {
            to_fill &= !(pos.pieces(c, role) & self.goal.pieces(c, role));
        }
        to_fill
    }

    /// Colour `c`'s landings (module header) with the other colour's
    /// pieces captured only on `open`.
    fn landings(
        &self,
        pos: &Position,
        c: Color,
        open: Bitboard,
        budget: [u32; 2],
        journeys: [u32; 2],
        surplus: [u32; 2],
    ) -> Landings {
        let o = c.other();
        let to_fill = self.to_fill(pos, c);
        let (mut victims_landing, mut landing) = self.victims_landing(pos, c, open);
        let (extra_landing, meets) = self.extra_victims_landing(pos, c, open, budget, journeys, surplus);
        victims_landing += extra_landing;
        landing |= meets;
        let castling = u32::from(castlings(pos, c).any(|k| self.castling_lands_two(c, k, to_fill, landing)));
        let arrivals = to_fill.count() - self.arrivals_that_capture(pos, o, to_fill & open, budget, journeys);
        let pieces = to_fill & !self.goal.pieces(c, Role::Pawn);
        let pieces_arriving = pieces.count() - self.arrivals_that_capture(pos, o, pieces & open, budget, journeys);
        let pushes = self.pawn_pushes_cached(pos, c, surplus[o.index()]);
        Landings {
            moves: surplus[o.index()] + arrivals + victims_landing,
            castling,
            landing,
            with_pushes: surplus[o.index()] + pushes + pieces_arriving + victims_landing,
        }
    }

    /// How many of colour `c`'s forced victims (the pieces the other
    /// colour's pawns must take on known squares) must still land on
    /// their capture squares by a move that captures nothing, and the
    /// squares they land on: none of c's pieces stands on one of the
    /// victim's squares yet, and no piece of the other colour can be
    /// taken on them (`open` holds where one can). A victim is taken
    /// where it lands, so that move is no arrival on a goal square
    /// either: each is a move of its own.
    fn victims_landing(&self, pos: &Position, c: Color, open: Bitboard) -> (u32, Bitboard) {
        let (victims, n) = self.victims(pos, c);
        let mine = pos.by_color[c.index()];
        let (mut count, mut squares) = (0, Bitboard::EMPTY);
        for v in &victims[..n] {
            let at = v.squares | v.en_passant;
            if (at & mine).is_empty() && (v.squares & open).is_empty() {
                count += 1;
                squares |= at;
            }
        }
        (count, squares)
    }

    /// How many of colour `c`'s victims beyond the forced ones must still
    /// land, by a move that captures nothing, where they are taken, and
    /// where that can be. Each is taken on a square where a capture can
    /// take place at all (`meeting.rs`'s squares): if no piece of the
    /// other colour can be captured on any of them (`open`), every such
    /// victim not standing on one already lands there by a move of its
    /// own, distinct from the forced victims' (other pieces) and from the
    /// arrivals on goal squares (a victim is taken, no final occupant).
    fn extra_victims_landing(
        &self,
        pos: &Position,
        c: Color,
        open: Bitboard,
        budget: [u32; 2],
        journeys: [u32; 2],
        surplus: [u32; 2],
    ) -> (u32, Bitboard) {
        let extra = surplus[c.index()].saturating_sub(self.forced_victims(pos, c));
        if extra == 0 {
            return (0, Bitboard::EMPTY);
        }
        match self.meeting_squares(pos, c, budget, journeys) {
            Some((meets, _)) if (meets & open).is_empty() => (
                extra.saturating_sub(victims_standing(pos, c, meets & !self.static_walls)),
                meets,
            ),
            _ => (0, Bitboard::EMPTY),
        }
    }

    /// Whether castling `k` makes two of the landings counted in one
    /// move: the goal's king as the final occupant of a square still to
    /// fill, and its rook as another (the goal's rook there) or as a
    /// victim landing where it is taken. Any other castling captures
    /// nothing and is at most one of them.
    fn castling_lands_two(&self, c: Color, k: Castling, to_fill: Bitboard, landing: Bitboard) -> bool {
        let rook_fills = to_fill.contains(k.rook_to) && self.goal.pieces(c, Role::Rook).contains(k.rook_to);
        to_fill.contains(k.king_to)
            && self.goal.pieces(c, Role::King).contains(k.king_to)
            && (rook_fills || landing.contains(k.rook_to))
    }

    /// How many of the goal squares `arriving` (each open to a capture)
    /// can take a capture on the arrival there, at most: each such capture
    /// takes its own piece of colour `o`, which travels there (module
    /// header), so those that land where `o`'s pawns' forced victims are
    /// taken cost nothing more, and the others together cost `o` at least
    /// the sum of their squares' `reach_o`, which `o`'s moves to spare over
    /// its journeys must cover.
    fn arrivals_that_capture(&self, pos: &Position, o: Color, arriving: Bitboard, budget: [u32; 2], journeys: [u32; 2]) -> u32 {
        let forced = Bitboard(self.victim_summary(pos, o).0);
        let reach = self.victim_reach(pos, o);
        let mut ways: Vec<u32> = (arriving & !forced)
            .into_iter()
            .map(|s| u32::from(reach[s.index()]))
            .collect();
        ways.sort_unstable();
        let mut spare = budget[o.index()].saturating_sub(journeys[o.index()]);
        let mut arrivals = (arriving & forced).count();
        for way in ways {
            if way > spare {
                break;
            }
            spare -= way;
            arrivals += 1;
        }
        arrivals
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Square;
    use crate::chess::fen::parse_fen;
    use crate::chess::proofgame::{count_exhaustively, solve, ProofGameOptions};

    /// Each colour's journeys bound in `pos`, as `estimate_within` hands
    /// them to the landings.
    fn journeys(est: &Estimator, pos: &Position) -> [u32; 2] {
        let surplus = est.surplus(pos);
        [Color::White, Color::Black].map(|c| est.colour_bound(pos, c, surplus[c.other().index()]).unwrap().journeys)
    }

    /// Black must take White's queen and two pawns (three captures) in
    /// its three moves: Kf7, Kg6 and Ra6, each a capture. Each arrival is
    /// open on its own (the queen reaches g6 or a6 in White's two moves),
    /// but one queen cannot stand on both: at most one arrival captures.
    #[test]
    fn regression_one_victim_cannot_wait_on_two_arrival_squares() {
        let pos = parse_fen("r3k3/8/8/8/8/8/6PP/1K1Q4 b - - 0 1").unwrap();
        let goal = parse_fen("8/8/r5k1/8/8/8/8/1K6 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White)).asking_everywhere();
        let surplus = est.surplus(&pos);
        assert_eq!(surplus, [3, 0]);
        assert_eq!(est.estimate(&pos).unwrap().per_color, [0, 3], "the journeys allow it");
        let journeys = journeys(&est, &pos);
        let open = est.capture_squares(&pos, Color::White, [2, 3], journeys);
        let (g6, a6) = (Square::new(6, 5).unwrap(), Square::new(0, 5).unwrap());
        assert!(open.contains(g6) && open.contains(a6));
        assert!(est.landings_refute(&pos, [2, 3], journeys, surplus));
        assert_eq!(count_exhaustively(&pos, &goal, 5), 0);
        // With four white moves the queen's two trips are not ruled out.
        assert!(!est.landings_refute(&pos, [4, 3], journeys, surplus));
    }

    /// Black's king walks to d7, its h-pawn steps to h6 (where no white
    /// piece can be by then) and two white pieces must be taken: four
    /// moves in Black's three. Black may still castle short, which lands
    /// its king on g8, a square the goal leaves empty: that castling is
    /// one move and no arrival, so it saves nothing. The allowance of a
    /// move for any castling right let this position through.
    #[test]
    fn regression_a_castling_onto_squares_the_goal_does_not_want_lands_no_two_arrivals() {
        let start = parse_fen("4k2r/7p/8/1n6/2N5/3B4/8/R3K3 b k - 0 1").unwrap();
        let goal = parse_fen("7r/3k4/R6p/8/8/8/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let surplus = est.surplus(&start);
        let journeys = journeys(&est, &start);
        assert!(journeys[1] <= 3, "the journeys allow it: {journeys:?}");
        assert!(est.landings_refute(&start, [2, 3], journeys, surplus));
        assert_eq!(count_exhaustively(&start, &goal, 5), 0);
    }

    /// Castling short does land Black's king and rook where the goal has
    /// them: one move, two arrivals, beside the knight's capture on c3
    /// (an arrival too): two moves for three goal squares to fill.
    #[test]
    fn a_castling_onto_the_goals_king_and_rook_squares_is_two_arrivals_in_one_move() {
        let start = parse_fen("4k2r/8/8/1n6/8/2N5/P7/4K3 b k - 0 1").unwrap();
        let goal = parse_fen("5rk1/8/8/8/8/P1n5/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let surplus = est.surplus(&start);
        let journeys = journeys(&est, &start);
        assert!(!est.landings_refute(&start, [1, 2], journeys, surplus));
        // 1... Nxc3 2. a3 O-O, and castling first.
        assert_eq!(count_exhaustively(&start, &goal, 3), 2);
    }

    /// White must take Black's h-pawn and knight (two captures in its two
    /// moves), and its bishop must land on h6 for Black's g-pawn to take
    /// it there on its way to the goal's h6: no black piece can stand on
    /// h6 by then, so that landing captures nothing, a third move.
    #[test]
    fn a_victim_landing_where_nothing_can_be_captured_is_a_move_of_its_own() {
        let start = parse_fen("n3k3/6p1/8/8/7p/8/8/2B1K2R w - - 0 1").unwrap();
        let goal = parse_fen("4k3/8/7p/8/7R/8/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let surplus = est.surplus(&start);
        assert_eq!(surplus, [1, 2]);
        let journeys = journeys(&est, &start);
        assert_eq!(journeys[0], 2, "Bh6 and Rxh4 fit White's two moves");
        let open = est.capture_squares(&start, Color::Black, [2, 2], journeys);
        let (landing, squares) = est.victims_landing(&start, Color::White, open);
        assert_eq!(
            (landing, squares.into_iter().collect::<Vec<_>>()),
            (1, vec![Square::new(7, 5).unwrap()])
        );
        assert!(est.landings_refute(&start, [2, 2], journeys, surplus));
        assert_eq!(count_exhaustively(&start, &goal, 4), 0);
    }

    /// White's two moves must both capture (the knights on h5 and a3), so
    /// its bishop, the piece Black must take, never gets to g5 by a move
    /// that captures nothing: Black's queen arriving on g5 takes nothing
    /// there, and Black's one move cannot be both. Journeys alone leave
    /// White a move to spare, in which the bishop could reach g5.
    #[test]
    fn a_colour_whose_moves_all_capture_has_its_pieces_only_where_they_stood_or_captured() {
        let start = parse_fen("3qk3/8/8/7n/8/n7/8/2B1K2R w - - 0 1").unwrap();
        let goal = parse_fen("4k3/8/8/6qR/8/8/8/4K3 b - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::Black));
        let surplus = est.surplus(&start);
        assert_eq!(surplus, [1, 2]);
        let journeys = journeys(&est, &start);
        assert_eq!(journeys, [1, 1]);
        let g5 = Square::new(6, 4).unwrap();
        assert!(est.capture_squares(&start, Color::White, [2, 1], journeys).contains(g5));
        assert!(est.landings_refute(&start, [2, 1], journeys, surplus));
        assert_eq!(count_exhaustively(&start, &goal, 3), 0);
    }

    /// 1... cxb3 e.p. 2. Kf2 bxc2: White's b-pawn, one of its pieces to
    /// lose beyond the forced ones, is taken en passant from b4, beside
    /// b3, where the capture lands. A first version of the victims'
    /// landings counted it as a pawn still to land and cut this game
    /// (an economical 20-ply count came out 4,223,302,810 instead of
    /// 4,354,055,802).
    #[test]
    fn regression_a_pawn_taken_en_passant_stands_beside_its_capture_square() {
        let start = parse_fen("1rbqkbnr/pp1ppp1p/6p1/6P1/1Pp1PP2/P2PQ3/2Pn3P/RNB1KBNR b KQk b3 0 1").unwrap();
        let goal = parse_fen("1rbqkbnr/pp1ppp1p/6p1/6P1/4PP2/P2PQ3/2pn1K1P/RNB2BNR w k - 0 1").unwrap();
        assert_eq!(count_exhaustively(&start, &goal, 3), 1);
        let opts = ProofGameOptions {
            check_shorter: false,
            ..ProofGameOptions::default()
        };
        assert_eq!(solve(&start, &goal, 3, &opts).count, 1);
    }

    #[test]
    fn a_king_walking_to_an_empty_square_cannot_capture_on_the_way_there() {
        // Black must take white's knight and bishop (two captures) and its
        // king must reach d7, where no white piece can be taken: three
        // moves, where black has two. The journeys (Kd7 1, captures 2)
        // allow it; a capture on d7 would need a white piece there, and
        // white's one move is the rook's to a6.
        let start = parse_fen("4k3/8/8/1n6/2N5/3B4/8/R3K3 b - - 0 1").unwrap();
        let goal = parse_fen("8/3k4/R7/8/8/8/8/4K3 w - - 0 1").unwrap();
        let est = Estimator::new(&goal, Some(Color::White));
        let e = est.estimate(&start).unwrap();
        assert!(e.per_color[1] <= 2 && e.per_color[0] <= 1, "{e:?}");
        let surplus = est.surplus(&start);
        let journeys = journeys(&est, &start);
        assert!(est.landings_refute(&start, [1, 2], journeys, surplus));
        assert_eq!(count_exhaustively(&start, &goal, 3), 0);
    }
}
