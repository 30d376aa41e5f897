#!/usr/bin/env bash
# Checks `scenectl validate --format sarif` against the SARIF 2.1.0 JSON Schema
# (../shared/schemas/sarif-schema-2.1.0.json) with a real JSON Schema validator
# (Debian's python3-jsonschema), on every scene file in Scenes/ (the broken ones
# give errors, warnings and notes), an input that cannot be read, and a run against a
# baseline (each result's baselineState: new, unchanged, absent). .ci/run calls it
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
work=$(mktemp -d)
trap 'rm -rf "$out" "$work"' EXIT
set +e
"$scenectl" validate --format sarif Scenes Scenes/NoSuchFile.yaml >"$out" 2>/dev/null
status=$?
set -e
if [ "$status" -ne 2 ]; then
  echo "check-sarif: expected exit status 2 (an unreadable input), got $status"
  exit 1
fi
# With a baseline (docs/Configuration.md): one finding unchanged, one new, one absent.
"$scenectl" validate --no-config --write-baseline "$work/baseline.yml" \
  Scenes/Broken/duplicate-id.yaml Scenes/Broken/unreachable-scene.yaml >/dev/null 2>&1 || true
"$scenectl" validate --no-config --format sarif --baseline "$work/baseline.yml" \
  Scenes/Broken/duplicate-id.yaml Scenes/Broken/format-version.yaml >"$work/baseline.sarif" || true
/usr/bin/python3 - "$schema" "$out" "$work/baseline.sarif" <<'PY'
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
baselined = json.load(open(sys.argv[3]))
baseline_errors = list(jsonschema.Draft4Validator(schema).iter_errors(baselined))
for error in baseline_errors[:20]:
    print("check-sarif (baseline):", "/".join(map(str, error.path)), error.message)
errors += baseline_errors
states = [r.get("baselineState") for r in baselined["runs"][0]["results"]]
if sorted(states) != ["absent", "new", "unchanged"]:
    print("check-sarif: the baseline run's states are", states)
    errors.append(states)
else:
    print("check-sarif: with a baseline: baselineState new, unchanged and absent")
sys.exit(1 if errors or unknown or bad_index else 0)
PY
