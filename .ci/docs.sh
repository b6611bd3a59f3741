#!/usr/bin/env bash
# Builds the documentation of both modules with the docc that ships with the toolchain,
# no plugin needed, and fails on any warning (a link that does not resolve, a missing
# symbol). The archives land in .build-docs/<Module>.doccarchive.
#
# Run from anywhere: bash .ci/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# Symbol graphs from a build of their own, since the flags would otherwise rebuild .build.
symbols=.build-docs/symbol-graphs
swift build --scratch-path .build-docs \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols"
for module in Requirements Validation; do
  rm -rf "$symbols-$module" && mkdir -p "$symbols-$module"
  find "$symbols" \( -name "$module.symbols.json" -o -name "$module@*.symbols.json" \) \
    -exec cp {} "$symbols-$module/" \;
  docc convert "Sources/$module/Documentation.docc" --warnings-as-errors \
    --additional-symbol-graph-dir "$symbols-$module" --fallback-display-name "$module" \
    --fallback-bundle-identifier "$module" --output-path ".build-docs/$module.doccarchive"
done
