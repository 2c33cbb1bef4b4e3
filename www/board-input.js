// Pointer input on a board's canvas: a click plays, a hover previews, a drag pans, the wheel
// and a pinch zoom. `current()` returns the live Playground (or null); `attempt(call)` runs a
// call that returns a report, showing a refusal if it throws; `redraw()` asks for a frame;
// `signal` (an AbortSignal, optional) removes the listeners.

export function attachInput(canvas, { current, attempt, redraw, signal }) {
  const pointers = new Map();
  let dragged = false;
  let pinchDistance = 0;

  function localPoint(event) {
    const rect = canvas.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  }

  const on = (type, listener, options = {}) => canvas.addEventListener(type, listener, { ...options, signal });

  on('pointerdown', (event) => {
    canvas.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, localPoint(event));
    dragged = false;
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinchDistance = Math.hypot(a[0] - b[0], a[1] - b[1]);
    }
  });

  on('pointermove', (event) => {
    const playground = current();
    if (!playground) return;
    const point = localPoint(event);
    const previous = pointers.get(event.pointerId);
    if (!previous) {
      if (playground.hover(point[0], point[1])) redraw();
      return;
    }
    pointers.set(event.pointerId, point);
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const distance = Math.hypot(a[0] - b[0], a[1] - b[1]);
      if (pinchDistance > 0 && playground.zoom((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, distance / pinchDistance)) {
        redraw();
      }
      pinchDistance = distance;
      dragged = true;
      return;
    }
    const dx = point[0] - previous[0];
    const dy = point[1] - previous[1];
    if (dragged || Math.hypot(dx, dy) > 4) {
      dragged = true;
      if (playground.pan(dx, dy)) redraw();
    } else {
      pointers.set(event.pointerId, previous);
    }
  });

  function releasePointer(event) {
    const wasOnlyPointer = pointers.size === 1;
    pointers.delete(event.pointerId);
    if (pointers.size < 2) pinchDistance = 0;
    return wasOnlyPointer;
  }

  on('pointerup', (event) => {
    const single = releasePointer(event);
    const playground = current();
    if (!playground || dragged || !single || event.button > 0) return;
    const [x, y] = localPoint(event);
    attempt(() => playground.click(x, y));
  });
  on('pointercancel', releasePointer);
  on('pointerleave', () => {
    const playground = current();
    if (playground && pointers.size === 0 && playground.hover(-1, -1)) redraw();
  });

  on('wheel', (event) => {
    const playground = current();
    if (!playground || !playground.zoomable()) return;
    // The wheel belongs to a zoomable board even at its zoom limits: the page must not scroll.
    event.preventDefault();
    const [x, y] = localPoint(event);
    if (playground.zoom(x, y, Math.exp(-event.deltaY * 0.0015))) redraw();
  }, { passive: false });
}
