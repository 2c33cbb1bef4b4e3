#!/usr/bin/env bash
# `npm run fuzz -- [SECONDS] [PROBLEM...]`: coverage-guided fuzzing of every judge (cargo-fuzz on
# the nightly toolchain), one problem after another at the lowest priority, SECONDS each (60 by
# default; FUZZ_RUNS=N runs N inputs each instead; FUZZ_TIMEOUT=S sets the per-input limit).
# One target, `judge`, serves every problem: ARBITER_FUZZ_JUDGE=<slug> picks it from
# `judges::PROBLEMS`, and the problems are the slugs `arbiter list` prints, e.g. s-nim. Each
# problem's runs are labelled judge_<slug with _>, e.g. judge_s_nim: new inputs go to
# target/fuzz-corpus/judge_s_nim; fuzz/corpus/judge_s_nim (replayed by `cargo test --test
# judges`) is only read. A finding stops the run and is saved in fuzz/artifacts/judge_s_nim.
# Each problem's run count is printed, and all of them are appended to target/fuzz-runs.txt.
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
mapfile -t problems < <(cargo run --quiet -- list | awk '{ print $1 }')
targets=("$@")
# Every problem by default; name `playground` (the page's board API, slower per input) or `link`
# (links and saved-game files) to fuzz those.
[ ${#targets[@]} -gt 0 ] || targets=("${problems[@]}")
for target in "${targets[@]}"; do
  if [[ $target != playground && $target != link && " ${problems[*]} " != *" $target "* ]]; then
    echo "fuzz: no problem $target; the problems: ${problems[*]} (or playground, link)" >&2
    exit 2
  fi
done
cd fuzz
# Build once, then run the binaries themselves, so that editing the sources meanwhile does
# not rebuild in the middle of a run.
nice -n 19 cargo +nightly fuzz build -s none -a
host=$(rustc +nightly -vV | sed -n 's/^host: //p')
if [ -n "${FUZZ_RUNS:-}" ]; then limit="-runs=$FUZZ_RUNS"; else limit="-max_total_time=$seconds"; fi
for target in "${targets[@]}"; do
  case $target in
    playground | link) binary=$target name=$target ;;
    *) binary=judge name=judge_${target//-/_} ;;
  esac
  work=../target/fuzz-corpus/$name
  mkdir -p "$work" "corpus/$name" "artifacts/$name"
  log=$(mktemp)
  # Inputs up to 4 KiB, 256 MB of memory at most, and ten seconds per input by default (a
  # generous wall-clock limit: at the lowest priority on a busy machine an input may wait its
  # turn, and the instrumented build runs the page's targets about fifteen times slower).
  if ! ARBITER_FUZZ_JUDGE=$target nice -n 19 "target/$host/release/$binary" \
    -artifact_prefix="artifacts/$name/" -dict=judges.dict -max_len=4096 -rss_limit_mb=256 \
    -malloc_limit_mb=256 -timeout="${FUZZ_TIMEOUT:-10}" "$limit" -print_final_stats=1 \
    "$work" "corpus/$name" >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    echo "fuzz: $name found a problem; the input is in fuzz/artifacts/$name" >&2
    exit 1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  echo "$name: $runs runs, no finding"
  echo "$(date -u +%FT%TZ) $name $runs" >>../target/fuzz-runs.txt
  rm -f "$log"
done
