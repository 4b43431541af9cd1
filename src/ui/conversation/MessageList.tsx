// The conversation as the trace tells it, up to the selected event: user, assistant (with tool-call cards) and
// tool results attached to their calls; a Task call's card holds its subagent's run, collapsed. A long
// session draws its latest messages only, with a button for earlier ones: a 20,000-event trace holds
// thousands of cards, and drawing them all froze the page.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { selectHistoryView, selectPendingTurn, selectSubagentTranscripts } from '../../state/selectors';
import { useEventsAsOf, useTraceView } from '../trace/use-trace-view';
import { MessageItems, toolContentOf } from './MessageItems';
import { PendingTurnView } from './PendingTurnView';
import { SubagentTranscriptView } from './SubagentTranscriptView';

/**
 * Messages drawn at first, and added per "show earlier" (tool messages are drawn inside their calls' cards).
 * A dozen turns: 60 messages were 120 cards in the big-trace bench, and every one is drawn again as the cursor
 * travels (issue 37).
 */
export const MESSAGES_PER_PAGE = 24;

/**
 * Where the drawn messages start: `shown` of them from the end, not counting tool messages (they draw in
 * their calls' cards). Counted, 1,000 calls' results pushed their own turn out of the page and nothing of
 * it was drawn; the turn's cards are drawn a page at a time instead (MessageItems).
 */
function firstDrawn(messages: readonly { role: string }[], shown: number): number {
  let drawn = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.role !== 'tool') drawn += 1;
    if (drawn > shown) return i + 1;
  }
  return 0;
}

/** `empty`: drawn instead while the trace, as drawn, holds no event yet. */
export function MessageList({ empty = null }: { empty?: ReactNode }) {
  const { t } = useTranslation();
  const drawn = useEventsAsOf();
  const hasEvents = drawn.length > 0;
  const { messages, deliveredByCallId } = useTraceView(selectHistoryView);
  const transcripts = useTraceView(selectSubagentTranscripts);
  const pending = useTraceView(selectPendingTurn);
  const [shown, setShown] = useState(MESSAGES_PER_PAGE);
  const first = firstDrawn(messages, shown);
  const nestedOf = (callId: string) => {
    const transcript = transcripts.get(callId);
    return transcript ? <SubagentTranscriptView transcript={transcript} /> : null;
  };
  // A turn's calls join the conversation when the turn ends (its history-append); until then they sit in
  // the turn being written (PendingTurnView). A subagent with no card at all (its turn scrolled out of a
  // stripped trace) is drawn after the messages, under its call's id.
  const carded = new Set([
    ...messages.flatMap((m) => (m.role === 'assistant' ? (m.tool_calls ?? []).map((c) => c.id) : [])),
    ...(pending?.response.calls ?? []).flatMap((c) => (c.id ? [c.id] : [])),
  ]);
  const uncarded = [...transcripts].filter(([callId]) => !carded.has(callId));

  if (!hasEvents) return empty;
  return (
    <>
      {first > 0 ? (
        <button type="button" className="message-earlier" onClick={() => setShown(shown + MESSAGES_PER_PAGE)}>
          {t('conversation.earlier', { count: first })}
        </button>
      ) : null}
      {/* data-as-of: the last event drawn (the list is drawn in a deferred render: use-trace-view.ts), for
          the time-travel bench to see when the redraw landed. */}
      <ol className="message-list" aria-label={t('conversation.messages')} data-as-of={drawn.at(-1)?.seq}>
        <MessageItems
          messages={messages.slice(first)}
          firstKey={first}
          deliveredByCallId={deliveredByCallId}
          toolContent={toolContentOf(messages)}
          nestedOf={nestedOf}
        />
        <PendingTurnView pending={pending} nestedOf={nestedOf} />
        {uncarded.map(([callId, transcript]) => (
          <li key={transcript.scope}>
            <div className="message message-assistant" data-call-id={callId}>
              <span className="message-role">{t('conversation.subagentOf', { callId })}</span>
              <SubagentTranscriptView transcript={transcript} />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
