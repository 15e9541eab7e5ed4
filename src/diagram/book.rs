//! A printable puzzle book: one self-contained HTML file (SVG inline, no
//! scripts, no network): the puzzles in a grid, each numbered once with its
//! diagram, a line of facts and its Solo FEN; an optional hints page; the
//! solutions from a new page on.

use super::{escape, inline, Diagram, Layout};
use std::fmt::Write as _;

/// One puzzle of the book.
pub struct Entry {
    /// The start, uncaptioned (the book numbers it).
    pub puzzle: Diagram,
    /// A line under the diagram, e.g. "medium · rating 14.2 · 8 pieces".
    pub details: String,
    /// The puzzle in Solo FEN, under the diagram and with the solution.
    pub fen: String,
    /// Hints, mildest first, each as (what it tells, the hint).
    pub hints: Vec<(&'static str, String)>,
    /// The solution's moves.
    pub solution: Vec<String>,
}

/// The whole book.
pub struct Book<'a> {
    pub title: &'a str,
    pub subtitle: &'a str,
    /// Lines after the subtitle (how to read the badges, the bands).
    pub notes: Vec<String>,
    pub entries: Vec<Entry>,
    /// Print the hints page.
    pub hints: bool,
}

const STYLE: &str = "body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#222}\
h1{font-size:22px;margin:0 0 4px}p.sub{margin:0 0 6px;color:#555}p.note{margin:0 0 4px;font-size:13px;color:#555}\
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(290px,1fr));gap:18px;margin-top:14px}\
.cell{break-inside:avoid;border:1px solid #ccc;border-radius:6px;padding:8px;text-align:center}\
.cell h3{margin:0 0 4px;font-size:15px}.cell p{margin:4px 0 0;font-size:13px;color:#444}\
.cell p.fen{font-family:monospace;font-size:11px;color:#666;word-break:break-all}\
.hints,.solutions{break-before:page;margin-top:32px}.hints li,.solutions li{margin:6px 0;font-size:14px}\
.solutions code{font-size:12px;color:#555}@media print{body{margin:0}}";

/// The book as one HTML document.
pub fn html(book: &Book<'_>) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{t}</title><style>{STYLE}</style></head>\n<body><h1>{t}</h1><p class=\"sub\">{}</p>\n",
        escape(book.subtitle),
        t = escape(book.title)
    );
    for note in &book.notes {
        let _ = writeln!(out, "<p class=\"note\">{}</p>", escape(note));
    }
    out.push_str("<section class=\"grid puzzles\">\n");
    for (i, e) in book.entries.iter().enumerate() {
        let _ = writeln!(
            out,
            "<div class=\"cell\"><h3>Puzzle {}</h3>{}<p>{}</p><p class=\"fen\">{}</p></div>",
            i + 1,
            inline(&e.puzzle, Layout::SMALL),
            escape(&e.details),
            escape(&e.fen)
        );
    }
    out.push_str("</section>\n");
    if book.hints {
        out.push_str("<section class=\"hints\"><h2>Hints</h2><ol>\n");
        for e in &book.entries {
            let hints: Vec<String> = e
                .hints
                .iter()
                .map(|(what, hint)| format!("{}: {}", escape(what), escape(hint)))
                .collect();
            let text = if hints.is_empty() { "-".to_string() } else { hints.join("; ") };
            let _ = writeln!(out, "<li>{text}</li>");
        }
        out.push_str("</ol></section>\n");
    }
    out.push_str("<section class=\"solutions\"><h2>Solutions</h2><ol>\n");
    for e in &book.entries {
        let moves = if e.solution.is_empty() {
            "no solution found".to_string()
        } else {
            e.solution.join(" ")
        };
        let _ = writeln!(out, "<li>{} <br><code>{}</code></li>", escape(&moves), escape(&e.fen));
    }
    out.push_str("</ol></section></body></html>\n");
    out
}
