// The judge's thread (judge-worker.js) from the page's side: a task posted, its progress, and
// its answer as a promise; stopping it ends the worker, and the next task starts a fresh one.

/** The judge's thread, started on demand and replaced when stopped. */
export function judgeThread() {
  let worker = null;
  let nextId = 1;
  let pending = null;
  function ensure() {
    if (worker) return worker;
    worker = new Worker(new URL('./judge-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      if (!pending || data.id !== pending.id) return;
      if (data.type === 'progress') return pending.progress?.(data.done, data.total);
      const { resolve, reject } = pending;
      pending = null;
      if (data.type === 'failed') reject(new Error(data.message));
      else resolve(data);
    };
    worker.onerror = (event) => {
      const failed = pending;
      pending = null;
      worker = null;
      failed?.reject(new Error(event.message || 'the judge stopped unexpectedly'));
    };
    return worker;
  }
  return {
    /** Runs a task; a task still running is stopped first. */
    run(message, progress) {
      if (pending) this.stop();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending = { id, resolve, reject, progress };
        ensure().postMessage({ ...message, id });
      });
    },
    /** Stops the running task at once; its promise rejects as stopped. */
    stop() {
      if (!worker) return;
      worker.terminate();
      worker = null;
      const stopped = pending;
      pending = null;
      stopped?.reject(Object.assign(new Error('stopped'), { stopped: true }));
    },
    get busy() { return pending !== null; },
  };
}
