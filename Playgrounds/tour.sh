#!/usr/bin/env bash
# Runs every page of Playgrounds/Tour.playground, in order, as the executable
# targets Package.swift declares for them. Stops at the first page that fails.
set -euo pipefail
cd "$(dirname "$0")/.."
for page in Basics ViewModel Composing Models ObservableForm SignUpForm FormModel Languages Macro; do
  echo "=== Tour: $page ==="
  swift run --quiet "Tour$page"
  echo
done
