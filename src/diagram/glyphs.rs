//! The six piece glyphs as SVG paths in a 100×100 box (drawn for solopddl:
//! simple geometric shapes, so a diagram renders the same in every viewer
//! without fonts). Each glyph is its body (filled with the piece's colour)
//! and its details (drawn in the contrasting colour).

use super::Kind;

/// Body paths and detail paths of a glyph.
pub struct Glyph {
    pub body: &'static [&'static str],
    pub details: &'static [&'static str],
}

const BASE: &str = "M26 80 H74 V90 H26 Z";

/// The glyph of a piece kind.
pub fn glyph(kind: Kind) -> Glyph {
    match kind {
        Kind::Pawn => Glyph {
            body: &[
                "M50 17 A13 13 0 1 1 49.9 17 Z",
                "M36 80 C38 64 42 52 44 44 H56 C58 52 62 64 64 80 Z",
                BASE,
            ],
            details: &[],
        },
        Kind::Rook => Glyph {
            body: &["M26 90 V80 H32 V44 H28 V18 H37 V27 H45 V18 H55 V27 H63 V18 H72 V44 H68 V80 H74 V90 Z"],
            details: &["M32 44 H68", "M32 80 H68"],
        },
        Kind::Bishop => Glyph {
            body: &[
                "M50 6 A5 5 0 1 1 49.9 6 Z",
                "M50 17 C66 29 68 50 58 64 H42 C32 50 34 29 50 17 Z",
                "M40 64 H60 L64 80 H36 Z",
                BASE,
            ],
            details: &["M50 30 V48 M43 39 H57"],
        },
        Kind::Knight => Glyph {
            body: &[
                "M30 90 H74 C74 70 72 50 66 36 C60 22 50 16 42 14 L40 7 L34 18 C26 24 20 36 18 46 \
C18 52 22 57 28 55 C34 53 38 49 44 47 C42 59 34 71 30 90 Z",
            ],
            details: &["M36 27 A3 3 0 1 1 35.9 27 Z", "M46 47 C52 40 54 34 52 28"],
        },
        Kind::Queen => Glyph {
            body: &[
                "M22 34 L30 62 L36 28 L44 58 L50 24 L56 58 L64 28 L70 62 L78 34 L70 80 H30 Z",
                "M22 29 A5 5 0 1 1 21.9 29 Z",
                "M36 23 A5 5 0 1 1 35.9 23 Z",
                "M50 19 A5 5 0 1 1 49.9 19 Z",
                "M64 23 A5 5 0 1 1 63.9 23 Z",
                "M78 29 A5 5 0 1 1 77.9 29 Z",
                BASE,
            ],
            details: &["M32 72 H68"],
        },
        Kind::King => Glyph {
            body: &[
                "M47 5 H53 V13 H61 V19 H53 V30 H47 V19 H39 V13 H47 Z",
                "M24 46 C24 32 40 30 50 41 C60 30 76 32 76 46 C76 58 68 67 66 80 H34 C32 67 24 58 24 46 Z",
                BASE,
            ],
            details: &["M34 70 H66", "M50 41 V60"],
        },
    }
}
