#!/usr/bin/env bash
# Regenerates the per-type blocks of Schemas/scene.schema.json (the `view` definition's
# `allOf` and the lists of type names) from the table of view traits
# (Sources/SceneModel/Model/ViewType.swift), then the embedded copy
# (Tools/gen-schemas.sh). Run it after adding or changing a view type; ViewSchemaTableTests
# fails while the file and the table differ.
#
#   Tools/gen-view-schema.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >/dev/null
SCENECTL_WRITE_SCHEMA=1 swift test --skip-build --filter ViewSchemaTableTests >/dev/null
echo "gen-view-schema: wrote Schemas/scene.schema.json"
Tools/gen-schemas.sh
