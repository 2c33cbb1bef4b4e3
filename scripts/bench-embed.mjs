// `npm run bench embed`: the bytes a visitor transfers, gzipped, for one embedded board of each
// game and for the playground's first load, beside issue 21's budgets (scripts/embed-size.mjs
// says what is counted).
//   node scripts/bench-embed.mjs [--files]
import { BUDGETS, boardTransfer, extrasTransfer, games, playgroundTransfer } from './embed-size.mjs';

const listFiles = process.argv.includes('--files');
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const rows = [
  ...games().map(({ slug, budget }) => ({ name: slug, budget, ...boardTransfer(slug) })),
  { name: 'playground first load', budget: 'playground', ...playgroundTransfer() },
];
const width = Math.max(...rows.map((row) => row.name.length));
for (const { name, budget, bytes, files } of rows) {
  const { target } = BUDGETS[budget];
  const verdict = bytes <= target ? 'within' : `over by ${kb(bytes - target)}`;
  console.log(`${name.padEnd(width)}  ${kb(bytes).padStart(9)}  budget ${kb(target).padStart(8)} (${budget}): ${verdict}`);
  if (listFiles) files.forEach((url) => console.log(`  ${url.pathname.replace(/^.*\/www\//, 'www/')}`));
}
// The second step of a board that has one is not in its figure above: it is fetched only when
// the board opens a link or a saved text or draws SVG.
for (const { slug } of games()) {
  const extras = extrasTransfer(slug);
  if (!extras) continue;
  console.log(`${slug}: its second step (a link or saved text opened, svg()) adds ${kb(extras.bytes)}`);
  if (listFiles) extras.files.forEach((url) => console.log(`  ${url.pathname.replace(/^.*\/www\//, 'www/')}`));
}
