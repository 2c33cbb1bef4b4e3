// The move list: every move of the line shown with the verdict after it and its comment, and
// beside a move the variations played instead of it. Only the rows in view are in the page
// (fetched from the board a window at a time), so a click costs the same after ten moves or
// ten thousand. Clicking a row shows the position after it, clicking a variation takes it in
// place of its move; ←/→ step back and forth, Home and End jump to the start and the end, ↑/↓
// switch the move shown to the previous or next variation: keys that nothing else took (a
// handler on the board that uses them calls preventDefault), outside text fields. Under the
// list, the comment on the position shown is edited, and its line made the main line or its
// move deleted.

const SPARE_ROWS = 8;

/**
 * Wires the list (`el`, elements.js's `moves`) to `store`, whose report it follows.
 * `goTo(ply)` shows the position after `ply` moves; `shown()` says whether the list is on
 * the page (the keys step through it only then).
 */
export function setUpMoveList(el, store, { goTo, shown }) {
  const { moveScroll: scroller, moveList: list } = el;
  const act = (id, argument) => store.attempt((playground) => playground.act(id, argument));
  let queued = false;

  // Read once: asking the style of a list that was just changed costs a style recalculation.
  let height = 0;
  const rowHeight = () => {
    height ||= parseFloat(getComputedStyle(list).getPropertyValue('--row')) || 26;
    return height;
  };

  function row(entry) {
    const li = document.createElement('li');
    li.dataset.ply = entry.number;
    li.style.top = `${(entry.number - 1) * rowHeight()}px`;
    li.className = [entry.played ? 'played' : 'undone', entry.current ? 'current' : '']
      .join(' ').trim();
    const number = document.createElement('span');
    number.className = 'number';
    number.textContent = `${entry.number}.`;
    const move = document.createElement('span');
    move.className = 'move';
    move.textContent = entry.move;
    const head = document.createElement('span');
    head.className = 'entry-head';
    head.append(move);
    // The variations beside this move, indented after it: each takes this move's place.
    (entry.alternatives ?? []).forEach((alternative, choice) => {
      if (choice === (entry.choice ?? 0)) return;
      const other = document.createElement('button');
      other.type = 'button';
      other.className = 'variation';
      other.dataset.choice = choice;
      other.textContent = alternative;
      other.title = `Play ${alternative} instead (↑/↓ switch variations)`;
      head.append(other);
    });
    const verdict = document.createElement('span');
    verdict.className = `entry-verdict ${entry.tone}`;
    verdict.textContent = entry.verdict ?? '';
    // The player's comment comes first on the verdict's line: a long verdict is cut, not it.
    if (entry.comment) {
      const comment = document.createElement('span');
      comment.className = 'entry-comment';
      comment.textContent = entry.comment;
      verdict.prepend(comment);
    }
    li.title = [entry.by ? `${entry.by.name}: ${entry.move}` : entry.move, entry.verdict,
      entry.judgement?.text, entry.comment].filter(Boolean).join(' — ');
    li.append(number, head, verdict);
    if (entry.judgement) li.append(judgementMark(entry.judgement));
    return li;
  }

  /** The move's judgement (✓, ? or •), its words in a tooltip and for screen readers. */
  function judgementMark(judgement) {
    const mark = document.createElement('span');
    mark.className = `judgement ${judgement.kind}`;
    mark.title = judgement.text;
    const shown = document.createElement('span');
    shown.setAttribute('aria-hidden', 'true');
    shown.textContent = judgement.mark;
    const words = document.createElement('span');
    words.className = 'visually-hidden';
    words.textContent = judgement.text;
    mark.append(shown, words);
    return mark;
  }

  /** Draws the rows in view (and a few either side) from the board. */
  function draw() {
    queued = false;
    const { playground, report } = store.state;
    if (!playground || !report) return;
    const length = report.played + report.undone;
    const step = rowHeight();
    list.style.height = `${length * step}px`;
    const shown = Math.ceil((scroller.clientHeight || 12 * step) / step);
    const first = Math.max(0, Math.floor(scroller.scrollTop / step) - SPARE_ROWS);
    const entries = playground.entries(first, Math.min(length, first + shown + 2 * SPARE_ROWS));
    list.replaceChildren(...entries.map(row));
  }

  function redrawSoon() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(draw);
  }

  /** Scrolls so the row of the last applied move is in view. */
  function reveal(ply) {
    const step = rowHeight();
    const top = (ply - 1) * step;
    if (ply === 0) scroller.scrollTop = 0;
    else if (top < scroller.scrollTop) scroller.scrollTop = top;
    else if (top + step > scroller.scrollTop + scroller.clientHeight) {
      scroller.scrollTop = top + step - scroller.clientHeight;
    }
  }

  scroller.addEventListener('scroll', redrawSoon, { passive: true });
  list.addEventListener('click', (event) => {
    const li = event.target.closest('li[data-ply]');
    if (!li) return;
    const variation = event.target.closest('.variation');
    const ply = Number(li.dataset.ply);
    if (variation) {
      store.attempt((playground) => playground.variation(ply, Number(variation.dataset.choice)));
    } else goTo(ply);
  });

  el.commentForm.addEventListener('submit', (event) => {
    event.preventDefault();
    act('comment', el.commentInput.value);
  });
  el.promote.addEventListener('click', () => act('promote'));
  el.deleteMove.addEventListener('click', () => act('delete'));

  document.addEventListener('keydown', (event) => {
    const { report } = store.state;
    if (!report || event.defaultPrevented) return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    if (!shown()) return;
    const length = report.played + report.undone;
    const switched = { ArrowUp: 'previous-variation', ArrowDown: 'next-variation' }[event.key];
    if (switched) {
      if (report.variations < 2) return;
      event.preventDefault();
      act(switched);
      return;
    }
    const target = {
      ArrowLeft: report.played - 1,
      ArrowRight: report.played + 1,
      Home: 0,
      End: length,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (target >= 0 && target <= length && target !== report.played) goTo(target);
  });

  store.subscribe(({ report }, previous) => {
    if (!report || report === previous.report) return;
    const before = previous.report;
    const moved = !before || report.played !== before.played || report.revision !== before.revision;
    el.noMoves.hidden = report.played + report.undone > 0;
    // The comment box follows the position shown, unless it is being written in.
    if (document.activeElement !== el.commentInput) el.commentInput.value = report.comment ?? '';
    el.commentLabel.textContent = report.played ? `Comment on move ${report.played}` : 'Comment on the start';
    el.promote.disabled = report.played === 0;
    el.deleteMove.disabled = report.played === 0;
    if (moved) {
      // Size the list first so the scroll position can reach the current row.
      list.style.height = `${(report.played + report.undone) * rowHeight()}px`;
      reveal(report.played);
    }
    draw();
  });
}
