//! Memory sizes as written on command lines: `512M`, `4G`, `100K` (powers
//! of 1024, Fast Downward's syntax) or a plain number of bytes.

/// Parses a size into bytes; `None` if malformed or zero.
pub fn parse_size(text: &str) -> Option<u64> {
    let s = text.trim();
    let (digits, unit) = match s.char_indices().last()? {
        (i, c) if c.is_ascii_alphabetic() => (&s[..i], c.to_ascii_uppercase()),
        _ => (s, 'B'),
    };
    let shift = match unit {
        'B' => 0,
        'K' => 10,
        'M' => 20,
        'G' => 30,
        'T' => 40,
        _ => return None,
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u64 = digits.parse().ok()?;
    n.checked_mul(1u64 << shift).filter(|&b| b > 0)
}

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("512M"), Some(512 << 20));
        assert_eq!(parse_size("4g"), Some(4 << 30));
        assert_eq!(parse_size("1000"), Some(1000));
        for bad in ["", "G", "12X", "-1G", "1.5G", "0", "99999999999T"] {
            assert_eq!(parse_size(bad), None, "{bad}");
        }
    }
}
