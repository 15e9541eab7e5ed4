#!/usr/bin/env bash
# Installs Fast Downward (the up-fast-downward wheel, which ships the 26.x
# planner binaries, and fast-downward-translate) into the project-local
# virtualenv .venv/, idempotently, and writes the driver wrapper
# .venv/bin/fast-downward that solopddl discovers. Prints the driver's path.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
python="${PYTHON:-python3}"
wrapper="$venv/bin/fast-downward"

if [ -x "$wrapper" ] && "$wrapper" --version >/dev/null 2>&1; then
  echo "$wrapper"
  exit 0
fi

if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv" >&2
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
  "up-fast-downward>=1.0" "fast-downward-translate>=26.6" >&2

# Locate the package without importing it (its __init__ needs unified_planning, which we do not use).
driver="$("$venv/bin/python" -c 'import importlib.util, os; s = importlib.util.find_spec("up_fast_downward"); print(os.path.join(os.path.dirname(s.origin), "downward", "fast-downward.py"))')"
if [ ! -f "$driver" ]; then
  echo "install-fast-downward: the driver was not found at $driver" >&2
  exit 1
fi

cat > "$wrapper" <<PY
#!$venv/bin/python
# Runs Fast Downward's driver with this virtualenv's Python (written by scripts/install-fast-downward.sh).
import os, sys
driver = "$driver"
os.execv(sys.executable, [sys.executable, driver] + sys.argv[1:])
PY
chmod +x "$wrapper"
"$wrapper" --version >/dev/null 2>&1 || { echo "install-fast-downward: $wrapper --version failed" >&2; exit 1; }
echo "$wrapper"
