//! Resource limits as typed values, parsed once at the edge: a time limit
//! (finite, positive seconds; more than a century means none) and a memory
//! limit (bytes, or K/M/G/T suffixes in powers of 1024, Fast Downward's
//! syntax plus T). Every command and runner takes these types, so the same
//! text is accepted or refused with the same message everywhere.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

/// Beyond this a time limit is no limit (and `Instant + limit` could overflow).
const CENTURY_S: f64 = 100.0 * 365.25 * 86_400.0;

/// A wall-clock limit: a positive duration, or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TimeLimit(Option<Duration>);

impl TimeLimit {
    /// No limit.
    pub const NONE: TimeLimit = TimeLimit(None);

    /// A limit of `s` seconds; `s` must be finite and positive.
    pub fn seconds(s: f64) -> Result<TimeLimit, LimitError> {
        if !s.is_finite() || s <= 0.0 {
            return Err(LimitError::Time(format!("{s}")));
        }
        Ok(TimeLimit((s <= CENTURY_S).then(|| Duration::from_secs_f64(s))))
    }

    pub fn duration(self) -> Option<Duration> {
        self.0
    }

    /// Seconds as a float, if limited.
    pub fn as_secs_f64(self) -> Option<f64> {
        self.0.map(|d| d.as_secs_f64())
    }

    /// The deadline of a run that starts at `start` (`None`: no deadline).
    pub fn deadline(self, start: Instant) -> Option<Instant> {
        self.0.and_then(|d| start.checked_add(d))
    }
}

impl FromStr for TimeLimit {
    type Err = LimitError;
    fn from_str(s: &str) -> Result<TimeLimit, LimitError> {
        match s.trim() {
            "none" | "inf" | "infinity" | "unlimited" => Ok(TimeLimit::NONE),
            t => t
                .parse::<f64>()
                .map_err(|_| LimitError::Time(s.to_string()))
                .and_then(TimeLimit::seconds),
        }
    }
}

impl fmt::Display for TimeLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(d) => write!(f, "{} s", d.as_secs_f64()),
            None => f.write_str("none"),
        }
    }
}

/// A memory limit in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryLimit(u64);

impl MemoryLimit {
    pub fn from_bytes(bytes: u64) -> Option<MemoryLimit> {
        (bytes > 0).then_some(MemoryLimit(bytes))
    }
    pub fn bytes(self) -> u64 {
        self.0
    }
    /// The limit as Fast Downward's `--overall-memory-limit` takes it (KiB, at least 1K).
    pub fn for_fast_downward(self) -> String {
        format!("{}K", (self.0 >> 10).max(1))
    }
}

impl FromStr for MemoryLimit {
    type Err = LimitError;
    fn from_str(text: &str) -> Result<MemoryLimit, LimitError> {
        let bad = || LimitError::Memory(text.to_string());
        let s = text.trim();
        let (digits, shift) = match s.char_indices().last().ok_or_else(bad)? {
            (i, c) if c.is_ascii_alphabetic() => {
                let shift = match c.to_ascii_uppercase() {
                    'K' => 10,
                    'M' => 20,
                    'G' => 30,
                    'T' => 40,
                    _ => return Err(bad()),
                };
                (&s[..i], shift)
            }
            _ => (s, 0),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let n: u64 = digits.parse().map_err(|_| bad())?;
        n.checked_mul(1u64 << shift).and_then(MemoryLimit::from_bytes).ok_or_else(bad)
    }
}

impl fmt::Display for MemoryLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = self.0;
        for (shift, unit) in [(40, 'T'), (30, 'G'), (20, 'M'), (10, 'K')] {
            if b >= 1 << shift && b % (1 << shift) == 0 {
                return write!(f, "{}{unit}", b >> shift);
            }
        }
        write!(f, "{b}")
    }
}

/// A limit that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LimitError {
    #[error("'{0}': expected a positive number of seconds (or 'none')")]
    Time(String),
    #[error("'{0}': expected a size such as 512M or 4G (bytes, or K/M/G/T)")]
    Memory(String),
}

/// Set by the Ctrl-C / SIGTERM handler, once installed.
static INTERRUPTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Installs the Ctrl-C / SIGTERM handler once. From then on the signals no
/// longer end the process: every long phase polls [`interrupted`] and ends
/// cleanly with what it has (children are killed, figures are partial).
pub fn install_interrupt_handler() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let _ = ctrlc::set_handler(|| INTERRUPTED.store(true, std::sync::atomic::Ordering::SeqCst));
    });
}

/// Whether Ctrl-C or SIGTERM has been received since the handler was installed.
pub fn interrupted() -> bool {
    INTERRUPTED.load(std::sync::atomic::Ordering::SeqCst)
}

/// What a long call reports as it goes: a phase name, a count of the
/// phase's work units (nodes, positions, puzzles, planner seconds) and the
/// time since the call began.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Progress {
    pub phase: &'static str,
    pub done: u64,
    pub elapsed_s: f64,
}

/// A progress listener; it runs on the worker's thread, so it must be quick.
pub type OnProgress = std::sync::Arc<dyn Fn(&Progress) + Send + Sync>;

/// Least time between two progress reports of one call.
const REPORT_EVERY: Duration = Duration::from_millis(100);

/// The handle every long call takes: a cancellation flag (shared by clones,
/// so a front end keeps one and the worker another) and an optional
/// progress listener. Ctrl-C / SIGTERM, once [`install_interrupt_handler`]
/// ran, cancels every handle: the CLI needs nothing else.
#[derive(Clone)]
pub struct Control {
    cancelled: std::sync::Arc<std::sync::atomic::AtomicBool>,
    on_progress: Option<OnProgress>,
    started: Instant,
    /// Milliseconds after `started` of the last report (shared by clones).
    last_report_ms: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

impl Default for Control {
    fn default() -> Control {
        Control {
            cancelled: Default::default(),
            on_progress: None,
            started: Instant::now(),
            last_report_ms: Default::default(),
        }
    }
}

impl fmt::Debug for Control {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Control")
            .field("cancelled", &self.is_cancelled())
            .field("listens", &self.on_progress.is_some())
            .finish()
    }
}

impl Control {
    /// A fresh handle: not cancelled, nobody listening.
    pub fn new() -> Control {
        Control::default()
    }

    /// A fresh handle whose reports go to `listener`.
    pub fn with_progress(listener: OnProgress) -> Control {
        Control {
            on_progress: Some(listener),
            ..Control::default()
        }
    }

    /// Asks every holder of this handle (or a clone) to stop.
    pub fn cancel(&self) {
        self.cancelled.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// Whether the call should stop: cancelled, or Ctrl-C / SIGTERM received.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(std::sync::atomic::Ordering::Relaxed) || interrupted()
    }

    /// Tells the listener (at most every 100 ms) that `done` units of
    /// `phase` are done.
    pub fn report(&self, phase: &'static str, done: u64) {
        let Some(listener) = &self.on_progress else { return };
        let elapsed = self.started.elapsed();
        let now_ms = elapsed.as_millis() as u64;
        let last = self.last_report_ms.load(std::sync::atomic::Ordering::Relaxed);
        if now_ms < last + REPORT_EVERY.as_millis() as u64 && last != 0 {
            return;
        }
        self.last_report_ms.store(now_ms.max(1), std::sync::atomic::Ordering::Relaxed);
        listener(&Progress {
            phase,
            done,
            elapsed_s: elapsed.as_secs_f64(),
        });
    }

    /// The polling call of a search loop: reports `done` and answers
    /// whether to stop.
    pub fn tick(&self, phase: &'static str, done: u64) -> bool {
        self.report(phase, done);
        self.is_cancelled()
    }
}

/// When a long search must stop: past a deadline, or once a handle is
/// cancelled (Ctrl-C included). Cheap to ask (a clock read and two atomic
/// loads), so searches whose single steps may take a second ask it every
/// few nodes.
#[derive(Clone, Debug, Default)]
pub struct Halt {
    deadline: Option<Instant>,
    control: Option<Control>,
}

impl Halt {
    /// Stops at `deadline` (if any) or when `control` is cancelled.
    pub fn new(deadline: Option<Instant>, control: Control) -> Halt {
        Halt {
            deadline,
            control: Some(control),
        }
    }

    /// Whether the search must stop now.
    pub fn due(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d) || self.control.as_ref().is_some_and(Control::is_cancelled)
    }
}

/// The machine's cores: how many threads native work uses by default
/// (1 when the system cannot tell).
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Whether this process, `resident` bytes now (from [`resident_bytes`]),
/// could pass `limit` once a search's tables grow by `growth` bytes, or
/// before its next reading: a thirty-second of the limit is kept in hand
/// for what grows between two readings. `None` (not Linux) answers no:
/// the search's own accounting of its tables then stands alone.
pub fn would_pass(resident: Option<u64>, growth: u64, limit: u64) -> bool {
    resident.is_some_and(|r| r.saturating_add(limit / 32).saturating_add(growth) > limit)
}

/// Resident memory of this process now, in bytes (Linux `/proc/self/statm`;
/// `None` where that cannot be read). A search that must keep the whole
/// process within a memory limit reads it now and then: its own tables it
/// counts as they grow, but not the caches and tables around them.
pub fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    // SAFETY: sysconf reads a constant of the system.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    Some(pages * u64::try_from(page).ok()?)
}

/// The bytes a hash table of `capacity` items of `item_bytes` each holds
/// (hashbrown: buckets the next power of two above 8/7 of the capacity,
/// and a control byte per bucket).
pub fn hash_table_bytes(capacity: usize, item_bytes: usize) -> u64 {
    let buckets = if capacity < 8 {
        capacity.next_power_of_two().max(4)
    } else {
        (capacity * 8 / 7).next_power_of_two()
    };
    (buckets * (item_bytes + 1)) as u64
}

thread_local! {
    /// The largest cache table this thread has grown ([`note_cache_table`]).
    static LARGEST_CACHE_TABLE: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Notes that a bounded cache of this thread now holds a table of `bytes`.
/// Between two readings of [`resident_bytes`] a cache can grow at once by
/// a table twice its size (it copies itself into a new one, the old one
/// alive until the copy ends): a search keeping the process within a
/// memory limit adds that to what its own tables may grow by.
pub fn note_cache_table(bytes: u64) {
    LARGEST_CACHE_TABLE.with(|c| c.set(c.get().max(bytes)));
}

/// Inserts into a bounded cache: `map` starts over once it holds
/// `capacity` entries (recent entries are the ones reused), and each
/// growth of its table is noted ([`note_cache_table`]) so that a search
/// within a memory limit keeps that growth in hand.
pub fn insert_bounded<K: std::hash::Hash + Eq, V, S: std::hash::BuildHasher>(
    map: &mut std::collections::HashMap<K, V, S>,
    key: K,
    value: V,
    capacity: usize,
) {
    if map.len() >= capacity {
        map.clear();
    }
    let before = map.capacity();
    map.insert(key, value);
    if map.capacity() != before {
        note_cache_table(hash_table_bytes(map.capacity(), std::mem::size_of::<(K, V)>()));
    }
}

/// The most this thread's caches can grow by at once: twice the largest
/// table noted since [`forget_cache_tables`].
pub fn cache_growth_bytes() -> u64 {
    2 * LARGEST_CACHE_TABLE.with(std::cell::Cell::get)
}

/// Starts this thread's gauge over (a new search, with new caches).
pub fn forget_cache_tables() {
    LARGEST_CACHE_TABLE.with(|c| c.set(0));
}

/// Peak resident memory of this process so far, in MB (Linux `ru_maxrss`).
pub fn peak_rss_mb() -> f64 {
    // SAFETY: getrusage only writes into the struct it is given.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe {
        libc::getrusage(libc::RUSAGE_SELF, &mut ru);
    }
    ru.ru_maxrss as f64 / 1024.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cache_gauge_keeps_this_threads_largest_table_until_forgotten() {
        forget_cache_tables();
        note_cache_table(3 << 20);
        note_cache_table(1 << 20);
        assert_eq!(cache_growth_bytes(), 6 << 20);
        // Another thread's caches are its own.
        assert_eq!(std::thread::spawn(cache_growth_bytes).join().unwrap(), 0);
        forget_cache_tables();
        assert_eq!(cache_growth_bytes(), 0);
    }

    #[test]
    fn a_bounded_cache_starts_over_at_its_capacity_and_notes_its_growth() {
        forget_cache_tables();
        let mut m = std::collections::HashMap::<u64, u64>::new();
        for i in 0..100 {
            insert_bounded(&mut m, i, i, 64);
        }
        // Cleared when the 65th came: 64 + 36 inserted, 36 kept.
        assert_eq!(m.len(), 36);
        assert!(m.contains_key(&99) && !m.contains_key(&63));
        assert!(cache_growth_bytes() >= 2 * hash_table_bytes(64, 16));
        forget_cache_tables();
    }

    #[test]
    fn a_hash_tables_bytes_follow_its_buckets() {
        // 7/8 of the buckets hold items: 2^16 items need 2^17 buckets.
        assert_eq!(hash_table_bytes(1 << 16, 63), (1 << 17) * 64);
        assert_eq!(hash_table_bytes(3, 7), 4 * 8);
        // A table that really grew to 2^16 items holds at least that.
        let mut m = std::collections::HashMap::<u64, u64>::new();
        m.extend((0..1u64 << 16).map(|i| (i, i)));
        assert!(hash_table_bytes(m.capacity(), 16) >= (1 << 16) * 17);
    }

    #[test]
    fn resident_memory_grows_with_what_the_process_touches() {
        // Tests on other threads of this process allocate and free too, so
        // one reading can see their memory go: the growth must show in one
        // of a few tries (a reading that ignored the block never would).
        let mut seen = Vec::new();
        for _ in 0..5 {
            let before = resident_bytes().expect("Linux /proc");
            let block = vec![1u8; 64 << 20];
            let after = resident_bytes().unwrap();
            assert_eq!(block.iter().map(|&b| u64::from(b)).sum::<u64>(), 64 << 20);
            if after >= before + (60 << 20) {
                return;
            }
            seen.push((before, after));
        }
        panic!("resident memory did not grow by the 64 MiB block: {seen:?}");
    }

    #[test]
    fn a_halt_is_due_past_its_deadline_or_once_its_handle_is_cancelled() {
        assert!(!Halt::default().due());
        let past = Instant::now() - Duration::from_millis(1);
        assert!(Halt::new(Some(past), Control::new()).due());
        let later = Instant::now() + Duration::from_secs(3600);
        let control = Control::new();
        let halt = Halt::new(Some(later), control.clone());
        assert!(!halt.due());
        control.cancel();
        assert!(halt.due(), "a clone's cancellation reaches the halt");
    }

    #[test]
    fn time_limits_are_finite_positive_and_capped() {
        assert_eq!("2.5".parse::<TimeLimit>().unwrap().as_secs_f64(), Some(2.5));
        assert_eq!("none".parse::<TimeLimit>().unwrap(), TimeLimit::NONE);
        // regression: 1e300 and 1e19 panicked in Duration::from_secs_f64 / Instant + Duration
        assert_eq!("1e300".parse::<TimeLimit>().unwrap(), TimeLimit::NONE);
        assert_eq!("1e19".parse::<TimeLimit>().unwrap(), TimeLimit::NONE);
        assert!("1e9".parse::<TimeLimit>().unwrap().deadline(Instant::now()).is_some());
        for bad in ["0", "-1", "nan", "NaN", "-inf", "", "1s", "1e400x"] {
            assert!(bad.parse::<TimeLimit>().is_err(), "{bad}");
        }
    }

    #[test]
    fn memory_limits_one_rule() {
        assert_eq!("512M".parse::<MemoryLimit>().unwrap().bytes(), 512 << 20);
        assert_eq!("4g".parse::<MemoryLimit>().unwrap().bytes(), 4 << 30);
        assert_eq!("1T".parse::<MemoryLimit>().unwrap().bytes(), 1 << 40);
        assert_eq!("2048".parse::<MemoryLimit>().unwrap().bytes(), 2048);
        assert_eq!("4G".parse::<MemoryLimit>().unwrap().to_string(), "4G");
        assert_eq!("4G".parse::<MemoryLimit>().unwrap().for_fast_downward(), "4194304K");
        for bad in ["", "G", "12X", "-1G", "1.5G", "0", "4GB", "99999999999T", "lots"] {
            assert!(bad.parse::<MemoryLimit>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_cancelled_control_cancels_its_clones_and_reports_are_throttled() {
        let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let sink = seen.clone();
        let control = Control::with_progress(std::sync::Arc::new(move |p: &Progress| sink.lock().unwrap().push(p.done)));
        let worker = control.clone();
        assert!(!worker.tick("nodes", 1));
        // A second report within 100 ms is dropped.
        assert!(!worker.tick("nodes", 2));
        assert_eq!(*seen.lock().unwrap(), vec![1]);
        std::thread::sleep(Duration::from_millis(120));
        worker.report("nodes", 3);
        assert_eq!(*seen.lock().unwrap(), vec![1, 3]);
        control.cancel();
        assert!(worker.is_cancelled() && worker.tick("nodes", 4));
        assert!(!Control::new().is_cancelled(), "a fresh handle is independent");
    }
}
