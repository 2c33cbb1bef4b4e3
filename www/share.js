// The game in the address and in local storage. After every change the address's hash is
// replaced (not pushed, so Back does not step through moves) by the game's link, and the
// link is saved under the game's name, so a reload, or a switch to another game and back,
// finds the game as it was. Writing waits until the page is idle: a link grows with the
// moves, a click's panel does not wait for it.
//
// Addresses: `#v=1&game=…` is a game (see docs/links-and-formats.md); `?game=<slug>&<option>=…`
// without one always starts a new game with those options; the bare address reopens the last
// game played; `#check` is the judge panel.

const SAVED = 'arbiter:game:';
const LAST = 'arbiter:last-game';
const WAIT_MS = 250;

/** True when `hash` (with its `#`) holds a game. */
export function isGameLink(hash) {
  return hash.startsWith('#v=');
}

/** The game slug a link names, if it names one at all (to open a fresh board of it). */
export function linkedGame(hash) {
  return new URLSearchParams(hash.slice(1)).get('game');
}

/**
 * `?game=…&<option>=…` from the address: `{ slug, game, options }`, with `game` the entry of
 * `gameList` named (undefined when none is) and the options it declares; null without `?game=`.
 */
export function queryGame(gameList) {
  const params = new URL(location.href).searchParams;
  const slug = params.get('game');
  if (slug === null) return null;
  const game = gameList.find((g) => g.slug === slug);
  const options = {};
  for (const option of game?.options ?? []) {
    if (params.has(option.key)) options[option.key] = params.get(option.key);
  }
  return { slug, game, options };
}

/**
 * Drops `?game=…` from the address while it names no game (the judge panel's `#check`): a
 * reload there must reopen the saved game, not start a new one.
 */
export function dropQuery() {
  if (!location.search || isGameLink(location.hash)) return;
  const url = new URL(location.href);
  url.search = '';
  history.replaceState(history.state, '', url);
}

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage can be switched off; the page works without it.
  }
}

/** The slug of the last game played, if any. */
export function lastGame() {
  return storage()?.getItem(LAST) ?? null;
}

/** The saved link of `slug` (or of the last game played, without a slug), if any. */
export function savedLink(slug = lastGame()) {
  return slug ? storage()?.getItem(SAVED + slug) ?? null : null;
}

/** Forgets the saved game of `slug` ("Start new game"). */
export function forget(slug) {
  storage()?.removeItem(SAVED + slug);
}

/**
 * Keeps the address and the saved game up to date. `current()` is the live Playground;
 * `showing()` is true while the play section is shown (the judge panel keeps `#check`);
 * `storing()` is false while the game must not replace the saved one (a fresh board opened
 * for a damaged link, until it is played on). Returns `{ changed(), flush() }`: `changed`
 * after every change, `flush` to write now.
 */
export function autosave({ current, showing, storing = () => true }) {
  let timer = 0;
  let idle = 0;

  function write() {
    clearTimeout(timer);
    if (idle && window.cancelIdleCallback) cancelIdleCallback(idle);
    timer = idle = 0;
    const playground = current();
    if (!playground) return;
    const link = playground.link();
    const slug = playground.game();
    try {
      if (storing()) {
        storage()?.setItem(SAVED + slug, link);
        storage()?.setItem(LAST, slug);
      }
    } catch {
      // A full or refused storage loses the autosave, not the game.
    }
    if (showing()) {
      const url = new URL(location.href);
      url.search = `?game=${encodeURIComponent(slug)}`;
      url.hash = link;
      history.replaceState(null, '', url);
    }
  }

  return {
    changed() {
      if (timer) return;
      timer = setTimeout(() => {
        idle = window.requestIdleCallback ? requestIdleCallback(write, { timeout: 1000 }) : 0;
        if (!idle) write();
      }, WAIT_MS);
    },
    flush: write,
  };
}
