//! Downward Lab `properties` for benchmark runs: one JSON object per run,
//! keyed as Lab keys them (`algorithm-domain-problem`), with the attribute
//! names of Lab's Fast Downward parsers and of `suite lab`'s experiment
//! (coverage, unsolvable, error, expansions, search_time, total_time,
//! memory, cost, plan_length, native_valid, val), so `bench` results and a
//! Lab experiment's results go into one report.

use super::BenchError;
use serde_json::{json, Map, Value};
use std::path::Path;

/// One run's properties.
#[derive(Clone, Debug, Default)]
pub struct LabRun {
    pub algorithm: String,
    pub domain: String,
    pub problem: String,
    pub attributes: Map<String, Value>,
}

impl LabRun {
    pub fn new(algorithm: &str, domain: &str, problem: &str) -> LabRun {
        LabRun {
            algorithm: algorithm.into(),
            domain: domain.into(),
            problem: problem.into(),
            attributes: Map::new(),
        }
    }

    /// Sets an attribute; `None` leaves it out (Lab's "missing").
    pub fn set(&mut self, key: &str, value: impl Into<Option<Value>>) -> &mut Self {
        if let Some(v) = value.into() {
            self.attributes.insert(key.into(), v);
        }
        self
    }

    /// Lab's key of the run.
    pub fn key(&self) -> String {
        format!("{}-{}-{}", self.algorithm, self.domain, self.problem)
    }

    fn to_value(&self) -> Value {
        let mut m = self.attributes.clone();
        m.insert("algorithm".into(), json!(self.algorithm));
        m.insert("domain".into(), json!(self.domain));
        m.insert("problem".into(), json!(self.problem));
        m.insert("id".into(), json!([self.algorithm, self.domain, self.problem]));
        Value::Object(m)
    }
}

/// Lab's `error` value for a round-trip outcome or native verdict (Fast
/// Downward's outcome names where they exist) and whether it is explained.
pub fn error_name(outcome: &str) -> (&str, bool) {
    match outcome {
        "valid" | "solved" => ("success", true),
        "unsolvable" => ("search-unsolvable", true),
        "unsolvable-within-bound" => ("search-unsolvable-within-bound", true),
        "time-limit" | "unknown" => ("search-out-of-time", true),
        "memory-limit" => ("search-out-of-memory", true),
        "incomplete" => ("search-unsolved-incomplete", true),
        "unsupported" => ("unsupported", true),
        other => (other, false),
    }
}

/// Writes the runs as a Lab properties file (a JSON object keyed by run).
pub fn write(path: &Path, runs: &[LabRun]) -> Result<(), BenchError> {
    let mut all = Map::new();
    for r in runs {
        let mut v = r.to_value();
        let (_, explained) = error_name(r.attributes.get("outcome").and_then(Value::as_str).unwrap_or("valid"));
        if !explained {
            v["unexplained_errors"] = json!([format!("outcome {}", r.attributes["outcome"])]);
        }
        all.insert(r.key(), v);
    }
    let text = serde_json::to_string_pretty(&Value::Object(all)).expect("properties serialise");
    std::fs::write(path, format!("{text}\n")).map_err(|e| BenchError::io(path, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_are_keyed_as_lab_keys_them() {
        let mut r = LabRun::new("lama-first", "solo-chess-squares", "p001.pddl");
        r.set("coverage", json!(1)).set("expansions", None);
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("properties");
        write(&p, &[r]).unwrap();
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
        let run = &v["lama-first-solo-chess-squares-p001.pddl"];
        assert_eq!(run["coverage"], 1);
        assert_eq!(run["id"], json!(["lama-first", "solo-chess-squares", "p001.pddl"]));
        assert!(run.get("expansions").is_none());
        assert!(run.get("unexplained_errors").is_none());
    }

    #[test]
    fn encoding_bugs_are_unexplained() {
        assert_eq!(error_name("invalid"), ("invalid", false));
        assert_eq!(error_name("time-limit"), ("search-out-of-time", true));
    }
}
