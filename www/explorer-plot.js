// The explorer's plot: a game's values against heap size, drawn from the run's state
// (explorer.js) a pixel per value as they arrive, with the certified period shaded and rare
// values in red; a two-dimensional game's values as a heat map. Colours come from palette.css.

/** A value that is no position (tables: the game is already decided there). */
export const NO_VALUE = 0xffffffff;

/** Numbers as the explorer writes them. */
export const number = (n) => n.toLocaleString('en-US');

/** A run's time, `ms` milliseconds: seconds from 0.01 s on, milliseconds below, where
 * "0.00 s" would say nothing. */
export function duration(ms) {
  if (ms >= 10) return `${(ms / 1000).toFixed(2)} s`;
  return ms >= 1 ? `${Math.round(ms)} ms` : 'under 1 ms';
}

/** An amount of memory: MiB from 0.1 MiB on, KiB below, where "0.0 MiB" would say nothing. */
export function memory(bytes) {
  const mib = bytes / 1048576;
  if (mib >= 0.1) return `${mib.toFixed(1)} MiB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KiB`;
}

/** The plot's colours, by role (palette.css), and the two that are set a pixel at a time as RGB. */
function plotColours(canvas) {
  const style = getComputedStyle(canvas);
  const colour = (role) => style.getPropertyValue(`--plot-${role}`).trim();
  const rgb = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const colours = {
    frame: colour('frame'), text: colour('text'), period: colour('period'), periodBg: colour('period-bg'),
    rare: colour('rare'), empty: colour('empty'),
  };
  return { ...colours, rareRgb: rgb(colours.rare), inkRgb: rgb(colour('ink')) };
}

/** Whether the run is a table (a two-dimensional game) rather than a row of heaps. */
export const isTable = (state) => state.side != null;

/** Whether heap n's value v is rare under the sparse-space classes. */
export function isRare(state, n, v) {
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
export function tallyColumns(state, canvas, from) {
  if (isTable(state)) return;
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
    grid.cells[at] = Math.max(grid.cells[at], isRare(state, n, v) ? 2 : 1);
  }
}

/** Draws the plot, or the heat map of a table, on `el.plot`, with its title and note. */
export function drawPlot(state, el) {
  const canvas = el.plot;
  const colours = plotColours(canvas);
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (isTable(state)) return drawHeatMap(state, el, colours);
  el.plotTitle.textContent = 'Value against heap size';
  const { left, top } = PLOT;
  const width = canvas.width - PLOT.left - PLOT.right;
  const height = canvas.height - PLOT.top - PLOT.bottom;
  const grid = state.columns;
  const ymax = grid?.ymax ?? 1;
  const extent = grid?.extent ?? state.target;
  ctx.strokeStyle = colours.frame;
  ctx.strokeRect(left - 0.5, top - 0.5, width + 1, height + 1);
  ctx.fillStyle = colours.text;
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
    ctx.fillStyle = colours.periodBg;
    ctx.fillRect(x, top, left + width - x, height);
    ctx.strokeStyle = colours.period;
    ctx.beginPath(); ctx.moveTo(x + 0.5, top); ctx.lineTo(x + 0.5, top + height); ctx.stroke();
  }
  const image = ctx.getImageData(left, top, width, height);
  const small = extent < width / 2;
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const mark = grid.cells[r * width + c];
      if (!mark) continue;
      const [red, green, blue] = mark === 2 ? colours.rareRgb : colours.inkRgb;
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
  el.plotNote.textContent = note.join(' ');
}

function heatColour(v, largest, empty) {
  if (v === NO_VALUE) return empty;
  const t = largest ? v / largest : 0;
  return `hsl(${Math.round(220 - 200 * t)}, 65%, ${Math.round(88 - 50 * t)}%)`;
}

function drawHeatMap(state, el, colours) {
  const canvas = el.plot;
  const ctx = canvas.getContext('2d');
  el.plotTitle.textContent = 'Values over the board (click a cell)';
  const side = state.side;
  if (!side || !state.len) return;
  const cell = Math.max(1, Math.floor(Math.min(canvas.width - 40, canvas.height - 20) / side));
  const largest = state.summary?.largest?.[0] ?? 0;
  for (let x = 0; x < side; x++) {
    for (let y = 0; y < side; y++) {
      ctx.fillStyle = heatColour(state.values[x * side + y], largest, colours.empty);
      ctx.fillRect(30 + y * cell, 5 + x * cell, cell, cell);
    }
  }
  if (state.picked != null) {
    const [x, y] = [Math.floor(state.picked / side), state.picked % side];
    ctx.strokeStyle = colours.rare;
    ctx.lineWidth = 2;
    ctx.strokeRect(30 + y * cell, 5 + x * cell, cell, cell);
    ctx.lineWidth = 1;
  }
  ctx.fillStyle = colours.text;
  ctx.font = '12px system-ui, sans-serif';
  ctx.fillText('x↓ y→', 0, 14);
  el.plotNote.textContent = `Cell (x, y): ${state.summary.ruleset === 'The cutting game' ? 'a w × h sheet' : 'a queen at column x, row y'}; grey cells are no position (the game is already decided there). Colour runs from blue (0) to red (${largest}).`;
  state.heatCell = cell;
}

/** The heap (or cell) drawn where `event` was, or null. */
export function plotIndex(state, canvas, event) {
  const box = canvas.getBoundingClientRect();
  const px = (event.clientX - box.left) * (canvas.width / box.width);
  const py = (event.clientY - box.top) * (canvas.height / box.height);
  if (isTable(state)) {
    const cell = state.heatCell ?? 1;
    const y = Math.floor((px - 30) / cell), x = Math.floor((py - 5) / cell);
    return x >= 0 && y >= 0 && x < state.side && y < state.side ? x * state.side + y : null;
  }
  const width = canvas.width - PLOT.left - PLOT.right;
  const extent = state.columns?.extent ?? state.target;
  const n = Math.floor(((px - PLOT.left) / width) * extent);
  return n >= 0 && n < state.len ? n : null;
}
