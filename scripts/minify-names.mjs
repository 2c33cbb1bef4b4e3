// Gives a light module's WebAssembly imports and exports short names, and its wasm-bindgen glue
// the same ones (scripts/build.sh). wasm-bindgen names every import after its JS function and a
// hash (`__wbg_set_lineWidth_12f039d09cd36dad`) under the module `./arbiter_bg.js`, and every
// export after its Rust function (`playground_judge_case`); the .wasm spells each name once per
// import, and the glue spells them again as property names, which no JS minifier shortens.
// binaryen's `--minify-imports-and-exports-and-modules` renames them in the .wasm (`a`, `b`, …,
// one module `a`) and prints the mapping; this script reads it and renames the glue's import
// keys (`NAME: function(…)`) and export uses (`wasm.NAME`) to match, then checks the two
// against each other: every import of the .wasm is a key of the glue's import object and every
// `wasm.NAME` of the glue an export of the .wasm. The memory keeps its name: `ready()` of
// embed.js hands a module's exports to the page, and index.d.ts promises `memory` there.
// About 3 KB less gzipped for every board.
//   node scripts/minify-names.mjs GLUE MAPPING   (GLUE rewritten in place, beside its .wasm;
//                                                 MAPPING is wasm-opt's output, then removed)
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The glue (wasm-bindgen's own output, before terser) with the names of `mapping`. */
export function renameGlue(glue, mapping, module) {
  let out = glue;
  const modules = new Set(mapping.imports.map(([from]) => from));
  for (const from of modules) {
    const key = JSON.stringify(from);
    if (!out.includes(`${key}:`)) throw new Error(`minify-names: the glue has no import module ${key}`);
    out = out.replaceAll(`${key}:`, `${JSON.stringify(module)}:`);
  }
  const imports = new Map(mapping.imports.map(([, name, short]) => [name, short]));
  out = out.replace(/(?<=[{,\s])([\w$]+)(?=: function\()/g, (name) => imports.get(name) ?? name);
  const exports = new Map(mapping.exports);
  out = out.replace(/\bwasm\.([\w$]+)/g, (whole, name) => {
    if (!exports.has(name)) throw new Error(`minify-names: the glue uses wasm.${name}, which the mapping lacks`);
    return `wasm.${exports.get(name)}`;
  });
  return out;
}

/** Throws unless the glue's import keys and `wasm.` uses are the module's imports and exports. */
export function checkGlue(glue, wasm) {
  const module = new WebAssembly.Module(wasm);
  const keys = new Set([...glue.matchAll(/(?<=[{,\s])([\w$]+)(?=: function\()/g)].map((m) => m[1]));
  const missing = WebAssembly.Module.imports(module).filter(({ name }) => !keys.has(name));
  if (missing.length > 0) throw new Error(`minify-names: the glue lacks imports ${missing.map((i) => i.name)}`);
  const exported = new Set(WebAssembly.Module.exports(module).map(({ name }) => name));
  const unknown = [...glue.matchAll(/\bwasm\.([\w$]+)/g)].map((m) => m[1]).filter((name) => !exported.has(name));
  if (unknown.length > 0) throw new Error(`minify-names: the .wasm does not export ${unknown}`);
}

/** An unsigned LEB128 number of `bytes` at `at`: [value, the offset after it]. */
function leb(bytes, at) {
  let value = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return [value, at];
  }
}

/** `value` as unsigned LEB128 bytes. */
function toLeb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

/** The .wasm `bytes` with the export `from` named `to`; the other sections as they were. */
export function renameExport(bytes, from, to) {
  const encoder = new TextEncoder();
  const parts = [bytes.subarray(0, 8)];
  let renamed = false;
  for (let at = 8; at < bytes.length;) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    const end = start + size;
    if (id !== 7) {
      parts.push(bytes.subarray(at, end));
    } else {
      const [count, first] = leb(bytes, start);
      const body = [...toLeb(count)];
      let p = first;
      for (let i = 0; i < count; i += 1) {
        const [length, nameAt] = leb(bytes, p);
        let name = new TextDecoder().decode(bytes.subarray(nameAt, nameAt + length));
        p = nameAt + length;
        const [, after] = leb(bytes, p + 1);
        if (name === from) {
          name = to;
          renamed = true;
        }
        const encoded = encoder.encode(name);
        body.push(...toLeb(encoded.length), ...encoded, ...bytes.subarray(p, after));
        p = after;
      }
      parts.push(Uint8Array.of(7, ...toLeb(body.length), ...body));
    }
    at = end;
  }
  if (!renamed) throw new Error(`minify-names: the .wasm exports no ${from}`);
  return Buffer.concat(parts);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [glueFile, mappingFile] = process.argv.slice(2);
  if (!glueFile || !mappingFile) {
    console.error('usage: node scripts/minify-names.mjs GLUE MAPPING');
    process.exit(2);
  }
  const wasmFile = new URL('arbiter_bg.wasm', new URL(glueFile, `file://${process.cwd()}/`));
  const mapping = JSON.parse(readFileSync(mappingFile, 'utf8'));
  // The memory's name back.
  const memory = mapping.exports.find(([name]) => name === 'memory');
  if (!memory) throw new Error('minify-names: the mapping has no memory');
  const wasm = renameExport(readFileSync(wasmFile), memory[1], 'memory');
  memory[1] = 'memory';
  const modules = new Set(WebAssembly.Module.imports(new WebAssembly.Module(wasm)).map((i) => i.module));
  if (modules.size !== 1) throw new Error(`minify-names: expected one import module, found ${[...modules]}`);
  const glue = renameGlue(readFileSync(glueFile, 'utf8'), mapping, [...modules][0]);
  checkGlue(glue, wasm);
  writeFileSync(wasmFile, wasm);
  writeFileSync(glueFile, glue);
  rmSync(mappingFile);
}
