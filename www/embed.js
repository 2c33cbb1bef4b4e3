// Arbiter boards for any page: `mount(element, { game, options, moves, case, interactive })`
// puts a board in an element and returns a handle; `<arbiter-board game=… options=… moves=…>`
// does the same from attributes and follows their changes. Every board on a page shares one
// WebAssembly instance. After every move (and every step along the line) the board's element
// dispatches `arbiter-move`, whose `detail` is the report (see docs/embedding.md).
//
//   import { mount } from './embed.js';
//   const board = await mount(document.querySelector('#nim'), { game: 'nim', options: { heaps: '3 4 5' } });
//   board.play('take 2 from heap 1');
//
// A board's state lives in a store (store.js), as on the playground page; the board's canvas
// (board-view.js), pointer input (board-input.js) and caption (panel.js) are the page's own.
import init, { Playground } from './pkg/arbiter.js';
import { attachInput } from './board-input.js';
import { drawBoard } from './board-view.js';
import { make } from './dom.js';
import { errorText } from './errors.js';
import { captionView } from './panel.js';
import { createStore } from './store.js';

let loading = null;

/** Loads the shared WebAssembly instance once; resolves to its exports. */
export function ready() {
  loading ??= init();
  return loading;
}

/** `moves` as a list: an array, or text with one move per line or `;` between moves. */
function moveList(moves) {
  if (moves === undefined || moves === null || moves === '') return [];
  const list = Array.isArray(moves) ? moves : String(moves).split(/[;\n]/);
  return list.map((m) => String(m).trim()).filter(Boolean);
}

/** `options` as an object of texts: an object, or its JSON. */
function optionValues(options) {
  if (options === undefined || options === null || options === '') return {};
  const object = typeof options === 'string' ? JSON.parse(options) : options;
  if (typeof object !== 'object' || Array.isArray(object)) {
    throw new Error('options must be an object of option names to values');
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, String(v)]));
}

/**
 * Builds the game a board starts with: a link or a saved text (either with variations and
 * comments), or a game with options, case and moves.
 */
function startPlayground({ link, text, game, options, moves, case: caseText, at }) {
  if (link) return Playground.open(String(link).replace(/^#/, ''));
  if (text) return Playground.import(String(text));
  if (!game) throw new Error('Name a game: game = "nim", "octal", "connect", "havannah" or "gomoku"');
  const playground = new Playground(game, optionValues(options));
  try {
    if (caseText) playground.act('load', String(caseText));
    moveList(moves).forEach((move, i) => {
      try {
        playground.play(move);
      } catch (err) {
        throw new Error(`Move ${i + 1}, \`${move}\`, was refused: ${errorText(err)}`);
      }
    });
    if (at !== undefined && at !== null && at !== '') playground.go_to(Number(at));
    return playground;
  } catch (err) {
    playground.free();
    throw err;
  }
}

const STYLE = `
  .arbiter-board { display: flex; flex-direction: column; width: 100%; height: 100%; min-height: 120px; }
  .arbiter-board canvas { flex: 1 1 auto; width: 100%; min-height: 0; display: block; touch-action: none; }
  .arbiter-board.interactive canvas { cursor: pointer; }
  .arbiter-board p { margin: .3em 0 0; font: 13px/1.35 system-ui, sans-serif; color: var(--ink); }
  .arbiter-board p.refused { color: var(--loss); }
`;

/** The colours (palette.css), for an element of class `arbiter-palette` in the same tree. */
function paletteLink() {
  return make('link', { rel: 'stylesheet', href: new URL('./palette.css', import.meta.url).href });
}

/** One board in one element. */
class Board {
  #element;
  #root;
  #canvas;
  #store;
  #view;
  // The moves of the line so far, kept move by move for the reports' `moves`.
  #line = [];
  #revision = -1;

  /** A board for `element` (which gets its events), drawn inside `container`. */
  constructor(element, playground, { interactive = true, caption = true }, container = element) {
    this.#element = element;
    this.#store = createStore({ playground, refusalMs: 4000 });
    this.#canvas = make('canvas');
    this.#canvas.setAttribute('aria-label', 'Game board');
    const line = make('p', { hidden: !caption });
    this.#root = make('div', { className: `arbiter-board arbiter-palette${interactive ? ' interactive' : ''}` }, [
      paletteLink(), make('style', { textContent: STYLE }), this.#canvas, line,
    ]);
    container.append(this.#root);
    // An element with no height of its own gets a board of a usual shape.
    if (container.clientHeight < 40) this.#root.style.aspectRatio = '4 / 3';
    this.#view = drawBoard(this.#canvas, this.#store);
    if (interactive) {
      attachInput(this.#canvas, {
        current: () => this.#store.state.playground,
        // A refused click is shown and dispatched; nobody is there to catch it.
        attempt: (call) => { try { this.#attempt(call); } catch { /* shown */ } },
        redraw: this.#view.redraw,
      });
    }
    const showCaption = captionView(line);
    this.#store.subscribe(showCaption);
    showCaption(this.#store.state);
    this.#view.redraw();
  }

  #live() {
    const { playground } = this.#store.state;
    if (!playground) throw new Error('This board was destroyed');
    return playground;
  }

  #dispatch(type, detail) {
    this.#element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
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
      if (store.state.playground) this.#dispatch('arbiter-refusal', { message: err.message });
      throw err;
    }
    const report = this.#complete(raw);
    if (raw.played !== before.played || raw.revision !== before.revision) this.#dispatch('arbiter-move', report);
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

  /** The game as a link (the part after `#` of the playground's address). */
  link() {
    return this.#live().link();
  }

  /** The game as a text file, which the playground's Import reads. */
  text() {
    return this.#live().text();
  }

  /** The board as an SVG picture of its current size. */
  svg() {
    const svg = this.#live().svg(this.#canvas.clientWidth || 480, this.#canvas.clientHeight || 360);
    // Drawing the SVG moved the board's click map; draw the canvas again to match it.
    this.#view.redraw();
    return svg;
  }

  /** The Playground behind the board, for anything else it offers. */
  get playground() {
    return this.#live();
  }

  /** Removes the board and frees everything it held; the handle is dead afterwards. */
  destroy() {
    if (this.destroyed) return;
    this.#view.stop();
    this.#root.remove();
    this.#store.adopt(null);
    this.#line = [];
  }

  get destroyed() {
    return this.#store.state.playground === null;
  }
}

/**
 * Puts a board in `element` and resolves to its handle. Options: `game` (a slug) with
 * `options` (an object of option values, or its JSON), `case` (a start position in the game's
 * judge format), `moves` (an array, or text with `;` or line breaks between moves) and `at`
 * (show the position after that many moves); or `link` (a playground link) or `text` (a saved
 * game), which keep variations and comments. `interactive`
 * (default true) lets clicks play; `caption` (default true) shows the status line.
 */
export async function mount(element, settings = {}) {
  await ready();
  const playground = startPlayground(settings);
  return new Board(element, playground, settings);
}

/**
 * `<arbiter-board game="havannah" options='{"side": 5}' moves="(3, 3); (4, 4)">`: a board
 * from attributes (also `case`, `at`, `link`, `interactive="false"`, `caption="false"`),
 * rebuilt when they change. It fills its container's width and keeps a 4:3 shape unless it is
 * given a height. `report()`, `play(move)`, `undo()` and the handle (`board`) are on the
 * element; `arbiter-move` and `arbiter-refusal` events come from it, and `arbiter-error` when
 * its attributes do not make a game (the error's message is also shown in the element).
 */
export class ArbiterBoard extends HTMLElement {
  static observedAttributes = ['game', 'options', 'moves', 'case', 'at', 'link', 'text', 'interactive', 'caption'];

  #board = null;
  #pending = null;
  #holder;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const style = make('style', {
      textContent: ':host { display: block; width: 100%; aspect-ratio: 4 / 3; }'
        + ' .holder { width: 100%; height: 100%; }'
        + ' .error { margin: 0; font: 13px/1.35 system-ui, sans-serif; color: var(--loss); }',
    });
    this.#holder = make('div', { className: 'holder arbiter-palette' });
    shadow.append(paletteLink(), style, this.#holder);
  }

  connectedCallback() {
    this.#rebuild();
  }

  disconnectedCallback() {
    this.#board?.destroy();
    this.#board = null;
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#rebuild();
  }

  /** Rebuilds the board once for any number of attribute changes in a row. */
  #rebuild() {
    this.#pending ??= ready().then(() => {
      this.#pending = null;
      if (!this.isConnected) return;
      this.#board?.destroy();
      this.#board = null;
      this.#holder.replaceChildren();
      const flag = (name) => this.getAttribute(name) !== 'false';
      const settings = {
        game: this.getAttribute('game'),
        options: this.getAttribute('options'),
        moves: this.getAttribute('moves'),
        case: this.getAttribute('case'),
        at: this.getAttribute('at'),
        link: this.getAttribute('link'),
        text: this.getAttribute('text'),
        interactive: flag('interactive'),
        caption: flag('caption'),
      };
      try {
        this.#board = new Board(this, startPlayground(settings), settings, this.#holder);
      } catch (err) {
        this.#holder.append(make('p', { className: 'error', textContent: errorText(err) }));
        this.dispatchEvent(new CustomEvent('arbiter-error', {
          detail: { message: errorText(err) }, bubbles: true, composed: true,
        }));
      }
    });
    return this.#pending;
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
