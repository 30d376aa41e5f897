#!/usr/bin/env bash
# Builds the libFuzzer targets of Tools/Fuzz (with AddressSanitizer) and runs
# each for a given time, seeding the corpora from Scenes/ and the tests.
#
#   Tools/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#
# Crashes land in Tools/Fuzz/artifacts/; each becomes a regression test.
set -euo pipefail
cd "$(dirname "$0")/Fuzz"
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz-scene fuzz-expression fuzz-constraint-string fuzz-solver)

swift build -c debug --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address >/dev/null
bin=$(swift build -c debug --show-bin-path)

mkdir -p corpus/fuzz-scene corpus/fuzz-expression corpus/fuzz-constraint-string \
  corpus/fuzz-solver artifacts
cp ../../Scenes/*.yaml ../../Scenes/Broken/*.yaml ../../Scenes/Flows/*.yaml corpus/fuzz-scene/ 2>/dev/null || true
python3 - <<'PY'
import re, glob, os, hashlib
def seed(target, text):
    name = hashlib.sha1(text.encode()).hexdigest()[:16]
    with open(f"corpus/{target}/{name}", "w") as f:
        f.write(text)
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

declare -A dict=(
  [fuzz-scene]=dictionaries/scene.dict
  [fuzz-expression]=dictionaries/expression.dict
  [fuzz-constraint-string]=dictionaries/constraint.dict
)
export SWIFT_BACKTRACE=enable=no
total=0
for target in "${targets[@]}"; do
  args=(-max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -print_final_stats=1
    -artifact_prefix=artifacts/"$target"- )
  [ -n "${dict[$target]:-}" ] && args+=(-dict="${dict[$target]}")
  [ "$target" = fuzz-solver ] && args+=(-max_len=512)
  log=$(mktemp)
  if "$bin/$target" "${args[@]}" "corpus/$target" >"$log" 2>&1; then status=ok; else status=FAILED; fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  total=$((total + runs))
  printf '%-24s %-7s %12s executions\n' "$target" "$status" "$runs"
  if [ "$status" = FAILED ]; then tail -n 40 "$log"; fi
  rm -f "$log"
done
printf '%-24s %-7s %12s executions\n' total "" "$total"
