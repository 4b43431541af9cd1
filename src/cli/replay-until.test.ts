import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINT_CONDITION_FORMS } from '../runtime/stepping/breakpoint-condition';
import { lessonById } from '../session/lessons/lesson-catalog';

const optimisticLockLesson = lessonById('optimistic-lock')!;
import { runDocumentInProcess } from '../session/lessons/run-lesson-in-process';
import { documentOf } from '../session/session-document';
import { taskSpec } from '../runtime/testing/task-spec';
import { traceHash, traceHashAt } from '../session/trace-hash';
import { EXIT, replayMain } from './replay';

const dir = mkdtempSync(join(tmpdir(), 'replay-until-'));
const lessonFile = join(dir, 'optimistic-lock.session.json');
writeFileSync(lessonFile, JSON.stringify(optimisticLockLesson.document));

async function replay(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await replayMain(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('npm run replay -- f --until', () => {
  it('stops the optimistic-lock lesson right after its first CONFLICT and hashes the trace through it', async () => {
    const whole = await runDocumentInProcess(optimisticLockLesson.document);
    if (!whole.ok) throw new Error(whole.reason);
    const conflict = whole.events.find((e) => e.type === 'tool-end' && e.errorCode === 'CONFLICT');
    if (conflict?.type !== 'tool-end') throw new Error('the lesson has no CONFLICT');
    const run = await replay(lessonFile, '--until', 'CONFLICT', '--json');
    expect(run.code).toBe(EXIT.ok);
    const printed = run.out.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { seq: number });
    expect(printed.at(-1)?.seq).toBe(conflict.seq);
    expect(run.out).toContain(
      `until: CONFLICT at seq ${conflict.seq}, step 2: tool-end Edit ${conflict.callId}`,
    );
    expect(run.out.at(-1)).toBe(`traceHash=${traceHash(whole.events.slice(0, conflict.seq + 1))}`);
  });

  it('takes any kind the page has, and stops at the first of several', async () => {
    const step = await replay(lessonFile, '--until', 'step:3', '--until', 'CONFLICT');
    expect(step.out.some((l) => l.startsWith('until: CONFLICT at seq'))).toBe(true);
    const third = await replay(lessonFile, '--until', 'step:3');
    expect(third.out.find((l) => l.startsWith('until:'))).toMatch(
      /^until: step:3 at seq \d+, step 3: step-start$/,
    );
    expect(third.out.some((l) => l.startsWith('step 3:'))).toBe(false);
  });

  it('exits 6 (unmet) when nothing matches, saying truthfully that it ran to the end', async () => {
    const run = await replay(lessonFile, '--until', 'TOO_MANY_CALLS', '--until', 'budget');
    expect(run.code).toBe(EXIT.unmet);
    const whole = await runDocumentInProcess(optimisticLockLesson.document);
    if (!whole.ok) throw new Error(whole.reason);
    const lastStep = whole.events.findLast((e) => e.type === 'run-end')?.step;
    expect(run.err).toEqual([
      `until: no event matched TOO_MANY_CALLS, budget; the replay stopped at the end of the recording (step ${lastStep})`,
    ]);
    expect(run.out.at(-1)).toBe(`traceHash=${whole.traceHash}`);
  });

  it('runs a file saved part-way to the end of its recording, not to where it was saved', async () => {
    const whole = await runDocumentInProcess(optimisticLockLesson.document);
    if (!whole.ok) throw new Error(whole.reason);
    const conflict = whole.events.find((e) => e.type === 'tool-end' && e.errorCode === 'CONFLICT')!;
    const savedEarly = join(dir, 'saved-at-point-3.session.json');
    writeFileSync(
      savedEarly,
      JSON.stringify({ ...optimisticLockLesson.document, openAt: { point: 3, step: 1 } }),
    );
    const hit = await replay(savedEarly, '--until', 'CONFLICT');
    expect(hit.code).toBe(EXIT.ok);
    expect(hit.out.find((l) => l.startsWith('until:'))).toContain(`at seq ${conflict.seq}`);
    const miss = await replay(savedEarly, '--until', 'TOO_MANY_CALLS');
    expect(miss.code).toBe(EXIT.unmet);
    expect(miss.out.at(-1)).toBe(`traceHash=${whole.traceHash}`);
    // Without a condition, the file still opens where it was saved.
    const plain = await replay(savedEarly);
    expect(plain.code).toBe(EXIT.ok);
    expect(plain.out.at(-1)).toBe(`traceHash=${traceHashAt(whole.events, 3)}`);
  });

  it('says where --step stopped it when the condition was not met before', async () => {
    const run = await replay(lessonFile, '--until', 'CONFLICT', '--step', '1');
    expect(run.code).toBe(EXIT.unmet);
    expect(run.err).toEqual([
      'until: no event matched CONFLICT; the replay stopped at step 1, where --step stopped it',
    ]);
  });

  it.each([['CONFLICTS'], ['step:0'], ['tool:'], []])(
    'exits 2 with the list of valid conditions for --until %j',
    async (...value: string[]) => {
      const run = await replay(lessonFile, '--until', ...value);
      expect(run.code).toBe(EXIT.invalid);
      expect(run.out).toEqual([]);
      const message = run.err.join('\n');
      expect(message).toMatch(/^invalid: .*names no breakpoint; valid conditions: /);
      for (const form of BREAKPOINT_CONDITION_FORMS) expect(message).toContain(form);
    },
  );
});

describe('npm run replay -- f --until, inside a Task subagent', () => {
  const taskFile = join(dir, 'task.session.json');
  writeFileSync(taskFile, JSON.stringify(documentOf(taskSpec(), 'Task')));

  it('names the main step and the subagent’s own step of the event it stopped at', async () => {
    const run = await replay(taskFile, '--until', 'tool:LS');
    expect(run.out.find((l) => l.startsWith('until:'))).toMatch(
      /^until: tool:LS at seq \d+, step 1: tool-start LS call_2_1 \[task:call_1_1 step 1\]$/,
    );
  });

  it('stops at the subagent’s run-end as the run-end of its span, not the whole run’s', async () => {
    const run = await replay(taskFile, '--until', 'event:run-end');
    expect(run.out.find((l) => l.startsWith('until:'))).toMatch(
      /^until: event:run-end at seq \d+, step 1: run-end \[task:call_1_1 step 3\]$/,
    );
    // The whole run's end was not reached, so its summary line is not printed.
    expect(run.out.some((l) => l.startsWith('run end:'))).toBe(false);
  });
});
