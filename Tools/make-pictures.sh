#!/usr/bin/env bash
# Draws the pictures in docs/pictures/: the storyboard map of each shipped app
# (APP-map.svg) and every scene of each app on iphone and ipad
# (APP-SCENE-DEVICE.svg), with `scenectl graph` and `scenectl render`.
#
#   Tools/make-pictures.sh                      # builds scenectl (release) first
#   SCENECTL=.build/debug/scenectl Tools/make-pictures.sh
#
# The output is deterministic: running it twice leaves `git status` clean.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${SCENECTL:-}" ]; then
  swift build -c release --product scenectl >&2
  SCENECTL=.build/release/scenectl
fi

out=docs/pictures
mkdir -p "$out"
rm -f "$out"/*.svg

apps=(Wonderland NodeCalculator TabbedCalculation TinyPix)
devices=(iphone ipad)
count=0
for app in "${apps[@]}"; do
  file="Scenes/$app.yaml"
  "$SCENECTL" graph "$file" --format svg -o "$out/$app-map.svg"
  count=$((count + 1))
  # The scene ids, in file order, from the DOT output's node lines: `  "id" [label=...`.
  scenes=$("$SCENECTL" graph "$file" --format dot | sed -n 's/^  "\([A-Za-z_][A-Za-z0-9_]*\)" \[label=.*/\1/p')
  for scene in $scenes; do
    for device in "${devices[@]}"; do
      "$SCENECTL" render "$file" --scene "$scene" --device "$device" -o "$out/$app-$scene-$device.svg"
      count=$((count + 1))
    done
  done
done
echo "wrote $count pictures to $out/" >&2
