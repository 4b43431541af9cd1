// The conversation as the trace tells it, up to the selected event: user, assistant (with tool-call cards) and
// tool results attached to their calls.
import { useTranslation } from 'react-i18next';
import { selectHistoryView, type ChatMessage } from '../../state/selectors';
import { useTraceView } from '../trace/use-trace-view';
import { ToolCallCard } from './ToolCallCard';

export function MessageList() {
  const { t } = useTranslation();
  const { messages, deliveredByCallId } = useTraceView(selectHistoryView);
  const toolContent = new Map<string, string>();
  for (const m of messages) if (m.role === 'tool') toolContent.set(m.tool_call_id, m.content);

  const render = (message: ChatMessage, key: number) => {
    switch (message.role) {
      case 'system':
        return (
          <details key={key} className="message message-system">
            <summary>{t('conversation.system')}</summary>
            <p>{message.content}</p>
          </details>
        );
      case 'user':
        return (
          <div key={key} className="message message-user">
            <span className="message-role">{t('conversation.user')}</span>
            <p>{message.content}</p>
          </div>
        );
      case 'assistant':
        return (
          <div key={key} className="message message-assistant">
            <span className="message-role">{t('conversation.assistant')}</span>
            {message.content ? <p>{message.content}</p> : null}
            {message.tool_calls?.map((call) => (
              <ToolCallCard
                key={call.id}
                call={call}
                delivered={deliveredByCallId.get(call.id)}
                resultContent={toolContent.get(call.id)}
              />
            ))}
          </div>
        );
      case 'tool':
        return null; // drawn inside its call's card
      default: {
        const unreachable: never = message;
        return unreachable;
      }
    }
  };

  return (
    <ol className="message-list" aria-label={t('conversation.messages')}>
      {messages.map((message, i) => {
        const node = render(message, i);
        return node ? <li key={i}>{node}</li> : null;
      })}
    </ol>
  );
}
