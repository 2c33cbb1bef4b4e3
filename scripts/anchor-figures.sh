#!/usr/bin/env bash
# The matches against the anchor engines in ../shared/anchors (docs/engines.md's tables), one
# at a time: `npm run engine-figures -- anchors [havannah|connect|gomoku|threads|budgets|
# connect-budgets|gomoku-budgets]...` (the first four when none is named; `budgets`: Havannah
# against Morat at fixed simulations a move, `connect-budgets`: Connect against T1j at fixed
# playouts and depth, `gomoku-budgets`: Gomoku against Rapfi at fixed nodes a move, all
# load-independent). Havannah against Morat (side 5 at 300 ms, sides 8 and 10 at 1 s, side 8
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

connect_budgets() {
  # Connect against T1j at fixed budgets on both sides, standing for 1 s a move each on one
  # quiet core: the same effort under any load (T1j's opening rules stay random). First the
  # calibration (scripts/connect-calibrate.py): our playouts a processor second, T1j's
  # processor seconds a searched move at fixed depths, and, when javac is there, the depth it
  # reaches at --time 1 (scripts/t1j-depth). On 28 November 2026 (under load): ours about
  # 15,000 a processor second at N = 11 and 3,200 at N = 23; T1j's second took 0.85 processor s
  # a searched move at N = 11, depth 7 1.33 s and depth 6 0.26 s; at N = 23 depth 5 0.53 s and
  # depth 6 3.3 s: the budgets below. On another machine, read them off the calibration first.
  local t1j depth classes
  t1j=$("$anchors/build.sh" t1j | tail -1)
  depth=$t1j
  classes=$(dirname "$t1j")/t1j.d/classes
  if command -v javac >/dev/null && [ -d "$classes" ]; then
    mkdir -p target/t1j-depth
    javac -cp "$classes" -d target/t1j-depth scripts/t1j-depth/T1jDepth.java
    depth=$PWD/target/t1j-depth/t1j-depth
    sed -e 's|net.schwagereit.t1j.T1jGtp|net.schwagereit.t1j.T1jDepth|' \
      -e "s|-cp \"$classes\"|-cp \"$classes:$PWD/target/t1j-depth\"|" "$t1j" >"$depth"
    chmod +x "$depth"
  fi
  for n in 11 23; do
    echo "## Connect N = $n: calibration, ours 20,000 playouts a move, T1j at 1 s, then depths"
    python3 scripts/connect-calibrate.py "$arbiter gtp connect --playouts 20000" "$depth --time 1" "$n" 2 40
    for ply in 5 6 7; do
      python3 scripts/connect-calibrate.py "$arbiter gtp connect --playouts 20000" "$t1j --ply $ply" "$n" 2 40 |
        tail -1
    done
  done
  run_connect_budgets() { # N, games, our playouts, T1j's depth
    echo "## Connect N = $1: Arbiter $3 playouts a move against T1j at depth $4, $2 games"
    python3 "$anchors/connect-match.py" --n "$1" --games "$2" --move-timeout 120 \
      --engine "$arbiter gtp connect --playouts $3" --anchor "$t1j --ply $4" |
      tee "$logs/connect-budget-$1.log" | tail -3 || true # T1j may stop answering: a figure too
  }
  run_connect_budgets 11 10 15000 7
  run_connect_budgets 23 4 3200 5
}

gomoku_budgets() {
  # Gomoku against Rapfi at fixed nodes a move on both sides, worth 500 ms of one quiet core
  # each: the same games under any load. The budgets come from a calibration at fixed nodes
  # (scripts/gomoku-calibrate.py: each engine's nodes per processor second over ten games, 28
  # November 2026: ours 385 k, Rapfi 518 k, so 200,000 and 270,000 nodes); Rapfi gets its cap
  # as `INFO MAX_NODE` through scripts/gomocup-node-cap.py, and the referee's turn is 10 s so
  # that only the nodes bind. On another machine, read the budgets off the calibration first.
  local rapfi
  rapfi=$("$anchors/build.sh" rapfi | tail -1)
  echo "## Gomoku 15 x 15 freestyle: calibration, four games at fixed nodes, both timed"
  python3 scripts/gomoku-calibrate.py "$arbiter gomocup --nodes 200000" 200000 "$rapfi" 270000 4 |
    tail -3
  run_gomoku_budgets() { # Rapfi's nodes, seeds...
    local nodes=$1 wins=0 games=0
    shift
    echo "## Gomoku 15 x 15 freestyle: Arbiter 200,000 nodes a move against Rapfi $nodes, $((10 * $#)) games"
    for seed in "$@"; do
      python3 "$anchors/gomocup-referee.py" "$arbiter gomocup --nodes 200000" \
        "python3 $PWD/scripts/gomocup-node-cap.py --max-node $nodes $rapfi" -n 10 --seed "$seed" \
        --timeout-turn 10000 --opening-stones 2 --cwd "$(mktemp -d)" \
        >"$logs/gomoku-budget-$nodes-$seed.log"
      wins=$((wins + $(sed -n 's/^A wins \([0-9]*\) of .*/\1/p' "$logs/gomoku-budget-$nodes-$seed.log")))
      games=$((games + 10))
    done
    echo "Arbiter won $wins of $games against Rapfi at $nodes nodes (logs: $logs/gomoku-budget-$nodes-*.log)"
  }
  run_gomoku_budgets 270000 11 12 13
  run_gomoku_budgets 27000 11 12
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
    connect-budgets) connect_budgets ;;
    gomoku-budgets) gomoku_budgets ;;
    *) echo "anchor-figures: no part \`$part\`: name havannah, connect, gomoku, threads, budgets, connect-budgets or gomoku-budgets" >&2; exit 2 ;;
  esac
done
