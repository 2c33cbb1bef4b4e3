// Arbiter boards for any page: `mount(element, { game, options, moves, case, interactive })`
// puts a board in an element and returns a handle; `<arbiter-board game=… options=… moves=…>`
// does the same from attributes and follows their changes. Boards find their WebAssembly
// through modules.js, relative to this file; the boards of a page whose games one module holds
// share its one instance. After every move (and every step along the line) the board's element
// dispatches `arbiter-move`, whose `detail` is the report (see docs/embedding.md).
//
//   import { mount } from './embed.js';
//   const board = await mount(document.querySelector('#nim'), { game: 'nim', options: { heaps: '3 4 5' } });
//   board.play('take 2 from heap 1');
//
// A board's state lives in a store (store.js), as on the playground page; the board's canvas
// (board-view.js), pointer input (board-input.js), keyboard play (keyboard.js) and caption
// (panel.js) are the page's own.
import { attachInput } from './board-input.js';
import { drawBoard } from './board-view.js';
import { make } from './dom.js';
import { errorText } from './errors.js';
import { attachKeyboard } from './keyboard.js';
import { moduleFor } from './modules.js';
import { captionView } from './panel.js';
import { createStore } from './store.js';

// Module URL → the promise of `{ bindings, exports }`: each module is loaded and started once.
const loaded = new Map();

/**
 * The wasm-bindgen module holding `game`, started; resolves to `{ bindings, exports }`. With
 * `extras`, one that also opens links and saved texts and draws SVG (modules.js's EXTRAS): a
 * second fetch for Nim, whose light module leaves them out.
 */
function load(game, extras = false) {
  const url = moduleFor(game, { extras });
  if (!loaded.has(url)) {
    const wasm = new URL(url);
    wasm.pathname = wasm.pathname.replace(/\.js$/, '_bg.wasm');
    const loading = import(url)
      .then(async (bindings) => ({ bindings, exports: await bindings.default({ module_or_path: wasm.href }) }))
      .catch((err) => {
        // Not kept: a board mounted later tries again.
        loaded.delete(url);
        throw new Error(`The board's WebAssembly (${wasm.href}) could not be loaded: ${errorText(err)}`);
      });
    loaded.set(url, loading);
  }
  return loaded.get(url);
}

/** The game a board's settings name: `game`, or the one in `link` or a saved `text`. */
function gameOf({ game, link, text }) {
  if (link) return new URLSearchParams(String(link).replace(/^#/, '')).get('game') ?? '';
  if (text) return /^\[Game "([^"]*)"\]/m.exec(String(text))?.[1] ?? '';
  return game ?? '';
}

/** Whether a board's settings open a link or a saved text, which only the `extras` modules read. */
const opensSaved = ({ link, text }) => given(link) || given(text);

/**
 * Loads the WebAssembly module that holds `game` (once per page); resolves to its exports
 * (`memory`, …).
 */
export async function ready(game) {
  return (await load(game)).exports;
}

/** Shows `message` in `box` (an empty box tells a site author nothing) and fires `arbiter-error`. */
function fail(element, box, message) {
  box.append(make('p', { className: 'arbiter-error', textContent: message }));
  dispatch(element, 'arbiter-error', { message });
}

/** `moves` as a list: an array, or text with one move per line or `;` between moves. */
function moveList(moves) {
  if (moves === undefined || moves === null || moves === '') return [];
  const list = Array.isArray(moves) ? moves : String(moves).split(/[;\n]/);
  return list.map((m) => String(m).trim()).filter(Boolean);
}

/**
 * `options` as an object of texts: an object, or its JSON. `where` names the setting in the
 * refusal (`the \`options\` attribute`).
 */
function optionValues(options, where = '`options`') {
  if (options === undefined || options === null || options === '') return {};
  let object = options;
  if (typeof options === 'string') {
    try {
      object = JSON.parse(options);
    } catch (err) {
      throw new Error(`${sentence(where)} is not readable JSON (${errorText(err)}): ${options}`);
    }
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object)) {
    throw new Error(`${sentence(where)} must be an object of option names to values`);
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, String(v)]));
}

function sentence(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether a setting was given (attributes give null when absent). */
function given(value) {
  return value !== undefined && value !== null && value !== '';
}

/** Plays `moves` in turn, each refusal naming the move. */
function playAll(playground, moves, first = 0) {
  moves.forEach((move, i) => {
    try {
      playground.play(move);
    } catch (err) {
      throw new Error(`Move ${first + i + 1}, \`${move}\`, was refused: ${errorText(err)}`);
    }
  });
}

/**
 * Builds the game a board starts with: a link or a saved text (either with variations and
 * comments), or a game with options, case and moves.
 */
function startPlayground({ Playground }, { link, text, game, options, moves, case: caseText, at, where }) {
  if (link) return Playground.open(String(link).replace(/^#/, ''));
  if (text) return Playground.import(String(text));
  if (!game) throw new Error('Name a game: game = "nim", "octal", "connect", "havannah" or "gomoku"');
  const playground = new Playground(game, optionValues(options, where));
  try {
    if (caseText) playground.act('load', String(caseText));
    playAll(playground, moveList(moves));
    if (given(at)) playground.go_to(Number(at));
    return playground;
  } catch (err) {
    playground.free();
    throw err;
  }
}

/** What makes the game itself; a change of any of them starts a new one. */
function gameKey(settings) {
  if (settings.link) return JSON.stringify({ link: String(settings.link) });
  if (settings.text) return JSON.stringify({ text: String(settings.text) });
  return JSON.stringify({
    game: settings.game ?? '',
    options: optionValues(settings.options, settings.where),
    case: given(settings.case) ? String(settings.case) : '',
  });
}

/** Moves compared as the notation reads them: `(5,5)` is `(5, 5)`. */
const sameMove = (a, b) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

const THEMES = ['light', 'dark', 'system'];

function theme(value) {
  if (!given(value)) return 'light';
  if (!THEMES.includes(value)) throw new Error(`theme must be light, dark or system, not \`${value}\``);
  return value;
}

const STYLE = `
  .arbiter-board { display: flex; flex-direction: column; width: 100%; height: 100%; min-height: 120px;
    background: var(--arbiter-background, transparent); color: var(--ink); }
  .arbiter-board .frame { position: relative; flex: 1 1 auto; min-height: 0; }
  .arbiter-board canvas { width: 100%; height: 100%; display: block; touch-action: none; }
  .arbiter-board canvas:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
  .arbiter-board.interactive canvas { cursor: pointer; }
  .arbiter-board .cursor { position: absolute; width: 26px; height: 26px; margin: -13px 0 0 -13px;
    pointer-events: none; border: 3px solid var(--accent); border-radius: 50%; box-shadow: 0 0 0 2px var(--shade); }
  .arbiter-board form { display: flex; gap: .4em; margin: .3em 0 0; font: 13px/1.35 system-ui, sans-serif; }
  .arbiter-board input { flex: 1 1 auto; min-width: 0; font: inherit; padding: .15em .4em; color: var(--ink);
    background: var(--field); border: 1px solid var(--line); border-radius: 5px; }
  .arbiter-board button { font: inherit; color: var(--ink); background: var(--button); border: 1px solid var(--line); border-radius: 5px; }
  .arbiter-board p { margin: .3em 0 0; font: 13px/1.35 system-ui, sans-serif; color: var(--ink); }
  .arbiter-board p.refused { color: var(--loss); }
  .arbiter-board .announce { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  .arbiter-board [hidden] { display: none; }
`;

/** The colours (palette.css), for an element of class `arbiter-palette` in the same tree. */
function paletteLink() {
  return make('link', { rel: 'stylesheet', href: new URL('./palette.css', import.meta.url).href });
}

/** Sends `type` from `element`, out of any shadow root. */
function dispatch(element, type, detail) {
  element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** One board in one element. */
class Board {
  #element;
  #root;
  #canvas;
  #caption;
  #moveForm;
  #store;
  #view;
  #settings;
  // Removes every listener the board added (pointer, keyboard, move box).
  #listening = new AbortController();
  // The moves of the line so far, kept move by move for the reports' `moves`.
  #line = [];
  #revision = -1;

  /** A board for `element` (which gets its events), drawn inside `container`. */
  constructor(element, playground, settings, container = element) {
    this.#element = element;
    this.#settings = { ...settings };
    this.#store = createStore({ playground, refusalMs: 4000 });
    this.#canvas = make('canvas');
    const ring = make('div', { className: 'cursor', hidden: true });
    ring.setAttribute('aria-hidden', 'true');
    const announce = make('p', { className: 'announce' });
    announce.setAttribute('aria-live', 'assertive');
    const moveInput = make('input', { type: 'text', autocomplete: 'off', spellcheck: false, placeholder: 'Move' });
    moveInput.setAttribute('aria-label', 'Move, as the move list writes it');
    this.#moveForm = make('form', {}, [moveInput, make('button', { type: 'submit', textContent: 'Play' })]);
    this.#caption = make('p');
    this.#root = make('div', { className: 'arbiter-board arbiter-palette' }, [
      paletteLink(), make('style', { textContent: STYLE }),
      make('div', { className: 'frame' }, [this.#canvas, ring]), this.#moveForm, this.#caption, announce,
    ]);
    this.#appearance(this.#settings);
    container.append(this.#root);
    // An element with no height of its own gets a board of a usual shape.
    if (container.clientHeight < 40) this.#root.style.aspectRatio = '4 / 3';

    const { signal } = this.#listening;
    const store = this.#store;
    const playable = () => (this.#settings.interactive === false ? null : store.state.playground);
    // Clicks and keys: a refusal is shown and dispatched; nobody is there to catch it.
    const attempt = (call) => {
      try {
        this.#attempt(call);
        return true;
      } catch {
        return false;
      }
    };
    let keyboard = null;
    this.#view = drawBoard(this.#canvas, store, { drawn: () => keyboard?.refresh() });
    const redraw = this.#view.redraw;
    attachInput(this.#canvas, { current: playable, attempt, redraw, signal });
    keyboard = attachKeyboard({ board: this.#canvas, cursor: ring, announce, moveForm: this.#moveForm, moveInput },
      store, { redraw, attempt: (call) => (playable() ? attempt(call) : false), signal });
    // Ctrl+Z and Ctrl+Y take back and replay, as on the playground, while the board has the focus.
    this.#root.addEventListener('keydown', (event) => {
      if (!(event.ctrlKey || event.metaKey) || event.target !== this.#canvas || !playable()) return;
      const key = event.key.toLowerCase();
      const action = key === 'z' && !event.shiftKey ? 'undo' : (key === 'y' || key === 'z') && 'redo';
      if (!action) return;
      event.preventDefault();
      attempt((p) => p.act(action));
    }, { signal });

    const showCaption = captionView(this.#caption);
    store.subscribe(showCaption);
    showCaption(store.state);
    this.#view.redraw();
  }

  /** Applies the settings that change the board's look and input, not its game. */
  #appearance(settings) {
    const interactive = settings.interactive !== false;
    this.#root.dataset.theme = theme(settings.theme);
    this.#root.classList.toggle('interactive', interactive);
    this.#canvas.tabIndex = interactive ? 0 : -1;
    this.#canvas.setAttribute('aria-label', interactive
      ? 'Game board: click to move, or use the arrows and Enter' : 'Game board');
    this.#caption.hidden = settings.caption === false;
    this.#moveForm.hidden = !(interactive && settings.moveBox);
  }

  #live() {
    const { playground } = this.#store.state;
    if (!playground) throw new Error('This board was destroyed');
    return playground;
  }

  /** Runs a call that returns a report; a refusal is shown and dispatched, then thrown. */
  #attempt(call) {
    this.#live();
    const store = this.#store;
    const before = store.state.report;
    let raw;
    try {
      raw = store.run(call);
    } catch (err) {
      // Shown in the caption (unless the call destroyed the board): say so to the page.
      if (store.state.playground) dispatch(this.#element, 'arbiter-refusal', { message: err.message });
      throw err;
    }
    const report = this.#complete(raw);
    if (raw.played !== before.played || raw.revision !== before.revision) dispatch(this.#element, 'arbiter-move', report);
    return report;
  }

  /** The report with the game's name and the moves so far, kept up to date move by move. */
  #complete(raw) {
    const playground = this.#live();
    const length = raw.played + raw.undone;
    const kept = this.#revision < 0 ? 0 : playground.line_kept(this.#revision);
    this.#line.length = Math.min(this.#line.length, kept, length);
    if (this.#line.length < length) this.#line.push(...playground.moves(this.#line.length, length));
    this.#revision = raw.revision;
    return { ...raw, game: playground.game(), moves: this.#line.slice(0, raw.played) };
  }

  /**
   * Where the game stands: the report, with `game` and the `moves` so far. Asked of the
   * Playground itself, so it is right even after calls made on `playground` directly.
   */
  report() {
    return this.#complete(this.#live().report());
  }

  /** Plays a move in the move list's notation; throws why when it is refused. */
  play(move) {
    return this.#attempt((playground) => playground.play(String(move)));
  }

  /** Takes back the last move (it stays in the line, to redo). */
  undo() {
    return this.#attempt((playground) => playground.act('undo'));
  }

  /** Plays the next move of the line again. */
  redo() {
    return this.#attempt((playground) => playground.act('redo'));
  }

  /** Shows the position after the first `ply` moves of the line. */
  goTo(ply) {
    return this.#attempt((playground) => playground.go_to(Number(ply)));
  }

  /**
   * Takes variation `choice` (0: the main move; an index into the move list entry's
   * `alternatives`) in place of move `ply` of the line.
   */
  variation(ply, choice) {
    return this.#attempt((playground) => playground.variation(Number(ply), Number(choice)));
  }

  /** Sets the comment on the position shown ('' removes it); the report's `comment`. */
  comment(text) {
    return this.#attempt((playground) => playground.act('comment', String(text ?? '')));
  }

  /** Makes the line shown the main line. */
  promote() {
    return this.#attempt((playground) => playground.act('promote'));
  }

  /** Deletes the move shown and every move after it, variations and all. */
  deleteMove() {
    return this.#attempt((playground) => playground.act('delete'));
  }

  /** Runs one of the board's actions (`load`, `swap`, `end`, …) with an optional text. */
  act(action, argument) {
    return this.#attempt((playground) => playground.act(String(action), argument ?? undefined));
  }

  /**
   * Changes some settings. The same game (and options, and case) moves along its line to the
   * moves asked for, keeping what follows them to redo; other options, another case or game
   * start a new game in the same board, which sends `arbiter-ready`. Look and input settings
   * change in place. Resolves to the report; a refused move rejects, naming it (the moves
   * before it stay played).
   */
  async update(change) {
    this.#live();
    const next = { ...this.#settings, ...change };
    if ('game' in change && !('link' in change)) next.link = null;
    if ('game' in change && !('text' in change)) next.text = null;
    if ('link' in change && given(change.link)) Object.assign(next, { game: null, options: null, case: null, moves: null, at: null, text: null });
    if ('text' in change && given(change.text)) Object.assign(next, { game: null, options: null, case: null, moves: null, at: null, link: null });
    theme(next.theme);
    if (gameKey(next) !== gameKey(this.#settings)) {
      const { bindings } = await load(gameOf(next), opensSaved(next));
      this.#live();
      const playground = startPlayground(bindings, next);
      this.#settings = next;
      this.#adopt(playground);
      this.#appearance(next);
      const report = this.report();
      dispatch(this.#element, 'arbiter-ready', report);
      return report;
    }
    this.#settings = next;
    this.#appearance(next);
    // Along the line: back to where it parts from the moves asked for, then those moves.
    const wanted = moveList(next.moves);
    const line = this.#lineMoves();
    let common = 0;
    while (common < Math.min(line.length, wanted.length) && sameMove(line[common], wanted[common])) common += 1;
    const before = this.#store.state.report;
    this.#store.run((playground) => {
      playground.go_to(common);
      playAll(playground, wanted.slice(common), common);
      if (given(next.at)) playground.go_to(Number(next.at));
      return playground.report();
    });
    const report = this.report();
    if (report.played !== before.played || report.revision !== before.revision) dispatch(this.#element, 'arbiter-move', report);
    return report;
  }

  /** Every move of the line, played or to redo. */
  #lineMoves() {
    const { played, undone } = this.#live().report();
    return this.#live().moves(0, played + undone);
  }

  /** Shows `playground` (a new game) in this board; the old one is freed. */
  #adopt(playground) {
    this.#line = [];
    this.#revision = -1;
    this.#store.adopt(playground);
  }

  /** The game as a link (the part after `#` of the playground's address). */
  link() {
    return this.#live().link();
  }

  /** The game as a text file, which the playground's Import reads. */
  text() {
    return this.#live().text();
  }

  /**
   * Resolves to the board as an SVG picture of its current size. A board whose module does not
   * draw SVG (Nim's light one) has it drawn from its saved text by the second module, fetched
   * on the first call.
   */
  async svg() {
    const playground = this.#live();
    const width = this.#canvas.clientWidth || 480;
    const height = this.#canvas.clientHeight || 360;
    if (!playground.svg) {
      const text = playground.text();
      const { bindings } = await load(playground.game(), true);
      const copy = bindings.Playground.import(text);
      try {
        return copy.svg(width, height);
      } finally {
        copy.free();
      }
    }
    const svg = playground.svg(width, height);
    // Drawing the SVG moved the board's click map; draw the canvas again to match it.
    this.#view.redraw();
    return svg;
  }

  /** The Playground behind the board, for anything else it offers. */
  get playground() {
    return this.#live();
  }

  /**
   * Removes the board and frees everything it held: the wasm Playground, the listeners, the
   * size observer, the pending frame and the refusal's timer. The handle is dead afterwards.
   */
  destroy() {
    if (this.destroyed) return;
    this.#listening.abort();
    this.#view.stop();
    this.#root.remove();
    this.#adopt(null);
  }

  get destroyed() {
    return this.#store.state.playground === null;
  }
}

/**
 * Puts a board in `element` and resolves to its handle, after sending `arbiter-ready` from
 * `element` with the first report. Settings: `game` (a slug) with `options` (an object of
 * option values, or its JSON), `case` (a start position in the game's judge format), `moves`
 * (an array, or text with `;` or line breaks between moves) and `at` (show the position after
 * that many moves); or `link` (a playground link) or `text` (a saved game), which keep
 * variations and comments. `interactive` (default true) lets clicks and keys play; `caption`
 * (default true) shows the status line; `moveBox` (default false) a field to type moves in;
 * `theme`: `light` (default), `dark` or `system`. When the WebAssembly cannot be loaded,
 * `element` shows why and sends `arbiter-error`.
 */
export async function mount(element, settings = {}) {
  let module;
  try {
    module = await load(gameOf(settings), opensSaved(settings));
  } catch (err) {
    fail(element, element, err.message);
    throw err;
  }
  theme(settings.theme);
  const board = new Board(element, startPlayground(module.bindings, settings), settings);
  dispatch(element, 'arbiter-ready', board.report());
  return board;
}

const ATTRIBUTES = ['game', 'options', 'moves', 'case', 'at', 'link', 'text', 'interactive', 'caption', 'move-box', 'theme'];

/**
 * `<arbiter-board game="havannah" options='{"side": 5}' moves="(3, 3); (4, 4)">`: a board
 * from attributes (also `case`, `at`, `link`, `text`, `interactive="false"`, `caption="false"`,
 * `move-box`, `theme`). A change of attributes is an `update`: the same game moves along its
 * line. It fills its container's width and keeps a 4:3 shape unless it is given a height.
 * `report()`, `play(move)`, `undo()` and the handle (`board`) are on the element; the events
 * come from it, and `arbiter-error` when its attributes do not make a game or the WebAssembly
 * cannot be loaded (the message is also shown in the element).
 */
export class ArbiterBoard extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  #board = null;
  #pending = null;
  #holder;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const style = make('style', {
      textContent: ':host { display: block; width: 100%; aspect-ratio: 4 / 3; }'
        + ' .holder { width: 100%; height: 100%; }'
        + ' .arbiter-error { margin: 0; font: 13px/1.35 system-ui, sans-serif; color: var(--loss); }',
    });
    this.#holder = make('div', { className: 'holder arbiter-palette' });
    shadow.append(paletteLink(), style, this.#holder);
  }

  connectedCallback() {
    this.#follow();
  }

  disconnectedCallback() {
    this.#board?.destroy();
    this.#board = null;
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#follow();
  }

  /** Follows the attributes, once for any number of changes in a row. */
  #follow() {
    this.#pending ??= Promise.resolve().then(async () => {
      const settings = this.#settings();
      try {
        theme(settings.theme);
        this.#holder.dataset.theme = settings.theme ?? 'light';
        if (this.#board) {
          await this.#board.update(settings);
        } else {
          const module = await load(gameOf(settings), opensSaved(settings));
          if (!this.isConnected || this.#board) return;
          this.#holder.replaceChildren();
          this.#board = new Board(this, startPlayground(module.bindings, settings), settings, this.#holder);
          dispatch(this, 'arbiter-ready', this.#board.report());
        }
      } catch (err) {
        // The attributes make no game: no board, and why in its place.
        this.#board?.destroy();
        this.#board = null;
        this.#holder.replaceChildren();
        fail(this, this.#holder, errorText(err));
      } finally {
        this.#pending = null;
      }
    });
    return this.#pending;
  }

  /** The settings the attributes give. */
  #settings() {
    const flag = (name) => this.getAttribute(name) !== 'false';
    return {
      game: this.getAttribute('game'),
      options: this.getAttribute('options'),
      where: 'the `options` attribute',
      moves: this.getAttribute('moves'),
      case: this.getAttribute('case'),
      at: this.getAttribute('at'),
      link: this.getAttribute('link'),
      text: this.getAttribute('text'),
      interactive: flag('interactive'),
      caption: flag('caption'),
      moveBox: this.hasAttribute('move-box') && flag('move-box'),
      theme: this.getAttribute('theme'),
    };
  }

  /** The board's handle (null until the board is built, or when the attributes are wrong). */
  get board() {
    return this.#board;
  }

  /** Resolves once the board reflects the current attributes. */
  get updated() {
    return this.#pending ?? Promise.resolve();
  }

  report() { return this.#board?.report() ?? null; }
  play(move) { return this.#live().play(move); }
  undo() { return this.#live().undo(); }

  #live() {
    if (!this.#board) throw new Error('The board is not ready: await element.updated first');
    return this.#board;
  }
}

if (!customElements.get('arbiter-board')) customElements.define('arbiter-board', ArbiterBoard);
