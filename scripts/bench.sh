#!/usr/bin/env bash
# `npm run bench [NAME]`: the speed figures, from an optimised native build.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo run --quiet --release -- bench "$@"
