// Game records: a Little Golem Havannah SGF imported through the page, exported back as SGF and
// imported again to the same moves; the record buttons only where the game has the record; a
// broken record refused with its line.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { start, text } from './browser.mjs';

const downloads = new URL('../target/downloads/', import.meta.url);
mkdirSync(downloads, { recursive: true });
const fixture = (name) => new URL(`../tests/data/records/${name}`, import.meta.url).pathname;

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

// The whole line from the board (the list draws only the rows in view).
const moves = (page) => page.evaluate(() => window.arbiter.playground.entries(0, 1000).map((e) => e.move));

test('an SGF Havannah game from Little Golem imports and exports back to the same moves', async () => {
  const page = await env.open('?game=nim');
  await page.setInputFiles('#import-file', fixture('lg-havannah.sgf'));
  await page.waitForFunction(() => window.arbiter.playground.game() === 'havannah');
  assert.equal(await text(page, '#share-note'), 'Imported lg-havannah.sgf.');
  const line = await moves(page);
  assert.equal(line.length, 17);
  // Little Golem's E1 on side 4 is Arbiter's (5, 2); the swap is move 2.
  assert.deepEqual(line.slice(0, 3), ['(5, 2)', 'swap', '(6, 4)']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-sgf')]);
  assert.equal(download.suggestedFilename(), 'arbiter-havannah.sgf');
  const path = new URL('arbiter-havannah-record.sgf', downloads).pathname;
  await download.saveAs(path);
  const sgf = (await readFile(path)).toString();
  assert.match(sgf, /^\(;FF\[4\]EV\[havannah\]SZ\[4\]RU\[swap\]AP\[Arbiter\];W\[e2\];B\[swap\];W\[f4\]/);

  const fresh = await env.open('?game=gomoku');
  await fresh.setInputFiles('#import-file', path);
  await fresh.waitForFunction(() => window.arbiter.playground.game() === 'havannah');
  assert.deepEqual(await moves(fresh), line);

  // The buttons are offered only where the game has the record: PSQ for Gomoku alone, neither
  // for Nim.
  assert.equal(await fresh.locator('#export-psq').isVisible(), false);
  await fresh.selectOption('#game', 'gomoku');
  await fresh.waitForFunction(() => window.arbiter.playground.game() === 'gomoku');
  assert.equal(await fresh.locator('#export-psq').isVisible(), true);
  await fresh.selectOption('#game', 'nim');
  await fresh.waitForFunction(() => window.arbiter.playground.game() === 'nim');
  assert.equal(await fresh.locator('#export-sgf').isVisible(), false);
  // A broken record is refused with its line.
  const broken = new URL('broken.sgf', downloads).pathname;
  await writeFile(broken, '(;GM[4]\n;B[hh]\n;W[zz])');
  await fresh.setInputFiles('#import-file', broken);
  await fresh.waitForFunction(() => document.getElementById('share-note').textContent.startsWith('The game cannot'));
  assert.equal(await text(fresh, '#share-note'),
    'The game cannot be imported: line 3, column 2: `zz`: not a point of this board (size 15)');
  for (const p of [page, fresh]) assert.deepEqual(p.problems, []);
});
