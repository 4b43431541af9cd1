// The editor's pure parts: building a checked lesson document from a draft and a session, what the trace
// offers to pick from, the moved-answer check after a script edit, the written lesson's link, the shelf.
import { describe, expect, it } from 'vitest';
import { lessonById } from '../lesson-catalog';
import type { Checkpoint } from '../lesson';
import type { SessionDocument } from '../../session-document';
import { runDocumentInProcess } from '../run-lesson-in-process';
import { loadLessonText } from '../load-lesson';
import { buildLesson, lessonIdFor, newDraft, type LessonDraft } from './lesson-draft';
import { callOptionsOf, eventOptionsOf, selectorOptionsOf, toolNamesOf } from './trace-picks';
import { checkAnswer, movedAnswers } from './moved-answers';
import { decodeLessonLink, encodeLessonFragment, hasLessonFragment } from './written-lesson-link';
import { memoryLessonShelf } from './lesson-shelf';
import { encodeLinkPayload } from '../../share/link-payload';

const session = lessonById('parallel-reads')!.document;

async function eventsOf(document: SessionDocument) {
  const run = await runDocumentInProcess(document);
  if (!run.ok) throw new Error(run.reason);
  return run.events;
}

const partition: Checkpoint = {
  id: 'partition',
  step: 1,
  question: { en: 'How are the calls batched?', zh: '这些调用怎样分批？' },
  choices: ['[Read Read]∥ → [Edit] → [Grep]∥', '[Read Read Edit Grep]∥'],
  answer: { kind: 'batch-partition', step: 1 },
  explanation: { en: 'Edit is not safe to run concurrently.', zh: 'Edit 需串行。' },
  expected: '[Read Read]∥ → [Edit] → [Grep]∥',
};

function draftWith(checkpoints: readonly Checkpoint[]): LessonDraft {
  return {
    ...newDraft('my-lesson', { en: 'Parallel reads', zh: 'Parallel reads' }),
    summary: { en: 'Two reads in one batch.', zh: '两次读取同批执行。' },
    notes: [
      {
        at: { kind: 'step', step: 0 },
        text: { en: 'Watch the batches.', zh: '留意「批次」。' },
        focus: { kind: 'stage', stage: 'batches' },
      },
    ],
    checkpoints,
  };
}

/** The session with step 1's Edit turned into a Read: the partition becomes one concurrent batch. */
function withoutTheEdit(document: SessionDocument): SessionDocument {
  if (document.provider.kind !== 'scripted') throw new Error('scripted');
  const [first, ...rest] = document.provider.script;
  const toolCalls = first!.toolCalls!.map((call) =>
    call.name === 'Edit' ? { name: 'Read', arguments: { path: 'src/config.ts' } } : call,
  );
  return { ...document, provider: { ...document.provider, script: [{ ...first!, toolCalls }, ...rest] } };
}

describe('building a lesson document', () => {
  it('joins the draft and the session into a document the schema and the loader accept', () => {
    const built = buildLesson(draftWith([partition]), { ...session, openAt: { point: 9, step: 1 } });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.lesson.format).toBe('toolscope.lesson');
    expect(built.lesson.document.openAt).toBeUndefined();
    expect(built.lesson.guide.checkpoints[0]!.expected).toBe(partition.expected);
    // The file the editor exports loads back as the same lesson.
    const reloaded = loadLessonText(JSON.stringify(built.lesson, null, 2));
    expect(reloaded.ok && reloaded.lesson).toEqual(built.lesson);
  });

  it('names every problem of an unfinished draft, one line each with its path', () => {
    const unfinished = {
      ...draftWith([{ ...partition, choices: ['only one'] }]),
      summary: { en: '', zh: '' },
    };
    const built = buildLesson(unfinished, session);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.problems.some((p) => p.startsWith('/summary/en'))).toBe(true);
    expect(built.problems.some((p) => p.startsWith('/guide/checkpoints/0/choices'))).toBe(true);
  });

  it('refuses a checkpoint on a step the script never reaches', () => {
    const built = buildLesson(
      draftWith([{ ...partition, step: 9, answer: { kind: 'batch-partition', step: 9 } }]),
      session,
    );
    expect(!built.ok && built.problems.join('\n')).toMatch(/reads step 9, but the script has only 2/);
  });

  it('gives ids from the title that no other lesson has', () => {
    expect(lessonIdFor('Parallel reads!', [])).toBe('parallel-reads');
    expect(lessonIdFor('Parallel reads', ['parallel-reads', 'parallel-reads-2'])).toBe('parallel-reads-3');
    expect(lessonIdFor('并发读取', [])).toBe('my-lesson');
  });
});

describe('what the trace offers to pick', () => {
  it('lists the selectors that read something, with their readings, and the calls, tools and events', async () => {
    const events = await eventsOf(session);
    const options = selectorOptionsOf(events);
    const reading = (kind: string, extra: Record<string, unknown> = {}) =>
      options.find(
        (o) =>
          o.selector.kind === kind && Object.entries(extra).every(([k, v]) => (o.selector as never)[k] === v),
      )?.reading;
    expect(reading('batch-partition', { step: 1 })).toBe('[Read Read]∥ → [Edit] → [Grep]∥');
    expect(reading('call-outcome', { step: 1, callIndex: 2 })).toBe('success');
    expect(reading('schema-tools', { step: 2 })).toBeDefined();
    expect(options.every((o) => o.reading !== '(not reached)')).toBe(true);
    expect(callOptionsOf(events).map((c) => c.toolName)).toEqual(['Read', 'Read', 'Edit', 'Grep']);
    expect(toolNamesOf(events)).toContain('Grep');
    expect(eventOptionsOf(events).some((e) => e.type === 'model-delta')).toBe(false);
  });
});

describe('answers that moved when the script changed', () => {
  it('flags a checkpoint whose selector reads otherwise on the new trace, and says what to', async () => {
    const before = await eventsOf(session);
    expect(movedAnswers([partition], before)).toEqual([]);
    const after = await eventsOf(withoutTheEdit(session));
    expect(movedAnswers([partition], after)).toEqual([
      {
        checkpointId: 'partition',
        expected: '[Read Read]∥ → [Edit] → [Grep]∥',
        now: '[Read Read Read Grep]∥',
      },
    ]);
  });

  it('does not compare before the step has run, and reports a checkpoint without a kept answer', async () => {
    const events = await eventsOf(session);
    const beforeStep1 = events.filter((e) => e.step === 0 || (e.step === 1 && e.type !== 'step-end'));
    expect(checkAnswer(partition, beforeStep1)).toEqual({ kind: 'not-run' });
    const { expected: _kept, ...unrecorded } = partition;
    expect(checkAnswer(unrecorded, events)).toEqual({ kind: 'unrecorded', answer: partition.expected });
  });
});

describe('a written lesson link', () => {
  const built = buildLesson(draftWith([partition]), session);
  if (!built.ok) throw new Error(built.reason);
  const lesson = { ...built.lesson, document: { ...built.lesson.document, openAt: { point: 12, step: 1 } } };

  it('carries the lesson whole, where it stood and the language', () => {
    const encoded = encodeLessonFragment(lesson, 'zh');
    if (!encoded.ok) throw new Error(encoded.reason);
    expect(encoded.fragment).toMatch(/^l=2\.[A-Za-z0-9_-]+$/);
    const url = `https://example.org/app/#${encoded.fragment}`;
    expect(hasLessonFragment(url)).toBe(true);
    const decoded = decodeLessonLink(url);
    expect(decoded).toEqual({ ok: true, lesson, lang: 'zh' });
  });

  it('refuses a lesson holding the API key the app holds', () => {
    const key = 'sk-THISISNOTAREALKEY-0123456789';
    const keyed = { ...lesson, summary: { en: `key ${key}`, zh: '钥匙' } };
    expect(encodeLessonFragment(keyed, 'en', [key]).ok).toBe(false);
  });

  it('refuses hostile and damaged links with a problem code and one sentence, never a throw', () => {
    const encoded = encodeLessonFragment(lesson, 'en');
    if (!encoded.ok) throw new Error(encoded.reason);
    const cases: [string, string][] = [
      ['https://x/#s=1.abc', 'no-share-data'],
      ['#l=9.abc', 'unknown-version'],
      [`#${encoded.fragment.slice(0, -8)}`, 'corrupt'],
      ['#l=1.ab+c', 'not-base64url'],
      [`#l=1.${encodeLinkPayload('{"lesson":{"__proto__":{"x":1}}}').data}`, 'bad-shape'],
      [`#l=1.${encodeLinkPayload('[1]').data}`, 'bad-shape'],
      [`#l=1.${encodeLinkPayload('{"lesson":{"format":"toolscope.lesson"}}').data}`, 'invalid-lesson'],
      [`#l=1.${encodeLinkPayload('x'.repeat(100)).data}`, 'not-json'],
      [`#l=1.${encodeLinkPayload(' '.repeat(3_000_000)).data}`, 'too-large'],
    ];
    for (const [link, problem] of cases) {
      const decoded = decodeLessonLink(link);
      expect(decoded.ok, link.slice(0, 40)).toBe(false);
      if (decoded.ok) continue;
      expect(decoded.problem).toBe(problem);
      expect(decoded.reason).toMatch(/^This link cannot be opened: .+\. Nothing was changed\.$/);
      // Only a lesson the schema refuses has problems to name; the page words them in its language.
      expect(decoded.details.length > 0, link.slice(0, 40)).toBe(problem === 'invalid-lesson');
    }
  });
});

describe('the lesson shelf', () => {
  it('keeps checked lessons by id, newest first, and removes them', async () => {
    const built = buildLesson(draftWith([partition]), session);
    if (!built.ok) throw new Error(built.reason);
    const shelf = memoryLessonShelf();
    await shelf.put(built.lesson, '2026-12-02T01:00:00Z');
    await shelf.put({ ...built.lesson, id: 'second' }, '2026-12-02T02:00:00Z');
    const read = await shelf.read();
    expect(read.ok && read.value.lessons.map((l) => l.id)).toEqual(['second', 'my-lesson']);
    const refused = await shelf.put({ ...built.lesson, id: 'Not An Id' }, '2026-12-02T03:00:00Z');
    expect(refused.ok).toBe(false);
    await shelf.remove('second');
    const after = await shelf.read();
    expect(after.ok && after.value.lessons.map((l) => l.id)).toEqual(['my-lesson']);
  });
});
