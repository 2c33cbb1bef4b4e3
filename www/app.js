// The playground page: events, panels and the DOM. Boards are drawn, and clicks mapped to
// moves, by the Rust view layer behind `Playground`; this file only wires the page to it.
import init, { games, problems, judge, Playground } from './pkg/arbiter.js';

const $ = (id) => document.getElementById(id);
const canvas = $('board');

let gameList = [];
let problemList = [];
let playground = null;
let lastReport = null;
let refusalTimer = 0;

/** Sends the current game's board to the canvas. */
function draw() {
  if (playground) playground.render(canvas);
}

let drawQueued = false;
function requestDraw() {
  if (drawQueued) return;
  drawQueued = true;
  requestAnimationFrame(() => {
    drawQueued = false;
    draw();
  });
}

function showRefusal(message) {
  const box = $('refusal');
  box.textContent = message;
  box.hidden = false;
  clearTimeout(refusalTimer);
  refusalTimer = setTimeout(() => { box.hidden = true; }, 6000);
}

function clearRefusal() {
  $('refusal').hidden = true;
}

function errorText(err) {
  return err instanceof Error ? err.message : String(err);
}

/** Runs a call that returns a report; a refusal is shown and the game stays as it was. */
function attempt(call) {
  try {
    const report = call();
    clearRefusal();
    showReport(report);
  } catch (err) {
    showRefusal(errorText(err));
  }
  requestDraw();
}

function showReport(report) {
  lastReport = report;
  $('status').textContent = report.status;
  const verdict = $('verdict');
  verdict.textContent = report.verdict;
  verdict.className = `verdict ${report.tone}`;

  const facts = $('facts');
  facts.replaceChildren();
  for (const fact of report.facts) {
    const dt = document.createElement('dt');
    dt.textContent = fact.label;
    const dd = document.createElement('dd');
    dd.textContent = fact.value;
    facts.append(dt, dd);
  }

  $('pending').hidden = !report.pending;
  $('pending').textContent = report.pending;

  const actions = $('actions');
  // Keep what was typed into an action's text box, and whether it was open, across redraws.
  const typed = Object.fromEntries([...actions.querySelectorAll('textarea')].map((t) => [t.name, t.value]));
  const open = new Set([...actions.querySelectorAll('details[open]')].map((d) => d.dataset.textAction));
  actions.replaceChildren();
  for (const action of report.actions) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = action.label;
    button.disabled = !action.enabled;
    button.dataset.action = action.id;
    if (action.prompt === null) {
      button.addEventListener('click', () => runAction(action.id));
      actions.append(button);
      continue;
    }
    const box = document.createElement('details');
    box.className = 'action-text';
    box.dataset.textAction = action.id;
    box.open = open.has(action.id);
    const summary = document.createElement('summary');
    summary.textContent = `${action.label}…`;
    const area = document.createElement('textarea');
    area.name = action.id;
    area.rows = 4;
    area.placeholder = action.prompt;
    area.spellcheck = false;
    area.value = typed[action.id] ?? '';
    button.addEventListener('click', () => runAction(action.id, area.value));
    box.append(summary, area, button);
    actions.append(box);
  }

  $('hint-note').textContent = report.hint_note;
  const hints = $('hint-list');
  hints.replaceChildren(...report.hints.map((text) => {
    const li = document.createElement('li');
    li.textContent = text;
    return li;
  }));

  const list = $('move-list');
  const played = report.moves.map((text, i) => {
    const li = document.createElement('li');
    li.textContent = text;
    if (i === report.moves.length - 1) li.className = 'last';
    return li;
  });
  const undone = report.redo.map((text) => {
    const li = document.createElement('li');
    li.textContent = text;
    li.className = 'undone';
    return li;
  });
  list.replaceChildren(...played, ...undone);
  list.scrollTop = list.scrollHeight;
  $('no-moves').hidden = played.length + undone.length > 0;
  $('undo').disabled = report.moves.length === 0;
  $('redo').disabled = report.redo.length === 0;
}

function runAction(id, argument) {
  if (!playground) return;
  attempt(() => playground.act(id, argument));
}

// ---- Options form, generated from each game's option list ----

function optionField(option) {
  const label = document.createElement('label');
  const caption = document.createElement('span');
  caption.textContent = option.label;
  label.append(caption);
  let input;
  if (option.kind === 'choice') {
    input = document.createElement('select');
    for (const [value, text] of option.choices) {
      const opt = document.createElement('option');
      opt.value = value;
      opt.textContent = text;
      input.append(opt);
    }
  } else if (option.kind === 'text' && option.default.includes('\n')) {
    input = document.createElement('textarea');
    input.rows = 4;
  } else {
    input = document.createElement('input');
    input.type = option.kind === 'int' ? 'number' : 'text';
    if (option.min !== null) input.min = option.min;
    if (option.max !== null) input.max = option.max;
  }
  input.name = option.key;
  input.value = option.default;
  label.append(input);
  if (option.help) {
    const help = document.createElement('small');
    help.textContent = option.help;
    label.append(help);
  }
  return label;
}

function currentGame() {
  return gameList.find((g) => g.slug === $('game').value) ?? gameList[0];
}

function buildOptions(game) {
  $('option-fields').replaceChildren(...game.options.map(optionField));
  $('blurb').textContent = game.blurb;
  $('options-error').hidden = true;
}

function optionValues() {
  const values = {};
  for (const field of $('options').elements) {
    if (field.name) values[field.name] = String(field.value);
  }
  return values;
}

function startGame() {
  const game = currentGame();
  try {
    const next = new Playground(game.slug, optionValues());
    if (playground) playground.free();
    playground = next;
    $('options-error').hidden = true;
    clearRefusal();
    showReport(playground.report());
    requestDraw();
    const url = new URL(location.href);
    url.searchParams.set('game', game.slug);
    history.replaceState(null, '', url);
  } catch (err) {
    $('options-error').textContent = errorText(err);
    $('options-error').hidden = false;
  }
}

// ---- Board input: click, hover, drag to pan, wheel and pinch to zoom ----

const pointers = new Map();
let dragged = false;
let pinchDistance = 0;

function localPoint(event) {
  const rect = canvas.getBoundingClientRect();
  return [event.clientX - rect.left, event.clientY - rect.top];
}

canvas.addEventListener('pointerdown', (event) => {
  canvas.setPointerCapture(event.pointerId);
  pointers.set(event.pointerId, localPoint(event));
  dragged = false;
  if (pointers.size === 2) {
    const [a, b] = [...pointers.values()];
    pinchDistance = Math.hypot(a[0] - b[0], a[1] - b[1]);
  }
});

canvas.addEventListener('pointermove', (event) => {
  if (!playground) return;
  const point = localPoint(event);
  const previous = pointers.get(event.pointerId);
  if (!previous) {
    if (playground.hover(point[0], point[1])) requestDraw();
    return;
  }
  pointers.set(event.pointerId, point);
  if (pointers.size === 2) {
    const [a, b] = [...pointers.values()];
    const distance = Math.hypot(a[0] - b[0], a[1] - b[1]);
    if (pinchDistance > 0 && playground.zoom((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, distance / pinchDistance)) {
      requestDraw();
    }
    pinchDistance = distance;
    dragged = true;
    return;
  }
  const dx = point[0] - previous[0];
  const dy = point[1] - previous[1];
  if (dragged || Math.hypot(dx, dy) > 4) {
    dragged = true;
    if (playground.pan(dx, dy)) requestDraw();
  } else {
    pointers.set(event.pointerId, previous);
  }
});

function releasePointer(event) {
  const wasOnlyPointer = pointers.size === 1;
  pointers.delete(event.pointerId);
  if (pointers.size < 2) pinchDistance = 0;
  return wasOnlyPointer;
}

canvas.addEventListener('pointerup', (event) => {
  const single = releasePointer(event);
  if (!playground || dragged || !single || event.button > 0) return;
  const [x, y] = localPoint(event);
  attempt(() => playground.click(x, y));
});
canvas.addEventListener('pointercancel', releasePointer);
canvas.addEventListener('pointerleave', () => {
  if (playground && pointers.size === 0 && playground.hover(-1, -1)) requestDraw();
});

canvas.addEventListener('wheel', (event) => {
  if (!playground) return;
  if (!playground.zoomable()) return;
  // The wheel belongs to a zoomable board even at its zoom limits: the page must not scroll.
  event.preventDefault();
  const [x, y] = localPoint(event);
  if (playground.zoom(x, y, Math.exp(-event.deltaY * 0.0015))) requestDraw();
}, { passive: false });

document.addEventListener('keydown', (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.target.closest('input, textarea, select')) return;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) runAction('undo');
  else if (key === 'y' || (key === 'z' && event.shiftKey)) runAction('redo');
  else return;
  event.preventDefault();
});

new ResizeObserver(requestDraw).observe(canvas);

// ---- Judge panel ----

function runJudge() {
  const result = judge($('problem').value, $('judge-input').value);
  $('judge-output').textContent = result.output;
  $('judge-error').textContent = result.error ?? '';
  $('judge-error').hidden = !result.error;
}

// ---- Sections ----

function showSection() {
  const section = location.hash === '#check' ? 'check' : 'play';
  $('play').hidden = section !== 'play';
  $('check').hidden = section !== 'check';
  $('tab-play').classList.toggle('active', section === 'play');
  $('tab-check').classList.toggle('active', section === 'check');
  if (section === 'play') requestDraw();
}

async function main() {
  await init();
  gameList = games();
  for (const game of gameList) {
    const option = document.createElement('option');
    option.value = game.slug;
    option.textContent = game.title;
    $('game').append(option);
  }
  const wanted = new URL(location.href).searchParams.get('game');
  if (gameList.some((g) => g.slug === wanted)) $('game').value = wanted;
  buildOptions(currentGame());

  problemList = problems();
  for (const problem of problemList) {
    const option = document.createElement('option');
    option.value = problem.slug;
    option.textContent = `${problem.slug} — ${problem.title}`;
    $('problem').append(option);
  }

  $('game').addEventListener('change', () => {
    buildOptions(currentGame());
    startGame();
  });
  $('options').addEventListener('submit', (event) => {
    event.preventDefault();
    startGame();
  });
  $('undo').addEventListener('click', () => runAction('undo'));
  $('redo').addEventListener('click', () => runAction('redo'));
  $('hint-toggle').addEventListener('change', (event) => {
    $('hints').hidden = !event.target.checked;
  });
  $('judge-run').addEventListener('click', runJudge);
  $('judge-sample').addEventListener('click', () => {
    const problem = problemList.find((p) => p.slug === $('problem').value);
    $('judge-input').value = problem?.sample ?? '';
    runJudge();
  });
  $('judge-file').addEventListener('change', async (event) => {
    const file = event.target.files[0];
    if (file) $('judge-input').value = await file.text();
  });
  window.addEventListener('hashchange', showSection);

  $('loading').hidden = true;
  showSection();
  startGame();
  // For embedding pages and end-to-end tests: the live game and the canvas it draws on.
  window.arbiter = { get playground() { return playground; }, canvas, get report() { return lastReport; } };
  document.body.dataset.ready = 'true';
}

main().catch((err) => {
  $('loading').textContent = `Arbiter could not start: ${errorText(err)}`;
});
