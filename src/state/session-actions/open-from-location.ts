// At start-up: a share fragment or `?lesson=` in the address opens that session. A link that does not decode
// leaves everything as it was and says why. Once a link's session is in the library the fragment is dropped
// from the address, so reloading does not add it a second time.
import type { PageLocation, SessionActionDeps } from './deps';
import { announceOpenedEndpoint } from './endpoint-notice';
import { openDocument, openLesson } from './open-document';

/** What the address asks to open (the page's parsed parameters, ui/embed/page-params.ts). */
export interface LocationRequest {
  readonly embed: boolean;
  readonly step: number | null;
  readonly lessonId: string | null;
  /** The whole fragment when it holds share data. */
  readonly shareFragment: string | null;
  /** The whole fragment when it holds a lesson written in the editor (`#l=1.…`, written-lessons.ts). */
  readonly lessonFragment?: string | null;
}

export async function openFromLocation(deps: SessionActionDeps, params: LocationRequest): Promise<void> {
  const { showNotice } = deps.store.getState();
  if (params.lessonFragment) {
    const written = await import('./written-lessons');
    const opened = await written.openLessonFragment(deps, params.lessonFragment, params.embed);
    if (!opened.ok) showNotice({ kind: 'error', text: opened.reason });
    return;
  }
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
    const opened = await openLesson(
      deps,
      params.lessonId,
      params.step,
      params.embed,
      params.embed ? null : 'lesson',
    );
    if (!opened.ok) showNotice({ kind: 'error', text: opened.reason });
    // Kept in the library now: reloading reopens that entry instead of adding the lesson again.
    else if (!params.embed) dropLessonParams(deps.location);
  }
}

function dropLessonParams(location: PageLocation): void {
  const search = new URLSearchParams(location.search());
  search.delete('lesson');
  search.delete('step');
  const query = search.toString();
  location.replace(location.pathname() + (query === '' ? '' : `?${query}`));
}
