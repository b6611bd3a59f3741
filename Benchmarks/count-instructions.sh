#!/usr/bin/env bash
# Counts the instructions of one operation of every workload with callgrind, for machines
# where perf events (package-benchmark's `instructions` metric) are not available.
#
# For each workload function (one batch of 1,000 operations), the InstructionCounter
# driver runs under `valgrind --tool=callgrind --toggle-collect=<function>`, so only
# instructions executed inside that function and its callees are counted. It runs twice,
# with 1 and with 11 batches; the difference is exactly 10 batches, which removes the
# self-check and any first-call cost:
#
#   instructions per operation = (Ir(11 batches) - Ir(1 batch)) / (10 * 1,000)
#
# Run from the repository root or from Benchmarks/:
#   Benchmarks/count-instructions.sh [workload ...]   (default: all; e.g. CheapRules.library)
set -euo pipefail
cd "$(dirname "$0")"
# Release builds specialize across modules, so the driver bakes in the library's type
# layouts; SwiftPM does not rebuild it when only the library changed. Force it.
# It also keeps the library's list of source files from its last build plan: drop the plan so
# that a file added to or removed from the library is seen.
touch Sources/InstructionCounter/main.swift Sources/Workloads/*.swift
rm -f .build/release.yaml .build/*/release/description.json
swift build -c release --product InstructionCounter >&2
driver=.build/release/InstructionCounter

workloads=(
  CheapRules.library CheapRules.libraryCatalogue CheapRules.handWritten
  ModelValidity.library ModelValidity.libraryValidated ModelValidity.handWritten
  CollectFailures.library CollectFailures.handWritten
  AssignmentStream.library AssignmentStream.handWritten
  AssignmentStream.libraryAcceptedOnly AssignmentStream.handWrittenAcceptedOnly
  ModelValidate.library ModelValidate.libraryValidated ModelValidate.handWritten
  DecodeUsers.library DecodeUsers.handWritten
)
if [ $# -gt 0 ]; then workloads=("$@"); fi

collected() {  # $1: workload, $2: batches
  local type=${1%.*} member=${1#*.} out
  # The Swift mangling of `Workloads.<type>.<member>() -> Int` on a class.
  local symbol="\$s9Workloads${#type}${type}C${#member}${member}SiyF"
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="$symbol" \
    "$driver" "$2" "$1" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
  rm -f "$out"
}

printf '%-42s %12s\n' "workload" "instr/op"
for workload in "${workloads[@]}"; do
  one=$(collected "$workload" 1)
  eleven=$(collected "$workload" 11)
  printf '%-42s %12s\n' "$workload" "$(awk -v a="$one" -v b="$eleven" \
    'BEGIN { printf "%.1f", (b - a) / 10000 }')"
done
