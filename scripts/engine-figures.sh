#!/usr/bin/env bash
# The computer players' figures in docs/engines.md: playouts per second (Havannah side 8 and 10,
# Connect N = 24), the tree search against plain UCT and against itself without priors at equal
# playouts (colours alternated from random openings), and each level against the one below
# (Havannah and Connect on the page's default boards and on small ones, and Gomoku's ladder).
# About an hour on two cores. The levels below the strongest are capped by playouts or nodes,
# so their matches play the same games on any machine; Gomoku's strongest is timed, so it
# depends on the machine's load.
# The last part solves 200 side-5 positions with Arbiter's solver and Morat's (solver-figures.sh).
# `npm run engine-figures -- anchors [havannah|connect|gomoku|threads|budgets|connect-budgets|gomoku-budgets]` plays the matches
# against Morat, T1j and Rapfi, and two threads against one, instead (scripts/anchor-figures.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = anchors ]; then
  shift
  exec bash scripts/anchor-figures.sh "$@"
fi
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --quiet --release
arbiter=target/release/arbiter
$arbiter bench mcts
$arbiter bench engine-speed
echo "## Gomoku: the puzzles, and a match against the one-ply pattern player"
$arbiter bench gomoku
echo "## mcts against plain UCT, 1000 playouts a move each"
$arbiter match havannah --side 5 --playouts 1000 --games 200 mcts uct
$arbiter match havannah --side 5 --mode contest --playouts 1000 --games 200 mcts uct
$arbiter match connect --n 8 --playouts 1000 --games 200 mcts uct
echo "## the priors switched off, equal playouts"
$arbiter match havannah --side 8 --playouts 5000 --games 40 mcts mcts-noprior
$arbiter match connect --n 23 --playouts 1500 --games 10 mcts mcts-noprior
echo "## each level against the one below: the page's default boards, then small ones"
$arbiter match havannah --side 8 --mode contest --games 100 casual beginner
$arbiter match havannah --side 8 --mode contest --games 100 club casual
$arbiter match connect --n 12 --games 100 casual beginner
$arbiter match connect --n 12 --games 100 club casual
$arbiter match havannah --side 4 --games 200 casual beginner
$arbiter match connect --n 6 --games 200 casual beginner
$arbiter match havannah --side 4 --games 100 club casual
$arbiter match connect --n 6 --games 100 club casual
echo "## the Gomoku levels, each against the one below (node caps; the top pair timed)"
$arbiter match gomoku --games 200 casual beginner
$arbiter match gomoku --games 200 club casual
$arbiter match gomoku --games 100 --ms 25 strongest club
$arbiter match gomoku --rule renju --games 100 casual beginner
echo "## the solver beside Morat's (random side-5 positions with 12 empty cells)"
bash scripts/solver-figures.sh 200 10
