//! The figures Fast Downward prints (translator and search time, task size,
//! expansions, plan length, peak memory); absent ones stay `None`.

/// Figures of one planner run.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Stats {
    pub exit_code: Option<i32>,
    pub wall_time_s: f64,
    pub translator_time_s: Option<f64>,
    pub search_time_s: Option<f64>,
    pub expanded: Option<u64>,
    pub generated: Option<u64>,
    pub plan_length: Option<u64>,
    /// The real peak resident memory of the planner's processes (from the
    /// kernel), or the largest peak the planner printed if that is larger.
    pub peak_memory_kb: Option<u64>,
    pub variables: Option<u64>,
    pub operators: Option<u64>,
    pub axioms: Option<u64>,
}

impl std::fmt::Display for Stats {
    /// The figures on one line, `-` where the planner printed none:
    /// `translator 0.120s search 0.031s wall 0.402s; expanded 12 generated 40; …`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = |x: Option<f64>| x.map_or_else(|| "-".into(), |v| format!("{v:.3}s"));
        let n = |x: Option<u64>| x.map_or_else(|| "-".into(), |v| v.to_string());
        write!(
            f,
            "translator {} search {} wall {:.3}s; expanded {} generated {}; plan length {}; peak memory {} KB; variables {} operators {} axioms {}",
            s(self.translator_time_s),
            s(self.search_time_s),
            self.wall_time_s,
            n(self.expanded),
            n(self.generated),
            n(self.plan_length),
            n(self.peak_memory_kb),
            n(self.variables),
            n(self.operators),
            n(self.axioms)
        )
    }
}

/// The number after the last occurrence of `key` that is followed by one
/// (A* also prints "Expanded until last jump: N", which must not hide
/// "Expanded N state(s)").
fn number_after<T: std::str::FromStr>(text: &str, key: &str) -> Option<T> {
    text.rmatch_indices(key).find_map(|(i, _)| {
        text[i + key.len()..]
            .split_whitespace()
            .next()?
            .trim_end_matches(['s', ','])
            .parse()
            .ok()
    })
}

/// Parses the statistics Fast Downward prints.
pub fn parse_stats(stdout: &str) -> Stats {
    let done = stdout.rfind("Done! [").map_or("", |i| &stdout[i..]);
    let translator = done.lines().next().filter(|l| l.starts_with("Done! [")).and_then(|l| {
        let i = l.find("CPU, ")?;
        l[i + 5..].split('s').next()?.parse().ok()
    });
    let peak_search: Option<u64> = number_after(stdout, "Peak memory: ");
    let peak_translate: Option<u64> = number_after(stdout, "Translator peak memory: ");
    Stats {
        translator_time_s: translator,
        search_time_s: number_after(stdout, "] Search time: "),
        expanded: number_after(stdout, "] Expanded "),
        generated: number_after(stdout, "] Generated "),
        plan_length: number_after(stdout, "] Plan length: "),
        peak_memory_kb: peak_search.max(peak_translate),
        variables: number_after(stdout, "Translator variables: "),
        operators: number_after(stdout, "Translator operators: "),
        axioms: number_after(stdout, "Translator axioms: "),
        ..Stats::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_print_on_one_line_with_dashes_for_missing_figures() {
        let st = Stats {
            wall_time_s: 0.4,
            expanded: Some(12),
            ..Stats::default()
        };
        assert_eq!(
            st.to_string(),
            "translator - search - wall 0.400s; expanded 12 generated -; plan length -; peak memory - KB; variables - operators - axioms -"
        );
    }

    #[test]
    fn regression_astar_expansions_are_read_past_until_last_jump() {
        let out = "[t=0.002643s, 10544 KB] Expanded 9 state(s).\n[t=0.002643s, 10544 KB] Generated 18 state(s).\n\
[t=0.002643s, 10544 KB] Expanded until last jump: 7 state(s).\n[t=0.002643s, 10544 KB] Generated until last jump: 17 state(s).\n";
        let s = parse_stats(out);
        assert_eq!(s.expanded, Some(9));
        assert_eq!(s.generated, Some(18));
    }

    #[test]
    fn stats_are_read_from_planner_output() {
        let out = "Translator variables: 12\nTranslator operators: 345\nTranslator axioms: 0\nTranslator peak memory: 27664 KB\nDone! [0.120s CPU, 0.131s wall-clock]\n[t=0.01s, 10548 KB] Plan length: 3 step(s).\n[t=0.01s, 10548 KB] Expanded 4 state(s).\n[t=0.01s, 10548 KB] Generated 9 state(s).\n[t=0.01s, 10548 KB] Search time: 0.000239s\nPeak memory: 10548 KB\n";
        let s = parse_stats(out);
        assert_eq!(s.variables, Some(12));
        assert_eq!(s.operators, Some(345));
        assert_eq!(s.axioms, Some(0));
        assert_eq!(s.plan_length, Some(3));
        assert_eq!(s.expanded, Some(4));
        assert_eq!(s.generated, Some(9));
        assert_eq!(s.translator_time_s, Some(0.131));
        assert_eq!(s.search_time_s, Some(0.000239));
        assert_eq!(s.peak_memory_kb, Some(27664));
    }
}
