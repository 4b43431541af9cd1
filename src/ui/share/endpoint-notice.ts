// After a link or a file opened a session that names an OpenAI-compatible endpoint: the sentence that says
// which endpoint it is and that no key was sent there, and the provider panel unfolded so the key field for
// that endpoint is in view. Null when the document names no endpoint.
import i18next from 'i18next';
import { useAppStore } from '../../state/app-store';
import type { AdoptedEndpoint } from '../../state/session-edit/session-edit-slice';

export function announceOpenedEndpoint(adopted: AdoptedEndpoint | null): string | null {
  if (!adopted) return null;
  if (!adopted.hasKey || adopted.endpoint === null) useAppStore.getState().setProviderPanelOpen(true);
  if (adopted.endpoint === null) return i18next.t('provider.sessionBadEndpoint');
  return i18next.t(adopted.hasKey ? 'provider.openedWithKey' : 'provider.openedNoKey', {
    endpoint: adopted.endpoint,
  });
}
