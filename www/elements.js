// index.html's elements: every id the playground's modules use is looked up here, once, and
// handed to the module that draws it as its group (`el.panel.verdict`, `el.judge.judgeInput`);
// no module looks an id up itself. The header's tabs are made by site-header.js first.
import { byIds } from './dom.js';

export function pageElements() {
  return {
    // app.js: the sections and their tabs.
    sections: byIds(['loading', 'play', 'check', 'tab-play', 'tab-check']),
    // game-choice.js and options-form.js: which game, with which options.
    choice: byIds(['game', 'blurb', 'link-error', 'link-error-text', 'link-error-close',
      'options', 'option-fields', 'options-error']),
    // board-view.js, board-input.js, keyboard.js and the refusal under the board.
    board: byIds(['board', 'cursor', 'move-form', 'move-input', 'announce', 'refusal']),
    // panel.js
    panel: byIds(['status', 'verdict', 'facts', 'pending', 'actions', 'hint-toggle', 'hints',
      'hint-note', 'hint-list', 'to-start', 'undo', 'redo', 'to-end', 'review']),
    // opponent.js
    computer: byIds(['computer', 'computer-move', 'computer-plays', 'computer-side',
      'computer-search', 'computer-level', 'analyse', 'computer-thinking', 'computer-clock',
      'computer-stop', 'computer-thought', 'computer-note', 'analysis-marker', 'analysis-ghosts']),
    // move-list.js
    moves: byIds(['move-scroll', 'move-list', 'no-moves', 'comment-form', 'comment-label',
      'comment-input', 'promote', 'delete-move']),
    // win-rate.js
    winRate: byIds(['win-rate', 'win-rate-run', 'win-rate-note', 'win-rate-graph']),
    // export.js
    share: byIds(['copy-link', 'export-png', 'export-svg', 'export-text', 'export-sgf',
      'export-psq', 'export-case', 'import-file', 'share-note']),
    // rules.js
    rules: byIds(['rules', 'rules-open', 'rules-title', 'rules-picture', 'rules-text',
      'rules-options-title', 'rules-options', 'rules-close']),
    // keyboard.js
    shortcuts: byIds(['shortcuts', 'shortcuts-open', 'shortcuts-close']),
    // judge-panel.js
    judge: byIds(['check', 'problem', 'judge-sample', 'judge-file', 'judge-run', 'judge-guess',
      'judge-source', 'judge-source-name', 'judge-source-clear', 'judge-input', 'judge-busy',
      'judge-progress', 'judge-progress-text', 'judge-stop', 'judge-error', 'judge-output-note',
      'judge-download', 'judge-output', 'expected-file', 'compare-run', 'expected-source',
      'expected-source-name', 'expected-source-clear', 'expected-input', 'compare-result',
      'compare-excerpt']),
  };
}
