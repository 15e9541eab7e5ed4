//! `--json` on show, generate and chess perft: one object (per puzzle for
//! generate) with the documented keys, consistent with the text output.

fn bin() -> assert_cmd::Command {
    assert_cmd::Command::cargo_bin("solopddl").unwrap()
}

fn json_lines(args: &[&str]) -> Vec<serde_json::Value> {
    let out = bin().args(args).assert().success().get_output().stdout.clone();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

#[test]
fn show_json_lists_pieces_and_captures() {
    let v = &json_lines(&["show", "8/8/2N5/3Q4/8/1R6/3KP3/8", "--json"])[0];
    assert_eq!(v["fen"], "8/8/2N5/3Q4/8/1R6/3KP3/8 2");
    assert_eq!(v["board"], "8x8");
    assert_eq!(v["pieces"].as_array().unwrap().len(), 5);
    assert_eq!(
        v["pieces"][0],
        serde_json::json!({"square": "d2", "role": "K", "budget": "2"})
    );
    assert_eq!(v["legal_captures"], serde_json::json!(["Kd2xe2", "Qd5xb3", "Qd5xc6"]));
}

#[test]
fn generate_json_gives_each_puzzle_with_its_solution() {
    let v = json_lines(&["generate", "--pieces", "6", "--count", "3", "--seed", "4", "--json"]);
    let text = bin()
        .args(["generate", "--pieces", "6", "--count", "3", "--seed", "4"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let fens: Vec<String> = String::from_utf8(text).unwrap().lines().map(str::to_string).collect();
    assert_eq!(v.len(), 3);
    for (o, fen) in v.iter().zip(&fens) {
        assert_eq!(o["fen"], fen.as_str(), "same puzzles as the text output");
        assert_eq!(o["solution"].as_array().unwrap().len(), 5);
        assert_eq!(o["file"], serde_json::Value::Null);
    }
}

#[test]
fn perft_json_counts_and_divides() {
    let v = &json_lines(&[
        "chess",
        "perft",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "3",
        "--divide",
        "--json",
    ])[0];
    assert_eq!(v["nodes"], 8902);
    assert_eq!(v["depth"], 3);
    let divide = v["divide"].as_object().unwrap();
    assert_eq!(divide.len(), 20);
    assert_eq!(divide.values().map(|n| n.as_u64().unwrap()).sum::<u64>(), 8902);
    assert!(v["seconds"].as_f64().unwrap() >= 0.0);
}

fn validate_json(args: &[&str], code: i32) -> serde_json::Value {
    let out = bin().args(args).arg("--json").assert().code(code).get_output().stdout.clone();
    serde_json::from_slice(&out).unwrap_or_else(|e| panic!("{}: {e}", String::from_utf8_lossy(&out)))
}

#[test]
fn validate_json_gives_the_verdict_and_the_reason() {
    let tmp = tempfile::tempdir().unwrap();
    // QRK: the queen takes the rook, the king takes the queen.
    let good = tmp.path().join("good.txt");
    std::fs::write(&good, "a1b1\nc1b1\n").unwrap();
    let bad = tmp.path().join("bad.txt");
    std::fs::write(&bad, "a1c1\n").unwrap();
    let g = good.to_str().unwrap();
    let b = bad.to_str().unwrap();
    let v = validate_json(&["validate", g, "--puzzle", "QRK"], 0);
    assert_eq!(v["valid"], true);
    assert_eq!(v["native"]["valid"], true);
    assert!(v["native"]["detail"].as_str().unwrap().contains("2 captures"), "{v}");
    assert!(v["val"].is_null());
    let v = validate_json(&["validate", b, "--puzzle", "QRK"], 1);
    assert_eq!(v["valid"], false);
    assert!(v["native"]["detail"].as_str().unwrap().contains("step 1 (a1c1)"), "{v}");
    // The same keys for chess.
    let line = tmp.path().join("line.txt");
    std::fs::write(&line, "e4\n").unwrap();
    let v = validate_json(
        &[
            "chess",
            "validate",
            line.to_str().unwrap(),
            "--start",
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            "--goal",
            "4k3/8/8/8/4P3/8/8/4K3 b",
        ],
        0,
    );
    assert_eq!(v["valid"], true);
    assert!(v["native"]["detail"].as_str().unwrap().contains("1 moves"), "{v}");
}

#[test]
fn bench_json_gives_the_summary_tables_as_rows() {
    let v = &json_lines(&[
        "bench",
        "native",
        "--levels",
        "4,6",
        "--per-level",
        "3",
        "--seed",
        "1",
        "--heuristics",
        "best",
        "--json",
        "--quiet",
    ])[0];
    let rows = v["summary"]["levels"].as_array().unwrap();
    assert_eq!(rows.len(), 2, "{v}");
    assert_eq!(rows[0]["n"], 4);
    assert_eq!(rows[0]["heuristic"], "best");
    // Issue 27: counts are numbers, not the text "3/3".
    assert_eq!(
        (rows[0]["solved"].as_u64(), rows[0]["solved_total"].as_u64()),
        (Some(3), Some(3))
    );
    assert!(rows[0]["mean_nodes"].as_f64().unwrap() >= 3.0);
    assert_eq!(v["disagreements"], serde_json::json!([]));
    assert_eq!(v["interrupted"], false);
    let v = &json_lines(&[
        "bench",
        "chess",
        "problems/chess/thesis-4x4/row-3.chess",
        "--searches",
        "bfs",
        "--native-only",
        "--json",
        "--quiet",
    ])[0];
    let row = &v["summary"]["problems"][0];
    assert_eq!(row["problem"], "thesis-4x4/row-3");
    assert_eq!(row["length"], 3);
    assert!(row["translator_s"].is_null());
}
