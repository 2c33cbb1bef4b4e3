// The page's own figures: the .wasm size, the time until the page is ready on localhost, and
// each game's click-to-panel time at its default size (the click's handler has returned with
// the panel and move list updated) and to the next drawn frame. Medians of several runs.
//
// Usage: node scripts/bench-page.mjs
import { chromium } from 'playwright-core';
import { statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { serve } from './serve.mjs';

const LOADS = 7;
const CLICKS = 9;
const wasm = new URL('../www/pkg/arbiter_bg.wasm', import.meta.url);
const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];

// A first move at each game's default size, and whether a click only selects it (a second
// click on the same target plays it).
const GAMES = [
  ['nim', 'take 1 from heap 3', false],
  ['octal', 'row 1 pin 1', true],
  ['connect', '(3, 4)', false],
  ['havannah', '(5, 5)', false],
  ['gomoku', '(7, 7)', false],
];

const server = await serve(0);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

try {
  const bytes = statSync(wasm).size;
  console.log(`wasm: ${bytes} bytes (${gzipSync(readFileSync(wasm), { level: 9 }).length} gzipped)`);

  const ready = [];
  for (let i = 0; i < LOADS; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    const start = Date.now();
    await page.goto(`${server.url}?game=nim`);
    await page.waitForSelector('body[data-ready="true"]');
    ready.push(Date.now() - start);
    await page.close();
  }
  console.log(`page ready on localhost: ${median(ready)} ms median of ${LOADS} (${Math.min(...ready)}–${Math.max(...ready)} ms)`);

  for (const [slug, move, selects] of GAMES) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await page.goto(`${server.url}?game=${slug}`);
    await page.waitForSelector('body[data-ready="true"]');
    const result = await page.evaluate(async ({ move, selects, clicks }) => {
      const { canvas } = window.arbiter;
      const frame = () => new Promise((done) => requestAnimationFrame(() => done(performance.now())));
      await frame();
      const panel = [];
      const painted = [];
      for (let i = 0; i < clicks; i++) {
        const playground = window.arbiter.playground;
        const at = playground.locate(move);
        if (!at) throw new Error(`no point for ${move}`);
        const rect = canvas.getBoundingClientRect();
        const event = { clientX: rect.left + at[0], clientY: rect.top + at[1], pointerId: 1, bubbles: true, button: 0 };
        const click = () => {
          canvas.dispatchEvent(new PointerEvent('pointerdown', event));
          canvas.dispatchEvent(new PointerEvent('pointerup', event));
        };
        if (selects) click();
        const played = window.arbiter.report.played;
        const t = performance.now();
        click();
        panel.push(performance.now() - t);
        painted.push((await frame()) - t);
        if (window.arbiter.report.played !== played + 1) throw new Error(`${move} was not played`);
        document.getElementById('undo').click();
        await frame();
      }
      return { panel, painted };
    }, { move, selects, clicks: CLICKS });
    console.log(`${slug} at its default size: click to panel ${median(result.panel).toFixed(1)} ms, to the next frame ${median(result.painted).toFixed(1)} ms (median of ${CLICKS})`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
