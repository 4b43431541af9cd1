// One tool call as a card: the tool, its id, the arguments the model sent, and the result the model saw. The
// badge is the status the model received (after the budget), not only what the tool returned.
import { MAX_ARGUMENT_DEPTH, parseJsonWithinDepth } from '../../common/json-depth';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { HistoryToolCall } from '../../engine';
import type { DeliveredResult } from '../../state/selectors';
import { BoundedPre } from '../common/BoundedPre';
import { TextWithSizes } from '../common/ByteSize';
import { revealBidiControls } from '../common/bidi-controls';
import { utf8Bytes } from '../common/format';

// Every card redraws when the cursor moves (travelling through the trace), with the same arguments text:
// parsing and printing it again each time showed in the time-travel profile. The last few hundred are kept.
const PRETTY_KEPT = 500;
const prettyCache = new Map<string, string>();

/** Past this, arguments are shown as sent: they are read a piece at a time, and printing them costs a task. */
const PRETTY_MAX_CHARS = 100_000;

function prettyArguments(text: string): string {
  if (text.length > PRETTY_MAX_CHARS) return text;
  const kept = prettyCache.get(text);
  if (kept !== undefined) return kept;
  // The model's malformed JSON is shown as sent, and so is JSON too deep to be arguments, which
  // JSON.stringify cannot print (the pipeline refused it; common/json-depth.ts).
  const parsed = parseJsonWithinDepth(text, MAX_ARGUMENT_DEPTH);
  const pretty = parsed.ok ? JSON.stringify(parsed.value, null, 2) : text;
  if (prettyCache.size >= PRETTY_KEPT) prettyCache.delete(prettyCache.keys().next().value!);
  prettyCache.set(text, pretty);
  return pretty;
}

export function ToolCallCard({
  call,
  delivered,
  resultContent,
  children,
}: {
  call: HistoryToolCall;
  delivered: DeliveredResult | undefined;
  resultContent: string | undefined;
  /** What the call started, drawn between its arguments and its result (a Task call's subagent run). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const status = delivered?.status ?? 'pending';
  const changedByBudget = delivered !== undefined && delivered.cut !== null;
  return (
    <article
      className={`tool-card status-${status}`}
      aria-label={t('conversation.toolCall', { name: call.function.name })}
      data-call-id={call.id}
    >
      <header className="tool-card-head">
        <span className="tool-name">{revealBidiControls(call.function.name)}</span>
        <code className="muted">{call.id}</code>
        {changedByBudget ? (
          <span className="muted tool-card-cut">
            {t('conversation.toolReturned', { status: t(`status.result.${delivered.toolStatus}`) })}
          </span>
        ) : null}
        <span
          className={`badge badge-${status}`}
          data-status={status}
          // An error code (TIMEOUT, CONFLICT) is the protocol's word, kept as it is.
          translate={delivered?.errorCode ? 'no' : undefined}
          title={
            changedByBudget
              ? t('conversation.cutByBudget', {
                  tool: t(`status.result.${delivered.toolStatus}`),
                  layer: t(`budget.layer.${delivered.cut}`),
                })
              : undefined
          }
        >
          {delivered
            ? (delivered.errorCode ?? t(`status.result.${delivered.status}`))
            : t('conversation.pending')}
        </span>
      </header>
      <BoundedPre
        className="tool-card-args"
        aria-label={t('conversation.arguments')}
        text={prettyArguments(call.function.arguments)}
        fileName={`${call.id}-arguments.json`}
        render={revealBidiControls}
      />
      {children}
      {resultContent !== undefined ? (
        <details className="tool-card-result">
          <summary>
            <TextWithSizes i18nKey="conversation.result" sizes={{ bytes: utf8Bytes(resultContent) }} />
          </summary>
          <pre tabIndex={0}>{revealBidiControls(resultContent)}</pre>
        </details>
      ) : null}
    </article>
  );
}
