//! The pictures in a real browser (Debian's Chromium, headless, installed
//! by scripts/install-browser.sh): every SVG kind and the puzzle book load
//! without a parser error, hold the expected number of boards, and the
//! screenshot shows a piece's colour where a piece stands and the square's
//! colour where none does.

use crate::common;

use assert_cmd::Command;
use solopddl::board::{Board, Square};
use solopddl::diagram::{sheet_origin, Layout, DARK, LIGHT};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn bin(dir: &Path) -> Command {
    let mut c = Command::cargo_bin("solopddl").unwrap();
    c.current_dir(env!("CARGO_MANIFEST_DIR")).env("TMPDIR", dir);
    c
}

/// Runs the browser headless on a file; returns its standard output. Killed after 90 s.
fn browser(chromium: &Path, profile: &Path, args: &[String], file: &Path) -> String {
    let mut cmd = std::process::Command::new(chromium);
    // Its own process group, so that a kill at the time limit takes its helpers too.
    std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
    let mut child = cmd
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        // Chromium puts its singleton socket in TMPDIR (`org.chromium.Chromium.*`) and leaves it
        // there; the test's own folder (the profile's parent) takes it away with the rest.
        .env("TMPDIR", profile.parent().expect("the profile sits in the test's folder"))
        .args(args)
        .arg(format!("file://{}", file.display()))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("chromium starts");
    // Read the output while the browser runs: a DOM larger than the pipe's buffer would block it.
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut out).unwrap();
        out
    });
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(90) {
            common::kill_group(&mut child);
            panic!("chromium did not finish on {}", file.display());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    reader.join().unwrap()
}

/// The document as the browser parsed it.
fn dom(chromium: &Path, profile: &Path, file: &Path) -> String {
    let text = browser(chromium, profile, &["--dump-dom".into()], file);
    assert!(!text.is_empty(), "{}: empty DOM", file.display());
    assert!(
        !text.contains("parsererror"),
        "{}: the browser reports a parse error:\n{text}",
        file.display()
    );
    text
}

/// RGB pixels of a screenshot of `file` in a `w`×`h` window.
struct Shot {
    width: usize,
    bytes_per_pixel: usize,
    data: Vec<u8>,
}

impl Shot {
    fn at(&self, x: f64, y: f64) -> [u8; 3] {
        let i = (y as usize * self.width + x as usize) * self.bytes_per_pixel;
        [self.data[i], self.data[i + 1], self.data[i + 2]]
    }
}

fn screenshot(chromium: &Path, profile: &Path, file: &Path, w: u32, h: u32) -> Shot {
    let png = profile.join(format!("{}.png", file.file_name().unwrap().to_string_lossy()));
    browser(
        chromium,
        profile,
        &[
            "--force-device-scale-factor=1".into(),
            format!("--window-size={w},{h}"),
            format!("--screenshot={}", png.display()),
        ],
        file,
    );
    let decoder = png::Decoder::new(std::fs::File::open(&png).expect("a screenshot was written"));
    let mut reader = decoder.read_info().unwrap();
    let mut data = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut data).unwrap();
    Shot {
        width: info.width as usize,
        bytes_per_pixel: info.line_size / info.width as usize,
        data,
    }
}

fn rgb(hex: &str) -> [u8; 3] {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap();
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
}

fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
    a.iter().zip(b).map(|(x, y)| x.abs_diff(y) as u32).max().unwrap()
}

/// Every square of a board drawn at (`ox`, `oy`): where a piece stands the
/// pixel inside its glyph's body differs from the square's colour, elsewhere
/// it is the square's colour.
fn check_squares(shot: &Shot, layout: Layout, board: Board, (ox, oy): (f64, f64), occupied: &[Square], what: &str) {
    for sq in board.squares() {
        let (x, y) = layout.corner(board, sq);
        // Three quarters down the square, on the vertical axis: inside every glyph's body.
        let pixel = shot.at(ox + x + layout.square / 2.0, oy + y + layout.square * 0.75);
        let square = rgb(if (sq.file() + sq.rank()) % 2 == 0 { DARK } else { LIGHT });
        if occupied.contains(&sq) {
            assert!(distance(pixel, square) > 40, "{what}: no piece drawn on {sq}: {pixel:?}");
        } else {
            assert!(
                distance(pixel, square) < 12,
                "{what}: {sq} should be empty: {pixel:?} vs {square:?}"
            );
        }
    }
}

fn squares(board: Board, names: &[&str]) -> Vec<Square> {
    names.iter().map(|n| board.parse_square(n).unwrap()).collect()
}

#[test]
fn every_picture_kind_renders_in_a_real_browser() {
    let Some(chromium) = common::chromium() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let (dir, profile) = (tmp.path().join("out"), tmp.path().join("profile"));
    std::fs::create_dir_all(&dir).unwrap();
    let out = |name: &str| -> PathBuf { dir.join(name) };
    let fen = "8/8/8/6N1/5B2/7P/5BKQ/4B1N1 2";
    let run = |args: &[&str], file: &Path| {
        bin(tmp.path()).args(args).arg(file).assert().code(predicates::ord::lt(2));
    };
    run(&["show", fen, "--svg"], &out("show.svg"));
    run(&["solve", "problems/solo/n08-s7-0001.solo", "--svg"], &out("solve.svg"));
    run(&["analyze", "problems/solo/n08-s7-0001.solo", "--svg"], &out("analyze.svg"));
    run(
        &["chess", "solve", "problems/chess/thesis-4x4/row-5.chess", "--svg"],
        &out("chess.svg"),
    );
    run(
        &[
            "chess",
            "mate",
            "3qr2k/pbpp2pp/1p5N/3Q2b1/2P1P3/P7/1PP2PPP/R4RK1 w - - 0 1",
            "--moves",
            "2",
            "--svg",
        ],
        &out("mate.svg"),
    );
    run(
        &["generate", "--pieces", "8", "--count", "5", "--seed", "3", "--book"],
        &out("book.html"),
    );
    run(
        &[
            "compose",
            "--pieces",
            "6",
            "--board",
            "4x4",
            "--budget",
            "-",
            "--no-king",
            "--unique",
            "--count",
            "2",
            "--seed",
            "2",
            "--svg",
        ],
        &out("composed.svg"),
    );

    // Boards per file: one; a sheet's cells; the book's puzzles.
    for (file, boards) in [
        ("show.svg", 0),
        ("analyze.svg", 0),
        ("solve.svg", 8), // 7 captures and the final position
        ("chess.svg", 6), // 5 moves and the goal
        ("mate.svg", 4),  // key, defence, mate, final position
        ("composed.svg", 2),
    ] {
        let text = dom(&chromium, &profile, &out(file));
        assert!(text.contains("<svg"), "{file}: no svg element");
        assert_eq!(text.matches("class=\"cell\"").count(), boards, "{file}: boards on the sheet");
        assert!(text.matches("<path").count() > 10, "{file}: no piece glyphs");
    }
    let book = dom(&chromium, &profile, &out("book.html"));
    assert_eq!(book.matches("<svg").count(), 5, "book: one board per puzzle");
    assert_eq!(book.matches("<h3>Puzzle").count(), 5);
    assert_eq!(book.matches("<li>").count(), 5, "book: one solution per puzzle");
    // Self-contained: no script, no external resource (the only URL is the SVG namespace).
    for fetch in ["<script", "src=", "href=", "url("] {
        assert!(!book.contains(fetch), "book: {fetch} found");
    }

    // Pixels: the single board, and the first board of the solution sheet.
    let board = Board::new(8, 8).unwrap();
    let shot = screenshot(&chromium, &profile, &out("show.svg"), 600, 600);
    let pieces = squares(board, &["g5", "f4", "h3", "f2", "g2", "h2", "e1", "g1"]);
    check_squares(&shot, Layout::LARGE, board, (0.0, 0.0), &pieces, "show");
    let shot = screenshot(&chromium, &profile, &out("solve.svg"), 1200, 700);
    let start = solopddl::solo::rules::load::load_puzzle("problems/solo/n08-s7-0001.solo").unwrap();
    let occupied: Vec<Square> = start.pieces().iter().map(|p| p.square).collect();
    check_squares(
        &shot,
        Layout::SMALL,
        start.board(),
        sheet_origin(0, 4, start.board(), true),
        &occupied,
        "solve, first board",
    );
    // The book renders (not a blank page): the first board's light squares are there.
    let shot = screenshot(&chromium, &profile, &out("book.html"), 1000, 800);
    let light = rgb(LIGHT);
    let hits = (0..800)
        .step_by(4)
        .flat_map(|y| (0..1000).step_by(4).map(move |x| (x, y)))
        .filter(|&(x, y)| distance(shot.at(x as f64, y as f64), light) < 6)
        .count();
    assert!(hits > 500, "book: the boards are not drawn ({hits} light-square samples)");
}

#[test]
fn picture_files_are_not_overwritten_without_force() {
    let tmp = tempfile::tempdir().unwrap();
    let svg = tmp.path().join("p.svg");
    std::fs::write(&svg, "keep").unwrap();
    bin(tmp.path())
        .args(["show", "QRK", "--svg"])
        .arg(&svg)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--force"));
    assert_eq!(std::fs::read_to_string(&svg).unwrap(), "keep");
    bin(tmp.path())
        .args(["show", "QRK", "--force", "--svg"])
        .arg(&svg)
        .assert()
        .success();
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));
    let book = tmp.path().join("b.html");
    std::fs::write(&book, "keep").unwrap();
    bin(tmp.path())
        .args(["generate", "--pieces", "4", "--book"])
        .arg(&book)
        .assert()
        .code(2);
    assert_eq!(std::fs::read_to_string(&book).unwrap(), "keep");
}
