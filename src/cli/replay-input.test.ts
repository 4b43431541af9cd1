import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonById } from '../session/lessons/lesson-catalog';
import { lessonShareUrl } from '../session/lessons/lesson-link';
import { LESSON_PINS, pinIn } from '../session/lessons/lesson-pins';
import { runDocumentInProcess } from '../session/lessons/run-lesson-in-process';
import { encodeShareFragment } from '../session/share/encode-share-link';
import { eventsThroughPoint, pointAtStepEnd, type TraceEvent } from '../engine';
import { traceHashAt } from '../session/trace-hash';

/** The hash at the end of step N, as the page computes it (null: the whole trace). */
const traceHashAtStep = (events: readonly TraceEvent[], step: number | null) =>
  traceHashAt(events, step === null ? Infinity : (pointAtStepEnd(events, step) ?? Infinity));
import { looksLikeShareLink, readReplayInput } from './replay-input';
import { replayMain } from './replay';

const lesson = lessonById('optimistic-lock')!;
const SHARED_STEP = 2;

function linkFor(step: number | null): string {
  const encoded = encodeShareFragment(lesson.document, step);
  if (!encoded.ok) throw new Error(encoded.reason);
  return `https://toolscope.example.org/#${encoded.fragment}`;
}

async function cliHash(argv: string[]): Promise<string | undefined> {
  const out: string[] = [];
  await replayMain(argv, { out: (line) => out.push(line), err: () => undefined });
  return out.find((line) => line.startsWith('traceHash='))?.slice('traceHash='.length);
}

describe('replay input', () => {
  it('tells links from file paths', () => {
    expect(looksLikeShareLink('https://x.org/#s=1.abc')).toBe(true);
    expect(looksLikeShareLink('#s=1.abc')).toBe(true);
    expect(looksLikeShareLink('s=1.abc')).toBe(true);
    expect(looksLikeShareLink('sessions/demo.session.json')).toBe(false);
  });

  it('reads a link as its document and the step it was shared at', async () => {
    const input = await readReplayInput(linkFor(SHARED_STEP));
    expect(input).toEqual({
      ok: true,
      source: 'link',
      document: lesson.document,
      step: SHARED_STEP,
      point: null,
      expectations: [],
    });
  });

  it('explains a hostile link in one line', async () => {
    const input = await readReplayInput('https://x.org/#s=1.AAAA');
    expect(input.ok ? '' : input.reason).toMatch(/^This link cannot be opened: .*Nothing was changed\.$/);
  });

  it('reads session files as before', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'replay-input-'));
    const file = join(dir, 'lesson.session.json');
    await writeFile(file, JSON.stringify(lesson.document));
    expect(await readReplayInput(file)).toEqual({
      ok: true,
      source: 'file',
      document: lesson.document,
      step: null,
      point: null,
      expectations: [],
    });
    expect((await readReplayInput(join(dir, 'missing.json'))).ok).toBe(false);
  });

  it('yields the hash the page shows for the shared step, through the replay command', async () => {
    const input = await readReplayInput(linkFor(SHARED_STEP));
    if (!input.ok || input.step === null) throw new Error('link did not decode');
    const dir = await mkdtemp(join(tmpdir(), 'replay-input-'));
    const file = join(dir, 'shared.session.json');
    await writeFile(file, JSON.stringify(input.document));
    const run = await runDocumentInProcess(lesson.document);
    if (!run.ok) throw new Error(run.reason);
    const pageHash = traceHashAtStep(run.events, input.step);
    expect(await cliHash([file, '--step', String(input.step)])).toBe(pageHash);
    expect(await cliHash([file])).toBe(traceHashAtStep(run.events, null));
    expect(pageHash).not.toBe(run.traceHash);
  });

  it('takes the link itself: replays to the shared step, and --step overrides it', async () => {
    const run = await runDocumentInProcess(lesson.document);
    if (!run.ok) throw new Error(run.reason);
    expect(await cliHash([linkFor(SHARED_STEP)])).toBe(traceHashAtStep(run.events, SHARED_STEP));
    expect(await cliHash([linkFor(null)])).toBe(run.traceHash);
    expect(await cliHash([linkFor(SHARED_STEP), '--step', '1'])).toBe(traceHashAtStep(run.events, 1));
  });

  it('stops a link or a file where it was made (openAt), mid-step included, and --point / --step override it', async () => {
    const run = await runDocumentInProcess(lesson.document);
    if (!run.ok) throw new Error(run.reason);
    // Mid-turn: right after the second model request, a point no step boundary marks.
    const requests = run.events.filter((e) => e.type === 'model-request');
    const point = eventsThroughPoint(run.events, Infinity).indexOf(requests[1]!) + 1;
    const at = { ...lesson.document, openAt: { point: 0, step: 0 } };
    const midTurn = { ...at, openAt: { point, step: requests[1]!.step, lesson: lesson.id } };
    const encoded = encodeShareFragment(midTurn, midTurn.openAt.step);
    if (!encoded.ok) throw new Error(encoded.reason);
    const expected = traceHashAt(run.events, point);
    expect(await cliHash([`https://toolscope.example.org/#${encoded.fragment}`])).toBe(expected);
    const dir = await mkdtemp(join(tmpdir(), 'replay-input-'));
    const file = join(dir, 'exported.session.json');
    await writeFile(file, JSON.stringify(midTurn));
    expect(await cliHash([file])).toBe(expected);
    expect(await cliHash([file, '--point', String(point - 1)])).toBe(traceHashAt(run.events, point - 1));
    expect(await cliHash([file, '--step', '1'])).toBe(traceHashAtStep(run.events, 1));
    // A learner's progress exported with the lesson (openAt.progress) is not part of the run.
    const progress = { picks: { partition: 'a guess' }, revealed: { partition: 'an answer' } };
    await writeFile(file, JSON.stringify({ ...midTurn, openAt: { ...midTurn.openAt, progress } }));
    expect(await cliHash([file])).toBe(expected);
    await writeFile(file, JSON.stringify(at));
    expect(await cliHash([file])).toBe(traceHashAt([], 0));
  });

  it('exits 2 with the reason for a hostile link, and prints no hash', async () => {
    const err: string[] = [];
    const out: string[] = [];
    const code = await replayMain(['https://x.example/#s=1.AAAA'], {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect(code).toBe(2);
    expect(err[0]).toMatch(/^invalid: .*Nothing was changed\.$/);
    expect(out).toEqual([]);
  });

  it('npm run replay on the Chinese session link prints the Chinese pin', async () => {
    const lesson = lessonById('parallel-reads')!;
    const out: string[] = [];
    const code = await replayMain([lessonShareUrl(lesson, undefined, 'zh')], {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    expect(code).toBe(0);
    const zhPin = pinIn(LESSON_PINS['parallel-reads'], 'zh');
    expect(out.at(-1)).toBe(`traceHash=${zhPin && 'traceHash' in zhPin ? zhPin.traceHash : '?'}`);
  });
});
