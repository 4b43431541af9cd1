// The Conversation region: the trace file controls (sessions and lessons open from the header), the
// runtime's controls, the review controls over the trace, a pending permission question, the messages as of
// the selected event, and the composer for the next user message.
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { EmptyState } from '../common/EmptyState';
import { HumanTurnForm } from '../human/HumanTurnForm';
import { ProviderPanel } from '../provider/ProviderPanel';
import { Composer } from '../session/Composer';
import { PermissionPrompt } from '../session/PermissionPrompt';
import { RetryFailedCall } from '../session/RetryFailedCall';
import { RuntimeControls } from '../session/RuntimeControls';
import { RuntimeFailureNotice } from '../session/RuntimeFailureNotice';
import { DiscardedResponseNote } from '../session/DiscardedResponseNote';
import { MessageList } from './MessageList';
import { TodoList } from './TodoList';
import { PlayheadControls } from './PlayheadControls';
import { openingAtOf, openingAtText } from './opening-at-text';
import { TraceFileControls } from './TraceFileControls';
import { useShownTitle } from '../lessons/use-shown-title';

export function ConversationPanel() {
  const { t } = useTranslation();
  const traceError = useAppStore((s) => s.traceError);
  const source = useAppStore((s) => s.traceSource);
  const openingAt = useAppStore(openingAtOf);
  const lessonId = useAppStore((s) => s.currentSession?.lessonId ?? null);
  const shownTitle = useShownTitle(source.kind === 'runtime' ? source.title : '', lessonId);
  return (
    <div className="conversation-panel">
      <div className="conversation-source">
        <TraceFileControls />
      </div>
      {source.kind === 'runtime' ? <RuntimeControls /> : null}
      {source.kind === 'runtime' ? <RuntimeFailureNotice /> : null}
      {source.kind === 'runtime' ? <ProviderPanel /> : null}
      <PlayheadControls />
      {source.kind !== 'none' ? (
        <p className="muted conversation-title">
          {source.kind === 'file'
            ? t('trace.loadedFrom', { name: source.name })
            : t('session.running', { title: shownTitle })}
        </p>
      ) : null}
      {traceError ? (
        <p role="alert" className="panel-error">
          {traceError}
        </p>
      ) : null}
      <PermissionPrompt />
      <RetryFailedCall />
      <HumanTurnForm />
      {source.kind === 'runtime' ? <DiscardedResponseNote /> : null}
      <TodoList />
      {/* Mounted with no events too: the list draws a trace that arrives in a render React can split, which
          it cannot do for a list mounting (use-trace-view.ts). */}
      <MessageList
        empty={
          <EmptyState>
            {openingAt
              ? openingAtText(t, openingAt)
              : source.kind === 'runtime'
                ? t('empty.sessionPaused')
                : t('empty.conversation')}
          </EmptyState>
        }
      />
      {source.kind === 'runtime' ? <Composer /> : null}
    </div>
  );
}
