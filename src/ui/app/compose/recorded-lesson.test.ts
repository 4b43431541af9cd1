// The embedded player's recorded lessons against the real runtime host (over a MessageChannel, as the page
// drives the worker): opening a lesson from its build-time recording leaves the store exactly as running it
// in the runtime did, and adopting the runtime afterwards replays the same trace and keeps the cursor.
import { afterEach, describe, expect, it } from 'vitest';
import { recordableLessonIds, recordLesson } from '../../../../scripts/lesson-recordings/record-lessons';
import { LESSONS } from '../../../session/lessons/lesson-catalog';
import { conversationLanguages } from '../../../session/lessons/lesson-variants';
import type { LessonRecording } from '../../../session/lessons/lesson-recording';
import { lessonRecordingKey, readLessonRecording } from '../../../session/lessons/lesson-recording';
import { traceHash } from '../../../session/trace-hash';
import { historyWireTexts } from '../../../state/selectors';
import { openFromLocation } from '../../../state/session-actions/open-from-location';
import { adoptRuntime, openRecordedLesson } from '../../../state/session-actions/open-recording';
import { fakeDeps } from '../../../state/session-actions/testing/fake-deps';
import { createAppStore, type AppStore } from '../../../state/store';
import { connectRuntimeToStore } from './runtime-port';
import { superviseRuntimeWorker } from './runtime-supervisor';
import { channelRuntimeWorker } from './testing/channel-runtime-worker';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

function connectWithWorker(store: AppStore) {
  const runtime = superviseRuntimeWorker(() => channelRuntimeWorker());
  closers.push(() => runtime.dispose());
  connectRuntimeToStore(runtime, store);
  return { runtime, port: store.getState().runtimePort! };
}
const connect = (store: AppStore) => connectWithWorker(store).port;

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

async function recorded(id: string, lang: 'en' | 'zh' = 'en'): Promise<LessonRecording> {
  const made = await recordLesson(lessonRecordingKey(id, lang));
  if (!made.ok) throw new Error(made.reason);
  // Through JSON, as the page gets it from the built chunk.
  const recording = readLessonRecording(JSON.parse(JSON.stringify(made.recording)), id, lang);
  if (!recording) throw new Error('the recording does not read back');
  return recording;
}

/** What the embedded player draws from (its panels, the settings and provider forms, the guide). */
function shown(store: AppStore) {
  const s = store.getState();
  return {
    events: s.events,
    cursorSeq: s.cursorSeq,
    traceSource: s.traceSource,
    traceError: s.traceError,
    runtimeStatus: s.runtimeStatus,
    sessionModel: s.sessionModel,
    sessionSettings: s.sessionSettings,
    currentSession: s.currentSession,
    providerSettings: s.providerSettings,
    notice: s.notice,
  };
}

describe('a lesson played from its recording', () => {
  it.each([
    ['circuit-breaker', 1, 'en'],
    ['budgets', null, 'en'],
    // A Chinese page plays the lesson's Chinese conversation, recorded on its own.
    ['circuit-breaker', 1, 'zh'],
  ] as const)('%s (step %s, %s) shows what running it in the runtime showed', async (id, step, lang) => {
    const live = createAppStore(lang);
    connect(live);
    await openFromLocation(fakeDeps({ store: live }), {
      embed: true,
      step,
      lessonId: id,
      shareFragment: null,
    });
    // The cursor rests at the step while the run goes on to its end.
    await until(() => live.getState().runtimeStatus?.phase === 'finished');

    const store = createAppStore(lang);
    const recording = await recorded(id, lang);
    expect(recording.lang).toBe(lang);
    expect(openRecordedLesson(fakeDeps({ store }), { lessonId: id, step }, recording)).toMatchObject({
      ok: true,
    });
    expect(shown(store)).toEqual(shown(live));
    expect(traceHash(store.getState().events)).toBe(recording.traceHash);
  });

  it('adopts the runtime: it replays the same trace under the one shown, which never moves', async () => {
    const store = createAppStore('en');
    const deps = fakeDeps({ store });
    const recording = await recorded('circuit-breaker');
    openRecordedLesson(deps, { lessonId: 'circuit-breaker', step: 2 }, recording);
    const before = shown(store);
    const { events, traceSource } = store.getState();
    const port = connect(store);
    const lengths: number[] = [];
    store.subscribe((state) => lengths.push(state.events.length));

    expect(await adoptRuntime(deps, port)).toEqual({ ok: true });
    expect(store.getState().events).toBe(events); // not one event appended twice, nor redrawn
    expect(lengths.every((n) => n === events.length)).toBe(true);
    expect(store.getState().traceSource).toBe(traceSource); // what a panel holds for this session stays
    expect(store.getState().cursorSeq).toBe(before.cursorSeq);
    expect(store.getState().runtimeStatus).toMatchObject({ phase: 'finished', released: events.length });
    // The runtime holds the session now: it answers for it, and what it releases next is appended.
    expect((await port.exportSpec())?.workspace).toEqual(
      LESSONS.find((l) => l.id === 'circuit-breaker')!.document.workspace,
    );
    await port.send('And once more?');
    await until(() => store.getState().events.length > events.length);
    expect(store.getState().events.map((e) => e.seq)).toEqual(store.getState().events.map((_, i) => i));
  });

  it('a refused load leaves the recording as it was and says why', async () => {
    const store = createAppStore('en');
    const deps = fakeDeps({ store });
    openRecordedLesson(deps, { lessonId: 'registration', step: 1 }, await recorded('registration'));
    const before = shown(store);
    const port = connect(store);
    const refusing = { ...port, load: () => Promise.resolve({ ok: false as const, reason: 'offline' }) };

    expect(await adoptRuntime(deps, refusing)).toEqual({ ok: false, reason: 'offline' });
    expect(shown(store)).toEqual(before);
  });
});

describe('recording lessons at build time', () => {
  it('records every lesson in each language it is told in, each against its own pin', async () => {
    expect(recordableLessonIds()).toEqual(
      LESSONS.flatMap((l) => conversationLanguages(l).map((lang) => lessonRecordingKey(l.id, lang))),
    );
    expect(recordableLessonIds()).toContain('budgets_zh');
    const zh = await recordLesson('tool-result_zh');
    const en = await recordLesson('tool-result');
    expect(zh.ok && en.ok && zh.recording.traceHash !== en.recording.traceHash).toBe(true);
    expect(readLessonRecording(zh.ok ? zh.recording : null, 'tool-result')).toBeNull(); // not the English one
  });

  it('refuses a lesson whose trace is not its pin, and says to re-pin', async () => {
    const stale = await recordLesson('registration', { registration: { traceHash: '0'.repeat(64) } });
    expect(stale).toMatchObject({ ok: false, reason: expect.stringContaining('pin-lessons.mjs') as string });
  });

  it('counts the History tab’s tokens of every message as the runtime’s tokenizer does', async () => {
    const recording = await recorded('whole-task');
    const texts = historyWireTexts(recording.events);
    const { runtime } = connectWithWorker(createAppStore('en'));
    const { tokens } = await runtime.call('countTokens', { texts });
    expect(recording.historyTokens).toEqual(tokens);
    expect(texts.length).toBeGreaterThan(5);
  });
});
