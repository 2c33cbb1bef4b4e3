"""Runs a Gomocup (Piskvork) engine with a fixed number of nodes a move, for matches whose
result does not depend on the machine's load: every line of the manager goes to the engine,
and right after each `START` and `RESTART` it also sends `INFO MAX_NODE N` (the Yixin-Board
extension Rapfi reads: its search stops at N nodes; see docs/engines.md "Gomoku figures").
The engine's output goes straight to the manager. Give the referee a turn long enough that
only the nodes bind (`--timeout-turn 10000`).
Usage: gomocup-node-cap.py --max-node N ENGINE [ARGS...]"""
import subprocess
import sys


def main():
    args = sys.argv[1:]
    if len(args) < 3 or args[0] != "--max-node" or not args[1].isdigit():
        sys.exit(__doc__)
    cap, command = int(args[1]), args[2:]
    engine = subprocess.Popen(command, stdin=subprocess.PIPE, bufsize=0)
    try:
        for raw in sys.stdin.buffer:
            engine.stdin.write(raw)
            word = (raw.split() or [b""])[0].upper()
            if word in (b"START", b"RESTART"):
                engine.stdin.write(b"INFO MAX_NODE %d\n" % cap)
            engine.stdin.flush()
            if word == b"END":
                break
    except (BrokenPipeError, OSError):
        pass
    try:
        engine.stdin.close()
    except (BrokenPipeError, OSError):
        pass
    sys.exit(engine.wait())


main()
