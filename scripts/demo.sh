#!/usr/bin/env bash
# The main job on a sample puzzle: install check -> export -> plan with Fast
# Downward -> validate the planner's plan -> native solve -> one comparison line,
# then the finite-domain (sas) route, for Solo Chess and then for
# single-player chess (plus a mate-in-2).
# Usage: scripts/demo.sh [PUZZLE]   (default: problems/solo/n12-s7-0001.solo)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
puzzle="${1:-problems/solo/n12-s7-0001.solo}"
echo "== install check"
scripts/install-planners.sh
cargo build --release --quiet
B=target/release/solopddl
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "== puzzle"
$B show "$puzzle"
echo "== export (squares encoding)"
$B export "$puzzle" --out "$work/pddl"
echo "== plan with Fast Downward (lama-first)"
$B plan "$puzzle" --planner fast-downward --keep "$work/fd" --json > "$work/plan.json"
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); print("\n".join(j["plan"]))' "$work/plan.json"
echo "== validate the planner's own plan file"
$B validate "$work/fd/sas_plan" --puzzle "$puzzle"
echo "== native solver"
$B solve "$puzzle" --json > "$work/native.json"
python3 - "$work/plan.json" "$work/native.json" <<'PY'
import json, sys
fd, nat = (json.load(open(p)) for p in sys.argv[1:3])
t_fd = fd["planner"]["wall_time_s"] * 1e3
t_nat = nat["stats"]["elapsed_ms"]
print(f"== comparison: Fast Downward {t_fd:.0f} ms (translator {fd['planner']['translator_time_s']:.2f} s, "
      f"{fd['planner']['expanded']} expanded) vs native {t_nat:.3f} ms ({nat['stats']['nodes']} nodes): "
      f"native is {t_fd / max(t_nat, 1e-3):.0f}x faster; both plans valid")
PY
echo "== the same puzzle as a finite-domain task solopddl writes (no translator)"
$B plan "$puzzle" --format sas --json > "$work/plan-sas.json"
python3 - "$work/plan.json" "$work/plan-sas.json" <<'PY'
import json, sys
pddl, sas = (json.load(open(p)) for p in sys.argv[1:3])
t = sas["planner"]["sas_task"]
print(f"sas route: {len(sas['plan'])} captures, VAL {sas['val']}, {sas['planner']['wall_time_s'] * 1e3:.0f} ms "
      f"({t['variables']} variables, {t['operators']} operators) vs pddl route {pddl['planner']['wall_time_s'] * 1e3:.0f} ms")
PY
echo
echo "== single-player chess: the thesis's 4x4 Table 5.1 row 7"
chess="problems/chess/thesis-4x4/row-7.chess"
cat "$chess"
$B export "$chess" --out "$work/chess-pddl"
$B plan "$chess" --search "eager_greedy([ff(axioms=approximate_negative)])" --keep "$work/chess-fd" --json > "$work/chess-plan.json"
$B validate "$work/chess-fd/sas_plan" --puzzle "$chess"
$B chess solve "$chess" --json > "$work/chess-native.json"
python3 - "$work/chess-plan.json" "$work/chess-native.json" <<'PY'
import json, sys
fd, nat = (json.load(open(p)) for p in sys.argv[1:3])
t_fd = fd["planner"]["wall_time_s"] * 1e3
t_nat = nat["stats"]["elapsed_ms"]
print(f"planner plan ({len(fd['plan'])} moves): {' '.join(fd['plan'])}")
print(f"native A* plan ({nat['length']} moves, shortest): {' '.join(nat['san'])}")
print(f"== comparison: Fast Downward {t_fd:.0f} ms (translator {fd['planner']['translator_time_s']:.2f} s) "
      f"vs native A* {t_nat:.2f} ms ({nat['stats']['expanded']} expanded): native is {t_fd / max(t_nat, 1e-3):.0f}x faster")
PY
$B plan "$chess" --format sas --json > "$work/chess-sas.json"
python3 - "$work/chess-plan.json" "$work/chess-sas.json" <<'PY'
import json, sys
pddl, sas = (json.load(open(p)) for p in sys.argv[1:3])
print(f"sas route: {len(sas['plan'])} moves, VAL {sas['val']}, {sas['planner']['wall_time_s'] * 1e3:.0f} ms "
      f"vs pddl route {pddl['planner']['wall_time_s'] * 1e3:.0f} ms")
PY
echo "== mate in 2 (seed puzzle)"
$B chess mate "3qr2k/pbpp2pp/1p5N/3Q2b1/2P1P3/P7/1PP2PPP/R4RK1 w - - 0 1" --moves 2 --tree
