// Connect in the served page: a game played to a win by real mouse clicks on the pegboard,
// a refused click, the hover preview, and a pasted contest dataset stepped to the judge's answer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text, artifacts, pickGame } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

/** Moves the mouse over the hole of `point` without clicking. */
async function hoverPoint(page, point) {
  const at = await page.evaluate((mv) => window.arbiter.playground.locate(mv), point);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.move(box.x + at[0], box.y + at[1]);
}

test('a Connect game played by clicking holes, to a win with its path highlighted', async () => {
  const page = await env.open('');
  await pickGame(page, 'connect');
  assert.equal(await text(page, '#status'), 'Black to move');
  assert.equal(await text(page, '#verdict'), 'No winner yet');
  assert.match(await text(page, '#facts'), /Board\s+N = 12, \(0, 0\) bottom left/);

  await clickMove(page, '(2, 6)');
  assert.equal(await text(page, '#status'), 'White to move');
  // White may not use Black's home edges: refused with the reason, nothing played.
  await clickMove(page, '(0, 3)');
  assert.equal(await text(page, '#refusal'),
    "(0, 3) is on Black's home edge, where White may not place a peg");
  assert.equal(await page.locator('#move-list li').count(), 1);

  await clickMove(page, '(3, 5)');
  await clickMove(page, '(0, 5)');
  assert.match(await text(page, '#facts'), /Links added\s+\(0, 5\)–\(2, 6\)/);
  await clickMove(page, '(4, 7)');

  // Hovering (4, 5) previews Black's link to (2, 6) as blocked by White's (3, 5)–(4, 7).
  await hoverPoint(page, '(4, 5)');
  await page.locator('#board').screenshot({ path: new URL('connect-hover.png', artifacts).pathname });
  await clickMove(page, '(4, 5)');
  assert.match(await text(page, '#facts'), /Links added\s+none/);
  assert.match(await text(page, '#facts'), /Links blocked\s+\(2, 6\)–\(4, 5\) by \(3, 5\)–\(4, 7\)/);
  assert.equal(await text(page, '#verdict'), 'No winner yet');

  const rest = ['(7, 3)', '(2, 4)', '(8, 1)', '(6, 6)', '(5, 9)', '(8, 5)', '(6, 11)', '(10, 6)', '(9, 3)'];
  for (const move of rest) await clickMove(page, move);
  assert.equal(await text(page, '#status'), 'Black to move');
  assert.equal(await text(page, '#verdict'), 'No winner yet');
  await clickMove(page, '(12, 5)');
  assert.equal(await text(page, '#status'), 'Game over: Black wins');
  assert.equal(await text(page, '#verdict'), 'Black wins: the links join x = 0 and x = 12');
  assert.match(await text(page, '#facts'),
    /Winning path\s+\(0, 5\) → \(2, 4\) → \(4, 5\) → \(6, 6\) → \(8, 5\) → \(10, 6\) → \(12, 5\)/);
  assert.equal(await page.locator('#move-list li').count(), 15);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: new URL('connect-win.png', artifacts).pathname });

  await clickMove(page, '(6, 3)');
  assert.match(await text(page, '#refusal'), /The game is over: Black has won/);
  assert.deepEqual(page.problems, []);
});

test('a pasted contest input steps to the judge\'s answers', async () => {
  const page = await env.open('?game=connect');
  const sample = '4 5\n0 2 2 4 4 2 3 2 2 3\n4 5\n0 2 2 4 4 2 3 2 2 1\n'
    + '7 11\n0 3 6 5 3 2 5 7 7 2 4 4 5 3 5 2 4 5 4 0 2 4\n0 0\n';

  await page.click('[data-text-action=load] summary');
  await page.fill('textarea[name=load]', '4 5\n0 2 9 9\n');
  await page.click('[data-action=load]');
  assert.match(await text(page, '#refusal'), /line 2, column 5: expected x coordinate \(0..=4\), found 9/);

  await page.fill('textarea[name=load]', sample);
  await page.click('[data-action=load]');
  assert.match(await text(page, '#facts'), /Dataset\s+1 of 3: N = 4, move 0 of 5/);
  await page.click('[data-action=redo]');
  await page.click('[data-action=redo]');
  assert.equal(await page.locator('#move-list li:not(.undone)').count(), 2);
  await page.click('[data-action=end]');
  assert.equal(await text(page, '#verdict'), 'No winner yet');
  assert.match(await text(page, '#facts'), /Judge answer\s+no/);

  await page.click('[data-action=next-dataset]');
  await page.click('[data-action=end]');
  assert.equal(await text(page, '#verdict'), 'Black wins: the links join x = 0 and x = 4');
  assert.match(await text(page, '#facts'), /Judge answer\s+yes/);

  await page.click('[data-action=next-dataset]');
  await page.click('[data-action=end]');
  assert.equal(await text(page, '#verdict'), 'Black wins: the links join x = 0 and x = 7');
  assert.match(await text(page, '#facts'), /Dataset\s+3 of 3: N = 7, move 11 of 11/);
  assert.match(await text(page, '#facts'), /Judge answer\s+yes/);
  await page.screenshot({ path: new URL('connect-dataset.png', artifacts).pathname });
  assert.deepEqual(page.problems, []);
});
