//! Finite-domain (SAS+) tasks in Fast Downward's translator output format
//! (`output.sas`, file version 3), written directly from the games so the
//! planner's Python translator never runs: a typed model ([`SasTask`]), its
//! one writer ([`SasTask::to_sas`]), a structural check, and the task's size.
//! The emitters per game are in [`solo`] and [`chess`]. Runs no process.
//!
//! Operators are named exactly like the ground actions of the matching PDDL
//! encoding (`capture-1 rook a1 a3 n2 n1 a2`, `leap white black knight g1
//! f3`), so Fast Downward's plan maps back to moves with the PDDL plan
//! mappers and VAL can check the same plan against the PDDL files.

pub mod chess;
pub mod solo;

use std::fmt::Write as _;

/// One value of one variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fact {
    pub var: usize,
    pub value: usize,
}

/// A finite-domain variable: its value names (for dumps and debugging only)
/// and, for a derived variable, its axiom layer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variable {
    pub name: String,
    /// `Some(layer)` for a derived variable (binary; its initial value is its default).
    pub axiom_layer: Option<u32>,
    pub values: Vec<String>,
}

/// One effect: under `conditions`, `var` becomes `post`; `pre` is the value
/// it must have before (`None`: any value).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Effect {
    pub conditions: Vec<Fact>,
    pub var: usize,
    pub pre: Option<usize>,
    pub post: usize,
}

/// An operator: `prevail` conditions on variables it does not change, and
/// its effects (with their own preconditions), and its cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operator {
    pub name: String,
    pub prevail: Vec<Fact>,
    pub effects: Vec<Effect>,
    /// 1 for a move; 0 for bookkeeping steps (a task where every operator
    /// costs 1 is written without a metric, as the translator does).
    pub cost: u32,
}

/// An axiom rule: when every condition holds, derived `var` takes `post`
/// (its non-default value) instead of `pre` (its default).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Axiom {
    pub conditions: Vec<Fact>,
    pub var: usize,
    pub pre: usize,
    pub post: usize,
}

/// A whole task.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SasTask {
    pub variables: Vec<Variable>,
    pub mutex_groups: Vec<Vec<Fact>>,
    pub initial: Vec<usize>,
    pub goal: Vec<Fact>,
    pub operators: Vec<Operator>,
    pub axioms: Vec<Axiom>,
}

/// The size of a task, as reported beside the planner's figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct TaskSize {
    pub variables: usize,
    /// The sum of the variables' domain sizes.
    pub values: usize,
    pub operators: usize,
    pub axioms: usize,
}

impl SasTask {
    /// Adds a variable with its initial value; returns its index.
    pub fn add_variable(&mut self, name: String, values: Vec<String>, initial: usize) -> usize {
        self.add(
            Variable {
                name,
                axiom_layer: None,
                values,
            },
            initial,
        )
    }

    /// Adds a binary derived variable (value 0 derived true, value 1 the
    /// default false) at `layer`; returns its index.
    pub fn add_derived(&mut self, atom: &str, layer: u32) -> usize {
        self.add(
            Variable {
                name: format!("derived-{atom}"),
                axiom_layer: Some(layer),
                values: vec![format!("Atom {atom}"), format!("NegatedAtom {atom}")],
            },
            DERIVED_FALSE,
        )
    }

    fn add(&mut self, var: Variable, initial: usize) -> usize {
        self.variables.push(var);
        self.initial.push(initial);
        self.variables.len() - 1
    }

    pub fn size(&self) -> TaskSize {
        TaskSize {
            variables: self.variables.len(),
            values: self.variables.iter().map(|v| v.values.len()).sum(),
            operators: self.operators.len(),
            axioms: self.axioms.len(),
        }
    }

    /// Checks what Fast Downward assumes of a task and would otherwise
    /// reject or misread: every fact in range, no variable twice in one
    /// operator's conditions or effects, derived variables binary, set by
    /// axioms only, and stratified (a rule reads derived variables of its
    /// own layer only positively, lower layers in any way).
    pub fn check(&self) -> Result<(), String> {
        let n = self.variables.len();
        if self.initial.len() != n {
            return Err(format!("{} initial values for {n} variables", self.initial.len()));
        }
        let fact_ok = |f: &Fact, what: &str| -> Result<(), String> {
            match self.variables.get(f.var) {
                Some(v) if f.value < v.values.len() => Ok(()),
                Some(v) => Err(format!("{what}: value {} out of range for {}", f.value, v.name)),
                None => Err(format!("{what}: no variable {}", f.var)),
            }
        };
        for v in &self.variables {
            if let Some(bad) = v.values.iter().find(|name| !is_fact_name(name)) {
                return Err(format!(
                    "variable {}: value name '{bad}' is not 'Atom p(args)' or 'NegatedAtom p(args)'",
                    v.name
                ));
            }
        }
        for (var, &value) in self.initial.iter().enumerate() {
            fact_ok(&Fact { var, value }, "initial state")?;
            let v = &self.variables[var];
            if v.axiom_layer.is_some() && (v.values.len() != 2 || value != DERIVED_FALSE) {
                return Err(format!("derived variable {} must be binary and start false", v.name));
            }
        }
        for group in &self.mutex_groups {
            group.iter().try_for_each(|f| fact_ok(f, "mutex group"))?;
        }
        self.goal.iter().try_for_each(|f| fact_ok(f, "goal"))?;
        distinct(self.goal.iter().map(|f| f.var), "goal")?;
        for op in &self.operators {
            let what = format!("operator '{}'", op.name);
            op.prevail.iter().try_for_each(|f| fact_ok(f, &what))?;
            for e in &op.effects {
                e.conditions.iter().try_for_each(|f| fact_ok(f, &what))?;
                fact_ok(
                    &Fact {
                        var: e.var,
                        value: e.post,
                    },
                    &what,
                )?;
                if let Some(pre) = e.pre {
                    fact_ok(&Fact { var: e.var, value: pre }, &what)?;
                }
                if self.variables[e.var].axiom_layer.is_some() {
                    return Err(format!("{what} changes derived variable {}", self.variables[e.var].name));
                }
            }
            distinct(
                op.prevail.iter().map(|f| f.var).chain(op.effects.iter().map(|e| e.var)),
                &what,
            )?;
        }
        for ax in &self.axioms {
            let head = &self.variables[ax.var];
            let Some(layer) = head.axiom_layer else {
                return Err(format!("an axiom sets the non-derived variable {}", head.name));
            };
            if ax.pre != DERIVED_FALSE || ax.post != DERIVED_TRUE {
                return Err(format!("an axiom of {} must derive its non-default value", head.name));
            }
            for c in &ax.conditions {
                fact_ok(c, "axiom")?;
                if let Some(l) = self.variables[c.var].axiom_layer {
                    let negative = c.value == DERIVED_FALSE;
                    if l > layer || (negative && l == layer) {
                        return Err(format!(
                            "axiom of {} (layer {layer}) reads {} of layer {l}",
                            head.name, self.variables[c.var].name
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// The task in Fast Downward's translator output format.
    pub fn to_sas(&self) -> String {
        let mut s = String::with_capacity(64 * (self.operators.len() + self.axioms.len() + 16));
        let metric = u8::from(self.operators.iter().any(|o| o.cost != 1));
        let _ = write!(s, "begin_version\n3\nend_version\nbegin_metric\n{metric}\nend_metric\n");
        let _ = writeln!(s, "{}", self.variables.len());
        for v in &self.variables {
            let layer = v.axiom_layer.map_or(-1, |l| l as i64);
            let _ = writeln!(s, "begin_variable\n{}\n{layer}\n{}", v.name, v.values.len());
            for value in &v.values {
                let _ = writeln!(s, "{value}");
            }
            s.push_str("end_variable\n");
        }
        let _ = writeln!(s, "{}", self.mutex_groups.len());
        for g in &self.mutex_groups {
            let _ = writeln!(s, "begin_mutex_group\n{}", g.len());
            facts(&mut s, g);
            s.push_str("end_mutex_group\n");
        }
        s.push_str("begin_state\n");
        for v in &self.initial {
            let _ = writeln!(s, "{v}");
        }
        let _ = writeln!(s, "end_state\nbegin_goal\n{}", self.goal.len());
        facts(&mut s, &self.goal);
        let _ = writeln!(s, "end_goal\n{}", self.operators.len());
        for op in &self.operators {
            let _ = writeln!(s, "begin_operator\n{}\n{}", op.name, op.prevail.len());
            facts(&mut s, &op.prevail);
            let _ = writeln!(s, "{}", op.effects.len());
            for e in &op.effects {
                let _ = write!(s, "{}", e.conditions.len());
                for c in &e.conditions {
                    let _ = write!(s, " {} {}", c.var, c.value);
                }
                let pre = e.pre.map_or(-1, |p| p as i64);
                let _ = writeln!(s, " {} {pre} {}", e.var, e.post);
            }
            let _ = writeln!(s, "{}\nend_operator", op.cost);
        }
        let _ = writeln!(s, "{}", self.axioms.len());
        for ax in &self.axioms {
            let _ = writeln!(s, "begin_rule\n{}", ax.conditions.len());
            facts(&mut s, &ax.conditions);
            let _ = writeln!(s, "{} {} {}\nend_rule", ax.var, ax.pre, ax.post);
        }
        s
    }
}

/// The value of a derived variable that its axioms derive.
pub const DERIVED_TRUE: usize = 0;
/// The default value of a derived variable.
pub const DERIVED_FALSE: usize = 1;

fn facts(s: &mut String, facts: &[Fact]) {
    for f in facts {
        let _ = writeln!(s, "{} {}", f.var, f.value);
    }
}

fn distinct(vars: impl Iterator<Item = usize>, what: &str) -> Result<(), String> {
    let mut seen = std::collections::HashSet::new();
    for v in vars {
        if !seen.insert(v) {
            return Err(format!("{what} names variable {v} twice"));
        }
    }
    Ok(())
}

/// Shorthand for a fact.
/// Whether a value name has the shape Fast Downward's heuristics parse
/// (`Atom p(a, b)`, `NegatedAtom p()`, or the translator's `<none of those>`):
/// the landmark heuristics of lama-first read the predicate out of it.
pub fn is_fact_name(name: &str) -> bool {
    if name == "<none of those>" {
        return true;
    }
    let Some(atom) = name.strip_prefix("Atom ").or_else(|| name.strip_prefix("NegatedAtom ")) else {
        return false;
    };
    let Some((predicate, rest)) = atom.split_once('(') else {
        return false;
    };
    let word = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    let Some(args) = rest.strip_suffix(')') else {
        return false;
    };
    word(predicate) && (args.is_empty() || args.split(", ").all(word))
}

pub fn fact(var: usize, value: usize) -> Fact {
    Fact { var, value }
}

/// An unconditional effect.
pub fn set(var: usize, pre: Option<usize>, post: usize) -> Effect {
    Effect {
        conditions: vec![],
        var,
        pre,
        post,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny() -> SasTask {
        let mut t = SasTask::default();
        let a = t.add_variable("a".into(), vec!["Atom a(x)".into(), "Atom a(y)".into()], 0);
        let d = t.add_derived("at-y()", 0);
        t.goal.push(fact(d, DERIVED_TRUE));
        t.operators.push(Operator {
            name: "go x y".into(),
            prevail: vec![],
            effects: vec![set(a, Some(0), 1)],
            cost: 1,
        });
        t.axioms.push(Axiom {
            conditions: vec![fact(a, 1)],
            var: d,
            pre: DERIVED_FALSE,
            post: DERIVED_TRUE,
        });
        t
    }

    #[test]
    fn writes_the_translator_format() {
        let t = tiny();
        t.check().unwrap();
        let text = t.to_sas();
        assert!(text.starts_with("begin_version\n3\nend_version\nbegin_metric\n0\nend_metric\n2\n"));
        assert!(text.contains("begin_variable\nderived-at-y()\n0\n2\nAtom at-y()\nNegatedAtom at-y()\nend_variable"));
        assert!(text.contains("begin_state\n0\n1\nend_state\nbegin_goal\n1\n1 0\nend_goal\n1\n"));
        assert!(text.contains("begin_operator\ngo x y\n0\n1\n0 0 0 1\n1\nend_operator\n"));
        assert!(text.ends_with("1\nbegin_rule\n1\n0 1\n1 1 0\nend_rule\n"));
        let mut free = t.clone();
        free.operators[0].cost = 0;
        let text = free.to_sas();
        assert!(text.contains("begin_metric\n1\nend_metric"));
        assert!(text.contains("0 0 0 1\n0\nend_operator\n"));
        assert_eq!(
            t.size(),
            TaskSize {
                variables: 2,
                values: 4,
                operators: 1,
                axioms: 1
            }
        );
    }

    #[test]
    fn check_rejects_what_fast_downward_would() {
        let mut t = tiny();
        t.operators[0].prevail.push(fact(0, 0));
        assert!(t.check().unwrap_err().contains("twice"));
        let mut t = tiny();
        t.operators[0].effects.push(set(1, None, 0));
        assert!(t.check().unwrap_err().contains("changes derived"));
        let mut t = tiny();
        t.axioms[0].conditions.push(fact(1, DERIVED_FALSE));
        assert!(t.check().unwrap_err().contains("layer"));
        let mut t = tiny();
        t.goal.push(fact(0, 2));
        assert!(t.check().unwrap_err().contains("out of range"));
    }
}
