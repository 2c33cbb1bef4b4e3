// What a new user reads on the page: the judge's line beside an impartial verdict names the
// position and the player it speaks of; buttons that would only be refused are not offered
// (Judge case for two-player Havannah, Show winning moves where a game has none); Gomoku's
// moves read like every other game's; the explorer writes short runs in ms and small memory in
// KiB.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, text } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

test("the judge's line names the position and player, and agrees with the verdict", async () => {
  const page = await env.open('?game=georgia-and-bob');
  await page.click('#computer-move');
  await page.waitForFunction(() => document.getElementById('status').textContent === 'Bob to move');
  assert.equal(await text(page, '#verdict'), 'Bob, to move, loses against perfect play');
  const facts = await text(page, '#facts');
  assert.match(facts, /Judge `georgia-and-bob` on this position, Bob to move first\s+Bob will lose/);
  assert.doesNotMatch(facts, /will win/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('Show winning moves is offered only where a game has winning moves to show', async () => {
  for (const [game, offered] of [['connect', false], ['havannah', false], ['nim', true], ['gomoku', true]]) {
    const page = await env.open(`?game=${game}`);
    assert.equal(await page.locator('#hint-toggle').isVisible(), offered, game);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test('Judge case is offered only where the position has a case', async () => {
  for (const [query, offered] of [
    ['?game=havannah', false],
    ['?game=havannah&mode=official', false],
    ['?game=havannah&mode=single', true],
    ['?game=octal', false],
    ['?game=nim', true],
  ]) {
    const page = await env.open(query);
    assert.equal(await page.locator('#export-case').isVisible(), offered, query);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

test("Gomoku's moves are written (x, y) like every other game's, and old links still read", async () => {
  const page = await env.open('?game=gomoku#v=1&game=gomoku&moves=(7,7);(2,12)');
  await page.waitForFunction(() => window.arbiter.report?.played === 2);
  assert.deepEqual(await page.evaluate(() => window.arbiter.playground.moves(0, 2)), ['(7, 7)', '(2, 12)']);
  assert.match(await text(page, '#move-list'), /\(2, 12\)/);
  assert.doesNotMatch(await text(page, '#move-list'), /\(\d+,\d+\)/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the explorer writes a short run in ms and small memory in KiB', async () => {
  const page = await env.open('explorer.html');
  await page.fill('#ruleset', '0.07');
  await page.fill('#to', '10');
  await page.click('#start');
  await page.waitForFunction(() => document.getElementById('progress-text').textContent.startsWith('Done'));
  const progress = await text(page, '#progress-text');
  assert.doesNotMatch(progress, /0\.00 s/);
  // The elapsed time includes the worker's start, which on a loaded machine can pass 10 ms;
  // the wording of each duration is checked exactly below.
  assert.match(progress, /^Done: 10 of 10 values in (\d+ ms|under 1 ms|\d+\.\d\d s · [\d,]+ values\/s)$/);
  const memory = await text(page, '#memory');
  assert.doesNotMatch(memory, /0\.0 MiB/);
  assert.match(memory, /\(\d+ KiB\)$/);
  const words = await page.evaluate(async () => {
    const { duration, memory } = await import('./explorer-plot.js');
    return [duration(0.4), duration(3.2), duration(9.6), duration(10), duration(1234),
      memory(40), memory(50_000), memory(104_857), memory(104_858), memory(5 * 1048576)];
  });
  assert.deepEqual(words, ['under 1 ms', '3 ms', '10 ms', '0.01 s', '1.23 s',
    '1 KiB', '49 KiB', '102 KiB', '0.1 MiB', '5.0 MiB']);
  assert.deepEqual(page.problems, []);
  await page.close();
});
