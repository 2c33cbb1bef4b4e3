// The Grundy explorer in the served page: values computed in a worker with progress and a
// stop button, periods found and certified by the page itself, CSV checked against a plain
// recurrence written here from the games' rules, the heat map of a two-dimensional game, and
// links to the playground.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { start, text, artifacts } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

/** The least natural number not in `set`. */
function mex(set) {
  let v = 0;
  while (set.has(v)) v++;
  return v;
}

/**
 * G(0..len) of an octal game from its digits by the plain recurrence: digit d_j lets a move
 * remove j tokens and leave no heap (bit 1), one heap (bit 2) or two heaps (bit 4). With
 * `unequal`, two heaps must differ in size (Grundy's game is digits [4] with that rule).
 */
function plainValues(digits, len, unequal = false) {
  const g = [];
  for (let n = 0; n < len; n++) {
    const seen = new Set();
    digits.forEach((d, j) => {
      if (j > n) return;
      if (d & 1 && n === j && j > 0) seen.add(0);
      if (d & 2 && n > j && j > 0) seen.add(g[n - j]);
      if (d & 4) {
        const m = n - j;
        for (let a = 1; 2 * a <= m; a++) {
          if (unequal && 2 * a === m) continue;
          seen.add(g[a] ^ g[m - a]);
        }
      }
    });
    g.push(mex(seen));
  }
  return g;
}

async function explore(page, ruleset, to) {
  await page.fill('#ruleset', ruleset);
  await page.fill('#to', String(to));
  await page.click('#start');
}

async function downloadCsv(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#csv')]);
  return readFile(await download.path(), 'utf8');
}

test("Grundy's game: progress, stop, and CSV matching the plain recurrence", async () => {
  const page = await env.open('explorer.html');
  await explore(page, 'grundys-game', 5_000_000);
  await page.waitForFunction(() => window.arbiter.explorer.len > 20000, null, { timeout: 60000 });
  assert.equal(await page.getAttribute('body', 'data-explorer'), 'running');
  const first = await page.evaluate(() => window.arbiter.explorer.len);
  assert.match(await text(page, '#progress-text'), /^Computing: [\d,]+ of 5,000,000 values/);
  // The page answers at once while the worker computes.
  const t0 = Date.now();
  await page.evaluate(() => document.querySelector('#progress').value);
  const answered = Date.now() - t0;
  assert.ok(answered < 500, `the page took ${answered} ms to answer`);
  await page.waitForFunction((n) => window.arbiter.explorer.len > n, first, { timeout: 60000 });
  await page.screenshot({ path: new URL('explorer-running.png', artifacts).pathname });

  await page.click('#stop');
  // The page shows the stop on its next frame, which a loaded machine may delay.
  await page.waitForSelector('body[data-explorer="stopped"]', { timeout: 10000 });
  const stopped = await page.evaluate(() => window.arbiter.explorer.len);
  assert.ok(stopped > first && stopped < 5_000_000, `stopped at ${stopped}`);
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.arbiter.explorer.len), stopped, 'nothing arrives after stop');
  assert.match(await text(page, '#progress-text'), /^Stopped: /);
  assert.match(await text(page, '#period'), /not looked for/);
  await page.screenshot({ path: new URL('explorer-stopped.png', artifacts).pathname, fullPage: true });

  const csv = await downloadCsv(page);
  const lines = csv.trimEnd().split('\n');
  assert.equal(lines[0], 'n,value');
  assert.equal(lines.length, stopped + 1);
  const check = 3000;
  const want = plainValues([4], check, true);
  for (let n = 0; n < check; n++) assert.equal(lines[n + 1], `${n},${want[n]}`);
  const largest = Math.max(...lines.slice(1).map((l) => Number(l.split(',')[1])));
  assert.match(await text(page, '#largest'), new RegExp(`^${largest} at heap`));
  assert.deepEqual(page.problems, []);
});

test('the period of 0.07 is found and certified by the page', async () => {
  const page = await env.open('explorer.html');
  await explore(page, '0.07', 100000);
  await page.waitForSelector('body[data-explorer="done"]', { timeout: 60000 });
  assert.equal(await text(page, '#period'), '34 from heap 53');
  assert.match(await text(page, '#certificate'), /^certified: Guy–Smith.*176 values needed/);
  assert.equal(await page.getAttribute('#certificate', 'class'), 'certified');
  const csv = await downloadCsv(page);
  const lines = csv.trimEnd().split('\n');
  assert.equal(lines.length, 100001);
  // Past the proof the values are read off the period; they match the recurrence too.
  const want = plainValues([0, 0, 7], 1500);
  for (let n = 0; n < want.length; n++) assert.equal(lines[n + 1], `${n},${want[n]}`);
  await page.screenshot({ path: new URL('explorer-0.07.png', artifacts).pathname });

  // A table cell picks a heap and links to the playground's pins.
  await page.click('#values td[data-index="12"]');
  assert.match(await text(page, '#pick'), new RegExp(`^G\\(12\\) = ${want[12]}`));
  const href = await page.getAttribute('#play-link', 'href');
  assert.equal(href, 'index.html?game=octal&code=0.07&rows=12');
  await page.click('#play-link');
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await text(page, '#facts'), /0\.07/);
  assert.deepEqual(page.problems, []);
});

test('the period of 0.137 is found and certified by the page', async () => {
  const page = await env.open('explorer.html?game=0.137&to=5000');
  await page.waitForSelector('body[data-explorer="done"]', { timeout: 60000 });
  assert.equal(await text(page, '#period'), '34 from heap 52');
  assert.equal(await page.getAttribute('#certificate', 'class'), 'certified');
  assert.deepEqual(page.problems, []);
});

test('a two-dimensional game shows a heat map; a click picks a cell', async () => {
  const page = await env.open('explorer.html');
  await explore(page, 'queens', 40);
  await page.waitForSelector('body[data-explorer="done"]', { timeout: 60000 });
  assert.match(await text(page, '#plot-title'), /board/);
  const box = await page.locator('#plot').boundingBox();
  const canvas = await page.evaluate(() => [document.querySelector('#plot').width, window.arbiter.explorer.heatCell]);
  const scale = box.width / canvas[0];
  const cell = canvas[1];
  // Cell (3, 5): row x = 3, column y = 5.
  await page.mouse.click(box.x + (30 + 5.5 * cell) * scale, box.y + (5 + 3.5 * cell) * scale);
  assert.match(await text(page, '#pick'), /^G\(3, 5\) = \d+/);
  await page.screenshot({ path: new URL('explorer-queens.png', artifacts).pathname });
  assert.deepEqual(page.problems, []);

  // The link opens that queen on the playground's board, whose verdict agrees with the value.
  const value = Number((await text(page, '#pick')).match(/= (\d+)/)[1]);
  const href = await page.locator('#pick a').getAttribute('href');
  assert.equal(href, 'index.html?game=queens&size=10&queens=3,5');
  const board = await env.open(href);
  await board.waitForFunction(() => window.arbiter?.report);
  const winner = await board.evaluate(() => window.arbiter.report.perfect_play_winner?.name);
  assert.equal(winner, value === 0 ? 'Player 2' : 'Player 1');
  assert.deepEqual(board.problems, []);
});

test('a ruleset that cannot be read is refused with the reason', async () => {
  const page = await env.open('explorer.html');
  await explore(page, '0.9', 100);
  await page.waitForSelector('#error:not([hidden])');
  assert.match(await text(page, '#error'), /0\.9/);
  assert.deepEqual(page.problems, []);
});

test("the playground's nav opens the explorer; Lasker's Nim shows its certified saltus", async () => {
  const page = await env.open('');
  await page.click('#tab-explorer');
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(page.url(), /explorer\.html$/);
  await explore(page, 'laskers-nim', 2000);
  await page.waitForSelector('body[data-explorer="done"]', { timeout: 60000 });
  assert.equal(await text(page, '#period'), '4 from heap 1, saltus 4');
  assert.equal(await page.getAttribute('#certificate', 'class'), 'certified');
  // No playground board for Lasker's Nim: the page says so instead of linking.
  // Lasker's Nim from its rules: take any number from the heap, or split it in two.
  const g = [];
  for (let n = 0; n < 8; n++) {
    const seen = new Set();
    for (let left = 0; left < n; left++) seen.add(g[left]);
    for (let a = 1; 2 * a <= n; a++) seen.add(g[a] ^ g[n - a]);
    g.push(mex(seen));
  }
  await page.click('#values td[data-index="7"]');
  assert.equal(await text(page, '#pick'), `G(7) = ${g[7]} · The playground has no board for this game yet.`);
  assert.deepEqual(page.problems, []);
});
