// The game's own buttons in the panel (swap, load a case, …), from the report's `actions`: a
// button each, and a text box in a fold for the actions that take a text.
import { make } from './dom.js';

/** Shows `actions` in `box`; `run(id, argument)` runs one. */
export function showActions(box, actions, run) {
  // The same buttons as before (the usual case, move after move): only their labels and
  // states change, so a text box holding a long pasted case is not built again.
  // `data-built` holds what the buttons were built for: their ids and kinds, in order.
  const shape = actions.map((a) => `${a.id}:${a.prompt !== null}`).join(' ');
  if (shape === box.dataset.built && box.childElementCount === actions.length) {
    for (const action of actions) {
      const button = box.querySelector(`button[data-action="${action.id}"]`);
      button.disabled = !action.enabled;
      if (action.prompt === null) button.textContent = action.label;
    }
    return;
  }
  box.dataset.built = shape;
  // Keep what was typed into an action's text box, and whether it was open, across redraws.
  const typed = Object.fromEntries([...box.querySelectorAll('textarea')].map((t) => [t.name, t.value]));
  const open = new Set([...box.querySelectorAll('details[open]')].map((d) => d.dataset.textAction));
  box.replaceChildren(...actions.map((action) => {
    const button = make('button', { type: 'button', textContent: action.label, disabled: !action.enabled });
    button.dataset.action = action.id;
    if (action.prompt === null) {
      button.addEventListener('click', () => run(action.id));
      return button;
    }
    const area = make('textarea', {
      name: action.id, rows: 4, placeholder: action.prompt, spellcheck: false, value: typed[action.id] ?? '',
    });
    button.addEventListener('click', () => run(action.id, area.value));
    const details = make('details', { className: 'action-text', open: open.has(action.id) }, [
      make('summary', { textContent: `${action.label}…` }), area, button,
    ]);
    details.dataset.textAction = action.id;
    return details;
  }));
}
