#!/usr/bin/env bash
# Compiles the SwiftUI adapter (Sources/Validation/SwiftUI), which `#if canImport(SwiftUI)`
# hides on Linux, against a stub `SwiftUI` module (SwiftUI/*.swift) that declares only what
# the adapter uses, as Apple's documentation declares it; with it, a view over a view model
# declared as the tour declares it (Uses/*.swift). Twice: with `Binding.init(get:set:)` as
# current SDKs declare it (`@isolated(any) @Sendable` closures) and as earlier ones did
# (plain closures). Warnings are errors.
#
# The adapter's files make a module of their own that imports the debug build's
# `Validation` as its tests do (`@testable`, so its internal and package API is there as it
# is to the files inside it): only they are compiled, in seconds. Run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/../.."
modules=.build/debug/Modules
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-swift-version 6 -warnings-as-errors -parse-as-library)
for variant in current plain; do
  defines=()
  [[ $variant == plain ]] && defines=(-D SWIFTUI_STUB_PLAIN_BINDING)
  mkdir -p "$work/$variant"
  swiftc -emit-module "${flags[@]}" "${defines[@]}" -module-name SwiftUI \
    -emit-module-path "$work/$variant/SwiftUI.swiftmodule" .ci/swiftui-stub/SwiftUI/*.swift
  swiftc -typecheck "${flags[@]}" -module-name ValidationSwiftUI -I "$work/$variant" \
    -I "$modules" -Xfrontend -testable-import-module -Xfrontend Validation \
    Sources/Validation/SwiftUI/*.swift .ci/swiftui-stub/Uses/*.swift
  echo "the SwiftUI adapter compiles ($variant Binding.init(get:set:))"
done
