#!/usr/bin/env bash
# Fuzzes the sign-up API from the OpenAPI document it serves (GET /openapi.json), with
# schemathesis from PyPI: a server on 127.0.0.1, a fixed seed, about 2,000 generated
# requests. Fails on any failure of schemathesis's checks but one: its "schema-valid
# request accepted" check (positive_data_acceptance) holds only for a schema that says
# everything the server checks, and this one, by design, may accept more (characters are
# not code points; a rule written as a closure is only named): see the Schema article.
#
#   Examples/Server/fuzz.sh
#
# CONFIG=release fuzzes the release build; debug by default (CI has built it already).
# PORT picks the loopback port (8098 by default).
set -euo pipefail
cd "$(dirname "$0")"

config=${CONFIG:-debug}
port=${PORT:-8098}
base="http://127.0.0.1:$port"

command -v schemathesis > /dev/null || pip install --quiet schemathesis
swift build -c "$config" --product SignUpServer
server="$(swift build -c "$config" --show-bin-path)/SignUpServer"

log=$(mktemp)
PORT=$port LOG_LEVEL=error "$server" > "$log" 2>&1 &
pid=$!
trap 'kill "$pid" 2> /dev/null || true; wait "$pid" 2> /dev/null || true; rm -f "$log"' EXIT

# Ready once the document answers; give up after 30 s.
for _ in $(seq 300); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/openapi.json" || true)" = 200 ] && break
  kill -0 "$pid" 2> /dev/null || { cat "$log"; exit 1; }
  sleep 0.1
done

schemathesis run "$base/openapi.json" --seed 1 --max-examples 250 \
  --exclude-checks positive_data_acceptance
