//! `completions`, `man` and `doctor`: generated from the real clap tree, and
//! `doctor` reports what the planners' discovery finds.

use crate::common;

fn bin() -> assert_cmd::Command {
    assert_cmd::Command::cargo_bin("solopddl").unwrap()
}

#[test]
fn completions_know_every_subcommand_and_flag() {
    for shell in ["bash", "zsh", "fish"] {
        let out = bin()
            .args(["completions", shell])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let text = String::from_utf8(out).unwrap();
        for word in ["suite", "with-unsolvable", "planner-cmd", "analyze", "perft"] {
            assert!(text.contains(word), "{shell} completions lack {word}");
        }
    }
    bin().args(["completions", "tcsh"]).assert().code(2);
}

#[test]
fn man_pages_cover_every_command() {
    let page = bin().arg("man").assert().success().get_output().stdout.clone();
    let page = String::from_utf8(page).unwrap();
    assert!(
        page.starts_with(".ie") || page.contains(".TH solopddl"),
        "{}",
        &page[..200.min(page.len())]
    );
    let dir = tempfile::tempdir().unwrap();
    bin().args(["man", "--out"]).arg(dir.path()).assert().success();
    for name in [
        "solopddl.1",
        "solopddl-plan.1",
        "solopddl-suite-lab.1",
        "solopddl-bench-compare.1",
        "solopddl-chess-solve.1",
    ] {
        let text = std::fs::read_to_string(dir.path().join(name)).unwrap_or_else(|_| panic!("{name} missing"));
        assert!(text.contains(".SH OPTIONS") || name == "solopddl.1", "{name}");
    }
    let plan = std::fs::read_to_string(dir.path().join("solopddl-plan.1")).unwrap();
    assert!(plan.contains("planner\\-cmd") || plan.contains("planner-cmd"));
}

#[test]
fn doctor_reports_the_tools_and_a_missing_planner() {
    let Some(_) = common::fast_downward() else { return };
    let out = bin()
        .args(["doctor", "--json"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let tools = v["tools"].as_array().unwrap();
    let fd = tools.iter().find(|t| t["name"] == "fast-downward").unwrap();
    assert!(fd["path"].as_str().unwrap().ends_with("fast-downward"));
    assert!(fd["version"].as_str().unwrap().contains("Fast Downward"), "{fd}");
    // The search component for --format sas, with the driver's aliases (lama-first among them).
    let search = tools.iter().find(|t| t["name"] == "fast-downward-search").unwrap();
    assert!(search["path"].as_str().unwrap().ends_with("fast-downward-search"), "{search}");
    let aliases: usize = search["version"]
        .as_str()
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(aliases >= 5, "{search}");
    // A planner path that does not exist: reported missing, exit 9, with how to install.
    let out = bin()
        .args(["doctor"])
        .env("SOLOPDDL_FAST_DOWNWARD", "/nonexistent/fast-downward")
        .assert()
        .code(9)
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("missing  fast-downward"), "{text}");
    assert!(text.contains("install-planners.sh"), "{text}");
}

/// An installed `solopddl` (outside any checkout) finds the planners of the
/// documented user-level virtualenv, `$XDG_DATA_HOME/solopddl/venv`.
#[test]
fn an_installed_tool_finds_the_user_level_planners() {
    let Some(_) = common::fast_downward() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("share");
    std::fs::create_dir_all(data.join("solopddl")).unwrap();
    let venv = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".venv");
    std::os::unix::fs::symlink(&venv, data.join("solopddl/venv")).unwrap();
    let out = bin()
        .current_dir(tmp.path())
        .env("XDG_DATA_HOME", &data)
        .env_remove("SOLOPDDL_VENV")
        .env_remove("SOLOPDDL_FAST_DOWNWARD")
        .env("PATH", "/usr/bin:/bin")
        .args(["doctor", "--json"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let fd = v["tools"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "fast-downward")
        .unwrap()
        .clone();
    let path = fd["path"].as_str().unwrap();
    assert!(
        path.starts_with(data.to_str().unwrap()),
        "found {path}, not the user-level venv"
    );
    // And it plans from there.
    bin()
        .current_dir(tmp.path())
        .env("XDG_DATA_HOME", &data)
        .env_remove("SOLOPDDL_FAST_DOWNWARD")
        .env("PATH", "/usr/bin:/bin")
        .args(["plan", "QRK", "--no-val", "--format", "sas"])
        .assert()
        .success();
}

/// Issue 27: completions offered file names for `--heuristic`, `--planner`
/// and `--encoding`; they offer the names those options take.
#[test]
fn regression_completions_offer_names_not_files_for_named_options() {
    let out = bin().args(["completions", "bash"]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    for (flag, value) in [
        ("--heuristic", "learned-best"),
        ("--encoding", "strips"),
        ("--planner", "symk"),
    ] {
        let at = text.find(&format!("{flag})")).unwrap_or_else(|| panic!("no case for {flag}"));
        let case = &text[at..at + 200];
        assert!(case.contains(value) && !case.contains("compgen -f"), "{flag}: {case}");
    }
}
