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

test('a 20 × 20 renju game by clicks: a forbidden point refused with its reason, the computer answers', async () => {
  const page = await env.open('?game=gomoku');
  await page.fill('[name=size]', '20');
  await page.selectOption('[name=rule]', 'renju');
  await page.click('#options button[type=submit]');
  await page.locator('#board').scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.match(await text(page, '#facts'), /Board\s+20 × 20, renju/);
  // Black's two open twos cross at (7, 7); White plays the corners, (19, 19) off a 15 board.
  for (const mv of ['(5, 7)', '(0, 0)', '(6, 7)', '(0, 19)', '(7, 5)', '(19, 0)', '(7, 6)', '(19, 19)']) {
    await clickMove(page, mv);
  }
  assert.equal(await page.evaluate(() => window.arbiter.report.played), 8);
  assert.match(await text(page, '#facts'), /Forbidden to Black\s+\(7, 7\) a double three/);
  await clickMove(page, '(7, 7)');
  assert.match(await text(page, '#refusal'), /\(7, 7\) is forbidden for black under renju: a double three/);
  assert.equal(await page.evaluate(() => window.arbiter.report.played), 8);

  // The computer takes White and answers Black's next move.
  await page.selectOption('#computer-level', 'beginner');
  await page.selectOption('#computer-side', '2');
  await page.check('#computer-plays');
  await clickMove(page, '(10, 10)');
  await page.waitForFunction(() => window.arbiter.report.played === 10, null, { timeout: 10000 });
  assert.equal(await text(page, '#status'), 'Black to move');
  await page.screenshot({ path: new URL('gomoku-renju-20.png', artifacts).pathname });
  assert.deepEqual(page.problems, []);
});
