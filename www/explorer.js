// The Grundy explorer: a game's values computed in a worker (explorer-worker.js) a slice at a
// time, shown as they arrive: progress, a plot (a heat map for two-dimensional games), the
// period with its certificate, the largest value, rare and common values, a table, and CSV.
// The page itself only draws; every value comes from the same engine as `arbiter grundy`.
import init, { games, explorer_games } from './pkg/arbiter.js';
import { byIds, download, make } from './dom.js';
import { errorText } from './errors.js';
import {
  NO_VALUE, drawPlot, duration, isRare, isTable, memory, number, plotIndex, tallyColumns,
} from './explorer-plot.js';
import { showHeader } from './site-header.js';
import { exposeArbiter } from './window-arbiter.js';

const TABLE_ROWS = 20;
const TABLE_COLUMNS = 10;
/** The playground's pin rows hold at most this many pins. */
const MAX_PINS = 30;

showHeader('explorer');
/** explorer.html's elements, looked up once here. */
const el = byIds(['explore', 'ruleset', 'rulesets', 'to-label', 'to', 'start', 'stop', 'csv', 'error',
  'progress', 'progress-text', 'plot-title', 'plot', 'plot-note', 'pick', 'game-title', 'method', 'period',
  'certificate', 'largest', 'memory', 'sparse', 'counts', 'table-prev', 'table-from', 'table-next', 'values']);

/** Everything the page knows about the run shown. */
const state = {
  worker: null,
  running: false,
  stopped: false,
  values: new Uint32Array(0),
  len: 0,
  target: 0,
  side: null,
  summary: null,
  elapsed: 0,
  columns: null,
  playground: new Map(),
  drawQueued: false,
  picked: null,
};

function start(event) {
  event?.preventDefault();
  stopWorker();
  const ruleset = el.ruleset.value.trim();
  const to = Number(el.to.value);
  el.error.hidden = true;
  Object.assign(state, {
    running: true, stopped: false, len: 0, summary: null, elapsed: 0, side: null, picked: null,
    values: new Uint32Array(0), target: 0, columns: null,
  });
  el.pick.hidden = true;
  const worker = new Worker(new URL('./explorer-worker.js', import.meta.url), { type: 'module' });
  state.worker = worker;
  worker.onmessage = ({ data }) => {
    if (worker !== state.worker) return;
    if (data.type === 'error') {
      showError(data.message);
      stopWorker();
      state.running = false;
      queueDraw();
      return;
    }
    receive(data);
    if (data.type === 'done') {
      state.running = false;
      stopWorker();
    }
    queueDraw();
  };
  worker.onerror = (err) => {
    showError(`The worker failed: ${err.message ?? err}`);
    stopWorker();
    state.running = false;
    queueDraw();
  };
  worker.postMessage({ type: 'start', ruleset, to });
  const url = new URL(location.href);
  url.searchParams.set('game', ruleset);
  url.searchParams.set('to', String(to));
  history.replaceState(null, '', url);
  queueDraw();
}

/** Takes a slice's values and the summary after it. */
function receive({ values, summary, elapsed }) {
  if (state.values.length < summary.target) {
    const grown = new Uint32Array(summary.target);
    grown.set(state.values.subarray(0, state.len));
    state.values = grown;
  }
  state.values.set(values, state.len);
  const from = state.len;
  state.len += values.length;
  state.target = summary.target;
  state.side = summary.side;
  state.summary = summary;
  state.elapsed = elapsed;
  tallyColumns(state, el.plot, from);
}

function stop() {
  if (!state.running) return;
  stopWorker();
  state.running = false;
  state.stopped = true;
  tallyColumns(state, el.plot, state.len);
  queueDraw();
}

function stopWorker() {
  state.worker?.terminate();
  state.worker = null;
}

function showError(message) {
  el.error.textContent = message;
  el.error.hidden = false;
}

function queueDraw() {
  if (state.drawQueued) return;
  state.drawQueued = true;
  requestAnimationFrame(() => {
    state.drawQueued = false;
    draw();
  });
}

function draw() {
  drawProgress();
  drawFacts();
  drawPlot(state, el);
  drawTable();
  el.start.textContent = state.running ? 'Restart' : 'Compute';
  el.stop.disabled = !state.running;
  el.csv.disabled = state.len === 0;
  el.toLabel.textContent = isTable(state) ? 'Board side' : 'Heaps up to';
}

function drawProgress() {
  const { len, target, elapsed } = state;
  el.progress.max = Math.max(target, 1);
  el.progress.value = len;
  let text;
  if (!target) text = state.running ? 'Starting…' : 'Not started.';
  else {
    // A rate over less than 10 ms of work measures the clock more than the engine.
    const rate = elapsed >= 10 ? ` · ${number(Math.round(len / (elapsed / 1000)))} values/s` : '';
    const what = state.running ? 'Computing' : state.stopped ? 'Stopped' : 'Done';
    text = `${what}: ${number(len)} of ${number(target)} values in ${duration(elapsed)}${rate}`;
  }
  el.progressText.textContent = text;
  document.body.dataset.explorer = state.running ? 'running' : state.stopped ? 'stopped' : target ? 'done' : 'idle';
}

function drawFacts() {
  const s = state.summary;
  el.gameTitle.textContent = s ? s.ruleset : 'Summary';
  el.method.textContent = s ? s.method : '—';
  el.memory.textContent = s
    ? `${s.bytes_per_value} bytes per value in the engine, 4 in the page (${memory(state.len * (s.bytes_per_value + 4))})`
    : '—';
  const period = el.period;
  const certificate = el.certificate;
  certificate.className = '';
  if (!s) {
    period.textContent = certificate.textContent = '—';
  } else if (s.period) {
    const p = s.period;
    period.textContent = p.saltus
      ? `${p.period} from heap ${p.preperiod}, saltus ${p.saltus}`
      : `${p.period} from heap ${p.preperiod}`;
    if (p.certified) {
      certificate.textContent = `certified: ${p.theorem}; ${number(p.needed)} values needed, ${number(p.have)} computed${s.from_period != null ? `; heaps from ${number(s.from_period)} on read off the period` : ''}`;
      certificate.className = 'certified';
    } else {
      certificate.textContent = `not yet: ${p.theorem}; ${number(p.needed)} values needed, ${number(p.have)} computed`;
      certificate.className = 'uncertified';
    }
  } else {
    period.textContent = s.no_period ? `not looked for: ${s.no_period}` : `none apparent in ${number(s.len)} values`;
    certificate.textContent = '—';
  }
  if (s?.largest) {
    const [v, at] = s.largest;
    el.largest.textContent = s.side ? `${v} at (${Math.floor(at / s.side)}, ${at % s.side})` : `${v} at heap ${number(at)}`;
  } else el.largest.textContent = '—';
  const sparse = s?.sparse;
  if (!s) el.sparse.textContent = '—';
  else if (!sparse) el.sparse.textContent = isTable(state) ? 'Not for tables.' : 'No sparse space: rare values are not few.';
  else {
    const rare = sparse.rare_values.slice(0, 40).map(([v, k]) => `${v}×${k}`).join(' ');
    const common = s.counts.filter(([v]) => !sparse.rare_values.some(([r]) => r === v)).map(([v]) => v);
    const parity = sparse.alternating != null ? ', parity alternating with n' : '';
    el.sparse.textContent = `Mask ${'0x' + sparse.mask.toString(16)}${parity}: ${number(sparse.rare_heaps)} rare heaps, the last at ${sparse.last_rare_heap ?? '—'}. Rare values: ${rare || 'none'}${sparse.rare_values.length > 40 ? ' …' : ''}. Values only ever common: ${common.length} (${common.slice(0, 24).join(' ')}${common.length > 24 ? ' …' : ''}).`;
  }
  el.counts.textContent = s
    ? s.counts.slice(0, 80).map(([v, k]) => `${v}×${k}`).join(' ') + (s.counts.length > 80 ? ` … (${s.counts.length} values)` : '')
    : '—';
}


/** Shows the value of a heap (or cell) and the link to play it. */
function pick(index) {
  if (index >= state.len) return;
  state.picked = index;
  const s = state.summary;
  const v = state.values[index];
  const line = el.pick;
  line.hidden = false;
  line.textContent = '';
  let where, link = null, why = null;
  if (isTable(state)) {
    const [x, y] = [Math.floor(index / state.side), index % state.side];
    where = `G(${x}, ${y}) = ${v === NO_VALUE ? 'no position' : v}`;
    const slug = s.ruleset === 'The cutting game' ? 'cutting-game' : 'queens';
    const side = Math.max(10, x + 1, y + 1);
    if (v === NO_VALUE) why = 'There is no game to play from here.';
    else if (!state.playground.has(slug)) why = 'The playground has no board for this game yet.';
    else if (slug === 'cutting-game') link = `index.html?game=cutting-game&sheets=${x}x${y}`;
    else if (side <= 100) link = `index.html?game=queens&size=${side}&queens=${x},${y}`;
    else why = 'The playground\'s queens board has at most 100 columns.';
  } else {
    where = `G(${number(index)}) = ${v}${isRare(state, index, v) ? ' (rare)' : ''}`;
    if (s.code && index >= 1 && index <= MAX_PINS && state.playground.has('octal')) {
      link = `index.html?game=octal&code=${encodeURIComponent(s.code)}&rows=${index}`;
    } else if (s.code) {
      why = `The playground's rows hold 1 to ${MAX_PINS} pins.`;
    } else {
      why = 'The playground has no board for this game yet.';
    }
  }
  line.append(where + ' · ');
  if (link) {
    line.append(make('a', {
      href: link,
      id: 'play-link',
      textContent: isTable(state) ? 'Open this position in the playground' : `Play from heap ${index} in the playground`,
    }));
  } else line.append(why);
  if (!isTable(state)) {
    el.tableFrom.value = String(Math.floor(index / (TABLE_ROWS * TABLE_COLUMNS)) * TABLE_ROWS * TABLE_COLUMNS);
  }
  queueDraw();
}

function drawTable() {
  const table = el.values;
  table.textContent = '';
  if (!state.len) return;
  const from = Math.max(0, Number(el.tableFrom.value) || 0);
  const head = table.createTHead().insertRow();
  const periodFrom = state.summary?.from_period;
  if (isTable(state)) {
    const side = state.side;
    const columns = Math.min(side, 24);
    head.insertCell().outerHTML = '<th>x \\ y</th>';
    for (let y = 0; y < columns; y++) head.insertCell().outerHTML = `<th>${y}</th>`;
    const body = table.createTBody();
    for (let x = Math.min(from, side - 1); x < Math.min(side, from + TABLE_ROWS); x++) {
      const row = body.insertRow();
      row.insertCell().outerHTML = `<th>${x}</th>`;
      for (let y = 0; y < columns; y++) {
        const v = state.values[x * side + y];
        const td = row.insertCell();
        td.textContent = v === NO_VALUE ? '·' : String(v);
        td.dataset.index = String(x * side + y);
      }
    }
    return;
  }
  head.insertCell().outerHTML = '<th>n</th>';
  for (let c = 0; c < TABLE_COLUMNS; c++) head.insertCell().outerHTML = `<th>+${c}</th>`;
  const body = table.createTBody();
  const start = Math.floor(Math.min(from, state.len - 1) / TABLE_COLUMNS) * TABLE_COLUMNS;
  for (let r = 0; r < TABLE_ROWS; r++) {
    const base = start + r * TABLE_COLUMNS;
    if (base >= state.len) break;
    const row = body.insertRow();
    row.insertCell().outerHTML = `<th>${number(base)}</th>`;
    for (let c = 0; c < TABLE_COLUMNS; c++) {
      const n = base + c;
      const td = row.insertCell();
      if (n >= state.len) continue;
      const v = state.values[n];
      td.textContent = String(v);
      td.dataset.index = String(n);
      if (isRare(state, n, v)) td.className = 'rare';
      else if (periodFrom != null && n >= periodFrom) td.className = 'periodic';
    }
  }
}

function moveTable(direction) {
  const step = isTable(state) ? TABLE_ROWS : TABLE_ROWS * TABLE_COLUMNS;
  const limit = isTable(state) ? state.side - 1 : state.len - 1;
  const from = Math.max(0, Number(el.tableFrom.value) || 0);
  el.tableFrom.value = String(Math.min(Math.max(0, from + direction * step), Math.max(limit, 0)));
  drawTable();
}

/** The values as CSV, built a chunk at a time so the page stays responsive. */
async function downloadCsv() {
  const parts = [];
  const name = (state.summary?.code ?? state.summary?.ruleset ?? 'values').replace(/[^\w.]+/g, '-');
  if (isTable(state)) {
    parts.push('x,y,value\n');
    const side = state.side;
    let text = '';
    for (let i = 0; i < state.len; i++) {
      const v = state.values[i];
      if (v !== NO_VALUE) text += `${Math.floor(i / side)},${i % side},${v}\n`;
    }
    parts.push(text);
  } else {
    parts.push('n,value\n');
    const CHUNK = 200000;
    for (let from = 0; from < state.len; from += CHUNK) {
      const lines = [];
      const to = Math.min(state.len, from + CHUNK);
      for (let n = from; n < to; n++) lines.push(`${n},${state.values[n]}`);
      parts.push(lines.join('\n') + '\n');
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  download(new Blob(parts, { type: 'text/csv' }), `grundy-${name}-${state.len}.csv`);
}

async function main() {
  await init();
  for (const g of explorer_games()) {
    el.rulesets.append(make('option', { value: g.name, label: `${g.title}${g.code ? ` (${g.code})` : ''}: ${g.rules}` }));
  }
  for (const code of ['0.07', '0.137', '0.007', '4.07', '0.77', '{1,2,5}']) {
    el.rulesets.append(make('option', { value: code }));
  }
  for (const g of games()) state.playground.set(g.slug, g);
  el.explore.addEventListener('submit', start);
  el.stop.addEventListener('click', stop);
  el.csv.addEventListener('click', downloadCsv);
  el.plot.addEventListener('click', (event) => {
    const index = plotIndex(state, el.plot, event);
    if (index !== null) pick(index);
  });
  el.tablePrev.addEventListener('click', () => moveTable(-1));
  el.tableNext.addEventListener('click', () => moveTable(1));
  el.tableFrom.addEventListener('change', drawTable);
  el.values.addEventListener('click', (event) => {
    const index = event.target.closest('td')?.dataset.index;
    if (index != null) pick(Number(index));
  });
  const params = new URLSearchParams(location.search);
  if (params.has('game')) el.ruleset.value = params.get('game');
  if (params.has('to')) el.to.value = params.get('to');
  exposeArbiter({ canvas: el.plot, explorer: state });
  draw();
  document.body.dataset.ready = 'true';
  if (params.has('game')) start();
}

main().catch((err) => {
  showError(`The explorer could not start: ${errorText(err)}`);
});
