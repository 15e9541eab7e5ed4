//! Parsers of the command-line values that are not library types with
//! `FromStr` of their own: board sizes, budgets and level ranges. One
//! parser each, so the same text means the same thing in every command.

use crate::board::Board;
use crate::solo::Budget;

/// `WxH` with each side 1..8.
pub fn board(s: &str) -> Result<Board, String> {
    s.parse()
}

/// A capture budget: a number or `-` (unlimited).
pub fn budget(s: &str) -> Result<Budget, String> {
    crate::solo::rules::notation::parse_budget(s).map_err(|e| format!("'{s}': {}", e.message))
}

/// Piece counts: `A..B` (inclusive) or a comma list, each 1..64.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Levels(pub Vec<usize>);

impl std::str::FromStr for Levels {
    type Err = String;
    fn from_str(s: &str) -> Result<Levels, String> {
        let bad = || format!("'{s}': expected A..B or a comma list of piece counts from 1 to 64");
        let v: Vec<usize> = if let Some((a, b)) = s.split_once("..") {
            let (a, b) = (
                a.trim().parse::<usize>().map_err(|_| bad())?,
                b.trim().parse::<usize>().map_err(|_| bad())?,
            );
            (a..=b).collect()
        } else {
            s.split(',')
                .map(|x| x.trim().parse::<usize>().map_err(|_| bad()))
                .collect::<Result<_, _>>()?
        };
        if v.is_empty() || v.iter().any(|&n| n == 0 || n > 64) {
            return Err(bad());
        }
        Ok(Levels(v))
    }
}

/// A finite number (`nan`, `inf` refused).
pub fn finite(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if x.is_finite() => Ok(x),
        _ => Err(format!("'{s}': expected a finite number")),
    }
}

/// A finite positive number.
pub fn positive(s: &str) -> Result<f64, String> {
    match finite(s) {
        Ok(x) if x > 0.0 => Ok(x),
        _ => Err(format!("'{s}': expected a positive number")),
    }
}

/// The text written into Lab's Slurm job script must stay one `#SBATCH`
/// option: no whitespace, control characters, quotes or `#`.
fn slurm_word(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| !c.is_whitespace() && !c.is_control() && !"\"'`#$\\;".contains(c))
}

/// A Slurm partition or QOS name (a comma list of names for partitions):
/// letters, digits, `_`, `-`, `.` and commas.
pub fn slurm_name(s: &str) -> Result<String, String> {
    let ok = !s.is_empty()
        && s.split(',')
            .all(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric() || "_-.".contains(c)));
    if ok {
        Ok(s.to_string())
    } else {
        Err(format!(
            "'{}': expected a Slurm name (letters, digits, _ - . and commas)",
            s.escape_debug()
        ))
    }
}

/// A Slurm time: `0`/`UNLIMITED`/`INFINITE`, `M`, `M:S`, `H:M:S`, `D-H`, `D-H:M` or `D-H:M:S`.
pub fn slurm_time(s: &str) -> Result<String, String> {
    let bad = || {
        format!(
            "'{}': expected a Slurm time: minutes, M:S, H:M:S, D-H, D-H:M, D-H:M:S, or UNLIMITED",
            s.escape_debug()
        )
    };
    if ["unlimited", "infinite"].contains(&s.to_ascii_lowercase().as_str()) {
        return Ok(s.to_string());
    }
    let number = |x: &str| !x.is_empty() && x.len() <= 9 && x.chars().all(|c| c.is_ascii_digit());
    let (days, clock) = match s.split_once('-') {
        Some((d, rest)) => (Some(d), rest),
        None => (None, s),
    };
    let parts: Vec<&str> = clock.split(':').collect();
    let shape_ok = match days {
        Some(d) => number(d) && (1..=3).contains(&parts.len()),
        None => (1..=3).contains(&parts.len()),
    };
    if shape_ok && parts.iter().all(|p| number(p)) {
        Ok(s.to_string())
    } else {
        Err(bad())
    }
}

/// Slurm memory: a number with an optional K, M (the default), G or T.
pub fn slurm_memory(s: &str) -> Result<String, String> {
    let digits = s.trim_end_matches(['K', 'M', 'G', 'T', 'k', 'm', 'g', 't']);
    let ok = !digits.is_empty() && digits.len() + 1 >= s.len() && digits.chars().all(|c| c.is_ascii_digit());
    if ok && digits.parse::<u64>().is_ok_and(|n| n > 0) {
        Ok(s.to_string())
    } else {
        Err(format!("'{}': expected Slurm memory such as 4096M or 4G", s.escape_debug()))
    }
}

/// Slurm memory in bytes (`slurm_memory` text; no unit: megabytes).
pub fn slurm_memory_bytes(s: &str) -> Option<u64> {
    let (digits, unit) = match s.char_indices().last()? {
        (i, c) if c.is_ascii_alphabetic() => (&s[..i], c.to_ascii_uppercase()),
        _ => (s, 'M'),
    };
    let shift = match unit {
        'K' => 10,
        'M' => 20,
        'G' => 30,
        'T' => 40,
        _ => return None,
    };
    digits.parse::<u64>().ok()?.checked_mul(1 << shift)
}

/// One entry of Slurm's `--export` list: `ALL`, `NONE`, `NAME` or `NAME=VALUE`.
pub fn slurm_export(s: &str) -> Result<String, String> {
    let (name, value) = match s.split_once('=') {
        Some((n, v)) => (n, Some(v)),
        None => (s, None),
    };
    let name_ok = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if name_ok && value.is_none_or(|v| v.is_empty() || (slurm_word(v) && !v.contains(','))) {
        Ok(s.to_string())
    } else {
        Err(format!(
            "'{}': expected an environment variable name, NAME=VALUE without spaces or quotes, ALL or NONE",
            s.escape_debug()
        ))
    }
}

/// A length in moves as composers state it, returned in plies: `12` is
/// 24 plies (the position after Black's 12th move, from the initial
/// array), `12.5` is 25 (after White's 13th). At most 100 moves.
pub fn moves_as_plies(s: &str) -> Result<u32, String> {
    let bad = || format!("'{s}': expected a number of moves such as 12 or 12.5 (12.5: 25 plies), at most 100");
    let (whole, half) = match s.trim().split_once('.') {
        Some((w, "5")) => (w, 1),
        Some((w, "0")) => (w, 0),
        Some(_) => return Err(bad()),
        None => (s.trim(), 0),
    };
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let moves: u32 = whole.parse().map_err(|_| bad())?;
    let plies = moves.checked_mul(2).map(|p| p + half).filter(|&p| p <= 200);
    plies.ok_or_else(bad)
}

/// The plies left at which a proof-game count narrows its bounds
/// (`ProofGameOptions::narrow_at`): a comma list of levels 1..=63, or
/// `none`.
pub fn narrow_levels(s: &str) -> Result<u64, String> {
    if s.trim() == "none" {
        return Ok(0);
    }
    let bad = || format!("'{s}': expected `none` or a comma list of plies left from 1 to 63, such as 30,24");
    let levels: Vec<u32> = s
        .split(',')
        .map(|x| x.trim().parse::<u32>().ok().filter(|r| (1..=63).contains(r)).ok_or_else(bad))
        .collect::<Result<_, _>>()?;
    Ok(crate::chess::proofgame::narrow_levels(&levels))
}

/// When a capped proof-game count pauses for its probe
/// (`ProofGameOptions::probe_after`): a number of positions, or `none`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProbeAfter(pub Option<u64>);

impl std::str::FromStr for ProbeAfter {
    type Err = String;
    fn from_str(s: &str) -> Result<ProbeAfter, String> {
        match s.trim() {
            "none" => Ok(ProbeAfter(None)),
            t => t
                .parse::<u64>()
                .map(|n| ProbeAfter(Some(n)))
                .map_err(|_| format!("'{s}': expected `none` or a number of positions such as 8192")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probe_after_is_positions_or_none() {
        assert_eq!("none".parse(), Ok(ProbeAfter(None)));
        assert_eq!("0".parse(), Ok(ProbeAfter(Some(0))));
        assert_eq!(" 65536 ".parse(), Ok(ProbeAfter(Some(65_536))));
        for bad in ["", "-1", "1e5", "2k", "None"] {
            assert!(bad.parse::<ProbeAfter>().is_err(), "{bad}");
        }
    }

    #[test]
    fn moves_in_composers_notation_are_plies() {
        for (text, plies) in [("12", 24), ("12.5", 25), ("0.5", 1), ("0", 0), ("3.0", 6), ("100", 200)] {
            assert_eq!(moves_as_plies(text), Ok(plies), "{text}");
        }
        for bad in ["12.3", "12.", ".5", "-1", "1e2", "100.5", "x", "", "12.55", "+3"] {
            assert!(moves_as_plies(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn regression_slurm_values_cannot_inject_job_script_lines() {
        for bad in ["debug\ntouch /tmp/pwned", "a b", "", "x;y", "p#1", "q\"x"] {
            assert!(slurm_name(bad).is_err(), "{bad:?}");
        }
        assert!(slurm_name("main,gpu").is_ok() && slurm_name("short-1.x").is_ok());
        for good in ["0", "30", "30:00", "1:30:00", "2-0", "2-12:30", "2-12:30:15", "UNLIMITED"] {
            assert!(slurm_time(good).is_ok(), "{good}");
        }
        for bad in ["1h", "1:2:3:4", "-5", "2-", "\n#SBATCH", "1 2", ""] {
            assert!(slurm_time(bad).is_err(), "{bad:?}");
        }
        for good in ["PATH", "ALL", "NONE", "SOLOPDDL_X=1", "_A=b/c"] {
            assert!(slurm_export(good).is_ok(), "{good}");
        }
        for bad in ["A B", "1X", "X=a b", "X=$(id)", "X=\n", ""] {
            assert!(slurm_export(bad).is_err(), "{bad:?}");
        }
        assert_eq!(slurm_memory_bytes("4G"), Some(4 << 30));
        assert_eq!(slurm_memory_bytes("512"), Some(512 << 20));
        for bad in ["abc", "1KB", "0", "", "4 G"] {
            assert!(slurm_memory(bad).is_err(), "{bad:?}");
        }
        assert!(finite("nan").is_err() && positive("0").is_err() && positive("0.01").is_ok());
    }

    #[test]
    fn values() {
        assert_eq!(board("5x4").unwrap().to_string(), "5x4");
        assert!(board("9x9").is_err() && board("0x3").is_err() && board("8").is_err());
        assert_eq!(budget("-").unwrap(), Budget::Unlimited);
        assert_eq!(budget("3").unwrap(), Budget::Limited(3));
        assert!(budget("x").is_err());
        assert_eq!("4..6".parse::<Levels>().unwrap().0, vec![4, 5, 6]);
        assert_eq!("4, 8".parse::<Levels>().unwrap().0, vec![4, 8]);
        for bad in ["", "6..4", "0", "65", "a..b", "4,,5"] {
            assert!(bad.parse::<Levels>().is_err(), "{bad}");
        }
        assert_eq!(narrow_levels("none"), Ok(0));
        assert_eq!(narrow_levels("30, 24"), Ok(1 << 30 | 1 << 24));
        for bad in ["", "0", "64", "30,", "x", "none,30"] {
            assert!(narrow_levels(bad).is_err(), "{bad:?}");
        }
    }
}
