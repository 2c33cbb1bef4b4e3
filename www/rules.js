// Each game's short rules page: the rules in a few sentences, the options with what they do,
// and a picture of the opening position drawn by the same code as the board.

const $ = (id) => document.getElementById(id);

/** Wires the Rules button beside the game picker; `Playground` draws the picture. */
export function setUpRules({ games, Playground, currentGame }) {
  const dialog = $('rules');
  function open() {
    const game = currentGame();
    $('rules-title').textContent = `${game.title}: the rules`;
    $('rules-text').textContent = game.blurb;
    const list = $('rules-options');
    list.replaceChildren();
    for (const option of game.options) {
      const term = document.createElement('dt');
      term.textContent = option.label;
      const detail = document.createElement('dd');
      const choices = option.kind === 'choice' ? `Choices: ${option.choices.map(([, text]) => text).join('; ')}.` : '';
      detail.textContent = [option.help, choices].filter(Boolean).join(' ') || `Default ${option.default}.`;
      list.append(term, detail);
    }
    list.hidden = game.options.length === 0;
    $('rules-options-title').hidden = list.hidden;
    let board = null;
    try {
      board = new Playground(game.slug, {});
      // The SVG comes from Arbiter's own drawing code, not from user input.
      $('rules-picture').innerHTML = board.svg(420, 300);
      $('rules-picture').querySelector('svg')?.setAttribute('aria-label', `The opening position of ${game.title}`);
    } catch {
      $('rules-picture').replaceChildren();
    } finally {
      board?.free();
    }
    dialog.showModal();
  }
  $('rules-open').addEventListener('click', open);
  $('rules-close').addEventListener('click', () => dialog.close());
  return { open, games };
}
