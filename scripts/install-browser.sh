#!/usr/bin/env bash
# Installs Debian's Chromium and its ChromeDriver, once: the picture tests
# (tests/browser.rs) render the SVG diagrams and the puzzle book headless,
# and the web-app tests (tests/serve_browser.rs) drive `solopddl serve`'s
# page through WebDriver. Needs root (apt-get); prints the browser's path.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ]; then
    echo "install-browser: chromium or chromedriver is missing; as root: apt-get install chromium chromium-driver" >&2
    exit 1
  fi
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >&2
fi
command -v chromium
