// The page as a new user finds it: the figures beside the board wrap between words, a phone
// shows the board with its status and verdict after a move, a click leaves no keyboard cursor
// behind, and the address's `?game=…` always starts the game it names, saying so when it cannot.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

const PHONE = { width: 390, height: 844 };
const TOUCH = { hasTouch: true, isMobile: true };

/** Waits two frames: the board has drawn what the last event changed. */
const frames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test('the facts beside the board wrap between words, never inside one (1280 × 800)', async () => {
  for (const game of ['georgia-and-bob', 'nim-or-not-nim', 'triangulation', 'gg-and-mm']) {
    const page = await env.open(`?game=${game}`, { width: 1280, height: 800 });
    // Each word of each value, measured on its own: a word split over two lines has two boxes.
    const broken = await page.locator('#facts dd').evaluateAll((values) => values.flatMap((dd) => {
      const node = dd.firstChild;
      const words = [];
      for (const match of (node?.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        if (lines.size > 1) words.push(match[0]);
      }
      return words;
    }));
    assert.ok(await page.locator('#facts dd').count() > 0, game);
    assert.deepEqual(broken, [], `${game}: words broken across lines`);
    assert.deepEqual(page.problems, []);
  }
});

/** A move for the games whose board neither suggests one nor names its centre cell. */
const FIRST_MOVES = { octal: 'row 1 pin 1' };

/**
 * Plays one move of `game` as a phone user would: the computer's move, else the centre cell,
 * tapped where the board draws it (a second tap plays a picked stone), else typed.
 */
async function playOne(page, game) {
  const move = await page.evaluate(() => {
    const { playground, canvas } = window.arbiter;
    return playground.suggest() ?? playground.name_at(canvas.clientWidth / 2, canvas.clientHeight / 2);
  }) ?? FIRST_MOVES[game];
  assert.ok(move, 'a move to play');
  const box = await page.locator('#board').boundingBox();
  for (let tap = 0; tap < 3; tap += 1) {
    const point = await page.evaluate((mv) => window.arbiter.playground.locate(mv), move);
    if (!point || (await page.evaluate(() => window.arbiter.report.played)) > 0) break;
    await page.touchscreen.tap(box.x + point[0], box.y + point[1]);
    await frames(page);
  }
  if ((await page.evaluate(() => window.arbiter.report.played)) === 0) {
    await page.fill('#move-input', move);
    await page.press('#move-input', 'Enter');
  }
  assert.equal(await page.evaluate(() => window.arbiter.report.played), 1, `${move}: ${await text(page, '#refusal').catch(() => '')}`);
}

test('on a phone every game shows the board, its status and its verdict at once after a move', async () => {
  const page = await env.open('?game=nim', PHONE, TOUCH);
  const games = await page.locator('#game option').evaluateAll((options) => options.map((o) => o.value));
  assert.ok(games.length >= 16);
  for (const game of games) {
    await page.goto(`${env.url}?game=${game}`);
    await page.waitForSelector('body[data-ready="true"]');
    await frames(page);
    await playOne(page, game);
    await frames(page);
    const seen = await page.evaluate(() => {
      const inView = (id) => {
        const box = document.getElementById(id).getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
      };
      return { scrolled: scrollY, board: inView('board'), status: inView('status'), verdict: inView('verdict') };
    });
    assert.deepEqual(seen, { scrolled: 0, board: true, status: true, verdict: true }, game);
  }
  // The frame fits the board: a square board on a phone leaves no wide empty band.
  await page.goto(`${env.url}?game=gomoku`);
  await page.waitForSelector('body[data-ready="true"]');
  const frame = await page.locator('.canvas-frame').boundingBox();
  assert.ok(frame.height <= frame.width + 2, `a ${frame.width} × ${frame.height} frame`);
  assert.deepEqual(page.problems, []);
});

test("on a phone the header's tabs keep their text in the middle of their pills", async () => {
  const page = await env.open('?game=gomoku', PHONE, TOUCH);
  const tabs = await page.locator('.tab').evaluateAll((links) => links.map((link) => {
    const pill = link.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(link);
    const lines = range.getClientRects();
    const words = range.getBoundingClientRect();
    return { label: link.textContent, lines: lines.length, above: words.top - pill.top, below: pill.bottom - words.bottom };
  }));
  for (const tab of tabs) {
    assert.equal(tab.lines, 1, `${tab.label} on one line`);
    assert.ok(Math.abs(tab.above - tab.below) <= 1.5, `${tab.label}: ${tab.above} px above, ${tab.below} px below`);
  }
});

/**
 * Whether the board previews a stone at its centre cell: `hover` answers whether the preview
 * changed, so pointing at the centre changes nothing exactly when the centre is previewed. The
 * preview is put back as it was.
 */
function centrePreviewed(page) {
  return page.evaluate(() => {
    const { playground, canvas } = window.arbiter;
    const centre = playground.locate(playground.name_at(canvas.clientWidth / 2, canvas.clientHeight / 2));
    return !playground.hover(centre[0], centre[1]);
  });
}

test('a click or a tap leaves no keyboard cursor and no preview behind; the keyboard brings the cursor back', async () => {
  for (const [game, move] of [['connect', '(2, 6)'], ['havannah', '(5, 6)'], ['gomoku', '(3, 3)']]) {
    const page = await env.open(`?game=${game}`);
    await clickMove(page, move);
    await frames(page);
    assert.equal(await page.evaluate(() => window.arbiter.report.played), 1, game);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'board', game);
    assert.equal(await page.locator('#cursor').isHidden(), true, `${game}: no cursor ring after a click`);
    assert.equal(await centrePreviewed(page), false, `${game}: no preview on the centre after a click`);
    // The pointer leaves the board: no preview stays.
    await page.mouse.move(2, 2);
    await frames(page);
    assert.equal(await page.evaluate(() => window.arbiter.playground.hover(-1, -1)), false, `${game}: a preview left behind`);
    // The keyboard takes over: the ring shows again.
    await page.keyboard.press('ArrowRight');
    await frames(page);
    assert.equal(await page.locator('#cursor').isVisible(), true, `${game}: the arrows show the cursor`);

    const phone = await env.open(`?game=${game}`, PHONE, TOUCH);
    await phone.locator('#board').scrollIntoViewIfNeeded();
    await frames(phone);
    const point = await phone.evaluate((mv) => window.arbiter.playground.locate(mv), move);
    const box = await phone.locator('#board').boundingBox();
    await phone.touchscreen.tap(box.x + point[0], box.y + point[1]);
    await frames(phone);
    assert.equal(await phone.evaluate(() => window.arbiter.report.played), 1, game);
    assert.equal(await phone.locator('#cursor').isHidden(), true, `${game}: no cursor ring after a tap`);
    assert.equal(await phone.evaluate(() => window.arbiter.playground.hover(-1, -1)), false, `${game}: a preview left after a tap`);
    assert.deepEqual(page.problems, []);
    assert.deepEqual(phone.problems, []);
  }
});

test('a bad option in the address says why above a working board of the defaults', async () => {
  const page = await env.open('?game=havannah&side=100000');
  assert.equal(await page.locator('#link-error').isVisible(), true);
  assert.equal(await text(page, '#link-error-text'),
    'The address cannot be followed: the options were refused: Board side: 100000 is outside 2..=3000. A new game with the default options is shown instead.');
  assert.equal(await page.locator('#game').inputValue(), 'havannah');
  assert.equal(await page.locator('[name=side]').inputValue(), '8');
  assert.equal(await page.locator('#options-error').isHidden(), true);
  assert.match(await text(page, '#status'), /\S/);
  assert.match(await text(page, '#verdict'), /\S/);
  assert.equal(await page.locator('#undo').isDisabled(), true);
  assert.equal(await page.locator('#redo').isDisabled(), true);
  // The board plays, and the address becomes its link.
  await clickMove(page, '(8, 8)');
  assert.equal(await page.locator('#move-list li').count(), 1);
  await page.waitForFunction(() => location.hash === `#${window.arbiter.playground.link()}`);
  assert.equal(new URL(page.url()).search, '?game=havannah');

  // A game that does not exist says so, and the page shows a game all the same.
  const unknown = await env.open('?game=chess');
  assert.equal(await text(unknown, '#link-error-text'),
    'The address cannot be followed: there is no game `chess`. A new game is shown instead.');
  assert.equal(await unknown.evaluate(() => window.arbiter.playground.game()), 'nim');
  assert.deepEqual(page.problems, []);
  assert.deepEqual(unknown.problems, []);
});

test('?game= always starts a new game; the bare address, and a reload of the judge panel, reopen the saved one', async () => {
  const page = await env.open('?game=gomoku');
  await clickMove(page, '(7, 7)');
  await clickMove(page, '(8, 8)');
  await page.waitForFunction(() => location.hash === `#${window.arbiter.playground.link()}`);
  const saved = await page.evaluate(() => window.arbiter.playground.link());
  const played = () => page.evaluate(() => window.arbiter.report.played + window.arbiter.report.undone);
  const load = async (path) => {
    await page.goto(env.url + path);
    await page.waitForSelector('body[data-ready="true"]');
  };

  // The bare address reopens the game as it was left.
  await load('');
  assert.equal(await played(), 2);
  // A reload on the judge panel comes back to it too: its address names no game.
  await page.click('#tab-check');
  await page.waitForFunction(() => location.hash === '#check');
  assert.equal(new URL(page.url()).search, '');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#tab-play');
  await page.waitForFunction((link) => location.hash === `#${link}`, saved);
  assert.equal(await played(), 2);
  // `?game=gomoku` without options: a new game of the defaults, which then is the saved one.
  await load('?game=gomoku');
  assert.equal(await played(), 0);
  assert.equal(await page.locator('#link-error').isHidden(), true);
  await page.waitForFunction(() => location.hash === `#${window.arbiter.playground.link()}`);
  await load('');
  assert.equal(await played(), 0);
  // An address naming no game says so over the saved game.
  await clickMove(page, '(7, 7)');
  await page.waitForFunction(() => location.hash === `#${window.arbiter.playground.link()}`);
  await load('?game=chess');
  assert.equal(await text(page, '#link-error-text'),
    'The address cannot be followed: there is no game `chess`. The last game played is shown instead.');
  assert.equal(await page.evaluate(() => window.arbiter.playground.game()), 'gomoku');
  assert.equal(await played(), 1);
  assert.deepEqual(page.problems, []);
});
