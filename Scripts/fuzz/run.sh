#!/usr/bin/env bash
# Builds Narrow's pipeline with libFuzzer (the toolchain's `swiftc -sanitize=fuzzer`) and runs it,
# seeded with the examples and the harness fixtures.
#
#   Scripts/fuzz/run.sh [SECONDS] [libFuzzer options…]
#
# Findings land in .build/fuzz/findings; the corpus it grows in .build/fuzz/corpus. A finding is
# replayed with `.build/fuzz/narrow-fuzz FILE`; reduce it and add it to
# Tests/NarrowKitTests/Fuzz/FuzzRegressions.swift.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-300}"
shift || true
swiftc_path="$(command -v swiftc)"
host="${NARROW_SWIFT_HOST_LIBS:-$(dirname "$(dirname "$(readlink -f "$swiftc_path")")")/lib/swift/host}"
out=.build/fuzz
mkdir -p "$out/module" "$out/corpus" "$out/findings"
printf 'module CSystem {\n  header "%s/Sources/CSystem/include/CSystem.h"\n  export *\n}\n' "$PWD" > "$out/module/module.modulemap"
swiftc -O -sanitize=fuzzer -parse-as-library -module-name NarrowFuzz \
  -I "$host" -L "$host" -Xlinker -rpath -Xlinker "$host" \
  -lSwiftSyntax -lSwiftParser -lSwiftDiagnostics -lSwiftParserDiagnostics \
  -I "$out/module" \
  $(find Sources/NarrowKit -name '*.swift') Scripts/fuzz/FuzzEntry.swift \
  -o "$out/narrow-fuzz"
find Examples Tests/HarnessTests/Fixtures -name '*.swift' -not -path '*/after/*' -exec cp {} "$out/corpus/" \; 2>/dev/null || true
"$out/narrow-fuzz" "$out/corpus" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix="$out/findings/" -print_final_stats=1 "$@"
