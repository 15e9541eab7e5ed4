//! The commands behind the CLI: each turns typed arguments into library
//! calls and renders what they return. Errors carry their exit status in
//! [`Failure`]; the exit-code table of the README is [`Status`], and the
//! planning round trip's outcomes map onto it in [`plan_status`] only.

pub mod analysis;
pub mod bench;
pub mod chess;
pub mod planning;
pub mod plans;
pub mod proofgame;
pub mod solo;
pub mod suite;
pub mod tooling;

pub use crate::api::{plan_status, Failure, Status};
use crate::cli::{Cli, Command};

/// Prints `validate`'s verdicts (text lines `valid: …` / `invalid: …` and
/// `VAL: …`, or one JSON object) and returns the exit status
/// ([`crate::api::validate::Validation::status`]).
pub fn render_validation(v: &crate::api::validate::Validation, json: bool) -> Result<Status, Failure> {
    use crate::planner::val::ValVerdict;
    if json {
        print_json(v)?;
    } else {
        if let Some(j) = &v.native {
            println!("{}: {}", if j.valid { "valid" } else { "invalid" }, j.detail);
        }
        match &v.val {
            Some(ValVerdict::Invalid { step: Some(s), reason }) => println!("VAL: invalid at step {s}: {reason}"),
            Some(verdict) => println!("VAL: {}", verdict.label()),
            None => {}
        }
    }
    v.status()
}

/// Reads a move-ordering model written by `solopddl train` (exit 2 naming
/// the file when it cannot be read or is not a model of this build).
pub fn load_model(path: &std::path::Path) -> Result<std::sync::Arc<crate::solo::search::learned::Model>, Failure> {
    let text = read_file(path, "--model", crate::files::MODEL)?;
    crate::solo::search::learned::Model::from_json(&text)
        .map(std::sync::Arc::new)
        .map_err(|e| Failure::bad_input(format!("{}: {e}", path.display())))
}

/// Runs a parsed command line; `Ok` carries the exit status of a normal run.
pub fn run(cli: Cli) -> Result<Status, Failure> {
    match cli.command {
        Command::Show {
            puzzle,
            json,
            svg,
            force,
        } => solo::show(&puzzle, json, svg.as_deref(), force),
        Command::Solve(a) => solo::solve(a),
        Command::Validate {
            plan,
            puzzle,
            pddl,
            val_path,
            val_time_limit,
            json,
        } => {
            // The mapping reads every encoding's actions: the encoding named is any.
            let task = match puzzle.as_deref() {
                Some(p) => Some(crate::api::plan::load_task(
                    Some(p),
                    None,
                    None,
                    crate::pddl::Encoding::Squares,
                )?),
                None => None,
            };
            let text = read_file(&plan, "plan", crate::files::PLAN)?;
            let name = plan.display().to_string();
            let val = match pddl.as_deref() {
                Some([domain, problem]) => {
                    // VAL reads them: checked here as every input is (a folder, a device, a size cap).
                    read_file(domain, "--pddl domain", crate::files::PDDL)?;
                    read_file(problem, "--pddl problem", crate::files::PDDL)?;
                    Some(crate::api::validate::ValInputs {
                        domain,
                        problem,
                        program: val_path.as_deref(),
                        time_limit: val_time_limit,
                    })
                }
                _ => None,
            };
            let plan = crate::api::validate::PlanText {
                text: &text,
                name: &name,
            };
            render_validation(&crate::api::validate::validate(task.as_ref(), plan, val)?, json)
        }
        Command::Generate(a) => solo::generate(a),
        Command::Analyze(a) => analysis::analyze(a),
        Command::Compose(a) => analysis::compose(a),
        Command::Book(a) => analysis::book(a),
        Command::Train(a) => analysis::train(a),
        Command::Export(a) => planning::export(a),
        Command::Plan(a) => planning::plan(a),
        Command::Plans(a) => plans::plans(a),
        Command::Bench(b) => bench::run(b),
        Command::Suite(c) => suite::run(c),
        Command::Completions { shell } => tooling::completions(shell),
        Command::Man { out } => tooling::man(out.as_deref()),
        Command::Doctor { json } => tooling::doctor(json),
        Command::Chess(c) => chess::run(c),
        Command::Serve(a) => tooling::serve(a),
    }
}

/// Reads an input file (a regular file or a pipe, at most `cap`), naming it in the error.
pub fn read_file(path: &std::path::Path, what: &str, cap: crate::files::Cap) -> Result<String, Failure> {
    crate::files::read_text(path, cap).map_err(|e| Failure::bad_input(format!("{what} '{}': {e}", path.display())))
}

/// Refuses an existing output file unless `force`.
pub fn refuse_existing(path: &std::path::Path, force: bool) -> Result<(), Failure> {
    if !force && path.exists() {
        return Err(Failure::bad_input(format!(
            "'{}' exists: pass --force to overwrite it",
            path.display()
        )));
    }
    Ok(())
}

/// Writes an output file, refusing to replace an existing one unless `force`.
/// A regular file is written whole beside its place and renamed into it
/// (concurrent writers never interleave); a device or pipe (`/dev/stdout`)
/// is written as it is.
pub fn write_output(path: &std::path::Path, text: &str, force: bool) -> Result<(), Failure> {
    write_silently(path, text, force)?;
    // Every file a command writes is named once, on stderr (stdout stays the result).
    eprintln!("wrote {}", path.display());
    Ok(())
}

/// [`write_output`] for commands that report their files themselves (`export`).
pub fn write_silently(path: &std::path::Path, text: &str, force: bool) -> Result<(), Failure> {
    refuse_existing(path, force)?;
    let special = std::fs::metadata(path).is_ok_and(|m| !m.is_file());
    if special {
        return std::fs::write(path, text)
            .map_err(|e| Failure::new(Status::OutputError, format!("cannot write '{}': {e}", path.display())));
    }
    crate::files::write_atomic(path, text, force).map_err(|e| match e {
        crate::files::PublishError::Exists(_) => e.into(),
        e => Failure::new(Status::OutputError, format!("cannot write {e}")),
    })
}

/// Creates an output folder.
pub fn create_dir(path: &std::path::Path, flag: &str) -> Result<(), Failure> {
    std::fs::create_dir_all(path).map_err(|e| {
        Failure::new(
            Status::OutputError,
            format!("{flag} '{}': cannot create: {e}", path.display()),
        )
    })
}

/// Prints a JSON value on one line.
pub fn print_json(v: &impl serde::Serialize) -> Result<(), Failure> {
    let text = serde_json::to_string(v).map_err(|e| Failure::new(Status::OutputError, format!("JSON: {e}")))?;
    println!("{text}");
    Ok(())
}
