//! Hardening, round 2 (issue 24), files: one regression test per defect
//! about files a user owns, folders written by concurrent runs, inputs
//! that must be refused with one short line, pipes, PGN and the empty plan.
//! Each is named after the defect it pins; all failed on the code before.

use crate::common;

use common::{bin, exe, script};
use predicates::prelude::*;
use std::path::Path;
use std::time::{Duration, Instant};

fn mkfifo(path: &Path) {
    let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
}

// ---- 1. data loss ----------------------------------------------------------

#[test]
fn regression_plan_file_never_deletes_a_file_solopddl_did_not_create() {
    let dir = tempfile::tempdir().unwrap();
    let precious = dir.path().join("precious.txt");
    std::fs::write(&precious, "x\n").unwrap();
    let puzzle = dir.path().join("p.solo");
    std::fs::write(&puzzle, "QRK 2\n").unwrap();
    // The planner cannot even start: before, the file was already gone (exit 8).
    for target in [&precious, &puzzle] {
        bin()
            .arg("plan")
            .arg(&puzzle)
            .args([
                "--no-val",
                "--planner-cmd",
                "/nonexistent/p {domain} {problem}",
                "--plan-file",
            ])
            .arg(target)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("exists and solopddl did not write it"));
        assert!(target.exists(), "{} was deleted", target.display());
    }
    assert_eq!(std::fs::read_to_string(&precious).unwrap(), "x\n");
    // With --force the file is read only if the planner rewrites it, and never removed.
    let silent = script(dir.path(), "silent", "exit 0");
    bin()
        .arg("plan")
        .arg(&puzzle)
        .arg("--no-val")
        .arg("--planner-cmd")
        .arg(format!("{} {{domain}} {{problem}}", silent.display()))
        .arg("--plan-file")
        .arg(&precious)
        .arg("--force")
        .assert()
        .code(5);
    assert_eq!(std::fs::read_to_string(&precious).unwrap(), "x\n");
    let writer = script(
        dir.path(),
        "writer",
        &format!(
            "printf '(capture-0 queen a1 b1 n2 n1)\\n(royal-capture-0 king c1 b1 n2 n1)\\n' > '{}'",
            precious.display()
        ),
    );
    bin()
        .arg("plan")
        .arg(&puzzle)
        .arg("--no-val")
        .arg("--planner-cmd")
        .arg(format!("{} {{domain}} {{problem}}", writer.display()))
        .arg("--plan-file")
        .arg(&precious)
        .arg("--force")
        .assert()
        .code(0)
        .stdout("Qa1xb1\nKc1xb1\n");
    assert!(precious.exists());
}

#[test]
fn regression_keep_never_writes_into_a_folder_with_files() {
    let dir = tempfile::tempdir().unwrap();
    let keep = dir.path().join("mine");
    std::fs::create_dir(&keep).unwrap();
    std::fs::write(keep.join("domain.pddl"), "my own domain").unwrap();
    bin()
        .args(["plan", "QRK", "--keep"])
        .arg(&keep)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("exists and is not empty"));
    assert_eq!(std::fs::read_to_string(keep.join("domain.pddl")).unwrap(), "my own domain");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "nothing beside it");
}

// ---- 3. concurrent runs ------------------------------------------------------

/// Problem file stems of a suite folder, and its rows' ids.
fn suite_consistent(dir: &Path) -> Result<usize, String> {
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("instances.json")).map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
    let rows = json.as_array().ok_or("rows")?;
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('p') && n.ends_with(".pddl"))
        .collect();
    files.sort();
    let mut ids: Vec<String> = rows.iter().map(|r| format!("{}.pddl", r["id"].as_str().unwrap())).collect();
    ids.sort();
    if files != ids {
        return Err(format!("{} files for {} rows", files.len(), ids.len()));
    }
    for r in rows {
        let text = std::fs::read_to_string(dir.join(format!("{}.pddl", r["id"].as_str().unwrap()))).unwrap();
        let fen = r["source"].as_str().unwrap_or("");
        if !fen.is_empty() && !text.contains(fen) {
            return Err(format!("{} does not hold its row's puzzle {fen}", r["id"]));
        }
    }
    Ok(rows.len())
}

#[test]
fn regression_concurrent_suite_exports_leave_one_whole_export() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("S");
    let mut sizes = std::collections::BTreeSet::new();
    for trial in 0..20 {
        let spawn = |per_level: &str, seed: &str| {
            std::process::Command::new(exe())
                .args(["suite", "export", "--force", "--encodings", "squares", "--levels", "4..6"])
                .args(["--per-level", per_level, "--seed", seed, "--no-times", "--out"])
                .arg(&out)
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        };
        let a = spawn("2", &trial.to_string());
        let b = spawn("3", &(trial + 100).to_string());
        for child in [a, b] {
            let o = child.wait_with_output().unwrap();
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        }
        let rows = suite_consistent(&out.join("solo-chess-squares")).unwrap_or_else(|e| panic!("trial {trial}: {e}"));
        sizes.insert(rows);
        let left: Vec<_> = std::fs::read_dir(&out)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .filter(|n| n != "solo-chess-squares")
            .collect();
        assert!(left.is_empty(), "trial {trial}: left beside the suite: {left:?}");
    }
    assert!(sizes.is_subset(&[6, 9].into()), "{sizes:?}");
}

#[test]
fn regression_concurrent_plan_runs_into_one_keep_folder_never_clobber() {
    let dir = tempfile::tempdir().unwrap();
    // Answers the puzzle whose problem it finds in its own folder, after a pause.
    let fake = script(
        dir.path(),
        "fake-fd",
        "sleep 0.05\n\
         if grep -q '(piece a1 queen)' problem.pddl; then\n\
           printf '(capture-0 queen a1 b1 n2 n1)\\n(royal-capture-0 king c1 b1 n2 n1)\\n' > \"$2\"\n\
         else\n\
           printf '(capture-0 rook a1 b1 n2 n1)\\n(royal-capture-0 king c1 b1 n2 n1)\\n' > \"$2\"\n\
         fi",
    );
    for trial in 0..20 {
        let keep = dir.path().join(format!("same-{trial}"));
        let spawn = |puzzle: &str| {
            std::process::Command::new(exe())
                .args(["plan", puzzle, "--no-val", "--planner-path"])
                .arg(&fake)
                .arg("--keep")
                .arg(&keep)
                .output()
        };
        let (a, b) = std::thread::scope(|s| {
            let a = s.spawn(|| spawn("QRK"));
            let b = s.spawn(|| spawn("RQK"));
            (a.join().unwrap().unwrap(), b.join().unwrap().unwrap())
        });
        let codes = [a.status.code(), b.status.code()];
        for o in [&a, &b] {
            let code = o.status.code();
            assert!(
                code == Some(0) || code == Some(10),
                "trial {trial}: exit {code:?}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
            if code == Some(10) {
                assert!(String::from_utf8_lossy(&o.stderr).contains("filled by another run"));
            }
        }
        assert!(codes.contains(&Some(0)), "trial {trial}: {codes:?}");
        // The kept folder is one run's, whole: its plan answers its problem.
        let problem = std::fs::read_to_string(keep.join("problem.pddl")).unwrap();
        let plan = std::fs::read_to_string(keep.join("sas_plan")).unwrap();
        assert_eq!(
            problem.contains("(piece a1 queen)"),
            plan.contains("queen a1"),
            "trial {trial}: mixed folder"
        );
    }
    let beside: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with('.'))
        .collect();
    assert!(beside.is_empty(), "staging folders left: {beside:?}");
}

// ---- 8. inputs without a size or type check ---------------------------------------

#[test]
fn regression_devices_fifos_and_huge_inputs_are_refused_with_one_short_line() {
    let dir = tempfile::tempdir().unwrap();
    let t0 = Instant::now();
    bin()
        .args(["solve", "QRK", "--model", "/dev/zero"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not a regular file"));
    let fifo = dir.path().join("f");
    mkfifo(&fifo);
    bin().arg("validate").arg(&fifo).args(["--puzzle", "QRK"]).assert().code(2);
    bin().args(["chess", "solve"]).arg(&fifo).assert().code(2);
    assert!(t0.elapsed() < Duration::from_secs(10), "{:?}", t0.elapsed());
    // A 5 MB token: the message stays short.
    let token = dir.path().join("token.plan");
    std::fs::write(&token, "x".repeat(5 << 20)).unwrap();
    let o = bin().arg("validate").arg(&token).args(["--puzzle", "QRK"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stderr.len() < 600, "{} bytes of error", o.stderr.len());
    // A model with five million features is over the model cap.
    let model = dir.path().join("model.json");
    let weights = vec!["0.5"; 5_000_000].join(",");
    std::fs::write(
        &model,
        format!("{{\"version\":1,\"features\":[],\"weights\":[{weights}],\"intercept\":0}}"),
    )
    .unwrap();
    let o = bin().args(["solve", "QRK", "--model"]).arg(&model).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stderr.len() < 600 && String::from_utf8_lossy(&o.stderr).contains("cap"));
    // A 29 MB plan is over the plan cap.
    let plan = dir.path().join("big.plan");
    std::fs::write(&plan, "Qa1xb1\n".repeat(29 << 20 >> 3)).unwrap();
    bin()
        .arg("validate")
        .arg(&plan)
        .args(["--puzzle", "QRK"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("larger than the plan cap"));
}

// ---- 12. pipes, folders and a one-square board ------------------------------------------

#[test]
fn regression_pipes_folders_and_tiny_boards_get_the_right_message() {
    bin()
        .args(["show", "/dev/stdin"])
        .write_stdin("QRK 2\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("QRK 2"));
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("p.plan");
    std::fs::write(&plan, "(capture-0 queen a1 b1 n2 n1)\n").unwrap();
    bin()
        .arg("validate")
        .arg(&plan)
        .args(["--pddl", "."])
        .arg(&plan)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is a folder"));
    bin()
        .args(["compose", "--pieces", "2", "--board", "1x1", "--unique"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("at least 2 squares"));
}

// ---- 13. PGN movetext -----------------------------------------------------------------

#[test]
fn regression_chess_validate_reads_its_own_pgn_and_standard_movetext() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("line.pgn");
    let (start, goal) = ("4k3/8/8/8/8/8/4P3/4K3 w - -", "4k3/8/8/8/4P3/8/8/4K3");
    bin()
        .args(["chess", "solve", "--start", start, "--goal", goal, "--pgn"])
        .arg(&pgn)
        .assert()
        .success();
    bin()
        .args(["chess", "validate"])
        .arg(&pgn)
        .args(["--start", start, "--goal", goal])
        .assert()
        .success();
    let annotated = dir.path().join("annotated.pgn");
    std::fs::write(&annotated, "\u{feff}[Event \"x\"]\n\n1. e4 {the only move} (1. e3 $2) 1-0\n").unwrap();
    bin()
        .args(["chess", "validate"])
        .arg(&annotated)
        .args(["--start", start, "--goal", goal])
        .assert()
        .success();
}

// ---- 14. the empty plan ------------------------------------------------------------------

#[test]
fn regression_validate_accepts_the_zero_step_plan_plan_writes() {
    if common::fast_downward().is_none() || common::val_checks().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("k.plan");
    bin().args(["plan", "K", "--plan-out"]).arg(&plan).assert().success();
    bin().args(["export", "K", "--out"]).arg(dir.path()).assert().success();
    bin()
        .arg("validate")
        .arg(&plan)
        .args(["--puzzle", "K", "--pddl"])
        .arg(dir.path().join("domain.pddl"))
        .arg(dir.path().join("problem.pddl"))
        .assert()
        .success();
}
