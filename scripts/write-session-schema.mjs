// `node scripts/write-session-schema.mjs [--check]` — writes the settings definitions of
// schema/session.schema.json (runSettings, engineSettings, shellLimits) from the TypeScript that the runtime
// checks specs with (src/runtime/spec/run-settings-schema.ts), and points the document's settings and every
// settings-change input at them. The rest of the schema is written by hand. With --check it only says whether
// the file is current (src/session/settings-schema.test.ts checks the same).
import { readFile, writeFile } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';

const SCHEMA_FILE = new URL('../schema/session.schema.json', import.meta.url);
const checkOnly = process.argv.includes('--check');

const { withSettingsDefinitions } = await tsImport(
  '../src/session/session-schema-settings.ts',
  import.meta.url,
);
const before = await readFile(SCHEMA_FILE, 'utf8');
const after = `${JSON.stringify(withSettingsDefinitions(JSON.parse(before)), null, 2)}\n`;
if (before === after) console.log('schema/session.schema.json is current.');
else if (checkOnly) {
  console.log('schema/session.schema.json is out of date: run node scripts/write-session-schema.mjs');
  process.exitCode = 1;
} else {
  await writeFile(SCHEMA_FILE, after);
  console.log(`Wrote ${SCHEMA_FILE.pathname}`);
}
