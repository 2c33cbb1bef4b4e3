#!/usr/bin/env bash
# `npm run package`: the board package for other sites, built from the browser build
# (`npm run build` first). Writes target/package/arbiter-board/ — embed.js with every module it
# imports in one minified file and palette.css (without comments), the wasm packages (www/pkg/ and any www/pkg-*/),
# index.d.ts, a package.json whose version is Cargo.toml's, a README for site authors and the
# LICENSE — and `npm pack`s it into target/package/arbiter-board-<version>.tgz, which
# `npm install ./arbiter-board-<version>.tgz` puts into any site: no Rust needed there.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f www/pkg/arbiter.js ] || { echo "package: www/pkg/ is missing: run npm run build first" >&2; exit 1; }
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
[ -n "$version" ] || { echo "package: no version in Cargo.toml" >&2; exit 1; }
out=target/package/arbiter-board
rm -rf "$out" target/package/arbiter-board-*.tgz
mkdir -p "$out"

# embed.js and the page modules it imports as one file, each stripped of comments and
# indentation (scripts/bundle-js.mjs, scripts/strip-js.mjs), then minified (scripts/minify-js.mjs:
# 2.6 KB less gzipped), and the palette stripped: www/ keeps the readable source, and
# `npm run bench embed` counts what is shipped here.
node scripts/bundle-js.mjs www/embed.js "$out/embed.js"
node scripts/minify-js.mjs "$out/embed.js"
cp www/palette.css "$out/"
node scripts/strip-js.mjs "$out/palette.css"
# Every wasm package (modules.js says which game each holds), without wasm-pack's .gitignore.
packages=()
for dir in www/pkg www/pkg-*/; do
  [ -d "$dir" ] || continue
  name=$(basename "$dir")
  # The playground's own modules (www/modules.js's PLAYGROUND_FAMILIES): no embedded board loads them.
  case "$name" in pkg-play-*) continue ;; esac
  mkdir -p "$out/$name"
  cp "$dir"/*.js "$dir"/*.wasm "$out/$name/"
  packages+=("$name/")
done
cp www/embed.d.ts "$out/index.d.ts"
cp scripts/package/README.md LICENSE CHANGELOG.md "$out/"

files=$(printf '"%s", ' embed.js palette.css "${packages[@]}" index.d.ts)
cat >"$out/package.json" <<JSON
{
  "name": "arbiter-board",
  "version": "$version",
  "description": "Arbiter's game boards for any web page: one import, one <arbiter-board> element (WebAssembly inside, no dependencies)",
  "license": "MIT",
  "type": "module",
  "main": "./embed.js",
  "types": "./index.d.ts",
  "exports": {
    ".": { "types": "./index.d.ts", "default": "./embed.js" },
    "./embed.js": { "types": "./index.d.ts", "default": "./embed.js" },
    "./*": "./*"
  },
  "sideEffects": true,
  "files": [${files%, }],
  "keywords": ["board games", "combinatorial games", "web component", "webassembly", "nim", "havannah", "gomoku"]
}
JSON
(cd target/package && npm pack --silent ./arbiter-board >/dev/null)
tarball=target/package/arbiter-board-$version.tgz
[ -f "$tarball" ] || { echo "package: npm pack wrote no $tarball" >&2; exit 1; }
printf 'package: %s (%d KiB, %d files)\n' "$tarball" $(($(wc -c <"$tarball") / 1024)) "$(tar -tzf "$tarball" | wc -l)"
