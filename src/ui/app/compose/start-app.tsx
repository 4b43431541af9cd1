// Wires the concrete parts together: the store, i18n, the workers, and the React tree.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useAppStore } from '../../../state/app-store';
import { initI18n } from '../../i18n/i18n';
import { App } from '../App';
import { EmbedPlayer } from '../../embed/EmbedPlayer';
import { readPageParams } from '../../embed/page-params';
import { openFromLocation } from '../../share/open-from-location';
import { connectWorkers } from './connect-workers';
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
  void openFromLocation(params);
}
