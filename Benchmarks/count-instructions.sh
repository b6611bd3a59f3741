#!/usr/bin/env bash
# Counts the instructions and heap allocations (calls to malloc) of one operation of every
# workload with callgrind, for machines where perf events (package-benchmark's
# `instructions` metric) are not available.
#
# For each workload function (one batch of 1,000 operations), the InstructionCounter
# driver runs under `valgrind --tool=callgrind --toggle-collect=<function>`, so only
# instructions executed inside that function and its callees are counted. It runs twice,
# with 1 and with 11 batches; the difference is exactly 10 batches, which removes the
# self-check and any first-call cost:
#
#   instructions per operation = (Ir(11 batches) - Ir(1 batch)) / (10 * 1,000)
#
# Mallocs are counted the same way, from the calls to malloc callgrind records (wherever
# they happen: the difference leaves only the 10 extra batches').
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
  CheapRules.library CheapRules.libraryCatalogue CheapRules.libraryDeclaredOnce
  CheapRules.handWritten
  ModelValidity.library ModelValidity.libraryValidated ModelValidity.handWritten
  CollectFailures.library CollectFailures.handWritten
  FieldFailures.library FieldFailures.handWritten
  SubmitFailures.library SubmitFailures.handWritten
  AssignmentStream.library AssignmentStream.handWritten
  AssignmentStream.libraryAcceptedOnly AssignmentStream.handWrittenAcceptedOnly
  ModelValidate.library ModelValidate.libraryValidated ModelValidate.handWritten
  DecodeUsers.library DecodeUsers.handWritten
  RequestBodies.validLibrary RequestBodies.validHandWritten
  RequestBodies.validLibraryCatalogue RequestBodies.validHandWrittenCatalogue
  RequestBodies.invalidLibrary RequestBodies.invalidHandWritten
  FormKeystrokes.library FormKeystrokes.handWritten
)
if [ $# -gt 0 ]; then workloads=("$@"); fi

# Sums the calls to malloc in a callgrind output file. Names are compressed: a function's
# name follows its id the first time the id appears (`cfn=(12) malloc`), then the id alone.
count_mallocs='
/^c?fn=\(/ {
  lp = index($0, "("); rp = index($0, ")")
  id = substr($0, lp + 1, rp - lp - 1)
  if (length($0) > rp + 1) names[id] = substr($0, rp + 2)
  callee = ($0 ~ /^cfn=/) ? id : ""
  next
}
/^calls=/ {
  if (callee != "" && names[callee] == "malloc") { split(substr($0, 7), parts, " "); total += parts[1] }
  callee = ""
}
END { print total + 0 }'

collected() {  # $1: workload, $2: batches; prints "instructions mallocs"
  local type=${1%.*} member=${1#*.} out instructions
  # The Swift mangling of `Workloads.<type>.<member>() -> Int` on a class.
  local symbol="\$s9Workloads${#type}${type}C${#member}${member}SiyF"
  out=$(mktemp)
  # A driver that stops (a failed self-check) or a workload never entered (a renamed
  # function: nothing collected) must not read as a count.
  if ! instructions=$(valgrind --tool=callgrind --callgrind-out-file="$out" \
    --toggle-collect="$symbol" "$driver" "$2" "$1" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p') || [ "${instructions:-0}" -eq 0 ]; then
    echo "count-instructions: $1 did not run under callgrind (driver failed, or $symbol" \
      "was never entered)" >&2
    exit 1
  fi
  echo "$instructions $(awk "$count_mallocs" "$out")"
  rm -f "$out"
}

printf '%-42s %12s %12s\n' "workload" "instr/op" "mallocs/op"
for workload in "${workloads[@]}"; do
  first=$(collected "$workload" 1)
  last=$(collected "$workload" 11)
  read -r one one_mallocs <<<"$first"
  read -r eleven eleven_mallocs <<<"$last"
  awk -v w="$workload" -v a="$one" -v b="$eleven" -v c="$one_mallocs" -v d="$eleven_mallocs" \
    'BEGIN { printf "%-42s %12.1f %12.1f\n", w, (b - a) / 10000, (d - c) / 10000 }'
done
