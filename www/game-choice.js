// Which game the playground shows: the game picker and the new-game form, a link opened with
// the page or pasted into its address, `?game=…&<option>=…`, and each game's saved game. A game
// goes on the page through the store (store.js), which frees the one it replaces.
import { addOptions } from './dom.js';
import { errorText } from './errors.js';
import { optionsForm } from './options-form.js';
import { forget, isGameLink, linkedGame, queryGame, savedLink } from './share.js';

/**
 * Wires the picker and the form (`el`, elements.js's `choice`) to `store`. `games` is the
 * games' list (loader.js's `gameList`: every game, its options once its module is loaded),
 * `moduleOf(slug)` loads the module of a game, `openLink(link)` opens a link in its game's
 * module, `saver` the autosave (share.js), `hints()` whether the winning moves are shown.
 * A game's module loads before its form is built or its board made; when choices overlap
 * (a game picked while another still loads), only the latest is shown.
 */
export function setUpGameChoice(el, store, { games, moduleOf, openLink, saver, hints }) {
  const form = optionsForm(el);
  addOptions(el.game, games.map((game) => [game.slug, game.title]));
  let latest = 0;

  /** The game picked. */
  function currentGame() {
    return games.find((g) => g.slug === el.game.value) ?? games[0];
  }

  /** Puts `next` on the page in place of the game shown. */
  function adopt(next, { standIn = false } = {}) {
    el.game.value = next.game();
    form.build(currentGame());
    form.fill(next.options());
    next.show_hints(hints());
    form.showError(null);
    store.adopt(next, { standIn });
  }

  /**
   * Runs `make()`, which returns a Playground (or throws), and shows it unless another choice
   * came after this one; a refusal goes to `refused(err)` under the same condition.
   */
  async function show(make, { standIn = false, refused }) {
    const ticket = ++latest;
    let next;
    try {
      next = await make();
    } catch (err) {
      if (ticket === latest) refused(err);
      return false;
    }
    if (ticket !== latest) {
      next.free();
      return false;
    }
    adopt(next, { standIn });
    return true;
  }

  /** A new game of the picked game with the form's options (it replaces the saved one). */
  function startGame({ standIn = false } = {}) {
    const { slug } = currentGame();
    const values = form.values();
    return show(async () => new (await moduleOf(slug)).Playground(slug, values), {
      standIn,
      refused: (err) => form.showError(errorText(err)),
    });
  }

  /** The picked game as it was left (each game keeps its own), or a new one. */
  async function resumeGame() {
    const { slug } = currentGame();
    const saved = savedLink(slug);
    if (saved) {
      let damaged = false;
      if (await show(() => openLink(saved), { refused: () => { damaged = true; } })) return;
      if (!damaged) return; // Another choice came after this one.
      forget(slug); // Saved by an older version, or damaged: start afresh.
    }
    const ticket = ++latest;
    try {
      await moduleOf(slug);
    } catch (err) {
      if (ticket === latest) form.showError(errorText(err));
      return;
    }
    if (ticket !== latest) return;
    form.build(currentGame());
    await startGame();
  }

  function showLinkError(message) {
    el.linkErrorText.textContent = message;
    el.linkError.hidden = !message;
  }

  /**
   * Opens the game in the address's hash. A damaged link says why, and opens a fresh board of
   * the game it names when the page opens (`fresh`), or keeps the game shown when the link was
   * pasted into the open page.
   */
  async function openAddress({ fresh }) {
    let failure = null;
    const opened = await show(() => openLink(location.hash.slice(1)), { refused: (err) => { failure = err; } });
    if (opened) {
      showLinkError('');
      return;
    }
    if (!failure) return; // A later choice took over.
    if (!fresh && store.state.playground) {
      showLinkError(`${errorText(failure)}. The game shown is unchanged.`);
      saver.changed();
      return;
    }
    showLinkError(`${errorText(failure)}. A new game is shown instead.`);
    const slug = linkedGame(location.hash);
    if (games.some((g) => g.slug === slug)) el.game.value = slug;
    await moduleOf(currentGame().slug);
    form.build(currentGame());
    await startGame({ standIn: true });
  }

  el.game.addEventListener('change', () => {
    saver.flush();
    resumeGame();
  });
  el.options.addEventListener('submit', (event) => {
    event.preventDefault();
    startGame();
  });
  el.linkErrorClose.addEventListener('click', () => showLinkError(''));

  return {
    currentGame,

    /** Shows `next` (an imported game, say) in place of any game still loading. */
    adopt(next, options) {
      latest += 1;
      adopt(next, options);
    },

    /**
     * The first game: the address's link; else `?game=…&<option>=…`, always a new game with
     * those options (the game's defaults for the rest); else, from the bare address, the last
     * game played as it was left. A query that cannot be followed says why above the board,
     * as a damaged link does, and shows a new game of its defaults.
     */
    async openFirst() {
      if (isGameLink(location.hash)) {
        await openAddress({ fresh: true });
        return;
      }
      let query = queryGame(games);
      if (query?.game) {
        // The options the query may set are the game's: its module tells them.
        await moduleOf(query.slug);
        query = queryGame(games);
      }
      const refused = (why) => showLinkError(`The address cannot be followed: ${why}.`);
      if (query?.game) {
        el.game.value = query.game.slug;
        form.build(query.game);
        form.fill(query.options);
        const values = form.values();
        let refusal = null;
        const { Playground } = await moduleOf(query.slug);
        if (await show(() => new Playground(query.slug, values), { refused: (err) => { refusal = err; } })) return;
        refused(`the options were refused: ${errorText(refusal)}. A new game with the default options is shown instead`);
        form.build(query.game);
        await startGame({ standIn: true });
        return;
      }
      // The bare address, or one naming no game: the last game played, else a new game.
      const saved = savedLink();
      const reopened = Boolean(saved) && await show(() => openLink(saved), { refused: () => {} });
      if (!reopened) await resumeGame();
      if (query) refused(`there is no game \`${query.slug}\`. ${reopened ? 'The last game played' : 'A new game'} is shown instead`);
    },

    /** A link pasted into the address bar of the open page. */
    followLink() {
      if (isGameLink(location.hash) && location.hash.slice(1) !== store.state.playground?.link()) {
        openAddress({ fresh: false });
      }
    },
  };
}
