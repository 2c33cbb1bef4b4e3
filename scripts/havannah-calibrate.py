"""Playouts a second of two GTP Havannah engines measured in the same minutes, so that their
ratio holds on a busy machine: the engines play one game against each other at fixed budgets
(the first engine's command carries its own, e.g. `--playouts 20000`; the second's set-up
commands come from B_SETUP, e.g. `time -m 30 -g 0 -f 0 -i 20000` for Morat), white first, no
swap, and every `genmove` is timed. Thinking alternates move by move, so both engines see the
same load. Prints each engine's simulations a second over the game, by the wall clock and by
its own processor time (from /proc: what a quiet machine would give a one-thread engine, since
the load delays a process without charging it), and their ratio.
Usage: havannah-calibrate.py "ENGINE A" A_BUDGET "ENGINE B" B_BUDGET SIDE PLIES
(A_BUDGET and B_BUDGET: the simulations a move each was given.)"""
import os, sys, time
import pyspiel

from gtp_client import GtpEngine


class Engine(GtpEngine):
    def __init__(self, cmd, setup):
        super().__init__(cmd)
        self.setup = [c.strip() for c in setup.split(";") if c.strip()]


def main():
    a_cmd, a_budget, b_cmd, b_budget = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    side, plies = int(sys.argv[5]), int(sys.argv[6])
    game = pyspiel.load_game("havannah", {"board_size": side})
    d = 2 * side - 1
    engines = [Engine(a_cmd, os.environ.get("A_SETUP", "")), Engine(b_cmd, os.environ.get("B_SETUP", ""))]
    for e in engines:
        e.gtp("boardsize %d" % side); e.gtp("clear_board")
        for c in e.setup:
            e.gtp(c)
    seconds, cpu, moves = [0.0, 0.0], [0.0, 0.0], [0, 0]
    state = game.new_initial_state()
    while not state.is_terminal() and len(state.history()) < plies:
        me = state.current_player()
        colour = "w" if me == 0 else "b"
        start, used = time.monotonic(), engines[me].cpu()
        v = engines[me].gtp("genmove " + colour).lower()
        seconds[me] += time.monotonic() - start
        cpu[me] += engines[me].cpu() - used
        moves[me] += 1
        if v in ("resign", "pass"):
            break
        state.apply_action((int(v[1:]) - 1) * d + (ord(v[0]) - ord("a")))
        engines[1 - me].gtp("play %s %s" % (colour, v))
    sims = [moves[0] * a_budget, moves[1] * b_budget]
    wall = [sims[i] / seconds[i] for i in (0, 1)]
    own = [sims[i] / cpu[i] for i in (0, 1)]
    print("side %d, %d plies, load average %.2f: A %d moves, %.1f s (%.1f s processor), %.0f sims/s (%.0f "
          "a processor second); B %d moves, %.1f s (%.1f s), %.0f sims/s (%.0f); B/A %.3f (%.3f)"
          % (side, len(state.history()), os.getloadavg()[0], moves[0], seconds[0], cpu[0], wall[0],
             own[0], moves[1], seconds[1], cpu[1], wall[1], own[1], wall[1] / wall[0], own[1] / own[0]),
          flush=True)
    for e in engines:
        e.close()


main()
