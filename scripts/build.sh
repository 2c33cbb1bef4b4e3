#!/usr/bin/env bash
# Builds the browser package into www/pkg (release, optimised by wasm-opt) and prints its size.
# The Rust code stays at opt-level 3: opt-level "s" or "z" saves 5–15 % of the .wasm but makes
# the Havannah judge 2.5–4 times slower in the browser. About 838 KiB after wasm-opt: each
# game's view code inlined into its board (a third), the bindings, the engines and solvers,
# core formatting, and some 70 KB of page text and samples. Sorts go through `sorting` (one
# copy of the standard sort instead of one per element type, 3–11 KB each).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
wasm-pack --quiet build --release --target web --out-dir www/pkg --no-typescript --no-pack
wasm=www/pkg/arbiter_bg.wasm
before=$(wc -c <"$wasm")
# binaryen from npm understands every feature current Rust emits (see Cargo.toml).
node_modules/.bin/wasm-opt "$wasm" -o "$wasm.opt" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue --strip-debug --strip-producers
mv "$wasm.opt" "$wasm"
bytes=$(wc -c <"$wasm")
gzipped=$(gzip -9 -c "$wasm" | wc -c)
printf 'build: %s is %d KiB (%d KiB gzipped; %d KiB before wasm-opt)\n' \
  "$wasm" $((bytes / 1024)) $((gzipped / 1024)) $((before / 1024))
