// The playground page: one board with its panels, the new-game form, and the judge section.
// Boards are drawn, and clicks mapped to moves, by the Rust view layer behind `Playground`;
// these modules only wire the page to it.
import init, { games, problems, Playground } from './pkg/arbiter.js';
import { attachInput } from './board-input.js';
import { attachKeyboard, setUpShortcuts } from './keyboard.js';
import { setUpRules } from './rules.js';
import { setUpExport } from './export.js';
import { setUpJudgePanel } from './judge-panel.js';
import { setUpMoveList } from './move-list.js';
import { setUpOpponent } from './opponent.js';
import { buildOptions, optionValues, showOptionsError } from './options-form.js';
import { clearRefusal, errorText, showRefusal, showReport } from './panel.js';
import { autosave, forget, isGameLink, linkedGame, queryGame, savedLink } from './share.js';

const $ = (id) => document.getElementById(id);
const canvas = $('board');

let gameList = [];
let playground = null;
let lastReport = null;

let keyboard = null;
let drawQueued = false;
function requestDraw() {
  if (drawQueued) return;
  drawQueued = true;
  requestAnimationFrame(() => {
    drawQueued = false;
    if (playground) playground.render(canvas);
    keyboard?.refresh();
  });
}

let opponent = () => {};
const current = () => playground;
// A fresh board shown for a damaged link leaves the saved game alone until it is played on.
let standIn = false;
const saver = autosave({
  current,
  showing: () => location.hash !== '#check',
  storing: () => !standIn || (lastReport && lastReport.played + lastReport.undone > 0),
});
const showMoves = setUpMoveList($('move-scroll'), $('move-list'), {
  current,
  goTo: (ply) => attempt(() => playground.go_to(ply)),
});

function show(report) {
  lastReport = report;
  showReport(report, runAction);
  showMoves(report);
  opponent(report);
  saver.changed();
}

/** Runs a call that returns a report; a refusal is shown and the game stays as it was. */
function attempt(call) {
  if (!playground) return false;
  let played = false;
  try {
    const report = call();
    clearRefusal();
    show(report);
    played = true;
  } catch (err) {
    showRefusal(errorText(err));
  }
  requestDraw();
  return played;
}

function runAction(id, argument) {
  attempt(() => playground.act(id, argument));
}

function currentGame() {
  return gameList.find((g) => g.slug === $('game').value) ?? gameList[0];
}

/** Shows option values in the new-game form. */
function fillOptions(values) {
  for (const [key, value] of Object.entries(values)) {
    const field = $('options').elements.namedItem(key);
    if (field) field.value = value;
  }
}

/** Puts `next` on the page in place of the game shown. */
function adopt(next) {
  if (playground) playground.free();
  playground = next;
  $('game').value = playground.game();
  buildOptions(currentGame());
  fillOptions(playground.options());
  playground.show_hints($('hint-toggle').checked);
  showOptionsError(null);
  clearRefusal();
  show(playground.report());
  requestDraw();
}

/** A new game of the picked game with the form's options (it replaces the saved one). */
function startGame() {
  const game = currentGame();
  try {
    adopt(new Playground(game.slug, optionValues()));
  } catch (err) {
    showOptionsError(errorText(err));
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
  buildOptions(currentGame());
  startGame();
}

function showLinkError(message) {
  $('link-error-text').textContent = message;
  $('link-error').hidden = !message;
}

/**
 * Opens the game in the address's hash. A damaged link says why, and opens a fresh board of
 * the game it names when the page opens (`fresh`), or keeps the game shown when the link was
 * pasted into the open page.
 */
function openLink({ fresh }) {
  try {
    const next = Playground.open(location.hash.slice(1));
    standIn = false;
    adopt(next);
    showLinkError('');
  } catch (err) {
    if (!fresh && playground) {
      showLinkError(`${errorText(err)}. The game shown is unchanged.`);
      saver.changed();
      return;
    }
    showLinkError(`${errorText(err)}. A new game is shown instead.`);
    const slug = linkedGame(location.hash);
    if (gameList.some((g) => g.slug === slug)) $('game').value = slug;
    buildOptions(currentGame());
    standIn = true;
    startGame();
  }
}

/** The first game: the address's link, else `?game=…&options`, else the last game played. */
function openFirstGame() {
  if (isGameLink(location.hash)) {
    openLink({ fresh: true });
    return;
  }
  const query = queryGame(gameList);
  if (query && Object.keys(query.options).length > 0) {
    $('game').value = query.game.slug;
    buildOptions(query.game);
    fillOptions(query.options);
    startGame();
    return;
  }
  if (query) $('game').value = query.game.slug;
  else if (savedLink()) {
    try {
      adopt(Playground.open(savedLink()));
      return;
    } catch {
      // Fall through to a new game.
    }
  }
  resumeGame();
}

attachInput(canvas, { current, attempt, redraw: requestDraw });
keyboard = attachKeyboard(canvas, { current, attempt, redraw: requestDraw, lastReport: () => lastReport });
setUpShortcuts();
opponent = setUpOpponent({ current, attempt });
setUpExport({
  current,
  canvas,
  redraw: requestDraw,
  imported: (next) => {
    standIn = false;
    adopt(next);
  },
  open: (text) => Playground.import(text),
});
new ResizeObserver(requestDraw).observe(canvas);

document.addEventListener('keydown', (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.target.closest('input, textarea, select')) return;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) runAction('undo');
  else if (key === 'y' || (key === 'z' && event.shiftKey)) runAction('redo');
  else return;
  event.preventDefault();
});

function showSection() {
  const section = location.hash === '#check' ? 'check' : 'play';
  $('play').hidden = section !== 'play';
  $('check').hidden = section !== 'check';
  $('tab-play').classList.toggle('active', section === 'play');
  $('tab-check').classList.toggle('active', section === 'check');
  if (section === 'play') {
    requestDraw();
    // Back from the judge panel: the address shows the game again.
    if (!isGameLink(location.hash)) saver.changed();
  }
}

async function main() {
  await init();
  gameList = games();
  for (const game of gameList) {
    const option = document.createElement('option');
    option.value = game.slug;
    option.textContent = game.title;
    $('game').append(option);
  }
  setUpJudgePanel({ problems });
  setUpRules({ games: gameList, Playground, currentGame });

  $('game').addEventListener('change', () => {
    saver.flush();
    standIn = false;
    resumeGame();
  });
  $('options').addEventListener('submit', (event) => {
    event.preventDefault();
    standIn = false;
    startGame();
  });
  $('undo').addEventListener('click', () => runAction('undo'));
  $('redo').addEventListener('click', () => runAction('redo'));
  $('to-start').addEventListener('click', () => runAction('start'));
  $('to-end').addEventListener('click', () => runAction('end'));
  $('link-error-close').addEventListener('click', () => showLinkError(''));
  $('hint-toggle').addEventListener('change', (event) => {
    $('hints').hidden = !event.target.checked;
    playground?.show_hints(event.target.checked);
    requestDraw();
  });
  window.addEventListener('hashchange', () => {
    // A link pasted into the address bar of the open page.
    if (isGameLink(location.hash) && location.hash.slice(1) !== playground?.link()) {
      openLink({ fresh: false });
    }
    showSection();
  });
  // The last moves reach the address and the saved game even when the page closes at once.
  window.addEventListener('pagehide', () => saver.flush());

  $('loading').hidden = true;
  showSection();
  openFirstGame();
  // For embedding pages and end-to-end tests: the live game and the canvas it draws on.
  window.arbiter = { get playground() { return playground; }, canvas, get report() { return lastReport; } };
  document.body.dataset.ready = 'true';
}

main().catch((err) => {
  $('loading').textContent = `Arbiter could not start: ${errorText(err)}`;
});
