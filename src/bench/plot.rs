//! The benchmark plots, one drawing function for all of them: lines per
//! solver over piece counts (integer ticks) or named instances, a coverage
//! plot (solved instances against time) and a per-instance scatter plot.
//! Runs without a result are never dropped silently: a line breaks where a
//! point is missing, and an unsolved run is a cross at the limit. The
//! legend sits beside the data, log axes say "(log)", labels are shortened.

use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::Path;

/// What the horizontal axis shows.
#[derive(Clone, Debug)]
pub enum XAxis {
    /// Piece counts: integer ticks.
    Levels,
    /// Instances by name, at x = 1, 2, ….
    Names(Vec<String>),
    /// Seconds on a log scale.
    LogSeconds,
}

/// One solver's points, and where it left runs unsolved (x positions).
#[derive(Clone, Debug, Default)]
pub struct Line {
    pub label: String,
    pub points: Vec<(f64, f64)>,
    pub unsolved: Vec<f64>,
}

/// A whole plot.
#[derive(Clone, Debug)]
pub struct Plot {
    pub title: String,
    pub x: XAxis,
    pub x_label: String,
    pub y_label: String,
    pub y_log: bool,
    pub lines: Vec<Line>,
    /// The y value of the limit (unsolved crosses are drawn there; a dashed line marks it).
    pub limit: Option<f64>,
    /// Join each line's points (false: markers only, as in a scatter plot).
    pub connect: bool,
    /// Draw y = x (scatter plots of two times).
    pub diagonal: bool,
}

impl Plot {
    /// A plot over piece counts (integer ticks), log y, each line joined
    /// where it has points; `limit` the y of the runs' limit, if any.
    pub fn by_level(title: &str, y_label: &str, lines: Vec<Line>, limit: Option<f64>) -> Plot {
        Plot {
            title: title.into(),
            x: XAxis::Levels,
            x_label: "pieces".into(),
            y_label: y_label.into(),
            y_log: true,
            lines,
            limit,
            connect: true,
            diagonal: false,
        }
    }
}

/// A label for the legend: paths cut to their last two parts, at most 42
/// characters (cut in the middle, so that a suffix such as `/sas` stays).
pub fn short_label(label: &str) -> String {
    let words: Vec<String> = label
        .split(' ')
        .map(|w| {
            let parts: Vec<&str> = w.split('/').filter(|p| !p.is_empty() && *p != "..").collect();
            if parts.len() > 2 && w.contains('/') && !w.contains('(') {
                parts[parts.len() - 2..].join("/")
            } else {
                w.to_string()
            }
        })
        .collect();
    let s = words.join(" ");
    let n = s.chars().count();
    if n > 42 {
        let head: String = s.chars().take(24).collect();
        let tail: String = s.chars().skip(n - 17).collect();
        format!("{head}…{tail}")
    } else {
        s
    }
}

fn to_axis(v: f64, log: bool) -> f64 {
    if log {
        v.max(1e-9).log10()
    } else {
        v
    }
}

/// A tick label of a log axis (the exponent `e` stands for 10^e): powers
/// of ten as plain numbers, other ticks (an axis spanning less than a
/// decade has few powers of ten, or none) in two significant digits.
fn log_tick(e: f64) -> String {
    let v = 10f64.powf(e);
    if (e - e.round()).abs() < 1e-6 {
        if v >= 1.0 {
            format!("{v:.0}")
        } else {
            format!("{}", (v * 1e9).round() / 1e9)
        }
    } else if !(1e-3..1e4).contains(&v) {
        format!("{v:.1e}")
    } else {
        // Two significant digits, trailing zeros dropped: 0.0031, 0.25, 3.2, 450.
        let digits = (1 - v.log10().floor() as i32).max(0) as usize;
        let text = format!("{v:.digits$}");
        if text.contains('.') {
            text.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            text
        }
    }
}

/// The runs of consecutive present x positions of a line, over the union of
/// every line's x positions: a missing position breaks the line.
fn segments(line: &Line, domain: &[f64]) -> Vec<Vec<(f64, f64)>> {
    let mut out: Vec<Vec<(f64, f64)>> = vec![];
    let mut current: Vec<(f64, f64)> = vec![];
    for &x in domain {
        match line.points.iter().find(|p| (p.0 - x).abs() < 1e-9) {
            Some(&p) => current.push(p),
            None if !current.is_empty() => out.push(std::mem::take(&mut current)),
            None => {}
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// Draws the plot as SVG.
pub fn draw(path: &Path, plot: &Plot) -> Result<(), String> {
    let x_log = matches!(plot.x, XAxis::LogSeconds);
    let tx = |x: f64| to_axis(x, x_log);
    let ty = |y: f64| to_axis(y, plot.y_log);
    let mut xs: Vec<f64> = plot
        .lines
        .iter()
        .flat_map(|l| l.points.iter().map(|p| p.0).chain(l.unsolved.iter().copied()))
        .collect();
    let ys: Vec<f64> = plot
        .lines
        .iter()
        .flat_map(|l| l.points.iter().map(|p| p.1))
        .chain(plot.limit)
        .filter(|y| !plot.y_log || *y > 0.0)
        .collect();
    if xs.is_empty() || ys.is_empty() {
        return Err("nothing to plot".into());
    }
    xs.sort_by(f64::total_cmp);
    xs.dedup_by(|a, b| (*a - *b).abs() < 1e-9);
    let (x0, x1) = (tx(xs[0]), tx(xs[xs.len() - 1]));
    let (y0, y1) = ys.iter().fold((f64::MAX, f64::MIN), |a, &y| (a.0.min(ty(y)), a.1.max(ty(y))));
    let (x0, x1) = match plot.x {
        XAxis::LogSeconds => (x0 - 0.2, x1 + 0.2),
        _ => (x0 - 0.5, x1 + 0.5),
    };
    let (y0, y1) = if plot.y_log {
        (y0 - 0.3, y1 + 0.3)
    } else {
        (0f64.min(y0), y1 + (y1 - y0).abs() * 0.08 + 1.0)
    };
    let names = match &plot.x {
        XAxis::Names(n) => n.clone(),
        _ => vec![],
    };
    let height = if names.is_empty() { 560 } else { 640 };
    let root = SVGBackend::new(path, (1100, height)).into_drawing_area();
    let e = |e: DrawingAreaErrorKind<_>| e.to_string();
    root.fill(&WHITE).map_err(e)?;
    let (area, legend) = root.split_horizontally(730);
    let y_desc = if plot.y_log {
        format!("{} (log)", plot.y_label)
    } else {
        plot.y_label.clone()
    };
    let x_desc = if x_log {
        format!("{} (log)", plot.x_label)
    } else {
        plot.x_label.clone()
    };
    let mut chart = ChartBuilder::on(&area)
        .caption(&plot.title, ("sans-serif", 19))
        .margin(12)
        .x_label_area_size(if names.is_empty() { 40 } else { 150 })
        .y_label_area_size(70)
        .build_cartesian_2d(x0..x1, y0..y1)
        .map_err(e)?;
    let y_log = plot.y_log;
    let y_fmt = move |v: &f64| if y_log { log_tick(*v) } else { format!("{v}") };
    let x_fmt = |v: &f64| match &plot.x {
        XAxis::Levels => {
            if (v - v.round()).abs() < 1e-6 {
                format!("{:.0}", v)
            } else {
                String::new()
            }
        }
        XAxis::Names(n) => {
            let i = v.round() as usize;
            if (v - v.round()).abs() < 1e-6 && i >= 1 && i <= n.len() {
                short_label(&n[i - 1]).chars().take(24).collect()
            } else {
                String::new()
            }
        }
        XAxis::LogSeconds => log_tick(*v),
    };
    let x_ticks = match &plot.x {
        XAxis::Levels => ((x1 - x0).round() as usize + 1).min(30),
        XAxis::Names(n) => n.len() + 2,
        XAxis::LogSeconds => ((x1 - x0).ceil() as usize + 1).max(5),
    };
    let y_ticks = if plot.y_log {
        ((y1 - y0).ceil() as usize + 1).max(5)
    } else {
        10
    };
    let mut mesh = chart.configure_mesh();
    mesh.x_desc(x_desc)
        .y_desc(y_desc)
        .x_labels(x_ticks)
        .y_labels(y_ticks)
        .x_label_formatter(&x_fmt)
        .y_label_formatter(&y_fmt);
    if !names.is_empty() {
        mesh.x_label_style(("sans-serif", 11).into_font().transform(FontTransform::Rotate90))
            .axis_desc_style(("sans-serif", 13));
    }
    mesh.draw().map_err(e)?;
    if let Some(limit) = plot.limit {
        let l = ty(limit);
        chart
            .draw_series(DashedLineSeries::new(
                vec![(x0, l), (x1, l)],
                6,
                4,
                BLACK.mix(0.5).stroke_width(1),
            ))
            .map_err(e)?;
    }
    if plot.diagonal {
        let (lo, hi) = (x0.max(y0), x1.min(y1));
        chart
            .draw_series(LineSeries::new(vec![(lo, lo), (hi, hi)], BLACK.mix(0.4).stroke_width(1)))
            .map_err(e)?;
    }
    let domain: Vec<f64> = xs.iter().map(|&x| tx(x)).collect();
    let top = plot.limit.map_or(y1 - 0.05 * (y1 - y0), ty);
    for (i, line) in plot.lines.iter().enumerate() {
        let color = Palette99::pick(i).to_rgba();
        let moved = Line {
            label: line.label.clone(),
            points: line
                .points
                .iter()
                .filter(|p| !plot.y_log || p.1 > 0.0)
                .map(|&(x, y)| (tx(x), ty(y)))
                .collect(),
            unsolved: line.unsolved.iter().map(|&x| tx(x)).collect(),
        };
        if plot.connect {
            // On a time axis every line is one curve (its points are the
            // line's own times, not shared positions); on levels and names a
            // position the line lacks breaks it.
            let segs = if x_log {
                let mut all = moved.points.clone();
                all.sort_by(|a, b| a.0.total_cmp(&b.0));
                vec![all]
            } else {
                segments(&moved, &domain)
            };
            for seg in segs {
                chart.draw_series(LineSeries::new(seg, color.stroke_width(2))).map_err(e)?;
            }
        }
        chart
            .draw_series(moved.points.iter().map(|&p| Circle::new(p, 3, color.filled())))
            .map_err(e)?;
        chart
            .draw_series(moved.unsolved.iter().map(|&x| Cross::new((x, top), 6, color.stroke_width(2))))
            .map_err(e)?;
    }
    draw_legend(&legend, plot).map_err(e)?;
    root.present().map_err(e)?;
    Ok(())
}

/// The legend, right of the chart: one entry per line, then what a cross means.
fn draw_legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    plot: &Plot,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let font = ("sans-serif", 13).into_font();
    let mut y = 50;
    for (i, line) in plot.lines.iter().enumerate() {
        let color = Palette99::pick(i).to_rgba();
        area.draw(&PathElement::new(vec![(4, y), (26, y)], color.stroke_width(3)))?;
        area.draw(&Circle::new((15, y), 3, color.filled()))?;
        area.draw(&Text::new(short_label(&line.label), (32, y - 7), font.clone()))?;
        y += 22;
    }
    if plot.lines.iter().any(|l| !l.unsolved.is_empty()) {
        y += 8;
        area.draw(&Cross::new((15, y), 6, BLACK.stroke_width(2)))?;
        let what = if plot.limit.is_some() {
            "unsolved (drawn at the limit)"
        } else {
            "unsolved"
        };
        area.draw(&Text::new(what, (32, y - 7), font.clone()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plot(lines: Vec<Line>) -> Plot {
        Plot {
            title: "t".into(),
            x: XAxis::Levels,
            x_label: "pieces".into(),
            y_label: "seconds".into(),
            y_log: true,
            lines,
            limit: Some(60.0),
            connect: true,
            diagonal: false,
        }
    }

    #[test]
    fn a_missing_point_breaks_the_line_and_unsolved_runs_are_crosses() {
        let a = Line {
            label: "lama".into(),
            points: vec![(4.0, 1.0), (6.0, 2.0), (10.0, 3.0)],
            unsolved: vec![8.0],
        };
        let domain = [4.0, 6.0, 8.0, 10.0];
        assert_eq!(segments(&a, &domain).len(), 2, "the gap at 8 breaks the line");
        // Log ticks: powers of ten plainly, others in two significant digits.
        assert_eq!(log_tick(-3.0), "0.001");
        assert_eq!(log_tick(2.0), "100");
        assert_eq!(log_tick(0.5), "3.2");
        assert_eq!(log_tick(-2.5), "0.0032");
        assert_eq!(log_tick(-4.5), "3.2e-5");
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.svg");
        draw(&path, &plot(vec![a])).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let series_lines = text
            .lines()
            .filter(|l| l.contains("<polyline") && l.contains("stroke-width=\"2\""))
            .count();
        assert_eq!(series_lines, 2, "the gap at 8 breaks the line into two");
        assert!(text.contains("unsolved (drawn at the limit)"));
        assert!(text.contains("seconds (log)"));
        // Integer ticks only on a level axis.
        assert!(text.contains("\n4\n</text>") && text.contains("\n10\n</text>"), "{text}");
        assert!(!text.contains("\n4.5\n") && !text.contains("\n5.5\n"), "{text}");
    }

    #[test]
    fn labels_are_shortened() {
        assert_eq!(short_label("../shared/data/solo-sample/level06"), "solo-sample/level06");
        assert_eq!(short_label("lama-first/squares"), "lama-first/squares");
        let long = short_label("fd:eager_greedy([ff(axioms=approximate_negative)])/sas");
        assert!(
            long.contains('…') && long.ends_with("/sas") && long.chars().count() == 42,
            "{long}"
        );
    }

    #[test]
    fn regression_cumulative_curves_on_a_time_axis_are_unbroken() {
        // Issue 27: each line broke wherever another line had a point, so
        // coverage curves with their own times fell apart into dots.
        let curve = |label: &str, times: &[f64]| Line {
            label: label.into(),
            points: times.iter().enumerate().map(|(i, &t)| (t, (i + 1) as f64)).collect(),
            unsolved: vec![],
        };
        let mut p = plot(vec![curve("native", &[1e-4, 0.22, 0.5]), curve("lama", &[0.2, 0.25, 0.3])]);
        p.x = XAxis::LogSeconds;
        p.y_log = false;
        p.limit = None;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("coverage.svg");
        draw(&path, &p).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let curves = text
            .lines()
            .filter(|l| l.contains("<polyline") && l.contains("stroke-width=\"2\""))
            .count();
        assert_eq!(curves, 2, "one unbroken curve per line");
    }
}
