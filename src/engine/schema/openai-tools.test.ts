import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { BreakerStore } from '../stores/circuit-breaker';
import { Registry } from '../registry/registry';
import { fakeTool } from '../testing/engine-harness';
import { EventLog } from '../trace/event-log';
import { getOpenAITools } from './openai-tools';
import { schemaOptionsFrom } from './schema-options';
import { resolveSettings } from '../settings/engine-settings';

const timing = { failureThreshold: 3, recoveryTimeoutMs: 300_000 };

function registry(): Registry {
  const r = new Registry();
  r.registerTool(
    fakeTool('Read', {
      description: 'Reads a file.',
      parameters: {
        type: 'object',
        properties: {
          path: { type: 'string', description: 'Workspace path.' },
          limit: { type: 'integer', default: 500 },
        },
        required: ['path'],
        additionalProperties: false,
      },
    }),
  );
  r.registerTool(
    fakeTool('Edit', {
      parameters: {
        type: 'object',
        properties: {
          edits: {
            type: 'array',
            items: {
              type: 'object',
              properties: { old_string: { type: 'string' }, new_string: { type: 'string' } },
              required: ['old_string', 'new_string'],
            },
          },
        },
        required: ['edits'],
      },
    }),
  );
  r.registerFunction({ name: 'echo', description: 'Echoes.', fn: (s) => s });
  return r;
}

function openBreaker(breakers: BreakerStore, name: string, atMs: number): void {
  for (let i = 0; i < 3; i++) breakers.record(name, true, false, atMs, timing);
}

describe('getOpenAITools', () => {
  it('publishes tools sorted by name, then functions, with their real JSON Schema', () => {
    const build = getOpenAITools(registry(), new BreakerStore(), 0, { countTokens });
    expect(build.tools.map((t) => t.function.name)).toEqual(['Edit', 'Read', 'echo']);
    const edit = build.tools[0]!.function.parameters;
    // Object arrays keep their item schema (the reference published `items: string`).
    expect(edit.properties?.edits?.items?.properties?.old_string).toEqual({ type: 'string' });
    expect(build.tools[2]!.function.parameters.required).toEqual(['input']);
  });

  it('hides a tool whose breaker is OPEN and shows it again once a probe is allowed', () => {
    const breakers = new BreakerStore();
    openBreaker(breakers, 'Read', 1_000);
    const log = new EventLog();
    const during = getOpenAITools(registry(), breakers, 2_000, { countTokens, sink: log, step: 4 });
    expect(during.tools.map((t) => t.function.name)).toEqual(['Edit', 'echo']);
    expect(during.hidden).toEqual([
      expect.objectContaining({ name: 'Read', reason: 'breaker-open' }),
    ]);
    const after = getOpenAITools(registry(), breakers, 301_000, { countTokens, sink: log, step: 5 });
    expect(after.tools.map((t) => t.function.name)).toContain('Read');
    getOpenAITools(registry(), breakers, 302_000, { countTokens, sink: log, step: 6 });
    const transitions = log.events.filter((e) => e.type === 'breaker-transition');
    // OPEN → HALF_OPEN is reported once, by the first schema build that observed it.
    expect(transitions).toEqual([
      expect.objectContaining({ from: 'OPEN', to: 'HALF_OPEN', step: 5, observedBy: 'schema-build' }),
    ]);
  });

  it('hides a tool named by a bare deny rule, but not by a deny rule with a pattern', () => {
    const build = getOpenAITools(registry(), new BreakerStore(), 0, { countTokens, denyRules: ['Edit', 'Read(secret/**)'] });
    expect(build.tools.map((t) => t.function.name)).toEqual(['Read', 'echo']);
    expect(build.hidden[0]).toMatchObject({ name: 'Edit', reason: 'denied-by-rule' });
  });

  it('gives a stable fingerprint that changes when the schema changes, with bytes and tokens', () => {
    const a = getOpenAITools(registry(), new BreakerStore(), 0, { countTokens });
    const b = getOpenAITools(registry(), new BreakerStore(), 0, { countTokens });
    expect(a.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(b.fingerprint).toBe(a.fingerprint);
    const breakers = new BreakerStore();
    openBreaker(breakers, 'Edit', 0);
    expect(getOpenAITools(registry(), breakers, 1, { countTokens }).fingerprint).not.toBe(a.fingerprint);
    expect(a.bytes).toBe(new TextEncoder().encode(JSON.stringify(a.tools)).length);
    expect(a.tokens).toBeGreaterThan(20);
    expect(a.tokens).toBeLessThan(a.bytes);
  });

  it('produces strict schemas: all properties required, optional ones nullable, no extra properties', () => {
    const build = getOpenAITools(registry(), new BreakerStore(), 0, { countTokens, strict: true });
    const read = build.tools.find((t) => t.function.name === 'Read')!.function;
    expect(read.strict).toBe(true);
    expect(read.parameters).toEqual({
      type: 'object',
      properties: {
        path: { type: 'string', description: 'Workspace path.' },
        limit: { type: ['integer', 'null'] },
      },
      required: ['path', 'limit'],
      additionalProperties: false,
    });
    const items = build.tools.find((t) => t.function.name === 'Edit')!.function.parameters.properties!.edits!.items!;
    expect(items.additionalProperties).toBe(false);
    expect(items.required).toEqual(['old_string', 'new_string']);
  });

  it('counts tokens with the counter it is given, remembering counts per counter', () => {
    const byChars = getOpenAITools(registry(), new BreakerStore(), 0, { countTokens: (text) => text.length });
    expect(byChars.tokens).toBe(byChars.bytes);
    const fixed = getOpenAITools(registry(), new BreakerStore(), 0, { countTokens: () => 7 });
    expect(fixed.fingerprint).toBe(byChars.fingerprint);
    expect(fixed.tokens).toBe(7);
  });

  it('appends a schema-build event with what a panel needs', () => {
    const log = new EventLog();
    const build = getOpenAITools(registry(), new BreakerStore(), 42, { countTokens, sink: log, step: 2 });
    expect(log.events).toEqual([
      expect.objectContaining({
        type: 'schema-build',
        step: 2,
        timeMs: 42,
        fingerprint: build.fingerprint,
        bytes: build.bytes,
        tokens: build.tokens,
        included: [
          { name: 'Edit', kind: 'tool' },
          { name: 'Read', kind: 'tool' },
          { name: 'echo', kind: 'function' },
        ],
      }),
    ]);
  });

  it('takes strict mode, deny rules and breaker timing from the settings', () => {
    const settings = resolveSettings({ strictSchemas: true, permissions: { rules: { deny: ['echo'] } } });
    const log = new EventLog();
    const build = getOpenAITools(registry(), new BreakerStore(), 0, schemaOptionsFrom(settings, countTokens, { sink: log, step: 3 }));
    expect(build.tools.map((t) => t.function.name)).toEqual(['Edit', 'Read']);
    expect(build.tools.every((t) => t.function.strict === true)).toBe(true);
    expect(log.events[0]).toMatchObject({ type: 'schema-build', step: 3, strict: true });
  });
});
