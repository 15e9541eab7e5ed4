#!/usr/bin/env bash
# Installs the pinned mdBook (the book under docs/) from crates.io into
# cargo's bin folder, once: about 4 minutes of compiling on a fresh 2-core
# machine, nothing when the right version is already there.
set -euo pipefail
version=0.4.52
if command -v mdbook >/dev/null && [ "$(mdbook --version)" = "mdbook v$version" ]; then
  exit 0
fi
cargo install mdbook --locked --version "$version" --quiet
