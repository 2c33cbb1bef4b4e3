// The playground page (index.html): one board with its panels, the new-game form, and the judge
// section. This module starts it: it builds the store (store.js), the one owner of the game
// shown, hands each module its elements (elements.js) and the store, and switches between the
// Play and Check input sections. Boards are drawn, and clicks mapped to moves, by the Rust view
// layer behind `Playground`; these modules only wire the page to it. The page loads only the
// light module of the game it opens with; loader.js loads the others when they are needed.
import { attachInput } from './board-input.js';
import { drawBoard } from './board-view.js';
import { pageElements } from './elements.js';
import { errorText } from './errors.js';
import { setUpExport } from './export.js';
import { setUpGameChoice } from './game-choice.js';
import { setUpJudgePanel } from './judge-panel.js';
import { attachKeyboard, setUpShortcuts } from './keyboard.js';
import { gameList, importGame, moduleOf, openLink, problemList, using } from './loader.js';
import { FIRST_GAME } from './modules.js';
import { setUpMoveList } from './move-list.js';
import { setUpOpponent } from './opponent.js';
import { refusalView, setUpPanel } from './panel.js';
import { setUpRules } from './rules.js';
import { autosave, dropQuery, isGameLink, lastGame, linkedGame } from './share.js';
import { showHeader } from './site-header.js';
import { createStore } from './store.js';
import { setUpWinRate } from './win-rate.js';
import { exposeArbiter } from './window-arbiter.js';

showHeader('playground');
const el = pageElements();

/** The game the page opens with: the link's, the query's, the last one played, or the first. */
function openingGame() {
  if (isGameLink(location.hash)) return linkedGame(location.hash);
  return new URL(location.href).searchParams.get('game') ?? lastGame() ?? FIRST_GAME;
}

async function main() {
  const first = await moduleOf(openingGame());
  const problems = await problemList(first);
  const store = createStore({ refusalMs: 6000 });
  const current = () => store.state.playground;
  const canvas = el.board.board;

  // The address and the saved game follow every report. A fresh board shown for a damaged
  // link leaves the saved game alone until it is played on.
  const saver = autosave({
    current,
    showing: () => location.hash !== '#check',
    storing: () => !store.state.standIn || store.state.report.played + store.state.report.undone > 0,
  });
  const board = drawBoard(canvas, store, { drawn: () => keyboard.refresh() });
  const keyboard = attachKeyboard(el.board, store, { redraw: board.redraw });
  attachInput(canvas, { current, attempt: store.attempt, redraw: board.redraw });
  store.subscribe(refusalView(el.board.refusal));
  const run = setUpPanel(el.panel, store, { redraw: board.redraw });
  setUpMoveList(el.moves, store, {
    goTo: (ply) => store.attempt((playground) => playground.go_to(ply)),
    shown: () => !el.sections.play.hidden,
  });
  setUpWinRate(el.winRate, store, {
    goTo: (ply) => store.attempt((playground) => playground.go_to(ply)),
  });
  setUpOpponent(el.computer, store, canvas);
  store.subscribe(({ report }, previous) => { if (report !== previous.report) saver.changed(); });
  // "Judge case" only where the position shown has one (never for two-player Havannah).
  store.subscribe(({ report }) => { el.share.exportCase.hidden = !report?.judge_case; });
  // "SGF" and "PSQ" only for a game those records can hold: asked after every report, or only
  // when the game changes where the full package must answer for the game's module.
  store.subscribe(async ({ playground, report }, previous) => {
    if (report === previous.report) return;
    if (playground && !playground.record_formats && playground === previous.playground) return;
    const formats = playground ? await using(playground, 'record_formats') : [];
    if (store.state.playground !== playground) return;
    el.share.exportSgf.hidden = !formats.includes('sgf');
    el.share.exportPsq.hidden = !formats.includes('psq');
  });

  const choice = setUpGameChoice(el.choice, store, {
    games: gameList(), moduleOf, openLink, saver, hints: () => el.panel.hintToggle.checked,
  });
  setUpShortcuts(el.shortcuts, { run });
  setUpExport(el.share, {
    current, canvas, redraw: board.redraw, imported: choice.adopt,
    open: (text) => importGame(text, current()), using,
  });
  setUpRules(el.rules, { moduleOf, using, currentGame: choice.currentGame });
  setUpJudgePanel(el.judge, { problems: () => problems });

  /** Shows the section the address names: `#check` the judge's, anything else the board's. */
  function showSection() {
    const section = location.hash === '#check' ? 'check' : 'play';
    el.sections.play.hidden = section !== 'play';
    el.sections.check.hidden = section !== 'check';
    el.sections.tabPlay.classList.toggle('active', section === 'play');
    el.sections.tabCheck.classList.toggle('active', section === 'check');
    if (section === 'check') dropQuery();
    if (section === 'play') {
      board.redraw();
      // Back from the judge panel: the address shows the game again.
      if (!isGameLink(location.hash)) saver.changed();
    }
  }
  window.addEventListener('hashchange', () => {
    choice.followLink();
    showSection();
  });
  // The last moves reach the address and the saved game even when the page closes at once.
  window.addEventListener('pagehide', () => saver.flush());

  el.sections.loading.hidden = true;
  showSection();
  await choice.openFirst();
  exposeArbiter({ store, canvas });
  document.body.dataset.ready = 'true';
}

main().catch((err) => {
  el.sections.loading.textContent = `Arbiter could not start: ${errorText(err)}`;
});
