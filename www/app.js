// The playground page: one board with its panels, the new-game form, and the judge section.
// Boards are drawn, and clicks mapped to moves, by the Rust view layer behind `Playground`;
// these modules only wire the page to it.
import init, { games, problems, judge, Playground } from './pkg/arbiter.js';
import { attachInput } from './board-input.js';
import { setUpJudgePanel } from './judge-panel.js';
import { setUpOpponent } from './opponent.js';
import { buildOptions, optionValues, showOptionsError } from './options-form.js';
import { clearRefusal, errorText, showRefusal, showReport } from './panel.js';

const $ = (id) => document.getElementById(id);
const canvas = $('board');

let gameList = [];
let playground = null;
let lastReport = null;

let drawQueued = false;
function requestDraw() {
  if (drawQueued) return;
  drawQueued = true;
  requestAnimationFrame(() => {
    drawQueued = false;
    if (playground) playground.render(canvas);
  });
}

let opponent = () => {};

function show(report) {
  lastReport = report;
  showReport(report, runAction);
  opponent(report);
}

/** Runs a call that returns a report; a refusal is shown and the game stays as it was. */
function attempt(call) {
  try {
    const report = call();
    clearRefusal();
    show(report);
  } catch (err) {
    showRefusal(errorText(err));
  }
  requestDraw();
}

function runAction(id, argument) {
  if (playground) attempt(() => playground.act(id, argument));
}

function currentGame() {
  return gameList.find((g) => g.slug === $('game').value) ?? gameList[0];
}

function startGame() {
  const game = currentGame();
  try {
    const next = new Playground(game.slug, optionValues());
    if (playground) playground.free();
    playground = next;
    playground.show_hints($('hint-toggle').checked);
    showOptionsError(null);
    clearRefusal();
    show(playground.report());
    requestDraw();
    const url = new URL(location.href);
    url.searchParams.set('game', game.slug);
    history.replaceState(null, '', url);
  } catch (err) {
    showOptionsError(errorText(err));
  }
}

attachInput(canvas, { current: () => playground, attempt, redraw: requestDraw });
opponent = setUpOpponent({ current: () => playground, attempt });
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
  if (section === 'play') requestDraw();
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
  const wanted = new URL(location.href).searchParams.get('game');
  if (gameList.some((g) => g.slug === wanted)) $('game').value = wanted;
  buildOptions(currentGame());
  setUpJudgePanel({ judge, problems });

  $('game').addEventListener('change', () => {
    buildOptions(currentGame());
    startGame();
  });
  $('options').addEventListener('submit', (event) => {
    event.preventDefault();
    startGame();
  });
  $('undo').addEventListener('click', () => runAction('undo'));
  $('redo').addEventListener('click', () => runAction('redo'));
  $('hint-toggle').addEventListener('change', (event) => {
    $('hints').hidden = !event.target.checked;
    playground?.show_hints(event.target.checked);
    requestDraw();
  });
  window.addEventListener('hashchange', showSection);

  $('loading').hidden = true;
  showSection();
  startGame();
  // For embedding pages and end-to-end tests: the live game and the canvas it draws on.
  window.arbiter = { get playground() { return playground; }, canvas, get report() { return lastReport; } };
  document.body.dataset.ready = 'true';
}

main().catch((err) => {
  $('loading').textContent = `Arbiter could not start: ${errorText(err)}`;
});
