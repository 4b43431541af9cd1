// Wires the concrete parts together: the app's services (its store, session actions and ports: browser-app.ts),
// i18n, the workers and the React tree, which reads the services through one provider.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../../i18n/i18n';
import { App } from '../App';
import { EmbedPlayer } from '../../embed/EmbedPlayer';
import { readPageParams, type PageParams } from '../../embed/page-params';
import { AppServicesProvider } from '../../store/app-services';
import { browserApp } from './browser-app';
import { connectWorkers } from './connect-workers';
import { hasLessonRecording, playRecordedLesson } from './recorded-embed';
import { registerServiceWorker } from './register-service-worker';
import { nextTask } from '../../../common/next-task';
import { openInLanguage } from './opening-language';
import { queryForLanguage } from '../../../state/session-actions/address-language';
import '../../theme/theme.css';
import '../../theme/app.css';
import '../../theme/panels.css';

export async function startApp(container: HTMLElement | null): Promise<void> {
  if (!container) throw new Error('ToolScope: no #root element to render into');
  // `?embed=1` is the compact player; a share fragment or `?lesson=` opens that session (issue 8).
  // Read as the page loads: what the address said then is what the start opens.
  const params = readPageParams(window.location.search, window.location.hash);
  await startInTasks(container, params);
}

// The start is split into tasks (issue 37: no main-thread task over 50 ms). Evaluating the page's modules is
// one task; making the store (the first localStorage reads, each a wait on the browser), starting the workers,
// and creating the React root (which listens to every event type) were all in it, 55–60 ms of CPU and two to
// three times that in wall time on a busy machine. Each part now runs in a task of its own, in the same order
// as before: nothing else of the app's runs between them, only what the page had waiting.
async function startInTasks(container: HTMLElement, params: PageParams): Promise<void> {
  await nextTask();
  const app = browserApp();
  const { store, actions } = app.services;
  // A link opens in the language it says (the sharer's, unless someone changed `lang=`), and so does a reload
  // of it (the address keeps `lang=`), without becoming the reader's remembered language: a switch by hand is
  // remembered as usual, and takes `lang=` out of the address.
  // The words come before anything is drawn or said (a refused link's words too): a page that opens in Chinese,
  // by its link or the stored choice, waits for its dictionary, a chunk of its own (opening-language.ts).
  initI18n('en');
  await openInLanguage(store, params.lang ?? store.getState().language);
  const lessonId = params.lessonId;
  // The embedded player plays a built-in lesson from its build-time recording: no runtime until needed.
  // A link with a malformed parameter is refused in words (open-from-location.ts), never half-followed.
  const refused = params.problems.length > 0;
  const recorded =
    !refused &&
    params.embed &&
    params.shareFragment === null &&
    lessonId !== null &&
    hasLessonRecording(lessonId);
  await nextTask();
  if (!recorded) connectWorkers(app);
  await nextTask();
  // In a transition: React then renders the first screen in slices that yield to the page, where a plain
  // render takes the whole tree in one task (issue 37: a long task at start); only the commit is one piece.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppServicesProvider services={app.services}>
          {params.embed ? <EmbedPlayer params={params} /> : <App />}
        </AppServicesProvider>
      </StrictMode>,
    ),
  );
  // The embedded player keeps nothing; the playground saves the session on screen into its library entry.
  if (!params.embed) actions.startAutosave();
  let firstOpen: Promise<void> = Promise.resolve();
  if (recorded) {
    playRecordedLesson(app, { ...params, lessonId });
  } else if (
    refused ||
    params.shareFragment !== null ||
    params.lessonId !== null ||
    params.lessonFragment !== null
  ) {
    // Loaded only when needed: decoding pulls in the schema validator and the lesson catalog.
    firstOpen = actions.openFromLocation(params);
  } else if (!params.embed) {
    // A reload: reopen the session that was on screen, replayed to where it was.
    firstOpen = actions.restoreActiveSession();
  }
  // A link pasted into the address bar of this open tab changes only the fragment: open it as on start-up.
  if (!params.embed) window.addEventListener('hashchange', () => openPastedLink());
  // A link's lang= stays in the address for reloads; a switch by hand to another language drops it, so the
  // reload after that is in the reader's choice (state/session-actions/address-language.ts).
  if (!params.embed)
    store.subscribe((state, previous) => {
      if (state.language === previous.language) return;
      const query = queryForLanguage(window.location.search, state.language);
      if (query === null) return;
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + query + window.location.hash,
      );
    });
  // The offline copy is for the app's own visitors: an embed in someone's article does not precache the whole
  // app on its reader's device (a service worker installed by a visit to the app serves the embed too).
  if (!params.embed) registerServiceWorker(app.services, firstOpen);
  // Imported trees no session names any more are removed, once the first screen has settled.
  if (!params.embed) window.setTimeout(() => void actions.sweepImportedTrees(), 5_000);

  function openPastedLink(): void {
    const pasted = readPageParams(window.location.search, window.location.hash);
    if (pasted.shareFragment === null && pasted.lessonFragment === null) return;
    void actions.openFromLocation(pasted);
  }
}
