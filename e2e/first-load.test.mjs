// The playground's first load: the page fetches the light module of the game it opens with and
// no full package (pkg/), whose .wasm holds every game, the engines and the judges; another
// family's module loads when one of its games is picked or linked, and the full package only
// for what a light module cannot do (a record of another family imported, say). The judge's
// worker fetches the full package itself, and the computer player's workers get it compiled
// by the page (www/engine-module.js) when the computer is first asked, which no test here
// does: only the page's own fetches are counted here.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, pickGame, text, artifacts } from './browser.mjs';

const fixture = (name) => new URL(`../tests/data/records/${name}`, import.meta.url).pathname;

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

/** The wasm modules the page (not its workers) has fetched so far, as `pkg`, `pkg-nim`, …. */
function modulesFetched(page) {
  return page.evaluate(() => [...new Set(performance.getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname.match(/\/(pkg(?:-[a-z-]+)?)\/arbiter_bg\.wasm$/)?.[1])
    .filter(Boolean))].sort());
}

const game = (page) => page.evaluate(() => window.arbiter.playground.game());

test('the first board loads its light module alone; other families and imports load on demand', async () => {
  const page = await env.open('');
  assert.equal(await game(page), 'nim');
  assert.deepEqual(await modulesFetched(page), ['pkg-play-nim'], 'the first load fetches no full package');
  // Every game is offered before its module is loaded, once each.
  const offered = await page.locator('#game option').evaluateAll((options) => options.map((o) => o.value));
  assert.equal(offered.length, 16);
  assert.equal(new Set(offered).size, offered.length);
  await page.screenshot({ path: new URL('first-load.png', artifacts).pathname });

  // Another family: its module loads, and its form and board work.
  await pickGame(page, 'havannah');
  assert.equal(await page.locator('[name=side]').count(), 1);
  await clickMove(page, '(5, 5)');
  await page.waitForFunction(() => window.arbiter.report.played === 1);
  assert.deepEqual(await modulesFetched(page), ['pkg-havannah', 'pkg-play-nim']);

  // A link of a third family, pasted into the address of the open page.
  const other = await env.open('?game=octal');
  const link = await other.evaluate(() => {
    const { playground } = window.arbiter;
    playground.play(playground.suggest());
    return playground.link();
  });
  await page.evaluate((hash) => { location.hash = hash; }, link);
  await page.waitForFunction(() => window.arbiter.playground.game() === 'octal');
  assert.equal(await page.evaluate(() => window.arbiter.playground.link()), link);
  assert.equal(await page.locator('#game').inputValue(), 'octal');
  assert.deepEqual(await modulesFetched(page), ['pkg-havannah', 'pkg-play-impartial', 'pkg-play-nim']);

  // Back to Nim, its game as it was left; its text imports through its own module.
  await pickGame(page, 'nim');
  await clickMove(page, await page.evaluate(() => window.arbiter.playground.suggest()));
  await page.waitForFunction(() => window.arbiter.report.played === 1);
  const nimText = await page.evaluate(() => window.arbiter.playground.text());
  await page.evaluate(() => window.arbiter.playground.play(window.arbiter.playground.suggest()));
  await page.setInputFiles('#import-file', { name: 'nim.txt', mimeType: 'text/plain', buffer: Buffer.from(nimText) });
  await page.waitForFunction(() => document.getElementById('share-note').textContent === 'Imported nim.txt.');
  assert.equal(await page.evaluate(() => window.arbiter.playground.text()), nimText);
  assert.deepEqual(await modulesFetched(page), ['pkg-havannah', 'pkg-play-impartial', 'pkg-play-nim']);

  // A record of another family: the full package reads it, and the game moves to its module.
  await page.setInputFiles('#import-file', fixture('lg-havannah.sgf'));
  await page.waitForFunction(() => window.arbiter.playground.game() === 'havannah');
  assert.equal(await text(page, '#share-note'), 'Imported lg-havannah.sgf.');
  assert.equal(await page.evaluate(() => window.arbiter.report.played), 17);
  assert.equal(await page.locator('#export-sgf').isVisible(), true);
  assert.deepEqual(await modulesFetched(page), ['pkg', 'pkg-havannah', 'pkg-play-impartial', 'pkg-play-nim']);
  for (const p of [page, other]) assert.deepEqual(p.problems, []);
});

test('a link or a saved game of another family opens with its own module alone', async () => {
  const page = await env.open('?game=gomoku');
  assert.equal(await game(page), 'gomoku');
  assert.deepEqual(await modulesFetched(page), ['pkg-gomoku']);
  await clickMove(page, '(7, 7)');
  await page.waitForFunction(() => window.arbiter.report.played === 1);
  // The address holds the game's link once the page is idle: a reload reopens it.
  await page.waitForFunction(() => location.hash === `#${window.arbiter.playground.link()}`);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await game(page), 'gomoku');
  assert.equal(await page.evaluate(() => window.arbiter.report.played), 1);
  assert.deepEqual(await modulesFetched(page), ['pkg-gomoku']);
  assert.deepEqual(page.problems, []);
});

test('what a light module lacks comes from the full package; a later pick wins over one still loading', async () => {
  const page = await env.open('?game=nim');
  // A Playground whose module lacks SVG, records and the problems' list: the seam asks the
  // full package's Playground of the same game.
  const answers = await page.evaluate(async () => {
    const { using, problemList } = await import('./loader.js');
    const link = window.arbiter.playground.link();
    const bare = { link: () => link };
    return {
      svg: await using(bare, 'svg', 120, 80),
      text: await using(bare, 'text'),
      own: await using(window.arbiter.playground, 'text'),
      problems: (await problemList({})).map((p) => p.slug),
    };
  });
  assert.match(answers.svg, /^<svg[^>]* width="120"/);
  assert.equal(answers.text, answers.own);
  assert.ok(answers.problems.includes('s-nim'));
  assert.deepEqual(await modulesFetched(page), ['pkg', 'pkg-play-nim']);

  // Two games of families not yet loaded, picked one after the other: the second is shown.
  const fresh = await env.open('?game=nim');
  await fresh.selectOption('#game', 'connect');
  await fresh.selectOption('#game', 'octal');
  await fresh.waitForFunction(() => window.arbiter.playground.game() === 'octal');
  await fresh.waitForFunction(() => performance.getEntriesByType('resource')
    .some((entry) => entry.name.endsWith('/pkg-connect/arbiter_bg.wasm')));
  await fresh.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  assert.equal(await game(fresh), 'octal');
  assert.equal(await fresh.locator('#game').inputValue(), 'octal');
  assert.equal(await fresh.locator('[name=rows]').count(), 1);
  for (const p of [page, fresh]) assert.deepEqual(p.problems, []);
});
