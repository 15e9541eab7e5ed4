//! A solution count: exact at any size (a 14-piece puzzle can have more
//! solutions than a u64 holds), kept as a number until it is serialised,
//! where it becomes a decimal string (JSON numbers lose precision beyond
//! 2^53, and the CSV and JSON files have always carried it as text).

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};
use std::fmt;

/// The number of solutions (capture sequences) of a position.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SolutionCount(BigUint);

impl SolutionCount {
    pub fn is_zero(&self) -> bool {
        self.0.is_zero()
    }

    /// The count, or `u128::MAX` beyond it.
    pub fn saturating_u128(&self) -> u128 {
        self.0.to_u128().unwrap_or(u128::MAX)
    }

    /// The count as a float (infinite beyond f64's range).
    pub fn as_f64(&self) -> f64 {
        self.0.to_f64().unwrap_or(f64::INFINITY)
    }
}

impl From<u64> for SolutionCount {
    fn from(n: u64) -> SolutionCount {
        SolutionCount(BigUint::from(n))
    }
}

impl From<BigUint> for SolutionCount {
    fn from(n: BigUint) -> SolutionCount {
        SolutionCount(n)
    }
}

impl PartialEq<u64> for SolutionCount {
    fn eq(&self, n: &u64) -> bool {
        self.0 == BigUint::from(*n)
    }
}

impl fmt::Display for SolutionCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl std::str::FromStr for SolutionCount {
    type Err = num_bigint::ParseBigIntError;

    fn from_str(s: &str) -> Result<SolutionCount, Self::Err> {
        s.parse().map(SolutionCount)
    }
}

impl serde::Serialize for SolutionCount {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_beyond_u64_stay_exact_and_serialise_as_decimal_text() {
        let big: SolutionCount = "340282366920938463463374607431768211457".parse().unwrap();
        assert_eq!(big.saturating_u128(), u128::MAX);
        assert_eq!(
            serde_json::to_string(&big).unwrap(),
            "\"340282366920938463463374607431768211457\""
        );
        let three = SolutionCount::from(3u64);
        assert!(three == 3 && !three.is_zero() && SolutionCount::default().is_zero());
        assert_eq!(
            (three.saturating_u128(), three.as_f64(), three.to_string()),
            (3, 3.0, "3".into())
        );
    }
}
