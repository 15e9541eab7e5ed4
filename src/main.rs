//! The `solopddl` binary: parse arguments, run, map errors to exit codes.

use clap::Parser;
use solopddl::commands::{run, Failure, Status};
use std::process::ExitCode;

fn main() -> ExitCode {
    // Die quietly on a closed pipe (`solopddl generate ... | head`), as Unix tools do.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = solopddl::cli::Cli::parse();
    match run(cli) {
        Ok(status) => ExitCode::from(status as u8),
        Err(err) => {
            let status = err.downcast_ref::<Failure>().map(|f| f.status).unwrap_or(Status::BadInput);
            let message = format!("{err:#}");
            eprintln!("solopddl: error: {}", message.lines().collect::<Vec<_>>().join(" "));
            ExitCode::from(status as u8)
        }
    }
}
