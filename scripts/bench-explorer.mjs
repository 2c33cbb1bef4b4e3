// The Grundy explorer's engine through WebAssembly in Node (the page's worker runs the same
// code): Grundy's game by the sparse-space method, 0.007 to 10^5, and the periods of 0.07 and
// 0.137 found and certified, in slices as the worker computes them.
//   node scripts/bench-explorer.mjs        (ARBITER_GRUNDY_N sets Grundy's game's n, default 10^6)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { initSync, Explorer } from '../www/pkg/arbiter.js';

const root = fileURLToPath(new URL('..', import.meta.url));
initSync({ module: readFileSync(process.env.ARBITER_WASM || join(root, 'www/pkg/arbiter_bg.wasm')) });

function run(ruleset, to, until = (e) => e.done()) {
  const start = process.hrtime.bigint();
  const explorer = new Explorer(ruleset, to);
  while (!until(explorer) && !explorer.done()) explorer.step(1 << 16);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const summary = explorer.summary();
  explorer.free();
  return { ms, summary };
}

const n = Number(process.env.ARBITER_GRUNDY_N ?? 1_000_000);
const half = run('grundys-game', Math.floor(n / 2));
const full = run('grundys-game', n);
const perHeap = (full.ms - half.ms) / (n - Math.floor(n / 2));
console.log(`wasm in Node ${process.versions.node}: Grundy's game to n = ${n}: ${full.ms.toFixed(0)} ms (${full.summary.method}; ${full.summary.sparse?.rare_heaps} rare heaps; ${full.summary.bytes_per_value} bytes per value); ${(perHeap * 1000).toFixed(2)} µs per heap past n/2; n = 10^7 extrapolated: ~${((full.ms + perHeap * (1e7 - n)) / 1000).toFixed(0)} s`);
const treble = run('0.007', 100_000);
console.log(`wasm: 0.007 to n = 100000: ${treble.ms.toFixed(0)} ms (${treble.summary.method})`);
for (const code of ['0.07', '0.137']) {
  const r = run(code, 1 << 20, (e) => e.summary().period?.certified);
  const p = r.summary.period;
  console.log(`wasm: ${code}: period ${p.period} from heap ${p.preperiod} certified with ${p.have} values (needed ${p.needed}) in ${r.ms.toFixed(2)} ms`);
}
