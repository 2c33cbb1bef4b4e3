// What a visitor transfers, gzipped as static hosts serve files (each file on its own, level 9):
// for one embedded board, the JS reachable from www/embed.js (as the board package ships it: one
// minified file),
// its module from www/modules.js (JS and .wasm) and the palette it links (a Nim board's second
// module, fetched only for a link, a saved text or SVG, is counted apart: extrasTransfer); for the playground,
// index.html until the first board is drawn (the page, its style sheets, the JS reachable from
// app.js, and the playground's light module of the game a bare address opens with, modules.js's FIRST_GAME,
// which app.js loads through loader.js). Other modules load on demand (another family's game, a
// capability only the full package has), and workers start on demand: neither is counted.
// `npm run bench embed` prints these figures; e2e/size.test.mjs holds them to the limits below.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FAMILIES, FIRST_GAME, moduleFor, playgroundModuleFor } from '../www/modules.js';
import { bundle } from './bundle-js.mjs';
import { minifySource } from './minify-js.mjs';
import { stripStyle } from './strip-js.mjs';

const www = new URL('../www/', import.meta.url);

/**
 * The budgets for embedded boards in bytes (KB of 1000), beside the limits the test holds the
 * build to until each is met: today's figure and a little room, so nothing grows while the
 * board code is made lighter (see docs/contributing.md, "Size of the browser package").
 */
export const BUDGETS = {
  // Met: held to the budget itself (3 % above the figure would pass a board over it).
  nim: { target: 60_000, limit: 60_000 },
  impartial: { target: 80_000, limit: 81_200 },
  connect: { target: 150_000, limit: 98_700 },
  havannah: { target: 150_000, limit: 107_700 },
  gomoku: { target: 150_000, limit: 101_600 },
  playground: { target: 250_000, limit: 124_500 },
};

const gzipped = (url) => gzipSync(readFileSync(url), { level: 9 }).length;

/** Static imports (`import … from './x.js'`, `import './x.js'`, `export … from`) of a module. */
function imports(url) {
  const text = readFileSync(url, 'utf8');
  const found = text.matchAll(/^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm);
  return [...found].map((m) => new URL(m[1], url));
}

/** Every file reachable from `start` by static imports, `start` included, as URLs. */
function reachable(start, skip = () => false) {
  const seen = new Map();
  const visit = (url) => {
    if (seen.has(url.href) || skip(url)) return;
    seen.set(url.href, url);
    imports(url).forEach(visit);
  };
  visit(start);
  return [...seen.values()];
}

/** A wasm-bindgen module's JS and its .wasm. */
function moduleFiles(js) {
  const url = new URL(js);
  return [url, new URL('arbiter_bg.wasm', url)];
}

const isPackage = (url) => /\/pkg(-[a-z-]+)?\/arbiter\.js$/.test(url.pathname);

/**
 * The files one embedded board of `slug` fetches, and their gzipped bytes. The page's own
 * modules count as the board package ships them: embed.js and what it imports as one file
 * (scripts/bundle-js.mjs, comments and indentation stripped, then minified by
 * scripts/minify-js.mjs), and the palette stripped (the package test checks that they are those
 * bytes). The module's glue is minified in the build itself (scripts/build.sh).
 */
export function boardTransfer(slug) {
  const script = new URL('embed.js', www);
  const files = [script, ...moduleFiles(moduleFor(slug)), new URL('palette.css', www)];
  const shipped = (url) => {
    if (url === script) return gzipSync(minifySource(bundle(script)), { level: 9 }).length;
    if (url.pathname.endsWith('.css')) return gzipSync(stripStyle(readFileSync(url, 'utf8')), { level: 9 }).length;
    return gzipped(url);
  };
  return { files, bytes: files.reduce((sum, url) => sum + shipped(url), 0) };
}

/**
 * The second step of a board whose family has one (modules.js's EXTRAS): the module fetched
 * only when the board opens a link or a saved text or draws SVG, and its gzipped bytes; null
 * for a game whose light module holds all of that.
 */
export function extrasTransfer(slug) {
  const js = moduleFor(slug, { extras: true });
  if (js === moduleFor(slug)) return null;
  const files = moduleFiles(js);
  return { files, bytes: files.reduce((sum, url) => sum + gzipped(url), 0) };
}

/** The files the playground fetches until its first board is drawn, and their gzipped bytes. */
export function playgroundTransfer() {
  const page = new URL('index.html', www);
  const html = readFileSync(page, 'utf8');
  const linked = [...html.matchAll(/<(?:link rel="(?:stylesheet|icon)" href|script type="module" src)="([^"]+)"/g)]
    .map((m) => new URL(m[1], page));
  // The page's scripts import no package; app.js loads the first game's module.
  const files = [page, ...moduleFiles(playgroundModuleFor(FIRST_GAME))];
  for (const url of linked) {
    if (url.pathname.endsWith('.js')) {
      for (const file of reachable(url)) files.push(...(isPackage(file) ? moduleFiles(file) : [file]));
    } else {
      files.push(url);
      // Style sheets' own @import.
      const text = readFileSync(url, 'utf8');
      for (const m of text.matchAll(/@import url\("([^"]+)"\)/g)) files.push(new URL(m[1], url));
    }
  }
  const unique = [...new Map(files.map((url) => [url.href, url])).values()];
  return { files: unique, bytes: unique.reduce((sum, url) => sum + gzipped(url), 0) };
}

/** The budget a family's boards are held to: every impartial board's for the impartial games. */
const budgetOf = (family) => (['nim', 'connect', 'havannah', 'gomoku'].includes(family) ? family : 'impartial');

/** Every game with its family and the name of its budget, in FAMILIES's order. */
export function games() {
  return Object.entries(FAMILIES)
    .flatMap(([family, slugs]) => slugs.map((slug) => ({ slug, family, budget: budgetOf(family) })));
}

/** True when every module modules.js names is built. */
export function built() {
  return games().every(({ slug }) => [moduleFor, playgroundModuleFor]
    .every((pick) => existsSync(fileURLToPath(moduleFiles(pick(slug))[1]))));
}
