#!/usr/bin/env bash
# Times 10,000 inserts in one transaction with validation and without it, into a table
# without a unique column (Player, UncheckedPlayer) and one with (User, UncheckedUser),
# median of 5 runs each in one process, and prints the times and the two ratios. It never
# fails on the numbers.
#
#   Examples/Storage/bench.sh [RUNS] [INSERTS]   # 5 runs of 10,000 inserts by default
#
# CONFIG=debug measures the debug build (CI's smoke run, which has built it already);
# release by default.
set -euo pipefail
cd "$(dirname "$0")"

runs=${1:-5}
inserts=${2:-10000}
config=${CONFIG:-release}

swift build -c "$config" --product StorageBench
echo "$config build"
"$(swift build -c "$config" --show-bin-path)/StorageBench" "$runs" "$inserts"
