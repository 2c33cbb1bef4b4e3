// Which WebAssembly module a board loads: the smallest one that holds its game. The full
// package (pkg/, every board with the computer players, the judges and the explorer) serves the
// playground and the workers; pkg-<family>/ holds one board family without them (Cargo
// features of the same name, built by scripts/build.sh). The families are those of
// src/view/mod.rs's GAMES; e2e/size.test.mjs checks that each module holds the games sent to it.
// This is the one seam through which embedded boards find their code: URLs are resolved against
// this file, so a site can serve the package from any sub-path, or another origin that sends
// CORS headers; each module's `.wasm` lies beside it (`arbiter.js` → `arbiter_bg.wasm`).

/**
 * The impartial games besides Nim, one module each (the Cargo feature of the game's slug): a
 * module of one game is a third lighter than one of its group's four. scripts/build.sh builds
 * and scripts/test.sh lints one module per name here.
 */
export const IMPARTIAL = ['octal', 's-nim', 'nim-or-not-nim', 'cutting-game', 'stripes', 'georgia-and-bob',
  'triangulation', 'crosses-and-crosses', 'queens', 'john', 'gg-and-mm', 'knights'];

/** The board families and their games, lightest module first. */
export const FAMILIES = {
  nim: ['nim'],
  ...Object.fromEntries(IMPARTIAL.map((slug) => [slug, [slug]])),
  // The connection games one module each (Cargo features connect, havannah and gomoku): none
  // brings the other two's views, rules and words.
  connect: ['connect'],
  havannah: ['havannah'],
  gomoku: ['gomoku'],
};

/**
 * Second modules of families whose light module leaves out what few pages use: opening a link
 * or a saved text, and the board as an SVG picture (Cargo feature `extras`). Such a family's
 * `pkg-<name>/` module holds its boards with all of that too; embed.js fetches it only when a
 * board needs one of them. The other families' modules hold it themselves.
 */
export const EXTRAS = { nim: 'nim-extras' };

/**
 * The playground's own modules where an embedded board's module leaves out what only the
 * playground calls (the games' list, the move list's entries, the options shown, …: Cargo
 * feature `playground`, scripts/build.sh): Nim's alone, which the first load fetches, and one
 * of every impartial game. The connection games' modules serve both pages.
 */
export const PLAYGROUND_FAMILIES = { 'play-nim': ['nim'], 'play-impartial': IMPARTIAL };

/** The full package's wasm-bindgen JS module. */
export const FULL_PACKAGE = new URL('./pkg/arbiter.js', import.meta.url).href;

/** The game a page shows when nothing names one: the picker's first, in the lightest module. */
export const FIRST_GAME = FAMILIES.nim[0];

/**
 * The URL of the wasm-bindgen JS module holding the board of `slug`; the full package's for a
 * slug no family has (an unknown game, or a board opened from a link), so its refusal lists
 * every game. With `extras`, one that also opens links and saved texts and draws SVG (EXTRAS).
 */
export function moduleFor(slug, { extras = false } = {}) {
  const family = Object.keys(FAMILIES).find((name) => FAMILIES[name].includes(slug));
  if (!family) return FULL_PACKAGE;
  const name = (extras && EXTRAS[family]) || family;
  return new URL(`./pkg-${name}/arbiter.js`, import.meta.url).href;
}

/** The URL of the wasm-bindgen JS module the playground loads for `slug` (see PLAYGROUND_FAMILIES). */
export function playgroundModuleFor(slug) {
  const family = Object.keys(PLAYGROUND_FAMILIES).find((name) => PLAYGROUND_FAMILIES[name].includes(slug));
  return family ? new URL(`./pkg-${family}/arbiter.js`, import.meta.url).href : moduleFor(slug);
}
