// `window.arbiter`: what end-to-end tests, benchmarks and scripts may read of a page. One shape
// on every page; each fills in what it has, the rest is null:
//   playground  the live Playground (the playground page; read from its store, store.js)
//   report      that Playground's last report
//   canvas      the page's drawing: the board, or the explorer's plot
//   explorer    the explorer's run (explorer.js's `state`: values, len, summary, heatCell, …)

export function exposeArbiter({ store = null, canvas = null, explorer = null }) {
  window.arbiter = Object.freeze({
    get playground() { return store?.state.playground ?? null; },
    get report() { return store?.state.report ?? null; },
    canvas,
    explorer,
  });
}
