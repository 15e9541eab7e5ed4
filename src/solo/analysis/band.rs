//! Difficulty bands: names for ranges of the analysis rating (the surprise
//! of random play, `-log2 P(random play solves it)`, plus the only-move
//! decisions on the luckiest solution), so a composer can say "hard" and a
//! reader knows what it means. The bounds were calibrated on the composed
//! unique-solution puzzles of BENCHMARKS.md (8×8, budget 2, king): their
//! median rating is 11.65 at 6 pieces, 19.35 at 8 and 28.0 at 10, so a
//! band starts where the median puzzle of the next size two pieces up sits.

/// A difficulty band.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Band {
    /// Rating below 12: about the median unique 4–6-piece puzzle.
    Easy,
    /// 12 to 20: the median 6–8-piece one.
    Medium,
    /// 20 to 28: the median 8–10-piece one.
    Hard,
    /// 28 and above: the median 10-piece one and beyond.
    Expert,
}

impl Band {
    pub const ALL: [Band; 4] = [Band::Easy, Band::Medium, Band::Hard, Band::Expert];

    /// The band of a rating.
    pub fn of(rating: f64) -> Band {
        Band::ALL
            .into_iter()
            .rev()
            .find(|b| rating >= b.min_rating())
            .unwrap_or(Band::Easy)
    }

    /// The lowest rating in the band.
    pub fn min_rating(self) -> f64 {
        match self {
            Band::Easy => f64::NEG_INFINITY,
            Band::Medium => 12.0,
            Band::Hard => 20.0,
            Band::Expert => 28.0,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Band::Easy => "easy",
            Band::Medium => "medium",
            Band::Hard => "hard",
            Band::Expert => "expert",
        }
    }

    /// The band's ratings in words: `below 12`, `12 to 20`, `28 and above`.
    pub fn range(self) -> String {
        match self {
            Band::Easy => "below 12".into(),
            Band::Expert => "28 and above".into(),
            b => {
                let next = Band::ALL[Band::ALL.iter().position(|&x| x == b).expect("a band") + 1];
                format!("{} to {}", b.min_rating(), next.min_rating())
            }
        }
    }
}

impl std::str::FromStr for Band {
    type Err = String;

    fn from_str(s: &str) -> Result<Band, String> {
        Band::ALL
            .into_iter()
            .find(|b| b.name() == s)
            .ok_or_else(|| format!("'{s}' is no band: easy, medium, hard or expert"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rating_falls_in_the_band_whose_range_names_it() {
        assert_eq!(Band::of(0.0), Band::Easy);
        assert_eq!(Band::of(11.99), Band::Easy);
        assert_eq!(Band::of(12.0), Band::Medium);
        assert_eq!(Band::of(19.35), Band::Medium);
        assert_eq!(Band::of(20.0), Band::Hard);
        assert_eq!(Band::of(28.0), Band::Expert);
        assert_eq!(Band::of(70.0), Band::Expert);
        assert_eq!(Band::Medium.range(), "12 to 20");
        assert_eq!(Band::Easy.range(), "below 12");
        assert_eq!("hard".parse::<Band>(), Ok(Band::Hard));
        assert!("tricky".parse::<Band>().is_err());
    }
}
