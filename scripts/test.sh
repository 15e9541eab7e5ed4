#!/usr/bin/env bash
# The test command: installs what the tests need (the planners, VAL and
# Downward Lab into .venv, Chromium for the picture tests, a local Slurm cluster,
# the Rust crates via cargo, mdBook), checks formatting and lints, builds the
# book under docs/, then runs every test.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# Each phase's time on stderr, so a slow CI run says where it went.
phase() { echo "test.sh: $1 done at ${SECONDS}s" >&2; }
scripts/install-planners.sh >/dev/null
phase "planners"
if [ "$(id -u)" = 0 ]; then
  scripts/install-browser.sh >/dev/null
fi
# A single-node Slurm cluster for tests/lab.rs (Debian's packages; needs
# root). Stopped afterwards unless it was already running.
if [ "$(id -u)" = 0 ] && ! scripts/slurm-local.sh status >/dev/null 2>&1; then
  scripts/slurm-local.sh up
  trap 'scripts/slurm-local.sh down' EXIT
fi
# CI builds from scratch once: incremental compilation's bookkeeping only
# slows such a build (and its files are never reused).
if [ -n "${CI:-}" ]; then
  export CARGO_INCREMENTAL=0
fi
cargo fmt --check
cargo clippy --all-targets --quiet -- -D warnings
phase "fmt and clippy"
# The book: built, and any error mdBook reports fails here (mdBook itself
# exits 0 on some, such as a broken include); tests/docs.rs checks the links,
# that SUMMARY.md lists every page, and runs the README's walks.
mdbook="$(scripts/install-docs.sh)"
mkdir -p target
"$mdbook" build docs --dest-dir "$PWD/target/book" >/dev/null 2>target/book.log &&
  ! grep -q ERROR target/book.log ||
  { cat target/book.log >&2; exit 1; }
phase "book"
cargo test --all-targets
phase "cargo test"
# The Python package, built and installed from this checkout into a fresh venv.
scripts/test-python.sh
phase "python package"
