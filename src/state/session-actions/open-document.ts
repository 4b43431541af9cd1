// Opening a session from a link, a file, a lesson or a new blank one: load it into the runtime worker, and
// only once the runtime accepted it, keep it as a new library entry (never over another) and make that the
// active one (autosave writes there, a reload reopens it); remember it for Share/Export; and — for a link or
// file that says where it stood (`openAt`) — replay it to that point and pause there, with the lesson's
// guide when it came from one; for `&step=N` (and an older link's step), run it and place the cursor at the
// end of that step. A document the runtime refuses never
// reaches the library nor stays on screen, and the one message says why in words (deps.text.loadFailure:
// ui/share/load-failure.ts), quoting the document's own text short and marked (link-words.ts).
//
// Until the open completes, autosave is held (a half-run link is not saved as its position) and the tab's
// pointer says the entry is still opening: a page that froze or crashed mid-open is not reopened on start.
//
// A document never opens with an API key: one that names an OpenAI-compatible endpoint switches the provider
// form to that endpoint (the person's keys stay with their own endpoints) and loads with no key at all, so
// nothing reaches that endpoint until the person, having seen it, enters a key for it and presses Apply.
import { nextTask } from '../../common/next-task';
import { expectationsOf } from '../../session/expectations';
import { lessonById } from '../../session/lessons/lesson-catalog';
import type { Lesson, LessonLanguage } from '../../session/lessons/lesson';
import { hasConversationIn, lessonDocumentIn } from '../../session/lessons/lesson-variants';
import { withoutRecordedAnswers } from '../../session/lessons/asked-live';
import type { LibraryOrigin } from '../../session/export/session-library';
import { writeTabActiveSession } from '../../session/export/library-active';
import { eventsThroughPoint } from '../../engine/trace/trace-point';
import { runSpecOf, withoutOpenAt, type OpenAt, type SessionDocument } from '../../session/session-document';
import { openingMode } from '../session-edit/reload-plan';
import type { AdoptedEndpoint } from '../session-edit/session-edit-slice';
import { finishedOf } from '../library-slice';
import { fileTreeKey } from '../file-tree-slice';
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import type { WrittenLessonRef } from '../../session/lessons/authoring/written-lesson-ref';
import type { LostWrittenLesson } from '../current-session-slice';
import { flushAutosave } from './autosave';
import { syncBreakpoints } from './breakpoint-actions';
import type { SessionActionDeps } from './deps';
import { replayToPosition } from './replay-to-position';
import { withLinkWordsMarked } from './link-words';
import type { ProviderDraft } from '../session-edit/provider-memory';

export interface OpenRequest {
  readonly document: SessionDocument;
  /** Where it came from, to keep it in the library as a new entry; null: it is already kept, or not to keep. */
  readonly saveAs: LibraryOrigin | null;
  /** The library entry it already is (opened from the Sessions panel, or reopened after a reload). */
  readonly entryId?: string;
  /** That entry's `savedAt` as read: what this tab shows is the entry as of then (entry-takeover.ts). */
  readonly entryStamp?: string;
  /** Run, then show the end of this step; null: load paused at the start (lessons step from there). */
  readonly step: number | null;
  readonly lessonId?: string;
  /** A lesson written in the editor (a link, "Your lessons", a preview): the guide shows it. */
  readonly lesson?: Lesson;
  /** The written lesson's shelf id and hash, kept with a new library entry so a reload finds its guide. */
  readonly writtenLesson?: WrittenLessonRef;
  /** A reopened entry whose written lesson changed or went since: said in the guide's place. */
  readonly lostLesson?: LostWrittenLesson;
  /** Run to the end even without a step (the embed player plays a recorded trace). */
  readonly runToEnd?: boolean;
  /**
   * Where a link or file says the session stood: it opens paused there (the embed player, which runs to the
   * end, puts its cursor there), with the lesson's guide when `openAt.lesson` names one.
   */
  readonly openAt?: OpenAt;
  /** Kept with the library entry or the file it came from; given to the runtime once the open is done. */
  readonly breakpoints?: readonly Breakpoint[];
}

/**
 * `superseded`: another session was opened before this one finished loading; the screen is that one's.
 * `refused`: the runtime's own reason, kept on a library entry whose open failed (explained when shown).
 */
export type OpenOutcome =
  | {
      readonly ok: true;
      /** The OpenAI-compatible endpoint the document names, which the provider form now shows. */
      readonly endpoint: AdoptedEndpoint | null;
    }
  | {
      readonly ok: false;
      readonly reason: string;
      readonly superseded?: true;
      readonly refused?: string;
    };

export async function openDocument(deps: SessionActionDeps, request: OpenRequest): Promise<OpenOutcome> {
  // The document's arrival (a worker's answer taken in, a file read) was a task's work of its own: the open
  // starts in the next task, so a 5,000-file link's arrival and its drawing are not one long task (issue 37).
  await nextTask();
  // What was made in the session on screen is kept before it leaves the screen.
  await flushAutosave(deps.store);
  const store = deps.store.getState();
  // From here on the screen no longer shows the previous entry: nothing may be saved into it.
  store.setActiveSession(null);
  store.setLibraryRestoring(true);
  // A link or a file that stood past the start is fast-forwarded there: the page says where it is going.
  if (request.openAt && request.openAt.point > 0 && request.runToEnd !== true)
    store.setOpeningAt({ step: request.openAt.step });
  store.setBreakpointList(request.breakpoints ?? []);
  store.setExpectationList(expectationsOf(request.document));
  try {
    const openAt = request.openAt;
    const lessonId =
      request.lessonId ?? (openAt?.lesson && lessonById(openAt.lesson) ? openAt.lesson : undefined);
    // Fetched while the runtime loads: shown with the session, not a moment after the controls are usable.
    const guideReady =
      lessonId !== undefined || request.lesson !== undefined
        ? (deps.preloadGuide?.().catch(() => undefined) ?? Promise.resolve())
        : Promise.resolve();
    // A fast-forward's first step waits for the runtime's tokenizer (a large module to compile): asked for
    // now, it loads while the runtime loads the session instead of after (replay-to-position.ts).
    if (openAt !== undefined && openAt.point > 0 && request.runToEnd !== true)
      void deps.preloadTokenizer().catch(() => undefined);
    // What is kept and shown for Share/Export: where it was opened at is this open's business only.
    const document = withoutOpenAt(request.document);
    const spec = runSpecOf(document);
    const formBefore = store.providerSettings;
    const endpoint = store.adoptSessionProvider(spec.provider);
    const loaded = await store.openSession(spec, request.document.title, { mode: openingMode(spec) });
    if (!loaded.ok) {
      if (loaded.superseded) return { ok: false, reason: loaded.reason, superseded: true };
      forgetRefused(deps, formBefore);
      // The document's own words in it short and marked (link-words.ts).
      const reason = withLinkWordsMarked(
        deps.text.loadFailure(loaded.reason, request.saveAs ?? 'library'),
        request.document,
        (words) => deps.text.t(`linkWords.${wordsOwner(request.saveAs)}`, { words }),
      );
      // Said once: a link's or a file's caller says it in its notice; anything else, the conversation does.
      if (request.saveAs !== 'link' && request.saveAs !== 'file') store.setTraceError(reason);
      return { ok: false, reason, refused: loaded.reason };
    }
    // The screen is this open's until another starts (openSession made this trace source). A person may press
    // the next open while this one still writes its entry or fetches its guide: from then on nothing of this
    // one may land (the active entry, the document, the guide), or it would take the later one's place.
    const shown = deps.store.getState().traceSource;
    const supersededNow = () => deps.store.getState().traceSource !== shown;
    const supersededOutcome: OpenOutcome = {
      ok: false,
      reason: 'Another session was opened before this one finished loading.',
      superseded: true,
    };
    const kept =
      request.saveAs === null
        ? request.entryId === undefined
          ? null
          : { id: request.entryId, savedAt: request.entryStamp ?? null }
        : await keep(deps, document, request.saveAs, {
            lessonId: lessonId ?? null,
            writtenLesson: request.writtenLesson ?? null,
            breakpoints: request.breakpoints ?? [],
          });
    if (supersededNow()) return supersededOutcome;
    const entryId = kept?.id ?? null;
    if (kept !== null) {
      // The tree was on screen, and foldable, while the entry was written; its folds belong to the entry.
      const foldsKey = fileTreeKey(deps.store.getState());
      store.setActiveSession(kept.id, kept.savedAt);
      store.moveFolds(foldsKey, fileTreeKey(deps.store.getState()));
      if (request.saveAs !== null) markOpening(deps, kept.id);
      store.libraryChanged();
    }
    await guideReady;
    if (supersededNow()) return supersededOutcome;
    store.setCurrentSession({
      document,
      lessonId: lessonId ?? null,
      ...(request.lesson ? { lesson: request.lesson } : {}),
      ...(request.lostLesson ? { lostLesson: request.lostLesson } : {}),
    });
    if (openAt !== undefined && request.runToEnd !== true)
      await replayToPosition(deps, { released: openAt.point, finished: false });
    else if (request.step !== null || request.runToEnd === true) await showStep(deps, request.step);
    if (openAt !== undefined && request.runToEnd === true) showPoint(deps, openAt.point);
    await syncBreakpoints(deps);
    if (entryId !== null && request.saveAs !== null) markOpened(deps, entryId);
    return { ok: true, endpoint };
  } finally {
    deps.store.getState().setLibraryRestoring(false);
  }
}

/**
 * A document the runtime refused leaves nothing of itself on screen: not its title, its files or its words in
 * the conversation, nor its endpoint in the provider form (put there before the load, as for any document).
 */
function forgetRefused(deps: SessionActionDeps, form: ProviderDraft): void {
  const state = deps.store.getState();
  state.loadTrace([], { kind: 'none' });
  state.setInitialWorkspace(null);
  deps.store.setState({ providerSettings: form });
}

/** Whose words a refused document's text is said to be. */
function wordsOwner(from: LibraryOrigin | null): 'link' | 'file' | 'session' {
  return from === 'link' || from === 'file' ? from : 'session';
}

/** The new entry's id and savedAt; null when the library refused it (full): the session is open, said to be not kept. */
async function keep(
  deps: SessionActionDeps,
  document: SessionDocument,
  origin: LibraryOrigin,
  kept: {
    readonly lessonId: string | null;
    readonly writtenLesson: WrittenLessonRef | null;
    readonly breakpoints: readonly Breakpoint[];
  },
): Promise<{ readonly id: string; readonly savedAt: string } | null> {
  const { lessonId, writtenLesson, breakpoints } = kept;
  // In a task after the one that drew the loaded session: writing a 5,000-file document into the library
  // is a task's worth of work on its own (issue 19: no main-thread task over 50 ms).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const saved = await deps.storage.library().create(document, origin, deps.now(), lessonId, writtenLesson);
  if (saved.ok && breakpoints.length > 0)
    await deps.storage.library().setBreakpoints(saved.value.id, breakpoints);
  if (saved.ok) return { id: saved.value.id, savedAt: saved.value.savedAt };
  deps.store.getState().showNotice({ kind: 'error', text: saved.reason });
  return null;
}

/** The tab's pointer, saying the entry is opening (see the top of this file). */
export function markOpening(
  deps: SessionActionDeps,
  id: string,
  position = { released: 0, finished: false },
): void {
  writeTabActiveSession(deps.storage.pointers(), { id, ...position, opening: true });
}

/** The open completed: a reload reopens the entry (autosave keeps the pointer's position from here on). */
export function markOpened(deps: SessionActionDeps, id: string): void {
  const state = deps.store.getState();
  if (state.activeSessionId !== id) return; // another session was opened meanwhile: its open owns the pointer
  const position = { released: state.livePoint, finished: finishedOf(state.runtimeStatus) };
  writeTabActiveSession(deps.storage.pointers(), { id, ...position });
}

/**
 * Each opening is a new library entry (`saveAs: null` for the embedded player, which keeps nothing). The
 * conversation is the one in `lang` (by default the page's language) when the lesson is told in it, else
 * the English one (session/lessons/lesson-variants.ts).
 */
export function openLesson(
  deps: SessionActionDeps,
  id: string,
  step: number | null = null,
  runToEnd = false,
  saveAs: LibraryOrigin | null = 'lesson',
  lang: LessonLanguage = deps.store.getState().language,
): Promise<OpenOutcome> {
  const lesson = lessonById(id);
  if (!lesson) {
    const why = deps.text.t('shareLinks.noLesson', { id });
    return Promise.resolve({ ok: false, reason: deps.text.t('shareLinks.refused', { why }) });
  }
  const document = lessonDocumentIn(lesson, conversationLanguageFor(lesson, lang));
  return openDocument(deps, { document, saveAs, step, lessonId: lesson.id, runToEnd });
}

/**
 * The lesson from its start, asking its recorded permission questions live (`askLive`: the gate asks the
 * learner, session/lessons/asked-live.ts), or answering them as recorded again. A new library entry, as
 * opening a lesson makes; the guide's toggle calls it.
 */
export function openLessonAskingLive(
  deps: SessionActionDeps,
  id: string,
  askLive: boolean,
): Promise<OpenOutcome> {
  const lesson = lessonById(id);
  if (!lesson || !askLive) return openLesson(deps, id);
  const recorded = lessonDocumentIn(lesson, conversationLanguageFor(lesson, deps.store.getState().language));
  return openDocument(deps, {
    document: withoutRecordedAnswers(recorded),
    saveAs: 'lesson',
    step: null,
    lessonId: lesson.id,
  });
}

/** Where a lesson reopens: the step counter's step and the point (events not counting model-delta). */
export interface LessonPlace {
  readonly step: number;
  readonly point: number;
}

/**
 * The page's language changed while a lesson is open: the conversation on screen stays (its trace does not
 * change under the learner); the guide offers this, which opens the lesson told in `lang` paused at the
 * same place, as a new library entry. A point is the same place in every language: a variant changes only
 * text, so only the model's deltas differ between the traces (lesson-variants.test.ts proves it).
 */
export function reopenLessonIn(
  deps: SessionActionDeps,
  id: string,
  lang: LessonLanguage,
  at: LessonPlace,
): Promise<OpenOutcome> {
  const lesson = lessonById(id);
  if (!lesson || at.point === 0) return openLesson(deps, id, null, false, 'lesson', lang);
  const document = lessonDocumentIn(lesson, conversationLanguageFor(lesson, lang));
  return openDocument(deps, {
    document,
    saveAs: 'lesson',
    step: null,
    lessonId: lesson.id,
    openAt: { point: at.point, step: at.step, lesson: lesson.id },
  });
}

/** The language the lesson's conversation opens in for a page (or link) in `lang`. */
export function conversationLanguageFor(lesson: Lesson, lang: LessonLanguage): LessonLanguage {
  return hasConversationIn(lesson, lang) ? lang : 'en';
}

/** The cursor on the event a point ends at (the embedded player, which has run to the end). */
function showPoint(deps: SessionActionDeps, point: number): void {
  const state = deps.store.getState();
  const through = eventsThroughPoint(state.events, point).length;
  if (through < state.events.length) state.selectEvent(Math.max(0, through - 1));
}

/** Runs the loaded session; with a step, moves the cursor to the main agent's end of it once released. */
async function showStep(deps: SessionActionDeps, step: number | null): Promise<void> {
  await deps.runtime()?.control('run');
  const seqOfStep = () =>
    step === null
      ? undefined
      : deps.store
          .getState()
          .events.find((e) => e.type === 'step-end' && e.scope === undefined && e.step === step)?.seq;
  const finished = () => deps.store.getState().runtimeStatus?.phase === 'finished';
  await new Promise<void>((resolve) => {
    const check = () => {
      const seq = seqOfStep();
      if (seq === undefined && !finished()) return false;
      unsubscribe();
      if (seq !== undefined) deps.store.getState().selectEvent(seq);
      resolve();
      return true;
    };
    const unsubscribe = deps.store.subscribe(() => void check());
    check();
  });
}
