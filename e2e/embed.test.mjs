// The embedding module and element: the example page's boards (one per family) play and emit
// their events independently; attributes re-render; boards follow their container's size;
// several share one WebAssembly instance; nothing is left behind by destroy(); a handle keeps
// variations and comments.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, artifacts } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

async function openExample() {
  const page = await env.open('embed.html');
  await page.evaluate(() => Promise.all([...document.querySelectorAll('arbiter-board')].map((b) => b.updated)));
  return page;
}

/** Clicks where the element `id`'s board draws `move`, and resolves to the event it sent. */
async function clickOn(page, id, move) {
  const point = await page.evaluate(([id, move]) => {
    const element = document.getElementById(id);
    window.nextEvent = new Promise((done) => {
      element.addEventListener('arbiter-move', (e) => done(e.detail), { once: true });
      element.addEventListener('arbiter-refusal', (e) => done({ refused: e.detail.message }), { once: true });
    });
    const at = element.board.playground.locate(move);
    const box = element.shadowRoot.querySelector('canvas').getBoundingClientRect();
    return at && [box.left + at[0], box.top + at[1]];
  }, [id, move]);
  assert.ok(point, `${id} has no point for ${move}`);
  await page.mouse.click(point[0], point[1]);
  return page.evaluate(() => window.nextEvent);
}

test('the example page: a board per family, each playing and reporting on its own', async () => {
  const page = await openExample();
  const reports = () => page.evaluate(() => Object.fromEntries(
    [...document.querySelectorAll('.examples arbiter-board')].map((b) => [b.id, b.report()])));
  const startReports = await reports();
  assert.deepEqual(Object.keys(startReports), ['octal', 'connect', 'havannah', 'gomoku']);
  // Attributes made the games: options, moves and a judge case.
  assert.deepEqual(startReports.connect.moves, ['(1, 2)', '(2, 4)', '(3, 1)']);
  assert.equal(startReports.connect.status, 'White to move');
  assert.deepEqual(startReports.havannah.moves, ['(5, 5)', '(4, 4)']);
  assert.match(JSON.stringify(startReports.havannah.facts), /side 5/);
  assert.equal(startReports.gomoku.status, 'White to move');
  assert.deepEqual(startReports.gomoku.moves, []);
  assert.equal(startReports.octal.game, 'octal');
  // Every board drew itself at its container's width.
  for (const id of Object.keys(startReports)) {
    const size = await page.evaluate((id) => {
      const element = document.getElementById(id);
      const canvas = element.shadowRoot.querySelector('canvas');
      return [element.clientWidth, canvas.clientWidth, canvas.width, canvas.clientHeight];
    }, id);
    assert.ok(size[0] > 200 && size[1] === size[0] && size[2] >= size[1] && size[3] > 100, `${id}: ${size}`);
  }

  // The module-mounted Nim board, through its handle, sends a report with everything.
  const nimEvent = page.evaluate(() => new Promise((done) => {
    document.getElementById('nim').addEventListener('arbiter-move', (e) => done(e.detail), { once: true });
  }));
  await page.click('#nim-hint');
  const nim = await nimEvent;
  assert.equal(nim.game, 'nim');
  assert.deepEqual(nim.moves, ['take 2 from heap 1']);
  assert.equal(nim.status, 'Player 2 to move');
  assert.equal(nim.verdict, 'Player 2, to move, loses against perfect play');
  assert.deepEqual(nim.perfect_play_winner, { number: 1, name: 'Player 1' });
  assert.equal(nim.winner, null);
  assert.deepEqual(nim.winning_moves, []);
  assert.equal(nim.played, 1);

  // Clicks on the element boards: each event names its own game and moves.
  const havannah = await clickOn(page, 'havannah', '(6, 6)');
  assert.equal(havannah.game, 'havannah');
  assert.deepEqual(havannah.moves, ['(5, 5)', '(4, 4)', '(6, 6)']);
  const gomoku = await clickOn(page, 'gomoku', '(7,9)');
  assert.deepEqual(gomoku.moves, ['(7, 9)']);
  assert.equal(gomoku.status, 'Black to move');
  const refused = await clickOn(page, 'havannah', '(6, 6)');
  assert.match(refused.refused, /\(6, 6\) is taken/);
  // The other boards did not move.
  const after = await reports();
  assert.deepEqual(after.connect.moves, startReports.connect.moves);
  assert.equal(await page.locator('#log').getAttribute('data-events'), '3');
  assert.match(await page.locator('#log').innerText(), /^gomoku: \(7, 9\) → Black to move/);
  // The examples and their events (the gallery of every game follows below them).
  const log = await page.locator('#log').boundingBox();
  await page.screenshot({
    path: new URL('embed.png', artifacts).pathname,
    fullPage: true,
    clip: { x: 0, y: 0, width: 1280, height: Math.ceil(log.y + log.height + 16) },
  });

  // Changing an attribute rebuilds the board from all of them.
  await page.click('#havannah-side');
  await page.evaluate(() => document.getElementById('havannah').updated);
  const rebuilt = await page.evaluate(() => document.getElementById('havannah').report());
  assert.match(JSON.stringify(rebuilt.facts), /side 4/);
  assert.deepEqual(rebuilt.moves, ['(5, 5)', '(4, 4)']);
  // One WebAssembly instance per module, however many boards: each board family's light
  // module is fetched once (the gallery's list of games comes from the full package).
  const wasm = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => e.name.endsWith('.wasm')).map((e) => new URL(e.name).pathname));
  const { FAMILIES } = await import('../www/modules.js');
  assert.deepEqual(wasm.toSorted(), [...Object.keys(FAMILIES).map((family) => `/pkg-${family}/arbiter_bg.wasm`),
    '/pkg/arbiter_bg.wasm'].toSorted());
  assert.deepEqual(page.problems, []);
});

test('mount and the element: their API, errors, sizing and destroy', async () => {
  const page = await openExample();
  const result = await page.evaluate(async () => {
    const { mount, ready } = await import('./embed.js');
    const out = {};
    const box = document.createElement('div');
    box.style.width = '300px';
    box.style.height = '200px';
    document.body.append(box);
    const board = await mount(box, { game: 'havannah', options: { side: 4 }, case: '4 3 1 1 1 2 2 3', interactive: false });
    out.queued = board.report().undone;
    out.played = board.goTo(3).moves;
    out.undo = board.undo().played;
    out.refusal = (() => { try { board.play('(1, 1)'); return null; } catch (e) { return e.message; } })();
    out.text = board.text().split('\n')[1];
    out.link = board.link();
    out.svg = (await board.svg()).startsWith('<svg');
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const root = box.firstElementChild;
    out.size = [root.clientWidth, root.clientHeight, box.querySelector('canvas').clientWidth,
      box.querySelector('canvas').clientHeight];
    box.style.width = '420px';
    await new Promise((r) => setTimeout(r, 100));
    out.resized = [box.querySelector('canvas').clientWidth, box.querySelector('canvas').width];
    board.destroy();
    out.children = box.children.length;
    out.dead = (() => { try { board.report(); return null; } catch (e) { return e.message; } })();
    out.destroyed = board.destroyed;

    // A link opens a board too, and a bad game or move is a thrown error naming it.
    const linked = await mount(box, { link: out.link });
    out.linked = linked.report().moves;
    linked.destroy();
    out.errors = [];
    for (const settings of [{ game: 'chess' }, { game: 'nim', moves: 'take 1 from heap 1; take 9 from heap 1' }, {}]) {
      try { await mount(box, settings); out.errors.push(null); } catch (e) { out.errors.push(e.message); }
    }
    out.afterErrors = box.children.length;

    // An element with bad attributes shows why and says so.
    const bad = document.createElement('arbiter-board');
    const error = new Promise((done) => bad.addEventListener('arbiter-error', (e) => done(e.detail.message), { once: true }));
    bad.setAttribute('game', 'nim');
    bad.setAttribute('options', '{"heaps": "1 x"}');
    document.body.append(bad);
    out.elementError = await error;
    out.elementText = bad.shadowRoot.textContent.includes(out.elementError);
    // Fixed, it builds; removed from the page, its board is destroyed.
    bad.setAttribute('options', '{"heaps": "1 2"}');
    await bad.updated;
    out.fixed = bad.report().status;
    const handle = bad.board;
    bad.remove();
    out.removed = handle.destroyed;

    // Mounting and destroying many large boards: the memory stays where it was.
    const { memory } = await ready('connect');
    const cycle = async () => (await mount(box, { game: 'connect', options: { n: 200 } })).destroy();
    for (let i = 0; i < 20; i++) await cycle();
    const settled = memory.buffer.byteLength;
    for (let i = 0; i < 200; i++) await cycle();
    out.memory = [settled, memory.buffer.byteLength];
    out.left = box.children.length;
    return out;
  });
  assert.equal(result.queued, 3);
  assert.deepEqual(result.played, ['(1, 1)', '(1, 2)', '(2, 3)']);
  assert.equal(result.undo, 2);
  assert.equal(result.refusal, '(1, 1) is taken: Player 1 played it in move 1');
  assert.equal(result.text, '[Game "havannah"]');
  assert.equal(result.link, 'v=1&game=havannah&side=4&mode=single&swap=off&moves=(1,+1);(1,+2);(2,+3)&at=2');
  assert.ok(result.svg);
  // The board fills its box: the canvas, and the caption line under it.
  assert.deepEqual(result.size.slice(0, 3), [300, 200, 300]);
  assert.ok(result.size[3] > 150 && result.size[3] < 200, `canvas height ${result.size[3]}`);
  assert.equal(result.resized[0], 420);
  assert.ok(result.resized[1] >= 420);
  assert.equal(result.children, 0);
  assert.equal(result.dead, 'This board was destroyed');
  assert.ok(result.destroyed);
  assert.deepEqual(result.linked, ['(1, 1)', '(1, 2)']);
  assert.deepEqual(result.errors, [
    'unknown game `chess`',
    'Move 2, `take 9 from heap 1`, was refused: Heap 1 holds 2 stones, so 9 cannot be taken',
    'Name a game: game = "nim", "octal", "connect", "havannah" or "gomoku"',
  ]);
  assert.equal(result.afterErrors, 0);
  assert.equal(result.elementError, 'Heap sizes: `x` is not a number from 0 to 30');
  assert.ok(result.elementText);
  assert.equal(result.fixed, 'Player 1 to move');
  assert.ok(result.removed);
  assert.equal(result.memory[1], result.memory[0], `memory grew from ${result.memory[0]} to ${result.memory[1]} bytes`);
  assert.equal(result.left, 0);
  assert.deepEqual(page.problems, []);
});

test('the element complete: ready, update in place, refusals naming the key, keys, themes', async () => {
  const page = await openExample();
  // The system's scheme is dark: only a board whose theme is `system` (or `dark`) follows it.
  await page.emulateMedia({ colorScheme: 'dark' });
  const result = await page.evaluate(async () => {
    const { mount } = await import('./embed.js');
    const out = {};
    const box = document.createElement('div');
    box.style.cssText = 'width: 320px; height: 260px';
    document.body.append(box);
    const events = [];
    for (const type of ['arbiter-ready', 'arbiter-move', 'arbiter-error']) {
      box.addEventListener(type, (e) => events.push([type, e.detail.moves ?? e.detail.message]));
    }
    // The first report comes as an event, starting moves included.
    const board = await mount(box, { game: 'havannah', options: { side: 4 }, moves: '(4,4); (3, 3)' });
    out.ready = events.splice(0);
    const canvas = box.querySelector('canvas');
    // Along the line: back one move keeps the rest to redo, then on along another branch.
    out.back = await board.update({ moves: ['(4, 4)'] });
    out.forward = await board.update({ moves: '(4, 4); (3, 3); (5, 5)' });
    out.branch = await board.update({ moves: '(4, 4); (2, 2)' });
    out.sameCanvas = box.querySelector('canvas') === canvas;
    out.events = events.splice(0);
    // New options: a new game in the same board.
    out.options = (await board.update({ options: { side: 5 }, moves: [] })).facts.map((f) => f.value).join(' ');
    out.optionsCanvas = box.querySelector('canvas') === canvas;
    out.optionsEvents = events.splice(0).map(([type]) => type);
    // Unknown keys and unreadable JSON are refused by name.
    out.unknown = await board.update({ options: { colour: 'red' } }).catch((e) => e.message);
    out.json = await mount(box, { game: 'nim', options: '{heaps: 3}' }).catch((e) => e.message);
    // Themes: the caption's ink follows the board's theme.
    const ink = () => getComputedStyle(box.querySelector('.arbiter-board p')).color;
    out.light = ink();
    await board.update({ theme: 'dark' });
    out.dark = ink();
    await board.update({ theme: 'system' });
    out.system = ink();
    out.badTheme = await board.update({ theme: 'pink' }).catch((e) => e.message);
    // The board's own colours come from CSS custom properties, when the page sets them.
    const corner = () => [...box.querySelector('canvas').getContext('2d').getImageData(1, 1, 1, 1).data];
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await frame();
    out.wood = corner();
    box.style.setProperty('--arbiter-board', 'rgb(10, 20, 30)');
    board.goTo(0);
    await frame();
    out.painted = corner();
    // Kept to ask, once destroyed, what still listens on them.
    window.destroyedParts = [box.querySelector('canvas'), box.querySelector('.arbiter-board'), box.querySelector('form')];
    board.destroy();
    out.left = box.innerHTML;

    // The element: attribute changes move along the line in the same board.
    const element = document.createElement('arbiter-board');
    element.setAttribute('game', 'nim');
    element.setAttribute('options', '{"heaps": "3 4 5"}');
    element.setAttribute('moves', 'take 1 from heap 1');
    const ready = new Promise((done) => element.addEventListener('arbiter-ready', (e) => done(e.detail), { once: true }));
    document.body.append(element);
    out.elementReady = (await ready).moves;
    const handle = element.board;
    element.setAttribute('moves', 'take 1 from heap 1; take 2 from heap 2');
    await element.updated;
    out.elementMoved = [element.report().moves, element.board === handle];
    const error = new Promise((done) => element.addEventListener('arbiter-error', (e) => done(e.detail.message), { once: true }));
    element.setAttribute('options', '{"heaps": "3 4 5", "side": 5}');
    out.elementUnknown = await error;
    const jsonError = new Promise((done) => element.addEventListener('arbiter-error', (e) => done(e.detail.message), { once: true }));
    element.setAttribute('options', '{"heaps": 3');
    out.elementJson = await jsonError;
    out.elementShown = element.shadowRoot.textContent.includes(out.elementJson);
    element.remove();
    return out;
  });
  assert.deepEqual(result.ready, [['arbiter-ready', ['(4, 4)', '(3, 3)']]]);
  assert.deepEqual([result.back.moves, result.back.undone], [['(4, 4)'], 1]);
  assert.deepEqual(result.forward.moves, ['(4, 4)', '(3, 3)', '(5, 5)']);
  assert.deepEqual([result.branch.moves, result.branch.undone], [['(4, 4)', '(2, 2)'], 0]);
  assert.ok(result.sameCanvas);
  assert.deepEqual(result.events.map(([type]) => type), ['arbiter-move', 'arbiter-move', 'arbiter-move']);
  assert.match(result.options, /side 5/);
  assert.ok(result.optionsCanvas);
  assert.deepEqual(result.optionsEvents, ['arbiter-ready']);
  assert.equal(result.unknown, 'the game `havannah` has no option `colour`');
  assert.match(result.json, /^`options` is not readable JSON \(.*\): \{heaps: 3\}$/);
  assert.equal(result.light, 'rgb(43, 42, 39)');
  assert.equal(result.dark, 'rgb(236, 232, 223)');
  assert.equal(result.system, 'rgb(236, 232, 223)');
  assert.equal(result.badTheme, 'theme must be light, dark or system, not `pink`');
  assert.deepEqual(result.wood, [0xf3, 0xea, 0xd8, 255]);
  assert.deepEqual(result.painted, [10, 20, 30, 255]);
  assert.equal(result.left, '');
  // No listener is left on the destroyed board's canvas, root or move box.
  const cdp = await page.context().newCDPSession(page);
  for (let i = 0; i < 3; i++) {
    const { result: part } = await cdp.send('Runtime.evaluate', { expression: `window.destroyedParts[${i}]` });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: part.objectId });
    assert.deepEqual(listeners.map((l) => l.type), [], `part ${i}`);
  }
  assert.deepEqual(result.elementReady, ['take 1 from heap 1']);
  assert.deepEqual(result.elementMoved, [['take 1 from heap 1', 'take 2 from heap 2'], true]);
  assert.equal(result.elementUnknown, 'the game `nim` has no option `side`');
  assert.match(result.elementJson, /^The `options` attribute is not readable JSON/);
  assert.ok(result.elementShown);
  assert.deepEqual(page.problems, []);
});

test('embedded boards play by keys: the cursor and Enter, the move box, Ctrl+Z', async () => {
  const page = await openExample();
  await page.evaluate(async () => {
    const { mount } = await import('./embed.js');
    const make = (id) => {
      const box = document.createElement('div');
      box.id = id;
      box.style.cssText = 'width: 360px; height: 300px';
      document.body.prepend(box);
      return box;
    };
    window.keyed = {
      gomoku: await mount(make('keys-gomoku'), { game: 'gomoku' }),
      nim: await mount(make('keys-nim'), { game: 'nim', options: { heaps: '3 4 5' }, moveBox: true }),
    };
  });
  // Listens first, then acts: resolves to the moves of the `arbiter-move` that follows.
  const moved = async (id, action) => {
    await page.evaluate((id) => {
      window.moved = new Promise((done) => document.getElementById(id)
        .addEventListener('arbiter-move', (e) => done(e.detail.moves), { once: true }));
    }, id);
    await action();
    return page.evaluate(() => window.moved);
  };
  // Tab onto the Gomoku board, arrows steer the cursor, Enter plays.
  await page.waitForFunction(() => window.keyed.gomoku.playground.locate('(7, 7)'));
  await page.focus('#keys-gomoku canvas');
  await page.keyboard.press('ArrowRight');
  const first = await moved('keys-gomoku', () => page.keyboard.press('Enter'));
  assert.equal(first.length, 1);
  assert.deepEqual(await moved('keys-gomoku', () => page.keyboard.press('Control+z')), []);
  // Nim has no cells: its move box takes a move as the move list writes it.
  await page.fill('#keys-nim input', 'take 2 from heap 1');
  assert.deepEqual(await moved('keys-nim', () => page.keyboard.press('Enter')), ['take 2 from heap 1']);
  assert.equal(await page.inputValue('#keys-nim input'), '');
  assert.deepEqual(page.problems, []);
});

test('the gallery: every game as a live board beside the snippet that makes it, copyable', async () => {
  const page = await env.open('embed.html', undefined, { permissions: ['clipboard-read', 'clipboard-write'] });
  const cards = await page.evaluate(async () => {
    const { games } = await import('./pkg/arbiter.js');
    return games().map(({ slug }) => {
      const card = document.querySelector(`#gallery [data-game="${slug}"]`);
      const element = card?.querySelector('arbiter-board');
      const snippet = card?.querySelector('pre').textContent;
      // The snippet, read back as HTML, is the element shown.
      const made = document.createElement('div');
      made.innerHTML = snippet ?? '';
      return {
        slug,
        game: element?.report()?.game,
        same: made.firstElementChild?.outerHTML === element?.outerHTML,
        drawn: element?.shadowRoot.querySelector('canvas').width > 0,
      };
    });
  });
  assert.ok(cards.length >= 15, `${cards.length} games`);
  for (const card of cards) assert.deepEqual(card, { slug: card.slug, game: card.slug, same: true, drawn: true });
  // The clipboard takes text only from the focused page (earlier tests' pages are still open).
  await page.bringToFront();
  await page.click('#gallery [data-game="havannah"] .snippet button');
  // The button says how it went once the clipboard has answered.
  const said = await page.waitForFunction(() => {
    const text = document.querySelector('#gallery [data-game="havannah"] .snippet button').textContent;
    return text !== 'Copy' && text;
  });
  assert.equal(await said.jsonValue(), 'Copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()),
    await page.locator('#gallery [data-game="havannah"] pre').innerText());
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^<arbiter-board game="havannah" options='\{"side":"\d+"/);
  assert.deepEqual(page.problems, []);
});

test('a Nim board fetches its second module only to open a link or a saved text or to draw SVG', async () => {
  const page = await openExample();
  const out = await page.evaluate(async () => {
    const fetched = () => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
      .filter((path) => path.startsWith('/pkg-nim')).toSorted();
    const { mount } = await import('./embed.js');
    const box = document.createElement('div');
    box.style.width = '300px';
    box.style.height = '200px';
    document.body.append(box);
    const board = await mount(box, { game: 'nim', options: { heaps: '3 4 5' }, moves: 'take 1 from heap 1' });
    const out = { first: fetched(), light: typeof board.playground.svg };
    const svg = await board.svg();
    out.svg = [svg.startsWith('<svg'), svg.includes('</svg>')];
    out.second = fetched();
    // The board plays on in its own module; a link of it opens in the second.
    out.played = board.play('take 2 from heap 2').moves;
    const linked = await mount(box, { link: board.link() });
    out.linked = [linked.report().moves, typeof linked.playground.svg];
    out.linkedSvg = (await linked.svg()).startsWith('<svg');
    board.destroy();
    linked.destroy();
    box.remove();
    return out;
  });
  // Other boards of the example page load pkg-nim first; the second module comes with svg().
  assert.deepEqual(out.first.filter((path) => path.includes('extras')), []);
  assert.equal(out.light, 'undefined');
  assert.deepEqual(out.svg, [true, true]);
  assert.deepEqual(out.second.filter((path) => path.includes('extras')),
    ['/pkg-nim-extras/arbiter.js', '/pkg-nim-extras/arbiter_bg.wasm']);
  assert.deepEqual(out.played, ['take 1 from heap 1', 'take 2 from heap 2']);
  assert.deepEqual(out.linked, [['take 1 from heap 1', 'take 2 from heap 2'], 'function']);
  assert.ok(out.linkedSvg);
  assert.deepEqual(page.problems, []);
});

test('a handle keeps variations and comments, and a saved text mounts with them', async () => {
  const page = await openExample();
  const out = await page.evaluate(async () => {
    const { mount } = await import('./embed.js');
    const box = document.createElement('div');
    document.body.append(box);
    const board = await mount(box, { game: 'nim', options: { heaps: '3 4 5' },
      moves: ['take 1 from heap 1', 'take 2 from heap 2'], at: 1 });
    const out = {};
    // A different move from move 1's position: a variation beside move 2.
    out.branched = board.play('take 4 from heap 2').moves;
    out.variations = board.report().variations;
    out.comment = board.comment('empties heap 2').comment;
    out.back = board.variation(2, 0).moves;
    out.promoted = (() => { try { board.promote(); return null; } catch (e) { return e.message; } })();
    out.text = board.text();
    board.destroy();
    const again = await mount(box, { text: out.text });
    out.reopened = again.report().moves;
    // The variation came back with the text: it can be taken again.
    out.reopenedOther = again.variation(2, 1).moves;
    out.deleted = again.deleteMove().moves;
    again.destroy();
    box.remove();
    return out;
  });
  assert.deepEqual(out.branched, ['take 1 from heap 1', 'take 4 from heap 2']);
  assert.equal(out.variations, 2);
  assert.equal(out.comment, 'empties heap 2');
  assert.deepEqual(out.back, ['take 1 from heap 1', 'take 2 from heap 2']);
  assert.equal(out.promoted, 'This line is the main line already');
  assert.match(out.text, /^\[Arbiter "2"\]/);
  assert.match(out.text, /\n {2}2\. take 4 from heap 2\n {2}\{empties heap 2\}\n/);
  assert.deepEqual(out.reopened, ['take 1 from heap 1', 'take 2 from heap 2']);
  assert.deepEqual(out.reopenedOther, ['take 1 from heap 1', 'take 4 from heap 2']);
  assert.deepEqual(out.deleted, ['take 1 from heap 1']);
  assert.deepEqual(page.problems, []);
});
