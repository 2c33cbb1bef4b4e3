// Nim in the served page: real clicks on stones, verdicts checked after every move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text, artifacts } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

test('a Nim game played by clicking stones', async () => {
  const page = await env.open('?game=nim');
  assert.equal(await page.locator('#game').inputValue(), 'nim');
  // Heaps 3 4 5: nim-sum 2, the first player wins by taking 2 from heap 1.
  assert.equal(await text(page, '#status'), 'Player 1 to move');
  assert.equal(await text(page, '#verdict'), 'Player 1, to move, wins with perfect play');
  assert.match(await text(page, '#facts'), /Nim-sum\s+2 \(binary 10\)/);
  await page.check('#hint-toggle');
  assert.equal(await text(page, '#hint-list'), 'take 2 from heap 1');

  await clickMove(page, 'take 2 from heap 1');
  assert.equal(await text(page, '#status'), 'Player 2 to move');
  assert.equal(await text(page, '#verdict'), 'Player 2, to move, loses against perfect play');
  assert.match(await text(page, '#facts'), /Heaps\s+1 4 5/);
  assert.match(await text(page, '#facts'), /Nim-sum\s+0 \(binary 0\)/);

  await clickMove(page, 'take 5 from heap 3');
  assert.equal(await text(page, '#verdict'), 'Player 1, to move, wins with perfect play');
  assert.match(await text(page, '#hint-list'), /take 3 from heap 2/);

  // A click beside the stones is refused with the reason, and nothing changes.
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + 4, box.y + 4);
  assert.match(await text(page, '#refusal'), /Click a stone/);
  assert.equal(await page.locator('#move-list li').count(), 2);

  await clickMove(page, 'take 3 from heap 2');
  await clickMove(page, 'take 1 from heap 1');
  await clickMove(page, 'take 1 from heap 2');
  assert.equal(await text(page, '#status'), 'Game over: Player 1 wins');
  assert.equal(await text(page, '#verdict'), 'Player 1 took the last stone and wins (normal play)');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.match(await text(page, '#refusal'), /The game is over/);

  // Undo and redo step through the same game.
  await page.click('#undo');
  assert.equal(await text(page, '#status'), 'Player 1 to move');
  await page.click('#redo');
  assert.equal(await text(page, '#status'), 'Game over: Player 1 wins');
  await page.screenshot({ path: new URL('nim.png', artifacts).pathname });
  assert.deepEqual(page.problems, []);
});

test('misère play and Moore\'s Nim_k from the options form', async () => {
  const page = await env.open('?game=nim');
  await page.selectOption('[name=rule]', 'misere');
  await page.fill('[name=heaps]', '1 1 2');
  await page.click('#options button[type=submit]');
  // Misère 1 1 2: taking one from the 2-heap leaves three single stones, an odd count, so the
  // opponent takes the last stone. Taking both leaves 1 1, which would lose.
  assert.equal(await text(page, '#verdict'), 'Player 1, to move, wins with perfect play');
  await page.check('#hint-toggle');
  assert.equal(await text(page, '#hint-list'), 'take 1 from heap 3');

  await page.selectOption('[name=rule]', 'normal');
  await page.fill('[name=heaps]', '1 2 3');
  await page.fill('[name=k]', '2');
  await page.click('#options button[type=submit]');
  // Nim_2: bit columns 2 and 2 are not divisible by 3, so 1 2 3 is a first-player win here.
  assert.equal(await text(page, '#verdict'), 'Player 1, to move, wins with perfect play');
  await clickMove(page, 'take 1 from heap 2');
  await clickMove(page, 'take 2 from heap 3');
  assert.match(await text(page, '#pending'), /Selected: take 1 from heap 2, 2 from heap 3/);
  await page.click('[data-action=play]');
  assert.match(await text(page, '#facts'), /Heaps\s+1 1 1/);
  assert.equal(await text(page, '#verdict'), 'Player 2, to move, loses against perfect play');

  await page.fill('[name=heaps]', '1 x');
  await page.click('#options button[type=submit]');
  assert.match(await text(page, '#options-error'), /`x` is not a number/);
  assert.deepEqual(page.problems, []);
});

test('the page fits a phone-sized viewport', async () => {
  const page = await env.open('?game=nim', { width: 390, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide`);
  await clickMove(page, 'take 2 from heap 1');
  assert.equal(await text(page, '#status'), 'Player 2 to move');
  await page.screenshot({ path: new URL('nim-phone.png', artifacts).pathname, fullPage: true });
});

/** Does `act` and waits until the judge section has finished one more run (it judges in a worker). */
async function judged(page, act) {
  const before = Number(await page.locator('#check').getAttribute('data-finished'));
  await act();
  await page.waitForFunction((n) => Number(document.getElementById('check').dataset.finished) > n, before);
}

test('the check-input panel loads and judges every sample', async () => {
  const page = await env.open('#check');
  await page.selectOption('#problem', 'cutting-game');
  await judged(page, () => page.click('#judge-sample'));
  assert.equal(await page.locator('#judge-output').textContent(), 'LOSE\nLOSE\nWIN\n');
  await page.selectOption('#problem', 'havannah');
  await judged(page, () => page.click('#judge-sample'));
  assert.match(await page.locator('#judge-output').textContent(), /^Case #1: bridge in move 2\n/);
  assert.equal(await page.locator('#problem option').count(), 14);
});

test('the check-input panel judges john like the command line', async () => {
  const page = await env.open('#check');
  await page.selectOption('#problem', 'john');
  await page.fill('#judge-input', '2\n3\n3 5 1\n1\n1\n');
  await judged(page, () => page.click('#judge-run'));
  assert.equal(await page.locator('#judge-output').textContent(), 'John\nBrother\n');
  await page.fill('#judge-input', '2\n1\n4\n2\n3 x\n');
  await judged(page, () => page.click('#judge-run'));
  assert.equal(await page.locator('#judge-output').textContent(), 'John\n');
  assert.match(await text(page, '#judge-error'), /line 5, column 3: expected heap size/);
});
