#!/usr/bin/env bash
# Installs Debian's Chromium for the picture tests (tests/browser.rs), once:
# a headless browser renders the SVG diagrams and the puzzle book and takes
# screenshots. Needs root (apt-get); prints the browser's path.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ]; then
    echo "install-browser: chromium is missing; as root: apt-get install chromium" >&2
    exit 1
  fi
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
fi
command -v chromium
