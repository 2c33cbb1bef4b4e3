// The board package's embed.js as one file: www/embed.js and the page modules it imports
// (static `import … from './x.js'`), each stripped (scripts/strip-js.mjs) and laid one after
// another, dependencies first, as the browser would run them. A visitor then fetches one file
// where there were ten, and gzip compresses it as a whole: 1.7 KB less for every board. Not a
// general bundler: the page modules import one way, only named bindings (no `as`, no default,
// no namespace), and their top-level names differ (a repeated one is a duplicate declaration,
// which `node --check` refuses here); only the entry's exports stay exports. Dynamic
// `import()` and `import.meta.url` are left alone: the bundle lies where embed.js did, beside
// modules.js's packages, so URLs resolve as before. www/ keeps the separate, commented modules.
//   node scripts/bundle-js.mjs ENTRY OUT   (e.g. www/embed.js target/package/arbiter-board/embed.js)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripSource } from './strip-js.mjs';

/** A static import of a page module, alone on its line in stripped text; group 1 is its path. */
const IMPORT = /^import (?:\{[^}]*\} from )?'(\.\/[a-z0-9-]+\.js)';$/;

/** The modules reachable from `entry` (a file URL) by static imports, dependencies first. */
export function bundleOrder(entry) {
  const order = [];
  const visit = (url, path) => {
    if (order.some((m) => m.url.href === url.href)) return;
    if (path.includes(url.href)) throw new Error(`bundle: import cycle through ${url.pathname}`);
    const text = stripSource(readFileSync(url, 'utf8'));
    for (const line of text.split('\n')) {
      const m = IMPORT.exec(line);
      if (m) visit(new URL(m[1], url), [...path, url.href]);
      else if (/^import\b(?!\()/.test(line) || /^export (?:\{|\*|default)/.test(line)) {
        throw new Error(`bundle: ${url.pathname}: a form this bundler does not take: ${line}`);
      }
    }
    order.push({ url, text });
  };
  visit(entry, []);
  return order;
}

/** The bundle of `entry` (a file URL): its modules, stripped, without their static imports. */
export function bundle(entry) {
  return bundleOrder(entry)
    .map(({ url, text }) => text
      .split('\n')
      .filter((line) => !IMPORT.test(line))
      // Exports of the modules the entry imports become plain declarations.
      .map((line) => (url.href === entry.href ? line : line.replace(/^export (?=(?:async )?function |const |class |let )/, '')))
      .join('\n'))
    .join('');
}

/** Throws unless `text` parses as a module (a repeated top-level name does not). */
export function checkModule(text) {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bundle-'));
  try {
    const file = join(dir, 'bundle.mjs');
    writeFileSync(file, text);
    execFileSync(process.execPath, ['--check', file], { stdio: 'pipe' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entry, out] = process.argv.slice(2);
  if (!entry || !out) {
    console.error('usage: node scripts/bundle-js.mjs ENTRY OUT');
    process.exit(2);
  }
  const text = bundle(pathToFileURL(entry));
  checkModule(text);
  writeFileSync(out, text);
}
