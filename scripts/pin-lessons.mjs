// `node scripts/pin-lessons.mjs [--check]` — re-runs every lesson exactly as `npm run replay` would and
// rewrites src/session/lessons/lesson-pins.json with their trace hashes (each language variant's too),
// listing which lessons changed.
// Re-pinning is deliberate: run it when a change to the pipeline is meant to change what lessons show, and
// read the list before committing. With --check it only lists the differences and exits 1 if there are any.
import { readFile, writeFile } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';

const PINS_FILE = new URL('../src/session/lessons/lesson-pins.json', import.meta.url);
const checkOnly = process.argv.includes('--check');

const { LESSONS } = await tsImport('../src/session/lessons/lesson-catalog.ts', import.meta.url);
const { repin } = await tsImport('../src/session/lessons/lesson-pins.ts', import.meta.url);

const current = JSON.parse(await readFile(PINS_FILE, 'utf8'));
const { pins, changes } = await repin(LESSONS, current);
const one = (pin) => (pin === undefined ? '(none)' : (pin.traceHash ?? `unavailable: ${pin.unavailable}`));
// The English pin, then each language variant's (lesson-pins.ts).
const describe = (pin) =>
  [one(pin), ...Object.entries(pin?.variants ?? {}).map(([lang, p]) => `${lang}: ${one(p)}`)].join(', ');

for (const change of changes) {
  console.log(`${change.id}\n  was ${describe(change.before)}\n  now ${describe(change.after)}`);
}
console.log(changes.length === 0 ? 'All lesson pins are current.' : `${changes.length} lesson(s) changed.`);
if (checkOnly) process.exitCode = changes.length === 0 ? 0 : 1;
else if (changes.length > 0) {
  await writeFile(PINS_FILE, `${JSON.stringify(pins, null, 2)}\n`);
  console.log(`Wrote ${PINS_FILE.pathname}`);
}
