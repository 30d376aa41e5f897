#!/usr/bin/env bash
# Builds the libFuzzer targets of Tools/Fuzz (with AddressSanitizer) and runs
# each for a given time, seeding the corpora from Scenes/ and the tests (fuzz-storyboard from
# the hand-made storyboards in Tools/Fuzz/seeds/storyboard/).
#
#   Tools/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#   FUZZ_CONFIG=debug Tools/fuzz.sh 60 fuzz-scene    # -Onone: slower, for debugging a crash
#
# The default build is `-c release` (-O keeps Swift's overflow and bounds checks
# and runs 2-3x as many executions per second as -Onone). Crashes, leaks and
# timeouts land in Tools/Fuzz/artifacts/; each becomes a regression test in
# Tests/HardeningTests. Corpora and artifacts are git-ignored.
set -euo pipefail
cd "$(dirname "$0")/Fuzz"
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz-scene fuzz-storyboard fuzz-sources fuzz-expression fuzz-constraint-string fuzz-solver)

config=${FUZZ_CONFIG:-release}
# FUZZ_SCRATCH=.build-2 builds beside a run that is still using the binaries in .build.
scratch=${FUZZ_SCRATCH:-.build}
# Both flags are needed: the first makes libFuzzer's main win, the second adds coverage.
# FUZZ_NO_BUILD=1 runs the binaries already built (while others edit the sources).
if [ -z "${FUZZ_NO_BUILD:-}" ]; then
  mkdir -p "$scratch"
  if ! swift build -c "$config" --scratch-path "$scratch" --sanitize=fuzzer \
    -Xswiftc -sanitize=fuzzer,address >"$scratch/fuzz-build.log" 2>&1; then
    grep -E "error:" "$scratch/fuzz-build.log" | head -n 20 >&2
    echo "fuzz.sh: the build failed; see Tools/Fuzz/$scratch/fuzz-build.log" >&2
    exit 2
  fi
fi
bin=$(swift build -c "$config" --scratch-path "$scratch" --show-bin-path)

mkdir -p corpus/fuzz-scene corpus/fuzz-storyboard corpus/fuzz-sources corpus/fuzz-expression \
  corpus/fuzz-constraint-string corpus/fuzz-solver artifacts
cp ../../Scenes/*.yaml ../../Scenes/Broken/*.yaml ../../Scenes/Flows/*.yaml corpus/fuzz-scene/ 2>/dev/null || true
# The app code the source-check tests read seeds fuzz-sources.
cp ../../Tests/ScenectlTests/Fixtures/notes-app/Sources/*.swift corpus/fuzz-sources/ 2>/dev/null || true
# Reproducers found outside fuzzing, and the storyboard fixtures (seeds/README.md).
for folder in seeds/*/; do
  name=$(basename "$folder")
  [ "$name" = storyboard ] && name=fuzz-storyboard
  cp "$folder"* "corpus/$name/" 2>/dev/null || true
done
python3 - <<'PY'
import re, glob, os, hashlib, textwrap
def seed(target, text):
    name = hashlib.sha1(text.encode()).hexdigest()[:16]
    with open(f"corpus/{target}/{name}", "w") as f:
        f.write(text)
# The apps are longer than fuzz-scene's -max_len, and only a storyboard with no errors is
# simulated: seed the small ones the tests write inline too (`"""` strings from `format: 1`).
for path in sorted(glob.glob("../../Tests/**/*.swift", recursive=True)):
    for m in re.finditer(r'"""\n(.*?)\n *"""', open(path, encoding="utf-8").read(), re.S):
        body = textwrap.dedent(m.group(1))
        if body.startswith("format: 1") and len(body.encode()) <= 4096 and "\\(" not in body:
            seed("fuzz-scene", body + "\n")
for path in glob.glob("../../Scenes/**/*.yaml", recursive=True):
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.strip()
        m = re.match(r"- '?([A-Za-z_]\w*\.\w+ *(=|<=|>=).*?)'?$", line)
        if m:
            seed("fuzz-constraint-string", m.group(1))
        m = re.match(r"(to|if|text|detail): *(.+)$", line)
        if m:
            seed("fuzz-expression", m.group(2).strip("'\""))
PY

# Short inputs run faster and reach the same code: a constraint or an expression is
# one line, and a scene file of 4 KB already has every section of the format; XML is
# wordier, and 8 KB holds a storyboard of three scenes with constraints and segues.
declare -A max_len=(
  [fuzz-scene]=4096
  [fuzz-storyboard]=8192
  [fuzz-sources]=4096
  [fuzz-expression]=128
  [fuzz-constraint-string]=128
  [fuzz-solver]=512
)
declare -A dict=(
  [fuzz-scene]=dictionaries/scene.dict
  [fuzz-storyboard]=dictionaries/storyboard.dict
  [fuzz-expression]=dictionaries/expression.dict
  [fuzz-constraint-string]=dictionaries/constraint.dict
)
export SWIFT_BACKTRACE=enable=no
total=0
failed=0
for target in "${targets[@]}"; do
  args=(-max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -print_final_stats=1
    -artifact_prefix=artifacts/"$target"- )
  [ -n "${dict[$target]:-}" ] && args+=(-dict="${dict[$target]}")
  args+=(-max_len="${max_len[$target]}")
  log=artifacts/$target.log
  if "$bin/$target" "${args[@]}" "corpus/$target" >"$log" 2>&1; then status=ok; else status=FAILED; fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  total=$((total + runs))
  printf '%-24s %-7s %12s executions %7s exec/s\n' "$target" "$status" "$runs" "$rate"
  if [ "$status" = FAILED ]; then
    failed=$((failed + 1))
    tail -n 40 "$log"
  fi
done
printf '%-24s %-7s %12s executions\n' total "" "$total"
[ "$failed" -eq 0 ]
