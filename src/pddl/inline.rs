//! Derived predicates compiled away: every derived atom in a precondition,
//! a conditional effect's condition or the goal is replaced by its rule's
//! body, so a domain with non-recursive `:derived` rules becomes one without
//! any, for tools that read no axioms (Unified Planning 1.2's PDDL reader,
//! and through it every UP engine).
//!
//! Why this is sound: a non-recursive derived predicate is, in every state,
//! true exactly when its body is (PDDL 2.2's semantics of stratified rules
//! reduce to this when no rule depends on itself), so substituting the body
//! (parameters replaced by the atom's arguments) changes no condition's
//! truth value in any state. Quantified variables of a body are renamed to
//! fresh names first, so an argument can never be captured by them. Every
//! derived predicate here has one rule (PDDL allows several, which would be
//! their disjunction; this is done too). Recursive rules cannot be inlined
//! and are an error, as is an atom whose arity differs from its rule.
//!
//! The texts are parsed as S-expressions; comments are dropped, names keep
//! their case, and the result is printed one top-level item per block.

use std::collections::HashMap;
use std::fmt;

/// A parsed S-expression.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Sexp {
    Atom(String),
    List(Vec<Sexp>),
}

/// Why a domain could not be rewritten.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineError(String);

impl fmt::Display for InlineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InlineError {}

fn error(message: impl Into<String>) -> InlineError {
    InlineError(message.into())
}

/// Parses one S-expression (the whole text, comments after `;` dropped).
fn parse(text: &str) -> Result<Sexp, InlineError> {
    let mut stack: Vec<Vec<Sexp>> = vec![Vec::new()];
    for line in text.lines() {
        let code = line.split(';').next().unwrap_or("");
        let spaced = code.replace('(', " ( ").replace(')', " ) ");
        for token in spaced.split_whitespace() {
            match token {
                "(" => stack.push(Vec::new()),
                ")" => {
                    let list = stack
                        .pop()
                        .filter(|_| !stack.is_empty())
                        .ok_or_else(|| error("unbalanced ')'"))?;
                    stack.last_mut().expect("the outer level stays").push(Sexp::List(list));
                }
                atom => stack
                    .last_mut()
                    .expect("the outer level stays")
                    .push(Sexp::Atom(atom.to_string())),
            }
        }
    }
    let mut top = stack
        .pop()
        .filter(|_| stack.is_empty())
        .ok_or_else(|| error("unbalanced '(': a list is not closed"))?;
    match top.len() {
        1 => Ok(top.remove(0)),
        n => Err(error(format!("expected one (define …) form, found {n}"))),
    }
}

impl Sexp {
    fn head(&self) -> Option<&str> {
        match self {
            Sexp::List(items) => match items.first() {
                Some(Sexp::Atom(a)) => Some(a),
                _ => None,
            },
            Sexp::Atom(_) => None,
        }
    }

    fn flat(&self) -> String {
        match self {
            Sexp::Atom(a) => a.clone(),
            Sexp::List(items) => format!("({})", items.iter().map(Sexp::flat).collect::<Vec<_>>().join(" ")),
        }
    }

    /// Flat when it fits in `WIDTH - indent`; otherwise a list of names is
    /// filled line by line, `:key value` pairs share a line, and any other
    /// list keeps its head and first argument on one line and puts each
    /// further item on its own line.
    fn pretty(&self, indent: usize, out: &mut String) {
        const WIDTH: usize = 100;
        let flat = self.flat();
        let items = match self {
            Sexp::List(items) if indent + flat.len() > WIDTH && items.len() > 1 => items,
            _ => {
                out.push_str(&flat);
                return;
            }
        };
        let pad = " ".repeat(indent + 2);
        out.push('(');
        if items.iter().all(|i| matches!(i, Sexp::Atom(_))) {
            let mut column = indent + 1;
            for (n, item) in items.iter().map(Sexp::flat).enumerate() {
                if n > 0 && column + 1 + item.len() > WIDTH {
                    out.push('\n');
                    out.push_str(&pad);
                    column = indent + 2;
                } else if n > 0 {
                    out.push(' ');
                    column += 1;
                }
                column += item.len();
                out.push_str(&item);
            }
            out.push(')');
            return;
        }
        let head = items[0].flat();
        out.push_str(&head);
        out.push(' ');
        items[1].pretty(indent + 2 + head.len(), out);
        let mut rest = items[2..].iter().peekable();
        while let Some(item) = rest.next() {
            out.push('\n');
            out.push_str(&pad);
            match (item, rest.peek()) {
                (Sexp::Atom(key), Some(value)) if key.starts_with(':') => {
                    out.push_str(key);
                    out.push(' ');
                    value.pretty(indent + 3 + key.len(), out);
                    rest.next();
                }
                _ => item.pretty(indent + 2, out),
            }
        }
        out.push(')');
    }
}

/// The variable names of a typed list such as `(?a ?b - square ?d - dir)`.
fn variables(list: &Sexp) -> Vec<String> {
    match list {
        Sexp::List(items) => items
            .iter()
            .filter_map(|i| match i {
                Sexp::Atom(a) if a.starts_with('?') => Some(a.to_ascii_lowercase()),
                _ => None,
            })
            .collect(),
        Sexp::Atom(_) => Vec::new(),
    }
}

/// One derived predicate: its parameters and the bodies of its rules.
struct Rule {
    parameters: Vec<String>,
    bodies: Vec<Sexp>,
}

/// Substitutes derived atoms by their definitions, renaming quantified
/// variables to fresh `?inl-N` names.
struct Inliner {
    rules: HashMap<String, Rule>,
    fresh: usize,
}

impl Inliner {
    fn rewrite(&mut self, formula: &Sexp, depth: usize) -> Result<Sexp, InlineError> {
        if depth > 64 {
            return Err(error("the derived predicates are recursive and cannot be inlined"));
        }
        let Sexp::List(items) = formula else {
            return Ok(formula.clone());
        };
        let name = formula.head().map(str::to_ascii_lowercase);
        if let Some(rule) = name.as_deref().and_then(|n| self.rules.get(n)) {
            let args = &items[1..];
            if args.len() != rule.parameters.len() {
                return Err(error(format!(
                    "{} has {} arguments, its rule {}",
                    formula.flat(),
                    args.len(),
                    rule.parameters.len()
                )));
            }
            let bindings: HashMap<String, Sexp> = rule.parameters.iter().cloned().zip(args.iter().cloned()).collect();
            let bodies = rule.bodies.clone();
            let mut expanded = Vec::with_capacity(bodies.len());
            for body in &bodies {
                let instance = self.instantiate(body, &bindings);
                expanded.push(self.rewrite(&instance, depth + 1)?);
            }
            return Ok(match expanded.len() {
                1 => expanded.remove(0),
                _ => Sexp::List(std::iter::once(Sexp::Atom("or".into())).chain(expanded).collect()),
            });
        }
        let rewritten: Result<Vec<Sexp>, InlineError> = items.iter().map(|i| self.rewrite(i, depth)).collect();
        Ok(Sexp::List(rewritten?))
    }

    /// A rule body with its parameters bound and its quantified variables
    /// renamed apart.
    fn instantiate(&mut self, body: &Sexp, bindings: &HashMap<String, Sexp>) -> Sexp {
        match body {
            Sexp::Atom(a) => bindings.get(&a.to_ascii_lowercase()).cloned().unwrap_or_else(|| body.clone()),
            Sexp::List(items) => {
                let quantifier = matches!(body.head().map(str::to_ascii_lowercase).as_deref(), Some("exists" | "forall"));
                if quantifier && items.len() == 3 {
                    let mut inner = bindings.clone();
                    for v in variables(&items[1]) {
                        self.fresh += 1;
                        inner.insert(v, Sexp::Atom(format!("?inl-{}", self.fresh)));
                    }
                    let list = self.instantiate(&items[1], &inner);
                    let formula = self.instantiate(&items[2], &inner);
                    return Sexp::List(vec![items[0].clone(), list, formula]);
                }
                Sexp::List(items.iter().map(|i| self.instantiate(i, bindings)).collect())
            }
        }
    }
}

/// The requirement list without `:derived-predicates`, with what inlined
/// bodies need (`or` and `exists` in preconditions).
fn requirements(items: &[Sexp]) -> Sexp {
    let mut kept: Vec<Sexp> = items
        .iter()
        .filter(|i| !matches!(i, Sexp::Atom(a) if a.eq_ignore_ascii_case(":derived-predicates")))
        .cloned()
        .collect();
    for needed in [":disjunctive-preconditions", ":existential-preconditions"] {
        if !kept
            .iter()
            .any(|i| matches!(i, Sexp::Atom(a) if a.eq_ignore_ascii_case(needed)))
        {
            kept.push(Sexp::Atom(needed.into()));
        }
    }
    Sexp::List(kept)
}

/// The domain and the problem with every derived predicate inlined. The
/// problem's goal may use derived atoms too; its other parts are kept.
pub fn without_derived_predicates(domain: &str, problem: &str) -> Result<(String, String), InlineError> {
    let Sexp::List(domain_items) = parse(domain).map_err(|e| error(format!("domain: {e}")))? else {
        return Err(error("domain: not a (define …) form"));
    };
    let mut inliner = Inliner {
        rules: HashMap::new(),
        fresh: 0,
    };
    for item in &domain_items {
        if item.head().is_some_and(|h| h.eq_ignore_ascii_case(":derived")) {
            let Sexp::List(parts) = item else { unreachable!() };
            let (Some(Sexp::List(atom)), Some(body), 3) = (parts.get(1), parts.get(2), parts.len()) else {
                return Err(error(format!("domain: a malformed rule {}", item.flat())));
            };
            let Some(Sexp::Atom(name)) = atom.first() else {
                return Err(error(format!("domain: a rule without a predicate {}", item.flat())));
            };
            let parameters = variables(&Sexp::List(atom[1..].to_vec()));
            let rule = inliner.rules.entry(name.to_ascii_lowercase()).or_insert(Rule {
                parameters: parameters.clone(),
                bodies: Vec::new(),
            });
            // A second rule for the same predicate: rename its parameters to
            // the first rule's, so the bodies share one binding.
            let renaming: HashMap<String, Sexp> = parameters
                .iter()
                .cloned()
                .zip(rule.parameters.iter().map(|p| Sexp::Atom(p.clone())))
                .collect();
            let body = substitute(body, &renaming);
            rule.bodies.push(body);
        }
    }
    let mut out_items = Vec::new();
    for item in &domain_items {
        let head = item.head().map(str::to_ascii_lowercase);
        match (head.as_deref(), item) {
            (Some(":derived"), _) => {}
            (Some(":requirements"), Sexp::List(parts)) => out_items.push(Sexp::List(
                std::iter::once(parts[0].clone())
                    .chain(requirements(&parts[1..]).into_list())
                    .collect(),
            )),
            (Some(":predicates"), Sexp::List(parts)) => out_items.push(Sexp::List(
                parts
                    .iter()
                    .filter(|p| !p.head().is_some_and(|h| inliner.rules.contains_key(&h.to_ascii_lowercase())))
                    .cloned()
                    .collect(),
            )),
            (Some(":action"), Sexp::List(parts)) => {
                let mut rewritten = Vec::with_capacity(parts.len());
                let mut previous_key = String::new();
                for part in parts {
                    let inline_here = matches!(previous_key.as_str(), ":precondition" | ":effect");
                    previous_key = match part {
                        Sexp::Atom(a) => a.to_ascii_lowercase(),
                        Sexp::List(_) => String::new(),
                    };
                    rewritten.push(if inline_here {
                        inliner.rewrite(part, 0)?
                    } else {
                        part.clone()
                    });
                }
                out_items.push(Sexp::List(rewritten));
            }
            _ => out_items.push(item.clone()),
        }
    }
    let Sexp::List(problem_items) = parse(problem).map_err(|e| error(format!("problem: {e}")))? else {
        return Err(error("problem: not a (define …) form"));
    };
    let mut problem_out = Vec::with_capacity(problem_items.len());
    for item in &problem_items {
        let goal = item.head().is_some_and(|h| h.eq_ignore_ascii_case(":goal"));
        problem_out.push(if goal { inliner.rewrite(item, 0)? } else { item.clone() });
    }
    Ok((print(&out_items), print(&problem_out)))
}

impl Sexp {
    fn into_list(self) -> Vec<Sexp> {
        match self {
            Sexp::List(items) => items,
            atom => vec![atom],
        }
    }
}

/// Replaces atoms by a mapping, everywhere (rule parameters are free in
/// their body, so no quantifier can bind them).
fn substitute(formula: &Sexp, mapping: &HashMap<String, Sexp>) -> Sexp {
    match formula {
        Sexp::Atom(a) => mapping
            .get(&a.to_ascii_lowercase())
            .cloned()
            .unwrap_or_else(|| formula.clone()),
        Sexp::List(items) => Sexp::List(items.iter().map(|i| substitute(i, mapping)).collect()),
    }
}

/// `(define (…) item item …)` with each item on its own lines.
fn print(items: &[Sexp]) -> String {
    let mut out = String::from(";; Derived predicates inlined by `solopddl` (no axioms).\n(");
    if let Some(first) = items.first() {
        out.push_str(&first.flat());
    }
    if let Some(second) = items.get(1) {
        out.push(' ');
        out.push_str(&second.flat());
    }
    for item in items.iter().skip(2) {
        out.push_str("\n  ");
        item.pretty(2, &mut out);
    }
    out.push_str(")\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOMAIN: &str = "(define (domain d) (:requirements :strips :derived-predicates)
      (:predicates (p ?x) (q ?x ?y) (r ?x) (d ?x))
      ; d holds when some y makes q true
      (:derived (d ?x) (exists (?y) (and (q ?x ?y) (p ?y))))
      (:derived (e) (exists (?y) (d ?y)))
      (:action a :parameters (?y) :precondition (and (d ?y) (not (e))) :effect (r ?y)))";
    const PROBLEM: &str = "(define (problem p) (:domain d) (:objects o1 o2) (:init (p o1)) (:goal (and (d o2) (r o1))))";

    #[test]
    fn derived_atoms_become_their_bodies_with_quantified_variables_renamed_apart() {
        let (domain, problem) = without_derived_predicates(DOMAIN, PROBLEM).unwrap();
        assert!(!domain.contains(":derived"), "{domain}");
        assert!(domain.contains(":disjunctive-preconditions"), "{domain}");
        // The action's ?y is bound to d's ?x; d's own ?y is renamed, so the
        // argument is not captured.
        assert!(
            domain.contains("(exists (?inl-1) (and (q ?y ?inl-1) (p ?inl-1)))"),
            "{domain}"
        );
        // e's body uses d: inlined twice over.
        assert!(
            domain.contains("(not (exists (?inl-2) (exists (?inl-3) (and (q ?inl-2 ?inl-3) (p ?inl-3)))))"),
            "{domain}"
        );
        assert!(!domain.contains("(d ?x)"), "the declaration is gone: {domain}");
        assert!(
            problem.contains("(:goal (and (exists (?inl-4) (and (q o2 ?inl-4) (p ?inl-4))) (r o1)))"),
            "{problem}"
        );
    }

    #[test]
    fn recursive_rules_and_bad_arities_are_errors_not_loops() {
        let recursive = "(define (domain d) (:derived (a ?x) (a ?x)) (:action m :parameters () :precondition (a o) :effect (b)))";
        let e = without_derived_predicates(recursive, PROBLEM).unwrap_err();
        assert!(e.to_string().contains("recursive"), "{e}");
        let arity = "(define (domain d) (:derived (a ?x) (b ?x)) (:action m :parameters () :precondition (a) :effect (b)))";
        let e = without_derived_predicates(arity, PROBLEM).unwrap_err();
        assert!(e.to_string().contains("0 arguments"), "{e}");
        assert!(without_derived_predicates("(define (domain d)", PROBLEM)
            .unwrap_err()
            .to_string()
            .contains("not closed"));
    }
}
