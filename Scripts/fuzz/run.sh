#!/usr/bin/env bash
# Explores inputs `swift test` does not run, and prints each finding as a line to add to
# Tests/NarrowKitTests/Fuzz/FuzzRegressions.swift (reduce it to the construct that matters first).
#
#   Scripts/fuzz/run.sh [SECONDS] [libFuzzer options…]
#       Builds Narrow's pipeline with the toolchain's libFuzzer (`swiftc -sanitize=fuzzer`) and
#       runs it for SECONDS (300 by default), seeded with the examples and the harness fixtures.
#       A finding is replayed with `.build/fuzz/narrow-fuzz FILE`.
#   Scripts/fuzz/run.sh --seeds FROM [COUNT]
#       Runs the fuzz test's own mutations for COUNT seeds from FROM (1000 by default), where
#       `swift test` runs a fixed list. A finding is replayed with NARROW_FUZZ_SEED=<seed>
#       swift test --filter FuzzTests.
#
# Findings land in .build/fuzz/findings, and every file there is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build/fuzz
mkdir -p "$out/findings"
status=0
if [ "${1:-}" = "--seeds" ]; then
  from="${2:?--seeds needs the first seed}"
  NARROW_FUZZ_FROM="$from" NARROW_FUZZ_COUNT="${3:-1000}" NARROW_FUZZ_FINDINGS="$PWD/$out/findings" \
    swift test --filter FuzzTests/mutatedSourcesNeverCrashHangOrBreakWhatTheyEdit || status=$?
else
  seconds="${1:-300}"
  shift || true
  swiftc_path="$(command -v swiftc)"
  host="${NARROW_SWIFT_HOST_LIBS:-$(dirname "$(dirname "$(readlink -f "$swiftc_path")")")/lib/swift/host}"
  mkdir -p "$out/module" "$out/corpus"
  printf 'module CSystem {\n  header "%s/Sources/CSystem/include/CSystem.h"\n  export *\n}\n' "$PWD" > "$out/module/module.modulemap"
  swiftc -O -sanitize=fuzzer -parse-as-library -module-name NarrowFuzz \
    -I "$host" -L "$host" -Xlinker -rpath -Xlinker "$host" \
    -lSwiftSyntax -lSwiftParser -lSwiftDiagnostics -lSwiftParserDiagnostics \
    -I "$out/module" \
    $(find Sources/NarrowKit -name '*.swift') Scripts/fuzz/FuzzEntry.swift \
    -o "$out/narrow-fuzz"
  find Examples Tests/HarnessTests/Fixtures -name '*.swift' -not -path '*/after/*' -exec cp {} "$out/corpus/" \; 2>/dev/null || true
  # libFuzzer's -timeout is time on the clock; its findings are replayed by the regression test,
  # whose limit is CPU time, so a case slowed only by a busy machine is told apart there.
  "$out/narrow-fuzz" "$out/corpus" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=4096 \
    -artifact_prefix="$out/findings/" -print_final_stats=1 "$@" || status=$?
fi
findings=("$out"/findings/*)
if [ -e "${findings[0]}" ]; then
  echo "Findings, as regression inputs:"
  swift Scripts/fuzz/regression-input.swift "${findings[@]}"
fi
exit "$status"
