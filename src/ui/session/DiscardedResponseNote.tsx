// Said in place, where the answer was streaming: a reload discarded what an endpoint had sent for this step,
// and going on asks it again (state/session-actions/live-resume.ts). Once the person tries to go on, the key
// for that endpoint is asked for here; entering it asks again at once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { SessionActions } from '../../state/session-actions/session-actions';
import { keyOfBaseURL } from '../../state/session-edit/provider-memory';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';

export function DiscardedResponseNote() {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const request = useAppStore((s) =>
    s.discardedRequest && s.discardedRequest.source === s.traceSource ? s.discardedRequest : null,
  );
  const remembered = useAppStore((s) => {
    const kept = request ? keyOfBaseURL(s.providerKeys, request.baseURL) : undefined;
    return kept !== undefined && kept.remember && kept.apiKey !== '';
  });
  const [apiKey, setApiKey] = useState('');
  const [asking, setAsking] = useState(false);
  if (!request) return null;
  const values = { step: request.step, model: request.model, endpoint: request.endpoint };
  const ask = async (choice: Parameters<SessionActions['askAgain']>[0]) => {
    setAsking(true);
    try {
      await actions.askAgain(choice);
    } finally {
      setAsking(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apiKey.trim() !== '') void ask({ kind: 'typed', apiKey });
  };
  return (
    <div className="discarded-response" role="status" data-testid="discarded-response">
      <p>{t('discarded.said', values)}</p>
      {request.waitingCommand !== null ? (
        <form className="discarded-key" onSubmit={submit} data-testid="discarded-key">
          <p>{t('discarded.needsKey', values)}</p>
          <label>
            <span>{t('discarded.keyLabel', values)}</span>
            <input
              type="password"
              autoComplete="off"
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
            />
          </label>
          <button type="submit" disabled={asking || apiKey.trim() === ''}>
            {t('discarded.askAgain')}
          </button>
          {remembered ? (
            <button type="button" disabled={asking} onClick={() => void ask({ kind: 'remembered' })}>
              {t('discarded.useRemembered')}
            </button>
          ) : null}
        </form>
      ) : null}
      {request.failure ? <p role="alert">{t('discarded.failed', { reason: request.failure })}</p> : null}
    </div>
  );
}
