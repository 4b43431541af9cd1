// Issue 38, item 3: assertions for CI. --expect COND (the breakpoint grammar) exits 0 when every condition
// matched somewhere in the recording and 6 when one never did; a file's own `"expect"` list counts too; and
// `--all <folder>` runs every session there against its expectations with a JSON line each and a summary.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonById } from '../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../session/lessons/run-lesson-in-process';
import { EXIT, replayMain } from './replay';

const lesson = lessonById('optimistic-lock')!;
const dir = mkdtempSync(join(tmpdir(), 'replay-expect-'));
const lessonFile = join(dir, 'optimistic-lock.session.json');
writeFileSync(lessonFile, JSON.stringify(lesson.document));

async function replay(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await replayMain(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('npm run replay -- f --expect', () => {
  it('exits 0 on a hit, naming the event; it stops nothing, so the whole recording is hashed', async () => {
    const whole = await runDocumentInProcess(lesson.document);
    if (!whole.ok) throw new Error(whole.reason);
    const conflict = whole.events.find((e) => e.type === 'tool-end' && e.errorCode === 'CONFLICT')!;
    const run = await replay(lessonFile, '--expect', 'CONFLICT', '--expect', 'tool:Read');
    expect(run.code).toBe(EXIT.ok);
    expect(run.err).toEqual([]);
    expect(run.out).toContain(
      `expect: CONFLICT at seq ${conflict.seq}, step 2: tool-end Edit ${'callId' in conflict ? conflict.callId : ''}`,
    );
    expect(run.out.some((l) => /^expect: tool:Read at seq \d+, step 1: tool-start Read /.test(l))).toBe(true);
    expect(run.out.at(-1)).toBe(`traceHash=${whole.traceHash}`);
  });

  it('exits 6 when a condition never matched, saying which and where the replay stopped', async () => {
    const run = await replay(lessonFile, '--expect', 'CONFLICT', '--expect', 'TOO_MANY_CALLS');
    expect(run.code).toBe(EXIT.unmet);
    expect(run.err).toEqual([
      expect.stringMatching(
        /^expect: TOO_MANY_CALLS never matched; the replay stopped at the end of the recording \(step \d+\)$/,
      ),
    ]);
    expect(run.out.some((l) => l.startsWith('expect: CONFLICT at seq'))).toBe(true);
  });

  it('reads a file’s own "expect" list beside the document, and refuses one that names nothing', async () => {
    const pinned = join(dir, 'pinned.session.json');
    writeFileSync(pinned, JSON.stringify({ ...lesson.document, expect: ['breaker'] }));
    const run = await replay(pinned);
    expect(run.code).toBe(EXIT.unmet);
    expect(run.err[0]).toMatch(/^expect: breaker never matched/);
    const bad = join(dir, 'bad.session.json');
    writeFileSync(bad, JSON.stringify({ ...lesson.document, expect: ['CONFLICTS'] }));
    const refused = await replay(bad);
    expect(refused.code).toBe(EXIT.invalid);
    expect(refused.err[0]).toMatch(/^invalid: .*\/expect\/0 is not a condition; valid: DENY, /);
  });

  it.each([['CONFLICTS'], []])('exits 2 for --expect %j', async (...value: string[]) => {
    const run = await replay(lessonFile, '--expect', ...value);
    expect(run.code).toBe(EXIT.invalid);
    expect(run.err.join('\n')).toMatch(/^invalid: .*names no breakpoint; valid conditions: /);
  });
});

describe('npm run replay -- --all <folder>', () => {
  it('runs every session with its own expectations: a JSON line each, a summary, exit 7 if any failed', async () => {
    const folder = join(dir, 'suite');
    mkdirSync(folder);
    mkdirSync(join(folder, 'nested'));
    writeFileSync(
      join(folder, 'a-hit.session.json'),
      JSON.stringify({ ...lesson.document, expect: ['CONFLICT'] }),
    );
    writeFileSync(join(folder, 'b-plain.session.json'), JSON.stringify(lesson.document));
    writeFileSync(
      join(folder, 'c-miss.session.json'),
      JSON.stringify({ ...lesson.document, expect: ['DENY'] }),
    );
    writeFileSync(join(folder, 'd-broken.session.json'), '{ not json');
    writeFileSync(join(folder, 'notes.json'), '{}');
    writeFileSync(join(folder, 'nested', 'e.session.json'), '{}');
    const run = await replay('--all', folder);
    expect(run.code).toBe(EXIT.someFailed);
    const lines = run.out.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.slice(0, -1).map((l) => [l.file, l.exit, l.passed])).toEqual([
      ['a-hit.session.json', EXIT.ok, true],
      ['b-plain.session.json', EXIT.ok, true],
      ['c-miss.session.json', EXIT.unmet, false],
      ['d-broken.session.json', EXIT.invalid, false],
    ]);
    expect(lines[0]).toMatchObject({ expect: [{ condition: 'CONFLICT', matched: true }] });
    expect(lines[2]).toMatchObject({ expect: [{ condition: 'DENY', matched: false }] });
    expect(lines[3]).toMatchObject({ traceHash: null, problem: expect.stringMatching(/^invalid: /) });
    expect(lines[4]).toEqual({
      folder,
      sessions: 4,
      passed: 2,
      failed: ['c-miss.session.json', 'd-broken.session.json'],
    });
  });

  it('exits 0 when every session passes, with --expect added to each', async () => {
    const folder = join(dir, 'green');
    mkdirSync(folder);
    writeFileSync(join(folder, 'one.session.json'), JSON.stringify(lesson.document));
    const run = await replay('--all', folder, '--expect', 'CONFLICT');
    expect(run.code).toBe(EXIT.ok);
    expect(JSON.parse(run.out.at(-1)!)).toMatchObject({ sessions: 1, passed: 1, failed: [] });
  });

  it.each([
    [['--all', join(dir, 'missing')]],
    [['--all', dir, 'x.session.json']],
    [['--all', dir, '--until', 'CONFLICT']],
    [['--all']],
  ])('exits 2 for %j', async (argv: string[]) => {
    const empty = join(dir, 'empty');
    mkdirSync(empty, { recursive: true });
    const run = await replay(...argv);
    expect(run.code).toBe(EXIT.invalid);
    expect(run.err[0]).toMatch(/^invalid: /);
    expect((await replay('--all', empty)).code).toBe(EXIT.invalid);
  });
});
