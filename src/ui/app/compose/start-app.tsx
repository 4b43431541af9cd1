// Wires the concrete parts together: the store, i18n, the workers, and the React tree.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useAppStore } from '../../../state/app-store';
import { initI18n } from '../../i18n/i18n';
import { App } from '../App';
import { connectWorkers } from './connect-workers';
import '../../theme/theme.css';
import '../../theme/app.css';
import '../../theme/panels.css';

export function startApp(container: HTMLElement | null): void {
  if (!container) throw new Error('ToolScope: no #root element to render into');
  initI18n(useAppStore.getState().language);
  connectWorkers(useAppStore);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
