//! The `solopddl` binary: parse arguments, run, map errors to exit codes.

use clap::Parser;
use solopddl::commands::{run, Status};
use std::alloc::{GlobalAlloc, Layout, System};
use std::process::ExitCode;

/// The system allocator, except that an allocation that fails ends the
/// program with exit 4 ("out of memory") and one line, instead of an abort.
struct ExitOnOom;

// SAFETY: every call is forwarded to the system allocator unchanged.
unsafe impl GlobalAlloc for ExitOnOom {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if p.is_null() {
            out_of_memory();
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if p.is_null() {
            out_of_memory();
        }
        p
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if p.is_null() {
            out_of_memory();
        }
        p
    }
}

fn out_of_memory() -> ! {
    // No allocation here: write a fixed message and leave at once.
    let msg = b"solopddl: error: out of memory (an allocation failed)\n";
    // SAFETY: writing a static buffer to stderr, then exiting without unwinding.
    unsafe {
        libc::write(2, msg.as_ptr().cast(), msg.len());
        libc::_exit(Status::OutOfMemory as i32);
    }
}

#[global_allocator]
static ALLOCATOR: ExitOnOom = ExitOnOom;

/// Control characters from the input are shown escaped, never echoed raw.
fn escape_controls(s: &str) -> String {
    s.chars()
        .flat_map(|c| {
            if c.is_control() {
                c.escape_default().collect::<Vec<_>>()
            } else {
                vec![c]
            }
        })
        .collect()
}

/// Characters of an error message printed at most.
const MESSAGE_CHARS: usize = 400;

fn main() -> ExitCode {
    // Die quietly on a closed pipe (`solopddl generate ... | head`), as Unix tools do.
    // SAFETY: setting a signal disposition before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = solopddl::cli::Cli::parse();
    match run(cli) {
        Ok(status) => ExitCode::from(status as u8),
        Err(failure) => {
            let one_line = failure.message.lines().collect::<Vec<_>>().join(" ");
            // Input quoted in a message (a 5 MB token) is cut: one line stays one readable line.
            let one_line = solopddl::files::clip(&one_line, MESSAGE_CHARS);
            eprintln!("solopddl: error: {}", escape_controls(&one_line));
            ExitCode::from(failure.status as u8)
        }
    }
}
