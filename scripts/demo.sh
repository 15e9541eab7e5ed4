#!/usr/bin/env bash
# The main job on a sample puzzle: install check -> export -> plan with Fast
# Downward -> validate the planner's plan -> native solve -> one comparison line.
# Usage: scripts/demo.sh [PUZZLE]   (default: problems/solo/n12-s7-0001.solo)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
puzzle="${1:-problems/solo/n12-s7-0001.solo}"
echo "== install check"
scripts/install-fast-downward.sh
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
