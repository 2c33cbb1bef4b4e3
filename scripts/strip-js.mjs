// Ships JavaScript without its comments and indentation: the wasm-bindgen glue of every
// package (scripts/build.sh; the Rust doc comments of each binding are two fifths of its
// gzipped bytes) and, in the board package, the page's own modules (www/embed.js and what it
// imports; embed.js is two thirds comments) and the palette (scripts/package.sh), so visitors
// fetch the code, not its commentary, while www/ keeps the readable source. A small lexer, not
// a minifier: strings, template literals and regular expressions are copied as they are;
// outside them a comment goes, a run of spaces becomes one, and every line break between two
// tokens stays (a comment that spans lines leaves one), so automatic semicolon insertion reads
// the code as before. e2e/size.test.mjs checks it; e2e/package.test.mjs plays boards from its
// output.
//   node scripts/strip-js.mjs FILE…   (in place; a .css file as a style sheet)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// After these a `/` starts a regular expression; after anything else (a name, a number, `)`,
// `]`, `}`) it divides.
const BEFORE_REGEX = new Set('(,=:[!&|?{};+-*%<>~^'.split(''));
const KEYWORDS_BEFORE_REGEX = new Set([
  'return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else',
  'yield', 'await',
]);

/** `text` (a JavaScript module) without comments, indentation, trailing spaces or blank lines. */
export function stripSource(text) {
  let out = '';
  let i = 0;
  // What separates the next token from the last one: nothing, a space or a line break.
  let gap = '';
  // The last token's last character and, for a name, the name: they tell a regex from a division.
  let lastChar = '';
  let lastWord = '';
  // One entry per open `{` (false) or `${` of a template literal (true).
  const braces = [];
  const fail = (what) => {
    throw new Error(`${what} at line ${text.slice(0, i).split('\n').length}`);
  };
  const widen = (to) => {
    if (to === '\n' || gap === '') gap = to;
  };
  const emit = (piece) => {
    if (out !== '' && gap !== '') out += gap;
    gap = '';
    out += piece;
  };
  // Copies a quoted string or the rest of a template literal from `i` (after its opening quote
  // or `}`), up to its closing quote, or for a template up to a `${`, whose code follows.
  const quoted = (quote) => {
    const start = i;
    while (i < text.length) {
      const c = text[i];
      if (c === '\\') i += 2;
      else if (c === quote) return text.slice(start, ++i);
      else if (quote === '`' && c === '$' && text[i + 1] === '{') {
        i += 2;
        braces.push(true);
        return text.slice(start, i);
      } else if (c === '\n' && quote !== '`') fail('a line break in a string');
      else i += 1;
    }
    return fail('an unclosed string');
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === ' ' || c === '\t' || c === '\r') {
      widen(' ');
      i += 1;
    } else if (c === '\n') {
      widen('\n');
      i += 1;
    } else if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) fail('an unclosed comment');
      widen(text.slice(i, end).includes('\n') ? '\n' : ' ');
      i = end + 2;
    } else if (c === '"' || c === "'" || c === '`') {
      i += 1;
      emit(c + quoted(c));
      lastChar = c;
      lastWord = '';
    } else if (c === '}' && braces.at(-1) === true) {
      braces.pop();
      i += 1;
      emit(c + quoted('`'));
      lastChar = '`';
      lastWord = '';
    } else if (c === '/' && (lastChar === '' || BEFORE_REGEX.has(lastChar) || KEYWORDS_BEFORE_REGEX.has(lastWord))) {
      const start = i;
      let inClass = false;
      for (i += 1; ; i += 1) {
        const r = text[i];
        if (r === undefined || r === '\n') fail('an unclosed regular expression');
        if (r === '\\') i += 1;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
      }
      i += 1;
      while (/[a-z]/i.test(text[i] ?? '')) i += 1;
      emit(text.slice(start, i));
      lastChar = 'x';
      lastWord = '';
    } else if (/[\w$]/.test(c)) {
      const start = i;
      while (i < text.length && /[\w$]/.test(text[i])) i += 1;
      lastWord = text.slice(start, i);
      lastChar = 'x';
      emit(lastWord);
    } else {
      if (c === '{') braces.push(false);
      else if (c === '}') braces.pop();
      emit(c);
      lastChar = c;
      lastWord = '';
      i += 1;
    }
  }
  if (braces.length > 0) fail('an unclosed brace');
  return `${out}\n`;
}

/**
 * `text` (a style sheet) without comments, indentation or blank lines; quoted strings are
 * copied as they are.
 */
export function stripStyle(text) {
  let out = '';
  for (let i = 0; i < text.length;) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new Error('an unclosed comment');
      i = end + 2;
    } else if (c === '"' || c === "'") {
      let end = i + 1;
      while (end < text.length && text[end] !== c) end += text[end] === '\\' ? 2 : 1;
      if (end >= text.length) throw new Error('an unclosed string');
      out += text.slice(i, end + 1);
      i = end + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return `${out.split('\n').map((line) => line.trim()).filter(Boolean).join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) {
    const strip = file.endsWith('.css') ? stripStyle : stripSource;
    writeFileSync(file, strip(readFileSync(file, 'utf8')));
  }
}
