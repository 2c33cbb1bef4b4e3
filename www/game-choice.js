// Which game the playground shows: the game picker and the new-game form, a link opened with
// the page or pasted into its address, `?game=…&<option>=…`, and each game's saved game. A game
// goes on the page through the store (store.js), which frees the one it replaces.
import { addOptions } from './dom.js';
import { errorText } from './errors.js';
import { optionsForm } from './options-form.js';
import { forget, isGameLink, linkedGame, queryGame, savedLink } from './share.js';

/**
 * Wires the picker and the form (`el`, elements.js's `choice`) to `store`. `games` is the
 * games' list, `Playground` the binding, `saver` the autosave (share.js), `hints()` whether
 * the winning moves are shown.
 */
export function setUpGameChoice(el, store, { games, Playground, saver, hints }) {
  const form = optionsForm(el);
  addOptions(el.game, games.map((game) => [game.slug, game.title]));

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

  /** A new game of the picked game with the form's options (it replaces the saved one). */
  function startGame({ standIn = false } = {}) {
    try {
      adopt(new Playground(currentGame().slug, form.values()), { standIn });
    } catch (err) {
      form.showError(errorText(err));
    }
  }

  /** The picked game as it was left (each game keeps its own), or a new one. */
  function resumeGame() {
    const slug = currentGame().slug;
    const saved = savedLink(slug);
    if (saved) {
      try {
        adopt(Playground.open(saved));
        return;
      } catch {
        forget(slug); // Saved by an older version, or damaged: start afresh.
      }
    }
    form.build(currentGame());
    startGame();
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
  function openLink({ fresh }) {
    try {
      adopt(Playground.open(location.hash.slice(1)));
      showLinkError('');
    } catch (err) {
      if (!fresh && store.state.playground) {
        showLinkError(`${errorText(err)}. The game shown is unchanged.`);
        saver.changed();
        return;
      }
      showLinkError(`${errorText(err)}. A new game is shown instead.`);
      const slug = linkedGame(location.hash);
      if (games.some((g) => g.slug === slug)) el.game.value = slug;
      form.build(currentGame());
      startGame({ standIn: true });
    }
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
    adopt,

    /**
     * The first game: the address's link; else `?game=…&<option>=…`, always a new game with
     * those options (the game's defaults for the rest); else, from the bare address, the last
     * game played as it was left. A query that cannot be followed says why above the board,
     * as a damaged link does, and shows a new game of its defaults.
     */
    openFirst() {
      if (isGameLink(location.hash)) {
        openLink({ fresh: true });
        return;
      }
      const query = queryGame(games);
      const refused = (why) => showLinkError(`The address cannot be followed: ${why}.`);
      if (query?.game) {
        el.game.value = query.game.slug;
        form.build(query.game);
        form.fill(query.options);
        try {
          adopt(new Playground(query.game.slug, form.values()));
          return;
        } catch (err) {
          refused(`the options were refused: ${errorText(err)}. A new game with the default options is shown instead`);
        }
        form.build(query.game);
        startGame({ standIn: true });
        return;
      }
      // The bare address, or one naming no game: the last game played, else a new game.
      let reopened = false;
      if (savedLink()) {
        try {
          adopt(Playground.open(savedLink()));
          reopened = true;
        } catch {
          // Saved by an older version, or damaged: a new game.
        }
      }
      if (!reopened) resumeGame();
      if (query) refused(`there is no game \`${query.slug}\`. ${reopened ? 'The last game played' : 'A new game'} is shown instead`);
    },

    /** A link pasted into the address bar of the open page. */
    followLink() {
      if (isGameLink(location.hash) && location.hash.slice(1) !== store.state.playground?.link()) {
        openLink({ fresh: false });
      }
    },
  };
}
