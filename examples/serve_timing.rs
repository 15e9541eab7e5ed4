//! Issue 28's timing targets, measured in a real browser (Chromium through
//! ChromeDriver, as tests/serve_browser.rs drives it): the page ready
//! (board drawn, status `playing`) after navigation, and a level-14 puzzle
//! solved natively and shown, from the click on "Native solver" to the
//! plan in the page. Prints the median and the range of `runs` rounds.
//!
//! Run: `cargo run --release --example serve_timing -- [runs]` (a release
//! `solopddl` binary must be built: `cargo build --release`).

use fantoccini::{Client, ClientBuilder, Locator};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const LEVEL_14: &str = "8/8/8/8/8/R2BR1Q1/BQNRQB1B/2PK2Q1%202";

async fn wait_text(c: &Client, css: &str, ok: impl Fn(&str) -> bool) {
    let t0 = Instant::now();
    loop {
        if let Ok(e) = c.find(Locator::Css(css)).await {
            if ok(&e.text().await.unwrap_or_default()) {
                return;
            }
        }
        assert!(t0.elapsed() < Duration::from_secs(30), "{css} never right");
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

fn summary(name: &str, mut ms: Vec<f64>) {
    ms.sort_by(f64::total_cmp);
    println!(
        "{name}: median {:.1} ms (min {:.1}, max {:.1}, {} runs)",
        ms[ms.len() / 2],
        ms[0],
        ms[ms.len() - 1],
        ms.len()
    );
}

fn main() {
    let runs: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let exe = concat!(env!("CARGO_MANIFEST_DIR"), "/target/release/solopddl");
    let mut server = Command::new(exe)
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("target/release/solopddl");
    let mut url = String::new();
    BufReader::new(server.stdout.take().unwrap()).read_line(&mut url).unwrap();
    let url = url.trim().to_string();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut driver = Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .spawn()
        .expect("chromedriver");
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        std::thread::sleep(Duration::from_millis(50));
    }
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    rt.block_on(async {
        let mut caps = serde_json::Map::new();
        caps.insert(
            "goog:chromeOptions".into(),
            serde_json::json!({"args": ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1300,1000"]}),
        );
        let c = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
            .expect("a browser session");
        let (mut ready, mut solved) = (Vec::new(), Vec::new());
        for _ in 0..runs {
            let t0 = Instant::now();
            c.goto(&format!("{url}?puzzle={LEVEL_14}")).await.unwrap();
            wait_text(&c, "#status", |t| t == "playing").await;
            ready.push(t0.elapsed().as_secs_f64() * 1e3);
            let button = c.find(Locator::Css("#solve-native")).await.unwrap();
            let t1 = Instant::now();
            button.click().await.unwrap();
            wait_text(&c, "#row-native .verdict", |t| t == "solved").await;
            solved.push(t1.elapsed().as_secs_f64() * 1e3);
        }
        summary("page ready (navigation to board and status drawn)", ready);
        summary("level-14 native solve, click to plan shown", solved);
        c.close().await.unwrap();
    });
    let _ = driver.kill();
    let _ = server.kill();
    let _ = driver.wait();
    let _ = server.wait();
}
