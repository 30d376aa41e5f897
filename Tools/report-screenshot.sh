#!/usr/bin/env bash
# Takes docs/pictures/report.png, the README's picture of `scenectl report`: the report of
# Wonderland on an iPhone SE and an iPad with its flows, opened in headless Chromium by
# Tools/report-browser.py (the code the browser tests run) and captured at 1280 x 1500.
#
#   Tools/report-screenshot.sh            # with .build/release/scenectl (built if missing)
#   SCENECTL=.build/debug/scenectl Tools/report-screenshot.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${SCENECTL:-.build/release/scenectl}
[ -x "$bin" ] || swift build -c release --product scenectl
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flows=()
for flow in Scenes/Flows/Wonderland-*.yaml; do flows+=(--flows "$flow"); done
"$bin" report Scenes/Wonderland.yaml -o "$work/report" --device iphone-se --device ipad \
  "${flows[@]}" >/dev/null
python3 Tools/report-browser.py "$work/report/index.html" \
  --screenshot docs/pictures/report.png --width 1280 --height 1500 >/dev/null
echo "report-screenshot: wrote docs/pictures/report.png"
