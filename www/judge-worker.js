// The judge's own thread: it reads the input a chunk at a time (a file straight from disk),
// judges, checks outputs and guesses problems, so the page never waits on it. Messages in:
// { id, task: 'judge' | 'check' | 'guess', problem, input, output }, where a source is
// { text } or { file }. Messages out: { id, type: 'progress' | 'judged' | 'checked' | 'guessed'
// | 'failed', ... }.
import init, { judge_chunks, check_chunks, guess_problem } from './pkg/arbiter.js';
import { errorText } from './errors.js';

const ready = init();
const CHUNK = 1 << 20;
const PREVIEW_LINES = 1000;
const PREVIEW_BYTES = 64 * 1024;
const GUESS_BYTES = 64 * 1024;
const encoder = new TextEncoder();

function sizeOf(source) {
  return source.file ? source.file.size : encoder.encode(source.text).length;
}

/** A `next()` that hands over the source a chunk at a time, reporting progress. */
function chunks(source, progress) {
  const bytes = source.file ? null : encoder.encode(source.text);
  const total = source.file ? source.file.size : bytes.length;
  const reader = source.file ? new FileReaderSync() : null;
  let offset = 0;
  progress(0, total);
  return () => {
    if (offset >= total) return undefined;
    const end = Math.min(total, offset + CHUNK);
    const chunk = reader
      ? new Uint8Array(reader.readAsArrayBuffer(source.file.slice(offset, end)))
      : bytes.subarray(offset, end);
    offset = end;
    progress(offset, total);
    return chunk;
  };
}

function wholeBytes(source) {
  if (!source.file) return encoder.encode(source.text);
  return new Uint8Array(new FileReaderSync().readAsArrayBuffer(source.file));
}

/** Posts progress at most every 50 ms, and always at the end. */
function progressPoster(id) {
  let last = 0;
  return (done, total) => {
    const now = performance.now();
    if (done < total && now - last < 50) return;
    last = now;
    postMessage({ id, type: 'progress', done, total });
  };
}

function judge({ id, problem, input }) {
  const parts = [];
  let bytes = 0;
  let lines = 0;
  let preview = '';
  let previewLines = 0;
  let previewFull = false;
  const started = performance.now();
  const error = judge_chunks(problem, chunks(input, progressPoster(id)), (text) => {
    parts.push(text);
    bytes += text.length;
    let from = 0;
    let at;
    while ((at = text.indexOf('\n', from)) !== -1) {
      lines += 1;
      if (!previewFull) {
        if (preview.length + (at + 1 - from) > PREVIEW_BYTES) {
          previewFull = true;
        } else {
          preview += text.slice(from, at + 1);
          previewLines += 1;
          previewFull = previewLines >= PREVIEW_LINES;
        }
      }
      from = at + 1;
    }
    if (!previewFull && from < text.length) {
      preview += text.slice(from, from + PREVIEW_BYTES - preview.length);
      previewFull = preview.length >= PREVIEW_BYTES;
    }
  });
  postMessage({
    id,
    type: 'judged',
    error: error ?? null,
    preview,
    truncated: preview.length < bytes,
    lines,
    bytes,
    inputBytes: sizeOf(input),
    millis: performance.now() - started,
    blob: new Blob(parts, { type: 'text/plain' }),
  });
}

/** Lines `line - 2` to `line + 2` of the output, numbered, for showing where it differs. */
function excerpt(bytes, line) {
  const decoder = new TextDecoder();
  const rows = [];
  let start = 0;
  for (let number = 1; number <= line + 2 && start <= bytes.length; number += 1) {
    let end = bytes.indexOf(10, start);
    if (end === -1) end = bytes.length;
    if (number >= line - 2 && (start < bytes.length || number === line)) {
      rows.push({ number, text: decoder.decode(bytes.subarray(start, Math.min(end, start + 200))) });
    }
    start = end + 1;
  }
  return rows;
}

function check({ id, problem, input, output }) {
  const bytes = wholeBytes(output);
  const outcome = check_chunks(problem, chunks(input, progressPoster(id)), bytes);
  const rows = outcome.line ? excerpt(bytes, outcome.line) : [];
  postMessage({ id, type: 'checked', ...outcome, rows });
}

function guess({ id, input }) {
  const total = sizeOf(input);
  let prefix = input.file
    ? new Uint8Array(new FileReaderSync().readAsArrayBuffer(input.file.slice(0, GUESS_BYTES)))
    : encoder.encode(input.text).subarray(0, GUESS_BYTES);
  const complete = input.complete ?? total <= GUESS_BYTES;
  if (total > GUESS_BYTES) {
    // Cut at the last whitespace, so no number is split.
    let end = prefix.length;
    while (end > 0 && prefix[end - 1] > 32) end -= 1;
    prefix = prefix.subarray(0, end);
  }
  postMessage({ id, type: 'guessed', slugs: guess_problem(prefix, complete) });
}

const tasks = { judge, check, guess };

onmessage = async ({ data }) => {
  try {
    await ready;
    tasks[data.task](data);
  } catch (err) {
    postMessage({ id: data.id, type: 'failed', message: errorText(err) });
  }
};
