#!/usr/bin/env bash
# `npm start`: install what is missing, build the browser package, serve the playground.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
exec node scripts/serve.mjs "${PORT:-8080}"
