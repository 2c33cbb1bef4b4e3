// Minifies the JavaScript a visitor fetches for an embedded board, after scripts/strip-js.mjs:
// the board package's embed.js bundle (scripts/package.sh) and the light modules' wasm-bindgen
// glue (scripts/build.sh), with terser (compress and mangle, as an ES module: local and
// top-level names shorten, exported names stay). www/ keeps the readable source; only built
// and packaged copies are minified. The output is one line, which strip-js.mjs leaves as it is.
//   node scripts/minify-js.mjs FILE…   (in place)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify_sync as minifySync } from 'terser';

/** Terser's settings: an ES module (strict, top-level names are its own), no comments kept. */
const OPTIONS = {
  module: true,
  ecma: 2020,
  compress: { passes: 2 },
  mangle: true,
  format: { comments: false },
};

/** `text` (an ES module) minified, ending with one line break. */
export function minifySource(text) {
  const { code } = minifySync(text, OPTIONS);
  return `${code}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) writeFileSync(file, minifySource(readFileSync(file, 'utf8')));
}
