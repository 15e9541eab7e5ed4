//! Hardening, round 2 (issue 24): one regression test per defect an
//! adversarial user found, each named after it. Files a user owns, job
//! scripts, concurrent runs, limits that must hold, inputs that must be
//! refused with one line, exit codes that must match the README. Real
//! planners, VAL and Lab where the defect involved them; small executables
//! written by the test where a planner must misbehave.

mod common;

use assert_cmd::Command;
use predicates::prelude::*;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn bin() -> Command {
    Command::cargo_bin("solopddl").unwrap()
}

fn exe() -> PathBuf {
    assert_cmd::cargo::cargo_bin("solopddl")
}

/// An executable script written by the test (solopddl starts it directly).
fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    p
}

fn alive(pid: &str) -> bool {
    let stat = std::fs::read_to_string(format!("/proc/{}/stat", pid.trim())).unwrap_or_default();
    !stat.is_empty() && !stat.contains(") Z")
}

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

// ---- 2. job-script injection ------------------------------------------------

#[test]
fn regression_slurm_values_cannot_inject_lines_into_the_job_script() {
    let dir = tempfile::tempdir().unwrap();
    let injected = "debug\ntouch /tmp/pwned";
    for (flag, value) in [
        ("--partition", injected),
        ("--qos", injected),
        ("--time-limit-per-task", "1:00\n#SBATCH --x"),
        ("--time-limit-per-task", "1h"),
        ("--export", "PATH,X=$(id)"),
        ("--export", "A B"),
        ("--memory-per-cpu", "abc"),
        ("--max-tasks", "0"),
    ] {
        bin()
            .args(["suite", "lab", "--suite", "problems", "--env", "slurm", "--out"])
            .arg(dir.path().join("exp"))
            .arg(flag)
            .arg(value)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(flag));
        assert!(!dir.path().join("exp").exists(), "{flag} {value:?} wrote an experiment");
    }
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

// ---- 4. two kings on the sas route ------------------------------------------

#[test]
fn regression_two_king_and_no_king_tasks_run_under_every_alias_on_the_sas_route() {
    if common::fast_downward().is_none() {
        return;
    }
    let aliases = ["lama-first", "lama", "seq-opt-bjolp", "seq-opt-lmcut", "seq-sat-lama-2011"];
    let cases = [("KK 2", [1, 1]), ("K1K/3 1", [1, 1]), ("QRN -", [0, 0])];
    let items: Vec<(&str, &str, [i32; 2])> = aliases
        .iter()
        .flat_map(|a| cases.iter().map(move |(p, c)| (*a, *p, *c)))
        .collect();
    let failures = common::failures_in_parallel(&items, |(alias, puzzle, codes)| {
        let o = std::process::Command::new(exe())
            .args(["plan", puzzle, "--format", "sas", "--alias", alias, "--time-limit", "30"])
            .output()
            .unwrap();
        let code = o.status.code().unwrap_or(-1);
        if codes.contains(&code) {
            vec![]
        } else {
            vec![format!(
                "{alias} on {puzzle}: exit {code}: {}",
                String::from_utf8_lossy(&o.stderr)
            )]
        }
    });
    assert!(failures.is_empty(), "{failures:#?}");
}

// ---- 5. time limits across phases ----------------------------------------------

#[test]
fn regression_compose_ends_within_its_time_limit() {
    for (pieces, limit) in [("24", 1u64), ("64", 2)] {
        let t0 = Instant::now();
        bin()
            .args(["compose", "--pieces", pieces, "--unique", "--seed", "4", "--time-limit"])
            .arg(limit.to_string())
            .assert()
            .code(3);
        assert!(
            t0.elapsed() < Duration::from_secs(limit + 1),
            "{pieces} pieces: {:?}",
            t0.elapsed()
        );
    }
}

const BIG: &str = "KNQ3R1/3RQ3/2BBPN2/3NQNR1/6QQ/2R3NQ/4N3/1NQ5 2";

#[test]
fn regression_plans_ends_within_its_time_limit_and_hears_ctrl_c() {
    if common::symk().is_none() {
        return;
    }
    let t0 = Instant::now();
    let o = std::process::Command::new(exe())
        .args([
            "plans",
            BIG,
            "--planner",
            "symk",
            "--time-limit",
            "3",
            "--memory-limit",
            "600M",
            "--json",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(3), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(t0.elapsed() < Duration::from_secs(4), "{:?}", t0.elapsed());
    // Ctrl-C in the counting phase (after SymK's share) ends the command at once.
    let child = std::process::Command::new(exe())
        .args([
            "plans",
            BIG,
            "--planner",
            "symk",
            "--time-limit",
            "60",
            "--memory-limit",
            "600M",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(4));
    let sent = Instant::now();
    // SAFETY: signalling our own child.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let o = child.wait_with_output().unwrap();
    assert!(sent.elapsed() < Duration::from_secs(2), "{:?} after SIGINT", sent.elapsed());
    assert_eq!(o.status.code(), Some(3), "{}", String::from_utf8_lossy(&o.stderr));
}

// ---- 6. malformed input is not an encoding bug ----------------------------------

#[test]
fn regression_malformed_plan_text_is_bad_input_before_either_validator() {
    let dir = tempfile::tempdir().unwrap();
    bin().args(["export", "QRK", "--out"]).arg(dir.path()).assert().success();
    let (domain, problem) = (dir.path().join("domain.pddl"), dir.path().join("problem.pddl"));
    for bad in [
        "(capture-0 queen\u{7f} a1 b1 n2 n1)\n",
        "(capture-0 queen a1\u{7} b1 n2 n1)\n",
        "(capture-0 queen a1 b1\0 n2 n1)\n",
        "(capture-0 ,queen a1 b1 n2 n1)\n",
        "(capture-0\" queen a1 b1 n2 n1)\n",
        "(capture-0 queen a1 b1 n2 n1)\n(royal-capture-0 \u{feff}king c1 b1 n2 n1)\n",
    ] {
        let plan = dir.path().join("bad.plan");
        std::fs::write(&plan, bad).unwrap();
        let mut cmd = bin();
        cmd.arg("validate").arg(&plan).args(["--puzzle", "QRK"]);
        if common::val_checks().is_some() {
            cmd.arg("--pddl").arg(&domain).arg(&problem);
        }
        cmd.assert().code(2).stderr(predicate::str::contains("encoding bug").not());
    }
}

#[test]
fn regression_another_puzzles_problem_file_is_a_mismatch_not_an_encoding_bug() {
    let dir = tempfile::tempdir().unwrap();
    bin().args(["export", "RQK", "--out"]).arg(dir.path()).assert().success();
    bin()
        .args(["plan", "QRK", "--no-val", "--pddl"])
        .arg(dir.path().join("domain.pddl"))
        .arg(dir.path().join("problem.pddl"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not this task's").and(predicate::str::contains("encoding bug").not()));
}

// ---- 7. plans on standard output --------------------------------------------------

#[test]
fn regression_a_plan_on_standard_output_is_read_from_the_whole_stream() {
    let dir = tempfile::tempdir().unwrap();
    // 2 MB of log before the plan, a log line inside it, more log after it.
    let fake = script(
        dir.path(),
        "stdout-planner",
        "i=0; while [ $i -lt 20000 ]; do echo 'searching ............................................................................................'; i=$((i+1)); done\n\
         echo '(capture-0 queen a1 b1 n2 n1)'\n\
         echo 'progress: 50%'\n\
         echo '(royal-capture-0 king c1 b1 n2 n1)'\n\
         echo 'done.'",
    );
    bin()
        .args(["plan", "QRK", "--no-val", "--planner-cmd"])
        .arg(format!("{} {{domain}} {{problem}}", fake.display()))
        .assert()
        .code(0)
        .stdout("Qa1xb1\nKc1xb1\n");
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

// ---- 9. exit codes ---------------------------------------------------------------

#[test]
fn regression_one_exit_code_rule_for_tools() {
    let dir = tempfile::tempdir().unwrap();
    // A missing planner program is "not found" (9) however it is named.
    bin()
        .args(["plan", "QRK", "--planner-cmd", "/nonexistent/p {domain} {problem}"])
        .assert()
        .code(9);
    bin()
        .args(["plan", "QRK", "--planner-cmd", "no-such-planner-xyz {domain} {problem}"])
        .assert()
        .code(9);
    bin()
        .args(["plan", "QRK", "--planner-path", "/nonexistent/fd"])
        .assert()
        .code(9);
    // An empty --plan-file is bad input, not a write error.
    bin()
        .args(["plan", "QRK", "--planner-cmd", "p {domain} {problem}", "--plan-file", ""])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--plan-file is empty"));
    // VAL killed by a signal is a tool failure (8), not bad input.
    bin().args(["export", "QRK", "--out"]).arg(dir.path()).assert().success();
    let plan = dir.path().join("qrk.plan");
    std::fs::write(&plan, "(capture-0 queen a1 b1 n2 n1)\n(royal-capture-0 king c1 b1 n2 n1)\n").unwrap();
    let crashing_val = script(dir.path(), "Validate", "kill -SEGV $$");
    bin()
        .arg("validate")
        .arg(&plan)
        .arg("--pddl")
        .arg(dir.path().join("domain.pddl"))
        .arg(dir.path().join("problem.pddl"))
        .arg("--val-path")
        .arg(&crashing_val)
        .assert()
        .code(8)
        .stderr(predicate::str::contains("VAL"));
    // Ctrl-C while VAL runs says VAL was stopped (not "the planner").
    let slow_val = script(dir.path(), "SlowValidate", "sleep 30");
    let child = std::process::Command::new(exe())
        .arg("validate")
        .arg(&plan)
        .arg("--pddl")
        .arg(dir.path().join("domain.pddl"))
        .arg(dir.path().join("problem.pddl"))
        .arg("--val-path")
        .arg(&slow_val)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(700));
    // SAFETY: signalling our own child.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(3));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("VAL was stopped") && !err.contains("planner"), "{err}");
}

// ---- 10. values accepted without a check ---------------------------------------------

#[test]
fn regression_values_are_checked_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    let exp = dir.path().join("exp");
    let lab = |extra: &[&str]| {
        let mut c = bin();
        c.args(["suite", "lab", "--suite", "problems/suites", "--out"])
            .arg(&exp)
            .args(extra);
        c
    };
    lab(&["--processes", "0"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--processes"));
    lab(&["--processes", "64"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--processes"));
    lab(&["--env", "slurm", "--memory-per-cpu", "1K"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("must exceed --memory-limit"));
    lab(&["--configs", "search:"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("search"));
    assert!(!exp.exists());
    bin()
        .args(["compose", "--pieces", "4", "--min-rating", "nan"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("finite"));
    bin()
        .args(["train", "--alpha", "0", "--out"])
        .arg(dir.path().join("m.json"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("positive"));
    let model = std::fs::read_to_string("models/capture-order.json")
        .unwrap()
        .replacen("\"version\": 1", "\"version\": 2", 1);
    let m2 = dir.path().join("v2.json");
    std::fs::write(&m2, model).unwrap();
    bin()
        .args(["solve", "QRK", "--model"])
        .arg(&m2)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("model version 2"));
    bin()
        .args(["suite", "export", "--encodings", "squares,squares", "--levels", "4", "--out"])
        .arg(dir.path().join("s"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("named twice"));
    bin()
        .args(["show", "4/4/4/KQ2 2 a1:3,a1:1"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("given twice"));
    let epd = dir.path().join("two-goals.epd");
    std::fs::write(
        &epd,
        "4k3/8/8/8/8/8/4P3/4K3 w - - goal \"4k3/8/8/8/4P3/8/8/4K3\"; goal \"4k3/8/8/8/8/4P3/8/4K3\";\n",
    )
    .unwrap();
    bin()
        .args(["chess", "solve", "--epd"])
        .arg(&epd)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("given twice"));
}

// ---- 11. a venv path with a space ----------------------------------------------------

#[test]
fn regression_an_interpreter_path_with_a_space_runs_the_experiment() {
    let Some(python) = common::lab_python() else { return };
    let dir = tempfile::tempdir().unwrap();
    // A second venv whose path has a space, seeing the project venv's packages.
    let venv = dir.path().join("with space").join("venv");
    let made = std::process::Command::new(&python)
        .args(["-m", "venv", "--without-pip"])
        .arg(&venv)
        .status()
        .unwrap();
    assert!(made.success());
    let site = std::process::Command::new(&python)
        .args(["-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])
        .output()
        .unwrap();
    let site = String::from_utf8(site.stdout).unwrap().trim().to_string();
    let own_site = std::process::Command::new(venv.join("bin/python"))
        .args(["-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])
        .output()
        .unwrap();
    let own_site = PathBuf::from(String::from_utf8(own_site.stdout).unwrap().trim());
    std::fs::write(own_site.join("project.pth"), format!("{site}\n")).unwrap();
    let suite = dir.path().join("suite");
    bin()
        .args([
            "suite",
            "export",
            "--encodings",
            "squares",
            "--levels",
            "4",
            "--per-level",
            "1",
            "--out",
        ])
        .arg(&suite)
        .assert()
        .success();
    let exp = dir.path().join("exp");
    bin()
        .env("SOLOPDDL_PYTHON", venv.join("bin/python"))
        .args(["suite", "lab", "--suite"])
        .arg(&suite)
        .arg("--out")
        .arg(&exp)
        .assert()
        .success();
    let text = std::fs::read_to_string(exp.join("experiment.py")).unwrap();
    assert!(text.starts_with("#! /usr/bin/env python3\n"), "{}", &text[..60]);
    let o = std::process::Command::new(exp.join("experiment.py"))
        .arg("--help")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("steps"),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
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

// ---- 16. one truth about the hard kill -----------------------------------------------------

#[test]
fn regression_help_and_readme_agree_on_the_hard_kill() {
    assert_eq!(solopddl::planner::HARD_KILL_GRACE, Duration::from_millis(800));
    let help = bin().args(["plan", "--help"]).output().unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("0.8 s later") && !help.contains("5 s later"), "{help}");
    let readme = std::fs::read_to_string("README.md").unwrap() + &std::fs::read_to_string("docs/planners.md").unwrap_or_default();
    assert!(readme.contains("0.8 s after the time limit"));
}

// ---- 17. a planner that calls setsid -------------------------------------------------------

#[test]
fn regression_a_setsid_descendant_does_not_outlive_plan() {
    let dir = tempfile::tempdir().unwrap();
    let pidfile = dir.path().join("pid");
    let fake = script(
        dir.path(),
        "fake-fd",
        &format!("setsid sleep 60 > /dev/null 2>&1 & echo $! > {}; exit 0", pidfile.display()),
    );
    bin()
        .args(["plan", "QRK", "--time-limit", "5", "--planner-path"])
        .arg(&fake)
        .assert()
        .code(8);
    let pid = std::fs::read_to_string(&pidfile).unwrap();
    let alive_now = alive(&pid);
    if alive_now {
        let _ = std::process::Command::new("kill").arg(pid.trim()).status();
    }
    assert!(!alive_now, "the setsid descendant {} outlived plan", pid.trim());
}
