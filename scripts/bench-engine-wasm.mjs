// The engines' speed through WebAssembly in Node, beside the native figure when the output of
// `arbiter bench mcts` (the tree search's playouts per second, from the empty board) or
// `arbiter bench engine-speed` (Gomoku's nodes per second) is given. `--gomoku` runs only
// Gomoku's rows, `--mcts` only the tree search's.
//   node scripts/bench-engine-wasm.mjs [--gomoku|--mcts] [NATIVE_OUTPUT_FILE]
// Each search runs for two seconds through the page worker's own binding (`think`). The package
// is www/pkg's (`npm run build`), or the .wasm file named by ARBITER_WASM.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { initSync, think } from '../www/pkg/arbiter.js';

const root = fileURLToPath(new URL('..', import.meta.url));
initSync({ module: readFileSync(process.env.ARBITER_WASM || join(root, 'www/pkg/arbiter_bg.wasm')) });
const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--'));
const file = args.find((a) => !a.startsWith('--'));
const nativeText = file && existsSync(file) ? readFileSync(file, 'utf8') : '';
const MILLIS = 2000;

const boards = [
  ['Havannah side 8, official rings', 'v=1&game=havannah&side=8&mode=official', 'Havannah side 8, TwoPlayerOfficialRing'],
  ['Havannah side 8, contest rings', 'v=1&game=havannah&side=8&mode=contest', 'Havannah side 8, TwoPlayerContestRing'],
  ['Havannah side 10, official rings', 'v=1&game=havannah&side=10&mode=official', 'Havannah side 10, TwoPlayerOfficialRing'],
  ['Havannah side 10, contest rings', 'v=1&game=havannah&side=10&mode=contest', 'Havannah side 10, TwoPlayerContestRing'],
  ['Connect N = 24', 'v=1&game=connect&n=24', 'Connect N = 24'],
];
// The positions of `arbiter bench engine-speed`, which names the native rows: name, tab, link.
const gomoku = readFileSync(join(root, 'src/bench/engine_speed_positions.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.includes('\t'))
  .map((line) => line.split('\t'));

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function measure(what, link, unit, nativeRow) {
  const thought = think(link, 'strongest', MILLIS, 1);
  const rate = thought.playouts / (thought.millis / 1000);
  let line = `wasm in Node ${process.versions.node}, ${what}: ${thought.playouts} ${unit} in ${thought.millis.toFixed(0)} ms = ${rate.toFixed(0)} ${unit}/s`;
  const native = nativeText.match(nativeRow);
  if (native) line += `; native ${native[1]} ${unit}/s, wasm at ${(rate / Number(native[1])).toFixed(2)}× native`;
  console.log(line);
}

if (only !== '--gomoku') {
  for (const [what, link, nativeName] of boards) {
    measure(what, link, 'playouts', new RegExp(`^${escape(nativeName)}, mcts: .* = (\\d+) playouts/s`, 'm'));
  }
}
if (only !== '--mcts') {
  for (const [what, link] of gomoku) {
    measure(what, link, 'nodes', new RegExp(`^${escape(what)}, engine: .* = (\\d+) nodes/s`, 'm'));
  }
}
