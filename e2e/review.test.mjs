// Every move judged, in the served page: a Nim game whose first move throws the win away.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text, artifacts } from './browser.mjs';

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
  await page.locator('#move-scroll').locator('xpath=ancestor::section[1]').screenshot({
    path: new URL('review-nim.png', artifacts).pathname,
  });

  // Back to the start, the winning move instead: no mistakes.
  await page.keyboard.press('Home');
  await clickMove(page, 'take 2 from heap 1');
  assert.equal(await page.locator('#move-list li').count(), 1);
  assert.equal(await page.locator('#move-list li[data-ply="1"] .judgement').getAttribute('class'),
    'judgement good');
  assert.equal(await text(page, '#review'), 'No mistakes so far.');
  assert.deepEqual(page.problems, []);
});

test('a Havannah game\'s win-rate graph, clickable to go to a move', async () => {
  const page = await env.open('?game=havannah');
  await page.fill('[name=side]', '4');
  await page.selectOption('[name=mode]', 'contest');
  await page.selectOption('[name=swap]', 'off');
  await page.click('#options button[type=submit]');
  await page.evaluate(() => window.scrollTo(0, 0));
  // No verdicts: no judgements, no summary, but the graph is offered.
  assert.equal(await page.locator('#review').isHidden(), true);
  assert.equal(await page.locator('#win-rate').isHidden(), false);
  for (const move of ['(4, 4)', '(3, 3)', '(5, 4)', '(2, 2)']) await clickMove(page, move);
  assert.equal(await page.locator('#move-list .judgement').count(), 0);

  await page.click('#win-rate-run');
  const graph = page.locator('#win-rate-graph');
  await graph.waitFor({ state: 'visible', timeout: 30_000 });
  // One point for each position, the start and after each of the four moves.
  assert.equal(await graph.locator('circle').count(), 5);
  assert.match(await graph.locator('circle[data-ply="0"] title').textContent(),
    /^Start: \d+% for the first player$/);
  assert.match(await text(page, '#win-rate-note'), /(No mistakes so far|First mistake: move \d)/);
  await page.locator('#win-rate').locator('xpath=ancestor::section[1]').screenshot({
    path: new URL('win-rate.png', artifacts).pathname,
  });

  // A click at the graph's left edge shows the start, at its middle the position after move 2.
  await graph.scrollIntoViewIfNeeded();
  const box = await graph.boundingBox();
  await page.mouse.click(box.x + 1, box.y + box.height / 2);
  assert.equal(await text(page, '#status'), 'Player 1 to move');
  assert.equal(await page.locator('#move-list li.played').count(), 0);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.equal(await page.locator('#move-list li.played').count(), 2);

  // A new move changes the line: the graph goes until asked for again.
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, 0));
  await clickMove(page, '(6, 4)');
  assert.equal(await page.locator('#move-list li').count(), 5);
  assert.equal(await graph.isHidden(), true);
  assert.equal(await text(page, '#win-rate-note'), '');
  assert.deepEqual(page.problems, []);
});
