// The Havannah judge through WebAssembly in Node: the contest's whole large file, parse
// included, best of N runs, beside the native figure when one is given.
//   node scripts/bench-wasm.mjs [NATIVE_MS]
// The input comes from ARBITER_DATA (or ../shared/data, as for `arbiter bench`); the package
// from www/pkg (`npm run build`), or the .wasm file named by ARBITER_WASM.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { initSync, judge } from '../www/pkg/arbiter.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const wasm = process.env.ARBITER_WASM || join(root, 'www/pkg/arbiter_bg.wasm');
initSync({ module: readFileSync(wasm) });

const data = resolve(root, process.env.ARBITER_DATA ?? '../shared/data');
const RUNS = 30;
const native = Number(process.argv[2]);

for (const set of ['small', 'large']) {
  const path = join(data, 'havannah-gcj2012', `${set}.in`);
  if (!existsSync(path)) {
    console.log(`${path}: missing, skipped`);
    continue;
  }
  const input = readFileSync(path, 'utf8');
  const expected = readFileSync(path.replace(/\.in$/, '.ans'), 'utf8');
  let best = Infinity;
  let result;
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    result = judge('havannah', input);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  if (result.error || result.output !== expected) throw new Error(`wrong answers for ${set}.in`);
  let line = `wasm in Node ${process.versions.node}, judge ${set} set, parse included: ${best.toFixed(3)} ms (best of ${RUNS}, answers match ${set}.ans)`;
  if (set === 'large' && native > 0) line += `; native ${native.toFixed(3)} ms, ratio ${(best / native).toFixed(2)}×`;
  console.log(line);
}
