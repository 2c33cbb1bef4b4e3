// The computer player's thread: it loads the same wasm package as the page and searches a
// position sent as a game link, so the page's thread (and the board) never waits for it.
//
// In:  { module } first — the page's compiled WebAssembly.Module (engine-module.js), so that
//      the worker need not fetch and compile the package itself; null: it loads its own.
// In:  { id, link, level, millis, quick, seed } — `quick` > 0 first posts a short search's
//      thought; `seed` makes this worker's tree differ from the other workers' (opponent.js
//      runs one worker per core and adds their root statistics up).
// Out: { id, thought, final } for each thought (thought null when the game has no computer
//      player), or { id, error }.
// In:  { id, link, winRates: millis } — the win rate at every position of the line, each
//      searched for `millis` (win-rate.js's graph).
// Out: { id, winRates } (null when the game has no engine), or { id, error }.
// In:  { id, link, analyse: millis } — the analysis: the best candidates' lines as the search
//      deepens, for up to `millis`.
// Out: { id, analysis, final } for each snapshot (about every 150 ms, the last one final;
//      analysis null when the game's engine keeps no lines), or { id, error }. The page ends
//      the worker to stop it.
import init, { analyse, think, win_rates } from './pkg/arbiter.js';
import { errorText } from './errors.js';

// Questions wait until the page has sent the module and the glue is initialised with it.
let loaded;
const ready = new Promise((resolve) => { loaded = resolve; });

self.onmessage = async ({ data }) => {
  if ('module' in data) {
    loaded(init(data.module ? { module_or_path: data.module } : undefined));
    return;
  }
  const { id, link, level, millis, quick, seed = 1, winRates, analyse: analyseFor } = data;
  try {
    await ready;
    if (winRates) {
      self.postMessage({ id, winRates: win_rates(link, winRates) });
      return;
    }
    if (analyseFor) {
      const progress = (analysis) => self.postMessage({ id, analysis, final: false });
      self.postMessage({ id, analysis: analyse(link, analyseFor, progress), final: true });
      return;
    }
    if (quick > 0) {
      const early = think(link, 'strongest', quick, seed);
      if (early === null) {
        self.postMessage({ id, thought: null, final: true });
        return;
      }
      self.postMessage({ id, thought: early, final: false });
    }
    self.postMessage({ id, thought: think(link, level, millis, seed), final: true });
  } catch (err) {
    self.postMessage({ id, error: errorText(err) });
  }
};
