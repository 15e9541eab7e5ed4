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
