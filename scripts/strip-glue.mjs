// Strips the comments wasm-bindgen writes into a light module's JavaScript glue (the Rust doc
// comments of every binding, as JSDoc) and its blank lines: a fifth of the glue's gzipped
// bytes, which every embedded board fetches. Only whole lines go: a line that is a `//`
// comment, and a `/* … */` block that starts a line and ends one; code lines stay as they
// are, so a `//` or `/*` inside a string or a regular expression is never touched.
// scripts/build.sh runs it on www/pkg-*/arbiter.js; e2e/size.test.mjs checks it.
//   node scripts/strip-glue.mjs FILE…
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `text` without its whole-line comments and blank lines. A comment that shares a line with
 * code is refused (it would take more than lines to strip it), so the glue never comes out
 * broken: the build stops instead.
 */
export function stripComments(text) {
  const kept = [];
  let inBlock = false;
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    const close = trimmed.indexOf('*/', inBlock ? 0 : 2);
    if (inBlock || trimmed.startsWith('/*')) {
      if (close >= 0 && close + 2 !== trimmed.length) {
        throw new Error(`line ${index + 1} has code beside a comment: ${trimmed}`);
      }
      inBlock = close < 0;
      return;
    }
    if (trimmed !== '' && !trimmed.startsWith('//')) kept.push(line);
  });
  if (inBlock) throw new Error('a comment is not closed');
  return `${kept.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) writeFileSync(file, stripComments(readFileSync(file, 'utf8')));
}
