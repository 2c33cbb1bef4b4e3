#!/usr/bin/env bash
# `npm run bench [NAME]`: the speed figures, from an optimised native build, then the Havannah
# judge through WebAssembly in Node beside the native figure (the browser package is built
# first if it is missing).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
cargo run --quiet --release -- bench "$@" | tee "$out"
if [ $# -eq 0 ] || [[ havannah == *"$1"* ]]; then
  [ -f www/pkg/arbiter_bg.wasm ] || bash scripts/build.sh
  native=$(sed -n 's/^judge large set .*: \([0-9.]*\) ms$/\1/p' "$out")
  echo "## havannah through wasm"
  node scripts/bench-wasm.mjs "$native"
fi
