"""A GTP engine run as a child process, for the calibration scripts: commands sent and replies
read, and the processor time the engine has used (from /proc: what a quiet machine would give a
one-thread engine, since load delays a process without charging it)."""
import os
import shlex
import subprocess


class GtpEngine:
    def __init__(self, cmd, stderr=subprocess.DEVNULL):
        self.p = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=stderr, text=True)

    def gtp(self, cmd):
        """Sends `cmd` and returns the reply without its `=`; a `?` reply raises."""
        self.p.stdin.write(cmd + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine closed on %r" % cmd)
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.strip())
        reply = " ".join(lines)
        if not reply.startswith("="):
            raise RuntimeError("engine refused %r: %s" % (cmd, reply))
        return reply[1:].strip()

    def cpu(self):
        """Processor seconds the engine has used (user and system, all its threads)."""
        fields = open("/proc/%d/stat" % self.p.pid).read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def close(self):
        try:
            self.p.stdin.write("quit\n")
            self.p.stdin.flush()
            self.p.wait(timeout=10)
        except Exception:
            self.p.kill()
