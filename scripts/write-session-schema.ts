// Writes schema/session.schema.json again with its generated parts: the settings (from the runtime's
// settings schemas) and the built-in tools (from their records). Run after adding a setting or a tool:
// `npm run schema`. src/session/session-schema-*.test.ts fail until the committed file matches.
import { readFileSync, writeFileSync } from 'node:fs';
import { withSettingsDefinitions } from '../src/session/session-schema-settings';
import { withToolDefinitions } from '../src/session/session-schema-tools';

const path = new URL('../schema/session.schema.json', import.meta.url);
const current = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const next = withToolDefinitions(withSettingsDefinitions(current));
writeFileSync(path, `${JSON.stringify(next, null, 2)}\n`);
console.log('schema/session.schema.json written');
