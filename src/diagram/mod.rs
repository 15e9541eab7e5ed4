//! Board diagrams as SVG: one board of any size from 1×1 to 8×8 with its
//! coordinates, light and dark squares, piece glyphs drawn as paths
//! ([`glyphs`]), a Solo Chess budget badge per piece, arrows and captured
//! squares; a sheet of small boards in a grid; and a printable puzzle book
//! in one self-contained HTML file ([`book`]). The game adapters are in
//! [`solo`] and [`chess`]; this module knows only squares and glyphs.

pub mod book;
pub mod chess;
mod glyphs;
pub mod solo;

use crate::board::{Board, Square};
use std::fmt::Write as _;

/// A piece kind, as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

/// What a Solo Chess piece's badge says: captures left, or unlimited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Badge {
    Count(u32),
    Unlimited,
}

/// A piece on the diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub kind: Kind,
    pub black: bool,
    pub badge: Option<Badge>,
}

/// What an arrow means (its colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// The move played.
    Move,
    /// A winning capture.
    Good,
    /// A losing capture.
    Bad,
}

impl Tone {
    fn colour(self) -> &'static str {
        match self {
            Tone::Move => "#1565c0",
            Tone::Good => "#2e7d32",
            Tone::Bad => "#c62828",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub from: Square,
    pub to: Square,
    pub tone: Tone,
}

/// One board to draw.
#[derive(Clone, Debug)]
pub struct Diagram {
    pub board: Board,
    pub pieces: Vec<(Square, Piece)>,
    pub arrows: Vec<Arrow>,
    /// Squares whose piece is captured by the move shown (ringed in red).
    pub captured: Vec<Square>,
    pub caption: Option<String>,
}

impl Diagram {
    pub fn new(board: Board) -> Diagram {
        Diagram {
            board,
            pieces: vec![],
            arrows: vec![],
            captured: vec![],
            caption: None,
        }
    }
}

/// Light and dark squares.
pub const LIGHT: &str = "#eeddb8";
pub const DARK: &str = "#b08560";

/// Sizes in SVG user units (pixels at scale 1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// One square's side.
    pub square: f64,
    /// The coordinate band left of and below the board.
    pub margin: f64,
    /// The caption band below the coordinates (0: none).
    pub caption: f64,
}

impl Layout {
    /// A single board.
    pub const LARGE: Layout = Layout {
        square: 56.0,
        margin: 20.0,
        caption: 24.0,
    };
    /// A board on a sheet or in the book.
    pub const SMALL: Layout = Layout {
        square: 30.0,
        margin: 14.0,
        caption: 20.0,
    };

    /// The size of one drawn board with its coordinates and caption band.
    pub fn size(self, board: Board) -> (f64, f64) {
        (
            self.margin + self.square * f64::from(board.width()) + 4.0,
            self.square * f64::from(board.height()) + self.margin + self.caption + 4.0,
        )
    }

    /// A square's top-left corner within the board's drawing.
    pub fn corner(self, board: Board, sq: Square) -> (f64, f64) {
        (
            self.margin + self.square * f64::from(sq.file()),
            4.0 + self.square * f64::from(board.height() - 1 - sq.rank()),
        )
    }

    /// A square's centre within the board's drawing.
    pub fn centre(self, board: Board, sq: Square) -> (f64, f64) {
        let (x, y) = self.corner(board, sq);
        (x + self.square / 2.0, y + self.square / 2.0)
    }
}

/// Escapes text for SVG and HTML.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn piece(out: &mut String, x: f64, y: f64, s: f64, p: Piece) {
    let (fill, ink) = if p.black {
        ("#262626", "#f5f5f5")
    } else {
        ("#fafafa", "#1a1a1a")
    };
    let g = glyphs::glyph(p.kind);
    let _ = write!(
        out,
        // The glyphs are drawn in a 100-unit box; they are shown 12% larger
        // about a point just below the centre, with a heavier outline, so a
        // piece reads at a glance (about 85% of the square, like the sets
        // players know) and its base stays clear of the square's edge.
        r##"<g transform="translate({x:.1} {y:.1}) scale({:.4}) translate(50 52) scale(1.12) translate(-50 -52)" stroke="#111" stroke-width="4" stroke-linejoin="round">"##,
        s / 100.0
    );
    for d in g.body {
        let _ = write!(out, r#"<path d="{d}" fill="{fill}"/>"#);
    }
    for d in g.details {
        let _ = write!(out, r#"<path d="{d}" fill="none" stroke="{ink}"/>"#);
    }
    out.push_str("</g>");
    if let Some(b) = p.badge {
        let r = s * 0.15;
        // Bottom right: the corner no glyph reaches (a crown, a mane or a cross would sit under a top badge).
        let (cx, cy) = (x + s - r - 0.5, y + s - r - 0.5);
        let colour = match b {
            Badge::Count(_) => "#1565c0",
            Badge::Unlimited => "#6a1b9a",
        };
        let _ = write!(
            out,
            r##"<circle cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}" fill="{colour}" stroke="#fff" stroke-width="1"/>"##
        );
        match b {
            Badge::Count(n) => {
                let _ = write!(
                    out,
                    r##"<text x="{cx:.1}" y="{:.1}" font-family="Arial, Helvetica, sans-serif" font-weight="bold" font-size="{:.1}" fill="#fff" text-anchor="middle">{n}</text>"##,
                    cy + r * 0.45,
                    r * 1.3
                );
            }
            Badge::Unlimited => {
                // Infinity as two loops (a path: no font needed).
                let w = r * 0.45;
                let _ = write!(
                    out,
                    r##"<path d="M{cx:.1} {cy:.1} C{:.1} {:.1} {:.1} {:.1} {cx:.1} {cy:.1} C{:.1} {:.1} {:.1} {:.1} {cx:.1} {cy:.1} Z" fill="none" stroke="#fff" stroke-width="{:.1}"/>"##,
                    cx - w,
                    cy - w,
                    cx - 2.0 * w,
                    cy + w,
                    cx + w,
                    cy + w,
                    cx + 2.0 * w,
                    cy - w,
                    r * 0.25
                );
            }
        }
    }
}

fn arrow(out: &mut String, layout: Layout, board: Board, a: Arrow) {
    let (x1, y1) = layout.centre(board, a.from);
    let (x2, y2) = layout.centre(board, a.to);
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    let (ux, uy) = (dx / len, dy / len);
    let s = layout.square;
    // Shifted a little to the arrow's right, so that two captures between
    // the same squares in opposite directions stay apart.
    let (ox, oy) = (-uy * s * 0.09, ux * s * 0.09);
    let (x1, y1, x2, y2) = (x1 + ox, y1 + oy, x2 + ox, y2 + oy);
    let head = s * 0.32;
    // The shaft stops where the head begins; the head's tip stops short of the centre.
    let (tx, ty) = (x2 - ux * s * 0.12, y2 - uy * s * 0.12);
    let (bx, by) = (tx - ux * head, ty - uy * head);
    let (px, py) = (-uy * head * 0.55, ux * head * 0.55);
    let colour = a.tone.colour();
    let _ = write!(
        out,
        r#"<g opacity="0.8"><line x1="{x1:.1}" y1="{y1:.1}" x2="{bx:.1}" y2="{by:.1}" stroke="{colour}" stroke-width="{:.1}" stroke-linecap="round"/><polygon points="{tx:.1},{ty:.1} {:.1},{:.1} {:.1},{:.1}" fill="{colour}"/></g>"#,
        s * 0.12,
        bx + px,
        by + py,
        bx - px,
        by - py
    );
}

/// The board's drawing as SVG elements, at the origin.
fn board_elements(d: &Diagram, layout: Layout) -> String {
    let mut out = String::new();
    let (b, s) = (d.board, layout.square);
    for sq in b.squares() {
        let (x, y) = layout.corner(b, sq);
        let colour = if (sq.file() + sq.rank()) % 2 == 0 { DARK } else { LIGHT };
        let _ = write!(
            out,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{s:.1}" height="{s:.1}" fill="{colour}"/>"#
        );
    }
    let font = r##"font-family="Arial, Helvetica, sans-serif" fill="#444" text-anchor="middle""##;
    let fs = layout.margin * 0.6;
    for r in 0..b.height() {
        let (_, y) = layout.centre(b, Square::new(0, r).expect("on the board"));
        let _ = write!(
            out,
            r#"<text x="{:.1}" y="{:.1}" font-size="{fs:.1}" {font}>{}</text>"#,
            layout.margin / 2.0,
            y + fs * 0.35,
            r + 1
        );
    }
    let bottom = 4.0 + s * f64::from(b.height());
    for f in 0..b.width() {
        let (x, _) = layout.centre(b, Square::new(f, 0).expect("on the board"));
        let _ = write!(
            out,
            r#"<text x="{x:.1}" y="{:.1}" font-size="{fs:.1}" {font}>{}</text>"#,
            bottom + layout.margin * 0.75,
            (b'a' + f) as char
        );
    }
    for &(sq, p) in &d.pieces {
        let (x, y) = layout.corner(b, sq);
        piece(&mut out, x, y, s, p);
    }
    for &sq in &d.captured {
        let (cx, cy) = layout.centre(b, sq);
        let _ = write!(
            out,
            r##"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="none" stroke="#d32f2f" stroke-width="{:.1}"/>"##,
            s * 0.45,
            s * 0.07
        );
    }
    for &a in &d.arrows {
        arrow(&mut out, layout, b, a);
    }
    if let Some(c) = &d.caption {
        let (w, _) = layout.size(b);
        let _ = write!(
            out,
            r##"<text x="{:.1}" y="{:.1}" font-size="{:.1}" font-family="Arial, Helvetica, sans-serif" fill="#222" text-anchor="middle">{}</text>"##,
            w / 2.0 + layout.margin / 2.0,
            bottom + layout.margin + layout.caption * 0.7,
            layout.caption * 0.6,
            escape(c)
        );
    }
    out
}

/// One board as an `<svg>` element (for HTML: no XML declaration).
pub fn inline(d: &Diagram, layout: Layout) -> String {
    let (w, h) = layout.size(d.board);
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}" height="{h:.0}" viewBox="0 0 {w:.1} {h:.1}" class="board">{}</svg>"#,
        board_elements(d, layout)
    )
}

/// One board as a standalone SVG file.
pub fn svg(d: &Diagram) -> String {
    format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{}\n", inline(d, Layout::LARGE))
}

/// Where cell `i` of a sheet starts (columns wide, cells of equal size).
pub fn sheet_origin(i: usize, columns: usize, board: Board, title: bool) -> (f64, f64) {
    let (w, h) = Layout::SMALL.size(board);
    let top = if title { 30.0 } else { 0.0 };
    ((i % columns) as f64 * (w + 10.0), top + (i / columns) as f64 * (h + 10.0))
}

/// Small boards in a grid, as a standalone SVG file, with an optional title line.
pub fn sheet(ds: &[Diagram], columns: usize, title: Option<&str>) -> String {
    let columns = columns.max(1);
    let Some(first) = ds.first() else {
        return svg(&Diagram::new(Board::STANDARD));
    };
    let (w, h) = Layout::SMALL.size(first.board);
    let rows = ds.len().div_ceil(columns);
    let top = if title.is_some() { 30.0 } else { 0.0 };
    let width = columns.min(ds.len()) as f64 * (w + 10.0);
    let height = top + rows as f64 * (h + 10.0);
    let mut out = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.1} {height:.1}\">"
    );
    let _ = write!(out, r##"<rect width="100%" height="100%" fill="#fff"/>"##);
    if let Some(t) = title {
        let _ = write!(
            out,
            r##"<text x="6" y="21" font-size="16" font-family="Arial, Helvetica, sans-serif" fill="#222">{}</text>"##,
            escape(t)
        );
    }
    for (i, d) in ds.iter().enumerate() {
        let (x, y) = sheet_origin(i, columns, d.board, title.is_some());
        let _ = write!(
            out,
            r#"<g class="cell" transform="translate({x:.1} {y:.1})">{}</g>"#,
            board_elements(d, Layout::SMALL)
        );
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_board_size_draws_its_squares_and_coordinates() {
        for w in 1..=8 {
            for h in 1..=8 {
                let b = Board::new(w, h).unwrap();
                let text = svg(&Diagram::new(b));
                assert_eq!(text.matches("<rect").count(), (w * h) as usize, "{b}");
                // One rank number per rank and one file letter per file.
                assert_eq!(text.matches("<text").count(), (w + h) as usize, "{b}");
            }
        }
    }

    #[test]
    fn pieces_badges_arrows_and_captions_are_drawn() {
        let b = Board::new(4, 4).unwrap();
        let a1 = Square::new(0, 0).unwrap();
        let d4 = Square::new(3, 3).unwrap();
        let mut d = Diagram::new(b);
        d.pieces.push((
            a1,
            Piece {
                kind: Kind::Queen,
                black: false,
                badge: Some(Badge::Count(2)),
            },
        ));
        d.pieces.push((
            d4,
            Piece {
                kind: Kind::King,
                black: true,
                badge: Some(Badge::Unlimited),
            },
        ));
        d.arrows.push(Arrow {
            from: a1,
            to: d4,
            tone: Tone::Move,
        });
        d.captured.push(d4);
        d.caption = Some("1. Qa1xd4 <check>".into());
        let text = svg(&d);
        assert!(text.contains(">2</text>"), "the budget badge");
        assert!(text.contains("#6a1b9a"), "the unlimited badge");
        assert!(text.contains("<polygon"), "the arrow head");
        assert!(text.contains("#d32f2f"), "the captured ring");
        assert!(text.contains("&lt;check&gt;"), "the caption, escaped");
        assert_eq!(Layout::LARGE.centre(b, a1), (20.0 + 28.0, 4.0 + 3.0 * 56.0 + 28.0));
    }
}
