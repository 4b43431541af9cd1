// The OpenAI-compatible endpoint's fields: base URL, model, the API key of THAT endpoint (the field shows the
// key entered for the endpoint the base URL names, so changing the URL never carries a key along), whether to
// remember it, streaming, and the two timeouts the provider has.
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';
import { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, endpointOf } from '../../state/session-edit/port-types';
import { keyOfBaseURL } from '../../state/session-edit/provider-memory';
import type { ProviderFormProblem } from './provider-spec-of';

export function EndpointFields({ problems }: { problems: readonly ProviderFormProblem[] }) {
  const { t } = useTranslation();
  const draft = useAppStore((s) => s.providerSettings);
  const keys = useAppStore((s) => s.providerKeys);
  const { setProviderSettings, setEndpointKey } = useAppStore.getState();
  const named = endpointOf(draft.baseURL);
  const key = keyOfBaseURL(keys, draft.baseURL);

  const problemId = (field: ProviderFormProblem) => `provider-${field}-problem`;
  const invalid = (field: ProviderFormProblem) =>
    problems.includes(field) ? { 'aria-invalid': true, 'aria-describedby': problemId(field) } : {};
  const problemText = (field: ProviderFormProblem) =>
    problems.includes(field) ? (
      <span id={problemId(field)} className="provider-problem">
        ✕ {t(`provider.problem.${field}`)}
      </span>
    ) : null;

  return (
    <fieldset>
      <legend>{t('provider.endpoint')}</legend>
      <label className="provider-field">
        <span>{t('provider.baseURL')}</span>
        <input
          type="url"
          value={draft.baseURL}
          onChange={(e) => setProviderSettings({ baseURL: e.target.value })}
          {...invalid('baseURL')}
        />
        {problemText('baseURL')}
      </label>
      <label className="provider-field">
        <span>{t('provider.model')}</span>
        <input
          type="text"
          value={draft.model}
          onChange={(e) => setProviderSettings({ model: e.target.value })}
          {...invalid('model')}
        />
        {problemText('model')}
      </label>
      <label className="provider-field">
        <span>{t('provider.apiKey')}</span>
        <input
          type="password"
          autoComplete="off"
          value={key?.apiKey ?? ''}
          disabled={!named.ok}
          onChange={(e) => setEndpointKey({ apiKey: e.target.value })}
          {...invalid('apiKey')}
        />
        <span className="muted" data-testid="provider-key-endpoint">
          {named.ok ? t('provider.keyFor', { endpoint: named.endpoint }) : t('provider.keyNeedsEndpoint')}
        </span>
        {problemText('apiKey')}
      </label>
      <label className="provider-choice">
        <input
          type="checkbox"
          checked={key?.remember ?? false}
          disabled={!named.ok}
          onChange={(e) => setEndpointKey({ remember: e.target.checked })}
        />
        {t('provider.remember')}
      </label>
      <label className="provider-choice">
        <input
          type="checkbox"
          checked={draft.stream}
          onChange={(e) => setProviderSettings({ stream: e.target.checked })}
        />
        {t('provider.stream')}
      </label>
      <label className="provider-field">
        <span>{t('provider.timeoutMs')}</span>
        <input
          type="text"
          inputMode="numeric"
          value={draft.timeoutMs}
          placeholder={t('provider.timeoutDefault', { ms: DEFAULT_TIMEOUT_MS })}
          onChange={(e) => setProviderSettings({ timeoutMs: e.target.value })}
          {...invalid('timeoutMs')}
        />
        {problemText('timeoutMs')}
      </label>
      <label className="provider-field">
        <span>{t('provider.idleTimeoutMs')}</span>
        <input
          type="text"
          inputMode="numeric"
          value={draft.idleTimeoutMs}
          placeholder={t('provider.timeoutDefault', { ms: DEFAULT_IDLE_TIMEOUT_MS })}
          onChange={(e) => setProviderSettings({ idleTimeoutMs: e.target.value })}
          {...invalid('idleTimeoutMs')}
        />
        {problemText('idleTimeoutMs')}
      </label>
      <p className="muted">{t('provider.keyNote')}</p>
    </fieldset>
  );
}
