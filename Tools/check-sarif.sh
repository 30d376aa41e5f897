#!/usr/bin/env bash
# Checks `scenectl validate --format sarif` against the SARIF 2.1.0 JSON Schema
# (../shared/schemas/sarif-schema-2.1.0.json) with a real JSON Schema validator
# (Debian's python3-jsonschema), on every scene file in Scenes/ (the broken ones
# give errors, warnings and notes) and an input that cannot be read. .ci/run calls it
# after the tests.
#
#   Tools/check-sarif.sh                      # uses .build/debug/scenectl (swift test built it)
#   SCENECTL=path/to/scenectl Tools/check-sarif.sh
set -euo pipefail
cd "$(dirname "$0")/.."
schema=../shared/schemas/sarif-schema-2.1.0.json
if [ ! -f "$schema" ]; then
  echo "check-sarif: $schema is absent; skipping the SARIF schema check"
  exit 0
fi
scenectl=${SCENECTL:-.build/debug/scenectl}
[ -x "$scenectl" ] || swift build --product scenectl >/dev/null
out=$(mktemp)
trap 'rm -f "$out"' EXIT
set +e
"$scenectl" validate --format sarif Scenes Scenes/NoSuchFile.yaml >"$out" 2>/dev/null
status=$?
set -e
if [ "$status" -ne 2 ]; then
  echo "check-sarif: expected exit status 2 (an unreadable input), got $status"
  exit 1
fi
/usr/bin/python3 - "$schema" "$out" <<'PY'
import json, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
log = json.load(open(sys.argv[2]))
jsonschema.Draft4Validator.check_schema(schema)
errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
for error in errors[:20]:
    print("check-sarif:", "/".join(map(str, error.path)), error.message)
run = log["runs"][0]
results, rules = run["results"], run["tool"]["driver"]["rules"]
ids = [rule["id"] for rule in rules]
unknown = sorted({r["ruleId"] for r in results} - set(ids))
bad_index = [r["ruleId"] for r in results if ids[r["ruleIndex"]] != r["ruleId"]]
if unknown or bad_index:
    print("check-sarif: results name rules the driver does not list:", unknown or bad_index)
levels = sorted({r["level"] for r in results})
print(f"check-sarif: {len(results)} results ({', '.join(levels)}), {len(rules)} rules: "
      + ("valid SARIF 2.1.0" if not errors else f"{len(errors)} schema errors"))
sys.exit(1 if errors or unknown or bad_index else 0)
PY
