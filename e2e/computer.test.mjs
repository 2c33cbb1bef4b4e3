// Playing against the computer in the served page: the search runs in a worker, so the page
// keeps answering while it thinks; Stop ends the search at once; Analyse shows the search's
// lines (Gomoku) or marks the preferred move (the tree searches) on the board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text, artifacts } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

const played = (page) => page.evaluate(() => window.arbiter.report.played);

/** The first empty point of a list, as the board reports it. */
async function freePoint(page, points) {
  const taken = new Set(await page.evaluate(() => {
    const p = window.arbiter.playground;
    return p.moves(0, 1000);
  }));
  return points.find((m) => !taken.has(m));
}

/** How long the page takes to run a frame: it must never wait for the search. */
async function frameDelay(page) {
  const start = Date.now();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
  return Date.now() - start;
}

test('Gomoku against the computer: it answers, the page stays responsive, Stop stops', async () => {
  const page = await env.open('?game=gomoku');
  await page.selectOption('#computer-level', 'beginner');
  await page.selectOption('#computer-side', '2');
  await page.check('#computer-plays');
  const mine = ['(7, 7)', '(8, 8)', '(6, 6)', '(9, 9)', '(5, 5)', '(8, 6)', '(6, 8)', '(10, 10)', '(4, 4)'];
  for (let round = 1; round <= 3; round += 1) {
    await clickMove(page, await freePoint(page, mine));
    await page.waitForFunction((n) => window.arbiter.report.played === n, 2 * round, { timeout: 10000 });
    assert.equal(await text(page, '#status'), 'Black to move');
  }

  // A long search: the board still hovers and draws, and Stop ends it at once.
  await page.selectOption('#computer-level', 'strongest-10');
  await page.uncheck('#computer-plays');
  const before = await played(page);
  await page.click('#computer-move');
  await page.waitForSelector('#computer-thinking:not([hidden])');
  const delays = [];
  const box = await page.locator('#board').boundingBox();
  for (let i = 0; i < 8; i += 1) {
    await page.mouse.move(box.x + 40 + 30 * i, box.y + 60);
    delays.push(await frameDelay(page));
  }
  assert.ok(Math.max(...delays) < 500, `frames waited ${delays.join(', ')} ms while thinking`);
  assert.ok(await page.isVisible('#computer-thinking'), 'still thinking after the frames');
  await page.waitForSelector('#computer-thought:not([hidden])', { timeout: 5000 });
  await page.screenshot({ path: new URL('computer-thinking.png', artifacts).pathname });
  const stopped = Date.now();
  await page.click('#computer-stop');
  await page.waitForSelector('#computer-thinking', { state: 'hidden', timeout: 1000 });
  assert.ok(Date.now() - stopped < 1000);
  // Stop plays the best move found so far (the quick first look had one).
  await page.waitForFunction((n) => window.arbiter.report.played === n, before + 1, { timeout: 2000 });
  assert.match(await text(page, '#computer-note'), /Stopped/);

  // Analyse: Gomoku's engine streams three candidates' lines, the first as ghost stones on the
  // board (e2e/analysis.test.mjs follows it through a game).
  await page.selectOption('#computer-level', 'casual');
  await page.check('#analyse');
  await page.waitForSelector('#analysis-ghosts .ghost-stone', { timeout: 10000 });
  assert.match(await text(page, '#computer-thought'), /^Depth \d+ · [\d,]+ nodes/);
  // The ghost and the line are read in one go: the analysis streams on, and each snapshot
  // redraws both together.
  const [ghost, best, point] = await page.evaluate(() => {
    const g = document.querySelector('#analysis-ghosts .ghost-stone');
    const line = document.querySelector('#computer-thought .analysis-lines li:first-child').textContent;
    const mv = line.match(/(\(\d+, \d+\))/)[1];
    return [[g.textContent, parseFloat(g.style.left), parseFloat(g.style.top)], mv, window.arbiter.playground.locate(mv)];
  });
  assert.equal(ghost[0], '1', `the first ghost stone, for ${best}`);
  assert.ok(Math.hypot(ghost[1] - point[0], ghost[2] - point[1]) < 0.5, `${ghost} vs ${point}`);
  await page.screenshot({ path: new URL('computer-analyse.png', artifacts).pathname });
  assert.deepEqual(page.problems, []);
});

test('the computer takes a win in one and announces it', async () => {
  const page = await env.open('?game=gomoku');
  for (const [black, white] of [['(3,7)', '(3,0)'], ['(4,7)', '(4,0)'], ['(5,7)', '(5,0)'], ['(6,7)', '(6,0)']]) {
    await clickMove(page, black);
    await clickMove(page, white);
  }
  await page.selectOption('#computer-level', 'beginner');
  await page.click('#computer-move');
  await page.waitForFunction(() => window.arbiter.report.played === 9, null, { timeout: 10000 });
  assert.equal(await text(page, '#status'), 'Game over: Black wins');
  assert.match(await text(page, '#computer-thought'), /wins in 1/);
});

test('Havannah and Connect answer with the tree search', async () => {
  for (const game of ['havannah', 'connect']) {
    const page = await env.open(`?game=${game}`);
    await page.selectOption('#computer-level', 'beginner');
    await page.click('#computer-move');
    await page.waitForFunction(() => window.arbiter.report.played === 1, null, { timeout: 10000 });
    assert.ok(await page.isHidden('#computer-thinking'));
    assert.deepEqual(page.problems, [], game);
  }
});

test('a small board is proved: the panel says who wins with perfect play, and the move', async () => {
  const page = await env.open('?game=havannah&side=3&mode=official&swap=off');
  await page.selectOption('#computer-level', 'casual');
  await page.check('#analyse');
  await page.waitForFunction(
    () => /perfect play/.test(document.getElementById('computer-thought').textContent),
    null,
    { timeout: 15000 },
  );
  const said = await text(page, '#computer-thought');
  assert.match(said, /^Player 1 wins with perfect play \(proved: [\d,]+ positions\): \(\d+, \d+\) wins$/);
  // The proved move is a legal move: the computer plays it.
  await page.uncheck('#analyse');
  await page.click('#computer-move');
  await page.waitForFunction(() => window.arbiter.report.played === 1, null, { timeout: 15000 });
  const first = await page.evaluate(() => window.arbiter.playground.moves(0, 1)[0]);
  assert.equal(first, said.match(/: (\(\d+, \d+\)) wins$/)[1]);
  assert.deepEqual(page.problems, []);
});

test('two workers share the page\'s compiled module, search at once, and Stop ends both within a second', async () => {
  // Two cores, whatever the machine running the test has.
  const twoCores = () => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 2 });
  const page = await env.open('?game=havannah&side=8', undefined, { init: twoCores });
  // The page compiles the full package once and hands it to every worker, those started after
  // Stop too: the workers fetch nothing themselves.
  const fetched = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/pkg/arbiter_bg.wasm')) fetched.push(request.url());
  });
  await page.selectOption('#computer-level', 'strongest-10');
  await page.click('#computer-move');
  await page.waitForSelector('#computer-thought:not([hidden])', { timeout: 5000 });
  const stopped = Date.now();
  await page.click('#computer-stop');
  await page.waitForSelector('#computer-thinking', { state: 'hidden', timeout: 1000 });
  assert.ok(Date.now() - stopped < 1000);
  await page.waitForFunction(() => window.arbiter.report.played === 1, null, { timeout: 2000 });
  // A finished two-worker search: the thought counts the workers whose trees it added up.
  await page.selectOption('#computer-level', 'beginner');
  await page.click('#computer-move');
  await page.waitForFunction(() => window.arbiter.report.played === 2, null, { timeout: 10000 });
  assert.match(await text(page, '#computer-thought'), /, 2 workers\)$/);
  assert.equal(fetched.length, 1, `the full package fetched ${fetched.length} times`);
  assert.deepEqual(page.problems, []);
});
