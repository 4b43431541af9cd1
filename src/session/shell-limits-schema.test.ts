// Shell limits in session documents: optional, checked against the same ranges the Settings tab offers, and
// explained at their own path when out of range.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sessionSchema from '../../schema/session.schema.json';
import { DEFAULT_SHELL_LIMITS, SHELL_LIMIT_FIELDS, shellLimitsOf } from '../runtime/spec/run-settings';
import { loadSessionValue } from './load-session';
import { runSpecOf } from './session-document';

const fixture = () =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'fixtures/v1/user-tools-and-inputs.session.json'), 'utf8'),
  ) as { settings: Record<string, unknown>; inputs: Record<string, unknown>[] };

const settingsChange = (doc: ReturnType<typeof fixture>) => {
  const input = doc.inputs.find((i) => i['type'] === 'settings-change');
  if (!input) throw new Error('the fixture has a settings-change input');
  return input as { settings: Record<string, unknown> };
};

describe('shell limits in a session document', () => {
  it('are optional: a document without them runs under the defaults', () => {
    const loaded = loadSessionValue(fixture());
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(shellLimitsOf(runSpecOf(loaded.document).settings)).toEqual(DEFAULT_SHELL_LIMITS);
  });

  it('load in the settings and in a settings change, over the defaults', () => {
    const doc = fixture();
    doc.settings['shellLimits'] = { timeoutMs: 2_000 };
    settingsChange(doc).settings['shellLimits'] = { maxOutputBytes: 4_096, maxLoopIterations: 50 };
    const loaded = loadSessionValue(doc);
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(shellLimitsOf(runSpecOf(loaded.document).settings)).toEqual({
      ...DEFAULT_SHELL_LIMITS,
      timeoutMs: 2_000,
    });
  });

  it('refuses a limit out of range, saying which and what the bound is', () => {
    const doc = fixture();
    doc.settings['shellLimits'] = { maxOutputBytes: 10 };
    const low = loadSessionValue(doc);
    expect(!low.ok && low.reason).toBe('/settings/shellLimits/maxOutputBytes must be at least 1024.');

    const change = fixture();
    settingsChange(change).settings['shellLimits'] = { timeoutMs: 3_600_000 };
    const high = loadSessionValue(change);
    expect(!high.ok && high.reason).toMatch(
      /^\/inputs\/\d+\/settings\/shellLimits\/timeoutMs must be at most 600000\.$/,
    );
  });

  it('refuses fractions and unknown limits', () => {
    const doc = fixture();
    doc.settings['shellLimits'] = { timeoutMs: 1_500.5 };
    const fraction = loadSessionValue(doc);
    expect(!fraction.ok && fraction.reason).toBe('/settings/shellLimits/timeoutMs must be integer.');
    doc.settings['shellLimits'] = { maxRecursion: 5 };
    const unknown = loadSessionValue(doc);
    expect(!unknown.ok && unknown.reason).toBe(
      '/settings/shellLimits has a property "maxRecursion" that sessions do not allow (allowed: timeoutMs, maxCommandCount, maxLoopIterations, maxOutputBytes).',
    );
  });

  it('are described in the schema with the Settings tab’s ranges', () => {
    const described = sessionSchema.definitions.shellLimits.properties;
    for (const field of SHELL_LIMIT_FIELDS) {
      expect(described[field.key]).toMatchObject({ type: 'integer', minimum: field.min, maximum: field.max });
    }
    expect(Object.keys(described).sort()).toEqual(SHELL_LIMIT_FIELDS.map((f) => f.key).sort());
  });
});
