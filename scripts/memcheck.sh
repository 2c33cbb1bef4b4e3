#!/usr/bin/env bash
# `npm run memcheck`: every judge on its worst inputs (those of `arbiter bench worst`) and on
# short inputs that declare huge counts, each run under a 256 MB address-space limit
# (`ulimit -v`). Valid inputs must be answered (exit 0), broken ones refused with a message
# (exit 2), never aborted. Prints each run's peak resident memory beside the input's size.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --quiet --release
dir=target/worst
rm -rf "$dir"
mkdir -p "$dir"
ARBITER_WORST_DIR=$dir target/release/arbiter bench worst
# Short inputs whose declared counts once reserved memory before any item arrived.
printf '10000000 1000000000\n1 1\n' >"$dir/knights-declared.bad"
printf '1000 1001997\n0 1\n' >"$dir/connect-declared.bad"
printf '1\n1000000\n5\n' >"$dir/georgia-and-bob-declared.bad"
printf '1000000\n1 1\n' >"$dir/gg-and-mm-declared.bad"
printf '1 1\n1000000\n1 1\n' >"$dir/s-nim-declared.bad"
printf '1\n3000 26991001\n1 1\n' >"$dir/havannah-declared.bad"
printf '\xef\xbb\xbf%s\n' "$(head -c 10000 /dev/zero | tr '\0' 7)" >"$dir/john-long-number.bad"
limit_kb=$((256 * 1024))
failed=0
printf '%-36s %12s %12s %s\n' input bytes "peak RSS" exit
for file in "$dir"/*.in "$dir"/*.bad; do
  name=$(basename "$file")
  slug=${name%-*}
  want=0
  [[ $name == *.bad ]] && want=2
  set +e
  peak=$( (ulimit -v "$limit_kb"; /usr/bin/time -f '%M' target/release/arbiter judge "$slug" "$file" \
    >/dev/null 2>"$dir/$name.err"); echo "rc=$?")
  set -e
  rc=${peak##*rc=}
  kb=$(tail -n 1 "$dir/$name.err")
  printf '%-36s %12s %9s KB %s\n' "$name" "$(stat -c %s "$file")" "$kb" "$rc"
  if [ "$rc" != "$want" ]; then
    echo "memcheck: $name exited $rc, expected $want:" >&2
    head -n 3 "$dir/$name.err" >&2
    failed=1
  fi
done
exit $failed
