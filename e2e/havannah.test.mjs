// Havannah in the served page: real clicks on cells, the verdict panel after every move, a
// pasted contest case stepped through, and finished rings on large boards (screenshots).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text, artifacts, pickGame } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

/** Starts a Havannah game with the given side, mode and swap rule from the options form. */
async function newGame(page, side, mode, swap = false) {
  await pickGame(page, 'havannah');
  await page.fill('[name=side]', String(side));
  await page.selectOption('[name=mode]', mode);
  await page.selectOption('[name=swap]', swap ? 'on' : 'off');
  await page.click('#options button[type=submit]');
  // The form sits below the board on short screens: bring the board back into view.
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.match(await text(page, '#facts'), new RegExp(`side ${side} `));
}

/** Zooms with the mouse wheel around the canvas centre. */
async function wheelZoom(page, notches) {
  const box = await page.locator('#board').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < notches; i++) await page.mouse.wheel(0, -600);
  await page.waitForTimeout(100);
}

/** Pastes a contest case into the Load case box and loads it. Typing a long case key by key
 * takes the browser minutes, so long ones are set at once, as a clipboard paste would. */
async function paste(page, caseText) {
  const details = page.locator('[data-text-action=load]');
  if (!(await details.evaluate((d) => d.open))) await page.click('[data-text-action=load] summary');
  const box = page.locator('textarea[name=load]');
  if (caseText.length < 1000) await box.fill(caseText);
  else await box.evaluate((area, value) => { area.value = value; }, caseText);
  await page.click('[data-action=load]');
}

const cell = ([x, y]) => `(${x}, ${y})`;
const DIRECTIONS = [[1, 0], [1, 1], [0, 1], [-1, 0], [-1, -1], [0, -1]];

/** The cells at hex distance `r` from `centre`, in order round it. */
function ring([cx, cy], r) {
  const cells = [];
  let [x, y] = [cx - r, cy - r];
  for (const [dx, dy] of DIRECTIONS) {
    for (let j = 0; j < r; j++) {
      cells.push([x, y]);
      [x, y] = [x + dx, y + dy];
    }
  }
  return cells;
}

const distance = ([ax, ay], [bx, by]) => Math.max(Math.abs(ax - bx), Math.abs(ay - by), Math.abs(ax - bx - (ay - by)));

test('a two-player game by clicks, with refusals', async () => {
  const page = await env.open('?game=havannah');
  assert.equal(await page.locator('#game').inputValue(), 'havannah');
  await newGame(page, 3, 'contest');
  assert.equal(await text(page, '#status'), 'Player 1 to move');
  assert.equal(await text(page, '#verdict'), 'none so far');

  await clickMove(page, '(1, 1)');
  await clickMove(page, '(3, 3)');
  assert.equal(await text(page, '#verdict'), 'none so far');
  // An occupied cell is refused with the reason; nothing changes.
  await clickMove(page, '(3, 3)');
  assert.equal(await text(page, '#refusal'), '(3, 3) is taken: Player 2 played it in move 2');
  assert.equal(await page.locator('#move-list li').count(), 2);
  // So is a click beside the board.
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + 3, box.y + 3);
  assert.match(await text(page, '#refusal'), /is off the board/);

  await clickMove(page, '(2, 1)');
  await clickMove(page, '(3, 4)');
  await clickMove(page, '(3, 1)');
  assert.equal(await text(page, '#verdict'), 'bridge in move 5');
  assert.equal(await text(page, '#status'), 'Game over: Player 1 wins');
  assert.match(await text(page, '#facts'), /Bridge\s+bottom \(1, 1\), lower left \(3, 1\)/);
  await clickMove(page, '(2, 2)');
  assert.match(await text(page, '#refusal'), /the game is over, Player 1 won with bridge in move 5/);
  assert.equal(await page.locator('#move-list li').count(), 5);
  await page.screenshot({ path: new URL('havannah.png', artifacts).pathname });
  await page.click('#undo');
  assert.equal(await text(page, '#verdict'), 'none so far');
  assert.deepEqual(page.problems, []);
});

test('the swap, then a ring round the player\'s own stone under the official rule', async () => {
  const page = await env.open('?game=havannah');
  // The form explains the ring rules and the swap; the swap needs two players.
  assert.match(await text(page, '#options'), /official, any \(even the ring-maker's own stones\)/);
  await page.selectOption('[name=mode]', 'single');
  await page.selectOption('[name=swap]', 'on');
  await page.click('#options button[type=submit]');
  assert.match(await text(page, '#options-error'), /The swap needs two players/);

  await newGame(page, 4, 'official', true);
  assert.match(await text(page, '#facts'), /Ring rule\s+official: a chain of one colour round at least one cell wins/);
  assert.ok(await page.locator('[data-action=swap]').isDisabled());
  await clickMove(page, '(4, 4)');
  assert.ok(await page.locator('[data-action=swap]').isEnabled());
  await page.click('[data-action=swap]');
  assert.deepEqual(await page.locator('#move-list li .move').allInnerTexts(), ['(4, 4)', 'swap']);
  assert.equal(await text(page, '#status'), 'Player 1 to move');
  assert.match(await text(page, '#facts'), /Last move\s+swap by Player 2: \(4, 4\) is theirs/);
  assert.ok(await page.locator('[data-action=swap]').isDisabled());
  // (4, 4) is Player 2's now: a click on it says how it changed hands.
  await clickMove(page, '(4, 4)');
  assert.equal(await text(page, '#refusal'),
    '(4, 4) is taken: Player 1 played it in move 1 and Player 2 took it by the swap in move 2');

  // Player 1 waits on the corners; Player 2 surrounds their own stone on (4, 4).
  const corners = [[1, 1], [4, 1], [7, 4], [7, 7], [4, 7], [1, 4]];
  const round = ring([4, 4], 1);
  for (let i = 0; i < 6; i++) {
    await clickMove(page, cell(corners[i]));
    await clickMove(page, cell(round[i]));
    if (i < 5) assert.equal(await text(page, '#verdict'), 'none so far');
  }
  assert.equal(await text(page, '#verdict'), 'ring in move 14');
  assert.equal(await text(page, '#status'), 'Game over: Player 2 wins');
  assert.match(await text(page, '#facts'), /Ring\s+6 stones round 1 cell/);
  await page.waitForTimeout(100);
  await page.screenshot({ path: new URL('havannah-swap.png', artifacts).pathname });
  assert.deepEqual(page.problems, []);
});

test('a fork names its edges as the board draws them', async () => {
  const page = await env.open('?game=havannah');
  await newGame(page, 3, 'single');
  assert.match(await text(page, '#facts'), /Ring rule\s+contest: a ring must enclose an empty cell/);
  for (const c of [[2, 1], [2, 2], [1, 2], [3, 3], [4, 3], [5, 4]]) await clickMove(page, cell(c));
  assert.equal(await text(page, '#verdict'), 'fork in move 6');
  assert.match(await text(page, '#facts'), /Fork\s+edges lower left, upper left, lower right/);
  assert.deepEqual(page.problems, []);
});

test('a pasted contest case stepped to its verdict', async () => {
  const page = await env.open('?game=havannah');
  // Sample case 4 of the contest: a ring in move 6.
  await paste(page, '3 6  2 2  2 3  3 4  4 4  4 3  3 2');
  assert.equal(await page.locator('#move-list li.undone').count(), 6);
  assert.match(await text(page, '#facts'), /Mode\s+one player/);
  for (let i = 1; i <= 5; i++) {
    await page.click('[data-action=redo]');
    assert.equal(await text(page, '#verdict'), 'none so far');
  }
  await page.click('[data-action=redo]');
  assert.equal(await text(page, '#verdict'), 'ring in move 6');
  assert.equal(await text(page, '#status'), 'Game over: won in move 6');
  assert.ok(await page.locator('[data-action=redo]').isDisabled());
  await page.click('[data-action=start]');
  assert.equal(await text(page, '#verdict'), 'none so far');
  await page.click('[data-action=end]');
  assert.equal(await text(page, '#verdict'), 'ring in move 6');

  // A broken case is refused with the judge's line and column.
  await paste(page, '3 2\n2 2\n9 9');
  assert.equal(await text(page, '#refusal'), 'Line 3, column 1: expected x (1..=5), found 9');
  assert.equal(await text(page, '#verdict'), 'ring in move 6');
  assert.deepEqual(page.problems, []);
});

test('a finished ring round the opponent\'s stones on a board of side 120', async () => {
  const page = await env.open('?game=havannah');
  await newGame(page, 120, 'official');
  await wheelZoom(page, 3);
  // Player 1 closes a ring of radius 2 through (119, 119), one cell inside it; Player 2 holds
  // the other six inside cells (no ring of their own: (119, 119) breaks it) and then waits
  // outside the ring. Under the official rule a ring may enclose occupied cells, so Player 1 wins; under
  // the contest rule it would not, for no enclosed cell is empty.
  const centre = [120, 120];
  const [q, ...inner] = ring(centre, 1);
  // The outer ring without (118, 118), which the ring through q does not need.
  const outer = ring(centre, 2).slice(1);
  const first = [q, ...outer];
  const second = [centre, ...inner, ...ring(centre, 4).filter((_, i) => i % 2 === 0)];
  const moves = [];
  first.forEach((c, i) => {
    moves.push(c);
    if (i < first.length - 1) moves.push(second[i]);
  });
  assert.equal(moves.length, 23);
  for (const [i, c] of moves.entries()) {
    await clickMove(page, cell(c));
    if (i < moves.length - 1) assert.equal(await text(page, '#verdict'), 'none so far', `after ${cell(c)}`);
  }
  assert.equal(await text(page, '#verdict'), 'ring in move 23');
  assert.equal(await text(page, '#status'), 'Game over: Player 1 wins');
  assert.match(await text(page, '#facts'), /Ring\s+12 stones round 6 cells/);
  await page.waitForTimeout(100);
  await page.screenshot({ path: new URL('havannah-ring.png', artifacts).pathname });
  assert.deepEqual(page.problems, []);
});

test('the largest board zoomed out: a density view of thousands of stones', async () => {
  const page = await env.open('?game=havannah');
  // Scattered stones away from the border and the ring, then a ring of radius 400.
  let seed = 2012;
  const random = () => { // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const centre = [3000, 3000];
  const taken = new Set();
  const moves = [];
  while (moves.length < 6000) {
    const c = [100 + Math.floor(random() * 5800), 100 + Math.floor(random() * 5800)];
    const d = distance(c, centre);
    if (Math.abs(c[0] - c[1]) > 2800 || Math.abs(d - 400) < 3 || taken.has(cell(c))) continue;
    taken.add(cell(c));
    moves.push(c);
  }
  moves.push(...ring(centre, 400));
  await paste(page, `3000 ${moves.length}\n${moves.map(([x, y]) => `${x} ${y}`).join('\n')}\n`);
  const started = Date.now();
  await page.click('[data-action=end]');
  assert.equal(await text(page, '#verdict'), `ring in move ${moves.length}`);
  const stepped = Date.now() - started;
  // Drawing the whole board, every stone and the shaded inside stays quick.
  const ms = await page.evaluate(() => {
    const t = performance.now();
    for (let i = 0; i < 10; i++) window.arbiter.playground.render(window.arbiter.canvas);
    return (performance.now() - t) / 10;
  });
  console.log(`side 3000, ${moves.length} stones: stepped to the end in ${stepped} ms, one frame in ${ms.toFixed(1)} ms`);
  assert.ok(ms < 100, `a frame took ${ms} ms`);
  await page.waitForTimeout(100);
  await page.screenshot({ path: new URL('havannah-density.png', artifacts).pathname });

  // Zoomed in just far enough for cells to be drawn one by one, inside the ring (so every
  // visible cell is shaded): the most a frame ever draws.
  const cellFrame = await page.evaluate(() => {
    const p = window.arbiter.playground;
    const c = window.arbiter.canvas;
    const spacing = () => {
      const [a, b] = [p.locate('(3000, 3000)'), p.locate('(3001, 3000)')];
      return a && b ? Math.hypot(a[0] - b[0], a[1] - b[1]) : 0;
    };
    while (spacing() === 0) p.zoom(c.clientWidth / 2, c.clientHeight / 2, 2);
    p.zoom(c.clientWidth / 2, c.clientHeight / 2, 10.5 / spacing());
    const t = performance.now();
    for (let i = 0; i < 10; i++) p.render(c);
    c.getContext('2d').getImageData(0, 0, 1, 1);
    return (performance.now() - t) / 10;
  });
  console.log(`side 3000, cells 10.5 px apart inside the ring: one frame in ${cellFrame.toFixed(1)} ms`);
  assert.ok(cellFrame < 100, `a frame took ${cellFrame} ms`);
  assert.deepEqual(page.problems, []);
});
