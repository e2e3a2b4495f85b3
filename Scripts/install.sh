#!/bin/sh
# Installs narrow in PREFIX/bin, with every Swift library it loads from the toolchain (the Swift
# runtime, Foundation, SwiftSyntax) copied to PREFIX/lib/narrow. The installed binary looks for its
# libraries there only ($ORIGIN/../lib/narrow), so it keeps working when the toolchain is moved or
# upgraded. Needs the Swift toolchain on PATH to build, and ldd (Linux).
set -eu

usage() {
  echo "usage: Scripts/install.sh --prefix DIR"
  echo "Builds narrow in release mode and installs DIR/bin/narrow and DIR/lib/narrow/."
}

prefix=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a directory" >&2; exit 2; }; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "install.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
done
[ -n "$prefix" ] || { echo "install.sh: --prefix DIR is required" >&2; usage >&2; exit 2; }
command -v ldd >/dev/null || { echo "install.sh: needs ldd, which this system does not have" >&2; exit 2; }

here=$(cd "$(dirname "$0")/.." && pwd)
scratch="$here/.build/install"
NARROW_INSTALL=1 swift build -c release --product narrow --package-path "$here" --scratch-path "$scratch"
binary="$(swift build -c release --package-path "$here" --scratch-path "$scratch" --show-bin-path)/narrow"

# The toolchain's library directories: what the binary was linked against.
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
runtime="$toolchain/lib/swift/linux"
host="$toolchain/lib/swift/host"

mkdir -p "$prefix/bin" "$prefix/lib/narrow"
LD_LIBRARY_PATH="$runtime:$host" ldd "$binary" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' | while read -r library; do
  case "$library" in
    "$toolchain"/*) cp -L "$library" "$prefix/lib/narrow/" ;;
  esac
done
# Written beside, then renamed: an interrupted install never leaves half a binary.
cp "$binary" "$prefix/bin/.narrow.installing"
mv "$prefix/bin/.narrow.installing" "$prefix/bin/narrow"
echo "installed $prefix/bin/narrow and $(ls "$prefix/lib/narrow" | wc -l | tr -d ' ') libraries in $prefix/lib/narrow"
