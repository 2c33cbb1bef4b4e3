// The win-rate graph of a game the verdicts cannot judge (Havannah, Connect): on request, the
// computer worker searches every position of the line (wasm `win_rates`), and the graph shows
// the first player's chance over the game, the moves after which the mover's chance fell by
// more than the set amount in red. Clicking the graph shows the position nearest the click.
// A change to the line's moves makes the graph stale: it goes, and can be asked for again.

import { computerWorker } from './engine-module.js';

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 300;
const HEIGHT = 80;
/** Milliseconds the engine searches each position. */
const MILLIS_EACH = 150;

/**
 * Wires the graph (`el`, elements.js's `winRate`) to `store`; `goTo(ply)` shows the position
 * after `ply` moves.
 */
export function setUpWinRate(el, store, { goTo }) {
  let worker = null;
  let nextId = 1;
  let asked = null; // { id, revision }
  let shown = null; // { revision, rates }

  const shape = (tag, attributes) => {
    const node = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    return node;
  };

  function ask() {
    const { playground, report } = store.state;
    if (!playground || !report) return;
    worker ??= computerWorker();
    worker.onmessage = ({ data }) => answered(data);
    asked = { id: nextId++, revision: report.revision };
    const positions = report.played + report.undone + 1;
    el.winRateNote.textContent = `Searching ${positions} positions…`;
    el.winRateRun.disabled = true;
    worker.postMessage({ id: asked.id, link: playground.link(), winRates: MILLIS_EACH });
  }

  function answered({ id, winRates, error }) {
    if (!asked || id !== asked.id) return;
    const { revision } = asked;
    asked = null;
    el.winRateRun.disabled = false;
    if (error || !winRates) {
      el.winRateNote.textContent = error ?? 'This game has no engine to give win rates.';
      return;
    }
    if (store.state.report?.revision !== revision) {
      el.winRateNote.textContent = 'The moves changed while searching: ask again.';
      return;
    }
    shown = { revision, rates: winRates };
    draw();
  }

  const x = (ply, plies) => (plies === 0 ? 0 : (ply / plies) * WIDTH);
  const y = (rate) => (1 - rate) * HEIGHT;

  function draw() {
    const report = store.state.report;
    const graph = el.winRateGraph;
    // An <svg> has no `hidden` property: the attribute is set itself.
    if (!shown || !report || report.revision !== shown.revision) {
      graph.toggleAttribute('hidden', true);
      return;
    }
    const { first_player: rates, mistakes, review, mistake_drop: drop } = shown.rates;
    const plies = rates.length - 1;
    const points = rates.map((rate, ply) => (rate === null ? null : [x(ply, plies), y(rate)]));
    const mistaken = new Map(mistakes.map((m) => [m.number, m]));
    const pct = (rate) => `${Math.round(rate * 100)}%`;
    const children = [
      shape('line', { x1: 0, x2: WIDTH, y1: HEIGHT / 2, y2: HEIGHT / 2, class: 'win-rate-even' }),
      shape('line', {
        x1: x(report.played, plies), x2: x(report.played, plies), y1: 0, y2: HEIGHT,
        class: 'win-rate-now',
      }),
      shape('polyline', {
        points: points.filter(Boolean).map((p) => p.join(',')).join(' '), class: 'win-rate-line',
      }),
    ];
    points.forEach((point, ply) => {
      if (!point) return;
      const mistake = mistaken.get(ply);
      const dot = shape('circle', {
        cx: point[0], cy: point[1], r: mistake ? 3.5 : 2,
        class: mistake ? 'win-rate-mistake' : 'win-rate-point', 'data-ply': ply,
      });
      const title = shape('title', {});
      const where = ply === 0 ? 'Start' : `Move ${ply}`;
      const fell = mistake
        ? ` — mistake by ${mistake.by.name} (${pct(mistake.before)} → ${pct(mistake.after)})`
        : '';
      title.textContent = `${where}: ${pct(rates[ply])} for the first player${fell}`;
      dot.append(title);
      children.push(dot);
    });
    graph.replaceChildren(...children);
    graph.setAttribute('aria-label', `The first player's win rate over the game. ${review.text}`);
    graph.toggleAttribute('hidden', false);
    const fall = Math.round(drop * 100);
    el.winRateNote.textContent =
      `${review.text} A mistake: the mover's win rate falls by more than ${fall} points.`;
  }

  el.winRateRun.addEventListener('click', ask);
  el.winRateGraph.addEventListener('click', (event) => {
    if (!shown) return;
    const box = el.winRateGraph.getBoundingClientRect();
    const plies = shown.rates.first_player.length - 1;
    const ply = Math.round(((event.clientX - box.left) / box.width) * plies);
    goTo(Math.max(0, Math.min(plies, ply)));
  });

  store.subscribe(({ report }, previous) => {
    if (!report || report === previous.report) return;
    // Only games with no verdicts (Havannah, Connect), whose engine estimates, offer the graph.
    el.winRate.hidden = report.hints_offered;
    if (shown && report.revision !== shown.revision) {
      shown = null;
      el.winRateNote.textContent = '';
    }
    draw();
  });
}
