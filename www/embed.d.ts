// Types for embed.js (published as the arbiter-board package's index.d.ts).

/** One side of a game: 1 moves first. */
export interface Side {
  number: 1 | 2;
  /** The game's name for it (`Black`, `Player 2`). */
  name: string;
}

/** One of the game's own buttons (`swap`, `load`, …), for `act`. */
export interface Action {
  id: string;
  label: string;
  enabled: boolean;
  /** Set when the action takes a text (a contest case to paste, say). */
  prompt: string | null;
}

/** Where a game stands: what `report()`, `play()` and the events give. */
export interface Report {
  /** The game's slug (`nim`, `havannah`, …). */
  game: string;
  /** Whose turn it is, or that the game is over and who won (`Black to move`). */
  status: string;
  /** Who wins with perfect play, or how the game was won, in words. */
  verdict: string;
  /** `win` / `loss` when the player to move wins / loses with perfect play, `over`, or `` when unknown. */
  tone: 'win' | 'loss' | 'over' | '';
  to_move: Side | null;
  winner: Side | null;
  /** Who wins with perfect play, where Arbiter knows it. */
  perfect_play_winner: Side | null;
  /** Winning moves in move-list notation (empty when none, or not known). */
  winning_moves: string[];
  hints: string[];
  hint_note: string;
  hints_offered: boolean;
  judge_case: boolean;
  /** The figures behind the verdict. */
  facts: { label: string; value: string }[];
  /** The moves so far, in move-list notation (starting moves included). */
  moves: string[];
  /** Moves applied, and moves that follow in the line (to redo). */
  played: number;
  undone: number;
  last_move: string | null;
  /** Changes whenever the line's moves change (not when stepping along it). */
  revision: number;
  actions: Action[];
  pending: string;
  computer: boolean;
}

/** What makes a board: a game with options, a start and moves, or a playground link. */
export interface Settings {
  /** The game's slug: `nim`, `octal`, `connect`, `havannah`, `gomoku`, … */
  game?: string;
  /** Option values, or their JSON (`{ "heaps": "3 4 5" }`); a key the game does not have is refused. */
  options?: Record<string, string | number | boolean> | string;
  /** A start position in the game's judge format. */
  case?: string;
  /** An array, or text with `;` or line breaks between moves. */
  moves?: string[] | string;
  /** Show the position after this many moves of the line. */
  at?: number | string;
  /** A playground link (the part after `#`), instead of the settings above. */
  link?: string;
  /** Clicks and keys play (default true). */
  interactive?: boolean;
  /** The status and verdict under the board (default true). */
  caption?: boolean;
  /** A text field under the board to type moves in (default false). */
  moveBox?: boolean;
  /** `light` (default), `dark`, or `system` to follow the visitor's colour scheme. */
  theme?: 'light' | 'dark' | 'system';
}

/** A board on the page. After `destroy()` every method throws. */
export interface Board {
  report(): Report;
  /** Plays a move in move-list notation; throws why it is refused. */
  play(move: string): Report;
  undo(): Report;
  redo(): Report;
  goTo(ply: number): Report;
  act(action: string, argument?: string): Report;
  /**
   * Changes some settings: the same game moves along its line or takes its new options in
   * place (the board is not rebuilt); another game is loaded into the same box.
   */
  update(settings: Settings): Promise<Report>;
  link(): string;
  text(): string;
  /**
   * The board as an SVG picture of its current size. Asynchronous: Nim's light module draws no
   * SVG, so a Nim board fetches a second module (`pkg-nim-extras/`) on the first call.
   */
  svg(): Promise<string>;
  /**
   * The wasm Playground behind the board. A board of a light module (every game's own) has no
   * `record`, and an impartial game's none of what only the playground page calls (`entries`,
   * `options`, `record_formats`, `judge_case`, `suggest`), and Nim's light one no `open`, `import`
   * or `svg` (its second module, `pkg-nim-extras/`, has them); the full package (`pkg/`) has them.
   */
  readonly playground: unknown;
  /** Removes the board; frees its wasm memory, listeners, observers and timers. */
  destroy(): void;
  readonly destroyed: boolean;
}

/**
 * Puts a board in `element`. Rejects with the reason when the settings make no game, or when
 * the WebAssembly cannot be loaded (then the reason is also shown in `element`, and
 * `arbiter-error` fired from it).
 */
export function mount(element: HTMLElement, settings?: Settings): Promise<Board>;

/** Loads the WebAssembly that holds `game` (once per page); resolves to its exports. */
export function ready(game?: string): Promise<{ memory: WebAssembly.Memory }>;

/**
 * `<arbiter-board game="nim" options='{"heaps": "3 4 5"}' moves="take 1 from heap 1">`:
 * the attributes are the settings (`move-box`, `interactive="false"`, `caption="false"`).
 */
export class ArbiterBoard extends HTMLElement {
  /** The board, or null before it is built or when the attributes make no game. */
  readonly board: Board | null;
  /** Resolves once the board follows the current attributes. */
  readonly updated: Promise<void>;
  report(): Report | null;
  play(move: string): Report;
  undo(): Report;
}

export interface ArbiterEventMap {
  /** The board is built: its first report, starting moves included. */
  'arbiter-ready': CustomEvent<Report>;
  /** After every move and every step along the line. */
  'arbiter-move': CustomEvent<Report>;
  /** A click or key was refused. */
  'arbiter-refusal': CustomEvent<{ message: string }>;
  /** The settings make no game, or the WebAssembly could not be loaded; also shown in the box. */
  'arbiter-error': CustomEvent<{ message: string }>;
}

declare global {
  interface HTMLElementTagNameMap {
    'arbiter-board': ArbiterBoard;
  }
  interface HTMLElementEventMap extends ArbiterEventMap {}
}
