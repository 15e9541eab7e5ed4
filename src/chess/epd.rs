//! EPD problem sets: one position per line, the four FEN fields (placement,
//! side to move, castling, en passant) and then operations `opcode
//! operands;`. solopddl reads the goal from the `goal` opcode (a FEN
//! placement, with a side to move if the goal fixes it) and a name from
//! `id`; other opcodes (`bm`, `c0`, `hmvc`, …) are kept out of the way.
//! Blank lines and lines starting with `#` are skipped.

use super::fen::parse_fen;
use super::problem::{check_boards, parse_goal, ChessProblem};

/// A malformed EPD line; the message names the line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct EpdError {
    pub line: usize,
    pub message: String,
}

/// Splits the operations after the FEN fields into (opcode, operand) pairs;
/// quoted operands may hold `;` and spaces.
fn operations(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut ops = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let (token, after) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let after = after.trim_start();
        // `opcode;`: an operation without operands.
        if let Some(opcode) = token.strip_suffix(';') {
            ops.push((opcode.to_string(), String::new()));
            rest = after;
            continue;
        }
        let (operand, tail) = match after.strip_prefix('"') {
            Some(q) => {
                let end = q.find('"').ok_or_else(|| format!("opcode {token}: unterminated string"))?;
                let tail = q[end + 1..].trim_start();
                let tail = tail
                    .strip_prefix(';')
                    .ok_or_else(|| format!("opcode {token}: expected ';' after the string"))?;
                (q[..end].to_string(), tail)
            }
            None => {
                let end = after.find(';').ok_or_else(|| format!("opcode {token}: expected ';'"))?;
                (after[..end].trim().to_string(), &after[end + 1..])
            }
        };
        ops.push((token.to_string(), operand));
        rest = tail.trim_start();
    }
    Ok(ops)
}

/// Reads an EPD problem set; each record needs a `goal` operation.
pub fn parse_epd(text: &str) -> Result<Vec<ChessProblem>, EpdError> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |message: String| EpdError { line: i + 1, message };
        let fields: Vec<&str> = line.splitn(5, char::is_whitespace).collect();
        if fields.len() < 4 {
            return Err(err("expected placement, side to move, castling and en passant fields".into()));
        }
        let start = parse_fen(&fields[..4].join(" ")).map_err(|e| err(e.to_string()))?;
        let ops = operations(fields.get(4).copied().unwrap_or("")).map_err(err)?;
        // An opcode given twice is ambiguous (which goal?): EPD allows each once.
        for (k, (o, _)) in ops.iter().enumerate() {
            if ops[..k].iter().any(|(p, _)| p == o) {
                return Err(err(format!("the {o} operation is given twice")));
            }
        }
        let goal_text = ops
            .iter()
            .find(|(o, _)| o == "goal")
            .map(|(_, v)| v.as_str())
            .ok_or_else(|| err("no goal operation (e.g. goal \"4k3/8/8/8/4P3/8/8/4K3\";)".into()))?;
        let goal = parse_goal(goal_text).map_err(|e| err(format!("goal: {e}")))?;
        check_boards(&start, &goal).map_err(|e| err(e.to_string()))?;
        let name = ops.iter().find(|(o, _)| o == "id").map(|(_, v)| v.clone());
        out.push(ChessProblem { name, start, goal });
    }
    if out.is_empty() {
        return Err(EpdError {
            line: 0,
            message: "no EPD records".into(),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_read_with_goal_and_id() {
        let text = "# two records\n\
4k3/8/8/8/8/8/4P3/4K3 w - - goal \"4k3/8/8/8/4P3/8/8/4K3\"; id \"push\";\n\
k1K1/4/3r/RR2 b - - id \"4x4 row 1\"; c0 \"a; b\"; goal \"k1K1/4/r3/RR2\";\n";
        let v = parse_epd(text).unwrap();
        assert_eq!(v.len(), 2);
        assert_eq!(v[0].name.as_deref(), Some("push"));
        assert_eq!(v[1].name.as_deref(), Some("4x4 row 1"));
        assert_eq!(v[1].goal.turn, None);
    }

    #[test]
    fn bad_records_name_the_line() {
        let e = parse_epd("4k3/8/8/8/8/8/4P3/4K3 w - - id \"x\";\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.message.contains("no goal"), "{e}");
        let e = parse_epd("\n4k3/8/8/8/8/8/4P3/4K3 w - - goal \"4k3/8;\n").unwrap_err();
        assert_eq!(e.line, 2);
        let e = parse_epd("4k3/8/8/8/8/8/4P3/4K3 w - - goal \"4k3/8/8/8/4P3/8/8/4K3\"; goal \"4k3/8/8/8/8/4P3/8/4K3\";\n")
            .unwrap_err();
        assert!(e.message.contains("goal operation is given twice"), "{e}");
        let e = parse_epd("4k3/8/8 w - - goal \"4k3/8/8/8/4P3/8/8/4K3\";\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(parse_epd("# nothing\n").is_err());
    }
}
