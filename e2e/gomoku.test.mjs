// Gomoku in the served page: stones placed by real clicks, the analysis read off the panel.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text, artifacts } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

test('an open four shown as a forced win, then five in a row', async () => {
  const page = await env.open('?game=gomoku');
  assert.equal(await text(page, '#status'), 'Black to move');
  for (const [black, white] of [['(6,7)', '(6,6)'], ['(7,7)', '(7,6)'], ['(8,7)', '(5,5)']]) {
    await clickMove(page, black);
    await clickMove(page, white);
  }
  assert.equal(await text(page, '#verdict'), 'Black wins in 3 moves');
  await page.check('#hint-toggle');
  assert.match(await text(page, '#hint-list'), /\(5, 7\) makes two fives at once/);

  await clickMove(page, '(9,7)');
  assert.equal(await text(page, '#verdict'), 'White loses in 2 moves: Black has two fives to make');
  await clickMove(page, '(10,7)');
  assert.equal(await text(page, '#verdict'), 'Black wins in 1 move');
  await clickMove(page, '(5,7)');
  assert.equal(await text(page, '#status'), 'Game over: Black wins');
  await clickMove(page, '(0,0)');
  assert.match(await text(page, '#refusal'), /The game is over: black has five in a row/);
  await page.screenshot({ path: new URL('gomoku.png', artifacts).pathname });
  assert.deepEqual(page.problems, []);
});

test('a pasted judge case shows the judge\'s answer', async () => {
  const page = await env.open('?game=gomoku');
  await page.click('.action-text summary');
  await page.fill('.action-text textarea', '1\n7 7 1\n');
  await page.click('[data-action=load]');
  assert.equal(await text(page, '#status'), 'White to move');
  assert.match(await text(page, '#facts'), /Judge's answer\s+Cannot win in 3 moves\./);
  await page.fill('.action-text textarea', '1\n7 7 0\n');
  await page.click('[data-action=load]');
  assert.match(await text(page, '#refusal'), /Black has 0 stones and White 1/);
  assert.equal(await text(page, '#status'), 'White to move');
});
