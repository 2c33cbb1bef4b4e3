// The package size recorded in docs/contributing.md (by `npm run build -- --record`) is the
// size of the package built: within 3 %, so a figure is refreshed by its command, not typed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TOLERANCE = 0.03;

/** The figures between the size markers of docs/contributing.md. */
function recorded() {
  const doc = readFileSync(new URL('../docs/contributing.md', import.meta.url), 'utf8');
  const block = doc.match(/^<!-- size:start -->\n([^]*?)^<!-- size:end -->$/m);
  assert.ok(block, 'docs/contributing.md has no <!-- size:start --> … <!-- size:end --> block');
  const figure = (pattern) => {
    const found = block[1].match(pattern);
    assert.ok(found, `the size block says no ${pattern}: ${block[1]}`);
    return Number(found[1]);
  };
  return { kib: figure(/(\d+) KiB after `wasm-opt`/), gzipped: figure(/(\d+) KiB gzipped/) };
}

test('the recorded package size is the built package size', () => {
  const wasm = readFileSync(new URL('../www/pkg/arbiter_bg.wasm', import.meta.url));
  const built = { kib: wasm.length / 1024, gzipped: gzipSync(wasm, { level: 9 }).length / 1024 };
  const { kib, gzipped } = recorded();
  const again = 'run `npm run build -- --record` and commit docs/contributing.md';
  for (const [name, was, is] of [['size', kib, built.kib], ['gzipped size', gzipped, built.gzipped]]) {
    assert.ok(Math.abs(was - is) <= TOLERANCE * is,
      `the recorded ${name}, ${was} KiB, is not the built ${is.toFixed(0)} KiB: ${again}`);
  }
});

// The light modules of embedded boards (www/modules.js, built by scripts/build.sh): each holds
// the games modules.js sends to it and leaves the workers' code (computer players, judges,
// checker, explorer) to the full package, and no board's transfer grows past its limit. The
// impartial games' modules also leave out what only the playground calls; the playground's own
// modules (PLAYGROUND_FAMILIES) have it.
// The partisan games have no perfect move to suggest: a first move of each.
const FIRST_MOVES = { connect: '(3, 4)', havannah: '(5, 5)', gomoku: '(7, 7)' };
const FULL_ONLY = ['think', 'judge', 'judge_chunks', 'check_chunks', 'guess_problem', 'Explorer', 'explorer_games'];
const PLAYGROUND_ONLY = ['entries', 'options', 'record_formats', 'judge_case', 'suggest'];

test('each board module holds its family and none of the workers\' code', async () => {
  const { FAMILIES, PLAYGROUND_FAMILIES, moduleFor, playgroundModuleFor } = await import('../www/modules.js');
  const full = await import('../www/pkg/arbiter.js');
  full.initSync({ module: readFileSync(new URL('../www/pkg/arbiter_bg.wasm', import.meta.url)) });
  const listing = full.games().map(({ slug, title, family }) => ({ slug, title, family }));
  const every = listing.map((game) => game.slug);
  assert.deepEqual([...every].sort(), Object.values(FAMILIES).flat().sort(),
    'www/modules.js names every game of the full package once');
  for (const { slug, family } of listing) {
    assert.ok(FAMILIES[family]?.includes(slug), `${slug}: games() says ${family}, as www/modules.js does`);
  }
  assert.deepEqual(Object.values(PLAYGROUND_FAMILIES).flat().sort(), every.filter((slug) => !['connect', 'havannah', 'gomoku'].includes(slug)).sort(),
    'the playground has a module of its own for every impartial game');
  const modules = [
    ...Object.entries(FAMILIES).map(([family, slugs]) => ({ family, slugs, url: moduleFor(slugs[0]), pick: moduleFor })),
    ...Object.entries(PLAYGROUND_FAMILIES)
      .map(([family, slugs]) => ({ family, slugs, url: playgroundModuleFor(slugs[0]), pick: playgroundModuleFor })),
  ];
  for (const { family, slugs, url, pick } of modules) {
    assert.match(url, new RegExp(`/pkg-${family}/arbiter\\.js$`));
    const module = await import(url);
    module.initSync({ module: readFileSync(new URL('arbiter_bg.wasm', url)) });
    // A module for the playground lists every game, under one name each; every module holds
    // (makes a board of) its own games alone.
    const forPlayground = url === playgroundModuleFor(slugs[0]);
    if (forPlayground) {
      const games = module.games();
      assert.deepEqual(games.map(({ slug, title, family }) => ({ slug, title, family })), listing, family);
      const held = games.filter((game) => game.options).map((game) => game.slug);
      assert.deepEqual(held.toSorted(), slugs.toSorted(), `${family} holds its games and no other`);
    } else {
      assert.deepEqual(['games', 'problems'].filter((name) => name in module), [], `${family} is for embedded boards`);
      assert.deepEqual(PLAYGROUND_ONLY.filter((name) => name in module.Playground.prototype), [], `${family} is for embedded boards`);
    }
    const held = every.filter((slug) => {
      try {
        new module.Playground(slug, {}).free();
        return true;
      } catch {
        return false;
      }
    });
    assert.deepEqual(held.toSorted(), slugs.toSorted(), `${family} makes boards of its games and no other`);
    assert.deepEqual(FULL_ONLY.filter((name) => name in module), [], `${family} holds only boards`);
    assert.ok(slugs.every((slug) => pick(slug) === url), `${family}: one module for the family`);
    // Its boards report as the full package's do, the judges' facts included, before and
    // after a move.
    for (const slug of slugs) {
      const light = new module.Playground(slug, {});
      const whole = new full.Playground(slug, {});
      assert.deepEqual(light.report(), whole.report(), slug);
      const move = whole.suggest() ?? FIRST_MOVES[slug];
      assert.ok(move, `${slug}: a move to play`);
      assert.deepEqual(light.play(move), whole.play(move), `${slug} after ${move}`);
      if (forPlayground) assert.deepEqual(light.entries(0, 9), whole.entries(0, 9), `${slug}: the move list`);
      light.free();
      whole.free();
    }
  }
  // A family's second module (EXTRAS) holds its games with what the light one leaves out:
  // opening links and saved texts, and SVG.
  const { EXTRAS } = await import('../www/modules.js');
  for (const [family, name] of Object.entries(EXTRAS)) {
    const [slug] = FAMILIES[family];
    const url = moduleFor(slug, { extras: true });
    assert.match(url, new RegExp(`/pkg-${name}/arbiter\\.js$`));
    const light = await import(moduleFor(slug));
    const second = await import(url);
    second.initSync({ module: readFileSync(new URL('arbiter_bg.wasm', url)) });
    const extras = (module) => ['open', 'import'].filter((call) => call in module.Playground)
      .concat('svg' in module.Playground.prototype ? ['svg'] : []);
    assert.deepEqual(extras(light), [], `${family}'s light module`);
    assert.deepEqual(extras(second), ['open', 'import', 'svg'], name);
    assert.deepEqual(FULL_ONLY.filter((call) => call in second), [], `${name} holds only boards`);
    const board = new second.Playground(slug, {});
    const whole = new full.Playground(slug, {});
    assert.deepEqual(board.report(), whole.report(), name);
    const reopened = second.Playground.open(whole.link());
    assert.deepEqual(reopened.report(), whole.report(), `${name}: a link`);
    for (const made of [board, whole, reopened]) made.free();
  }
  assert.match(moduleFor('no-such-game'), /\/pkg\/arbiter\.js$/);
});

test('no embedded board or first load of the playground transfers more than its limit', async () => {
  const { BUDGETS, boardTransfer, games, playgroundTransfer } = await import('../scripts/embed-size.mjs');
  const over = [];
  for (const { slug, budget } of games()) {
    const { bytes } = boardTransfer(slug);
    if (bytes > BUDGETS[budget].limit) over.push(`${slug}: ${bytes} bytes, limit ${BUDGETS[budget].limit}`);
  }
  const page = playgroundTransfer().bytes;
  if (page > BUDGETS.playground.limit) over.push(`playground: ${page} bytes, limit ${BUDGETS.playground.limit}`);
  assert.deepEqual(over, [], 'see `npm run bench embed`');
});

// scripts/strip-js.mjs: the wasm-bindgen glue and the board package's page modules and
// palette ship without comments and indentation; what strings, template literals and regular expressions
// hold stays, and so does every line break between two tokens (automatic semicolons read the
// code as before).
test('the glue, the page modules and the palette are stripped of comments and indentation, and of nothing else; embed.js ships as one file', async () => {
  const { stripSource } = await import('../scripts/strip-js.mjs');
  const source = [
    '// The module.',
    "import { make } from './dom.js';",
    '',
    '/**',
    ' * A doc comment.',
    ' */',
    'export function f(a, b) {',
    "    const url = 'http://host/*/x'; // a comment after code",
    '    const css = `',
    '  .a { color: red; } /* kept: inside a template */',
    '  // kept too',
    '  ${a /* gone */ + `${b}//`}`;',
    '    const re = /\\/\\*[/*]/g, half = a / 2 / b;',
    '    return a/* gone */+b',
    '      + re.test("//")  ?  css : url;',
    '}',
    '',
  ].join('\n');
  assert.equal(stripSource(source), [
    "import { make } from './dom.js';",
    'export function f(a, b) {',
    "const url = 'http://host/*/x';",
    'const css = `',
    '  .a { color: red; } /* kept: inside a template */',
    '  // kept too',
    '  ${a + `${b}//`}`;',
    'const re = /\\/\\*[/*]/g, half = a / 2 / b;',
    'return a +b',
    '+ re.test("//") ? css : url;',
    '}',
    '',
  ].join('\n'));
  assert.throws(() => stripSource('/* open'), /unclosed comment/);
  assert.throws(() => stripSource("const s = 'open\n';"), /line break in a string/);
  assert.throws(() => stripSource('function f() {'), /unclosed brace/);
  const { stripStyle } = await import('../scripts/strip-js.mjs');
  assert.equal(stripStyle('/* The palette. */\n.a {\n  --x: #fff; /* white */\n\n  content: "/* kept */";\n}\n'),
    '.a {\n--x: #fff;\ncontent: "/* kept */";\n}\n');
  assert.throws(() => stripStyle('.a { /* open }'), /unclosed comment/);
  // Every page module strips to code that parses, and stripping twice changes nothing.
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-strip-'));
  try {
    const www = new URL('../www/', import.meta.url);
    for (const name of readdirSync(www).filter((file) => file.endsWith('.js'))) {
      const stripped = stripSource(readFileSync(new URL(name, www), 'utf8'));
      assert.equal(stripSource(stripped), stripped, name);
      const file = join(dir, name.replace(/\.js$/, '.mjs'));
      writeFileSync(file, stripped);
      execFileSync(process.execPath, ['--check', file]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The board package's embed.js, one file (scripts/bundle-js.mjs): every page module it
  // imports once, no static import left, and the entry's exports alone still exported.
  const { bundle, checkModule } = await import('../scripts/bundle-js.mjs');
  const entry = new URL('../www/embed.js', import.meta.url);
  const bundled = bundle(entry);
  checkModule(bundled);
  assert.doesNotMatch(bundled, /^import /m);
  const exported = (text) => text.match(/^export .*$/gm);
  assert.deepEqual(exported(bundled), exported(stripSource(readFileSync(entry, 'utf8'))));
  for (const name of ['export function createStore(', 'export function moduleFor(', 'export function make(']) {
    assert.ok(bundled.includes(name.slice('export '.length)) && !bundled.includes(name), name);
  }
  assert.throws(() => checkModule('const a = 1;\nconst a = 2;\n'));
  const { FAMILIES, moduleFor } = await import('../www/modules.js');
  const glue = [new URL('../www/pkg/arbiter.js', import.meta.url),
    ...Object.values(FAMILIES).map(([slug]) => new URL(moduleFor(slug)))];
  for (const url of glue) {
    const text = readFileSync(url, 'utf8');
    assert.equal(stripSource(text), text, `${url.pathname} is stripped`);
    // The light modules' glue is minified too (scripts/minify-js.mjs): one line.
    if (!url.pathname.endsWith('/pkg/arbiter.js')) assert.equal(text.split('\n').length, 2, `${url.pathname} is minified`);
  }
});

// scripts/minify-js.mjs: the board package's embed.js ships minified; it still parses as a
// module, exports the same names, and what it imports at run time (the modules' URLs) stays.
test('the bundled embed.js minifies to a module with the same exports', async () => {
  const { bundle, checkModule } = await import('../scripts/bundle-js.mjs');
  const { minifySource } = await import('../scripts/minify-js.mjs');
  const bundled = bundle(new URL('../www/embed.js', import.meta.url));
  const minified = minifySource(bundled);
  checkModule(minified);
  assert.ok(minified.length < bundled.length * 0.7, `${minified.length} bytes of ${bundled.length}`);
  assert.equal(minified.split('\n').length, 2, 'one line');
  const names = (text) => [...text.matchAll(/\bexport (?:async )?(?:function|class|const|let) ([\w$]+)/g)].map((m) => m[1])
    .concat([...text.matchAll(/\bexport ?\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((s) => s.trim().split(/\s+as\s+/).at(-1))))
    .sort();
  assert.deepEqual(names(minified), names(bundled));
  assert.deepEqual(names(minified), ['ArbiterBoard', 'mount', 'ready']);
  for (const kept of ['import.meta.url', './pkg/arbiter.js', 'arbiter-board']) assert.ok(minified.includes(kept), kept);
});

// scripts/minify-names.mjs: the light modules' imports and exports have short names, the same
// in the .wasm and its glue (the boards above play through them), but for the memory.
test('the light modules import and export under short names, and the glue under the same', async () => {
  const { renameGlue } = await import('../scripts/minify-names.mjs');
  const glue = [
    'function __wbg_get_imports() {',
    '    const import0 = {',
    '        __proto__: null,',
    '        __wbg_arc_df3f7eb77e59876f: function(arg0, arg1) {',
    '            wasm.__wbindgen_free(arg0, arg1);',
    '        },',
    '    };',
    '    return { __proto__: null, "./arbiter_bg.js": import0 };',
    '}',
    'export function games() { return wasm.games(); }',
  ].join('\n');
  const mapping = {
    imports: [['./arbiter_bg.js', '__wbg_arc_df3f7eb77e59876f', 'a']],
    exports: [['__wbindgen_free', 'b'], ['games', 'c']],
  };
  const renamed = renameGlue(glue, mapping, 'a');
  assert.match(renamed, /^ {8}a: function\(arg0, arg1\) \{$/m);
  assert.match(renamed, /wasm\.b\(arg0, arg1\)/);
  assert.match(renamed, /export function games\(\) \{ return wasm\.c\(\); \}/);
  assert.match(renamed, /"a": import0/);
  assert.throws(() => renameGlue(`${glue}\nwasm.other();`, mapping, 'a'), /wasm\.other/);
  const { renameExport } = await import('../scripts/minify-names.mjs');
  // A module exporting its memory as `m`, then as `memory`.
  const tiny = Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 5, 3, 1, 0, 1, 7, 5, 1, 1, 0x6d, 2, 0);
  const exported = (bytes) => WebAssembly.Module.exports(new WebAssembly.Module(bytes));
  assert.deepEqual(exported(tiny), [{ name: 'm', kind: 'memory' }]);
  assert.deepEqual(exported(renameExport(tiny, 'm', 'memory')), [{ name: 'memory', kind: 'memory' }]);
  assert.throws(() => renameExport(tiny, 'x', 'memory'), /exports no x/);
  const { FAMILIES, moduleFor } = await import('../www/modules.js');
  // Every module an embedded board may fetch: its light one and any second one (EXTRAS).
  const urls = Object.values(FAMILIES).flatMap(([slug]) => [moduleFor(slug), moduleFor(slug, { extras: true })]);
  for (const url of new Set(urls)) {
    const module = new WebAssembly.Module(readFileSync(new URL('arbiter_bg.wasm', url)));
    const names = [...WebAssembly.Module.imports(module).flatMap(({ module: from, name }) => [from, name]),
      ...WebAssembly.Module.exports(module).map(({ name }) => name)];
    // The memory keeps its name: embed.js's ready() hands it to the page (index.d.ts).
    assert.deepEqual(names.filter((name) => name.length > 3), ['memory'], url);
  }
});
