//! `solopddl serve`'s page in a real browser: Debian's Chromium, headless,
//! driven by ChromeDriver over WebDriver (both installed by
//! scripts/install-browser.sh). The page loads without a script error; a
//! puzzle is set up in the editor by clicking and played to "solved" by
//! clicking pieces; a hint names a winning capture; analyze draws green
//! and red arrows; the planner runs beside the native solver and reports
//! "valid"; a long job is cancelled; and the screenshot shows the board's
//! squares and a piece where one stands.

use crate::common;

use fantoccini::actions::{InputSource, MouseActions, PointerAction, MOUSE_BUTTON_LEFT};
use fantoccini::{Client, ClientBuilder, Locator};
use std::io::{BufRead, BufReader};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A child killed with its whole process group on drop (chromedriver's
/// Chromium included, also when a failed assertion unwinds past `close`).
struct Kill(Child);
impl Drop for Kill {
    fn drop(&mut self) {
        common::kill_group(&mut self.0);
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn start_server() -> (Kill, String) {
    let mut child = Command::new(common::exe())
        .process_group(0)
        .args(["serve", "--port", "0"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    (Kill(child), line.trim().to_string())
}

/// chromedriver and the browsers it starts, with a scratch folder of their own.
/// Fields drop in order: the processes die first, then the folder goes.
struct Driver {
    kill: Kill,
    scratch: tempfile::TempDir,
}

fn start_driver() -> (Driver, String) {
    let port = free_port();
    // chromedriver's profiles (`scoped_dir*`) and Chromium's singleton sockets
    // (`org.chromium.Chromium.*`) go to TMPDIR, and a killed browser leaves them:
    // here they land in a folder the test removes.
    let scratch = tempfile::tempdir().unwrap();
    let child = Command::new("chromedriver")
        .process_group(0)
        .env("TMPDIR", scratch.path())
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver (scripts/install-browser.sh)");
    let url = format!("http://127.0.0.1:{port}");
    let t0 = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(t0.elapsed() < Duration::from_secs(20), "chromedriver did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    (
        Driver {
            kill: Kill(child),
            scratch,
        },
        url,
    )
}

async fn browser(driver: &str) -> Client {
    let chromium = common::chromium().expect("chromium (scripts/install-browser.sh)");
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({
            "binary": chromium,
            "args": ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1300,1000", "--hide-scrollbars"],
        }),
    );
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(caps)
        .connect(driver)
        .await
        .expect("a browser session")
}

async fn text(c: &Client, css: &str) -> String {
    c.find(Locator::Css(css)).await.unwrap().text().await.unwrap()
}

async fn click(c: &Client, css: &str) {
    c.find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .click()
        .await
        .unwrap();
}

/// Waits until the element's text satisfies `ok` (at most `secs`).
async fn wait_text(c: &Client, css: &str, secs: u64, ok: impl Fn(&str) -> bool) -> String {
    let t0 = Instant::now();
    loop {
        if let Ok(e) = c.find(Locator::Css(css)).await {
            let t = e.text().await.unwrap_or_default();
            if ok(&t) {
                return t;
            }
        }
        assert!(
            t0.elapsed() < Duration::from_secs(secs),
            "{css}: never right; last text {:?}",
            text(c, css).await
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn wait_count(c: &Client, css: &str, secs: u64) -> usize {
    let t0 = Instant::now();
    loop {
        let n = c.find_all(Locator::Css(css)).await.map_or(0, |v| v.len());
        if n > 0 {
            return n;
        }
        assert!(t0.elapsed() < Duration::from_secs(secs), "{css}: none appeared");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The screenshot's RGB pixels and width.
fn pixels(png_bytes: &[u8]) -> (Vec<[u8; 3]>, u32) {
    let decoder = png::Decoder::new(png_bytes);
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    let channels = info.color_type.samples();
    let rgb = buf[..info.buffer_size()]
        .chunks(channels)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (rgb, info.width)
}

#[test]
fn the_web_app_works_in_a_real_browser() {
    let (_server, url) = start_server();
    let (_driver, driver_url) = start_driver();
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    rt.block_on(async {
        let c = browser(&driver_url).await;
        let t0 = Instant::now();
        c.goto(&url).await.unwrap();
        wait_count(&c, "#board .sq", 10).await;
        wait_text(&c, "#status", 10, |t| t == "playing").await;
        let ready = t0.elapsed();
        assert_eq!(text(&c, "#error").await, "", "the page shows an error at load");
        let errors = c.execute("return window.__solopddlErrors || []", vec![]).await.unwrap();
        assert_eq!(errors, serde_json::json!([]), "script errors at load");

        // The editor: a queen on a1 and a rook on c1 (budget 2), by clicking.
        click(&c, "#edit").await;
        for (role, square) in [("", "a1"), ("Q", "a1"), ("R", "c1")] {
            click(&c, &format!("#palette button[data-role='{role}']")).await;
            click(&c, &format!(".sq[data-square='{square}']")).await;
        }
        // Clear the rest of the daily puzzle: every other piece goes.
        click(&c, "#palette button[data-role='']").await;
        let squares: Vec<String> = serde_json::from_value(
            c.execute(
                "return [...document.querySelectorAll('.sq')].filter(s => s.querySelector('.piece') && !['a1','c1'].includes(s.dataset.square)).map(s => s.dataset.square)",
                vec![],
            )
            .await
            .unwrap(),
        )
        .unwrap();
        for sq in squares {
            click(&c, &format!(".sq[data-square='{sq}']")).await;
        }
        click(&c, "#edit").await;
        wait_text(&c, "#status", 10, |t| t == "playing").await;
        let fen: String = serde_json::from_value(c.execute("return document.getElementById('fen').value", vec![]).await.unwrap()).unwrap();
        assert!(fen.starts_with("8/8/8/8/8/8/8/Q1R5"), "{fen}");

        // Play it to solved: pick up the queen, capture the rook.
        click(&c, ".sq[data-square='a1']").await;
        assert_eq!(c.find_all(Locator::Css(".sq.target")).await.unwrap().len(), 1);
        click(&c, ".sq[data-square='c1']").await;
        wait_text(&c, "#status", 10, |t| t == "solved").await;

        // Drag and drop: press on the queen, release on the rook.
        c.goto(&format!("{url}?puzzle=8/8/8/8/8/8/8/Q1R5%202")).await.unwrap();
        wait_text(&c, "#status", 10, |t| t == "playing").await;
        let from = c.find(Locator::Css(".sq[data-square='a1']")).await.unwrap();
        let to = c.find(Locator::Css(".sq[data-square='c1']")).await.unwrap();
        let drag = MouseActions::new("mouse".into())
            .then(PointerAction::MoveToElement {
                element: from,
                duration: None,
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::MoveToElement {
                element: to,
                duration: Some(Duration::from_millis(150)),
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        c.perform_actions(drag).await.unwrap();
        wait_text(&c, "#status", 10, |t| t == "solved").await;
        assert_eq!(text(&c, "#moves").await, "Qa1xc1");

        // A ten-piece puzzle: hint, analyze arrows, both solvers side by side.
        c.goto(&format!("{url}?puzzle=8/8/8/8/8/3BR1Q1/R1QRQ2B/2PK4%202")).await.unwrap();
        wait_text(&c, "#status", 10, |t| t == "playing").await;
        click(&c, "#hint2").await;
        let hint = wait_text(&c, "#hint", 30, |t| t.starts_with("play ")).await;
        assert!(hint.contains('x'), "{hint}");
        click(&c, "#analyze").await;
        assert_eq!(wait_count(&c, "line.arrow.win", 60).await, 24);
        assert_eq!(wait_count(&c, "line.arrow.lose", 5).await, 1);
        let analysis = text(&c, "#analysis").await;
        assert!(analysis.contains("solution(s)"), "{analysis}");
        // The rating's band, named as in the book (issue 28: "rating and band").
        let banded = ["easy", "medium", "hard", "expert"].iter().any(|b| analysis.contains(&format!("({b})")));
        assert!(banded, "{analysis}");
        click(&c, "#solve-both").await;
        wait_text(&c, "#row-native .verdict", 30, |t| t == "solved").await;
        let checks = wait_text(&c, "#row-planner .checks", 120, |t| t.contains("native valid")).await;
        assert!(checks.contains("VAL valid"), "{checks}");
        assert!(!text(&c, "#row-native .time").await.is_empty() && !text(&c, "#row-planner .time").await.is_empty());

        // Compose on a small board, without a king, in a rating band.
        c.execute(
            "document.getElementById('compose-pieces').value = 6; document.getElementById('compose-count').value = 1; \
             document.getElementById('compose-board').value = '4x4'; document.getElementById('compose-king').checked = false; \
             document.getElementById('compose-band').value = 'medium';",
            vec![],
        )
        .await
        .unwrap();
        click(&c, "#compose").await;
        let composed = wait_text(&c, "#composed li", 60, |t| t.contains("rating")).await;
        let fen = composed.split(" (").next().unwrap().to_string();
        let rating: f64 = composed.split("rating ").nth(1).unwrap().trim_end_matches(')').parse().unwrap();
        let p = solopddl::solo::rules::notation::parse_solo_fen(&fen).unwrap();
        assert_eq!((p.board().to_string().as_str(), p.pieces().len()), ("4x4", 6), "{composed}");
        assert!(p.pieces().iter().all(|x| x.role != solopddl::solo::Role::King), "{composed}");
        assert!(rating >= 12.0, "{composed}: the medium band starts at 12");

        // A long job, cancelled from the page.
        c.execute("document.getElementById('compose-pieces').value = 20; document.getElementById('compose-count').value = 20; \
             document.getElementById('compose-board').value = '8x8';", vec![])
            .await
            .unwrap();
        click(&c, "#compose").await;
        tokio::time::sleep(Duration::from_millis(800)).await;
        click(&c, "#cancel").await;
        wait_text(&c, "#error", 15, |t| t.contains("cancelled")).await;

        // Single-player chess: the proof game 1. e4 e5, counted, then stepped on the board.
        click(&c, "#tab-chess").await;
        wait_count(&c, "#chess-board .sq [data-piece='wP']", 10).await;
        click(&c, "#chess-proofgame").await;
        let out = wait_text(&c, "#chess-out", 30, |t| t.starts_with("unique")).await;
        assert!(
            out.contains("White: 1 move, at least 1 needed (0 to spare), 0 captures; Black: 1 move"),
            "{out}"
        );
        for _ in 0..2 {
            click(&c, "#chess-step").await;
        }
        wait_text(&c, "#chess-ply", 10, |t| t == "2 / 2").await;
        wait_count(&c, "#chess-board .sq[data-square='e4'] [data-piece='wP']", 10).await;
        wait_count(&c, "#chess-board .sq[data-square='e5'] [data-piece='bP']", 10).await;
        assert!(c.find_all(Locator::Css("#chess-board .sq[data-square='e2'] .piece")).await.unwrap().is_empty());
        // The chess editor: the goal's white pawn goes from e4 to e3 by
        // clicking, and the proof game in 2 plies is then 1. e3 e5.
        click(&c, "#chess-edit-goal").await;
        click(&c, "#chess-palette button[data-piece='']").await;
        click(&c, "#chess-board .sq[data-square='e4']").await;
        click(&c, "#chess-palette button[data-piece='P']").await;
        click(&c, "#chess-board .sq[data-square='e3']").await;
        let goal: String =
            serde_json::from_value(c.execute("return document.getElementById('chess-goal').value", vec![]).await.unwrap()).unwrap();
        assert_eq!(goal, "rnbqkbnr/pppp1ppp/8/4p3/8/4P3/PPPP1PPP/RNBQKBNR w");
        click(&c, "#chess-edit-goal").await;
        click(&c, "#chess-proofgame").await;
        let verdict = wait_text(&c, "#chess-out", 30, |t| t.starts_with("unique")).await;
        assert!(verdict.contains("e3"), "{verdict}");
        // The same goal's shortest proof game: 2 plies, 1. e3 e5.
        click(&c, "#chess-shortest").await;
        let shortest = wait_text(&c, "#chess-out", 30, |t| t.starts_with("shortest: 2 plies; unique")).await;
        assert!(shortest.contains("1. e3 e5"), "{shortest}");
        click(&c, "#tab-solo").await;

        // The screenshot: the board's a8 corner is a bare light square, and
        // the white queen's glyph on c2 (a light square) is drawn over it.
        let shot = c.screenshot().await.unwrap();
        let board = c.find(Locator::Css("#board")).await.unwrap().rectangle().await.unwrap();
        let (x0, y0, side) = (board.0 as u32 + 2, board.1 as u32 + 2, (board.2 as u32 - 4) / 8);
        let (rgb, width) = pixels(&shot);
        let at = |x: u32, y: u32| rgb[(y * width + x) as usize];
        assert_eq!(at(x0 + 4, y0 + 4), [0xf0, 0xd9, 0xb5], "a8 should be a light square");
        let (bx, by) = (x0 + 2 * side, y0 + 6 * side);
        let inked = (4..side - 4)
            .flat_map(|dy| (4..side - 4).map(move |dx| (dx, dy)))
            .filter(|&(dx, dy)| at(bx + dx, by + dy) != [0xf0, 0xd9, 0xb5])
            .count();
        assert!(inked * 50 > (side as usize - 8).pow(2), "c2 holds the queen, but only {inked} pixels differ from the square");
        let (ex, ey) = (x0, y0);
        let bare = (4..side - 4)
            .flat_map(|dy| (4..side - 4).map(move |dx| (dx, dy)))
            .filter(|&(dx, dy)| at(ex + dx, ey + dy) != [0xf0, 0xd9, 0xb5])
            .count();
        assert_eq!(bare, 0, "a8 is empty: every pixel is the light square's");
        c.close().await.unwrap();
        assert!(ready < Duration::from_secs(5), "page ready after {ready:?}");
    });
}

#[test]
fn a_browser_left_open_by_a_failing_test_dies_with_its_driver() {
    let (driver, driver_url) = start_driver();
    let group = driver.kill.0.id() as i32;
    let scratch = driver.scratch.path().to_path_buf();
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    rt.block_on(async {
        let c = browser(&driver_url).await;
        c.goto("about:blank").await.unwrap();
        // No close(): as when an assertion fails mid-test.
    });
    assert!(
        !in_group(group).is_empty(),
        "chromedriver and Chromium run in the driver's group"
    );
    let files: Vec<_> = std::fs::read_dir(&scratch)
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert!(!files.is_empty(), "the browser's scratch files are not in the test's TMPDIR");
    drop(driver);
    assert!(!scratch.exists(), "the scratch folder outlives its driver");
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(in_group(group), Vec::<u32>::new(), "processes left in the driver's group");
}

/// Live (not zombie) processes whose process group is `group`.
fn in_group(group: i32) -> Vec<u32> {
    let mut v = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        let fields: Vec<&str> = stat.rsplit_once(')').map_or("", |x| x.1).split_whitespace().collect();
        if fields.len() > 2 && fields[0] != "Z" && fields[2].parse::<i32>() == Ok(group) {
            v.push(pid);
        }
    }
    v
}
