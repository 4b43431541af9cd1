// The next user message: sent to the runtime, which runs it as a new run continuing the conversation.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { useSessionActions } from '../store/session-actions';
import { MessageKeyNote } from '../common/KeyShapedWarning';

export function Composer() {
  const actions = useSessionActions();
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  // While a failed call waits, a message gives up on it and goes on with this one (decision 0735).
  const busy = useAppStore(
    (s) => s.runtimeStatus?.phase === 'running' && s.runtimeStatus.waiting?.kind !== 'failed-call',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return;
    void actions.sendMessage(text);
    setMessage('');
  };
  return (
    <form className="composer" onSubmit={submit}>
      <label className="sr-only" htmlFor="composer-input">
        {t('composer.label')}
      </label>
      <textarea
        id="composer-input"
        rows={2}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        placeholder={t('composer.placeholder')}
      />
      <button type="submit" disabled={busy || message.trim() === ''}>
        {t('composer.send')}
      </button>
      <MessageKeyNote message={message} />
    </form>
  );
}
