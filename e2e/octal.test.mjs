// Octal games on pins in the served page: select pins by clicking, play, read the engine's verdict.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text, artifacts } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

test("Dawson's Kayles played by clicking pins", async () => {
  const page = await env.open('?game=octal');
  await page.fill('[name=code]', '0.07');
  await page.fill('[name=rows]', '8 5');
  await page.click('#options button[type=submit]');
  assert.match(await text(page, '#facts'), /Code\s+0\.07 \(Dawson's Kayles\)/);
  assert.match(await text(page, '#facts'), /Period\s+34 from heap 53 on/);
  const before = await text(page, '#verdict');

  // A single pin cannot go alone in 0.07: refused, and nothing changes.
  await clickMove(page, 'row 1 pin 4');
  await clickMove(page, 'row 1 pin 4');
  assert.match(await text(page, '#refusal'), /does not allow knocking down 1 pin/);
  assert.equal(await page.locator('#move-list li').count(), 0);

  await clickMove(page, 'row 1 pin 5');
  assert.match(await text(page, '#pending'), /Selected: row 1: pins 4–5/);
  await page.click('[data-action=play]');
  assert.equal(await text(page, '#move-list .move'), 'row 1: pins 4–5');
  assert.match(await text(page, '#facts'), /row 1: G\(3\) = 1, G\(3\) = 1/);
  assert.notEqual(await text(page, '#verdict'), '');
  assert.ok(before.length > 0);
  await page.check('#hint-toggle');
  await page.screenshot({ path: new URL('octal.png', artifacts).pathname });
  assert.deepEqual(page.problems, []);
});
