#!/usr/bin/env bash
# Each file here is a mistake the library makes a compile error: type-checks it against the
# debug build's modules and fails unless the compiler rejects it with the message its first
# line names (`// expected: …`). Run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/../.."
modules=.build/debug/Modules
status=0
for file in .ci/must-not-compile/*.swift; do
  expected=$(sed -n '1s|^// expected: ||p' "$file")
  if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" 2>&1); then
    echo "compiled, but must not: $file"
    status=1
  elif ! grep -qF "$expected" <<<"$output"; then
    echo "rejected for another reason than \"$expected\": $file"
    echo "$output" | head -20
    status=1
  else
    echo "rejected as expected: $file"
  fi
done
exit $status
