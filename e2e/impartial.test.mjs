// The impartial boards in the served page: a full game of every title played by clicks (the
// perfect computer's choice for both sides, so the first verdict's winner must win and every
// verdict on the way must name that winner), a game against the computer, and screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text, artifacts } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

const report = (page) => page.evaluate(() => window.arbiter.report);
const suggest = (page) => page.evaluate(() => window.arbiter.playground.suggest());

/** Clicks where the board is drawn now: the page redraws on the next animation frame. */
async function clickDrawn(page, at) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await clickMove(page, at);
}

/** Clicks a move as a player would: boards that pick a piece first get that click first. */
async function play(page, slug, move) {
  if (slug === 'georgia-and-bob') {
    await clickDrawn(page, `cell ${move.match(/^man (\d+)/)[1]}`);
  } else if (slug === 'queens') {
    await clickDrawn(page, move.slice(0, move.indexOf(' to ')));
  } else if (slug === 'gg-and-mm') {
    // One click per game; the last one plays the turn.
    for (const step of move.split(', game ').map((s, i) => (i ? `game ${s}` : s))) {
      await clickDrawn(page, step);
    }
    return;
  } else if (slug === 'knights') {
    // Each knight, then its destination; the last destination plays the turn.
    for (const step of move.split(', knight ').map((s, i) => (i ? `knight ${s}` : s))) {
      await clickDrawn(page, step.slice(0, step.indexOf(':')));
      await clickDrawn(page, step);
    }
    return;
  } else if (slug === 'triangulation') {
    const [, board, first] = move.match(/^board (\d+): (\d+)/);
    await clickDrawn(page, `board ${board} point ${first}`);
  } else if (slug === 'stripes') {
    const [, from, to] = move.match(/pins? (\d+)(?:–(\d+))?/);
    const length = to ? Number(to) - Number(from) + 1 : 1;
    const pending = (await report(page)).pending;
    if (!pending.startsWith(`Chosen bar: ${length} cell`)) {
      const index = pending.match(/bars: ([\d ]+)\)/)[1].split(' ').indexOf(String(length));
      await page.click(`button[data-action="bar-${index + 1}"]`);
    }
  }
  await clickDrawn(page, move);
}

const TITLES = [
  'john', 's-nim', 'nim-or-not-nim', 'stripes', 'georgia-and-bob', 'triangulation',
  'crosses-and-crosses', 'cutting-game', 'queens', 'gg-and-mm', 'knights',
];

for (const slug of TITLES) {
  test(`a full game of ${slug} played by clicks, the verdict checked after every move`, async () => {
    const page = await env.open(`?game=${slug}`);
    assert.equal(await page.locator('#game').inputValue(), slug);
    const first = await report(page);
    const winner = first.perfect_play_winner.name;
    assert.match(await text(page, '#facts'), /Judge `[a-z-]+` on this position, .+ to move first/);
    let moves = 0;
    for (;;) {
      const now = await report(page);
      if (now.tone === 'over') break;
      assert.equal(now.perfect_play_winner.name, winner, `${slug} after ${moves} moves`);
      const verdict = await text(page, '#verdict');
      assert.ok(verdict.startsWith(now.to_move.name), verdict);
      assert.equal(/loses against perfect play/.test(verdict), now.to_move.name !== winner, verdict);
      await play(page, slug, await suggest(page));
      moves += 1;
      assert.equal((await report(page)).played, moves, `${slug}: ${await text(page, '#refusal')}`);
    }
    assert.equal(await text(page, '#status'), `Game over: ${winner} wins`);
    const box = await page.locator('#board').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    assert.match(await text(page, '#refusal'), /over/i);
    assert.deepEqual(page.problems, []);
  });
}

test('the computer answers every move and wins from a won start', async () => {
  const page = await env.open('?game=nim-or-not-nim');
  // Heaps 2 2 3 are a first-player win: the computer takes the first move and keeps the win.
  await page.selectOption('#computer-side', '1');
  await page.check('#computer-plays');
  await page.waitForFunction(() => window.arbiter.report.played === 1);
  for (let i = 0; i < 40 && (await report(page)).tone !== 'over'; i += 1) {
    const before = (await report(page)).played;
    await play(page, 'nim-or-not-nim', await suggest(page));
    await page.waitForFunction((n) => window.arbiter.report.played > n + 1
      || window.arbiter.report.tone === 'over', before);
    // Every answer keeps the computer's win.
    const now = await report(page);
    if (now.tone !== 'over') assert.equal(now.perfect_play_winner.number, 1);
  }
  assert.equal(await text(page, '#status'), 'Game over: Player 1 wins');
});

const SHOTS = {
  's-nim': ['take 2 from heap 3'],
  triangulation: ['board 1: 1–4', 'board 2: 2–4'],
  'cutting-game': ['piece 1: cut after column 2', 'piece 2: cut after row 1'],
  'georgia-and-bob': ['man 9 to 8'],
  stripes: ['row 1: pins 3–7'],
  'crosses-and-crosses': ['cell 3'],
  'nim-or-not-nim': ['split heap 3 into 1 + 2'],
  john: [],
  'gg-and-mm': [],
  knights: [],
  queens: ['(8, 2) to (6, 2)'],
};

test('screenshots of every title on a laptop and a phone', async () => {
  for (const [slug, moves] of Object.entries(SHOTS)) {
    for (const [size, viewport] of [['', { width: 1280, height: 860 }], ['-phone', { width: 390, height: 844 }]]) {
      const page = await env.open(`?game=${slug}`, viewport);
      for (const move of moves) await play(page, slug, move);
      await page.check('#hint-toggle');
      await page.screenshot({ path: new URL(`${slug}${size}.png`, artifacts).pathname, fullPage: size !== '' });
      assert.deepEqual(page.problems, []);
      await page.close();
    }
  }
});
