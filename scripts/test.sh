#!/usr/bin/env bash
# The test command: installs what the tests need (Fast Downward into .venv,
# the Rust crates via cargo), checks formatting and lints, then runs every test.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/install-planners.sh >/dev/null
cargo fmt --check
cargo clippy --all-targets --quiet -- -D warnings
cargo test --all-targets
