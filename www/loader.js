// The playground's WebAssembly modules, each loaded when first needed: the light module of the
// game shown (www/modules.js's playgroundModuleFor picks it), another family's when a game of it is opened, and the
// full package (pkg/) only for a capability a light module lacks. A game crosses between
// modules as its link. This is the page's one seam to the full package: whatever a light
// module may lack (records, SVG, the judges' list) goes through `using`, `importGame` or
// `problemList`, never straight to a module.
import { FULL_PACKAGE, playgroundModuleFor } from './modules.js';

const loaded = new Map();
/** Every game with its family (games()); blurb and options filled in once a module holding it loads. */
const listing = [];

/** Takes in a module's games: the list, and the blurb and options of the games it holds. */
function learn(module) {
  for (const game of module.games()) {
    const known = listing.find((g) => g.slug === game.slug);
    if (!known) listing.push(game);
    else if (game.options && !known.options) Object.assign(known, game);
  }
}

/** The wasm-bindgen module at `url`, initialised; each is fetched once. */
function load(url) {
  if (!loaded.has(url)) {
    loaded.set(url, import(url).then(async (module) => {
      await module.default();
      learn(module);
      return module;
    }));
  }
  return loaded.get(url);
}

/** The module that holds the board of `slug` (the full package for a game no family has). */
export const moduleOf = (slug) => load(playgroundModuleFor(slug));

/** The full package: every board, with everything a light module may lack. */
export const fullPackage = () => load(FULL_PACKAGE);

/**
 * Every game, in picker order, each `{ slug, title, family, blurb, options }`; `blurb` and
 * `options` are null until a module holding the game has loaded (`moduleOf`). One array,
 * filled in as modules load.
 */
export const gameList = () => listing;

/** The game a link (the part of the address after `#`) names. */
const linkedSlug = (link) => new URLSearchParams(link).get('game');

/** Opens a link in the module of the game it names; throws what is wrong with a damaged one. */
export async function openLink(link) {
  const { Playground } = await moduleOf(linkedSlug(link));
  return Playground.open(link);
}

/**
 * `playground[method](...args)`, through the full package when `playground`'s module lacks
 * `method`: the full package's Playground of the same game (its link) answers, and is freed.
 */
export async function using(playground, method, ...args) {
  if (typeof playground[method] === 'function') return playground[method](...args);
  const { Playground } = await fullPackage();
  const whole = Playground.open(playground.link());
  try {
    return whole[method](...args);
  } finally {
    whole.free();
  }
}

/** `board` (of any module) as a Playground of its game's light module; `board` is freed. */
async function carry(board) {
  const { Playground } = await moduleOf(board.game());
  if (board instanceof Playground) return board;
  try {
    return Playground.open(board.link());
  } finally {
    board.free();
  }
}

/**
 * Opens a saved text or record (Playground.import): in the module of the game shown when it
 * reads it, else in the full package, which holds every game and format and says why a file
 * does not read; the game then moves to its own light module.
 */
export async function importGame(text, shown) {
  const Shown = shown?.constructor;
  if (typeof Shown?.import === 'function') {
    try {
      return Shown.import(text);
    } catch {
      // Another family's game, a format this module lacks, or a file that does not read.
    }
  }
  const { Playground } = await fullPackage();
  return carry(Playground.import(text));
}

/** The judge problems (problems()): from `module` when it has them, else the full package's. */
export async function problemList(module) {
  return (typeof module.problems === 'function' ? module : await fullPackage()).problems();
}
