// Keyboard play, the shortcuts overlay, phone taps, the dark scheme, and the rough edges a new
// user hit: fields that quote what was typed, a Nim game with no stones, one rule for a selected
// stone or pin, and boards too fine to aim at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text, artifacts, pickGame } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

const moves = (page) => page.locator('#move-list li').count();

/** Submits the new-game form and waits until the new board has been drawn (clicks aim at it). */
async function newGame(page) {
  await page.click('#options button[type=submit]');
  await page.locator('#board').scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test('Gomoku played from the keyboard: arrows, Enter, Space and the move box', async () => {
  const page = await env.open('?game=gomoku');
  await page.focus('#board');
  // The cursor starts on the cell drawn at the board's centre.
  assert.equal(await page.locator('#cursor').isVisible(), true);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.getElementById('announce').textContent === 'Cursor (8, 7)');
  await page.keyboard.press('Enter');
  assert.equal(await moves(page), 1);
  await page.waitForFunction(() => document.getElementById('announce').textContent.startsWith('(8, 7) played. White to move'));
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => document.getElementById('announce').textContent === 'Cursor (8, 8)');
  await page.keyboard.press(' ');
  assert.equal(await moves(page), 2);
  // Playing on a taken cell is refused and announced; the game stays.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.equal(await moves(page), 2);
  assert.match(await text(page, '#refusal'), /taken|occupied|already/i);
  await page.waitForFunction(() => /taken|occupied|already/i.test(document.getElementById('announce').textContent));
  // The arrows on the board move the cursor, not through the move list.
  assert.equal(await page.evaluate(() => window.arbiter.report.played), 2);
  // Any move typed into the box.
  await page.fill('#move-input', '(3, 3)');
  await page.press('#move-input', 'Enter');
  assert.equal(await moves(page), 3);
  assert.equal(await page.locator('#move-input').inputValue(), '');
  await page.fill('#move-input', '(99, 3)');
  await page.press('#move-input', 'Enter');
  assert.equal(await moves(page), 3);
  assert.equal(await page.locator('#refusal').isVisible(), true);
  await page.screenshot({ path: new URL('keyboard.png', artifacts).pathname });
  assert.deepEqual(page.problems, []);
});

test('Havannah from the keyboard: the arrows walk the hexagon and + zooms', async () => {
  const page = await env.open('?game=havannah');
  await page.focus('#board');
  const first = await page.evaluate(() => document.getElementById('announce').textContent);
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => /^Cursor \(\d+, \d+\)$/.test(document.getElementById('announce').textContent));
  const a = await page.evaluate(() => document.getElementById('announce').textContent);
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction((x) => document.getElementById('announce').textContent !== x, a);
  const b = await page.evaluate(() => document.getElementById('announce').textContent);
  assert.notEqual(a, b, first);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  assert.equal(await moves(page), 1);
  const before = await page.evaluate(() => window.arbiter.playground.locate('(1, 1)'));
  await page.keyboard.press('+');
  await page.waitForFunction((p) => {
    const now = window.arbiter.playground.locate('(1, 1)');
    return !now || !p || now[0] !== p[0] || now[1] !== p[1];
  }, before);
});

test('? opens the list of shortcuts', async () => {
  const page = await env.open('?game=nim');
  await page.keyboard.press('?');
  assert.equal(await page.locator('#shortcuts').isVisible(), true);
  assert.match(await text(page, '#shortcuts'), /Enter or Space\s+Play at the cursor/);
  await page.screenshot({ path: new URL('shortcuts.png', artifacts).pathname });
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#shortcuts').isVisible(), false);
  await page.click('#shortcuts-open');
  assert.equal(await page.locator('#shortcuts').isVisible(), true);
  await page.click('#shortcuts-close');
  assert.equal(await page.locator('#shortcuts').isVisible(), false);
});

test('a phone: taps play without the tap flash; Havannah 40 asks to zoom before a stone', async () => {
  const phone = { width: 390, height: 844 };
  const page = await env.open('?game=nim', phone, { hasTouch: true, isMobile: true });
  const flash = await page.evaluate(() => [
    getComputedStyle(document.getElementById('board')).webkitTapHighlightColor,
    getComputedStyle(document.documentElement).webkitTapHighlightColor,
  ]);
  assert.deepEqual(flash, ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  const point = await page.evaluate(() => window.arbiter.playground.locate('take 2 from heap 1'));
  const box = await page.locator('#board').boundingBox();
  await page.touchscreen.tap(box.x + point[0], box.y + point[1]);
  assert.equal(await moves(page), 1);
  await page.screenshot({ path: new URL('phone-nim.png', artifacts).pathname });

  const hex = await env.open('?game=havannah', phone, { hasTouch: true, isMobile: true });
  await hex.fill('[name=side]', '40');
  await hex.click('#options button[type=submit]');
  await hex.locator('#board').scrollIntoViewIfNeeded();
  const hbox = await hex.locator('#board').boundingBox();
  await hex.touchscreen.tap(hbox.x + hbox.width / 2, hbox.y + hbox.height / 2);
  assert.equal(await moves(hex), 0);
  assert.match(await text(hex, '#refusal'), /^Zoom in to place a stone: cells are [\d.]+ px apart here \(mouse wheel, pinch, or the \+ key on the board\)$/);
  await hex.screenshot({ path: new URL('phone-havannah-40.png', artifacts).pathname });
  assert.deepEqual(page.problems, []);
});

test('Connect N = 200 refuses clicks until zoomed in, then takes them', async () => {
  const page = await env.open('?game=connect');
  await page.fill('[name=n]', '200');
  await page.click('#options button[type=submit]');
  await page.locator('#board').scrollIntoViewIfNeeded();
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.equal(await moves(page), 0);
  assert.match(await text(page, '#refusal'), /^Zoom in to place a peg: holes are [\d.]+ px apart here \(mouse wheel, pinch, or the \+ key on the board\)$/);
  await page.focus('#board');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('+');
  await page.waitForFunction(() => window.arbiter.playground.locate('(100, 100)'));
  await clickMove(page, '(100, 100)');
  assert.equal(await moves(page), 1, await text(page, '#refusal'));
});

test('the rough edges: fields quote what was typed, no game without stones, one selection rule', async () => {
  const page = await env.open('?game=nim');
  for (const typed of ['abc', '1e1']) {
    await page.fill('[name=k]', typed);
    await page.click('#options button[type=submit]');
    assert.equal(await text(page, '#options-error'), `Heaps per move (Moore's k): \`${typed}\` is not a whole number`);
  }
  await page.fill('[name=k]', '1');
  for (const [heaps, rule] of [['0', 'normal'], ['0 0', 'misere']]) {
    await page.fill('[name=heaps]', heaps);
    await page.selectOption('[name=rule]', rule);
    await page.click('#options button[type=submit]');
    assert.match(await text(page, '#options-error'), /every heap is empty, so there is no move to play/);
  }
  // Moore's Nim_2: clicking a selected stone plays the selection, as a selected pin does.
  await page.fill('[name=heaps]', '3 4 5');
  await page.selectOption('[name=rule]', 'normal');
  await page.fill('[name=k]', '2');
  await newGame(page);
  await clickMove(page, 'take 1 from heap 1');
  await clickMove(page, 'take 2 from heap 2');
  assert.equal(await moves(page), 0);
  await clickMove(page, 'take 2 from heap 2');
  assert.equal(await moves(page), 1);
  assert.match(await text(page, '#facts'), /Heaps\s+2 2 5/);

  // Octal games: a selection cannot run over a fallen pin, refused at the click.
  await pickGame(page, 'octal');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.fill('[name=rows]', '5');
  await newGame(page);
  await clickMove(page, 'row 1 pin 3');
  await clickMove(page, 'row 1 pin 3');
  assert.equal(await moves(page), 1);
  await clickMove(page, 'row 1 pin 1');
  await clickMove(page, 'row 1 pin 5');
  assert.match(await text(page, '#refusal'), /cannot run over a fallen pin/);
  assert.equal(await moves(page), 1);
  assert.deepEqual(page.problems, []);
});

test('the page follows the system\'s dark scheme', async () => {
  const page = await env.open('?game=havannah', { width: 1280, height: 860 }, { colorScheme: 'dark' });
  const colours = await page.evaluate(() => [
    getComputedStyle(document.documentElement).backgroundColor,
    getComputedStyle(document.querySelector('.panel')).backgroundColor,
    getComputedStyle(document.body).color,
  ]);
  assert.deepEqual(colours, ['rgb(27, 26, 24)', 'rgb(38, 37, 34)', 'rgb(236, 232, 223)']);
  await page.screenshot({ path: new URL('dark.png', artifacts).pathname });
  const light = await env.open('?game=havannah', { width: 1280, height: 860 }, { colorScheme: 'light' });
  assert.equal(await light.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), 'rgb(250, 248, 244)');
});

test('every game has a short rules page with a picture, opened beside the picker', async () => {
  const page = await env.open('?game=nim');
  const games = await page.locator('#game option').evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
  assert.ok(games.length >= 5);
  for (const [slug, title] of games) {
    await pickGame(page, slug);
    await page.click('#rules-open');
    assert.equal(await page.locator('#rules').isVisible(), true, slug);
    assert.equal(await text(page, '#rules-title'), `${title}: the rules`);
    assert.ok((await text(page, '#rules-text')).length > 40, slug);
    assert.ok(await page.locator('#rules-picture svg').count() === 1, slug);
    // The options as the new-game form lists them, each with what it does.
    const fields = await page.locator('#option-fields label').count();
    assert.equal(await page.locator('#rules-options dt').count(), fields, slug);
    if (slug === 'havannah') await page.screenshot({ path: new URL('rules.png', artifacts).pathname });
    await page.click('#rules-close');
    assert.equal(await page.locator('#rules').isVisible(), false);
  }
  assert.deepEqual(page.problems, []);
});
