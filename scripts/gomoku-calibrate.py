"""Nodes a second of two Gomocup (Piskvork) Gomoku engines measured in the same minutes, so
that their ratio holds on a busy machine (the Gomoku twin of havannah-calibrate.py): the
engines play games against each other on 15 x 15 freestyle at fixed nodes a move, from random
openings of two stones in the central 7 x 7, colours alternated, and every move is timed by
the wall clock and by the engine's own processor time (from /proc: what a quiet machine would
give a one-thread engine, since the load delays a process without charging it). Thinking
alternates move by move, so both engines see the same load.

Each engine is sent `INFO MAX_NODE N` after `START` (Rapfi's node cap; ours ignores it and takes
`--nodes N` on its command line) and a turn of 10 s, so only the nodes bind. A move's nodes are
read from the engine's own report: Rapfi's `MESSAGE ... | Node 150K | ...`, ours from
`ARBITER_GOMOKU_TRACE=1`'s `move of N nodes`. Only the moves of at least half the cap count
(a five, a forced block or a quick win is not a measure of speed).

Usage: gomoku-calibrate.py "ENGINE A" A_NODES "ENGINE B" B_NODES GAMES [SEED]
Prints each engine's nodes a second by wall clock and by processor time, their ratio, and the
budgets worth 500 ms of one core each."""
import os
import queue
import random
import re
import shlex
import subprocess
import sys
import threading
import time

SIZE = 15
MOVE = re.compile(r"^\s*(\d+)\s*,\s*(\d+)\s*$")
RAPFI_NODES = re.compile(r"\|\s*Node\s+([\d.]+)([KMG]?)\s*\|")
OUR_NODES = re.compile(r"gomoku trace: move of (\d+) nodes")


class Engine:
    def __init__(self, cmd, cap):
        env = dict(os.environ, ARBITER_GOMOKU_TRACE="1")
        self.p = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True, env=env, cwd="/tmp")
        self.lines, self.nodes = queue.Queue(), queue.Queue()
        threading.Thread(target=self.read, args=(self.p.stdout, True), daemon=True).start()
        threading.Thread(target=self.read, args=(self.p.stderr, False), daemon=True).start()
        self.send("START %d" % SIZE)
        self.wait(lambda s: s.upper() == "OK")
        for info in ("timeout_turn 10000", "timeout_match 100000000", "time_left 100000000",
                     "max_memory 67108864", "rule 0", "thread_num 1", "MAX_NODE %d" % cap):
            self.send("INFO " + info)

    def read(self, stream, stdout):
        for line in stream:
            m = RAPFI_NODES.search(line) or OUR_NODES.search(line)
            if m:
                scale = {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}[m.group(2) if m.re is RAPFI_NODES else ""]
                self.nodes.put(float(m.group(1)) * scale)
            if stdout:
                self.lines.put(line.strip())
        if stdout:
            self.lines.put(None)

    def send(self, text):
        self.p.stdin.write(text + "\n")
        self.p.stdin.flush()

    def wait(self, want):
        while True:
            line = self.lines.get(timeout=120)
            if line is None:
                raise RuntimeError("engine closed")
            if want(line):
                return line

    def cpu(self):
        """Processor seconds the engine has used (user and system, every thread)."""
        fields = open("/proc/%d/stat" % self.p.pid).read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def move(self, request):
        """Sends the request lines; returns the move, and the nodes it reported (None if not)."""
        while not self.nodes.empty():
            self.nodes.get()
        for r in request:
            self.send(r)
        line = self.wait(lambda s: MOVE.match(s) is not None)
        time.sleep(0.02)  # the node report may follow the move on the other stream
        nodes = None
        while not self.nodes.empty():
            nodes = self.nodes.get()
        x, y = map(int, MOVE.match(line).groups())
        return (x, y), nodes

    def close(self):
        try:
            self.send("END")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


def five(board, x, y):
    c = board[x][y]
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        n = 1
        for sgn in (1, -1):
            i, j = x + sgn * dx, y + sgn * dy
            while 0 <= i < SIZE and 0 <= j < SIZE and board[i][j] == c:
                n, i, j = n + 1, i + sgn * dx, j + sgn * dy
        if n >= 5:
            return True
    return False


def play(cmds, caps, black, opening, tally):
    """One game, engine `black` playing Black from the opening; adds each timed move to tally."""
    engines = [Engine(cmds[i], caps[i]) for i in (0, 1)]
    board = [[0] * SIZE for _ in range(SIZE)]
    history = []
    for n, (x, y) in enumerate(opening):
        board[x][y] = 1 + n % 2
        history.append((x, y))
    started = [False, False]
    try:
        while len(history) < SIZE * SIZE:
            colour = 1 + len(history) % 2
            i = black if colour == 1 else 1 - black
            e = engines[i]
            if started[i]:
                request = ["TURN %d,%d" % history[-1]]
            else:
                request = ["BOARD"] + ["%d,%d,%d" % (x, y, 1 if 1 + n % 2 == colour else 2)
                                       for n, (x, y) in enumerate(history)] + ["DONE"]
                started[i] = True
            wall, cpu = time.monotonic(), e.cpu()
            (x, y), nodes = e.move(request)
            wall, cpu = time.monotonic() - wall, e.cpu() - cpu
            if nodes is not None and nodes >= caps[i] / 2:
                tally[i].append((nodes, wall, cpu))
            if board[x][y]:
                raise RuntimeError("engine %d played %d,%d, occupied" % (i, x, y))
            board[x][y] = colour
            history.append((x, y))
            if five(board, x, y):
                return i, len(history) - len(opening)
    finally:
        for e in engines:
            e.close()
    return None, len(history) - len(opening)


def main():
    if len(sys.argv) < 6:
        sys.exit(__doc__)
    cmds = [sys.argv[1], sys.argv[3]]
    caps = [int(sys.argv[2]), int(sys.argv[4])]
    games = int(sys.argv[5])
    rng = random.Random(int(sys.argv[6]) if len(sys.argv) > 6 else 1)
    cells = [(x, y) for x in range(4, 11) for y in range(4, 11)]
    tally = [[], []]
    opening = []
    for g in range(games):
        if g % 2 == 0:
            opening = rng.sample(cells, 2)
        winner, plies = play(cmds, caps, g % 2, opening, tally)
        print("game %d: %s black, %s in %d plies, load average %.2f" % (
            g + 1, "AB"[g % 2], "draw" if winner is None else "AB"[winner] + " won", plies,
            os.getloadavg()[0]), flush=True)
    rates = []
    for i in (0, 1):
        nodes = sum(t[0] for t in tally[i])
        wall = sum(t[1] for t in tally[i])
        cpu = sum(t[2] for t in tally[i])
        rates.append((nodes / wall, nodes / cpu))
        print("%s: %d moves of at least half its %d nodes, %.1f s (%.1f s processor): %.0f nodes/s "
              "(%.0f a processor second); 500 ms of one core: %d nodes"
              % ("AB"[i], len(tally[i]), caps[i], wall, cpu, rates[i][0], rates[i][1],
                 round(rates[i][1] * 0.5, -3)), flush=True)
    print("B/A %.3f (by processor time %.3f), load average %.2f"
          % (rates[1][0] / rates[0][0], rates[1][1] / rates[0][1], os.getloadavg()[0]))


main()
