#!/bin/sh
# Makes the Linux release archive: narrow-VERSION-linux-ARCH.tar.gz, holding bin/narrow,
# lib/narrow/ (the Swift libraries it loads, as Scripts/install.sh copies them), README.md,
# CHANGELOG.md and LICENSE, and beside it the archive's .sha256 (sha256sum's
# format: `sha256sum -c` checks it). VERSION is what the built binary's --version prints.
set -eu

usage() {
  echo "usage: Scripts/release.sh --output DIR [--from-prefix PREFIX]"
  echo "Builds narrow in release mode (Scripts/install.sh into a staging prefix) and writes"
  echo "DIR/narrow-VERSION-linux-ARCH.tar.gz and DIR/narrow-VERSION-linux-ARCH.tar.gz.sha256."
  echo "  --from-prefix PREFIX   package PREFIX/bin/narrow and PREFIX/lib/narrow, installed before"
}

output=""
from=""
while [ $# -gt 0 ]; do
  case "$1" in
    --output) [ $# -ge 2 ] || { echo "release.sh: --output needs a directory" >&2; exit 2; }; output="$2"; shift 2 ;;
    --output=*) output="${1#--output=}"; shift ;;
    --from-prefix) [ $# -ge 2 ] || { echo "release.sh: --from-prefix needs a directory" >&2; exit 2; }; from="$2"; shift 2 ;;
    --from-prefix=*) from="${1#--from-prefix=}"; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "release.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
done
[ -n "$output" ] || { echo "release.sh: --output DIR is required" >&2; usage >&2; exit 2; }
[ "$(uname -s)" = Linux ] || { echo "release.sh: makes the Linux archive only; on macOS see Docs/Install.md" >&2; exit 2; }
command -v sha256sum >/dev/null || { echo "release.sh: needs sha256sum, which this system does not have" >&2; exit 2; }

here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/narrow-release.XXXXXX")
partial=""
cleanup() {
  rm -rf "$work"
  [ -z "$partial" ] || rm -f "$partial.tar.gz" "$partial.sha256"
}
trap cleanup EXIT
trap 'exit 1' HUP INT TERM

if [ -z "$from" ]; then
  from="$work/prefix"
  "$here/Scripts/install.sh" --prefix "$from"
fi
[ -x "$from/bin/narrow" ] || { echo "release.sh: $from/bin/narrow is not an executable" >&2; exit 1; }
[ -f "$from/lib/narrow/libSwiftSyntax.so" ] || { echo "release.sh: $from/lib/narrow has no libSwiftSyntax.so; install with Scripts/install.sh" >&2; exit 1; }

# `narrow --version` prints "narrow 0.2.0".
version=$("$from/bin/narrow" --version | sed -n 's/^narrow \([^ ]*\)$/\1/p')
[ -n "$version" ] || { echo "release.sh: $from/bin/narrow --version did not print 'narrow VERSION'" >&2; exit 1; }
name="narrow-$version-linux-$(uname -m)"

stage="$work/$name"
mkdir -p "$stage/bin" "$stage/lib/narrow"
cp "$from/bin/narrow" "$stage/bin/"
cp "$from/lib/narrow/"* "$stage/lib/narrow/"
cp "$here/README.md" "$here/CHANGELOG.md" "$here/LICENSE" "$stage/"

# Both files are written under temporary names and renamed once complete: a failed or interrupted
# run leaves no archive that looks finished, and never an archive without its checksum.
mkdir -p "$output"
output=$(cd "$output" && pwd)
partial="$output/.$name.partial"
tar -C "$work" --owner=0 --group=0 --numeric-owner -czf "$partial.tar.gz" "$name"
sum=$(sha256sum "$partial.tar.gz" | cut -d ' ' -f 1)
printf '%s  %s\n' "$sum" "$name.tar.gz" >"$partial.sha256"
mv "$partial.tar.gz" "$output/$name.tar.gz"
mv "$partial.sha256" "$output/$name.tar.gz.sha256"
partial=""
echo "wrote $output/$name.tar.gz and $name.tar.gz.sha256"
