#!/usr/bin/env bash
# Renders the README's pictures into docs/: each picture kind made by the
# command shown beside it in the README, screenshot by headless Chromium
# (scripts/install-browser.sh). Run from anywhere; needs a release build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cargo build --release --quiet
B="$PWD/target/release/solopddl"
chromium="$(scripts/install-browser.sh)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p docs
$B show "8/8/8/6N1/5B2/7P/5BKQ/4B1N1 2" --svg "$tmp/show.svg" >/dev/null
$B solve problems/solo/n08-s7-0001.solo --svg "$tmp/solve.svg" >/dev/null 2>&1
$B analyze problems/solo/n08-s7-0001.solo --svg "$tmp/analyze.svg" >/dev/null 2>&1
$B chess solve problems/chess/thesis-4x4/row-5.chess --svg "$tmp/chess-line.svg" >/dev/null 2>&1
$B chess mate "3qr2k/pbpp2pp/1p5N/3Q2b1/2P1P3/P7/1PP2PPP/R4RK1 w - - 0 1" --moves 2 --svg "$tmp/mate.svg" >/dev/null 2>&1
$B generate --pieces 10 --count 6 --seed 1 --book "$tmp/book.html" >/dev/null 2>&1
# Each picture at its own size (the width and height of its <svg>); the book's first page at 1000x820.
size() {
  case "$1" in
    *.html) echo "1000 820" ;;
    *) grep -o '<svg[^>]*' "$tmp/$1" | head -1 | sed -E 's/.* width="([0-9]+)" height="([0-9]+)".*/\1 \2/' ;;
  esac
}
for name in show.svg solve.svg analyze.svg chess-line.svg mate.svg book.html; do
  read -r w h <<<"$(size "$name")"
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$tmp/profile" --force-device-scale-factor=1 --window-size="$w,$h" \
    --screenshot="$PWD/docs/src/images/${name%.*}.png" "file://$tmp/$name" >/dev/null 2>&1
  echo "docs/src/images/${name%.*}.png (${w}x${h})"
done
