// Shared set-up for the end-to-end tests: serve www/ on a free port and drive Debian's
// Chromium through playwright-core (which downloads no browser of its own).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { serve } from '../scripts/serve.mjs';

// Screenshots land in target/screenshots (ignored); `npm run screenshots` copies them into
// docs/screenshots, where the README and docs/ link them.
export const artifacts = new URL('../target/screenshots/', import.meta.url);
mkdirSync(artifacts, { recursive: true });

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Debian's Chromium, headless, as every end-to-end test drives it. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: FLAGS,
  });
}

/** Starts the server and the browser; returns a page opener and a closer. */
export async function start() {
  const server = await serve(0);
  const browser = await launch();
  return {
    url: server.url,
    async open(path = '', viewport = { width: 1280, height: 860 }, options = {}) {
      // `options`: more page settings, e.g. { hasTouch: true, isMobile: true, colorScheme: 'dark' };
      // `init`, a function run in the page before its scripts (to stand in for the machine).
      const { init, ...settings } = options;
      const page = await browser.newPage({ viewport, ...settings });
      if (init) await page.addInitScript(init);
      const problems = [];
      page.on('pageerror', (err) => problems.push(err.message));
      page.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
      await page.goto(server.url + path);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
      page.problems = problems;
      return page;
    },
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/** Clicks the canvas where the board says `move` is drawn. */
export async function clickMove(page, move) {
  // The board places moves as it was last drawn, and a board just shown draws on its next
  // frame, which a loaded machine may delay: wait for the point.
  const found = await page
    .waitForFunction((mv) => window.arbiter.playground.locate(mv), move, { timeout: 10000 })
    .catch(() => null);
  const point = found && (await found.jsonValue());
  if (!point) throw new Error(`the board has no point for move ${move}`);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + point[0], box.y + point[1]);
}

/**
 * Picks `slug` in the game picker and waits for its board: a game of another family loads its
 * module first (www/loader.js).
 */
export async function pickGame(page, slug) {
  await page.selectOption('#game', slug);
  await page.waitForFunction((game) => window.arbiter.playground?.game() === game, slug);
}

/** The text of an element. */
export function text(page, selector) {
  return page.locator(selector).innerText();
}
