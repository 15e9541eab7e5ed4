//! The axiom-free chess task (`export --format sas --no-axioms`, the task
//! SymK counts plans on) run by a plain interpreter of finite-domain tasks
//! written here: its plans of exactly N moves are counted (zero-cost steps
//! in between) and must equal the native exhaustive count of games of N
//! plies, on random goals from starts rich in castling, en passant,
//! promotion and captures, on 8x8 and small boards. One plan per game is
//! what makes SymK's plan count the game count (tests/symk_chess.rs). The
//! task for games of at most N plies (`export --plies N`), which leaves out
//! the moves and checks no such game needs, has the same plans of N moves.

use crate::common;

use common::proofgame::{walk, Specials, RICH, SPARSE};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use solopddl::chess::fen::{parse_fen, to_fen};
use solopddl::chess::goal::Goal;
use solopddl::chess::problem::problem_from_fens;
use solopddl::chess::proofgame::count_exhaustively;
use solopddl::chess::{Color, Position};
use solopddl::sas::{Operator, SasTask};
use std::collections::HashMap;

/// An interpreter of one task: operators bucketed by the value they need
/// of the `phase` variable (moves need 0, check steps their group).
struct Interpreter<'a> {
    task: &'a SasTask,
    phase: usize,
    by_phase: Vec<Vec<&'a Operator>>,
}

impl<'a> Interpreter<'a> {
    fn new(task: &'a SasTask) -> Interpreter<'a> {
        let phase = task
            .variables
            .iter()
            .position(|v| v.name == "phase")
            .expect("a phase variable");
        let mut by_phase = vec![Vec::new(); task.variables[phase].values.len()];
        for op in &task.operators {
            let need = op
                .prevail
                .iter()
                .find(|f| f.var == phase)
                .map(|f| f.value)
                .or_else(|| op.effects.iter().find(|e| e.var == phase).and_then(|e| e.pre))
                .expect("every operator of the task reads the phase");
            by_phase[need].push(op);
        }
        Interpreter { task, phase, by_phase }
    }

    fn successors(&self, state: &[usize]) -> impl Iterator<Item = (&'a Operator, Vec<usize>)> + '_ {
        let state = state.to_vec();
        self.by_phase[state[self.phase]].iter().filter_map(move |op| {
            let applicable = op.prevail.iter().all(|f| state[f.var] == f.value)
                && op
                    .effects
                    .iter()
                    .all(|e| e.conditions.is_empty() && e.pre.is_none_or(|p| state[e.var] == p));
            applicable.then(|| {
                let mut next = state.clone();
                for e in &op.effects {
                    next[e.var] = e.post;
                }
                (*op, next)
            })
        })
    }

    /// Plans from `state` that cost exactly `left` and end in the goal.
    fn count(&self, state: Vec<usize>, left: u32, memo: &mut HashMap<(Vec<usize>, u32), u128>) -> u128 {
        if let Some(&n) = memo.get(&(state.clone(), left)) {
            return n;
        }
        let mut n = u128::from(left == 0 && self.task.goal.iter().all(|f| state[f.var] == f.value));
        let next: Vec<(u32, Vec<usize>)> = self.successors(&state).map(|(op, s)| (op.cost, s)).collect();
        for (cost, s) in next {
            if cost <= left {
                n += self.count(s, left - cost, memo);
            }
        }
        memo.insert((state, left), n);
        n
    }
}

fn plans(start: &str, goal: &str, plies: u32) -> u128 {
    let p = problem_from_fens(start, goal).unwrap();
    count_plans(&p.start, &p.goal, plies)
}

fn count_plans(start: &Position, goal: &Goal, plies: u32) -> u128 {
    count_plans_and_groups(start, goal, plies).0
}

/// The plan count and the number of check groups (4 with attacker flags,
/// 16 checking by piece type: the two ways of the encoding).
fn count_plans_and_groups(start: &Position, goal: &Goal, plies: u32) -> (u128, usize) {
    let task = solopddl::sas::chess::task_without_axioms(start, goal);
    task.check().unwrap();
    let interpreter = Interpreter::new(&task);
    let groups = interpreter.by_phase.len() - 1;
    (interpreter.count(task.initial.clone(), plies, &mut HashMap::new()), groups)
}

/// Plans of one ply to a placement in which the side that moved, white,
/// stands in check (no goal the FEN parser accepts: it is no legal position).
fn plans_into_check(start: &str, placement: &str) -> u128 {
    let goal = Goal {
        placement: parse_fen(&format!("{placement} w - - 0 1")).unwrap(),
        turn: Some(Color::Black),
    };
    count_plans(&parse_fen(start).unwrap(), &goal, 1)
}

#[test]
fn every_game_is_one_plan_of_the_axiom_free_task() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let mut specials = Specials::default();
    let (mut instances, mut games) = (0, 0u128);
    let mut ways = std::collections::BTreeMap::new();
    let mut operators = [0; 2];
    let small = [
        "k1K1/4/3r/RR2 b - - 0 1",
        "4k/4p/5/3P1/K4 b - - 0 1",
        "3k/P3/4/K3 w - - 0 1",
        "k3/p3/1P2/K3 w - - 0 1",
    ];
    let starts: Vec<(&str, u32)> = RICH
        .iter()
        .map(|s| (*s, 2))
        .chain(SPARSE.iter().map(|s| (*s, 3)))
        .chain(small.iter().map(|s| (*s, 4)))
        .collect();
    for (start, most) in starts {
        let pos = parse_fen(start).unwrap();
        for _ in 0..6 {
            let length = rand::Rng::gen_range(&mut rng, 1..=most);
            let (end, plies) = walk(&mut rng, &pos, length, &mut specials);
            let goal = to_fen(&end);
            let native = count_exhaustively(&pos, &end, plies);
            let p = problem_from_fens(start, &goal).unwrap();
            let (plans, groups) = count_plans_and_groups(&p.start, &p.goal, plies);
            assert_eq!(plans, native, "{start} -> {goal} in {plies}");
            // The task for games of at most `plies` plies: the same plans.
            let pruned = solopddl::sas::chess::task_for_plies(&p.start, &p.goal, plies);
            pruned.check().unwrap();
            let kept = Interpreter::new(&pruned).count(pruned.initial.clone(), plies, &mut HashMap::new());
            assert_eq!(kept, native, "{start} -> {goal} in {plies}, the task for {plies} plies");
            operators[0] += solopddl::sas::chess::task_without_axioms(&p.start, &p.goal).operators.len();
            operators[1] += pruned.operators.len();
            *ways.entry(groups).or_insert(0) += 1;
            instances += 1;
            games += native;
        }
    }
    // The special moves happened on the way, so their encodings were counted.
    assert!(
        specials.castling > 0 && specials.en_passant > 0 && specials.promotion > 0 && specials.capture > 0,
        "{specials:?}"
    );
    assert!(
        instances >= 60 && games > instances as u128,
        "{instances} instances, {games} games"
    );
    // Both ways of checking were counted: with attacker flags and by piece type.
    assert!(ways.get(&4) >= Some(&12) && ways.get(&16) >= Some(&12), "{ways:?}");
    // The tasks for their plies left out most operators.
    assert!(operators[1] * 3 < operators[0], "{operators:?}");
}

#[test]
fn a_move_into_check_or_through_an_attacked_square_is_no_plan() {
    // The king may not castle through f1, attacked by the rook on f8.
    assert_eq!(
        plans("k4r2/8/8/8/8/8/8/4K2R w K - 0 1", "k4r2/8/8/8/8/8/8/5RK1 b - - 1 1", 1),
        0
    );
    assert_eq!(
        count_exhaustively(
            &parse_fen("k4r2/8/8/8/8/8/8/4K2R w K - 0 1").unwrap(),
            &parse_fen("k4r2/8/8/8/8/8/8/5RK1 b - - 1 1").unwrap(),
            1
        ),
        0
    );
    // Without the rook on f8 castling is one plan.
    assert_eq!(plans("k7/8/8/8/8/8/8/4K2R w K - 0 1", "k7/8/8/8/8/8/8/5RK1 b - - 1 1", 1), 1);
    // A pinned piece may not move: the e2 knight shields e1 from the e8 rook.
    assert_eq!(
        plans_into_check("4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1", "4r2k/8/8/8/5N2/8/8/4K3"),
        0
    );
    // Nor may a king step into check from a rook, a knight or a pawn (next to
    // the other king: no position a FEN can give; the small boards of the
    // random goals have it).
    for (start, placement) in [
        ("3r3k/8/8/8/8/8/8/4K3 w - - 0 1", "3r3k/8/8/8/8/8/8/3K4"),
        ("7k/8/8/8/8/2n5/8/4K3 w - - 0 1", "7k/8/8/8/8/2n5/4K3/8"),
        ("7k/8/8/8/8/8/2p5/4K3 w - - 0 1", "7k/8/8/8/8/8/2p5/3K4"),
    ] {
        assert_eq!(plans_into_check(start, placement), 0, "{start} -> {placement}");
    }
    // The same steps to safe squares are one plan each.
    for (start, placement) in [
        ("4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1", "4r2k/8/8/8/8/8/4N3/5K2"),
        ("3r3k/8/8/8/8/8/8/4K3 w - - 0 1", "3r3k/8/8/8/8/8/5K2/8"),
        ("7k/8/8/8/8/2n5/8/4K3 w - - 0 1", "7k/8/8/8/8/2n5/5K2/8"),
        ("7k/8/8/8/8/8/2p5/4K3 w - - 0 1", "7k/8/8/8/8/8/2p5/5K2"),
        ("8/8/8/8/8/3k4/8/4K3 w - - 0 1", "8/8/8/8/8/3k4/8/5K2"),
    ] {
        assert_eq!(plans_into_check(start, placement), 1, "{start} -> {placement}");
    }
}

/// Checks that the task for `plies` plies from `start` to `end`'s placement
/// has exactly the games the native proof-game count finds, and returns
/// that count and the task's operators; `None`, unchecked, where the task
/// has more than `max_operators` (too many states for the interpreter).
fn narrowed_count_equals_native(start: &str, end: &Position, plies: u32, max_operators: usize) -> Option<(u128, usize)> {
    use solopddl::chess::proofgame::{solve, ProofGameOptions};
    let goal = to_fen(end);
    let p = problem_from_fens(start, &goal).unwrap();
    let pruned = solopddl::sas::chess::task_for_plies(&p.start, &p.goal, plies);
    pruned.check().unwrap();
    if pruned.operators.len() > max_operators {
        return None;
    }
    let opts = ProofGameOptions {
        max_listed: 0,
        check_shorter: false,
        ..Default::default()
    };
    let native = solve(&p.start, end, plies, &opts);
    assert!(native.solutions_known(), "{start} -> {goal} in {plies}");
    let kept = Interpreter::new(&pruned).count(pruned.initial.clone(), plies, &mut HashMap::new());
    assert_eq!(kept, native.count, "{start} -> {goal} in {plies}, the task for {plies} plies");
    Some((native.count, pruned.operators.len()))
}

/// The budget rule (`src/chess/relevance.rs`): a move is kept only if its
/// piece's moves and the fewest its colour's other pieces need fit in the
/// colour's moves. Proof games from arrays where castling is possible, of
/// 4–10 plies, where that leaves few moves: the narrowed task's plans are
/// still exactly the games the native count finds.
#[test]
fn the_task_for_a_proof_games_plies_keeps_every_game_of_that_length() {
    let mut rng = ChaCha8Rng::seed_from_u64(25);
    let mut specials = Specials::default();
    let starts = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        "r3k2r/pppq1ppp/2n5/4p3/4P3/2N5/PPPQ1PPP/R3K2R w KQkq - 0 1",
        "rn2k2r/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RN2K2R b KQkq - 0 1",
    ];
    let (mut instances, mut games, mut operators, mut wide) = (0, 0u128, 0, 0);
    for start in starts {
        let pos = parse_fen(start).unwrap();
        for _ in 0..6 {
            let length = rand::Rng::gen_range(&mut rng, 4..=10);
            let (end, plies) = walk(&mut rng, &pos, length, &mut specials);
            // Games that capture keep many more moves (any piece may be the
            // one lost): too many states for this interpreter at 10 plies.
            let Some((count, ops)) = narrowed_count_equals_native(start, &end, plies, 400) else {
                wide += 1;
                continue;
            };
            operators += ops;
            instances += 1;
            games += count;
        }
    }
    assert!(specials.castling > 0 && specials.capture > 0, "{specials:?}");
    assert!(
        instances >= 12 && games > instances as u128,
        "{instances} instances ({wide} left out), {games} games"
    );
    // Few moves fit such budgets.
    assert!(operators < 150 * instances, "{operators} operators in {instances} tasks");
}

/// The assignment in the budget rule (`others_need` in
/// `src/chess/relevance.rs`): where a colour has pieces to lose, the others
/// must still fill every goal square, each its own piece. Capturing and
/// promoting walks from the initial array, 6–8 plies, 14 goals where a
/// colour lost pieces: the narrowed task's plans are exactly the native count's games.
/// Before the assignment, such tasks kept several times the operators, so
/// the size check below pins that it applies.
#[test]
fn the_assignment_keeps_every_game_where_pieces_are_lost() {
    use rand::Rng;
    use solopddl::chess::random_game::Walk;
    let mut rng = ChaCha8Rng::seed_from_u64(52);
    let start = parse_fen(solopddl::chess::fen::INITIAL_FEN).unwrap();
    let (mut instances, mut games, mut operators) = (0, 0u128, 0);
    for i in 0..400 {
        if instances == 14 {
            break;
        }
        let walk = [Walk::Capturing, Walk::Promoting][i % 2];
        let plies = rng.gen_range(6..=8);
        let Some((_, end)) = walk.game(&start, plies, 0, &mut rng) else {
            continue;
        };
        let lost = [Color::White, Color::Black].map(|c| start.by_color()[c.index()].count() - end.by_color()[c.index()].count());
        if lost == [0, 0] {
            continue;
        }
        let (count, ops) = narrowed_count_equals_native(solopddl::chess::fen::INITIAL_FEN, &end, plies, usize::MAX).unwrap();
        operators += ops;
        instances += 1;
        games += count;
    }
    assert!(
        instances == 14 && games > instances as u128,
        "{instances} instances, {games} games"
    );
    assert!(operators < 200 * instances, "{operators} operators in {instances} tasks");
    eprintln!("{instances} instances, {games} games, {operators} operators");
}

/// Walls (`MoveRelevance::is_wall`): a goal pawn on its second rank that
/// stands there in the start stands there all game. The task for the
/// 4-ply `pg-n04-s1-01` (every pawn home but White's h-pawn and Black's d-
/// and e-pawns) has no move from, to or across such a square, and no check
/// step that needs a ray through one clear; it still counts the 4 games
/// (with half the operators it had without walls: 56).
#[test]
fn no_operator_of_the_task_for_n_plies_crosses_a_wall() {
    let start = solopddl::chess::fen::INITIAL_FEN;
    let goal = "rnbqkbnr/ppp2ppp/3pp3/8/7P/2N5/PPPPPPP1/R1BQKBNR w";
    let p = problem_from_fens(start, goal).unwrap();
    let task = solopddl::sas::chess::task_for_plies(&p.start, &p.goal, 4);
    let walls = ["a2", "b2", "c2", "d2", "e2", "f2", "g2", "a7", "b7", "c7", "f7", "g7", "h7"];
    for op in &task.operators {
        let words: Vec<&str> = op.name.split_whitespace().collect();
        if words[0].starts_with("verify") {
            // The check of White's king on e1 northwards ends on e2's pawn.
            assert_ne!(op.name, "verify-ray white e1 north-clear");
            continue;
        }
        for w in &words[1..] {
            assert!(!walls.contains(w), "{} crosses a wall", op.name);
        }
    }
    assert!(task.operators.len() < 40, "{} operators", task.operators.len());
    let kept = Interpreter::new(&task).count(task.initial.clone(), 4, &mut HashMap::new());
    assert_eq!(kept, 4);
}

/// Where captures land (`src/chess/relevance/captures.rs`): where a
/// colour's captures are all its pawns' changes of file, the other colour's
/// pieces are captured only on those pawns' ways, and a piece that is to
/// be captured needs its moves there. Capturing walks of 6–8 plies from the
/// initial array and from an array with pawns face to face, 16 goals where
/// the rule applies: the narrowed task's plans are exactly the native
/// count's games.
#[test]
fn captures_land_only_on_the_capturing_pawns_ways() {
    use rand::Rng;
    use solopddl::chess::random_game::Walk;
    use solopddl::chess::relevance::MoveRelevance;
    let mut rng = ChaCha8Rng::seed_from_u64(54);
    let starts = [
        solopddl::chess::fen::INITIAL_FEN,
        "rnbqkbnr/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 1",
    ];
    let (mut instances, mut games, mut squares) = (0, 0u128, 0);
    for i in 0..2000 {
        if instances == 16 {
            break;
        }
        let start = parse_fen(starts[i % 2]).unwrap();
        let plies = rng.gen_range(6..=8);
        let Some((_, end)) = Walk::Capturing.game(&start, plies, 0, &mut rng) else {
            continue;
        };
        let lost = [Color::White, Color::Black].map(|c| start.by_color()[c.index()].count() - end.by_color()[c.index()].count());
        let relevance = MoveRelevance::new(&start, &end, plies);
        let ruled: Vec<_> = [Color::White, Color::Black]
            .into_iter()
            .filter(|c| lost[c.index()] > 0)
            .filter_map(|c| relevance.captured_only_on(c))
            .collect();
        if ruled.is_empty() {
            continue;
        }
        let (count, _) = narrowed_count_equals_native(starts[i % 2], &end, plies, usize::MAX).unwrap();
        squares += ruled.iter().map(|b| b.count()).sum::<u32>();
        instances += 1;
        games += count;
    }
    assert!(
        instances == 16 && games > instances as u128,
        "{instances} instances, {games} games"
    );
    // The rule named few squares, not the whole board.
    assert!(
        squares < 20 * instances as u32,
        "{squares} capture squares in {instances} goals"
    );
}

/// Regression: the task for the 20 plies of `pg-n20-s52-03` (White loses
/// its queen and h-pawn, Black's a- and g-pawns stand on b3 and h5) kept
/// 2,151 operators while a white piece could be captured anywhere for
/// free, and SymK and Fast Downward ran out of 30 s on it. Black's two
/// captures are those pawns' steps onto the b- and h-files, so the queen
/// and the pawn are taken there, after moves that count: 181 operators.
#[test]
fn regression_pieces_are_captured_only_where_the_capturing_pawns_go() {
    let goal = "2bqk1nr/1ppnp2p/5p1b/rB1p3p/3P1P2/NpP1P2R/PP4P1/R1B1K1N1 w";
    let p = problem_from_fens(solopddl::chess::fen::INITIAL_FEN, goal).unwrap();
    let task = solopddl::sas::chess::task_for_plies(&p.start, &p.goal, 20);
    assert!(task.operators.len() < 300, "{} operators", task.operators.len());
}
