// Keyboard play. On a board with named cells (Connect, Havannah, Gomoku) the arrows move a
// cursor from cell to cell and Enter or Space plays there; + and − zoom. Any game takes a move
// typed into the Move box, written as the move list writes it. `?` opens the list of shortcuts.
// Where the cursor is, and what a move did, is announced to screen readers. Ctrl+Z and Ctrl+Y
// undo and redo anywhere outside text fields. The cursor ring, and its cell's preview, show only
// while the keyboard steers (as :focus-visible does): a click or a tap that focuses the board
// leaves no ring on a cell it did not touch.

const DIRECTIONS = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function parseCell(name) {
  const match = /^\((-?\d+),\s*(-?\d+)\)$/.exec(name ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Says `text` to screen readers through `region`, a visually hidden live region. */
function announce(region, text) {
  region.textContent = '';
  // A fresh text node each time, so the same words are read again.
  requestAnimationFrame(() => { region.textContent = text; });
}

/**
 * Keyboard play on the board (`el`, elements.js's `board`: the canvas, the cursor ring, the
 * live region and the move box) of the game in `store`; `redraw()` asks for a frame.
 * `attempt(call)` runs a move and answers whether it went through (embedded boards send their
 * events from it; by default the store's); `signal` (an AbortSignal) removes the listeners.
 * Returns `{ refresh() }`, to call after each drawing.
 */
export function attachKeyboard(el, store, { redraw, attempt = store.attempt, signal }) {
  const { board: canvas, cursor: ring } = el;
  const current = () => store.state.playground;
  let cursor = null;
  // Whether the keyboard steers: set by a key on the board, or by a focus the browser shows
  // (:focus-visible), cleared by a pointer press and by leaving the board.
  let steering = false;

  function place() {
    const playground = current();
    const point = cursor && playground ? playground.locate(cursor) : null;
    ring.hidden = !point;
    if (point) {
      ring.style.left = `${point[0]}px`;
      ring.style.top = `${point[1]}px`;
    }
    return point;
  }

  /** The cursor's first cell: the last move, else the cell drawn at the board's centre. */
  function startCursor(playground) {
    const last = store.state.report?.last_move;
    if (last && parseCell(last) && playground.locate(last)) return last;
    return playground.name_at(canvas.clientWidth / 2, canvas.clientHeight / 2) ?? null;
  }

  /** The neighbouring cell drawn most nearly in direction (dx, dy) on screen. */
  function step(playground, [dx, dy]) {
    const at = parseCell(cursor);
    const from = playground.locate(cursor);
    if (!at || !from) return null;
    let best = null;
    for (let i = -1; i <= 1; i += 1) {
      for (let j = -1; j <= 1; j += 1) {
        if (i === 0 && j === 0) continue;
        const name = `(${at[0] + i}, ${at[1] + j})`;
        const point = playground.locate(name);
        if (!point) continue;
        const [vx, vy] = [point[0] - from[0], point[1] - from[1]];
        const length = Math.hypot(vx, vy);
        const along = (vx * dx + vy * dy) / length;
        // Within 35° of the arrow: straight on a square grid, either upper neighbour on a hex one.
        if (along < 0.8) continue;
        if (!best || length < best.length - 0.5 || (Math.abs(length - best.length) <= 0.5 && along > best.along)) {
          best = { name, length, along };
        }
      }
    }
    return best?.name ?? null;
  }

  function show() {
    steering = true;
    const point = place();
    const playground = current();
    if (point && playground.hover(point[0], point[1])) redraw();
  }

  canvas.addEventListener('keydown', (event) => {
    const playground = current();
    if (!playground || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=' || event.key === '-' || event.key === '−') {
      steering = true;
      const point = place() ?? [canvas.clientWidth / 2, canvas.clientHeight / 2];
      const factor = event.key === '-' || event.key === '−' ? 1 / 1.5 : 1.5;
      if (playground.zoom(point[0], point[1], factor)) redraw();
      requestAnimationFrame(place);
      event.preventDefault();
      return;
    }
    const direction = DIRECTIONS[event.key];
    if (direction && !event.shiftKey) {
      if (!cursor || !playground.locate(cursor)) cursor = startCursor(playground);
      else cursor = step(playground, direction) ?? cursor;
      if (!cursor) return; // No named cells: the arrows step through the move list instead.
      event.preventDefault();
      show();
      announce(el.announce, `Cursor ${cursor}`);
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && cursor) {
      event.preventDefault();
      // A cursor the player cannot see plays nothing: the key shows it first.
      if (!steering) {
        show();
        return;
      }
      if (attempt(() => playground.play(cursor))) {
        const next = store.state.report;
        announce(el.announce, `${next.last_move ?? cursor} played. ${next.status}. ${next.verdict}`);
      } else {
        announce(el.announce, store.state.refusal);
      }
      requestAnimationFrame(place);
    }
  }, { signal });
  canvas.addEventListener('focus', () => {
    const playground = current();
    if (!playground || !canvas.matches(':focus-visible')) return;
    if (!cursor) cursor = startCursor(playground);
    show();
  }, { signal });
  /** The pointer took over, or the focus left: no ring, and no preview of the cursor's cell. */
  function stopSteering() {
    if (!steering) return;
    steering = false;
    ring.hidden = true;
    if (current()?.hover(-1, -1)) redraw();
  }
  canvas.addEventListener('blur', stopSteering, { signal });
  canvas.addEventListener('pointerdown', stopSteering, { signal });

  el.moveForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = el.moveInput.value.trim();
    if (!text || !current()) return;
    if (attempt((playground) => playground.play(text))) el.moveInput.value = '';
  }, { signal });

  return {
    /** The board changed (a new game, a move, a zoom): the cursor follows its cell. */
    refresh() {
      if (!current()?.locate(cursor ?? '')) cursor = null;
      if (steering && document.activeElement === canvas) place();
      else ring.hidden = true;
    },
  };
}

/**
 * The `?` overlay listing the shortcuts (`el`, elements.js's `shortcuts`), and Ctrl+Z and
 * Ctrl+Y, which `run('undo')` and `run('redo')`.
 */
export function setUpShortcuts(el, { run }) {
  const dialog = el.shortcuts;
  el.shortcutsOpen.addEventListener('click', () => dialog.showModal());
  el.shortcutsClose.addEventListener('click', () => dialog.close());
  document.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.target.closest('input, textarea, select')) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) run('undo');
    else if (key === 'y' || (key === 'z' && event.shiftKey)) run('redo');
    else return;
    event.preventDefault();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    event.preventDefault();
    if (dialog.open) dialog.close();
    else dialog.showModal();
  });
}
