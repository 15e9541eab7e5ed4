//! PGN export of a line: the seven-tag roster, `SetUp`/`FEN` tags for a
//! start other than the standard one, move numbers and SAN. Boards other
//! than 8×8 carry a `BoardSize "WxH"` tag (solopddl's extension; PGN itself
//! knows only 8×8, so other readers should refuse such games rather than
//! misread them) and their FEN is solopddl's `WxH` FEN.

use super::fen::to_fen;
use super::san::line_to_san;
use super::{Color, Move, Position};
use std::fmt::Write;

/// The standard start, whose games need no `FEN` tag.
const STANDARD_START: &str = super::fen::INITIAL_FEN;

/// Tag values a caller may set; the others are PGN's "unknown" values.
#[derive(Clone, Debug, Default)]
pub struct PgnTags {
    pub event: Option<String>,
    /// Extra tags written after the roster, e.g. `("Annotator", "solopddl")`.
    pub extra: Vec<(String, String)>,
}

/// A goal as FEN: the placement alone when the goal leaves the side to move open.
pub fn goal_fen(goal: &super::goal::Goal) -> String {
    let fen = to_fen(&goal.placement);
    match goal.turn {
        Some(_) => fen,
        None => fen.split_whitespace().next().unwrap_or_default().to_string(),
    }
}

/// A tag value with `\` and `"` escaped, as PGN requires.
fn quoted(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The game from `start` through `moves` (which must be legal) as PGN text.
pub fn to_pgn(start: &Position, moves: &[Move], tags: &PgnTags) -> String {
    let mut out = String::new();
    let event = tags.event.as_deref().unwrap_or("solopddl plan");
    for (k, v) in [
        ("Event", event),
        ("Site", "?"),
        ("Date", "????.??.??"),
        ("Round", "-"),
        ("White", "?"),
        ("Black", "?"),
        ("Result", "*"),
    ] {
        let _ = writeln!(out, "[{k} \"{}\"]", quoted(v));
    }
    let fen = to_fen(start);
    let standard = start.board.width() == 8 && start.board.height() == 8;
    if !standard {
        let _ = writeln!(out, "[BoardSize \"{}\"]", start.board);
    }
    if fen != STANDARD_START {
        let _ = writeln!(out, "[SetUp \"1\"]\n[FEN \"{}\"]", quoted(&fen));
    }
    for (k, v) in &tags.extra {
        let _ = writeln!(out, "[{k} \"{}\"]", quoted(v));
    }
    out.push('\n');
    let mut tokens = numbered_san(start, moves);
    tokens.push("*".into());
    // Lines of at most 80 characters, as PGN's export format asks.
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// The moves in SAN with standard move numbers, one token per move:
/// `1. e4`, `e5`, `2. Nf3` (a line that starts with Black: `1... e5`).
pub fn numbered_san(start: &Position, moves: &[Move]) -> Vec<String> {
    let san = line_to_san(start, moves);
    let mut tokens = Vec::with_capacity(san.len());
    let mut turn = start.turn;
    for (i, s) in san.iter().enumerate() {
        match turn {
            Color::Black if i > 0 => tokens.push(s.clone()),
            _ => tokens.push(format!("{} {s}", ply_label(start.turn, i))),
        }
        turn = turn.other();
    }
    tokens
}

/// The label of the `ply`-th ply (from 0) of a line whose first move is
/// `first`'s: `1.` for a white move, `1...` for a black one, counting
/// moves from 1.
pub fn ply_label(first: Color, ply: usize) -> String {
    let number = (ply + usize::from(first == Color::Black)) / 2 + 1;
    let white = (ply % 2 == 0) == (first == Color::White);
    if white {
        format!("{number}.")
    } else {
        format!("{number}...")
    }
}

/// One move of a movetext with the 1-based line it stands on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveWord {
    pub line: usize,
    pub text: String,
}

/// The main line's move words of a PGN game or a plain move list: tag
/// pairs (`[Tag "…"]`), `{…}` and `;` comments, `(…)` variations, `$n`
/// NAGs, `%` escape lines, move numbers (`12.`, `12...`), results (`1-0`,
/// `0-1`, `1/2-1/2`, `*`) and annotation marks (`!`, `?`) are skipped; a
/// word starting with `#` comments out the rest of its line (solopddl's
/// move lists), while `Qh7#` is a mating move. An unclosed comment or
/// variation is an error.
pub fn movetext(text: &str) -> Result<Vec<MoveWord>, String> {
    let mut words = Vec::new();
    let (mut brace, mut paren) = (None::<usize>, Vec::<usize>::new());
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if brace.is_none() && paren.is_empty() {
            let t = raw.trim_start();
            if t.starts_with('%') || (t.starts_with('[') && t.trim_end().ends_with(']')) {
                continue;
            }
        }
        let mut word = String::new();
        let chars = raw.chars();
        let mut flush = |word: &mut String, paren: &Vec<usize>| {
            if !word.is_empty() && paren.is_empty() {
                words.push(MoveWord {
                    line,
                    text: std::mem::take(word),
                });
            }
            word.clear();
        };
        for c in chars {
            if brace.is_some() {
                if c == '}' {
                    brace = None;
                }
                continue;
            }
            match c {
                '{' => {
                    flush(&mut word, &paren);
                    brace = Some(line);
                }
                '(' => {
                    flush(&mut word, &paren);
                    paren.push(line);
                }
                ')' => {
                    flush(&mut word, &paren);
                    if paren.pop().is_none() {
                        return Err(format!("line {line}: ')' closes no variation"));
                    }
                }
                '}' => return Err(format!("line {line}: '}}' closes no comment")),
                ';' => break,
                '#' if word.is_empty() => break,
                c if c.is_whitespace() => flush(&mut word, &paren),
                c => word.push(c),
            }
        }
        flush(&mut word, &paren);
    }
    if let Some(l) = brace {
        return Err(format!("line {l}: the comment '{{' is never closed"));
    }
    if let Some(l) = paren.first() {
        return Err(format!("line {l}: the variation '(' is never closed"));
    }
    Ok(words
        .into_iter()
        .filter_map(|mut w| {
            // `12.e4` and `12...Nf6` carry their move after the number.
            let body = w.text.trim_start_matches(|c: char| c.is_ascii_digit());
            let body = if body.len() < w.text.len() && body.starts_with('.') {
                body.trim_start_matches('.')
            } else {
                &w.text
            };
            let body = body.trim_end_matches(['!', '?']).to_string();
            let skip = body.is_empty() || body.starts_with('$') || ["1-0", "0-1", "1/2-1/2", "*"].contains(&body.as_str());
            (!skip).then(|| {
                w.text = body;
                w
            })
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regression_movetext_reads_what_to_pgn_writes_and_standard_pgn() {
        let text = "[Event \"x\"]\n[FEN \"8/8 w\"]\n\n1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3!? $1\n\
                    2... Nc6 ; rest\n% escape\n3.Bb5 a6 4. Qh7# *\n";
        let w: Vec<String> = movetext(text).unwrap().into_iter().map(|w| w.text).collect();
        assert_eq!(w, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Qh7#"]);
        assert_eq!(movetext("e2e4 # a comment\ne7e5\n").unwrap().len(), 2);
        assert!(movetext("1. e4 { open").unwrap_err().contains("never closed"));
        assert!(movetext("1. e4 (e5").unwrap_err().contains("never closed"));
        assert!(movetext("1. e4 e5 1-0").unwrap().len() == 2);
    }
    use crate::chess::fen::parse_fen;
    use crate::chess::movegen::play;
    use crate::chess::san::parse_san;

    fn line(start: &str, san: &[&str]) -> (Position, Vec<Move>) {
        let p = parse_fen(start).unwrap();
        let mut pos = p.clone();
        let mut moves = Vec::new();
        for s in san {
            let m = parse_san(&pos, s).unwrap();
            pos = play(&pos, m);
            moves.push(m);
        }
        (p, moves)
    }

    #[test]
    fn standard_start_needs_no_fen_and_numbers_moves() {
        let (p, m) = line(STANDARD_START, &["e4", "e5", "Nf3"]);
        let pgn = to_pgn(&p, &m, &PgnTags::default());
        assert!(!pgn.contains("[FEN"));
        assert!(pgn.contains("[Result \"*\"]"));
        assert!(pgn.trim_end().ends_with("1. e4 e5 2. Nf3 *"), "{pgn}");
    }

    #[test]
    fn black_to_move_and_small_boards() {
        let (p, m) = line("k1K1/4/3r/RR2 b - - 0 1", &["Ra2", "Kd4"]);
        let pgn = to_pgn(&p, &m, &PgnTags::default());
        assert!(pgn.contains("[BoardSize \"4x4\"]"), "{pgn}");
        assert!(pgn.contains("[SetUp \"1\"]\n[FEN \"k1K1/4/3r/RR2 b - - 0 1\"]"), "{pgn}");
        assert!(pgn.trim_end().ends_with("1... Ra2 2. Kd4 *"), "{pgn}");
    }
}
