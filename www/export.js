// Share and export: the link, the board as PNG or SVG, the game as a text file (which Import
// reads back), and the position as a contest judge's input where the game has a judge.

const $ = (id) => document.getElementById(id);

/** Offers `blob` as a download named `name`. */
function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Wires the buttons. `current()` is the live Playground, `canvas` the board's canvas,
 * `redraw()` asks for a frame, `imported(playground)` puts an imported game on the page, and
 * `open(text)` builds the Playground from a saved file (throwing why it cannot).
 */
export function setUpExport({ current, canvas, redraw, imported, open }) {
  const note = (text) => { $('share-note').textContent = text; };
  const name = (ext) => `arbiter-${current()?.game() ?? 'game'}.${ext}`;

  $('copy-link').addEventListener('click', async () => {
    const playground = current();
    if (!playground) return;
    const url = new URL(location.href);
    url.search = `?game=${encodeURIComponent(playground.game())}`;
    url.hash = playground.link();
    try {
      await navigator.clipboard.writeText(url.href);
      note('Link copied: it reopens this game at this move.');
    } catch {
      note(`Copy this link: ${url.href}`);
    }
  });

  $('export-png').addEventListener('click', () => {
    canvas.toBlob((blob) => {
      if (blob) download(blob, name('png'));
      note(blob ? 'PNG saved.' : 'The board could not be drawn as a PNG.');
    }, 'image/png');
  });

  $('export-svg').addEventListener('click', () => {
    const playground = current();
    if (!playground) return;
    const svg = playground.svg(canvas.clientWidth || 640, canvas.clientHeight || 480);
    // The SVG drawing moved the board's click map; draw the canvas again to match it.
    redraw();
    download(new Blob([svg], { type: 'image/svg+xml' }), name('svg'));
    note('SVG saved.');
  });

  $('export-text').addEventListener('click', () => {
    const playground = current();
    if (!playground) return;
    download(new Blob([playground.text()], { type: 'text/plain' }), name('txt'));
    note('Game saved as text: Import reads it back.');
  });

  $('export-case').addEventListener('click', () => {
    const playground = current();
    if (!playground) return;
    try {
      const { problem, input } = playground.judge_case();
      download(new Blob([input], { type: 'text/plain' }), `${problem}.in`);
      note(`Saved as a case for the ${problem} judge (arbiter judge ${problem}).`);
    } catch (err) {
      note(err instanceof Error ? err.message : String(err));
    }
  });

  $('import-file').addEventListener('change', async (event) => {
    const file = event.target.files[0];
    if (!file) return;
    const text = await file.text();
    event.target.value = '';
    try {
      imported(open(text));
      note(`Imported ${file.name}.`);
    } catch (err) {
      note(err instanceof Error ? err.message : String(err));
    }
  });
}
