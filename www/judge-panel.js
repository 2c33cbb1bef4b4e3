// The Check input section: a problem's judge input in, the judge's exact answers out, and an
// output checked against them. All judging runs in judge-worker.js (judge-thread.js): the page
// only shows progress, a part of long outputs (the whole is a download) and the verdicts.
import { addOptions } from './dom.js';
import { judgeThread } from './judge-thread.js';
import { formatBytes, sourceBox } from './source-box.js';

const count = (n) => n.toLocaleString('en');

/**
 * Fills the problem picker and wires the section (`el`, elements.js's `judge`); `problems`
 * is the binding.
 */
export function setUpJudgePanel(el, { problems }) {
  const list = problems();
  addOptions(el.problem, list.map((problem) => [problem.slug, `${problem.slug} — ${problem.title}`]));
  const thread = judgeThread();
  let downloadUrl = null;
  // A problem the user picked by hand is kept until the input is replaced.
  let picked = false;

  const input = sourceBox({
    box: el.judgeInput,
    chip: el.judgeSource,
    name: el.judgeSourceName,
    clear: el.judgeSourceClear,
    picker: el.judgeFile,
    changed: ({ typed = false } = {}) => {
      if (input.isFile() || input.empty()) picked = false;
      // A replaced input makes the old answers stale; typing leaves them until judged again.
      if (!typed) clearResults();
      guessProblem();
    },
  });
  const expected = sourceBox({
    box: el.expectedInput,
    chip: el.expectedSource,
    name: el.expectedSourceName,
    clear: el.expectedSourceClear,
    picker: el.expectedFile,
    changed: ({ typed = false } = {}) => { if (!typed) showCompare(null); },
  });

  function showError(message) {
    el.judgeError.textContent = message ?? '';
    el.judgeError.hidden = !message;
  }

  function showOutput({ text = '', note = '', blob = null } = {}) {
    el.judgeOutput.textContent = text;
    el.judgeOutputNote.textContent = note;
    if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    downloadUrl = blob ? URL.createObjectURL(blob) : null;
    el.judgeDownload.hidden = !blob;
    if (blob) {
      el.judgeDownload.href = downloadUrl;
      el.judgeDownload.download = `${el.problem.value}.out`;
    }
  }

  function showCompare(result) {
    const box = el.compareResult;
    box.hidden = !result;
    box.className = `compare-result ${result?.tone ?? ''}`;
    box.textContent = result?.message ?? '';
    const rows = result?.rows ?? [];
    el.compareExcerpt.hidden = rows.length === 0;
    el.compareExcerpt.replaceChildren(...rows.map((row) => {
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
  const section = el.check;
  section.dataset.finished = '0';
  function finished() {
    section.dataset.finished = String(Number(section.dataset.finished) + 1);
  }

  function showBusy(busy, label = '') {
    section.dataset.state = busy ? 'busy' : 'idle';
    el.judgeBusy.hidden = !busy;
    el.judgeRun.disabled = busy;
    el.compareRun.disabled = busy;
    el.judgeProgress.value = 0;
    el.judgeProgressText.textContent = label;
  }

  function progress(label) {
    return (done, total) => {
      el.judgeProgress.value = total ? done / total : 1;
      el.judgeProgressText.textContent = `${label} ${formatBytes(done)} of ${formatBytes(total)}`;
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
        { task: 'judge', problem: el.problem.value, input: input.source() },
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
          problem: el.problem.value,
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
    el.judgeGuess.hidden = true;
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
    const current = el.problem.value;
    if (slugs.slugs.includes(current)) return;
    const [best, ...others] = slugs.slugs;
    el.problem.value = best;
    clearResults();
    el.judgeGuess.hidden = false;
    el.judgeGuess.textContent = `Problem guessed from the input: ${best}`
      + (others.length ? ` (it also reads as ${others.join(', ')}).` : '.');
  }
  // Guesses run on their own thread, so a guess never stops a judging under way.
  const guessThread = judgeThread();

  el.problem.addEventListener('change', () => {
    picked = true;
    el.judgeGuess.hidden = true;
    clearResults();
  });
  el.judgeRun.addEventListener('click', runJudge);
  el.judgeStop.addEventListener('click', () => thread.stop());
  el.compareRun.addEventListener('click', runCompare);
  el.judgeSample.addEventListener('click', () => {
    const problem = list.find((p) => p.slug === el.problem.value);
    picked = true;
    input.setText(problem?.sample ?? '');
    el.judgeGuess.hidden = true;
    runJudge();
  });
}
