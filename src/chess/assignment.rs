//! Minimum-cost assignment of a few rows to distinct columns (at most 16
//! of each), for the journeys bound of `heuristic/journeys.rs`: every goal piece
//! needs its own current piece, so the cheapest *matching* bounds a side's
//! moves where "each goal square takes its nearest piece" lets two goal
//! squares count one piece twice.
//!
//! The Hungarian method with row and column potentials, one shortest
//! augmenting path per row: O(rows² · columns) on fixed-size arrays, no
//! allocation (it runs at every node of the proof-game search).

/// Most rows or columns [`min_cost`] takes.
pub const MAX: usize = 16;

/// A cost that stands for "impossible"; sums of fewer than 16 real costs
/// (each below 255) stay under it.
pub const IMPOSSIBLE: i32 = 1 << 20;

/// The least total cost of giving each of the `rows` rows its own column
/// among `cols` (rows ≤ cols ≤ [`MAX`]), `cost(row, col)` each; `None` if
/// every such assignment uses an [`IMPOSSIBLE`] pair.
pub fn min_cost(rows: usize, cols: usize, cost: impl Fn(usize, usize) -> i32) -> Option<u32> {
    assert!(rows <= cols && cols <= MAX, "assignment of {rows} rows to {cols} columns");
    if rows == 0 {
        return Some(0);
    }
    solve(rows, cols, cost, false).0
}

/// [`min_cost`] of a square `n` × `n` assignment with each pair's
/// *reduced cost*: every assignment costs the least plus the reduced
/// costs of its pairs (each at least 0), so one that gives row r column c
/// costs at least the least plus `reduced[r][c]`, and one that gives
/// several rows their columns, the least plus their sum. `None` as
/// [`min_cost`].
pub fn min_cost_and_reduced(n: usize, cost: impl Fn(usize, usize) -> i32) -> Option<(u32, [[i32; MAX]; MAX])> {
    assert!(n <= MAX, "assignment of {n} rows to {n} columns");
    if n == 0 {
        return Some((0, [[0; MAX]; MAX]));
    }
    let (total, reduced) = solve(n, n, cost, true);
    total.map(|t| (t, reduced))
}

/// A solved assignment kept whole, to ask the least with one column
/// taken away ([`Solved::without_column`]): one augmenting path from the
/// solved state instead of a new solve (O(rows · columns) against
/// O(rows² · columns)). The proof-game bounds ask it of every piece of a
/// colour, "what the others make when this one is captured".
pub struct Solved {
    a: [[i32; MAX]; MAX],
    rows: usize,
    cols: usize,
    state: Potentials,
}

/// The Hungarian method's state between rows: the potentials of rows
/// and columns and each column's row, 1-based as in the textbook
/// presentation (column 0 is the virtual column an augmenting path starts
/// from, row 0 none). Between rows every pair's reduced cost `a − u − v`
/// is 0 or more and 0 on matched pairs, column potentials are 0 or less
/// and below 0 only on matched columns: the conditions under which one
/// more row's augmenting path keeps the assignment least.
#[derive(Clone, Copy)]
struct Potentials {
    u: [i32; MAX + 1],
    v: [i32; MAX + 1],
    owner: [usize; MAX + 1],
}

impl Potentials {
    const EMPTY: Potentials = Potentials {
        u: [0; MAX + 1],
        v: [0; MAX + 1],
        owner: [0; MAX + 1],
    };

    /// Gives `row` a column along one shortest augmenting path, never
    /// through the 1-based column `banned` (0: none), which must have no
    /// row. A free column must be left to it.
    #[inline(always)]
    fn augment(&mut self, a: &[[i32; MAX]; MAX], cols: usize, row: usize, banned: usize) {
        const INF: i32 = i32::MAX / 4;
        let Potentials { u, v, owner } = self;
        let mut way = [0usize; MAX + 1];
        owner[0] = row;
        let mut col0 = 0usize;
        let mut min_slack = [INF; MAX + 1];
        // A banned column counts as in the tree: never chosen, and its
        // updates touch only its own potential and row 0's, read by none.
        let mut used = [false; MAX + 1];
        used[banned] = banned != 0;
        loop {
            used[col0] = true;
            let r0 = owner[col0];
            let (mut delta, mut col1) = (INF, 0usize);
            for c in 1..=cols {
                if used[c] {
                    continue;
                }
                let slack = a[r0 - 1][c - 1] - u[r0] - v[c];
                if slack < min_slack[c] {
                    min_slack[c] = slack;
                    way[c] = col0;
                }
                if min_slack[c] < delta {
                    delta = min_slack[c];
                    col1 = c;
                }
            }
            for c in 0..=cols {
                if used[c] {
                    u[owner[c]] += delta;
                    v[c] -= delta;
                } else {
                    min_slack[c] -= delta;
                }
            }
            col0 = col1;
            if owner[col0] == 0 {
                break;
            }
        }
        // Flip the path back to the virtual column.
        loop {
            let prev = way[col0];
            owner[col0] = owner[prev];
            col0 = prev;
            if col0 == 0 {
                break;
            }
        }
    }

    /// The cost of the assignment the columns' rows make.
    fn total(&self, a: &[[i32; MAX]; MAX], cols: usize) -> Option<u32> {
        let total: i32 = (1..=cols)
            .filter(|&c| self.owner[c] != 0)
            .map(|c| a[self.owner[c] - 1][c - 1])
            .sum();
        (total < IMPOSSIBLE).then_some(total as u32)
    }
}

impl Solved {
    /// Solves the assignment of `rows` rows to `cols` columns (rows ≤ cols
    /// ≤ [`MAX`]) as [`min_cost`] does, keeping what
    /// [`Solved::without_column`] starts from.
    #[inline(always)]
    pub fn new(rows: usize, cols: usize, cost: impl Fn(usize, usize) -> i32) -> Solved {
        assert!(rows <= cols && cols <= MAX, "assignment of {rows} rows to {cols} columns");
        let a = costs(rows, cols, cost);
        let mut state = Potentials::EMPTY;
        for row in 1..=rows {
            state.augment(&a, cols, row, 0);
        }
        Solved { a, rows, cols, state }
    }

    /// The least total, as [`min_cost`].
    pub fn total(&self) -> Option<u32> {
        self.state.total(&self.a, self.cols)
    }

    /// The least total of the assignments that leave column `col` (0-based)
    /// out; `None` if none is without an [`IMPOSSIBLE`] pair, or the other
    /// columns are too few for the rows. A column the least assignment
    /// leaves out changes nothing; one it gives a row sets that row free
    /// again, every other pair and every potential still meeting the
    /// conditions between rows, and that row's augmenting path, around the
    /// column, ends the method as if the column had never been there.
    pub fn without_column(&self, col: usize) -> Option<u32> {
        assert!(col < self.cols, "column {col} of {}", self.cols);
        if self.rows + 1 > self.cols {
            return None;
        }
        let row = self.state.owner[col + 1];
        if row == 0 {
            return self.total();
        }
        let mut state = self.state;
        state.owner[col + 1] = 0;
        state.augment(&self.a, self.cols, row, col + 1);
        state.total(&self.a, self.cols)
    }
}

impl Solved {
    /// The least total of a square assignment with the rows of `replaced`
    /// given new costs, each at least its old cost in every column: those
    /// rows are set free and given columns again, one augmenting path
    /// each (O(rows · columns) each, against O(rows² · columns) for a new
    /// solve). Costs that only grow keep every pair's reduced cost 0 or
    /// more, so the potentials still meet the conditions between rows;
    /// and in a square assignment every column ends with a row, so a
    /// freed column's potential needs no condition. The proof-game bounds
    /// ask it of every choice of capturers (`heuristic/give_and_take.rs`).
    pub fn with_rows_replaced(&self, replaced: &[(usize, [i32; MAX])]) -> Option<u32> {
        assert_eq!(self.rows, self.cols, "rows replaced in a square assignment only");
        let (mut a, mut state) = (self.a, self.state);
        for &(row, costs) in replaced {
            debug_assert!(
                (0..self.cols).all(|c| costs[c] >= a[row][c]),
                "a replaced row's costs only grow"
            );
            a[row] = costs;
            for owner in state.owner.iter_mut().skip(1) {
                if *owner == row + 1 {
                    *owner = 0;
                }
            }
        }
        for &(row, _) in replaced {
            state.augment(&a, self.cols, row + 1, 0);
        }
        state.total(&a, self.cols)
    }

    /// The column the least assignment gives `row`.
    pub fn column_of(&self, row: usize) -> Option<usize> {
        (1..=self.cols).find(|&c| self.state.owner[c] == row + 1).map(|c| c - 1)
    }

    /// Row `row`'s reduced cost in column `col` were its cost there
    /// `cost`: what an assignment giving it that column costs at least
    /// over the least, with the other rows' reduced costs (each 0 or more).
    pub fn reduced(&self, row: usize, col: usize, cost: i32) -> i32 {
        cost - self.state.u[row + 1] - self.state.v[col + 1]
    }
}

/// The cost matrix, row by row.
#[inline(always)]
fn costs(rows: usize, cols: usize, cost: impl Fn(usize, usize) -> i32) -> [[i32; MAX]; MAX] {
    let mut a = [[0i32; MAX]; MAX];
    for (r, row) in a.iter_mut().enumerate().take(rows) {
        for (c, cell) in row.iter_mut().enumerate().take(cols) {
            *cell = cost(r, c);
        }
    }
    a
}

/// The Hungarian method itself: the least total and, with `reduced`, per
/// pair its cost less its row's and column's potentials (0 or more once
/// solved; the potentials sum to the least when rows = columns). Most
/// callers want the total only: it runs at every node of a search.
#[inline(always)]
fn solve(rows: usize, cols: usize, cost: impl Fn(usize, usize) -> i32, reduced: bool) -> (Option<u32>, [[i32; MAX]; MAX]) {
    let Solved { a, state, .. } = Solved::new(rows, cols, cost);
    let mut by_pair = [[0i32; MAX]; MAX];
    for (r, row) in by_pair.iter_mut().enumerate().take(if reduced { rows } else { 0 }) {
        for (c, cell) in row.iter_mut().enumerate().take(cols) {
            *cell = a[r][c] - state.u[r + 1] - state.v[c + 1];
        }
    }
    (state.total(&a, cols), by_pair)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    /// Every injection of rows into columns, the cheapest one.
    fn brute(rows: usize, cols: usize, a: &[Vec<i32>]) -> Option<u32> {
        fn go(r: usize, rows: usize, cols: usize, a: &[Vec<i32>], used: &mut Vec<bool>, sum: i32, best: &mut i32) {
            if r == rows {
                *best = (*best).min(sum);
                return;
            }
            for c in 0..cols {
                if !used[c] {
                    used[c] = true;
                    go(r + 1, rows, cols, a, used, sum + a[r][c], best);
                    used[c] = false;
                }
            }
        }
        let mut best = i32::MAX;
        go(0, rows, cols, a, &mut vec![false; cols], 0, &mut best);
        (best < IMPOSSIBLE).then_some(best as u32)
    }

    /// A `rows` × `cols` matrix of costs 0–8, a fifth of them impossible.
    fn random_costs(rng: &mut impl Rng, rows: usize, cols: usize) -> Vec<Vec<i32>> {
        (0..rows)
            .map(|_| {
                (0..cols)
                    .map(|_| if rng.gen_bool(0.2) { IMPOSSIBLE } else { rng.gen_range(0..9) })
                    .collect()
            })
            .collect()
    }

    /// Replacing rows by dearer ones and augmenting again equals a new
    /// solve, and every assignment giving a replaced row a column costs
    /// at least the least plus its reduced cost there.
    #[test]
    fn rows_replaced_equal_a_new_solve() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        for _ in 0..3000 {
            let n = rng.gen_range(1..=7);
            let a = random_costs(&mut rng, n, n);
            let solved = Solved::new(n, n, |r, c| a[r][c]);
            let mut b = a.clone();
            let mut replaced = Vec::new();
            for row in 0..n {
                if replaced.len() < 2 && rng.gen_bool(0.4) {
                    let mut costs = [0i32; MAX];
                    for c in 0..n {
                        let more = if rng.gen_bool(0.1) { IMPOSSIBLE } else { rng.gen_range(0..4) };
                        costs[c] = (a[row][c] + more).min(IMPOSSIBLE);
                        b[row][c] = costs[c];
                    }
                    replaced.push((row, costs));
                }
            }
            let want = brute(n, n, &b);
            assert_eq!(solved.with_rows_replaced(&replaced), want, "{a:?} -> {b:?}");
            // The least assignment's columns, one per row, make the least.
            let columns: Vec<usize> = (0..n).filter_map(|r| solved.column_of(r)).collect();
            let mut distinct = columns.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), n);
            if let Some(least) = solved.total() {
                assert_eq!(columns.iter().enumerate().map(|(r, &c)| a[r][c]).sum::<i32>(), least as i32);
            }
            if let (Some(least), Some(want)) = (solved.total(), want) {
                for &(row, costs) in &replaced {
                    let least_reduced = (0..n).map(|c| solved.reduced(row, c, costs[c])).min().unwrap();
                    assert!(want as i32 >= least as i32 + least_reduced.min(IMPOSSIBLE));
                }
            }
        }
    }

    #[test]
    fn equals_brute_force_on_random_matrices() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..3000 {
            let cols = rng.gen_range(0..=7);
            let rows = rng.gen_range(0..=cols);
            let a = random_costs(&mut rng, rows, cols);
            assert_eq!(min_cost(rows, cols, |r, c| a[r][c]), brute(rows, cols, &a), "{a:?}");
        }
    }

    #[test]
    fn reduced_costs_bound_every_assignment_that_fixes_pairs() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let mut pairs_checked = 0;
        for _ in 0..400 {
            let n = rng.gen_range(1..=6);
            let a: Vec<Vec<i32>> = (0..n)
                .map(|_| {
                    (0..n)
                        .map(|_| if rng.gen_bool(0.15) { IMPOSSIBLE } else { rng.gen_range(0..9) })
                        .collect()
                })
                .collect();
            let Some((least, reduced)) = min_cost_and_reduced(n, |r, c| a[r][c]) else {
                assert_eq!(brute(n, n, &a), None);
                continue;
            };
            assert_eq!(Some(least), brute(n, n, &a));
            // Two pairs fixed at once: the cheapest assignment with both
            // costs at least the least plus both reduced costs.
            for (r1, c1, r2, c2) in
                (0..n).flat_map(|r1| (0..n).flat_map(move |c1| (0..n).flat_map(move |r2| (0..n).map(move |c2| (r1, c1, r2, c2)))))
            {
                assert!(reduced[r1][c1] >= 0);
                if r1 >= r2 || c1 == c2 {
                    continue;
                }
                let forced: Vec<Vec<i32>> = (0..n)
                    .map(|r| {
                        (0..n)
                            .map(|c| {
                                if (r == r1 && c != c1) || (r == r2 && c != c2) {
                                    IMPOSSIBLE
                                } else {
                                    a[r][c]
                                }
                            })
                            .collect()
                    })
                    .collect();
                if let Some(with) = brute(n, n, &forced) {
                    assert!(
                        with as i64 >= least as i64 + reduced[r1][c1] as i64 + reduced[r2][c2] as i64,
                        "{a:?}"
                    );
                    pairs_checked += 1;
                }
            }
        }
        assert!(pairs_checked > 1000, "only {pairs_checked} pairs checked");
    }

    /// Each column left out in turn, on random matrices with impossible
    /// pairs and with more columns than rows: the solved state's one more
    /// path equals brute force over the other columns.
    #[test]
    fn leaving_a_column_out_of_a_solved_assignment_equals_brute_force_without_it() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(13);
        let (mut matched, mut free) = (0, 0);
        for _ in 0..2000 {
            let cols = rng.gen_range(1..=8);
            let rows = rng.gen_range(0..=cols);
            let a = random_costs(&mut rng, rows, cols);
            let solved = Solved::new(rows, cols, |r, c| a[r][c]);
            assert_eq!(solved.total(), brute(rows, cols, &a), "{a:?}");
            for skip in 0..cols {
                let without: Vec<Vec<i32>> = a
                    .iter()
                    .map(|row| row.iter().enumerate().filter(|&(c, _)| c != skip).map(|(_, &x)| x).collect())
                    .collect();
                let want = if rows > cols - 1 {
                    None
                } else {
                    brute(rows, cols - 1, &without)
                };
                assert_eq!(solved.without_column(skip), want, "{a:?} without column {skip}");
                if solved.state.owner[skip + 1] == 0 {
                    free += 1;
                } else {
                    matched += 1;
                }
            }
        }
        assert!(
            matched > 2000 && free > 2000,
            "{matched} matched, {free} free columns left out"
        );
    }

    #[test]
    fn one_piece_cannot_serve_two_goals() {
        // Both goal squares are nearest to column 0; the matching must pay
        // for column 1 on one of them.
        let a = [[1, 5], [1, 4]];
        assert_eq!(min_cost(2, 2, |r, c| a[r][c]), Some(5));
    }

    #[test]
    fn full_size_matrices_work() {
        let a = |r: usize, c: usize| ((r * 7 + c * 3) % 11) as i32;
        let got = min_cost(MAX, MAX, a).unwrap();
        let diagonal: u32 = (0..MAX).map(|i| a(i, i) as u32).sum();
        assert!(got <= diagonal);
    }
}
