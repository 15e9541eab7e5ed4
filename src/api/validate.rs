//! Plan validation for both games and every front end: the native replay
//! of a plan text (planner actions of any encoding, Solo Chess move lists,
//! UCI, SAN or PGN movetext), VAL's verdict on a planner plan, and the one
//! rule that combines them (a disagreement is an encoding bug, exit 6).
//!
//! Both games share the "an earlier illegal step comes first" rule: a
//! planner plan whose action names no move is judged by the round trip's
//! own check ([`Task::check_plan`]), which reports an earlier illegal
//! move before the unmappable action.

use super::{Failure, Status};
use crate::chess::fen::to_fen;
use crate::chess::goal::Goal;
use crate::chess::movegen::{explain_illegal, play};
use crate::chess::san::parse_san;
use crate::chess::uci::parse_uci;
use crate::chess::{Move, Position};
use crate::planner::val::{self, ValVerdict};
use crate::roundtrip::{CheckedPlan, Task};
use crate::solo::rules::notation::{parse_move, to_solo_fen};
use crate::solo::rules::position::{replay_plan, Replay};
use crate::solo::{Puzzle, WrittenMove};
use std::path::Path;

/// The native replay's judgement of a plan: valid or not, and why (the
/// final position, or the first failing step and its reason).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Judgement {
    pub valid: bool,
    pub detail: String,
}

impl Judgement {
    pub fn valid(detail: String) -> Judgement {
        Judgement { valid: true, detail }
    }
    pub fn invalid(detail: String) -> Judgement {
        Judgement { valid: false, detail }
    }
}

/// A plan text and the name its errors give it (a file name, `plan`).
#[derive(Clone, Copy, Debug)]
pub struct PlanText<'a> {
    pub text: &'a str,
    pub name: &'a str,
}

impl PlanText<'_> {
    fn bad(&self, what: impl std::fmt::Display) -> Failure {
        Failure::bad_input(format!("plan '{}': {what}", self.name))
    }
}

/// The native judgement of a plan for a task of either game. Malformed
/// text is exit 2 ([`Failure`]); a well-formed plan that breaks the rules
/// is an invalid [`Judgement`].
pub fn native(task: &Task, plan: PlanText<'_>) -> Result<Judgement, Failure> {
    match task {
        Task::Solo { puzzle, .. } => solo_plan(puzzle, plan),
        Task::Chess(p) => chess_plan(&p.start, &p.goal, plan),
    }
}

/// Why a planner plan whose action `unmappable` names no move fails, as
/// the round trip's check names it: an earlier illegal move is the first
/// failing step, else the unmappable action itself.
pub fn first_failure(task: &Task, actions: &[crate::pddl::plan::Action], unmappable: String) -> String {
    match task.check_plan(actions) {
        CheckedPlan::Invalid { reason, .. } | CheckedPlan::Unmappable { reason } => reason,
        CheckedPlan::Valid { .. } => unmappable,
    }
}

/// A Solo Chess plan read for a puzzle: its moves, or the failing step of
/// a planner plan with an action that is no capture.
enum SoloMoves {
    Moves(Vec<WrittenMove>),
    InvalidStep(String),
}

fn read_solo_moves(p: &Puzzle, plan: PlanText<'_>) -> Result<SoloMoves, Failure> {
    let moves = if crate::pddl::plan::is_planner_plan(plan.text) {
        let actions = crate::pddl::plan::parse_plan(plan.text).map_err(|e| plan.bad(e))?;
        match crate::pddl::solo_plan::actions_to_moves(p, &actions) {
            Ok(m) => m,
            Err(e) => {
                let task = Task::Solo {
                    puzzle: p.clone(),
                    encoding: crate::pddl::Encoding::Squares, // the mapping reads every encoding's actions
                };
                return Ok(SoloMoves::InvalidStep(first_failure(&task, &actions, e.to_string())));
            }
        }
    } else {
        let mut moves = Vec::new();
        for (i, line) in plan.text.lines().enumerate() {
            let line = line.split([';', '#']).next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let m = parse_move(p.board(), line)
                .map_err(|e| Failure::bad_input(format!("plan '{}' line {}: {e}", plan.name, i + 1)))?;
            moves.push(m);
        }
        moves
    };
    if moves.is_empty() && p.pieces().len() > 1 {
        return Err(plan.bad("no moves in the file"));
    }
    Ok(SoloMoves::Moves(moves))
}

fn solo_plan(p: &Puzzle, plan: PlanText<'_>) -> Result<Judgement, Failure> {
    let moves = match read_solo_moves(p, plan)? {
        SoloMoves::Moves(m) => m,
        SoloMoves::InvalidStep(why) => return Ok(Judgement::invalid(why)),
    };
    let replay = replay_plan(p, &moves);
    Ok(match &replay {
        Replay::Valid(pos) => Judgement::valid(format!(
            "{} captures, final position {}",
            moves.len(),
            to_solo_fen(&pos.to_puzzle(p.default_budget()))
        )),
        Replay::IllegalMove { .. } => Judgement::invalid(replay.to_string()),
        Replay::PiecesLeft { position, .. } => {
            Judgement::invalid(format!("{replay}: {}", to_solo_fen(&position.to_puzzle(p.default_budget()))))
        }
    })
}

/// Whether a word is written as a SAN move (`Nf3`, `exd5`, `e8=Q+`, `O-O`),
/// legal or not: anything else in a plan is malformed (exit 2), while a SAN
/// move that matches no legal move is an illegal step (exit 1).
fn looks_like_san(word: &str) -> bool {
    let w = word.trim_end_matches(['+', '#', '!', '?']);
    if matches!(w, "O-O" | "O-O-O" | "0-0" | "0-0-0") {
        return true;
    }
    let w = match w.rsplit_once('=') {
        Some((head, promo)) if promo.len() == 1 && "QRBN".contains(promo) => head,
        Some(_) => return false,
        None => w
            .strip_suffix(['Q', 'R', 'B', 'N'])
            .filter(|h| h.ends_with(|c: char| c.is_ascii_digit()))
            .unwrap_or(w),
    };
    let w = w.strip_prefix(['K', 'Q', 'R', 'B', 'N']).unwrap_or(w);
    let b = w.as_bytes();
    if b.len() < 2 || !(b[b.len() - 2].is_ascii_lowercase() && b[b.len() - 1].is_ascii_digit()) {
        return false;
    }
    let rest = w[..w.len() - 2].trim_end_matches('x');
    rest.len() <= 2 && rest.bytes().all(|c| (b'a'..=b'h').contains(&c) || (b'1'..=b'8').contains(&c))
}

/// A chess plan: planner actions of the chess encoding, or UCI/SAN moves
/// (PGN movetext too: tags, comments, variations and the result are
/// skipped), read in order against the position they are played in so
/// that SAN can be resolved.
fn chess_plan(s: &Position, g: &Goal, plan: PlanText<'_>) -> Result<Judgement, Failure> {
    if crate::pddl::plan::is_planner_plan(plan.text) {
        let parsed = crate::pddl::plan::parse_plan_file(plan.text).map_err(|e| plan.bad(e))?;
        let moves = match crate::pddl::chess_plan::actions_to_moves(s, &parsed.actions) {
            Ok(m) => m,
            Err(e) => {
                let task = Task::Chess(crate::chess::problem::ChessProblem {
                    name: None,
                    start: s.clone(),
                    goal: g.clone(),
                });
                return Ok(Judgement::invalid(first_failure(&task, &parsed.actions, e.to_string())));
            }
        };
        return Ok(chess_replay(s, g, &moves));
    }
    // Reading stops at the first illegal move (the replay names it) or at a
    // SAN move that matches no legal move.
    let words = crate::chess::pgn::movetext(plan.text).map_err(|e| plan.bad(e))?;
    let mut moves = Vec::new();
    let mut pos = s.clone();
    for crate::chess::pgn::MoveWord { line, text: word } in &words {
        let uci = parse_uci(s, word);
        if uci.is_none() && !looks_like_san(word) {
            return Err(Failure::bad_input(format!(
                "plan '{}' line {line}: '{}' is neither a UCI nor a SAN move",
                plan.name,
                crate::files::clip(word, crate::files::QUOTE_CHARS)
            )));
        }
        let Some(mv) = uci.or_else(|| parse_san(&pos, word)) else {
            return Ok(Judgement::invalid(format!(
                "move {} {word}: no legal move matches in {}",
                moves.len() + 1,
                to_fen(&pos)
            )));
        };
        moves.push(mv);
        if explain_illegal(&pos, mv).is_some() {
            break;
        }
        pos = play(&pos, mv);
    }
    Ok(chess_replay(s, g, &moves))
}

fn chess_replay(s: &Position, g: &Goal, moves: &[Move]) -> Judgement {
    match crate::chess::search::check_plan(s, g, moves) {
        Ok(end) => Judgement::valid(format!("{} moves, final position {}", moves.len(), to_fen(&end))),
        Err(why) => Judgement::invalid(why.to_string()),
    }
}

/// What VAL needs besides the plan: the PDDL files (VAL reads them), its
/// program (`None`: discovered) and its time limit.
#[derive(Clone, Copy, Debug)]
pub struct ValInputs<'a> {
    pub domain: &'a Path,
    pub problem: &'a Path,
    pub program: Option<&'a Path>,
    pub time_limit: crate::limits::TimeLimit,
}

/// VAL's verdict on a planner plan (any planner format; rewritten one
/// action per line for VAL in a temporary folder).
pub fn with_val(plan: PlanText<'_>, inputs: ValInputs<'_>) -> Result<ValVerdict, Failure> {
    // A plan with no action line at all (`; cost = 0` for a one-piece puzzle) is the empty plan.
    let has_content = plan.text.lines().map(str::trim).any(|l| !l.is_empty() && !l.starts_with(';'));
    if has_content && !crate::pddl::plan::is_planner_plan(plan.text) {
        return Err(plan.bad("VAL checks planner plans ((action args) lines), not move lists"));
    }
    let parsed = crate::pddl::plan::parse_plan_file(plan.text).map_err(|e| plan.bad(e))?;
    let validator = val::discover(inputs.program)?.ok_or_else(|| {
        Failure::new(
            Status::PlannerMissing,
            "VAL not found: run scripts/install-planners.sh, or pass --val-path or set SOLOPDDL_VAL",
        )
    })?;
    let dir = crate::roundtrip::temp_dir()?;
    let plan_for_val = dir.path().join("plan");
    std::fs::write(&plan_for_val, val::plan_text(&parsed.actions))
        .map_err(|e| Failure::new(Status::OutputError, format!("'{}': {e}", plan_for_val.display())))?;
    let limit = inputs
        .time_limit
        .duration()
        .unwrap_or(std::time::Duration::from_secs(u32::MAX as u64));
    Ok(
        val::validate(&validator, inputs.domain, inputs.problem, &plan_for_val, dir.path(), limit)
            .map_err(crate::roundtrip::RoundTripError::from)?,
    )
}

/// Both verdicts on one plan, and the rule that combines them.
#[derive(Clone, Debug)]
pub struct Validation {
    pub native: Option<Judgement>,
    pub val: Option<ValVerdict>,
}

/// The JSON shape of a validation (`validate --json`, the web API).
#[derive(serde::Serialize)]
struct ValidationJson<'a> {
    /// true, false, or null (the validators disagree, or none judged).
    valid: Option<bool>,
    native: &'a Option<Judgement>,
    val: Option<String>,
}

impl serde::Serialize for Validation {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        ValidationJson {
            valid: self.valid(),
            native: &self.native,
            val: self.val.as_ref().map(ValVerdict::label),
        }
        .serialize(s)
    }
}

impl Validation {
    /// The combined verdict: `None` when the two disagree or neither judged.
    pub fn valid(&self) -> Option<bool> {
        let native = self.native.as_ref().map(|j| j.valid);
        let val = self.val.as_ref().and_then(ValVerdict::judged_valid);
        match (native, val, &self.val) {
            (Some(n), Some(v), _) if n != v => None,
            (Some(n), _, None) => Some(n),
            (_, Some(v), _) => Some(v),
            _ => None,
        }
    }

    /// The exit status: 0 valid, 1 invalid; VAL out of time 3, missing 9,
    /// unable to read the task 2, crashed 8; the native replay and VAL
    /// disagreeing 6 (an encoding bug).
    pub fn status(&self) -> Result<Status, Failure> {
        let native = self
            .native
            .as_ref()
            .map(|j| if j.valid { Status::Success } else { Status::Negative });
        let Some(val) = &self.val else {
            return native.ok_or_else(|| Failure::bad_input("nothing to validate against: give a task or PDDL"));
        };
        use ValVerdict as V;
        let val_status = match val {
            V::Valid => Status::Success,
            V::Invalid { .. } => Status::Negative,
            V::Timeout => return Err(Failure::new(Status::Unknown, "VAL ran out of time")),
            V::Unavailable => return Err(Failure::new(Status::PlannerMissing, "VAL not found")),
            V::Error { message } => return Err(Failure::bad_input(format!("VAL could not judge the plan: {message}"))),
            V::Crashed { message } => return Err(Failure::new(Status::PlannerError, format!("VAL failed: {message}"))),
        };
        match native {
            Some(n) if n != val_status => Err(Failure::new(
                Status::PlanInvalid,
                format!(
                    "the native replay and VAL disagree (an encoding bug): native {}, VAL {}",
                    if n == Status::Success { "valid" } else { "invalid" },
                    val.label()
                ),
            )),
            _ => Ok(val_status),
        }
    }
}

/// Validates one plan: natively against `task` (if given) and with VAL
/// (if `val` is given), combined by [`Validation::status`].
pub fn validate(task: Option<&Task>, plan: PlanText<'_>, val: Option<ValInputs<'_>>) -> Result<Validation, Failure> {
    let native = task.map(|t| native(t, plan)).transpose()?;
    let val = val.map(|inputs| with_val(plan, inputs)).transpose()?;
    Ok(Validation { native, val })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn san_shapes() {
        for ok in ["Nf3", "exd5", "e8=Q+", "O-O", "0-0-0", "Raxd1#", "Qh4xe1", "e4", "b8Q"] {
            assert!(looks_like_san(ok), "{ok}");
        }
        for bad in ["Zz9", "hello", "e9x", "Nf", "=Q", "K", "e8=K"] {
            assert!(!looks_like_san(bad), "{bad}");
        }
    }

    #[test]
    fn one_validate_serves_both_games() {
        let solo = Task::Solo {
            puzzle: crate::solo::rules::notation::parse_solo_fen("8/8/8/8/8/8/8/QR6 2").unwrap(),
            encoding: crate::pddl::Encoding::Squares,
        };
        let ok = validate(
            Some(&solo),
            PlanText {
                text: "Qa1xb1\n",
                name: "p",
            },
            None,
        )
        .unwrap();
        assert_eq!((ok.valid(), ok.status().unwrap()), (Some(true), Status::Success));
        let chess = Task::Chess(
            crate::chess::problem::problem_from_fens(
                crate::chess::fen::INITIAL_FEN,
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b",
            )
            .unwrap(),
        );
        let ok = validate(Some(&chess), PlanText { text: "e4", name: "p" }, None).unwrap();
        assert_eq!(ok.valid(), Some(true));
        let bad = validate(Some(&chess), PlanText { text: "e3", name: "p" }, None).unwrap();
        assert_eq!((bad.valid(), bad.status().unwrap()), (Some(false), Status::Negative));
        assert!(validate(
            Some(&chess),
            PlanText {
                text: "hello",
                name: "p"
            },
            None
        )
        .is_err());
    }
}
