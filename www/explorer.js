// The Grundy explorer: a game's values computed in a worker (explorer-worker.js) a slice at a
// time, shown as they arrive: progress, a plot (a heat map for two-dimensional games), the
// period with its certificate, the largest value, rare and common values, a table, and CSV.
// The page itself only draws; every value comes from the same engine as `arbiter grundy`.
import init, { games, explorer_games } from './pkg/arbiter.js';

const NO_VALUE = 0xffffffff;
const TABLE_ROWS = 20;
const TABLE_COLUMNS = 10;
/** The playground's pin rows hold at most this many pins. */
const MAX_PINS = 30;

const $ = (id) => document.getElementById(id);

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
  const ruleset = $('ruleset').value.trim();
  const to = Number($('to').value);
  $('error').hidden = true;
  Object.assign(state, {
    running: true, stopped: false, len: 0, summary: null, elapsed: 0, side: null, picked: null,
    values: new Uint32Array(0), target: 0, columns: null,
  });
  $('pick').hidden = true;
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
  tallyColumns(from);
}

function stop() {
  if (!state.running) return;
  stopWorker();
  state.running = false;
  state.stopped = true;
  tallyColumns(state.len);
  queueDraw();
}

function stopWorker() {
  state.worker?.terminate();
  state.worker = null;
}

function showError(message) {
  $('error').textContent = message;
  $('error').hidden = false;
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
  drawPlot();
  drawTable();
  $('start').textContent = state.running ? 'Restart' : 'Compute';
  $('stop').disabled = !state.running;
  $('csv').disabled = state.len === 0;
  $('to-label').textContent = isTable() ? 'Board side' : 'Heaps up to';
}

const number = (n) => n.toLocaleString('en-US');

function drawProgress() {
  const { len, target, elapsed } = state;
  $('progress').max = Math.max(target, 1);
  $('progress').value = len;
  const secs = (elapsed / 1000).toFixed(2);
  let text;
  if (!target) text = state.running ? 'Starting…' : 'Not started.';
  else {
    const rate = elapsed > 0 ? ` · ${number(Math.round(len / (elapsed / 1000)))} values/s` : '';
    const what = state.running ? 'Computing' : state.stopped ? 'Stopped' : 'Done';
    text = `${what}: ${number(len)} of ${number(target)} values in ${secs} s${rate}`;
  }
  $('progress-text').textContent = text;
  document.body.dataset.explorer = state.running ? 'running' : state.stopped ? 'stopped' : target ? 'done' : 'idle';
}

function drawFacts() {
  const s = state.summary;
  $('game-title').textContent = s ? s.ruleset : 'Summary';
  $('method').textContent = s ? s.method : '—';
  $('memory').textContent = s
    ? `${s.bytes_per_value} bytes per value in the engine, 4 in the page (${(state.len * (s.bytes_per_value + 4) / 1048576).toFixed(1)} MiB)`
    : '—';
  const period = $('period');
  const certificate = $('certificate');
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
    $('largest').textContent = s.side ? `${v} at (${Math.floor(at / s.side)}, ${at % s.side})` : `${v} at heap ${number(at)}`;
  } else $('largest').textContent = '—';
  const sparse = s?.sparse;
  if (!s) $('sparse').textContent = '—';
  else if (!sparse) $('sparse').textContent = isTable() ? 'Not for tables.' : 'No sparse space: rare values are not few.';
  else {
    const rare = sparse.rare_values.slice(0, 40).map(([v, k]) => `${v}×${k}`).join(' ');
    const common = s.counts.filter(([v]) => !sparse.rare_values.some(([r]) => r === v)).map(([v]) => v);
    const parity = sparse.alternating != null ? ', parity alternating with n' : '';
    $('sparse').textContent = `Mask ${'0x' + sparse.mask.toString(16)}${parity}: ${number(sparse.rare_heaps)} rare heaps, the last at ${sparse.last_rare_heap ?? '—'}. Rare values: ${rare || 'none'}${sparse.rare_values.length > 40 ? ' …' : ''}. Values only ever common: ${common.length} (${common.slice(0, 24).join(' ')}${common.length > 24 ? ' …' : ''}).`;
  }
  $('counts').textContent = s
    ? s.counts.slice(0, 80).map(([v, k]) => `${v}×${k}`).join(' ') + (s.counts.length > 80 ? ` … (${s.counts.length} values)` : '')
    : '—';
}

const isTable = () => state.side != null;

/** Whether heap n's value v is rare under the sparse-space classes. */
function isRare(n, v) {
  const sparse = state.summary?.sparse;
  if (!sparse || n === 0) return false;
  let bits = v & sparse.mask;
  let parity = 0;
  while (bits) { parity ^= 1; bits &= bits - 1; }
  const expected = sparse.alternating == null ? 1 : (n + sparse.alternating + 1) & 1;
  return parity !== expected;
}

const PLOT = { left: 40, top: 10, right: 10, bottom: 30 };

/**
 * The plot as a grid of pixels, one column per range of heaps and one row per range of
 * values: 1 where some heap there has such a value, 2 where one is rare. Each value arriving
 * sets one pixel, so drawing never walks the whole sequence; the grid is rebuilt only when
 * its scales change (the largest value outgrows them, the run stops, the rare classes change).
 */
function tallyColumns(from) {
  if (isTable()) return;
  const canvas = $('plot');
  const width = canvas.width - PLOT.left - PLOT.right;
  const height = canvas.height - PLOT.top - PLOT.bottom;
  const largest = state.summary?.largest?.[0] ?? 0;
  const extent = state.running || !state.stopped ? state.target : state.len;
  const sparse = JSON.stringify(state.summary?.sparse ? [state.summary.sparse.mask, state.summary.sparse.alternating] : null);
  let grid = state.columns;
  if (!grid || largest > grid.ymax || grid.extent !== extent || grid.sparse !== sparse) {
    const ymax = Math.max(1, Math.ceil(largest * 1.25));
    grid = { ymax, extent, sparse, width, height, cells: new Uint8Array(width * height) };
    state.columns = grid;
    from = 0;
  }
  const xs = width / Math.max(extent, 1);
  const ys = (height - 1) / grid.ymax;
  for (let n = from; n < state.len; n++) {
    const v = state.values[n];
    const c = Math.min(width - 1, Math.floor(n * xs));
    const r = Math.round(v * ys);
    const at = r * width + c;
    grid.cells[at] = Math.max(grid.cells[at], isRare(n, v) ? 2 : 1);
  }
}

function drawPlot() {
  const canvas = $('plot');
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (isTable()) return drawHeatMap(canvas, ctx);
  $('plot-title').textContent = 'Value against heap size';
  const { left, top } = PLOT;
  const width = canvas.width - PLOT.left - PLOT.right;
  const height = canvas.height - PLOT.top - PLOT.bottom;
  const grid = state.columns;
  const ymax = grid?.ymax ?? 1;
  const extent = grid?.extent ?? state.target;
  ctx.strokeStyle = '#d9cfbd';
  ctx.strokeRect(left - 0.5, top - 0.5, width + 1, height + 1);
  ctx.fillStyle = '#7a7366';
  ctx.font = '12px system-ui, sans-serif';
  ctx.fillText(String(ymax), 4, top + 10);
  ctx.fillText('0', 4, top + height);
  ctx.fillText('0', left, top + height + 16);
  const last = number(Math.max(extent - 1, 0));
  ctx.fillText(last, left + width - ctx.measureText(last).width, top + height + 16);
  ctx.fillText('heap n', left + width / 2 - 20, top + height + 16);
  if (!grid || !state.len) return;
  const p = state.summary?.period;
  const xs = width / Math.max(extent, 1);
  if (p?.certified) {
    const x = left + p.preperiod * xs;
    ctx.fillStyle = 'rgba(43, 79, 134, .08)';
    ctx.fillRect(x, top, left + width - x, height);
    ctx.strokeStyle = '#2b4f86';
    ctx.beginPath(); ctx.moveTo(x + 0.5, top); ctx.lineTo(x + 0.5, top + height); ctx.stroke();
  }
  const image = ctx.getImageData(left, top, width, height);
  const small = extent < width / 2;
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const mark = grid.cells[r * width + c];
      if (!mark) continue;
      const [red, green, blue] = mark === 2 ? [168, 50, 38] : [43, 42, 39];
      const size = small ? 1 : 0;
      for (let dy = -size; dy <= size; dy++) {
        for (let dx = -size; dx <= size; dx++) {
          const x = c + dx, y = height - 1 - r + dy;
          if (x < 0 || y < 0 || x >= width || y >= height) continue;
          const at = (y * width + x) * 4;
          image.data[at] = red; image.data[at + 1] = green; image.data[at + 2] = blue; image.data[at + 3] = 255;
        }
      }
    }
  }
  ctx.putImageData(image, left, top);
  const note = [];
  if (p?.certified) note.push(`Shaded: the periodic part from heap ${p.preperiod}.`);
  if (state.summary?.sparse) note.push('Red: heaps with a rare value.');
  note.push('Click the plot or a table cell to pick a heap.');
  $('plot-note').textContent = note.join(' ');
}

function heatColour(v, largest) {
  if (v === NO_VALUE) return '#e8e2d6';
  const t = largest ? v / largest : 0;
  return `hsl(${Math.round(220 - 200 * t)}, 65%, ${Math.round(88 - 50 * t)}%)`;
}

function drawHeatMap(canvas, ctx) {
  $('plot-title').textContent = 'Values over the board (click a cell)';
  const side = state.side;
  if (!side || !state.len) return;
  const cell = Math.max(1, Math.floor(Math.min(canvas.width - 40, canvas.height - 20) / side));
  const largest = state.summary?.largest?.[0] ?? 0;
  for (let x = 0; x < side; x++) {
    for (let y = 0; y < side; y++) {
      ctx.fillStyle = heatColour(state.values[x * side + y], largest);
      ctx.fillRect(30 + y * cell, 5 + x * cell, cell, cell);
    }
  }
  if (state.picked != null) {
    const [x, y] = [Math.floor(state.picked / side), state.picked % side];
    ctx.strokeStyle = '#a83226';
    ctx.lineWidth = 2;
    ctx.strokeRect(30 + y * cell, 5 + x * cell, cell, cell);
    ctx.lineWidth = 1;
  }
  ctx.fillStyle = '#7a7366';
  ctx.font = '12px system-ui, sans-serif';
  ctx.fillText('x↓ y→', 0, 14);
  $('plot-note').textContent = `Cell (x, y): ${state.summary.ruleset === 'The cutting game' ? 'a w × h sheet' : 'a queen at column x, row y'}; grey cells are no position (the game is already decided there). Colour runs from blue (0) to red (${largest}).`;
  state.heatCell = cell;
}

function plotClick(event) {
  const canvas = $('plot');
  const box = canvas.getBoundingClientRect();
  const px = (event.clientX - box.left) * (canvas.width / box.width);
  const py = (event.clientY - box.top) * (canvas.height / box.height);
  if (isTable()) {
    const cell = state.heatCell ?? 1;
    const y = Math.floor((px - 30) / cell), x = Math.floor((py - 5) / cell);
    if (x >= 0 && y >= 0 && x < state.side && y < state.side) pick(x * state.side + y);
    return;
  }
  const width = canvas.width - PLOT.left - PLOT.right;
  const extent = state.columns?.extent ?? state.target;
  const n = Math.floor(((px - PLOT.left) / width) * extent);
  if (n >= 0 && n < state.len) pick(n);
}

/** Shows the value of a heap (or cell) and the link to play it. */
function pick(index) {
  if (index >= state.len) return;
  state.picked = index;
  const s = state.summary;
  const v = state.values[index];
  const el = $('pick');
  el.hidden = false;
  el.textContent = '';
  let where, link = null, why = null;
  if (isTable()) {
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
    where = `G(${number(index)}) = ${v}${isRare(index, v) ? ' (rare)' : ''}`;
    if (s.code && index >= 1 && index <= MAX_PINS && state.playground.has('octal')) {
      link = `index.html?game=octal&code=${encodeURIComponent(s.code)}&rows=${index}`;
    } else if (s.code) {
      why = `The playground's rows hold 1 to ${MAX_PINS} pins.`;
    } else {
      why = 'The playground has no board for this game yet.';
    }
  }
  el.append(where + ' · ');
  if (link) {
    const a = document.createElement('a');
    a.href = link;
    a.id = 'play-link';
    a.textContent = isTable() ? 'Open this position in the playground' : `Play from heap ${index} in the playground`;
    el.append(a);
  } else el.append(why);
  if (!isTable()) {
    $('table-from').value = String(Math.floor(index / (TABLE_ROWS * TABLE_COLUMNS)) * TABLE_ROWS * TABLE_COLUMNS);
  }
  queueDraw();
}

function drawTable() {
  const table = $('values');
  table.textContent = '';
  if (!state.len) return;
  const from = Math.max(0, Number($('table-from').value) || 0);
  const head = table.createTHead().insertRow();
  const periodFrom = state.summary?.from_period;
  if (isTable()) {
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
      if (isRare(n, v)) td.className = 'rare';
      else if (periodFrom != null && n >= periodFrom) td.className = 'periodic';
    }
  }
}

function moveTable(direction) {
  const step = isTable() ? TABLE_ROWS : TABLE_ROWS * TABLE_COLUMNS;
  const limit = isTable() ? state.side - 1 : state.len - 1;
  const from = Math.max(0, Number($('table-from').value) || 0);
  $('table-from').value = String(Math.min(Math.max(0, from + direction * step), Math.max(limit, 0)));
  drawTable();
}

/** The values as CSV, built a chunk at a time so the page stays responsive. */
async function downloadCsv() {
  const parts = [];
  const name = (state.summary?.code ?? state.summary?.ruleset ?? 'values').replace(/[^\w.]+/g, '-');
  if (isTable()) {
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
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `grundy-${name}-${state.len}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

async function main() {
  await init();
  for (const g of explorer_games()) {
    const option = document.createElement('option');
    option.value = g.name;
    option.label = `${g.title}${g.code ? ` (${g.code})` : ''}: ${g.rules}`;
    $('rulesets').append(option);
  }
  for (const code of ['0.07', '0.137', '0.007', '4.07', '0.77', '{1,2,5}']) {
    const option = document.createElement('option');
    option.value = code;
    $('rulesets').append(option);
  }
  for (const g of games()) state.playground.set(g.slug, g);
  $('explore').addEventListener('submit', start);
  $('stop').addEventListener('click', stop);
  $('csv').addEventListener('click', downloadCsv);
  $('plot').addEventListener('click', plotClick);
  $('table-prev').addEventListener('click', () => moveTable(-1));
  $('table-next').addEventListener('click', () => moveTable(1));
  $('table-from').addEventListener('change', drawTable);
  $('values').addEventListener('click', (event) => {
    const index = event.target.closest('td')?.dataset.index;
    if (index != null) pick(Number(index));
  });
  const params = new URLSearchParams(location.search);
  if (params.has('game')) $('ruleset').value = params.get('game');
  if (params.has('to')) $('to').value = params.get('to');
  window.arbiter = { explorer: state };
  draw();
  document.body.dataset.ready = 'true';
  if (params.has('game')) start();
}

main().catch((err) => {
  showError(`The explorer could not start: ${err.message ?? err}`);
});
