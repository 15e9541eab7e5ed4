//! Single-player chess as PDDL: one domain for every board size, a problem
//! per start/goal pair, and the mapping of planner actions back to moves.
//!
//! The encoding, and why:
//! - **No piece identities.** A square holds a colour and a role
//!   (`piece ?s ?c ?r`) or is `empty`; `has ?s ?c` mirrors the colour so
//!   that "not an own piece" is one negative literal. The goal is a
//!   placement, so there is no labelling problem.
//! - **Geometry is static.** The exporter writes every line of 1 to 7 steps
//!   as `lineK ?dir ?from ?m1 … ?to`, so a slide lists its empty squares
//!   explicitly (no recursive axioms), plus knight/king steps, pawn steps,
//!   double steps, captures, promotion squares and the castling squares.
//! - **Legality by shallow derived predicates.** `slider ?s ?c ?d` (a
//!   bishop, rook or queen stands there), `attacked ?s ?by` (one rule layer
//!   over the static lines) and `illegal` (the side that just moved has its
//!   king attacked). Every action requires `(not (illegal))`
//!   and so does the goal, so no plan can leave a king in check; castling
//!   also requires its start and transit squares not attacked. Without
//!   kings `illegal` never holds.
//! - **One action per move.** Captures delete whatever stands on the target
//!   (a `forall` over roles); moves from or onto a king or rook square drop
//!   the matching castling rights (conditional effects on static facts, which
//!   the translator resolves when grounding). A double step sets the
//!   en-passant file and passes an `ep-turn` instead of a `turn`; en passant
//!   needs the `ep-turn`, which the next move replaces, so it is possible only
//!   right after the double step and no other move has to reset the file.

use crate::board::{Board, Square, DIRECTIONS};
use crate::chess::goal::Goal;
use crate::chess::{Color, Position, KING_SIDE, QUEEN_SIDE};
use std::fmt::Write as _;

/// The longest line: 7 steps on an 8×8 board.
const MAX_STEPS: usize = 7;

pub(crate) const ROLE_NAMES: [&str; 6] = ["pawn", "knight", "bishop", "rook", "queen", "king"];
pub(crate) const COLOR_NAMES: [&str; 2] = ["white", "black"];

/// Effects every move of `?c` from `from` to `to` shares: the mover leaves
/// its square, the turn passes, the en-passant file is forgotten, and a move
/// from or onto a king or rook start square ends the matching rights.
fn move_effects(from: &str, to: &str) -> String {
    format!(
        "(not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w {from}) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w {to}) (not (may-castle ?x ?w))))"
    )
}

/// What a move may land on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Target {
    /// Only an empty square (pawn pushes).
    Empty,
    /// Only an enemy piece (pawn captures).
    Enemy,
    /// Anything but an own piece (pieces).
    NotOwn,
}

/// One move action. A capture deletes the victim with a `forall` over the
/// roles (deleting atoms that are false is harmless), so a move is one action
/// whatever it captures.
fn move_action(name: &str, params: &str, cond: &str, mover: &str, lands_as: &str, target: Target) -> String {
    let pre = match target {
        Target::Empty => "(empty ?t)",
        Target::Enemy => "(has ?t ?o)",
        Target::NotOwn => "(not (has ?t ?c))",
    };
    let capture = if target == Target::Empty {
        ""
    } else {
        "\n             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))"
    };
    format!(
        "  (:action {name}
    :parameters (?c ?o - color {params})
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (piece ?f ?c {mover}) {cond} {pre})
    :effect (and (not (piece ?f ?c {mover})) (not (has ?f ?c)) (empty ?f)
             (not (empty ?t)) (has ?t ?c) (piece ?t ?c {lands_as}){capture}
             {}))

",
        move_effects("?f", "?t")
    )
}

/// How the domain derives "attacked by a slider". Both formulations have
/// the same predicates, actions and action names and derive the same
/// `attacked` in every state, so a plan is valid in one iff in the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Formulation {
    /// One rule per line length over the static `lineK` facts: the fastest
    /// for Fast Downward's translator, but VAL evaluates each rule by
    /// enumerating every binding of its square variables (64^8 for 7-step
    /// lines), so it never answers.
    Lines,
    /// A recursive `clear ?f ?t` (every square strictly between is empty)
    /// over static `aligned`, `adjacent` and `toward` facts: at most two
    /// square variables per rule, so VAL answers in milliseconds. About a
    /// quarter slower in the translator on 8×8 (BENCHMARKS.md).
    Rays,
    /// `Lines` with its wide static predicates (lines, double steps,
    /// castling squares) derived from predicates of at most three squares
    /// (`chess_compact`); the base of [`task_without_axioms`].
    Compact,
}

/// The (board-independent) domain.
pub fn domain() -> String {
    domain_as(Formulation::Lines)
}

/// The domain in a formulation.
pub fn domain_as(formulation: Formulation) -> String {
    let mut d = String::new();
    d.push_str(
        ";; Single-player chess (solopddl): one agent plays both colours with legal
;; moves. Geometry comes from the problem as static facts; legality from two
;; shallow derived predicates. Written by `solopddl export`; do not edit.
(define (domain single-player-chess)
  (:requirements :strips :typing :negative-preconditions :conditional-effects
                 :existential-preconditions :derived-predicates)
  (:types square file color role dir side)
  (:constants white black - color
              pawn knight bishop rook queen king - role
              orth diag - dir
              kingside queenside - side)
  (:predicates
    ;; state
    (piece ?s - square ?c - color ?r - role)
    (empty ?s - square)
    (has ?s - square ?c - color)
    (turn ?c - color)
    (ep-turn ?c - color)
    (ep-file ?x - file)
    (may-castle ?c - color ?w - side)
    ;; static geometry
    (opp ?c ?o - color)
    (leap ?r - role ?f ?t - square)
    (slides ?r - role ?d - dir)
",
    );
    for k in 1..=MAX_STEPS {
        let mids: String = (1..k).map(|i| format!(" ?m{i}")).collect();
        let _ = writeln!(d, "    (line{k} ?d - dir ?f{mids} ?t - square)");
    }
    d.push_str(
        "    (push ?c - color ?f ?t - square)
    (push-last ?c - color ?f ?t - square)
    (double ?c - color ?f ?m ?t - square ?x - file)
    (hit ?c - color ?f ?t - square)
    (hit-last ?c - color ?f ?t - square)
    (ep-target ?c - color ?x - file ?t ?v - square)
    (promo ?r - role)
    (castle-k-squares ?c - color ?e ?f ?g ?h - square)
    (castle-q-squares ?c - color ?e ?d ?b1 ?b2 ?a - square)
    (right-square ?c - color ?w - side ?s - square)
",
    );
    if formulation == Formulation::Compact {
        d.push_str(super::chess_compact::PREDICATES);
    }
    if formulation == Formulation::Rays {
        d.push_str(
            "    (aligned ?d - dir ?f ?t - square)
    (adjacent ?f ?t - square)
    (toward ?f ?t ?m - square)
    (clear ?f ?t - square)
",
        );
    }
    d.push_str(
        "    ;; derived
    (to-move ?c - color)
    (slider ?s - square ?c - color ?d - dir)
    (attacked ?s - square ?by - color)
    (illegal))

",
    );
    d.push_str(
        "  ;; ?c moves next: right after a double step the turn is an `ep-turn`,
  ;; the only turn in which en passant is possible, so the en-passant file
  ;; needs no reset by the other moves.
  (:derived (to-move ?c - color) (or (turn ?c) (ep-turn ?c)))

  ;; A piece of ?c on ?s slides along lines of direction ?d.
  (:derived (slider ?s - square ?c - color ?d - dir)
    (exists (?r - role) (and (slides ?r ?d) (piece ?s ?c ?r))))

",
    );
    d.push_str(
        "  ;; ?s is attacked by a piece of ?by: a leap, a pawn capture, or a slide of
  ;; k steps over k-1 empty squares.
  (:derived (attacked ?s - square ?by - color)
    (or (exists (?a - square ?r - role)
          (and (leap ?r ?a ?s) (piece ?a ?by ?r)))
        (exists (?a - square)
          (and (or (hit ?by ?a ?s) (hit-last ?by ?a ?s)) (piece ?a ?by pawn)))
",
    );
    match formulation {
        Formulation::Lines | Formulation::Compact => {
            for k in 1..=MAX_STEPS {
                let mids: String = (1..k).map(|i| format!(" ?m{i}")).collect();
                let empties: String = (1..k).map(|i| format!(" (empty ?m{i})")).collect();
                let _ = writeln!(
                    d,
                    "        (exists (?a{mids} - square ?d - dir)\n          (and (line{k} ?d ?a{mids} ?s){empties} (slider ?a ?by ?d)))"
                );
            }
            d.push_str("    ))\n\n");
        }
        Formulation::Rays => d.push_str(
            "        (exists (?a - square ?d - dir)
          (and (aligned ?d ?a ?s) (slider ?a ?by ?d) (clear ?a ?s)))
    ))

  ;; Every square strictly between ?f and ?t (on one line) is empty: ?m is
  ;; the first square from ?f towards ?t.
  (:derived (clear ?f ?t - square)
    (or (adjacent ?f ?t)
        (exists (?m - square) (and (toward ?f ?t ?m) (empty ?m) (clear ?m ?t)))))

",
        ),
    }
    if formulation == Formulation::Compact {
        d.push_str(&super::chess_compact::rules(MAX_STEPS));
    }
    d.push_str(
        "  ;; The side that has just moved (not to move) has its king attacked.
  (:derived (illegal)
    (exists (?t ?c - color ?k - square)
      (and (to-move ?t) (opp ?t ?c) (piece ?k ?c king) (attacked ?k ?t))))

",
    );
    d.push_str(&move_action(
        "leap",
        "?r - role ?f ?t - square",
        "(leap ?r ?f ?t)",
        "?r",
        "?r",
        Target::NotOwn,
    ));
    // Slides do not name the slider's role: `slider` (derived) says a bishop,
    // rook or queen of ?c stands on ?f for the direction, and a conditional
    // effect per role moves whichever it is. One action per line and colour
    // instead of one per role (4,868 operators instead of 7,780 on 8x8).
    for k in 1..=MAX_STEPS {
        let mids: String = (1..k).map(|i| format!(" ?m{i}")).collect();
        let empties: String = (1..k).map(|i| format!(" (empty ?m{i})")).collect();
        let _ = write!(
            d,
            "  (:action slide{k}
    :parameters (?c ?o - color ?d - dir ?f{mids} ?t - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (line{k} ?d ?f{mids} ?t) (slider ?f ?c ?d){empties} (not (has ?t ?c)))
    :effect (and (forall (?r - role) (when (and (slides ?r ?d) (piece ?f ?c ?r)) (and (not (piece ?f ?c ?r)) (piece ?t ?c ?r))))
             (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c)
             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))
             {}))

",
            move_effects("?f", "?t")
        );
    }
    d.push_str(&move_action(
        "push",
        "?f ?t - square",
        "(push ?c ?f ?t)",
        "pawn",
        "pawn",
        Target::Empty,
    ));
    d.push_str(&move_action(
        "hit",
        "?f ?t - square",
        "(hit ?c ?f ?t)",
        "pawn",
        "pawn",
        Target::Enemy,
    ));
    d.push_str(&move_action(
        "promote",
        "?f ?t - square ?p - role",
        "(push-last ?c ?f ?t) (promo ?p)",
        "pawn",
        "?p",
        Target::Empty,
    ));
    d.push_str(&move_action(
        "promote-hit",
        "?f ?t - square ?p - role",
        "(hit-last ?c ?f ?t) (promo ?p)",
        "pawn",
        "?p",
        Target::Enemy,
    ));
    // The double step sets the en-passant file after the shared effects clear it
    // (an add wins over a delete of the same atom). A pawn never stands on a
    // king or rook start square, so pawn moves keep the castling rights.
    let _ = write!(
        d,
        "  (:action double
    :parameters (?c ?o - color ?f ?m ?t - square ?x - file)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (piece ?f ?c pawn) (double ?c ?f ?m ?t ?x) (empty ?m) (empty ?t))
    :effect (and (not (piece ?f ?c pawn)) (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c) (piece ?t ?c pawn)
             (forall (?y - file) (not (ep-file ?y))) (ep-file ?x)
             (not (turn ?c)) (not (ep-turn ?c)) (ep-turn ?o)))

  (:action en-passant
    :parameters (?c ?o - color ?f ?t ?v - square ?x - file)
    :precondition (and (ep-turn ?c) (opp ?c ?o) (not (illegal)) (piece ?f ?c pawn) (hit ?c ?f ?t) (ep-file ?x)
                       (ep-target ?c ?x ?t ?v) (empty ?t) (piece ?v ?o pawn))
    :effect (and (not (piece ?f ?c pawn)) (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c) (piece ?t ?c pawn)
             (not (piece ?v ?o pawn)) (not (has ?v ?o)) (empty ?v)
             {}))

",
        move_effects("?f", "?t")
    );
    let castle_effects = |king_to: &str, rook_from: &str, rook_to: &str| {
        format!(
            "(not (piece ?e ?c king)) (not (has ?e ?c)) (empty ?e) (not (empty {king_to})) (has {king_to} ?c) (piece {king_to} ?c king)
             (not (piece {rook_from} ?c rook)) (not (has {rook_from} ?c)) (empty {rook_from})
             (not (empty {rook_to})) (has {rook_to} ?c) (piece {rook_to} ?c rook)
             (not (may-castle ?c kingside)) (not (may-castle ?c queenside))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)"
        )
    };
    let _ = write!(
        d,
        "  ;; Castling: the right, the pieces, free squares between king and rook, and
  ;; the king's start and transit squares not attacked (its target square is
  ;; covered by `illegal` in the next precondition or the goal).
  (:action castle-kingside
    :parameters (?c ?o - color ?e ?f ?g ?h - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (castle-k-squares ?c ?e ?f ?g ?h) (may-castle ?c kingside)
                       (piece ?e ?c king) (piece ?h ?c rook) (empty ?f) (empty ?g)
                       (not (attacked ?e ?o)) (not (attacked ?f ?o)))
    :effect (and {}))

  (:action castle-queenside
    :parameters (?c ?o - color ?e ?d ?b1 ?b2 ?a - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (castle-q-squares ?c ?e ?d ?b1 ?b2 ?a) (may-castle ?c queenside)
                       (piece ?e ?c king) (piece ?a ?c rook) (empty ?d) (empty ?b1) (empty ?b2)
                       (not (attacked ?e ?o)) (not (attacked ?d ?o)))
    :effect (and {})))
",
        castle_effects("?g", "?h", "?f"),
        castle_effects("?b1", "?a", "?d")
    );
    d
}

fn sq(s: Square) -> String {
    s.to_string()
}

/// Domain and problem without derived predicates (the `Compact` formulation
/// with every derived atom replaced by its definition, `pddl::inline`), for
/// tools that read no axioms such as Unified Planning 1.2. Same actions and
/// action names, so plans map back exactly as for [`domain`].
pub fn task_without_axioms(start: &Position, goal: &Goal, name: &str) -> (String, String) {
    let formulation = Formulation::Compact;
    let (domain, problem) = (domain_as(formulation), problem_as(start, goal, name, formulation));
    crate::pddl::inline::without_derived_predicates(&domain, &problem)
        .expect("the chess domain's rules are non-recursive and well formed")
}

/// A problem: the start position, the goal placement (and side to move if
/// the goal fixes it), and the board's static geometry.
pub fn problem(start: &Position, goal: &Goal, name: &str) -> String {
    problem_as(start, goal, name, Formulation::Lines)
}

/// A problem in a formulation (`Rays` adds the facts its `clear` rule reads).
pub fn problem_as(start: &Position, goal: &Goal, name: &str, formulation: Formulation) -> String {
    let board = start.board;
    let g = board.geometry();
    let mut p = String::new();
    let _ = writeln!(p, ";; Written by `solopddl export`: {board} single-player chess.");
    let _ = writeln!(p, "(define (problem {name})\n  (:domain single-player-chess)\n  (:objects");
    let names: Vec<String> = board.squares().map(sq).collect();
    for chunk in names.chunks(board.width() as usize) {
        let _ = writeln!(p, "    {}", chunk.join(" "));
    }
    p.push_str("    - square\n   ");
    for f in 0..board.width() {
        let _ = write!(p, " file-{}", (b'a' + f) as char);
    }
    p.push_str(" - file)\n  (:init\n");
    // State.
    for s in board.squares() {
        match start.piece_at(s) {
            Some((c, r)) => {
                let (c, r) = (COLOR_NAMES[c.index()], ROLE_NAMES[r.index()]);
                let _ = writeln!(p, "    (piece {s} {c} {r}) (has {s} {c})");
            }
            None => {
                let _ = writeln!(p, "    (empty {s})");
            }
        }
    }
    match start.ep_square {
        Some(ep) => {
            let _ = writeln!(
                p,
                "    (ep-turn {}) (ep-file file-{})",
                COLOR_NAMES[start.turn.index()],
                (b'a' + ep.file()) as char
            );
        }
        None => {
            let _ = writeln!(p, "    (turn {})", COLOR_NAMES[start.turn.index()]);
        }
    }
    for c in [Color::White, Color::Black] {
        for (side, name) in [(KING_SIDE, "kingside"), (QUEEN_SIDE, "queenside")] {
            if start.castling.rights[c.index()][side] {
                let _ = writeln!(p, "    (may-castle {} {name})", COLOR_NAMES[c.index()]);
            }
        }
    }
    // Static facts.
    p.push_str("    (opp white black) (opp black white)\n");
    p.push_str("    (slides bishop diag) (slides rook orth) (slides queen orth) (slides queen diag)\n");
    p.push_str("    (promo queen) (promo rook) (promo bishop) (promo knight)\n");
    for s in board.squares() {
        for t in g.knight[s.index()] {
            let _ = writeln!(p, "    (leap knight {s} {t})");
        }
        for t in g.king[s.index()] {
            let _ = writeln!(p, "    (leap king {s} {t})");
        }
    }
    for s in board.squares() {
        for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
            let kind = if d < 4 { "orth" } else { "diag" };
            let mut path = vec![s];
            while let Some(next) = path.last().and_then(|l| l.offset(df, dr)).filter(|t| board.contains(*t)) {
                path.push(next);
                let k = path.len() - 1;
                let squares: Vec<String> = path.iter().map(|&x| sq(x)).collect();
                let _ = writeln!(p, "    (line{k} {kind} {})", squares.join(" "));
                if formulation == Formulation::Rays {
                    let (f, t) = (&squares[0], &squares[k]);
                    let _ = writeln!(p, "    (aligned {kind} {f} {t})");
                    match k {
                        1 => _ = writeln!(p, "    (adjacent {f} {t})"),
                        _ => _ = writeln!(p, "    (toward {f} {t} {})", squares[1]),
                    }
                }
            }
        }
    }
    pawn_facts(&mut p, start);
    castling_facts(&mut p, board);
    p.push_str("  )\n  (:goal (and\n");
    for s in board.squares() {
        match goal.placement.piece_at(s) {
            Some((c, r)) => {
                let _ = writeln!(p, "    (piece {s} {} {})", COLOR_NAMES[c.index()], ROLE_NAMES[r.index()]);
            }
            None => {
                let _ = writeln!(p, "    (empty {s})");
            }
        }
    }
    if let Some(t) = goal.turn {
        let _ = writeln!(p, "    (to-move {})", COLOR_NAMES[t.index()]);
    }
    p.push_str("    (not (illegal)))))\n");
    match formulation {
        Formulation::Compact => super::chess_compact::narrowed(&p, start),
        _ => p,
    }
}

/// Pawn steps, double steps (boards of 5 ranks or more), captures, promotion
/// squares and en-passant victims, for both colours.
fn pawn_facts(p: &mut String, start: &Position) {
    let board = start.board;
    for c in [Color::White, Color::Black] {
        let name = COLOR_NAMES[c.index()];
        let (dir, second): (i8, u8) = match c {
            Color::White => (1, 1),
            Color::Black => (-1, board.height() - 2),
        };
        // The rank where an enemy pawn lands after its double step.
        let ep_rank = match c {
            Color::White => board.height() as i8 - 4,
            Color::Black => 3,
        };
        let first = c.back_rank(board);
        let last = c.other().back_rank(board);
        for s in board.squares().filter(|s| s.rank() != first && s.rank() != last) {
            let Some(t) = s.offset(0, dir).filter(|t| board.contains(*t)) else {
                continue;
            };
            let push = if t.rank() == last { "push-last" } else { "push" };
            let _ = writeln!(p, "    ({push} {name} {s} {t})");
            for df in [-1, 1] {
                if let Some(x) = s.offset(df, dir).filter(|x| board.contains(*x)) {
                    let hit = if x.rank() == last { "hit-last" } else { "hit" };
                    let _ = writeln!(p, "    ({hit} {name} {s} {x})");
                    // En passant: next to an enemy pawn that just double-stepped, landing behind it.
                    if x.rank() != last && board.height() >= 5 && s.rank() as i8 == ep_rank {
                        let victim = Square::new(x.file(), s.rank()).expect("on board");
                        let _ = writeln!(p, "    (ep-target {name} file-{} {x} {victim})", (b'a' + x.file()) as char);
                    }
                }
            }
            if s.rank() == second && board.height() >= 5 {
                if let Some(two) = t.offset(0, dir).filter(|x| board.contains(*x)) {
                    let _ = writeln!(p, "    (double {name} {s} {t} {two} file-{})", (b'a' + s.file()) as char);
                }
            }
        }
    }
}

/// Castling squares and the squares whose move ends a right (8-file boards).
fn castling_facts(p: &mut String, board: Board) {
    if !Position::castling_board(board) {
        return;
    }
    for c in [Color::White, Color::Black] {
        let name = COLOR_NAMES[c.index()];
        let r = c.back_rank(board);
        let at = |f: u8| Square::new(f, r).expect("8 files");
        let _ = writeln!(p, "    (castle-k-squares {name} {} {} {} {})", at(4), at(5), at(6), at(7));
        let _ = writeln!(
            p,
            "    (castle-q-squares {name} {} {} {} {} {})",
            at(4),
            at(3),
            at(2),
            at(1),
            at(0)
        );
        let _ = writeln!(
            p,
            "    (right-square {name} kingside {}) (right-square {name} kingside {})",
            at(4),
            at(7)
        );
        let _ = writeln!(
            p,
            "    (right-square {name} queenside {}) (right-square {name} queenside {})",
            at(4),
            at(0)
        );
    }
}
