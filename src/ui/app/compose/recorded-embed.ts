// `?embed=1&lesson=<id>` plays the lesson's build-time recording (session/lessons/lesson-recording.ts): the
// reader downloads the page, the panels it shows and a few kilobytes of trace — no runtime worker, no
// tokenizer (issue 14). The store's runtime port is a stand-in until something needs the runtime (a change
// in a panel, a token count the recording lacks): then the worker starts, the session is replayed in it
// behind a placeholder (`adoptRuntime`), and the call goes on to it. A recording that does not load is
// no dead end: the lesson then runs in the runtime as it always did.
import { LESSON_RECORDINGS } from 'virtual:lesson-recordings';
import type { LessonLanguage } from '../../../session/lessons/lesson';
import { lessonRecordingKey, readLessonRecording } from '../../../session/lessons/lesson-recording';
import { languageOfPinTag } from '../../../session/lessons/lesson-pin-tag';
import { STORE_REQUESTS } from '../../../runtime/worker/runtime-protocol';
import { historyWireTexts } from '../../../state/selectors';
import type { LocationRequest } from '../../../state/session-actions/session-actions';
import type { AppStore, RuntimePort } from '../../../state/store';
import { connectWorkers, type ConnectedWorkers } from './connect-workers';
import type { ComposedApp } from './compose-app';

export function hasLessonRecording(lessonId: string): boolean {
  return Object.hasOwn(LESSON_RECORDINGS, lessonId);
}

/**
 * The conversation the player shows: the one the link's pin names (lesson-pin-tag.ts), else the page's
 * language when the lesson is told in it (a recording exists for it), else the English one.
 */
function recordedLanguage(store: AppStore, request: LocationRequest & { readonly lessonId: string }) {
  const pin = request.pin ?? null;
  const wanted: LessonLanguage =
    (pin === null ? null : languageOfPinTag(request.lessonId, pin)) ?? store.getState().language;
  return hasLessonRecording(lessonRecordingKey(request.lessonId, wanted)) ? wanted : 'en';
}

/** Opens `request.lessonId` from its recording; the runtime starts only when needed. */
export function playRecordedLesson(
  app: ComposedApp,
  request: LocationRequest & { readonly lessonId: string },
): void {
  const { store, actions, tokenCounts } = app.services;
  const runtime = deferRuntime(app);
  const lang = recordedLanguage(store, request);
  const load = LESSON_RECORDINGS[lessonRecordingKey(request.lessonId, lang)];
  void (async () => {
    const loaded: unknown = await load?.().catch(() => null);
    const recording = readLessonRecording(loaded, request.lessonId, lang);
    if (!recording) {
      runtime.connectForGood();
      await actions.openFromLocation(request);
      return;
    }
    const texts = historyWireTexts(recording.events);
    if (texts.length === recording.historyTokens.length) tokenCounts.seed(texts, recording.historyTokens);
    const opened = await actions.openRecordedLesson(
      { lessonId: request.lessonId, step: request.step, point: recordedPoint(request, lang) },
      recording,
    );
    if (!opened.ok) store.getState().showNotice({ kind: 'error', text: opened.reason });
  })();
}

/** A lesson link's point, when it is for the version (and conversation) of the lesson this build recorded. */
function recordedPoint(
  request: LocationRequest & { readonly lessonId: string },
  lang: LessonLanguage,
): number | null {
  const at = request.at ?? null;
  const pin = request.pin ?? null;
  return at !== null && (pin === null || languageOfPinTag(request.lessonId, pin) === lang) ? at : null;
}

interface DeferredRuntimeHandle {
  /** Connects the runtime and makes it the store's port at once (no recording to replay in it). */
  connectForGood(): void;
}

function deferRuntime(app: ComposedApp): DeferredRuntimeHandle {
  const { store, actions, tokenCounts } = app.services;
  let connected: { readonly workers: ConnectedWorkers; readonly port: RuntimePort } | null = null;
  /** The worker, started once; the store keeps the stand-in until the session is replayed in it. */
  const connect = () => {
    if (!connected) {
      store.getState().setWorkerStatus('runtime', { state: 'starting' });
      const workers = connectWorkers(app);
      connected = { workers, port: store.getState().runtimePort! };
      store.getState().setRuntimePort(standIn);
    }
    return connected;
  };
  let adopted: Promise<RuntimePort> | null = null;
  const adopt = (): Promise<RuntimePort> =>
    (adopted ??= new Promise<RuntimePort>((resolve) => {
      // What was asked waits meanwhile: a retry that succeeds carries it on.
      const failed = (reason: string, retry: () => Promise<void>) =>
        store.getState().setDeferredRuntime({ phase: 'failed', reason, retry: () => void retry() });
      const attempt = async (freshWorker: boolean): Promise<void> => {
        store.getState().setDeferredRuntime({ phase: 'starting' });
        const { workers, port } = connect();
        if (freshWorker) restartWorker(store, workers);
        const started = await workerStarted(store);
        if (started !== null) return failed(started, () => attempt(true));
        const outcome = await actions.adoptRuntime(port);
        if (!outcome.ok) return failed(outcome.reason, () => attempt(false));
        store.getState().setRuntimePort(port);
        store.getState().setDeferredRuntime(null);
        resolve(port);
      };
      void attempt(false);
    }));
  const standIn = portAfter(adopt);
  store.getState().setWorkerStatus('runtime', { state: 'idle' });
  store.getState().setRuntimePort(standIn);
  store.getState().setDeferredRuntime({ phase: 'waiting' });
  // Counts the recording lacks come from the runtime's tokenizer (none do for a lesson's own messages).
  tokenCounts.port.provide(
    async (texts) => (await connect().workers.runtime.call('countTokens', { texts })).tokens,
  );
  return {
    connectForGood() {
      const { port } = connect();
      store.getState().setRuntimePort(port);
      store.getState().setDeferredRuntime(null);
    },
  };
}

/** Why a fresh worker replaced the one that failed to start (its pending hello is rejected with it). */
const RESTARTED = 'the runtime worker is started again';

/** Null once the runtime worker answered; why not, if it failed to start (its code did not load, say). */
function workerStarted(store: AppStore): Promise<string | null> {
  return new Promise((resolve) => {
    const check = () => {
      const status = store.getState().workers.runtime;
      if (status.state === 'ready') resolve(null);
      // The replaced worker's hello, rejected: not the fresh worker's failure.
      else if (status.state === 'failed' && status.message !== RESTARTED)
        resolve(status.message || 'the runtime worker did not load');
      else return false;
      unsubscribe();
      return true;
    };
    const unsubscribe = store.subscribe(() => void check());
    check();
  });
}

/** A worker that failed to start is replaced by a fresh one (which fetches its code again). */
function restartWorker(store: AppStore, workers: ConnectedWorkers): void {
  const recorded = store.getState().runtimeStatus;
  store.getState().setWorkerStatus('runtime', { state: 'starting' });
  workers.runtime.replace(RESTARTED);
  // The recording is still what the player shows, and says how its run ended.
  if (recorded) store.getState().setRuntimeStatus(recorded);
}

/** A port whose every method first waits for `ready` (the runtime holding the session), then forwards. */
function portAfter(ready: () => Promise<RuntimePort>): RuntimePort {
  const names = [...Object.keys(STORE_REQUESTS), 'load'] as (keyof RuntimePort)[];
  const port: Partial<Record<keyof RuntimePort, unknown>> = {};
  for (const name of names) {
    port[name] = async (...args: unknown[]) => {
      const live = (await ready()) as unknown as Record<string, (...values: unknown[]) => Promise<unknown>>;
      return live[name]!(...args);
    };
  }
  return port as RuntimePort;
}
