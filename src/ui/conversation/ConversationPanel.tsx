// The Conversation region: trace controls, then the messages as of the selected event.
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store';
import { EmptyState } from '../common/EmptyState';
import { MessageList } from './MessageList';
import { PlayheadControls } from './PlayheadControls';
import { TraceFileControls } from './TraceFileControls';

export function ConversationPanel() {
  const { t } = useTranslation();
  const hasEvents = useAppStore((s) => s.events.length > 0);
  const traceError = useAppStore((s) => s.traceError);
  const source = useAppStore((s) => s.traceSource);
  return (
    <div className="conversation-panel">
      <PlayheadControls />
      <div className="conversation-source">
        <TraceFileControls />
        {source.kind === 'file' ? (
          <span className="muted">{t('trace.loadedFrom', { name: source.name })}</span>
        ) : null}
      </div>
      {traceError ? (
        <p role="alert" className="panel-error">
          {traceError}
        </p>
      ) : null}
      {hasEvents ? <MessageList /> : <EmptyState>{t('empty.conversation')}</EmptyState>}
    </div>
  );
}
