// A board's canvas, drawn from a store (store.js) by the Rust view layer behind the
// Playground: at most once a frame, after any change of the store's state, a resize of the
// canvas, or a call to `redraw()` (hover, pan and zoom change the drawing, not the report).

/** Draws the store's game on `canvas`; `drawn()` runs after each drawing. */
export function drawBoard(canvas, store, { drawn = () => {} } = {}) {
  let frame = 0;
  function redraw() {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      store.state.playground?.render(canvas);
      drawn();
    });
  }
  const observer = new ResizeObserver(redraw);
  observer.observe(canvas);
  const unsubscribe = store.subscribe(redraw);
  return {
    redraw,
    /** Stops drawing: the canvas is no longer watched. */
    stop() {
      cancelAnimationFrame(frame);
      observer.disconnect();
      unsubscribe();
    },
  };
}
