// The computer player. Games whose perfect play is known (the impartial ones) answer at once
// through the board's suggestion; the partisan games search in a worker
// (computer-worker.js), so the page stays responsive: a thinking indicator with a Stop
// button, a level, and an "Analyse" toggle: where the game's engine keeps per-candidate lines
// (Gomoku) it streams the depth, the nodes and the best three candidates' lines, the first
// drawn as numbered ghost stones, and keeps analysing each position shown until stopped;
// elsewhere it marks the search's preferred move and its win rate on the board. "Play against
// the computer" answers every move of the chosen side.
// Nothing here knows any game: a game without a search says so when asked. It follows the
// store's report (store.js) and plays through the store.

import { computerWorker } from './engine-module.js';

/** What each level asks of the worker: its name, its time, and a quick first look. */
// Each game's engine sets the budgets of beginner, casual and club itself (nodes or playouts,
// docs/engines.md "Levels"); only the strongest levels take their time from here.
const LEVELS = {
  beginner: { level: 'beginner', millis: 0, quick: 0 },
  casual: { level: 'casual', millis: 0, quick: 0 },
  club: { level: 'club', millis: 0, quick: 150 },
  'strongest-3': { level: 'strongest', millis: 3000, quick: 150 },
  'strongest-10': { level: 'strongest', millis: 10000, quick: 150 },
};

/** How long an analysis may run: in practice until stopped, or the position changes. */
const ANALYSIS_MILLIS = 10 * 60 * 1000;

/** Scores this large are wins or losses the search reached (src/engine/gomoku/search.rs). */
const PROVEN = 99_999_000;

/** The most workers a search runs in: each grows its own tree (up to about 45 MB at the
 * longest levels) and solver table (6 MB), so more would cost phones too much memory. */
const MOST_WORKERS = 4;

/** How many workers search each position: root-parallel trees, one per core. */
export function workerCount() {
  return Math.max(1, Math.min(MOST_WORKERS, navigator.hardwareConcurrency || 1));
}

/**
 * The thoughts of workers that searched the same position with different seeds, as one: a
 * proved win or draw, or a win the tree proved, is taken as it is; otherwise each root
 * move's visits and wins are summed and the most visited move is best (the same rule as the
 * native threads' `merge` in src/engine/mod.rs).
 */
export function mergeThoughts(thoughts) {
  const playouts = thoughts.reduce((sum, t) => sum + t.playouts, 0);
  const proved = thoughts.find((t) => t.proved === 'win' || t.proved === 'draw');
  const won = thoughts.filter((t) => t.win_in).sort((a, b) => a.win_in - b.win_in)[0];
  if (proved || won) return { ...(proved ?? won), playouts };
  const root = new Map();
  for (const t of thoughts) {
    for (const [move, visits, wins] of t.root ?? []) {
      const entry = root.get(move) ?? [0, 0];
      root.set(move, [entry[0] + visits, entry[1] + wins]);
    }
  }
  let best = null;
  for (const [move, [visits, wins]] of root) {
    if (!best || visits > best[1] || (visits === best[1] && wins > best[2])) best = [move, visits, wins];
  }
  if (!best) return { ...thoughts[0], playouts };
  const same = thoughts.find((t) => t.best === best[0]);
  return {
    ...thoughts[0],
    best: best[0],
    win_rate: best[1] > 0 ? best[2] / best[1] : 0.5,
    line: same ? same.line : [best[0]],
    win_in: null,
    playouts,
    proved: thoughts.find((t) => t.proved)?.proved ?? null,
    proved_positions: thoughts.find((t) => t.proved)?.proved_positions ?? null,
    root: [...root].map(([move, [visits, wins]]) => [move, visits, wins]),
  };
}

/**
 * Wires the computer's controls (`el`, elements.js's `computer`) to the game in `store`;
 * `canvas` is the board, on which the analysis marker sits.
 */
export function setUpOpponent(el, store, canvas) {
  const current = () => store.state.playground;
  let pending = 0;
  let workers = [];
  let asked = null; // { id, link, play, started, best, finals }
  let nextId = 1;
  let tick = 0;
  const noEngine = new Set(); // games whose boards said they have no search
  const noLines = new Set(); // games whose engines keep no per-candidate lines
  let known = null; // the last finished thought or analysis, { link, thought | analysis, … }

  function startWorkers() {
    for (let i = 0; i < workerCount(); i += 1) {
      const worker = computerWorker();
      worker.onmessage = ({ data }) => answered(data, i);
      worker.onerror = (event) => {
        event.preventDefault();
        finish();
        say(`The computer stopped: ${event.message ?? 'worker error'}`);
      };
      workers.push(worker);
    }
  }

  function say(text) {
    el.computerNote.textContent = text;
    el.computerNote.hidden = !text;
  }

  function showThinking(on) {
    el.computerThinking.hidden = !on;
    clearInterval(tick);
    if (on) {
      const started = performance.now();
      const label = el.computerClock;
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

  /** Stops the search under way: the workers are ended (a search cannot be interrupted from
   * outside) and fresh ones wait for the next question. */
  function cancel() {
    if (!asked) return;
    for (const worker of workers) worker.terminate();
    workers = [];
    finish();
  }

  /** Streams the analysis of the position shown from the first worker; games whose engine
   * keeps no lines fall back to a search's preferred move. */
  function analyse() {
    const playground = current();
    if (!playground) return;
    if (noLines.has(playground.game())) {
      ask(false);
      return;
    }
    cancel();
    if (!workers.length) startWorkers();
    const mover = store.state.report?.to_move?.name ?? 'The side to move';
    asked = {
      id: nextId++, link: playground.link(), game: playground.game(), play: false, best: null, mover,
      finals: [], lines: true, started: performance.now(),
    };
    showThinking(true);
    workers[0].postMessage({ id: asked.id, link: asked.link, analyse: ANALYSIS_MILLIS });
  }

  /** Asks the worker about the position shown; `play` plays its answer. */
  function ask(play) {
    const playground = current();
    if (!playground) return;
    cancel();
    if (!workers.length) startWorkers();
    const choice = LEVELS[el.computerLevel.value] ?? LEVELS.casual;
    const mover = store.state.report?.to_move?.name ?? 'The side to move';
    asked = {
      id: nextId++, link: playground.link(), game: playground.game(), play, best: null, mover,
      finals: [],
    };
    showThinking(true);
    // Each worker its own seed, new for every move so that the lower levels' picks among
    // near-equal moves differ from game to game; only the first posts a quick first look.
    const seed = 1 + Math.floor(Math.random() * 0x7fff_0000);
    workers.forEach((worker, i) => {
      worker.postMessage({
        id: asked.id, link: asked.link, ...choice, quick: i === 0 ? choice.quick : 0, seed: seed + i,
      });
    });
  }

  function answered({ id, thought, analysis, final, error }, from) {
    if (!asked || id !== asked.id) return;
    const question = asked;
    if (error) {
      finish();
      say(error);
      return;
    }
    if (question.lines) {
      if (analysis === null) {
        finish();
        noLines.add(question.game);
        ask(false);
        return;
      }
      showAnalysis(analysis, question);
      if (final) {
        known = { link: question.link, analysis, mover: question.mover, millis: question.millis };
        finish();
      }
      return;
    }
    if (thought === null) {
      finish();
      noEngine.add(question.game);
      el.computerPlays.checked = false;
      el.analyse.checked = false;
      clearMarker();
      say('No computer player for this game yet.');
      return;
    }
    if (!final) {
      if (from === 0 && !question.finals.length) {
        question.best = thought;
        showThought(thought, question.mover);
      }
      return;
    }
    question.finals.push(thought);
    if (question.finals.length < workers.length) return;
    const merged = mergeThoughts(question.finals);
    question.best = merged;
    known = { link: question.link, thought: merged, mover: question.mover };
    showThought(merged, question.mover);
    finish();
    if (question.play) playAnswer(question);
  }

  function playAnswer(question) {
    const playground = current();
    if (!playground || playground.link() !== question.link || !question.best) return;
    store.attempt(() => playground.play(question.best.best));
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
      // Analysis stays stopped until Analyse is ticked again.
      el.analyse.checked = false;
      clearMarker();
      say('Analysis stopped.');
    }
  }

  function percent(rate) {
    return `${Math.round(rate * 100)}%`;
  }

  /** What the solver proved, in words: `mover` is the side to move's name. */
  function proofText(thought, mover) {
    const proved = `proved: ${thought.proved_positions.toLocaleString('en-US')} positions`;
    if (thought.proved === 'win') {
      return `${mover} wins with perfect play (${proved}): ${thought.best} wins`;
    }
    if (thought.proved === 'draw') {
      return `A draw with perfect play (${proved}): ${thought.best} holds it`;
    }
    return `${mover} loses with perfect play: every move loses (${proved});` +
      ` the computer prefers ${thought.best}`;
  }

  /** The thought in words, and (when analysing) its move marked on the board. */
  function showThought(thought, mover) {
    const win = thought.win_in ? ` — wins in ${thought.win_in}: ${thought.line.join(' ')}` : '';
    el.computerThought.textContent = thought.proved
      ? proofText(thought, mover)
      : `Prefers ${thought.best}, win rate ${percent(thought.win_rate)}${win}` +
        ` (${thought.playouts} nodes, ${workers.length || 1} ${workers.length > 1 ? 'workers' : 'worker'})`;
    el.computerThought.hidden = false;
    if (el.analyse.checked) placeMarker(thought);
  }

  /** A line's evaluation for the side to move: its win rate and score, or the end the
   * search reached. */
  function evaluation(line) {
    if (line.score >= PROVEN) return 'wins';
    if (line.score <= -PROVEN) return 'loses';
    return `${percent(line.win_rate)} (${line.score > 0 ? '+' : ''}${line.score})`;
  }

  /** An analysis snapshot in words, and its first line as ghost stones on the board. */
  function showAnalysis(analysis, question) {
    question.millis = performance.now() - question.started;
    const seconds = (question.millis / 1000).toFixed(1);
    const head = document.createElement('span');
    head.className = 'analysis-head';
    head.textContent = `Depth ${analysis.depth} · ${analysis.nodes.toLocaleString('en-US')} nodes · ${seconds} s`;
    const list = document.createElement('ol');
    list.className = 'analysis-lines';
    for (const line of analysis.lines) {
      const item = document.createElement('li');
      item.textContent = `${evaluation(line)}: ${line.moves.join(' ')}`;
      list.append(item);
    }
    const parts = [head, list];
    const { proved } = analysis;
    if (proved) {
      const proof = document.createElement('span');
      proof.className = 'analysis-proved';
      const verb = proved.win ? 'wins' : 'loses';
      proof.textContent = `${question.mover} ${verb} in ${proved.moves}: ${proved.line.join(' ')}`;
      parts.push(proof);
    }
    el.computerThought.replaceChildren(...parts);
    el.computerThought.hidden = false;
    placeGhosts(analysis.lines[0]?.moves ?? []);
  }

  let ghosted = [];
  /** The distance between neighbouring points near `[x, y]`, from the board's own hit test:
   * the name at a point changes half that distance away. */
  function stepAt(playground, [x, y]) {
    const here = playground.name_at(x, y);
    for (let d = 1; d < 200; d += 1) {
      if (playground.name_at(x + d, y) !== here || playground.name_at(x - d, y) !== here) return 2 * d;
    }
    return 24;
  }

  /** Numbered, translucent stones for `moves` (the side to move's first). */
  function placeGhosts(moves) {
    ghosted = moves;
    const playground = current();
    const layer = el.analysisGhosts;
    layer.replaceChildren();
    const first = store.state.report?.to_move?.number === 2 ? 'second' : 'first';
    const other = first === 'first' ? 'second' : 'first';
    let size = null;
    moves.forEach((move, i) => {
      const point = playground?.locate(move);
      if (!point) return;
      size ??= Math.max(10, stepAt(playground, point) * 0.9);
      const ghost = document.createElement('span');
      ghost.className = `ghost-stone ${i % 2 === 0 ? first : other}`;
      ghost.textContent = String(i + 1);
      ghost.title = `${i + 1}. ${move}`;
      Object.assign(ghost.style, {
        left: `${point[0]}px`, top: `${point[1]}px`, width: `${size}px`, height: `${size}px`,
        fontSize: `${Math.max(8, size * 0.45)}px`,
      });
      layer.append(ghost);
    });
    layer.hidden = !layer.childElementCount;
  }

  let marked = null;
  function clearMarker() {
    marked = null;
    el.analysisMarker.hidden = true;
    ghosted = [];
    el.analysisGhosts.replaceChildren();
    el.analysisGhosts.hidden = true;
  }

  function placeMarker(thought) {
    marked = thought;
    const point = current()?.locate(thought.best);
    const marker = el.analysisMarker;
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
    const { report } = store.state;
    if (!playground || !report?.to_move) return;
    if (report.computer) {
      const move = playground.suggest();
      if (move) store.attempt(() => playground.play(move));
    } else {
      say('');
      ask(true);
    }
  }

  function update(report) {
    const playground = current();
    const game = playground?.game();
    const perfect = report.computer;
    el.computer.hidden = !playground;
    el.computerSearch.hidden = perfect;
    clearTimeout(pending);
    // A new position: the question about the old one no longer matters.
    if (asked && playground && asked.link !== playground.link()) cancel();
    if (!asked) say('');
    clearMarker();
    el.computerThought.hidden = true;
    if (!perfect && noEngine.has(game)) {
      say('No computer player for this game yet.');
      el.computerPlays.checked = false;
      el.analyse.checked = false;
      return;
    }
    const side = Number(el.computerSide.value);
    // Only at the end of the line: stepping back through the moves must not start a new line.
    const atEnd = report.undone === 0;
    const ours = el.computerPlays.checked && atEnd && report.to_move?.number === side;
    if (ours) {
      if (perfect) {
        // A short pause, so the player sees their own move land before the answer.
        pending = setTimeout(computerMove, 250);
      } else if (!asked) {
        say('');
        ask(true);
      }
    } else if (!perfect && el.analyse.checked && report.to_move) {
      const link = playground.link();
      if (known?.link === link && known.analysis) {
        showAnalysis(known.analysis, { ...known, started: performance.now() - known.millis });
      } else if (known?.link === link) showThought(known.thought, known.mover);
      else if (asked?.link !== link) analyse();
    }
  }

  function refresh() {
    if (current()) update(store.state.report);
  }

  el.computerMove.addEventListener('click', computerMove);
  el.computerStop.addEventListener('click', stop);
  el.computerPlays.addEventListener('change', refresh);
  el.computerSide.addEventListener('change', refresh);
  el.computerLevel.addEventListener('change', () => { cancel(); refresh(); });
  el.analyse.addEventListener('change', () => {
    if (!el.analyse.checked) {
      if (asked && !asked.play) cancel();
      clearMarker();
    }
    refresh();
  });
  // The board may be drawn at another size: keep the marker on its point.
  new ResizeObserver(() => {
    if (marked) placeMarker(marked);
    if (ghosted.length) placeGhosts(ghosted);
  }).observe(canvas);
  store.subscribe(({ report }, previous) => {
    if (report && report !== previous.report) update(report);
  });
}
