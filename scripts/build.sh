#!/usr/bin/env bash
# Builds the browser package into www/pkg (release, optimised by wasm-opt) and prints its size,
# then the light modules of embedded boards into www/pkg-<family> (see below).
# `--record` (`npm run build -- --record`) also writes that size into docs/contributing.md,
# between `<!-- size:start -->` and `<!-- size:end -->`; e2e/size.test.mjs fails when the
# recorded figure drifts more than 3 % from the package built. Where the bytes go is in
# docs/contributing.md (Size of the browser package).
# The Rust code stays at opt-level 3: opt-level "s" or "z" saves 5–15 % of the .wasm but makes
# the Havannah judge 2.5–4 times slower in the browser. Sorts go through `sorting` (one copy
# of the standard sort instead of one per element type, 3–11 KB each).
set -euo pipefail
cd "$(dirname "$0")/.."
record=false
for arg in "$@"; do
  case "$arg" in
    --record) record=true ;;
    *) echo "build: unknown argument $arg (only --record)" >&2; exit 2 ;;
  esac
done
export PATH="$HOME/.cargo/bin:$PATH"

# Runs wasm-opt over a built module's .wasm in place. binaryen from npm understands every
# feature current Rust emits (see Cargo.toml).
optimise() {
  node_modules/.bin/wasm-opt "$1" -o "$1.opt" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue --strip-debug --strip-producers
  mv "$1.opt" "$1"
}

wasm-pack --quiet build --release --target web --out-dir www/pkg --no-typescript --no-pack
wasm=www/pkg/arbiter_bg.wasm
before=$(wc -c <"$wasm")
optimise "$wasm"
bytes=$(wc -c <"$wasm")
gzipped=$(gzip -9 -c "$wasm" | wc -c)
printf 'build: %s is %d KiB (%d KiB gzipped; %d KiB before wasm-opt)\n' \
  "$wasm" $((bytes / 1024)) $((gzipped / 1024)) $((before / 1024))

# The light modules of embedded boards (www/modules.js picks one by game): one board family
# each, without the computer players, the judges' table, the checker or the explorer, which
# stay in www/pkg for the workers. Same opt-level as www/pkg: their boards' hints and verdicts
# run as fast as the full package's.
for module in nim:nim impartial:impartial connection:connection; do
  name=${module%%:*}
  features=${module#*:}
  wasm-pack --quiet build --release --target web --out-dir "www/pkg-$name" --no-typescript --no-pack \
    -- --no-default-features --features "$features"
  optimise "www/pkg-$name/arbiter_bg.wasm"
  printf 'build: www/pkg-%s/arbiter_bg.wasm is %d KiB gzipped\n' "$name" \
    $(($(gzip -9 -c "www/pkg-$name/arbiter_bg.wasm" | wc -c) / 1024))
done
if $record; then
  doc=docs/contributing.md
  line=$(printf '%d KiB after `wasm-opt` (%d KiB gzipped; %d KiB before `wasm-opt`).' \
    $((bytes / 1024)) $((gzipped / 1024)) $((before / 1024)))
  # The lines between the markers are replaced; the markers must be there, once each.
  [ "$(grep -c '^<!-- size:start -->$' "$doc")" = 1 ] && [ "$(grep -c '^<!-- size:end -->$' "$doc")" = 1 ] || {
    echo "build: $doc needs one <!-- size:start --> and one <!-- size:end --> line" >&2
    exit 1
  }
  LINE="$line" awk '
    /^<!-- size:start -->$/ { print; print ENVIRON["LINE"]; skip = 1; next }
    /^<!-- size:end -->$/ { skip = 0 }
    !skip { print }
  ' "$doc" >"$doc.new"
  mv "$doc.new" "$doc"
  echo "build: recorded in $doc"
fi
