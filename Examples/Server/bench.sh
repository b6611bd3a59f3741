#!/usr/bin/env bash
# Loads the sign-up API with wrk, on 127.0.0.1 only: valid sign-ups (201), invalid ones
# (422, every failure listed), malformed JSON (400) and GET /users/1 (200), for a bounded
# time each, and prints requests per second. Then compares the three endpoints that check
# a body differently (ComparisonRoutes.swift): a plain `Decodable` unchecked, the same with
# hand-written checks, and `SignUp`, with valid and invalid bodies, and prints the ratios.
# Fails when a response has another status; never on the numbers themselves.
#
#   Examples/Server/bench.sh [SECONDS]   # 5 s per workload by default
#
# CONFIG=debug measures the debug build (CI's smoke run, which has built it already);
# release by default. PORT picks the loopback port (8089 by default).
set -euo pipefail
cd "$(dirname "$0")"

seconds=${1:-5}
config=${CONFIG:-release}
port=${PORT:-8089}
base="http://127.0.0.1:$port"

command -v wrk > /dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }
swift build -c "$config" --product SignUpServer
server="$(swift build -c "$config" --show-bin-path)/SignUpServer"

log=$(mktemp)
COMPARISON_ROUTES=1 PORT=$port LOG_LEVEL=error "$server" > "$log" 2>&1 &
pid=$!
trap 'kill "$pid" 2> /dev/null || true; wait "$pid" 2> /dev/null || true; rm -f "$log"' EXIT

# Ready once an unknown user answers 404; give up after 30 s.
for _ in $(seq 300); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/users/0" || true)" = 404 ] && break
  kill -0 "$pid" 2> /dev/null || { cat "$log"; exit 1; }
  sleep 0.1
done
# The user that GET /users/1 reads.
curl -s -o /dev/null -w '' -H 'Content-Type: application/json' --data-binary \
  '{"email": "ann@example.com", "name": "Ann", "password": "Correct-Horse-9", "age": 34,
    "interests": ["jazz"], "address": {"street": "Main St 1", "zip": "10115",
    "city": "Berlin", "country": "DE"}}' "$base/users"

echo "wrk, $seconds s per workload, 2 threads, 16 connections, $config build, 127.0.0.1:$port"
run() {
  BENCH_NAME=$1 BENCH_KIND=$2 BENCH_EXPECT=$3 BENCH_PATH=${4:-/users} \
    wrk --latency -t 2 -c 16 -d "${seconds}s" -s bench/request.lua "$base" |
    grep -E 'requests/s|status other' || return 1
}
run "POST /users valid (201)" valid 201
run "POST /users invalid (422)" invalid 422
run "POST /users malformed (400)" malformed 400
run "GET /users/1 (200)" get 200

# The comparison: each endpoint's line, then the ratios of requests/s.
compare() {  # $1: name, $2: kind, $3: status, $4: path; prints the line, sets $rate
  local line
  line=$(run "$@") || { echo "$line"; return 1; }
  echo "$line"
  rate=$(awk '{ for (i = 1; i < NF; i++) if ($(i + 1) == "requests/s") { print $i; exit } }' \
    <<<"$line")
}
echo
echo "The same body checked three ways (no storage; 204 or 422):"
compare "unchecked Decodable, valid" valid 204 /compare/unchecked
unchecked=$rate
compare "hand-checked Decodable, valid" valid 204 /compare/hand-checked
hand_checked=$rate
compare "DecodableModel, valid" valid 204 /compare/validated
validated=$rate
compare "hand-checked Decodable, invalid" invalid 422 /compare/hand-checked
compare "DecodableModel, invalid" invalid 422 /compare/validated
validated_invalid=$rate
awk -v u="$unchecked" -v h="$hand_checked" -v v="$validated" -v vi="$validated_invalid" '
  function ratio(a, b) { return b > 0 ? a / b : 0 }
  BEGIN {
    printf "DecodableModel / hand-checked, valid bodies: %.2fx (target >= 0.8x)\n", ratio(v, h)
    printf "DecodableModel, invalid / valid bodies:      %.2fx (target >= 0.5x)\n", ratio(vi, v)
    printf "hand-checked / unchecked, valid bodies:      %.2fx\n", ratio(h, u)
  }'
