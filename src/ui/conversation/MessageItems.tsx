// The messages of one agent's conversation as list items: user, assistant (with tool-call cards) and tool
// results drawn inside their calls' cards. The main conversation and a subagent's sub-transcript both draw
// through it; `nestedOf` lets a call's card hold the nested run it started (a Task call's subagent).
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { ChatMessage, DeliveredResult } from '../../state/selectors';
import { CALLS_PER_PAGE } from '../common/bounded';
import { PagedList } from '../common/PagedList';
import { ToolCallCard } from './ToolCallCard';
import { assertNever } from '../../common/assert-never';

export function MessageItems({
  messages,
  firstKey = 0,
  deliveredByCallId,
  toolContent,
  nestedOf,
}: {
  messages: readonly ChatMessage[];
  /** The index of `messages[0]` in the whole conversation (keys stay stable as earlier ones are shown). */
  firstKey?: number;
  deliveredByCallId: ReadonlyMap<string, DeliveredResult>;
  toolContent: ReadonlyMap<string, string>;
  nestedOf?: (callId: string) => ReactNode;
}) {
  const { t } = useTranslation();
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
            <PagedList
              items={message.tool_calls ?? []}
              perPage={CALLS_PER_PAGE}
              words="calls"
              render={(call) => (
                <ToolCallCard
                  key={call.id}
                  call={call}
                  delivered={deliveredByCallId.get(call.id)}
                  resultContent={toolContent.get(call.id)}
                >
                  {nestedOf?.(call.id)}
                </ToolCallCard>
              )}
            />
          </div>
        );
      case 'tool':
        return null; // drawn inside its call's card
      default: {
        return assertNever(message);
      }
    }
  };
  return messages.map((message, i) => {
    const node = render(message, firstKey + i);
    return node ? <li key={firstKey + i}>{node}</li> : null;
  });
}

/** Each call's tool message content, by call id. */
export function toolContentOf(messages: readonly ChatMessage[]): Map<string, string> {
  const content = new Map<string, string>();
  for (const m of messages) if (m.role === 'tool') content.set(m.tool_call_id, m.content);
  return content;
}
