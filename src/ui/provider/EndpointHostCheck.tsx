// Above the API key field: the whole host the key would go to, wrapped rather than cut off, with the site
// that owns it in bold (so `api.openai.com.v1-proxy.example` reads as a server of v1-proxy.example), and a
// warning when this device has never sent a key there: a link can name a look-alike of a known server.
import { useTranslation } from '../i18n/use-translation';
import { endpointHostOf } from '../../state/session-edit/endpoint-host';
import { isUsedEndpoint } from '../../state/session-edit/used-endpoints';
import { useAppStore } from '../store/use-app-store';
import '../common/secrets.css';

export function EndpointHostCheck({ endpoint }: { readonly endpoint: string }) {
  const { t } = useTranslation();
  const used = useAppStore((s) => isUsedEndpoint(s.usedEndpoints, s.providerKeys, endpoint));
  const host = endpointHostOf(endpoint);
  if (!host) return null;
  return (
    <div className="provider-field" data-testid="provider-key-host">
      <span>{t('endpointCheck.host')}</span>
      <p className="endpoint-host" title={t('endpointCheck.hostHint')}>
        <span className="muted">{host.scheme}</span>
        {host.subdomain}
        <strong data-testid="provider-key-site">{host.site}</strong>
        {host.port}
        <span className="muted">{host.path}</span>
      </p>
      {used ? null : (
        <p className="endpoint-first-use" role="note" data-testid="endpoint-first-use">
          ⚠ {t('endpointCheck.firstUse')}
        </p>
      )}
    </div>
  );
}
