// The Check input section: judging in a worker (progress, stop, files read without filling the
// text box, long outputs shown in part), the problem guessed from the input, and the compare
// box checking an output as the contest's special judge does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { start, text, artifacts } from './browser.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

const samples = new URL('../tests/samples/', import.meta.url);
const data = new URL('../../shared/data/havannah-gcj2012/', import.meta.url);

/** Does `act` and waits until the section has finished one more run. */
async function finished(page, act) {
  const before = Number(await page.locator('#check').getAttribute('data-finished'));
  await act();
  await page.waitForFunction(
    (n) => Number(document.getElementById('check').dataset.finished) > n,
    before,
    { timeout: 60000 },
  );
}

const output = (page) => page.locator('#judge-output').textContent();

test('every problem\'s sample is judged in the worker and compares identical', async () => {
  const page = await env.open('#check');
  const slugs = await page.locator('#problem option').evaluateAll((os) => os.map((o) => o.value));
  assert.equal(slugs.length, 14);
  for (const slug of slugs) {
    await page.selectOption('#problem', slug);
    await finished(page, () => page.click('#judge-sample'));
    const expected = readFileSync(new URL(`${slug}.out`, samples), 'utf8');
    assert.equal(await output(page), expected, slug);
    assert.equal(await page.locator('#judge-error').isHidden(), true, slug);
    await page.fill('#expected-input', expected);
    await finished(page, () => page.click('#compare-run'));
    assert.match(await text(page, '#compare-result'), /^Identical/, slug);
  }
  assert.deepEqual(page.problems, []);
});

test('a malformed input names line and column and keeps the answers before it', async () => {
  const page = await env.open('#check');
  await page.selectOption('#problem', 'john');
  await page.fill('#judge-input', '2\n1\n4\n2\n3 x\n');
  await finished(page, () => page.click('#judge-run'));
  assert.equal(await output(page), 'John\n');
  assert.match(await text(page, '#judge-error'), /line 5, column 3: expected heap size/);
  // Comparing against a broken input says so rather than giving a verdict.
  await page.fill('#expected-input', 'John\n');
  await finished(page, () => page.click('#compare-run'));
  assert.match(await text(page, '#compare-result'), /breaks its format.*line 5, column 3/);
});

test('switching problem clears the output; empty input has nothing to judge', async () => {
  const page = await env.open('#check');
  await page.selectOption('#problem', 'cutting-game');
  await finished(page, () => page.click('#judge-sample'));
  assert.equal(await output(page), 'LOSE\nLOSE\nWIN\n');
  await page.selectOption('#problem', 'gg-and-mm');
  assert.equal(await output(page), '');
  assert.equal(await text(page, '#judge-output-note'), '');
  for (const slug of ['cutting-game', 'gg-and-mm']) {
    await page.selectOption('#problem', slug);
    await page.fill('#judge-input', '');
    await finished(page, () => page.click('#judge-run'));
    assert.equal(await text(page, '#judge-output-note'), 'Nothing to judge: the input is empty.');
    await page.fill('#judge-input', '\n  \n');
    await finished(page, () => page.click('#judge-run'));
    assert.equal(await text(page, '#judge-output-note'), 'Nothing to judge: the input is empty.');
  }
});

test('the problem is guessed from pasted text', async () => {
  const page = await env.open('#check');
  await page.selectOption('#problem', 'john');
  const havannah = readFileSync(new URL('havannah.in', samples), 'utf8');
  // A fresh page: the problem was not picked by hand.
  const fresh = await env.open('#check');
  await fresh.fill('#judge-input', havannah);
  await fresh.waitForSelector('#judge-guess:not([hidden])');
  assert.equal(await fresh.locator('#problem').inputValue(), 'havannah');
  assert.match(await text(fresh, '#judge-guess'), /guessed from the input: havannah/);
  // A problem picked by hand stays.
  await page.fill('#judge-input', havannah);
  await page.waitForTimeout(800);
  assert.equal(await page.locator('#problem').inputValue(), 'john');
});

test('knights: another winning turn is accepted, a losing or illegal one named by line', async () => {
  const page = await env.open('#check');
  await page.selectOption('#problem', 'knights');
  await page.fill('#judge-input', '2 5\n4 4\n5 3\n');
  await finished(page, () => page.click('#judge-run'));
  assert.equal(await output(page), 'YES\n2 5\n3 2\n');
  // (4, 4) may also go to (2, 3) or (3, 2); (5, 3) to (3, 4), (3, 2) or (4, 1). The checker plays
  // the turn: the same answer is identical, other turns right or wrong by play.
  await page.fill('#expected-input', 'YES\n2 5\n3 2\n');
  await finished(page, () => page.click('#compare-run'));
  assert.match(await text(page, '#compare-result'), /^Identical/);
  const verdicts = {};
  for (const a of ['2 5', '2 3', '3 2']) {
    for (const b of ['3 4', '3 2', '4 1']) {
      await page.fill('#expected-input', `YES\n${a}\n${b}\n`);
      await finished(page, () => page.click('#compare-run'));
      verdicts[`${a}/${b}`] = await text(page, '#compare-result');
    }
  }
  const accepted = Object.values(verdicts).filter((v) => /^(Accepted|Identical)/.test(v));
  const rejected = Object.values(verdicts).filter((v) => /^Differs at line \d/.test(v));
  assert.ok(accepted.length >= 2, JSON.stringify(verdicts));
  assert.ok(rejected.length >= 1, JSON.stringify(verdicts));
  assert.equal(accepted.length + rejected.length, 9);
  await page.fill('#expected-input', 'YES\n2 5\n5 5\n');
  await finished(page, () => page.click('#compare-run'));
  assert.match(await text(page, '#compare-result'), /^Differs at line 3: knight 2 at \(5, 3\) cannot reach \(5, 5\)/);
  assert.equal(await page.locator('#compare-excerpt li.differs').textContent(), '5 5');
  await page.screenshot({ path: new URL('check-compare.png', artifacts).pathname, fullPage: true });
});

test('the Havannah large set: opened as a file, guessed, judged and compared', { skip: !existsSync(new URL('large.in', data)) }, async () => {
  const page = await env.open('#check');
  await page.setInputFiles('#judge-file', new URL('large.in', data).pathname);
  await page.waitForSelector('#judge-guess:not([hidden])');
  assert.equal(await page.locator('#problem').inputValue(), 'havannah');
  assert.equal(await page.locator('#judge-input').isHidden(), true);
  assert.match(await text(page, '#judge-source'), /large\.in — 229\.3 KB/);
  await finished(page, () => page.click('#judge-run'));
  const answers = readFileSync(new URL('large.ans', data), 'utf8');
  assert.equal(await output(page), answers);
  assert.equal(await page.locator('#judge-download').isVisible(), true);
  await page.setInputFiles('#expected-file', new URL('large.ans', data).pathname);
  await finished(page, () => page.click('#compare-run'));
  assert.match(await text(page, '#compare-result'), /^Identical/);
  const lines = answers.split('\n');
  lines[6] = lines[6].includes('none') ? lines[6].replace('none', 'ring in move 3') : lines[6].replace(/: .*/, ': none');
  await page.setInputFiles('#expected-file', { name: 'changed.ans', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) });
  await finished(page, () => page.click('#compare-run'));
  assert.match(await text(page, '#compare-result'), /^Differs at line 7: expected `Case #7: /);
  await page.screenshot({ path: new URL('check-havannah.png', artifacts).pathname, fullPage: true });
  assert.deepEqual(page.problems, []);
});

/** Builds a nim-or-not-nim file of ten million heaps of one stone in the page and opens it. */
async function openHugeFile(page) {
  await page.evaluate(() => {
    const count = 10_000_000;
    const block = '1 '.repeat(100_000) + '\n';
    const parts = [`1\n${count}\n`];
    for (let i = 0; i < count / 100_000; i += 1) parts.push(block);
    const file = new File(parts, 'ten-million.in', { type: 'text/plain' });
    const list = new DataTransfer();
    list.items.add(file);
    const picker = document.getElementById('judge-file');
    picker.files = list.files;
    picker.dispatchEvent(new Event('change'));
  });
}

/** Starts a timer in the page that records the longest gap between its ticks. */
async function watchTimer(page) {
  await page.evaluate(() => {
    window.longestGap = 0;
    let last = performance.now();
    window.ticker = setInterval(() => {
      const now = performance.now();
      window.longestGap = Math.max(window.longestGap, now - last);
      last = now;
    }, 16);
  });
}

test('a file of ten million numbers is judged in the worker while the page keeps running', async () => {
  const page = await env.open('#check');
  await page.selectOption('#problem', 'nim-or-not-nim');
  await openHugeFile(page);
  assert.match(await text(page, '#judge-source'), /ten-million\.in — 19\.1 MB/);
  assert.equal(await page.locator('#judge-input').inputValue(), '');
  await watchTimer(page);
  await page.click('#judge-run');
  await page.waitForSelector('#judge-busy:not([hidden])');
  // Progress is shown while judging, and the page answers in the meantime.
  await page.waitForFunction(() => /Judged .* of 19\.1 MB/.test(document.getElementById('judge-progress-text').textContent));
  await page.waitForFunction(() => document.getElementById('check').dataset.state === 'idle', null, { timeout: 60000 });
  // Ten million heaps of one stone (Grundy value 1 each): the nim-sum is 0, so Bob wins.
  assert.equal(await output(page), 'Bob\n');
  const gap = await page.evaluate(() => window.longestGap);
  assert.ok(gap < 250, `the page stalled for ${gap} ms`);
  assert.match(await text(page, '#judge-output-note'), /Judged 19\.1 MB in \d+ ms/);
  console.log(`ten million numbers: ${await text(page, '#judge-output-note')}; longest timer gap ${gap.toFixed(0)} ms`);

  // Stop ends a run at once and the page says so.
  // (Both clicks in one task: a quiet machine judges the file before a separate click lands.)
  await page.evaluate(() => {
    document.getElementById('judge-run').click();
    if (document.getElementById('judge-busy').hidden) throw new Error('the run did not start');
    document.getElementById('judge-stop').click();
  });
  await page.waitForFunction(() => document.getElementById('check').dataset.state === 'idle');
  assert.equal(await text(page, '#judge-output-note'), 'Stopped: nothing judged.');
  // And the next run works on a fresh worker.
  await finished(page, () => page.click('#judge-run'));
  assert.equal(await output(page), 'Bob\n');
  assert.deepEqual(page.problems, []);
});

test('a long output is shown in part, with the whole as a download', async () => {
  const page = await env.open('#check');
  await page.selectOption('#problem', 'cutting-game');
  // 50,000 cases: far more lines than the page shows.
  await page.evaluate(() => {
    const file = new File(['2 2\n3 4\n'.repeat(25_000)], 'many.in');
    const list = new DataTransfer();
    list.items.add(file);
    const picker = document.getElementById('judge-file');
    picker.files = list.files;
    picker.dispatchEvent(new Event('change'));
  });
  await finished(page, () => page.click('#judge-run'));
  assert.match(await text(page, '#judge-output-note'), /^Showing the start: 50,000 lines in all/);
  const shown = await output(page);
  assert.equal(shown.split('\n').length, 1002);
  assert.ok(shown.startsWith('LOSE\nWIN\n'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#judge-download')]);
  const path = await download.path();
  const whole = readFileSync(path, 'utf8');
  assert.equal(whole, 'LOSE\nWIN\n'.repeat(25_000));
  assert.equal(download.suggestedFilename(), 'cutting-game.out');
});

test('a huge paste is kept as a file, not poured into the text box', async () => {
  const page = await env.open('#check');
  await page.selectOption('#problem', 'cutting-game');
  await page.evaluate(() => {
    const text = '4 2\n'.repeat(100_000);
    const data = new DataTransfer();
    data.setData('text/plain', text);
    const box = document.getElementById('judge-input');
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  assert.equal(await page.locator('#judge-input').isHidden(), true);
  assert.match(await text(page, '#judge-source'), /^Pasted text — 390\.6 KB/);
  await finished(page, () => page.click('#judge-run'));
  assert.match(await text(page, '#judge-output-note'), /100,000 lines in all/);
  await page.click('#judge-source-clear');
  assert.equal(await page.locator('#judge-input').isVisible(), true);
  await page.screenshot({ path: new URL('check.png', artifacts).pathname, fullPage: true });
});

test('the checker on a phone-sized screen', async () => {
  const page = await env.open('#check', { width: 390, height: 844 }, { hasTouch: true, isMobile: true });
  await page.selectOption('#problem', 'havannah');
  await finished(page, () => page.click('#judge-sample'));
  assert.match(await output(page), /^Case #1: bridge in move 2\n/);
  await page.fill('#expected-input', 'Case #1: none\n');
  await finished(page, () => page.click('#compare-run'));
  assert.match(await text(page, '#compare-result'), /^Differs at line 1: expected `Case #1: bridge in move 2`, found `Case #1: none`/);
  // Nothing sticks out sideways.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  await page.screenshot({ path: new URL('check-phone.png', artifacts).pathname, fullPage: true });
  assert.deepEqual(page.problems, []);
});

test('500,000 cases (2 MB in, 3 MB out): judged and shown without stalling the page', async () => {
  const page = await env.open('#check');
  await page.selectOption('#problem', 'nim-or-not-nim');
  await page.evaluate(() => {
    const file = new File(['500000\n', '1\n1\n'.repeat(500_000)], 'cases.in');
    const list = new DataTransfer();
    list.items.add(file);
    const picker = document.getElementById('judge-file');
    picker.files = list.files;
    picker.dispatchEvent(new Event('change'));
  });
  await watchTimer(page);
  const started = Date.now();
  await finished(page, () => page.click('#judge-run'));
  const took = Date.now() - started;
  const gap = await page.evaluate(() => window.longestGap);
  // One heap of one stone: Alice takes it.
  assert.match(await text(page, '#judge-output-note'), /^Showing the start: 500,000 lines in all \(2\.9 MB\)/);
  assert.equal(await output(page), 'Alice\n'.repeat(1000) + '…\n');
  assert.ok(gap < 250, `the page stalled for ${gap} ms`);
  console.log(`500,000 cases: ${await text(page, '#judge-output-note')} Click to shown: ${took} ms; longest timer gap ${gap.toFixed(0)} ms`);
});
