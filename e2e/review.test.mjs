// Every move judged, in the served page: a Nim game whose first move throws the win away.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

test('the move list marks a mistake at move 1 and names the winning move', async () => {
  const page = await env.open('?game=nim');
  // Heaps 3 4 5: nim-sum 2, the one winning move takes 2 from heap 1.
  assert.equal(await text(page, '#verdict'), 'Player 1, to move, wins with perfect play');
  assert.equal(await page.locator('#review').isHidden(), true);
  await clickMove(page, 'take 1 from heap 1');
  const first = page.locator('#move-list li[data-ply="1"] .judgement');
  assert.equal(await first.getAttribute('class'), 'judgement mistake');
  assert.equal(await first.locator('[aria-hidden=true]').textContent(), '?');
  const words = await first.getAttribute('title');
  assert.match(words, /^Mistake: turns a won position into a lost one\./);
  assert.match(words, /The winning move was take 2 from heap 1\./);
  // The words are in the row for screen readers too.
  assert.match(await first.locator('.visually-hidden').textContent(), /take 2 from heap 1/);
  assert.equal(await text(page, '#review'),
    'First mistake: move 1, by Player 1. Mistakes: Player 1 1, Player 2 0.');

  // Heaps 2 4 5: nim-sum 3, and Player 2 keeps the win by taking 1 from heap 1.
  await clickMove(page, 'take 1 from heap 1');
  const second = page.locator('#move-list li[data-ply="2"] .judgement');
  assert.equal(await second.getAttribute('class'), 'judgement good');
  assert.equal(await second.locator('[aria-hidden=true]').textContent(), '✓');
  await clickMove(page, 'take 1 from heap 2');
  const third = page.locator('#move-list li[data-ply="3"] .judgement');
  assert.equal(await third.getAttribute('class'), 'judgement lost');
  assert.match(await third.getAttribute('title'), /In a lost position/);

  // Back to the start, the winning move instead: no mistakes.
  await page.keyboard.press('Home');
  await clickMove(page, 'take 2 from heap 1');
  assert.equal(await page.locator('#move-list li').count(), 1);
  assert.equal(await page.locator('#move-list li[data-ply="1"] .judgement').getAttribute('class'),
    'judgement good');
  assert.equal(await text(page, '#review'), 'No mistakes so far.');
  assert.deepEqual(page.problems, []);
});
