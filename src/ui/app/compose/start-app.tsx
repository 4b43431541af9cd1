// Wires the concrete parts together: the store, i18n, the workers, and the React tree.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useAppStore } from '../../../state/app-store';
import { initI18n } from '../../i18n/i18n';
import { App } from '../App';
import { EmbedPlayer } from '../../embed/EmbedPlayer';
import { readPageParams } from '../../embed/page-params';
import { connectWorkers } from './connect-workers';
import { startLibraryAutosave } from '../../library/autosave';
import { registerServiceWorker } from './register-service-worker';
import '../../theme/theme.css';
import '../../theme/app.css';
import '../../theme/panels.css';

export function startApp(container: HTMLElement | null): void {
  if (!container) throw new Error('ToolScope: no #root element to render into');
  initI18n(useAppStore.getState().language);
  connectWorkers(useAppStore);
  // `?embed=1` is the compact player; a share fragment or `?lesson=` opens that session (issue 8).
  const params = readPageParams(window.location.search, window.location.hash);
  createRoot(container).render(
    <StrictMode>{params.embed ? <EmbedPlayer params={params} /> : <App />}</StrictMode>,
  );
  // The embedded player keeps nothing; the playground saves the session on screen into its library entry.
  if (!params.embed) startLibraryAutosave(useAppStore);
  if (params.shareFragment !== null || params.lessonId !== null) {
    // Loaded only when needed: decoding pulls in the schema validator and the lesson catalog.
    void import('../../share/open-from-location').then((m) => m.openFromLocation(params));
  } else if (!params.embed) {
    // A reload: reopen the session that was on screen, replayed to where it was.
    void import('../../library/restore-session').then((m) => m.restoreActiveSession());
  }
  // A link pasted into the address bar of this open tab changes only the fragment: open it as on start-up.
  if (!params.embed) window.addEventListener('hashchange', () => openPastedLink());
  // The offline copy is for the app's own visitors: an embed in someone's article does not precache the whole
  // app on its reader's device (a service worker installed by a visit to the app serves the embed too).
  if (!params.embed) registerServiceWorker();
}

function openPastedLink(): void {
  const params = readPageParams(window.location.search, window.location.hash);
  if (params.shareFragment === null) return;
  void import('../../share/open-from-location').then((m) => m.openFromLocation(params));
}
