// The board package as a site author gets it: the tarball `npm run package` writes is
// installed with `npm install` into a new static site in a temporary folder (nothing there
// reaches the repository), served from a sub-path by a plain static server, and once more
// imported from a second origin that sends CORS headers. A board of each family is mounted,
// played by clicks and by keys, updated and destroyed; a .wasm that cannot be loaded (missing,
// or not WebAssembly) is shown in the box and sent as `arbiter-error`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const version = /^version = "(.+)"$/m.exec(readFileSync(join(repo, 'Cargo.toml'), 'utf8'))[1];
const tarball = join(repo, 'target', 'package', `arbiter-board-${version}.tgz`);

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };

/**
 * A plain static server for `root`: `cors` adds Access-Control-Allow-Origin, `wasm` says what
 * .wasm requests get: `serve`, `missing` (404) or `garbage` (bytes that are not WebAssembly).
 */
function staticServer(root, { cors = false, wasm = 'serve' } = {}) {
  const server = createServer(async (request, response) => {
    const headers = cors ? { 'access-control-allow-origin': '*' } : {};
    try {
      const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) throw new Error('outside the site');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      if (extname(file) === '.wasm' && wasm === 'missing') throw new Error('gone');
      const body = extname(file) === '.wasm' && wasm === 'garbage' ? Buffer.from('not wasm') : await readFile(file);
      response.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain' });
      response.end('not found\n');
    }
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => done({ url: `http://127.0.0.1:${server.address().port}`, server }));
  });
}

/** The site author's page: a board of each family, from `from` (the package's embed.js). */
function sitePage(from) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>My blog post</title><link rel="icon" href="data:,"></head>
<body>
  <h1>Games I like</h1>
  <div id="nim" style="width: 420px; height: 320px"></div>
  <arbiter-board id="octal" game="octal" options='{"code": "0.77", "rows": "7"}' move-box style="width: 420px"></arbiter-board>
  <arbiter-board id="havannah" game="havannah" options='{"side": 4}' moves="(4, 4)" style="width: 420px"></arbiter-board>
  <script type="module">
    import { mount } from '${from}';
    window.events = [];
    for (const type of ['arbiter-ready', 'arbiter-move', 'arbiter-refusal', 'arbiter-error']) {
      document.addEventListener(type, (e) => window.events.push({ type, id: e.target.id, detail: e.detail }));
    }
    window.mount = mount;
    try {
      window.nim = await mount(document.getElementById('nim'), { game: 'nim', options: { heaps: '3 4 5' }, moveBox: true });
    } catch (err) {
      window.failure = err.message;
    }
    await Promise.all([...document.querySelectorAll('arbiter-board')].map((b) => b.updated));
    document.body.dataset.ready = 'true';
  </script>
</body>
</html>
`;
}

let browser;
let site;
const servers = [];

before(async () => {
  if (!existsSync(tarball)) execFileSync('bash', [join(repo, 'scripts', 'package.sh')], { stdio: 'inherit' });
  // A new site with a copy of the tarball, away from the repository.
  site = mkdtempSync(join(tmpdir(), 'arbiter-site-'));
  const blog = join(site, 'blog');
  mkdirSync(blog);
  copyFileSync(tarball, join(site, 'arbiter-board.tgz'));
  writeFileSync(join(blog, 'package.json'), JSON.stringify({ name: 'my-blog', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', '../arbiter-board.tgz'], { cwd: blog });
  writeFileSync(join(blog, 'index.html'), sitePage('./node_modules/arbiter-board/embed.js'));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  for (const { server } of servers) server.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

async function serveSite(options) {
  const served = await staticServer(site, options);
  servers.push(served);
  return served.url;
}

async function open(url) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1400 } });
  const problems = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  page.problems = problems;
  return page;
}

/**
 * Runs `action` and resolves to the first of the `types` events the element `id` sends after
 * it, as `{ type, ...detail }` (listening starts before the action); fails after ten seconds
 * rather than hanging when none comes.
 */
async function eventAfter(page, id, types, action) {
  await page.evaluate(([id, types]) => {
    window.caught = new Promise((done) => {
      const element = document.getElementById(id);
      const stop = new AbortController();
      for (const type of types) {
        element.addEventListener(type, (e) => { stop.abort(); done({ type, ...e.detail }); }, { signal: stop.signal });
      }
      setTimeout(() => { stop.abort(); done(null); }, 10000);
    });
  }, [id, types]);
  await action();
  const event = await page.evaluate(() => window.caught);
  if (!event) throw new Error(`no ${types.join(' or ')} from #${id}`);
  return event;
}

/** The canvas of the element `id` (in its shadow root for <arbiter-board>). */
function canvasOf(page, id) {
  return page.locator(`#${id} canvas`);
}

/** Clicks where the board in `id` (the mounted Nim board, or an element's) draws `move`. */
async function click(page, id, move) {
  const found = await page.waitForFunction(([id, move]) => {
    const board = id === 'nim' ? window.nim : document.getElementById(id).board;
    return board.playground.locate(move);
  }, [id, move], { timeout: 10000 });
  const point = await found.jsonValue();
  const box = await canvasOf(page, id).boundingBox();
  await page.mouse.click(box.x + point[0], box.y + point[1]);
}

/** Plays every family by clicks and by keys, updates and destroys; the page is at `url`. */
async function playEverything(url) {
  const page = await open(url);
  // Every board announced itself with its first report, starting moves included.
  const ready = await page.evaluate(() => window.events.filter((e) => e.type === 'arbiter-ready')
    .map((e) => [e.id, e.detail.game, e.detail.moves]).sort());
  assert.deepEqual(ready, [['havannah', 'havannah', ['(4, 4)']], ['nim', 'nim', []], ['octal', 'octal', []]]);

  // Nim: a click takes stones, the move box takes a typed move.
  const move = ['arbiter-move'];
  let event = await eventAfter(page, 'nim', move, () => click(page, 'nim', 'take 2 from heap 1'));
  assert.deepEqual(event.moves, ['take 2 from heap 1']);
  await page.fill('#nim input', 'take 1 from heap 3');
  event = await eventAfter(page, 'nim', move, () => page.press('#nim input', 'Enter'));
  assert.deepEqual(event.moves, ['take 2 from heap 1', 'take 1 from heap 3']);

  // An octal game: a pin clicked twice is knocked down; the move box plays too.
  event = await eventAfter(page, 'octal', move, async () => {
    await click(page, 'octal', 'row 1 pin 3');
    await click(page, 'octal', 'row 1 pin 3');
  });
  assert.equal(event.moves.length, 1);
  await page.fill('#octal input', event.moves[0].replace(/pin 3\b/, 'pin 7'));
  event = await eventAfter(page, 'octal', move, () => page.press('#octal input', 'Enter'));
  assert.equal(event.moves.length, 2);

  // Havannah: a click, then Tab onto the board, an arrow and Enter.
  event = await eventAfter(page, 'havannah', move, () => click(page, 'havannah', '(3, 3)'));
  assert.deepEqual(event.moves, ['(4, 4)', '(3, 3)']);
  await canvasOf(page, 'havannah').focus();
  // The cursor starts on the last move, (3, 3): the arrows steer it to a free cell.
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
    await page.keyboard.press(key);
    event = await eventAfter(page, 'havannah', ['arbiter-move', 'arbiter-refusal'], () => page.keyboard.press('Enter'));
    if (event.type === 'arbiter-move') break;
  }
  assert.equal(event.moves.length, 3);
  event = await eventAfter(page, 'havannah', ['arbiter-refusal'], () => click(page, 'havannah', '(4, 4)'));
  assert.match(event.message, /\(4, 4\) is taken/);

  // update: along the line in the same board, and attributes likewise.
  const updated = await page.evaluate(async () => {
    const canvas = document.querySelector('#nim canvas');
    const back = await window.nim.update({ moves: ['take 2 from heap 1'] });
    const element = document.getElementById('havannah');
    const handle = element.board;
    element.setAttribute('moves', '(4, 4); (2, 2)');
    await element.updated;
    return {
      back: [back.moves, back.undone],
      same: document.querySelector('#nim canvas') === canvas,
      havannah: [element.report().moves, element.board === handle],
    };
  });
  assert.deepEqual(updated, {
    back: [['take 2 from heap 1'], 1],
    same: true,
    havannah: [['(4, 4)', '(2, 2)'], true],
  });

  // Errors name what is wrong, in the box and as an event.
  const errors = await page.evaluate(async () => {
    const element = document.getElementById('octal');
    const error = new Promise((done) => element.addEventListener('arbiter-error', (e) => done(e.detail.message), { once: true }));
    element.setAttribute('options', '{"code": "0.77", "pins": 7}');
    return [await error, element.shadowRoot.textContent];
  });
  assert.equal(errors[0], 'the game `octal` has no option `pins`');
  assert.ok(errors[1].includes(errors[0]));

  // destroy: the box is empty and the handle dead.
  const destroyed = await page.evaluate(() => {
    window.nim.destroy();
    return [document.getElementById('nim').childElementCount, window.nim.destroyed];
  });
  assert.deepEqual(destroyed, [0, true]);
  const wasm = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => e.name.endsWith('.wasm')).map((e) => new URL(e.name).pathname));
  // Each family's light module, once: no board here needs the full package.
  assert.deepEqual(wasm.toSorted(), ['pkg-havannah', 'pkg-nim', 'pkg-octal']
    .map((dir) => `/blog/node_modules/arbiter-board/${dir}/arbiter_bg.wasm`));
  assert.deepEqual(page.problems, []);
  return page;
}

test('the package installs with npm into a new site and plays every family from a sub-path', async () => {
  const installed = JSON.parse(readFileSync(join(site, 'blog/node_modules/arbiter-board/package.json'), 'utf8'));
  assert.equal(installed.version, version);
  assert.deepEqual(installed.exports['.'], { types: './index.d.ts', default: './embed.js' });
  for (const file of ['index.d.ts', 'README.md', 'LICENSE', 'embed.js', 'pkg/arbiter_bg.wasm',
    'pkg-nim/arbiter_bg.wasm', 'pkg-nim-extras/arbiter_bg.wasm', 'pkg-octal/arbiter_bg.wasm', 'pkg-havannah/arbiter_bg.wasm',
    'pkg-connect/arbiter_bg.wasm', 'pkg-gomoku/arbiter_bg.wasm']) {
    assert.ok(existsSync(join(site, 'blog/node_modules/arbiter-board', file)), file);
  }
  // The page's modules ship as one minified embed.js and the palette alone, without comments:
  // the bytes `npm run bench embed` counts; the boards below play from them.
  assert.deepEqual(installed.files.filter((name) => /\.(js|css)$/.test(name)), ['embed.js', 'palette.css']);
  const { stripStyle } = await import('../scripts/strip-js.mjs');
  const { bundle } = await import('../scripts/bundle-js.mjs');
  const { minifySource } = await import('../scripts/minify-js.mjs');
  const shipped = (file) => readFileSync(join(site, 'blog/node_modules/arbiter-board', file), 'utf8');
  assert.equal(shipped('embed.js'), minifySource(bundle(new URL('../www/embed.js', import.meta.url))));
  assert.equal(shipped('palette.css'), stripStyle(readFileSync(join(repo, 'www', 'palette.css'), 'utf8')));
  for (const file of ['embed.js', 'palette.css']) assert.ok(!shipped(file).includes('/*'), `${file} has no comment`);
  const url = await serveSite();
  const page = await playEverything(`${url}/blog/`);
  await page.close();
});

test('the package from a second origin that sends CORS headers', async () => {
  const packageOrigin = await serveSite({ cors: true });
  const pageOrigin = await serveSite();
  mkdirSync(join(site, 'cross'), { recursive: true });
  writeFileSync(join(site, 'cross', 'index.html'),
    sitePage(`${packageOrigin}/blog/node_modules/arbiter-board/embed.js`));
  const page = await playEverything(`${pageOrigin}/cross/`);
  const origins = await page.evaluate(() => [...new Set(performance.getEntriesByType('resource')
    .filter((e) => /\.(js|wasm|css)$/.test(e.name)).map((e) => new URL(e.name).origin))]);
  assert.deepEqual(origins, [packageOrigin]);
  await page.close();
});

test('a .wasm that cannot be loaded is shown in every box and sent as arbiter-error', async () => {
  for (const wasm of ['missing', 'garbage']) {
    const url = await serveSite({ wasm });
    const page = await open(`${url}/blog/`);
    const seen = await page.evaluate(() => ({
      failure: window.failure,
      errors: window.events.filter((e) => e.type === 'arbiter-error').map((e) => [e.id, e.detail.message]).sort(),
      shown: ['nim', 'octal', 'havannah'].map((id) => {
        const element = document.getElementById(id);
        return (element.shadowRoot ?? element).textContent;
      }),
    }));
    const why = wasm === 'missing' ? /404/ : /WebAssembly|magic|compile/i;
    assert.match(seen.failure, /^The board's WebAssembly \(http:.*\/blog\/node_modules\/arbiter-board\/pkg-(nim|impartial|havannah)\/arbiter_bg\.wasm\) could not be loaded: /, wasm);
    assert.match(seen.failure, why, wasm);
    assert.deepEqual(seen.errors.map(([id]) => id), ['havannah', 'nim', 'octal'], wasm);
    for (const [id, message] of seen.errors) {
      assert.match(message, why, `${wasm}: ${id}`);
      assert.ok(seen.shown.some((text) => text.includes(message)), `${wasm}: ${id} shows ${message}`);
    }
    await page.close();
  }
});
