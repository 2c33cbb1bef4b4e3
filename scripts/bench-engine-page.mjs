// The tree search's playouts per second in the browser, as the page runs it: 1 and 2 of the
// page's computer workers (www/engine-module.js compiles the module once in the page and posts
// it to each), each searching the same position with its own seed for the same time; the
// playouts add up (the page merges the roots). Each worker first searches for WARM_MILLIS, as
// in scripts/bench-engine-wasm-threads.mjs: the page's workers outlive the move. Debian's
// Chromium, headless, through playwright-core; after `npm run build`:
//   node scripts/bench-engine-page.mjs [MILLIS] [WARM_MILLIS]
// On a machine busy with other work the figure is indicative only.
import { launch } from '../e2e/browser.mjs';
import { serve } from './serve.mjs';

const millis = Number(process.argv[2] ?? 2000);
const warm = Number(process.argv[3] ?? 1000);
const boards = [
  ['Havannah side 8, contest rings', 'v=1&game=havannah&side=8&mode=contest'],
  ['Connect N = 12', 'v=1&game=connect&n=12'],
];

const server = await serve(0);
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}?game=nim`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  const version = browser.version();
  for (const [what, link] of boards) {
    const rates = [];
    for (const workers of [1, 2]) {
      const { playouts, longest } = await page.evaluate(async ({ link, workers, millis, warm }) => {
        const { computerWorker } = await import('./engine-module.js');
        const started = Array.from({ length: workers }, () => computerWorker());
        // One search in each worker: its final thought.
        const search = (worker, id, time, seed) => new Promise((resolve, reject) => {
          worker.onmessage = ({ data }) => {
            if (data.error) reject(new Error(data.error));
            else if (data.id === id && data.final) resolve(data.thought);
          };
          worker.postMessage({ id, link, level: 'strongest', millis: time, quick: 0, seed });
        });
        await Promise.all(started.map((w, i) => search(w, 1, warm, 100 + i)));
        const thoughts = await Promise.all(started.map((w, i) => search(w, 2, millis, 1 + i)));
        for (const w of started) w.terminate();
        return {
          playouts: thoughts.reduce((sum, t) => sum + t.playouts, 0),
          longest: Math.max(...thoughts.map((t) => t.millis)),
        };
      }, { link, workers, millis, warm });
      const rate = playouts / (longest / 1000);
      rates.push(rate);
      console.log(`Chromium ${version}, ${what}, ${workers} worker${workers > 1 ? 's' : ''}: ${playouts} playouts in ${longest.toFixed(0)} ms = ${rate.toFixed(0)} playouts/s`);
    }
    console.log(`page, ${what}: 2 workers run at ${(rates[1] / rates[0]).toFixed(2)}x one worker's playout rate (indicative only on a busy machine)`);
  }
} finally {
  await browser.close();
  server.close();
}
