#!/usr/bin/env bash
# The differential test of JSON Schema export: builds SchemaCheck, then runs
# differential.py (Python's jsonschema and regex, from PyPI) on 4,000 plain and 1,000
# tricky bodies per model. Fails on any disagreement.
#
#   Examples/SchemaCheck/check.sh
set -euo pipefail
cd "$(dirname "$0")"

python3 -c "import jsonschema, regex" 2> /dev/null || pip install --quiet jsonschema regex
swift build
python3 differential.py "$(swift build --show-bin-path)/SchemaCheck" 4000
