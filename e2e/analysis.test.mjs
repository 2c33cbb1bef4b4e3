// The Gomoku analysis in the served page: on a 20 × 20 renju board played by clicks and
// against the computer, Analyse streams the depth, the nodes and three candidates' lines from
// the worker, draws the first line as numbered ghost stones, follows the position as moves are
// played and stepped through, and Stop ends it: no more updates, no ghosts left.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, clickMove, text, artifacts } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

const played = (page) => page.evaluate(() => window.arbiter.report.played);

/** The analysis panel's heading, as { depth, nodes }, or null while there is none. */
function heading(page) {
  return page.evaluate(() => {
    const head = document.querySelector('#computer-thought .analysis-head');
    const m = head?.textContent.match(/^Depth (\d+) · ([\d,]+) nodes/);
    return m ? { depth: Number(m[1]), nodes: Number(m[2].replaceAll(',', '')) } : null;
  });
}

/** Waits for an analysis of the position shown with `lines` lines (three candidates in an
 * open position; a forced or proved one may have fewer) and its first line's ghost stones. */
async function analysed(page, lines = 1) {
  await page.waitForFunction((least) => {
    const shown = document.querySelectorAll('#computer-thought .analysis-lines li');
    const ghosts = document.querySelectorAll('#analysis-ghosts .ghost-stone');
    const first = shown[0]?.textContent.split(': ')[1]?.match(/\(\d+, \d+\)/g) ?? [];
    return shown.length >= least && shown.length <= 3 && first.length > 0
      && ghosts.length === first.length;
  }, lines, { timeout: 15000 });
}

/** The first line's moves, and where its ghost stones sit, as the page shows them. */
function firstLine(page) {
  return page.evaluate(() => {
    const li = document.querySelector('#computer-thought .analysis-lines li');
    const moves = li.textContent.split(': ')[1].match(/\(\d+, \d+\)/g);
    const ghosts = [...document.querySelectorAll('#analysis-ghosts .ghost-stone')].map((g) => ({
      n: g.textContent, left: parseFloat(g.style.left), top: parseFloat(g.style.top),
      opacity: Number(getComputedStyle(g).opacity),
    }));
    const points = moves.map((mv) => window.arbiter.playground.locate(mv));
    return { moves, ghosts, points };
  });
}

test('a 20 × 20 renju game analysed while played by clicks and by the computer, stopped and started again', async () => {
  const page = await env.open('?game=gomoku');
  await page.fill('[name=size]', '20');
  await page.selectOption('[name=rule]', 'renju');
  await page.click('#options button[type=submit]');
  await page.locator('#board').scrollIntoViewIfNeeded();
  assert.match(await text(page, '#facts'), /Board\s+20 × 20, renju/);
  for (const mv of ['(10, 10)', '(11, 11)', '(9, 10)', '(16, 18)']) await clickMove(page, mv);
  assert.equal(await played(page), 4);

  // The computer takes White; Analyse follows every position Black has to play.
  await page.selectOption('#computer-level', 'beginner');
  await page.selectOption('#computer-side', '2');
  await page.check('#computer-plays');
  await page.check('#analyse');
  await analysed(page, 3);
  assert.match(await text(page, '#computer-thought'), /^Depth \d+ · [\d,]+ nodes · [\d.]+ s/);
  const shown = await firstLine(page);
  assert.equal(shown.ghosts[0].n, '1');
  assert.equal(shown.ghosts.length, shown.moves.length);
  shown.ghosts.forEach((g, i) => {
    assert.equal(g.n, String(i + 1));
    assert.ok(Math.hypot(g.left - shown.points[i][0], g.top - shown.points[i][1]) < 0.5, `ghost ${i + 1}`);
    assert.ok(g.opacity < 1, 'a ghost is translucent');
  });
  // The worker streams: the search deepens while the page waits.
  const early = await heading(page);
  await page.waitForFunction((n) => {
    const head = document.querySelector('#computer-thought .analysis-head')?.textContent ?? '';
    const m = head.match(/([\d,]+) nodes/);
    return m && Number(m[1].replaceAll(',', '')) > n;
  }, early.nodes, { timeout: 10000 });
  assert.ok((await heading(page)).depth >= early.depth);
  // Snapshots come about every 150 ms, not only when an iteration ends.
  const updates = await page.evaluate(() => new Promise((done) => {
    let count = 0;
    const seen = new MutationObserver(() => { count += 1; });
    seen.observe(document.getElementById('computer-thought'), { childList: true });
    setTimeout(() => { seen.disconnect(); done(count); }, 2000);
  }));
  assert.ok(updates >= 5, `${updates} updates in 2 s`);

  // Stop, while this opening is far from any proof: the worker ends, the ghosts go, and
  // nothing more arrives. (A later position may be proved and its analysis end on its own.)
  const stopped = Date.now();
  await page.click('#computer-stop');
  await page.waitForSelector('#computer-thinking', { state: 'hidden', timeout: 1000 });
  assert.ok(Date.now() - stopped < 1000);
  assert.equal(await page.locator('#analysis-ghosts .ghost-stone').count(), 0);
  assert.ok(!(await page.isChecked('#analyse')));
  assert.match(await text(page, '#computer-note'), /Analysis stopped/);
  const last = await text(page, '#computer-thought');
  await page.waitForTimeout(800);
  assert.equal(await text(page, '#computer-thought'), last);
  assert.equal(await page.locator('#analysis-ghosts .ghost-stone').count(), 0);
  assert.equal(await played(page), 4);

  // Ticked again, the analysis starts over on the same position.
  await page.check('#analyse');
  await analysed(page, 3);
  assert.ok((await firstLine(page)).moves.length > 0);

  // Black plays the analysis' first move by a click; the computer answers; the analysis goes
  // on from the new position.
  await clickMove(page, shown.moves[0]);
  await page.waitForFunction(() => window.arbiter.report.played === 6, null, { timeout: 15000 });
  assert.equal(await text(page, '#status'), 'Black to move');
  await analysed(page);
  const next = await firstLine(page);
  const taken = await page.evaluate(() => window.arbiter.playground.moves(0, 100));
  assert.ok(!taken.includes(next.moves[0]), `${next.moves[0]} is taken`);

  // Stepping back through the moves: the analysis follows the position shown.
  await page.click('#undo');
  await page.waitForFunction(() => window.arbiter.report.undone === 1);
  await page.waitForFunction(
    () => document.querySelector('#analysis-ghosts .ghost-stone')?.classList.contains('second'),
    null, { timeout: 15000 },
  );
  await analysed(page);
  await page.click('#redo');
  await page.waitForFunction(() => window.arbiter.report.undone === 0);
  await analysed(page);
  await page.screenshot({ path: new URL('gomoku-analysis.png', artifacts).pathname });
  assert.equal(await played(page), 6);

  assert.deepEqual(page.problems, []);
});
