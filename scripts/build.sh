#!/usr/bin/env bash
# Builds the browser package into www/pkg (release, optimised by wasm-opt) and prints its size,
# then the light modules of embedded boards into www/pkg-<family> (see below).
# `--record` (`npm run build -- --record`) also writes that size into docs/contributing.md,
# between `<!-- size:start -->` and `<!-- size:end -->`; e2e/size.test.mjs fails when the
# recorded figure drifts more than 3 % from the package built. Where the bytes go is in
# docs/contributing.md (Size of the browser package).
# The full package stays at opt-level 3: opt-level "s" or "z" saves 5–15 % of the .wasm but
# makes the Havannah judge 2.5–4 times slower in the browser. Sorts go through `sorting` (one copy
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

# The features wasm-opt is told of: binaryen from npm understands every one current Rust emits
# (see Cargo.toml), and SIMD (www/pkg's, below).
wasm_features=(--enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals
  --enable-reference-types --enable-multivalue --enable-simd)
# Runs wasm-opt over a built module's .wasm in place, with any further flags. -Oz for every
# module: -O3 on www/pkg ran 0.4 % fewer instructions a Gomoku node for 1.3 % more bytes
# (docs/engines.md, "Gomoku figures").
optimise() {
  node_modules/.bin/wasm-opt "$@" -o "$1.opt" -Oz "${wasm_features[@]}" --strip-debug --strip-producers
  mv "$1.opt" "$1"
}

# The full package uses WebAssembly's 128-bit SIMD (every current browser has it: Chrome and
# Edge since 91, Firefox since 89, Safari since 16.4; Node since 16.4): the Gomoku board's eight
# kept sums change by two vector additions a window instead of eight, as natively. Only
# www/pkg's code: the light modules keep the baseline instructions.
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="${CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS:-} -C target-feature=+simd128" \
  wasm-pack --quiet build --release --target web --out-dir www/pkg --no-typescript --no-pack
# The glue loses the comments wasm-bindgen writes into it (the Rust doc comments of every
# binding) and its indentation: two fifths of its gzipped bytes (scripts/strip-js.mjs).
node scripts/strip-js.mjs www/pkg/arbiter.js
wasm=www/pkg/arbiter_bg.wasm
before=$(wc -c <"$wasm")
optimise "$wasm"
bytes=$(wc -c <"$wasm")
gzipped=$(gzip -9 -c "$wasm" | wc -c)
printf 'build: %s is %d KiB (%d KiB gzipped; %d KiB before wasm-opt)\n' \
  "$wasm" $((bytes / 1024)) $((gzipped / 1024)) $((before / 1024))

# The light modules of embedded boards (www/modules.js picks one by game): one board family
# each, without the computer players, the judges' table, the checker, the explorer or game
# records (SGF, PSQ), which stay in www/pkg for the workers and the playground. The Nim and
# impartial modules are built for size (profile `embed`, opt-level "z" in Cargo.toml): their
# boards' reports and hints stay within milliseconds. Connect's family, one module per game
# (Connect, Havannah, Gomoku: a board transfers 50–58 KB less than with one module of the
# three), keeps opt-level 3, as www/pkg: at "z" a Gomoku verdict on the 20 × 20 board takes
# four times as long (2 s instead of 0.5 s on one click). wasm-bindgen runs directly: wasm-pack builds only the release
# profile. Their glue, which every embedded board fetches, is minified (scripts/minify-js.mjs:
# terser: 0.9 KB less gzipped than stripped as www/pkg's), and the names of their imports and
# exports shortened in the glue and the .wasm alike (scripts/minify-names.mjs: 3.1 KB).
# Every one takes a small allocator (feature `small-heap`, src/heap.rs: 3 KB less gzipped than
# dlmalloc); those built for size also sort their keys by `sorting::heapsort` (`compact`: no copy
# of the standard sort, 3.5 KB), while Connect's family keeps the standard sort for speed.
# Modules of an earlier layout go (scripts/package.sh ships every www/pkg-*/).
rm -rf www/pkg-*/
# Each impartial game has a module of its own, named by its slug as its feature is; the games
# are www/modules.js's IMPARTIAL (scripts/test.sh lints the same list).
impartial=""
every=""
for game in $(node --input-type=module -e "import { IMPARTIAL } from './www/modules.js'; console.log(IMPARTIAL.join(' '))"); do
  impartial+=" $game:$game,compact,extras:embed"
  every+="$game,"
done
# Embedded boards' modules leave out what only the playground calls (feature `playground`: the
# games' list, the move list's entries, …; 6.5 KB gzipped of Nim's); the playground loads its
# own for the impartial games (www/modules.js's PLAYGROUND_FAMILIES): Nim's, and one of them all.
# The connection games' modules, within their budget, serve both pages. Nim's light module
# also leaves out feature `extras` (opening links and saved texts, SVG: 13.1 KB gzipped): a Nim
# board fetches pkg-nim-extras, its board with them, only when it needs one (modules.js's EXTRAS).
for module in nim:nim,compact:embed nim-extras:nim,compact,extras:embed $impartial \
  play-nim:nim,compact,playground,extras:embed play-impartial:${every}compact,playground,extras:embed \
  connect:connect,small-heap,playground,extras:release havannah:havannah,small-heap,playground,extras:release \
  gomoku:gomoku,small-heap,playground,extras:release; do
  IFS=: read -r name features profile <<<"$module"
  cargo build --quiet --lib --target wasm32-unknown-unknown --profile "$profile" \
    --no-default-features --features "$features"
  wasm-bindgen --target web --no-typescript --out-dir "www/pkg-$name" \
    "target/wasm32-unknown-unknown/$profile/arbiter.wasm"
  # `--converge` repeats the passes while they still shrink the module: 0.4 KB less gzipped
  # for Nim's, for half as long again in wasm-opt (10 s instead of 6 s of CPU).
  # `--low-memory-unused` lets wasm-opt fold constant offsets into loads and stores (0.6 KB):
  # the first 1024 bytes of memory are the bottom of Rust's 1 MiB stack, which a board never
  # comes near.
  optimise "www/pkg-$name/arbiter_bg.wasm" --converge --low-memory-unused
  # Short import and export names in the .wasm and its glue (scripts/minify-names.mjs), then
  # the glue minified.
  node_modules/.bin/wasm-opt "www/pkg-$name/arbiter_bg.wasm" -o "www/pkg-$name/arbiter_bg.wasm" "${wasm_features[@]}" \
    --minify-imports-and-exports-and-modules >"www/pkg-$name/names.json"
  node scripts/minify-names.mjs "www/pkg-$name/arbiter.js" "www/pkg-$name/names.json"
  node scripts/minify-js.mjs "www/pkg-$name/arbiter.js"
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
