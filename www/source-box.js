// A text box that may instead hold a file, for the judge panel's input and expected output.

/** Text pasted beyond this size is kept as a file instead of filling the text box. */
const PASTE_LIMIT = 256 * 1024;

/** A size in bytes, for people. */
export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A text box that may instead hold a file: an opened file (or a huge paste) is shown as a
 * chip with its name and size and judged from the file, never poured into the box.
 */
export function sourceBox({ box, chip, name, clear, picker, changed }) {
  let file = null;
  function setFile(next, label) {
    file = next;
    box.hidden = file !== null;
    chip.hidden = file === null;
    if (file) name.textContent = `${label ?? file.name} — ${formatBytes(file.size)}, read from the file`;
    changed();
  }
  picker.addEventListener('change', () => {
    if (picker.files[0]) setFile(picker.files[0]);
    picker.value = '';
  });
  clear.addEventListener('click', () => {
    box.value = '';
    setFile(null);
    box.focus();
  });
  box.addEventListener('paste', (event) => {
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (text.length <= PASTE_LIMIT) return;
    event.preventDefault();
    setFile(new File([text], 'pasted text', { type: 'text/plain' }), 'Pasted text');
  });
  let typing = null;
  box.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => changed({ typed: true }), 400);
  });
  return {
    /** What to judge: `{ file }` or `{ text }`. */
    source: () => (file ? { file } : { text: box.value }),
    empty: () => (file ? file.size === 0 : box.value.trim() === ''),
    isFile: () => file !== null,
    setText(text) {
      box.value = text;
      setFile(null);
    },
    setFile,
  };
}
