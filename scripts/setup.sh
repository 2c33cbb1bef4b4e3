#!/usr/bin/env bash
# Installs what building and testing Arbiter needs, skipping whatever is already there.
# Tools that download their own binaries fail on closed networks, so every binary comes from
# a package registry: crates.io (wasm-pack, wasm-bindgen-cli), Debian (chromium, chromedriver)
# and npm (playwright-core, which downloads nothing, binaryen's wasm-opt and terser, pure JS,
# which minifies the board package's JS). Debian's own
# binaryen (108) cannot read the reference-types instructions current Rust emits, so wasm-opt
# comes from npm.
# Set ARBITER_SKIP_SETUP=1 to skip all of it.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${ARBITER_SKIP_SETUP:-}" = 1 ]; then
  echo "setup: skipped (ARBITER_SKIP_SETUP=1)"
  exit 0
fi

export PATH="$HOME/.cargo/bin:$PATH"
say() { printf 'setup: %s\n' "$*"; }

# The wasm-bindgen CLI must match the library version locked in Cargo.lock exactly.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "wasm32 target present"
else
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if command -v wasm-pack >/dev/null; then
  say "wasm-pack present ($(wasm-pack --version))"
else
  say "building wasm-pack from crates.io (about 4 minutes)"
  cargo install wasm-pack
fi

if command -v wasm-bindgen >/dev/null && [ "$(wasm-bindgen --version | awk '{print $2}')" = "$bindgen_version" ]; then
  say "wasm-bindgen-cli $bindgen_version present"
else
  say "building wasm-bindgen-cli $bindgen_version from crates.io (about 5 minutes)"
  cargo install wasm-bindgen-cli --version "=$bindgen_version" --force
fi

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" = 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
else
  say "chromium and chromedriver present"
fi

if [ -x node_modules/.bin/wasm-opt ] && [ -d node_modules/playwright-core ] && [ -d node_modules/terser ] \
  && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  say "npm packages present"
else
  say "installing npm packages"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
fi
