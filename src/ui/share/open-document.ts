// Opening a session from a link, a file or a lesson: save it as a new library entry (links and files: never
// over another), remember it for Share/Export, load it into the runtime worker, and — for a link or
// `&step=N` — run it and place the cursor at the end of the shared step. A failure at any point is a message;
// the session on screen is only replaced once the new one has been accepted.
import { lessonById } from '../../session/lessons/lesson-catalog';
import { addToLibrary, type LibraryOrigin } from '../../session/export/session-library';
import { runSpecOf, type SessionDocument } from '../../session/session-document';
import { useAppStore } from '../../state/app-store';
import { setCurrentSession } from './current-session';
import { browserStorage } from './browser-storage';

export interface OpenRequest {
  readonly document: SessionDocument;
  /** Where it came from, to keep it in the library as a new entry; null: it is already kept (or a lesson). */
  readonly saveAs: LibraryOrigin | null;
  /** Run, then show the end of this step; null: load paused at the start (lessons step from there). */
  readonly step: number | null;
  readonly lessonId?: string;
  /** Run to the end even without a step (the embed player plays a recorded trace). */
  readonly runToEnd?: boolean;
}

export type OpenOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export async function openDocument(request: OpenRequest): Promise<OpenOutcome> {
  if (request.saveAs !== null) {
    const saved = addToLibrary(browserStorage(), request.document, request.saveAs, new Date().toISOString());
    if (!saved.ok) return saved;
  }
  const store = useAppStore.getState();
  const outcome = await store.openSession(runSpecOf(request.document), request.document.title);
  if (!outcome.ok) return outcome;
  setCurrentSession({ document: request.document, lessonId: request.lessonId ?? null });
  if (request.step !== null || request.runToEnd === true) await showStep(request.step);
  return { ok: true };
}

export function openLesson(id: string, step: number | null = null, runToEnd = false): Promise<OpenOutcome> {
  const lesson = lessonById(id);
  if (!lesson) return Promise.resolve({ ok: false, reason: `There is no lesson "${id}".` });
  return openDocument({ document: lesson.document, saveAs: null, step, lessonId: lesson.id, runToEnd });
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
