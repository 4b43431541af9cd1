// At start-up: a share fragment or `?lesson=` in the address opens that session. A link that does not decode
// leaves everything as it was and says why. Once a link's session is in the library the fragment is dropped
// from the address, so reloading does not add it a second time.
import { lessonById } from '../../session/lessons/lesson-catalog';
import { lessonPinTag } from '../../session/lessons/lesson-pin-tag';
import type { PageLocation, SessionActionDeps } from './deps';
import { announceOpenedEndpoint } from './endpoint-notice';
import { openDocument, openLesson, type OpenOutcome } from './open-document';

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
}

export async function openFromLocation(deps: SessionActionDeps, params: LocationRequest): Promise<void> {
  const { showNotice } = deps.store.getState();
  if (params.shareFragment !== null) {
    const decoded = await deps.decodeShareLink(params.shareFragment); // in a worker: a big link never blocks the page
    if (!decoded.ok) {
      showNotice({ kind: 'error', text: decoded.reason });
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
    deps.location.replace(deps.location.pathname() + deps.location.search());
    return;
  }
  if (params.lessonId !== null) {
    const opened = await openLessonLink(deps, { ...params, lessonId: params.lessonId });
    if (!opened.ok) showNotice({ kind: 'error', text: opened.reason });
    // Kept in the library now: reloading reopens that entry instead of adding the lesson again.
    else if (!params.embed) dropLessonParams(deps.location);
  }
}

/**
 * A lesson link: with `at` (and a pin that is this version's, or none), the lesson opens paused at that
 * event, with its guide, so the answers of checkpoints not yet run stay hidden; a pin of another version
 * says so and falls back to `step` (the point would name another place in another trace).
 */
function openLessonLink(
  deps: SessionActionDeps,
  params: LocationRequest & { readonly lessonId: string },
): Promise<OpenOutcome> {
  const saveAs = params.embed ? null : 'lesson';
  const lesson = lessonById(params.lessonId);
  const at = params.at ?? null;
  const pin = params.pin ?? null;
  const samePin = pin === null || pin === lessonPinTag(params.lessonId);
  if (lesson && at !== null && samePin) {
    return openDocument(deps, {
      document: lesson.document,
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
  return openLesson(deps, params.lessonId, params.step, params.embed, saveAs);
}

function dropLessonParams(location: PageLocation): void {
  const search = new URLSearchParams(location.search());
  for (const name of ['lesson', 'step', 'at', 'pin', 'lang']) search.delete(name);
  const query = search.toString();
  location.replace(location.pathname() + (query === '' ? '' : `?${query}`));
}
