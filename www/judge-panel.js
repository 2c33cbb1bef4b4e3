// The Check input section: a problem's judge input in, the judge's exact answers out, and an
// output checked against them. All judging runs in judge-worker.js: the page only shows
// progress, a part of long outputs (the whole is a download) and the verdicts.

const $ = (id) => document.getElementById(id);

/** Text pasted beyond this size is kept as a file instead of filling the text box. */
const PASTE_LIMIT = 256 * 1024;

function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const count = (n) => n.toLocaleString('en');

/** The judge's thread, started on demand and replaced when stopped. */
function judgeThread() {
  let worker = null;
  let nextId = 1;
  let pending = null;
  function ensure() {
    if (worker) return worker;
    worker = new Worker(new URL('./judge-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      if (!pending || data.id !== pending.id) return;
      if (data.type === 'progress') return pending.progress?.(data.done, data.total);
      const { resolve, reject } = pending;
      pending = null;
      if (data.type === 'failed') reject(new Error(data.message));
      else resolve(data);
    };
    worker.onerror = (event) => {
      const failed = pending;
      pending = null;
      worker = null;
      failed?.reject(new Error(event.message || 'the judge stopped unexpectedly'));
    };
    return worker;
  }
  return {
    /** Runs a task; a task still running is stopped first. */
    run(message, progress) {
      if (pending) this.stop();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending = { id, resolve, reject, progress };
        ensure().postMessage({ ...message, id });
      });
    },
    /** Stops the running task at once; its promise rejects as stopped. */
    stop() {
      if (!worker) return;
      worker.terminate();
      worker = null;
      const stopped = pending;
      pending = null;
      stopped?.reject(Object.assign(new Error('stopped'), { stopped: true }));
    },
    get busy() { return pending !== null; },
  };
}

/**
 * A text box that may instead hold a file: an opened file (or a huge paste) is shown as a
 * chip with its name and size and judged from the file, never poured into the box.
 */
function sourceBox({ box, chip, name, clear, picker, changed }) {
  let file = null;
  function setFile(next, label) {
    file = next;
    box.hidden = file !== null;
    chip.hidden = file === null;
    if (file) name.textContent = `${label ?? file.name} — ${formatBytes(file.size)}, read from the file`;
    changed();
  }
  picker.addEventListener('change', () => {
    if (picker.files[0]) setFile(picker.files[0]);
    picker.value = '';
  });
  clear.addEventListener('click', () => {
    box.value = '';
    setFile(null);
    box.focus();
  });
  box.addEventListener('paste', (event) => {
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (text.length <= PASTE_LIMIT) return;
    event.preventDefault();
    setFile(new File([text], 'pasted text', { type: 'text/plain' }), 'Pasted text');
  });
  let typing = null;
  box.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => changed({ typed: true }), 400);
  });
  return {
    /** What to judge: `{ file }` or `{ text }`. */
    source: () => (file ? { file } : { text: box.value }),
    empty: () => (file ? file.size === 0 : box.value.trim() === ''),
    isFile: () => file !== null,
    setText(text) {
      box.value = text;
      setFile(null);
    },
    setFile,
  };
}

/** Fills the problem picker and wires the section; `problems` is the binding. */
export function setUpJudgePanel({ problems }) {
  const list = problems();
  for (const problem of list) {
    const option = document.createElement('option');
    option.value = problem.slug;
    option.textContent = `${problem.slug} — ${problem.title}`;
    $('problem').append(option);
  }
  const thread = judgeThread();
  let downloadUrl = null;
  // A problem the user picked by hand is kept until the input is replaced.
  let picked = false;

  const input = sourceBox({
    box: $('judge-input'),
    chip: $('judge-source'),
    name: $('judge-source-name'),
    clear: $('judge-source-clear'),
    picker: $('judge-file'),
    changed: ({ typed = false } = {}) => {
      if (input.isFile() || input.empty()) picked = false;
      // A replaced input makes the old answers stale; typing leaves them until judged again.
      if (!typed) clearResults();
      guessProblem();
    },
  });
  const expected = sourceBox({
    box: $('expected-input'),
    chip: $('expected-source'),
    name: $('expected-source-name'),
    clear: $('expected-source-clear'),
    picker: $('expected-file'),
    changed: ({ typed = false } = {}) => { if (!typed) showCompare(null); },
  });

  function showError(message) {
    $('judge-error').textContent = message ?? '';
    $('judge-error').hidden = !message;
  }

  function showOutput({ text = '', note = '', blob = null } = {}) {
    $('judge-output').textContent = text;
    $('judge-output-note').textContent = note;
    if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    downloadUrl = blob ? URL.createObjectURL(blob) : null;
    $('judge-download').hidden = !blob;
    if (blob) {
      $('judge-download').href = downloadUrl;
      $('judge-download').download = `${$('problem').value}.out`;
    }
  }

  function showCompare(result) {
    const box = $('compare-result');
    box.hidden = !result;
    box.className = `compare-result ${result?.tone ?? ''}`;
    box.textContent = result?.message ?? '';
    const rows = result?.rows ?? [];
    $('compare-excerpt').hidden = rows.length === 0;
    $('compare-excerpt').replaceChildren(...rows.map((row) => {
      const item = document.createElement('li');
      item.value = row.number;
      item.textContent = row.text;
      if (row.number === result.line) item.className = 'differs';
      return item;
    }));
  }

  function clearResults() {
    thread.stop();
    showBusy(false);
    showError('');
    showOutput();
    showCompare(null);
  }

  // Tests and embedding pages watch these: the state, and how many runs have finished.
  const section = $('check');
  section.dataset.finished = '0';
  function finished() {
    section.dataset.finished = String(Number(section.dataset.finished) + 1);
  }

  function showBusy(busy, label = '') {
    section.dataset.state = busy ? 'busy' : 'idle';
    $('judge-busy').hidden = !busy;
    $('judge-run').disabled = busy;
    $('compare-run').disabled = busy;
    $('judge-progress').value = 0;
    $('judge-progress-text').textContent = label;
  }

  function progress(label) {
    return (done, total) => {
      $('judge-progress').value = total ? done / total : 1;
      $('judge-progress-text').textContent = `${label} ${formatBytes(done)} of ${formatBytes(total)}`;
    };
  }

  function nothingToJudge() {
    if (!input.empty()) return false;
    showError('');
    showOutput({ note: 'Nothing to judge: the input is empty.' });
    finished();
    return true;
  }

  async function runJudge() {
    clearResults();
    if (nothingToJudge()) return;
    showBusy(true, 'Judging…');
    try {
      const result = await thread.run(
        { task: 'judge', problem: $('problem').value, input: input.source() },
        progress('Judged'),
      );
      showBusy(false);
      showError(result.error ? `The input breaks its format: ${result.error}` : '');
      let note;
      if (result.bytes === 0) {
        note = result.error ? 'No complete case before the error.' : 'Nothing to judge: the input holds no cases.';
      } else {
        const lines = `${count(result.lines)} line${result.lines === 1 ? '' : 's'}`;
        note = result.truncated
          ? `Showing the start: ${lines} in all (${formatBytes(result.bytes)}).`
          : `${lines}.`;
        note += ` Judged ${formatBytes(result.inputBytes)} in ${Math.round(result.millis)} ms.`;
      }
      showOutput({
        text: result.preview + (result.truncated ? '…\n' : ''),
        note,
        blob: result.bytes > 0 ? result.blob : null,
      });
    } catch (err) {
      showBusy(false);
      if (err.stopped) showOutput({ note: 'Stopped: nothing judged.' });
      else showError(`Judging failed: ${err.message}`);
    }
    finished();
  }

  async function runCompare() {
    showCompare(null);
    if (input.empty()) {
      showCompare({ tone: 'loss', message: 'Nothing to compare: the judge input is empty.' });
      finished();
      return;
    }
    showBusy(true, 'Checking…');
    try {
      const result = await thread.run(
        {
          task: 'check',
          problem: $('problem').value,
          input: input.source(),
          output: expected.source(),
        },
        progress('Read'),
      );
      showBusy(false);
      let message;
      let tone;
      if (result.broken) {
        tone = 'loss';
        message = `The judge input breaks its format, so nothing was compared: ${result.message}`;
      } else if (result.identical) {
        tone = 'win';
        message = 'Identical: the output is byte for byte the judge\'s answers.';
      } else if (result.accepted) {
        tone = 'win';
        message = 'Accepted: the output differs from Arbiter\'s answers, but every answer is right (checked by playing it).';
      } else {
        tone = 'loss';
        message = `Differs at line ${result.line}: ${result.message.replace(/^wrong answer: line \d+: /, '')}`;
      }
      showCompare({ tone, message, rows: result.rows, line: result.line });
    } catch (err) {
      showBusy(false);
      if (!err.stopped) showCompare({ tone: 'loss', message: `Checking failed: ${err.message}` });
    }
    finished();
  }

  let guessing = 0;
  async function guessProblem() {
    $('judge-guess').hidden = true;
    if (picked || input.empty()) return;
    const ticket = ++guessing;
    const source = input.source();
    // Text still being typed may stop anywhere, so a cut-off case does not rule a problem out.
    if (!input.isFile()) source.complete = false;
    let slugs;
    try {
      slugs = await guessThread.run({ task: 'guess', input: source });
    } catch {
      return;
    }
    if (ticket !== guessing || picked || thread.busy || slugs.slugs.length === 0) return;
    const current = $('problem').value;
    if (slugs.slugs.includes(current)) return;
    const [best, ...others] = slugs.slugs;
    $('problem').value = best;
    clearResults();
    $('judge-guess').hidden = false;
    $('judge-guess').textContent = `Problem guessed from the input: ${best}`
      + (others.length ? ` (it also reads as ${others.join(', ')}).` : '.');
  }
  // Guesses run on their own thread, so a guess never stops a judging under way.
  const guessThread = judgeThread();

  $('problem').addEventListener('change', () => {
    picked = true;
    $('judge-guess').hidden = true;
    clearResults();
  });
  $('judge-run').addEventListener('click', runJudge);
  $('judge-stop').addEventListener('click', () => thread.stop());
  $('compare-run').addEventListener('click', runCompare);
  $('judge-sample').addEventListener('click', () => {
    const problem = list.find((p) => p.slug === $('problem').value);
    picked = true;
    input.setText(problem?.sample ?? '');
    $('judge-guess').hidden = true;
    runJudge();
  });
}
