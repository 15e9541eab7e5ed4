//! Summary statistics of benchmark samples, and rounding of the figures
//! written to CSV (so a file holds `1.2`, not `1.2000000000000002`).

use std::collections::BTreeMap;

/// Median of a sample (mean of the two middle values for even sizes).
pub fn median(xs: &[f64]) -> Option<f64> {
    if xs.is_empty() {
        return None;
    }
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    let m = v.len() / 2;
    Some(if v.len() % 2 == 1 { v[m] } else { (v[m - 1] + v[m]) / 2.0 })
}

pub fn mean(xs: &[f64]) -> Option<f64> {
    (!xs.is_empty()).then(|| xs.iter().sum::<f64>() / xs.len() as f64)
}

pub fn max(xs: &[f64]) -> Option<f64> {
    xs.iter().copied().reduce(f64::max)
}

/// Pearson correlation of two equally long samples.
pub fn correlation(xs: &[f64], ys: &[f64]) -> Option<f64> {
    let (mx, my) = (mean(xs)?, mean(ys)?);
    let cov: f64 = xs.iter().zip(ys).map(|(x, y)| (x - mx) * (y - my)).sum();
    let vx: f64 = xs.iter().map(|x| (x - mx).powi(2)).sum();
    let vy: f64 = ys.iter().map(|y| (y - my).powi(2)).sum();
    (vx > 0.0 && vy > 0.0).then(|| cov / (vx * vy).sqrt())
}

/// Formats an optional number with `digits` decimals, `-` when absent.
pub fn fmt(x: Option<f64>, digits: usize) -> String {
    x.map(|v| format!("{v:.digits$}")).unwrap_or_else(|| "-".into())
}

/// Groups values by a key, keeping key order.
pub fn group<K: Ord, V>(items: impl IntoIterator<Item = (K, V)>) -> BTreeMap<K, Vec<V>> {
    let mut m: BTreeMap<K, Vec<V>> = BTreeMap::new();
    for (k, v) in items {
        m.entry(k).or_default().push(v);
    }
    m
}

/// Rounds to six significant digits (enough for any timer or mean here).
pub fn round6(x: f64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let digits = 5 - x.abs().log10().floor() as i32;
    let p = 10f64.powi(digits.clamp(-300, 300));
    let r = (x * p).round() / p;
    // Printing through a shortest-round-trip formatter removes the binary noise.
    format!("{r:.prec$}", prec = digits.max(0) as usize).parse().unwrap_or(r)
}

/// `serialize_with` for f64 CSV fields.
pub fn ser_f64<S: serde::Serializer>(x: &f64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(round6(*x))
}

/// `serialize_with` for optional f64 CSV fields.
pub fn ser_opt_f64<S: serde::Serializer>(x: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    match x {
        Some(v) => s.serialize_some(&round6(*v)),
        None => s.serialize_none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn medians_and_means() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), Some(2.5));
        assert_eq!(median(&[]), None);
        assert_eq!(mean(&[1.0, 2.0]), Some(1.5));
        assert_eq!(max(&[1.0, 5.0, 2.0]), Some(5.0));
        assert_eq!(fmt(None, 2), "-");
        assert_eq!(fmt(Some(1.234), 1), "1.2");
        assert!((correlation(&[1.0, 2.0, 3.0], &[2.0, 4.0, 6.0]).unwrap() - 1.0).abs() < 1e-12);
    }

    #[test]
    fn regression_csv_floats_are_rounded() {
        assert_eq!(round6(0.1 + 0.2).to_string(), "0.3");
        assert_eq!(round6(1.2000000000000002).to_string(), "1.2");
        assert_eq!(round6(123456.789).to_string(), "123457");
        assert_eq!(round6(0.000123456789).to_string(), "0.000123457");
        assert_eq!(round6(0.0), 0.0);
    }
}
