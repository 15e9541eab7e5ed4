//! The `Compact` formulation of the chess domain: the `Lines` domain with
//! its high-arity static predicates defined by rules over predicates of at
//! most three squares, so that no declared predicate has more than a few
//! hundred thousand groundings on 8×8.
//!
//! Why it exists: Unified Planning's PDDL writer (which every UP engine uses
//! to call its planner) enumerates every grounding of every declared
//! predicate, and `line7 ?d ?f ?m1 … ?m6 ?t` alone has 2·64⁸ of them. With
//! these rules, and every derived predicate then inlined
//! (`pddl::inline`), the domain has neither axioms nor wide predicates.
//!
//! The rules define exactly the facts `Lines` lists, so every action has the
//! same applicability in every state (same actions, same parameters, same
//! plans):
//! - a line of k ≥ 2 steps is a first step in the direction's kind and k-1
//!   continuations in the same direction (`straight ?a ?b ?c`: ?c is one more
//!   step from ?b the way ?b is from ?a), so the squares are exactly the
//!   line's;
//! - a double step is a second-rank start (`double-step ?c ?f ?t`), two
//!   pushes through ?m, and ?x the start's file;
//! - castling squares are the king's move and the rook's move of the side
//!   (`castle-king`, `castle-rook`) and, queenside, the one more square that
//!   must be empty (`castle-gap`).

use crate::board::{Square, DIRECTIONS};
use crate::chess::{Color, Position};
use std::fmt::Write as _;

/// The colour's PDDL constant (as the chess domain names it; spelt out
/// here so that this file does not import the one that imports it).
fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Declarations of the low-arity static predicates.
pub(super) const PREDICATES: &str = "    (straight ?a ?b ?c - square)
    (double-step ?c - color ?f ?t - square)
    (on-file ?s - square ?x - file)
    (castle-king ?c - color ?w - side ?e ?g - square)
    (castle-rook ?c - color ?w - side ?h ?f - square)
    (castle-gap ?c - color ?b - square)
";

/// The rules that define the `Lines` formulation's wide static predicates.
pub(super) fn rules(max_steps: usize) -> String {
    let mut d = String::from("  ;; Wide static facts defined from narrow ones (the compact formulation).\n");
    for k in 2..=max_steps {
        let squares: Vec<String> = std::iter::once("?f".to_string())
            .chain((1..k).map(|i| format!("?m{i}")))
            .chain(std::iter::once("?t".to_string()))
            .collect();
        let continuations: String = squares
            .windows(3)
            .map(|w| format!(" (straight {} {} {})", w[0], w[1], w[2]))
            .collect();
        let _ = writeln!(
            d,
            "  (:derived (line{k} ?d - dir {} - square)\n    (and (line1 ?d ?f ?m1){continuations}))",
            squares.join(" ")
        );
    }
    d.push_str(
        "  (:derived (double ?c - color ?f ?m ?t - square ?x - file)
    (and (double-step ?c ?f ?t) (push ?c ?f ?m) (push ?c ?m ?t) (on-file ?f ?x)))
  (:derived (castle-k-squares ?c - color ?e ?f ?g ?h - square)
    (and (castle-king ?c kingside ?e ?g) (castle-rook ?c kingside ?h ?f)))
  (:derived (castle-q-squares ?c - color ?e ?d ?b1 ?b2 ?a - square)
    (and (castle-king ?c queenside ?e ?b1) (castle-rook ?c queenside ?a ?d) (castle-gap ?c ?b2)))

",
    );
    d
}

/// A `Lines` problem text made compact: the facts of the wide predicates
/// (each on its own line in the problem writer's output) dropped, the narrow
/// facts added at the end of `:init`.
pub(super) fn narrowed(lines_problem: &str, start: &Position) -> String {
    let wide = |line: &str| {
        let fact = line.trim_start();
        ["(double ", "(castle-k-squares ", "(castle-q-squares "]
            .iter()
            .any(|p| fact.starts_with(p))
            || (fact.starts_with("(line") && !fact.starts_with("(line1 "))
    };
    let mut p = String::with_capacity(lines_problem.len());
    for line in lines_problem.lines().filter(|l| !wide(l)) {
        if line == "  )" {
            // The end of `:init` (the only line that is exactly this).
            p.push_str(&facts(start));
        }
        p.push_str(line);
        p.push('\n');
    }
    p
}

/// The narrow facts of a board: straight continuations, files, double-step
/// starts and the castling moves.
fn facts(start: &Position) -> String {
    let board = start.board;
    let mut p = String::new();
    for a in board.squares() {
        let _ = writeln!(p, "    (on-file {a} file-{})", (b'a' + a.file()) as char);
        for &(df, dr) in DIRECTIONS.iter() {
            let b = a.offset(df, dr).filter(|b| board.contains(*b));
            if let Some((b, c)) = b.and_then(|b| b.offset(df, dr).filter(|c| board.contains(*c)).map(|c| (b, c))) {
                let _ = writeln!(p, "    (straight {a} {b} {c})");
            }
        }
    }
    if board.height() >= 5 {
        for c in [Color::White, Color::Black] {
            let (second, dir) = match c {
                Color::White => (1u8, 2i8),
                Color::Black => (board.height() - 2, -2),
            };
            for f in 0..board.width() {
                let from = Square::new(f, second).expect("on board");
                let to = from.offset(0, dir).expect("on board");
                let _ = writeln!(p, "    (double-step {} {from} {to})", color_name(c));
            }
        }
    }
    if Position::castling_board(board) {
        for c in [Color::White, Color::Black] {
            let name = color_name(c);
            let r = c.back_rank(board);
            let at = |f: u8| Square::new(f, r).expect("8 files");
            let _ = writeln!(p, "    (castle-king {name} kingside {} {})", at(4), at(6));
            let _ = writeln!(p, "    (castle-rook {name} kingside {} {})", at(7), at(5));
            let _ = writeln!(p, "    (castle-king {name} queenside {} {})", at(4), at(2));
            let _ = writeln!(p, "    (castle-rook {name} queenside {} {})", at(0), at(3));
            let _ = writeln!(p, "    (castle-gap {name} {})", at(1));
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use crate::chess::fen::parse_fen;
    use crate::chess::goal::Goal;

    /// The declared predicates of a domain and how many squares each takes.
    fn square_arities(domain: &str) -> Vec<(String, usize)> {
        let start = domain.find("(:predicates").expect("predicates");
        let end = start + domain[start..].find("(:action").expect("an action");
        domain[start + "(:predicates".len()..end]
            .split('(')
            .filter_map(|decl| {
                let name = decl.split_whitespace().next()?.trim_end_matches(')').to_string();
                // `?a ?b - square ?d - dir`: the variables before each `- square`.
                let mut squares = 0;
                let mut pending = 0;
                let mut tokens = decl.split_whitespace().skip(1).peekable();
                while let Some(t) = tokens.next() {
                    match t {
                        "-" => {
                            if tokens.next().is_some_and(|ty| ty.trim_end_matches(')') == "square") {
                                squares += pending;
                            }
                            pending = 0;
                        }
                        v if v.starts_with('?') => pending += 1,
                        _ => {}
                    }
                }
                Some((name, squares))
            })
            .collect()
    }

    #[test]
    fn the_domain_without_axioms_has_no_rules_and_no_predicate_wider_than_three_squares() {
        let start = parse_fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1").unwrap();
        let goal = Goal {
            placement: start.clone(),
            turn: None,
        };
        let (domain, problem) = crate::pddl::chess::task_without_axioms(&start, &goal, "t");
        assert!(!domain.contains(":derived") && !domain.contains("(illegal)"), "{domain}");
        let arities = square_arities(&domain);
        assert!(arities.iter().any(|(n, k)| n == "straight" && *k == 3), "{arities:?}");
        assert!(
            !arities.iter().any(|(n, _)| n == "line2" || n == "castle-q-squares"),
            "{arities:?}"
        );
        assert!(arities.iter().all(|(_, k)| *k <= 3), "{arities:?}");
        // The wide facts are gone from the problem and the narrow ones are there.
        assert!(!problem.contains("(line2 ") && !problem.contains("(double "), "{problem}");
        assert!(problem.contains("(castle-rook white queenside a1 d1)"), "{problem}");
        assert!(problem.contains("(double-step black e7 e5)"), "{problem}");
        assert!(problem.contains("(straight a1 b2 c3)"), "{problem}");
    }
}
