//! A printable puzzle book: one self-contained HTML file (SVG inline, no
//! scripts, no network), puzzles in a grid with their diagram, level and
//! rating, and the solutions from a new page on.

use super::{escape, inline, Diagram, Layout};
use std::fmt::Write as _;

/// One puzzle of the book.
pub struct Entry {
    pub puzzle: Diagram,
    /// A line under the diagram, e.g. "10 pieces · rating 3.21".
    pub details: String,
    /// The solution's moves.
    pub solution: Vec<String>,
    /// The puzzle in Solo FEN, printed with its solution.
    pub fen: String,
}

const STYLE: &str = "body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#222}\
h1{font-size:22px;margin:0 0 4px}p.sub{margin:0 0 16px;color:#555}\
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(290px,1fr));gap:18px}\
.cell{break-inside:avoid;border:1px solid #ccc;border-radius:6px;padding:8px;text-align:center}\
.cell h3{margin:0 0 4px;font-size:15px}.cell p{margin:4px 0 0;font-size:13px;color:#444}\
.solutions{break-before:page;margin-top:32px}.solutions li{margin:6px 0;font-size:14px}\
.solutions code{font-size:12px;color:#555}@media print{body{margin:0}}";

/// The book as one HTML document.
pub fn html(title: &str, subtitle: &str, entries: &[Entry]) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{t}</title><style>{STYLE}</style></head>\n<body><h1>{t}</h1><p class=\"sub\">{}</p>\n<section class=\"grid puzzles\">\n",
        escape(subtitle),
        t = escape(title)
    );
    for (i, e) in entries.iter().enumerate() {
        let _ = writeln!(
            out,
            "<div class=\"cell\"><h3>Puzzle {}</h3>{}<p>{}</p></div>",
            i + 1,
            inline(&e.puzzle, Layout::SMALL),
            escape(&e.details)
        );
    }
    out.push_str("</section>\n<section class=\"solutions\"><h2>Solutions</h2><ol>\n");
    for e in entries {
        let _ = writeln!(
            out,
            "<li>{} <br><code>{}</code></li>",
            escape(&e.solution.join(" ")),
            escape(&e.fen)
        );
    }
    out.push_str("</ol></section></body></html>\n");
    out
}
