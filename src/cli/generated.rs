//! What is generated from the clap definitions, so it never drifts from
//! the real flags: the shell completion scripts (with the names the shells
//! should offer for options that take names, not paths) and the man pages.

/// Values the shell should offer for options whose types parse names (not
/// paths): without them every shell offers file names.
const NAMED_VALUES: [(&str, &[&str]); 8] = [
    (
        "heuristic",
        &["best", "learned-best", "learned", "rank", "attack", "center", "random"],
    ),
    (
        "heuristics",
        &["best", "learned-best", "learned", "rank", "attack", "center", "random"],
    ),
    ("encoding", &["squares", "objects", "strips"]),
    ("encodings", &["squares", "objects", "strips"]),
    ("planner", &["fast-downward", "symk", "kstar"]),
    ("formats", &["pddl", "sas"]),
    ("format", &["pddl", "sas"]),
    ("searches", &["astar", "bfs", "gbfs", "wastar:1.5"]),
];

/// The command tree with [`NAMED_VALUES`] as possible values, for the
/// completion scripts only (the parsers themselves are unchanged).
pub fn with_value_names(cmd: clap::Command) -> clap::Command {
    cmd.mut_args(|a| match NAMED_VALUES.iter().find(|(id, _)| a.get_id() == *id) {
        Some((_, values)) => a.value_parser(clap::builder::PossibleValuesParser::new(values.iter().copied())),
        None => a,
    })
    .mut_subcommands(with_value_names)
}

/// One command's man page (roff).
pub fn man_page(cmd: &clap::Command) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd.clone())
        .render(&mut out)
        .map_err(|e| format!("man page: {e}"))?;
    Ok(out)
}

/// Every command's page: `solopddl.1`, `solopddl-plan.1`, `solopddl-bench-compare.1`, …
pub fn man_pages(cmd: &clap::Command, prefix: &str, out: &mut Vec<(String, Vec<u8>)>) -> Result<(), String> {
    let name = if prefix.is_empty() {
        cmd.get_name().to_string()
    } else {
        format!("{prefix}-{}", cmd.get_name())
    };
    let page = cmd.clone().name(name.clone());
    out.push((format!("{name}.1"), man_page(&page)?));
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        man_pages(sub, &name, out)?;
    }
    Ok(())
}
