// The endpoint's fields: base URL, model, the wire protocol, the API key of THAT endpoint (the field shows the
// key entered for the endpoint the base URL names, so changing the URL never carries a key along), whether to
// remember it, streaming, and the two timeouts the provider has.
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, endpointOf } from '../../state/session-edit/port-types';
import { isOfferedApi, keyOfBaseURL, OFFERED_APIS } from '../../state/session-edit/provider-memory';
import type { ProviderFormProblem } from './provider-spec-of';
import { EndpointHostCheck } from './EndpointHostCheck';

export function EndpointFields({ problems }: { problems: readonly ProviderFormProblem[] }) {
  const { t } = useTranslation();
  const draft = useAppStore((s) => s.providerSettings);
  const keys = useAppStore((s) => s.providerKeys);
  const setProviderSettings = useAppStore((s) => s.setProviderSettings);
  const setEndpointKey = useAppStore((s) => s.setEndpointKey);
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

  /** A text field of the draft, with its problem said beside it. */
  const draftField = (
    field: 'baseURL' | 'model' | 'timeoutMs' | 'idleTimeoutMs',
    input: { type: 'url' | 'text'; numeric?: boolean; placeholder?: string },
  ) => (
    <label className="provider-field">
      <span>{t(`provider.${field}`)}</span>
      <input
        type={input.type}
        {...(input.numeric ? { inputMode: 'numeric' as const } : {})}
        {...(input.placeholder ? { placeholder: input.placeholder } : {})}
        value={draft[field]}
        onChange={(e) => setProviderSettings({ [field]: e.target.value })}
        {...invalid(field)}
      />
      {problemText(field)}
    </label>
  );

  return (
    <fieldset>
      <legend>{t('provider.endpoint')}</legend>
      {draftField('baseURL', { type: 'url' })}
      {draftField('model', { type: 'text' })}
      {named.ok ? <EndpointHostCheck endpoint={named.endpoint} /> : null}
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
        <span>{t('wire.api.label')}</span>
        <select
          value={draft.api}
          onChange={(e) => {
            const api = e.target.value;
            if (isOfferedApi(api)) setProviderSettings({ api });
          }}
        >
          {OFFERED_APIS.map((api) => (
            <option key={api} value={api}>
              {t(`wire.api.${api}`)}
            </option>
          ))}
        </select>
        <span className="muted">{t('wire.api.hint')}</span>
      </label>
      {draftField('timeoutMs', {
        type: 'text',
        numeric: true,
        placeholder: t('provider.timeoutDefault', { ms: DEFAULT_TIMEOUT_MS }),
      })}
      {draftField('idleTimeoutMs', {
        type: 'text',
        numeric: true,
        placeholder: t('provider.timeoutDefault', { ms: DEFAULT_IDLE_TIMEOUT_MS }),
      })}
      <p className="muted">{t('provider.keyNote')}</p>
    </fieldset>
  );
}
