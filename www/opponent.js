// The computer player: "Computer move" plays the board's suggestion once; "Play against the
// computer" answers every move of the other side. Boards without a computer player hide it.

const $ = (id) => document.getElementById(id);

/**
 * `current()` is the live Playground (or null); `attempt(call)` runs a call that returns a
 * report, showing a refusal if it throws. Returns `update(report)`, to call with every report.
 */
export function setUpOpponent({ current, attempt }) {
  let pending = 0;

  function computerMove() {
    const playground = current();
    const move = playground?.suggest();
    if (move) attempt(() => playground.play(move));
  }

  function update(report) {
    $('computer').hidden = !report.computer;
    clearTimeout(pending);
    const side = Number($('computer-side').value);
    // Only at the end of the line: stepping back through the moves must not start a new line.
    const atEnd = report.undone === 0;
    if (report.computer && $('computer-plays').checked && atEnd && report.to_move?.number === side) {
      // A short pause, so the player sees their own move land before the answer.
      pending = setTimeout(computerMove, 250);
    }
  }

  $('computer-move').addEventListener('click', computerMove);
  const changed = () => {
    const playground = current();
    if (playground) update(playground.report());
  };
  $('computer-plays').addEventListener('change', changed);
  $('computer-side').addEventListener('change', changed);
  return update;
}
