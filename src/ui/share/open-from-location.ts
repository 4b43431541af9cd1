// At start-up: a share fragment or `?lesson=` in the address opens that session. A link that does not decode
// leaves everything as it was and says why. Once a link's session is in the library the fragment is dropped
// from the address, so reloading does not add it a second time.
import type { PageParams } from '../embed/page-params';
import { announceOpenedEndpoint } from './endpoint-notice';
import { showNotice } from './notice';
import { openDocument, openLesson } from './open-document';
import { decodeLink } from './share-link-port';

export async function openFromLocation(params: PageParams): Promise<void> {
  if (params.shareFragment !== null) {
    const decoded = await decodeLink(params.shareFragment); // in a worker: a big link never blocks the page
    if (!decoded.ok) {
      showNotice({ kind: 'error', text: decoded.reason });
      return;
    }
    const opened = await openDocument({
      document: decoded.document,
      // An embedded player in someone's article is not the reader opening a session: keep no copy.
      saveAs: params.embed ? null : 'link',
      step: params.step ?? decoded.step,
      runToEnd: params.embed,
    });
    if (!opened.ok) {
      showNotice({ kind: 'error', text: opened.reason });
      return;
    }
    if (params.embed) return; // the player plays a recording and has no provider panel to point at
    const endpoint = announceOpenedEndpoint(opened.endpoint);
    if (endpoint !== null) showNotice({ kind: 'info', text: endpoint });
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    return;
  }
  if (params.lessonId !== null) {
    const opened = await openLesson(
      params.lessonId,
      params.step,
      params.embed,
      params.embed ? null : 'lesson',
    );
    if (!opened.ok) showNotice({ kind: 'error', text: opened.reason });
    // Kept in the library now: reloading reopens that entry instead of adding the lesson again.
    else if (!params.embed) dropLessonParams();
  }
}

function dropLessonParams(): void {
  const search = new URLSearchParams(window.location.search);
  search.delete('lesson');
  search.delete('step');
  const query = search.toString();
  window.history.replaceState(null, '', window.location.pathname + (query === '' ? '' : `?${query}`));
}
