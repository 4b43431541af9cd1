// `npm run schema` (`node scripts/write-session-schema.mjs [--check]`) — writes the generated parts of
// schema/session.schema.json: the settings definitions (runSettings, engineSettings, shellLimits) from the
// settings catalog the runtime checks specs with, pointing the document's settings and every settings-change
// input at them; and the built-in tools' enum and descriptions from the tool records
// (src/session/session-schema-tools.ts). The rest of the schema is written by hand. With --check it only says
// whether the file is current (session-schema-settings / settings-schema and session-schema-tools tests check
// the same).
import { readFile, writeFile } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';

const SCHEMA_FILE = new URL('../schema/session.schema.json', import.meta.url);
const checkOnly = process.argv.includes('--check');

const { withSettingsDefinitions } = await tsImport(
  '../src/session/session-schema-settings.ts',
  import.meta.url,
);
const { withToolDefinitions } = await tsImport('../src/session/session-schema-tools.ts', import.meta.url);
const before = await readFile(SCHEMA_FILE, 'utf8');
const generated = withToolDefinitions(withSettingsDefinitions(JSON.parse(before)));
const after = `${JSON.stringify(generated, null, 2)}\n`;
if (before === after) console.log('schema/session.schema.json is current.');
else if (checkOnly) {
  console.log('schema/session.schema.json is out of date: run npm run schema');
  process.exitCode = 1;
} else {
  await writeFile(SCHEMA_FILE, after);
  console.log(`Wrote ${SCHEMA_FILE.pathname}`);
}
