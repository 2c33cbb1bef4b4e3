package net.schwagereit.t1j;

import java.lang.reflect.Field;

/*
 * T1j's GTP front end (../shared/anchors/t1j-gtp) with the depth of each search reported: a
 * thread watches T1j's iteration depth (FindMove's private static currentMaxPly, read by
 * reflection) and prints "depth D" on standard error when a new search starts over from the
 * first iteration, D being the last iteration the previous search began (at --time S, usually
 * cut short by the clock). For scripts/connect-calibrate.py: the depth T1j reaches in a second.
 * It contains no T1j code; it sits in T1j's package only to name the front end's class.
 * Build: javac -cp T1J_CLASSES -d OUT T1jDepth.java; run as the front end with OUT added to
 * the class path and net.schwagereit.t1j.T1jDepth as the main class.
 */
public final class T1jDepth {
    public static void main(String[] args) throws Exception {
        Field depth = FindMove.class.getDeclaredField("currentMaxPly");
        depth.setAccessible(true);
        Thread watch = new Thread(() -> {
            int last = 0;
            while (true) {
                try {
                    int now = depth.getInt(null);
                    if (now < last) System.err.println("depth " + last);
                    last = now;
                    Thread.sleep(0, 200_000);
                } catch (Exception e) {
                    return;
                }
            }
        });
        watch.setDaemon(true);
        watch.start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                System.err.println("depth " + depth.getInt(null) + " (last search)");
            } catch (Exception e) {
                // nothing to report
            }
        }));
        T1jGtp.main(args);
    }
}
