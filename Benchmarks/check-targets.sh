#!/usr/bin/env bash
# Checks the performance targets: counts instructions and mallocs per operation with
# count-instructions.sh (callgrind: exact, whatever else the machine is doing), then compares
# each library variant with its hand-written twin. Prints one line per target and exits
# non-zero when a target is missed.
#
# Run from the repository root or from Benchmarks/:
#   Benchmarks/check-targets.sh
set -euo pipefail
cd "$(dirname "$0")"

# Each target: library variant, hand-written twin, the most instructions as a multiple of
# the twin's, the most mallocs per operation (`+n`: at most n more than the twin's; `xn`:
# at most n times the twin's), and,
# for a target not met yet, the ratio it must not grow past meanwhile: such a target is
# reported as open and fails only above that ratio.
targets=(
  "CheapRules.library CheapRules.handWritten 4 0"
  "CheapRules.libraryCatalogue CheapRules.handWritten 4 0"
  # The rules as users declare them: a `static let` array, one guard built from it.
  "CheapRules.libraryDeclaredOnce CheapRules.handWritten 3.5 0"
  # With cross-field rules declared as `static let rules: [ModelRule<Self>]`, as the owner
  # decided (Benchmarks/NOTES.md, "Model validity").
  "ModelValidity.library ModelValidity.handWritten 1.15 0"
  "ModelValidity.libraryValidated ModelValidity.handWritten 1.15 0"
  # Five broken rules per form: allocations stay within two per failure. Not met since
  # errors carry their field's translated name (2.019x; Benchmarks/NOTES.md, "Names in the
  # user's language, on the failure path"): open, at most 2.05x.
  "CollectFailures.library CollectFailures.handWritten 2 10 2.05"
  # Five broken rules per form: at most one allocation per failure beyond the twin's. Not
  # met yet (2.14x, moving by up to 0.05x with the heap's layout; Benchmarks/NOTES.md,
  # "Failures and their inputs"): open, at most 2.2x.
  "FieldFailures.library FieldFailures.handWritten 2 +5 2.2"
  # A submit with an error in every field, on a model built for it: target 3x the twin, not
  # met (4.04x; Benchmarks/NOTES.md, "A submit with an error in every field"): open, at
  # most 4.15x, and no more than 15 allocations beyond the twin's.
  "SubmitFailures.library SubmitFailures.handWritten 3 +15 4.15"
  # Half the candidates are rejected; the rejections are not to allocate either.
  "AssignmentStream.library AssignmentStream.handWritten 1.15 0"
  "AssignmentStream.libraryAcceptedOnly AssignmentStream.handWrittenAcceptedOnly 1.15 0"
  # A server's request bodies, one per operation: a valid body decoded and checked, and an
  # invalid one answered with its problem details.
  "RequestBodies.validLibrary RequestBodies.validHandWritten 1.5 x2"
  # The same with the requirements written as catalogue entries in the model's property
  # wrappers, created for every body; the twin asks the same entries, declared once.
  "RequestBodies.validLibraryCatalogue RequestBodies.validHandWrittenCatalogue 1.5 x2"
  # An invalid body answered in English and in German: the issue's target was 3x; both
  # measure about 1.2x (Benchmarks/NOTES.md, "Problem details in the user's language"), so
  # the line is drawn at 1.5x, where a lookup per sentence would cross it again.
  "RequestBodies.invalidLibrary RequestBodies.invalidHandWritten 1.5 x3"
  "RequestBodies.invalidLibraryGerman RequestBodies.invalidHandWritten 1.5 x3"
  # A six-field form typed keystroke by keystroke, asked for its validity after each: no
  # more allocations per keystroke than the twin.
  "FormKeystrokes.library FormKeystrokes.handWritten 1.5 +0"
)

workloads=()
for target in "${targets[@]}"; do
  read -r library twin _ <<<"$target"
  for workload in "$library" "$twin"; do
    [[ " ${workloads[*]} " == *" $workload "* ]] || workloads+=("$workload")
  done
done

counts=$(./count-instructions.sh "${workloads[@]}")
echo "$counts"
echo

missed=0
for target in "${targets[@]}"; do
  read -r library twin ratio_limit malloc_limit open_ceiling <<<"$target"
  read -r _ library_instructions library_mallocs <<<"$(grep "^$library " <<<"$counts")"
  read -r _ twin_instructions twin_mallocs <<<"$(grep "^$twin " <<<"$counts")"
  # A malloc limit written "+n" is n more than the twin's.
  if [[ $malloc_limit == +* ]]; then
    malloc_limit=$(awk -v t="$twin_mallocs" -v n="${malloc_limit#+}" 'BEGIN { print t + n }')
  elif [[ $malloc_limit == x* ]]; then
    malloc_limit=$(awk -v t="$twin_mallocs" -v n="${malloc_limit#x}" 'BEGIN { print t * n }')
  fi
  verdict=$(awk -v l="$library_instructions" -v t="$twin_instructions" -v r="$ratio_limit" \
    -v m="$library_mallocs" -v ml="$malloc_limit" -v name="$library" \
    -v c="${open_ceiling:-}" 'BEGIN {
      ratio = l / t
      met = (ratio <= r && m <= ml)
      open = (!met && c != "" && ratio <= c + 0 && m <= ml)
      printf "%s %-40s %.3fx (limit %sx%s), %.1f mallocs/op (limit %s)\n",
        met ? "met   " : (open ? "OPEN  " : "MISSED"), name, ratio, r,
        c != "" ? ", open up to " c "x" : "", m, ml
    }')
  if [[ $verdict == MISSED* ]]; then missed=$((missed + 1)); fi
  echo "$verdict"
done

if [ "$missed" -gt 0 ]; then
  echo "$missed performance target(s) missed" >&2
  exit 1
fi
