// Said in the Share dialog and before Export when the endpoint's address looks like it holds a credential of
// its own (a token in the path, `?api-key=`, a user and password): what was found, cut short, and a way to
// send the document without it (state/ways-out.ts). The person decides: a false alarm is theirs to keep.
import { useTranslation } from '../i18n/use-translation';
import type { SessionDocument } from '../../session/session-document';
import { endpointCredentialsOf, withoutEndpointCredentials } from '../../state/ways-out';
import '../common/secrets.css';

interface Props {
  readonly document: SessionDocument;
  readonly where: 'share' | 'export';
  readonly dropped: boolean;
  readonly onDrop: (drop: boolean) => void;
}

export function EndpointTokenNote({ document, where, dropped, onDrop }: Props) {
  const { t } = useTranslation();
  const found = endpointCredentialsOf(document);
  if (found.length === 0) return null;
  const cleaned = withoutEndpointCredentials(document).provider;
  return (
    <div className="key-shaped-warning" role="note" data-testid="endpoint-token-warning">
      <p>⚠ {t(`secrets.endpointToken.${where}`, { found: found.map((part) => part.shown).join(', ') })}</p>
      {where === 'share' ? (
        <label>
          <input
            type="checkbox"
            checked={dropped}
            onChange={(event) => onDrop(event.currentTarget.checked)}
          />{' '}
          {t('secrets.endpointToken.drop')}
        </label>
      ) : null}
      {dropped && cleaned.kind === 'endpoint' ? (
        <p className="muted" data-testid="endpoint-token-dropped">
          {t('secrets.endpointToken.dropped', { url: cleaned.baseURL })}
        </p>
      ) : null}
    </div>
  );
}
