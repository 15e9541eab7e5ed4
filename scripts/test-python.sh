#!/usr/bin/env bash
# The Python package's tests: `pip install .` (maturin builds the bindings
# in python/) into a fresh venv under target/, with the Unified Planning
# extra (pinned in pyproject.toml), then pytest python/tests. The planners
# and VAL come from the checkout's .venv (scripts/install-planners.sh),
# found through SOLOPDDL_VENV as an installed package finds them.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
venv="$root/target/pyvenv"
rm -rf "$venv"
"${PYTHON:-python3}" -m venv "$venv"
"$venv/bin/pip" install -q --upgrade pip==25.2 >/dev/null
# The bindings build in their own target folder, reused between runs.
CARGO_TARGET_DIR="$root/target/python" "$venv/bin/pip" install -q ".[up,test]"
cd "$venv"  # not the checkout: the tests import the installed package
SOLOPDDL_VENV="$root/.venv" "$venv/bin/python" -m pytest -q -n 2 --durations=5 -p no:warnings -p no:cacheprovider "$root/python/tests"
