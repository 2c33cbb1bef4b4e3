// The panels beside a board: status and verdict, the figures behind it, the game's own
// buttons and the winning moves, all drawn from one report (the move list is move-list.js).

const $ = (id) => document.getElementById(id);

/** The text of a thrown error, for the page. */
export function errorText(err) {
  return err instanceof Error ? err.message : String(err);
}

let refusalTimer = 0;

/** Shows why a click or command was refused; it fades after a few seconds. */
export function showRefusal(message) {
  const box = $('refusal');
  box.textContent = message;
  box.hidden = false;
  clearTimeout(refusalTimer);
  refusalTimer = setTimeout(() => { box.hidden = true; }, 6000);
}

export function clearRefusal() {
  $('refusal').hidden = true;
}

function listItem(text, className = '') {
  const li = document.createElement('li');
  li.textContent = text;
  if (className) li.className = className;
  return li;
}

/** What the action buttons were built for: their ids and kinds, in order. */
let builtActions = '';

/** The game's own buttons; `run(id, argument)` runs one. */
function showActions(actions, run) {
  const box = $('actions');
  // The same buttons as before (the usual case, move after move): only their labels and
  // states change, so a text box holding a long pasted case is not built again.
  const shape = actions.map((a) => `${a.id}:${a.prompt !== null}`).join(' ');
  if (shape === builtActions && box.childElementCount === actions.length) {
    for (const action of actions) {
      const button = box.querySelector(`button[data-action="${action.id}"]`);
      button.disabled = !action.enabled;
      if (action.prompt === null) button.textContent = action.label;
    }
    return;
  }
  builtActions = shape;
  // Keep what was typed into an action's text box, and whether it was open, across redraws.
  const typed = Object.fromEntries([...box.querySelectorAll('textarea')].map((t) => [t.name, t.value]));
  const open = new Set([...box.querySelectorAll('details[open]')].map((d) => d.dataset.textAction));
  box.replaceChildren();
  for (const action of actions) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = action.label;
    button.disabled = !action.enabled;
    button.dataset.action = action.id;
    if (action.prompt === null) {
      button.addEventListener('click', () => run(action.id));
      box.append(button);
      continue;
    }
    const details = document.createElement('details');
    details.className = 'action-text';
    details.dataset.textAction = action.id;
    details.open = open.has(action.id);
    const summary = document.createElement('summary');
    summary.textContent = `${action.label}…`;
    const area = document.createElement('textarea');
    area.name = action.id;
    area.rows = 4;
    area.placeholder = action.prompt;
    area.spellcheck = false;
    area.value = typed[action.id] ?? '';
    button.addEventListener('click', () => run(action.id, area.value));
    details.append(summary, area, button);
    box.append(details);
  }
}

/** Fills every panel from `report`; the game's buttons call `run(id, argument)`. */
export function showReport(report, run) {
  $('status').textContent = report.status;
  const verdict = $('verdict');
  verdict.textContent = report.verdict;
  verdict.className = `verdict ${report.tone}`;

  const facts = $('facts');
  facts.replaceChildren();
  for (const fact of report.facts) {
    const dt = document.createElement('dt');
    dt.textContent = fact.label;
    const dd = document.createElement('dd');
    dd.textContent = fact.value;
    facts.append(dt, dd);
  }

  $('pending').hidden = !report.pending;
  $('pending').textContent = report.pending;
  showActions(report.actions, run);

  $('hint-note').textContent = report.hint_note;
  $('hint-list').replaceChildren(...report.hints.map((text) => listItem(text)));

  $('undo').disabled = report.played === 0;
  $('redo').disabled = report.undone === 0;
}
