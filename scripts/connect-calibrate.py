"""The effort of Connect's engine and T1j at fixed budgets, measured in the same minutes, so that
a match at fixed budgets can stand for one at a time a move on a quiet machine: the two play
games against each other, ours at fixed playouts a move (its command carries the budget, e.g.
`--playouts 20000`), T1j at a fixed depth (`--ply D`), Black first, no pie rule, every move
checked by OpenSpiel's `twixt` and every `genmove` timed, by the wall clock and by the engine's
own processor time (from /proc: what a quiet machine would give a one-thread engine, since the
load delays a process without charging it). Thinking alternates move by move, so both engines
see the same load. T1j's first moves come from opening rules and take no time: its searched
moves (more than 20 ms of processor time) are reported apart. When T1j's command prints
`depth D` lines on standard error after each search (a wrapper reading T1j's search depth),
their counts are printed too: the depth T1j reaches at `--time 1`.
Prints, per game and in all: our playouts a processor second (from the playouts our engine
reports on standard error), and T1j's processor seconds a move at that depth (mean, median,
over its searched moves).
Usage: connect-calibrate.py "ENGINE" "T1J" N GAMES [PLIES]
(ENGINE: e.g. `target/release/arbiter gtp connect --ms 60000 --playouts 20000`; T1J: e.g.
`~/.cache/arbiter-anchors/t1j --ply 5`; PLIES: stop each game after so many moves, default 60.)"""
import os
import re
import statistics
import sys
import tempfile
import time

import pyspiel

from gtp_client import GtpEngine


def xy(v):
    i = 0
    while v[i].isalpha():
        i += 1
    x = 0
    for ch in v[:i]:
        x = x * 26 + ord(ch) - ord("a") + 1
    return x - 1, int(v[i:])


def reported_playouts(path):
    with open(path) as f:
        return sum(int(m.group(1)) for m in re.finditer(r"^playouts (\d+) in", f.read(), re.M))


def main():
    ours_cmd, t1j_cmd, n, games = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    plies = int(sys.argv[5]) if len(sys.argv) > 5 else 60
    game = pyspiel.load_game("twixt(board_size=%d,ansi_color_output=False)" % (n + 1))
    logdir = tempfile.mkdtemp(prefix="connect-calibrate-")
    our_cpu, our_wall, our_playouts, t1j_cpu, t1j_wall, depths = 0.0, 0.0, 0, [], [], []
    for g in range(games):
        err_path = os.path.join(logdir, "ours-%d.err" % g)
        t1j_err = os.path.join(logdir, "t1j-%d.err" % g)
        with open(err_path, "w") as err, open(t1j_err, "w") as t1j_log:
            ours, t1j = GtpEngine(ours_cmd, err), GtpEngine(t1j_cmd, t1j_log)
            ours_black = g % 2 == 0
            side = [ours, t1j] if ours_black else [t1j, ours]
            for e in side:
                e.gtp("boardsize %d" % n)
                e.gtp("clear_board")
            state, moves, cpu, wall = game.new_initial_state(), 0, 0.0, 0.0
            while not state.is_terminal() and moves < plies:
                me = state.current_player()
                colour = "b" if me == 0 else "w"
                start, used = time.monotonic(), side[me].cpu()
                v = side[me].gtp("genmove " + colour).lower()
                dt, dc = time.monotonic() - start, side[me].cpu() - used
                if side[me] is ours:
                    cpu, wall = cpu + dc, wall + dt
                else:
                    t1j_cpu.append(dc)
                    t1j_wall.append(dt)
                if v in ("resign", "pass"):
                    break
                x, y = xy(v)
                state.apply_action(y * (n + 1) + x)
                side[1 - me].gtp("play %s %s" % (colour, v))
                moves += 1
            ours.close()
            t1j.close()
        playouts = reported_playouts(err_path)
        with open(t1j_err) as f:
            depths += [int(d) for d in re.findall(r"^depth (\d+)", f.read(), re.M)]
        our_cpu, our_wall, our_playouts = our_cpu + cpu, our_wall + wall, our_playouts + playouts
        print("game %d (ours %s): %d moves, ours %d playouts in %.1f s (%.1f s processor): %.0f a "
              "processor second" % (g + 1, "Black" if ours_black else "White", moves, playouts,
                                    wall, cpu, playouts / max(cpu, 1e-9)), flush=True)
    searched = [c for c in t1j_cpu if c > 0.02]
    print("N = %d, %d games, load average %.2f: ours %.0f playouts a processor second (%.0f a "
          "wall second); T1j %d moves, %d searched: processor s a searched move mean %.2f, median "
          "%.2f, max %.2f (wall mean %.2f)"
          % (n, games, os.getloadavg()[0], our_playouts / max(our_cpu, 1e-9),
             our_playouts / max(our_wall, 1e-9), len(t1j_cpu), len(searched),
             statistics.mean(searched or [0]), statistics.median(searched or [0]),
             max(searched or [0]), statistics.mean(t1j_wall or [0])), flush=True)
    if depths:
        # A decided position is searched to hundreds of plies in no time: counted apart.
        open_depths = [d for d in depths if d <= 30]
        print("T1j's last iteration depth a searched move (a wrapper printing `depth D`): %s; "
              "deeper than 30 (a decided position): %d"
              % (", ".join("%d: %d" % (d, open_depths.count(d)) for d in sorted(set(open_depths))),
                 len(depths) - len(open_depths)))


main()
