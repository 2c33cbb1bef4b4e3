// Share and export: the link, the board as PNG or SVG, the game as a text file or a record (SGF,
// PSQ; Import reads them all back), and the position as a contest judge's input where the game
// has a judge.
import { download } from './dom.js';
import { errorText } from './errors.js';

/**
 * Wires the buttons (`el`, elements.js's `share`). `current()` is the live Playground, `canvas`
 * the board's canvas, `redraw()` asks for a frame, `imported(playground)` puts an imported game
 * on the page, `open(text)` builds the Playground from a saved file (a promise; rejected with why
 * it cannot), and `using(playground, method, …args)` calls a method that the game's module may
 * lack (loader.js).
 */
export function setUpExport(el, { current, canvas, redraw, imported, open, using }) {
  const note = (text) => { el.shareNote.textContent = text; };
  const name = (ext) => `arbiter-${current()?.game() ?? 'game'}.${ext}`;

  el.copyLink.addEventListener('click', async () => {
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

  el.exportPng.addEventListener('click', () => {
    canvas.toBlob((blob) => {
      if (blob) download(blob, name('png'));
      note(blob ? 'PNG saved.' : 'The board could not be drawn as a PNG.');
    }, 'image/png');
  });

  el.exportSvg.addEventListener('click', async () => {
    const playground = current();
    if (!playground) return;
    const svg = await using(playground, 'svg', canvas.clientWidth || 640, canvas.clientHeight || 480);
    // The SVG drawing moved the board's click map; draw the canvas again to match it.
    redraw();
    download(new Blob([svg], { type: 'image/svg+xml' }), name('svg'));
    note('SVG saved.');
  });

  el.exportText.addEventListener('click', async () => {
    const playground = current();
    if (!playground) return;
    download(new Blob([await using(playground, 'text')], { type: 'text/plain' }), name('txt'));
    note('Game saved as text: Import reads it back.');
  });

  // The records players keep: SGF (Havannah, TwixT, Gomoku) and PSQ (Gomoku); a game either
  // cannot hold says why.
  for (const [button, format, ext] of [[el.exportSgf, 'sgf', 'sgf'], [el.exportPsq, 'psq', 'psq']]) {
    button.addEventListener('click', async () => {
      const playground = current();
      if (!playground) return;
      try {
        download(new Blob([await using(playground, 'record', format)], { type: 'text/plain' }), name(ext));
        note(`Game saved as ${format.toUpperCase()}: Import reads it back.`);
      } catch (err) {
        note(errorText(err));
      }
    });
  }

  el.exportCase.addEventListener('click', async () => {
    const playground = current();
    if (!playground) return;
    try {
      const { problem, input } = await using(playground, 'judge_case');
      download(new Blob([input], { type: 'text/plain' }), `${problem}.in`);
      note(`Saved as a case for the ${problem} judge (arbiter judge ${problem}).`);
    } catch (err) {
      note(errorText(err));
    }
  });

  el.importFile.addEventListener('change', async (event) => {
    const file = event.target.files[0];
    if (!file) return;
    const text = await file.text();
    event.target.value = '';
    try {
      imported(await open(text));
      note(`Imported ${file.name}.`);
    } catch (err) {
      note(errorText(err));
    }
  });
}
