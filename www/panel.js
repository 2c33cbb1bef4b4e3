// Where the game stands, drawn from a store's state (store.js): the playground's panel beside
// the board (status and verdict, the figures behind it, the game's own buttons, the winning
// moves) and its refusal box under the board, and the caption line under an embedded board.
// The move list is move-list.js.
import { fillDefinitions, make } from './dom.js';
import { showActions } from './actions.js';

/**
 * The playground's panel (`el`, elements.js's `panel`), drawn from `store`: its buttons step
 * along the line and run the game's actions, the hint toggle shows the winning moves (on the
 * board too: `redraw()` asks for a frame). Returns `run(id, argument)`, which runs an action.
 */
export function setUpPanel(el, store, { redraw }) {
  const run = (id, argument) => store.attempt((playground) => playground.act(id, argument));
  store.subscribe(panelView(el, run));
  el.undo.addEventListener('click', () => run('undo'));
  el.redo.addEventListener('click', () => run('redo'));
  el.toStart.addEventListener('click', () => run('start'));
  el.toEnd.addEventListener('click', () => run('end'));
  el.hintToggle.addEventListener('change', () => {
    el.hints.hidden = !el.hintToggle.checked || !store.state.report?.hints_offered;
    store.state.playground?.show_hints(el.hintToggle.checked);
    redraw();
  });
  return run;
}

function panelView(el, run) {
  return ({ report }, previous) => {
    if (!report || report === previous.report) return;
    el.status.textContent = report.status;
    el.verdict.textContent = report.verdict;
    el.verdict.className = `verdict ${report.tone}`;
    fillDefinitions(el.facts, report.facts.map((fact) => [fact.label, fact.value]));
    el.pending.hidden = !report.pending;
    el.pending.textContent = report.pending;
    showActions(el.actions, report.actions, run);
    // Games with no winning moves to show (Connect, Havannah) do not offer the toggle.
    el.hintToggle.closest('label').hidden = !report.hints_offered;
    el.hints.hidden = !report.hints_offered || !el.hintToggle.checked;
    el.hintNote.textContent = report.hint_note;
    el.hintList.replaceChildren(...report.hints.map((text) => make('li', { textContent: text })));
    // Who made the first mistake, and how many each side made, once a move was judged.
    el.review.hidden = !report.review.judges || report.played + report.undone === 0;
    el.review.textContent = report.review.text;
    el.undo.disabled = report.played === 0;
    el.redo.disabled = report.undone === 0;
  };
}

/** The playground's refusal box: why the last click or command was refused, while on show. */
export function refusalView(box) {
  return ({ refusal }, previous) => {
    if (refusal === previous.refusal) return;
    if (refusal) box.textContent = refusal;
    box.hidden = !refusal;
  };
}

/** An embedded board's caption: the status and verdict, or the refusal while on show. */
export function captionView(line) {
  return ({ report, refusal }) => {
    line.className = refusal ? 'refused' : '';
    line.textContent = refusal || [report?.status, report?.verdict].filter(Boolean).join(' · ');
  };
}
