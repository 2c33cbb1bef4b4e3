// The one owner of a board's state, on the playground page and in every embedded board: the
// live Playground, the report it gave last, the refusal on show (it fades by itself), and
// whether the game stands in for a link that could not be opened. A store is built from a
// config; views subscribe and draw from its state, which only `adopt` and `run` change.
import { errorText } from './errors.js';

/**
 * A store. Config: `playground`, the game to start with (else none until `adopt`), and
 * `refusalMs`, how long a refusal stays on show.
 */
export function createStore({ playground = null, refusalMs = 6000 } = {}) {
  let state = Object.freeze({
    playground,
    report: playground?.report() ?? null,
    refusal: '',
    standIn: false,
  });
  const views = new Set();
  let fading = 0;

  function set(change) {
    const previous = state;
    state = Object.freeze({ ...state, ...change });
    // A view that changes the store (a handler that plays at once) has told every view the new
    // state already: the views after it then get the newest state too, never an older one.
    for (const view of views) view(state, previous);
  }

  /**
   * Runs `call(playground)`, which returns a report, and keeps that report. A refusal is put on
   * show for `refusalMs` and thrown as an Error with its text.
   */
  function run(call) {
    const { playground } = state;
    if (!playground) throw new Error('No game is shown');
    let report;
    try {
      report = call(playground);
    } catch (err) {
      const message = errorText(err);
      if (state.playground === playground) {
        clearTimeout(fading);
        fading = setTimeout(() => set({ refusal: '' }), refusalMs);
        set({ refusal: message });
      }
      throw new Error(message);
    }
    clearTimeout(fading);
    set({ report, refusal: '' });
    return report;
  }

  return {
    /**
     * `{ playground, report, refusal, standIn }`: `report` is the Playground's last report
     * (null with no game), `refusal` the text of the refusal on show ('' when none),
     * `standIn` whether the game must not replace the saved one until it is played on (a
     * fresh board shown for a damaged link). A frozen object, replaced on every change.
     */
    get state() {
      return state;
    },

    /** Calls `view(state, previous)` after every change; returns the call that stops it. */
    subscribe(view) {
      views.add(view);
      return () => views.delete(view);
    },

    /** Shows `next` (a Playground, or null) in place of the game shown, which is freed. */
    adopt(next, { standIn = false } = {}) {
      clearTimeout(fading);
      if (state.playground && state.playground !== next) state.playground.free();
      set({ playground: next, report: next?.report() ?? null, refusal: '', standIn });
    },

    run,

    /** `run`, answering whether the call went through instead of throwing. */
    attempt(call) {
      try {
        run(call);
        return true;
      } catch {
        return false;
      }
    },
  };
}
