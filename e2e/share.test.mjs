// The move list walked by clicks and keys, its variations and comments; the game kept across
// reloads and in the address; shared links opened in a fresh page; damaged links; export and
// import.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { start, clickMove, text, artifacts, pickGame } from './browser.mjs';

// Exported files land apart from the screenshots, which `npm run screenshots` copies.
const downloads = new URL('../target/downloads/', import.meta.url);
mkdirSync(downloads, { recursive: true });

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

/** Waits until the address holds the game's link as it stands (it is written when idle). */
async function savedLink(page) {
  await page.waitForFunction(() => location.hash === `#${window.arbiter.playground.link()}`);
  return page.evaluate(() => location.href);
}

/** The rows of the move list: number, move, verdict and state. */
function rows(page) {
  return page.locator('#move-list li').evaluateAll((items) => items.map((li) => ({
    ply: Number(li.dataset.ply),
    move: li.querySelector('.move').textContent,
    verdict: li.querySelector('.entry-verdict').textContent,
    state: li.className,
  })));
}

const NIM_MOVES = ['take 2 from heap 1', 'take 5 from heap 3', 'take 3 from heap 2', 'take 1 from heap 1'];

test('the move list is walked by clicks and keys, and a move from an earlier position starts a variation', async () => {
  const page = await env.open('?game=nim');
  const seen = [{ status: await text(page, '#status'), verdict: await text(page, '#verdict') }];
  for (const move of NIM_MOVES) {
    await clickMove(page, move);
    seen.push({ status: await text(page, '#status'), verdict: await text(page, '#verdict') });
  }
  // Each entry shows its move and the verdict after it.
  const list = await rows(page);
  assert.deepEqual(list.map((r) => r.move), NIM_MOVES);
  assert.deepEqual(list.map((r) => r.verdict), seen.slice(1).map((s) => s.verdict));
  assert.deepEqual(list.map((r) => r.state), ['played', 'played', 'played', 'played current']);

  const at = async (ply) => {
    assert.equal(await text(page, '#status'), seen[ply].status, `status at ${ply}`);
    assert.equal(await text(page, '#verdict'), seen[ply].verdict, `verdict at ${ply}`);
    assert.equal(await page.locator('#move-list li.played').count(), ply);
  };
  await page.click('#move-list li[data-ply="2"]');
  await at(2);
  assert.deepEqual((await rows(page)).map((r) => r.state), ['played', 'played current', 'undone', 'undone']);
  await page.screenshot({ path: new URL('move-list.png', artifacts).pathname });

  await page.keyboard.press('ArrowLeft');
  await at(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await at(3);
  await page.keyboard.press('Home');
  await at(0);
  await page.keyboard.press('ArrowLeft'); // nothing before the start
  await at(0);
  await page.keyboard.press('End');
  await at(4);
  await page.click('#to-start');
  await at(0);
  await page.click('#to-end');
  await at(4);
  // Keys typed into a field stay there.
  await page.focus('[name=heaps]');
  await page.keyboard.press('Home');
  await at(4);

  // Back to move 1, then a different move: a variation beside the old line, which stays.
  await page.click('#move-list li[data-ply="1"]');
  await clickMove(page, 'take 1 from heap 3');
  assert.deepEqual((await rows(page)).map((r) => r.move), ['take 2 from heap 1', 'take 1 from heap 3']);
  assert.equal(await page.locator('#move-list li.undone').count(), 0);
  assert.equal(await text(page, '#move-list li[data-ply="2"] .variation'), NIM_MOVES[1]);
  assert.deepEqual(page.problems, []);
});

test('variations and comments are made in the list and kept across a reload', async () => {
  const page = await env.open('?game=nim');
  for (const move of NIM_MOVES.slice(0, 3)) await clickMove(page, move);
  await page.click('#move-list li[data-ply="1"]');
  await clickMove(page, 'take 1 from heap 3');
  await page.fill('#comment-input', 'a quieter move');
  await page.click('#save-comment');
  await page.waitForSelector('#move-list li[data-ply="2"] .entry-comment');
  assert.match(await savedLink(page), /#v=2&.*line=2\.1/);

  await page.reload();
  await page.waitForSelector('#move-list li[data-ply="2"] .variation');
  assert.deepEqual((await rows(page)).map((r) => r.move), ['take 2 from heap 1', 'take 1 from heap 3']);
  assert.equal(await text(page, '#move-list li[data-ply="2"] .entry-comment'), 'a quieter move');
  assert.equal(await page.inputValue('#comment-input'), 'a quieter move');
  assert.equal(await text(page, '#move-list li[data-ply="2"] .variation'), NIM_MOVES[1]);
  await page.locator('.panel', { has: page.locator('#move-scroll') })
    .screenshot({ path: new URL('variations.png', artifacts).pathname });

  // ↑ takes the other variation in the move's place, with its continuation; a click on the
  // variation beside it comes back.
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => document.querySelectorAll('#move-list li').length === 3);
  assert.deepEqual((await rows(page)).map((r) => r.move), NIM_MOVES.slice(0, 3));
  assert.equal(await page.inputValue('#comment-input'), '');
  await page.click('#move-list li[data-ply="2"] .variation');
  assert.deepEqual((await rows(page)).map((r) => r.move), ['take 2 from heap 1', 'take 1 from heap 3']);

  // Made the main line, the link needs no `line`; deleted, the old line is all that is left.
  await page.click('#promote');
  assert.doesNotMatch(await savedLink(page), /line=/);
  await page.click('#delete-move');
  assert.deepEqual((await rows(page)).map((r) => r.move), NIM_MOVES.slice(0, 3));
  assert.equal(await page.locator('#move-list .variation').count(), 0);
  assert.equal(await page.locator('#move-list li.current').getAttribute('data-ply'), '1');
  assert.deepEqual(page.problems, []);
});

test('a long line shows only the rows in view, and every row is reachable', async () => {
  const page = await env.open('?game=havannah');
  // One player's stones in rows three apart in the middle of a board of side 200: no win.
  const moves = [];
  for (let y = 150; moves.length < 3000; y += 3) {
    for (let x = 150; x <= 210 && moves.length < 3000; x++) moves.push([x, y]);
  }
  await page.click('[data-text-action=load] summary');
  const pasted = `200 ${moves.length}\n${moves.map(([x, y]) => `${x} ${y}`).join('\n')}\n`;
  // Typing thousands of lines would take the test's time: the text goes in at once.
  await page.locator('textarea[name=load]').evaluate((area, value) => { area.value = value; }, pasted);
  await page.click('[data-action=load]');
  await page.click('[data-action=end]');
  assert.equal(await text(page, '#verdict'), 'none so far');
  const shown = await page.locator('#move-list li').count();
  assert.ok(shown > 5 && shown < 60, `${shown} rows in the page`);
  // The last move is in view and marked.
  assert.equal(await page.locator('#move-list li.current').getAttribute('data-ply'), '3000');
  const [x, y] = moves.at(-1);
  assert.equal(await page.locator('#move-list li.current .move').textContent(), `(${x}, ${y})`);
  // Scrolled to the top, the first rows come into the page; clicking one goes there.
  await page.locator('#move-scroll').evaluate((box) => { box.scrollTop = 0; });
  await page.waitForSelector('#move-list li[data-ply="1"]');
  await page.click('#move-list li[data-ply="1"]');
  assert.match(await text(page, '#status'), /^Move 2: place a stone/);
  assert.equal(await page.locator('#move-list li.undone').first().getAttribute('data-ply'), '2');

  // A click's panel, however long the line: timed for the record, not asserted.
  await page.keyboard.press('End');
  const ms = await page.evaluate(() => {
    const t = performance.now();
    document.getElementById('redo').click();
    document.getElementById('undo').click();
    return (performance.now() - t) / 2;
  });
  console.log(`3000 moves: a step through the panel and list in ${ms.toFixed(1)} ms`);
  assert.deepEqual(page.problems, []);
});

test('a reload, a switch of game and back, and the saved game', async () => {
  const page = await env.open('?game=nim');
  await clickMove(page, NIM_MOVES[0]);
  await clickMove(page, NIM_MOVES[1]);
  await page.click('#undo');
  const link = await savedLink(page);
  assert.match(link, /#v=1&game=nim&heaps=3\+4\+5&rule=normal&k=1&moves=take\+2\+from\+heap\+1;take\+5\+from\+heap\+3&at=1$/);
  const history = await page.evaluate(() => history.length);

  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await text(page, '#status'), 'Player 2 to move');
  assert.deepEqual((await rows(page)).map((r) => r.state), ['played current', 'undone']);
  // Moves replace the address instead of adding to the history.
  assert.equal(await page.evaluate(() => history.length), history);

  // Each game keeps its own: Connect, then back to Nim as it was.
  await pickGame(page, 'connect');
  await clickMove(page, '(2, 6)');
  await pickGame(page, 'nim');
  assert.equal(await text(page, '#status'), 'Player 2 to move');
  await pickGame(page, 'connect');
  assert.deepEqual((await rows(page)).map((r) => r.move), ['(2, 6)']);

  // The address without its hash: the last game is restored from local storage.
  await page.goto(env.url);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.locator('#game').inputValue(), 'connect');
  assert.deepEqual((await rows(page)).map((r) => r.move), ['(2, 6)']);

  // "Start new game" clears it.
  await page.click('#options button[type=submit]');
  assert.equal(await page.locator('#move-list li').count(), 0);
  await savedLink(page);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.locator('#move-list li').count(), 0);
  assert.equal(await page.locator('#game').inputValue(), 'connect');
  assert.deepEqual(page.problems, []);
});

test('a shared link opens the same game in a fresh page, and ?game= options are honoured', async () => {
  const first = await env.open('?game=havannah&side=5&mode=official');
  assert.equal(await first.locator('[name=side]').inputValue(), '5');
  assert.equal(await first.locator('[name=mode]').inputValue(), 'official');
  assert.match(await text(first, '#facts'), /Board\s+side 5 \(61 cells\)/);
  for (const move of ['(5, 5)', '(4, 4)', '(6, 6)']) await clickMove(first, move);
  await first.click('#move-list li[data-ply="2"]');
  const link = await savedLink(first);

  const second = await env.open(link.slice(env.url.length));
  assert.equal(await second.locator('#game').inputValue(), 'havannah');
  assert.equal(await second.locator('[name=side]').inputValue(), '5');
  assert.equal(await second.locator('[name=mode]').inputValue(), 'official');
  assert.equal(await text(second, '#status'), await text(first, '#status'));
  assert.deepEqual(await rows(second), await rows(first));
  assert.equal(await second.evaluate(() => window.arbiter.playground.link()), link.split('#')[1]);
  await second.screenshot({ path: new URL('shared-link.png', artifacts).pathname });

  // A link pasted into the address bar of an open page opens too.
  await first.evaluate((hash) => { location.hash = hash; }, 'v=1&game=nim&heaps=1+2&moves=take+1+from+heap+2');
  await first.waitForFunction(() => window.arbiter.playground.game() === 'nim');
  assert.match(await text(first, '#facts'), /Heaps\s+1 1/);
  assert.deepEqual(first.problems, []);
  assert.deepEqual(second.problems, []);
});

test('a damaged link says why and opens a fresh board, never a broken page', async () => {
  const cases = [
    ['#v=1&game=nim&heaps=3+4+5&moves=take+9+from+heap+1&at=1', 'nim',
      'The link cannot be opened: move 1, `take 9 from heap 1`, was refused: Heap 1 holds 3 stones, so 9 cannot be taken. A new game is shown instead.'],
    ['#v=1&game=havannah&side=99999', 'havannah',
      'The link cannot be opened: the options were refused: Board side: 99999 is outside 2..=3000. A new game is shown instead.'],
    ['#v=1&game=chess&moves=e4', 'nim',
      'The link cannot be opened: there is no game `chess`. A new game is shown instead.'],
    ['#v=7&game=nim', 'nim',
      'The link cannot be opened: it is in format version `7`; this version of Arbiter reads versions 1 to 2. A new game is shown instead.'],
    ['#v=1&game=gomoku&moves=(7,7);(7,7)%ZZ', 'gomoku',
      'The link cannot be opened: expected `%` and two hexadecimal digits, found `%ZZ`. A new game is shown instead.'],
  ];
  for (const [hash, game, message] of cases) {
    const page = await env.open(hash);
    assert.equal(await text(page, '#link-error-text'), message, hash);
    assert.equal(await page.locator('#game').inputValue(), game);
    assert.equal(await page.locator('#move-list li').count(), 0);
    // The fresh board plays, and its own link replaces the damaged one.
    if (game === 'nim') {
      await clickMove(page, 'take 1 from heap 1');
      assert.equal(await text(page, '#status'), 'Player 2 to move');
    }
    await savedLink(page);
    if (hash.includes('%ZZ')) await page.screenshot({ path: new URL('damaged-link.png', artifacts).pathname });
    await page.click('#link-error-close');
    assert.equal(await page.locator('#link-error').isHidden(), true);
    assert.deepEqual(page.problems, [], hash);
  }
});

test('a long bad move is quoted short: the banner fits a 1280 px window and its close button shows', async () => {
  const page = await env.open(`#v=1&game=nim&moves=${'x'.repeat(300)}`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 1280, `the page is ${wide} px wide`);
  const banner = await page.locator('#link-error').boundingBox();
  assert.ok(banner.x >= 0 && banner.x + banner.width <= 1280, JSON.stringify(banner));
  const close = page.locator('#link-error-close');
  assert.equal(await close.isVisible(), true);
  const button = await close.boundingBox();
  assert.ok(button.x >= 0 && button.x + button.width <= 1280, JSON.stringify(button));
  const x24 = 'x'.repeat(24);
  assert.equal(await text(page, '#link-error-text'),
    `The link cannot be opened: move 1, \`${x24}…\`, was refused: \`${x24}…\` is not a move: write take C from heap H (heaps count from 1). A new game is shown instead.`);
  await close.click();
  assert.equal(await page.locator('#link-error').isHidden(), true);
  assert.deepEqual(page.problems, []);
});

test('a damaged link leaves the saved game alone, and one pasted into an open page keeps the game', async () => {
  const page = await env.open('?game=nim');
  await clickMove(page, NIM_MOVES[0]);
  await savedLink(page);
  await page.evaluate(() => { location.hash = 'v=1&game=nim&k=0'; });
  await page.waitForSelector('#link-error:not([hidden])');
  assert.equal(await text(page, '#link-error-text'),
    "The link cannot be opened: the options were refused: Heaps per move (Moore's k): 0 is outside 1..=12. The game shown is unchanged.");
  assert.deepEqual((await rows(page)).map((r) => r.move), [NIM_MOVES[0]]);
  await savedLink(page);

  await page.goto(`${env.url}#v=1&game=nim&moves=jump`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await text(page, '#link-error-text'), /move 1, `jump`, was refused/);
  assert.equal(await page.locator('#move-list li').count(), 0);
  await page.waitForTimeout(600); // past the autosave's wait
  await page.goto(env.url);
  await page.waitForSelector('body[data-ready="true"]');
  assert.deepEqual((await rows(page)).map((r) => r.move), [NIM_MOVES[0]]);
  assert.deepEqual(page.problems, []);
});

test('PNG and SVG export, the game as text and imported back, and the position as a judge case', async () => {
  const page = await env.open('?game=gomoku');
  for (const move of ['(7,7)', '(8,8)', '(7,8)', '(9,9)', '(7,9)']) await clickMove(page, move);
  const verdict = await text(page, '#verdict');

  const saved = async (button) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
    const path = new URL(download.suggestedFilename(), downloads).pathname;
    await download.saveAs(path);
    return { name: download.suggestedFilename(), path, bytes: await readFile(path) };
  };
  const png = await saved('#export-png');
  assert.equal(png.name, 'arbiter-gomoku.png');
  assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const svg = await saved('#export-svg');
  assert.equal(svg.name, 'arbiter-gomoku.svg');
  const svgText = svg.bytes.toString();
  assert.match(svgText, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.ok(svgText.trimEnd().endsWith('</svg>'));
  // The SVG draws the five stones (and the board still takes clicks where it shows them).
  const stones = await page.evaluate(() => window.arbiter.playground.svg(500, 500).match(/<path /g).length);
  assert.ok(stones > 5);

  const game = await saved('#export-text');
  assert.equal(game.name, 'arbiter-gomoku.txt');
  assert.match(game.bytes.toString(), /^\[Arbiter "1"\]\n\[Game "gomoku"\]\n\[Title "Gomoku"\]\n\[size "15"\]\n\[rule "freestyle"\]\n\[At "5"\]\n\n1\. \(7, 7\)\n/);

  const judgeCase = await saved('#export-case');
  assert.equal(judgeCase.name, 'gomoku.in');
  assert.equal(judgeCase.bytes.toString(), '5\n7 7 1\n7 8 1\n7 9 1\n8 8 0\n9 9 0\n0\n');
  // The judge in the page agrees with the panel.
  const answer = await page.evaluate((input) => import('./pkg/arbiter.js').then(async (m) => { await m.default(); return m.judge('gomoku', input).output; }), judgeCase.bytes.toString());
  assert.match(await text(page, '#facts'), new RegExp(`Judge's answer\\s+${answer.trim().replace(/[().]/g, '\\$&')}`));

  // Imported into a fresh page: the same game at the same move.
  const fresh = await env.open('?game=nim');
  await fresh.setInputFiles('#import-file', game.path);
  await fresh.waitForFunction(() => window.arbiter.playground.game() === 'gomoku');
  assert.equal(await text(fresh, '#verdict'), verdict);
  assert.deepEqual(await rows(fresh), await rows(page));
  assert.equal(await text(fresh, '#share-note'), 'Imported arbiter-gomoku.txt.');

  // Nim and octal positions go out as text and come back the same way.
  const nim = await env.open('?game=nim');
  await clickMove(nim, 'take 2 from heap 1');
  const [nimDownload] = await Promise.all([nim.waitForEvent('download'), nim.click('#export-text')]);
  const nimPath = new URL('arbiter-nim-import.txt', downloads).pathname;
  await nimDownload.saveAs(nimPath);
  await fresh.setInputFiles('#import-file', nimPath);
  await fresh.waitForFunction(() => window.arbiter.playground.game() === 'nim');
  assert.match(await text(fresh, '#facts'), /Heaps\s+1 4 5/);
  const [nimCase] = await Promise.all([nim.waitForEvent('download'), nim.click('#export-case')]);
  assert.equal(nimCase.suggestedFilename(), 's-nim.in');

  // A game with no judge offers no judge case; a file that is not a saved game says so.
  await fresh.selectOption('#game', 'octal');
  await fresh.waitForFunction(() => window.arbiter.playground.game() === 'octal');
  assert.equal(await fresh.locator('#export-case').isVisible(), false);
  await fresh.setInputFiles('#import-file', png.path);
  await fresh.waitForFunction(() => document.getElementById('share-note').textContent.startsWith('The game cannot'));
  assert.match(await text(fresh, '#share-note'), /^The game cannot be imported: line 1: expected a game saved by Arbiter/);
  assert.equal(await fresh.evaluate(() => window.arbiter.playground.game()), 'octal');
  for (const p of [page, fresh, nim]) assert.deepEqual(p.problems, []);
});
