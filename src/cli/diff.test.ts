import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonById } from '../session/lessons/lesson-catalog';

const optimisticLockLesson = lessonById('optimistic-lock')!;
import { LESSONS } from '../session/lessons/lesson-catalog';
import type { SessionDocument } from '../session/session-document';
import { DIFF_EXIT, diffMain } from './diff';

const dir = mkdtempSync(join(tmpdir(), 'diff-test-'));
let count = 0;
function write(document: unknown): string {
  const path = join(dir, `d${(count += 1)}.session.json`);
  writeFileSync(path, typeof document === 'string' ? document : JSON.stringify(document));
  return path;
}

interface Printed {
  readonly identical: boolean;
  readonly traceHash?: string;
  readonly firstDifference?: {
    readonly fields: readonly string[];
    readonly values: readonly { readonly path: string; readonly left: unknown; readonly right: unknown }[];
  };
  readonly panels?: readonly { readonly panel: string }[];
}

async function diff(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await diffMain(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return {
    code,
    out,
    err,
    json: out[0] === undefined ? undefined : (JSON.parse(out[0]) as Printed),
  };
}

/** The lesson with one tool's description edited, as the Tools tab would save its fork. */
function withEditedDescription(document: SessionDocument): { document: SessionDocument; tool: string } {
  const builtin = document.tools.builtin[0];
  if (builtin) {
    const tools = { ...document.tools, descriptions: { [builtin]: 'An edited description.' } };
    return { document: { ...document, tools }, tool: builtin };
  }
  const [first, ...rest] = document.tools.userDefined;
  if (!first) throw new Error('a lesson without tools');
  const userDefined = [{ ...first, description: 'An edited description.' }, ...rest];
  return { document: { ...document, tools: { ...document.tools, userDefined } }, tool: first.name };
}

describe('npm run diff', () => {
  it.each(LESSONS.map((lesson) => [lesson.id, lesson] as const))(
    '%s and its fork with one changed tool description: the first request’s schema differs first',
    async (_id, lesson) => {
      const fork = withEditedDescription(lesson.document);
      const run = await diff(write(lesson.document), write(fork.document));
      expect(run.code).toBe(DIFF_EXIT.differ);
      const first = run.json?.firstDifference;
      if (!first) throw new Error('no first difference printed');
      expect(first).toMatchObject({
        type: 'schema-build',
        step: 1,
        panel: 'schema',
        kind: 'changed',
        scope: null,
      });
      // The schema lists the tools in its own order: the edited one is the one whose description changed.
      const edited = first.values.find((v) => /^tools\/\d+\/function\/description$/.test(v.path));
      expect(first.fields).toContain(edited?.path);
      expect(edited?.right).toBe('An edited description.');
      expect(edited?.left).not.toBe('An edited description.');
      expect(run.json?.panels?.map((p) => p.panel)).toContain('schema');
    },
  );

  it('exits 0 on two replays of one session (one file twice, or the file and a copy)', async () => {
    const file = write(optimisticLockLesson.document);
    const same = await diff(file, file);
    expect(same.code).toBe(DIFF_EXIT.identical);
    expect(same.json).toMatchObject({ identical: true });
    expect(same.json?.traceHash).toMatch(/^[0-9a-f]{64}$/);
    const copy = await diff(file, write(JSON.stringify(optimisticLockLesson.document, null, 2)));
    expect(copy.code).toBe(DIFF_EXIT.identical);
  });

  it('finds a difference past the schema: an edit the learner makes differently shows in the workspace panel', async () => {
    const document = optimisticLockLesson.document;
    const [first, ...rest] = document.inputs;
    if (first?.type !== 'workspace-edit') throw new Error('the lesson starts with an edit');
    const changed = {
      ...document,
      inputs: [{ ...first, changes: [first.changes[0]!] }, ...rest],
    } as SessionDocument;
    const run = await diff(write(document), write(changed));
    expect(run.code).toBe(DIFF_EXIT.differ);
    expect(run.json?.firstDifference).toMatchObject({
      step: 1,
      panel: 'workspace',
      kind: 'only-left',
      subject: '/workspace/b.txt',
    });
  });

  it('exits 2 for invalid input, as replay does', async () => {
    const good = write(optimisticLockLesson.document);
    const cases = [
      [good],
      [good, good, good],
      [good, '--json'],
      [good, join(dir, 'missing.session.json')],
      [good, write('{ not json')],
      [good, write({ format: 'toolscope.session', formatVersion: 1 })],
    ];
    for (const argv of cases) {
      const run = await diff(...argv);
      expect(run.code, argv.join(' ')).toBe(DIFF_EXIT.invalid);
      expect(run.out).toEqual([]);
      expect(run.err[0]).toMatch(/^invalid: /);
    }
  });
});
