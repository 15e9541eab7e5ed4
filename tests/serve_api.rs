//! `solopddl serve`'s HTTP API, against a real server on an ephemeral
//! port: every endpoint answers, bad input is a 4xx with one line, a flood
//! of requests is answered or refused as busy with memory bounded, and a
//! cancelled job stops (a planner job's process group dies).

use crate::common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A server child process, killed on drop.
struct Server {
    child: Child,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn server(extra: &[&str]) -> Server {
    let mut child = Command::new(common::exe())
        .args(["serve", "--port", "0"])
        .args(extra)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("solopddl serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let addr = line.trim().trim_start_matches("http://").trim_end_matches('/').to_string();
    assert!(addr.starts_with("127.0.0.1:"), "{line}");
    Server { child, addr }
}

/// One HTTP/1.1 exchange (connection closed after it): status and body.
fn http(s: &Server, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut c = TcpStream::connect(&s.addr).unwrap();
    c.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        s.addr,
        body.len()
    );
    c.write_all(req.as_bytes()).unwrap();
    let _ = c.write_all(body.as_bytes());
    let mut raw = Vec::new();
    let _ = c.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).to_string();
    let status = text.split(' ').nth(1).and_then(|x| x.parse().ok()).unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map_or(String::new(), |x| x.1.to_string());
    (status, body)
}

fn json(s: &Server, method: &str, path: &str, body: &str) -> (u16, serde_json::Value) {
    let (status, text) = http(s, method, path, body);
    (
        status,
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: not JSON ({e}): {text}")),
    )
}

/// Starts a job and polls it to its end.
fn run_job(s: &Server, body: serde_json::Value) -> serde_json::Value {
    let (status, started) = json(s, "POST", "/api/jobs", &body.to_string());
    assert_eq!(status, 202, "{started}");
    let id = started["id"].as_u64().unwrap();
    let t0 = Instant::now();
    loop {
        let (_, state) = json(s, "GET", &format!("/api/jobs/{id}"), "");
        if state["state"] != "running" {
            return state;
        }
        assert!(t0.elapsed() < Duration::from_secs(120), "job {body} still running");
        std::thread::sleep(Duration::from_millis(20));
    }
}

const LEVEL_14: &str = "8/8/8/8/8/R2BR1Q1/BQNRQB1B/2PK2Q1 2";
/// Ten pieces; 24 of its 25 first captures win.
const LEVEL_10: &str = "8/8/8/8/8/3BR1Q1/R1QRQ2B/2PK4 2";

#[test]
fn every_endpoint_answers_with_the_libraries_verdicts() {
    let s = server(&[]);
    let (status, page) = http(&s, "GET", "/", "");
    assert!(status == 200 && page.contains("<title>solopddl</title>"), "{status}");
    let (status, script) = http(&s, "GET", "/app.js", "");
    assert!(status == 200 && script.contains("/api/jobs"));
    let (status, daily) = json(&s, "GET", "/api/solo/daily", "");
    assert_eq!(status, 200);
    solopddl::solo::rules::notation::parse_solo_fen(daily["puzzle"].as_str().unwrap()).unwrap();
    let (status, play) = json(
        &s,
        "POST",
        "/api/solo/play",
        r#"{"puzzle":"8/8/8/8/8/8/8/QR6 2","moves":["Qa1xb1"]}"#,
    );
    assert_eq!((status, play["state"].as_str()), (200, Some("solved")));

    let solved = run_job(&s, serde_json::json!({"kind": "solo-solve", "puzzle": LEVEL_14}));
    assert_eq!(solved["state"], "done", "{solved}");
    let plan: Vec<String> = serde_json::from_value(solved["answer"]["plan"].clone()).unwrap();
    assert_eq!(plan.len(), 13);
    let (_, end) = json(
        &s,
        "POST",
        "/api/solo/play",
        &serde_json::json!({"puzzle": LEVEL_14, "moves": plan}).to_string(),
    );
    assert_eq!(end["state"], "solved", "the native plan replays to one piece");

    let analysed = run_job(
        &s,
        serde_json::json!({"kind": "solo-analyze", "puzzle": "8/8/8/8/8/8/8/QRN5 2"}),
    );
    let a = &analysed["answer"];
    let cli = solopddl::solo::analysis::analyze::analyze(
        &solopddl::solo::rules::notation::parse_solo_fen("8/8/8/8/8/8/8/QRN5 2").unwrap(),
        solopddl::solo::analysis::analyze::AnalyzeOptions::states(1_000_000),
    );
    assert_eq!(a["solutions"].as_str(), Some(cli.solutions.to_string().as_str()));

    let hint = run_job(
        &s,
        serde_json::json!({"kind": "solo-hint", "puzzle": LEVEL_10, "moves": [], "level": 2}),
    )["answer"]
        .clone();
    let winning: Vec<String> = serde_json::from_value(hint["winning"].clone()).unwrap();
    assert!(winning.contains(&hint["capture"].as_str().unwrap().to_string()), "{hint}");
    assert_eq!((winning.len(), hint["losing"].as_array().unwrap().len()), (24, 1), "{hint}");

    let chess = run_job(
        &s,
        serde_json::json!({"kind": "chess-solve", "start": "4k3/8/8/8/8/8/4P3/4K3 w", "goal": "4k3/8/8/8/4P3/8/8/4K3"}),
    )["answer"]
        .clone();
    assert_eq!((chess["solvable"].as_bool(), chess["length"].as_u64()), (Some(true), Some(1)));
    let pg = run_job(
        &s,
        serde_json::json!({"kind": "chess-proofgame", "goal": "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w", "plies": 2}),
    )["answer"]
        .clone();
    assert_eq!(pg["verdict"], "unique", "{pg}");
    let white = serde_json::json!({"moves": 1, "needed": 1, "spare": 0, "captures": 0});
    assert_eq!(pg["ledger"]["white"], white, "{pg}");
    // The board's proof-game job counts on every core, as the command line does.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    assert_eq!(pg["threads"].as_u64(), Some(cores), "{pg}");
    // The shortest proof game: 1. e4 e5 2. Ke2, 3 plies, unique.
    let shortest = run_job(
        &s,
        serde_json::json!({"kind": "chess-shortest", "goal": "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b"}),
    )["answer"]
        .clone();
    assert_eq!(
        (shortest["plies"].as_u64(), shortest["verdict"].as_str()),
        (Some(3), Some("unique")),
        "{shortest}"
    );
    assert_eq!(shortest["shortest_search"], true, "{shortest}");
    let mate = run_job(
        &s,
        serde_json::json!({"kind": "chess-mate", "fen": "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "moves": 1}),
    )["answer"]
        .clone();
    assert_eq!(mate["key_san"], "Ra8#");
    let (status, board) = json(
        &s,
        "POST",
        "/api/chess/play",
        r#"{"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":["e2e4","e7e5"]}"#,
    );
    assert_eq!(status, 200);
    assert!(
        board["fen"]
            .as_str()
            .unwrap()
            .starts_with("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"),
        "{board}"
    );
    let (status, bad) = json(
        &s,
        "POST",
        "/api/chess/play",
        r#"{"start":"8/8/8/8/8/8/8/K6k w - - 0 1","moves":["a1a3"]}"#,
    );
    assert_eq!(status, 400, "{bad}");
    let (status, book) = http(
        &s,
        "POST",
        "/api/solo/book",
        r#"{"puzzles":["8/8/8/8/8/8/8/QRN5 2","8/8/8/8/8/8/R1R4Q/2K5 2"]}"#,
    );
    assert!(status == 200 && book.matches("<svg").count() >= 2, "{status}");
    let composed = run_job(
        &s,
        serde_json::json!({"kind": "solo-compose", "pieces": 5, "count": 2, "seed": 3}),
    )["answer"]
        .clone();
    assert_eq!(composed.as_array().unwrap().len(), 2, "{composed}");
    assert!(composed.as_array().unwrap().iter().all(|c| c["solutions"] == "1"));
}

#[test]
fn planner_jobs_report_both_verdicts() {
    let s = server(&[]);
    let done = run_job(&s, serde_json::json!({"kind": "solo-plan", "puzzle": "8/8/8/8/8/8/8/QRN5 2"}));
    let a = &done["answer"];
    assert_eq!(
        (a["outcome"].as_str(), a["native_valid"].as_bool(), a["val"].as_str()),
        (Some("valid"), Some(true), Some("valid")),
        "{done}"
    );
    let sas = run_job(
        &s,
        serde_json::json!({"kind": "solo-plan", "puzzle": "8/8/8/8/8/8/8/QRN5 2", "planner": "symk", "format": "sas"}),
    );
    assert_eq!(sas["answer"]["outcome"], "valid", "{sas}");
}

#[test]
fn bad_inputs_are_4xx_with_one_line() {
    let s = server(&[]);
    let cases: [(&str, &str, String, u16); 9] = [
        ("POST", "/api/solo/play", r#"{"puzzle":"8/8/8/8/8/8/8/QZ6 2"}"#.into(), 400),
        (
            "POST",
            "/api/solo/play",
            r#"{"puzzle":"8/8/8/8/8/8/8/QR6 2","moves":["Qa1xh8"]}"#.into(),
            400,
        ),
        ("POST", "/api/solo/play", "{not json".into(), 400),
        ("POST", "/api/jobs", r#"{"kind":"launch-missiles"}"#.into(), 400),
        (
            "POST",
            "/api/jobs",
            r#"{"kind":"chess-proofgame","goal":"8/8/8/8/8/8/8/8","plies":100000}"#.into(),
            400,
        ),
        (
            "POST",
            "/api/jobs",
            r#"{"kind":"chess-shortest","goal":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w","up_to":61}"#.into(),
            400,
        ),
        (
            "POST",
            "/api/jobs",
            r#"{"kind":"chess-solve","start":"not a fen","goal":"x"}"#.into(),
            400,
        ),
        (
            "POST",
            "/api/jobs",
            format!(r#"{{"kind":"solo-solve","puzzle":"{}"}}"#, "Q".repeat(300 << 10)),
            413,
        ),
        ("GET", "/api/jobs/999999", String::new(), 404),
    ];
    for (method, path, body, want) in cases {
        let (status, text) = http(&s, method, path, &body);
        assert_eq!(status, want, "{path} {}: {text}", &body[..body.len().min(80)]);
        let v: serde_json::Value = serde_json::from_str(&text).unwrap_or_else(|_| panic!("{path}: {text}"));
        let line = v["error"].as_str().unwrap();
        assert!(!line.is_empty() && !line.contains('\n') && line.len() <= 400, "{line}");
    }
}

fn rss_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn two_hundred_concurrent_solves_are_answered_or_refused_as_busy() {
    let s = server(&["--max-jobs", "4", "--job-time-limit", "20"]);
    let body = serde_json::json!({"kind": "solo-analyze", "puzzle": LEVEL_14}).to_string();
    let statuses: Vec<u16> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..200)
            .map(|_| scope.spawn(|| http(&s, "POST", "/api/jobs", &body).0))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let started = statuses.iter().filter(|&&x| x == 202).count();
    let busy = statuses.iter().filter(|&&x| x == 503).count();
    assert_eq!(started + busy, 200, "{statuses:?}");
    assert!((1..=4).contains(&started), "{started} started with --max-jobs 4");
    assert!(rss_kb(s.child.id()) < 4 << 20, "server RSS {} KB", rss_kb(s.child.id()));
    // Still serving.
    assert_eq!(http(&s, "GET", "/api/solo/daily", "").0, 200);
}

/// Every process whose parent chain reaches `root`.
fn descendants(root: u32) -> Vec<u32> {
    let mut parent = std::collections::HashMap::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        let after = stat.rsplit_once(')').map_or("", |x| x.1);
        if let Some(ppid) = after.split_whitespace().nth(1).and_then(|x| x.parse::<u32>().ok()) {
            parent.insert(pid, ppid);
        }
    }
    parent
        .keys()
        .copied()
        .filter(|&p| {
            let mut x = p;
            for _ in 0..64 {
                match parent.get(&x) {
                    Some(&pp) if pp == root => return true,
                    Some(&pp) => x = pp,
                    None => return false,
                }
            }
            false
        })
        .collect()
}

#[test]
fn a_cancelled_planner_job_stops_and_its_process_group_dies() {
    let s = server(&["--job-time-limit", "300"]);
    // SymK proving a large puzzle optimal runs far longer than this test waits.
    let (status, started) = json(
        &s,
        "POST",
        "/api/jobs",
        &serde_json::json!({"kind": "solo-plan", "puzzle": LEVEL_14, "planner": "symk"}).to_string(),
    );
    assert_eq!(status, 202);
    let id = started["id"].as_u64().unwrap();
    let t0 = Instant::now();
    while descendants(s.child.id()).is_empty() {
        assert!(t0.elapsed() < Duration::from_secs(20), "no planner process appeared");
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(500));
    let (status, _) = json(&s, "POST", &format!("/api/jobs/{id}/cancel"), "{}");
    assert_eq!(status, 200);
    let t1 = Instant::now();
    loop {
        let (_, state) = json(&s, "GET", &format!("/api/jobs/{id}"), "");
        if state["state"] != "running" {
            assert_eq!(state["state"], "cancelled", "{state}");
            break;
        }
        assert!(t1.elapsed() < Duration::from_secs(10), "the job did not stop");
        std::thread::sleep(Duration::from_millis(50));
    }
    let t2 = Instant::now();
    while !descendants(s.child.id()).is_empty() {
        assert!(
            t2.elapsed() < Duration::from_secs(5),
            "planner processes left: {:?}",
            descendants(s.child.id())
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    // A cancelled native job stops too, and its events end with the final state.
    let (_, started) = json(
        &s,
        "POST",
        "/api/jobs",
        &serde_json::json!({"kind": "solo-compose", "pieces": 20, "count": 20}).to_string(),
    );
    let id = started["id"].as_u64().unwrap();
    std::thread::sleep(Duration::from_millis(300));
    json(&s, "POST", &format!("/api/jobs/{id}/cancel"), "{}");
    let (status, events) = http(&s, "GET", &format!("/api/jobs/{id}/events"), "");
    assert_eq!(status, 200);
    assert!(events.contains("event: end") && events.contains("\"cancelled\""), "{events}");
}

#[test]
fn regression_sigterm_ends_the_server_despite_an_open_event_stream() {
    // Graceful shutdown used to wait for every open connection, and a
    // page's event stream never closes: the server outlived SIGTERM.
    let mut s = server(&["--job-time-limit", "300"]);
    let (status, started) = json(
        &s,
        "POST",
        "/api/jobs",
        &serde_json::json!({"kind": "solo-plan", "puzzle": LEVEL_14, "planner": "symk"}).to_string(),
    );
    assert_eq!(status, 202);
    let id = started["id"].as_u64().unwrap();
    let t0 = Instant::now();
    let planners = loop {
        let found = descendants(s.child.id());
        if !found.is_empty() {
            break found;
        }
        assert!(t0.elapsed() < Duration::from_secs(20), "no planner process appeared");
        std::thread::sleep(Duration::from_millis(50));
    };
    // An event stream held open, and an idle keep-alive connection.
    let mut stream = TcpStream::connect(&s.addr).unwrap();
    write!(stream, "GET /api/jobs/{id}/events HTTP/1.1\r\nHost: {}\r\n\r\n", s.addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let mut first = [0u8; 12];
    stream.read_exact(&mut first).unwrap();
    assert_eq!(&first, b"HTTP/1.1 200");
    let _idle = TcpStream::connect(&s.addr).unwrap();

    let t1 = Instant::now();
    // SAFETY: kill(2) on our own child's pid.
    assert_eq!(unsafe { libc::kill(s.child.id() as i32, libc::SIGTERM) }, 0);
    let exit = loop {
        if let Some(exit) = s.child.try_wait().unwrap() {
            break exit;
        }
        assert!(t1.elapsed() < Duration::from_secs(10), "the server outlived SIGTERM by 10 s");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(exit.success(), "{exit:?}");
    // The planner it was running went with it (no process left behind).
    std::thread::sleep(Duration::from_millis(300));
    for pid in planners {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let state = stat.rsplit_once(')').map_or("", |x| x.1.trim());
        assert!(stat.is_empty() || state.starts_with('Z'), "planner {pid} still runs: {stat}");
    }
}
