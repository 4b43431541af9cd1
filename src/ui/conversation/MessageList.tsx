// The conversation as the trace tells it, up to the selected event: user, assistant (with tool-call cards) and
// tool results attached to their calls. A long session draws its latest messages only, with a button for
// earlier ones: a 20,000-event trace holds thousands of cards, and drawing them all froze the page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectHistoryView, type ChatMessage } from '../../state/selectors';
import { useTraceView } from '../trace/use-trace-view';
import { ToolCallCard } from './ToolCallCard';

/** Messages drawn at first, and added per "show earlier" (tool messages count, drawn inside their cards). */
export const MESSAGES_PER_PAGE = 60;

export function MessageList() {
  const { t } = useTranslation();
  const { messages, deliveredByCallId } = useTraceView(selectHistoryView);
  const [shown, setShown] = useState(MESSAGES_PER_PAGE);
  const first = Math.max(0, messages.length - shown);
  const toolContent = new Map<string, string>();
  for (const m of messages) if (m.role === 'tool') toolContent.set(m.tool_call_id, m.content);

  const render = (message: ChatMessage, key: number) => {
    switch (message.role) {
      case 'system':
        return (
          <details key={key} className="message message-system">
            <summary>{t('conversation.system')}</summary>
            <p translate="no">{message.content}</p>
          </details>
        );
      case 'user':
        return (
          <div key={key} className="message message-user">
            <span className="message-role">{t('conversation.user')}</span>
            <p translate="no">{message.content}</p>
          </div>
        );
      case 'assistant':
        return (
          <div key={key} className="message message-assistant">
            <span className="message-role">{t('conversation.assistant')}</span>
            {message.content ? <p translate="no">{message.content}</p> : null}
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
    <>
      {first > 0 ? (
        <button type="button" className="message-earlier" onClick={() => setShown(shown + MESSAGES_PER_PAGE)}>
          {t('conversation.earlier', { count: first })}
        </button>
      ) : null}
      <ol className="message-list" aria-label={t('conversation.messages')}>
        {messages.slice(first).map((message, i) => {
          const node = render(message, first + i);
          return node ? <li key={first + i}>{node}</li> : null;
        })}
      </ol>
    </>
  );
}
