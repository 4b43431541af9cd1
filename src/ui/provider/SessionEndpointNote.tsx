// Says, in place, which endpoint the open session names and whether anything can be sent to it: a session
// opened from a link, a file or the library never carries a key, so until the person enters one for that
// endpoint and presses Apply, nothing goes there.
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { asksEndpoint } from '../../state/session-edit/port-types';

export function SessionEndpointNote() {
  const { t } = useTranslation();
  const model = useAppStore((s) => s.sessionModel);
  if (!model || !asksEndpoint(model.kind) || model.keyed) return null;
  const text =
    model.endpoint === null
      ? t('provider.sessionBadEndpoint')
      : model.replaying
        ? t('provider.sessionReplayed', { endpoint: model.endpoint })
        : t('provider.sessionNoKey', { endpoint: model.endpoint });
  return (
    <p role="status" className="provider-session-note" data-testid="provider-session-note">
      {text}
    </p>
  );
}
