// Each game's short rules page: the rules in a few sentences, the options with what they do,
// and a picture of the opening position drawn by the same code as the board.
import { fillDefinitions } from './dom.js';

/**
 * Wires the Rules button beside the game picker to the dialog (`el`, elements.js's `rules`);
 * `currentGame()` is the game picked; its module (`moduleOf(slug)`, loaded with the game) draws
 * the picture, through `using` (loader.js) where the module lacks SVG.
 */
export function setUpRules(el, { moduleOf, using, currentGame }) {
  async function open() {
    const game = currentGame();
    el.rulesTitle.textContent = `${game.title}: the rules`;
    el.rulesText.textContent = game.blurb;
    fillDefinitions(el.rulesOptions, game.options.map((option) => {
      const choices = option.kind === 'choice' ? `Choices: ${option.choices.map(([, text]) => text).join('; ')}.` : '';
      return [option.label, [option.help, choices].filter(Boolean).join(' ') || `Default ${option.default}.`];
    }));
    el.rulesOptions.hidden = game.options.length === 0;
    el.rulesOptionsTitle.hidden = el.rulesOptions.hidden;
    let board = null;
    try {
      board = new (await moduleOf(game.slug)).Playground(game.slug, {});
      // The SVG comes from Arbiter's own drawing code, not from user input.
      el.rulesPicture.innerHTML = await using(board, 'svg', 420, 300);
      el.rulesPicture.querySelector('svg')?.setAttribute('aria-label', `The opening position of ${game.title}`);
    } catch {
      el.rulesPicture.replaceChildren();
    } finally {
      board?.free();
    }
    el.rules.showModal();
  }
  el.rulesOpen.addEventListener('click', open);
  el.rulesClose.addEventListener('click', () => el.rules.close());
}
