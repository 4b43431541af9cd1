// The session schema is written by hand where it names wire protocols (the provider's `api`, a recorded
// exchange's `wire.api`): each of those enums must be the one list the runtime speaks, or a session recorded
// over a protocol the page offers would fail to load (as an Anthropic exchange did before decision 0815).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIRE_APIS } from '../engine/trace/wire-exchange';

const schema: unknown = JSON.parse(
  readFileSync(new URL('../../schema/session.schema.json', import.meta.url), 'utf8'),
);

/** Every `api` property's enum, wherever it is in the schema. */
function apiEnums(node: unknown): unknown[][] {
  if (typeof node !== 'object' || node === null) return [];
  const found: unknown[][] = [];
  const properties = (node as { properties?: Record<string, { enum?: unknown[] }> }).properties;
  const api = properties?.api?.enum;
  if (Array.isArray(api)) found.push(api);
  for (const child of Object.values(node)) found.push(...apiEnums(child));
  return found;
}

describe('the wire protocols the session schema names', () => {
  it('are, in each place, the list the runtime speaks', () => {
    const enums = apiEnums(schema);
    expect(enums.length).toBeGreaterThanOrEqual(2);
    for (const listed of enums) expect(listed).toEqual([...WIRE_APIS]);
  });
});
