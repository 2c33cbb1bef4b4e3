// The package size recorded in docs/contributing.md (by `npm run build -- --record`) is the
// size of the package built: within 3 %, so a figure is refreshed by its command, not typed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const TOLERANCE = 0.03;

/** The figures between the size markers of docs/contributing.md. */
function recorded() {
  const doc = readFileSync(new URL('../docs/contributing.md', import.meta.url), 'utf8');
  const block = doc.match(/^<!-- size:start -->\n([^]*?)^<!-- size:end -->$/m);
  assert.ok(block, 'docs/contributing.md has no <!-- size:start --> … <!-- size:end --> block');
  const figure = (pattern) => {
    const found = block[1].match(pattern);
    assert.ok(found, `the size block says no ${pattern}: ${block[1]}`);
    return Number(found[1]);
  };
  return { kib: figure(/(\d+) KiB after `wasm-opt`/), gzipped: figure(/(\d+) KiB gzipped/) };
}

test('the recorded package size is the built package size', () => {
  const wasm = readFileSync(new URL('../www/pkg/arbiter_bg.wasm', import.meta.url));
  const built = { kib: wasm.length / 1024, gzipped: gzipSync(wasm, { level: 9 }).length / 1024 };
  const { kib, gzipped } = recorded();
  const again = 'run `npm run build -- --record` and commit docs/contributing.md';
  for (const [name, was, is] of [['size', kib, built.kib], ['gzipped size', gzipped, built.gzipped]]) {
    assert.ok(Math.abs(was - is) <= TOLERANCE * is,
      `the recorded ${name}, ${was} KiB, is not the built ${is.toFixed(0)} KiB: ${again}`);
  }
});
