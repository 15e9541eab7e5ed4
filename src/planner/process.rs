//! One planner child process under control: started without a shell in its
//! own process group (so one kill reaches the translator and the search too),
//! its output read into bounded buffers (the head and the tail are kept, a
//! flood is counted and dropped), a hard wall-clock kill, Ctrl-C/SIGTERM
//! forwarding, and its real peak memory from `wait4` (the driver waits for
//! its own children, so their peaks are included).

use std::ffi::OsString;
use std::io::Read;
use std::os::fd::AsRawFd;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

// Ctrl-C / SIGTERM: running children are killed (the flag lives with the limits).
pub use crate::limits::{install_interrupt_handler, interrupted};

use super::escapes::{become_subreaper, note_marked, reap_escaped, RunningGroup, RUN_BY};

/// Bytes kept from the start and from the end of each output stream.
const KEEP_HEAD: usize = 256 << 10;
const KEEP_TAIL: usize = 256 << 10;
/// How long the pipes are still read after the process group is dead: a
/// descendant that left the group may hold them open for ever.
const DRAIN_GRACE: Duration = Duration::from_millis(50);

/// An output stream's head and tail; what fell between them is counted.
/// With a [`LineFilter`], the lines it keeps are also collected from the
/// whole stream (a plan printed in the middle of a long log).
#[derive(Default)]
pub struct BoundedOutput {
    head: Vec<u8>,
    tail: Vec<u8>,
    dropped: u64,
    filter: Option<LineFilter>,
    partial: Vec<u8>,
    kept: KeptLines,
}

/// Which lines of standard output to collect from the whole stream, and
/// how many bytes of them at most.
#[derive(Clone, Copy, Debug)]
pub struct LineFilter {
    pub keep: fn(&str) -> bool,
    pub max_bytes: usize,
}

/// The lines a [`LineFilter`] kept, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeptLines {
    pub text: String,
    /// More matching lines came than `max_bytes` holds (the rest were dropped).
    pub overflowed: bool,
}

impl BoundedOutput {
    fn filtered(filter: Option<LineFilter>) -> BoundedOutput {
        BoundedOutput {
            filter,
            ..BoundedOutput::default()
        }
    }

    fn collect_lines(&mut self, bytes: &[u8]) {
        let Some(filter) = self.filter else { return };
        let mut rest = bytes;
        while let Some(nl) = rest.iter().position(|&b| b == b'\n') {
            self.partial.extend_from_slice(&rest[..nl]);
            rest = &rest[nl + 1..];
            self.keep_line(filter);
        }
        self.partial.extend_from_slice(rest);
        // A line longer than the whole budget is no action line: forget it.
        if self.partial.len() > filter.max_bytes {
            self.partial.clear();
        }
    }

    fn keep_line(&mut self, filter: LineFilter) {
        let line = String::from_utf8_lossy(&self.partial);
        if (filter.keep)(&line) {
            if self.kept.text.len() + line.len() + 1 > filter.max_bytes {
                self.kept.overflowed = true;
            } else {
                self.kept.text.push_str(&line);
                self.kept.text.push('\n');
            }
        }
        self.partial.clear();
    }

    /// The kept lines, the last unterminated one included.
    fn finish_lines(&mut self) -> Option<KeptLines> {
        let filter = self.filter?;
        if !self.partial.is_empty() {
            self.keep_line(filter);
        }
        Some(std::mem::take(&mut self.kept))
    }

    pub fn push(&mut self, mut bytes: &[u8]) {
        self.collect_lines(bytes);
        if self.head.len() < KEEP_HEAD {
            let n = bytes.len().min(KEEP_HEAD - self.head.len());
            self.head.extend_from_slice(&bytes[..n]);
            bytes = &bytes[n..];
        }
        self.tail.extend_from_slice(bytes);
        if self.tail.len() > 2 * KEEP_TAIL {
            let cut = self.tail.len() - KEEP_TAIL;
            self.dropped += cut as u64;
            self.tail.drain(..cut);
        }
    }

    /// The kept text, decoded lossily (a planner may print any bytes).
    pub fn text(&self) -> String {
        let mut s = String::from_utf8_lossy(&self.head).into_owned();
        if self.dropped > 0 {
            s.push_str(&format!("\n[… {} bytes of output dropped …]\n", self.dropped));
        }
        s.push_str(&String::from_utf8_lossy(&self.tail));
        s
    }
}

/// How the child ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Termination {
    Exited(i32),
    Signalled(i32),
    /// Killed by us at the hard deadline.
    KilledForTime,
}

/// What a finished child left.
pub struct Finished {
    pub termination: Termination,
    pub stdout: String,
    pub stderr: String,
    pub wall_time_s: f64,
    /// The largest resident set of the child and the descendants it waited for.
    pub peak_rss_kb: Option<u64>,
    /// The lines [`CommandLine::stdout_lines`] asked for.
    pub stdout_lines: Option<KeptLines>,
}

/// Why a child could not be run to the end.
#[derive(Debug, thiserror::Error)]
pub enum ChildError {
    #[error("cannot start '{program}': {error}")]
    Spawn { program: String, error: std::io::Error },
    #[error("interrupted: the planner was killed")]
    Interrupted,
}

/// A command line: a program (an absolute path) and its arguments.
#[derive(Clone, Debug)]
pub struct CommandLine {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    /// Extra environment variables for the child.
    pub env: Vec<(OsString, OsString)>,
    /// An address-space limit for the child (RLIMIT_AS), for programs
    /// that have no memory limit of their own.
    pub memory_limit_bytes: Option<u64>,
    /// A file the child reads as its standard input (none: /dev/null).
    pub stdin: Option<PathBuf>,
    /// Lines of standard output to collect from the whole stream.
    pub stdout_lines: Option<LineFilter>,
}

fn set_nonblocking(fd: i32) {
    // SAFETY: fcntl on a pipe descriptor we own.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK);
    }
}

/// Reads what is available now, at most 1 MiB per call so that a child
/// that writes without end cannot starve the deadline check; `true` at end
/// of file.
fn read_available(src: &mut impl Read, into: &mut BoundedOutput) -> bool {
    let mut buf = [0u8; 64 << 10];
    for _ in 0..16 {
        match src.read(&mut buf) {
            Ok(0) => return true,
            Ok(n) => into.push(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => return false,
            Err(_) => return true,
        }
    }
    false
}

/// Runs `cmd` in `workdir` until it exits, `hard_deadline` passes (then its
/// whole group is killed), or Ctrl-C/SIGTERM arrives (killed, `Interrupted`).
pub fn run_child(
    cmd: &CommandLine,
    workdir: &Path,
    hard_deadline: Option<Instant>,
    control: &crate::limits::Control,
) -> Result<Finished, ChildError> {
    install_interrupt_handler();
    let mut command = Command::new(&cmd.program);
    command
        .args(&cmd.args)
        .envs(cmd.env.iter().map(|(k, v)| (k, v)))
        .env(RUN_BY, std::process::id().to_string())
        .current_dir(workdir)
        .stdin(match &cmd.stdin {
            None => Stdio::null(),
            Some(path) => std::fs::File::open(path)
                .map_err(|error| ChildError::Spawn {
                    program: format!("{} (standard input '{}')", cmd.program.display(), path.display()),
                    error,
                })?
                .into(),
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    {
        use std::os::unix::process::CommandExt;
        command.process_group(0);
        // SAFETY: prctl is async-signal-safe; the driver dies with us even if
        // we are killed outright (its own children are reached by the group
        // kill whenever we live to send it).
        let address_space = cmd.memory_limit_bytes;
        unsafe {
            command.pre_exec(move || {
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                // SAFETY (setrlimit): async-signal-safe, on a valid struct.
                if let Some(bytes) = address_space {
                    let limit = libc::rlimit {
                        rlim_cur: bytes as libc::rlim_t,
                        rlim_max: bytes as libc::rlim_t,
                    };
                    libc::setrlimit(libc::RLIMIT_AS, &limit);
                }
                Ok(())
            });
        }
    }
    become_subreaper();
    let start = Instant::now();
    let (mut child, running) = RunningGroup::spawn(&mut command).map_err(|error| ChildError::Spawn {
        program: cmd.program.display().to_string(),
        error,
    })?;
    let pid = child.id() as i32;
    let mut out = child.stdout.take().expect("stdout is piped");
    let mut err = child.stderr.take().expect("stderr is piped");
    set_nonblocking(out.as_raw_fd());
    set_nonblocking(err.as_raw_fd());
    let (mut out_buf, mut err_buf) = (BoundedOutput::filtered(cmd.stdout_lines), BoundedOutput::default());
    let (mut out_eof, mut err_eof) = (false, false);
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let mut killed_for_time = false;
    let mut interrupted_run = false;
    // Our planners' descendants, noted once a second and as the group is
    // killed (see `note_marked`).
    let mut seen = Vec::new();
    let mut next_note = Instant::now();
    loop {
        if Instant::now() >= next_note {
            note_marked(&mut seen);
            next_note = Instant::now() + Duration::from_secs(1);
        }
        let mut fds = [
            libc::pollfd {
                fd: if out_eof { -1 } else { out.as_raw_fd() },
                events: libc::POLLIN,
                revents: 0,
            },
            libc::pollfd {
                fd: if err_eof { -1 } else { err.as_raw_fd() },
                events: libc::POLLIN,
                revents: 0,
            },
        ];
        // SAFETY: two valid pollfd entries; negative fds are ignored by poll.
        unsafe { libc::poll(fds.as_mut_ptr(), 2, 10) };
        if !out_eof {
            out_eof = read_available(&mut out, &mut out_buf);
        }
        if !err_eof {
            err_eof = read_available(&mut err, &mut err_buf);
        }
        // SAFETY: wait4 on our own child, with valid out-pointers.
        let reaped = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if reaped == pid {
            break;
        }
        let late = hard_deadline.is_some_and(|d| Instant::now() >= d);
        if late || control.tick("planner seconds", start.elapsed().as_secs()) {
            killed_for_time = late;
            interrupted_run = !late;
            note_marked(&mut seen);
            // SAFETY: the group is the child's own (process_group(0)).
            unsafe {
                libc::killpg(pid, libc::SIGKILL);
                libc::wait4(pid, &mut status, 0, &mut usage);
            }
            break;
        }
    }
    // Whatever the driver left behind in its group goes too.
    note_marked(&mut seen);
    // SAFETY: as above; the group may already be empty.
    unsafe {
        libc::killpg(pid, libc::SIGKILL);
    }
    let wall_time_s = start.elapsed().as_secs_f64();
    let drain_until = Instant::now() + DRAIN_GRACE;
    while !(out_eof && err_eof) && Instant::now() < drain_until {
        if !out_eof {
            out_eof = read_available(&mut out, &mut out_buf);
        }
        if !err_eof {
            err_eof = read_available(&mut err, &mut err_buf);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    drop(running);
    reap_escaped(&seen);
    if interrupted_run {
        return Err(ChildError::Interrupted);
    }
    let termination = if killed_for_time {
        Termination::KilledForTime
    } else if libc::WIFEXITED(status) {
        Termination::Exited(libc::WEXITSTATUS(status))
    } else {
        Termination::Signalled(libc::WTERMSIG(status))
    };
    let peak = usage.ru_maxrss;
    let stdout_lines = out_buf.finish_lines();
    Ok(Finished {
        stdout_lines,
        termination,
        stdout: out_buf.text(),
        stderr: err_buf.text(),
        wall_time_s,
        peak_rss_kb: (peak > 0).then_some(peak as u64),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_output_keeps_head_and_tail() {
        let mut b = BoundedOutput::default();
        b.push(b"first line\n");
        for _ in 0..100 {
            b.push(&[b'y'; 64 << 10]);
        }
        b.push(b"\nlast line\n");
        let t = b.text();
        assert!(t.starts_with("first line"));
        assert!(t.ends_with("last line\n"));
        assert!(t.contains("bytes of output dropped"));
        assert!(t.len() < 3 * (KEEP_HEAD + KEEP_TAIL));
    }

    #[test]
    fn filtered_lines_are_kept_from_the_whole_stream_within_their_bound() {
        let filter = LineFilter {
            keep: |l| l.starts_with('('),
            max_bytes: 40,
        };
        let mut b = BoundedOutput::filtered(Some(filter));
        b.push(b"log\n(a 1)\nlog ");
        for _ in 0..20 {
            b.push(&[b'y'; 64 << 10]);
        }
        b.push(b"\n(b");
        b.push(b" 2)\n(c 3)");
        assert_eq!(b.finish_lines().unwrap().text, "(a 1)\n(b 2)\n(c 3)\n");
        let mut b = BoundedOutput::filtered(Some(filter));
        for _ in 0..10 {
            b.push(b"(a long action line)\n");
        }
        let kept = b.finish_lines().unwrap();
        assert!(kept.overflowed && kept.text.len() <= 40, "{kept:?}");
    }

    #[test]
    fn non_utf8_output_is_decoded_lossily() {
        let mut b = BoundedOutput::default();
        b.push(b"bad \xff byte");
        assert_eq!(b.text(), "bad \u{fffd} byte");
    }

    #[test]
    fn a_cancelled_control_kills_the_child_group() {
        let sleep = which::which("sleep").expect("coreutils sleep");
        let cmd = CommandLine {
            program: sleep,
            args: vec!["30".into()],
            env: vec![],
            memory_limit_bytes: None,
            stdin: None,
            stdout_lines: None,
        };
        let control = crate::limits::Control::new();
        let canceller = control.clone();
        let t0 = Instant::now();
        let later = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            canceller.cancel();
        });
        let result = run_child(&cmd, Path::new("/"), None, &control);
        later.join().unwrap();
        assert!(matches!(result, Err(ChildError::Interrupted)), "not interrupted");
        assert!(t0.elapsed() < Duration::from_secs(5), "{:?}", t0.elapsed());
    }

    fn command_line(program: &str, args: &[&str]) -> CommandLine {
        CommandLine {
            program: which::which(program).expect("coreutils"),
            args: args.iter().map(Into::into).collect(),
            env: vec![],
            memory_limit_bytes: None,
            stdin: None,
            stdout_lines: None,
        }
    }

    /// Alive, not a zombie.
    fn alive(pid: i32) -> bool {
        let fields = crate::planner::escapes::stat_after_name(pid);
        fields.split_whitespace().next().is_some_and(|s| s != "Z" && s != "X")
    }

    /// The library killed every child of its host in a process group of
    /// its own after each planner run: with the tests in one binary, a
    /// planner test killed another test's browser.
    #[test]
    fn regression_a_planner_run_never_kills_the_hosts_other_children() {
        use std::os::unix::process::CommandExt;
        let mut host_child = Command::new(which::which("sleep").unwrap())
            .arg("30")
            .process_group(0)
            .spawn()
            .unwrap();
        let f = run_child(&command_line("true", &[]), Path::new("/"), None, &Default::default()).unwrap();
        assert_eq!(f.termination, Termination::Exited(0));
        let still_running = host_child.try_wait().unwrap().is_none();
        let _ = host_child.kill();
        let _ = host_child.wait();
        assert!(still_running, "the host's own child was killed");
    }

    /// A planner's descendant that leaves the group (`setsid`) and is
    /// orphaned is re-parented to us, then killed and reaped.
    #[test]
    fn an_escaped_descendant_is_killed_and_reaped() {
        // The escaped shell writes its pid, then becomes the sleep; the
        // planner waits for the pid to be written before it exits.
        let dir = tempfile::tempdir().unwrap();
        let pidfile = dir.path().join("pid");
        let script = "setsid sh -c 'echo $$ > \"$1\"; exec sleep 30' sh \"$1\" </dev/null >/dev/null 2>&1 &
            while [ ! -s \"$1\" ]; do sleep 0.01; done";
        let p = pidfile.to_str().unwrap();
        let f = run_child(
            &command_line("sh", &["-c", script, "sh", p]),
            Path::new("/"),
            None,
            &Default::default(),
        )
        .unwrap();
        assert_eq!(f.termination, Termination::Exited(0));
        let pid: i32 = std::fs::read_to_string(&pidfile)
            .unwrap()
            .trim()
            .parse()
            .expect("the escaped pid");
        let t0 = Instant::now();
        while alive(pid) && t0.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(!alive(pid), "escaped descendant {pid} still running");
    }

    #[test]
    fn a_flooding_child_is_killed_at_the_deadline_with_bounded_output() {
        let yes = which::which("yes").expect("coreutils yes");
        let cmd = CommandLine {
            program: yes,
            args: vec![],
            env: vec![],
            memory_limit_bytes: None,
            stdin: None,
            stdout_lines: None,
        };
        let t0 = Instant::now();
        let f = run_child(
            &cmd,
            Path::new("/"),
            Some(Instant::now() + Duration::from_millis(500)),
            &Default::default(),
        )
        .unwrap();
        assert_eq!(f.termination, Termination::KilledForTime);
        assert!(t0.elapsed() < Duration::from_secs(3), "{:?}", t0.elapsed());
        assert!(f.stdout.len() < 2 << 20);
    }
}
