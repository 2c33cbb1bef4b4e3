// The tree search's playouts per second through WebAssembly on 1 and 2 Node worker threads,
// as the page runs it in 1 and 2 Web Workers: each thread searches the same position with its
// own seed for the same time, and the playouts add up (the page merges the roots).
// Each thread first searches for WARM_MILLIS untimed: a page's workers outlive the move, so
// their steady rate is what counts, not V8 compiling and tiering up the module (which, done
// by two fresh workers at once on two cores, had cut the measured speed-up to about 1.55x).
// The module is compiled once and shared with the threads, as a compiled module can be.
//   node scripts/bench-engine-wasm-threads.mjs [MILLIS] [WARM_MILLIS]
// On a machine busy with other work the figure is indicative only.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!isMainThread) {
  const { initSync, think } = await import('../www/pkg/arbiter.js');
  const { link, millis, seed, module, warm } = workerData;
  initSync({ module });
  if (warm) think(link, 'strongest', warm, seed + 100);
  const thought = think(link, 'strongest', millis, seed);
  parentPort.postMessage({ playouts: thought.playouts, millis: thought.millis });
} else {
  const millis = Number(process.argv[2] ?? 2000);
  const warm = Number(process.argv[3] ?? 1000);
  const module = new WebAssembly.Module(readFileSync(join(root, 'www/pkg/arbiter_bg.wasm')));
  const boards = [
    ['Havannah side 8, official rings', 'v=1&game=havannah&side=8&mode=official'],
    ['Connect N = 24', 'v=1&game=connect&n=24'],
  ];
  const search = (link, seed) => new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { link, millis, seed, module, warm } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  for (const [what, link] of boards) {
    const rates = [];
    for (const threads of [1, 2]) {
      const seeds = Array.from({ length: threads }, (_, i) => i + 1);
      const results = await Promise.all(seeds.map((seed) => search(link, seed)));
      const playouts = results.reduce((sum, r) => sum + r.playouts, 0);
      const longest = Math.max(...results.map((r) => r.millis));
      const rate = playouts / (longest / 1000);
      rates.push(rate);
      console.log(`wasm in Node ${process.versions.node}, ${what}, ${threads} thread${threads > 1 ? 's' : ''}: ${playouts} playouts in ${longest.toFixed(0)} ms = ${rate.toFixed(0)} playouts/s`);
    }
    console.log(`wasm, ${what}: 2 threads run at ${(rates[1] / rates[0]).toFixed(2)}x one thread's playout rate (indicative only on a busy machine)`);
  }
}
