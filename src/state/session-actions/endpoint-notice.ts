// After a link or a file opened a session that names an OpenAI-compatible endpoint: the sentence that says
// which endpoint it is and that no key was sent there, and the provider panel unfolded so the key field for
// that endpoint is in view. Null when the document names no endpoint.
import type { AdoptedEndpoint } from '../session-edit/session-edit-slice';
import type { SessionActionDeps } from './deps';

export function announceOpenedEndpoint(
  deps: SessionActionDeps,
  adopted: AdoptedEndpoint | null,
): string | null {
  if (!adopted) return null;
  if (!adopted.hasKey || adopted.endpoint === null) deps.store.getState().setProviderPanelOpen(true);
  if (adopted.endpoint === null) return deps.text.t('provider.sessionBadEndpoint');
  return deps.text.t(adopted.hasKey ? 'provider.openedWithKey' : 'provider.openedNoKey', {
    endpoint: adopted.endpoint,
  });
}
