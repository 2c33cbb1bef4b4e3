// The new-game form, built from each game's option list, and the game's one-line rules
// beside the picker.

function optionField(option) {
  const label = document.createElement('label');
  const caption = document.createElement('span');
  caption.textContent = option.label;
  label.append(caption);
  let input;
  if (option.kind === 'choice') {
    input = document.createElement('select');
    for (const [value, text] of option.choices) {
      const opt = document.createElement('option');
      opt.value = value;
      opt.textContent = text;
      input.append(opt);
    }
  } else if (option.kind === 'text' && option.default.includes('\n')) {
    input = document.createElement('textarea');
    input.rows = 4;
  } else {
    input = document.createElement('input');
    // Whole numbers go in a text field with a numeric keypad: a number field would hand over
    // `` for "abc" and accept `1e1`, so the refusal could not quote what was typed.
    input.type = 'text';
    if (option.kind === 'int') {
      input.inputMode = 'numeric';
      input.autocomplete = 'off';
    }
  }
  input.name = option.key;
  input.value = option.default;
  label.append(input);
  if (option.help) {
    const help = document.createElement('small');
    help.textContent = option.help;
    label.append(help);
  }
  return label;
}

/** The form, from `el` (elements.js's `choice`). */
export function optionsForm(el) {
  return {
    /** Shows `game`'s options with their defaults, and its one-line rules. */
    build(game) {
      el.optionFields.replaceChildren(...game.options.map(optionField));
      el.blurb.textContent = game.blurb;
      el.optionsError.hidden = true;
    },

    /** Shows option values, option key to text. */
    fill(values) {
      for (const [key, value] of Object.entries(values)) {
        const field = el.options.elements.namedItem(key);
        if (field) field.value = value;
      }
    },

    /** The form's values, option key to text. */
    values() {
      const values = {};
      for (const field of el.options.elements) {
        if (field.name) values[field.name] = String(field.value);
      }
      return values;
    },

    /** Shows why the options were refused, or hides the message (`null`). */
    showError(message) {
      el.optionsError.textContent = message ?? '';
      el.optionsError.hidden = message === null;
    },
  };
}
