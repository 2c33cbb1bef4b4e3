// The explorer's worker: computes a game's values in slices of about 50 ms, posting each
// slice's new values and the summary (period, certificate, counts) to the page. The page
// stops it by terminating it, so nothing here waits for messages between slices.
import init, { Explorer } from './pkg/arbiter.js';
import { errorText } from './errors.js';

const SLICE_MS = 50;

self.onmessage = async ({ data }) => {
  if (data.type !== 'start') return;
  await init();
  let explorer;
  try {
    explorer = new Explorer(data.ruleset, data.to);
  } catch (err) {
    self.postMessage({ type: 'error', message: errorText(err) });
    return;
  }
  const start = performance.now();
  let sent = 0;
  let slice = 256;
  for (;;) {
    const before = performance.now();
    explorer.step(slice);
    const took = performance.now() - before;
    slice = Math.max(64, Math.round(slice * Math.min(4, Math.max(0.25, SLICE_MS / Math.max(took, 1)))));
    const values = explorer.values_from(sent);
    sent += values.length;
    const done = explorer.done();
    self.postMessage({
      type: done ? 'done' : 'progress',
      values,
      summary: explorer.summary(),
      elapsed: performance.now() - start,
    }, [values.buffer]);
    if (done) break;
    // Let the event loop breathe between slices.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  explorer.free();
};
