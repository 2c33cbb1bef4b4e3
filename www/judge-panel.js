// The Check input section: a problem's judge input in, the judge's exact answers out.

const $ = (id) => document.getElementById(id);

/** Fills the problem picker and wires the buttons; `judge` and `problems` are the bindings. */
export function setUpJudgePanel({ judge, problems }) {
  const list = problems();
  for (const problem of list) {
    const option = document.createElement('option');
    option.value = problem.slug;
    option.textContent = `${problem.slug} — ${problem.title}`;
    $('problem').append(option);
  }

  function runJudge() {
    const result = judge($('problem').value, $('judge-input').value);
    $('judge-output').textContent = result.output;
    $('judge-error').textContent = result.error ?? '';
    $('judge-error').hidden = !result.error;
  }

  $('judge-run').addEventListener('click', runJudge);
  $('judge-sample').addEventListener('click', () => {
    const problem = list.find((p) => p.slug === $('problem').value);
    $('judge-input').value = problem?.sample ?? '';
    runJudge();
  });
  $('judge-file').addEventListener('change', async (event) => {
    const file = event.target.files[0];
    if (file) $('judge-input').value = await file.text();
  });
}
