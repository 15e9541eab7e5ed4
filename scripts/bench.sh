#!/usr/bin/env bash
# Reproduces the figures of BENCHMARKS.md (release build, one machine, one run).
# Usage: scripts/bench.sh [native|compare|planners|lab|sas|proofgames|sweeps|all]   (results go to bench-results/)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cargo build --release --quiet
B=target/release/solopddl
S=../shared/data/solo-sample
mkdir -p bench-results
what="${1:-all}"
if [ "$what" = native ] || [ "$what" = all ]; then
  # All 350 sample puzzles with `best`, every plan validated.
  $B bench native --dir "$S" --heuristics best --quiet --force --csv bench-results/sample-best.csv | tee bench-results/sample-best.md
  # Per level, the thesis's heuristics (with the thesis's reductions) and `best`.
  for l in 13 14 15; do
    $B bench native --dir "$S/level$l" --heuristics random,rank,attack,center,best --random-runs 3 --quiet
  done | tee bench-results/sample-levels.md
  # Generated puzzles like the thesis's Table 2 (8x8, budget 2, king).
  $B bench native --levels 4..14 --per-level 100 --seed 1 --heuristics random,rank,attack,center,best \
    --random-runs 3 --quiet --force --csv bench-results/thesis-table2.csv | tee bench-results/thesis-table2.md
  # Larger generated puzzles with `best`.
  $B bench native --levels 16,18,20,22,24 --per-level 20 --seed 1 --heuristics best --quiet \
    --csv bench-results/large.csv | tee bench-results/large.md
fi
if [ "$what" = compare ] || [ "$what" = all ]; then
  scripts/install-planners.sh >/dev/null
  $B bench compare --levels 4,6,8,10,12,14,16,18 --per-level 10 --seed 1 --configs lama-first \
    --encodings squares,objects --time-limit 60 --quiet --force --csv bench-results/compare-lama.csv \
    --svg bench-results/compare-lama.svg | tee bench-results/compare-lama.md
  $B bench compare --levels 4,6,8,10,12,14 --per-level 5 --seed 1 --configs 'search:astar(blind())' \
    --encodings squares,objects --time-limit 60 --with-unsolvable --quiet --force --csv bench-results/compare-blind.csv \
    --svg bench-results/compare-blind.svg | tee bench-results/compare-blind.md
fi
if [ "$what" = planners ] || [ "$what" = all ]; then
  scripts/install-planners.sh >/dev/null
  mkdir -p bench-results/planners
  # One suite (levels 4..14, 3 per level, 15 perturbed unsolvable), FD's lama-first and
  # blind A* against SymK's sym_bd() on the same instances (Lab properties for the tables).
  $B suite export --out bench-results/planners/suite --levels 4..14 --per-level 3 --seed 1 \
    --with-unsolvable 15 --encodings squares --force
  S13=bench-results/planners/suite/solo-chess-squares
  $B bench compare --suite $S13 --encodings squares --configs 'lama-first,search:astar(blind())' \
    --time-limit 30 --quiet --force --csv bench-results/planners/fd.csv --md bench-results/planners/fd.md \
    --properties bench-results/planners/fd.props
  $B bench compare --suite $S13 --encodings squares --planner symk --configs 'search:sym_bd()' \
    --time-limit 30 --quiet --force --csv bench-results/planners/symk.csv --md bench-results/planners/symk.md \
    --properties bench-results/planners/symk.props
  # SymK's top-k plan count against analyze's exact count, 5 generated puzzles per level.
  echo "n,puzzle,plans,solutions,agree,symk_s,analyze_s" > bench-results/symk-plans.csv
  for n in 4 6 8 10; do
    $B generate --pieces $n --count 5 --seed 1 | while read -r fen; do
      $B plans "$fen" --planner symk --json --time-limit 120 2>/dev/null | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(",".join(map(str, [sys.argv[1], sys.argv[2], d["plans"], d["solutions"], d["agree"],
      round(d["planner_time_s"], 3), round(d["analyze_time_s"], 5)])))' "$n" "$fen" >> bench-results/symk-plans.csv || true
    done
  done
fi
if [ "$what" = lab ] || [ "$what" = all ]; then
  scripts/install-planners.sh >/dev/null
  L=bench-results/lab
  mkdir -p $L/solo $L/chess $L/slurm
  # The issue-12 experiment: 316 Solo Chess instances (levels 4..24, 64 proven unsolvable) through Lab,
  # lama-first, blind A*, LM-cut A* (unsupported: conditional effects) and the native solver; then
  # hmax A* in a second experiment that merges the first one's results into one report.
  $B suite export --out /tmp/solopddl-lab-suite --levels 4..24 --per-level 12 --seed 1 --with-unsolvable 64 \
    --encodings squares --force
  $B suite lab --suite /tmp/solopddl-lab-suite --out /tmp/solopddl-lab-solo --force --processes 2 \
    --configs 'lama-first,search:astar(blind()),search:astar(lmcut())' --time-limit 15 --memory-limit 2G
  /tmp/solopddl-lab-solo/experiment.py --all
  $B suite lab --suite /tmp/solopddl-lab-suite --out /tmp/solopddl-lab-hmax --force --processes 2 --no-native \
    --configs 'search:astar(hmax())' --time-limit 15 --memory-limit 2G \
    --merge /tmp/solopddl-lab-solo/data/experiment-eval/properties
  /tmp/solopddl-lab-hmax/experiment.py --all
  cp /tmp/solopddl-lab-hmax/data/experiment-eval/{properties,report.html} /tmp/solopddl-lab-hmax/data/experiment-eval/*.png $L/solo/
  # The thesis's chess tables through Lab.
  $B suite export --out /tmp/solopddl-lab-chess-suite --game chess problems/chess/thesis-4x4 \
    problems/chess/thesis-8x8-kings problems/chess/thesis-8x8-nokings --no-times --force
  $B suite lab --suite /tmp/solopddl-lab-chess-suite --out /tmp/solopddl-lab-chess --force --processes 1 \
    --configs 'search:eager_greedy([ff(axioms=approximate_negative)]),search:astar(blind()),lama-first' \
    --time-limit 30 --memory-limit 3G
  /tmp/solopddl-lab-chess/experiment.py --all
  cp /tmp/solopddl-lab-chess/data/experiment-eval/{properties,report.html} /tmp/solopddl-lab-chess/data/experiment-eval/*.png $L/chess/
  # Scaled down, locally and on the local Slurm cluster (scripts/slurm-local.sh up, as root).
  $B suite export --out /tmp/solopddl-lab-small --levels 4..12 --per-level 2 --seed 1 --with-unsolvable 6 \
    --encodings squares --force
  for env in local slurm; do
    extra=(--processes 2); [ $env = slurm ] && extra=(--env slurm --partition debug --max-tasks 20)
    $B suite lab --suite /tmp/solopddl-lab-small --out /tmp/solopddl-lab-small-$env --force "${extra[@]}" \
      --configs 'lama-first,search:astar(blind()),search:astar(hmax())' --time-limit 30 --memory-limit 1G
    /tmp/solopddl-lab-small-$env/experiment.py --all > /tmp/solopddl-lab-small-$env.log 2>&1
  done
  ids=$(grep -o "Submitted batch job [0-9]*" /tmp/solopddl-lab-small-slurm.log | awk '{print $4}' | paste -sd,)
  while [ -n "$(squeue -h -j "$ids" 2>/dev/null)" ]; do sleep 2; done
  cp /tmp/solopddl-lab-small-local/data/experiment-eval/properties $L/slurm/local-properties
  cp /tmp/solopddl-lab-small-slurm/data/experiment-eval/properties $L/slurm/slurm-properties
  # Export speed: 1,008 instances, two encodings, native verdicts and analyze figures.
  /usr/bin/time -f "suite export 1008 x 2: %e s" $B suite export --out /tmp/solopddl-1000 --levels 4..24 \
    --per-level 48 --seed 1 --encodings squares,objects --force
fi
if [ "$what" = sas ] || [ "$what" = all ]; then
  # The finite-domain (sas) route against the PDDL route, side by side in one run.
  scripts/install-planners.sh >/dev/null
  mkdir -p bench-results/sas
  $B bench chess problems/chess/thesis-4x4 problems/chess/thesis-8x8-nokings/row-0[1-8].chess \
    problems/chess/thesis-8x8-kings/row-0[1-8].chess --searches astar \
    --config "eager_greedy([ff(axioms=approximate_negative)])" --formats pddl,sas --runs 3 --time-limit 120 \
    --quiet --force --csv bench-results/sas/chess.csv --md bench-results/sas/chess.md
  $B bench compare --levels 10,14,18 --per-level 10 --seed 1 --configs lama-first --encodings squares \
    --formats pddl,sas --time-limit 60 --quiet --force --csv bench-results/sas/solo.csv --md bench-results/sas/solo.md
  # Whole `solopddl plan` processes (start-up, export, planner, mapping, replay; no VAL).
  scripts/time-plan.py $B 5 bench-results/sas/plan-4x4.csv problems/chess/thesis-4x4/row-*.chess \
    | tee bench-results/sas/plan-wall.txt
  scripts/time-plan.py $B 3 bench-results/sas/plan-8x8-kings.csv problems/chess/thesis-8x8-kings/row-0[1-8].chess \
    | tee -a bench-results/sas/plan-wall.txt
fi
if [ "$what" = proofgames ] || [ "$what" = all ]; then
  # Proof games side by side (BENCHMARKS.md, Sessions 55, 56 and 66): the 40
  # shipped games (4-24 plies, 14 of them unique); native A* and count, SymK's
  # optimal, verdict and top-k runs and Fast Downward's LM-cut run on the
  # task for N plies, in one table.
  scripts/install-planners.sh >/dev/null
  mkdir -p bench-results/proofgames
  $B bench chess problems/chess/proofgames problems/chess/proofgames-long problems/chess/proofgames-unique \
    --count --searches astar --count-planners symk,fast-downward --time-limit 30 --memory-limit 2G --quiet --force \
    --csv bench-results/proofgames/planners.csv --md bench-results/proofgames/planners.md
fi
if [ "$what" = sweeps ] || [ "$what" = all ]; then
  # The planner-vs-native differential sweeps at full size (the test suite
  # runs the first third of each; tests/common/mod.rs `sweep`): 210 Solo
  # puzzles through every route, 156 chess pairs, 242 SymK plan counts.
  # (The filters are substrings: `planner::` takes regressions_planner's four too.)
  scripts/install-planners.sh >/dev/null
  start=$SECONDS
  SOLOPDDL_FULL_SWEEPS=1 cargo test --release --quiet --test integration -- planner:: chess_planner:: \
    symk:: symk_chess:: kstar:: 2>&1 |
    tee bench-results/sweeps.txt
  echo "full sweeps: $((SECONDS - start)) s" | tee -a bench-results/sweeps.txt
fi
