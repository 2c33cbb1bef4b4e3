#!/usr/bin/env bash
# The matches against the anchor engines in ../shared/anchors (docs/engines.md's tables), one
# at a time: `npm run engine-figures -- anchors [havannah|connect|gomoku|threads|budgets]...`
# (the first four when none is named; `budgets`: Havannah against Morat at fixed simulations a
# move, load-independent). Havannah against Morat (side 5 at 300 ms, sides 8 and 10 at 1 s, side 8
# with Morat at 4 s), Connect against T1j (N = 11 and 23 at 1 s), Gomoku against Rapfi (ours
# 500 ms; Rapfi 500, 100, 50, 35 and 25 ms, 30 games each), and Havannah on two threads against
# one. Hours in all; the anchors are built on first use (Rapfi about 4 minutes, T1j needs a
# JDK). Run it with nothing else busy: on two cores a build beside a match changes
# its result. Logs go to target/anchor-matches/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
anchors=${ARBITER_ANCHORS:-../shared/anchors}
anchors=$(cd "$anchors" && pwd)
cargo build --quiet --release --bin arbiter
arbiter=$PWD/target/release/arbiter
logs=$PWD/target/anchor-matches
mkdir -p "$logs"
parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(havannah connect gomoku threads)

havannah() {
  local morat
  morat=$("$anchors/build.sh" morat-havannah | tail -1)
  run_havannah() { # side, our ms, Morat's seconds, games
    echo "## Havannah side $1: Arbiter $2 ms a move against Morat $3 s, $4 games"
    B_SETUP="time -m $3 -g 0 -f 0" python3 "$anchors/havannah-match.py" \
      "$arbiter gtp havannah --ms $2 --swap off" "$morat" "$1" "$4" 0.5 |
      tee "$logs/havannah-$1-$2-$3.log" | tail -3
  }
  run_havannah 5 300 0.3 20
  run_havannah 8 1000 1 10
  run_havannah 10 1000 1 10
  run_havannah 8 1000 4 10
}

connect() {
  local t1j
  t1j=$("$anchors/build.sh" t1j | tail -1)
  for n in 11 23; do
    local games=6
    [ "$n" = 23 ] && games=4
    echo "## Connect N = $n: Arbiter 1 s a move against T1j 1 s, $games games"
    python3 "$anchors/connect-match.py" --n "$n" --games "$games" \
      --engine "$arbiter gtp connect --ms 1000 --swap off" --anchor "$t1j --time 1" |
      tee "$logs/connect-$n.log" | tail -3
  done
}

gomoku() {
  local rapfi
  rapfi=$("$anchors/build.sh" rapfi | tail -1)
  # Equal time, then Rapfi given less and less of it: the odds at which the score crosses half.
  # Three seeds of random two-stone openings, each played with both colours: 30 games an odds.
  for odds in 500 100 50 35 25; do
    echo "## Gomoku 15 x 15 freestyle: Arbiter 500 ms a move against Rapfi $odds ms, 30 games"
    local wins=0
    for seed in 11 12 13; do
      python3 "$anchors/gomocup-referee.py" "$arbiter gomocup" "$rapfi" -n 10 --seed "$seed" \
        --timeout-turn 500 --timeout-turn-b "$odds" --opening-stones 2 --cwd "$(mktemp -d)" \
        >"$logs/gomoku-rapfi-$odds-$seed.log"
      wins=$((wins + $(sed -n 's/^A wins \([0-9]*\) of .*/\1/p' "$logs/gomoku-rapfi-$odds-$seed.log")))
    done
    echo "Arbiter won $wins of 30 against Rapfi at $odds ms (logs: $logs/gomoku-rapfi-$odds-*.log)"
  done
}

budgets() {
  # Havannah against Morat at fixed simulations a move on both sides, equal to 1 s a move each
  # on one quiet core: the same games under any load. The budgets come from a calibration
  # game at sides 8 and 10 (scripts/havannah-calibrate.py: each engine's simulations per
  # processor second over one game, 28 November 2026: ours 75 k and 47 k, Morat 49 k and
  # 32 k: the budgets below; side 5, ours 26 k with the solver's questions, Morat 110 k, so
  # 300 ms is 7,800 and 33,000); the root solver gives up the playouts its questions cost (75 k
  # to 67 k at side 8). On another machine, read the budgets off the calibration first.
  local morat
  morat=$("$anchors/build.sh" morat-havannah | tail -1)
  for side in 8 10; do
    echo "## Havannah side $side: calibration, one game at fixed budgets, both timed"
    B_SETUP="time -m 30 -g 0 -f 0 -i 30000" python3 scripts/havannah-calibrate.py \
      "$arbiter gtp havannah --ms 30000 --playouts 30000 --swap off" 30000 "$morat" 30000 "$side" 60
  done
  # Side 5 (300 ms a move in the issue): 24 plies, before either side's proofs end moves early.
  echo "## Havannah side 5: calibration, one game at fixed budgets, both timed"
  B_SETUP="time -m 30 -g 0 -f 0 -i 15000" python3 scripts/havannah-calibrate.py \
    "$arbiter gtp havannah --ms 30000 --playouts 15000 --swap off" 15000 "$morat" 15000 5 24
  run_budgets() { # side, games, our playouts, Morat's simulations, engine variant
    echo "## Havannah side $1: Arbiter ($5) $3 playouts a move against Morat $4, $2 games"
    B_SETUP="time -m 30 -g 0 -f 0 -i $4" python3 "$anchors/havannah-match.py" \
      "$arbiter gtp havannah --ms 30000 --playouts $3 --swap off --engine $5" "$morat" "$1" "$2" 0.5 |
      tee "$logs/havannah-budget-$1-$5.log" | tail -1 || true # a score below half is a figure too
  }
  run_budgets 5 20 7800 33000 mcts
  run_budgets 8 20 75000 49000 mcts
  run_budgets 10 10 47000 32000 mcts
  run_budgets 8 20 75000 49000 mcts-x0rc
  run_budgets 8 20 67000 49000 mcts-x0sv5k
}

threads() {
  # Two threads against one at equal time (1 s a move), Havannah side 8, through the same referee.
  echo "## Havannah side 8: Arbiter on 2 threads against Arbiter on 1, 1 s a move each, 10 games"
  python3 "$anchors/havannah-match.py" \
    "$arbiter gtp havannah --ms 1000 --threads 2 --swap off" \
    "$arbiter gtp havannah --ms 1000 --threads 1 --swap off" 8 10 0.6 |
    tee "$logs/havannah-threads.log" | tail -3
}

for part in "${parts[@]}"; do
  case $part in
    havannah | connect | gomoku | threads | budgets) "$part" ;;
    *) echo "anchor-figures: no part \`$part\`: name havannah, connect, gomoku, threads or budgets" >&2; exit 2 ;;
  esac
done
