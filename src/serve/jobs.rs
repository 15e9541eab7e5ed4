//! Long work as jobs: each runs on its own thread with a
//! [`Control`](crate::limits::Control) the page can cancel, reports
//! progress into its state, and ends with one JSON answer or one error
//! line. At most `max_running` jobs run at once (a busy answer beyond);
//! finished jobs are kept for their pages to read, the oldest dropped
//! first.

use crate::api::Failure;
use crate::limits::{Control, Progress};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Finished jobs kept for their pages.
const KEPT: usize = 256;

/// Where a job is.
#[derive(Clone, Debug, serde::Serialize)]
pub struct JobState {
    pub id: u64,
    pub kind: String,
    /// `running`, `done`, `failed` or `cancelled`.
    pub state: &'static str,
    pub progress: Option<Progress>,
    /// The answer of a finished job.
    pub answer: Option<serde_json::Value>,
    /// The one-line error of a failed job, and its exit status.
    pub error: Option<String>,
    pub status: Option<u8>,
    pub elapsed_s: f64,
}

/// One job: its state, its control, and a version counter that wakes the
/// event streams on every change.
pub struct Job {
    pub control: Control,
    state: Mutex<JobState>,
    started: std::time::Instant,
    changed: tokio::sync::watch::Sender<u64>,
}

impl Job {
    pub fn snapshot(&self) -> JobState {
        let mut s = self.state.lock().expect("job state").clone();
        if s.state == "running" {
            s.elapsed_s = self.started.elapsed().as_secs_f64();
        }
        s
    }

    /// A receiver that sees every change from now on.
    pub fn watch(&self) -> tokio::sync::watch::Receiver<u64> {
        self.changed.subscribe()
    }

    fn update(&self, f: impl FnOnce(&mut JobState)) {
        f(&mut self.state.lock().expect("job state"));
        self.changed.send_modify(|v| *v += 1);
    }
}

/// The work of a job: runs on a plain thread with the job's control.
pub type Work = Box<dyn FnOnce(Control) -> Result<serde_json::Value, Failure> + Send>;

/// The jobs of one server.
pub struct Jobs {
    jobs: Mutex<BTreeMap<u64, Arc<Job>>>,
    next: AtomicU64,
    max_running: usize,
}

/// Why a job was not started.
#[derive(Debug)]
pub struct Busy(pub usize);

impl Jobs {
    pub fn new(max_running: usize) -> Jobs {
        Jobs {
            jobs: Mutex::new(BTreeMap::new()),
            next: AtomicU64::new(1),
            max_running: max_running.max(1),
        }
    }

    pub fn get(&self, id: u64) -> Option<Arc<Job>> {
        self.jobs.lock().expect("jobs").get(&id).cloned()
    }

    /// Cancels every job (the server is stopping).
    pub fn cancel_all(&self) {
        for job in self.jobs.lock().expect("jobs").values() {
            job.control.cancel();
        }
    }

    /// Waits until no job runs (a cancelled job kills its planner's process
    /// group before it ends), at most `limit`; whether none runs.
    pub fn wait_idle(&self, limit: std::time::Duration) -> bool {
        let t0 = std::time::Instant::now();
        loop {
            let running = self
                .jobs
                .lock()
                .expect("jobs")
                .values()
                .any(|j| j.state.lock().expect("job state").state == "running");
            if !running {
                return true;
            }
            if t0.elapsed() >= limit {
                return false;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// Starts `work` as a job of `kind`, unless `max_running` jobs run.
    pub fn start(self: &Arc<Self>, kind: &str, work: Work) -> Result<Arc<Job>, Busy> {
        let mut jobs = self.jobs.lock().expect("jobs");
        let running = jobs
            .values()
            .filter(|j| j.state.lock().expect("job state").state == "running")
            .count();
        if running >= self.max_running {
            return Err(Busy(self.max_running));
        }
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let (changed, _) = tokio::sync::watch::channel(0);
        let slot: Arc<Mutex<Option<std::sync::Weak<Job>>>> = Arc::new(Mutex::new(None));
        let listener = slot.clone();
        let control = Control::with_progress(Arc::new(move |p: &Progress| {
            if let Some(job) = listener.lock().expect("slot").as_ref().and_then(std::sync::Weak::upgrade) {
                job.update(|s| s.progress = Some(p.clone()));
            }
        }));
        let job = Arc::new(Job {
            control: control.clone(),
            state: Mutex::new(JobState {
                id,
                kind: kind.to_string(),
                state: "running",
                progress: None,
                answer: None,
                error: None,
                status: None,
                elapsed_s: 0.0,
            }),
            started: std::time::Instant::now(),
            changed,
        });
        *slot.lock().expect("slot") = Some(Arc::downgrade(&job));
        jobs.insert(id, job.clone());
        // Forget the oldest finished jobs beyond the kept number.
        while jobs.len() > KEPT {
            let oldest = jobs
                .iter()
                .find(|(_, j)| j.state.lock().expect("job state").state != "running")
                .map(|(&k, _)| k);
            match oldest {
                Some(k) => jobs.remove(&k),
                None => break,
            };
        }
        drop(jobs);
        let worker = job.clone();
        std::thread::spawn(move || {
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(control.clone())));
            let elapsed_s = worker.started.elapsed().as_secs_f64();
            worker.update(|s| {
                s.elapsed_s = elapsed_s;
                match result {
                    Ok(Ok(answer)) => {
                        s.state = if worker.control.is_cancelled() { "cancelled" } else { "done" };
                        s.answer = Some(answer);
                        s.status = Some(0);
                    }
                    Ok(Err(f)) => {
                        s.state = if worker.control.is_cancelled() {
                            "cancelled"
                        } else {
                            "failed"
                        };
                        s.status = Some(f.status.code());
                        s.error = Some(f.message);
                    }
                    Err(_) => {
                        s.state = "failed";
                        s.status = Some(crate::api::Status::PlannerError.code());
                        s.error = Some("internal error: the job panicked".into());
                    }
                }
            });
        });
        Ok(job)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait(job: &Job) -> JobState {
        let t0 = std::time::Instant::now();
        loop {
            let s = job.snapshot();
            if s.state != "running" || t0.elapsed().as_secs() > 10 {
                return s;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }

    #[test]
    fn jobs_beyond_the_bound_are_refused_and_cancel_stops_a_job() {
        let jobs = Arc::new(Jobs::new(1));
        let spin: Work = Box::new(|c: Control| {
            while !c.is_cancelled() {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            Err(Failure::new(crate::api::Status::Unknown, "cancelled"))
        });
        let job = jobs.start("spin", spin).unwrap();
        assert!(jobs.start("second", Box::new(|_| Ok(serde_json::json!(1)))).is_err());
        job.control.cancel();
        assert_eq!(wait(&job).state, "cancelled");
        let ok = jobs.start("second", Box::new(|_| Ok(serde_json::json!(1)))).unwrap();
        let s = wait(&ok);
        assert_eq!((s.state, s.answer), ("done", Some(serde_json::json!(1))));
    }
}
