// Every older format version still opens, by every way a document comes in: a session file, a share link, a
// library entry and a lesson (a file, the shelf, a written lesson's link all load through loadLessonValue).
// The fixtures under fixtures/v<N>/ are committed as that version wrote them and are never rewritten;
// src/cli/replay-older-formats.test.ts replays them to the trace hash the version that wrote them computed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sessionSchema from '../../schema/session.schema.json';
import { ENDPOINT_APIS } from '../runtime/spec/provider-spec';
import { checkEntry } from './export/entry-check';
import { readSessionFileText } from './export/session-file';
import { encodeLessonFragment, decodeLessonLink } from './lessons/authoring/written-lesson-link';
import { BUILT_IN_LESSON_FILES } from './lessons/lesson-catalog';
import { loadLessonText } from './lessons/load-lesson';
import { SESSION_FORMAT_VERSION } from './session-document';
import { decodeShareLink } from './share/decode-share-link';
import { UPGRADES, upgradeToCurrent } from './upgrade-session';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const read = (path: string) => readFileSync(join(FIXTURES, path), 'utf8');
const olderVersions = Array.from({ length: SESSION_FORMAT_VERSION - 1 }, (_, i) => i + 1);
const sessionFilesOf = (version: number) =>
  readdirSync(join(FIXTURES, `v${version}`)).filter((name) => name.endsWith('.session.json'));

const RESPONSES_V1 = 'v1/responses-endpoint.session.json';

describe('the upgrade table', () => {
  it('has one step from every older version, each landing on the next version', () => {
    for (const version of olderVersions) {
      const step = UPGRADES[version];
      expect(step, `no upgrade from version ${version}`).toBeTypeOf('function');
      expect(step!({ formatVersion: version }).formatVersion).toBe(version + 1);
    }
    expect(Object.keys(UPGRADES).map(Number).sort()).toEqual(olderVersions);
  });

  it('refuses, in words, a version it has no step from', () => {
    expect(upgradeToCurrent({}, 0)).toEqual({
      ok: false,
      reason: 'No upgrade is known from format version 0.',
    });
  });

  it('keeps a fixture folder, with a session file, for every older version', () => {
    for (const version of olderVersions) expect(sessionFilesOf(version).length).toBeGreaterThan(0);
  });
});

describe('format 1 → 2: the provider as a transport and a wire protocol', () => {
  it('opens every format-1 session file as the current version', () => {
    for (const name of sessionFilesOf(1)) {
      const read1 = readSessionFileText(name, read(`v1/${name}`));
      expect(read1.ok ? read1.upgradedFrom : read1.reason, name).toBe(1);
      if (!read1.ok) continue;
      expect(read1.document.formatVersion).toBe(SESSION_FORMAT_VERSION);
      expect(JSON.stringify(read1.document)).not.toContain('openai-compatible');
    }
  });

  it('names an endpoint with its protocol: Chat Completions where format 1 left it out', () => {
    const opened = readSessionFileText('f', read('v1/user-tools-and-inputs.session.json'));
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.document.provider).toEqual({
      kind: 'endpoint',
      api: 'chat-completions',
      model: 'gpt-4o-mini',
      baseURL: 'https://api.openai.com/v1',
      stream: true,
    });
    expect(opened.document.cassette?.recordedWith).toEqual({ kind: 'endpoint', model: 'gpt-4o-mini' });
  });

  it('keeps the protocol and the timeouts format 1 named', () => {
    const opened = readSessionFileText('f', read(RESPONSES_V1));
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.document.provider).toEqual({
      kind: 'endpoint',
      api: 'responses',
      model: 'local-model',
      baseURL: 'http://127.0.0.1:8080/v1',
      stream: false,
      timeoutMs: 120000,
      idleTimeoutMs: 30000,
    });
  });

  it('opens a format-1 share link (link format 1 is unchanged) at its step', () => {
    const link = read('v1/responses-endpoint.share-link.txt').trim();
    const decoded = decodeShareLink(link);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded).toMatchObject({ step: 1, upgradedFrom: 1 });
    expect(decoded.document.provider).toMatchObject({ kind: 'endpoint', api: 'responses' });
    const file = readSessionFileText('f', read(RESPONSES_V1));
    expect(file.ok && decoded.document).toEqual(file.ok && file.document);
  });

  it('offers a library entry stored in format 1 with its document upgraded', () => {
    const document = JSON.parse(read('v1/user-tools-and-inputs.session.json')) as unknown;
    const checked = checkEntry({ id: 'e1', title: 'old', origin: 'file', savedAt: '', document });
    if (!checked.ok) throw new Error(checked.reason);
    expect(checked.entry.document.formatVersion).toBe(SESSION_FORMAT_VERSION);
    expect(checked.entry.document.provider.kind).toBe('endpoint');
  });

  it('opens a lesson whose session is format 1, as a file and through a written lesson link', () => {
    const loaded = loadLessonText(read('v1/endpoint.lesson.json'));
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.lesson.document.formatVersion).toBe(SESSION_FORMAT_VERSION);
    expect(loaded.lesson.document.provider).toMatchObject({ kind: 'endpoint', api: 'responses' });
    // A link written by format 1 carries the lesson as it was (the encoder takes it as it is given).
    const encoded = encodeLessonFragment(JSON.parse(read('v1/endpoint.lesson.json')) as never, 'en');
    if (!encoded.ok) throw new Error(encoded.reason);
    const decoded = decodeLessonLink(`#${encoded.fragment}`);
    expect(decoded.ok && decoded.lesson.document.provider.kind).toBe('endpoint');
  });

  it('leaves a document that is not one for the schema to refuse, in words', () => {
    const text = JSON.stringify({ format: 'toolscope.session', formatVersion: 1, provider: 'nope' });
    const opened = readSessionFileText('f', text);
    expect(opened.ok).toBe(false);
  });
});

describe('the current version', () => {
  it('is what every built-in lesson is written in (the catalog takes them without loading)', () => {
    for (const file of BUILT_IN_LESSON_FILES) {
      const lesson = file as { id: string; document: { formatVersion: number } };
      expect(lesson.document.formatVersion, lesson.id).toBe(SESSION_FORMAT_VERSION);
    }
  });

  it('is the one the schema accepts, with the wire protocols the spec declares', () => {
    expect(sessionSchema.properties.formatVersion).toEqual({ const: SESSION_FORMAT_VERSION });
    const endpoint = sessionSchema.properties.provider.oneOf.find(
      (variant) => (variant.properties.kind as { const?: string }).const === 'endpoint',
    );
    expect((endpoint?.properties as { api?: { enum: string[] } }).api?.enum).toEqual([...ENDPOINT_APIS]);
  });
});
