// Opening a session from a link, a file or a lesson: save it as a new library entry (never over another) and
// make that entry the active one (autosave writes there, a reload reopens it), remember it for Share/Export, load it into the runtime worker, and — for a link or
// `&step=N` — run it and place the cursor at the end of the shared step. A failure at any point is a message;
// the session on screen is only replaced once the new one has been accepted.
// A document never opens with an API key: one that names an OpenAI-compatible endpoint switches the provider
// form to that endpoint (the person's keys stay with their own endpoints) and loads with no key at all, so
// nothing reaches that endpoint until the person, having seen it, enters a key for it and presses Apply.
import { lessonById } from '../../session/lessons/lesson-catalog';
import type { LibraryOrigin } from '../../session/export/session-library';
import { createEntry } from '../../session/export/library-store';
import { writeTabActiveSession } from '../../session/export/library-active';
import { runSpecOf, type SessionDocument } from '../../session/session-document';
import { openingMode } from '../../state/session-edit/reload-plan';
import type { AdoptedEndpoint } from '../../state/session-edit/session-edit-slice';
import { useAppStore } from '../../state/app-store';
import { setCurrentSession } from './current-session';
import { activePointerStores, browserStorage } from './browser-storage';

export interface OpenRequest {
  readonly document: SessionDocument;
  /** Where it came from, to keep it in the library as a new entry; null: it is already kept, or not to keep. */
  readonly saveAs: LibraryOrigin | null;
  /** The library entry it already is (opened from the Sessions panel, or reopened after a reload). */
  readonly entryId?: string;
  /** Run, then show the end of this step; null: load paused at the start (lessons step from there). */
  readonly step: number | null;
  readonly lessonId?: string;
  /** Run to the end even without a step (the embed player plays a recorded trace). */
  readonly runToEnd?: boolean;
}

export type OpenOutcome =
  | {
      readonly ok: true;
      /** The OpenAI-compatible endpoint the document names, which the provider form now shows. */
      readonly endpoint: AdoptedEndpoint | null;
    }
  | { readonly ok: false; readonly reason: string };

export async function openDocument(request: OpenRequest): Promise<OpenOutcome> {
  let entryId = request.entryId ?? null;
  if (request.saveAs !== null) {
    const saved = createEntry(
      browserStorage(),
      request.document,
      request.saveAs,
      new Date().toISOString(),
      request.lessonId ?? null,
    );
    if (!saved.ok) return saved;
    entryId = saved.value.id;
  }
  const store = useAppStore.getState();
  // From here on the screen no longer shows the previous entry: nothing may be saved into it.
  store.setActiveSession(null);
  const spec = runSpecOf(request.document);
  const endpoint = store.adoptSessionProvider(spec.provider);
  const outcome = await store.openSession(spec, request.document.title, { mode: openingMode(spec) });
  if (!outcome.ok) return outcome;
  if (entryId !== null) {
    store.setActiveSession(entryId);
    // Not kept is not fatal: the session is open, the next autosave says what is wrong.
    writeTabActiveSession(activePointerStores(), { id: entryId, released: 0, finished: false });
    store.libraryChanged();
  }
  setCurrentSession({ document: request.document, lessonId: request.lessonId ?? null });
  if (request.step !== null || request.runToEnd === true) await showStep(request.step);
  return { ok: true, endpoint };
}

/** Each opening is a new library entry (`saveAs: null` for the embedded player, which keeps nothing). */
export function openLesson(
  id: string,
  step: number | null = null,
  runToEnd = false,
  saveAs: LibraryOrigin | null = 'lesson',
): Promise<OpenOutcome> {
  const lesson = lessonById(id);
  if (!lesson) return Promise.resolve({ ok: false, reason: `There is no lesson "${id}".` });
  return openDocument({ document: lesson.document, saveAs, step, lessonId: lesson.id, runToEnd });
}

/** Runs the loaded session; with a step, moves the cursor to the main agent's end of it once released. */
async function showStep(step: number | null): Promise<void> {
  const store = useAppStore.getState();
  await store.runtimePort?.control('run');
  const seqOfStep = () =>
    step === null
      ? undefined
      : useAppStore
          .getState()
          .events.find((e) => e.type === 'step-end' && e.scope === undefined && e.step === step)?.seq;
  const finished = () => useAppStore.getState().runtimeStatus?.phase === 'finished';
  await new Promise<void>((resolve) => {
    const check = () => {
      const seq = seqOfStep();
      if (seq === undefined && !finished()) return false;
      unsubscribe();
      if (seq !== undefined) useAppStore.getState().selectEvent(seq);
      resolve();
      return true;
    };
    const unsubscribe = useAppStore.subscribe(() => void check());
    check();
  });
}
