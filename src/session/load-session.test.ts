import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSessionText, loadSessionValue } from './load-session';
import { documentOf, runSpecOf, SESSION_FORMAT_VERSION } from './session-document';

const fixturesRoot = join(import.meta.dirname, 'fixtures');
// Session files only: a version's folder also keeps its share links and lessons (upgrade-session.test.ts).
const fixtureFiles = readdirSync(fixturesRoot).flatMap((version) =>
  readdirSync(join(fixturesRoot, version))
    .filter((file) => file.endsWith('.session.json'))
    .map((file) => join(fixturesRoot, version, file)),
);
const fixture = (name: string) =>
  JSON.parse(
    readFileSync(
      fixtureFiles.find((f) => f.endsWith(name))!,
      'utf8',
    ),
  ) as Record<string, unknown>;

describe('loading session documents', () => {
  it.each(fixtureFiles)('loads the fixture %s', (file) => {
    const result = loadSessionText(readFileSync(file, 'utf8'));
    expect(result.ok ? 'ok' : result.problems).toBe('ok');
  });

  it('keeps fixtures from every format version up to the current one', () => {
    for (let version = 1; version <= SESSION_FORMAT_VERSION; version += 1) {
      expect(
        readdirSync(join(fixturesRoot, `v${version}`)).filter((f) => f.endsWith('.session.json')),
      ).not.toEqual([]);
    }
  });

  it('fills default settings when turning a document into a run spec', () => {
    const result = loadSessionValue(fixture('parallel-reads-then-edit.session.json'));
    if (!result.ok) throw new Error(result.reason);
    const spec = runSpecOf(result.document);
    expect(spec.settings.maxSteps).toBe(10);
    expect(spec.settings.toolChoice).toBe('auto');
    expect(spec.settings.subagentMaxSteps).toBe(12);
  });

  it('refuses an API key in the provider and says why', () => {
    const doc = fixture('user-tools-and-inputs.session.json');
    doc.provider = { ...(doc.provider as object), apiKey: 'sk-123' };
    const result = loadSessionValue(doc);
    expect(!result.ok && result.reason).toBe(
      '/provider has a property "apiKey" that sessions do not allow (API keys are never stored in a session).',
    );
  });

  it('explains a bad input at its own path', () => {
    const doc = fixture('user-tools-and-inputs.session.json');
    (doc.inputs as unknown[]).push({ type: 'clock-advance', at: { step: 1, phase: 'during-lunch' }, ms: 5 });
    const result = loadSessionValue(doc);
    expect(!result.ok && result.reason).toBe(
      '/inputs/7/at/phase must be one of ["before-step","before-tools","after-tools","between-runs"].',
    );
  });

  it('names an unknown input type', () => {
    const doc = fixture('user-tools-and-inputs.session.json');
    (doc.inputs as unknown[]).push({ type: 'coffee-break' });
    const result = loadSessionValue(doc);
    expect(!result.ok && result.reason).toBe('/inputs/7 has an unknown or missing "type".');
  });

  it('rejects other formats, newer versions and non-JSON with one-line reasons', () => {
    expect(loadSessionText('{nope').ok).toBe(false);
    const other = loadSessionValue({ format: 'something-else' });
    expect(!other.ok && other.reason).toContain('not a ToolScope session');
    const newer = loadSessionValue({
      ...fixture('parallel-reads-then-edit.session.json'),
      formatVersion: 99,
    });
    expect(!newer.ok && newer.reason).toContain('format version 99');
  });

  it('drops anything extra on the provider when writing a document', () => {
    const result = loadSessionValue(fixture('user-tools-and-inputs.session.json'));
    if (!result.ok) throw new Error(result.reason);
    const spec = runSpecOf(result.document);
    const leaky = {
      ...spec,
      provider: { ...spec.provider, apiKey: 'sk-secret' } as unknown as typeof spec.provider,
    };
    const written = JSON.stringify(documentOf(leaky, 't'));
    expect(written).not.toContain('sk-secret');
    expect(loadSessionText(written).ok).toBe(true);
  });
});
