//! Solo Chess as PDDL: the `squares` and `objects` encodings, and the
//! mapping of planner actions back to captures.
//!
//! Shared ideas:
//! - Budgets are counts `c0..cM` with a `pred` relation; an unlimited budget
//!   is exported as `n - 1`, which no piece can exceed (the same game).
//! - The piece that must survive is *royal*: the king, or, without a king,
//!   the piece picked by the bookkeeping action `choose-survivor` (filtered
//!   out when mapping a plan back). Only non-royal (plain) pieces can be
//!   captured, and the goal says every non-royal piece is gone,
//!   which is "exactly one piece left" without a counter.
//! - A second king is neither royal nor plain: never capturable and never
//!   done, so such a puzzle is (correctly) unsolvable.

use crate::board::Square;
use crate::solo::rules::reach::{effective_budget, reach_squares};
use crate::solo::{Puzzle, Role};
use std::fmt::Write as _;

/// A Solo Chess PDDL encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Encoding {
    /// No piece identities; sliding paths compiled into static facts.
    Squares,
    /// Typed piece objects; sliding paths by `forall` over static `between` facts.
    Objects,
    /// The squares encoding in plain STRIPS: the victim's type and budget
    /// are action parameters instead of `forall` deletes, so planners
    /// without quantifiers or conditional effects (pyperplan) read it.
    Strips,
}

impl Encoding {
    pub const ALL: [Encoding; 3] = [Encoding::Squares, Encoding::Objects, Encoding::Strips];
    pub fn name(self) -> &'static str {
        match self {
            Encoding::Squares => "squares",
            Encoding::Objects => "objects",
            Encoding::Strips => "strips",
        }
    }
}

impl std::str::FromStr for Encoding {
    type Err = String;
    fn from_str(s: &str) -> Result<Encoding, String> {
        Encoding::ALL
            .into_iter()
            .find(|e| e.name() == s)
            .ok_or_else(|| format!("unknown encoding '{s}' (expected squares, objects or strips)"))
    }
}

/// The most squares strictly between two squares of an 8×8 board.
const MAX_BETWEEN: usize = 6;

fn count_objects(n: usize) -> usize {
    n.max(2) - 1
}

/// The canonical domain of an encoding (the same for every puzzle).
pub fn domain(enc: Encoding) -> String {
    match enc {
        Encoding::Squares => squares_domain(false),
        Encoding::Objects => objects_domain(),
        Encoding::Strips => squares_domain(true),
    }
}

/// The squares encoding; `strips`: its plain-STRIPS variant.
fn squares_domain(strips: bool) -> String {
    let mut d = String::new();
    if strips {
        d.push_str(
            ";; Solo Chess, `strips` encoding (written by solopddl): the `squares`
;; encoding without quantifiers or conditional effects. A capture names the
;; victim's type ?vr and budget ?vc as parameters and deletes exactly those,
;; so every planner that reads STRIPS with typing reads it.
",
        );
    }
    d.push_str(
        ";; Solo Chess, `squares` encoding (written by solopddl).
;; No piece identities: the state says which piece type stands on which
;; square and how many captures it has left; a capture moves both to the
;; target square. STRIPS with typing, plus universally quantified delete
;; effects that clear the victim's type and budget (no parameters for them).
;; Sliding paths are compiled by the exporter into (reach-K ?r ?from ?to ?b1 .. ?bK):
;; a piece of type ?r on ?from attacks ?to once the K listed squares are free.
;; Only squares occupied at the start are listed: every move is a capture,
;; so a square that starts empty stays empty.
(define (domain DOMAIN-NAME)
  (:requirements REQUIREMENTS)
  (:types square role count)
  (:predicates
    (piece ?s - square ?r - role)           ; a piece of type ?r stands on ?s
    (captures-left ?s - square ?c - count)  ; ... and may capture ?c more times
    (free ?s - square)                      ; ?s is empty
    (plain ?s - square)                     ; ?s holds a piece that must be captured
    (royal ?s - square)                     ; ?s holds the piece that must survive
    (unplain ?s - square)                   ; ?s is free or royal (the goal, per square)
    (survivor-unchosen)                     ; no king: the survivor is still to be picked
    (pred ?c ?p - count)                    ; ?p = ?c - 1
",
    );
    for k in 0..=MAX_BETWEEN {
        let bs: String = (1..=k).map(|i| format!(" ?b{i}")).collect();
        let _ = writeln!(d, "    (reach-{k} ?r - role ?from ?to{bs} - square)");
    }
    d.push_str(
        "  )

  ;; Without a king, pick the piece that will be left at the end.
  (:action choose-survivor
    :parameters (?s - square)
    :precondition (and (survivor-unchosen) (plain ?s))
    :effect (and (not (survivor-unchosen)) (not (plain ?s)) (royal ?s) (unplain ?s)))
",
    );
    for royal in [false, true] {
        for k in 0..=MAX_BETWEEN {
            let bs: String = (1..=k).map(|i| format!(" ?b{i}")).collect();
            let frees: String = (1..=k).map(|i| format!(" (free ?b{i})")).collect();
            let name = if royal {
                format!("royal-capture-{k}")
            } else {
                format!("capture-{k}")
            };
            let status = if royal { "royal" } else { "plain" };
            let (victim_params, victim_pre, victim_del, note) = if strips {
                (
                    " ?vr - role ?vc - count",
                    " (piece ?to ?vr) (captures-left ?to ?vc)",
                    "(not (piece ?to ?vr)) (not (captures-left ?to ?vc))",
                    "The victim's type ?vr and budget ?vc are deleted; the mover's\n  ;; type and budget then take the square.",
                )
            } else {
                (
                    "",
                    "",
                    "(forall (?v - role) (not (piece ?to ?v)))\n                 (forall (?x - count) (not (captures-left ?to ?x)))",
                    "The victim's type and budget are deleted whatever they are, so they need\n  ;; no parameters; the mover's type and budget then take the square.",
                )
            };
            let _ = write!(
                d,
                "
  ;; A {status} piece of type ?r on ?from captures the piece on ?to{}.
  ;; {note}
  (:action {name}
    :parameters (?r - role ?from ?to - square ?c ?c1 - count{}{victim_params})
    :precondition (and (reach-{k} ?r ?from ?to{bs}){frees}
                       (piece ?from ?r) ({status} ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to){victim_pre})
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not ({status} ?from)) (free ?from)
                 {victim_del}
                 (piece ?to ?r) (captures-left ?to ?c1){}))
",
                if k == 0 {
                    String::new()
                } else {
                    format!(", sliding over {k} once-occupied square(s)")
                },
                if k == 0 { String::new() } else { format!("{bs} - square") },
                if royal {
                    " (not (plain ?to)) (royal ?to) (unplain ?to) (unplain ?from)"
                } else {
                    " (unplain ?from)"
                },
            );
        }
    }
    d.push_str(")\n");
    let (name, requirements) = if strips {
        ("solo-chess-strips", ":strips :typing")
    } else {
        ("solo-chess-squares", ":strips :typing :conditional-effects")
    };
    d.replacen("DOMAIN-NAME", name, 1).replacen("REQUIREMENTS", requirements, 1)
}

fn objects_domain() -> String {
    let mut d = String::from(
        ";; Solo Chess, `objects` encoding (written by solopddl).
;; Every piece is a typed object; budgets are facts over count objects;
;; sliding paths need every square in the static (between ?from ?to ?b) free.
(define (domain solo-chess-objects)
  (:requirements :strips :typing :universal-preconditions :disjunctive-preconditions)
  (:types
    square count piece - object
    king officer - piece
    queen rook bishop knight pawn - officer)
  (:predicates
    (at ?p - piece ?s - square)
    (free ?s - square)
    (captures-left ?p - piece ?c - count)
    (pred ?c ?p - count)                        ; ?p = ?c - 1
    (plain ?p - piece)                          ; ?p must be captured
    (done ?p - piece)                           ; ?p is captured or is the survivor
    (survivor-unchosen)                         ; no king: the survivor is still to be picked
    (king-step ?from ?to - square)
    (knight-jump ?from ?to - square)
    (pawn-capture ?from ?to - square)           ; diagonally towards the higher rank
    (rook-line ?from ?to - square)
    (bishop-line ?from ?to - square)
    (between ?from ?to ?b - square))

  ;; Without a king, pick the piece that will be left at the end.
  (:action choose-survivor
    :parameters (?p - officer)
    :precondition (and (survivor-unchosen) (plain ?p))
    :effect (and (not (survivor-unchosen)) (not (plain ?p)) (done ?p)))
",
    );
    let movers: [(&str, &str, &str); 6] = [
        ("king", "king", "(king-step ?from ?to)"),
        ("knight", "knight", "(knight-jump ?from ?to)"),
        ("pawn", "pawn", "(pawn-capture ?from ?to)"),
        ("rook", "rook", "(rook-line ?from ?to)"),
        ("bishop", "bishop", "(bishop-line ?from ?to)"),
        ("queen", "queen", "(or (rook-line ?from ?to) (bishop-line ?from ?to))"),
    ];
    for (name, ty, geo) in movers {
        let path = if matches!(name, "rook" | "bishop" | "queen") {
            "\n                       (forall (?b - square) (imply (between ?from ?to ?b) (free ?b)))"
        } else {
            ""
        };
        let _ = write!(
            d,
            "
  (:action {name}-captures
    :parameters (?p - {ty} ?q - officer ?from ?to - square ?c ?c1 - count)
    :precondition (and {geo}
                       (at ?p ?from) (at ?q ?to) (plain ?q){path}
                       (captures-left ?p ?c) (pred ?c ?c1))
    :effect (and (not (at ?p ?from)) (free ?from) (at ?p ?to)
                 (not (at ?q ?to)) (not (plain ?q)) (done ?q)
                 (not (captures-left ?p ?c)) (captures-left ?p ?c1)))
"
        );
    }
    d.push_str(")\n");
    d
}

/// Ends `(:objects` with the counts, opens `(:init` with the count relation,
/// and says whether a survivor must be chosen. Returns the royal king's square.
fn close_objects_open_init(s: &mut String, p: &Puzzle, counts: &str, preds: &str) -> Option<Square> {
    let _ = writeln!(s, "    {counts} - count)");
    let _ = writeln!(s, "  (:init\n    {preds}");
    let first_king = p.pieces().iter().find(|x| x.role == Role::King).map(|x| x.square);
    if first_king.is_none() {
        let _ = writeln!(s, "    (survivor-unchosen)");
    }
    first_king
}

fn counts_decl(n: usize) -> (String, String) {
    let m = count_objects(n);
    let objs: Vec<String> = (0..=m).map(|i| format!("n{i}")).collect();
    let preds: Vec<String> = (1..=m).map(|i| format!("(pred n{i} n{})", i - 1)).collect();
    (objs.join(" "), preds.join(" "))
}

/// The problem file of a puzzle in an encoding; `name` names the problem.
pub fn problem(p: &Puzzle, enc: Encoding, name: &str) -> String {
    match enc {
        Encoding::Squares => squares_problem(p, name, "solo-chess-squares"),
        Encoding::Objects => objects_problem(p, name),
        Encoding::Strips => squares_problem(p, name, "solo-chess-strips"),
    }
}

fn header(p: &Puzzle, name: &str) -> String {
    format!(
        ";; {} — {} pieces on a {} board (written by solopddl)\n;; Solo FEN: {}\n",
        name,
        p.pieces().len(),
        p.board(),
        crate::solo::rules::notation::to_solo_fen(p)
    )
}

fn squares_problem(p: &Puzzle, name: &str, domain: &str) -> String {
    let n = p.pieces().len();
    let (counts, preds) = counts_decl(n);
    let roles: Vec<Role> = Role::ALL
        .into_iter()
        .filter(|r| p.pieces().iter().any(|x| x.role == *r))
        .collect();
    let mut s = header(p, name);
    let squares: Vec<String> = p.pieces().iter().map(|x| x.square.to_string()).collect();
    let _ = writeln!(s, "(define (problem {name})\n  (:domain {domain})\n  (:objects");
    let _ = writeln!(s, "    {} - square", squares.join(" "));
    let _ = writeln!(
        s,
        "    {} - role",
        roles.iter().map(|r| r.name()).collect::<Vec<_>>().join(" ")
    );
    let first_king = close_objects_open_init(&mut s, p, &counts, &preds);
    for x in p.pieces() {
        // A second king is neither royal nor plain: never captured, never "unplain".
        let status = if Some(x.square) == first_king {
            "(royal {sq}) (unplain {sq})"
        } else if x.role == Role::King {
            ""
        } else {
            "(plain {sq})"
        };
        let _ = writeln!(
            s,
            "    (piece {sq} {}) (captures-left {sq} n{}) {}",
            x.role.name(),
            effective_budget(x.budget, n),
            status.replace("{sq}", &x.square.to_string()),
            sq = x.square
        );
    }
    let _ = writeln!(s, "    ;; geometry between the occupied squares");
    for &role in &roles {
        for a in p.pieces() {
            let mut line = Vec::new();
            for b in p.pieces() {
                if a.square == b.square {
                    continue;
                }
                if let Some(bs) = reach_squares(p, role, a.square, b.square) {
                    let names: String = bs.iter().map(|q| format!(" {q}")).collect();
                    line.push(format!(
                        "(reach-{} {} {} {}{names})",
                        bs.len(),
                        role.name(),
                        a.square,
                        b.square
                    ));
                }
            }
            if !line.is_empty() {
                let _ = writeln!(s, "    {}", line.join(" "));
            }
        }
    }
    let _ = writeln!(s, "  )\n  (:goal (and");
    let goals: Vec<String> = p.pieces().iter().map(|x| format!("(unplain {})", x.square)).collect();
    for chunk in goals.chunks(8) {
        let _ = writeln!(s, "    {}", chunk.join(" "));
    }
    let _ = writeln!(s, "  )))");
    s
}

/// The object name of the piece that starts on a square, e.g. `queen-e4`.
pub(crate) fn piece_object(role: Role, sq: Square) -> String {
    format!("{}-{sq}", role.name())
}

fn objects_problem(p: &Puzzle, name: &str) -> String {
    let n = p.pieces().len();
    let (counts, preds) = counts_decl(n);
    let mut s = header(p, name);
    let _ = writeln!(s, "(define (problem {name})\n  (:domain solo-chess-objects)\n  (:objects");
    let squares: Vec<Square> = p.board().squares().collect();
    let names: Vec<String> = squares.iter().map(|q| q.to_string()).collect();
    for chunk in names.chunks(16) {
        let _ = writeln!(s, "    {} - square", chunk.join(" "));
    }
    for x in p.pieces() {
        let _ = writeln!(s, "    {} - {}", piece_object(x.role, x.square), x.role.name());
    }
    let first_king = close_objects_open_init(&mut s, p, &counts, &preds);
    for x in p.pieces() {
        let o = piece_object(x.role, x.square);
        let status = match (x.role, Some(x.square) == first_king) {
            (Role::King, true) => format!("(done {o})"),
            (Role::King, false) => String::new(), // a second king: never capturable, never done
            _ => format!("(plain {o})"),
        };
        let _ = writeln!(
            s,
            "    (at {o} {}) (captures-left {o} n{}) {status}",
            x.square,
            effective_budget(x.budget, n)
        );
    }
    let frees: Vec<String> = squares
        .iter()
        .filter(|q| p.piece_at(**q).is_none())
        .map(|q| format!("(free {q})"))
        .collect();
    for chunk in frees.chunks(12) {
        let _ = writeln!(s, "    {}", chunk.join(" "));
    }
    let _ = writeln!(s, "    ;; static geometry of the board");
    let g = p.board().geometry();
    for a in &squares {
        let mut facts = Vec::new();
        for b in &squares {
            if a == b {
                continue;
            }
            let (ai, bi) = (a.index(), b.index());
            if g.king[ai].contains(*b) {
                facts.push(format!("(king-step {a} {b})"));
            }
            if g.knight[ai].contains(*b) {
                facts.push(format!("(knight-jump {a} {b})"));
            }
            if g.pawn_up[ai].contains(*b) {
                facts.push(format!("(pawn-capture {a} {b})"));
            }
            if g.aligned(*a, *b) {
                let straight = a.file() == b.file() || a.rank() == b.rank();
                facts.push(format!("({}-line {a} {b})", if straight { "rook" } else { "bishop" }));
                for q in g.between[ai][bi] {
                    facts.push(format!("(between {a} {b} {q})"));
                }
            }
        }
        if !facts.is_empty() {
            let _ = writeln!(s, "    {}", facts.join(" "));
        }
    }
    let _ = writeln!(s, "  )\n  (:goal (and");
    let goals: Vec<String> = p
        .pieces()
        .iter()
        .map(|x| format!("(done {})", piece_object(x.role, x.square)))
        .collect();
    for chunk in goals.chunks(6) {
        let _ = writeln!(s, "    {}", chunk.join(" "));
    }
    let _ = writeln!(s, "  )))");
    s
}
