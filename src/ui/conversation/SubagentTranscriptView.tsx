// A Task call's subagent, under the call's card: its own conversation (system prompt, the Task prompt, its
// calls and answer), collapsed to one line that says how far it got. It opens by itself while the cursor is
// inside the run, so stepping through a subagent shows its steps as they happen.
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { SubagentTranscript } from '../../state/selectors';
import { MessageItems, toolContentOf } from './MessageItems';
import './subagent-transcript.css';

export function SubagentTranscriptView({ transcript }: { transcript: SubagentTranscript }) {
  const { t } = useTranslation();
  const running = transcript.endReason === null;
  const [open, setOpen] = useState(running);
  const { messages, deliveredByCallId } = transcript.view;
  return (
    <details
      className="subagent-transcript"
      data-testid="subagent-transcript"
      data-scope={transcript.scope}
      data-running={running || undefined}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        {running
          ? t('conversation.subagentRunning', { step: transcript.steps })
          : t('conversation.subagentEnded', {
              step: transcript.steps,
              reason: t(`conversation.subagentEnd.${transcript.endReason}`),
            })}
      </summary>
      {open ? (
        <ol className="message-list" aria-label={t('conversation.subagentMessages')}>
          <MessageItems
            messages={messages}
            deliveredByCallId={deliveredByCallId}
            toolContent={toolContentOf(messages)}
          />
        </ol>
      ) : null}
    </details>
  );
}
