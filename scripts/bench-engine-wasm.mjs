// The tree search's playouts per second through WebAssembly in Node, from the empty board,
// beside the native figure of `arbiter bench mcts` when its output is given.
//   node scripts/bench-engine-wasm.mjs [NATIVE_OUTPUT_FILE]
// Each search runs for two seconds through the page worker's own binding (`think`). The package
// is www/pkg's (`npm run build`), or the .wasm file named by ARBITER_WASM.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { initSync, think } from '../www/pkg/arbiter.js';

const root = fileURLToPath(new URL('..', import.meta.url));
initSync({ module: readFileSync(process.env.ARBITER_WASM || join(root, 'www/pkg/arbiter_bg.wasm')) });
const nativeText = process.argv[2] && existsSync(process.argv[2]) ? readFileSync(process.argv[2], 'utf8') : '';
const MILLIS = 2000;

const boards = [
  ['Havannah side 8, official rings', 'v=1&game=havannah&side=8&mode=official', 'Havannah side 8, TwoPlayerOfficialRing'],
  ['Havannah side 8, contest rings', 'v=1&game=havannah&side=8&mode=contest', 'Havannah side 8, TwoPlayerContestRing'],
  ['Havannah side 10, official rings', 'v=1&game=havannah&side=10&mode=official', 'Havannah side 10, TwoPlayerOfficialRing'],
  ['Havannah side 10, contest rings', 'v=1&game=havannah&side=10&mode=contest', 'Havannah side 10, TwoPlayerContestRing'],
  ['Connect N = 24', 'v=1&game=connect&n=24', 'Connect N = 24'],
];

for (const [what, link, nativeName] of boards) {
  const thought = think(link, 'strongest', MILLIS, 1);
  const rate = thought.playouts / (thought.millis / 1000);
  let line = `wasm in Node ${process.versions.node}, ${what}: ${thought.playouts} playouts in ${thought.millis.toFixed(0)} ms = ${rate.toFixed(0)} playouts/s`;
  const escaped = nativeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const native = nativeText.match(new RegExp(`^${escaped}, mcts: .* = (\\d+) playouts/s`, 'm'));
  if (native) line += `; native ${native[1]} playouts/s, wasm at ${(rate / Number(native[1])).toFixed(2)}× native`;
  console.log(line);
}
