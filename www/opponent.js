// The computer player. Games whose perfect play is known (the impartial ones) answer at once
// through the board's suggestion; the partisan games search in a worker
// (computer-worker.js), so the page stays responsive: a thinking indicator with a Stop
// button, a level, and an "Analyse" toggle that marks the search's preferred move and its win
// rate on the board. "Play against the computer" answers every move of the chosen side.
// Nothing here knows any game: a game without a search says so when asked.

const $ = (id) => document.getElementById(id);

/** What each level asks of the worker: its name, its time, and a quick first look. */
const LEVELS = {
  beginner: { level: 'beginner', millis: 250, quick: 0 },
  casual: { level: 'casual', millis: 500, quick: 0 },
  club: { level: 'club', millis: 1000, quick: 150 },
  'strongest-3': { level: 'strongest', millis: 3000, quick: 150 },
  'strongest-10': { level: 'strongest', millis: 10000, quick: 150 },
};

/**
 * `current()` is the live Playground (or null); `attempt(call)` runs a call that returns a
 * report, showing a refusal if it throws. Returns `update(report)`, to call with every report.
 */
export function setUpOpponent({ current, attempt }) {
  let pending = 0;
  let worker = null;
  let asked = null; // { id, link, play, started, best }
  let nextId = 1;
  let tick = 0;
  let lastReport = null;
  const noEngine = new Set(); // games whose boards said they have no search
  let known = null; // the last finished thought, { link, thought }

  function startWorker() {
    worker = new Worker(new URL('./computer-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => answered(data);
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      say(`The computer stopped: ${event.message ?? 'worker error'}`);
    };
  }

  function say(text) {
    $('computer-note').textContent = text;
    $('computer-note').hidden = !text;
  }

  function showThinking(on) {
    $('computer-thinking').hidden = !on;
    clearInterval(tick);
    if (on) {
      const started = performance.now();
      const label = $('computer-clock');
      label.textContent = '0.0 s';
      tick = setInterval(() => {
        label.textContent = `${((performance.now() - started) / 1000).toFixed(1)} s`;
      }, 100);
    }
  }

  function finish() {
    asked = null;
    showThinking(false);
  }

  /** Stops the search under way: the worker is ended (a search cannot be interrupted from
   * outside) and a fresh one waits for the next question. */
  function cancel() {
    if (!asked) return;
    worker?.terminate();
    worker = null;
    finish();
  }

  /** Asks the worker about the position shown; `play` plays its answer. */
  function ask(play) {
    const playground = current();
    if (!playground) return;
    cancel();
    if (!worker) startWorker();
    const choice = LEVELS[$('computer-level').value] ?? LEVELS.casual;
    asked = { id: nextId++, link: playground.link(), game: playground.game(), play, best: null };
    showThinking(true);
    worker.postMessage({ id: asked.id, link: asked.link, ...choice });
  }

  function answered({ id, thought, final, error }) {
    if (!asked || id !== asked.id) return;
    const question = asked;
    if (error) {
      finish();
      say(error);
      return;
    }
    if (thought === null) {
      finish();
      noEngine.add(question.game);
      $('computer-plays').checked = false;
      $('analyse').checked = false;
      clearMarker();
      say('No computer player for this game yet.');
      return;
    }
    question.best = thought;
    if (final) known = { link: question.link, thought };
    showThought(thought);
    if (!final) return;
    finish();
    if (question.play) playAnswer(question);
  }

  function playAnswer(question) {
    const playground = current();
    if (!playground || playground.link() !== question.link || !question.best) return;
    attempt(() => playground.play(question.best.best));
  }

  function stop() {
    const question = asked;
    cancel();
    if (question?.play && question.best) {
      playAnswer(question);
      say('Stopped: the computer played the best move it had found.');
    } else if (question?.play) {
      say('Stopped before the computer had a move; press "Computer move" to ask again.');
    } else if (question) {
      say('Analysis stopped.');
    }
  }

  function percent(rate) {
    return `${Math.round(rate * 100)}%`;
  }

  /** The thought in words, and (when analysing) its move marked on the board. */
  function showThought(thought) {
    const win = thought.win_in ? ` — wins in ${thought.win_in}: ${thought.line.join(' ')}` : '';
    $('computer-thought').textContent =
      `Prefers ${thought.best}, win rate ${percent(thought.win_rate)}${win}` +
      ` (${thought.playouts} nodes)`;
    $('computer-thought').hidden = false;
    if ($('analyse').checked) placeMarker(thought);
  }

  let marked = null;
  function clearMarker() {
    marked = null;
    $('analysis-marker').hidden = true;
  }

  function placeMarker(thought) {
    marked = thought;
    const point = current()?.locate(thought.best);
    const marker = $('analysis-marker');
    if (!point) {
      marker.hidden = true;
      return;
    }
    marker.textContent = percent(thought.win_rate);
    marker.title = `The search prefers ${thought.best}`;
    marker.style.left = `${point[0]}px`;
    marker.style.top = `${point[1]}px`;
    marker.hidden = false;
  }

  function computerMove() {
    const playground = current();
    if (!playground || !lastReport?.to_move) return;
    if (lastReport.computer) {
      const move = playground.suggest();
      if (move) attempt(() => playground.play(move));
    } else {
      say('');
      ask(true);
    }
  }

  function update(report) {
    lastReport = report;
    const playground = current();
    const game = playground?.game();
    const perfect = report.computer;
    $('computer').hidden = !playground;
    $('computer-search').hidden = perfect;
    clearTimeout(pending);
    // A new position: the question about the old one no longer matters.
    if (asked && playground && asked.link !== playground.link()) cancel();
    if (!asked) say('');
    clearMarker();
    $('computer-thought').hidden = true;
    if (!perfect && noEngine.has(game)) {
      say('No computer player for this game yet.');
      $('computer-plays').checked = false;
      $('analyse').checked = false;
      return;
    }
    const side = Number($('computer-side').value);
    // Only at the end of the line: stepping back through the moves must not start a new line.
    const atEnd = report.undone === 0;
    const ours = $('computer-plays').checked && atEnd && report.to_move?.number === side;
    if (ours) {
      if (perfect) {
        // A short pause, so the player sees their own move land before the answer.
        pending = setTimeout(computerMove, 250);
      } else if (!asked) {
        say('');
        ask(true);
      }
    } else if (!perfect && $('analyse').checked && report.to_move) {
      const link = playground.link();
      if (known?.link === link) showThought(known.thought);
      else if (asked?.link !== link) ask(false);
    }
  }

  function refresh() {
    const playground = current();
    if (playground) update(playground.report());
  }

  $('computer-move').addEventListener('click', computerMove);
  $('computer-stop').addEventListener('click', stop);
  $('computer-plays').addEventListener('change', refresh);
  $('computer-side').addEventListener('change', refresh);
  $('computer-level').addEventListener('change', () => { cancel(); refresh(); });
  $('analyse').addEventListener('change', () => {
    if (!$('analyse').checked) {
      if (asked && !asked.play) cancel();
      clearMarker();
    }
    refresh();
  });
  // The board may be drawn at another size: keep the marker on its point.
  new ResizeObserver(() => { if (marked) placeMarker(marked); }).observe($('board'));
  return update;
}
