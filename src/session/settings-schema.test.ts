// Every settings object of a session is closed, typed and ranged: a hostile value anywhere in the settings
// (in the document's settings or in a settings-change input) is refused, and the refusal names its path.
// The cases are generated from the schema itself, so a knob added later is attacked too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sessionSchema from '../../schema/session.schema.json';
import { createInProcessRuntime } from '../runtime/host/node-runtime';
import { checkSpecSettings } from '../runtime/spec/check-spec-settings';
import { SETTINGS_DEFINITIONS } from '../runtime/spec/run-settings-schema';
import { loadSessionValue } from './load-session';
import { runSpecOf, type SessionDocument } from './session-document';
import { withSettingsDefinitions } from './session-schema-settings';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface SchemaNode {
  readonly $ref?: string;
  readonly type?: 'object' | 'integer' | 'string' | 'boolean' | 'array';
  readonly enum?: readonly Json[];
  readonly oneOf?: readonly SchemaNode[];
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: boolean | SchemaNode;
  readonly propertyNames?: { readonly pattern: string };
  readonly items?: SchemaNode;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly maxItems?: number;
  readonly pattern?: string;
}

/** A hostile value at `path` (JSON pointer segments under the settings object); `at` is what the error names. */
interface HostileCase {
  readonly name: string;
  readonly path: readonly string[];
  readonly value: Json;
  readonly at: readonly string[];
}

const definitions = SETTINGS_DEFINITIONS as unknown as Record<string, SchemaNode>;
const resolve = (node: SchemaNode): SchemaNode =>
  node.$ref ? resolve(definitions[node.$ref.replace('#/definitions/', '')]!) : node;

function hostileCases(node: SchemaNode, path: readonly string[]): HostileCase[] {
  const schema = resolve(node);
  const here = (name: string, value: Json): HostileCase => ({ name, path, value, at: path });
  const label = path.join('.') || 'settings';
  if (schema.enum) return [here(`${label}: not one of its values`, 'bogus'), here(`${label}: a number`, 7)];
  if (schema.oneOf) {
    return [
      here(`${label}: not a choice`, 'bogus'),
      here(`${label}: a function choice with a bad name`, {
        type: 'function',
        function: { name: 'no spaces' },
      }),
      here(`${label}: a function choice with an unknown key`, {
        type: 'function',
        function: { name: 'Read' },
        extra: 1,
      }),
    ];
  }
  switch (schema.type) {
    case 'object': {
      const cases = [here(`${label}: not an object`, 'x'), here(`${label}: an array`, [])];
      if (schema.additionalProperties === false)
        cases.push({ name: `${label}: an unknown key`, path: [...path, 'zzUnknown'], value: 1, at: path });
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        cases.push(...hostileCases(child, [...path, key]));
      if (typeof schema.additionalProperties === 'object') {
        cases.push(...hostileCases(schema.additionalProperties, [...path, 'Read']));
        if (schema.propertyNames)
          cases.push({ name: `${label}: a bad key`, path: [...path, 'no spaces'], value: 1, at: path });
      }
      return cases;
    }
    case 'integer':
      return [
        here(`${label}: a string`, 'x'),
        here(`${label}: a fraction`, (schema.minimum ?? 0) + 0.5),
        here(`${label}: null`, null),
        here(`${label}: a boolean`, true),
        here(`${label}: below the minimum`, (schema.minimum ?? 0) - 1),
        here(`${label}: above the maximum`, (schema.maximum ?? 0) + 1),
      ];
    case 'string':
      return [
        here(`${label}: a number`, 5),
        ...(schema.maxLength ? [here(`${label}: too long`, 'a'.repeat(schema.maxLength + 1))] : []),
        ...(schema.minLength ? [here(`${label}: empty`, '')] : []),
        ...(schema.pattern ? [here(`${label}: off its pattern`, 'relative/not allowed')] : []),
      ];
    case 'boolean':
      return [here(`${label}: a string`, 'yes'), here(`${label}: a number`, 1)];
    case 'array':
      return [
        here(`${label}: not an array`, 'x'),
        { name: `${label}: a wrong item`, path, value: [5], at: [...path, '0'] },
        ...(schema.items?.minLength
          ? [{ name: `${label}: an empty item`, path, value: [''], at: [...path, '0'] }]
          : []),
        ...(schema.maxItems
          ? [
              here(
                `${label}: too many items`,
                Array.from({ length: schema.maxItems + 1 }, () => 'Read'),
              ),
            ]
          : []),
      ];
    case undefined:
      break;
  }
  throw new Error(`no hostile values for ${label} (${JSON.stringify(schema)})`);
}

const fixture = (): SessionDocument =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'fixtures/v1/every-setting.session.json'), 'utf8'),
  ) as SessionDocument;

/** Sets `value` at `path` inside `settings`, creating the objects on the way (over whatever was there). */
function withValueAt(settings: unknown, path: readonly string[], value: Json): Record<string, unknown> {
  const root = structuredClone(settings ?? {}) as Record<string, unknown>;
  let cursor = root;
  path.slice(0, -1).forEach((key) => {
    const next = cursor[key];
    cursor[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {};
    cursor = cursor[key] as Record<string, unknown>;
  });
  cursor[path.at(-1)!] = value;
  return root;
}

const pointer = (segments: readonly string[]) => segments.map((s) => `/${s}`).join('');
const CASES = hostileCases({ $ref: '#/definitions/runSettings' }, []).filter((c) => c.path.length > 0);
const SETTINGS_CHANGE_INDEX = 0;

describe('the settings schema', () => {
  it('is the one in schema/session.schema.json (node scripts/write-session-schema.mjs writes it)', () => {
    expect(withSettingsDefinitions(sessionSchema as Record<string, unknown>)).toEqual(sessionSchema);
  });

  it('closes every settings object', () => {
    const open: string[] = [];
    const walk = (node: SchemaNode, path: string) => {
      const schema = resolve(node);
      if (schema.type === 'object' && schema.additionalProperties === undefined) open.push(path);
      for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, `${path}/${key}`);
      if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${path}/*`);
      schema.oneOf?.forEach((branch) => walk(branch, path));
    };
    walk({ $ref: '#/definitions/runSettings' }, '/settings');
    expect(open).toEqual([]);
    expect(CASES.length).toBeGreaterThan(100);
  });

  it('loads a document that sets every key, in its settings and in a settings change, and it runs', async () => {
    const loaded = loadSessionValue(fixture());
    if (!loaded.ok) throw new Error(loaded.reason);
    const created = await createInProcessRuntime(runSpecOf(loaded.document), { mode: 'replay' });
    if (!created.ok) throw new Error(created.reason);
    const report = await created.runtime.runAll();
    expect(report.runs.map((run) => run.endReason)).toEqual(['final-answer']);
  });
});

describe.each(CASES)('a hostile setting: $name', ({ path, value, at }) => {
  it('is refused in the settings, naming its path', () => {
    const doc = fixture();
    const result = loadSessionValue({ ...doc, settings: withValueAt(doc.settings, path, value) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(new RegExp(`^${escape(`/settings${pointer(at)}`)}[ ./]`));
  });

  it('is refused in a settings change, naming its path', () => {
    const doc = fixture();
    const inputs = doc.inputs.map((input, index) =>
      index === SETTINGS_CHANGE_INDEX && input.type === 'settings-change'
        ? { ...input, settings: withValueAt(input.settings, path, value) }
        : input,
    );
    const result = loadSessionValue({ ...doc, inputs });
    expect(!result.ok && result.reason).toMatch(
      new RegExp(`^${escape(`/inputs/${SETTINGS_CHANGE_INDEX}/settings${pointer(at)}`)}[ ./]`),
    );
  });

  it('is refused by the runtime too, for a spec that never was a document', () => {
    const loaded = loadSessionValue(fixture());
    if (!loaded.ok) throw new Error(loaded.reason);
    const spec = runSpecOf(loaded.document);
    const checked = checkSpecSettings({ ...spec, settings: withValueAt(spec.settings, path, value) });
    expect(!checked.ok && checked.reason).toContain(`/settings${pointer(at)}`);
  });
});

describe('a misspelt key', () => {
  const refusal = (settings: Record<string, unknown>) => {
    const result = loadSessionValue({ ...fixture(), settings });
    return result.ok ? 'loaded' : result.reason;
  };

  it('names the key it probably meant, or the keys allowed there', () => {
    expect(refusal({ engine: { maxCallPerTurn: 5 } })).toBe(
      '/settings/engine has a property "maxCallPerTurn" that sessions do not allow (did you mean "maxCallsPerTurn"?).',
    );
    expect(refusal({ engine: { lockmode: 'seed' } })).toBe(
      '/settings/engine has a property "lockmode" that sessions do not allow (did you mean "lockMode"?).',
    );
    expect(refusal({ engine: { breaker: { treshold: 2 } } })).toBe(
      '/settings/engine/breaker has a property "treshold" that sessions do not allow (allowed: failureThreshold, recoveryTimeoutMs, countPolicy).',
    );
  });
});

async function createdWith(settings: Record<string, unknown>) {
  const loaded = loadSessionValue(fixture());
  if (!loaded.ok) throw new Error(loaded.reason);
  const spec = runSpecOf(loaded.document);
  return createInProcessRuntime({ ...spec, settings: { ...spec.settings, ...settings } }, { mode: 'replay' });
}

describe('the runtime', () => {
  it('refuses to load a spec whose settings the engine cannot work with, naming the path', async () => {
    const created = await createdWith({ engine: { maxConcurrency: 'x' } });
    expect(!created.ok && created.reason).toBe(
      "The session's settings are invalid: /settings/engine/maxConcurrency must be integer.",
    );
    const mode = await createdWith({ engine: { permissions: { mode: 'bogus' } } });
    expect(!mode.ok && mode.reason).toContain('/settings/engine/permissions/mode must be one of');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
