#!/usr/bin/env bash
# `npm run bench [NAME]`: the speed figures, from an optimised native build, then the Havannah
# judge through WebAssembly in Node beside the native figure, and click-to-panel in the page
# at 10 and 10 000 moves, the page's own figures (wasm size, ready time, every game's click),
# the tree search's playouts (in Node and in the page's workers), Gomoku's nodes and the Grundy
# explorer's engine through WebAssembly (the browser package is built first if it is missing). `embed` prints the bytes a visitor
# transfers for each embedded board and the playground's first load, beside their budgets.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# `page` and `embed` have no native figures.
if [ "${1:-}" != page ] && [ "${1:-}" != embed ]; then
  cargo run --quiet --release -- bench "$@" | tee "$out"
fi
if [ $# -eq 0 ] || [[ havannah == *"$1"* ]]; then
  [ -f www/pkg/arbiter_bg.wasm ] || bash scripts/build.sh
  native=$(sed -n 's/^judge large set .*: \([0-9.]*\) ms$/\1/p' "$out")
  echo "## havannah through wasm"
  node scripts/bench-wasm.mjs "$native"
fi
if [ $# -eq 0 ] || [[ mcts == *"$1"* ]]; then
  [ -f www/pkg/arbiter_bg.wasm ] || bash scripts/build.sh
  echo "## the tree search through wasm"
  node scripts/bench-engine-wasm.mjs --mcts "$out"
  node scripts/bench-engine-wasm-threads.mjs
  node scripts/bench-engine-page.mjs
fi
if [ $# -eq 0 ] || [[ engine-speed == *"$1"* ]]; then
  [ -f www/pkg/arbiter_bg.wasm ] || bash scripts/build.sh
  echo "## Gomoku's search through wasm"
  node scripts/bench-engine-wasm.mjs --gomoku "$out"
fi
if [ $# -eq 0 ] || [[ click == *"$1"* ]]; then
  [ -f www/pkg/arbiter_bg.wasm ] || bash scripts/build.sh
  echo "## click in the browser"
  node scripts/bench-click.mjs
fi
if [ $# -eq 0 ] || [[ page == *"$1"* ]]; then
  [ -f www/pkg/arbiter_bg.wasm ] || bash scripts/build.sh
  echo "## the page: wasm size, ready time, each game's click"
  node scripts/bench-page.mjs
fi
if [ $# -eq 0 ] || [[ grundy-explorer == *"$1"* ]]; then
  [ -f www/pkg/arbiter_bg.wasm ] || bash scripts/build.sh
  echo "## grundy explorer through wasm"
  node scripts/bench-explorer.mjs
fi
if [ $# -eq 0 ] || [[ embed == *"$1"* ]]; then
  [ -f www/pkg-nim/arbiter_bg.wasm ] || bash scripts/build.sh
  echo "## embedded boards and the playground: bytes transferred, gzipped"
  node scripts/bench-embed.mjs
fi
