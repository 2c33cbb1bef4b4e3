#!/usr/bin/env bash
# The solver beside Morat's: `bash scripts/solver-figures.sh [COUNT] [SECONDS]` solves COUNT
# (default 200) random Havannah side-5 positions with 12 empty cells (official rings, no swap;
# `arbiter bench solver` makes them, seeded) with Arbiter's df-pn and with Morat's PNS agent
# (`pns`, then `solve SECONDS`, default 10), one position at a time, and prints both answers,
# positions and milliseconds per position, then how often they agree. Morat is built by
# ../shared/anchors/build.sh. Run it on a quiet machine: the times are wall-clock.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
count=${1:-200}
seconds=${2:-10}
cargo build --quiet --release
morat=$(../shared/anchors/build.sh morat-havannah)
ours=$(ARBITER_SOLVER_POSITIONS=$count target/release/arbiter bench solver)
echo "$ours" | grep -v '^side 5 #'
agree=0 differ=0 only_ours=0 only_morat=0 morat_ms=0 morat_proved=0
while IFS= read -r line; do
  id=$(echo "$line" | sed 's/^side 5 #\([0-9]*\):.*/\1/')
  moves=$(echo "$line" | sed 's/^side 5 #[0-9]*: \(.*\) => .*/\1/')
  answer=$(echo "$line" | sed 's/.*=> //')
  value=${answer%%,*}
  log=$({
    echo "boardsize 5"
    echo "pns"
    echo "verbose 1"
    colour=w
    for m in $moves; do
      echo "play $colour $m"
      if [ $colour = w ]; then colour=b; else colour=w; fi
    done
    echo "solve $seconds"
    echo "quit"
  } | "$morat" 2>&1)
  theirs=$(echo "$log" | sed -n 's/^Solved as a \([a-z]*\).*/\1/p' | tail -1)
  theirs=${theirs:-unknown}
  finished=$(echo "$log" | sed -n 's/^Finished: *\([0-9]*\) nodes created in \([0-9]*\) msec.*/\1 nodes, \2 ms/p' | tail -1)
  echo "#$id: arbiter $answer | morat $theirs, $finished"
  if [ "$theirs" != unknown ]; then
    morat_proved=$((morat_proved + 1))
    morat_ms=$((morat_ms + $(echo "$finished" | sed 's/.*nodes, \([0-9]*\) ms/\1/')))
  fi
  if [ "$value" = unknown ] && [ "$theirs" = unknown ]; then :
  elif [ "$value" = unknown ]; then only_morat=$((only_morat + 1))
  elif [ "$theirs" = unknown ]; then only_ours=$((only_ours + 1))
  elif [ "$value" = "$theirs" ]; then agree=$((agree + 1))
  else differ=$((differ + 1))
  fi
done < <(echo "$ours" | grep '^side 5 #')
echo "both proved, same value: $agree; different values: $differ; only Arbiter proved: $only_ours; only Morat proved: $only_morat"
echo "Morat: $morat_proved proved, $((morat_ms / (morat_proved > 0 ? morat_proved : 1))) ms a proof on average (Arbiter's average is in the bench line above)"
