#!/usr/bin/env bash
# `npm test`: install what is missing, then run every check and test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PATH"

step() { printf '\n== %s\n' "$*"; }
started=$SECONDS

step "format"
cargo fmt --check
step "lint (native and wasm32)"
cargo clippy --all-targets -- -D warnings
cargo clippy --lib --target wasm32-unknown-unknown -- -D warnings
# The light modules' feature sets (scripts/build.sh, whose impartial games are www/modules.js's
# IMPARTIAL): code one family shares with another stays clean when the other is left out.
impartial=$(node --input-type=module -e "import { IMPARTIAL } from './www/modules.js'; console.log(IMPARTIAL.join(' '))")
for features in nim,compact nim,compact,extras $(printf '%s,compact,extras ' $impartial) impartial \
  nim,compact,playground,extras $(printf '%s,' $impartial)compact,playground,extras \
  connect,small-heap,playground,extras havannah,small-heap,playground,extras gomoku,small-heap,playground,extras; do
  cargo clippy --lib --target wasm32-unknown-unknown --no-default-features --features "$features" -- -D warnings
done
step "docs"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet
step "native tests"
# The contest data beside the repository is checked byte for byte when it is there.
if [ -d ../shared/data ]; then
  export ARBITER_REQUIRE_DATA=1
else
  echo "note: ../shared/data is absent: the Havannah contest-data tests are skipped"
fi
cargo test
step "memory: every judge's worst inputs under a 256 MB limit"
# A release build (the worst inputs are judged at full speed), then about ten seconds.
bash scripts/memcheck.sh
step "browser package"
bash scripts/build.sh
step "board package for other sites"
bash scripts/package.sh
step "wasm tests in headless Chromium"
wasm-pack test --headless --chrome -- --test web
step "end-to-end tests in headless Chromium"
node --test --test-reporter=spec e2e/
printf '\nall checks passed in %d s\n' $((SECONDS - started))
