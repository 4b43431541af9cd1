// `npm run validators` (`node scripts/write-standalone-validators.mjs [--check]`) — writes the validators
// generated ahead of time for every fixed schema (scripts/standalone-validators/validator-modules.ts,
// decision 0113). Run it after changing schema/*.json, the settings catalog or ajv. With --check it only says
// whether the committed files are current (standalone-validators.test.ts checks the same).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = new URL('../', import.meta.url);
const checkOnly = process.argv.includes('--check');
const { generatedValidatorFiles } = await tsImport('./standalone-validators/generate.ts', import.meta.url);

for (const [file, text] of generatedValidatorFiles()) {
  const url = new URL(file, root);
  const before = await readFile(url, 'utf8').catch(() => null);
  if (before === text) console.log(`${file} is current.`);
  else if (checkOnly) {
    console.log(`${file} is out of date: run npm run validators`);
    process.exitCode = 1;
  } else {
    await mkdir(dirname(url.pathname), { recursive: true });
    await writeFile(url, text);
    console.log(`Wrote ${file}`);
  }
}
