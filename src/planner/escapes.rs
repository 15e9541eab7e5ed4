//! Planner processes that escape their process group: solopddl is the
//! "subreaper" of its descendants, so one that leaves the group (`setsid`)
//! and is orphaned is re-parented to us, and is killed and reaped when the
//! run ends. Ours are told from the host's other children (a library
//! user's, a test harness's browser, in process groups of their own too)
//! by the mark every planner is started with, [`RUN_BY`]: killing those
//! would take a program that embeds the library down with its planners.

use std::process::Command;

/// Process groups of the children running now (their leaders' pids).
static RUNNING: std::sync::Mutex<Vec<i32>> = std::sync::Mutex::new(Vec::new());

/// A running child's group, listed in [`RUNNING`] while it lives.
pub(super) struct RunningGroup(i32);

impl RunningGroup {
    /// Spawns the child and lists its group in one step under the lock, so
    /// that [`reap_escaped`] in another thread never sees it unlisted.
    pub(super) fn spawn(command: &mut Command) -> std::io::Result<(std::process::Child, RunningGroup)> {
        let mut running = RUNNING.lock().unwrap_or_else(|e| e.into_inner());
        let child = command.spawn()?;
        let pid = child.id() as i32;
        running.push(pid);
        Ok((child, RunningGroup(pid)))
    }
}

impl Drop for RunningGroup {
    fn drop(&mut self) {
        RUNNING.lock().unwrap_or_else(|e| e.into_inner()).retain(|&p| p != self.0);
    }
}

/// Makes this process the "subreaper" of its descendants: a planner's
/// process that leaves its group (`setsid`) and whose parent dies is
/// re-parented to solopddl instead of init, where [`reap_escaped`] finds it.
pub(super) fn become_subreaper() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    // SAFETY: prctl with integer arguments.
    ONCE.call_once(|| unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    });
}

/// Every pid in /proc.
fn all_pids() -> impl Iterator<Item = i32> {
    std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<i32>().ok())
}

/// The fields of `/proc/PID/stat` after the command name (state first,
/// then the parent's pid), empty once the process is gone: the name may
/// hold spaces and parentheses, so it is cut at the last ')'.
pub(super) fn stat_after_name(pid: i32) -> String {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    stat.rsplit_once(')').map_or("", |(_, rest)| rest).to_owned()
}

/// Our children's pids (from /proc: the parent field of every process).
fn own_children() -> Vec<i32> {
    let me = std::process::id() as i32;
    all_pids()
        .filter(|&pid| {
            stat_after_name(pid)
                .split_whitespace()
                .nth(1)
                .and_then(|p| p.parse::<i32>().ok())
                == Some(me)
        })
        .collect()
}

/// The variable every planner process is started with, set to our pid: it
/// is passed on to the planner's descendants, so an escaped one is told
/// from the host's own children (a library user's, a test harness's
/// browser), which may also live in process groups of their own.
pub(super) const RUN_BY: &str = "SOLOPDDL_PLANNER_OF";

/// Every live process that carries our planners' mark, wherever it is in
/// the tree: taken while a run goes on and as its group is killed, so that
/// a descendant that dies before it is reaped (a zombie has no environment
/// left to read) is still known as ours.
pub(super) fn note_marked(seen: &mut Vec<i32>) {
    let mark = our_mark();
    for pid in all_pids() {
        if !seen.contains(&pid) && carries(pid, &mark) {
            seen.push(pid);
        }
    }
}

/// [`RUN_BY`] with our pid, as it stands in a process's environment.
fn our_mark() -> Vec<u8> {
    format!("{RUN_BY}={}", std::process::id()).into_bytes()
}

/// Whether `pid` carries `mark` (see [`our_mark`]): one of our planners'
/// descendants. A process that cleared its environment is left alone.
fn carries(pid: i32, mark: &[u8]) -> bool {
    let Ok(env) = std::fs::read(format!("/proc/{pid}/environ")) else {
        return false;
    };
    env.split(|&b| b == 0).any(|var| var == mark)
}

/// Kills and reaps descendants that escaped a finished planner's process
/// group and were re-parented to us: children in a process group that is
/// neither ours (children solopddl started itself, e.g. `bench chess`'s)
/// nor one of a planner still running, and that carry our planners' mark
/// or were seen with it (`seen`; never the host's other children).
/// Repeated while killing one orphans another.
pub(super) fn reap_escaped(seen: &[i32]) {
    // SAFETY: getpgrp has no arguments.
    let own_group = unsafe { libc::getpgrp() };
    // Held throughout: no child is spawned (and not yet listed) meanwhile.
    let running = RUNNING.lock().unwrap_or_else(|e| e.into_inner());
    let mark = our_mark();
    for _ in 0..32 {
        let escaped: Vec<i32> = own_children()
            .into_iter()
            .filter(|&pid| {
                // SAFETY: getpgid on any pid; -1 if it is gone.
                let group = unsafe { libc::getpgid(pid) };
                group > 0
                    && group != own_group
                    && !running.contains(&group)
                    && !running.contains(&pid)
                    && (seen.contains(&pid) || carries(pid, &mark))
            })
            .collect();
        if escaped.is_empty() {
            return;
        }
        for pid in escaped {
            // SAFETY: signalling and reaping our own child.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
                libc::waitpid(pid, std::ptr::null_mut(), 0);
            }
        }
    }
}
