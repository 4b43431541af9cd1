// At start-up: a share fragment or `?lesson=` in the address opens that session. A link that does not decode
// leaves everything as it was and says why; so does a link whose parameters are malformed (`at=abc`, a
// lesson that does not exist), and the session that was on screen comes back. Once a link's session is in
// the library the fragment is dropped from the address, so reloading does not add it a second time; its
// `lang=` stays, so the reload is in the link's language too (address-language.ts).
import { lessonById } from '../../session/lessons/lesson-catalog';
import { languageOfPinTag } from '../../session/lessons/lesson-pin-tag';
import { lessonDocumentIn } from '../../session/lessons/lesson-variants';
import type { PageLocation, SessionActionDeps } from './deps';
import { announceOpenedEndpoint } from './endpoint-notice';
import { pastEndText } from './link-past-end';
import { conversationLanguageFor, openDocument, openLesson, type OpenOutcome } from './open-document';
import { restoreActiveSession } from './restore-session';
import { withLinkWordsMarked, wordsOfProblems } from './link-words';
import { queryAfterLink } from './address-language';

/** The parameters a lesson link or an embed reads (ui/embed/page-params.ts). */
export type LinkParam = 'lesson' | 'step' | 'at' | 'pin' | 'lang' | 'tab';

/** A parameter that is in the address but is not a value it can take, or is there twice. */
export interface LinkParamProblem {
  readonly param: LinkParam;
  readonly kind: 'malformed' | 'repeated';
}

/** What the address asks to open (the page's parsed parameters, ui/embed/page-params.ts). */
export interface LocationRequest {
  readonly embed: boolean;
  readonly step: number | null;
  readonly lessonId: string | null;
  /** A lesson link's point: open the lesson paused at that event (session/lessons/lesson-link.ts). */
  readonly at?: number | null;
  /** A lesson link's pin tag: the version of the lesson the point belongs to. */
  readonly pin?: string | null;
  /** The whole fragment when it holds share data. */
  readonly shareFragment: string | null;
  /** Parameters that are there but malformed: the link is refused, naming the first. */
  readonly problems?: readonly LinkParamProblem[];
  /** The whole fragment when it holds a lesson written in the editor (`#l=1.…`, written-lessons.ts). */
  readonly lessonFragment?: string | null;
}

export async function openFromLocation(deps: SessionActionDeps, params: LocationRequest): Promise<void> {
  const { showNotice } = deps.store.getState();
  const problem = params.problems?.[0];
  const unknownLesson = params.lessonId !== null && lessonById(params.lessonId) === undefined;
  if (problem !== undefined || (unknownLesson && params.shareFragment === null && !params.lessonFragment)) {
    await refuse(deps, params, problem ? problemText(deps, problem) : noLessonText(deps, params.lessonId!));
    return;
  }
  if (params.lessonFragment) {
    const written = await import('./written-lessons');
    const opened = await written.openLessonFragment(deps, params.lessonFragment, params.embed);
    if (!opened.ok) showNotice({ kind: 'error', text: opened.reason });
    return;
  }
  if (params.shareFragment !== null) {
    const decoded = await deps.decodeShareLink(params.shareFragment); // in a worker: a big link never blocks the page
    if (!decoded.ok) {
      // The schema's words quote the link's keys: cut, once, marked as the link's (link-words.ts).
      const quote = (words: string) => deps.text.t('linkWords.link', { words });
      showNotice({
        kind: 'error',
        text: withLinkWordsMarked(decoded.reason, wordsOfProblems(decoded.details ?? []), quote),
      });
      return;
    }
    const opened = await openDocument(deps, {
      document: decoded.document,
      // An embedded player in someone's article is not the reader opening a session: keep no copy.
      saveAs: params.embed ? null : 'link',
      // A link that says where it stood opens paused there; an older link runs to its step.
      step: params.step ?? (decoded.document.openAt ? null : decoded.step),
      runToEnd: params.embed,
      ...(decoded.document.openAt && params.step === null ? { openAt: decoded.document.openAt } : {}),
    });
    if (!opened.ok) {
      showNotice({ kind: 'error', text: opened.reason });
      return;
    }
    if (params.embed) return; // the player plays a recording and has no provider panel to point at
    const endpoint = announceOpenedEndpoint(deps, opened.endpoint);
    if (endpoint !== null) showNotice({ kind: 'info', text: endpoint });
    // Its language stays in the address: a reload is in it too, until the reader switches by hand.
    dropParams(deps.location, []);
    return;
  }
  if (params.lessonId !== null) {
    const opened = await openLessonLink(deps, { ...params, lessonId: params.lessonId });
    if (!opened.ok) showNotice({ kind: 'error', text: opened.reason });
    // Kept in the library now: reloading reopens that entry instead of adding the lesson again.
    else if (!params.embed) dropLessonParams(deps.location);
    if (opened.ok) sayWhereItEnded(deps, { ...params, lessonId: params.lessonId });
  }
}

/** Says why, touches nothing, and (in the playground) brings back the session that was on screen. */
async function refuse(deps: SessionActionDeps, params: LocationRequest, why: string): Promise<void> {
  const text = deps.text.t('shareLinks.refused', { why });
  deps.store.getState().showNotice({ kind: 'error', text });
  if (params.embed) return;
  await restoreActiveSession(deps);
  // Reopening says nothing when it works; when it fails its own words replace these, which stay otherwise.
  if (deps.store.getState().notice === null) deps.store.getState().showNotice({ kind: 'error', text });
}

function problemText(deps: SessionActionDeps, problem: LinkParamProblem): string {
  const param = problem.param;
  return deps.text.t(`shareLinks.problem.${problem.kind}`, {
    param,
    expected: deps.text.t(`shareLinks.expected.${param}`),
  });
}

function noLessonText(deps: SessionActionDeps, lessonId: string): string {
  return deps.text.t('shareLinks.noLesson', { id: lessonId });
}

/** Said once the run is over: only then is a place past its end known to be past it. */
function sayWhereItEnded(deps: SessionActionDeps, params: LocationRequest & { readonly lessonId: string }) {
  const state = deps.store.getState();
  const lesson = lessonById(params.lessonId);
  if (!lesson || state.notice !== null || state.runtimeStatus?.phase !== 'finished') return;
  const text = pastEndText(deps, lesson, state.events, { at: params.at ?? null, step: params.step });
  if (text !== null) state.showNotice({ kind: 'info', text });
}

/**
 * A lesson link: with `at` (and a pin that is this version's, or none), the lesson opens paused at that
 * event, with its guide, so the answers of checkpoints not yet run stay hidden; a pin of another version
 * says so and falls back to `step` (the point would name another place in another trace). The pin also
 * names the conversation the link was made on (its English or Chinese session, each pinned on its own), so
 * a link reproduces that session whatever `lang=` says — a link from before lessons were told in Chinese
 * carries the English pin and opens the English conversation; without a pin, the page's language chooses.
 */
function openLessonLink(
  deps: SessionActionDeps,
  params: LocationRequest & { readonly lessonId: string },
): Promise<OpenOutcome> {
  const saveAs = params.embed ? null : 'lesson';
  const lesson = lessonById(params.lessonId);
  const at = params.at ?? null;
  const pin = params.pin ?? null;
  const pinLanguage = pin === null ? null : languageOfPinTag(params.lessonId, pin);
  const samePin = pin === null || pinLanguage !== null;
  const told = lesson ? conversationLanguageFor(lesson, pinLanguage ?? deps.store.getState().language) : 'en';
  if (lesson && at !== null && samePin) {
    return openDocument(deps, {
      document: lessonDocumentIn(lesson, told),
      saveAs,
      step: null,
      lessonId: lesson.id,
      runToEnd: params.embed,
      openAt: { point: at, step: params.step ?? 0, lesson: lesson.id },
    });
  }
  if (lesson && !samePin) {
    deps.store.getState().showNotice({
      kind: 'info',
      text: deps.text.t('shareLinks.otherVersion', { number: lesson.number, step: params.step ?? 1 }),
    });
  }
  return openLesson(deps, params.lessonId, params.step, params.embed, saveAs, told);
}

function dropLessonParams(location: PageLocation): void {
  dropParams(location, ['lesson', 'step', 'at', 'pin']);
}

/** The address without these parameters (and without the fragment), others (`lang=` among them) kept. */
function dropParams(location: PageLocation, names: readonly string[]): void {
  location.replace(location.pathname() + queryAfterLink(location.search(), names, null));
}
