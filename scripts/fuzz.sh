#!/usr/bin/env bash
# `npm run fuzz -- [SECONDS] [TARGET...]`: coverage-guided fuzzing of every judge (cargo-fuzz on
# the nightly toolchain), one target after another at the lowest priority, SECONDS each (60 by
# default; FUZZ_RUNS=N runs N inputs each instead; FUZZ_TIMEOUT=S sets the per-input limit). Targets are named judge_<problem>, e.g.
# judge_s_nim; `cargo +nightly fuzz list` in fuzz/ lists them. New inputs go to
# target/fuzz-corpus/<target>; fuzz/corpus/<target> (replayed by `cargo test --test
# fuzz_corpus`) is only read. A finding stops the run and is saved in fuzz/artifacts/<target>.
# Each target's run count is printed, and all of them are appended to target/fuzz-runs.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
if ! rustup run nightly rustc --version >/dev/null 2>&1; then
  echo "fuzz: needs the nightly toolchain: rustup toolchain install nightly --profile minimal" >&2
  exit 2
fi
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz
seconds=60
if [ $# -gt 0 ] && [[ $1 =~ ^[0-9]+$ ]]; then
  seconds=$1
  shift
fi
cd fuzz
targets=("$@")
# The judges by default; name `playground` (the page's board API, slower per input) or `link`
# (links and saved-game files) to fuzz those.
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < <(cargo +nightly fuzz list | grep "^judge_")
# Build once, then run the binaries themselves, so that editing the sources meanwhile does
# not rebuild in the middle of a run.
nice -n 19 cargo +nightly fuzz build -s none -a
host=$(rustc +nightly -vV | sed -n 's/^host: //p')
if [ -n "${FUZZ_RUNS:-}" ]; then limit="-runs=$FUZZ_RUNS"; else limit="-max_total_time=$seconds"; fi
for target in "${targets[@]}"; do
  work=../target/fuzz-corpus/$target
  mkdir -p "$work" "corpus/$target" "artifacts/$target"
  log=$(mktemp)
  # Inputs up to 4 KiB, 256 MB of memory at most, and ten seconds per input by default (a
  # generous wall-clock limit: at the lowest priority on a busy machine an input may wait its
  # turn, and the instrumented build runs the page's targets about fifteen times slower).
  if ! nice -n 19 "target/$host/release/$target" -artifact_prefix="artifacts/$target/" \
    -dict=judges.dict -max_len=4096 -rss_limit_mb=256 -malloc_limit_mb=256 -timeout="${FUZZ_TIMEOUT:-10}" \
    "$limit" -print_final_stats=1 "$work" "corpus/$target" >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    echo "fuzz: $target found a problem; the input is in fuzz/artifacts/$target" >&2
    exit 1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  echo "$target: $runs runs, no finding"
  echo "$(date -u +%FT%TZ) $target $runs" >>../target/fuzz-runs.txt
  rm -f "$log"
done
