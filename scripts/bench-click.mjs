// Click-to-panel in the browser: Havannah on its largest board after 10 and after 10 000
// moves (a pasted case stepped to its end), then real clicks on free cells. For each click:
// the time until the panel and the move list show the new move (the click's handler has
// returned), and until the next frame has been drawn.
//
// Usage: node scripts/bench-click.mjs [--www DIR]   (DIR: another build of the page to time,
// e.g. an older one, for a before-and-after figure; the default is www/)
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { serve } from './serve.mjs';

const dir = process.argv.indexOf('--www');
const server = await serve(0, ...(dir > 0 ? [resolve(process.argv[dir + 1])] : []));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

const SIDE = 3000;
const CLICKS = 15;

/** `count` distinct cells in rows three apart round the centre: one player, no win. */
function cells(count) {
  const out = [];
  for (let y = SIDE - 300; out.length < count; y += 3) {
    for (let x = SIDE - 300; x < SIDE + 300 && out.length < count; x++) out.push([x, y]);
  }
  return out;
}

async function measure(length) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${server.url}?game=havannah`);
  await page.waitForSelector('body[data-ready="true"]');
  const moves = cells(length);
  await page.click('[data-text-action=load] summary');
  const text = `${SIDE} ${length}\n${moves.map(([x, y]) => `${x} ${y}`).join('\n')}\n`;
  await page.locator('textarea[name=load]').evaluate((area, value) => { area.value = value; }, text);
  await page.click('[data-action=load]');
  await page.click('[data-action=end]');
  return page.evaluate(async ({ clicks, side }) => {
    const { playground, canvas } = window.arbiter;
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(performance.now())));
    // Zoom in round the middle of the board (free: the stones are in rows below it) until
    // its cells can be clicked, then a little more.
    const target = `(${side}, ${side})`;
    for (let i = 0; i < 60 && !playground.locate(target); i++) {
      playground.render(canvas);
      const rect = canvas.getBoundingClientRect();
      playground.zoom(rect.width / 2, rect.height / 2, 1.5);
    }
    for (let i = 0; i < 2; i++) {
      const rect = canvas.getBoundingClientRect();
      playground.zoom(rect.width / 2, rect.height / 2, 1.5);
    }
    playground.render(canvas);
    await frame();
    const panel = [];
    const painted = [];
    for (let i = 0; i < clicks; i++) {
      const cell = `(${side + i}, ${side})`;
      const at = playground.locate(cell);
      if (!at) throw new Error(`no point for ${cell}`);
      const rect = canvas.getBoundingClientRect();
      const event = { clientX: rect.left + at[0], clientY: rect.top + at[1], pointerId: 1, bubbles: true, button: 0 };
      const before = document.getElementById('status').textContent;
      const t = performance.now();
      canvas.dispatchEvent(new PointerEvent('pointerdown', event));
      canvas.dispatchEvent(new PointerEvent('pointerup', event));
      panel.push(performance.now() - t);
      painted.push((await frame()) - t);
      if (document.getElementById('status').textContent === before) throw new Error(`${cell} was not played`);
    }
    const median = (list) => list.sort((a, b) => a - b)[list.length >> 1];
    return { panel: median(panel), painted: median(painted), moves: window.arbiter.report.played ?? window.arbiter.report.moves.length };
  }, { clicks: CLICKS, side: SIDE });
}

try {
  for (const length of [10, 10_000]) {
    const { panel, painted, moves } = await measure(length);
    console.log(`havannah S = ${SIDE}, ${length} moves (${moves} after the clicks): click to panel ${panel.toFixed(1)} ms, to the next frame ${painted.toFixed(1)} ms (median of ${CLICKS})`);
  }
} finally {
  await browser.close();
  server.close();
}
