//! Benchmark reporting: summary statistics, Markdown tables, incremental
//! CSV rows and log-scale SVG plots. The runners live in `commands::bench`.

use plotters::prelude::*;
use std::collections::BTreeMap;
use std::path::Path;

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

/// Formats an optional number with `digits` decimals, `-` when absent.
pub fn fmt(x: Option<f64>, digits: usize) -> String {
    x.map(|v| format!("{v:.digits$}")).unwrap_or_else(|| "-".into())
}

/// A Markdown table.
pub fn markdown(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut s = format!(
        "| {} |\n|{}|\n",
        header.join(" | "),
        header.iter().map(|_| "---").collect::<Vec<_>>().join("|")
    );
    for r in rows {
        s.push_str(&format!("| {} |\n", r.join(" | ")));
    }
    s
}

/// Peak resident memory of this process so far, in MB (Linux `ru_maxrss`).
pub fn peak_rss_mb() -> f64 {
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe {
        libc::getrusage(libc::RUSAGE_SELF, &mut ru);
    }
    ru.ru_maxrss as f64 / 1024.0
}

/// One line of a plot: a label and (x, y) points.
pub type Series = (String, Vec<(f64, f64)>);

/// Writes a log-scale line plot (y > 0 only) as SVG.
pub fn svg_plot(path: &Path, title: &str, x_label: &str, y_label: &str, series: &[Series]) -> Result<(), String> {
    let pts: Vec<(f64, f64)> = series
        .iter()
        .flat_map(|s| s.1.iter().copied())
        .filter(|p| p.1 > 0.0)
        .collect();
    if pts.is_empty() {
        return Err("nothing to plot".into());
    }
    let (x0, x1) = pts.iter().fold((f64::MAX, f64::MIN), |a, p| (a.0.min(p.0), a.1.max(p.0)));
    let (y0, y1) = pts.iter().fold((f64::MAX, f64::MIN), |a, p| (a.0.min(p.1), a.1.max(p.1)));
    let root = SVGBackend::new(path, (900, 560)).into_drawing_area();
    let e = |e: DrawingAreaErrorKind<_>| e.to_string();
    root.fill(&WHITE).map_err(e)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d((x0 - 0.5)..(x1 + 0.5), (y0 / 2.0..y1 * 2.0).log_scale())
        .map_err(e)?;
    chart.configure_mesh().x_desc(x_label).y_desc(y_label).draw().map_err(e)?;
    for (i, (label, points)) in series.iter().enumerate() {
        let color = Palette99::pick(i).to_rgba();
        let pts: Vec<(f64, f64)> = points.iter().copied().filter(|p| p.1 > 0.0).collect();
        chart
            .draw_series(LineSeries::new(pts.clone(), color.stroke_width(2)))
            .map_err(e)?
            .label(label.clone())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], color.stroke_width(2)));
        chart
            .draw_series(pts.iter().map(|&p| Circle::new(p, 3, color.filled())))
            .map_err(e)?;
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()
        .map_err(e)?;
    root.present().map_err(e)?;
    Ok(())
}

/// Groups values by a key, keeping key order.
pub fn group<K: Ord, V>(items: impl IntoIterator<Item = (K, V)>) -> BTreeMap<K, Vec<V>> {
    let mut m: BTreeMap<K, Vec<V>> = BTreeMap::new();
    for (k, v) in items {
        m.entry(k).or_default().push(v);
    }
    m
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
    }

    #[test]
    fn svg_plot_writes_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.svg");
        svg_plot(&path, "t", "n", "ms", &[("a".into(), vec![(4.0, 1.0), (5.0, 10.0)])]).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.starts_with("<svg") && text.contains("polyline"),
            "{}",
            &text[..100.min(text.len())]
        );
    }
}
